/**
 * What the battle panel shows (BattlePanel.vue), pure: where and which kind of battle, the round, and for
 * each side its figures in the battle, its combat card as the seat may see it, the hits it still has to take.
 */
import type { Side } from '../../../../../core/games/war-of-the-ring/data';
import { NATION_SIDE } from '../map/style';
import type { BattleView, Names, WotrEngineView } from './board-model';

export interface BattleFigure {
  /** Unit key or `char:<id>`. */
  readonly key: string;
  readonly name: string;
  readonly count: number;
}

export interface BattleSideView {
  readonly side: Side;
  readonly role: 'attacker' | 'defender';
  readonly figures: readonly BattleFigure[];
  /** The combat card: its name, `hidden` (chosen, not shown yet), `none`, or `waiting` (not chosen yet). */
  readonly card: { readonly kind: 'named'; readonly name: string } | { readonly kind: 'hidden' | 'none' | 'waiting' };
  readonly hits: number;
}

export interface BattlePanelView {
  readonly at: string;
  readonly from: string;
  readonly type: 'field' | 'siege' | 'sortie';
  readonly round: number;
  readonly sides: readonly [BattleSideView, BattleSideView];
}

const UNIT_ORDER = ['regular', 'elite', 'leader', 'nazgul'];

function sideOfUnit(key: string): Side | null {
  const nation = key.split('.')[0] as keyof typeof NATION_SIDE;
  return NATION_SIDE[nation] ?? null;
}

/** Figures in a stable order: units by nation then kind, characters after, by name. */
function ordered(figures: BattleFigure[]): BattleFigure[] {
  const rank = (f: BattleFigure) => (f.key.startsWith('char:') ? 1 : 0);
  const kind = (f: BattleFigure) => UNIT_ORDER.indexOf(f.key.split('.')[1] ?? '');
  return figures.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.key.split('.')[0].localeCompare(b.key.split('.')[0]) ||
      kind(a) - kind(b) ||
      a.name.localeCompare(b.name),
  );
}

/** The defender's figures: its units in the battle's region and the characters of its side there. */
function defenders(v: WotrEngineView, b: BattleView, names: Names, charSide: (id: string) => Side | null) {
  const out: BattleFigure[] = [];
  for (const [key, count] of Object.entries(v.units[b.at] ?? {}))
    if (count > 0 && sideOfUnit(key) === b.defender) out.push({ key, name: names.unitKey(key), count });
  for (const [id, where] of Object.entries(v.chars))
    if (where === b.at && charSide(id) === b.defender)
      out.push({ key: `char:${id}`, name: names.character(id), count: 1 });
  return ordered(out);
}

/** The attacking army as chosen, limited to what is still in its region (as the engine counts it). */
function attackers(v: WotrEngineView, b: BattleView, names: Names): BattleFigure[] {
  const here = v.units[b.from] ?? {};
  const out: BattleFigure[] = [];
  for (const [key, chosen] of Object.entries(b.attacking ?? {})) {
    const count = key.startsWith('char:')
      ? v.chars[key.slice(5)] === b.from
        ? 1
        : 0
      : Math.min(chosen, here[key] ?? 0);
    if (count > 0) out.push({ key, name: names.unitKey(key), count });
  }
  return ordered(out);
}

function cardOf(card: string | null | undefined, names: Names): BattleSideView['card'] {
  if (card === undefined || card === null) return { kind: 'waiting' };
  if (card === 'none') return { kind: 'none' };
  if (card.startsWith('back:')) return { kind: 'hidden' };
  return { kind: 'named', name: names.card(card) };
}

/** The panel's view of the battle in progress, or null when there is none. */
export function battlePanel(
  v: WotrEngineView,
  names: Names,
  charSide: (id: string) => Side | null,
): BattlePanelView | null {
  const b = v.battle;
  if (!b) return null;
  const side = (s: Side, role: 'attacker' | 'defender'): BattleSideView => ({
    side: s,
    role,
    figures: role === 'attacker' ? attackers(v, b, names) : defenders(v, b, names, charSide),
    card: cardOf(b.cards?.[s], names),
    hits: b.hits?.[s] ?? 0,
  });
  const type = b.type === 'siege' || b.type === 'sortie' ? b.type : 'field';
  return {
    at: b.at,
    from: b.from,
    type,
    round: b.round,
    sides: [side(b.attacker, 'attacker'), side(b.defender, 'defender')],
  };
}
