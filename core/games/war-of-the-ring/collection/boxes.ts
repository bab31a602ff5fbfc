/**
 * War of the Ring's boxes as the collection counts them (product kind `components`): the second
 * edition base game and its three expansions, as names and component counts only. Written by us.
 *
 * The base box follows rules digest §1.1 (box inventory), §1.2 (205 figures) and §1.3 (76 counters);
 * test/unit/games/war-of-the-ring/collection-boxes.test.ts checks the figures against data/nations.ts,
 * the cards against data/events.ts and data/characters.ts, the dice against data/dice.ts and the
 * tiles against data/hunt.ts.
 *
 * The expansions are not in the digest's source: their lists are the publisher's box lists as retailers
 * print them (each box's comment names one). A count we are not sure of would be `unconfirmed` (the user
 * can correct it for their box), and a count we do not know at all 0 and `unconfirmed`; none is now.
 *
 * Keys are stored in save files: never rename one; a count changed here shows as a difference on
 * stored boxes until the user accepts the new list.
 */
import type { BoxComponent, BoxDefinition } from '../../../platform/collection';

const part = (
  key: string,
  group: string,
  count: number,
  more: Pick<BoxComponent, 'unconfirmed' | 'offTable'> = {},
): BoxComponent => ({
  key,
  groupKey: group.startsWith('wotr.') ? group : `wotr.collection.groups.${group}`,
  nameKey: `wotr.collection.parts.${key}`,
  count,
  ...more,
});

/** A component an earlier list named (BoxDefinition.retired): its stored lines keep their name. */
const retired = (key: string) => ({ key, nameKey: `wotr.collection.parts.${key}` });

/** Figures of a nation: its heading is the nation's name (wotr.terms.nations). */
const nation = (id: string) => `wotr.terms.nations.${id}`;

/** Base box codes and the expansions a game's options may name (`{ expansions: [...] }`). */
export const WOTR_BASE_BOX = 'base';
export const WOTR_EXPANSIONS = ['lords', 'warriors', 'kings'] as const;
export type WotrExpansion = (typeof WOTR_EXPANSIONS)[number];

export const WOTR_BASE: BoxDefinition = {
  code: WOTR_BASE_BOX,
  nameKey: 'wotr.collection.boxes.base',
  name: 'War of the Ring (second edition)',
  components: [
    // §1.2: Free Peoples army units (blue) and Leaders (grey), by nation
    part('elves-regular', nation('elves'), 5),
    part('elves-elite', nation('elves'), 10),
    part('elves-leader', nation('elves'), 4),
    part('dwarves-regular', nation('dwarves'), 5),
    part('dwarves-elite', nation('dwarves'), 5),
    part('dwarves-leader', nation('dwarves'), 4),
    part('north-regular', nation('north'), 10),
    part('north-elite', nation('north'), 5),
    part('north-leader', nation('north'), 4),
    part('rohan-regular', nation('rohan'), 10),
    part('rohan-elite', nation('rohan'), 5),
    part('rohan-leader', nation('rohan'), 4),
    part('gondor-regular', nation('gondor'), 15),
    part('gondor-elite', nation('gondor'), 5),
    part('gondor-leader', nation('gondor'), 4),
    // §1.2: Shadow army units (red) and the eight Nazgûl
    part('sauron-regular', nation('sauron'), 36),
    part('sauron-elite', nation('sauron'), 6),
    part('sauron-nazgul', nation('sauron'), 8),
    part('isengard-regular', nation('isengard'), 12),
    part('isengard-elite', nation('isengard'), 6),
    part('southrons-regular', nation('southrons'), 24),
    part('southrons-elite', nation('southrons'), 6),
    // §1.2: silver figures: the Ring-bearers (one figure), seven Companions, Gollum, three Minions.
    // Strider and Aragorn share a figure, so do Gandalf the Grey and the White (markers go under them).
    part('ring-bearers', 'characters', 1),
    part('gandalf', 'characters', 1),
    part('strider', 'characters', 1),
    part('boromir', 'characters', 1),
    part('legolas', 'characters', 1),
    part('gimli', 'characters', 1),
    part('merry', 'characters', 1),
    part('pippin', 'characters', 1),
    part('gollum', 'characters', 1),
    part('saruman', 'characters', 1),
    part('witch-king', 'characters', 1),
    part('mouth-of-sauron', 'characters', 1),
    // §1.1: four Event decks of 24, the character cards
    part('cards-fp-character', 'cards', 24),
    part('cards-fp-strategy', 'cards', 24),
    part('cards-shadow-character', 'cards', 24),
    part('cards-shadow-strategy', 'cards', 24),
    // the source counts 10 Companion cards but names 9 (digest §1.1, §11.7)
    part('cards-companions', 'cards', 10),
    part('cards-gollum', 'cards', 1),
    part('cards-minions', 'cards', 3),
    // §1.1: action dice per side, combat dice (also the Hunt roll's)
    part('dice-fp', 'dice', 6),
    part('dice-shadow', 'dice', 10),
    part('dice-combat', 'dice', 5),
    // §1.3: Hunt tiles, 16 standard and 8 special (4 Free Peoples, 4 Shadow)
    part('tiles-standard', 'tiles', 16),
    part('tiles-special-fp', 'tiles', 4),
    part('tiles-special-shadow', 'tiles', 4),
    // §1.3: counters and markers (76 with the tiles)
    part('army-counters', 'counters', 6),
    part('elven-rings', 'counters', 3),
    part('corruption-counter', 'counters', 1),
    part('companion-counters', 'counters', 7),
    part('aragorn-marker', 'counters', 1),
    part('gandalf-white-marker', 'counters', 1),
    part('fellowship-progress', 'counters', 1),
    part('political-counters', 'counters', 8),
    part('control-markers', 'counters', 20),
    part('vp-markers', 'counters', 2),
    // used in three- and four-player games only: a two-player game never needs them
    part('leading-player-tokens', 'counters', 2, { offTable: true }),
    // §1.1: the board (two folding sections, one piece of the box), the rulebook and the player aids
    part('board', 'paper', 1),
    part('rulebook', 'paper', 1, { offTable: true }),
    part('player-aids', 'paper', 2, { offTable: true }),
  ],
};

/**
 * Lords of Middle-earth. The publisher's box list (as retailers print it, e.g. Miniature Market's AGSWOTR005
 * page): 8 plastic figures, 5 special action dice, 11 cardboard counters, 28 event and character cards, the
 * rules. Elrond, Galadriel and the Balrog are three of the figures; the list does not say which the other five
 * are, so they are one line. Until session 16 the cards were two unconfirmed lines (3 and 0) and the dice and
 * counters were missing: a stored box shows those lines as removed or added until the user accepts the list.
 */
export const WOTR_LORDS: BoxDefinition = {
  code: 'lords',
  nameKey: 'wotr.collection.boxes.lords',
  name: 'Lords of Middle-earth',
  components: [
    part('elrond', 'characters', 1),
    part('galadriel', 'characters', 1),
    part('balrog', 'characters', 1),
    part('lords-figures-other', 'characters', 5),
    part('cards-lords', 'cards', 28),
    part('lords-dice', 'dice', 5),
    part('lords-counters', 'counters', 11),
    part('rules-lords', 'paper', 1, { offTable: true }),
  ],
  retired: [retired('cards-lords-characters'), retired('cards-lords-other')],
};

/**
 * Warriors of Middle-earth. The publisher's box list (e.g. Game Night Games' WOTR009 page): 48 plastic
 * figures, 2 special dice, 62 cards, 6 reference cards, 2 reference sheets, the rulebook. The figures are
 * eight for each of the six factions (reviews name them: Ents, Dead Men of Dunharrow and Eagles for the Free
 * Peoples; Dunlendings, Corsairs and Spiders for the Shadow), so 24 a side. The list has no counters: the
 * earlier unconfirmed counters line is gone (a stored box shows it as removed until the user accepts).
 */
export const WOTR_WARRIORS: BoxDefinition = {
  code: 'warriors',
  nameKey: 'wotr.collection.boxes.warriors',
  name: 'Warriors of Middle-earth',
  components: [
    part('faction-figures-fp', 'figures', 24),
    part('faction-figures-shadow', 'figures', 24),
    part('faction-dice', 'dice', 2),
    part('faction-cards', 'cards', 62),
    part('warriors-reference-cards', 'paper', 6, { offTable: true }),
    part('warriors-reference-sheets', 'paper', 2, { offTable: true }),
    part('rules-warriors', 'paper', 1, { offTable: true }),
  ],
  retired: [retired('faction-counters')],
};

/**
 * Kings of Middle-earth. The publisher's box list (e.g. Fortress Games' page for the expansion): 13 plastic
 * figures, 5 Corrupted Sovereign Rings, 2 special action dice, 13 character cards, 19 event cards, 1 Sovereign
 * corruption board, 14 cardboard counters, 2 reference sheets, the rules.
 */
export const WOTR_KINGS: BoxDefinition = {
  code: 'kings',
  nameKey: 'wotr.collection.boxes.kings',
  name: 'Kings of Middle-earth',
  components: [
    part('kings-figures', 'figures', 13),
    part('cards-kings-characters', 'cards', 13),
    part('cards-kings-other', 'cards', 19),
    part('kings-dice', 'dice', 2),
    part('kings-rings', 'counters', 5),
    part('kings-counters', 'counters', 14),
    part('kings-board', 'paper', 1),
    part('kings-reference-sheets', 'paper', 2, { offTable: true }),
    part('rules-kings', 'paper', 1, { offTable: true }),
  ],
};

/** Every War of the Ring box the collection knows, base game first. */
export const WOTR_BOXES: readonly BoxDefinition[] = [WOTR_BASE, WOTR_LORDS, WOTR_WARRIORS, WOTR_KINGS];
