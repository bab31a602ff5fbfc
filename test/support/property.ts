// The one property-test helper every game's tests call: random legal games through the kernel's
// `fuzz` (invariants, flow, JSON, leak and rejection checks after every action, exact replay of
// every record digest by digest), then the same assertions everywhere: no failure, every game
// played, every game finished.
//
// How many games: `fullGames` × DECKHAND_PROPERTY_SHARE (a number in 0..1), at least `minGames`.
// Unset, the share is CI_PROPERTY_SHARE, which keeps a CI run short; `npm run test:property` runs
// the full counts (share 1). DECKHAND_SKIP_FUZZ_10K=1 leaves the volume runs out altogether.

import { expect } from 'vitest';
import {
  fuzz,
  type ActionBase,
  type FuzzConfig,
  type FuzzReport,
  type GameEvent,
  type GameModule,
  type KernelState,
} from '../../core/kernel';

/** The share of the full game counts a plain `vitest run` plays (CI). */
export const CI_PROPERTY_SHARE = 0.1;

/** True when DECKHAND_SKIP_FUZZ_10K=1: the volume runs are left out of a quick local run. */
export const skipVolume = process.env.DECKHAND_SKIP_FUZZ_10K === '1';

/**
 * DECKHAND_PROPERTY_SHARE, or `unset` (the CI share) when it is unset; anything but a number in 0..1 is
 * an error.
 */
export function propertyShare(
  env: string | undefined = process.env.DECKHAND_PROPERTY_SHARE,
  unset = CI_PROPERTY_SHARE,
): number {
  if (env === undefined || env.trim() === '') return unset;
  const share = Number(env);
  if (!Number.isFinite(share) || share < 0 || share > 1)
    throw new Error(`DECKHAND_PROPERTY_SHARE must be a number from 0 to 1, not "${env}"`);
  return share;
}

/** Games to play: the share of `fullGames`, rounded, at least `minGames` (and at least 1). */
export function propertyGames(fullGames: number, minGames = 1, share = propertyShare()): number {
  return Math.max(1, minGames, Math.round(fullGames * share));
}

export interface PropertyRunConfig extends Omit<FuzzConfig, 'games'> {
  /** Games at the full count (share 1). */
  readonly fullGames: number;
  /** Games played whatever the share (default 1): a run whose CI count must not shrink sets it. */
  readonly minGames?: number;
  /**
   * The share a plain run (DECKHAND_PROPERTY_SHARE unset: CI) plays, when CI_PROPERTY_SHARE of a long volume
   * run would take too much of CI's time; a share that is set is used as it is.
   */
  readonly ciShare?: number;
  /** Name in the log line (default: the seed). */
  readonly label?: string;
  /** Every game must reach an outcome before maxActions (default true). */
  readonly requireFinished?: boolean;
}

/**
 * Plays `propertyGames(fullGames, minGames)` random games of `module` with `fuzz`, logs games,
 * actions and seconds, and asserts no failure, every game played and (unless told otherwise)
 * every game finished. Returns the report for further assertions.
 */
export function propertyRun<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  config: PropertyRunConfig,
): FuzzReport {
  const { fullGames, minGames, label, requireFinished = true, ciShare, ...fuzzConfig } = config;
  const share = propertyShare(process.env.DECKHAND_PROPERTY_SHARE, ciShare);
  const games = propertyGames(fullGames, minGames, share);
  const started = performance.now();
  const report = fuzz(module, { ...fuzzConfig, games });
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `property ${label ?? config.seed} (${module.id}): ${report.games} games ` +
      `(${(minGames ?? 1) >= fullGames ? 'fixed count' : `share ${share} of ${fullGames}`}), ` +
      `${report.actions} actions (${report.manualActions} manual), ${report.probes} probes, ` +
      `${report.finished} finished, ${seconds.toFixed(1)} s, ${(report.games / seconds).toFixed(1)} games/s`,
  );
  expect(report.failures).toEqual([]);
  expect(report.games).toBe(games);
  if (requireFinished) expect(report.finished).toBe(games);
  return report;
}
