// The Berserk Heroes rules engine as a kernel GameModule: setup (§4.4: heroes face up, a random
// player chooses who goes first, 4 cards, one mulligan to the bottom), pending decisions, legal
// actions and apply for the turns of §6.

import {
  decision,
  Rng,
  seedRng,
  type ApplyResult,
  type Decision,
  type GameModule,
  type SeatId,
} from '../../../../kernel';
import { buildCards } from './cards';
import { draftOf, FRESH, patch, removeFrom, stateOf, wp, type Draft } from './draft';
import {
  afterReveal,
  checkDeaths,
  checkOutcome,
  declareAttack,
  drawCard,
  dueGroup,
  endTurn,
  heal,
  resolveFight,
  runTriggers,
  spendPrayers,
  startTurn,
  useEffect,
  wound,
} from './resolve';
import {
  cardActions,
  defenders,
  HAND_SIZE,
  HAND_STEPS,
  handTargets,
  has,
  isTargeted,
  mainActions,
  other,
  playerOf,
  SEATS,
  seatOf,
} from './rules';
import { checkInvariants, perturbHidden } from './invariants';
import { chooseFirstActions, rejected, sameAction } from '../../shared/engine';
import { describeEvent, outcomeOf, viewOf } from './view';
import {
  heroesActionSchema,
  heroesOptionsSchema,
  type HeroesAction,
  type HeroesEvent,
  type HeroesOptions,
  type HeroesState,
  type HUnit,
} from './types';
import { deckCards } from './cards';

export const HEROES_MODULE_ID = 'berserk-heroes';

export function setup(options: HeroesOptions, seed: string): HeroesState {
  const rng = new Rng(seedRng(seed));
  const cards = buildCards(options);
  const units: HUnit[] = cards.map(() => FRESH);
  const decks: [number[], number[]] = [[], []];
  const hands: [number[], number[]] = [[], []];
  for (let i = 2; i < cards.length; i++) decks[cards[i].owner].push(i);
  for (const p of [0, 1] as const) {
    units[p] = { ...FRESH, z: 'play' }; // heroes lie face up for the whole game (§2.3)
    decks[p] = rng.shuffle(decks[p]);
    hands[p] = decks[p].splice(0, Math.min(HAND_SIZE, decks[p].length));
    for (const i of hands[p]) units[i] = { ...FRESH, z: 'hand' };
  }
  return {
    rng: rng.state(),
    seats: SEATS,
    cards,
    units,
    heroes: [0, 1],
    decks,
    hands,
    graves: [[], []],
    play: [[], []],
    coins: [0, 0],
    closedCoins: [0, 0],
    prayers: [
      [0, 0],
      [0, 0],
    ],
    rally: [0, 0],
    failed: [0, 0],
    chooser: rng.int(0, 1) as 0 | 1, // §4.4: decided at random; that player chooses who goes first
    first: -1,
    stage: 'order',
    current: 0,
    picks: [],
    turn: 0,
    active: 0,
    fight: null,
    triggers: [],
    manual: null,
    result: null,
    reason: '',
  };
}

const P = 'berserkHeroes.prompt.';

export function pending(s: HeroesState): Decision | null {
  switch (s.stage) {
    case 'over':
      return null;
    case 'order':
      return decision('turn', [seatOf(s.chooser)], `${P}order`);
    case 'mulligan':
      return decision('turn', [seatOf(s.current)], `${P}mulligan`);
    case 'reveal':
      return decision('turn', [seatOf(s.active)], `${P}reveal`);
    case 'triggers':
      return decision('turn', [seatOf(s.cards[s.triggers[0].card].owner)], `${P}triggers`);
    case 'main':
      if (s.manual) return decision('turn', [seatOf(s.active)], `${P}byHand`);
      if (s.fight) return decision('window', [seatOf(other(s.active))], `${P}defend`);
      return decision('turn', [seatOf(s.active)], `${P}main`);
  }
}

function addressed(s: HeroesState, seat: SeatId): boolean {
  const d = pending(s);
  return !!d && d.seats.includes(seat);
}

export function legalActions(s: HeroesState, seat: SeatId): HeroesAction[] {
  if (!addressed(s, seat)) return [];
  const p = playerOf(seat);
  switch (s.stage) {
    case 'over':
      return [];
    case 'order':
      return chooseFirstActions();
    case 'mulligan':
      return [
        ...s.hands[p].filter((i) => !s.picks.includes(i)).map((card): HeroesAction => ({ type: 'toBottom', card })),
        { type: 'keep' },
      ];
    case 'reveal':
      return [
        ...s.play[p].filter((i) => s.units[i].hidden).map((card): HeroesAction => ({ type: 'reveal', card })),
        { type: 'revealDone' },
      ];
    case 'triggers':
      return dueGroup(s.triggers, (i) => s.cards[i].owner).map((t) => ({
        type: 'trigger',
        card: t.card,
        index: t.ability,
      }));
    case 'main': {
      if (s.manual) {
        const out: HeroesAction[] = [];
        if (s.manual.steps < HAND_STEPS) {
          for (const t of handTargets(s, false)) out.push({ type: 'handWound', target: t });
          for (const t of handTargets(s, true)) out.push({ type: 'handHeal', target: t });
        }
        out.push({ type: 'handDone' });
        return out;
      }
      if (s.fight)
        return [
          ...defenders(s, s.fight.attacker, s.fight.target).map((card): HeroesAction => ({ type: 'defend', card })),
          { type: 'noDefence' },
        ];
      return mainActions(s, p);
    }
  }
}

/** Whether `action` is legal: Main Phase actions checked for their card alone, the rest against the list. */
export function isLegal(s: HeroesState, action: HeroesAction, seat: SeatId): boolean {
  if (s.stage !== 'main' || s.fight || s.manual || !addressed(s, seat))
    return legalActions(s, seat).some((a) => sameAction(a, action));
  if (action.type === 'endTurn') return true;
  if (!('card' in action) || action.card >= s.units.length) return false;
  const mine: HeroesAction[] = [];
  cardActions(s, playerOf(seat), action.card, mine);
  return mine.some((a) => sameAction(a, action));
}

function payCoins(d: Draft, p: 0 | 1, n: number): void {
  d.closedCoins[p] += n; // §6: paying closes that many coins
}

/** Plays a card from the hand (§6 Main Phase; §2.3 one equipment per kind, one event). */
function playCard(d: Draft, p: 0 | 1, i: number, target: number | undefined): void {
  const c = d.cards[i];
  payCoins(d, p, c.cost);
  removeFrom(wp(d, 'hands', p), i);
  const hidden = c.kind === 'creature' && has(d, i, 'stealth');
  d.events.push({ type: 'play', seat: seatOf(p), card: c.name, kind: c.kind, cost: c.cost, hidden });
  if (c.kind === 'spell') {
    // A spell goes to the graveyard and its abilities are used at once (§2.3).
    wp(d, 'graves', p).push(i);
    d.units[i] = { ...FRESH, z: 'grave' };
    let byHand = -1;
    c.abilities.forEach((a, k) => {
      if (!a.known) {
        if (byHand < 0) byHand = k;
        return;
      }
      if (d.result) return;
      useEffect(d, p, i, a, isTargeted(d, i, a) ? target : undefined);
    });
    if (byHand >= 0 && !d.result) startByHand(d, p, i, byHand);
    return;
  }
  if (c.kind === 'equipment' || c.kind === 'event')
    for (const k of d.play[p].slice()) {
      const o = d.cards[k];
      if (o.kind === c.kind && (c.kind === 'event' || o.slot === c.slot)) {
        removeFrom(wp(d, 'play', p), k);
        wp(d, 'graves', p).push(k);
        d.units[k] = { ...FRESH, z: 'grave' };
        d.events.push({ type: 'replaced', seat: seatOf(p), card: o.name, kind: o.kind });
      }
    }
  wp(d, 'play', p).push(i);
  d.units[i] = { ...FRESH, z: 'play', sick: c.kind === 'creature', hidden };
}

function startByHand(d: Draft, p: 0 | 1, i: number, k: number): void {
  const a = d.cards[i].abilities[k];
  const detail = Object.entries(a.params)
    .map(([key, v]) => `${key} ${String(v)}`)
    .join(', ');
  d.manual = { card: i, ability: k, steps: 0 };
  d.events.push({ type: 'byHand', seat: seatOf(p), card: d.cards[i].name, ability: a.name, detail });
}

const reject = (code: string) => rejected<HeroesState, HeroesEvent>(code);

export function apply(s: HeroesState, action: HeroesAction, seat: SeatId): ApplyResult<HeroesState, HeroesEvent> {
  if (!isLegal(s, action, seat)) return reject('notLegal');
  const p = playerOf(seat);
  const d = draftOf(s);
  let reveals = false;
  switch (action.type) {
    case 'chooseFirst':
      d.first = playerOf(action.first);
      d.events.push({ type: 'firstChosen', seat, first: action.first });
      d.stage = 'mulligan';
      d.current = d.first;
      break;
    case 'toBottom':
      d.picks = [...d.picks, action.card];
      break;
    case 'keep': {
      // §4.4: the chosen cards go to the bottom, as many are drawn from the top.
      const n = d.picks.length;
      const hand = wp(d, 'hands', p);
      const deck = wp(d, 'decks', p);
      for (const i of d.picks) {
        removeFrom(hand, i);
        deck.push(i);
        patch(d, i, { z: 'deck' });
      }
      for (let k = 0; k < n; k++) {
        const i = deck.shift()!;
        hand.push(i);
        patch(d, i, { z: 'hand' });
      }
      d.picks = [];
      d.events.push({ type: 'mulligan', seat, count: n });
      reveals = n > 0;
      if (p === d.first) d.current = other(p);
      else startTurn(d, d.first as 0 | 1);
      break;
    }
    case 'reveal':
      patch(d, action.card, { hidden: false });
      d.events.push({ type: 'revealed', seat, card: d.cards[action.card].name });
      reveals = true;
      if (!d.play[p].some((i) => d.units[i].hidden)) afterReveal(d);
      break;
    case 'revealDone':
      afterReveal(d);
      break;
    case 'trigger':
      runTriggers(d, { card: action.card, ability: action.index });
      break;
    case 'play':
      playCard(d, p, action.card, action.target);
      break;
    case 'attack':
      declareAttack(d, action.card, action.target);
      break;
    case 'defend': {
      const f = d.fight!;
      d.events.push({ type: 'defend', seat, card: d.cards[action.card].name });
      resolveFight(d, f.attacker, action.card, true);
      break;
    }
    case 'noDefence': {
      const f = d.fight!;
      d.events.push({ type: 'noDefence', seat });
      resolveFight(d, f.attacker, f.target, false);
      break;
    }
    case 'ability': {
      const i = action.card;
      const a = d.cards[i].abilities[action.index];
      payCoins(d, p, a.cost.coins);
      if (a.cost.prayers) spendPrayers(d, p, a.cost.prayers);
      patch(d, i, { used: [...d.units[i].used, action.index], closed: d.units[i].closed || a.cost.tap });
      useEffect(d, p, i, a, action.target);
      break;
    }
    case 'byHand':
      patch(d, action.card, { used: [...d.units[action.card].used, action.index] });
      startByHand(d, p, action.card, action.index);
      break;
    case 'handWound':
      wound(d, action.target, 1, 'byHand', false);
      d.manual = { ...d.manual!, steps: d.manual!.steps + 1 };
      break;
    case 'handHeal':
      heal(d, action.target, 1, 'byHand');
      d.manual = { ...d.manual!, steps: d.manual!.steps + 1 };
      break;
    case 'handDone':
      d.manual = null;
      d.events.push({ type: 'handDone', seat });
      break;
    case 'endTurn':
      endTurn(d);
      break;
  }
  // deaths wait while an ability is resolved by hand (checked when it is done)
  if (!d.manual) {
    if (d.stage === 'main') checkDeaths(d);
    else checkOutcome(d);
  }
  reveals = reveals || d.events.some((e) => e.type === 'draw');
  return { ok: true, state: stateOf(d), events: d.events, reveals };
}

/** Abilities of a card the engine does not play (resolved by hand). */
export function unplayedAbilities(s: HeroesState, i: number): string[] {
  return s.cards[i].abilities.filter((a) => !a.known).map((a) => a.name);
}

export const berserkHeroesModule: GameModule<HeroesState, HeroesAction, HeroesOptions, HeroesEvent> = {
  id: HEROES_MODULE_ID,
  versions: { module: 1, rules: 1, content: 1 },
  optionsSchema: heroesOptionsSchema,
  actionSchema: heroesActionSchema,
  seatsFor: () => SEATS,
  seatNames: (o) => ({ p1: deckCards(o.decks[0]).hero.name, p2: deckCards(o.decks[1]).hero.name }),
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
};

export { drawCard };
