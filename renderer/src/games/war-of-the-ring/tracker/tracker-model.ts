import type { TrackerContent } from '../../../../../core/games/war-of-the-ring/tracker/content';
import { regionName } from '../map/region-names';
import { characterName } from '../map/character-names';

/**
 * The tracker screen's pure helpers (no Vue): names of counters, zones and tiles for the controls and the
 * log, the tiles of a zone, Settlements by controller, the action a control sends. The engine
 * (core/games/war-of-the-ring/tracker) checks every action and says why it refuses one.
 */

export type Translate = (key: string, params?: Record<string, unknown>) => string;
type Tile = TrackerContent['tiles'][number];

const U = 'wotrTracker.ui';

export const sideName = (t: Translate, side: string) => t(`wotr.terms.sides.${side}`);
export const nationName = (t: Translate, nation: string) => t(`wotr.terms.nations.${nation}`);

/** A counter id (`politics.gondor`, `rolled.fp.character`…) as people read it. */
export function counterName(t: Translate, id: string): string {
  const [kind, a, b] = id.split('.');
  switch (kind) {
    case 'corruption':
    case 'progress':
    case 'mordor':
      return t(`${U}.counter.${kind}`);
    case 'hunt':
    case 'dice':
      return t(`${U}.counter.${kind}`, { side: sideName(t, a) });
    case 'rolled':
    case 'used':
      return t(`${U}.counter.${kind}`, { side: sideName(t, a), face: t(`wotr.terms.faces.${b}`) });
    case 'politics':
      return t(`${U}.counter.politics`, { nation: nationName(t, a) });
    case 'casualties':
    case 'reinforcements':
      return t(`${U}.counter.${kind}`, { nation: nationName(t, a), kind: t(`wotr.terms.units.${b}`) });
    case 'deck':
    case 'discard':
      return t(`${U}.counter.${kind}`, { side: sideName(t, a), deck: t(`${U}.decks.${b}`) });
  }
  return id;
}

/** What a tile shows: its damage (a number, the Eye, a die) and its Reveal / Stop icons. */
export function tileFace(t: Translate, tile: Tile): { value: string; marks: string[] } {
  const value =
    tile.damage === 'eye' ? t(`${U}.tileEye`) : tile.damage === 'die' ? t(`${U}.tileDie`) : String(tile.damage);
  const marks = [...(tile.reveal ? [t(`${U}.tileReveal`)] : []), ...(tile.stop ? [t(`${U}.tileStop`)] : [])];
  return { value, marks };
}

/** A tile's name for labels and the log ("tile 2 · reveal"). */
export function tileName(t: Translate, tile: Tile): string {
  const f = tileFace(t, tile);
  return t(`${U}.tileName`, { value: [f.value, ...f.marks].join(' · ') });
}

/** The tiles of a zone in the zone's order (pieces `tile.<id>`). */
export function zoneTiles(content: TrackerContent, pieces: readonly string[]): Tile[] {
  const byId = new Map(content.tiles.map((x) => [x.id, x]));
  return pieces.map((p) => byId.get(p.slice('tile.'.length))).filter((x): x is Tile => !!x);
}

/** Zone ids as the log names them. */
export function zoneName(t: Translate, zone: string): string {
  return t(`${U}.zone.${zone}`);
}

/** A Companion's name in `locale` (the map's names, character-names.ts); null for an id the content does not know. */
export function companionName(content: TrackerContent | null, id: string, locale: string): string | null {
  const c = content?.companions.find((x) => x.id === id);
  return c ? characterName(c.id, c.name, locale) : null;
}

/** The name of a piece's face (`{ id, kind }` from the table adapter) for the log; Companions and Settlements in `locale`. */
export function pieceName(t: Translate, content: TrackerContent | null, face: unknown, locale = 'en'): string | null {
  const f = face as { id?: unknown; kind?: unknown } | null;
  if (!f || typeof f.id !== 'string' || !content) return null;
  if (f.kind === 'tile') {
    const tile = content.tiles.find((x) => x.id === f.id);
    return tile ? tileName(t, tile) : null;
  }
  if (f.kind === 'char') return companionName(content, f.id, locale);
  if (f.kind === 'settlement') {
    const s = content.settlements.find((x) => x.id === f.id);
    return s ? regionName(s, locale) : null;
  }
  return null;
}

/** Settlements captured from their side (in the other side's control zone), with their VP. */
export function captured(content: TrackerContent, zones: Readonly<Record<string, readonly string[]>>, by: string) {
  const here = new Set((zones[`control.${by}`] ?? []).map((p) => p.slice('settlement.'.length)));
  return content.settlements.filter((s) => s.side !== by && here.has(s.id));
}

/** Settlements still held by the side they started with (those that can be captured). */
export function uncaptured(content: TrackerContent, zones: Readonly<Record<string, readonly string[]>>) {
  return content.settlements.filter((s) => (zones[`control.${s.side}`] ?? []).includes(`settlement.${s.id}`));
}

/** A counter changed by `n` (the engine refuses what is out of bounds, with the reason). */
export function setCounter(counter: string, value: number) {
  return { type: 'manual.setCounter', counter, value };
}
export function move(piece: string, to: string) {
  return { type: 'manual.move', piece, to };
}
export function op(name: string, value?: string) {
  return { type: 'manual.op', op: name, ...(value === undefined ? {} : { value }) };
}
