/**
 * A deck problem of a game without screens (`deck.<rule>` codes with params, as the platform's deck
 * rules report them) → the generic message key and plain params: the card named in the user's
 * language where the card cache has it. Codes without a generic message fall back to the neutral
 * text of games/text.ts.
 */
import type { DeckProblemLike as ProblemLike } from '../../stores/deck-model';

export type { ProblemLike };

export const GENERIC_PROBLEM_CODES = [
  'tooFewCards',
  'tooManyCards',
  'tooManyCopies',
  'unknownCard',
  'notPlayerCard',
  'unknownIdentity',
  'notAnIdentity',
  'unknownAspect',
  'badQuantity',
] as const;

export function genericProblem(
  p: ProblemLike,
  cardName: (code: string, fallback?: string | null) => string,
): { key: string; params: Record<string, string | number> } | null {
  const rule = p.code.startsWith('deck.') ? p.code.slice(5) : null;
  if (!rule || !(GENERIC_PROBLEM_CODES as readonly string[]).includes(rule)) return null;
  const params = p.params ?? {};
  const codes = Array.isArray(params.codes) ? (params.codes as unknown[]) : [];
  const code = typeof params.code === 'string' ? params.code : typeof codes[0] === 'string' ? codes[0] : null;
  const name = typeof params.name === 'string' ? params.name : null;
  const out: Record<string, string | number> = { card: code ? cardName(code, name) : (name ?? '?') };
  for (const k of ['count', 'min', 'max', 'aspect', 'quantity'])
    if (typeof params[k] === 'number' || typeof params[k] === 'string') out[k] = params[k] as string | number;
  return { key: `generic.deckProblems.${rule}`, params: out };
}
