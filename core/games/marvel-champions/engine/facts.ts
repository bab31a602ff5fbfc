// What the cards a game can hold (our content and the game's imported definitions, `custom`, fixed for the
// whole game) can ever do, gathered in one pass the first time a game is seen: each fact lets the engine skip
// a scan or a window no card of the game could answer. One walk instead of one `Object.values(…)` scan per
// fact and trigger, which a new game (a new `custom`) paid for again at each first question.

import { CONTENT } from '../content';
import type { Ability, CardDef, Cond } from './types';

export interface GameFacts {
  /** Triggers some card or ability answers (`CardDef.on`, `Ability.on`). */
  readonly answers: ReadonlySet<unknown>;
  /** An ability answers "after … takes damage" (`Ability.on` 'tookDamage'). */
  readonly tookDamage: boolean;
  /** A forced interrupt or response. */
  readonly forced: boolean;
  /** Triggers some forced interrupt or response answers (`Ability.on` of those). */
  readonly forcedOn: ReadonlySet<unknown>;
  /** A condition "…and defeats an enemy" (`when` 'defeated' or 'youDefeated', on the card or an ability). */
  readonly defeatedWhen: boolean;
  /** A constant that gives its host keywords (`constant.to` 'host' with `gains`). */
  readonly grantsKeywords: boolean;
}

const FACTS = new WeakMap<object, GameFacts>();
let lastCustom: object | null = null;
let lastFacts: GameFacts | null = null;

/** Our content's facts (every game can hold its cards). */
let contentFacts: GameFacts | null = null;

/** The facts of the cards a game can hold: our content's and its imported definitions' (`s.custom`), once per game. */
export function gameFacts(custom: object): GameFacts {
  if (custom === lastCustom) return lastFacts!;
  let f = FACTS.get(custom);
  if (!f)
    FACTS.set(
      custom,
      (f = union((contentFacts ??= gather(CONTENT)), gather(custom as { readonly [code: string]: CardDef }))),
    );
  lastCustom = custom;
  lastFacts = f;
  return f;
}

function union(a: GameFacts, b: GameFacts): GameFacts {
  return {
    answers: new Set([...a.answers, ...b.answers]),
    tookDamage: a.tookDamage || b.tookDamage,
    forced: a.forced || b.forced,
    forcedOn: new Set([...a.forcedOn, ...b.forcedOn]),
    defeatedWhen: a.defeatedWhen || b.defeatedWhen,
    grantsKeywords: a.grantsKeywords || b.grantsKeywords,
  };
}

export const isForced = (ab: Ability): boolean => ab.kind === 'forcedInterrupt' || ab.kind === 'forcedResponse';
const tracks = (c: Cond | undefined): boolean => c?.c === 'defeated' || c?.c === 'youDefeated';

function gather(custom: { readonly [code: string]: CardDef }): GameFacts {
  const answers = new Set<unknown>();
  const forcedOn = new Set<unknown>();
  let tookDamage = false;
  let forced = false;
  let defeatedWhen = false;
  let grantsKeywords = false;
  const codes = Object.keys(custom);
  for (let i = 0; i < codes.length; i++) {
    const d = custom[codes[i]];
    answers.add(d.on);
    if (tracks(d.when)) defeatedWhen = true;
    const ab = d.ab;
    if (!ab) continue;
    for (let j = 0; j < ab.length; j++) {
      const a = ab[j];
      answers.add(a.on);
      if (a.on === 'tookDamage') tookDamage = true;
      if (isForced(a)) {
        forced = true;
        forcedOn.add(a.on);
      }
      if (tracks(a.when)) defeatedWhen = true;
      if (a.kind === 'constant' && a.constant?.to === 'host' && a.constant.gains) grantsKeywords = true;
    }
  }
  return { answers, tookDamage, forced, forcedOn, defeatedWhen, grantsKeywords };
}

let contentFacedown: boolean | undefined;

/**
 * Whether a card of the game can lie facedown in play (its state record then says so: `CardState.facedown`): an effect
 * `facedown` in our content, or any game with imported definitions. Imported data is not searched for the effect: that
 * deep walk of every definition cost each new game more than reading the card's record where a definition is asked
 * for (session 21).
 */
export function canBeFacedown(custom: object): boolean {
  contentFacedown ??= Object.values(CONTENT).some((d) => hasOp(d, 'facedown', 1));
  if (contentFacedown) return true;
  for (const _ in custom) return true;
  return false;
}

/** Whether an effect with this op appears anywhere in the data (card definitions: plain JSON). */
function hasOp(value: unknown, op: string, depth: number): boolean {
  if (value === null || typeof value !== 'object' || depth > 40) return false;
  // plain loops over own keys (a freshly parsed game's data defeats for-in's caches): measured 1.5–2× faster
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasOp(value[i], op, depth + 1)) return true;
    return false;
  }
  const o = value as Record<string, unknown>;
  if (o.op === op) return true;
  const keys = Object.keys(o);
  for (let i = 0; i < keys.length; i++) {
    const v = o[keys[i]];
    if (v !== null && typeof v === 'object' && hasOp(v, op, depth + 1)) return true;
  }
  return false;
}
