/**
 * Deck problems (core/games/marvel-champions/decks/model.ts `DECK_PROBLEM_CODES`) and deck-file
 * problems (decks/formats/common.ts `FORMAT_PROBLEM_CODES`) → a message key and plain params.
 *
 * The backend names cards by code (plus the English name, for logs); here every code becomes the
 * card's name in the user's language through `names`, so each message names the cards it is about.
 * A few codes carry different params in different situations (a text line vs. a card code, copy vs.
 * title limits): those get a variant key next to the base one (`unknownIdentityLine`, …).
 * Pure: no i18n, no store; test/unit/renderer/decks-problems.test.ts runs every code through it.
 */

export interface ProblemLike {
  code: string;
  params?: Record<string, unknown>;
}

/** Where names come from (the deck builder's card cache, the identities list, `mc.terms.*`). */
export interface NameSource {
  /** A card's name in the user's language (with its subtitle when it has one); `fallback` when unknown. */
  card(code: string, fallback?: string | null): string;
  /** An aspect or other faction, by code. */
  aspect(code: string): string;
  /** A card type, by code. */
  type(code: string): string;
  /** The identity whose hero set has this set code. */
  identitySet(setCode: string): string;
  /** A list in the user's language ("A, B and C"). */
  list(items: string[]): string;
}

export interface ProblemText {
  /** Full message key (under `mc.deckProblems.` or `mc.formatProblems.`). */
  key: string;
  params: Record<string, string | number>;
  /** The cards the message is about (to show or highlight them). */
  codes: string[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];
const shown = (v: unknown): string | number =>
  typeof v === 'number' || typeof v === 'string' ? v : v === null || v === undefined ? '–' : String(v);

/** The numbers a problem names (counts, limits, a line), each as `shown`. */
function shownAll(params: Record<string, string | number>, p: Record<string, unknown>, keys: readonly string[]): void {
  for (const k of keys) params[k] = shown(p[k]);
}

/** `deck.tooManyCopies` → `tooManyCopies`. */
export function shortCode(code: string): string {
  const dot = code.indexOf('.');
  return dot >= 0 ? code.slice(dot + 1) : code;
}

export const DECK_PROBLEM_PREFIX = 'mc.deckProblems.';
export const FORMAT_PROBLEM_PREFIX = 'mc.formatProblems.';

/** Names of several cards, each once, in the given order. */
function cardList(codes: string[], names: NameSource): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of codes) {
    const n = names.card(c);
    if (!seen.has(n)) {
      seen.add(n);
      out.push(n);
    }
  }
  return names.list(out);
}

/** A deck-validation problem (or warning) → key and params. */
export function deckProblemText(problem: ProblemLike, names: NameSource): ProblemText {
  const p = problem.params ?? {};
  const short = shortCode(problem.code);
  const code = str(p.code);
  const codes = strings(p.codes);
  const card = code ? names.card(code, str(p.name)) : str(p.name) ? String(p.name) : '–';
  const params: Record<string, string | number> = { card };
  let variant = short;
  const involved = code ? [code] : [...codes];

  switch (short) {
    case 'multipleIdentities':
      params.cards = cardList(codes, names);
      break;
    case 'identityCopies':
    case 'tooFewCards':
    case 'tooManyCards':
    case 'identityCardCount':
      shownAll(params, p, ['count', 'min', 'max', 'required']);
      break;
    case 'badQuantity':
      params.quantity = shown(p.quantity);
      break;
    case 'otherIdentityCard':
      params.identity = str(p.identitySet) ? names.identitySet(String(p.identitySet)) : '–';
      break;
    case 'unknownAspect':
      params.aspect = str(p.aspect) ?? '–';
      break;
    case 'tooManyAspects':
      params.aspects = names.list(strings(p.aspects).map((a) => names.aspect(a)));
      params.max = shown(p.max);
      break;
    case 'offAspect': {
      params.aspect = str(p.aspect) ? names.aspect(String(p.aspect)) : '–';
      const chosen = strings(p.chosen);
      params.chosen = names.list(chosen.map((a) => names.aspect(a)));
      if (!chosen.length) variant = 'offAspectNoAspect';
      break;
    }
    case 'aspectsUnequal': {
      const counts = p.counts && typeof p.counts === 'object' ? (p.counts as Record<string, unknown>) : {};
      params.counts = names.list(Object.entries(counts).map(([a, n]) => `${names.aspect(a)}: ${shown(n)}`));
      params.aspects = shown(p.aspects);
      break;
    }
    case 'deckOptionLimit': {
      const identity = str(p.identity);
      params.identity = identity ? names.card(identity) : '–';
      params.cards = cardList(codes, names);
      params.count = shown(p.count);
      if (num(p.nameLimit) !== null) {
        variant = 'deckOptionNameLimit';
        params.limit = shown(p.nameLimit);
      } else {
        params.limit = shown(p.limit);
      }
      break;
    }
    case 'tooManyCopies':
    case 'tooManyUnique': {
      // By title: the first printing's name in the user's language (with its subtitle).
      const first = codes[0];
      const english = [str(p.name), str(p.subname)].filter(Boolean).join(' – ');
      params.card = first ? names.card(first, english || null) : english || '–';
      params.count = shown(p.count);
      params.max = shown(p.max);
      if (short === 'tooManyUnique' && p.withIdentity === true) variant = 'tooManyUniqueIdentity';
      break;
    }
    case 'teamUp':
      params.characters = names.list(strings(p.characters));
      break;
    case 'notPlayerCard':
      params.type = str(p.typeCode) ? names.type(String(p.typeCode)) : '–';
      break;
    case 'notOwned':
    case 'notFree':
      params.need = shown(p.need);
      params.have = shown(p.have);
      break;
    case 'uniqueNameClash':
      params.name = str(p.name) ?? '–';
      params.cards = cardList(codes, names);
      break;
    default:
      break;
  }
  return { key: DECK_PROBLEM_PREFIX + variant, params, codes: involved };
}

/** A deck-file (import/export) problem or warning → key and params. */
export function formatProblemText(problem: ProblemLike, names: NameSource): ProblemText {
  const p = problem.params ?? {};
  const short = shortCode(problem.code);
  const code = str(p.code);
  const line = num(p.line);
  const params: Record<string, string | number> = {};
  let variant = short;
  const involved: string[] = [];

  switch (short) {
    case 'invalidXml':
      params.at = shown(p.at);
      break;
    case 'unknownIdentity':
      if (code) {
        params.code = code;
      } else {
        variant = 'unknownIdentityLine';
        params.name = str(p.name) ?? '–';
        params.line = shown(line);
      }
      break;
    case 'ambiguousIdentity': {
      const codes = strings(p.codes);
      params.name = str(p.name) ?? '–';
      params.line = shown(line);
      params.cards = cardList(codes, names);
      involved.push(...codes);
      break;
    }
    case 'unknownCard':
      if (code) {
        params.code = code;
      } else {
        variant = 'unknownOctgnCard';
        params.id = shown(p.id);
        params.name = str(p.name) ?? '–';
      }
      break;
    case 'badQuantity':
      params.quantity = shown(p.quantity);
      if (code) {
        params.card = names.card(code);
        involved.push(code);
      } else {
        variant = 'badQuantityLine';
        params.line = shown(line);
      }
      break;
    case 'unknownAspect':
      params.aspect = str(p.aspect) ?? '–';
      break;
    case 'unknownLine':
      params.line = shown(line);
      params.text = str(p.text) ?? '';
      break;
    case 'ambiguousName': {
      const codes = strings(p.codes);
      const chosen = str(p.chosen);
      params.line = shown(line);
      params.name = str(p.name) ?? '–';
      params.cards = cardList(codes, names);
      params.card = chosen ? names.card(chosen) : '–';
      involved.push(...(chosen ? [chosen] : codes));
      break;
    }
    case 'resolvedByName':
      params.id = shown(p.id);
      params.card = code ? names.card(code, str(p.name)) : (str(p.name) ?? '–');
      if (code) involved.push(code);
      break;
    case 'noOctgnId':
      params.card = code ? names.card(code) : '–';
      if (code) involved.push(code);
      break;
    case 'tooManyCards':
      shownAll(params, p, ['count', 'max']);
      break;
    case 'noCardsRecognized':
      params.lines = shown(p.lines);
      break;
    case 'wrongType':
      params.field = str(p.field) ?? '–';
      break;
    default:
      break;
  }
  return { key: FORMAT_PROBLEM_PREFIX + variant, params, codes: involved };
}

/** Every card code a list of problems mentions (to fetch their names once). */
export function codesIn(problems: ProblemLike[]): string[] {
  const out = new Set<string>();
  for (const pr of problems) {
    const p = pr.params ?? {};
    for (const k of ['code', 'identity', 'chosen'] as const) {
      const v = str(p[k]);
      if (v) out.add(v);
    }
    for (const c of strings(p.codes)) out.add(c);
  }
  return [...out];
}
