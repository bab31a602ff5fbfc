// The engine's speed measures that must not change a game (engine README "Speed").
import { describe, expect, it } from 'vitest';
import { canonicalJson, digest, Rng, seedRng } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { draftOf, reshareZones } from '../../../../../core/games/marvel-champions/engine/clone';
import type { McState } from '../../../../../core/games/marvel-champions/engine/types';

describe('unchanged zone lists are the previous state’s (reshareZones, for the kernel digest)', () => {
  it('keeps every list whose cards did not change and nothing else, in random games', () => {
    let kept = 0;
    let changed = 0;
    for (let g = 0; g < 20; g++) {
      const chooser = new Rng(seedRng(`reshare/${g}`));
      let s: McState = mcEngine.setup(mcEngine.optionsSchema.parse({}), `reshare/${g}`);
      for (let i = 0; i < 400; i++) {
        const d = mcEngine.pending(s);
        if (!d) break;
        const seat = chooser.pick(d.seats);
        const r = mcEngine.apply(s, chooser.pick(mcEngine.legalActions(s, seat)), seat);
        if (!r.ok) throw new Error(r.rejection.code);
        for (const z of Object.keys(r.state.zones)) {
          const before = s.zones[z];
          const after = r.state.zones[z];
          const same = before !== undefined && canonicalJson(before) === canonicalJson(after);
          // shared exactly when the cards and their order are the same
          expect(after === before).toBe(same);
          if (same) kept++;
          else changed++;
        }
        s = r.state;
      }
    }
    expect(kept).toBeGreaterThan(changed);
  });

  it('shares the whole zones record only when no zone changed, and never changes what the state holds', () => {
    const s = mcEngine.setup(mcEngine.optionsSchema.parse({}), 'reshare-record');
    const untouched = draftOf(s);
    reshareZones(s, untouched);
    expect(untouched.zones).toBe(s.zones);
    const moved = draftOf(s);
    const hand = Object.keys(moved.zones).find((z) => z.startsWith('hand.') && moved.zones[z].length > 0)!;
    moved.zones[hand] = moved.zones[hand].slice(1);
    const text = canonicalJson(moved);
    reshareZones(s, moved);
    expect(moved.zones).not.toBe(s.zones);
    expect(moved.zones[hand]).not.toBe(s.zones[hand]);
    expect(canonicalJson(moved)).toBe(text);
    expect(digest(moved)).not.toBe(digest(s));
  });
});
