// What the tracker screen needs to know about the static data (`games.content` of the tracker engine): the
// guilds with their display colours, the Defense track's values, the scoring lines and bonuses, the
// player-count facts. Plain JSON: the renderer imports core only as types.

import {
  BONUS_CATEGORIES,
  DEFENSE_TRACK,
  GUILDS,
  PLAYER_COUNT_SETUP,
  SCORING_CATEGORIES,
  STARTING_KIT,
  TIE_BREAKERS,
  type GuildFact,
} from '../data';
import { LAST_ROUND, TALE_MAX, CHAPTER_MAX } from './state';

export interface TrackerContent {
  readonly guilds: readonly GuildFact[];
  readonly defenseTrack: readonly number[];
  readonly scoring: readonly string[];
  readonly bonuses: readonly string[];
  readonly tieBreakers: readonly string[];
  readonly thresholds: Readonly<Record<number, number>>;
  readonly agents: number;
  readonly lastRound: number;
  readonly taleMax: number;
  readonly chapterMax: number;
}

export function trackerContent(): TrackerContent {
  return {
    guilds: GUILDS,
    defenseTrack: DEFENSE_TRACK,
    scoring: [...SCORING_CATEGORIES],
    bonuses: [...BONUS_CATEGORIES],
    tieBreakers: [...TIE_BREAKERS],
    thresholds: Object.fromEntries(Object.values(PLAYER_COUNT_SETUP).map((p) => [p.players, p.attackThreshold])),
    agents: STARTING_KIT.agents,
    lastRound: LAST_ROUND,
    taleMax: TALE_MAX,
    chapterMax: CHAPTER_MAX,
  };
}
