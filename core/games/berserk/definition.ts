// Berserk as the platform sees it (core/platform/definition.ts): the card catalog from the user's
// lists, the collection of singles, and the deck rules. The rules engine (engine/, abilities/) is
// built beside it and wired in by the lead; until then `engines` stays out.
import type { GameDefinition } from '../../platform/definition';
import { deckSection } from '../../platform/decks';
import { berserkCatalogDefinition } from './catalog/definition';
import { BERSERK_GAME_ID } from './catalog/model';
import { berserkCollectionRules } from './collection/rules';
import { berserkDeckRules } from './decks/rules';

export const berserk: GameDefinition = {
  id: BERSERK_GAME_ID,
  defVersion: 1,
  nameKey: `games.${BERSERK_GAME_ID}`,
  names: { en: 'Berserk', tr: 'Berserk', de: 'Berserk', hu: 'Berserk' },
  features: ['catalog', 'collection', 'decks'],
  catalog: berserkCatalogDefinition,
  collection: { productKinds: ['singles', 'fixed'], rules: berserkCollectionRules },
  decks: deckSection(berserkDeckRules),
};
