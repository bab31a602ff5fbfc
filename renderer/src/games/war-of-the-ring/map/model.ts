/**
 * What the map shows in each region, worked out without Vue so it can be tested: the counter rows per
 * nation (figures inside a besieged Stronghold first), the character tokens, the Settlement frame colour
 * and the spoken label (name, nation, Settlement, siege, figures, control marker, characters, Fellowship).
 */
import type {
  CharacterId,
  NationId,
  RegionId,
  SettlementKind,
  Side,
} from '../../../../../core/games/war-of-the-ring/data';
import type { Pt } from './layout';
import { characterName } from './character-names';
import { regionName } from './region-names';
import { NATION_SIDE, NATION_STYLE, SIDE_STYLE } from './style';
import type {
  WotrBoardData,
  WotrCharacterInfo,
  WotrMapView,
  WotrRegionInfo,
  WotrRegionView,
  WotrUnitCounts,
} from './types';

/** The board data by id. */
export interface BoardIndex {
  readonly region: ReadonlyMap<RegionId, WotrRegionInfo>;
  readonly character: ReadonlyMap<CharacterId, WotrCharacterInfo>;
}

export function indexBoardData(data: WotrBoardData): BoardIndex {
  return {
    region: new Map(data.regions.map((r) => [r.id, r])),
    character: new Map(data.characters.map((c) => [c.id, c])),
  };
}

/** The side whose Settlement a region holds at setup (its nation's side), or null (no Settlement). */
export function initialSide(region: WotrRegionInfo): Side | null {
  if (!region.nation || !region.settlement || region.settlement === 'fortification') return null;
  return NATION_SIDE[region.nation];
}

/** A message lookup with named params (vue-i18n's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export const UNIT_KINDS_SHOWN = ['regular', 'elite', 'leader', 'nazgul'] as const;
export type ShownKind = (typeof UNIT_KINDS_SHOWN)[number];

/** Width of one counter and the step between rows, in map units. */
export const COUNTER_W = 17;
export const ROW_H = 16;
const CHAR_W = 15;

export interface Counter {
  readonly kind: ShownKind;
  readonly n: number;
  /** Left edge relative to the row's centre. */
  readonly x: number;
  readonly color: string;
  readonly on: string;
}

export interface CounterRow {
  readonly nation: NationId;
  readonly counters: readonly Counter[];
  readonly width: number;
  readonly y: number;
  /** Figures inside the besieged Stronghold. */
  readonly inside: boolean;
}

export interface CharacterToken {
  readonly id: CharacterId;
  readonly short: string;
  readonly x: number;
  readonly y: number;
  readonly shadow: boolean;
}

export interface RegionPiece {
  readonly id: RegionId;
  readonly name: string;
  readonly lines: readonly string[];
  readonly anchor: Pt;
  readonly settlement: SettlementKind | null;
  /** Colour of the Settlement's frame: its initial controller (or the owning nation's side). */
  readonly frame: string;
  readonly rows: readonly CounterRow[];
  readonly characters: readonly CharacterToken[];
  readonly control: Side | null;
  readonly besieged: boolean;
  readonly fellowship: boolean;
  readonly label: string;
}

/** Two letters for a character token; the full name is in the region's label. */
export const CHARACTER_SHORT: Readonly<Record<CharacterId, string>> = {
  'gandalf-grey': 'Ga',
  strider: 'St',
  boromir: 'Bo',
  legolas: 'Le',
  gimli: 'Gi',
  merry: 'Me',
  pippin: 'Pi',
  gollum: 'Go',
  aragorn: 'Ar',
  'gandalf-white': 'GW',
  saruman: 'Sa',
  'witch-king': 'WK',
  'mouth-of-sauron': 'MS',
};

/** The nations with at least one figure, in the view's order. */
export function nationsIn(units: WotrRegionView['units']): Array<[NationId, WotrUnitCounts]> {
  if (!units) return [];
  return (Object.entries(units) as Array<[NationId, WotrUnitCounts | undefined]>).filter(
    (e): e is [NationId, WotrUnitCounts] => !!e[1] && UNIT_KINDS_SHOWN.some((k) => e[1]![k] > 0),
  );
}

/** One nation's counters, centred on x = 0: a counter per figure kind present. */
export function counterRow(nation: NationId, counts: WotrUnitCounts): { counters: Counter[]; width: number } {
  const style = NATION_STYLE[nation];
  const kinds = UNIT_KINDS_SHOWN.filter((k) => counts[k] > 0);
  const width = kinds.length * COUNTER_W + Math.max(0, kinds.length - 1) * 2;
  const counters = kinds.map((kind, i) => ({
    kind,
    n: counts[kind],
    x: -width / 2 + i * (COUNTER_W + 2),
    color: kind === 'nazgul' ? '#141414' : style.strong,
    on: style.on,
  }));
  return { counters, width };
}

/** A long name on two lines, split at the space nearest its middle. */
export function nameLines(name: string): string[] {
  if (name.length <= 12 || !name.includes(' ')) return [name];
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++)
    if (name[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return [name.slice(0, best), name.slice(best + 1)];
}

function unitsText(t: Translate, counts: WotrUnitCounts): string {
  return UNIT_KINDS_SHOWN.filter((k) => counts[k] > 0)
    .map((k) => `${t(`wotr.terms.units.${k}`)}: ${counts[k]}`)
    .join(', ');
}

/** Everything drawn in region `id`, around `center` (the cell's centroid). */
export function regionPiece(
  index: BoardIndex,
  id: RegionId,
  center: Pt,
  view: WotrMapView,
  t: Translate,
  locale: string,
): RegionPiece {
  const def = index.region.get(id)!;
  const rv: WotrRegionView = view.regions[id] ?? {};
  const anchor = { x: center.x, y: center.y - 4 };
  const outside = nationsIn(rv.units);
  const inside = rv.besieged ? nationsIn(rv.besiegedUnits) : [];
  const rows: CounterRow[] = [];
  let y = anchor.y + 10;
  for (const [group, isInside] of [
    [inside, true],
    [outside, false],
  ] as const) {
    for (const [nation, counts] of group) {
      rows.push({ nation, ...counterRow(nation, counts), y, inside: isInside });
      y += ROW_H;
    }
  }
  const chars = rv.characters ?? [];
  const characters = chars.map((cid, i) => ({
    id: cid,
    short: CHARACTER_SHORT[cid] ?? cid.slice(0, 2),
    x: anchor.x - ((chars.length - 1) * CHAR_W) / 2 + i * CHAR_W,
    y: y + 7,
    shadow: index.character.get(cid)?.side === 'shadow',
  }));
  const controller = initialSide(def);
  const fellowship = view.fellowship.region === id;
  const name = regionName(def, locale);
  const nationText = (n: NationId) => t(`wotr.terms.nations.${n}`);
  const parts: string[] = [name, def.nation ? nationText(def.nation) : t('wotr.map.noNation')];
  if (def.settlement) parts.push(t(`wotr.terms.settlements.${def.settlement}`));
  if (rv.besieged) parts.push(t('wotr.terms.besieged'));
  for (const [nation, counts] of inside)
    parts.push(t('wotr.map.inside', { figures: `${nationText(nation)}: ${unitsText(t, counts)}` }));
  for (const [nation, counts] of outside) parts.push(`${nationText(nation)}: ${unitsText(t, counts)}`);
  if (!inside.length && !outside.length) parts.push(t('wotr.map.empty'));
  if (rv.control) parts.push(t('wotr.map.controlBy', { side: t(`wotr.terms.sides.${rv.control}`) }));
  if (chars.length)
    parts.push(
      t('wotr.map.characters', {
        names: chars.map((cid) => characterName(cid, index.character.get(cid)?.name ?? cid, locale)).join(', '),
      }),
    );
  if (fellowship) parts.push(t('wotr.map.fellowshipHere'));
  const frameSide = controller ?? (def.nation ? NATION_SIDE[def.nation] : null);
  return {
    id,
    name,
    lines: nameLines(name),
    anchor,
    settlement: def.settlement,
    frame: frameSide ? SIDE_STYLE[frameSide].strong : '#555555',
    rows,
    characters,
    control: rv.control ?? null,
    besieged: !!rv.besieged,
    fellowship,
    label: parts.join(', '),
  };
}
