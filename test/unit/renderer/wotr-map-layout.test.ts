import { describe, expect, it } from 'vitest';
import { REGIONS, REGION_IDS, type RegionId } from '../../../core/games/war-of-the-ring/data';
import {
  CELL_RADIUS,
  MAP_HEIGHT,
  MAP_WIDTH,
  MIN_BORDER,
  REGION_POINTS,
  WATER_POINTS,
  computeLayout,
  mapLayout,
  type Pt,
} from '../../../renderer/src/games/war-of-the-ring/map/layout';
import { wotrBoardData } from '../../support/wotr-table';

/**
 * The schematic map of issue 14 §9 (rules digest §1.7: 105 regions, adjacency): every region has a
 * place and a cell on the plane, no two cells overlap, and every adjacency of the data is drawn — as a
 * shared border long enough to see or as a link line. Shared sides between regions that are not
 * adjacent are marked impassable, never as normal borders.
 */
const data = wotrBoardData();
const layout = mapLayout(data.regions);
const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function area(points: readonly Pt[]): number {
  let a = 0;
  for (let k = 0; k < points.length; k++) {
    const p = points[k];
    const q = points[(k + 1) % points.length];
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

/** Depth of overlap of two convex polygons along their separating axes (≤ 0: they do not overlap). */
function overlapDepth(p: readonly Pt[], q: readonly Pt[]): number {
  let depth = Infinity;
  for (const poly of [p, q]) {
    for (let k = 0; k < poly.length; k++) {
      const a = poly[k];
      const b = poly[(k + 1) % poly.length];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len < 1e-9) continue;
      const nx = -(b.y - a.y) / len;
      const ny = (b.x - a.x) / len;
      const proj = (s: readonly Pt[]) => s.map((v) => v.x * nx + v.y * ny);
      const pp = proj(p);
      const qq = proj(q);
      const d = Math.min(Math.max(...pp), Math.max(...qq)) - Math.max(Math.min(...pp), Math.min(...qq));
      depth = Math.min(depth, d);
    }
  }
  return depth;
}

function inside(pt: Pt, poly: readonly Pt[]): boolean {
  let sign = 0;
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k];
    const b = poly[(k + 1) % poly.length];
    const c = (b.x - a.x) * (pt.y - a.y) - (b.y - a.y) * (pt.x - a.x);
    if (Math.abs(c) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

describe('War of the Ring map layout (§1.7, issue 14 §9)', () => {
  it('places every one of the 105 regions on the plane, at distinct points', () => {
    expect(Object.keys(REGION_POINTS).sort()).toEqual([...REGION_IDS].sort());
    expect(layout.ids).toHaveLength(105);
    expect(mapLayout(data.regions)).toBe(layout); // computed once per regions list
    expect(computeLayout(data.regions).links).toEqual(layout.links); // deterministic
    const all = [...Object.values(REGION_POINTS), ...WATER_POINTS];
    for (const p of all) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    const close: string[] = [];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++)
        if (Math.hypot(all[i].x - all[j].x, all[i].y - all[j].y) < 40) close.push(`${i}/${j}`);
    expect(close).toEqual([]);
  });

  it('gives every region a cell that holds its own point and room for its name and pieces', () => {
    const small: string[] = [];
    for (const id of layout.ids) {
      const cell = layout.cells[id];
      expect(cell.points.length, id).toBeGreaterThanOrEqual(3);
      expect(inside(REGION_POINTS[id], cell.points), id).toBe(true);
      expect(inside(layout.centroids[id], cell.points), id).toBe(true);
      // a cell at least as large as a 60 × 45 box
      if (area(cell.points) < 2700) small.push(`${id}: ${Math.round(area(cell.points))}`);
      for (const p of cell.points) {
        expect(Math.hypot(p.x - REGION_POINTS[id].x, p.y - REGION_POINTS[id].y)).toBeLessThanOrEqual(
          CELL_RADIUS + 0.01,
        );
      }
    }
    expect(small).toEqual([]);
  });

  it('draws no two cells over each other (regions and water)', () => {
    const cells = [...layout.ids.map((id) => ({ id: id as string, points: layout.cells[id].points }))];
    layout.water.forEach((w, k) => cells.push({ id: `water-${k}`, points: w.points }));
    const overlapping: string[] = [];
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++)
        if (overlapDepth(cells[i].points, cells[j].points) > 0.05) overlapping.push(`${cells[i].id}/${cells[j].id}`);
    expect(overlapping).toEqual([]);
  });

  it('draws every adjacency of the data, as a visible border or a link line, and nothing else as passable', () => {
    const adjacent = new Set(REGIONS.flatMap((r) => r.adjacent.map((b) => key(r.id, b))));
    const drawn = new Set<string>();
    const falsePassable: string[] = [];
    for (const b of layout.borders) {
      if (b.passable !== adjacent.has(key(b.a, b.b))) falsePassable.push(key(b.a, b.b));
      if (b.passable && Math.hypot(b.to.x - b.from.x, b.to.y - b.from.y) >= MIN_BORDER) drawn.add(key(b.a, b.b));
    }
    for (const l of layout.links) {
      expect(adjacent.has(key(l.a, l.b)), key(l.a, l.b)).toBe(true);
      expect(drawn.has(key(l.a, l.b)), `${key(l.a, l.b)} drawn twice`).toBe(false);
      drawn.add(key(l.a, l.b));
    }
    expect(falsePassable).toEqual([]);
    const missing = [...adjacent].filter((k) => !drawn.has(k));
    expect(missing).toEqual([]);
    expect(adjacent.size).toBe(drawn.size);
  });

  it('shares a border on the picture with most of its neighbours (link lines stay the exception)', () => {
    const adjacent = new Set(REGIONS.flatMap((r) => r.adjacent.map((b) => key(r.id, b))));
    expect(layout.links.length / adjacent.size).toBeLessThan(0.25);
  });

  it('keeps the places geographic: west before east, north before south', () => {
    const p = (id: RegionId) => REGION_POINTS[id];
    expect(p('grey-havens').x).toBeLessThan(p('the-shire').x);
    expect(p('the-shire').x).toBeLessThan(p('rivendell').x);
    expect(p('rivendell').x).toBeLessThan(p('woodland-realm').x);
    expect(p('woodland-realm').x).toBeLessThan(p('iron-hills').x);
    expect(p('angmar').y).toBeLessThan(p('bree').y);
    expect(p('edoras').y).toBeLessThan(p('dol-amroth').y);
    expect(p('minas-tirith').x).toBeLessThan(p('barad-dur').x);
    expect(p('minas-tirith').y).toBeLessThan(p('umbar').y);
    expect(p('dol-guldur').x).toBeGreaterThan(p('lorien').x);
  });
});
