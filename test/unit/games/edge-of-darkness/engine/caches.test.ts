// The engine's speed caches (engine/card-facts.ts, the action tables of engine/rules.ts) live outside the
// state, keyed by record identity or by card id: a position must give the same legal list and the same next
// state whether its records were met before (cache hits) or are fresh copies never seen (cache misses).
import { describe, expect, it } from 'vitest';
import { digest, Rng, seedRng } from '../../../../../core/kernel';
import { contentIndex, type EodState } from '../../../../../core/games/edge-of-darkness/engine';
import { cardFacts } from '../../../../../core/games/edge-of-darkness/engine/card-facts';
import { act, m, seatNow, start } from './helpers';

/** A copy with every record new (JSON), so no identity-keyed cache knows any of it. */
const fresh = (s: EodState): EodState => JSON.parse(JSON.stringify(s)) as EodState;

describe('speed caches', () => {
  it('a fresh copy of every position gives the same legal list and the same next state (2–4 players)', () => {
    for (const players of [2, 3, 4] as const) {
      const chooser = new Rng(seedRng(`caches-${players}`));
      let s = start({ players }, `caches-${players}`);
      let positions = 0;
      while (m.pending(s) && positions < 400) {
        const seat = seatNow(s);
        const list = m.legalActions(s, seat);
        const copy = fresh(s);
        const copyList = m.legalActions(copy, seat);
        expect(JSON.stringify(copyList)).toBe(JSON.stringify(list));
        const i = chooser.int(0, list.length - 1);
        const r = m.apply(s, list[i], seat);
        const rc = m.apply(copy, copyList[i], seat);
        if (!r.ok || !rc.ok) throw new Error('a listed action was refused');
        expect(digest(rc.state)).toBe(digest(r.state));
        expect(rc.events).toEqual(r.events);
        s = r.state;
        positions++;
      }
      expect(positions).toBeGreaterThan(100);
    }
  });

  it('card facts follow the record: a crafted card shows its new strip, the bare one keeps its own', () => {
    let s = start({ players: 2 }, 'caches-craft');
    const ix = contentIndex(s.extra);
    const seat = seatNow(s);
    const pick = m.legalActions(s, seat).find((a) => a.type === 'pick');
    if (pick?.type !== 'pick') throw new Error('no pick in the Prologue');
    const before = s.cards[pick.card];
    const factsBefore = cardFacts(ix, before);
    s = act(s, pick, seat).state;
    const after = s.cards[pick.card];
    expect(after).not.toBe(before);
    const factsAfter = cardFacts(ix, after);
    const bit = { top: 1, middle: 2, bottom: 4 }[pick.slot];
    expect(factsBefore.free & bit).toBe(bit);
    expect(factsAfter.free & bit).toBe(0);
    expect(factsAfter.refs.some((r) => r.slot === pick.slot)).toBe(
      (ix.advancements.get(pick.adv)?.contact.abilities.length ?? 0) > 0,
    );
    // the bare record's facts are untouched by the craft (an empty slot shows nothing)
    expect(cardFacts(ix, before)).toBe(factsBefore);
    if (before.slots[pick.slot] === null) expect(factsBefore.refs.some((r) => r.slot === pick.slot)).toBe(false);
  });
});
