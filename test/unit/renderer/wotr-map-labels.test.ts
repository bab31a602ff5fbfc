import { describe, expect, it } from 'vitest';
import type { RegionId } from '../../../core/games/war-of-the-ring/data';
import {
  COUNT_UNITS,
  FIND_PX,
  INITIALS_UNITS,
  LEGIBLE_PX,
  NAME_PX,
  TIP_GAP,
  TIP_MARGIN,
  boxesMeet,
  legible,
  lineOffsets,
  nameBox,
  placeNames,
  placeTip,
  rankOf,
  toScreen,
  type NameInput,
  type PlacedName,
} from '../../../renderer/src/games/war-of-the-ring/map/labels';
import { MAP_HEIGHT, MAP_WIDTH, mapLayout } from '../../../renderer/src/games/war-of-the-ring/map/layout';
import { nameLines } from '../../../renderer/src/games/war-of-the-ring/map/model';
import { regionName } from '../../../renderer/src/games/war-of-the-ring/map/region-names';
import { wotrBoardData } from '../../support/wotr-table';

/**
 * What the War of the Ring map writes at a zoom (labels.ts): no name below the legible size, Settlements'
 * names before the others as the zoom grows, the regions to find named even on the whole map, never two
 * names over each other; and where the floating label of a region goes (inside the map's box).
 */
const data = wotrBoardData();
const layout = mapLayout(data.regions);
const inputs = (locale: string): NameInput[] =>
  data.regions.map((r) => ({
    id: r.id,
    lines: nameLines(regionName(r, locale)),
    anchor: { x: layout.centroids[r.id].x, y: layout.centroids[r.id].y - 4 },
    settlement: r.settlement,
  }));
const regions = inputs('en');
const settlementOf = new Map(data.regions.map((r) => [r.id, r.settlement]));

/** Screen pixels per map unit of the whole map in a box of w × h px (as WotrMap.vue works it out). */
const ppuOf = (w: number, h: number, zoom = 1) => Math.min(w / MAP_WIDTH, h / MAP_HEIGHT) * zoom;
/** The map's box on the play screen at 1024×700 and at 1920×1080 (measured on the screenshots). */
const SMALL = ppuOf(458, 318);
const LARGE = ppuOf(950, 422);

function expectApart(names: readonly PlacedName[]): void {
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      expect(boxesMeet(names[i].box, names[j].box), `${names[i].id} / ${names[j].id}`).toBe(false);
}

describe('War of the Ring map names by level of detail', () => {
  it('draws no name on the whole map at 1024×700 or 1920×1080 when nothing is to be found', () => {
    // with names of at least 9 px, the 105 regions of the whole map are specks: none is written
    expect(placeNames(regions, SMALL)).toEqual([]);
    expect(placeNames(regions, LARGE)).toEqual([]);
  });

  it('names the regions to find on the whole map, at least FIND_PX, apart from each other', () => {
    const find: RegionId[] = ['fords-of-isen', 'orthanc', 'rivendell'];
    for (const ppu of [SMALL, LARGE]) {
      const names = placeNames(regions, ppu, find);
      expect(names.map((n) => n.id).sort()).toEqual([...find].sort());
      for (const n of names) {
        expect(n.priority).toBe(true);
        expect(n.size * ppu).toBeGreaterThanOrEqual(FIND_PX - 1e-9);
      }
      expectApart(names);
    }
  });

  it('keeps every name legible and apart at every zoom, in English and Turkish', () => {
    for (const locale of ['en', 'tr']) {
      const all = inputs(locale);
      for (let ppu = 0.15; ppu <= 4; ppu *= 1.15) {
        const names = placeNames(all, ppu, ['minas-tirith', 'the-shire', 'moria']);
        for (const n of names) {
          expect(n.size * ppu, `${n.id} at ${ppu}`).toBeGreaterThanOrEqual(LEGIBLE_PX - 1e-9);
          expect(n.size * ppu).toBeLessThanOrEqual(Math.max(NAME_PX, FIND_PX) + 1e-9);
        }
        expectApart(names);
        // the first region to find is always written
        expect(names.some((n) => n.id === 'minas-tirith')).toBe(true);
      }
    }
  });

  it("writes Settlements' names first as the zoom grows, then all", () => {
    const ranks = (ppu: number) => placeNames(regions, ppu).map((n) => rankOf(settlementOf.get(n.id) ?? null));
    // first Strongholds and Cities only
    const majorOnly = ranks(0.55);
    expect(majorOnly.length).toBeGreaterThan(5);
    expect(new Set(majorOnly)).toEqual(new Set(['major']));
    // then Towns and Fortifications too, still no plain region
    const settlements = ranks(0.63);
    expect(settlements).toContain('minor');
    expect(settlements).not.toContain('plain');
    // then the others; close up, every region is named
    expect(ranks(0.72)).toContain('plain');
    expect(placeNames(regions, 1.6)).toHaveLength(data.regions.length);
    expect(placeNames(regions, 3)).toHaveLength(data.regions.length);
  });

  it('places a long list of regions to find without overlap, the first ones first', () => {
    const all = data.regions.map((r) => r.id);
    const names = placeNames(regions, SMALL, all);
    expect(names[0].id).toBe(all[0]);
    expect(names.length).toBeGreaterThan(3);
    expect(names.length).toBeLessThan(all.length); // not all fit at 9–10 px: the later ones wait for the zoom
    expectApart(names);
  });

  it('centres the lines of a name on its y, inside its box', () => {
    for (const lines of [['Moria'], ['Fords', 'of Isen']]) {
      const box = nameBox(lines, 100, 200, 12, 0.7);
      const offsets = lineOffsets(lines.length, 12);
      expect(offsets.reduce((a, b) => a + b, 0)).toBeCloseTo(0);
      for (const dy of offsets) {
        expect(200 + dy - 0.8 * 12).toBeGreaterThanOrEqual(box.y0 - 1e-9);
        expect(200 + dy).toBeLessThanOrEqual(box.y1);
      }
    }
  });

  it("shows counters' numbers and characters' initials only once they are legible", () => {
    expect(legible(COUNT_UNITS, SMALL)).toBe(false);
    expect(legible(INITIALS_UNITS, LARGE)).toBe(false);
    // a battle at 1024×700: the map box is 458 × 366 px, zoomed 2.84 on Orthanc and Fords of Isen
    const battle = ppuOf(458, 366, 2.84);
    expect(legible(COUNT_UNITS, battle)).toBe(true);
    expect(legible(INITIALS_UNITS, battle)).toBe(true);
    expect(legible(LEGIBLE_PX, 1)).toBe(true);
    expect(legible(LEGIBLE_PX - 0.5, 1)).toBe(false);
  });
});

describe('War of the Ring map floating label', () => {
  const box = { w: 458, h: 318 };
  const tip = { w: 200, h: 40 };

  it('maps the view to the screen as xMidYMid meet does', () => {
    // a view relatively wider than the box: full width, centred vertically
    const wide = { x: 100, y: 50, w: 1000, h: 500 };
    const top = (box.h - wide.h * (box.w / wide.w)) / 2;
    expect(top).toBeGreaterThan(0);
    expect(toScreen({ x: 100, y: 50 }, wide, box)).toEqual({ x: 0, y: top });
    const end = toScreen({ x: 1100, y: 550 }, wide, box);
    expect(end.x).toBeCloseTo(box.w);
    expect(end.y).toBeCloseTo(box.h - top);
    // the whole map (relatively taller than the box): full height, centred horizontally
    const whole = { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
    const left = (box.w - MAP_WIDTH * (box.h / MAP_HEIGHT)) / 2;
    expect(left).toBeGreaterThan(0);
    expect(toScreen({ x: 0, y: 0 }, whole, box)).toEqual({ x: left, y: 0 });
    expect(toScreen({ x: MAP_WIDTH / 2, y: MAP_HEIGHT }, whole, box).x).toBeCloseTo(box.w / 2);
    expect(toScreen({ x: MAP_WIDTH / 2, y: MAP_HEIGHT }, whole, box).y).toBeCloseTo(box.h);
  });

  it('goes above its region, centred, when there is room', () => {
    const at = placeTip({ x0: 200, x1: 240, y0: 150, y1: 190 }, tip, box);
    expect(at).toEqual({ x: 220 - tip.w / 2, y: 150 - TIP_GAP - tip.h });
  });

  it('goes below a region at the top of the box', () => {
    const at = placeTip({ x0: 200, x1: 240, y0: 10, y1: 50 }, tip, box);
    expect(at.y).toBe(50 + TIP_GAP);
  });

  it('keeps clear of the zoom buttons: beside them, or below them when there is no room beside', () => {
    const buttons = { x0: box.w - 44, x1: box.w - 8, y0: 8, y1: 120 };
    const meets = (at: { x: number; y: number }) =>
      at.x < buttons.x1 && buttons.x0 < at.x + tip.w && at.y < buttons.y1 && buttons.y0 < at.y + tip.h;
    const nearTools = { x0: box.w - 60, x1: box.w - 20, y0: 40, y1: 80 };
    expect(meets(placeTip(nearTools, tip, box))).toBe(true); // what the buttons are kept from
    const beside = placeTip(nearTools, tip, box, buttons);
    expect(meets(beside)).toBe(false);
    expect(beside.x + tip.w).toBeLessThanOrEqual(buttons.x0);
    const wide = { w: box.w - 30, h: 30 }; // no room beside the buttons
    const below = placeTip(nearTools, wide, box, buttons);
    expect(below.y).toBeGreaterThanOrEqual(buttons.y1);
    // a label nowhere near them is where it always was
    const far = { x0: 40, x1: 80, y0: 200, y1: 240 };
    expect(placeTip(far, tip, box, buttons)).toEqual(placeTip(far, tip, box));
  });

  it('stays inside the box for regions at its edges or partly outside it', () => {
    const targets = [
      { x0: -60, x1: 20, y0: -40, y1: 30 },
      { x0: 430, x1: 520, y0: 290, y1: 400 },
      { x0: -10, x1: 470, y0: -10, y1: 330 },
      { x0: 440, x1: 458, y0: 0, y1: 12 },
    ];
    for (const target of targets) {
      const at = placeTip(target, tip, box);
      expect(at.x).toBeGreaterThanOrEqual(TIP_MARGIN);
      expect(at.y).toBeGreaterThanOrEqual(TIP_MARGIN);
      expect(at.x + tip.w).toBeLessThanOrEqual(box.w - TIP_MARGIN);
      expect(at.y + tip.h).toBeLessThanOrEqual(box.h - TIP_MARGIN);
    }
  });
});
