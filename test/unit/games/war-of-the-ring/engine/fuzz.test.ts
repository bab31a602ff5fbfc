// Random legal War of the Ring games through the kernel fuzzer (propertyRun): after every action
// the engine's invariants (every figure in exactly one place — map + reinforcements + casualties =
// totals —, stacking ≤ 10, corruption 0–12, dice counts right, cards and hunt tiles each in one
// place, political track bounds), flow, JSON, rejection probes and the hidden-information leak
// check (perturbHidden: the Fellowship's true path, hands, deck orders); then exact replay of every
// record. A second test replays records step by step and checks what one state alone cannot show:
// the political track only moves toward war (§6.1–§6.3), dice pools change only in Phase 1 (§4.1),
// Elven Rings only leave the FP and each side uses at most one a turn (§4.5), the Mordor Track only
// advances (§5.16), at most five units inside a besieged Stronghold (§8.11), the dead stay dead (§8.8).
//
// Games end by the rules (§9): the Ring-bearers' corruption, the Crack of Doom or a military victory.

import { describe, expect, it } from 'vitest';
import { wotrEngine, type WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { D } from '../../../../../core/games/war-of-the-ring/engine/content';
import { sideOfKey as sideOfKeyIn } from '../../../../../core/games/war-of-the-ring/engine/board';
import { act, envelope, fuzzGame, newGame, type FuzzConfig } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';

const sideOfKey = (key: string) => sideOfKeyIn(D, key);

import { volumeConfig } from './volume';

const config = { seed: 'wotr-ci', maxActions: volumeConfig.maxActions, leakRate: 0.3 } as const;

describe('fuzz: random War of the Ring games', () => {
  it('no failure, every game finishes by the rules, exact replay', { timeout: 600_000 }, () => {
    const report = propertyRun(wotrEngine, { ...config, fullGames: 12, minGames: 12 });
    expect(report.probes).toBeGreaterThan(0);
  });

  it(
    'after every action: the political track only moves toward war, an active nation stays active (§6.1–§6.3); ' +
      'dice pools change only in Phase 1 (§4.1); Elven Rings only leave the FP and a side uses one a turn (§4.5); ' +
      'the Mordor Track only advances (§5.16); at most five units inside a besieged Stronghold (§8.11); ' +
      'eliminated characters never come back (§8.8)',
    { timeout: 600_000 },
    () => {
      const fuzzConfig: FuzzConfig = { ...config, games: 3, seed: 'wotr-politics', leakRate: 0, probeRate: 0 };
      let steps = 0;
      const seen = { politics: 0, pools: 0, sieges: 0, rings: 0 };
      for (let g = 0; g < fuzzConfig.games; g++) {
        const report = fuzzGame(wotrEngine, fuzzConfig, g);
        expect(report.failures).toEqual([]);
        const record = report.record!;
        const started = newGame(wotrEngine, { options: record.options, seed: record.seed, players: record.players });
        if (!started.ok) throw new Error('setup');
        let snapshot = started.snapshot;
        for (const entry of record.actions) {
          const before: WotrState = snapshot.state;
          const { seat, stateVersion, ...action } = entry.action;
          const r = act(wotrEngine, snapshot, envelope(action as never, seat, stateVersion));
          if (!r.ok) throw new Error(JSON.stringify(r.rejection));
          expect(r.entry.digest).toBe(entry.digest);
          const after: WotrState = r.snapshot.state;
          const at = `game ${g} action ${steps}`;
          for (const n in before.politics) {
            expect(after.politics[n].step, at).toBeLessThanOrEqual(before.politics[n].step);
            if (before.politics[n].active) expect(after.politics[n].active, at).toBe(true);
            if (after.politics[n].step < before.politics[n].step) seen.politics++;
          }
          for (const side of ['fp', 'shadow'] as const)
            if (after.dice[side].pool !== before.dice[side].pool) {
              expect(after.turn, `${at}: ${side} pool changed within a turn`).toBeGreaterThan(before.turn);
              seen.pools++;
            }
          expect(after.rings.fp, at).toBeLessThanOrEqual(before.rings.fp);
          if (after.rings.fp < before.rings.fp) {
            expect(before.rings.fpUsed, at).not.toBe(before.turn);
            seen.rings++;
          }
          if (after.rings.shadow < before.rings.shadow && after.rings.fp === before.rings.fp)
            expect(before.rings.shadowUsed, at).not.toBe(before.turn);
          if (before.fellowship.mordor !== null && after.fellowship.mordor !== null)
            expect(after.fellowship.mordor, at).toBeGreaterThanOrEqual(before.fellowship.mordor);
          for (const region in after.sieges ?? {}) {
            const besieged = after.sieges![region];
            let inside = 0;
            for (const k in after.units[region] ?? {})
              if ((k.endsWith('.regular') || k.endsWith('.elite')) && sideOfKey(k) === besieged)
                inside += after.units[region][k];
            expect(inside, `${at}: ${region}`).toBeLessThanOrEqual(5);
            seen.sieges++;
          }
          for (const id in before.chars) if (before.chars[id] === 'dead') expect(after.chars[id], at).toBe('dead');
          snapshot = r.snapshot;
          steps++;
        }
      }
      expect(steps).toBeGreaterThan(100);
      expect(seen.politics).toBeGreaterThan(0);
      expect(seen.pools).toBeGreaterThan(0);
    },
  );
});
