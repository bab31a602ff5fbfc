/**
 * An original schematic layout of Middle-earth for the War of the Ring map: one point per region at its
 * approximate geographic place (our own coordinates, west → east, north → south, on a 1420 × 1080 plane;
 * not traced from any board art), and a cell per region computed from the points: the Voronoi cell of the
 * region's point among all region and sea points, cut to a circle around the point so the outer cells
 * stay round. Two cells that share a side are neighbours on the picture: if the regions are adjacent the
 * side is a normal border, if not it is drawn as an impassable (mountain) border. Adjacent regions whose
 * cells do not share a long enough side get a link line, so every adjacency of the data is drawn.
 * Pure and deterministic; computed once.
 */
import { REGIONS, type RegionId } from '../../../../../core/games/war-of-the-ring/data';

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
  forlindon: { x: 52, y: 200 },
  'north-ered-luin': { x: 120, y: 120 },
  'ered-luin': { x: 135, y: 228 },
  'grey-havens': { x: 78, y: 305 },
  harlindon: { x: 72, y: 425 },
  'tower-hills': { x: 170, y: 318 },
  evendim: { x: 235, y: 175 },
  'the-shire': { x: 250, y: 318 },
  'south-ered-luin': { x: 160, y: 440 },
  'old-forest': { x: 300, y: 400 },
  buckland: { x: 325, y: 310 },
  'north-downs': { x: 335, y: 205 },
  bree: { x: 405, y: 290 },
  arnor: { x: 345, y: 100 },
  'weather-hills': { x: 470, y: 235 },
  'south-downs': { x: 430, y: 370 },
  cardolan: { x: 330, y: 480 },
  minhiriath: { x: 245, y: 545 },
  ettenmoors: { x: 485, y: 135 },
  angmar: { x: 445, y: 40 },
  'mount-gram': { x: 575, y: 55 },
  trollshaws: { x: 560, y: 225 },
  rivendell: { x: 640, y: 250 },
  'fords-of-bruinen': { x: 600, y: 320 },
  hollin: { x: 525, y: 370 },
  'high-pass': { x: 700, y: 200 },
  // Dunland, Enedwaith, Isengard
  'north-dunland': { x: 460, y: 455 },
  tharbad: { x: 370, y: 555 },
  'south-dunland': { x: 470, y: 560 },
  enedwaith: { x: 330, y: 640 },
  'gap-of-rohan': { x: 470, y: 665 },
  orthanc: { x: 545, y: 615 },
  'druwaith-iaur': { x: 375, y: 735 },
  andrast: { x: 385, y: 840 },
  // Misty Mountains and the Anduin
  moria: { x: 580, y: 445 },
  'mount-gundabad': { x: 690, y: 55 },
  'eagles-eyrie': { x: 730, y: 135 },
  'goblins-gate': { x: 770, y: 205 },
  'old-ford': { x: 800, y: 270 },
  'gladden-fields': { x: 730, y: 335 },
  'dimrill-dale': { x: 660, y: 410 },
  lorien: { x: 680, y: 490 },
  'parth-celebrant': { x: 745, y: 550 },
  'north-anduin-vale': { x: 805, y: 395 },
  'south-anduin-vale': { x: 810, y: 470 },
  // Rohan
  fangorn: { x: 640, y: 585 },
  'fords-of-isen': { x: 545, y: 700 },
  'helms-deep': { x: 595, y: 765 },
  westemnet: { x: 650, y: 680 },
  edoras: { x: 680, y: 770 },
  folde: { x: 760, y: 745 },
  eastemnet: { x: 760, y: 640 },
  // Gondor
  anfalas: { x: 480, y: 880 },
  erech: { x: 580, y: 845 },
  'dol-amroth': { x: 565, y: 945 },
  lamedon: { x: 665, y: 895 },
  pelargir: { x: 790, y: 915 },
  lossarnach: { x: 790, y: 845 },
  'minas-tirith': { x: 855, y: 795 },
  'druadan-forest': { x: 840, y: 720 },
  osgiliath: { x: 920, y: 800 },
  // Emyn Muil, Ithilien, Harondor
  'western-brown-lands': { x: 860, y: 560 },
  'eastern-brown-lands': { x: 965, y: 545 },
  'western-emyn-muil': { x: 870, y: 640 },
  'eastern-emyn-muil': { x: 965, y: 630 },
  'dead-marshes': { x: 945, y: 710 },
  'north-ithilien': { x: 1000, y: 770 },
  'south-ithilien': { x: 985, y: 860 },
  'west-harondor': { x: 880, y: 945 },
  'east-harondor': { x: 1010, y: 945 },
  // Harad
  umbar: { x: 790, y: 1025 },
  'near-harad': { x: 960, y: 1025 },
  'far-harad': { x: 1110, y: 1030 },
  khand: { x: 1200, y: 950 },
  // Mordor
  morannon: { x: 1075, y: 710 },
  'minas-morgul': { x: 1065, y: 830 },
  gorgoroth: { x: 1160, y: 790 },
  nurn: { x: 1215, y: 875 },
  'barad-dur': { x: 1255, y: 755 },
  // Mirkwood and the North
  carrock: { x: 810, y: 185 },
  rhosgobel: { x: 865, y: 275 },
  'western-mirkwood': { x: 885, y: 155 },
  'northern-mirkwood': { x: 935, y: 80 },
  'woodland-realm': { x: 990, y: 155 },
  'old-forest-road': { x: 950, y: 245 },
  'narrows-of-the-forest': { x: 925, y: 335 },
  'eastern-mirkwood': { x: 1020, y: 320 },
  'dol-guldur': { x: 900, y: 445 },
  'southern-mirkwood': { x: 1005, y: 430 },
  'withered-heath': { x: 1050, y: 45 },
  erebor: { x: 1095, y: 110 },
  dale: { x: 1090, y: 195 },
  'iron-hills': { x: 1225, y: 95 },
  // Rhovanion, Rhûn, Dorwinion
  'northern-rhovanion': { x: 1115, y: 295 },
  'southern-rhovanion': { x: 1100, y: 455 },
  'vale-of-the-carnen': { x: 1220, y: 215 },
  'vale-of-the-celduin': { x: 1215, y: 325 },
  'north-rhun': { x: 1325, y: 320 },
  'east-rhun': { x: 1355, y: 195 },
  'south-rhun': { x: 1340, y: 610 },
  'northern-dorwinion': { x: 1260, y: 420 },
  'southern-dorwinion': { x: 1240, y: 530 },
  'noman-lands': { x: 1090, y: 570 },
  dagorlad: { x: 1070, y: 640 },
  'ash-mountains': { x: 1200, y: 655 },
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

function computeLayout(): MapLayout {
  const ids = REGIONS.map((r) => r.id);
  const sites: Pt[] = [...ids.map((id) => REGION_POINTS[id]), ...WATER_POINTS];
  const cells = {} as Record<RegionId, Cell>;
  const centroids = {} as Record<RegionId, Pt>;
  ids.forEach((id, i) => {
    cells[id] = cellOf(i, sites);
    centroids[id] = round(centroid(cells[id].points));
  });
  const water = WATER_POINTS.map((_, w) => cellOf(ids.length + w, sites));
  const adjacent = new Set(REGIONS.flatMap((r) => r.adjacent.map((b) => `${r.id}|${b}`)));
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
  for (const r of REGIONS) {
    for (const b of r.adjacent) {
      if (r.id < b && !drawn.has(`${r.id}|${b}`)) links.push({ a: r.id, b });
    }
  }
  return { ids, points: REGION_POINTS, cells, water, borders, links, centroids };
}

let cached: MapLayout | null = null;

/** The map's layout (computed on first use). */
export function mapLayout(): MapLayout {
  cached ??= computeLayout();
  return cached;
}
