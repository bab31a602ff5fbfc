// Playing event cards (digest §4.6, §4.4 Event face, §6.6 recruiting by card): which cards a die may play,
// the precondition (a Cond interpreter) and the effect (an Op interpreter). Every player choice is a small
// sub-decision (`Ask` kind `event`) on the engine's ask stack holding the pending Op and the Ops after it, so
// the state stays plain JSON. Effects apply "as far as possible": an Op without targets does nothing.
// Only cards whose every Op and Cond this file handles are playable (`automated`); the others stay in hand
// (their effects need combat, table zones or movement rules not built here, see README "Not built yet").

import { EVENT_CARDS } from '../data/events';
import type { ArmyFilter, Cond, EventCard, Op, RecruitSpec, RegionChoice, RegionFilter } from '../data/event-types';
import { armyUnits, charsIn, companionsInFellowship, controller, freeForArmy, other } from './board';
import { Rng } from '../../../kernel/rng';
import { D } from './content';
import { isDraft } from './index-cache';
import { politicsEntry } from './shapes';
import { NATIONS } from './static';
import {
  activate,
  addTo,
  addUnits,
  advance,
  draw,
  hasAbility,
  newGuide,
  own,
  ownList,
  setCorruption,
  setList,
  STACK_LIMIT,
  type M,
} from './rules';
import {
  diceCount,
  diceCountHandled,
  fixedRegions,
  holds,
  isSettlement,
  nationOfRef,
  notAtWarWithCompanion,
  onMap,
  regionMatches,
  regionsMatching,
  type Binds,
} from './event-conds';
import { cardPlay, type OpHandler, type OpHandlers, type OpRun } from './event-ops';
import { ARMY_OPS } from './events-armies';
import { FELLOWSHIP_OPS, onCompanionCasualty, onEventDiePlay, putOnTable, tableHandled } from './events-fellowship';
import { TABLE_OPS } from './events-table';
import type { Ask, Face, NationId, Side, WotrAction, WotrEvent, WotrState } from './types';
import { roleScope } from './role-scope';

export { holds, regionMatches } from './event-conds';

type EventAsk = Extract<Ask, { k: 'event' }>;

/** The Ops handled outside this file (events-*.ts), by kind. */
const HANDLERS: OpHandlers = { ...FELLOWSHIP_OPS, ...ARMY_OPS, ...TABLE_OPS };

function handler(op: Op): OpHandler | undefined {
  return HANDLERS[op.op] as OpHandler | undefined;
}

// ---------------------------------------------------------------- which cards the interpreter handles

const OPS = new Set<Op['op']>([
  'recruit',
  'heal',
  'corrupt',
  'draw',
  'advance',
  'activate',
  'to-war',
  'political-back',
  'choose-nation',
  'choose-region',
  'add-special-tile',
  'hide',
  'reveal',
  'eliminate-character',
  'move-character-to',
  'if',
  'choose',
  'roll',
  'discard-dice',
  'change-die',
  'lure',
  'move-companions',
]);

const CONDS = new Set<Cond['c']>([
  'all',
  'any',
  'not',
  'at-war',
  'active',
  'character-in-play',
  'character-on-map',
  'in-fellowship',
  'guide',
  'character-at',
  'fellowship',
  'exists',
  'corruption-at-most',
  'fp-nation-not-at-war-with-fellowship-or-companion',
]);

const FILTER_FIELDS = new Set<keyof RegionFilter>([
  'in',
  'notIn',
  'nation',
  'settlement',
  'settlementOf',
  'unconquered',
  'freeFor',
  'controlledBy',
  'army',
  'noArmy',
  'characters',
  'fellowship',
  'adjacentTo',
  'within',
  'notNation',
  'nazgul',
  'armyWithin',
  'armyAdjacent',
  'anyOf',
  // armies helper (s10): coast and sieges (event-conds.ts)
  'coastal',
  'besiegedStronghold',
]);

function armyHandled(a: ArmyFilter): boolean {
  void a; // every ArmyFilter field is interpreted (sieges: event-conds.ts armyMatches)
  return true;
}

function filterHandled(f: RegionFilter): boolean {
  for (const k of Object.keys(f) as (keyof RegionFilter)[]) if (!FILTER_FIELDS.has(k)) return false;
  if (f.army && !armyHandled(f.army)) return false;
  if (f.noArmy && !armyHandled(f.noArmy)) return false;
  if (f.armyWithin && !armyHandled(f.armyWithin.army)) return false;
  if (f.armyAdjacent && !armyHandled(f.armyAdjacent)) return false;
  return (f.anyOf ?? []).every(filterHandled);
}

function condHandled(c: Cond): boolean {
  if (!CONDS.has(c.c)) return false;
  if (c.c === 'all' || c.c === 'any') return c.of.every(condHandled);
  if (c.c === 'not') return condHandled(c.cond);
  if (c.c === 'character-at' || c.c === 'exists') return filterHandled(c.where);
  if (c.c === 'fellowship') return !c.where || filterHandled(c.where);
  return true;
}

function choiceHandled(w: RegionChoice): boolean {
  if (w.kind === 'choose') return filterHandled(w.filter);
  return w.kind !== 'anywhere' && w.kind !== 'every';
}

function opHandled(o: Op): boolean {
  const h = handler(o);
  if (h) return h.handled ? h.handled(o) : true;
  if (!OPS.has(o.op)) return false;
  switch (o.op) {
    case 'recruit':
      return choiceHandled(o.where);
    case 'choose-region':
      return choiceHandled(o.where);
    case 'move-character-to':
      return choiceHandled(o.to);
    case 'eliminate-character':
      return !o.where || filterHandled(o.where);
    case 'if':
      return condHandled(o.cond) && o.then.every(opHandled) && (o.else ?? []).every(opHandled);
    case 'choose':
      return o.options.every((x) => x.effect.every(opHandled));
    case 'roll':
      return (typeof o.dice === 'number' || diceCountHandled(o.dice)) && o.perSuccess.every(opHandled);
    default:
      return true;
  }
}

/** Every Op and Cond of the card is interpreted here (a table card: its table part too, events-fellowship.ts). */
export function cardAutomated(c: EventCard): boolean {
  return (
    (!c.onTable || tableHandled(c.onTable, condHandled)) &&
    c.precondition.every(condHandled) &&
    c.effect.every(opHandled)
  );
}

const CARDS: ReadonlyMap<string, EventCard> = new Map(EVENT_CARDS.map((c) => [c.id as string, c]));
const AUTOMATED: ReadonlySet<string> = new Set(EVENT_CARDS.filter(cardAutomated).map((c) => c.id));
cardPlay.automated = (id) => AUTOMATED.has(id); // for handlers that play another card (event-ops.ts)

function eventCard(id: string): EventCard | undefined {
  return CARDS.get(id);
}

/** How many of the 96 event cards the interpreter plays (computed from the data; bench figure). */
export function eventCardsAutomated(): number {
  return AUTOMATED.size;
}

export function isAutomated(id: string): boolean {
  return AUTOMATED.has(id);
}

// ---------------------------------------------------------------- legal plays

/** Cards of `side`'s hand a die showing `face` may play now (§4.4: Event die, or the card's own icon). */
export function playActs(s: WotrState, side: Side, face: Face): { act: 'play'; arg: string }[] {
  const out: { act: 'play'; arg: string }[] = [];
  const scope = roleScope; // three and four players: one role's cards only (role-scope.ts)
  const hand = s.hands[side];
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    if (hand.indexOf(id) !== i) continue; // a card held twice: once, where first held (a Set's order, without one)
    if (!AUTOMATED.has(id)) continue;
    if (scope !== null && !scope.card(id)) continue;
    const c = eventCard(id)!;
    if (face !== 'event' && face !== c.icon) continue;
    if (preconditionHolds(s, id)) out.push({ act: 'play', arg: id });
  }
  return out;
}

// A card's precondition depends on the state only, and the legal actions of Phase 5 ask it once per die
// result it can be played with (its icon, Event, Will of the West): answered once per state (speed). A
// state handed out is never changed again; the draft inside apply is never memoised (index-cache.ts).
// An entry holds for the state of its number (`preGen`, a new one per state): `2 * number + answer` (speed: a
// `Map.clear()` per state cost more than the look-ups).
let preState: WotrState | null = null;
let preGen = 0;
const preMemo = new Map<string, number>();
function preconditionHolds(s: WotrState, id: string): boolean {
  if (isDraft(s)) return eventCard(id)!.precondition.every((x) => holds(s, x));
  if (s !== preState) {
    preState = s;
    if (++preGen >= 0x20000000) {
      preGen = 1; // small integers only; an entry of an earlier number must not be taken for this one
      preMemo.clear();
    }
  }
  const e = preMemo.get(id);
  if (e !== undefined && e >> 1 === preGen) return (e & 1) === 1;
  const v = eventCard(id)!.precondition.every((x) => holds(s, x));
  preMemo.set(id, preGen * 2 + (v ? 1 : 0));
  return v;
}

// ---------------------------------------------------------------- playing

/** §4.6: the card leaves the hand (public from now on), its effect runs, then it is discarded. */
export function playCard(m: M, side: Side, id: string, face: Face, ev: WotrEvent[]): void {
  // a Muster result playing an Army card: only the Mouth of Sauron's once-a-turn ability allows it
  if (face === 'muster' && eventCard(id)!.icon === 'army') m.messengerUsed = m.turn;
  const h = ownList(m, 'hands', side);
  h.splice(h.indexOf(id), 1);
  // ---- table cards (events-fellowship.ts): a "play on the table" card stays out; an Event die may draw a card
  if (!putOnTable(m, side, id, ev)) ownList(m, 'discards', side).push(id);
  runOps(m, side, id, {}, eventCard(id)!.effect.slice(), ev);
  if (face === 'event' && !m.winner) onEventDiePlay(m, side, id);
}

/** The options of an event sub-decision (`pick`), plus `done` when the Op may be skipped. */
export function eventAskActions(ask: EventAsk): WotrAction[] {
  const out: WotrAction[] = ask.options.map((id) => ({ type: 'pick', id }));
  if (ask.optional || out.length === 0) out.push({ type: 'done' });
  return out;
}

/** Ops that hand over to one of the engine's own sub-decisions and resume when it is done. */
const RESUMING = new Set<Op['op']>(['move-companions']);

function resumes(op: Op): boolean {
  return RESUMING.has(op.op) || !!handler(op)?.resumes;
}

/** Resumes card effects whose own sub-decision (companion movement) just ended (called by `run`). */
export function resumeEvents(m: M, ev: WotrEvent[]): void {
  // a resume marker has no options (a resuming Op's own choices have some, armies helper)
  for (let top = m.asks[m.asks.length - 1]; top && top.k === 'event' && !top.options.length && resumes(top.op);) {
    m.asks.pop();
    runOps(m, top.owner, top.card, { ...top.binds }, top.rest.slice(), ev);
    top = m.asks[m.asks.length - 1];
  }
}

/** Answers an event sub-decision and runs the rest of the effect. */
export function answerEvent(m: M, ask: EventAsk, a: WotrAction, ev: WotrEvent[]): void {
  if (a.type !== 'pick' && a.type !== 'done') return;
  m.asks.pop();
  const queue = ask.rest.slice();
  const binds = { ...ask.binds };
  if (a.type === 'pick' && ask.op.op === 'change-die') {
    changeDie(m, ask.owner, ask.op, a.id as Face, ev);
    if (ask.op.count > 1) queue.unshift({ ...ask.op, count: ask.op.count - 1 });
  } else if (a.type === 'pick' && ask.op.op === 'lure') lured(m, a.id, ev);
  else if (a.type === 'pick' && !ask.op.optional && handler(ask.op)?.picked) {
    const run = opRun(m, ask.owner, ask.card, binds, queue, ev, ask.op);
    queue.unshift(...(handler(ask.op)!.picked!(run, ask.op, a.id) ?? []));
  } else if (a.type === 'pick') queue.unshift(...resolved(ask.op, a.id, binds));
  runOps(m, ask.owner, ask.card, binds, queue, ev);
}

/** The pending Op made concrete by the chooser's answer (the next Ops to run). */
function resolved(op: Op, pick: string, binds: Record<string, string>): Op[] {
  if (op.optional) return [{ ...op, optional: false }]; // "yes" to a "may"
  switch (op.op) {
    case 'choose':
      return op.options[Number(pick)].effect.slice();
    case 'choose-nation':
      binds[op.bind] = pick;
      return [];
    case 'draw':
      // `either`: one card from the picked deck, the rest asked again
      return [
        { op: 'draw', deck: pick as 'character', count: 1 },
        ...(op.count > 1 ? [{ ...op, count: op.count - 1 }] : []),
      ];
    case 'recruit': {
      if (pick.startsWith('unit:')) {
        const [, i, kind] = pick.split(':');
        // one figure at a time: each Army unit is the player's pick of Regular or Elite
        const units = op.units.flatMap((u, j) =>
          j !== Number(i)
            ? [u]
            : [
                { kind: kind as 'regular', count: 1 },
                ...(u.count > 1 ? [{ kind: 'unit' as const, count: u.count - 1 }] : []),
              ],
        );
        return [{ ...op, units }];
      }
      return withPickedRegion(op, 'where', pick, binds);
    }
    case 'choose-region':
      return withPickedRegion(op, 'where', pick, binds);
    case 'move-character-to':
      return withPickedRegion(op, 'to', pick, binds);
    case 'eliminate-character':
      return [{ ...op, characters: [pick as 'strider'] }];
    default:
      return [];
  }
}

/** A picked region: the Op runs there now; a `count` > 1 choice is asked again without that region. */
function withPickedRegion(op: Op, field: 'where' | 'to', pick: string, binds: Record<string, string>): Op[] {
  const w = (op as unknown as Record<string, RegionChoice>)[field];
  if (w.kind !== 'choose') return [];
  if (w.bind) binds[w.bind] = pick;
  const now = { ...op, [field]: { kind: 'fixed', region: pick } } as Op;
  const n = w.count ?? 1;
  if (n <= 1 || op.op === 'choose-region') return op.op === 'choose-region' ? [] : [now];
  const again = { ...w, count: n - 1, filter: { ...w.filter, notIn: [...(w.filter.notIn ?? []), pick] } };
  delete (again as { bind?: string }).bind;
  return [now, { ...op, [field]: again } as Op];
}

function ask(
  m: M,
  owner: Side,
  card: string,
  binds: Binds,
  op: Op,
  rest: Op[],
  options: string[],
  optional = false,
  chooser?: Side,
): void {
  const side = chooser ?? (op.chooser === 'opponent' ? other(owner) : owner);
  m.asks.push({ k: 'event', side, owner, card, op, rest, binds, options, optional });
}

function opRun(
  m: M,
  owner: Side,
  card: string,
  binds: Record<string, string>,
  queue: Op[],
  ev: WotrEvent[],
  op: Op,
): OpRun {
  return new Run(m, owner, card, binds, queue, ev, op);
}

/** An Op being run (a class, not an object literal with a closure: one made per Op, speed). */
class Run implements OpRun {
  readonly s: WotrState;
  constructor(
    readonly m: M,
    readonly owner: Side,
    readonly card: string,
    readonly binds: Record<string, string>,
    readonly queue: Op[],
    readonly ev: WotrEvent[],
    private readonly op: Op,
  ) {
    this.s = m as unknown as WotrState;
  }
  wait(options: string[], optional = false, chooser?: Side): void {
    ask(this.m, this.owner, this.card, this.binds, this.op, this.queue, options, optional, chooser);
  }
}

/** Runs Ops in order until one needs a choice (then it waits on the ask stack) or the game ends. */
function runOps(m: M, owner: Side, card: string, binds: Record<string, string>, queue: Op[], ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  while (queue.length && !m.winner) {
    const op = queue.shift()!;
    if (op.optional && op.op !== 'change-die') {
      ask(m, owner, card, binds, op, queue, ['yes'], true); // "may": yes or done
      return;
    }
    switch (op.op) {
      case 'if':
        queue.unshift(...(holds(s, op.cond, binds) ? op.then : (op.else ?? [])));
        break;
      case 'choose':
        ask(
          m,
          owner,
          card,
          binds,
          op,
          queue,
          op.options.map((_, i) => String(i)),
        );
        return;
      case 'roll': {
        // roll the dice (the game's seeded generator) and run the per-success Ops once per die that scores
        const rng = new Rng(m.rng);
        let hits = 0;
        const n = diceCount(s, op.dice, binds) ?? 0; // a count of figures in a bound region (armies helper)
        for (let i = 0; i < n; i++) if (rng.int(1, 6) >= op.hitOn) hits++;
        m.rng = rng.state();
        for (let i = 0; i < hits; i++) queue.unshift(...op.perSuccess);
        break;
      }
      case 'discard-dice': {
        // the opponent's unused dice showing the face are lost for this turn (counted as used)
        const d = m.dice[other(owner)];
        const lost = d.rolled.filter((f) => f === op.face).length;
        if (lost === 0) break;
        d.rolled = d.rolled.filter((f) => f !== op.face);
        d.used += lost;
        ev.push({ type: 'skip', side: other(owner), face: op.face as Face });
        break;
      }
      case 'change-die': {
        // "up to" count dice: one at a time, the owner may stop (done)
        const faces = [...new Set(m.dice[owner].rolled)].filter((f) => f !== op.to && (!op.from || f === op.from));
        if (faces.length === 0 || op.count <= 0) break;
        ask(m, owner, card, binds, op, queue, faces.sort(), true);
        return;
      }
      case 'move-companions': {
        // §7.4 normal Companion movement (the engine's own sub-decision), then the rest of the effect resumes
        const onMapCompanions = Object.keys(s.chars).filter((id) => D.chars[id]?.companion && onMap(s, id));
        if (onMapCompanions.length === 0) break;
        ask(m, owner, card, binds, op, queue, []); // a resume marker under the movement: answered by the engine itself (resumeEvents)
        m.asks.push({ k: 'companions', moved: [], group: [] });
        return;
      }
      case 'lure': {
        // a random Companion of the Fellowship (drawn openly); the Free Peoples choose his fate
        const companions = companionsInFellowship(D, s);
        if (companions.length === 0) break;
        const rng = new Rng(m.rng);
        const victim = rng.pick(companions);
        m.rng = rng.state();
        ask(m, owner, card, binds, op, queue, [`corrupt:${victim}`, `eliminate:${victim}`], false, 'fp');
        return;
      }
      case 'heal':
        setCorruption(m, m.fellowship.corruption - op.amount, ev);
        break;
      case 'corrupt':
        setCorruption(m, m.fellowship.corruption + op.amount, ev);
        break;
      case 'draw': {
        if (op.deck === 'either') {
          const decks = (['character', 'strategy'] as const).filter((d) => m.decks[`${owner}.${d}`].length > 0);
          if (decks.length === 0) break;
          ask(m, owner, card, binds, op, queue, [...decks]);
          return;
        }
        for (let i = 0; i < op.count; i++) draw(m, owner, op.deck, ev);
        break;
      }
      case 'choose-nation': {
        const pool = op.withFellowshipOrCompanionNotAtWar
          ? notAtWarWithCompanion(s)
          : NATIONS.filter((n) => !op.side || D.nationSide[n] === op.side);
        if (pool.length === 0) break;
        ask(m, owner, card, binds, op, queue, [...pool]);
        return;
      }
      case 'advance': {
        const n = nationOfRef(op.nation, binds);
        if (n) for (let i = 0; i < op.steps; i++) advance(m, n, ev);
        break;
      }
      case 'activate': {
        const n = nationOfRef(op.nation, binds);
        if (n) activate(m, n, ev);
        break;
      }
      case 'to-war': {
        const n = nationOfRef(op.nation, binds);
        if (n && m.politics[n].step > 0) {
          own(m, 'politics')[n] = politicsEntry(0, true);
          ev.push({ type: 'political', nation: n, step: 0, active: true });
        }
        break;
      }
      case 'political-back': {
        const n = nationOfRef(op.nation, binds);
        if (!n) break;
        const p = m.politics[n];
        const step = Math.min(3, p.step + op.steps); // 3 = the top box (data/politics.ts)
        if (step !== p.step) {
          own(m, 'politics')[n] = politicsEntry(step, p.active);
          ev.push({ type: 'political', nation: n, step, active: p.active });
        }
        break;
      }
      case 'add-special-tile':
        // §5.10: into the pool at once on the Mordor Track, otherwise when the Fellowship gets there
        if (m.fellowship.mordor !== null) setList(m, 'hunt', 'pool', [...m.hunt.pool, op.tile].sort());
        else ownList(m, 'hunt', 'waiting').push(op.tile);
        break;
      case 'hide':
        if (m.fellowship.revealed) {
          m.fellowship.revealed = false;
          m.fellowship.trueAt = m.fellowship.at;
          m.fellowship.path = [];
          ev.push({ type: 'hidden' });
        }
        break;
      case 'reveal':
        if (!m.fellowship.revealed && m.fellowship.mordor === null) m.revealPending = true;
        break;
      case 'choose-region':
      case 'recruit':
      case 'move-character-to': {
        const w = op.op === 'move-character-to' ? op.to : op.where;
        if (w.kind === 'choose') {
          const options = regionsMatching(s, w.filter, binds);
          if (options.length === 0) break;
          ask(m, owner, card, binds, op, queue, options);
          return;
        }
        if (op.op === 'recruit') {
          const i = op.units.findIndex((u) => u.kind === 'unit');
          const n = nationOfRef(op.nation, binds);
          if (!n) break;
          if (i >= 0) {
            const kinds = (['regular', 'elite'] as const).filter((k) => (m.reserve[`${n}.${k}`] ?? 0) > 0);
            if (kinds.length === 0) {
              queue.unshift({ ...op, units: op.units.filter((_, j) => j !== i) });
              break;
            }
            ask(
              m,
              owner,
              card,
              binds,
              op,
              queue,
              kinds.map((k) => `unit:${i}:${k}`),
            );
            return;
          }
          for (const r of fixedRegions(s, w, binds)) recruitAt(m, owner, n, op.units, r, !!op.takeControl, ev);
        } else if (op.op === 'move-character-to') {
          const to = fixedRegions(s, w, binds)[0];
          if (to) moveCharacters(m, op.characters, !!op.withCompanions, to, ev);
        }
        break;
      }
      case 'eliminate-character': {
        const present = op.characters.filter((id) => {
          const at = onMap(s, id);
          return at !== null && (!op.where || regionMatches(s, at, op.where, binds));
        });
        if (present.length > 1) {
          ask(m, owner, card, binds, op, queue, present.slice());
          return;
        }
        for (const id of present) {
          const from = m.chars[id];
          own(m, 'chars')[id] = 'dead';
          ev.push({ type: 'charMoved', id, from, to: 'dead' });
        }
        break;
      }
      default: {
        const h = handler(op);
        if (h && h.run(opRun(m, owner, card, binds, queue, ev, op), op) === 'wait') return;
        break; // an Op no file handles is not reached: only automated cards are played
      }
    }
  }
}

/** Lure: corruption equal to the Companion's Level, or the Companion eliminated (a new guide if needed). */
function lured(m: M, pick: string, ev: WotrEvent[]): void {
  const [how, id] = pick.split(':');
  const f = m.fellowship;
  if (how === 'corrupt') {
    setCorruption(m, f.corruption + D.chars[id].level, ev);
    return;
  }
  // Take Them Alive! (Appendix A.1) applies to any elimination in the Fellowship off the Mordor Track
  const alive = hasAbility(id, 'survives-elimination-in-fellowship') && f.mordor === null;
  own(m, 'chars')[id] = alive ? f.at! : 'dead';
  ev.push({ type: 'casualty', companion: id, corruption: 0 });
  if (id === f.guide) newGuide(m, ev);
  onCompanionCasualty(m); // ---- table cards: Worn with Sorrow and Toil
}

function changeDie(m: M, owner: Side, op: Extract<Op, { op: 'change-die' }>, face: Face, ev: WotrEvent[]): void {
  const r = m.dice[owner].rolled;
  const i = r.indexOf(face);
  if (i < 0) return;
  if (op.toHuntBox) {
    r.splice(i, 1);
    own(m, 'huntBox').shadow += 1; // an Eye straight to the Hunt Box (as with an Elven Ring, §4.5)
  } else r[i] = op.to as Face;
  ev.push({ type: 'dieChanged', side: owner, face, to: op.to as Face });
}

/** §6.6 by card: figures from reinforcements (as far as available), not into an enemy-held or enemy-occupied region. */
function recruitAt(
  m: M,
  side: Side,
  nation: NationId,
  units: readonly RecruitSpec[],
  r: string,
  takeControl: boolean,
  ev: WotrEvent[],
): void {
  const s = m as unknown as WotrState;
  if (!freeForArmy(D, s, r, side)) return;
  if (!takeControl && isSettlement(r) && controller(D, s, r) !== null && controller(D, s, r) !== side) return;
  for (const u of units) {
    const key = `${nation}.${u.kind}`;
    for (let i = 0; i < u.count; i++) {
      if ((m.reserve[key] ?? 0) === 0) break;
      const isUnit = u.kind === 'regular' || u.kind === 'elite';
      if (isUnit && armyUnits(D, s, r, side) >= STACK_LIMIT) break; // §7.2 stacking
      if (u.kind === 'leader' && armyUnits(D, s, r, side) === 0) break; // a Leader never stands alone (§1.8)
      addTo(own(m, 'reserve'), key, -1);
      addUnits(m, r, key, 1);
      ev.push({ type: 'recruited', key, at: r });
    }
  }
  if (takeControl && isSettlement(r) && controller(D, s, r) !== side) {
    const original = D.nationSide[D.regions[r].nation!];
    if (original === side) delete own(m, 'control')[r];
    else own(m, 'control')[r] = side;
    ev.push({ type: 'captured', side, region: r });
  }
}

function moveCharacters(m: M, ids: readonly string[], withCompanions: boolean, to: string, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  const moving = ids.filter((id) => onMap(s, id) !== null);
  if (withCompanions)
    for (const id of moving.slice())
      for (const c of charsIn(D, s, m.chars[id], 'fp')) if (D.chars[c].companion && !moving.includes(c)) moving.push(c);
  for (const id of moving) {
    const from = m.chars[id];
    if (from === to) continue;
    own(m, 'chars')[id] = to;
    ev.push({ type: 'charMoved', id, from, to });
  }
}
