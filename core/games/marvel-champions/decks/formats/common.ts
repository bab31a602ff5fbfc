/** Shared pieces of the deck file formats: problem codes and the import result. */
import type { McDeck } from '../model';

/** Problem codes of the deck format parsers/exporters; the renderer translates `format.<code>`. */
export const FORMAT_PROBLEM_CODES = [
  'format.invalidJson', // {}
  'format.invalidXml', // { at }
  'format.notADeck', // {}
  'format.unknownIdentity', // { code } or { name, line }
  'format.ambiguousIdentity', // warning { name, codes, line }
  'format.unknownCard', // { code } / { id, name } (OCTGN)
  'format.badQuantity', // { code, quantity } / { line, quantity }
  'format.unknownAspect', // { aspect }
  'format.unknownLine', // { line, text }
  'format.ambiguousName', // warning { line, name, codes, chosen }
  'format.resolvedByName', // warning (OCTGN) { id, name, code }
  'format.noOctgnId', // export warning { code, quantity }: the card is left out of the .o8d
  'format.tooManyCards', // { count, max } — more different cards than a deck may hold (the import is refused)
  'format.noCardsRecognized', // { lines } — a text with lines but not one card or identity in them (nothing is created)
  'format.wrongType', // { field } — a known field of a deck file holds the wrong kind of value (the import is refused)
] as const;
export type FormatProblemCode = (typeof FORMAT_PROBLEM_CODES)[number];

export interface FormatProblem {
  code: FormatProblemCode;
  params: Record<string, string | number | string[] | null>;
}

export interface DeckImport {
  /** null only when the input is not a deck at all. */
  deck: McDeck | null;
  /** What could not be carried over (unknown codes, bad lines…). */
  problems: FormatProblem[];
  /** What was carried over with a guess (ambiguous names…). */
  warnings: FormatProblem[];
}

export interface DeckExport<T> {
  value: T;
  warnings: FormatProblem[];
}

/** The OCTGN game id of Marvel Champions (written by MarvelCDB into every .o8d). */
export const OCTGN_GAME_ID = '055c536f-adba-4bc2-acbf-9aefb9756046';

/** Player card types in the order MarvelCDB's exports list them. */
export const SECTION_TYPES = ['upgrade', 'event', 'support', 'ally', 'resource', 'player_side_scheme'] as const;
