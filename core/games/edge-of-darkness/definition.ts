// Edge of Darkness as the platform sees it (core/platform/definition.ts): the table tracker with its scoring
// pad (a game played with the real box) and the box in the collection. No catalog, decks or campaigns: the
// card texts are in the Player's Handbook, which we do not ship. The rules engine is the first entry of
// `engines` (hot-seat games on screen, its board in renderer/src/games/edge-of-darkness/play/).

import type { EngineDefinition, GameDefinition } from '../../platform/definition';
import { EOD_BOXES } from './collection/boxes';
import { DEFENSE_TRACK } from './data/resources';
import { eodEngine } from './engine';
import { eodComponentNeeds } from './collection/needs';
import { eodContentDefinition, withUserContent } from './content/user-content';
import { eodTrackerEngine, trackerContent } from './tracker';
import { eodHistory } from './history';

export const EOD_GAME_ID = 'edge-of-darkness';

/** The table tracker: a game on the real table, needing the box's pieces for the guilds at the table. */
export const eodTrackerEngineDefinition: EngineDefinition = {
  module: eodTrackerEngine,
  nameKey: 'eodTracker.engine',
  content: () => trackerContent(),
  components: eodComponentNeeds,
};

/**
 * The rules engine on screen. Its board draws with the content files the engine sends plus the Defense
 * track's values (R9). Its seats are named by the screens (`game.seats.edge-of-darkness.p1`… and the guild
 * beside it), not by the engine's `seatNames`: those are guild ids, which the frame would show untranslated.
 */
export const eodEngineDefinition: EngineDefinition = {
  ...eodEngine,
  module: { ...eodEngine.module, seatNames: undefined },
  content: (options, deps) => ({ ...(eodEngine.content?.(options, deps) as object), defenseTrack: DEFENSE_TRACK }),
  // the user's own content (content.*) joins the game's options, kept in its record (issue 16 Build 4)
  resolveOptions: withUserContent,
};

export const edgeOfDarkness: GameDefinition = {
  id: EOD_GAME_ID,
  defVersion: 1,
  nameKey: 'games.edge-of-darkness',
  // The Hungarian edition keeps the English title (seed 002); so do the German and Turkish screens.
  names: { en: 'Edge of Darkness', tr: 'Edge of Darkness', de: 'Edge of Darkness', hu: 'Edge of Darkness' },
  features: ['engine', 'table', 'collection'],
  // The box, counted component by component (collection/boxes.ts).
  collection: { productKinds: ['components'], boxes: EOD_BOXES },
  engines: [eodTrackerEngineDefinition, eodEngineDefinition],
  history: eodHistory,
  // Locations, advancements and starter cards a user enters (content editor; content/user-content.ts).
  content: eodContentDefinition,
};
