// Combat (digest §8, seed 001 "Savaş"): starting a battle from an adjacent region, a siege battle or a
// sortie (§8.1, §8.12, §8.13), the rearguard (§8.2), Combat Strength and Leadership (§8.3), the round
// (§8.4) with combat cards chosen secretly and revealed together (§8.5, a `simultaneous` decision),
// the combat roll and Leader re-roll (§8.6), casualties with the reduction of Elites (§8.7), Leaders
// and Characters lost with their army (§8.8), ceasing, retreating and advancing (§8.9), Cities and
// Fortifications (§8.10), Strongholds and sieges (§8.11–§8.14), capture (§8.15) and the political
// reactions of an attack (§6.2, §6.3). The battle lives in `state.battle`; the decisions are `battle`
// asks on the engine's ask stack. Rulings are in ../RULINGS.md ("Combat").

import { decision } from '../../../kernel/decisions';
import { Rng } from '../../../kernel/rng';
import type { Decision } from '../../../kernel/types';
import { CHARACTERS, type AbilityEffect } from '../data';
import { eventCard } from '../data/events';
import type { CombatCard, CombatOp as CardOp, Cond, Op, RegionFilter } from '../data/event-types';

/** The Ops a combat card uses: the combat Ops and `choose` (Black Breath, Fateful Strike). */
type CombatOp = CardOp | Extract<Op, { op: 'choose' }>;
import { armyUnits, atWar, charsIn, controller, isFpNation, isFree, isStrongholdOf, other } from './board';
import { D } from './content';
import { ADJ, indexOf, keyInfo, REGION_IDS, REGION_NO, type StateIndex } from './index-cache';
import { dictOf, plainBattle, regionId, workingBattle } from './shapes';
import { combatHooks as H, STACK_LIMIT, type CombatDraft as M } from './rules';
import { distancesFrom, kindOf, nationOf } from './static';
import { fpCombatCardsBarred, shadowBarred, tableCombatCards } from './table-rules';
import { onFpNationAdvanced, takeCombatCardFromTable } from './events-table';
import type { Battle, CardMods, NationId, Side, WotrAction, WotrEvent, WotrState } from './types';
import { roleScope } from './role-scope';

/** A besieged Stronghold holds at most five Army units (§8.11). */
export const SIEGE_LIMIT = 5;

const ro = (m: M): WotrState => m as unknown as WotrState;
const isUnit = (k: string) => k.endsWith('.regular') || k.endsWith('.elite');
const isChar = (k: string) => k.startsWith('char:');

/** The side of a figure key (read once per key: no slice and lookup per figure, speed). */
function sideOf(key: string): Side {
  return keyInfo(key).side;
}

export function siegeOf(s: WotrState, region: string): Side | null {
  return s.sieges?.[region] ?? null;
}

/** §8.11: the region around a besieged Stronghold is free for the besieger (army movement). */
export function freeForBesieger(s: WotrState, region: string, side: Side): boolean {
  return s.sieges?.[region] === other(side);
}

/** Every figure of `side` in a region: units, leaders, Nazgûl, `char:<id>` (characters count 1). */
export function figuresIn(s: WotrState, region: string, side: Side): { [key: string]: number } {
  const ix = indexOf(s);
  const i = REGION_NO.get(region);
  if (!ix || i === undefined) return figuresOf(s, region, side);
  const memo = ix.figures[side];
  return { ...(memo[i] ??= figuresOf(s, region, side)) }; // callers may change their copy
}
/** `figuresIn` for a caller that only reads (the record shared by the queries on this state). */
function figuresRead(s: WotrState, region: string, side: Side): { readonly [key: string]: number } {
  const ix = indexOf(s);
  const i = REGION_NO.get(region);
  if (!ix || i === undefined) return figuresOf(s, region, side);
  return (ix.figures[side][i] ??= figuresOf(s, region, side));
}
function figuresOf(s: WotrState, region: string, side: Side): { [key: string]: number } {
  const out: { [key: string]: number } = {};
  const u = s.units[region];
  if (u) for (const k in u) if (sideOf(k) === side) out[k] = u[k];
  for (const id of charsIn(D, s, region, side)) out[`char:${id}`] = 1;
  return out;
}

function unitsOf(fig: { readonly [k: string]: number }): number {
  let n = 0;
  for (const k in fig) if (isUnit(k)) n += fig[k];
  return n;
}

/** §8.3 Leadership: Leaders and Nazgûl count 1, Characters their rating (before the cap of 5). */
export function leadershipOf(fig: { readonly [k: string]: number }): number {
  let n = 0;
  for (const k in fig) {
    if (isChar(k)) n += D.chars[k.slice(5)].leadership;
    else if (k.endsWith('.leader') || k.endsWith('.nazgul')) n += fig[k];
  }
  return n;
}

const ABILITIES = new Map<string, readonly AbilityEffect[]>(
  CHARACTERS.map((c) => [c.id, c.abilities.map((a) => a.effect)]),
);

/** Characters of an army with a combat ability (Appendix A.1, data/characters.ts). */
function withAbility(fig: { readonly [k: string]: number }, effect: AbilityEffect): string[] {
  return Object.keys(fig)
    .filter((k) => isChar(k) && (ABILITIES.get(k.slice(5)) ?? []).includes(effect))
    .map((k) => k.slice(5));
}

/** §8.3 Leadership with abilities: while Saruman is in play, Isengard Elites count as Leaders too. */
export function leadership(s: WotrState, fig: { readonly [k: string]: number }): number {
  let n = leadershipOf(fig);
  const saruman = s.chars['saruman'];
  if (saruman !== undefined && saruman !== 'out' && saruman !== 'dead') {
    n += fig['isengard.elite'] ?? 0;
    if (s.multi) n += fig['southrons.elite'] ?? 0; // §10.6: three and four players, Southron & Easterling Elites too
  }
  return n;
}

/** §8.3 Combat Strength: Army units, +1 per Companion with Captain of the West (dice still at most 5). */
export function strength(fig: { readonly [k: string]: number }): number {
  return unitsOf(fig) + withAbility(fig, 'combat-strength-plus-one').length;
}

/** The figures of a side taking part in the battle (attacking army, or all defending figures). */
export function battleFigures(s: WotrState, b: Battle, side: Side): { [key: string]: number } {
  if (side === b.attacker) {
    // the attacking army as chosen, limited to what is still there
    const here = figuresIn(s, b.from, side);
    const out: { [key: string]: number } = {};
    for (const k in b.attacking) {
      const n = Math.min(b.attacking[k], here[k] ?? 0);
      if (n > 0) out[k] = n;
    }
    return out;
  }
  return figuresIn(s, b.at, side);
}

// ---------------------------------------------------------------- starting a battle (§8.1)

/** An attacking army may hold only figures of nations At War (characters and Nazgûl count as At War, §6.4). */
function mayAttackWith(s: WotrState, key: string): boolean {
  if (isChar(key) || key.endsWith('.nazgul')) return true;
  return atWar(s, nationOf(key));
}

function attackers(s: WotrState, region: string, side: Side, by: 'character' | 'army'): { [k: string]: number } | null {
  const fig = figuresIn(s, region, side);
  const out: { [k: string]: number } = {};
  for (const k in fig) if (mayAttackWith(s, k)) out[k] = fig[k];
  if (unitsOf(out) === 0) return null;
  if (by === 'character' && !Object.keys(out).some((k) => !isUnit(k) && (!isChar(k) || D.chars[k.slice(5)].level > 0)))
    return null;
  return out;
}

/** `attackers(…) !== null`, without making the army (speed: attack options ask it for every army near an enemy). */
function canAttackFrom(s: WotrState, region: string, side: Side, by: 'character' | 'army'): boolean {
  const fig = figuresRead(s, region, side);
  let units = 0;
  let led = by !== 'character';
  for (const k in fig) {
    if (!mayAttackWith(s, k)) continue;
    if (isUnit(k)) units += fig[k];
    else if (!led && (!isChar(k) || D.chars[k.slice(5)].level > 0)) led = true;
  }
  return units !== 0 && led;
}

/**
 * The battles a side can start with a die (`from>to` args): an enemy army in an adjacent region (a
 * besieging army too: relief, §8.14), a siege battle or a sortie in the same region (§8.12, §8.13).
 */
export function attackOptions(s: WotrState, side: Side, by: 'character' | 'army'): string[] {
  // two functions (speed): the optimised code of each does not hold the other, so that the draft's rare
  // way in (a card's attack inside apply) does not throw away and recompile the common one
  const ix = indexOf(s);
  return barred(s, side, ix ? attacksIndexed(s, ix, side, by) : attacksOnDraft(s, side, by)).sort();
}

/** `attackOptions` on a state: by region numbers (ascending = sorted ids), the targets first (most armies have none), then whether an attacking army can be formed. */
function attacksIndexed(s: WotrState, ix: StateIndex, side: Side, by: 'character' | 'army'): string[] {
  const out: string[] = [];
  const enemy = other(side);
  const mine = ix[side];
  const theirs = ix[enemy];
  const scope = roleScope; // three and four players: one role's armies only (role-scope.ts)
  for (let i = 0; i < mine.length; i++) {
    if (mine[i] === 0) continue;
    const from = REGION_IDS[i];
    const n = out.length;
    const siege = siegeOf(s, from);
    if (siege !== null && theirs[i] > 0) out.push(`${from}>${from}`);
    if (siege !== side)
      for (const j of ADJ[i])
        if (theirs[j] > 0 && siegeOf(s, REGION_IDS[j]) !== enemy) out.push(`${from}>${REGION_IDS[j]}`);
    // the role's army (four players: its controller) asked only for an army with a target (most have none)
    if (out.length > n && ((scope !== null && !scope.armyFrom(from)) || !canAttackFrom(s, from, side, by)))
      out.length = n;
  }
  return out;
}

/** `attackOptions` on the draft inside apply (no index). */
function attacksOnDraft(s: WotrState, side: Side, by: 'character' | 'army'): string[] {
  const out: string[] = [];
  const enemy = other(side);
  for (const from in s.units) {
    if (roleScope !== null && !roleScope.armyFrom(from)) continue;
    if (armyUnits(D, s, from, side) === 0 || !canAttackFrom(s, from, side, by)) continue;
    const siege = siegeOf(s, from);
    if (siege !== null) {
      // both sides are here: the besieger attacks the Stronghold, the besieged sorties
      if (armyUnits(D, s, from, enemy) > 0) out.push(`${from}>${from}`);
      if (siege === side) continue; // a besieged army cannot attack elsewhere
    }
    for (const to of D.regions[from].adj)
      if (armyUnits(D, s, to, enemy) > 0 && siegeOf(s, to) !== enemy) out.push(`${from}>${to}`);
  }
  return out;
}

/** ---- table cards (table-rules.ts): A Power too Great / Tom Bombadil bar Shadow attacks on their regions. */
function barred(s: WotrState, side: Side, attacks: string[]): string[] {
  if (side !== 'shadow' || !s.table?.fp.length) return attacks;
  return attacks.filter((p) => !shadowBarred(s, p.split('>')[1]));
}

const NO_MODS: CardMods = {
  roll: 0,
  reroll: 0,
  maxDice: 5,
  fewerDice: 0,
  forfeit: 0,
  missesToHits: 0,
  extraHitsOnHit: 0,
  extraHitsIfMore: 0,
  extraHitsIfDouble: 0,
  cancelHits: null,
  noLeaderReroll: false,
  onesHitSelf: false,
  strikes: [],
  selfHits: null,
  scouts: false,
  heroicDeath: false,
  kills: [],
};

/** A die act `attack` with arg `from>to`: the battle starts (§8.1), the defender's nations react (§6.2, §6.3). */
export function startBattle(
  m: M,
  side: Side,
  by: 'character' | 'army',
  arg: string,
  ev: WotrEvent[],
  card?: Pick<Battle, 'noCease' | 'cardRounds' | 'fpCardNeedsCompanion' | 'fewerDicePerBesieged'>, // event cards
): void {
  const sep = arg.indexOf('>');
  const from = regionId(arg.slice(0, sep));
  const at = regionId(arg.slice(sep + 1));
  const defender = other(side);
  const siege = siegeOf(ro(m), at);
  const type: Battle['type'] = from !== at ? 'field' : siege === defender ? 'siege' : 'sortie';
  const attacking = attackers(ro(m), from, side, by)!;
  const battle: Battle = {
    attacker: side,
    defender,
    from,
    at,
    type,
    by,
    round: 0,
    step: 'split',
    attacking,
    cards: { fp: null, shadow: null },
    next: 'roll',
    hits: { fp: 0, shadow: 0 },
    mods: null,
    scored: { fp: 0, shadow: 0 },
    selfTaken: { fp: null, shadow: null },
    ...card, // a battle started by an event card: its own rules (events-armies.ts)
  };
  m.battle = workingBattle(battle);
  ev.push({ type: 'battle', attacker: side, from, at, battle: type });
  // §6.2/§6.3: every nation with units in the attacked army is activated and advances one step
  const nations = new Set<NationId>();
  for (const k in figuresIn(ro(m), at, defender)) if (isUnit(k)) nations.add(nationOf(k));
  for (const n of [...nations].sort()) {
    if (isFpNation(n)) H.activate(m, n, ev, `attack:${at}`); // the cause: Wormtongue (events-fellowship.ts)
    const before = m.politics[n].step;
    H.advance(m, n, ev);
    onFpNationAdvanced(m, n, before, ev); // ---- table cards (events-table.ts): Threats and Promises
  }
  m.asks.push({ k: 'battle', side });
  if (splitChoices(ro(m), m.battle).length === 1) beginRound(m, ev);
}

// ---------------------------------------------------------------- decisions

/** The pending battle decision: the combat cards are a secret simultaneous choice (§8.5). */
export function battlePending(s: WotrState): Decision {
  const b = s.battle!;
  if (b.step === 'cards') {
    const seats = (['fp', 'shadow'] as const).filter((x) => b.cards[x] === null);
    return decision('simultaneous', seats, 'wotr.ask.combatCard');
  }
  return decision('turn', [stepSide(b)], `wotr.ask.battle.${b.step}`);
}

function stepSide(b: Battle): Side {
  switch (b.step) {
    case 'withdraw':
    case 'retreat':
    case 'scouts':
      return b.defender;
    case 'kill':
      return b.killing![0];
    case 'selfHits':
      return selfHitsSide(b)!;
    case 'casualties':
      return b.hits[b.attacker] > 0 ? b.attacker : b.defender;
    default:
      return b.attacker;
  }
}

export function battleActions(s: WotrState, side: Side): WotrAction[] {
  const b = s.battle;
  if (!b) return [];
  if (b.step === 'cards') return b.cards[side] === null ? cardChoices(s, b, side) : [];
  if (stepSide(b) !== side) return [];
  switch (b.step) {
    case 'split':
      return splitChoices(s, b);
    case 'withdraw':
      return [
        { type: 'pick', id: 'field' },
        { type: 'pick', id: 'withdraw' },
      ];
    case 'occupy':
      // §8.11 the attacker may advance with all or part of the attacking army (RULINGS, partial advance)
      return advanceChoices(s, b);
    case 'casualties':
      return casualtyChoices(s, b, side);
    case 'cease':
      if (b.noCease) return [{ type: 'pick', id: 'continue' }]; // a card's battle (events-armies.ts)
      return [
        { type: 'pick', id: 'cease' },
        { type: 'pick', id: 'continue' },
      ];
    case 'retreat':
      return [{ type: 'pick', id: 'stay' }, ...retreatPlaces(s, b).map((to) => ({ type: 'moveTo', to }) as const)];
    case 'extend': {
      const out: WotrAction[] = [{ type: 'done' }];
      for (const k of Object.keys(battleFigures(s, b, side)).sort())
        if (k.endsWith('.elite')) out.push({ type: 'pick', id: `extend:${k}` });
      return out;
    }
    case 'advance':
      return advanceChoices(s, b);
    case 'selfHits': {
      const out: WotrAction[] = [];
      const max = Math.min(b.mods![side].selfHits!.max, unitsOf(battleFigures(s, b, side)) - 1);
      for (let n = 0; n <= Math.max(0, max); n++) out.push({ type: 'pick', id: `self:${n}` });
      return out;
    }
    case 'kill':
      return [{ type: 'done' }, ...killTargets(s, b, side).map((k) => ({ type: 'pick', id: `kill:${k}` }) as const)];
    case 'scouts': {
      const out: WotrAction[] = [{ type: 'pick', id: 'stay' }];
      if (isStrongholdOf(D, s, b.at, b.defender) && siegeOf(s, b.at) === null)
        out.push({ type: 'pick', id: 'withdraw' });
      for (const to of retreatPlaces(s, b)) out.push({ type: 'moveTo', to });
      return out;
    }
  }
}

/** The side whose card asks for self-inflicted hits now (the defender first). */
function selfHitsSide(b: Battle): Side | null {
  if (!b.mods) return null;
  const step = b.next === 'roll' ? 'before-roll' : 'after-casualties';
  for (const side of [b.defender, b.attacker])
    if (b.mods[side].selfHits?.step === step && b.selfTaken[side] === null) return side;
  return null;
}

/** §8.2: leave one figure of a kind in the rearguard (each part keeps ≥ 1 unit), or `done`. */
function splitChoices(s: WotrState, b: Battle): WotrAction[] {
  const out: WotrAction[] = [{ type: 'done' }];
  const all = figuresIn(s, b.from, b.attacker);
  const units = unitsOf(b.attacking);
  for (const k of Object.keys(b.attacking).sort()) {
    const g = { ...b.attacking, [k]: b.attacking[k] - 1 };
    if (isUnit(k) && units <= 1) continue;
    if (!validAttack(b, g)) continue;
    // the rearguard needs an Army unit if it holds anything (§8.2); a Leader left must stay with units
    if (!isUnit(k) && unitsOf(all) - unitsOf(b.attacking) === 0 && sideOf(k) === 'fp' && k.endsWith('.leader'))
      continue;
    if (isChar(k) && unitsOf(all) - unitsOf(b.attacking) === 0) continue;
    out.push({ type: 'leave', key: k });
  }
  return out;
}

function validAttack(b: Battle, g: { readonly [k: string]: number }): boolean {
  if (unitsOf(g) === 0) return false;
  if (b.by === 'character') {
    // a Character attack needs a Leader or character in the army (speed: a loop, no closure made per call)
    for (const k in g) if (g[k] > 0 && !isUnit(k)) return true;
    return false;
  }
  return true;
}

/** Heroic Death (§8.5): the Leaders and Companions that may be sacrificed before casualties. */
function heroes(s: WotrState, b: Battle, side: Side): string[] {
  // before the casualties of the combat roll (card strikes are not affected by the opponent's card, §8.5)
  if (!b.mods?.[side].heroicDeath || b.next !== 'post') return [];
  return Object.keys(battleFigures(s, b, side))
    .filter((k) => k.endsWith('.leader') || (isChar(k) && D.chars[k.slice(5)].side === 'fp'))
    .sort();
}

/** §8.7: remove a Regular (1 hit), reduce an Elite (1 hit), remove an Elite (2 hits). */
function casualtyChoices(s: WotrState, b: Battle, side: Side): WotrAction[] {
  const fig = battleFigures(s, b, side);
  const out: WotrAction[] = [];
  for (const k of heroes(s, b, side)) out.push({ type: 'pick', id: `sacrifice:${k}` });
  for (const k of Object.keys(fig).sort()) {
    if (k.endsWith('.regular')) out.push({ type: 'pick', id: `remove:${k}` });
    if (k.endsWith('.elite')) {
      out.push({ type: 'pick', id: `reduce:${k}` });
      if (b.hits[side] >= 2) out.push({ type: 'pick', id: `remove:${k}` });
    }
  }
  return out;
}

/** §8.9 / §11.7 q9: an adjacent free region (no enemy army, no enemy-held Settlement) with room for the army. */
function retreatPlaces(s: WotrState, b: Battle): string[] {
  const n = armyUnits(D, s, b.at, b.defender);
  const out: string[] = [];
  for (const r of D.regions[b.at].adj)
    if (
      isFree(D, s, r, b.defender) &&
      siegeOf(s, r) === null &&
      armyUnits(D, s, r, b.defender) + n <= STACK_LIMIT &&
      !(b.defender === 'shadow' && shadowBarred(s, r)) // ---- table cards (table-rules.ts): closed regions
    )
      out.push(r);
  return out;
}

function advanceChoices(s: WotrState, b: Battle): WotrAction[] {
  const fig = battleFigures(s, b, b.attacker);
  const out: WotrAction[] = [{ type: 'done' }];
  const moving = b.attacking;
  const units = unitsOf(moving);
  if (units > 0 && units + armyUnits(D, s, b.at, b.attacker) <= STACK_LIMIT) out.push({ type: 'moveTo', to: b.at });
  const staying = unitsOf(fig) - units;
  for (const k of Object.keys(moving).sort()) {
    if (moving[k] <= 0) continue;
    if (isUnit(k) && units <= 1) continue;
    // an FP Leader may not be left alone (§7.2)
    if (k.endsWith('.leader') && staying === 0) continue;
    out.push({ type: 'leave', key: k });
  }
  return out;
}

// ---------------------------------------------------------------- combat cards (§8.5)

const IMPLEMENTED: ReadonlySet<CombatOp['op']> = new Set<CombatOp['op']>([
  'forfeit',
  'die-modifier',
  'max-dice',
  'fewer-dice',
  'misses-to-hits',
  'special-strike',
  'extra-hits',
  'cancel-hits',
  'cancel-combat-card',
  'cancel-leader-reroll',
  'enemy-ones-hit-self',
  'cancel-companion',
  'self-hits',
  'retreat-or-withdraw',
  'sacrifice-to-cancel',
  'choose',
  'reroll-kills',
  'eliminate-minion-by-hit',
]);

/** The deck (card back) of an event card: the engine's card list, else the event card data. */
export function deckOf(cardId: string): string {
  return D.cards[cardId]?.deck ?? eventCard(cardId)?.deck ?? 'unknown';
}

/** The combat card printed on an event card, when the engine can resolve all of its effects. */
export function combatCardOf(cardId: string): CombatCard | null {
  const c = eventCard(cardId)?.combat;
  if (!c) return null;
  for (const op of c.effect as readonly CombatOp[]) {
    if (!IMPLEMENTED.has(op.op)) return null;
    if (op.op === 'choose' && !op.options.every((o) => o.effect.every((x) => (x as CombatOp).op === 'reroll-kills')))
      return null;
    if (op.op === 'die-modifier' && typeof op.delta !== 'number' && op.delta.perBound !== 'sacrificed') return null;
  }
  return c;
}

function cardChoices(s: WotrState, b: Battle, side: Side): WotrAction[] {
  const out: WotrAction[] = [{ type: 'combatCard', card: 'none' }];
  // an event card's battle (events-armies.ts): in round one the FP need a Companion to play a combat card
  if (side === 'fp' && b.fpCardNeedsCompanion && b.round === 1 && !has(s, b, 'fp', 'companion')) return out;
  if (side === 'fp' && fpCombatCardsBarred(s, b.at)) return out; // ---- table cards: Denethor's Folly
  // ---- table cards (table-rules.ts): Balrog of Moria's combat card used from the table
  for (const c of [...new Set([...s.hands[side], ...tableCombatCards(s, side)])].sort()) {
    const card = combatCardOf(c);
    if (card && conds(s, b, side, card.condition, true) && payable(s, b, side, card))
      out.push({ type: 'combatCard', card: c });
  }
  return out;
}

/** Leadership to forfeit must be there (§8.5 requirements). */
function payable(s: WotrState, b: Battle, side: Side, card: CombatCard): boolean {
  for (const op of card.effect as readonly CombatOp[])
    if (op.op === 'forfeit' && op.of === 'nazgul-points' && nazgulLeadership(s, b) < (op.points ?? op.min ?? 1))
      return false;
  return true;
}

function nazgulLeadership(s: WotrState, b: Battle): number {
  return b.whiteRider ? 0 : nazgulPoints(battleFigures(s, b, 'shadow'));
}

/** Leadership of Nazgûl (the Witch-king included) among `fig`. */
function nazgulPoints(fig: { readonly [k: string]: number }): number {
  let n = 0;
  for (const k in fig) if (k.endsWith('.nazgul')) n += fig[k];
  if (fig['char:witch-king']) n += D.chars['witch-king'].leadership;
  return n;
}

/**
 * §8.3 a side's Leadership in this battle: Gandalf the White's White Rider (Appendix A.1, RULINGS) gives up his
 * own Leadership and cancels the Nazgûl's (the Witch-king's included) for the whole battle.
 */
function battleLeadership(s: WotrState, b: Battle, side: Side, fig: { readonly [k: string]: number }): number {
  const n = leadership(s, fig);
  if (!b.whiteRider) return n;
  if (side === 'shadow') return n - nazgulPoints(fig);
  return n - (fig['char:gandalf-white'] ? D.chars['gandalf-white'].leadership : 0);
}

/** Whether Gandalf the White rides in this battle: he is in it and there is Nazgûl Leadership to cancel. */
function whiteRiderRides(s: WotrState, b: Battle): boolean {
  return !!battleFigures(s, b, 'fp')['char:gandalf-white'] && nazgulPoints(battleFigures(s, b, 'shadow')) > 0;
}

function has(s: WotrState, b: Battle, side: Side, what: string): boolean {
  const fig = battleFigures(s, b, side);
  switch (what) {
    case 'companion':
      return hasCompanion(fig);
    case 'leader-or-companion':
      return hasCompanion(fig) || hasKeyEnding(fig, '.leader', null);
    case 'fp-elite':
      return hasKeyEnding(fig, '.elite', 'fp');
    case 'shadow-elite':
      return hasKeyEnding(fig, '.elite', 'shadow');
    case 'southron-elite':
      return (fig['southrons.elite'] ?? 0) > 0;
    case 'isengard-unit':
      return (fig['isengard.regular'] ?? 0) + (fig['isengard.elite'] ?? 0) > 0;
    case 'nazgul':
      return hasKeyEnding(fig, '.nazgul', null) || 'char:witch-king' in fig;
    case 'hobbit':
      return 'char:merry' in fig || 'char:pippin' in fig; // the hobbits
    case 'minion':
      for (const k in fig) if (isChar(k) && D.chars[k.slice(5)].side === 'shadow') return true;
      return false;
    case 'gandalf':
      return 'char:gandalf-grey' in fig || 'char:gandalf-white' in fig;
    case 'strider-or-aragorn':
      return 'char:strider' in fig || 'char:aragorn' in fig;
    default:
      return false;
  }
}

/** A Companion (Aragorn and Gandalf the White included) among the battle's figures `fig`. */
function hasCompanion(fig: { readonly [k: string]: number }): boolean {
  for (const k in fig) {
    if (!isChar(k)) continue;
    const c = k.slice(5);
    if (D.chars[c].companion || c === 'aragorn' || c === 'gandalf-white') return true;
  }
  return false;
}

/** A key of `fig` ending in `suffix` (of a figure of `side` when not null). */
function hasKeyEnding(fig: { readonly [k: string]: number }, suffix: string, side: Side | null): boolean {
  for (const k in fig) if (k.endsWith(suffix) && (side === null || sideOf(k) === side)) return true;
  return false;
}

function regionMatches(s: WotrState, region: string, f: RegionFilter): boolean {
  const r = D.regions[region];
  for (const key of Object.keys(f)) {
    switch (key) {
      case 'in':
        if (!(f.in as readonly string[]).includes(region)) return false;
        break;
      case 'nation':
        if (f.nation === 'fp' || f.nation === 'shadow') {
          if (!r.nation || D.nationSide[r.nation] !== f.nation) return false;
        } else if (r.nation !== f.nation) return false;
        break;
      case 'settlement':
        if (f.settlement === true ? !r.settlement : !(f.settlement as readonly string[]).includes(r.settlement ?? ''))
          return false;
        break;
      case 'fellowship':
        if ((s.fellowship.at === region) !== f.fellowship) return false;
        break;
      case 'within': {
        const of = f.within!.of;
        if (of.kind !== 'region') return false;
        const d = distancesFrom(D, of.region).get(region);
        if (d === undefined || d > f.within!.distance) return false;
        break;
      }
      default:
        return false; // a filter the combat engine does not read: not met
    }
  }
  return true;
}

/** Whether every (`all`) or some (not `all`) condition of `cs` holds (speed: no closure made per call). */
function conds(s: WotrState, b: Battle, side: Side, cs: readonly Cond[], all: boolean): boolean {
  for (const c of cs) if (cond(s, b, side, c) !== all) return !all;
  return all;
}

function cond(s: WotrState, b: Battle, side: Side, c: Cond): boolean {
  switch (c.c) {
    case 'all':
      return conds(s, b, side, c.of, true);
    case 'any':
      return conds(s, b, side, c.of, false);
    case 'not':
      return !cond(s, b, side, c.cond);
    case 'battle-has':
      return has(s, b, c.who === 'self' ? side : other(side), c.has);
    case 'nazgul-leadership-at-least':
      return side === 'shadow' && nazgulLeadership(s, b) >= c.value;
    case 'defender-in':
      return regionMatches(s, b.at, c.where);
    case 'battle':
      return (
        (c.type === undefined || c.type === b.type) &&
        (c.role === undefined || (c.role === 'attacker') === (side === b.attacker))
      );
    case 'at-war':
      return (c.nations === 'shadow' ? ['sauron', 'isengard', 'southrons'] : c.nations).every((n) =>
        atWar(s, n as NationId),
      );
    default:
      return false;
  }
}

type MutMods = { -readonly [K in keyof CardMods]: CardMods[K] } & { strikes: CardMods['strikes'][number][] };

function fresh(): MutMods {
  return { ...NO_MODS, strikes: [] };
}

function initiative(c: CombatCard): number {
  return typeof c.initiative === 'number' ? c.initiative : c.initiative[0];
}

/** The cards revealed: resolve cancellations by initiative (ties: the defender first), then the effects. */
function buildMods(s: WotrState, b: Battle): { fp: CardMods; shadow: CardMods } {
  const mods = { fp: fresh(), shadow: fresh() };
  const played: { side: Side; card: CombatCard }[] = [];
  for (const side of [b.defender, b.attacker]) {
    const id = b.cards[side];
    const card = id && id !== 'none' ? combatCardOf(id) : null;
    if (card) played.push({ side, card });
  }
  played.sort((x, y) => initiative(x.card) - initiative(y.card)); // stable: the defender first on ties
  const cancelled = new Set<Side>();
  for (const p of played) {
    if (cancelled.has(p.side)) continue;
    for (const op of p.card.effect as readonly CombatOp[])
      if (op.op === 'cancel-combat-card') {
        const enemy = other(p.side);
        if (played.some((q) => q.side === enemy)) cancelled.add(enemy);
        else mods[p.side].reroll += op.elseRerollBonus ?? 0;
      }
  }
  for (const p of played) if (!cancelled.has(p.side)) applyCard(s, b, p.side, p.card, mods);
  return mods;
}

function applyCard(s: WotrState, b: Battle, side: Side, card: CombatCard, mods: { fp: MutMods; shadow: MutMods }) {
  const me = mods[side];
  const enemy = other(side);
  const targets = (t: 'self' | 'enemy' | 'both'): MutMods[] =>
    t === 'self' ? [me] : t === 'enemy' ? [mods[enemy]] : [me, mods[enemy]];
  const fig = battleFigures(s, b, side);
  const companions = Object.keys(fig)
    .filter(isChar)
    .map((k) => k.slice(5))
    .filter((c) => D.chars[c].side === 'fp');
  let bound = 0;
  let aragorn = false;
  for (const op of card.effect as readonly CombatOp[]) {
    switch (op.op) {
      case 'forfeit': {
        if (op.of === 'nazgul-points') {
          const avail = nazgulLeadership(s, b);
          // the most the card allows (Dread and Despair: the Shadow gives up as much as it may, ruling)
          bound = op.points ?? Math.min(op.max ?? 1, avail);
          me.forfeit += bound;
        } else if (op.of === 'one-companion') {
          // the Companion with the lowest Leadership gives it up (the cheapest choice, ruling)
          me.forfeit += Math.min(...companions.map((c) => D.chars[c].leadership));
        } else if (op.of === 'all-companions') {
          for (const c of companions) me.forfeit += D.chars[c].leadership;
        } else {
          const who = companions.includes('aragorn') ? 'aragorn' : 'strider';
          aragorn = who === 'aragorn';
          me.forfeit += D.chars[who].leadership;
        }
        break;
      }
      case 'die-modifier':
        // `perBound` (Relentless Assault): the self-inflicted hits are added when taken (selfHits)
        if (typeof op.delta !== 'number') break;
        for (const t of targets(op.target)) {
          if (op.roll !== 'reroll') t.roll += op.delta;
          if (op.roll !== 'combat') t.reroll += op.delta;
        }
        break;
      case 'max-dice':
        for (const t of targets(op.target)) t.maxDice = Math.min(t.maxDice, op.max);
        break;
      case 'fewer-dice': {
        const n = op.per === 'companion-in-battle' ? companions.length : bound;
        for (const t of targets(op.target)) t.fewerDice += n;
        break;
      }
      case 'misses-to-hits':
        me.missesToHits += aragorn && op.aragornCount ? op.aragornCount : op.count;
        break;
      case 'special-strike': {
        const d = op.dice;
        if (typeof d === 'object' && d.countOf === 'bound') break; // Onslaught: added when the hits are taken
        me.strikes.push({
          step: op.step,
          dice: typeof d === 'number' ? d : d.countOf === 'own-leadership' ? 'leadership' : 'elites',
          max: typeof d === 'number' ? d : d.max,
          hitOn: op.hitOn ?? null,
        });
        break;
      }
      case 'extra-hits':
        if (op.when === 'hit') me.extraHitsOnHit += op.count;
        else if (op.when === 'more-hits') me.extraHitsIfMore += op.count;
        else me.extraHitsIfDouble += op.count;
        break;
      case 'cancel-hits':
        me.cancelHits = { count: op.count, ifAtLeast: op.ifAtLeast };
        break;
      case 'cancel-leader-reroll': {
        const fpLead = battleLeadership(s, b, 'fp', battleFigures(s, b, 'fp'));
        if (!op.cond || nazgulLeadership(s, b) >= fpLead) mods[enemy].noLeaderReroll = true;
        break;
      }
      case 'enemy-ones-hit-self':
        mods[enemy].onesHitSelf = true;
        break;
      case 'self-hits':
        me.selfHits = { max: op.max, step: op.step };
        break;
      case 'retreat-or-withdraw':
        me.scouts = true;
        break;
      case 'sacrifice-to-cancel':
        me.heroicDeath = true;
        break;
      case 'choose':
        // Black Breath, Fateful Strike: the option is chosen with its target when the re-roll has hit
        for (const o of op.options)
          for (const x of o.effect as readonly CombatOp[])
            if ((x as CombatOp).op === 'reroll-kills') {
              const r = x as Extract<CardOp, { op: 'reroll-kills' }>;
              me.kills = [...me.kills, { target: r.target, minHits: r.minHits, costsHit: false }];
            }
        break;
      case 'reroll-kills':
        me.kills = [...me.kills, { target: op.target, minHits: op.minHits, costsHit: false }];
        break;
      case 'eliminate-minion-by-hit':
        me.kills = [...me.kills, { target: 'minion', minHits: 1, costsHit: true }];
        break;
      case 'cancel-companion': {
        // Words of Power: the enemy Companion with the highest Leadership loses it this round (ruling: the
        // engine picks him; Companions' combat abilities are not modelled, so only Leadership changes)
        const theirs = Object.keys(battleFigures(s, b, enemy))
          .filter(isChar)
          .map((k) => D.chars[k.slice(5)])
          .filter((c) => c.side === 'fp');
        if (theirs.length) mods[enemy].forfeit += Math.max(...theirs.map((c) => c.leadership));
        break;
      }
      default:
        break;
    }
  }
}

// ---------------------------------------------------------------- the round (§8.4)

function setBattle(m: M, patch: Partial<Battle>): Battle {
  // the state's battle as ever (its JSON key order), read through its working copy (shapes.ts)
  m.battle = workingBattle({ ...plainBattle(m.battle!), ...patch });
  return m.battle;
}

/** A new round: the Stronghold choice (§8.11), then the combat cards (§8.5). */
function beginRound(m: M, ev: WotrEvent[]): void {
  const b = setBattle(m, {
    round: m.battle!.round + 1,
    cards: { fp: null, shadow: null },
    mods: null,
    hits: { fp: 0, shadow: 0 },
    scored: { fp: 0, shadow: 0 },
    selfTaken: { fp: null, shadow: null },
    next: 'roll',
    strikeNext: null,
  });
  ev.push({ type: 'round', round: b.round });
  // the White Rider is chosen at the start of the battle (the engine uses it whenever it cancels something)
  if (b.round === 1 && whiteRiderRides(ro(m), b)) setBattle(m, { whiteRider: true });
  if (b.type === 'field' && isStrongholdOf(D, ro(m), b.at, b.defender) && siegeOf(ro(m), b.at) === null)
    setBattle(m, { step: 'withdraw' });
  else startCards(m, ev);
}

function startCards(m: M, ev: WotrEvent[]): void {
  const b = setBattle(m, { step: 'cards' });
  // a side with no card in hand (a public fact) chooses none without being asked
  const cards = { fp: hasCombatCard(m, 'fp') ? null : 'none', shadow: hasCombatCard(m, 'shadow') ? null : 'none' };
  setBattle(m, { cards });
  if (cards.fp !== null && cards.shadow !== null) revealCards(m, ev);
  void b;
}

/** A card in hand, or (---- table cards) a combat card on the table. Not a closure per battle round (speed). */
function hasCombatCard(m: M, side: Side): boolean {
  return m.hands[side].length > 0 || tableCombatCards(ro(m), side).length > 0;
}

function revealCards(m: M, ev: WotrEvent[]): void {
  const b = m.battle!;
  ev.push({ type: 'combatCards', fp: b.cards.fp!, shadow: b.cards.shadow! });
  // ---- table cards (events-table.ts): a combat card chosen from the table leaves it now, when both are shown
  for (const side of ['fp', 'shadow'] as const) takeCombatCardFromTable(m, side, b.cards[side]!, ev);
  const mods = buildMods(ro(m), b);
  setBattle(m, { mods });
  sorcerer(m, ev);
  // Scouts (initiative 1) before any strike: the defender may slip away
  if (mods[b.defender].scouts && b.type === 'field') {
    setBattle(m, { step: 'scouts' });
    return;
  }
  preStrikes(m, ev);
}

/**
 * §8.5 card strikes before the combat roll, one side after the other by the initiative of its card (lower
 * first, the defender's on a tie); each strike's casualties are taken before the next strike is rolled.
 */
function preStrikes(m: M, ev: WotrEvent[]): void {
  const order = strikeOrder(m.battle!);
  setBattle(m, { strikeNext: order[1] ?? null });
  strikeOnce(m, order[0] ?? null, ev);
}

/** The sides with a strike before the roll, in initiative order (stable sort: the defender first on ties). */
function strikeOrder(b: Battle): Side[] {
  const sides = [b.defender, b.attacker].filter((side) => b.mods![side].strikes.some((x) => x.step === 'before-roll'));
  return sides.sort((x, y) => initiativeOf(b, x) - initiativeOf(b, y));
}
function initiativeOf(b: Battle, side: Side): number {
  return initiative(combatCardOf(b.cards[side]!)!);
}

/** One side's strikes before the roll, then its casualties (then the next strike or the combat roll). */
function strikeOnce(m: M, side: Side | null, ev: WotrEvent[]): void {
  const hits = { fp: 0, shadow: 0 };
  if (side) hits[other(side)] += strikes(m, side, 'before-roll', ev);
  toCasualties(m, hits, 'roll', ev);
}

/**
 * The Witch-king's Sorcerer (Appendix A.1): in a battle he takes part in, a Shadow combat card played in the
 * first round draws the Shadow one event card from that card's deck.
 */
function sorcerer(m: M, ev: WotrEvent[]): void {
  const b = m.battle!;
  const card = b.cards.shadow;
  if (b.round !== 1 || !card || card === 'none') return;
  if (withAbility(battleFigures(ro(m), b, 'shadow'), 'draw-after-first-round-combat-card').length === 0) return;
  const deck = deckOf(card);
  const pile = m.decks[`shadow.${deck}`];
  if (!pile || pile.length === 0) return;
  const [drawn, ...rest] = pile;
  H.own(m, 'decks')[`shadow.${deck}`] = rest;
  H.ownList(m, 'hands', 'shadow').push(drawn);
  ev.push({ type: 'drew', side: 'shadow', card: drawn, deck: deck as 'character' | 'strategy' });
}

/** Rolls a side's card strikes of one step (§8.5: no re-roll, no enemy card modifier). */
function strikes(m: M, side: Side, step: 'before-roll' | 'after-casualties', ev: WotrEvent[]): number {
  const b = m.battle!;
  let hits = 0;
  for (const st of b.mods![side].strikes) {
    if (st.step !== step) continue;
    const fig = battleFigures(ro(m), b, side);
    const n = Math.min(
      st.max,
      5,
      st.dice === 'leadership'
        ? battleLeadership(ro(m), b, side, fig) - b.mods![side].forfeit
        : st.dice === 'elites'
          ? Object.keys(fig)
              .filter((k) => k.endsWith('.elite'))
              .reduce((a, k) => a + fig[k], 0)
          : st.dice,
    );
    if (n <= 0) continue;
    const need = st.hitOn ?? hitNeed(b, side);
    const rng = new Rng(m.rng);
    const dice: number[] = [];
    for (let i = 0; i < n; i++) dice.push(rng.die());
    m.rng = rng.state();
    let h = 0;
    for (const d of dice) if (d !== 1 && (d === 6 || d >= need)) h++;
    ev.push({ type: 'combatRoll', side, what: 'strike', need, dice, rerolls: [], hits: h });
    hits += h;
  }
  return hits;
}

/**
 * The hit number (§8.6, §8.10, §8.12; seed: the attacker hits only on 6 in a siege battle and in the
 * first round against a City or Fortification; a sortie gives up the Stronghold: both 5+).
 */
export function hitNeed(b: Battle, side: Side): number {
  if (side !== b.attacker) return 5;
  if (b.type === 'siege') return 6;
  const st = D.regions[b.at].settlement;
  if (b.type === 'field' && b.round === 1 && (st === 'city' || st === 'fortification')) return 6;
  return 5;
}

/** A die of the combat roll or re-roll hits (§8.6: a 1 never, a 6 always). Not a closure per roll (speed). */
function rollHit(d: number, mod: number, need: number): boolean {
  return d !== 1 && (d === 6 || d + mod >= need);
}

/** Combat roll and Leader re-roll of both sides (§8.6) with the cards' effects. */
function combatRolls(m: M, ev: WotrEvent[]): void {
  const b = m.battle!;
  const mods = b.mods ?? { fp: NO_MODS, shadow: NO_MODS };
  const rng = new Rng(m.rng);
  const scored = { fp: 0, shadow: 0 };
  const rerolled = { fp: 0, shadow: 0 };
  const selfHits = { fp: 0, shadow: 0 };
  for (const side of [b.attacker, b.defender]) {
    const md = mods[side];
    const fig = battleFigures(ro(m), b, side);
    let n = Math.min(5, strength(fig), md.maxDice);
    n = Math.max(Math.min(1, n), n - md.fewerDice);
    // an event card's battle (events-armies.ts): one die less per attacker's unit besieged there
    if (b.fewerDicePerBesieged && side === b.defender)
      n = Math.max(Math.min(1, n), n - armyUnits(D, ro(m), b.at, b.attacker));
    const need = hitNeed(b, side);
    const dice: number[] = [];
    for (let i = 0; i < n; i++) dice.push(rng.die());
    // counted in loops, no closure made per roll (speed)
    let hits = 0;
    let misses = 0;
    let ones = 0;
    for (const d of dice) {
      if (rollHit(d, md.roll, need)) hits++;
      else if (!(md.onesHitSelf && d === 1)) misses++;
      if (d === 1) ones++;
    }
    if (md.onesHitSelf) selfHits[side] += ones;
    const converted = Math.min(misses, md.missesToHits);
    hits += converted;
    misses -= converted;
    const lead = md.noLeaderReroll ? 0 : Math.max(0, Math.min(5, battleLeadership(ro(m), b, side, fig) - md.forfeit));
    const rerolls: number[] = [];
    for (let i = 0; i < Math.min(lead, misses); i++) rerolls.push(rng.die());
    const rerollHit = rerolls.filter((d) => rollHit(d, md.reroll, need)).length;
    rerolled[side] = rerollHit;
    hits += rerollHit;
    if (hits > 0) hits += md.extraHitsOnHit;
    ev.push({ type: 'combatRoll', side, what: 'roll', need, dice, rerolls, hits });
    scored[side] = hits;
  }
  m.rng = rng.state();
  const hits = { fp: selfHits.fp, shadow: selfHits.shadow };
  for (const side of [b.attacker, b.defender]) {
    let h = scored[side];
    if (h > scored[other(side)]) h += mods[side].extraHitsIfMore;
    const shield = mods[other(side)].cancelHits;
    if (shield && h >= shield.ifAtLeast) h -= shield.count;
    hits[other(side)] += h;
  }
  setBattle(m, { scored, rerollHits: rerolled });
  const killing = [b.defender, b.attacker].filter((x) => killTargets(ro(m), m.battle!, x).length > 0);
  if (killing.length) {
    // §8.5 Black Breath, Fateful Strike, Blade of Westernesse: the re-roll's extra kill is chosen first
    setBattle(m, { hits, next: 'post', killing, step: 'kill' });
    return;
  }
  toCasualties(m, hits, 'post', ev);
}

/** The figures a side's card lets its re-roll hits eliminate now (`kill:<key>`). */
function killTargets(s: WotrState, b: Battle, side: Side): string[] {
  const mods = b.mods?.[side];
  const hits = b.rerollHits?.[side] ?? 0;
  if (!mods || mods.kills.length === 0 || hits === 0) return [];
  const enemy = Object.keys(battleFigures(s, b, other(side)));
  const out = new Set<string>();
  for (const k of mods.kills) {
    if (hits < k.minHits) continue;
    for (const f of enemy) {
      const c = isChar(f) ? D.chars[f.slice(5)] : null;
      if (k.target === 'nazgul' && f === 'sauron.nazgul') out.add(f);
      if (k.target === 'fp-leader' && f.endsWith('.leader')) out.add(f);
      if (k.target === 'minion' && c && c.side === 'shadow') out.add(f);
      if (k.target === 'companion-by-level' && c && c.side === 'fp' && c.level <= hits) out.add(f);
    }
  }
  return [...out].sort();
}

/** Hits to take: each side allocates them (the attacker first, §8.7); all units lost: no choice. */
function toCasualties(m: M, hits: { fp: number; shadow: number }, next: Battle['next'], ev: WotrEvent[]): void {
  setBattle(m, { hits: { ...hits }, next });
  for (const side of [m.battle!.attacker, m.battle!.defender]) autoCasualties(m, side, ev);
  if (m.battle!.hits.fp + m.battle!.hits.shadow > 0) setBattle(m, { step: 'casualties' });
  else continueRound(m, ev);
}

/** Takes the hits without asking when the choice does not matter: no hits left, or the army is lost anyway. */
function autoCasualties(m: M, side: Side, ev: WotrEvent[]): void {
  const b = m.battle!;
  const fig = battleFigures(ro(m), b, side);
  let worth = 0;
  for (const k in fig) if (isUnit(k)) worth += fig[k] * (k.endsWith('.elite') ? 2 : 1);
  // Heroic Death: the player decides — while the army still has units (with none left it is lost, §8.8)
  if (b.hits[side] > 0 && heroes(ro(m), b, side).length > 0 && unitsOf(fig) > 0) return;
  if (b.hits[side] > 0 && b.hits[side] >= worth) {
    for (const k in fig) if (isUnit(k)) for (let i = 0; i < fig[k]; i++) loseUnit(m, regionOf(b, side), k, ev);
    setBattle(m, { hits: { ...b.hits, [side]: 0 } });
  } else if (b.hits[side] > 0 && casualtyChoices(ro(m), b, side).length === 1) {
    // one way only (e.g. only Regulars of one nation): take them
    const only = casualtyChoices(ro(m), b, side)[0] as { type: 'pick'; id: string };
    takeCasualty(m, side, only.id, ev);
    autoCasualties(m, side, ev);
    return;
  }
  if (unitsOf(battleFigures(ro(m), m.battle!, side)) === 0) {
    wipeOut(m, side, ev);
    setBattle(m, { hits: { ...m.battle!.hits, [side]: 0 } });
  }
}

function regionOf(b: Battle, side: Side): string {
  return side === b.attacker ? b.from : b.at;
}

/** §8.7: one unit eliminated (FP to the casualties, out of the game; Shadow back to reinforcements). */
function loseUnit(m: M, region: string, key: string, ev: WotrEvent[]): void {
  H.addUnits(m, region, key, -1);
  if (sideOf(key) === 'fp') H.addTo(H.own(m, 'casualties'), key, 1);
  else H.addTo(H.own(m, 'reserve'), key, 1);
  const b = m.battle;
  if (b && region === b.from && b.attacking[key]) setBattle(m, { attacking: dec(b.attacking, key) });
  ev.push({ type: 'unitLost', region, key, reduced: false });
}

function dec(rec: { readonly [k: string]: number }, key: string): { [k: string]: number } {
  const out = { ...rec };
  if (out[key] > 1) out[key] -= 1;
  else delete out[key];
  return out;
}

/** §8.7: an Elite replaced by a Regular of its nation, from the casualties first, else the reinforcements. */
function reduceElite(m: M, region: string, key: string, ev: WotrEvent[]): void {
  const regular = `${nationOf(key)}.regular`;
  const fromCasualties = (m.casualties[regular] ?? 0) > 0;
  if (!fromCasualties && (m.reserve[regular] ?? 0) === 0) {
    // no Regular anywhere: the Elite is removed, absorbing the one hit (RULINGS, §11.7 q7)
    loseUnit(m, region, key, ev);
    return;
  }
  H.addTo(fromCasualties ? H.own(m, 'casualties') : H.own(m, 'reserve'), regular, -1);
  H.addUnits(m, region, key, -1);
  if (sideOf(key) === 'fp') H.addTo(H.own(m, 'casualties'), key, 1);
  else H.addTo(H.own(m, 'reserve'), key, 1);
  H.addUnits(m, region, regular, 1);
  const b = m.battle;
  if (b && region === b.from && b.attacking[key])
    setBattle(m, { attacking: { ...dec(b.attacking, key), [regular]: (b.attacking[regular] ?? 0) + 1 } });
  ev.push({ type: 'unitLost', region, key, reduced: true });
}

function takeCasualty(m: M, side: Side, id: string, ev: WotrEvent[]): void {
  const b = m.battle!;
  const how = id.slice(0, id.indexOf(':'));
  const key = id.slice(id.indexOf(':') + 1);
  const region = regionOf(b, side);
  let cost = 1;
  if (how === 'sacrifice') {
    // Heroic Death: a Leader stops one hit, a Companion up to his Level; the card is spent
    if (isChar(key)) {
      H.own(m, 'chars')[key.slice(5)] = 'dead';
      cost = D.chars[key.slice(5)].level;
    } else {
      H.addUnits(m, region, key, -1);
      H.addTo(H.own(m, 'casualties'), key, 1);
    }
    ev.push({ type: 'figureLost', region, id: isChar(key) ? key.slice(5) : key });
    const mods = { ...b.mods!, [side]: { ...b.mods![side], heroicDeath: false } };
    setBattle(m, { mods });
  } else if (how === 'reduce') reduceElite(m, region, key, ev);
  else {
    loseUnit(m, region, key, ev);
    if (key.endsWith('.elite')) cost = 2;
  }
  setBattle(m, { hits: { ...m.battle!.hits, [side]: Math.max(0, m.battle!.hits[side] - cost) } });
}

/** §8.8: an army whose units are all gone loses its Leaders, Nazgûl and Characters. */
function wipeOut(m: M, side: Side, ev: WotrEvent[]): void {
  const b = m.battle!;
  const region = regionOf(b, side);
  const fig = battleFigures(ro(m), b, side);
  for (const k in fig) {
    if (isChar(k)) {
      const id = k.slice(5);
      H.own(m, 'chars')[id] = 'dead';
      ev.push({ type: 'figureLost', region, id });
    } else if (!isUnit(k)) {
      for (let i = 0; i < fig[k]; i++) {
        H.addUnits(m, region, k, -1);
        if (kindOf(k) === 'leader') H.addTo(H.own(m, 'casualties'), k, 1);
        else H.addTo(H.own(m, 'reserve'), k, 1);
      }
      ev.push({ type: 'figureLost', region, id: k });
    }
  }
  // FP Leaders left without units in the region (e.g. a rearguard of Leaders only) go too (§7.2)
  dropLoneLeaders(m, region, ev);
}

function dropLoneLeaders(m: M, region: string, ev: WotrEvent[]): void {
  if (armyUnits(D, ro(m), region, 'fp') > 0) return;
  const u = m.units[region];
  if (!u) return;
  for (const k of Object.keys(u))
    if (kindOf(k) === 'leader') {
      const n = u[k];
      H.addUnits(m, region, k, -n);
      H.addTo(H.own(m, 'casualties'), k, n);
      ev.push({ type: 'figureLost', region, id: k });
    }
}

/** After casualties: on to the combat roll, the after-casualty effects, or the end of the round. */
function continueRound(m: M, ev: WotrEvent[]): void {
  const b = m.battle!;
  if (b.strikeNext) {
    // §8.5 the second card strike before the roll, after the first one's casualties
    setBattle(m, { strikeNext: null });
    if (armiesLeft(m) && b.next === 'roll') {
      strikeOnce(m, b.strikeNext, ev);
      return;
    }
  }
  if (armiesLeft(m) && b.next !== 'end' && selfHitsSide(b) !== null) {
    setBattle(m, { step: 'selfHits' });
    return;
  }
  if (armiesLeft(m) && b.next === 'roll') {
    combatRolls(m, ev);
    return;
  }
  if (armiesLeft(m) && b.next === 'post' && b.mods) {
    // §8.5 after-casualty card effects (Great Host, card strikes)
    const hits = { fp: 0, shadow: 0 };
    for (const side of [b.defender, b.attacker]) {
      const mine = unitsOf(battleFigures(ro(m), b, side));
      const theirs = unitsOf(battleFigures(ro(m), b, other(side)));
      if (b.mods[side].extraHitsIfDouble && mine >= 2 * theirs) hits[other(side)] += b.mods[side].extraHitsIfDouble;
      hits[other(side)] += strikes(m, side, 'after-casualties', ev);
    }
    if (hits.fp + hits.shadow > 0) {
      toCasualties(m, hits, 'end', ev);
      return;
    }
  }
  endRound(m, ev);
}

function armiesLeft(m: M): boolean {
  const b = m.battle!;
  return unitsOf(battleFigures(ro(m), b, b.attacker)) > 0 && unitsOf(battleFigures(ro(m), b, b.defender)) > 0;
}

/** §8.5 cards discarded; §8.9 the battle ends or the attacker decides; §8.12 a siege battle is one round. */
function endRound(m: M, ev: WotrEvent[]): void {
  const b = m.battle!;
  discardCards(m);
  const att = unitsOf(battleFigures(ro(m), b, b.attacker));
  const def = unitsOf(battleFigures(ro(m), b, b.defender));
  if (att === 0 || def === 0) {
    finish(m, att > 0 ? b.attacker : def > 0 ? b.defender : null, ev);
    return;
  }
  if (b.type === 'siege') {
    if (b.cardRounds && b.round < b.cardRounds) {
      beginRound(m, ev); // an event card's siege battle of several rounds (events-armies.ts)
      return;
    }
    if (Object.keys(battleFigures(ro(m), b, b.attacker)).some((k) => k.endsWith('.elite'))) {
      setBattle(m, { step: 'extend' });
      return;
    }
    finish(m, null, ev);
    return;
  }
  setBattle(m, { step: 'cease' });
}

/** The battle is over: sieges lifted or a Stronghold captured (§8.11, §8.15), the winner may advance (§8.9). */
function finish(m: M, winner: Side | null, ev: WotrEvent[]): void {
  discardCards(m);
  const b = m.battle!;
  ev.push({ type: 'battleEnded', at: b.at, winner });
  const defenderGone = armyUnits(D, ro(m), b.at, b.defender) === 0;
  settleSiege(m, b.at, ev);
  if (winner === b.attacker && defenderGone && b.type === 'field' && advanceChoices(ro(m), b).length > 1) {
    setBattle(m, { step: 'advance' });
    return;
  }
  closeBattle(m);
}

/** §8.5: the round's combat cards are discarded when it ends (or is cut short: Scouts, a withdrawal). */
function discardCards(m: M): void {
  const b = m.battle;
  if (!b) return;
  for (const side of ['fp', 'shadow'] as const) {
    const c = b.cards[side];
    if (c && c !== 'none') H.ownList(m, 'discards', side).push(c);
  }
  setBattle(m, { cards: { fp: null, shadow: null }, mods: null });
}

function closeBattle(m: M): void {
  discardCards(m);
  m.battle = null;
  const i = m.asks.findIndex((a) => a.k === 'battle');
  if (i >= 0) m.asks.splice(i, 1);
}

/**
 * §8.11/§8.15: a siege ends when either side has no units left in the region; if the besieged are gone
 * and the besieger holds the region, the Stronghold is captured.
 */
export function settleSiege(m: M, region: string, ev: WotrEvent[]): void {
  const besieged = siegeOf(ro(m), region);
  if (besieged === null) return;
  const inside = armyUnits(D, ro(m), region, besieged);
  const outside = armyUnits(D, ro(m), region, other(besieged));
  if (inside > 0 && outside > 0) return;
  const sieges = dictOf(m.sieges);
  delete sieges[region];
  m.sieges = sieges;
  ev.push({ type: 'siege', region, besieged: null });
  if (inside === 0 && outside > 0) capture(m, other(besieged), region, ev);
}

/** §8.15 a Settlement changes hands (VP through the control markers), §6.3 its nation advances. */
function capture(m: M, side: Side, region: string, ev: WotrEvent[]): void {
  const c = controller(D, ro(m), region);
  if (c === null || c === side) return;
  const r = D.regions[region];
  if (D.nationSide[r.nation!] === side) delete H.own(m, 'control')[region];
  else {
    H.own(m, 'control')[region] = side;
    H.advance(m, r.nation!, ev);
  }
  ev.push({ type: 'captured', side, region });
}

/** The besieger moved away (§8.12): no besieging units left, the siege is lifted. */
export function afterArmyLeaves(m: M, region: string, ev: WotrEvent[]): void {
  settleSiege(m, region, ev);
}

// ---------------------------------------------------------------- answers

export function answerBattle(m: M, a: WotrAction, side: Side, ev: WotrEvent[]): void {
  const b = m.battle!;
  switch (b.step) {
    case 'split':
      if (a.type === 'leave') {
        setBattle(m, { attacking: dec(b.attacking, a.key) });
        if (splitChoices(ro(m), m.battle!).length > 1) return;
      }
      beginRound(m, ev);
      return;
    case 'withdraw':
      if (a.type === 'pick' && a.id === 'withdraw') {
        ev.push({ type: 'withdrew', side: b.defender, region: b.at });
        setBattle(m, { step: 'occupy' });
        return;
      }
      startCards(m, ev);
      return;
    case 'occupy':
      if (a.type === 'leave') {
        setBattle(m, { attacking: dec(b.attacking, a.key) });
        return;
      }
      if (a.type === 'moveTo') {
        moveAttackers(m, false, ev);
        beginSiege(m, b.at, b.defender, ev);
      }
      // not advancing: the defenders stay in their Stronghold without a siege (RULINGS, §11.7 q10)
      closeBattle(m);
      return;
    case 'cards': {
      if (a.type !== 'combatCard') return;
      if (a.card !== 'none') {
        const h = m.hands[side];
        if (h.includes(a.card)) H.ownList(m, 'hands', side).splice(h.indexOf(a.card), 1); // else from the table (Balrog), kept there until shown
      }
      const cards = { ...b.cards, [side]: a.card };
      setBattle(m, { cards });
      if (cards.fp !== null && cards.shadow !== null) revealCards(m, ev);
      return;
    }
    case 'casualties':
      if (a.type !== 'pick') return;
      takeCasualty(m, side, a.id, ev);
      autoCasualties(m, side, ev);
      for (const x of [b.attacker, b.defender]) autoCasualties(m, x, ev);
      if (m.battle!.hits.fp + m.battle!.hits.shadow === 0) continueRound(m, ev);
      return;
    case 'cease':
      if (a.type === 'pick' && a.id === 'cease') {
        // §8.13 a sortie that ceases goes back into the Stronghold: it never left it
        finish(m, null, ev);
        return;
      }
      if (retreatPlaces(ro(m), b).length > 0 && b.type !== 'siege') setBattle(m, { step: 'retreat' });
      else beginRound(m, ev);
      return;
    case 'retreat':
      if (a.type === 'moveTo') {
        retreat(m, a.to, ev);
        finish(m, b.attacker, ev);
        return;
      }
      beginRound(m, ev);
      return;
    case 'extend':
      if (a.type === 'pick' && a.id.startsWith('extend:')) {
        // §8.12: the besieger reduces one of his Elites for one more round
        reduceElite(m, b.from, a.id.slice(7), ev);
        beginRound(m, ev);
        return;
      }
      finish(m, null, ev);
      return;
    case 'kill': {
      const hits = { ...b.hits };
      if (a.type === 'pick' && a.id.startsWith('kill:')) {
        const key = a.id.slice(5);
        const enemy = other(side);
        const region = regionOf(b, enemy);
        if (isChar(key)) H.own(m, 'chars')[key.slice(5)] = 'dead';
        else {
          H.addUnits(m, region, key, -1);
          H.addTo(kindOf(key) === 'leader' ? H.own(m, 'casualties') : H.own(m, 'reserve'), key, 1);
        }
        ev.push({ type: 'figureLost', region, id: isChar(key) ? key.slice(5) : key });
        // Blade of Westernesse: the kill uses up one of the re-roll's hits
        if (b.mods![side].kills.some((k) => k.costsHit)) hits[enemy] = Math.max(0, hits[enemy] - 1);
      }
      const killing = b.killing!.slice(1);
      setBattle(m, { killing });
      if (killing.length && killTargets(ro(m), m.battle!, killing[0]).length) return;
      setBattle(m, { killing: [] });
      toCasualties(m, hits, 'post', ev);
      return;
    }
    case 'scouts':
      if (a.type === 'moveTo') {
        retreat(m, a.to, ev);
        finish(m, b.attacker, ev);
      } else if (a.type === 'pick' && a.id === 'withdraw') {
        ev.push({ type: 'withdrew', side: b.defender, region: b.at });
        setBattle(m, { step: 'occupy' });
      } else preStrikes(m, ev);
      return;
    case 'selfHits': {
      if (a.type !== 'pick' || !a.id.startsWith('self:')) return;
      const n = Number(a.id.slice(5));
      const mods = { ...b.mods! };
      const mine = { ...mods[side] };
      if (mine.selfHits!.step === 'before-roll')
        mine.roll += n; // Relentless Assault: +1 per hit taken
      else if (n > 0) mine.strikes = [...mine.strikes, { step: 'after-casualties', dice: n, max: n, hitOn: 4 }]; // Onslaught
      mods[side] = mine;
      setBattle(m, { mods, selfTaken: { ...b.selfTaken, [side]: n } });
      toCasualties(m, { fp: 0, shadow: 0, [side]: n } as { fp: number; shadow: number }, b.next, ev);
      return;
    }
    case 'advance':
      if (a.type === 'leave') {
        setBattle(m, { attacking: dec(b.attacking, a.key) });
        if (advanceChoices(ro(m), m.battle!).length > 1) return;
        closeBattle(m);
        return;
      }
      if (a.type === 'moveTo') moveAttackers(m, true, ev);
      closeBattle(m);
      return;
  }
}

/** The attacking army (what is left of `attacking`) moves into the battle region. */
function moveAttackers(m: M, enters: boolean, ev: WotrEvent[]): void {
  const b = m.battle!;
  const fig = battleFigures(ro(m), b, b.attacker);
  const figures: Record<string, number> = {};
  for (const k in b.attacking) {
    const n = Math.min(b.attacking[k], fig[k] ?? 0);
    if (n <= 0) continue;
    figures[k] = n;
    if (isChar(k)) H.own(m, 'chars')[k.slice(5)] = b.at;
    else {
      H.addUnits(m, b.from, k, -n);
      H.addUnits(m, b.at, k, n);
    }
  }
  ev.push({ type: 'armyMoved', side: b.attacker, from: b.from, to: b.at, figures });
  dropLoneLeaders(m, b.from, ev);
  settleSiege(m, b.from, ev);
  // capture and activation as for any army entering (§8.9 "as in §8.15"); not a Stronghold with defenders inside
  if (enters) H.afterArmyEnters(m, b.attacker, b.at, ev);
  else if (b.attacker === 'shadow' && D.regions[b.at].nation && isFpNation(D.regions[b.at].nation!))
    H.activate(m, D.regions[b.at].nation!, ev);
}

/** §8.11: the siege starts; the besieged keep at most five Army units (the others go to reinforcements, RULINGS). */
function beginSiege(m: M, region: string, besieged: Side, ev: WotrEvent[]): void {
  const sieges = dictOf(m.sieges);
  sieges[region] = besieged;
  m.sieges = sieges;
  ev.push({ type: 'siege', region, besieged });
  let excess = armyUnits(D, ro(m), region, besieged) - SIEGE_LIMIT;
  for (const kind of ['regular', 'elite'])
    for (const k of Object.keys(m.units[region] ?? {}).sort()) {
      if (excess <= 0 || kindOf(k) !== kind || sideOf(k) !== besieged) continue;
      const n = Math.min(excess, m.units[region][k]);
      H.addUnits(m, region, k, -n);
      H.addTo(H.own(m, 'reserve'), k, n);
      excess -= n;
      for (let i = 0; i < n; i++) ev.push({ type: 'unitLost', region, key: k, reduced: false });
    }
}

/** §8.9: the whole defending army moves to an adjacent free region (units, Leaders, Characters). */
function retreat(m: M, to: string, ev: WotrEvent[]): void {
  const b = m.battle!;
  const fig = figuresIn(ro(m), b.at, b.defender);
  for (const k in fig) {
    if (isChar(k)) {
      // §8.9 a Level 0 Character (Saruman) is left behind
      if (D.chars[k.slice(5)].level !== 0) H.own(m, 'chars')[k.slice(5)] = to;
    } else {
      H.addUnits(m, b.at, k, -fig[k]);
      H.addUnits(m, to, k, fig[k]);
    }
  }
  ev.push({ type: 'retreated', side: b.defender, from: b.at, to });
  if (b.defender === 'shadow' && D.regions[to].nation && isFpNation(D.regions[to].nation!))
    H.activate(m, D.regions[to].nation!, ev);
}
