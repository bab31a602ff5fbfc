// Table mode: the kernel's manual actions on Marvel Champions zones, pieces and counters. In a
// rules-enforced game (option `table: false`) "resolve by hand" actions go through the rules:
// notes, counters (damage, threat, uses, acceleration), exhausting/readying cards in play, moving a
// public card to a discard pile, the victory display or out of the game, and the operations of
// by-hand.ts (deal damage, statuses, draw, reveal, make an enemy activate…). Anything else the
// rules refuse may still be done as an override (logged as such), except moving an identity.
// With `table: true` everything is allowed (tracking a physical table).

import type { ManualAction, TableAdapter, ZoneSpec } from '../../../kernel/table';
import type { ModuleRejection, SeatId } from '../../../kernel/types';
import { codeOf, cs, defOf, inPlay, isInPlay, ownerOf, stat, villainId, zoneOf, zn } from './core';
import { run } from './flow';
import { completeMain, defeat, mainTarget, removeThreat } from './rules';
import { applyOp, refuseOp, sampleOps } from './by-hand';
import { draftOf } from './clone';
import { dictOf } from './shapes';
import type { McState } from './types';

function visibility(z: string): { owner: SeatId | null; visibility: ZoneSpec['visibility'] } {
  const dot = z.indexOf('.');
  const kind = dot < 0 ? z : z.slice(0, dot);
  const seat = dot < 0 ? null : z.slice(dot + 1);
  switch (kind) {
    case 'deck':
    case 'dealt':
      return { owner: seat, visibility: 'hidden' };
    case 'hand':
      return { owner: seat, visibility: 'owner' };
    case 'encDeck':
    case 'boost':
    case 'under': // face-down cards under a card (`under.<card id>`)
      return { owner: null, visibility: 'hidden' };
    case 'identity':
    case 'play':
    case 'engaged':
    case 'discard':
      return { owner: seat, visibility: 'public' };
    default:
      return { owner: null, visibility: 'public' };
  }
}

/** Whether `seat` may not see what zone `z` holds (a deck, another player's hand…). */
export function hiddenFrom(z: string, seat: SeatId): boolean {
  const v = visibility(z);
  return v.visibility === 'hidden' || (v.visibility === 'owner' && v.owner !== seat);
}

const OUT_OF_PLAY = (z: string) =>
  !(
    z === 'villain' ||
    z === 'main' ||
    z === 'side' ||
    z.startsWith('play.') ||
    z.startsWith('engaged.') ||
    z.startsWith('identity.')
  );
const DESTINATIONS = (z: string) =>
  z === 'encDiscard' || z === 'victory' || z === 'removed' || z.startsWith('discard.');

type CounterKind = 'dmg' | 'threat' | 'uses';

export const table: TableAdapter<McState> = {
  zones: (s) => Object.keys(s.zones).map((id) => ({ id, ...visibility(id) })),
  contents: (s, z) => s.zones[z] ?? [],
  setContents: (s, z, pieces) => {
    const cards = dictOf(s.cards);
    if (OUT_OF_PLAY(z)) for (const id of pieces) delete cards[id]; // leaving play forgets (§2.3)
    const zones = dictOf(s.zones);
    zones[z] = [...pieces];
    return { ...s, zones, cards };
  },
  piece: (s, id) => {
    const z = zoneOf(s, id);
    if (!z) return null;
    const back = ownerOf(id) ? `player:${ownerOf(id)}` : 'encounter';
    if (OUT_OF_PLAY(z)) return { back };
    const seat = ownerOf(id);
    if (seat && s.players[seat]?.identity === id)
      return { back, faceUp: s.players[seat].form === 'hero', exhausted: cs(s, id).exhausted === true };
    return { back, exhausted: cs(s, id).exhausted === true };
  },
  setPiece: (s, id, flags) => {
    let next = s;
    if (flags.exhausted !== undefined) {
      const c = { ...cs(s, id) };
      if (flags.exhausted) c.exhausted = true;
      else delete c.exhausted;
      const cards = dictOf(next.cards);
      cards[id] = c;
      next = { ...next, cards };
    }
    if (flags.faceUp !== undefined) {
      const seat = ownerOf(id)!;
      const players = dictOf(next.players);
      players[seat] = { ...next.players[seat], form: flags.faceUp ? 'hero' : 'alter_ego' };
      next = { ...next, players };
    }
    return next;
  },
  face: (_s, id) => ({ code: codeOf(id) }),
  counters: (s) => {
    const out = [{ id: 'accel', owner: null, value: s.accel, min: 0, max: 99 }];
    for (const id of inPlay(s)) {
      const d = defOf(s, id);
      const c = cs(s, id);
      if (stat(s, id, 'hp') !== null) out.push({ id: `dmg.${id}`, owner: null, value: c.dmg ?? 0, min: 0, max: 999 });
      if (d.type === 'main_scheme' || d.type === 'side_scheme')
        out.push({ id: `threat.${id}`, owner: null, value: c.threat ?? 0, min: 0, max: 999 });
      if (c.uses !== undefined) out.push({ id: `uses.${id}`, owner: null, value: c.uses, min: 0, max: 99 });
    }
    return out;
  },
  setCounter: (s, counter, value) => {
    if (counter === 'accel') return { ...s, accel: value };
    const dot = counter.indexOf('.');
    const kind = counter.slice(0, dot) as CounterKind;
    const id = counter.slice(dot + 1);
    const c = { ...cs(s, id), [kind]: value };
    if (!value && kind !== 'uses') delete c[kind];
    const cards = dictOf(s.cards);
    cards[id] = c;
    return { ...s, cards };
  },
  refuse: (s, seat, action) => refuse(s, seat, action),
  op: applyOp,
  sampleOps,
  settle,
};

function refuse(s: McState, seat: SeatId, a: ManualAction): ModuleRejection | null {
  // §2.1 Identity: the identity card stays in front of its player, at a real table too (a deck or the
  // encounter deck holding an identity would leave the seat without one; the volume runs found it).
  if (a.type === 'manual.move' && zoneOf(s, a.piece)) {
    const t = defOf(s, a.piece).type;
    if ((t === 'hero' || t === 'alter_ego') && a.to !== zoneOf(s, a.piece))
      return { code: 'mc.identityStays', params: { rule: '§2.1' } };
    // the villain and the main scheme in play leave only by the rules (defeat §2.10, completion §2.11): moved
    // away by hand, the game would have no villain or no scheme (the random games found it)
    if ((t === 'villain' || t === 'main_scheme') && isInPlay(s, a.piece) && a.to !== zoneOf(s, a.piece))
      return { code: 'mc.villainStays', params: { rule: t === 'villain' ? '§2.10' : '§2.11' } };
    // §2.10: an eliminated player's cards are out of the game: nothing goes to their hand, deck or area
    const seat = a.to.slice(a.to.indexOf('.') + 1);
    if (a.to.includes('.') && s.players[seat]?.eliminated)
      return { code: 'mc.eliminatedZone', params: { rule: '§2.10' } };
  }
  if (a.type === 'manual.op') {
    // §5 resolve by hand: the operation's own checks; at a tracked table what only the rules refuse is allowed
    const r = refuseOp(s, seat, a);
    return r && s.table && r.params?.overridable === true ? null : r;
  }
  if (s.table) return null;
  if ('piece' in a && !zoneOf(s, a.piece)) return null; // the kernel answers unknown_piece
  // The rules refuse it; the player may still do it by hand (an override, marked in the log).
  const no: ModuleRejection = { code: 'mc.manualRefused', params: { rule: '§1.1', overridable: true } };
  switch (a.type) {
    case 'manual.note':
    case 'manual.setCounter':
      return null;
    case 'manual.exhaust':
    case 'manual.ready':
      return isInPlay(s, a.piece) && villainId(s) !== a.piece ? null : no;
    case 'manual.move': {
      const from = zoneOf(s, a.piece);
      if (!from || !DESTINATIONS(a.to)) return no;
      const d = defOf(s, a.piece);
      if (d.type === 'villain' || d.type === 'main_scheme' || d.type === 'hero' || d.type === 'alter_ego') return no;
      const owner = ownerOf(a.piece);
      if (a.to.startsWith('discard.') && a.to !== zn('discard', owner)) return no;
      if (a.to === 'encDiscard' && owner !== null) return no;
      const vis = visibility(from);
      if (vis.visibility !== 'public' && from !== zn('hand', owner)) return no;
      if (from === 'reveal' || from === 'playing') return no;
      return null;
    }
    default:
      return no;
  }
}

/** After a manual action: defeats and completions the counters imply, then the decision again. */
function settle(state: McState): McState {
  if (state.result) return state;
  const s = draftOf(state);
  const ev: never[] = [];
  for (const id of inPlay(s)) {
    if (!isInPlay(s, id) || s.result) continue;
    const d = defOf(s, id);
    const hp = stat(s, id, 'hp');
    if (hp !== null && hp > 0 && (cs(s, id).dmg ?? 0) >= hp) defeat(s, id, ev);
    else if (d.type === 'side_scheme' && !(cs(s, id).threat ?? 0)) removeThreat(s, id, 0, ev);
    else if (d.type === 'main_scheme' && (cs(s, id).threat ?? 0) >= mainTarget(s, id)) completeMain(s, ev);
  }
  if (!s.result) {
    s.ask = null;
    run(s, ev);
  }
  return s as unknown as McState;
}
