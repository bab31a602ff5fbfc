// The Berserk classic rules engine as a kernel GameModule: setup (§4.3 step 1), the preliminary
// stage's decisions, turns (§5.1), pending decisions and legal actions, apply.

import { decision, Rng, seedRng, type ApplyResult, type Decision, type GameModule, type SeatId } from '../../../kernel';
import { buildCards } from './cards';
import { draftOf, FRESH, patch, stateOf, w, wp, type Draft } from './draft';
import { describeEvent, outcomeOf, viewOf } from './view';
import {
  abilityTargets,
  addressOf,
  canRecruit,
  canMove,
  cardActions,
  defenders,
  enginePlays,
  GOLD,
  hideCandidates,
  hostsFor,
  inPlay,
  jumpCells,
  legalMain,
  maneuverTargets,
  other,
  placementCells,
  playerOf,
  resolveTarget,
  SEATS,
  SILVER,
  strikeTargets,
  has,
  canCloseIn,
  life,
} from './rules';
import { choiceOptions, OPTIONAL, resolveChoice, settleChoices } from './choices';
import {
  assignDefender,
  checkDeaths,
  checkOutcome,
  declareAttack,
  endTurn,
  exchanger,
  finishTurn,
  finishFight,
  heal,
  plainWounds,
  readyIncarnations,
  reveal,
  rollFight,
  toExtraIfNeeded,
} from './resolve';
import { checkInvariants, perturbHidden } from './invariants';
import { chooseFirstActions, rejected, sameAction } from '../shared/engine';
import { playAbility } from './play';
import { afterPlacement, doRecruit, nextAttach, nextVanguard, revealStep, vanguardTargets } from './prelim';
import {
  actionSchema,
  optionsSchema,
  type BerserkAction,
  type BerserkEvent,
  type BerserkOptions,
  type BerserkState,
  type Unit,
  CHOICE_KINDS,
} from './types';

export const MODULE_ID = 'berserk-classic';
/** Hand adjustments one resolution by hand may make (engine limit, ruling R9). */
export const HAND_STEPS = 6;

export function setup(options: BerserkOptions, seed: string): BerserkState {
  const rng = new Rng(seedRng(seed));
  const cards = buildCards(options);
  const units: Unit[] = cards.map(() => FRESH);
  const decks: [number[], number[]] = [[], []];
  cards.forEach((c, i) => decks[c.owner].push(i));
  const deals: [number[], number[]] = [[], []];
  for (const p of [0, 1] as const) {
    decks[p] = rng.shuffle(decks[p]);
    deals[p] = decks[p].splice(0, Math.min(options.dealSize, decks[p].length));
    for (const i of deals[p]) units[i] = { ...FRESH, z: 'deal' };
  }
  // Turn order (§4.3 step 1): both roll, ties re-rolled (ruling R1); the higher roller chooses.
  const orderRolls: [number, number][] = [];
  for (;;) {
    const r: [number, number] = [rng.die(6), rng.die(6)];
    orderRolls.push(r);
    if (r[0] !== r[1]) break;
  }
  const last = orderRolls[orderRolls.length - 1];
  return {
    rng: rng.state(),
    seats: SEATS,
    cards,
    units,
    decks,
    deals,
    sets: [[], []],
    graves: [[], []],
    grid: Array.from({ length: 30 }, () => -1),
    extra: [],
    gold: [GOLD, GOLD],
    silver: [SILVER, SILVER],
    orderRolls,
    first: -1,
    stage: 'order',
    current: last[0] > last[1] ? 0 : 1,
    zoneStage: [0, 0],
    dealt: [deals[0].length, deals[1].length],
    turn: 0,
    active: 0,
    keptHidden: [],
    vanguards: [],
    toAttach: [],
    fight: null,
    ending: false,
    drawOffer: -1,
    drawOffered: [0, 0],
    choices: [],
    manual: null,
    result: null,
    reason: '',
  };
}

/** Whose decision it is and which (public: no hidden card in the prompt). */
export function pending(s: BerserkState): Decision | null {
  if (s.drawOffer !== -1 && s.stage !== 'over')
    return decision('window', [SEATS[other(s.drawOffer)]], PROMPT.drawOffer);
  switch (s.stage) {
    case 'over':
      return null;
    case 'order':
    case 'mulligan':
    case 'recruit':
    case 'place':
    case 'hide':
      return decision('turn', [SEATS[s.current]], PROMPT[s.stage]);
    case 'attach':
      return decision('turn', [SEATS[s.cards[s.toAttach[0]].owner]], PROMPT.attach);
    case 'vanguard':
      if (s.choices.length > 0) return choiceDecision(s);
      return decision('turn', [SEATS[s.cards[s.vanguards[0]].owner]], PROMPT.vanguard);
    case 'main': {
      if (s.manual) return decision('turn', [SEATS[s.active]], PROMPT.byHand);
      const f = s.fight;
      if (!f && s.choices.length > 0) return choiceDecision(s);
      if (f && f.step === 'target') return decision('window', [SEATS[s.cards[f.target].owner]], PROMPT.defend);
      if (f && f.step === 'exchange')
        return decision(
          'window',
          [SEATS[exchanger(f, [s.cards[f.source].owner, s.cards[f.target].owner])]],
          PROMPT.exchange,
        );
      return decision('turn', [SEATS[s.active]], PROMPT.main);
    }
  }
}

const PROMPT = Object.fromEntries(
  [
    'order',
    'mulligan',
    'recruit',
    'place',
    'hide',
    'attach',
    'vanguard',
    'byHand',
    'defend',
    'exchange',
    'main',
    'drawOffer',
    ...CHOICE_KINDS,
  ].map((k) => [k, `berserkEngine.prompt.${k}`]),
) as Readonly<Record<string, string>>;

/** The oldest waiting choice, put to its card's owner (§5.15 triggers; the prompt names the ability). */
function choiceDecision(s: BerserkState): Decision {
  const c = s.choices[0];
  return decision('turn', [SEATS[s.cards[c.card].owner]], PROMPT[c.kind]);
}

/** Whose decision it is, without building the Decision. */
function addressedSeat(s: BerserkState): 0 | 1 | -1 {
  if (s.drawOffer !== -1 && s.stage !== 'over') return other(s.drawOffer);
  switch (s.stage) {
    case 'over':
      return -1;
    case 'attach':
      return s.cards[s.toAttach[0]].owner;
    case 'vanguard':
      if (s.choices.length > 0) return s.cards[s.choices[0].card].owner;
      return s.cards[s.vanguards[0]].owner;
    case 'main': {
      const f = s.fight;
      if (s.manual) return s.active;
      if (!f && s.choices.length > 0) return s.cards[s.choices[0].card].owner;
      if (!f) return s.active;
      if (f.step === 'target') return s.cards[f.target].owner;
      return exchanger(f, [s.cards[f.source].owner, s.cards[f.target].owner]);
    }
    default:
      return s.current;
  }
}

function addressed(s: BerserkState, seat: SeatId): boolean {
  const p = addressedSeat(s);
  return p !== -1 && SEATS[p] === seat;
}

/** Hand-resolution targets: revealed cards in play with life. */
function handTargets(s: BerserkState, healing: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!inPlay(u) || u.hidden || u.host >= 0 || life(s, i) <= 0) continue;
    if (healing ? u.wounds > 0 : true) out.push(i);
  }
  return out;
}

export function legalActions(s: BerserkState, seat: SeatId): BerserkAction[] {
  if (!addressed(s, seat)) return [];
  if (s.drawOffer >= 0) return [{ type: 'acceptDraw' }, { type: 'declineDraw' }];
  const p = playerOf(seat);
  switch (s.stage) {
    case 'over':
      return [];
    case 'order':
      return chooseFirstActions();
    case 'mulligan':
      return s.gold[p] >= 1 ? [{ type: 'mulligan' }, { type: 'keep' }] : [{ type: 'keep' }];
    case 'recruit': {
      const out: BerserkAction[] = [];
      for (const i of s.deals[p])
        for (const pay of ['gold', 'silver'] as const)
          if (canRecruit(s, p, i, pay)) out.push({ type: 'recruit', card: i, pay });
      out.push({ type: 'doneRecruiting' });
      return out;
    }
    case 'place': {
      const card = s.sets[p][0];
      return placementCells(s, p).map((cell) => ({ type: 'place', card, cell }));
    }
    case 'hide':
      return [
        ...hideCandidates(s, p)
          .filter((i) => !s.keptHidden.includes(i))
          .map((card): BerserkAction => ({ type: 'keepHidden', card })),
        { type: 'revealRest' },
      ];
    case 'attach': {
      const card = s.toAttach[0];
      return hostsFor(s, card).map((host) => ({ type: 'attach', card, host }));
    }
    case 'vanguard': {
      if (s.choices.length > 0) return choiceActions(s);
      const card = s.vanguards[0];
      return [
        ...vanguardTargets(s, card).map((t): BerserkAction => ({ type: 'vanguard', card, target: addressOf(s, t) })),
        { type: 'skipVanguard', card },
      ];
    }
    case 'main': {
      if (s.manual) {
        const out: BerserkAction[] = [];
        if (s.manual.steps < HAND_STEPS) {
          for (const t of handTargets(s, false)) out.push({ type: 'handWound', target: addressOf(s, t) });
          for (const t of handTargets(s, true)) out.push({ type: 'handHeal', target: addressOf(s, t) });
        }
        out.push({ type: 'handDone' });
        return out;
      }
      const f = s.fight;
      if (f && f.step === 'target')
        return [...defenders(s, f).map((card): BerserkAction => ({ type: 'defend', card })), { type: 'pass' }];
      if (f && f.step === 'exchange') return [{ type: 'exchange' }, { type: 'pass' }];
      if (s.choices.length > 0) return choiceActions(s);
      return legalMain(s, p);
    }
  }
}

/** The oldest choice's options, and `pass` where the ability says "may". */
function choiceActions(s: BerserkState): BerserkAction[] {
  const c = s.choices[0];
  const out: BerserkAction[] = (choiceOptions(s, c) ?? []).map((target) => ({ type: 'choose', target }));
  if (OPTIONAL.has(c.kind)) out.push({ type: 'pass' });
  return out;
}

const reject = (code: string) => rejected<BerserkState, BerserkEvent>(code);

/** Whether `action` is legal now: the Main Phase's own actions checked for their card alone, the rest against the list. */
export function isLegal(s: BerserkState, action: BerserkAction, seat: SeatId): boolean {
  // Concession (§5.13): allowed at any time; the engine takes it from a seat it is waiting for.
  if (action.type === 'concede') return addressed(s, seat);
  // An agreed draw (§5.13): offered at any decision, once a turn, answered by the other player.
  if (action.type === 'offerDraw')
    return addressed(s, seat) && s.drawOffer < 0 && s.drawOffered[playerOf(seat)] !== s.turn + 1;
  if (s.stage !== 'main' || s.fight || s.manual || s.choices.length > 0 || s.drawOffer !== -1 || !addressed(s, seat))
    return legalActions(s, seat).some((a) => sameAction(a, action));
  const p = playerOf(seat);
  if (action.type === 'endTurn') return true;
  if (!('card' in action) || action.card >= s.units.length || s.cards[action.card].owner !== p) return false;
  const i = action.card;
  switch (action.type) {
    case 'move':
      return canMove(s, i, action.cell);
    case 'strike': {
      const t = resolveTarget(s, action.target);
      return t >= 0 && addressOf(s, t) === action.target && strikeTargets(s, i).includes(t);
    }
    case 'reveal':
      return inPlay(s.units[i]) && s.units[i].hidden && has(s, i, 'stealth');
    case 'closeIn':
      return canCloseIn(s, i);
    case 'ability':
    case 'byHand': {
      const mine: BerserkAction[] = [];
      cardActions(s, i, mine);
      return mine.some((a) => sameAction(a, action));
    }
    default:
      return false;
  }
}

/** Ends the game by agreement or concession (§5.13): nothing waiting resolves. */
function endGame(d: Draft, result: BerserkState['result'], reason: string): void {
  d.result = result;
  d.reason = reason;
  d.stage = 'over';
  d.ending = false;
  d.drawOffer = -1;
  d.fight = null;
  d.manual = null;
  d.choices = [];
  d.events.push({ type: 'gameOver', result: reason });
}

export function apply(s: BerserkState, action: BerserkAction, seat: SeatId): ApplyResult<BerserkState, BerserkEvent> {
  if (!isLegal(s, action, seat)) return reject('notLegal');
  const p = playerOf(seat);
  const d = draftOf(s);
  let reveals = false;
  switch (action.type) {
    case 'chooseFirst': {
      const first = playerOf(action.first);
      d.first = first;
      d.silver[other(first)] += 1; // rule 101.3: the second player's extra silver crystal
      d.events.push({ type: 'firstChosen', seat, first: action.first });
      d.stage = 'mulligan';
      d.current = first;
      break;
    }
    case 'mulligan': {
      // Pay 1 gold, shuffle the Deal back, deal the same number again (§4.3 step 1).
      const n = d.deals[p].length;
      d.gold[p] -= 1;
      d.decks[p] = d.rng.shuffle([...d.decks[p], ...d.deals[p]]);
      d.deals[p] = d.decks[p].splice(0, n);
      for (const i of d.decks[p]) if (d.units[i].z !== 'deck') patch(d, i, { z: 'deck' });
      for (const i of d.deals[p]) patch(d, i, { z: 'deal' });
      d.events.push({ type: 'mulligan', seat, count: n });
      reveals = true;
      break;
    }
    case 'keep':
      d.events.push({ type: 'keep', seat });
      if (p === d.first) d.current = other(p);
      else {
        d.stage = 'recruit';
        d.current = d.first as 0 | 1;
      }
      break;
    case 'recruit':
      doRecruit(d, p, action.card, action.pay);
      break;
    case 'doneRecruiting':
      d.events.push({ type: 'recruitDone', seat, count: d.sets[p].length });
      if (p === d.first) d.current = other(p);
      else {
        // Both done: the Deal's leftovers are shuffled back into the deck (§4.3 step 3).
        for (const q of [0, 1] as const) {
          for (const i of d.deals[q]) patch(d, i, { z: 'deck' });
          d.decks[q] = d.rng.shuffle([...d.decks[q], ...d.deals[q]]);
          d.deals[q] = [];
        }
        d.stage = 'place';
        d.current = d.first as 0 | 1;
        if (d.sets[d.current].length === 0) afterPlacement(d);
      }
      break;
    case 'place':
      wp(d, 'sets', p).shift();
      w(d, 'grid')[action.cell] = action.card;
      patch(d, action.card, { z: 'field', cell: action.cell, hidden: true });
      d.events.push({ type: 'place', seat, card: d.cards[action.card].key, cell: action.cell });
      if (d.sets[p].length === 0) afterPlacement(d);
      break;
    case 'keepHidden':
      w(d, 'keptHidden').push(action.card);
      break;
    case 'revealRest':
      for (const i of d.keptHidden)
        if (d.cards[i].owner === p) d.events.push({ type: 'keptHidden', seat, cell: d.units[i].cell });
      if (p === d.first) d.current = other(p);
      else revealStep(d);
      reveals = true;
      break;
    case 'attach': {
      const a = action.card;
      const cell = d.units[a].cell;
      if (cell >= 0 && d.grid[cell] === a) w(d, 'grid')[cell] = -1;
      patch(d, a, { host: action.host, cell: -1, z: d.units[action.host].z });
      w(d, 'toAttach').shift();
      d.events.push({ type: 'attach', seat, card: d.cards[a].key, host: d.cards[action.host].key });
      nextAttach(d);
      break;
    }
    case 'vanguard': {
      w(d, 'vanguards').shift();
      const i = action.card;
      const t = resolveTarget(d, action.target);
      reveals = d.units[t].hidden;
      declareAttack(d, i, t, 'strike', d.cards[i].hit ?? [0, 0, 0], true);
      nextVanguard(d);
      break;
    }
    case 'skipVanguard':
      w(d, 'vanguards').shift();
      nextVanguard(d);
      break;
    case 'move': {
      const i = action.card;
      const from = d.units[i].cell;
      w(d, 'grid')[from] = -1;
      d.grid[action.cell] = i;
      patch(d, i, { cell: action.cell, moved: d.units[i].moved + 1 });
      d.events.push({ type: 'move', seat, card: d.cards[i].key, from, to: action.cell, how: 'step' });
      break;
    }
    case 'strike': {
      const t = resolveTarget(d, action.target);
      reveals = d.units[t].hidden;
      declareAttack(d, action.card, t, 'strike', d.cards[action.card].hit ?? [0, 0, 0], false);
      break;
    }
    case 'ability':
      reveals = playAbility(d, seat, action.card, action.index, action.target);
      break;
    case 'reveal':
      reveal(d, action.card);
      reveals = true;
      break;
    case 'byHand': {
      const a = d.cards[action.card].refs[action.index];
      patch(d, action.card, { closed: true, acted: true });
      d.manual = { card: action.card, ability: action.index, steps: 0 };
      d.events.push({ type: 'byHand', seat, card: d.cards[action.card].key, ability: a.name, params: a.params });
      break;
    }
    case 'handWound':
    case 'handHeal': {
      const t = resolveTarget(d, action.target);
      if (action.type === 'handWound') plainWounds(d, t, 1, 'byHand');
      else heal(d, t, 1, 'byHand');
      d.manual = { ...d.manual!, steps: d.manual!.steps + 1 };
      break;
    }
    case 'handDone':
      d.manual = null;
      d.events.push({ type: 'handDone', seat });
      checkDeaths(d);
      break;
    case 'defend':
      assignDefender(d, action.card);
      break;
    case 'concede': {
      // §5.13: the conceding player loses, the other wins; nothing on the stack resolves.
      d.events.push({ type: 'concede', seat });
      endGame(d, p === 0 ? ['loss', 'win'] : ['win', 'loss'], 'conceded');
      break;
    }
    case 'offerDraw':
      d.drawOffer = p;
      d.drawOffered[p] = d.turn + 1;
      d.events.push({ type: 'drawOffered', seat });
      break;
    case 'acceptDraw':
      endGame(d, ['draw', 'draw'], 'agreedDraw');
      break;
    case 'declineDraw':
      d.drawOffer = -1;
      d.events.push({ type: 'drawDeclined', seat });
      break;
    case 'closeIn':
      patch(d, action.card, { closed: true, acted: true, closeIn: d.turn });
      d.events.push({ type: 'closeIn', seat, card: d.cards[action.card].key });
      break;
    case 'choose':
      resolveChoice(d, action.target);
      break;
    case 'exchange':
    case 'pass': {
      if (!d.fight) {
        resolveChoice(d, null); // declining a "may" choice
        break;
      }
      const f = d.fight!;
      if (f.step === 'target') {
        d.fight = f;
        rollFight(d);
      } else {
        if (action.type === 'exchange') d.events.push({ type: 'exchange', seat });
        finishFight(d, f, action.type === 'exchange');
      }
      break;
    }
    case 'endTurn':
      endTurn(d);
      break;
  }
  if (d.stage === 'main' || d.stage === 'vanguard') {
    if (d.manual === null || action.type === 'handDone') checkDeaths(d);
    settleChoices(d);
    if (d.ending && d.choices.length === 0 && !d.fight && !d.manual) finishTurn(d);
    if (d.stage === 'main' && !d.fight && !d.manual) readyIncarnations(d);
    settleChoices(d);
    checkOutcome(d);
  }
  reveals = reveals || d.events.some((e) => e.type === 'revealed');
  return { ok: true, state: stateOf(d), events: d.events, reveals };
}

/** Whether the engine plays every ability of a card (the rest: resolution by hand). */
export function unplayedAbilities(s: BerserkState, i: number): string[] {
  return s.cards[i].abilities.flatMap((a, k) => (enginePlays(a) ? [] : [s.cards[i].refs[k].name]));
}

export const berserkModule: GameModule<BerserkState, BerserkAction, BerserkOptions, BerserkEvent> = {
  id: MODULE_ID,
  versions: { module: 1, rules: 1, content: 1 },
  optionsSchema,
  actionSchema,
  seatsFor: () => SEATS,
  setup,
  pending,
  legalActions,
  apply,
  view: viewOf,
  outcome: outcomeOf,
  describe: describeEvent,
  invariants: checkInvariants,
  perturbHidden,
  constantStateKeys: ['cards'],
  // `concede` is accepted from the addressed seat at any decision but not listed (random games and
  // the bench would mostly end by concession); apply checks every action itself (isLegal).
  legalActionsExhaustive: false,
};

// Kept for the tests: the pieces of the flow.
export { abilityTargets, strikeTargets, jumpCells, maneuverTargets, toExtraIfNeeded };
