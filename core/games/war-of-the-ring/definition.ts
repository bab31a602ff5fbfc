// War of the Ring as the platform sees it (core/platform/definition.ts): the rules engine only (no
// catalog, collection, decks or campaigns yet) and the content its play screen draws with.

import type { GameDefinition } from '../../platform/definition';
import { wotrEngine } from './engine';
import { wotrPlayContent } from './play-content';
import { trackerContent, wotrTrackerEngine } from './tracker';

export const WOTR_GAME_ID = 'war-of-the-ring';

export const warOfTheRing: GameDefinition = {
  id: WOTR_GAME_ID,
  defVersion: 1,
  nameKey: 'games.war-of-the-ring',
  names: { en: 'War of the Ring', tr: 'Yüzüklerin Savaşı', de: 'Der Ringkrieg', hu: 'A Gyűrű Háborúja' },
  // Two-player hot-seat games with every rule the engine enforces.
  features: ['engine'],
  engines: [
    { module: wotrEngine, content: () => wotrPlayContent() },
    { module: wotrTrackerEngine, nameKey: 'wotrTracker.engine', content: () => trackerContent() },
  ],
};
