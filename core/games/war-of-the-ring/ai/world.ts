// What a computer side may know: a "sampled world", i.e. the game state with everything the side cannot
// see drawn again from the side's own generator, in a canonical way (pooled hidden cards are sorted
// before they are shuffled, the Fellowship's secret path is a fresh walk of the public length), so the
// sample depends only on what the side sees and on its generator. The state's own generator is
// replaced too: a look-ahead over the engine's apply must not see the real dice and tile draws.
// Every choice of the policies is made on such a world, never on the true state (`sampleSeatWorld`: a player's
// seat in a three- or four-player game, who does not see his teammate's cards either).

import type { Rng } from '../../../kernel/rng';
import { D } from '../engine/content';
import { multiPerturb, sideOfSeat } from '../engine/multi';
import type { Side, WotrState } from '../engine/types';

const DECKS = ['character', 'strategy'] as const;

function freshRng(rng: Rng): WotrState['rng'] {
  const s: [number, number, number, number] = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  if (s[0] === 0 && s[1] === 0 && s[2] === 0 && s[3] === 0) s[0] = 1;
  return s;
}

function deckOf(card: string): string {
  return D.cards[card]?.deck ?? 'unknown';
}

/** The state as `side` may know it, hidden parts re-drawn with `rng` (see the header). */
export function sampleWorld(s: WotrState, side: Side, rng: Rng): WotrState {
  const foe: Side = side === 'fp' ? 'shadow' : 'fp';
  let fellowship = s.fellowship;
  const f = s.fellowship;
  if (side === 'shadow' && f.mordor === null && f.at !== null) {
    // the secret path since the last known position: only its length (Progress) is public
    const path: string[] = [];
    let at = f.at;
    for (let i = 0; i < f.progress; i++) {
      at = rng.pick([at, ...D.regions[at].adj]);
      path.push(at);
    }
    fellowship = { ...f, path, trueAt: at };
  }
  const decks: Record<string, string[]> = {};
  for (const d in s.decks) decks[d] = s.decks[d].slice();
  const hands = { fp: s.hands.fp.slice(), shadow: s.hands.shadow.slice() };
  const discards = { fp: s.discards.fp.slice(), shadow: s.discards.shadow.slice() };
  let battle = s.battle;
  const foeCard = battle?.cards[foe];
  const hiddenCombatCard = !!foeCard && foeCard !== 'none';
  for (const deck of DECKS) {
    // own deck: its order is unknown to its owner as well
    const own = `${side}.${deck}`;
    if (decks[own]) decks[own] = rng.shuffle(decks[own].slice().sort());
    // the foe's deck, hand, discards (and a chosen, unrevealed combat card) of this deck's back
    const key = `${foe}.${deck}`;
    const mine = (c: string) => deckOf(c) === deck;
    const combat = hiddenCombatCard && mine(foeCard!) ? [foeCard!] : [];
    const pool = rng.shuffle(
      [...(decks[key] ?? []), ...hands[foe].filter(mine), ...discards[foe].filter(mine), ...combat].sort(),
    );
    let i = 0;
    if (decks[key]) decks[key] = decks[key].map(() => pool[i++]);
    hands[foe] = hands[foe].map((c) => (mine(c) ? pool[i++] : c));
    discards[foe] = discards[foe].map((c) => (mine(c) ? pool[i++] : c));
    if (combat.length && battle) battle = { ...battle, cards: { ...battle.cards, [foe]: pool[i++] } };
  }
  return {
    ...s,
    rng: freshRng(rng),
    fellowship,
    decks,
    hands,
    discards,
    ...(battle ? { battle } : {}),
  };
}

/**
 * The state as one player's seat may know it: `sampleWorld` of its side, and in a three- or four-player game
 * (§10) the module's own re-draw for that seat (multi.ts `multiPerturb`): the teammate's cards too, which each
 * player keeps to himself (RULINGS M13), each holder keeping his hand slots, and the other players' secret
 * Phase 1 answers.
 */
export function sampleSeatWorld(s: WotrState, seat: string, rng: Rng): WotrState {
  const side = sideOfSeat(seat);
  if (!s.multi) return sampleWorld(s, side, rng);
  return multiPerturb(s, seat, rng, (state) => sampleWorld(state, side, rng));
}
