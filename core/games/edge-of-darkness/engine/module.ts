/**
 * The Edge of Darkness GameModule (seats p1…p4, hot-seat): options, setup, the pending decision, legal
 * actions, apply (refusals with reason codes the screen translates, `eod.refusal.<code>`), the view, log
 * lines (`eod.log.<type>`), the outcome (§5: every rank-1 player wins, a shared victory included) and the
 * invariants the random games check (33 cards, every cube in one place, nothing negative).
 */
import { z } from 'zod';
import { decision } from '../../../kernel/decisions';
import type { Rng } from '../../../kernel/rng';
import type { ApplyResult, Decision, GameModule, LogEntry, Outcome } from '../../../kernel/types';
import { GUILD_IDS, SLOTS } from '../data/ids';
import { CUBE_COLOURS } from '../data/ids';
import { CUBES_PER_GUILD, BLACK_CUBES, PLAYER_COUNT_SETUP } from '../data/setup';
import { AGENT_BOUNDS, ALLEGIANCE_SLIP_BOUNDS, DEFENSE_TRACK_BOTTOM } from '../data/resources';
import { contentIndex } from './content';
import { addressedSeat, doAction, legal as legalOf, pickOrder } from './rules';
import { optionsSchema, seatsFor, setup } from './setup';
import { draft, type Ctx } from './state';
import type { EodAction, EodEvent, EodOptions, EodState, EodView } from './types';

const id = z.string().min(1).max(64);
const slot = z.enum(SLOTS);
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pick'), adv: id, slot, card: id }),
  z.strictObject({ type: z.literal('use'), card: id, slot, index: z.number().int().min(0).max(7) }),
  z.strictObject({ type: z.literal('loc'), loc: id, index: z.number().int().min(0).max(7) }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({ type: z.literal('hall'), card: id }),
  z.strictObject({ type: z.literal('take'), pos: z.number().int().min(1).max(6) }),
  z.strictObject({ type: z.literal('sleeve'), adv: id, slot, card: id }),
  z.strictObject({ type: z.literal('discardReturn'), card: id, loc: id }),
  z.strictObject({
    type: z.literal('streetUse'),
    cards: z.tuple([id, id]),
    pos: z.number().int().min(1).max(6),
    slot,
    index: z.number().int().min(0).max(7),
  }),
  z.strictObject({ type: z.literal('hunt'), space: z.number().int().min(1).max(3) }),
  z.strictObject({ type: z.literal('reshuffle') }),
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({ type: z.literal('choose'), option: z.string().min(1).max(160) }),
]) as unknown as z.ZodType<EodAction>;

// rules 2: seeding is the players' choice (E2), so a record of rules 1 (random seeding) no longer replays.
export const EOD_ENGINE_VERSIONS = { module: 1, rules: 2, content: 1 } as const;

/** A stable text for an action (legal-list membership). */
export function actionKey(a: EodAction): string {
  switch (a.type) {
    case 'pick':
    case 'sleeve':
      return `${a.type}|${a.adv}|${a.slot}|${a.card}`;
    case 'use':
      return `use|${a.card}|${a.slot}|${a.index}`;
    case 'loc':
      return `loc|${a.loc}|${a.index}`;
    case 'hall':
      return `hall|${a.card}`;
    case 'take':
      return `take|${a.pos}`;
    case 'discardReturn':
      return `dr|${a.card}|${a.loc}`;
    case 'streetUse':
      return `su|${a.cards[0]}|${a.cards[1]}|${a.pos}|${a.slot}|${a.index}`;
    case 'hunt':
      return `hunt|${a.space}`;
    case 'choose':
      return `choose|${a.option}`;
    default:
      return a.type;
  }
}

// The legal actions of the state and seat asked about last (a client asks, then apply checks): one entry is
// enough.
let lastState: EodState | null = null;
let lastSeat = '';
let lastList: EodAction[] = [];

function legalList(state: EodState, seat: string): EodAction[] {
  if (state !== lastState || seat !== lastSeat) {
    const i = state.seats.indexOf(seat);
    lastList = i < 0 ? [] : legalOf(state, contentIndex(state.extra), i);
    lastState = state;
    lastSeat = seat;
  }
  return lastList;
}

function isLegal(state: EodState, seat: string, a: EodAction): boolean {
  const list = legalList(state, seat);
  // A client (or the random games) usually sends one of the listed objects itself.
  for (let i = 0; i < list.length; i++) if (list[i] === a) return true;
  const key = actionKey(a);
  for (let i = 0; i < list.length; i++) if (actionKey(list[i]) === key) return true;
  return false;
}

/** Why an action outside the legal list is refused (a code the screen translates, `eod.refusal.<code>`). */
export function refusal(state: EodState, seat: number, a: EodAction): string {
  if (state.ask && a.type !== 'choose') return 'answer_first';
  if (!state.ask && a.type === 'choose') return 'nothing_to_choose';
  if (a.type === 'choose') return 'not_an_option';
  const phaseOf: Partial<Record<EodAction['type'], EodState['phase'][]>> = {
    pick: ['prologue'],
    done: ['prologue'],
    hall: ['guildHall'],
    take: ['gather'],
    sleeve: ['action'],
    loc: ['action'],
    discardReturn: ['action'],
    streetUse: ['action'],
    hunt: ['action'],
    reshuffle: ['action'],
    end: ['action'],
    use: ['prologue', 'action'],
  };
  if (!phaseOf[a.type]?.includes(state.phase)) return 'wrong_phase';
  const ix = contentIndex(state.extra);
  const hand = state.zones.hand[seat];
  switch (a.type) {
    case 'pick':
      if (state.picked.includes(a.adv)) return 'prologue_already_picked';
      if (!hand.includes(a.card)) return 'prologue_not_own_starter';
      return (state.stock[`${a.adv}/${a.slot}`] ?? 0) > 0 ? 'slot_has_advancement' : 'variant_exhausted';
    case 'sleeve':
      if (state.turn.sleeved) return 'already_sleeved';
      if (!hand.includes(a.card)) return 'not_in_hand';
      if (!state.locations.includes(ix.advancements.get(a.adv)?.location ?? '')) return 'not_in_play';
      return (state.stock[`${a.adv}/${a.slot}`] ?? 0) > 0 ? 'slot_has_advancement' : 'variant_exhausted';
    case 'use':
      if (state.phase === 'prologue' && !state.prologueStrip) return 'wrong_phase';
      if (!hand.includes(a.card)) return 'not_in_hand';
      if (state.ps[seat].used.includes(`${a.card}/${a.slot}/${a.index}`)) return 'already_used';
      return 'cannot_pay';
    case 'loc':
      return state.turn.locUsed.includes(`${seat}|${a.loc}|${a.index}`) ? 'already_used' : 'cannot_pay';
    case 'discardReturn':
    case 'streetUse': {
      const cards = a.type === 'discardReturn' ? [a.card] : a.cards;
      if (cards.some((c) => !hand.includes(c)) || new Set(cards).size !== cards.length) return 'not_in_hand';
      if (cards.some((c) => state.ps[seat].applied.includes(c))) return 'card_applied';
      return a.type === 'discardReturn' ? 'no_agent_there' : 'cannot_pay';
    }
    case 'hunt':
      return state.turn.hunt ? 'not_enough_battle' : 'no_hunt';
    case 'reshuffle':
      return 'deck_not_exhausted';
    case 'end':
      return 'must_sleeve';
    case 'take':
      return 'cannot_skip';
    case 'hall':
      return 'hall_card_has_advancement';
    default:
      return 'not_legal';
  }
}

function pending(state: EodState): Decision | null {
  const seat = addressedSeat(state);
  if (seat < 0) return null;
  const seatId = state.seats[seat];
  if (state.ask) {
    const mode = state.ask.key === 'defend' ? 'window' : 'turn';
    return decision(mode, [seatId], `eod.ask.${state.ask.key}`, { seat: seatId, ...(state.ask.params ?? {}) });
  }
  switch (state.phase) {
    case 'prologue':
      return decision('turn', [seatId], state.prologueStrip ? 'eod.prompt.prologueUse' : 'eod.prompt.prologuePick', {
        seat: seatId,
        pick: state.turns + 1,
        picks: pickOrder(state.players).length,
      });
    case 'guildHall':
      return decision('turn', [seatId], 'eod.prompt.guildHall', { seat: seatId });
    case 'gather':
      return decision('turn', [seatId], 'eod.prompt.gather', { seat: seatId, round: state.round });
    default:
      return decision('turn', [seatId], 'eod.prompt.action', { seat: seatId, round: state.round });
  }
}

function apply(state: EodState, action: EodAction, seatId: string): ApplyResult<EodState, EodEvent> {
  const seat = state.seats.indexOf(seatId);
  if (seat < 0 || addressedSeat(state) !== seat) return { ok: false, rejection: { code: 'not_your_turn' } };
  if (!isLegal(state, seatId, action))
    return { ok: false, rejection: { code: refusal(state, seat, action), params: { action: action.type } } };
  const c: Ctx = { d: draft(state), ix: contentIndex(state.extra), ev: [], rng: null, own: 0 };
  doAction(c, action, seat);
  if (c.rng) c.d.rng = c.rng.state();
  const next = c.d as unknown as EodState;
  // Only the deck order is hidden (§7.3): an action reveals when a card leaves the deck or it is shuffled.
  const reveals =
    c.ev.some((e) => e.type === 'revealed' || e.type === 'reshuffled' || e.type === 'drew') ||
    next.zones.deck[0] !== state.zones.deck[0];
  return { ok: true, state: next, events: c.ev, reveals };
}

function view(state: EodState, seat: string | null): EodView {
  const active = addressedSeat(state);
  let attack: EodView['attack'] = null;
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const t = state.stack[i];
    if (t.t === 'attack') {
      attack = t;
      break;
    }
  }
  return {
    seat,
    seats: state.seats,
    players: state.players,
    locations: state.locations,
    phase: state.phase,
    round: state.round,
    first: state.seats[state.first],
    active: active < 0 ? null : state.seats[active],
    picked: state.picked,
    prologueStrip: state.prologueStrip,
    passed: state.passed,
    cards: state.cards,
    stock: state.stock,
    agents: state.agents,
    deck: { count: state.zones.deck.length, top: state.zones.deck[0] ?? null },
    street: state.zones.street,
    streetInfluence: state.zones.streetInfluence,
    discard: state.zones.discard,
    hand: state.zones.hand,
    hall: state.zones.hall,
    tower: state.zones.tower,
    removed: state.zones.removed,
    cubes: state.cubes,
    cubeColours: CUBE_COLOURS,
    ps: state.ps,
    turn: state.turn,
    attack,
    ask: state.ask,
    threshold: PLAYER_COUNT_SETUP[state.players].attackThreshold,
    scores: state.scores,
  };
}

function outcome(state: EodState): Outcome | null {
  if (state.phase !== 'over' || !state.scores) return null;
  const scores = state.scores;
  return {
    result: Object.fromEntries(state.seats.map((s, i) => [s, scores[i].rank === 1 ? 'win' : 'loss'])),
    reason: { key: 'eod.log.gameOver', params: { winners: state.seats.filter((_, i) => scores[i].rank === 1) } },
    scores: Object.fromEntries(state.seats.map((s, i) => [s, scores[i].totalQuarters / 4])),
  };
}

/**
 * A log line (`eod.log.<type>`, `eod.log.fx.<op>` for effects) with the event's seats, content ids and numbers
 * as params; the screen shows content names for the ids. Everything in the log is public (§2.3, §7.3).
 */
export function describe(event: EodEvent): LogEntry | null {
  switch (event.type) {
    case 'effect': {
      const { type: _t, op, res, ...params } = event;
      const key = op === 'swap-street-cards' ? 'swap' : res ? `${op}_${res}` : op;
      return { key: `eod.log.fx.${key}`, params };
    }
    case 'discarded': {
      const { type: _t, to, owner, ...params } = event;
      return to === 'hall'
        ? { key: 'eod.log.discardedToHall', params: { ...params, owner: owner ?? '' } }
        : { key: 'eod.log.discarded', params };
    }
    case 'cubesDrawn': {
      const { type: _t, to, ...params } = event;
      return { key: to === 'tower' ? 'eod.log.cubesToTower' : 'eod.log.cubesDrawn', params };
    }
    case 'used': {
      const { type: _t, fee, ...params } = event;
      return fee === null ? { key: 'eod.log.used', params } : { key: 'eod.log.usedFee', params: { ...params, fee } };
    }
    case 'dropped':
      return {
        key: 'eod.log.dropped',
        params: { seat: event.seat, t1: event.trays[0], t2: event.trays[1], t3: event.trays[2] },
      };
    case 'attack':
      return {
        key: 'eod.log.attack',
        params: { space: event.space, card: event.card, damage: event.damage, targets: event.targets.join(', ') },
      };
    case 'setup':
      return { key: 'eod.log.setup', params: { first: event.first } };
    case 'scored':
      return { key: 'eod.log.scored', params: { ...event.totals } };
    default: {
      const { type, ...params } = event;
      return { key: `eod.log.${type}`, params: params as LogEntry['params'] };
    }
  }
}

/** Rule violations (checked after every action of the random games). */
export function invariants(state: EodState): string[] {
  const out: string[] = [];
  const ix = contentIndex(state.extra);
  // 33 physical cards (§1 [derived]): every starter card in exactly one place.
  const z = state.zones;
  const places = [
    ...z.deck,
    ...z.street.filter((x): x is string => x !== null),
    ...z.discard,
    ...z.hand.flat(),
    ...z.hall.flat(),
    ...z.tower.filter((x): x is string => x !== null),
    ...z.removed,
  ];
  if (places.length !== ix.starters.size) out.push(`cards: ${places.length} in play, ${ix.starters.size} in the box`);
  if (new Set(places).size !== places.length) out.push('cards: a card in two places');
  for (const id of places) if (!state.cards[id]) out.push(`cards: unknown ${id}`);
  // Every cube in exactly one place (§2.4): per colour the box's count.
  const c = state.cubes;
  for (let i = 0; i < 5; i++) {
    const colour = CUBE_COLOURS[i];
    const expected = colour === 'black' ? BLACK_CUBES : state.ps.some((p) => p.guild === colour) ? CUBES_PER_GUILD : 0;
    const all = [c.bag, c.setAside, ...c.zone, ...c.held, ...c.trays].map((x) => x[i]);
    if (all.some((n) => n < 0 || !Number.isInteger(n))) out.push(`cubes: negative ${colour}`);
    const sum = all.reduce((t, n) => t + n, 0);
    if (sum !== expected) out.push(`cubes: ${sum} ${colour}, expected ${expected}`);
  }
  // Resources never negative (R8), agents 10 per player, slips 7 per guild (§2.2, §2.5).
  state.ps.forEach((p, seat) => {
    for (const r of ['coin', 'influence', 'goodwill', 'prestige'] as const)
      if (p[r] < 0) out.push(`p${seat + 1}: ${r} < 0`);
    const away = state.locations.reduce((t, l) => t + (state.agents[l]?.[seat] ?? 0), 0);
    if (state.locations.some((l) => (state.agents[l]?.[seat] ?? 0) < 0))
      out.push(`p${seat + 1}: agents < 0 at a location`);
    if (p.home < 0 || p.untrained < 0 || p.untrained > AGENT_BOUNDS.untrained.max) out.push(`p${seat + 1}: agents`);
    if (p.home + away + p.untrained !== AGENT_BOUNDS.total)
      out.push(`p${seat + 1}: ${p.home + away + p.untrained} agents`);
    const claimed = Object.values(state.cards).filter((k) => k.allegiance === p.guild).length;
    if (p.slips < 0 || p.slips + claimed !== ALLEGIANCE_SLIP_BOUNDS.max) out.push(`p${seat + 1}: slips`);
    if (p.defense < 0 || p.defense > DEFENSE_TRACK_BOTTOM) out.push(`p${seat + 1}: defense track`);
  });
  if (state.turn.bs < 0) out.push('battle strength < 0');
  for (const [k, n] of Object.entries(state.stock)) if (n < 0) out.push(`stock ${k} < 0`);
  if (state.stack.length > 64) out.push('stack runs away');
  return out;
}

/** The deck below its top card is the only hidden information (§7.3): any order of it looks the same. */
function perturbHidden(state: EodState, _viewer: string | null, rng: Rng): EodState {
  const deck = state.zones.deck;
  if (deck.length < 3) return state;
  return { ...state, zones: { ...state.zones, deck: [deck[0], ...rng.shuffle(deck.slice(1))] } };
}

export const eodModule: GameModule<EodState, EodAction, EodOptions, EodEvent> = {
  id: 'edge-of-darkness',
  versions: EOD_ENGINE_VERSIONS,
  optionsSchema,
  actionSchema,
  seatsFor,
  seatNames: (o) => Object.fromEntries(seatsFor(o).map((s, i) => [s, (o.guilds ?? GUILD_IDS)[i]])),
  setup,
  pending,
  legalActions: (state, seat) => legalList(state, seat),
  apply,
  view,
  outcome,
  describe,
  invariants,
  constantStateKeys: ['extra'],
  perturbHidden,
};
