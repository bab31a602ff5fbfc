import { describe, expect, it } from 'vitest';
import { ORIGINAL_CONTENT } from '../../../core/games/edge-of-darkness';
import { DEFENSE_TRACK } from '../../../core/games/edge-of-darkness/data/resources';
import type { EodView } from '../../../core/games/edge-of-darkness/engine/types';
import { screenIndex } from '../../../renderer/src/games/edge-of-darkness/play/card-model';
import { call, type Caller } from '../../support/backend';
import { useTempBackend } from '../../support/temp-backend';

/**
 * The Edge of Darkness rules engine as the app ships it (issue 16 Build 5, wired in definition.ts): listed
 * with the 'engine' feature beside its table tracker, a 2-player game created with chosen locations (§3.2
 * step 9), its content for the play screen (`games.content`: the content files and the Defense track, R9),
 * seats named by the screens rather than by untranslated guild ids.
 */
let c: Caller;
useTempBackend((x) => ({ c } = x));

describe('Edge of Darkness rules engine through the API (issue 16 Build 5)', () => {
  it('app.info lists the engine beside the tracker', async () => {
    const info = await call(c, 'app.info', {});
    const eod = info.games.find((g) => g.id === 'edge-of-darkness');
    expect(eod?.features).toEqual(expect.arrayContaining(['engine', 'table', 'collection']));
    expect(eod?.engines?.map((e) => e.id)).toEqual(
      expect.arrayContaining(['edge-of-darkness', 'edge-of-darkness-tracker']),
    );
  });

  it('games.content: every card, advancement and location the board shows, and the Defense track (R9)', async () => {
    const { content } = await call(c, 'games.content', { game: 'edge-of-darkness' });
    const ix = screenIndex(content);
    expect(ix.starters.size).toBe(ORIGINAL_CONTENT.starters!.length);
    expect(ix.advancements.size).toBe(ORIGINAL_CONTENT.advancements!.length);
    expect(ix.locations.size).toBe(ORIGINAL_CONTENT.locations!.length);
    expect((content as { defenseTrack: number[] }).defenseTrack).toEqual(DEFENSE_TRACK);
  });

  it('§3.2 a 2-player game with ten chosen locations: the view has them in order; seats need no engine names', async () => {
    const locations = ORIGINAL_CONTENT.locations!.slice(0, 10).map((l) => l.id);
    const summary = await call(c, 'games.create', {
      game: 'edge-of-darkness',
      options: { players: 2, guilds: ['fede', 'gilded'], locations },
      seed: 'api',
    });
    expect(summary.seats).toEqual(['p1', 'p2']);
    expect(summary.seatNames).toEqual({});
    // the first player is drawn at random (§3.2 step 10): open the game for the seat the Prologue waits for
    const first = (await call(c, 'games.open', { id: summary.id, seat: null })).pending!.seats[0];
    const open = await call(c, 'games.open', { id: summary.id, seat: first });
    const view = open.view as EodView;
    expect(view.locations).toEqual(locations);
    expect(view.ps.map((p) => p.guild)).toEqual(['fede', 'gilded']);
    expect(view.phase).toBe('prologue');
    expect(open.legal.some((a) => a.type === 'pick')).toBe(true);
    const { content } = await call(c, 'games.content', { game: 'edge-of-darkness', id: summary.id });
    expect(screenIndex(content).starters.size).toBe(33);
  });
});
