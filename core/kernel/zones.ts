// Zones of pieces on plain JSON state: a record zone id → piece ids, index 0 = top / first
// position, every piece in at most one zone. The pure functions return a new record and leave the
// input alone; the `InPlace` forms change a mutable record (a module's private draft) and do
// exactly the same moves. Shuffles use the kernel Rng, so they are deterministic per seed.

import type { Rng } from './rng';
import type { SeatId } from './types';

export type Zones = { readonly [zone: string]: readonly string[] };
export type MutableZones = { [zone: string]: string[] };

/** Where a piece goes in its new zone: top (index 0), bottom (end) or an index (clamped to the end). */
export type Position = 'top' | 'bottom' | number;

/** Zone ids by convention `kind.seat` (`hand.P1`) or a bare kind for shared zones (`encDeck`). */
export function zoneId(kind: string, seat?: SeatId | null): string {
  return seat ? `${kind}.${seat}` : kind;
}
/** The kind part of a zone id (`hand.P1` → `hand`). */
export function zoneKind(zone: string): string {
  const dot = zone.indexOf('.');
  return dot < 0 ? zone : zone.slice(0, dot);
}
/** The seat part of a zone id (`hand.P1` → `P1`), null for a shared zone. */
export function zoneSeat(zone: string): SeatId | null {
  const dot = zone.indexOf('.');
  return dot < 0 ? null : zone.slice(dot + 1);
}

/** The zone holding `piece`, or null. */
export function findZone(zones: Zones, piece: string): string | null {
  for (const z in zones) if (zones[z].includes(piece)) return z;
  return null;
}

/** Pieces in a zone (0 for a missing zone). */
export function zoneCount(zones: Zones, zone: string): number {
  return zones[zone]?.length ?? 0;
}

/** Every piece in every zone. */
export function allPieces(zones: Zones): string[] {
  const out: string[] = [];
  for (const z in zones) out.push(...zones[z]);
  return out;
}

/** Pieces found in more than one place (an invariant every game checks: should be empty). */
export function duplicatePieces(zones: Zones): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const z in zones) for (const p of zones[z]) (seen.has(p) ? dup : seen).add(p);
  return [...dup];
}

function insert(list: string[], piece: string, at: Position): void {
  if (at === 'top') list.unshift(piece);
  else if (at === 'bottom') list.push(piece);
  else {
    if (!Number.isInteger(at) || at < 0) throw new RangeError(`zones: bad position ${at}`);
    list.splice(Math.min(at, list.length), 0, piece);
  }
}

/**
 * Moves `piece` to zone `to` at `at` (default bottom). The piece leaves the zone it is in (a piece
 * in no zone is placed: setup). With `from`, the piece must be in that zone (RangeError if not).
 * A missing target zone is created.
 */
export function movePiece(zones: Zones, piece: string, to: string, at: Position = 'bottom', from?: string): Zones {
  const src = from ?? findZone(zones, piece);
  if (from !== undefined && !(zones[from] ?? []).includes(piece))
    throw new RangeError(`zones: ${piece} is not in ${from}`);
  const next: { [zone: string]: readonly string[] } = { ...zones };
  if (src !== null) next[src] = zones[src].filter((p) => p !== piece);
  const target = (next[to] ?? []).slice();
  insert(target, piece, at);
  next[to] = target;
  return next;
}

/** `movePiece` on a mutable record: splices the piece out of its zone and inserts it (zone created if missing). */
export function movePieceInPlace(zones: MutableZones, piece: string, to: string, at: Position = 'bottom'): void {
  removePieceInPlace(zones, piece);
  insert((zones[to] ??= []), piece, at);
}

/** Removes `piece` from its zone (no-op when it is in none); returns the zone it left. */
export function removePieceInPlace(zones: MutableZones, piece: string): string | null {
  const z = findZone(zones, piece);
  if (z) {
    const list = zones[z];
    list.splice(list.indexOf(piece), 1);
  }
  return z;
}

/** The zone in a random order drawn from `rng` (Fisher–Yates, Rng.shuffle). */
export function shuffleZone(zones: Zones, zone: string, rng: Rng): Zones {
  return { ...zones, [zone]: rng.shuffle(zones[zone] ?? []) };
}

/** `shuffleZone` on a mutable record (the zone gets a new shuffled array). */
export function shuffleZoneInPlace(zones: MutableZones, zone: string, rng: Rng): void {
  zones[zone] = rng.shuffle(zones[zone] ?? []);
}

/**
 * When a draw refills its source zone:
 * - `needed`: before taking a card from an empty source (a draw from an empty deck reshuffles first);
 * - `empty`: at once when the source becomes empty (a rule like "when your deck runs out, shuffle
 *   your discard in"), even after the last card asked for.
 */
export type RefillWhen = 'needed' | 'empty';

export interface DrawOptions<Z> {
  /** Refills the source (e.g. shuffles a discard into it) and returns the zones; it may leave it empty. */
  readonly refill?: (zones: Z) => Z;
  readonly when?: RefillWhen;
  /** Where drawn pieces go in the target (default bottom, in draw order). */
  readonly at?: 'top' | 'bottom';
}

/**
 * Draws up to `n` pieces one at a time from the top of `from` to `to`; stops early when the source
 * is empty and the refill (if any) leaves it empty. Returns the new zones and the drawn pieces.
 */
export function drawPieces(
  zones: Zones,
  from: string,
  to: string,
  n: number,
  options: DrawOptions<Zones> = {},
): { zones: Zones; drawn: string[] } {
  const when = options.when ?? 'needed';
  let z = zones;
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (zoneCount(z, from) === 0 && when === 'needed' && options.refill) z = options.refill(z);
    const src = z[from] ?? [];
    if (src.length === 0) break;
    const [top, ...rest] = src;
    const target = (z[to] ?? []).slice();
    insert(target, top, options.at ?? 'bottom');
    z = { ...z, [from]: rest, [to]: target };
    drawn.push(top);
    if (rest.length === 0 && when === 'empty' && options.refill) z = options.refill(z);
  }
  return { zones: z, drawn };
}

/**
 * `drawPieces` on a mutable record; `refill` changes the record itself. The source array is read
 * again after every refill (a refill may replace it). Returns the drawn pieces.
 */
export function drawInPlace(
  zones: MutableZones,
  from: string,
  to: string,
  n: number,
  options: { readonly refill?: () => void; readonly when?: RefillWhen; readonly at?: 'top' | 'bottom' } = {},
): string[] {
  const when = options.when ?? 'needed';
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if ((zones[from]?.length ?? 0) === 0 && when === 'needed' && options.refill) options.refill();
    const src = zones[from];
    if (!src || src.length === 0) break;
    const top = src.shift()!;
    insert((zones[to] ??= []), top, options.at ?? 'bottom');
    drawn.push(top);
    if (src.length === 0 && when === 'empty' && options.refill) options.refill();
  }
  return drawn;
}

/**
 * What a viewer may know of a zone: the pieces when it may see them, else only how many
 * (`visible` decides, e.g. from the zone's `ZoneSpec` with `canSee`).
 */
export function seenOrCounted(zones: Zones, zone: string, visible: boolean): readonly string[] | number {
  return visible ? [...(zones[zone] ?? [])] : zoneCount(zones, zone);
}
