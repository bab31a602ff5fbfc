// The Berserk play screen's model (no Vue): the engine's seat view and content as lookups, the grid
// from the viewing seat's side, which legal action a cell or a card stands for, button labels as
// message keys, the stack as a list and the last dice rolls from the log. The engine's own files are
// not imported (the renderer reads core types only): cell names are computed here as board.ts does.

import type { LogLine } from '../../../../../core/api/games';
import type { BerserkAction, CardFactsInput } from '../../../../../core/games/berserk/engine/types';
import type { CardView, viewOf } from '../../../../../core/games/berserk/engine/view';

export type BkView = ReturnType<typeof viewOf>;
export type BkCard = CardView;
export type Action = BerserkAction;

/** A card's facts as `games.content` sends them (the squad schema's output shape). */
export interface Facts {
  id: string;
  name: string;
  names?: Record<string, string>;
  price: number;
  elite: boolean;
  unique: boolean;
  elements: string[];
  type: string;
  health: number | null;
  moves: number | null;
  hit: { weak: number; normal: number; hard: number } | null;
  classes: string[];
  equipmentClass?: string;
  abilities: { name: string; params: Record<string, number | string | boolean> }[];
  count: number;
}

export interface BkContent {
  starters: {
    id: string;
    names: Record<string, string>;
    cards: (CardFactsInput & { names: Record<string, string> })[];
  }[];
  squads: { starter: string | null; name: string | null; cards: Facts[] }[] | null;
}

export const SEATS = ['p1', 'p2'] as const;
export type Seat = (typeof SEATS)[number];
const COLS = 5;

/** Facts per seat, by the card's key in its squad list. */
export interface FactsIndex {
  of(owner: string, key: string | undefined): Facts | null;
  /** The first squad's facts for a key (log lines name a card by key only). */
  any(key: string): Facts | null;
}

export function factsIndex(content: BkContent | null): FactsIndex {
  const maps = (content?.squads ?? []).map((s) => new Map(s.cards.map((c) => [c.id, c])));
  return {
    of: (owner, key) => (key === undefined ? null : (maps[owner === 'p2' ? 1 : 0]?.get(key) ?? null)),
    any: (key) => maps[0]?.get(key) ?? maps[1]?.get(key) ?? null,
  };
}

/** A card's name in the UI language (our starters have four), else as imported. */
export function nameOf(f: Pick<Facts, 'name' | 'names'> | null, locale: string, fallback = '?'): string {
  if (!f) return fallback;
  return f.names?.[locale] ?? f.name;
}

// ---- the grid ------------------------------------------------------------------------------------

/** Absolute rows from top to bottom as `seat` sees the board: its own three rows at the bottom. */
export function displayRows(seat: string): number[] {
  return seat === 'p2' ? [0, 1, 2, 3, 4, 5] : [5, 4, 3, 2, 1, 0];
}

/** Columns from left to right as `seat` sees them (A at the left of each player). */
export function displayCols(seat: string): number[] {
  return seat === 'p2' ? [4, 3, 2, 1, 0] : [0, 1, 2, 3, 4];
}

/** The player's own row (1 nearest the opponent … 3), 0 on the opponent's half (board.ts ownRow). */
function ownRow(seat: string, r: number): number {
  if (seat !== 'p2') return r <= 2 ? 3 - r : 0;
  return r >= 3 ? r - 2 : 0;
}

/** Cell name from `seat`'s side: A1 … E3 for own rows, A1" … E3" for the opponent's (board.ts cellName). */
export function cellName(cell: number, seat: string): string {
  const r = Math.floor(cell / COLS);
  const c = seat === 'p2' ? COLS - 1 - (cell % COLS) : cell % COLS;
  const own = ownRow(seat, r);
  const letter = 'ABCDE'[c];
  return own ? `${letter}${own}` : `${letter}${ownRow(seat === 'p2' ? 'p1' : 'p2', r)}"`;
}

/** Where each visible instance is: its cell (an attachment: its host's), or 'x' in the Extra Zone. */
export function placesOf(view: BkView): Map<number, number | 'x'> {
  const out = new Map<number, number | 'x'>();
  const walk = (c: BkCard | null, at: number | 'x') => {
    if (!c) return;
    if (c.id !== undefined) out.set(c.id, at);
    for (const a of c.attached) walk(a, at);
  };
  view.field.forEach((c, cell) => walk(c, cell));
  view.extra.forEach((c) => walk(c, 'x'));
  return out;
}

/** The card view of an instance anywhere in play. */
export function findCard(view: BkView, id: number): BkCard | null {
  const walk = (c: BkCard | null): BkCard | null => {
    if (!c) return null;
    if (c.id === id) return c;
    for (const a of c.attached) {
      const f = walk(a);
      if (f) return f;
    }
    return null;
  };
  for (const c of [...view.field, ...view.extra]) {
    const f = walk(c);
    if (f) return f;
  }
  return null;
}

/** The cell an action points at: its target cell (`c12`), a placement or move cell, its card's or host's cell. */
export function cellOfAction(a: Action, places: Map<number, number | 'x'>): number | null {
  const target = 'target' in a ? a.target : null;
  if (target) return target.startsWith('c') ? Number(target.slice(1)) : null;
  if (a.type === 'place' || a.type === 'move') return a.cell;
  if (a.type === 'attach') return numeric(places.get(a.host));
  if (a.type === 'keepHidden' || a.type === 'defend') return numeric(places.get(a.card));
  return null;
}

const numeric = (v: number | 'x' | undefined): number | null => (typeof v === 'number' ? v : null);

/** The Extra Zone card an action points at (`x<instance>`), if any. */
export function extraOfAction(a: Action): number | null {
  return 'target' in a && a.target.startsWith('x') ? Number(a.target.slice(1)) : null;
}

/** Main Phase actions are chosen card first: these carry the acting card. */
const CARD_FIRST: ReadonlySet<string> = new Set(['move', 'strike', 'ability', 'reveal', 'byHand']);
export const isCardFirst = (a: Action): a is Extract<Action, { card: number }> => CARD_FIRST.has(a.type);

/** The cards that have Main Phase actions now. */
export function actingCards(legal: readonly Action[]): Set<number> {
  return new Set(legal.filter(isCardFirst).map((a) => a.card));
}

// ---- labels ----------------------------------------------------------------------------------------

export interface Label {
  key: string;
  params: Record<string, string | number>;
}

/** What the labels name things with (the board gives them in the UI language). */
export interface Namer {
  card(id: number): string;
  seat(seat: string): string;
  cell(cell: number): string;
  ability(name: string): string;
  crystal(pay: string): string;
  /** Facts of an instance (recruit prices). */
  facts(id: number): Facts | null;
  /** The raw name of an instance's ability by its index (`ability.<name>` names it). */
  abilityOf(card: number, index: number): string;
  /** Whether the fight is at its exchange step (pass means "keep the result" then). */
  exchangeStep: boolean;
}

/** A target address as text: the card there (a face-down card is named by its cell alone) and its cell. */
function targetText(target: string, n: Namer, view: BkView): string {
  if (target.startsWith('x')) return n.card(Number(target.slice(1)));
  const cell = Number(target.slice(1));
  const c = view.field[cell];
  const who = c?.id !== undefined ? n.card(c.id) : null;
  return who ? `${who} (${n.cell(cell)})` : n.cell(cell);
}

const P = 'berserkPlay.act';

/** The button text of a legal action as a message key and params. */
export function actionLabel(a: Action, n: Namer, view: BkView, places: Map<number, number | 'x'>): Label {
  const L = (k: string, params: Record<string, string | number> = {}): Label => ({ key: `${P}.${k}`, params });
  switch (a.type) {
    case 'chooseFirst':
      return L('chooseFirst', { seat: n.seat(a.first) });
    case 'mulligan':
    case 'keep':
    case 'doneRecruiting':
    case 'revealRest':
    case 'handDone':
    case 'exchange':
    case 'endTurn':
      return L(a.type);
    case 'pass':
      return L(n.exchangeStep ? 'passExchange' : 'passDefend');
    case 'recruit':
      return L(a.pay === 'gold' ? 'recruitGold' : 'recruitSilver', {
        card: n.card(a.card),
        price: n.facts(a.card)?.price ?? 0,
      });
    case 'place':
      return L('place', { card: n.card(a.card), cell: n.cell(a.cell) });
    case 'keepHidden':
      return L('keepHidden', { card: n.card(a.card), cell: cellOr(places.get(a.card), n) });
    case 'attach':
      return L('attach', { card: n.card(a.card), host: n.card(a.host), cell: cellOr(places.get(a.host), n) });
    case 'vanguard':
      return L('vanguard', { card: n.card(a.card), target: targetText(a.target, n, view) });
    case 'skipVanguard':
      return L('skipVanguard', { card: n.card(a.card) });
    case 'move':
      return L('move', { card: n.card(a.card), cell: n.cell(a.cell) });
    case 'strike':
      return L('strike', { card: n.card(a.card), target: targetText(a.target, n, view) });
    case 'ability': {
      const name = n.abilityOf(a.card, a.index);
      const jump = name === 'jump' || name === 'teleport';
      return L(jump ? 'abilityCell' : 'ability', {
        card: n.card(a.card),
        ability: n.ability(name),
        target: jump ? n.cell(Number(a.target.slice(1))) : targetText(a.target, n, view),
      });
    }
    case 'reveal':
      return L('reveal', { card: n.card(a.card) });
    case 'byHand':
      return L('byHand', { card: n.card(a.card), ability: n.ability(n.abilityOf(a.card, a.index)) });
    case 'handWound':
      return L('handWound', { target: targetText(a.target, n, view) });
    case 'handHeal':
      return L('handHeal', { target: targetText(a.target, n, view) });
    case 'defend':
      return L('defend', { card: n.card(a.card), cell: cellOr(places.get(a.card), n) });
    default:
      return laterAction(a as unknown as { type: string; card?: number; target?: string }, n, view);
  }
}

/**
 * Actions the engine added in session 13 (concession, draw offers, closing in on flyers, choices of
 * triggered abilities), named here by their type so the screen builds against either engine; the game-wide
 * ones use the engine's own button names (`berserkEngine.action.*`). Anything else is named by its type.
 */
function laterAction(a: { type: string; card?: number; target?: string }, n: Namer, view: BkView): Label {
  const L = (k: string, params: Record<string, string | number> = {}): Label => ({ key: `${P}.${k}`, params });
  switch (a.type) {
    case 'concede':
    case 'offerDraw':
    case 'acceptDraw':
    case 'declineDraw':
      return { key: `berserkEngine.action.${a.type}`, params: {} };
    case 'closeIn':
      return L('closeIn', { card: a.card === undefined ? '?' : n.card(a.card) });
    case 'choose': {
      const t = a.target ?? '';
      // a cell or an Extra Zone card as targets are; a graveyard (g) or deck (d) card by its instance
      const target = /^[cx]/.test(t) ? targetText(t, n, view) : /^[gd]\d+$/.test(t) ? n.card(Number(t.slice(1))) : t;
      return L('choose', { target });
    }
    default:
      return L('other', { type: a.type });
  }
}

const cellOr = (at: number | 'x' | undefined, n: Namer): string =>
  typeof at === 'number' ? n.cell(at) : at === 'x' ? n.cell(-1) : '?';

// ---- the decision's buttons -----------------------------------------------------------------------

export type GroupId =
  'order' | 'deal' | 'recruit' | 'setup' | 'choice' | 'cell' | 'card' | 'fight' | 'byHand' | 'turn' | 'game';

/** Which group a legal action's button goes in (the decision panel shows them in this order). */
export function groupOf(a: Action): GroupId {
  switch (a.type) {
    case 'chooseFirst':
      return 'order';
    case 'mulligan':
    case 'keep':
      return 'deal';
    case 'recruit':
    case 'doneRecruiting':
      return 'recruit';
    case 'place':
    case 'keepHidden':
    case 'revealRest':
    case 'attach':
    case 'vanguard':
    case 'skipVanguard':
      return 'setup';
    case 'move':
    case 'strike':
    case 'ability':
    case 'reveal':
    case 'byHand':
      return 'card';
    case 'defend':
    case 'exchange':
    case 'pass':
      return 'fight';
    case 'handWound':
    case 'handHeal':
    case 'handDone':
      return 'byHand';
    case 'endTurn':
      return 'turn';
    default:
      return laterGroup((a as { type: string }).type);
  }
}

/** Groups of the actions added later (see `laterAction`): the game's end stays apart from the turn's buttons. */
function laterGroup(type: string): GroupId {
  if (type === 'choose') return 'choice';
  if (type === 'closeIn') return 'card';
  if (type === 'concede' || type === 'offerDraw' || type === 'acceptDraw' || type === 'declineDraw') return 'game';
  return 'turn';
}

// ---- the stack and the dice ----------------------------------------------------------------------

export interface StackItem {
  key: string;
  params: Record<string, string | number>;
}

/** The attack in progress (and a resolution by hand) as lines, the object on top first. */
export function stackItems(view: BkView, n: Pick<Namer, 'card' | 'ability'>): StackItem[] {
  const out: StackItem[] = [];
  const f = view.fight;
  if (f) {
    if (f.step === 'exchange') out.push({ key: 'berserkPlay.stack.exchange', params: { rolls: f.rolls.join(' : ') } });
    else out.push({ key: 'berserkPlay.stack.target', params: { target: n.card(f.target) } });
    if (f.defended) out.push({ key: 'berserkPlay.stack.defended', params: { target: n.card(f.target) } });
    out.push({
      key: 'berserkPlay.stack.attack',
      params: { source: n.card(f.source), target: n.card(f.target), kind: n.ability(f.kind) },
    });
  }
  const m = view.manual;
  if (m) out.push({ key: 'berserkPlay.stack.byHand', params: { card: n.card(m.card), steps: m.steps } });
  return out;
}

export interface Rolls {
  fight: boolean;
  natural: number[];
  modified: number[];
  /** Index of the action that rolled (to tell a new roll from the last one shown). */
  action: number;
}

const nums = (v: unknown): number[] =>
  String(v ?? '')
    .split(':')
    .map((x) => Number(x.trim()))
    .filter((x) => Number.isFinite(x));

/** The last dice rolled (a fight's two dice or a single die), from the log. */
export function lastRolls(log: readonly LogLine[]): Rolls | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const l = log[i];
    if (l.key !== 'berserkEngine.log.rollsFight' && l.key !== 'berserkEngine.log.rollsSingle') continue;
    return {
      fight: l.key.endsWith('Fight'),
      natural: nums(l.params.natural),
      modified: nums(l.params.modified),
      action: l.action,
    };
  }
  return null;
}

/** Pips of a die face 1–6 on a 3×3 grid (index 0 top left … 8 bottom right). */
export function pips(n: number): number[] {
  const faces: Record<number, number[]> = {
    1: [4],
    2: [2, 6],
    3: [2, 4, 6],
    4: [0, 2, 6, 8],
    5: [0, 2, 4, 6, 8],
    6: [0, 2, 3, 5, 6, 8],
  };
  return faces[n] ?? [];
}

/** Wounds left before a card dies (its health minus wounds), never below 0. */
export function lifeLeft(f: Facts | null, c: BkCard): number | null {
  const max = lifeOf(f, c);
  return max === null ? null : Math.max(0, max - c.wounds);
}

/** A card's life: printed health plus extra life gained (Gift of Life; views of the session-13 engine). */
export function lifeOf(f: Facts | null, c: BkCard): number | null {
  if (!f || f.health === null || f.health <= 0) return null;
  return f.health + ((c as BkCard & { extra?: number }).extra ?? 0);
}

/** Chips on a card (Soul Catcher, Concentration, Rage; views of the session-13 engine), 0 when none. */
export const chipsOf = (c: BkCard): number => (c as BkCard & { chips?: number }).chips ?? 0;
