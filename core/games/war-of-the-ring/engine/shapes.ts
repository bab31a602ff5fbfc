// What the engine's hot code sees stays of few kinds (speed: V8 optimises a function for the hidden
// classes and string kinds it has seen, and throws the optimised code away when others come).
//
// The records keyed by region or unit key (`units` and each region's unit counts, `reserve`, `casualties`,
// `control`, `sieges`) had a new hidden class for every key set and insertion order (hundreds in a few
// games): built here they are dictionary-mode objects without a prototype, all of one hidden class, with
// the same keys in the same order as before (insertion order), hence the same JSON text. Politics entries
// are made by one literal. Region ids cut out of action arguments (`from>to`, `nazgul@region`) are new
// strings, not the internalized ids every other place holds: `regionId` gives the canonical one.

import { D } from './content';
import type { Battle } from './types';

/** A region- or key-indexed record of the state: a copy of `r` (same keys, same order), or an empty one. */
export function dictOf<T>(r?: { readonly [key: string]: T }): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (r !== undefined) for (const k in r) out[k] = r[k];
  return out;
}

/** A nation's political position (the one constructor of these entries). */
export function politicsEntry(step: number, active: boolean): { step: number; active: boolean } {
  return { step, active };
}

const REGION_ID = dictOf<string>();
for (const r of Object.keys(D.regions)) REGION_ID[r] = r;

/** The region id equal to `r` as the engine's tables hold it (the same text). */
export function regionId(r: string): string {
  return REGION_ID[r] ?? r;
}

const KEY_ID = dictOf<string>();
for (const k of Object.keys(D.totals)) KEY_ID[k] = k;

/** The unit key equal to `k` as the engine's tables hold it (the same text). */
export function keyId(k: string): string {
  return KEY_ID[k] ?? k;
}

// The battle: the state holds it as built by spreads (`{ ...battle, ...patch }`), so its key set and order, hence
// its hidden class, change along a battle (optional fields come and go: the Leader re-roll, the kill choice,
// a card's battle rules, the White Rider). The rule code reads a copy with every field in one order
// (`undefined` when absent): one hidden class, no optimised code thrown away for a new one. The state keeps the
// plain object, whose JSON text is unchanged.

/** A working battle: the fields of `Battle`, then the state's battle it was made of. */
type WorkingBattle = Battle & { readonly plain: Battle };

/** The working battle of `plain`: every field of `Battle` in one order. */
export function workingBattle(plain: Battle): Battle {
  const b: WorkingBattle = {
    attacker: plain.attacker,
    defender: plain.defender,
    from: plain.from,
    at: plain.at,
    type: plain.type,
    by: plain.by,
    round: plain.round,
    step: plain.step,
    attacking: plain.attacking,
    cards: plain.cards,
    next: plain.next,
    hits: plain.hits,
    mods: plain.mods,
    scored: plain.scored,
    selfTaken: plain.selfTaken,
    rerollHits: plain.rerollHits,
    killing: plain.killing,
    noCease: plain.noCease,
    cardRounds: plain.cardRounds,
    fpCardNeedsCompanion: plain.fpCardNeedsCompanion,
    fewerDicePerBesieged: plain.fewerDicePerBesieged,
    strikeNext: plain.strikeNext,
    whiteRider: plain.whiteRider,
    plain,
  } satisfies Record<keyof WorkingBattle, unknown>; // a field added to Battle and not copied here fails to compile
  return b;
}

/** The state's battle of a working one (itself when it is the state's). */
export function plainBattle(b: Battle): Battle {
  return (b as Partial<WorkingBattle>).plain ?? b;
}
