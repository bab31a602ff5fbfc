/**
 * Nations, figures and the Political Track (core/games/war-of-the-ring/data/nations.ts, politics.ts) against
 * the rules digest §1.2, §2.1 step 11, §2.2, §6.1–6.4 and against ../shared/data/war-of-the-ring/politics.csv
 * when present.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPANION_IDS,
  MINION_IDS,
  FP_NATIONS,
  NATION_IDS,
  SHADOW_NATIONS,
  type NationId,
} from '../../../../../core/games/war-of-the-ring/data/ids';
import {
  NATIONS,
  NATION_BY_ID,
  SIDE_FIGURE_TOTALS,
  nationsOf,
  sideOf,
} from '../../../../../core/games/war-of-the-ring/data/nations';
import {
  AT_WAR,
  NOT_AT_WAR_PERMISSIONS,
  POLITICAL_EFFECTS,
  advancedStep,
  initialPoliticalTrack,
  isAtWar,
  warPermissions,
} from '../../../../../core/games/war-of-the-ring/data/politics';
import { REGIONS } from '../../../../../core/games/war-of-the-ring/data/regions';
import { REF_NATION, WOTR_SKIP_MESSAGE, readPolitics, wotrReferenceDir } from './map-reference';

const onMap = (nation: NationId) =>
  REGIONS.filter((r) => r.start?.nation === nation).reduce(
    (t, r) => ({
      regular: t.regular + (r.start?.regular ?? 0),
      elite: t.elite + (r.start?.elite ?? 0),
      leader: t.leader + (r.start?.leader ?? 0),
      nazgul: t.nazgul + (r.start?.nazgul ?? 0),
    }),
    { regular: 0, elite: 0, leader: 0, nazgul: 0 },
  );

describe('§1.2 figures and §2.2 reinforcements', () => {
  it('has the eight nations: five Free Peoples, three Shadow', () => {
    expect(NATIONS.map((n) => n.id)).toEqual([...NATION_IDS]);
    expect(nationsOf('fp')).toEqual([...FP_NATIONS]);
    expect(nationsOf('shadow')).toEqual([...SHADOW_NATIONS]);
    for (const n of FP_NATIONS) expect(sideOf(n)).toBe('fp');
    for (const n of SHADOW_NATIONS) expect(sideOf(n)).toBe('shadow');
  });

  it('figures per nation as listed in §1.2', () => {
    const want: Record<NationId, [number, number, number, number]> = {
      elves: [5, 10, 4, 0],
      dwarves: [5, 5, 4, 0],
      gondor: [15, 5, 4, 0],
      north: [10, 5, 4, 0],
      rohan: [10, 5, 4, 0],
      sauron: [36, 6, 0, 8],
      isengard: [12, 6, 0, 0],
      southrons: [24, 6, 0, 0],
    };
    for (const n of NATIONS) {
      const f = n.figures;
      expect([f.regular, f.elite, f.leader, f.nazgul], n.id).toEqual(want[n.id]);
    }
  });

  it('side totals: Shadow 90 units and 8 Nazgûl, FP 75 units and 20 Leaders (205 figures with the 12 characters and Gollum)', () => {
    for (const side of ['fp', 'shadow'] as const) {
      const ns = NATIONS.filter((n) => n.side === side);
      expect(
        ns.reduce((t, n) => t + n.figures.regular + n.figures.elite, 0),
        side,
      ).toBe(SIDE_FIGURE_TOTALS[side].units);
      expect(
        ns.reduce((t, n) => t + n.figures.leader + n.figures.nazgul, 0),
        side,
      ).toBe(SIDE_FIGURE_TOTALS[side].leaders);
    }
    // With the Ring-bearers, the 7 Companion figures (Aragorn and Gandalf the White reuse Strider's and
    // Gandalf's), the 3 Minions and Gollum the box holds 205 figures (§1.1).
    const armyFigures = NATIONS.reduce(
      (t, n) => t + n.figures.regular + n.figures.elite + n.figures.leader + n.figures.nazgul,
      0,
    );
    expect(armyFigures + 1 + COMPANION_IDS.length + MINION_IDS.length + 1).toBe(205);
  });

  it('reinforcements + figures on the map = figures in the box, for every nation and kind', () => {
    for (const n of NATIONS) {
      const m = onMap(n.id);
      const r = n.reinforcements;
      expect(
        {
          regular: m.regular + r.regular,
          elite: m.elite + r.elite,
          leader: m.leader + r.leader,
          nazgul: m.nazgul + r.nazgul,
        },
        n.id,
      ).toEqual(n.figures);
    }
  });

  it('only the FP have Leaders and only Sauron has Nazgûl', () => {
    for (const n of NATIONS) {
      if (n.side === 'fp') expect(n.figures.nazgul, n.id).toBe(0);
      else expect(n.figures.leader, n.id).toBe(0);
      if (n.id !== 'sauron') expect(n.figures.nazgul, n.id).toBe(0);
    }
  });

  it("every starting army of a region stays within its nation's figures", () => {
    for (const r of REGIONS) {
      if (!r.start) continue;
      const f = NATION_BY_ID[r.start.nation].figures;
      expect(r.start.regular <= f.regular && r.start.elite <= f.elite, r.id).toBe(true);
      expect(r.start.leader <= f.leader && r.start.nazgul <= f.nazgul, r.id).toBe(true);
    }
  });
});

describe('§2.1 step 11 and §6.1 the Political Track', () => {
  it('starts Rohan, North, Elves, Dwarves 3 steps from war; Gondor and Southrons 2; Sauron and Isengard 1', () => {
    const t = initialPoliticalTrack();
    expect(Object.fromEntries(NATION_IDS.map((n) => [n, t[n].step]))).toEqual({
      elves: 3,
      dwarves: 3,
      north: 3,
      rohan: 3,
      gondor: 2,
      sauron: 1,
      isengard: 1,
      southrons: 2,
    });
  });

  it('the Elves and all Shadow nations start Active, the other FP nations Passive', () => {
    const t = initialPoliticalTrack();
    expect(NATION_IDS.filter((n) => t[n].active)).toEqual(['elves', 'sauron', 'isengard', 'southrons']);
  });

  it('advancing moves one step toward At War, a Passive nation stops on step 1, nothing moves past At War', () => {
    expect(advancedStep(3, false)).toBe(2);
    expect(advancedStep(2, false)).toBe(1);
    expect(advancedStep(1, false)).toBe(1);
    expect(advancedStep(1, true)).toBe(AT_WAR);
    expect(advancedStep(AT_WAR, true)).toBe(AT_WAR);
    expect(isAtWar(0)).toBe(true);
    expect(isAtWar(1)).toBe(false);
  });

  it('§6.4 a nation not At War may not attack, cross into another nation or recruit by Muster die, but cards may recruit it', () => {
    expect(warPermissions(2)).toBe(NOT_AT_WAR_PERMISSIONS);
    expect(NOT_AT_WAR_PERMISSIONS).toMatchObject({
      attack: false,
      crossNationBorders: false,
      recruitWithMusterDie: false,
      recruitWithEventCard: true,
    });
    expect(warPermissions(0)).toMatchObject({ attack: true, crossNationBorders: true, recruitWithMusterDie: true });
  });

  it('§6.2/§6.3 being attacked activates and advances; a captured Settlement advances; the Witch-king activates all FP', () => {
    const by = Object.fromEntries(POLITICAL_EFFECTS.map((e) => [e.trigger, e]));
    expect(by['army-attacked']).toMatchObject({ advance: 1, activates: true });
    expect(by['settlement-captured']).toMatchObject({ advance: 1, activates: false });
    expect(by['diplomatic-action']).toMatchObject({ advance: 1 });
    expect(by['witch-king-enters-play']).toMatchObject({ nations: 'all-fp', activates: true });
    expect(by['fellowship-declared-in-city-or-stronghold']).toMatchObject({ advance: 0, activates: true });
  });
});

const DIR = wotrReferenceDir();
if (!DIR) console.warn(WOTR_SKIP_MESSAGE);

describe.skipIf(!DIR)('§2.1 step 11 politics against politics.csv', () => {
  it("agrees on every nation's steps from At War and Active/Passive", () => {
    const t = initialPoliticalTrack();
    const diffs: string[] = [];
    const seen = new Set<string>();
    for (const p of readPolitics(DIR as string)) {
      const id = REF_NATION[p.nation.toUpperCase()];
      if (!id) {
        diffs.push(`unknown reference nation ${p.nation}`);
        continue;
      }
      seen.add(id);
      const ours = t[id as NationId];
      if (ours.step !== p.steps) diffs.push(`${id}: step ours=${ours.step} reference=${p.steps}`);
      if (ours.active !== p.active) diffs.push(`${id}: active ours=${ours.active} reference=${p.active}`);
    }
    expect(diffs).toEqual([]);
    expect([...seen].sort()).toEqual([...NATION_IDS].sort());
  });
});
