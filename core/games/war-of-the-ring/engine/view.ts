// What each seat sees, log lines per viewer, the pending decision, the outcome, the invariants the
// property tests check after every action, and `perturbHidden` (the hidden facts that are not
// pieces: the Fellowship's true position and path, hands and deck orders).

import { decision } from '../../../kernel/decisions';
import type { Json } from '../../../kernel/json';
import type { Rng } from '../../../kernel/rng';
import type { Decision, LogEntry, Outcome } from '../../../kernel/types';
import { companionsInFellowship, dicePoolFor, victoryPoints } from './board';
import { D } from './content';
import { askSide, CORRUPTION_MAX, discardAsked, HAND_LIMIT, MORDOR_STEPS, STACK_LIMIT } from './rules';
import { FP_NATIONS, kindOf, nationOf } from './static';
import type { Ask, Side, WotrEvent, WotrState } from './types';
// ---- combat (§8)
import { battlePending, deckOf } from './combat';
// ---- three and four players (§10)
import { multiInvariants, multiOutcome, multiPending, multiPerturb, multiView, sideOfSeat } from './multi';

export function pending(s: WotrState): Decision | null {
  return s.multi ? multiPending(s, sidePending) : sidePending(s);
}

function sidePending(s: WotrState): Decision | null {
  if (s.winner) return null;
  const ask = s.asks[s.asks.length - 1];
  if (ask?.k === 'battle' && s.battle) return battlePending(s); // combat: simultaneous combat cards (§8.5)
  if (ask) return decision('turn', [askSide(ask)], `wotr.ask.${ask.k}`);
  switch (s.phase) {
    case 'fellowship':
      return decision('turn', ['fp'], 'wotr.prompt.fellowship');
    case 'hunt':
      return decision('turn', ['shadow'], 'wotr.prompt.hunt');
    case 'actions':
      return decision('turn', [s.active], 'wotr.prompt.action');
    default:
      return null;
  }
}

export function outcome(s: WotrState): Outcome | null {
  if (s.multi) return multiOutcome(s); // §10.8 the individual winner inside the team
  if (!s.winner) return null;
  const w = s.winner.side;
  return {
    result: { fp: w === 'fp' ? 'win' : 'loss', shadow: w === 'shadow' ? 'win' : 'loss' },
    reason: { key: `wotr.victory.${s.winner.reason}`, params: { side: w } },
    scores: { fp: victoryPoints(D, s, 'fp'), shadow: victoryPoints(D, s, 'shadow') },
  };
}

export function view(s: WotrState, seat: string | null): unknown {
  if (!s.multi) return sideView(s, seat);
  // three and four players: what the seat's side sees, with its own hand only (multi.ts)
  return multiView(s, seat, sideView(s, seat === null ? null : sideOfSeat(seat)) as Record<string, unknown>);
}

function sideView(s: WotrState, seat: string | null): unknown {
  const f = s.fellowship;
  const sees = (side: Side) => seat === side;
  const deckCounts: Record<string, number> = {};
  for (const d in s.decks) deckCounts[d] = s.decks[d].length;
  return {
    turn: s.turn,
    phase: s.phase,
    active: s.active,
    units: s.units,
    reserve: s.reserve,
    casualties: s.casualties,
    chars: s.chars,
    control: s.control,
    politics: s.politics,
    fellowship: {
      at: f.at,
      mordor: f.mordor,
      progress: f.progress,
      revealed: f.revealed,
      corruption: f.corruption,
      guide: f.guide,
      // the true position and the path since the last known one: the Free Peoples' secret (§5.5)
      ...(sees('fp') ? { trueAt: f.trueAt, path: f.path } : {}),
    },
    dice: s.dice,
    huntBox: s.huntBox,
    rings: s.rings,
    hunt: { pool: s.hunt.pool.length, drawn: s.hunt.drawn, waiting: s.hunt.waiting, removed: s.hunt.removed },
    decks: deckCounts,
    hands: {
      fp: sees('fp') ? s.hands.fp : s.hands.fp.length + secretPick(s, 'fp'),
      shadow: sees('shadow') ? s.hands.shadow : s.hands.shadow.length + secretPick(s, 'shadow'),
    },
    discards: {
      fp: sees('fp') ? s.discards.fp : s.discards.fp.length,
      shadow: sees('shadow') ? s.discards.shadow : s.discards.shadow.length,
    },
    // an event ask's options may be secret from the other side: a card's Fellowship move names the
    // Fellowship's secret neighbours (events-fellowship.ts); a card played free is picked from the hand
    // (events-armies.ts)
    asks: s.asks.map((a) => hideSecretOptions(a, sees)),
    victoryPoints: { fp: victoryPoints(D, s, 'fp'), shadow: victoryPoints(D, s, 'shadow') },
    winner: s.winner,
    // ---- combat (§8): a chosen combat card is secret until both chose; its back (deck) is public (§8.5)
    sieges: s.sieges ?? {},
    // ---- table cards (§4.6, events-fellowship.ts): public, empty for states made before the table existed
    table: s.table ?? { fp: [], shadow: [] },
    battle: s.battle
      ? {
          ...s.battle,
          cards: {
            fp: sees('fp') ? s.battle.cards.fp : cardBack(s.battle.cards.fp),
            shadow: sees('shadow') ? s.battle.cards.shadow : cardBack(s.battle.cards.shadow),
          },
        }
      : null,
  };
}

/**
 * ---- table cards (events-table.ts): while combat cards are still secret (§8.5), a card picked from the hand is
 * counted in the hand for the other side, so that it looks the same as a card picked from the table (Balrog of
 * Moria, kept on the table until both are shown).
 */
function secretPick(s: WotrState, side: Side): number {
  const b = s.battle;
  const c = b?.step === 'cards' ? b.cards[side] : null;
  return c && c.includes('.') && !(s.table?.[side] ?? []).includes(c) ? 1 : 0;
}

/** An ask as the Shadow (or a spectator) sees it: a card's Fellowship move keeps its options secret. */
function hideSecretOptions(a: Ask, sees: (side: Side) => boolean): Ask {
  if (a.k !== 'event') return a;
  if (a.op.op === 'move-fellowship' && !sees('fp')) return { ...a, options: [] };
  if (a.op.op === 'play-card-free' && !sees(a.side)) return { ...a, options: [] };
  if ((a.op.op as string) === 'pay-cards' && !sees(a.side)) return { ...a, options: [] }; // events-table.ts: from hand
  return a;
}

/** What the other side sees of a chosen combat card: nothing yet, `none`, or the deck of its back. */
function cardBack(card: string | null): string | null {
  if (card === null || card === 'none') return card;
  return `back:${deckOf(card)}`;
}

/** A log line: `wotr.log.<event>` with the event's fields, hiding what the viewer may not see. */
export function describe(e: WotrEvent, seat: string | null): LogEntry | null {
  const { type, ...rest } = e as WotrEvent & Record<string, unknown>;
  const params = { ...rest } as Record<string, Json>;
  const viewer = seat === null ? null : sideOfSeat(seat); // three and four players: the seat's side
  if ((e.type === 'drew' || e.type === 'discarded') && viewer !== e.side) delete params.card;
  if (e.type === 'drew' && e.seat !== undefined && seat !== e.seat) delete params.card; // §10.3 the holder only
  if (e.type === 'fellowshipMoved' && viewer !== 'fp') delete params.to;
  return { key: `wotr.log.${type}`, params };
}

export function invariants(s: WotrState): string[] {
  const out: string[] = [];
  // every figure in exactly one place: map + reinforcements + casualties = totals (§1.2, §2.2)
  const seen: Record<string, number> = {};
  for (const r in s.units) {
    if (!D.regions[r]) out.push(`units in unknown region ${r}`);
    for (const k in s.units[r]) {
      const v = s.units[r][k];
      if (!Number.isInteger(v) || v <= 0) out.push(`bad count ${r} ${k} ${v}`);
      seen[k] = (seen[k] ?? 0) + v;
    }
  }
  for (const k in s.reserve) seen[k] = (seen[k] ?? 0) + s.reserve[k];
  for (const k in s.casualties) seen[k] = (seen[k] ?? 0) + s.casualties[k];
  for (const k of new Set([...Object.keys(seen), ...Object.keys(D.totals)]))
    if ((seen[k] ?? 0) !== (D.totals[k] ?? 0)) out.push(`figures ${k}: ${seen[k] ?? 0} ≠ ${D.totals[k] ?? 0}`);
  // stacking (§7.1) and FP leaders never alone (§7.2)
  for (const r in s.units) {
    let fp = 0;
    let shadow = 0;
    let leaders = 0;
    for (const k in s.units[r]) {
      const kind = kindOf(k);
      if (kind === 'leader') leaders++;
      else if (kind !== 'nazgul') {
        if (D.nationSide[nationOf(k)] === 'fp') fp += s.units[r][k];
        else shadow += s.units[r][k];
      }
    }
    if (fp > STACK_LIMIT || shadow > STACK_LIMIT) out.push(`stacking ${r} ${fp}/${shadow}`);
    if (fp === 0 && leaders > 0) out.push(`FP leader alone in ${r}`);
  }
  // characters: a known place each; the guide in the Fellowship (or Gollum when none is left)
  for (const id in D.chars) {
    const at = s.chars[id];
    if (at === undefined || (at !== 'fellowship' && at !== 'out' && at !== 'dead' && !D.regions[at]))
      out.push(`character ${id} at ${at}`);
  }
  const f = s.fellowship;
  const comps = companionsInFellowship(D, s);
  if (f.guide === 'gollum' ? comps.length > 0 : !comps.includes(f.guide)) out.push(`guide ${f.guide}`);
  if (f.corruption < 0 || f.corruption > CORRUPTION_MAX) out.push(`corruption ${f.corruption}`);
  if (f.mordor !== null && (f.mordor < 0 || f.mordor > MORDOR_STEPS)) out.push(`mordor ${f.mordor}`);
  if ((f.mordor === null) === (f.at === null)) out.push('fellowship both on the map and on the Mordor Track');
  if (f.mordor === null && f.path.length !== f.progress) out.push(`path ${f.path.length} vs progress ${f.progress}`);
  // dice (§4.1, §4.2): rolled + used + Hunt Box = pool, pool within its bounds
  for (const side of ['fp', 'shadow'] as const) {
    const d = s.dice[side];
    const box = side === 'fp' ? s.huntBox.fp : s.huntBox.shadow;
    const inPlay = d.rolled.length + d.used + box;
    if (s.phase === 'actions' || s.phase === 'victory') {
      if (inPlay !== d.pool) out.push(`dice ${side}: ${inPlay} ≠ pool ${d.pool}`);
    } else if (inPlay > d.pool) out.push(`dice ${side}: ${inPlay} > pool ${d.pool}`);
    const [lo, hi] = side === 'fp' ? [4, 6] : [7, 10];
    if (d.pool < lo || d.pool > hi) out.push(`dice pool ${side} ${d.pool}`);
    if (dicePoolFor(D, s, side) < lo) out.push(`next pool ${side}`);
    if (d.rolled.includes('eye')) out.push(`an Eye among ${side}'s unused dice`);
  }
  // politics (§6.1): steps 0–3, a Passive FP nation never At War, Shadow nations always active
  for (const n in s.politics) {
    const p = s.politics[n];
    if (p.step < 0 || p.step > 3) out.push(`politics ${n} step ${p.step}`);
    if (p.step === 0 && !p.active) out.push(`passive ${n} at war`);
    if (!FP_NATIONS.includes(n as never) && !p.active) out.push(`shadow nation ${n} passive`);
  }
  // event cards: each in exactly one place; hands within the limit unless a discard is asked
  const cards = new Map<string, number>();
  const put = (c: string) => cards.set(c, (cards.get(c) ?? 0) + 1);
  for (const d in s.decks) s.decks[d].forEach(put);
  for (const side of ['fp', 'shadow'] as const) {
    s.hands[side].forEach(put);
    s.discards[side].forEach(put);
    if (!s.multi && s.hands[side].length > HAND_LIMIT && !discardAsked(s.asks, side))
      out.push(`hand ${side} ${s.hands[side].length}`);
  }
  // table cards (§4.6): a card lying on the table is in no other place
  for (const side of ['fp', 'shadow'] as const) (s.table?.[side] ?? []).forEach(put);
  // combat (§8.5): a chosen combat card lies on the table until the round ends
  if (s.battle)
    for (const side of ['fp', 'shadow'] as const)
      if (s.battle.cards[side]?.includes('.') && !(s.table?.[side] ?? []).includes(s.battle.cards[side]!))
        put(s.battle.cards[side]!); // a card chosen from the table (Balrog) stays there until shown
  for (const c in D.cards) if (cards.get(c) !== 1) out.push(`card ${c} in ${cards.get(c) ?? 0} places`);
  if (cards.size !== Object.keys(D.cards).length) out.push('unknown cards');
  // hunt tiles: no tile twice, every standard tile in the pool or drawn
  const tiles = [...s.hunt.pool, ...s.hunt.drawn, ...s.hunt.waiting, ...s.hunt.removed];
  if (new Set(tiles).size !== tiles.length) out.push('a hunt tile twice');
  const tileSet = new Set(tiles);
  for (const t of STANDARD_TILES) if (!tileSet.has(t)) out.push(`tile ${t} lost`);
  // Elven Rings (§4.5): three counters at most, never created
  if (s.rings.fp < 0 || s.rings.shadow < 0 || s.rings.fp + s.rings.shadow > 3) out.push('elven rings');
  if (s.multi) out.push(...multiInvariants(s)); // three and four players (multi.ts)
  return out;
}

const STANDARD_TILES = Object.keys(D.tiles).filter((t) => D.tiles[t].kind === 'standard');

/**
 * A state the viewer cannot tell from `s`: another secret path of the same length for the
 * Fellowship (when the viewer is not the FP), other hidden cards in the hands, decks and face-down
 * discards of the other side (same deck backs), other deck orders everywhere.
 */
export function perturbHidden(s: WotrState, viewer: string | null, rng: Rng): WotrState {
  return s.multi ? multiPerturb(s, viewer, rng, sidePerturb) : sidePerturb(s, viewer, rng);
}

function sidePerturb(s: WotrState, viewer: string | null, rng: Rng): WotrState {
  let next: WotrState = s;
  const f = s.fellowship;
  if (viewer !== 'fp' && f.mordor === null && f.at !== null && f.path.length > 0) {
    const path: string[] = [];
    let at = f.at;
    for (let i = 0; i < f.path.length; i++) {
      at = rng.pick([at, ...D.regions[at].adj]);
      path.push(at);
    }
    next = { ...next, fellowship: { ...f, path, trueAt: at } };
  }
  const decks: Record<string, string[]> = {};
  for (const d in s.decks) decks[d] = s.decks[d].slice();
  const hands = { fp: s.hands.fp.slice(), shadow: s.hands.shadow.slice() };
  const discards = { fp: s.discards.fp.slice(), shadow: s.discards.shadow.slice() };
  for (const side of ['fp', 'shadow'] as const)
    for (const deck of ['character', 'strategy'] as const) {
      const key = `${side}.${deck}`;
      if (viewer === side) {
        decks[key] = rng.shuffle(decks[key]);
        continue;
      }
      const mine = (c: string) => D.cards[c].deck === deck;
      const pool = rng.shuffle([...decks[key], ...hands[side].filter(mine), ...discards[side].filter(mine)]);
      let i = 0;
      decks[key] = decks[key].map(() => pool[i++]);
      hands[side] = hands[side].map((c) => (mine(c) ? pool[i++] : c));
      discards[side] = discards[side].map((c) => (mine(c) ? pool[i++] : c));
    }
  // combat (§8.5): another card of the same deck could be the other side's chosen combat card
  let battle = s.battle;
  for (const side of ['fp', 'shadow'] as const) {
    const c = battle?.cards[side];
    if (!battle || viewer === side || !c || c === 'none') continue;
    if (s.table?.[side].includes(c)) continue; // picked from the table (Balrog of Moria): it stays there, public
    const same = hands[side].map((h, i) => [h, i] as const).filter(([h]) => deckOf(h) === deckOf(c));
    if (same.length === 0) continue;
    const [h, i] = rng.pick(same);
    hands[side][i] = c;
    battle = { ...battle, cards: { ...battle.cards, [side]: h } };
  }
  return { ...next, decks, hands, discards, ...(battle ? { battle } : {}) };
}
