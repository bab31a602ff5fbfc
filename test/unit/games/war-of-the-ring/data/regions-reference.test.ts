/**
 * The board data compared with the reference map (../shared/data/war-of-the-ring/worldmap.csv, see its
 * SOURCE.md; never copied into the project): region names, adjacency, nation, settlement and starting
 * units (rules digest §1.7, §2.2). Every difference is listed; only the known, explained ones
 * (core/games/war-of-the-ring/RULINGS.md, "Data") are accepted. Skipped when the reference is absent.
 */
import { describe, expect, it } from 'vitest';
import { regionId } from '../../../../../core/games/war-of-the-ring/data/ids';
import { REGIONS, REGION_BY_ID } from '../../../../../core/games/war-of-the-ring/data/regions';
import { REF_NATION, WOTR_SKIP_MESSAGE, readWorldMap, wotrReferenceDir } from './map-reference';

const DIR = wotrReferenceDir();
if (!DIR) console.warn(WOTR_SKIP_MESSAGE);

/** Differences we keep on purpose, each explained in RULINGS.md (Data, D1…). */
const KNOWN_DIFFERENCES = [
  // D1: Forlindon lies inside the Elven border of Lindon on the board; the reference gives it no nation.
  'forlindon: nation ours=elves reference=null',
];

describe.skipIf(!DIR)('§1.7/§2.2 regions against worldmap.csv', () => {
  const ref = DIR ? readWorldMap(DIR) : [];

  it('lists the same 105 regions (names compared by region id)', () => {
    const refIds = ref.map((r) => regionId(r.name));
    expect(refIds).toHaveLength(105);
    const ours = new Set<string>(REGIONS.map((r) => r.id));
    expect({
      missingInOurs: refIds.filter((id) => !ours.has(id)),
      extraInOurs: [...ours].filter((id) => !refIds.includes(id)),
    }).toEqual({
      missingInOurs: [],
      extraInOurs: [],
    });
  });

  it('agrees on adjacency, nation, settlement and starting units, but for the known differences', () => {
    const diffs: string[] = [];
    for (const r of ref) {
      const id = regionId(r.name);
      const ours = REGION_BY_ID[id as keyof typeof REGION_BY_ID];
      if (!ours) continue;
      const refAdj = new Set(r.neighbours.map(regionId));
      const ourAdj = new Set<string>(ours.adjacent);
      const onlyOurs = [...ourAdj].filter((n) => !refAdj.has(n));
      const onlyRef = [...refAdj].filter((n) => !ourAdj.has(n));
      if (onlyOurs.length || onlyRef.length)
        diffs.push(`${id}: adjacent ours-only=[${onlyOurs}] reference-only=[${onlyRef}]`);
      const refNation = REF_NATION[r.nation.toUpperCase()];
      if (refNation === undefined) diffs.push(`${id}: unknown reference nation ${r.nation}`);
      else if (refNation !== ours.nation) diffs.push(`${id}: nation ours=${ours.nation} reference=${refNation}`);
      const refSettlement = r.settlement === 'None' ? null : r.settlement.toLowerCase();
      if (refSettlement !== ours.settlement)
        diffs.push(`${id}: settlement ours=${ours.settlement} reference=${refSettlement}`);
      const s = ours.start;
      const ourUnits = s ? [s.regular, s.elite, s.leader + s.nazgul] : [0, 0, 0];
      const refUnits = [r.regular, r.elite, r.leader];
      if (ourUnits.join() !== refUnits.join()) diffs.push(`${id}: start ours=${ourUnits} reference=${refUnits}`);
    }
    expect(diffs.filter((d) => !KNOWN_DIFFERENCES.includes(d))).toEqual([]);
    // A known difference that no longer shows up must be removed from the list (and from RULINGS.md).
    expect(KNOWN_DIFFERENCES.filter((d) => !diffs.includes(d))).toEqual([]);
  });
});
