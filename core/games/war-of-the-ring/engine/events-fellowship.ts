// Event-card Ops of the Fellowship and the Hunt (digest §4.6, §5): handlers by Op kind (event-ops.ts),
// and the "play on the table" zone (§4.6): cards that stay face up after they are played, their lasting
// effects (hunt damage reduced, a tile not drawn or drawn again, a Hunt roll bonus, a card drawn, a card
// lost) and the conditions that discard them. rules.ts calls the `table…` / `on…` hooks below at the
// moments a table card can react to; a choice about a table card is an `event` ask whose Op is one of the
// engine-internal Ops of this file (never in card data). A card leaving the table goes to its owner's
// discard pile. Import order: load the engine (module.ts or rules.ts) before this file (import cycle).

import { Rng } from '../../../kernel/rng';
import type { Cond, EventCard, OnTable, Op, TableEffect, Trigger } from '../data/event-types';
import { EVENT_CARDS } from '../data/events';
import { companionsInFellowship, controller, isFpNation, within } from './board';
import { D } from './content';
import { holds, onMap } from './event-conds';
import type { OpHandler, OpHandlers } from './event-ops';
import {
  companionActivates,
  drawTile,
  huntRoll,
  hurt,
  newGuide,
  own,
  ownList,
  setCorruption,
  setList,
  spendElvenRing,
  takeCasualty,
  type M,
} from './rules';
import type { Face, Side, TileTask, WotrEvent, WotrState } from './types';
import { askPayCards, canPayCards, onFellowshipSeen, TABLE_DISCARD_ON, TABLE_RULES } from './events-table';

const CARDS: ReadonlyMap<string, EventCard> = new Map(EVENT_CARDS.map((c) => [c.id as string, c]));

// ---------------------------------------------------------------- engine-internal Ops (kept on the ask stack)

/** Use a table card now (`use`) or keep it (`keep`); the ask's `card` is the table card. */
type TableUse = {
  readonly op: 'table-use';
  readonly trigger: Trigger;
  /** the tile drawn (shown to the chooser), for `hunt-tile-drawn` */
  readonly tile?: string;
  /** FP dice in the Hunt Box when the Hunt roll was due (the roll is made after the answer) */
  readonly fpBox?: number;
};
/** The Free Peoples split `count` Companions off the Fellowship into its region (The Breaking of the Fellowship). */
type SplitOff = { readonly op: 'split-off'; readonly count: number };
/** The Shadow takes a Free Peoples Character card: at random from the hand (`hand`) or one from the table. */
type TakeCard = { readonly op: 'take-card' };
/** After Cruel Weather moved the figure: the FP's secret position, anywhere within Progress of the figure. */
type Rebase = { readonly op: 'rebase' };
type Internal = TableUse | SplitOff | TakeCard | Rebase;

const asOp = (o: Internal): Op => o as unknown as Op;

function askInternal(
  m: M,
  side: Side,
  owner: Side,
  card: string,
  op: Internal,
  options: string[],
  optional = false,
): void {
  m.asks.push({ k: 'event', side, owner, card, op: asOp(op), rest: [], binds: {}, options, optional });
}

// ---------------------------------------------------------------- the table zone

/** The cards on `side`'s table (none for states made before the table existed). */
export function tableOf(s: WotrState, side: Side): readonly string[] {
  return s.table?.[side] ?? [];
}

function setTable(m: M, side: Side, cards: readonly string[]): void {
  const t = (m as { table?: { fp: readonly string[]; shadow: readonly string[] } }).table ?? { fp: [], shadow: [] };
  (m as { table?: unknown }).table = tableWith(t, side, cards.slice());
}

/**
 * A table record with `side`'s cards replaced: always the literal `{ fp, shadow }` (one object shape, as
 * setup makes it; a spread with a computed key made another, and the code reading the table met two: speed).
 */
export function tableWith(
  t: { readonly fp: readonly string[]; readonly shadow: readonly string[] },
  side: Side,
  cards: readonly string[],
): { fp: readonly string[]; shadow: readonly string[] } {
  return side === 'fp' ? { fp: cards, shadow: t.shadow } : { fp: t.fp, shadow: cards };
}

/** §4.6: a played "play on the table" card stays face up; returns false for other cards (they are discarded). */
export function putOnTable(m: M, side: Side, id: string, ev: WotrEvent[]): boolean {
  if (!CARDS.get(id)?.onTable) return false;
  setTable(m, side, [...tableOf(m as unknown as WotrState, side), id]);
  ev.push({ type: 'tabled', side, card: id });
  return true;
}

/** A card leaves the table for its owner's discard pile (`used`: discarded for its ability). */
export function discardFromTable(m: M, side: Side, id: string, used: boolean, ev: WotrEvent[]): void {
  const t = tableOf(m as unknown as WotrState, side);
  if (!t.includes(id)) return;
  setTable(
    m,
    side,
    t.filter((c) => c !== id),
  );
  ownList(m, 'discards', side).push(id);
  ev.push({ type: 'untabled', side, card: id, used });
}

function onTable(id: string): OnTable {
  return CARDS.get(id)!.onTable!;
}

/** The table cards of `side` with an ability for `trigger` (discarded when used, or kept while in play). */
function cardsFor(s: WotrState, side: Side, trigger: Trigger): { id: string; effect: readonly TableEffect[] }[] {
  const out: { id: string; effect: readonly TableEffect[] }[] = [];
  for (const id of tableOf(s, side)) {
    const t = onTable(id);
    for (const a of [...(t.discardFor ?? []), ...(t.whileInPlay ?? [])])
      if (a.trigger === trigger) out.push({ id, effect: a.effect });
  }
  return out;
}

/** §4.6: a table card whose condition to stay stopped holding is discarded at once (rules.ts `run`). */
export function tableCheck(m: M, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  if (!s.table || (s.table.fp.length === 0 && s.table.shadow.length === 0)) return;
  for (const side of ['fp', 'shadow'] as const)
    for (const id of tableOf(s, side)) {
      const t = onTable(id);
      const saruman = t.discardOn?.includes('character-eliminated:saruman') && s.chars['saruman'] === 'dead';
      const rohan = t.discardOn?.includes('nation-activated:rohan') && s.politics['rohan']?.active;
      if (saruman || rohan || (t.keepWhile ?? []).some((c) => !holds(s, c))) discardFromTable(m, side, id, false, ev);
    }
}

/** The Fellowship was declared (rules.ts, §5.8): in an unconquered FP City or Stronghold some cards go. */
export function onDeclared(m: M, at: string, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  onFellowshipSeen(m, ev); // ---- standing-rule table cards (events-table.ts): The Last Battle
  const r = D.regions[at];
  const inFpCity =
    !!r.nation &&
    isFpNation(r.nation) &&
    (r.settlement === 'city' || r.settlement === 'stronghold') &&
    controller(D, s, at) === 'fp';
  if (!inFpCity) return;
  for (const side of ['fp', 'shadow'] as const)
    for (const id of tableOf(s, side))
      if (onTable(id).discardOn?.includes('fellowship-declared-in-unconquered-fp-city-or-stronghold'))
        discardFromTable(m, side, id, false, ev);
}

/** Why a nation is being activated, where a table card cares (rules.ts / combat.ts `activate`). */
export type ActivationCause = 'companion' | 'declared' | `attack:${string}`;

/**
 * Wormtongue's standing rule (§6.2 restricted): while it lies out Rohan is activated only by a Companion, the
 * Fellowship declared there, or an attack on one of the card's regions; any other activation does nothing.
 */
export function activationBlocked(m: M, nation: string, by: ActivationCause | undefined): boolean {
  const s = m as unknown as WotrState;
  if (nation !== 'rohan' || !s.table || s.table.shadow.length === 0) return false;
  for (const id of s.table.shadow)
    for (const r of onTable(id).rules ?? [])
      if (r.rule === 'rohan-activation-only-by-companion-declaration-or-attack-on') {
        if (by === 'companion' || by === 'declared') return false;
        return !(by?.startsWith('attack:') && r.regions.includes(by.slice(7) as never));
      }
  return false;
}

// ---------------------------------------------------------------- which table cards are handled

const TRIGGERS = new Set<Trigger>([
  'hunt-tile-drawn',
  'hunt-tile-about-to-be-drawn',
  'hunt-roll-about-to-be-made',
  'fellowship-companion-casualty',
  'event-die-used-for-card',
  // ---- Balrog of Moria (events-table.ts block below; combat card: combat.ts / table-rules.ts)
  'fellowship-through-moria-declared-or-revealed',
  'any-time-battle-round',
]);
const DISCARD_ON = new Set<Trigger>([
  'fellowship-declared-in-unconquered-fp-city-or-stronghold',
  'character-eliminated:saruman',
  'nation-activated:rohan',
]);

function effectHandled(trigger: Trigger, e: TableEffect): boolean {
  switch (e.op) {
    case 'reduce-hunt-damage':
    case 'redraw-tile':
      return trigger === 'hunt-tile-drawn';
    case 'prevent-tile-draw':
      return trigger === 'hunt-tile-about-to-be-drawn';
    case 'hunt-roll-bonus':
      return trigger === 'hunt-roll-about-to-be-made';
    case 'discard-opponent-character-card':
      return trigger === 'fellowship-companion-casualty';
    case 'draw':
      return trigger === 'event-die-used-for-card' && e.count === 1;
    case 'draw-extra-tile':
      return trigger === 'fellowship-through-moria-declared-or-revealed';
    case 'use-combat-card':
      return trigger === 'any-time-battle-round';
    default:
      return false;
  }
}

/** Every part of a table card is interpreted here (`condHandled`: events.ts's Cond check). */
export function tableHandled(t: OnTable, condHandled: (c: Cond) => boolean): boolean {
  // standing rules: Wormtongue's here, the others in table-rules.ts / events-table.ts
  const ruleOk = (r: string) =>
    r === 'rohan-activation-only-by-companion-declaration-or-attack-on' || TABLE_RULES.has(r as never);
  if (!(t.rules ?? []).every((r) => ruleOk(r.rule))) return false;
  if (!(t.keepWhile ?? []).every(condHandled)) return false;
  if (!(t.discardOn ?? []).every((d) => DISCARD_ON.has(d) || TABLE_DISCARD_ON.has(d))) return false;
  for (const a of [...(t.discardFor ?? []), ...(t.whileInPlay ?? [])])
    if (!TRIGGERS.has(a.trigger) || a.effect.length !== 1 || !effectHandled(a.trigger, a.effect[0])) return false;
  // ---- events-table.ts: a discard paid with cards from hand, or a die of any face while a condition holds
  return (t.opponentMayDiscard ?? []).every((d) => !d.anyFaceIf || condHandled(d.anyFaceIf));
}

// ---------------------------------------------------------------- the Hunt hooks (rules.ts)

/** Before a tile is drawn (rules.ts `run`): the FP may discard a card to stop the draw (Wizard's Staff). */
export function beforeTile(m: M): boolean {
  const s = m as unknown as WotrState;
  const task = m.tiles[0];
  if (!s.table || task.tile) return false;
  for (const c of cardsFor(s, 'fp', 'hunt-tile-about-to-be-drawn')) {
    if (task.asked?.includes(c.id)) continue;
    m.tiles[0] = { ...task, asked: [...(task.asked ?? []), c.id] };
    askInternal(m, 'fp', 'fp', c.id, { op: 'table-use', trigger: 'hunt-tile-about-to-be-drawn' }, ['use', 'keep']);
    return true;
  }
  return false;
}

/** The damage a tile would do before any choice (a die tile counts as some damage). */
function rawDamage(m: M, task: TileTask, tile: string): number {
  const t = D.tiles[tile];
  if (t.value === 'eye')
    return task.source === 'hunt' ? task.successes : task.source === 'mordor' ? m.huntBox.shadow + m.huntBox.fp - 1 : 0;
  return t.value === 'die' ? 1 : t.value;
}

/**
 * A tile was drawn (rules.ts `resolveTile`), before its effects: a tile drawn by a card that the card ignores
 * is set aside (`discarded`); a table card that reacts to the draw is offered to the FP (`wait`: the task
 * goes back to the head of the queue holding its tile); otherwise the tile resolves (`go`).
 */
export function onTileDrawn(m: M, task: TileTask, tile: string, ev: WotrEvent[]): 'go' | 'wait' | 'discarded' {
  const t = D.tiles[tile];
  if (task.rule && !task.tile) {
    if ((task.rule.discardEye && t.value === 'eye') || (task.rule.discardFpSpecial && t.kind === 'fp')) {
      ev.push({ type: 'tile', tile, damage: 0 });
      return 'discarded';
    }
  }
  const s = m as unknown as WotrState;
  if (!s.table || s.table.fp.length === 0) return 'go';
  if (rawDamage(m, task, tile) <= 0 || task.rule?.resolve === 'hunt-no-reduction') return 'go';
  for (const c of cardsFor(s, 'fp', 'hunt-tile-drawn')) {
    if (task.asked?.includes(c.id)) continue;
    if (task.reduce && c.effect[0].op === 'reduce-hunt-damage') continue; // one reduction a hunt (RULINGS.md)
    m.tiles.unshift({ ...task, tile, asked: [...(task.asked ?? []), c.id] });
    askInternal(m, 'fp', 'fp', c.id, { op: 'table-use', trigger: 'hunt-tile-drawn', tile }, ['use', 'keep']);
    return 'wait';
  }
  return 'go';
}

/** Hunt damage after table cards (rules.ts `resolveTile`). */
export function reducedDamage(task: TileTask, damage: number): number {
  return damage > 0 && task.reduce ? Math.max(0, damage - task.reduce) : damage;
}

/** Positive damage of a tile drawn by an event card, resolved by the card's rule (§5.14 otherwise). */
export function cardTileDamage(
  m: M,
  task: TileTask,
  tile: string,
  damage: number,
  reveal: boolean,
  ev: WotrEvent[],
): void {
  const f = m.fellowship;
  switch (task.rule!.resolve) {
    case 'hunt-no-reduction':
      // Isildur's Bane: nothing softens it, the Ring takes it all
      setCorruption(m, f.corruption + damage, ev);
      return;
    case 'hunt-random-casualty-first':
      // Foul Thing from the Deep: a random Companion first (the excess is corruption), else the Ring
      if (companionsInFellowship(D, m as unknown as WotrState).length > 0)
        takeCasualty(m, { k: 'damage', tile, damage, reveal, guideUsed: true }, 'random', ev);
      else setCorruption(m, f.corruption + damage, ev);
      return;
    case 'separate-companions': {
      // The Breaking of the Fellowship: that many Companions leave into the Fellowship's region
      const n = Math.min(damage, companionsInFellowship(D, m as unknown as WotrState).length);
      if (n > 0) splitOff(m, task.card ?? '', n);
      return;
    }
    default:
      hurt(m, { k: 'damage', tile, damage, reveal, guideUsed: false }, ev);
  }
}

function splitOff(m: M, card: string, count: number): void {
  const options = companionsInFellowship(D, m as unknown as WotrState);
  if (options.length === 0 || count <= 0) return;
  askInternal(m, 'fp', 'shadow', card, { op: 'split-off', count }, options);
}

/** The Fellowship was declared or revealed with Moria on its way (rules.ts): the Shadow may discard Balrog of Moria. */
export function onMoriaSeen(m: M, route: readonly string[]): void {
  const s = m as unknown as WotrState;
  if (!s.table || s.table.shadow.length === 0 || !route.includes('moria')) return;
  const c = cardsFor(s, 'shadow', 'fellowship-through-moria-declared-or-revealed')[0];
  if (!c) return;
  const op: TableUse = { op: 'table-use', trigger: 'fellowship-through-moria-declared-or-revealed' };
  askInternal(m, 'shadow', 'shadow', c.id, op, ['use', 'keep']);
}

/** Before a Hunt roll (rules.ts `huntRoll`): the Shadow may discard a card for a bonus (Flocks of Crebain). */
export function beforeHuntRoll(m: M, fpBox: number): boolean {
  const s = m as unknown as WotrState;
  if (!s.table || s.table.shadow.length === 0) return false;
  const c = cardsFor(s, 'shadow', 'hunt-roll-about-to-be-made')[0];
  if (!c) return false;
  askInternal(m, 'shadow', 'shadow', c.id, { op: 'table-use', trigger: 'hunt-roll-about-to-be-made', fpBox }, [
    'use',
    'keep',
  ]);
  return true;
}

/** A Companion of the Fellowship was lost to the Hunt or a card (rules.ts, events.ts): Worn with Sorrow and Toil. */
export function onCompanionCasualty(m: M): void {
  const s = m as unknown as WotrState;
  if (!s.table || s.table.shadow.length === 0) return;
  const c = cardsFor(s, 'shadow', 'fellowship-companion-casualty')[0];
  if (!c) return;
  const options = takeOptions(s);
  if (options.length) askInternal(m, 'shadow', 'shadow', c.id, { op: 'take-card' }, options, true);
}

function isCharacterCard(id: string): boolean {
  return CARDS.get(id)?.deck === 'character';
}

function takeOptions(s: WotrState): string[] {
  const out: string[] = s.hands.fp.some(isCharacterCard) ? ['hand'] : [];
  for (const id of tableOf(s, 'fp')) if (isCharacterCard(id)) out.push(id);
  return out;
}

/** A card played with an Event die (events.ts `playCard`): the owner's table cards that reward it. */
export function onEventDiePlay(m: M, side: Side, played: string): void {
  const s = m as unknown as WotrState;
  if (!s.table || tableOf(s, side).length === 0) return;
  for (const c of cardsFor(s, side, 'event-die-used-for-card')) {
    if (c.id === played) continue; // the card does not reward its own play
    const decks = (['character', 'strategy'] as const).filter((d) => m.decks[`${side}.${d}`].length > 0);
    if (decks.length === 0) return;
    // the built-in `draw` Op of events.ts answers the deck choice
    m.asks.push({
      k: 'event',
      side,
      owner: side,
      card: c.id,
      op: { op: 'draw', deck: 'either', count: 1 },
      rest: [],
      binds: {},
      options: [...decks],
      optional: false,
    });
  }
}

// ---------------------------------------------------------------- discarding an enemy table card with a die

/** §4.6 "if discarding one requires an Action die, the discard counts as an action" (rules.ts `dieActs`). */
export function tableDiscardActs(s: WotrState, side: Side, face: Face): { act: 'discardTable'; arg: string }[] {
  const out: { act: 'discardTable'; arg: string }[] = [];
  const foe = side === 'fp' ? 'shadow' : 'fp';
  if (!s.table) return out;
  for (const id of tableOf(s, foe)) {
    const ways = onTable(id).opponentMayDiscard ?? [];
    if (ways.some((w) => discardWay(s, side, face, w) !== null)) out.push({ act: 'discardTable', arg: id });
  }
  return out;
}

type Way = NonNullable<OnTable['opponentMayDiscard']>[number];

/** Whether a die of `face` (plus an Elven Ring / cards when asked) may discard the card: the cost, or null. */
function discardWay(s: WotrState, side: Side, face: Face, w: Way): 'ring' | 'die' | 'cards' | null {
  // ---- events-table.ts: any face while `anyFaceIf` holds (Denethor's Folly); cards from hand (A Power too Great)
  if (w.anyFaceIf) return holds(s, w.anyFaceIf) ? 'die' : null;
  if (w.faces && !w.faces.includes(face as never)) return null;
  if (w.plusDiscardCards) return canPayCards(s, side, w.plusDiscardCards) ? 'cards' : null;
  if (!w.plusElvenRing) return 'die';
  // §4.5: one Elven Ring a turn, and the ring must be in hand
  const rings = side === 'fp' ? s.rings.fp : s.rings.shadow;
  const used = side === 'fp' ? s.rings.fpUsed : s.rings.shadowUsed;
  return rings > 0 && used !== s.turn ? 'ring' : null;
}

/** The die (already used by rules.ts) discards the enemy card; an Elven Ring is spent when no plain way fits. */
export function discardTableByDie(m: M, side: Side, face: Face, id: string, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  const foe = side === 'fp' ? 'shadow' : 'fp';
  const all = onTable(id).opponentMayDiscard ?? [];
  const ways = all.map((w) => discardWay(s, side, face, w));
  if (!ways.includes('die') && ways.includes('cards')) {
    // ---- events-table.ts: the cards are picked from hand after the card leaves the table
    discardFromTable(m, foe, id, false, ev);
    askPayCards(m, side, id, all[ways.indexOf('cards')]);
    return;
  }
  if (!ways.includes('die') && ways.includes('ring')) spendElvenRing(m, side);
  discardFromTable(m, foe, id, false, ev);
}

// ---------------------------------------------------------------- Op handlers

/** The Fellowship's possible card moves (§5.4): off the Mordor Track, hidden: the true region or a neighbour. */
function fellowshipMoves(s: WotrState): string[] {
  const f = s.fellowship;
  if (f.mordor !== null || f.revealed || f.trueAt === null) return [];
  return [f.trueAt, ...D.regions[f.trueAt].adj];
}

const tableUse: OpHandler = {
  run: () => undefined,
  picked(r, op, pick) {
    const o = op as unknown as TableUse;
    const m = r.m;
    const use = pick === 'use';
    const c = use ? cardsFor(r.s, r.owner, o.trigger).find((x) => x.id === r.card) : undefined;
    if (c) discardFromTable(m, r.owner, c.id, true, r.ev);
    const effect = c?.effect[0];
    switch (o.trigger) {
      case 'hunt-tile-about-to-be-drawn': {
        if (effect?.op !== 'prevent-tile-draw') return;
        // Wizard's Staff: the tile is not drawn; on the Mordor Track the step is still taken (RULINGS.md)
        const task = m.tiles.shift();
        const f = m.fellowship;
        if (task?.source === 'mordor' && f.mordor !== null) {
          f.mordor = Math.min(5, f.mordor + 1);
          r.ev.push({ type: 'mordorStep', step: f.mordor });
        }
        return;
      }
      case 'hunt-tile-drawn': {
        const task = m.tiles[0];
        if (!effect || !task?.tile) return;
        if (effect.op === 'reduce-hunt-damage') m.tiles[0] = { ...task, reduce: (task.reduce ?? 0) + effect.amount };
        else if (effect.op === 'redraw-tile') {
          // Mithril Coat and Sting: a second tile is drawn and used; the first goes back into the pool
          ownList(m, 'hunt', 'drawn').splice(m.hunt.drawn.lastIndexOf(task.tile), 1);
          setList(m, 'hunt', 'pool', [...m.hunt.pool, task.tile].sort());
          const again = drawTile(m);
          m.tiles[0] = { ...task, tile: again ?? task.tile };
          if (again === null) ownList(m, 'hunt', 'pool').splice(m.hunt.pool.indexOf(task.tile), 1);
        }
        return;
      }
      case 'hunt-roll-about-to-be-made':
        huntRoll(m, r.ev, { fpBox: o.fpBox ?? 0, bonus: effect?.op === 'hunt-roll-bonus' ? effect.delta : 0 });
        return;
      case 'fellowship-through-moria-declared-or-revealed': {
        // ---- Balrog of Moria: its tile after the one that revealed, before the Shadow Strongholds' (§5.15)
        if (effect?.op !== 'draw-extra-tile') return;
        const task: TileTask = { source: 'card', successes: 0, card: r.card, rule: effect.rule };
        const i = m.tiles.findIndex((t) => t.source === 'stronghold');
        if (i < 0) m.tiles.push(task);
        else m.tiles.splice(i, 0, task);
        return;
      }
      default:
        return;
    }
  },
};

const splitOffHandler: OpHandler = {
  run: () => undefined,
  picked(r, op, pick) {
    const o = op as unknown as SplitOff;
    const m = r.m;
    const f = m.fellowship;
    if (m.chars[pick] !== 'fellowship') return;
    // §5.9: separated Companions stand in the Fellowship's region (on the Mordor Track they are lost, §5.16)
    const to = f.mordor === null ? f.at! : 'dead';
    own(m, 'chars')[pick] = to;
    if (to === 'dead') r.ev.push({ type: 'charMoved', id: pick, from: 'fellowship', to });
    else {
      r.ev.push({ type: 'separated', companions: [pick], to });
      companionActivates(m, pick, to, r.ev);
    }
    if (pick === f.guide) newGuide(m, r.ev);
    if (o.count > 1) splitOff(m, r.card, o.count - 1);
  },
};

const takeCard: OpHandler = {
  run: () => undefined,
  picked(r, _op, pick) {
    const m = r.m;
    if (pick === 'hand') {
      const cards = m.hands.fp.filter(isCharacterCard);
      if (cards.length === 0) return;
      const rng = rngOf(m);
      const id = cards[rng.int(0, cards.length - 1)];
      m.rng = rng.state();
      ownList(m, 'hands', 'fp').splice(m.hands.fp.indexOf(id), 1);
      ownList(m, 'discards', 'fp').push(id);
      r.ev.push({ type: 'discarded', side: 'fp', card: id });
    } else discardFromTable(m, 'fp', pick, false, r.ev);
  },
};

function rngOf(m: M): Rng {
  return new Rng(m.rng);
}

/** Cruel Weather (RULINGS.md T13): the FP's new secret position; the path is a shortest way there, then stays. */
const rebase: OpHandler = {
  run: () => undefined,
  picked(r, _op, pick) {
    const f = r.m.fellowship;
    if (f.at === null || f.mordor !== null) return;
    const path = shortestPath(f.at, pick);
    while (path.length < f.progress) path.push(pick);
    f.trueAt = pick;
    f.path = path.slice(0, f.progress);
  },
};

/** The regions entered on a shortest way from `from` to `to` (breadth first, neighbours in data order). */
function shortestPath(from: string, to: string): string[] {
  const back = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length && !back.has(to); i++)
    for (const n of D.regions[queue[i]].adj)
      if (!back.has(n)) {
        back.set(n, queue[i]);
        queue.push(n);
      }
  const out: string[] = [];
  for (let r = to; r !== from; r = back.get(r)!) out.unshift(r);
  return out;
}

/** The handlers of the Ops this file interprets (events.ts runs them; `handled` says which forms). */
const HANDLERS = {
  separate: {
    resumes: true,
    run(r, op) {
      const s = r.s;
      const inF = s.fellowship.mordor === null && companionsInFellowship(D, s).length > 0;
      const onMapC = Object.keys(s.chars).some((id) => D.chars[id]?.companion && onMap(s, id));
      const extra = op.extraMoves ?? 0;
      const level = op.asLevel;
      const sepMode = op.mode === 'fellowship' || (!op.mode && (inF || !op.orMoveOnMap));
      if (op.orMoveOnMap && !op.mode && inF && onMapC) {
        // separate, or move one Companion / group already on the map: the owner chooses
        r.queue.unshift({
          op: 'choose',
          options: [
            { label: 'separate', effect: [{ ...op, mode: 'fellowship' }] },
            { label: 'move', effect: [{ ...op, mode: 'map' }] },
          ],
        });
        return;
      }
      if (sepMode && !inF) return;
      if (!sepMode && !onMapC) return;
      r.wait([]); // a resume marker under the engine's own sub-decision
      if (sepMode)
        r.m.asks.push({ k: 'separate', picked: [], ...(extra ? { extra } : {}), ...(level ? { level } : {}) });
      else
        r.m.asks.push({
          k: 'companions',
          moved: [],
          group: [],
          once: true,
          ...(extra ? { extra } : {}),
          ...(level ? { level } : {}),
        });
      return 'wait';
    },
  },
  'move-fellowship': {
    run(r) {
      const f = r.s.fellowship;
      if (f.mordor !== null) {
        // on the Mordor Track a move is a step with its tile (§5.16), no die goes to the Hunt Box
        if (f.revealed) return;
        r.m.fellowship.mordorActed = true;
        r.m.tiles.push({ source: 'mordor', successes: 0 });
        return;
      }
      const options = fellowshipMoves(r.s);
      if (options.length === 0) return;
      r.wait(options, false, 'fp');
      return 'wait';
    },
    picked(r, _op, to) {
      // a normal Fellowship move (§5.4): Progress +1, the Hunt roll; no die goes to the Hunt Box
      const f = r.m.fellowship;
      f.progress += 1;
      f.trueAt = to;
      f.path.push(to);
      r.ev.push({ type: 'fellowshipMoved', to, progress: f.progress });
      huntRoll(r.m, r.ev);
    },
  },
  'move-fellowship-adjacent': {
    run(r) {
      // Cruel Weather: the chooser (the Shadow) moves the figure, its last known position, to a neighbour
      const f = r.s.fellowship;
      if (f.at === null || f.mordor !== null) return;
      r.wait(D.regions[f.at].adj.slice().sort());
      return 'wait';
    },
    picked(r, _op, to) {
      const f = r.m.fellowship;
      f.at = to;
      r.ev.push({ type: 'fellowshipDriven', to });
      // the secret position is re-chosen by the FP within Progress of the figure (public options, secret answer)
      if (f.progress === 0) {
        f.trueAt = to;
        return;
      }
      askInternal(r.m, 'fp', r.owner, r.card, { op: 'rebase' }, within(D, to, f.progress));
    },
  },
  'draw-tile': {
    run(r, op) {
      r.m.tiles.push({ source: 'card', successes: 0, card: r.card, rule: op.rule });
    },
  },
  'draw-tiles-omen': {
    run(r, op) {
      const m = r.m;
      const drawn: string[] = [];
      for (let i = 0; i < op.count; i++) {
        const t = drawTile(m);
        if (t === null) break;
        drawn.push(t);
        r.ev.push({ type: 'tile', tile: t, damage: 0 });
      }
      // every tile drawn is off the `drawn` list again: back into the pool, or out of the game (Eyes)
      for (const t of drawn) ownList(m, 'hunt', 'drawn').splice(m.hunt.drawn.lastIndexOf(t), 1);
      const eyes = drawn.filter((t) => D.tiles[t].value === 'eye');
      if (drawn.length === op.count && eyes.length === drawn.length) {
        setList(m, 'hunt', 'pool', [...m.hunt.pool, ...drawn].sort());
        r.queue.unshift(...op.ifAllEyes);
        return;
      }
      ownList(m, 'hunt', 'removed').push(...eyes);
      setList(m, 'hunt', 'pool', [...m.hunt.pool, ...drawn.filter((t) => !eyes.includes(t))].sort());
    },
  },
  'hunt-roll': {
    run(r) {
      if (r.s.fellowship.mordor === null) huntRoll(r.m, r.ev);
    },
  },
  'discard-table-card': {
    run(r, op) {
      const cards = tableOf(r.s, op.side).filter((id) => !op.deck || CARDS.get(id)?.deck === op.deck);
      if (cards.length === 0) return;
      if (cards.length === 1) {
        discardFromTable(r.m, op.side, cards[0], false, r.ev);
        return;
      }
      r.wait(cards.slice());
      return 'wait';
    },
    picked(r, op, id) {
      discardFromTable(r.m, op.side, id, false, r.ev);
    },
  },
} satisfies OpHandlers;

/** The Op handlers of this file, plus the engine-internal Ops of table-card choices. */
export const FELLOWSHIP_OPS: OpHandlers = {
  ...HANDLERS,
  ...({ 'table-use': tableUse, 'split-off': splitOffHandler, 'take-card': takeCard, rebase } as unknown as OpHandlers),
};
