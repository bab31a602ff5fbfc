/**
 * An original schematic layout of Middle-earth for the War of the Ring map: one point per region at its
 * approximate geographic place (our own coordinates, west → east, north → south, on a 1420 × 1080 plane;
 * not traced from any board art; placed by hand, then nudged by at most 30 units by a local search that
 * makes more adjacent regions share a border on the picture), and a cell per region computed from the points: the Voronoi cell of the
 * region's point among all region and sea points, cut to a circle around the point so the outer cells
 * stay round. Two cells that share a side are neighbours on the picture: if the regions are adjacent the
 * side is a normal border, if not it is drawn as an impassable (mountain) border. Adjacent regions whose
 * cells do not share a long enough side get a link line, so every adjacency of the data is drawn.
 * Pure and deterministic; computed once.
 */
import type { RegionId } from '../../../../../core/games/war-of-the-ring/data';
import type { WotrRegionInfo } from './types';

export interface Pt {
  readonly x: number;
  readonly y: number;
}

/** The map's plane. */
export const MAP_WIDTH = 1420;
export const MAP_HEIGHT = 1080;
/** A cell never reaches further than this from its point. */
export const CELL_RADIUS = 78;
/** A shared side shorter than this does not count as a drawn border: the adjacency gets a link line. */
export const MIN_BORDER = 14;

/** Region points (our own schematic placement). */
export const REGION_POINTS: Readonly<Record<RegionId, Pt>> = {
  // Lindon and Eriador
  forlindon: { x: 28, y: 218 },
  'north-ered-luin': { x: 122, y: 93 },
  'ered-luin': { x: 155, y: 236 },
  'grey-havens': { x: 79, y: 276 },
  harlindon: { x: 58, y: 403 },
  'tower-hills': { x: 177, y: 289 },
  evendim: { x: 246, y: 183 },
  'the-shire': { x: 251, y: 318 },
  'south-ered-luin': { x: 165, y: 423 },
  'old-forest': { x: 275, y: 386 },
  buckland: { x: 312, y: 294 },
  'north-downs': { x: 346, y: 201 },
  bree: { x: 409, y: 272 },
  arnor: { x: 356, y: 99 },
  'weather-hills': { x: 483, y: 232 },
  'south-downs': { x: 438, y: 348 },
  cardolan: { x: 336, y: 462 },
  minhiriath: { x: 240, y: 543 },
  ettenmoors: { x: 483, y: 134 },
  angmar: { x: 424, y: 37 },
  'mount-gram': { x: 574, y: 67 },
  trollshaws: { x: 549, y: 253 },
  rivendell: { x: 641, y: 252 },
  'fords-of-bruinen': { x: 588, y: 293 },
  hollin: { x: 520, y: 389 },
  'high-pass': { x: 706, y: 228 },
  // Dunland, Enedwaith, Isengard
  'north-dunland': { x: 468, y: 483 },
  tharbad: { x: 380, y: 546 },
  'south-dunland': { x: 441, y: 560 },
  enedwaith: { x: 339, y: 626 },
  'gap-of-rohan': { x: 478, y: 637 },
  orthanc: { x: 529, y: 635 },
  'druwaith-iaur': { x: 371, y: 734 },
  andrast: { x: 381, y: 844 },
  // Misty Mountains and the Anduin
  moria: { x: 552, y: 435 },
  'mount-gundabad': { x: 708, y: 68 },
  'eagles-eyrie': { x: 758, y: 142 },
  'goblins-gate': { x: 759, y: 232 },
  'old-ford': { x: 808, y: 242 },
  'gladden-fields': { x: 756, y: 322 },
  'dimrill-dale': { x: 677, y: 430 },
  lorien: { x: 682, y: 515 },
  'parth-celebrant': { x: 734, y: 537 },
  'north-anduin-vale': { x: 820, y: 376 },
  'south-anduin-vale': { x: 821, y: 449 },
  // Rohan
  fangorn: { x: 669, y: 590 },
  'fords-of-isen': { x: 561, y: 675 },
  'helms-deep': { x: 594, y: 735 },
  westemnet: { x: 645, y: 708 },
  edoras: { x: 689, y: 743 },
  folde: { x: 740, y: 723 },
  eastemnet: { x: 756, y: 633 },
  // Gondor
  anfalas: { x: 459, y: 898 },
  erech: { x: 590, y: 864 },
  'dol-amroth': { x: 539, y: 931 },
  lamedon: { x: 662, y: 908 },
  pelargir: { x: 814, y: 900 },
  lossarnach: { x: 810, y: 849 },
  'minas-tirith': { x: 851, y: 799 },
  'druadan-forest': { x: 841, y: 744 },
  osgiliath: { x: 910, y: 819 },
  // Emyn Muil, Ithilien, Harondor
  'western-brown-lands': { x: 845, y: 573 },
  'eastern-brown-lands': { x: 975, y: 549 },
  'western-emyn-muil': { x: 890, y: 654 },
  'eastern-emyn-muil': { x: 980, y: 640 },
  'dead-marshes': { x: 932, y: 691 },
  'north-ithilien': { x: 1019, y: 748 },
  'south-ithilien': { x: 978, y: 863 },
  'west-harondor': { x: 878, y: 957 },
  'east-harondor': { x: 982, y: 940 },
  // Harad
  umbar: { x: 813, y: 1044 },
  'near-harad': { x: 964, y: 1044 },
  'far-harad': { x: 1107, y: 1042 },
  khand: { x: 1222, y: 970 },
  // Mordor
  morannon: { x: 1089, y: 718 },
  'minas-morgul': { x: 1047, y: 817 },
  gorgoroth: { x: 1132, y: 784 },
  nurn: { x: 1230, y: 891 },
  'barad-dur': { x: 1246, y: 736 },
  // Mirkwood and the North
  carrock: { x: 833, y: 171 },
  rhosgobel: { x: 867, y: 289 },
  'western-mirkwood': { x: 914, y: 134 },
  'northern-mirkwood': { x: 909, y: 77 },
  'woodland-realm': { x: 972, y: 131 },
  'old-forest-road': { x: 961, y: 224 },
  'narrows-of-the-forest': { x: 911, y: 323 },
  'eastern-mirkwood': { x: 1000, y: 337 },
  'dol-guldur': { x: 921, y: 439 },
  'southern-mirkwood': { x: 1030, y: 416 },
  'withered-heath': { x: 1052, y: 62 },
  erebor: { x: 1105, y: 86 },
  dale: { x: 1095, y: 168 },
  'iron-hills': { x: 1201, y: 103 },
  // Rhovanion, Rhûn, Dorwinion
  'northern-rhovanion': { x: 1093, y: 284 },
  'southern-rhovanion': { x: 1095, y: 475 },
  'vale-of-the-carnen': { x: 1233, y: 224 },
  'vale-of-the-celduin': { x: 1231, y: 318 },
  'north-rhun': { x: 1298, y: 311 },
  'east-rhun': { x: 1331, y: 177 },
  'south-rhun': { x: 1343, y: 594 },
  'northern-dorwinion': { x: 1282, y: 413 },
  'southern-dorwinion': { x: 1213, y: 531 },
  'noman-lands': { x: 1087, y: 584 },
  dagorlad: { x: 1071, y: 670 },
  'ash-mountains': { x: 1221, y: 634 },
};

/** Points of sea and lakes: they carve the coasts and are drawn as water, never as regions. */
export const WATER_POINTS: readonly Pt[] = [
  // the western sea, the Gulf of Lune and the Bay of Belfalas
  { x: 20, y: 60 },
  { x: 10, y: 310 },
  { x: 20, y: 540 },
  { x: 130, y: 560 },
  { x: 220, y: 660 },
  { x: 260, y: 780 },
  { x: 300, y: 900 },
  { x: 410, y: 975 },
  { x: 520, y: 1045 },
  { x: 665, y: 1000 },
  { x: 690, y: 1070 },
  // the Sea of Rhûn and the Sea of Nurnen
  { x: 1345, y: 465 },
  { x: 1300, y: 905 },
];

/** A convex cell: its corners, and for each side (corner k → k+1) the index of the point it is the border with (-1: outer edge). */
export interface Cell {
  readonly points: readonly Pt[];
  readonly sides: readonly number[];
}

export interface Border {
  readonly a: RegionId;
  readonly b: RegionId;
  readonly from: Pt;
  readonly to: Pt;
  /** The two regions are adjacent (a normal border) or not (an impassable border). */
  readonly passable: boolean;
}

export interface Link {
  readonly a: RegionId;
  readonly b: RegionId;
}

export interface MapLayout {
  readonly ids: readonly RegionId[];
  readonly points: Readonly<Record<RegionId, Pt>>;
  readonly cells: Readonly<Record<RegionId, Cell>>;
  readonly water: readonly Cell[];
  /** Shared sides between two region cells (each pair once). */
  readonly borders: readonly Border[];
  /** Adjacent regions without a drawn shared side. */
  readonly links: readonly Link[];
  /** The label's anchor and the centre of the region's pieces. */
  readonly centroids: Readonly<Record<RegionId, Pt>>;
}

interface Vertex {
  p: Pt;
  /** Index of the site this side (vertex → next vertex) borders, -1 for the outer circle. */
  side: number;
}

/** The circle around `c` as a polygon with `n` corners (clockwise in screen coordinates). */
function circle(c: Pt, r: number, n: number): Vertex[] {
  const out: Vertex[] = [];
  for (let k = 0; k < n; k++) {
    const a = (2 * Math.PI * k) / n;
    out.push({ p: { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) }, side: -1 });
  }
  return out;
}

/** Keeps the part of a convex polygon nearer to `s` than to `o` (Sutherland–Hodgman with one half-plane). */
function clipCloser(poly: Vertex[], s: Pt, o: Pt, label: number): Vertex[] {
  // inside: (p - m)·(o - s) <= 0, m the midpoint
  const nx = o.x - s.x;
  const ny = o.y - s.y;
  const mx = (s.x + o.x) / 2;
  const my = (s.y + o.y) / 2;
  const f = (p: Pt) => (p.x - mx) * nx + (p.y - my) * ny;
  const out: Vertex[] = [];
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k];
    const b = poly[(k + 1) % poly.length];
    const fa = f(a.p);
    const fb = f(b.p);
    const ina = fa <= 0;
    const inb = fb <= 0;
    const cut = (): Pt => {
      const t = fa / (fa - fb);
      return { x: a.p.x + t * (b.p.x - a.p.x), y: a.p.y + t * (b.p.y - a.p.y) };
    };
    if (ina && inb) out.push(a);
    else if (ina && !inb) {
      out.push(a);
      out.push({ p: cut(), side: label });
    } else if (!ina && inb) {
      out.push({ p: cut(), side: a.side });
    }
  }
  return out;
}

/** Keeps the part of a polygon inside the map's rectangle (outer edge). */
function clipToPlane(poly: Vertex[]): Vertex[] {
  const planes: Array<[Pt, Pt]> = [
    [
      { x: 0, y: 0 },
      { x: -2, y: 0 },
    ],
    [
      { x: MAP_WIDTH, y: 0 },
      { x: MAP_WIDTH + 2, y: 0 },
    ],
    [
      { x: 0, y: 0 },
      { x: 0, y: -2 },
    ],
    [
      { x: 0, y: MAP_HEIGHT },
      { x: 0, y: MAP_HEIGHT + 2 },
    ],
  ];
  // a plane [p, q]: keep the side of the line through p, perpendicular to q - p, that does not contain q
  let out = poly;
  for (const [p, q] of planes) {
    const s = { x: 2 * p.x - q.x, y: 2 * p.y - q.y };
    out = clipCloser(out, s, q, -1);
  }
  return out;
}

function dropTiny(poly: Vertex[]): Vertex[] {
  const out: Vertex[] = [];
  for (const v of poly) {
    const last = out[out.length - 1];
    if (last && Math.hypot(last.p.x - v.p.x, last.p.y - v.p.y) < 1e-6) {
      last.side = v.side;
      continue;
    }
    out.push(v);
  }
  if (out.length > 1 && Math.hypot(out[0].p.x - out[out.length - 1].p.x, out[0].p.y - out[out.length - 1].p.y) < 1e-6)
    out.pop();
  return out;
}

function cellOf(index: number, sites: readonly Pt[]): Cell {
  const s = sites[index];
  let poly = circle(s, CELL_RADIUS, 40);
  for (let j = 0; j < sites.length; j++) {
    if (j === index) continue;
    const o = sites[j];
    if (Math.hypot(o.x - s.x, o.y - s.y) > 2 * CELL_RADIUS) continue;
    poly = clipCloser(poly, s, o, j);
  }
  poly = dropTiny(clipToPlane(poly));
  return { points: poly.map((v) => round(v.p)), sides: poly.map((v) => v.side) };
}

const round = (p: Pt): Pt => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });

/** Area-weighted centre of a polygon. */
export function centroid(points: readonly Pt[]): Pt {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < points.length; k++) {
    const p = points[k];
    const q = points[(k + 1) % points.length];
    const cross = p.x * q.y - q.x * p.y;
    a += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  }
  if (Math.abs(a) < 1e-9) return points[0];
  return { x: cx / (3 * a), y: cy / (3 * a) };
}

/** The SVG path of a polygon. */
export function pathOf(points: readonly Pt[]): string {
  return points.map((p, k) => `${k ? 'L' : 'M'}${p.x} ${p.y}`).join('') + 'Z';
}

/** The layout of the regions at the given points (exported for tests and for tuning the points). */
export function computeLayout(
  regions: readonly WotrRegionInfo[],
  points: Readonly<Record<RegionId, Pt>> = REGION_POINTS,
): MapLayout {
  const ids = regions.map((r) => r.id);
  const sites: Pt[] = [...ids.map((id) => points[id]), ...WATER_POINTS];
  const cells = {} as Record<RegionId, Cell>;
  const centroids = {} as Record<RegionId, Pt>;
  ids.forEach((id, i) => {
    cells[id] = cellOf(i, sites);
    centroids[id] = round(centroid(cells[id].points));
  });
  const water = WATER_POINTS.map((_, w) => cellOf(ids.length + w, sites));
  const adjacent = new Set(regions.flatMap((r) => r.adjacent.map((b) => `${r.id}|${b}`)));
  const borders: Border[] = [];
  const drawn = new Set<string>();
  ids.forEach((a, i) => {
    const cell = cells[a];
    cell.sides.forEach((j, k) => {
      if (j <= i || j >= ids.length) return; // each pair once, from the lower index; water sides are coasts
      const b = ids[j];
      const from = cell.points[k];
      const to = cell.points[(k + 1) % cell.points.length];
      const passable = adjacent.has(`${a}|${b}`);
      borders.push({ a, b, from, to, passable });
      if (passable && Math.hypot(to.x - from.x, to.y - from.y) >= MIN_BORDER) {
        drawn.add(`${a}|${b}`);
        drawn.add(`${b}|${a}`);
      }
    });
  });
  const links: Link[] = [];
  for (const r of regions) {
    for (const b of r.adjacent) {
      if (r.id < b && !drawn.has(`${r.id}|${b}`)) links.push({ a: r.id, b });
    }
  }
  return { ids, points, cells, water, borders, links, centroids };
}

const cache = new WeakMap<readonly WotrRegionInfo[], MapLayout>();

/** The map's layout for the board's regions (computed once per regions list). */
export function mapLayout(regions: readonly WotrRegionInfo[]): MapLayout {
  let out = cache.get(regions);
  if (!out) {
    out = computeLayout(regions);
    cache.set(regions, out);
  }
  return out;
}
