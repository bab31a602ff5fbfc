/**
 * War of the Ring (2nd edition): fixed numbers of the rules (rules digest §3, §4.6, §7.1, §8.11) kept in one
 * place for the engine and the screen.
 */

/** Army units per region (Leaders and Characters do not count), checked at the end of every action (§7.1). */
export const STACKING_LIMIT = 10;
/** Army units inside a besieged Stronghold (§8.11). */
export const SIEGE_LIMIT = 5;
/** Event cards in hand at any time, two-player game (§3 Phase 1, §4.6). */
export const HAND_LIMIT = 6;
/** Event cards drawn in Phase 1: one from each deck (§3 Phase 1). */
export const CARDS_DRAWN_PER_TURN = 2;
/** Cards per deck: 4 decks × 24 = 96 (§1.1). */
export const CARDS_PER_DECK = 24;
/** Numbered Army Boxes on the board (§7.1). */
export const ARMY_BOXES = 3;
