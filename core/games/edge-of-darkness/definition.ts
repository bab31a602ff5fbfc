// Edge of Darkness as the platform sees it (core/platform/definition.ts): the table tracker with its scoring
// pad (a game played with the real box) and the box in the collection. No catalog, decks or campaigns: the
// card texts are in the Player's Handbook, which we do not ship. The rules engine joins as one more entry of
// `engines` (and 'engine' in `features`) when it is ready.

import type { EngineDefinition, GameDefinition } from '../../platform/definition';
import { EOD_BOXES } from './collection/boxes';
import { eodComponentNeeds } from './collection/needs';
import { eodTrackerEngine, trackerContent } from './tracker';

export const EOD_GAME_ID = 'edge-of-darkness';

/** The table tracker: a game on the real table, needing the box's pieces for the guilds at the table. */
export const eodTrackerEngineDefinition: EngineDefinition = {
  module: eodTrackerEngine,
  nameKey: 'eodTracker.engine',
  content: () => trackerContent(),
  components: eodComponentNeeds,
};

export const edgeOfDarkness: GameDefinition = {
  id: EOD_GAME_ID,
  defVersion: 1,
  nameKey: 'games.edge-of-darkness',
  // The Hungarian edition keeps the English title (seed 002); so do the German and Turkish screens.
  names: { en: 'Edge of Darkness', tr: 'Edge of Darkness', de: 'Edge of Darkness', hu: 'Edge of Darkness' },
  features: ['table', 'collection'],
  // The box, counted component by component (collection/boxes.ts).
  collection: { productKinds: ['components'], boxes: EOD_BOXES },
  engines: [eodTrackerEngineDefinition],
};
