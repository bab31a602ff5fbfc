import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACTION_FACES,
  CHARACTER_IDS,
  NATION_IDS,
  REGIONS,
  REGION_IDS,
  SETTLEMENT_KINDS,
  UNIT_KINDS,
  NATIONS,
  initialController,
  initialPoliticalTrack,
  type RegionId,
} from '../../../core/games/war-of-the-ring/data';
import { mapLayout } from '../../../renderer/src/games/war-of-the-ring/map/layout';
import {
  CHARACTER_SHORT,
  counterRow,
  indexBoardData,
  initialSide,
  nameLines,
  regionPiece,
  type Translate,
} from '../../../renderer/src/games/war-of-the-ring/map/model';
import { regionName } from '../../../renderer/src/games/war-of-the-ring/map/region-names';
import type { WotrMapView } from '../../../renderer/src/games/war-of-the-ring/map/types';
import { NATION_SIDE } from '../../../renderer/src/games/war-of-the-ring/map/style';
import { flatten, type Tree } from '../../support/messages';
import { startingTable, wotrBoardData } from '../../support/wotr-table';

/**
 * What the War of the Ring map draws and says per region (issue 14 §9), on the starting position of
 * rules digest §2.2 and on a siege (§8.11) with a control marker (§8.13), in English and Turkish with the
 * real message files; and that every game term the screens ask for exists in the locale files.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../renderer/src/locales/wotr');
const messages = (lang: string) => flatten(JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Tree);
const translator =
  (lang: string): Translate =>
  (key, params) => {
    const text = messages(lang).get(key);
    if (text === undefined) throw new Error(`missing message ${key} (${lang})`);
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? `{${k}}`));
  };
const data = wotrBoardData();
const index = indexBoardData(data);
const layout = mapLayout(data.regions);
const piece = (id: RegionId, view: WotrMapView, lang = 'en') =>
  regionPiece(index, id, layout.centroids[id], view, translator(lang), lang);

describe('War of the Ring map model', () => {
  const start = startingTable();

  it('puts the §2.2 starting armies on the map, the Fellowship in Rivendell and the track at its start', () => {
    const withArmies = REGIONS.filter((r) => r.start).map((r) => r.id);
    expect(Object.keys(start.regions).sort()).toEqual([...withArmies].sort());
    expect(start.fellowship).toMatchObject({ region: 'rivendell', progress: 0, corruption: 0, mordorStep: null });
    expect(start.fellowship.companions).toHaveLength(7);
    expect(start.politics).toEqual(initialPoliticalTrack());
    expect(start.huntPool.standard + start.huntPool.eye).toBe(16);
  });

  it('labels a region with its name, nation, Settlement, figures and the Fellowship (English)', () => {
    const p = piece('rivendell', start);
    expect(p.label).toBe('Rivendell, Elves, Stronghold, Elves: Elite: 2, Leader: 1, the Fellowship is here');
    expect(p.fellowship).toBe(true);
    expect(p.rows).toHaveLength(1);
    expect(p.rows[0].counters.map((c) => [c.kind, c.n])).toEqual([
      ['elite', 2],
      ['leader', 1],
    ]);
    expect(piece('the-shire', start).label).toBe('The Shire, The North, City, The North: Regular: 1');
    expect(piece('tharbad', start).label).toBe('Tharbad, no nation, no figures');
  });

  it('uses the Turkish rulebook names and terms in Turkish', () => {
    expect(piece('fords-of-isen', start, 'tr').label).toBe(
      'İsen Geçitleri, Rohan, Tahkimat, Rohan: Normal: 2, Lider: 1',
    );
    expect(piece('morannon', start, 'tr').label).toBe('Morannon, Sauron, Kale, Sauron: Normal: 5, Nazgûl: 1');
    expect(regionName(index.region.get('fords-of-isen')!, 'de')).toBe('Furten des Isen');
  });

  it('draws a siege: defenders boxed first, then the besiegers, characters, and the control marker', () => {
    const view: WotrMapView = {
      ...start,
      regions: {
        'minas-tirith': {
          besieged: true,
          besiegedUnits: { gondor: { regular: 2, elite: 1, leader: 1, nazgul: 0 } },
          units: { sauron: { regular: 6, elite: 0, leader: 0, nazgul: 2 } },
          characters: ['witch-king'],
        },
        osgiliath: { units: { sauron: { regular: 3, elite: 0, leader: 0, nazgul: 0 } }, control: 'shadow' },
      },
    };
    const mt = piece('minas-tirith', view);
    expect(mt.besieged).toBe(true);
    expect(mt.rows.map((r) => [r.nation, r.inside])).toEqual([
      ['gondor', true],
      ['sauron', false],
    ]);
    expect(mt.rows[1].y).toBeGreaterThan(mt.rows[0].y);
    expect(mt.characters).toEqual([expect.objectContaining({ id: 'witch-king', short: 'WK', shadow: true })]);
    expect(mt.characters[0].y).toBeGreaterThan(mt.rows[1].y);
    expect(mt.label).toBe(
      'Minas Tirith, Gondor, Stronghold, Besieged, inside the Stronghold: Gondor: Regular: 2, Elite: 1, Leader: 1, ' +
        'Sauron: Regular: 6, Nazgûl: 2, characters: The Witch-king',
    );
    const os = piece('osgiliath', view);
    expect(os.control).toBe('shadow');
    expect(os.label).toContain('control marker of the Shadow');
  });

  it("knows each nation's side and the initial controller of every Settlement as the data does (§1.7)", () => {
    for (const n of NATIONS) expect(NATION_SIDE[n.id], n.id).toBe(n.side);
    expect(Object.keys(NATION_SIDE).sort()).toEqual([...NATION_IDS].sort());
    for (const r of REGIONS) expect(initialSide(r), r.id).toBe(initialController(r));
  });

  it('centres a row of counters and leaves out kinds with no figures', () => {
    const row = counterRow('rohan', { regular: 0, elite: 3, leader: 1, nazgul: 0 });
    expect(row.counters.map((c) => c.kind)).toEqual(['elite', 'leader']);
    expect(row.counters[0].x).toBeCloseTo(-row.width / 2);
    expect(counterRow('rohan', { regular: 0, elite: 0, leader: 0, nazgul: 0 }).counters).toEqual([]);
  });

  it('splits long names on two lines and keeps short ones whole', () => {
    expect(nameLines('Narrows of the Forest')).toEqual(['Narrows of', 'the Forest']);
    expect(nameLines('Rivendell')).toEqual(['Rivendell']);
    expect(nameLines('Noman-lands')).toEqual(['Noman-lands']);
  });

  it('has every game term the screens ask for, in every language, and a token for every character', () => {
    const keys = [
      ...NATION_IDS.map((n) => `wotr.terms.nations.${n}`),
      ...UNIT_KINDS.map((k) => `wotr.terms.units.${k}`),
      ...SETTLEMENT_KINDS.map((k) => `wotr.terms.settlements.${k}`),
      ...ACTION_FACES.map((f) => `wotr.terms.faces.${f}`),
      'wotr.terms.sides.fp',
      'wotr.terms.sides.shadow',
    ];
    for (const lang of ['en', 'tr', 'de', 'hu']) {
      const m = messages(lang);
      expect(
        keys.filter((k) => !m.has(k)),
        lang,
      ).toEqual([]);
    }
    expect(Object.keys(CHARACTER_SHORT).sort()).toEqual([...CHARACTER_IDS].sort());
    // every region gets a piece and a non-empty label in every language
    for (const lang of ['en', 'tr', 'de', 'hu'])
      for (const id of REGION_IDS) expect(piece(id, start, lang).label.length).toBeGreaterThan(5);
  });
});
