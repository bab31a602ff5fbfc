/**
 * Card search: a small query syntax (documented in ../README.md, "Search syntax"), parsed into
 * terms, compiled into a predicate over catalog cards. Matching is folded (see fold.ts) and sees
 * both English and the chosen language. Problems in a query are reported as codes; the faulty term
 * is ignored and the rest still runs.
 */
import { foldCompact, foldText, traitKey } from './fold';
import { catalogIndex } from './lookup';
import { RESOURCE_KINDS, type McCard, type McCatalog, type ResourceKind } from './model';
import { cardTranslation } from './translate';

export type SearchOp = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

export const SEARCH_FIELDS = [
  'name',
  'type',
  'aspect',
  'cost',
  'resource',
  'pack',
  'set',
  'trait',
  'text',
  'is',
  'code',
  'atk',
  'thw',
  'def',
  'hp',
  'rec',
  'hand',
  'limit',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

const ALIASES: Record<string, SearchField> = {
  n: 'name',
  name: 'name',
  t: 'type',
  type: 'type',
  a: 'aspect',
  aspect: 'aspect',
  f: 'aspect',
  faction: 'aspect',
  c: 'cost',
  cost: 'cost',
  r: 'resource',
  res: 'resource',
  resource: 'resource',
  p: 'pack',
  pack: 'pack',
  s: 'set',
  set: 'set',
  k: 'trait',
  trait: 'trait',
  traits: 'trait',
  x: 'text',
  text: 'text',
  is: 'is',
  code: 'code',
  id: 'code',
  atk: 'atk',
  attack: 'atk',
  thw: 'thw',
  thwart: 'thw',
  def: 'def',
  defense: 'def',
  hp: 'hp',
  health: 'hp',
  rec: 'rec',
  recover: 'rec',
  hand: 'hand',
  hs: 'hand',
  l: 'limit',
  limit: 'limit',
  dl: 'limit',
};

const NUMERIC: ReadonlySet<SearchField> = new Set(['cost', 'atk', 'thw', 'def', 'hp', 'rec', 'hand', 'limit']);
const STAT_OF: Partial<Record<SearchField, 'attack' | 'thwart' | 'defense' | 'health' | 'recover' | 'hand_size'>> = {
  atk: 'attack',
  thw: 'thwart',
  def: 'defense',
  hp: 'health',
  rec: 'recover',
  hand: 'hand_size',
};
export const SEARCH_FLAGS = [
  'unique',
  'permanent',
  'reprint',
  'reprinted',
  'player',
  'encounter',
  'identity',
  'hero',
  'basic',
  'aspect',
  'teamup',
  'x',
  'heroset',
] as const;

export interface SearchTerm {
  field: SearchField;
  op: SearchOp;
  /** Alternatives (`a:justice|protection`); raw, not folded. */
  values: string[];
  negate: boolean;
}

export type SearchProblemCode =
  | 'search.unknownField'
  | 'search.badOperator'
  | 'search.badNumber'
  | 'search.emptyValue'
  | 'search.unknownFlag'
  | 'search.unknownResource'
  | 'search.unclosedQuote';

export interface SearchProblem {
  code: SearchProblemCode;
  params: { field?: string; op?: string; value?: string; at: number };
}

export interface ParsedQuery {
  terms: SearchTerm[];
  problems: SearchProblem[];
}

const FIELD_RE = /^([a-z_]+)(!=|<=|>=|:|=|<|>)/i;

/** Parses a query string into terms (AND-ed). Never throws. */
export function parseSearchQuery(query: string): ParsedQuery {
  const terms: SearchTerm[] = [];
  const problems: SearchProblem[] = [];
  let i = 0;
  const n = query.length;
  const readValue = (start: number): { value: string; end: number; quoted: boolean } => {
    if (query[start] === '"') {
      const close = query.indexOf('"', start + 1);
      if (close < 0) {
        problems.push({ code: 'search.unclosedQuote', params: { at: start } });
        return { value: query.slice(start + 1), end: n, quoted: true };
      }
      return { value: query.slice(start + 1, close), end: close + 1, quoted: true };
    }
    let end = start;
    while (end < n && !/\s/.test(query[end])) end++;
    return { value: query.slice(start, end), end, quoted: false };
  };
  while (i < n) {
    while (i < n && /\s/.test(query[i])) i++;
    if (i >= n) break;
    const at = i;
    let negate = false;
    if ((query[i] === '-' || query[i] === '!') && i + 1 < n && !/\s/.test(query[i + 1])) {
      negate = true;
      i++;
    }
    const m = query[i] === '"' ? null : FIELD_RE.exec(query.slice(i));
    if (m) {
      const rawField = m[1].toLowerCase();
      let op = m[2] as SearchOp;
      i += m[0].length;
      const { value, end } = i < n && !/\s/.test(query[i]) ? readValue(i) : { value: '', end: i };
      i = end;
      const field = ALIASES[rawField];
      if (!field) {
        problems.push({ code: 'search.unknownField', params: { field: rawField, at } });
        continue;
      }
      if (value.trim() === '') {
        problems.push({ code: 'search.emptyValue', params: { field: rawField, at } });
        continue;
      }
      let neg = negate;
      if (op === '!=') {
        neg = !neg;
        op = ':';
      }
      const numericOp = op === '<' || op === '<=' || op === '>' || op === '>=';
      const values = value
        .split('|')
        .map((v) => v.trim())
        .filter(Boolean);
      if (numericOp && !NUMERIC.has(field) && field !== 'resource') {
        problems.push({ code: 'search.badOperator', params: { field: rawField, op, at } });
        continue;
      }
      if (NUMERIC.has(field) || (field === 'resource' && numericOp)) {
        const bad = values.find((v) => !(/^-?\d+$/.test(v) || (field === 'cost' && /^x$/i.test(v))));
        if (bad !== undefined) {
          problems.push({ code: 'search.badNumber', params: { field: rawField, value: bad, at } });
          continue;
        }
      }
      if (field === 'is') {
        const bad = values.find((v) => !(SEARCH_FLAGS as readonly string[]).includes(v.toLowerCase()));
        if (bad !== undefined) {
          problems.push({ code: 'search.unknownFlag', params: { value: bad, at } });
          continue;
        }
      }
      if (field === 'resource' && !numericOp) {
        const bad = values.find(
          (v) => !/^\d+$/.test(v) && resourceKind(v) === null && !['any', 'none'].includes(v.toLowerCase()),
        );
        if (bad !== undefined) {
          problems.push({ code: 'search.unknownResource', params: { value: bad, at } });
          continue;
        }
      }
      terms.push({ field, op, values, negate: neg });
      continue;
    }
    const { value, end } = readValue(i);
    i = end;
    if (value.trim() === '') continue;
    terms.push({ field: 'name', op: ':', values: [value], negate });
  }
  return { terms, problems };
}

function resourceKind(v: string): ResourceKind | null {
  const f = foldText(v);
  if (f.length < 1) return null;
  return RESOURCE_KINDS.find((k) => k === f || (f.length >= 2 && k.startsWith(f))) ?? null;
}

interface SearchDoc {
  names: string[];
  compactNames: string[];
  traits: Set<string>;
  text: string;
  typeNames: string[];
  factionNames: string[];
  packCodes: string[];
  packNames: string[];
  setNames: string[];
}

const docCache = new WeakMap<McCatalog, Map<string, Map<string, SearchDoc>>>();

function namesOf(
  catalog: McCatalog,
  kind: 'types' | 'factions' | 'packs' | 'sets',
  code: string,
  lang: string,
): string[] {
  const out: string[] = [];
  const en = (catalog[kind] as ReadonlyArray<{ code: string; name: string }>).find((x) => x.code === code)?.name;
  if (en) out.push(foldCompact(en));
  const local = catalog.translations[lang]?.[kind][code];
  if (local) out.push(foldCompact(local));
  return out;
}

/** The cache of search documents for one catalog, language and mode (looked up once per search). */
function docsFor(catalog: McCatalog, lang: string, allPrintings: boolean): Map<string, SearchDoc> {
  let perLang = docCache.get(catalog);
  if (!perLang) {
    perLang = new Map();
    docCache.set(catalog, perLang);
  }
  const key = `${lang}|${allPrintings ? 'o' : 'p'}`;
  let docs = perLang.get(key);
  if (!docs) {
    docs = new Map();
    perLang.set(key, docs);
  }
  return docs;
}

function docOf(
  catalog: McCatalog,
  card: McCard,
  lang: string,
  allPrintings: boolean,
  docs = docsFor(catalog, lang, allPrintings),
): SearchDoc {
  const hit = docs.get(card.code);
  if (hit) return hit;
  const idx = catalogIndex(catalog);
  const t = lang === 'en' ? null : cardTranslation(catalog, card.code, lang);
  const names = [foldText(card.name)];
  if (card.subname) names.push(foldText(card.subname));
  if (t?.name) names.push(foldText(t.name));
  if (t?.subname) names.push(foldText(t.subname));
  const traits = new Set(card.traits.map(traitKey));
  for (const tr of t?.traits ?? []) traits.add(traitKey(tr));
  const printings = allPrintings ? (idx.printings.get(card.duplicateOf ?? card.code) ?? [card.code]) : [card.code];
  const packCodes = [...new Set(printings.map((p) => idx.byCode.get(p)?.packCode ?? ''))].filter(Boolean);
  const doc: SearchDoc = {
    names,
    compactNames: names.map((x) => x.replace(/[^\p{L}\p{N}]+/gu, '')),
    traits,
    text: foldText([card.text ?? '', card.backText ?? '', t?.text ?? '', t?.backText ?? ''].join('\n')),
    typeNames: namesOf(catalog, 'types', card.typeCode, lang),
    factionNames: namesOf(catalog, 'factions', card.factionCode, lang),
    packCodes,
    packNames: packCodes.flatMap((p) => namesOf(catalog, 'packs', p, lang)),
    setNames: card.setCode ? namesOf(catalog, 'sets', card.setCode, lang) : [],
  };
  docs.set(card.code, doc);
  return doc;
}

function compare(actual: number | null, op: SearchOp, expected: number): boolean {
  if (actual === null) return false;
  switch (op) {
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    default:
      return actual === expected;
  }
}

function numberValue(card: McCard, field: SearchField): number | null {
  if (field === 'cost') return card.cost;
  if (field === 'limit') return card.deckLimit;
  const stat = STAT_OF[field];
  const v = stat ? card.stats[stat] : undefined;
  return typeof v === 'number' ? v : null;
}

/** A term value folded once per search, not once per card (folding is the cost of a search). */
interface PreparedValue {
  value: string;
  f: string;
  fc: string;
  trait: string;
  resource: ResourceKind | null;
  digits: boolean;
}

function prepareValue(value: string): PreparedValue {
  return {
    value,
    f: foldText(value),
    fc: foldCompact(value),
    trait: traitKey(value),
    resource: resourceKind(value),
    digits: /^\d+$/.test(value),
  };
}

function matchValue(
  catalog: McCatalog,
  card: McCard,
  doc: SearchDoc,
  term: SearchTerm,
  prepared: PreparedValue,
): boolean {
  const { value, f, fc } = prepared;
  switch (term.field) {
    case 'name':
      if (term.op === '=') return doc.names.includes(f);
      return doc.names.some((x) => x.includes(f)) || (fc.length > 0 && doc.compactNames.some((x) => x.includes(fc)));
    case 'type':
      if (term.op === '=') return card.typeCode === f || (fc.length > 0 && doc.typeNames.includes(fc));
      return card.typeCode.startsWith(f) || (fc.length > 0 && doc.typeNames.some((x) => x.includes(fc)));
    case 'aspect':
      return (
        card.factionCode === f ||
        (term.op !== '=' && card.factionCode.startsWith(f)) ||
        (fc.length > 0 && doc.factionNames.some((x) => (term.op === '=' ? x === fc : x.startsWith(fc))))
      );
    case 'pack':
      return (
        doc.packCodes.includes(f) || (term.op !== '=' && fc.length > 0 && doc.packNames.some((x) => x.includes(fc)))
      );
    case 'set':
      return card.setCode === f || (term.op !== '=' && fc.length > 0 && doc.setNames.some((x) => x.includes(fc)));
    case 'trait': {
      const k = prepared.trait;
      if (k.endsWith('*')) {
        const prefix = k.slice(0, -1);
        for (const t of doc.traits) if (t.startsWith(prefix)) return true;
        return false;
      }
      return doc.traits.has(k);
    }
    case 'text':
      return f.length > 0 && doc.text.includes(f);
    case 'code':
      return card.code === value || (term.op !== '=' && card.code.startsWith(value));
    case 'resource': {
      const r = card.resources;
      const total = r.energy + r.mental + r.physical + r.wild;
      if (term.op !== ':' && term.op !== '=') return compare(total, term.op, Number(value));
      if (prepared.digits) return total === Number(value);
      if (f === 'any') return total > 0;
      if (f === 'none') return total === 0;
      return prepared.resource !== null && r[prepared.resource] > 0;
    }
    case 'is':
      return flag(catalog, card, f);
    default: {
      if (term.field === 'cost' && f === 'x') return card.cost === -1;
      return compare(numberValue(card, term.field), term.op, Number(value));
    }
  }
}

function flag(catalog: McCatalog, card: McCard, f: string): boolean {
  const idx = catalogIndex(catalog);
  switch (f) {
    case 'unique':
      return card.unique;
    case 'permanent':
      return card.permanent;
    case 'reprint':
      return card.duplicateOf !== null;
    case 'reprinted':
      return (idx.printings.get(card.duplicateOf ?? card.code)?.length ?? 1) > 1;
    case 'player':
      return card.factionCode !== 'encounter' && card.factionCode !== 'campaign' && card.typeCode !== 'obligation';
    case 'encounter':
      return card.factionCode === 'encounter';
    case 'identity':
      return card.typeCode === 'hero' || card.typeCode === 'alter_ego';
    case 'hero':
      return card.factionCode === 'hero';
    case 'basic':
      return card.factionCode === 'basic';
    case 'aspect':
      return idx.aspects.has(card.factionCode);
    case 'teamup':
      return card.teamUp !== null;
    case 'x':
      return card.cost === -1;
    // A hero's own cards (its hero set and set-aside side decks), whatever aspect they print (§4.1).
    case 'heroset':
      return card.setTypeCode === 'hero' || card.setTypeCode === 'hero_special';
    default:
      return false;
  }
}

export interface SearchOptions {
  /** Language whose names, traits and texts are searched besides English (default `en`). */
  lang?: string;
  /**
   * `cards` (default): one result per card — reprints folded into their original (a pack filter
   * matches any printing), back faces folded into their front. `printings`: every record.
   */
  mode?: 'cards' | 'printings';
  /** Stop after this many results. */
  limit?: number;
}

/** A predicate for one parsed query (for the backend to run over its own card lists). */
export function compileSearch(
  catalog: McCatalog,
  parsed: ParsedQuery,
  options: SearchOptions = {},
): (card: McCard) => boolean {
  const lang = options.lang ?? 'en';
  const all = (options.mode ?? 'cards') === 'cards';
  const terms = parsed.terms.map((term) => ({ term, values: term.values.map(prepareValue) }));
  const docs = docsFor(catalog, lang, all);
  return (card) => {
    const doc = docs.get(card.code) ?? docOf(catalog, card, lang, all, docs);
    for (const { term, values } of terms) {
      const hit = values.some((v) => matchValue(catalog, card, doc, term, v));
      if (hit === term.negate) return false;
    }
    return true;
  };
}

export interface SearchResult {
  codes: string[];
  problems: SearchProblem[];
}

const orderCache = new WeakMap<McCatalog, Map<string, number>>();

/** Card code → its index in the catalog (release order), built once per catalog object. */
function catalogOrder(catalog: McCatalog): Map<string, number> {
  let order = orderCache.get(catalog);
  if (!order) {
    order = new Map(catalog.cards.map((c, i) => [c.code, i]));
    orderCache.set(catalog, order);
  }
  return order;
}

/** Runs a query over the catalog; results in catalog order (release, then code). */
export function searchCards(catalog: McCatalog, query: string, options: SearchOptions = {}): SearchResult {
  const parsed = parseSearchQuery(query);
  const predicate = compileSearch(catalog, parsed, options);
  const idx = catalogIndex(catalog);
  const cardsMode = (options.mode ?? 'cards') === 'cards';
  const limit = options.limit ?? Infinity;
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const card of catalog.cards) {
    if (codes.length >= limit) break;
    if (cardsMode && card.duplicateOf) continue;
    if (!predicate(card)) continue;
    const code = cardsMode ? (idx.canonicalOf(card.code) ?? card.code) : card.code;
    if (seen.has(code)) continue;
    seen.add(code);
    codes.push(code);
  }
  if (cardsMode) {
    // a back face matched before its front in catalog order would be out of order: re-sort by position in catalog
    const order = catalogOrder(catalog);
    codes.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  }
  return { codes, problems: parsed.problems };
}
