/**
 * The board data (core/games/war-of-the-ring/data/regions.ts) against the rules digest
 * (../shared/rules/war-of-the-ring.md): §1.7 board, §2.1–2.2 setup, §5.5–5.6 and §5.16 examples.
 */
import { describe, expect, it } from 'vitest';
import {
  NATION_IDS,
  REGION_IDS,
  isRegionId,
  regionId,
  type NationId,
  type RegionId,
} from '../../../../../core/games/war-of-the-ring/data/ids';
import {
  CRACK_OF_DOOM_STEP,
  FELLOWSHIP_START,
  MORDOR_ENTRY_REGIONS,
  REGIONS,
  REGION_BY_ID,
  areAdjacent,
  initialController,
  settlementsOf,
  strongholdsOf,
} from '../../../../../core/games/war-of-the-ring/data/regions';

describe('ids: regionId (shared id conventions)', () => {
  it('strips diacritics, apostrophes and commas, lowercases and joins words with "-"', () => {
    expect(regionId('Barad-dûr')).toBe('barad-dur');
    expect(regionId('Dol Guldur')).toBe('dol-guldur');
    expect(regionId('Minas Morgul')).toBe('minas-morgul');
    expect(regionId("Helm's Deep")).toBe('helms-deep');
    expect(regionId('Lórien')).toBe('lorien');
    expect(regionId('North Rhûn')).toBe('north-rhun');
    expect(regionId('Drúadan Forest')).toBe('druadan-forest');
  });
  it('isRegionId knows exactly the board ids', () => {
    expect(isRegionId('rivendell')).toBe(true);
    expect(isRegionId('mordor')).toBe(false);
  });
});

describe('§1.7 the map: 105 regions', () => {
  it('has 105 regions, in REGION_IDS order, each id derived from its name', () => {
    expect(REGIONS).toHaveLength(105);
    expect(REGIONS.map((r) => r.id)).toEqual([...REGION_IDS]);
    expect(new Set(REGIONS.map((r) => r.name)).size).toBe(105);
    for (const r of REGIONS) {
      expect(regionId(r.name), r.name).toBe(r.id);
      expect(REGION_BY_ID[r.id]).toBe(r);
    }
  });

  it('adjacency is symmetric, without self-loops or repeats, between known regions', () => {
    const problems: string[] = [];
    for (const r of REGIONS) {
      if (new Set(r.adjacent).size !== r.adjacent.length) problems.push(`${r.id}: repeated neighbour`);
      for (const n of r.adjacent) {
        if (n === r.id) problems.push(`${r.id}: adjacent to itself`);
        else if (!REGION_BY_ID[n]) problems.push(`${r.id}: unknown neighbour ${n}`);
        else if (!REGION_BY_ID[n].adjacent.includes(r.id)) problems.push(`${r.id} → ${n} but not back`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the map is connected (every region reachable from Rivendell)', () => {
    const seen = new Set<RegionId>([FELLOWSHIP_START]);
    const queue: RegionId[] = [FELLOWSHIP_START];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const n of REGION_BY_ID[next].adjacent) {
        if (seen.has(n)) continue;
        seen.add(n);
        queue.push(n);
      }
    }
    expect(REGIONS.filter((r) => !seen.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it('has exactly two Fortifications: Osgiliath and Fords of Isen', () => {
    expect(
      REGIONS.filter((r) => r.settlement === 'fortification')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['fords-of-isen', 'osgiliath']);
  });

  it('every Settlement (Town, City, Stronghold) belongs to a nation', () => {
    const orphans = REGIONS.filter((r) => r.settlement && r.settlement !== 'fortification' && r.nation === null);
    expect(orphans.map((r) => r.id)).toEqual([]);
  });

  it('settlement counts: 14 Towns, 6 Cities, 16 Strongholds (8 each side)', () => {
    const count = (k: string) => REGIONS.filter((r) => r.settlement === k).length;
    expect([count('town'), count('city'), count('stronghold')]).toEqual([14, 6, 16]);
    const fpStrongholds = REGIONS.filter((r) => r.settlement === 'stronghold' && initialController(r) === 'fp');
    expect(fpStrongholds).toHaveLength(8);
  });

  it('the source names Moria and Orthanc as Shadow Strongholds', () => {
    for (const id of ['moria', 'orthanc'] as const) {
      expect(REGION_BY_ID[id].settlement).toBe('stronghold');
      expect(initialController(REGION_BY_ID[id])).toBe('shadow');
    }
  });

  it('every nation has a Settlement; every nation but the North a Stronghold (the North has none)', () => {
    for (const n of NATION_IDS) {
      expect(settlementsOf(n).length, n).toBeGreaterThan(0);
      if (n !== 'north') expect(strongholdsOf(n).length, n).toBeGreaterThan(0);
    }
    expect(strongholdsOf('north')).toEqual([]);
    expect(
      strongholdsOf('sauron')
        .map((r) => r.id)
        .sort(),
    ).toEqual(['barad-dur', 'dol-guldur', 'minas-morgul', 'morannon', 'moria', 'mount-gundabad'].sort());
  });

  it('the setup regions named in the source exist', () => {
    const names = [
      'Erebor',
      'Ered Luin',
      'Iron Hills',
      'Grey Havens',
      'Rivendell',
      'Woodland Realm',
      'Lórien',
      'Minas Tirith',
      'Dol Amroth',
      'Osgiliath',
      'Pelargir',
      'Bree',
      'Carrock',
      'Dale',
      'North Downs',
      'The Shire',
      'Edoras',
      'Fords of Isen',
      "Helm's Deep",
      'Orthanc',
      'North Dunland',
      'South Dunland',
      'Barad-dûr',
      'Dol Guldur',
      'Gorgoroth',
      'Minas Morgul',
      'Moria',
      'Mount Gundabad',
      'Nurn',
      'Morannon',
      'Far Harad',
      'Near Harad',
      'North Rhûn',
      'South Rhûn',
      'Umbar',
      'Cardolan',
      'Lossarnach',
      'Fords of Bruinen',
      'Hollin',
      'Dimrill Dale',
      'High Pass',
      "Goblin's Gate",
      'Eastemnet',
      'Fangorn',
    ];
    expect(names.filter((n) => !isRegionId(regionId(n)))).toEqual([]);
  });
});

describe('§5.5, §5.6, §6.4 source examples walk the map', () => {
  const walk = (path: RegionId[]) => path.slice(1).every((to, i) => areAdjacent(path[i], to));
  it('declared path Rivendell → Fords of Bruinen → Hollin → Moria → Dimrill Dale → Lórien (§5.5)', () => {
    expect(walk(['rivendell', 'fords-of-bruinen', 'hollin', 'moria', 'dimrill-dale', 'lorien'])).toBe(true);
  });
  it("revealed path Rivendell → Fords of Bruinen → High Pass → Goblin's Gate avoids Moria (§5.6)", () => {
    expect(walk(['rivendell', 'fords-of-bruinen', 'high-pass', 'goblins-gate'])).toBe(true);
    expect(walk(['rivendell', 'fords-of-bruinen', 'hollin', 'moria'])).toBe(true);
  });
  it('North units retreat from Dale into Erebor (§6.4)', () => {
    expect(areAdjacent('dale', 'erebor')).toBe(true);
    expect(REGION_BY_ID.erebor.nation).toBe('dwarves');
    expect(REGION_BY_ID.dale.nation).toBe('north');
  });
});

describe('§2.1 and §5.16 special places', () => {
  it('the Ring-bearers start in Rivendell, an Elven Stronghold', () => {
    expect(FELLOWSHIP_START).toBe('rivendell');
    expect(REGION_BY_ID.rivendell).toMatchObject({ nation: 'elves', settlement: 'stronghold' });
  });
  it('Mordor is entered from Minas Morgul or Morannon, both Sauron Strongholds next to Gorgoroth', () => {
    expect([...MORDOR_ENTRY_REGIONS].sort()).toEqual(['minas-morgul', 'morannon']);
    for (const id of MORDOR_ENTRY_REGIONS) {
      expect(REGION_BY_ID[id]).toMatchObject({ nation: 'sauron', settlement: 'stronghold' });
      expect(areAdjacent(id, 'gorgoroth')).toBe(true);
    }
    expect(CRACK_OF_DOOM_STEP).toBe(5);
  });
});

describe('§2.2 starting armies', () => {
  // The digest's setup table, written out independently of regions.ts: [regular, elite, leader or Nazgûl].
  const TABLE: Record<NationId, Partial<Record<RegionId, [number, number, number]>>> = {
    dwarves: { erebor: [1, 2, 1], 'ered-luin': [1, 0, 0], 'iron-hills': [1, 0, 0] },
    elves: { 'grey-havens': [1, 1, 1], rivendell: [0, 2, 1], 'woodland-realm': [1, 1, 1], lorien: [1, 2, 1] },
    gondor: { 'minas-tirith': [3, 1, 1], 'dol-amroth': [3, 0, 0], osgiliath: [2, 0, 0], pelargir: [1, 0, 0] },
    north: { bree: [1, 0, 0], carrock: [1, 0, 0], dale: [1, 0, 1], 'north-downs': [0, 1, 0], 'the-shire': [1, 0, 0] },
    rohan: { edoras: [1, 1, 0], 'fords-of-isen': [2, 0, 1], 'helms-deep': [1, 0, 0] },
    isengard: { orthanc: [4, 1, 0], 'north-dunland': [1, 0, 0], 'south-dunland': [1, 0, 0] },
    sauron: {
      'barad-dur': [4, 1, 1],
      'dol-guldur': [5, 1, 1],
      gorgoroth: [3, 0, 0],
      'minas-morgul': [5, 0, 1],
      moria: [2, 0, 0],
      'mount-gundabad': [2, 0, 0],
      nurn: [2, 0, 0],
      morannon: [5, 0, 1],
    },
    southrons: {
      'far-harad': [3, 1, 0],
      'near-harad': [3, 1, 0],
      'north-rhun': [2, 0, 0],
      'south-rhun': [3, 1, 0],
      umbar: [3, 0, 0],
    },
  };

  it("every region starts with exactly the table's figures, and no other region has any", () => {
    const expected = new Map<RegionId, [NationId, number, number, number]>();
    for (const [nation, rows] of Object.entries(TABLE) as [
      NationId,
      Partial<Record<RegionId, [number, number, number]>>,
    ][])
      for (const [id, [r, e, l]] of Object.entries(rows) as [RegionId, [number, number, number]][])
        expected.set(id, [nation, r, e, l]);
    for (const reg of REGIONS) {
      const want = expected.get(reg.id);
      if (!want) {
        expect(reg.start, reg.id).toBeNull();
        continue;
      }
      const [nation, r, e, l] = want;
      const shadow = nation === 'sauron' || nation === 'isengard' || nation === 'southrons';
      expect(reg.start, reg.id).toEqual({
        nation,
        regular: r,
        elite: e,
        leader: shadow ? 0 : l,
        nazgul: shadow ? l : 0,
      });
    }
  });

  it("starting units stand in their own nation's regions, except Gondor's in Osgiliath (no nation)", () => {
    const elsewhere = REGIONS.filter((r) => r.start && r.start.nation !== r.nation).map((r) => r.id);
    expect(elsewhere).toEqual(['osgiliath']);
    expect(REGION_BY_ID.osgiliath.nation).toBeNull();
  });
});
