// War of the Ring as the platform sees it (core/platform/definition.ts): the rules engine and the
// content its play screen draws with, and the boxes of the collection (no catalog, decks or campaigns).

import type { GameDefinition } from '../../platform/definition';
import { wotrPolicy, type Difficulty } from './ai';
import { WOTR_BOXES } from './collection/boxes';
import { wotrComponentNeeds } from './collection/needs';
import { wotrEngine } from './engine';
import { MULTI_SEATS } from './engine/multi';
import { SEATS } from './engine/setup';
import { wotrPlayContent } from './play-content';
import { trackerContent, wotrTrackerEngine } from './tracker';
import { wotrHistory } from './history';

export const WOTR_GAME_ID = 'war-of-the-ring';

export const warOfTheRing: GameDefinition = {
  id: WOTR_GAME_ID,
  defVersion: 1,
  nameKey: 'games.war-of-the-ring',
  names: { en: 'War of the Ring', tr: 'Yüzüklerin Savaşı', de: 'Der Ringkrieg', hu: 'A Gyűrű Háborúja' },
  // Hot-seat games of two to four players with every rule enforced, the table tracker (a second engine) and the boxes.
  features: ['engine', 'table', 'collection'],
  // The boxes, counted component by component (collection/boxes.ts).
  collection: { productKinds: ['components'], boxes: WOTR_BOXES },
  engines: [
    {
      module: wotrEngine,
      content: () => wotrPlayContent(),
      // The computer opponent (ai/): either side of a two-player game, any player's role seat of three or four (§10).
      computer: {
        difficulties: ['easy', 'normal'],
        seats: [...new Set([...SEATS, ...MULTI_SEATS[4], ...MULTI_SEATS[3]])],
        policy: (difficulty) => wotrPolicy({ difficulty: difficulty as Difficulty }),
      },
    },
    // A game on the real table: it needs the pieces of the boxes in play (collection/needs.ts).
    {
      module: wotrTrackerEngine,
      nameKey: 'wotrTracker.engine',
      content: () => trackerContent(),
      components: wotrComponentNeeds,
    },
  ],
  history: wotrHistory,
};
