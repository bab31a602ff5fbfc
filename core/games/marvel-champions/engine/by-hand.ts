// Resolve by hand (issue 12 §5): the kernel's `manual.op` operations on a Marvel Champions game, each
// done through the engine's own rules (damage through damage(), statuses through giveStatus(), an
// enemy activation as the activation task…) so that Tough, Stalwart, defeat, scheme completion,
// Uses and limits apply as printed ("normal checks"). What the rules would refuse is refused with an
// overridable rejection (the player may do it anyway; the kernel logs the override); what cannot
// be done at all (no such card, a card out of play taking damage) is refused for good.

import type { ManualOp, ManualOpResult } from '../../../kernel/table';
import type { ModuleRejection } from '../../../kernel/types';
import { draftOf } from './clone';
import {
  areaOf,
  card,
  codeOf,
  cs,
  defOf,
  enemies,
  identityOf,
  inPlay,
  isInPlay,
  keywords,
  ownerOf,
  put,
  stat,
  statusMax,
  villainId,
  zoneOf,
  zn,
} from './core';
import { run } from './flow';
import { uniqueBlocked } from './options';
import {
  activationTask,
  damage,
  discardEncounter,
  draw,
  engage,
  enterSideScheme,
  giveStatus,
  heal,
  log,
  placeThreat,
  push,
  removeThreat,
  shuffleZone,
  type Ev,
} from './rules';
import type { Draft, McState, Status, Task } from './types';

export const BY_HAND_OPS = [
  'damage',
  'heal',
  'status',
  'unstatus',
  'threat',
  'thwart',
  'draw',
  'discardTop',
  'search',
  'putIntoPlay',
  'reveal',
  'activate',
  'attackAlly',
  'giveCounter',
  'takeCounter',
] as const;
export type ByHandOp = (typeof BY_HAND_OPS)[number];

const STATUSES: readonly Status[] = ['stunned', 'confused', 'tough'];

/** The log line that says what was done by hand (then the engine's own lines follow). */
const LOG: Record<Exclude<ByHandOp, 'activate'> | 'attack' | 'scheme', string> = {
  attackAlly: 'mc.log.byHandAttackAlly',
  damage: 'mc.log.byHandDamage',
  heal: 'mc.log.byHandHeal',
  status: 'mc.log.byHandStatus',
  unstatus: 'mc.log.byHandUnstatus',
  threat: 'mc.log.byHandThreat',
  thwart: 'mc.log.byHandThwart',
  draw: 'mc.log.byHandDraw',
  discardTop: 'mc.log.byHandDiscardTop',
  search: 'mc.log.byHandSearch',
  putIntoPlay: 'mc.log.byHandPutIntoPlay',
  reveal: 'mc.log.byHandReveal',
  attack: 'mc.log.byHandAttack',
  scheme: 'mc.log.byHandScheme',
  giveCounter: 'mc.log.byHandGiveCounter',
  takeCounter: 'mc.log.byHandTakeCounter',
};

/** Cannot be done at all (no override). */
const impossible = (rule: string): ModuleRejection => ({ code: 'mc.manualImpossible', params: { rule } });
/** The rules refuse it; the player may do it anyway (`override`), and the log says so. */
const refused = (code: string, rule: string): ModuleRejection => ({ code, params: { rule, overridable: true } });

/** Zones a card may be taken from by hand (not a card the engine is revealing or paying for). */
const SETTLED = (z: string | null): boolean => z !== null && z !== 'reveal' && z !== 'playing';

/** The seat of a player deck/hand/discard zone id (`deck.P1` → P1), null otherwise. */
function seatOf(s: McState, zone: string | undefined, kind: string): string | null {
  if (!zone?.startsWith(`${kind}.`)) return null;
  const seat = zone.slice(kind.length + 1);
  return s.seats.includes(seat) ? seat : null;
}

/** The card an operation names: its piece, or the first copy of code `value` in `zone`. */
function named(s: McState, a: ManualOp): string | null {
  if (a.piece) return zoneOf(s, a.piece) ? a.piece : null;
  if (!a.zone || !a.value) return null;
  return (s.zones[a.zone] ?? []).find((id) => codeOf(id) === a.value) ?? null;
}

const isCharacterInPlay = (s: McState, id: string): boolean => isInPlay(s, id) && stat(s, id, 'hp') !== null;
const isSchemeInPlay = (s: McState, id: string): boolean => {
  const t = defOf(s, id).type;
  return isInPlay(s, id) && (t === 'main_scheme' || t === 'side_scheme');
};

/** Why the operation cannot or may not be done now; null when it can. */
export function refuseOp(s: McState, seat: string, a: ManualOp): ModuleRejection | null {
  if (!(BY_HAND_OPS as readonly string[]).includes(a.op)) return impossible('§1.1');
  if (s.result) return impossible('§1.1');
  const op = a.op as ByHandOp;
  const n = a.amount ?? 1;
  const id = named(s, a);
  if (a.piece && !id) return impossible('§2.3');
  switch (op) {
    case 'damage':
      // §2.9 Damage: only characters in play take damage.
      return id && isCharacterInPlay(s, id) && n > 0 ? null : impossible('§2.9');
    case 'heal':
      return id && isCharacterInPlay(s, id) && n > 0 && (cs(s, id).dmg ?? 0) > 0 ? null : impossible('§2.9');
    case 'status': {
      const st = a.value as Status;
      if (!id || !isCharacterInPlay(s, id) || !STATUSES.includes(st)) return impossible('§2.13');
      if ((cs(s, id)[st] ?? 0) >= (st === 'tough' ? 1 : statusMax(s, id))) return impossible('§2.13');
      // §2.13 Stalwart: cannot be stunned or confused.
      if (st !== 'tough' && keywords(s, id).stalwart) return refused('mc.stalwart', '§2.13');
      return null;
    }
    case 'unstatus': {
      const st = a.value as Status;
      if (!id || !isInPlay(s, id) || !STATUSES.includes(st)) return impossible('§2.13');
      return (cs(s, id)[st] ?? 0) > 0 ? null : impossible('§2.13');
    }
    case 'threat':
      // §2.11 Threat: placed on schemes in play.
      return id && isSchemeInPlay(s, id) && n > 0 ? null : impossible('§2.11');
    case 'thwart':
      return id && isSchemeInPlay(s, id) && n > 0 && (cs(s, id).threat ?? 0) > 0 ? null : impossible('§2.11');
    case 'draw': {
      // §2.7 Draw: a player draws from their own deck (an empty deck is reshuffled, §2.7).
      const who = seatOf(s, a.zone, 'deck');
      return who && !s.players[who].eliminated && n > 0 ? null : impossible('§2.7');
    }
    case 'discardTop': {
      const who = seatOf(s, a.zone, 'deck');
      if (a.zone !== 'encDeck' && !(who && !s.players[who].eliminated)) return impossible('§2.3');
      return n > 0 && (s.zones[a.zone!] ?? []).length > 0 ? null : impossible('§2.3');
    }
    case 'search': {
      // Search (glossary): the encounter deck for an encounter card, which is revealed (§2.12)…
      if (a.zone === 'encDeck')
        return id && zoneOf(s, id) === 'encDeck' && !s.players[seat].eliminated ? null : impossible('§2.7');
      // …or a player's deck or discard pile for a card of theirs, into their hand.
      const who = seatOf(s, a.zone, 'deck') ?? seatOf(s, a.zone, 'discard');
      if (!who || s.players[who].eliminated || !id || zoneOf(s, id) !== a.zone) return impossible('§2.7');
      return null;
    }
    case 'putIntoPlay':
      return intoPlayProblem(s, seat, id);
    case 'reveal': {
      // §2.12 Reveal: an encounter card out of play (the top of the encounter deck by default).
      if (s.players[seat].eliminated) return impossible('§2.12');
      if (!id) return a.zone === 'encDeck' && !a.value ? null : impossible('§2.12');
      const z = zoneOf(s, id);
      const from = ['encDeck', 'encDiscard', 'setAside', 'victory', 'removed'];
      return ownerOf(id) === null && z && from.includes(z) ? null : impossible('§2.12');
    }
    case 'activate': {
      // §2.10/§2.12: an enemy in play attacks or schemes against a player in the game.
      if (!id || !enemies(s).includes(id) || (a.value !== 'attack' && a.value !== 'scheme')) return impossible('§2.10');
      return s.players[targetOf(s, seat, id)].eliminated ? impossible('§2.10') : null;
    }
    case 'attackAlly': {
      // digest "Attacks against allies": an enemy in play (`value`) attacks an ally in play (the piece)
      const enemy = a.value ?? '';
      if (!id || !isInPlay(s, id) || defOf(s, id).type !== 'ally' || !enemies(s).includes(enemy))
        return impossible('§2.10');
      const who = areaOf(s, id);
      return who && !s.players[who].eliminated ? null : impossible('§2.10');
    }
    case 'giveCounter':
      return id && isInPlay(s, id) && n > 0 ? null : impossible('§2.13');
    case 'takeCounter':
      return id && isInPlay(s, id) && n > 0 && (cs(s, id).uses ?? 0) > 0 ? null : impossible('§2.13');
  }
}

/** A minion activates against the player it is engaged with; the villain against the acting player. */
function targetOf(s: McState, seat: string, enemy: string): string {
  const z = zoneOf(s, enemy) ?? '';
  return z.startsWith('engaged.') ? z.slice('engaged.'.length) : seat;
}

function intoPlayProblem(s: McState, seat: string, id: string | null): ModuleRejection | null {
  // §2.3 In play: only cards that stay in play go there; never the villain, main scheme or an identity.
  if (!id || !SETTLED(zoneOf(s, id)) || isInPlay(s, id)) return impossible('§2.3');
  const d = defOf(s, id);
  const owner = ownerOf(id);
  const player = ['ally', 'support', 'upgrade'].includes(d.type) && owner !== null && !s.players[owner].eliminated;
  const encounter = ['minion', 'side_scheme', 'environment', 'attachment'].includes(d.type) && owner === null;
  if (!player && !encounter) return impossible('§2.3');
  if (encounter && s.players[seat].eliminated) return impossible('§2.3');
  if (d.type === 'attachment' && !(d.attachTo === 'you' || villainId(s))) return impossible('§2.3');
  // §2.13 Unique: one card of a unique title in play.
  if (d.unique && uniqueBlocked(s, id)) return refused('mc.unique', '§2.13');
  return null;
}

/** The operations by an amount on one card, each the engine's own rule (§2.9 damage/heal, §2.11 threat). */
const BY_AMOUNT: Record<'damage' | 'heal' | 'threat' | 'thwart', (s: Draft, id: string, n: number, ev: Ev) => unknown> =
  {
    damage,
    heal,
    threat: placeThreat,
    thwart: removeThreat,
  };

/** Applies an operation `refuseOp` let through (or the player overrode). */
export function applyOp(state: McState, seat: string, a: ManualOp): ManualOpResult<McState> {
  const s = draftOf(state);
  const ev: Ev = [];
  const op = a.op as ByHandOp;
  const n = a.amount ?? 1;
  const id = named(state, a);
  const c = id ? codeOf(id) : null;
  let reveals = false;
  const said = (params: { [k: string]: string | number | null }) =>
    log(ev, LOG[op === 'activate' ? (a.value as 'attack' | 'scheme') : op], { seat, ...params });
  switch (op) {
    case 'damage':
    case 'heal':
    case 'threat':
    case 'thwart':
      said({ card: c, n });
      BY_AMOUNT[op](s, id!, n, ev);
      break;
    case 'status': {
      const st = a.value as Status;
      said({ card: c, status: st });
      const before = cs(s, id!)[st] ?? 0;
      giveStatus(s, id!, st, ev);
      if ((cs(s, id!)[st] ?? 0) === before) {
        // overridden Stalwart: the status card is placed anyway
        card(s, id!)[st] = before + 1;
        log(ev, 'mc.log.status', { card: c, status: st });
      }
      break;
    }
    case 'unstatus': {
      const st = a.value as Status;
      said({ card: c, status: st });
      const k = card(s, id!);
      k[st] = (k[st] ?? 0) - 1;
      if (!k[st]) delete k[st];
      break;
    }
    case 'draw': {
      const who = a.zone!.slice('deck.'.length);
      said({ owner: who, n });
      draw(s, who, n, ev);
      reveals = true;
      break;
    }
    case 'discardTop': {
      const enc = a.zone === 'encDeck';
      const to = enc ? 'encDiscard' : zn('discard', a.zone!.slice('deck.'.length));
      const top = (s.zones[a.zone!] ?? []).slice(0, n);
      said({ zone: a.zone!, n: top.length });
      for (const t of top) {
        if (enc) discardEncounter(s, t);
        else put(s, t, to, true);
        log(ev, 'mc.log.byHandDiscarded', { card: codeOf(t) });
      }
      reveals = true;
      break;
    }
    case 'search': {
      if (a.zone === 'encDeck') {
        // the card found is revealed (§2.12: resolved by its type), the encounter deck shuffled
        log(ev, 'mc.log.byHandSearchReveal', { seat, card: c });
        shuffleZone(s, 'encDeck');
        push(s, { t: 'reveal', card: id!, seat });
        reveals = true;
        break;
      }
      const who = ownerOf(id!) ?? seat;
      said({ zone: a.zone!, owner: who });
      put(s, id!, zn('hand', who));
      if (a.zone!.startsWith('deck.')) shuffleZone(s, a.zone!);
      reveals = true;
      break;
    }
    case 'putIntoPlay':
      reveals = !visibleFrom(zoneOf(state, id!));
      said({ card: c });
      intoPlay(s, seat, id!, ev);
      break;
    case 'reveal':
      said({ card: a.zone === 'encDeck' && !id ? null : c });
      push(s, { t: 'reveal', card: id, seat });
      reveals = true;
      break;
    case 'activate':
      said({ card: c, against: targetOf(state, seat, id!) });
      push(s, activationTask(id!, targetOf(state, seat, id!), a.value as 'attack' | 'scheme'));
      reveals = true; // boost cards are dealt and turned over
      break;
    case 'attackAlly': {
      const enemy = a.value!;
      const who = areaOf(state, id!)!;
      said({ card: codeOf(enemy), target: c, against: who });
      const task = activationTask(enemy, who, 'attack') as Extract<Task, { t: 'activation' }>;
      push(s, { ...task, a: { ...task.a, ally: id! } });
      reveals = true; // boost cards are dealt and turned over
      break;
    }
    case 'giveCounter':
    case 'takeCounter': {
      said({ card: c, n });
      const k = card(s, id!);
      const uses = (k.uses ?? 0) + (op === 'giveCounter' ? n : -Math.min(n, k.uses ?? 0));
      k.uses = uses;
      break;
    }
  }
  // The pushed tasks (a reveal, an activation, limits) run now, asking what they need to ask; the
  // kernel then settles the table (defeats the counters imply, the pending decision asked again).
  if (!s.result) {
    s.ask = null;
    run(s, ev);
  }
  return { ok: true, state: s as unknown as McState, events: ev, reveals };
}

function visibleFrom(z: string | null): boolean {
  return z !== null && !z.startsWith('deck.') && !z.startsWith('hand.') && z !== 'encDeck' && !z.startsWith('boost.');
}

/** Puts a card into play where it belongs, as the Setup keyword or a reveal would (no When Revealed). */
function intoPlay(s: Draft, seat: string, id: string, ev: Ev): void {
  const d = defOf(s, id);
  const owner = ownerOf(id);
  if (owner !== null) {
    put(s, id, zn('play', owner));
    push(s, { t: 'enterPlay', card: id, seat: owner }); // Uses, Toughness, then the ally/restricted limits
    return;
  }
  switch (d.type) {
    case 'minion':
      engage(s, id, seat, ev);
      return;
    case 'side_scheme':
      put(s, id, 'side');
      enterSideScheme(s, id);
      return;
    case 'environment':
      put(s, id, 'side');
      return;
    default: {
      // attachment (intoPlayProblem checked its host exists)
      const host = d.attachTo === 'you' ? identityOf(s, seat) : villainId(s)!;
      put(s, id, d.attachTo === 'you' ? zn('play', seat) : 'villain');
      card(s, id).on = host;
      log(ev, 'mc.log.attached', { card: codeOf(id), host: codeOf(host) });
    }
  }
}

/** One of each operation per card it applies to (amount 1), for the property tests. */
export function sampleOps(s: McState): ManualOp[] {
  const out: ManualOp[] = [];
  const o = (op: ByHandOp, more: Omit<ManualOp, 'type' | 'op'>) => out.push({ type: 'manual.op', op, ...more });
  for (const id of inPlay(s)) {
    if (stat(s, id, 'hp') !== null) {
      o('damage', { piece: id, amount: 1 });
      o('heal', { piece: id, amount: 1 });
      for (const st of STATUSES) o('status', { piece: id, value: st });
      o('unstatus', { piece: id, value: 'stunned' });
    }
    if (isSchemeInPlay(s, id)) {
      o('threat', { piece: id, amount: 1 });
      o('thwart', { piece: id, amount: 1 });
    }
    o('giveCounter', { piece: id, amount: 1 });
    o('takeCounter', { piece: id, amount: 1 });
  }
  for (const id of enemies(s)) for (const value of ['attack', 'scheme']) o('activate', { piece: id, value });
  const allies = inPlay(s).filter((id) => defOf(s, id).type === 'ally');
  for (const value of enemies(s)) for (const id of allies) o('attackAlly', { piece: id, value });
  for (const seat of s.seats) {
    const deck = zn('deck', seat);
    o('draw', { zone: deck, amount: 1 });
    o('discardTop', { zone: deck, amount: 1 });
    const top = (s.zones[deck] ?? [])[0];
    if (top) o('search', { zone: deck, value: codeOf(top) });
    const last = (s.zones.encDeck ?? []).at(-1);
    if (last && seat === s.seats[0]) o('search', { zone: 'encDeck', value: codeOf(last) });
    for (const id of [...(s.zones[zn('hand', seat)] ?? []), ...(s.zones[zn('discard', seat)] ?? [])])
      o('putIntoPlay', { piece: id });
  }
  o('discardTop', { zone: 'encDeck', amount: 1 });
  o('reveal', { zone: 'encDeck' });
  for (const id of [...(s.zones.encDiscard ?? []), ...(s.zones.setAside ?? [])]) {
    o('reveal', { piece: id });
    o('putIntoPlay', { piece: id });
  }
  return out;
}
