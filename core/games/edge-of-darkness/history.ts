// Edge of Darkness in the play history (issue 19): each player for themselves, ranked by victory
// points; players tied for the most share the victory. Each seat plays a guild.

import { GUILD_IDS } from './data/ids';
import type { FinishedGame, HistoryDefinition, PlayDraft } from '../../platform/history';
import { EOD_TRACKER_ID } from './tracker/module';

/** Engine seats are p1…p4 with the options' guilds (or the default order); tracker seats are the guilds. */
function readEod(game: FinishedGame): PlayDraft {
  const o = (game.options ?? {}) as { guilds?: string[]; tale?: string; chapter?: number | null };
  const seats: Record<string, { values: Record<string, string> }> = {};
  game.seats.forEach((seat, i) => {
    const guild = (GUILD_IDS as readonly string[]).includes(seat) ? seat : (o.guilds ?? GUILD_IDS)[i];
    seats[seat] = { values: guild ? { guild } : {} };
  });
  const values: Record<string, string> = {};
  if (o.tale) values.tale = o.tale.slice(0, 120);
  return {
    tracker: game.engine === EOD_TRACKER_ID,
    values,
    options: { players: game.seats.length, ...(o.chapter ? { chapter: o.chapter } : {}) },
    seats,
  };
}

export const eodHistory: HistoryDefinition = {
  dimensions: [
    { id: 'tale', scope: 'play', labelKey: 'history.dimension.tale' },
    {
      id: 'guild',
      scope: 'seat',
      labelKey: 'history.dimension.guild',
      valuesKey: 'eodPlay.guild',
      values: [...GUILD_IDS],
    },
  ],
  result: { kind: 'ranked', scores: true, ranks: true, draws: false, sharedVictory: true },
  seats: { suggested: ['p1', 'p2'], min: 1, max: 4 },
  read: { 'edge-of-darkness': readEod, [EOD_TRACKER_ID]: readEod },
};
