// Marvel Champions as the platform sees it (core/platform/definition.ts): what the game has, and the
// engine with its option resolver and the content its screens need.

import type { GameDefinition } from '../../platform/definition';
import { MC_GAME_ID } from './catalog/model';
import { mcCatalogDefinition } from './catalog/definition';
import { deckSection } from '../../platform/decks';
import { mcCollectionRules } from './collection/rules';
import { mcDeckRules } from './decks/rules';
import { mcEngine } from './engine';
import { resolveMcOptions } from './engine-options';
import { mcPlayContent } from './play-content';
import { mcCampaignRules } from './campaign/rules';
import { mcStorage } from './storage';
import { mcHistory } from './history';

export const marvelChampions: GameDefinition = {
  id: MC_GAME_ID,
  defVersion: 1,
  nameKey: 'games.marvel-champions',
  // The published name is not translated.
  names: { en: 'Marvel Champions' },
  linkHosts: ['marvelcdb.com', 'www.marvelcdb.com'],
  // Card browser, collection, decks, the rules engine with its play screen, table mode (manual
  // actions in every game, a tracker game with the `table` option) and campaigns.
  features: ['catalog', 'collection', 'decks', 'engine', 'table', 'campaigns'],
  catalog: mcCatalogDefinition,
  collection: { productKinds: ['fixed'], rules: mcCollectionRules },
  decks: deckSection(mcDeckRules),
  engines: [{ module: mcEngine, resolveOptions: resolveMcOptions, content: mcPlayContent }],
  history: mcHistory,
  campaigns: mcCampaignRules(),
  storage: mcStorage,
};
