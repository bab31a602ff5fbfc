/**
 * Deckhand's own starter heroes (core/games/marvel-champions/content/heroes.ts): the heroes the
 * starter campaign is written for and the only ones the rules engine can seat without a deck.
 * The renderer may not import core content, so the names are repeated here; a unit test keeps
 * them equal to the content.
 */
export const STARTER_HEROES: Readonly<Record<string, string>> = {
  'stw-h': 'Stormwright',
  'bwk-h': 'Bulwark',
  'qlf-h': 'Quillfire',
  'tdc-h': 'Tidecaller',
};
