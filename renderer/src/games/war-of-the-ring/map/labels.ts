/**
 * What the map writes at a given zoom (level of detail), worked out without Vue so it can be tested.
 * No text is drawn smaller than LEGIBLE_PX on screen: a region name that would be smaller is left out
 * (Settlements' names come first as the zoom grows, then every name), and the small numbers on counters
 * and the characters' initials only appear once they are legible. The names a player must find (the
 * selected region, the Fellowship's place, the regions of the decision's choices) are always written, at
 * least at the legible size, placed first. Names are placed greedily and never overlap one another: a
 * name whose box would cover a placed one is left out at that zoom. Also: where a floating label goes
 * on screen (near its region, inside the map's box).
 */
import type { RegionId, SettlementKind } from '../../../../../core/games/war-of-the-ring/data';
import type { Pt } from './layout';

/** The smallest text the map draws, in screen pixels. */
export const LEGIBLE_PX = 9;
/** The size names are written at when there is room, in screen pixels. */
export const NAME_PX = 11;
/** The least size of the names to find (a little above the legible size: they must stand out). */
export const FIND_PX = 10;
/**
 * The largest a name may be in map units (the cells are 100–150 units across): the bigger, the sooner it
 * is legible when zooming in. Strongholds and Cities first, then Towns and Fortifications, then the rest.
 */
export const NAME_MAX_UNITS = { major: 17, minor: 15, plain: 13 } as const;
/** Font sizes in map units of a counter's number and of a character's initials (WotrMap.vue draws them). */
export const COUNT_UNITS = 11.5;
export const INITIALS_UNITS = 10;

/** Average advance of a character in em (a generous estimate: the real text is narrower, never wider). */
export const EM_PLAIN = 0.64;
/** Bold (the names to find). */
export const EM_BOLD = 0.7;
/** Bold capitals (Strongholds and Cities). */
export const EM_MAJOR = 0.82;
/** Room kept between two names, in em. */
const GAP_EM = 0.25;

export type NameRank = keyof typeof NAME_MAX_UNITS;

export function rankOf(settlement: SettlementKind | null): NameRank {
  if (settlement === 'city' || settlement === 'stronghold') return 'major';
  return settlement ? 'minor' : 'plain';
}

/** Text of `units` map units is legible at `pxPerUnit` screen pixels per unit. */
export function legible(units: number, pxPerUnit: number): boolean {
  return units * pxPerUnit >= LEGIBLE_PX - 1e-9;
}

export interface NameInput {
  readonly id: RegionId;
  readonly lines: readonly string[];
  readonly anchor: Pt;
  readonly settlement: SettlementKind | null;
}

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface PlacedName {
  readonly id: RegionId;
  readonly lines: readonly string[];
  /** The text's centre line (x) and the middle of its lines (y), in map units. */
  readonly x: number;
  readonly y: number;
  /** Font size in map units (also the line step). */
  readonly size: number;
  readonly major: boolean;
  /** A name the player must find (drawn even when other names are too small). */
  readonly priority: boolean;
  /** The estimated box of the text, in map units. */
  readonly box: Box;
}

/** The estimated box of `lines` centred on (x, y) at font size `size`, `em` per character: cap height above, descent below. */
export function nameBox(lines: readonly string[], x: number, y: number, size: number, em: number): Box {
  const longest = Math.max(...lines.map((l) => l.length));
  const w = longest * size * em;
  const half = ((lines.length - 1) / 2) * size;
  return { x0: x - w / 2, x1: x + w / 2, y0: y - half - 0.8 * size, y1: y + half + 0.25 * size };
}

function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

export function boxesMeet(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The line baselines' offsets from the label's y, for `n` lines at font size `size`. */
export function lineOffsets(n: number, size: number): number[] {
  return Array.from({ length: n }, (_, k) => (k - (n - 1) / 2) * size);
}

/**
 * The names to draw at `pxPerUnit` (screen pixels per map unit), in drawing order. `priority` lists the
 * regions to find first (most important first); they may move a line up or down to avoid one another.
 */
export function placeNames(
  regions: readonly NameInput[],
  pxPerUnit: number,
  priority: readonly RegionId[] = [],
): PlacedName[] {
  const rankOrder: Record<NameRank, number> = { major: 0, minor: 1, plain: 2 };
  const first = new Map<RegionId, number>();
  priority.forEach((id, k) => first.has(id) || first.set(id, k));
  const order = regions
    .map((r, k) => ({ r, k }))
    .sort((a, b) => {
      const pa = first.get(a.r.id) ?? Infinity;
      const pb = first.get(b.r.id) ?? Infinity;
      if (pa !== pb) return pa - pb;
      return rankOrder[rankOf(a.r.settlement)] - rankOrder[rankOf(b.r.settlement)] || a.k - b.k;
    })
    .map((e) => e.r);
  const placed: PlacedName[] = [];
  for (const r of order) {
    const rank = rankOf(r.settlement);
    const isPriority = first.has(r.id);
    let px = Math.min(NAME_PX, NAME_MAX_UNITS[rank] * pxPerUnit);
    if (isPriority) px = Math.max(px, FIND_PX);
    if (px < LEGIBLE_PX - 1e-9) continue;
    const size = px / pxPerUnit;
    const major = rank === 'major';
    const em = major ? EM_MAJOR : isPriority ? EM_BOLD : EM_PLAIN;
    const step = (r.lines.length + 0.3) * size;
    const tries = isPriority ? [0, -step, step] : [0];
    for (const dy of tries) {
      const y = r.anchor.y + dy;
      const box = nameBox(r.lines, r.anchor.x, y, size, em);
      const room = grow(box, GAP_EM * size);
      if (placed.some((p) => boxesMeet(room, p.box))) continue;
      placed.push({ id: r.id, lines: r.lines, x: r.anchor.x, y, size, major, priority: isPriority, box });
      break;
    }
  }
  return placed;
}

export interface ViewRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Size {
  readonly w: number;
  readonly h: number;
}

/** A map point on screen, relative to the drawing's top left (viewBox `view` shown with xMidYMid meet). */
export function toScreen(p: Pt, view: ViewRect, box: Size): Pt {
  const s = Math.min(box.w / view.w, box.h / view.h);
  return { x: (box.w - view.w * s) / 2 + (p.x - view.x) * s, y: (box.h - view.h * s) / 2 + (p.y - view.y) * s };
}

/** Room between a floating label and its region, and between the label and the box's edges (px). */
export const TIP_GAP = 8;
export const TIP_MARGIN = 4;

/**
 * Where a floating label of size `tip` goes (its top left, px): centred over the region `target`
 * (its screen box) above it, or below it when there is no room above, and always inside `box`; never over
 * `avoid` (the map's zoom buttons).
 */
export function placeTip(target: Box, tip: Size, box: Size, avoid?: Box): Pt {
  const cx = (target.x0 + target.x1) / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, Math.max(lo, hi)));
  let top = target.y0 - TIP_GAP - tip.h;
  if (top < TIP_MARGIN) {
    const below = target.y1 + TIP_GAP;
    // below when it fits there, else wherever the box has more room
    top = below + tip.h <= box.h - TIP_MARGIN || target.y0 < box.h - target.y1 ? below : top;
  }
  const at = {
    x: clamp(cx - tip.w / 2, TIP_MARGIN, box.w - tip.w - TIP_MARGIN),
    y: clamp(top, TIP_MARGIN, box.h - tip.h - TIP_MARGIN),
  };
  // never over the map's own buttons (zoom): beside them when there is room, else below them
  if (!avoid || !boxesMeet({ x0: at.x, x1: at.x + tip.w, y0: at.y, y1: at.y + tip.h }, avoid)) return at;
  const left = avoid.x0 - TIP_MARGIN - tip.w;
  if (left >= TIP_MARGIN) return { x: left, y: at.y };
  return { x: at.x, y: clamp(avoid.y1 + TIP_MARGIN, TIP_MARGIN, box.h - tip.h - TIP_MARGIN) };
}
