import { describe, expect, it } from 'vitest';
import { eodTrackerEngine, type TrackerView } from '../../../../../core/games/edge-of-darkness';
import { taleLog, type TaleGame } from '../../../../../renderer/src/games/edge-of-darkness/tracker/tales-model';

// The campaign log of tales (rules digest §3.2: "Tale 1, Chapter 1 or 2"; §7.5: the Handbook's tales are split
// into chapters and the rulebook carries no state between them): the tale and chapter each tracked game noted,
// grouped into a log the user sees on the game page.

const game = (over: Partial<TaleGame>): TaleGame => ({
  id: 'g',
  name: 'A game',
  tale: 'The first tale',
  chapter: 1,
  round: 8,
  lastRound: 8,
  finished: true,
  winners: ['fede'],
  at: '2026-11-01T20:00:00.000Z',
  ...over,
});

describe('§7.5 the campaign log of tales', () => {
  it('groups games by tale (however the table typed it), chapters in order, the latest tale first', () => {
    const log = taleLog([
      game({ id: 'a', chapter: 2, at: '2026-11-03T20:00:00.000Z' }),
      game({ id: 'b', tale: '  the FIRST   tale ', chapter: 1, at: '2026-11-01T20:00:00.000Z' }),
      game({
        id: 'c',
        tale: 'Another tale',
        chapter: null,
        finished: false,
        round: 3,
        winners: [],
        at: '2026-11-05T20:00:00.000Z',
      }),
      game({ id: 'd', chapter: 1, at: '2026-11-02T20:00:00.000Z', winners: ['fede', 'gilded'] }),
      game({ id: 'e', tale: '', chapter: 4 }),
    ]);
    expect(log.map((t) => t.tale)).toEqual(['Another tale', 'The first tale']);
    const first = log[1];
    expect(first).toMatchObject({ played: 3, finished: 3, last: '2026-11-03T20:00:00.000Z' });
    expect(first.chapters.map((c) => c.chapter)).toEqual([1, 2]);
    // a chapter's games newest first; a shared victory keeps every winner (§5)
    expect(first.chapters[0].games.map((g) => g.id)).toEqual(['d', 'b']);
    expect(first.chapters[0].games[0].winners).toEqual(['fede', 'gilded']);
    expect(log[0]).toMatchObject({ played: 1, finished: 0, chapters: [{ chapter: null }] });
    // a game without a tale belongs to no campaign
    expect(log.flatMap((t) => t.chapters.flatMap((c) => c.games.map((g) => g.id)))).not.toContain('e');
    expect(taleLog([])).toEqual([]);
  });

  it('reads the tale and chapter the tracker keeps in its view (the options, then the tale and chapter operations)', () => {
    const s = eodTrackerEngine.setup(
      { guilds: ['carnival', 'fede'], firstPlayer: 0, tale: ' The first tale ', chapter: 2 },
      's',
    );
    const v = eodTrackerEngine.view(s, null) as TrackerView;
    expect([v.tale, v.chapter]).toEqual(['The first tale', 2]);
    const log = taleLog([
      game({ tale: v.tale, chapter: v.chapter, round: v.round, finished: v.finished, winners: [] }),
    ]);
    expect(log[0].chapters[0]).toMatchObject({ chapter: 2, games: [{ round: 0, finished: false }] });
  });
});
