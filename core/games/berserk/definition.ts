// Berserk as the platform sees it (core/platform/definition.ts): the card catalog from the user's
// lists, the collection of singles, the deck rules, and the classic rules engine (engine/, abilities/;
// no board of its own yet: the game frame shows the generic board).
import type { GameDefinition } from '../../platform/definition';
import { deckSection } from '../../platform/decks';
import { berserkCatalogDefinition } from './catalog/definition';
import { BERSERK_GAME_ID } from './catalog/model';
import { berserkCollectionRules } from './collection/rules';
import { berserkDeckRules } from './decks/rules';
import { berserkEngine } from './engine';
import { berserkHistory } from './history';

export const berserk: GameDefinition = {
  id: BERSERK_GAME_ID,
  defVersion: 1,
  nameKey: `games.${BERSERK_GAME_ID}`,
  names: { en: 'Berserk', tr: 'Berserk', de: 'Berserk', hu: 'Berserk' },
  features: ['catalog', 'collection', 'decks', 'engine'],
  catalog: berserkCatalogDefinition,
  collection: { productKinds: ['singles', 'fixed'], rules: berserkCollectionRules },
  decks: deckSection(berserkDeckRules),
  engines: [berserkEngine],
  history: berserkHistory,
};
