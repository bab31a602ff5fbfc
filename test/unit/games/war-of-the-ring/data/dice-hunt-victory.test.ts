/**
 * Action dice, Hunt tiles, limits and victory (core/games/war-of-the-ring/data/dice.ts, hunt.ts, limits.ts,
 * victory.ts) against the rules digest §1.3, §1.4, §4.1, §4.5, §5.2, §5.10–5.13, §8.6, §8.15, §9, Appendix A.2.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_DICE,
  DIE_FACES,
  ELVEN_RINGS,
  ELVEN_RING_FORBIDDEN_RESULT,
  COMBAT,
  faceCount,
} from '../../../../../core/games/war-of-the-ring/data/dice';
import {
  CORRUPTION,
  HUNT_ROLL,
  HUNT_TILES,
  SPECIAL_HUNT_TILES,
  STANDARD_HUNT_TILES,
  isEyeTile,
} from '../../../../../core/games/war-of-the-ring/data/hunt';
import { REGIONS, initialController } from '../../../../../core/games/war-of-the-ring/data/regions';
import {
  MILITARY_VP_TO_WIN,
  VICTORY_CONDITIONS,
  regionVp,
  victoryPoints,
} from '../../../../../core/games/war-of-the-ring/data/victory';

describe('§1.4 action dice', () => {
  it('each die has six faces', () => {
    expect(DIE_FACES.fp).toHaveLength(6);
    expect(DIE_FACES.shadow).toHaveLength(6);
  });
  it('the FP die shows Character on two faces and Army only combined with Muster; its special is Will of the West', () => {
    expect(faceCount('fp', 'character')).toBe(2);
    expect(faceCount('fp', 'army')).toBe(0);
    expect(faceCount('fp', 'muster-army')).toBe(1);
    expect(faceCount('fp', 'will-of-the-west')).toBe(1);
    expect(faceCount('fp', 'eye')).toBe(0);
  });
  it('the Shadow die: Character, Army, Muster, Event, Muster/Army and the Eye, once each', () => {
    expect([...DIE_FACES.shadow].sort()).toEqual(['army', 'character', 'event', 'eye', 'muster', 'muster-army']);
    expect(faceCount('shadow', 'will-of-the-west')).toBe(0);
  });
  it('§4.1 dice pools: FP 4 up to 6, Shadow 7 up to 10', () => {
    expect(ACTION_DICE).toEqual({ fp: { start: 4, max: 6 }, shadow: { start: 7, max: 10 } });
  });
  it('§4.5 three Elven Rings; the FP may not make a Will of the West, the Shadow may make an Eye', () => {
    expect(ELVEN_RINGS).toBe(3);
    expect(ELVEN_RING_FORBIDDEN_RESULT).toEqual({ fp: 'will-of-the-west', shadow: null });
  });
  it('§8.6 combat: 5+ hits, at most 5 dice, natural 1 misses, natural 6 hits', () => {
    expect(COMBAT).toMatchObject({ hitOn: 5, maxDice: 5, naturalMiss: 1, naturalHit: 6, hitOnFortified: 6 });
  });
});

describe('§1.3/§5.10/Appendix A.2 Hunt tiles', () => {
  it('24 tiles: 16 standard, 8 special (4 blue, 4 red), unique ids', () => {
    expect(HUNT_TILES).toHaveLength(24);
    expect(new Set(HUNT_TILES.map((t) => t.id)).size).toBe(24);
    expect(STANDARD_HUNT_TILES.every((t) => t.kind === 'standard')).toBe(true);
    expect(SPECIAL_HUNT_TILES.filter((t) => t.kind === 'fp-special')).toHaveLength(4);
    expect(SPECIAL_HUNT_TILES.filter((t) => t.kind === 'shadow-special')).toHaveLength(4);
  });
  it('standard make-up: 3×3, 2×2, 1×2, Eye+Reveal×4, 2+Reveal, 1+Reveal×2, 0+Reveal×2; ids eye-n and std-n', () => {
    const key = (t: (typeof HUNT_TILES)[number]) => `${t.damage}${t.reveal ? 'R' : ''}`;
    const count: Record<string, number> = {};
    for (const t of STANDARD_HUNT_TILES) count[key(t)] = (count[key(t)] ?? 0) + 1;
    expect(count).toEqual({ '3': 3, '2': 2, '1': 2, eyeR: 4, '2R': 1, '1R': 2, '0R': 2 });
    for (const t of STANDARD_HUNT_TILES) expect(t.id, t.id).toMatch(isEyeTile(t) ? /^eye-[1-4]$/ : /^std-\d+$/);
    expect(STANDARD_HUNT_TILES.some((t) => t.stop)).toBe(false);
  });
  it('specials: blue 0, 0, −1, −2 without icons; every red tile has Stop: 1+Reveal, 3, Die, Eye+Reveal', () => {
    const blue = SPECIAL_HUNT_TILES.filter((t) => t.kind === 'fp-special');
    expect(blue.map((t) => t.damage).sort()).toEqual([-1, -2, 0, 0].sort());
    expect(blue.every((t) => !t.reveal && !t.stop && t.id.startsWith('fp.'))).toBe(true);
    const red = SPECIAL_HUNT_TILES.filter((t) => t.kind === 'shadow-special');
    expect(red.every((t) => t.stop && t.id.startsWith('shadow.'))).toBe(true);
    expect(red.map((t) => `${t.damage}${t.reveal ? 'R' : ''}`).sort()).toEqual(['1R', '3', 'die', 'eyeR'].sort());
  });
  it('§5.12 Hunt roll: up to 5 dice, 6 succeeds, +1 per FP die in the Hunt Box, at most 3 re-rolls', () => {
    expect(HUNT_ROLL).toMatchObject({
      maxDice: 5,
      successOn: 6,
      modifierPerFpDieInHuntBox: 1,
      maxRerolls: 3,
      naturalFail: 1,
    });
  });
  it('§5.2 corruption 0–12, the Shadow wins at 12', () => {
    expect(CORRUPTION).toEqual({ min: 0, max: 12, shadowWinsAt: 12 });
  });
});

describe('§8.15/§9 victory points', () => {
  it('Cities are worth 1 and Strongholds 2 to a captor; Towns and Fortifications nothing', () => {
    expect(regionVp('edoras')).toBe(1);
    expect(regionVp('minas-tirith')).toBe(2);
    expect(regionVp('bree')).toBe(0);
    expect(regionVp('osgiliath')).toBe(0);
    expect(regionVp('fangorn')).toBe(0);
  });
  it('thresholds: Shadow 10 VP, FP 4 VP; ring victories before military ones', () => {
    expect(MILITARY_VP_TO_WIN).toEqual({ shadow: 10, fp: 4 });
    expect(VICTORY_CONDITIONS.map((c) => c.id)).toEqual([
      'corruption',
      'ring-destroyed',
      'shadow-military',
      'fp-military',
    ]);
  });
  it('there is enough VP on the board for both military victories (FP holds 20, Shadow 18)', () => {
    const total = (side: 'fp' | 'shadow') =>
      REGIONS.filter((r) => initialController(r) === side).reduce((t, r) => t + regionVp(r.id), 0);
    expect(total('fp')).toBe(20);
    expect(total('shadow')).toBe(18);
  });
  it('victoryPoints counts only enemy Settlements a side holds; a recaptured Settlement scores nothing', () => {
    expect(victoryPoints('shadow', { 'minas-tirith': 'shadow', edoras: 'shadow', bree: 'shadow' })).toBe(3);
    expect(victoryPoints('fp', { 'minas-tirith': 'fp', moria: 'fp', angmar: 'fp' })).toBe(3);
    expect(victoryPoints('shadow', { moria: 'shadow' })).toBe(0);
  });
});
