import { ref } from 'vue';
import type { DeckImportResult } from '../../../../core/api/decks';
import { toApiFailure } from '../../api/client';

type T = (key: string, params?: Record<string, unknown>) => string;

interface Problem {
  code: string;
  params?: Record<string, unknown>;
}

/** Element codes named in the UI language ("Steppes / Forests"; no element: "Neutral"). */
export const elementNames = (t: T, codes: unknown): string =>
  Array.isArray(codes) && codes.length
    ? codes.map((e) => t(`berserk.elements.${String(e)}`)).join(' / ')
    : t('berserk.elements.neutral');

/** A deck problem's params with element codes and lists put into words. */
function wordedParams(t: T, p: Problem): Record<string, unknown> {
  const params = { ...(p.params ?? {}) };
  for (const k of ['elements', 'heroElements']) if (k in params) params[k] = elementNames(t, params[k]);
  for (const k of ['names', 'lines', 'entries'])
    if (Array.isArray(params[k])) params[k] = (params[k] as unknown[]).map(String).join(', ');
  return params;
}

/** One warning of a deck import or export (e.g. a left-out sideboard) in the UI language. */
export const noteText = (t: T, p: Problem): string => t(`berserk.decks.reasons.${p.code}`, wordedParams(t, p));

/** One problem of a refused Heroes list as "Line 5: …" (or "Entry 5: …" for the sites' JSON) in the UI language. */
export function problemLine(t: T, p: Problem): string {
  const params = wordedParams(t, p);
  const reason = t(`berserk.decks.reasons.${p.code}`, params);
  // a text list names lines, the deck sites' JSON its entries
  if (params.line === undefined && params.entry !== undefined)
    return t('berserk.decks.entry', { entry: String(params.entry), reason });
  return t('berserk.decks.line', { line: String(params.line ?? '—'), reason });
}

/**
 * A refused Berserk deck file in the UI language: a refused Heroes list names every problem with
 * its line (the error's details carry them all); other refusals keep the generic text (null).
 */
export function deckImportError(t: T, e: unknown): string | null {
  const f = toApiFailure(e);
  if (f.code !== 'deck_import_invalid' || f.params?.reason !== 'berserk.heroes.listRefused') return null;
  const details = (f.params.details ?? {}) as { problems?: Problem[] };
  const lines = (details.problems ?? []).map((p) => problemLine(t, p));
  return [t('berserk.decks.refused'), ...lines].join('\n');
}

/**
 * The warnings of the last deck import that had any, by the new deck's id: the deck list imports and
 * opens the deck page, which shows them (the import's result is gone by then).
 */
export const importNotes = ref<{ id: string; warnings: Problem[] } | null>(null);

export function rememberImport(result: Pick<DeckImportResult, 'deck' | 'warnings'>): void {
  importNotes.value = result.warnings.length ? { id: result.deck.id, warnings: result.warnings } : null;
}
