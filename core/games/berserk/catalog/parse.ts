// Reading card lists (Build 1): JSON in the shape of the 2023 reference list (an array of cards, or
// { cards, products }) and CSV whose header row names the columns (English or Russian names, see
// CSV_HEADERS). A list with any bad card is refused whole, each problem with its file, line and
// reason (nothing is partly saved); a good list is merged into the catalog already imported: a
// card is the same card when its set and number are (its printing code), so re-importing updates
// without duplicating, and the report counts what was added, changed and left as it was.
import type { ImportIssueInfo } from '../../../api/catalog';
import type { CatalogFiles, CatalogImportReport } from '../../../platform/catalog';
import { readCsv } from '../../../platform/csv/csv';
import { headerKey } from '../../../platform/csv/columns';
import { foldText, shownValue } from '../../../platform/text';
import {
  elementOf,
  knownSetOf,
  printingCode,
  rarityOf,
  typeOf,
  type AbilityRef,
  type BerserkCard,
  type BerserkCatalog,
  type BerserkProduct,
  type BerserkSet,
  type ElementCode,
  wordKey,
} from './model';
import { transliterate } from './translit';
import { lineOf, readHeroesRecord, recordLine, type HeroesCard, type ReadHeroes } from './heroes';
import { validateAbilities } from '../abilities';
import { HEROES_ENGINE_ABILITIES, parseHeroesAbility } from '../heroes/abilities';

/** The fields a card needs (the list's own names). */
export const REQUIRED_FIELDS = [
  'id',
  'name',
  'price',
  'elite',
  'unique',
  'elements',
  'type',
  'health',
  'moves',
  'hit',
  'rarity',
  'set',
  'number',
] as const;

type Raw = Record<string, unknown>;

/** Marks a CSV record whose id was made from its set and number. */
const GENERATED_ID = '\u0000generatedId';

interface ReadCard {
  card: Omit<BerserkCard, 'code' | 'set'> & { setName: string };
  /** False when the list says nothing about abilities (a re-import keeps the ones filled in). */
  hasAbilities: boolean;
  /** The list has no ids (a CSV without an id column): a re-import keeps the card's earlier id. */
  generatedId: boolean;
  file: string;
  line: number;
}

/** A Heroes record read from a list (catalog/heroes.ts), with the list's place. */
interface ReadHeroesEntry {
  card: ReadHeroes;
  /** The list's number of the set in the Heroes line (`heroesSet`), when given. */
  heroesSet: number | null;
  /** The set's number on the deck sites (`setNumber`), when given. */
  siteSet: number | null;
  generatedId: boolean;
  file: string;
  line: number;
}

const fold = wordKey;

function issue(
  file: string,
  line: number | null,
  reason: string,
  params: Record<string, unknown> = {},
): ImportIssueInfo {
  return { file, index: line, code: null, reason, params: { ...params, ...(line !== null ? { line } : {}) } };
}

/** The 1-based line where each object of the card array starts (JSON has no line numbers of its own). */
function objectLines(text: string, wrapped: boolean): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let inCards = !wrapped;
  let lastKey = '';
  let keyStart = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') {
        inString = false;
        if (depth === 1 && keyStart >= 0) lastKey = text.slice(keyStart, i);
      }
      continue;
    }
    if (ch === '"') {
      inString = true;
      keyStart = i + 1;
    } else if (ch === '[' || ch === '{') {
      if (wrapped && depth === 1 && ch === '[') inCards = lastKey === 'cards';
      if (ch === '{' && inCards && depth === (wrapped ? 2 : 1)) lines.push(line);
      depth++;
    } else if (ch === ']' || ch === '}') {
      depth--;
      if (wrapped && depth === 1) inCards = false;
    }
  }
  return lines;
}

const int = (v: unknown): number | null | undefined => {
  if (v === null) return null;
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '' || t === '-' || t === '—') return null;
    return /^-?\d+$/.test(t) ? Number(t) : undefined;
  }
  return undefined;
};

const bool = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : undefined;
  if (typeof v === 'string') {
    const t = fold(v);
    if (['true', '1', 'yes', 'y', 'x', 'да', 'evet', 'ja', 'igen', '+'].includes(t)) return true;
    if (['false', '0', 'no', 'n', '', 'нет', 'hayir', 'nein', 'nem', '-'].includes(t)) return false;
  }
  return undefined;
};

/**
 * Abilities as a list of { name, params } or, in CSV, "armor:2; horde; notWith:Name|Other": a number is the
 * ability's X (`{ x }`, the engine's vocabulary, abilities/), names separated by | are `{ names }`.
 */
function readAbilities(v: unknown): AbilityRef[] | undefined {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') {
    const out: AbilityRef[] = [];
    for (const part of v.split(';')) {
      const t = part.trim();
      if (!t) continue;
      const [name, ...rest] = t.split(':');
      if (!/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/.test(name.trim())) return undefined;
      const value = rest.join(':').trim();
      if (!value) out.push({ name: name.trim() });
      else if (/^-?\d+$/.test(value)) out.push({ name: name.trim(), params: { x: Number(value) } });
      else out.push({ name: name.trim(), params: { names: value.split('|').map((s) => s.trim()) } });
    }
    return out;
  }
  if (!Array.isArray(v)) return undefined;
  const out: AbilityRef[] = [];
  for (const a of v) {
    if (typeof a === 'string' && a.trim()) {
      out.push({ name: a.trim() });
      continue;
    }
    const r = a as { name?: unknown; params?: unknown };
    if (typeof r !== 'object' || r === null || typeof r.name !== 'string' || !r.name.trim()) return undefined;
    if (r.params !== undefined && (typeof r.params !== 'object' || r.params === null || Array.isArray(r.params)))
      return undefined;
    const params: Record<string, string | number | boolean | string[]> = {};
    for (const [k, p] of Object.entries((r.params ?? {}) as Record<string, unknown>)) {
      if (typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean') params[k] = p;
      else if (Array.isArray(p) && p.every((x) => typeof x === 'string')) params[k] = p as string[];
      else return undefined;
    }
    out.push(Object.keys(params).length ? { name: r.name.trim(), params } : { name: r.name.trim() });
  }
  return out;
}

/** One card from a raw record; problems pushed to `issues`. */
function readCard(raw: Raw, file: string, line: number, issues: ImportIssueInfo[]): ReadCard | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    issues.push(issue(file, line, 'card.notAnObject'));
    return null;
  }
  const before = issues.length;
  const bad = (reason: string, params: Record<string, unknown>) => issues.push(issue(file, line, reason, params));
  for (const field of REQUIRED_FIELDS) if (!(field in raw)) bad('card.missingField', { field });
  if (issues.length > before) return null;

  const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id).trim() : '';
  if (!id) bad('card.badValue', { field: 'id', value: shownValue(raw.id) });
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name) bad('card.badValue', { field: 'name', value: shownValue(raw.name) });
  const cost = int(raw.price);
  if (cost === undefined || cost === null || cost < 0)
    bad('card.badValue', { field: 'price', value: shownValue(raw.price) });
  const elite = bool(raw.elite);
  if (elite === undefined) bad('card.badValue', { field: 'elite', value: shownValue(raw.elite) });
  const unique = bool(raw.unique);
  if (unique === undefined) bad('card.badValue', { field: 'unique', value: shownValue(raw.unique) });

  const elementList = Array.isArray(raw.elements)
    ? raw.elements
    : typeof raw.elements === 'string'
      ? raw.elements.split(/[/,;|]/)
      : null;
  const elements: ElementCode[] = [];
  if (!elementList || elementList.length === 0)
    bad('card.badValue', { field: 'elements', value: shownValue(raw.elements) });
  else
    for (const e of elementList) {
      const code = typeof e === 'string' ? elementOf(e) : undefined;
      if (!code) bad('card.unknownElement', { value: shownValue(e) });
      else if (!elements.includes(code)) elements.push(code);
    }
  // neutral is the absence of an element (rule 202): "neutral" beside an element is a contradiction
  if (elements.length > 1 && elements.includes('neutral'))
    bad('card.neutralWithElement', { value: elements.join(',') });

  const type = typeof raw.type === 'string' ? typeOf(raw.type) : undefined;
  if (!type) bad('card.unknownType', { value: shownValue(raw.type) });
  const rarity = typeof raw.rarity === 'string' ? rarityOf(raw.rarity) : undefined;
  if (!rarity) bad('card.unknownRarity', { value: shownValue(raw.rarity) });

  const life = int(raw.health);
  if (life === undefined || (life !== null && life < 0))
    bad('card.badValue', { field: 'health', value: shownValue(raw.health) });
  const moves = int(raw.moves);
  if (moves === undefined || (moves !== null && moves < 0))
    bad('card.badValue', { field: 'moves', value: shownValue(raw.moves) });

  let strike: [number, number, number] | null = null;
  if (raw.hit !== null) {
    const h = raw.hit as Raw;
    const w = typeof h === 'object' ? int(h.weak) : undefined;
    const n = typeof h === 'object' ? int(h.normal) : undefined;
    const s = typeof h === 'object' ? int(h.hard) : undefined;
    if (typeof w === 'number' && typeof n === 'number' && typeof s === 'number') strike = [w, n, s];
    else if (!(w === null && n === null && s === null))
      bad('card.badValue', { field: 'hit', value: shownValue(raw.hit) });
  }

  const setName = typeof raw.set === 'string' ? raw.set.trim() : '';
  if (!setName) bad('card.badValue', { field: 'set', value: shownValue(raw.set) });
  const number = int(raw.number);
  if (typeof number !== 'number' || number < 1)
    bad('card.badValue', { field: 'number', value: shownValue(raw.number) });
  const painter = typeof raw.painter === 'string' ? raw.painter.trim() : raw.painter == null ? '' : null;
  if (painter === null) bad('card.badValue', { field: 'painter', value: shownValue(raw.painter) });
  const abilities = readAbilities(raw.abilities);
  if (!abilities) bad('card.badAbilities', { value: shownValue(raw.abilities) });
  if (issues.length > before) return null;
  return {
    card: {
      id,
      name,
      cost: cost!,
      elite: elite!,
      unique: unique!,
      elements,
      type: type!,
      life: life!,
      moves: moves!,
      strike,
      rarity: rarity!,
      painter: painter!,
      setName,
      number: number!,
      abilities: abilities!,
    },
    hasAbilities: raw.abilities !== undefined && raw.abilities !== '',
    generatedId: raw[GENERATED_ID] === true,
    file,
    line,
  };
}

/** One Heroes record (catalog/heroes.ts) with the classic reader's yes/no and abilities. */
function readHeroes(raw: Raw, file: string, line: number, issues: ImportIssueInfo[]): ReadHeroesEntry | null {
  const bad = (reason: string, params: Record<string, unknown>) => issues.push(issue(file, line, reason, params));
  const card = readHeroesRecord(raw, bad, readAbilities, bool);
  const heroesSet = raw.heroesSet === undefined ? null : int(raw.heroesSet);
  if (heroesSet === undefined || (heroesSet !== null && heroesSet < 1)) {
    bad('card.badValue', { field: 'heroesSet', value: shownValue(raw.heroesSet) });
    return null;
  }
  const siteSet = raw.setNumber === undefined ? null : int(raw.setNumber);
  if (siteSet === undefined || (siteSet !== null && siteSet < 1)) {
    bad('card.badValue', { field: 'setNumber', value: shownValue(raw.setNumber) });
    return null;
  }
  if (!card) return null;
  // a record without an id is keyed by its set and number (like a classic CSV row without ids)
  const generatedId = raw[GENERATED_ID] === true || card.id === '';
  if (card.id === '') card.id = `${card.setName}#${card.number}`;
  return { card, heroesSet, siteSet, generatedId, file, line };
}

/** CSV header (folded key) → card field; `weak`/`normal`/`hard` fill `hit`, `strike` holds "1-2-3". */
export const CSV_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['id', ['id', 'code', 'код']],
      ['name', ['name', 'card', 'card name', 'название', 'имя', 'карта', 'isim', 'ad', 'név']],
      ['price', ['price', 'cost', 'crystals', 'стоимость', 'цена', 'кристаллы', 'maliyet', 'kosten', 'költség']],
      ['elite', ['elite', 'gold', 'элитная', 'элитный', 'золото', 'elit']],
      ['unique', ['unique', 'уникальная', 'уникальный', 'уникальность', 'benzersiz', 'einzigartig', 'egyedi']],
      ['elements', ['elements', 'element', 'стихия', 'стихии', 'element(s)', 'unsur', 'elem']],
      ['type', ['type', 'тип', 'tür', 'typ', 'típus']],
      ['health', ['health', 'life', 'hp', 'здоровье', 'жизнь', 'жизни', 'can', 'leben', 'élet']],
      ['moves', ['moves', 'movement', 'move', 'движение', 'ходы', 'хода', 'hareket', 'bewegung', 'mozgás']],
      ['weak', ['weak', 'hit weak', 'слабый', 'слабый удар']],
      ['normal', ['normal', 'medium', 'hit normal', 'средний', 'средний удар']],
      ['hard', ['hard', 'strong', 'hit hard', 'сильный', 'сильный удар']],
      ['strike', ['strike', 'hit', 'удар', 'vuruş', 'schlag', 'ütés']],
      ['rarity', ['rarity', 'редкость', 'nadirlik', 'seltenheit', 'ritkaság']],
      ['painter', ['painter', 'artist', 'illustrator', 'художник', 'sanatçı', 'künstler', 'grafikus']],
      ['set', ['set', 'edition', 'сет', 'выпуск', 'издание', 'набор']],
      ['number', ['number', 'no', '#', 'номер', 'card number', 'numara', 'nummer', 'szám']],
      ['abilities', ['abilities', 'способности', 'yetenekler', 'fähigkeiten', 'képességek']],
      // Berserk: Heroes (catalog/heroes.ts)
      ['line', ['line', 'game line', 'линия', 'игра', 'seri', 'linie', 'vonal']],
      ['kind', ['kind', 'card kind', 'вид', 'вид карты', 'çeşit', 'art', 'fajta']],
      ['slot', ['slot', 'equipment slot', 'слот', 'yuva', 'platz', 'hely']],
      ['horde', ['horde', 'орда', 'sürü', 'horda']],
      ['heroesSet', ['heroes set', 'heroesset', 'сет героев']],
      ['setNumber', ['set number', 'setnumber', 'site set', 'номер сета']],
    ] as Array<[string, string[]]>
  ).flatMap(([field, names]) => names.map((n) => [headerKey(n), field])),
);

/** The records of a CSV list, each as the JSON shape reads it, with its line. */
function csvRecords(text: string, file: string, issues: ImportIssueInfo[]): Array<{ raw: Raw; line: number }> {
  const table = readCsv(text);
  if (table.unclosedQuoteLine !== null) issues.push(issue(file, table.unclosedQuoteLine, 'csv.unclosedQuote'));
  const [header, ...rows] = table.records;
  if (!header) {
    issues.push(issue(file, null, 'file.empty'));
    return [];
  }
  const fields = header.cells.map((h) => CSV_HEADERS[headerKey(h)] ?? null);
  fields.forEach((f, i) => {
    if (f === null && header.cells[i].trim())
      issues.push(issue(file, header.line, 'csv.unknownColumn', { column: header.cells[i].trim() }));
  });
  const has = (f: string) => fields.includes(f);
  // a list with a kind column and no type column is a Heroes list (its rows need no `line`)
  const heroesFile = has('kind') && !has('type');
  const needed = heroesFile ? HEROES_CSV_COLUMNS : REQUIRED_FIELDS.filter((f) => f !== 'id' && f !== 'hit');
  for (const f of needed) if (!has(f)) issues.push(issue(file, header.line, 'csv.missingColumn', { field: f }));
  if (!heroesFile && !has('strike') && !(has('weak') && has('normal') && has('hard')))
    issues.push(issue(file, header.line, 'csv.missingColumn', { field: 'hit' }));
  if (issues.some((i) => i.file === file && i.reason === 'csv.missingColumn')) return [];
  return rows.map((r) => {
    const raw: Raw = {};
    fields.forEach((f, i) => {
      if (f) raw[f] = (r.cells[i] ?? '').trim();
    });
    const rowLine = typeof raw.line === 'string' && raw.line !== '' ? lineOf(raw.line) : heroesFile ? 'heroes' : null;
    if (rowLine === 'heroes') return { raw: heroesRow(raw), line: r.line };
    // a list without ids is keyed by set and number alone
    if (!('id' in raw) || raw.id === '') {
      raw.id = `${raw.set as string}#${raw.number as string}`;
      raw[GENERATED_ID] = true;
    }
    if (typeof raw.strike === 'string') {
      const t = raw.strike.trim();
      const m = /^(\d+)\s*[-/]\s*(\d+)\s*[-/]\s*(\d+)$/.exec(t);
      raw.hit = t === '' || t === '-' ? null : m ? { weak: m[1], normal: m[2], hard: m[3] } : { weak: t };
    } else {
      const all = [raw.weak, raw.normal, raw.hard];
      raw.hit = all.every((v) => v === '' || v === '-') ? null : { weak: raw.weak, normal: raw.normal, hard: raw.hard };
    }
    delete raw.strike;
    delete raw.weak;
    delete raw.normal;
    delete raw.hard;
    return { raw, line: r.line };
  });
}

/** The columns a Heroes CSV list needs (the list's names; `price` is the cost in coins). */
const HEROES_CSV_COLUMNS = ['name', 'kind', 'elements', 'price', 'set', 'number', 'rarity'];

/** A Heroes CSV row under the shared shape's names (catalog/heroes.ts). */
function heroesRow(raw: Raw): Raw {
  const out: Raw = { line: 'heroes' };
  const take = (from: string, to = from) => {
    if (from in raw) out[to] = raw[from];
  };
  take('name');
  take('kind');
  take('elements');
  take('price', 'cost');
  take('health', 'life');
  take('slot');
  take('horde');
  take('abilities');
  take('set');
  take('number');
  take('rarity');
  take('painter');
  take('heroesSet');
  take('setNumber');
  if ('strike' in raw) out.strike = raw.strike;
  else if ('weak' in raw) out.strike = raw.weak;
  if (typeof raw.id === 'string' && raw.id !== '') out.id = raw.id;
  return out;
}

function readProducts(
  list: unknown,
  file: string,
  issues: ImportIssueInfo[],
): Array<Omit<BerserkProduct, 'contents'> & { contents: Record<string, number> | null }> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    issues.push(issue(file, null, 'product.invalid', { index: null }));
    return [];
  }
  const out: BerserkProduct[] = [];
  list.forEach((p: Raw, index) => {
    const kind = p?.kind;
    const contents = p?.contents;
    const okContents =
      contents === null ||
      (typeof contents === 'object' &&
        !Array.isArray(contents) &&
        Object.values(contents as object).every((n) => Number.isInteger(n) && (n as number) > 0));
    if (
      typeof p?.code !== 'string' ||
      !/^[a-z0-9][a-z0-9-]{0,39}$/.test(p.code) ||
      typeof p.name !== 'string' ||
      !['starter', 'booster', 'duel', 'special'].includes(kind as string) ||
      !okContents
    ) {
      issues.push(issue(file, null, 'product.invalid', { index }));
      return;
    }
    out.push({
      code: p.code,
      name: p.name,
      kind: kind as BerserkProduct['kind'],
      contents: contents === null ? null : { ...(contents as Record<string, number>) },
    });
  });
  return out;
}

/** A set's code: the known short code, else its name romanised and slugged. */
export function setCodeOf(name: string): string {
  const known = knownSetOf(name);
  if (known) return known.code;
  const slug = foldText(transliterate(name))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
  return slug || 'set';
}

export interface ParsedLists {
  cards: ReadCard[];
  heroes: ReadHeroesEntry[];
  products: BerserkProduct[];
  issues: ImportIssueInfo[];
  /** Files read as card lists. */
  files: number;
}

/** Every card list among the files (`.json`, `.csv`), checked one by one and across lists (ids, numbers). */
export function readLists(files: CatalogFiles): ParsedLists {
  const issues: ImportIssueInfo[] = [];
  const cards: ReadCard[] = [];
  const heroes: ReadHeroesEntry[] = [];
  const products: BerserkProduct[] = [];
  let read = 0;
  for (const file of Object.keys(files).sort()) {
    const text = files[file];
    const lower = file.toLowerCase();
    let records: Array<{ raw: Raw; line: number }>;
    // a JSON list may say `{ "line": "heroes", "cards": [...] }`: its records need no `line` of their own
    let listLine: 'heroes' | 'classic' | null = null;
    if (lower.endsWith('.csv')) {
      read++;
      records = csvRecords(text, file, issues);
    } else if (lower.endsWith('.json')) {
      let value: unknown;
      try {
        value = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        issues.push(issue(file, null, 'file.invalidJson'));
        continue;
      }
      const wrapped = !Array.isArray(value);
      const list = wrapped ? (value as { cards?: unknown })?.cards : value;
      if (!Array.isArray(list)) {
        issues.push(issue(file, null, 'file.notACardList'));
        continue;
      }
      const wrapperLine = wrapped ? (value as { line?: unknown }).line : undefined;
      if (wrapperLine !== undefined) {
        listLine = typeof wrapperLine === 'string' ? (lineOf(wrapperLine) ?? null) : null;
        if (!listLine) {
          issues.push(issue(file, null, 'file.badLine', { value: shownValue(wrapperLine) }));
          continue;
        }
      }
      read++;
      const lines = objectLines(text, wrapped);
      records = list.map((raw, i) => ({ raw: raw as Raw, line: lines[i] ?? i + 1 }));
      if (wrapped) products.push(...readProducts((value as { products?: unknown }).products, file, issues));
    } else continue;
    for (const { raw, line } of records) {
      const isRecord = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
      const which = isRecord
        ? recordLine(raw, listLine, (reason, params) => issues.push(issue(file, line, reason, params)))
        : 'classic';
      if (which === null) continue;
      if (which === 'heroes') {
        const h = readHeroes(raw, file, line, issues);
        if (h) heroes.push(h);
        continue;
      }
      const card = readCard(raw, file, line, issues);
      if (card) cards.push(card);
    }
  }
  // the same id twice is refused (both places named); in a list without ids, cards are told apart
  // by set and number, so the same set + number twice is refused there (the 2023 list repeats
  // numbers within a set, its ids tell those cards apart)
  type Entry = Pick<ReadCard, 'generatedId' | 'file' | 'line'> & {
    card: { id: string; setName: string; number: number | string };
  };
  const byId = new Map<string, Entry>();
  const byNumber = new Map<string, Entry>();
  for (const c of [...cards, ...heroes] as Entry[]) {
    if (!c.generatedId && !CODE_RE.test(c.card.id)) {
      issues.push(issue(c.file, c.line, 'card.badValue', { field: 'id', value: c.card.id }));
      continue;
    }
    const first = byId.get(c.card.id);
    if (first)
      issues.push(
        issue(c.file, c.line, c.generatedId ? 'card.duplicateNumber' : 'card.duplicateId', {
          id: c.card.id,
          set: c.card.setName,
          number: c.card.number,
          firstFile: first.file,
          firstLine: first.line,
        }),
      );
    else byId.set(c.card.id, c);
    if (!c.generatedId) byNumber.set(`${fold(c.card.setName)}\u0000${c.card.number}`, c);
  }
  // a card of a list without ids that another list of this import names by its id: refused (which is it?)
  for (const c of cards) {
    const other = c.generatedId ? byNumber.get(`${fold(c.card.setName)}\u0000${c.card.number}`) : undefined;
    if (other)
      issues.push(
        issue(c.file, c.line, 'card.duplicateNumber', {
          set: c.card.setName,
          number: c.card.number,
          firstFile: other.file,
          firstLine: other.line,
        }),
      );
  }
  if (read === 0) issues.push(issue('', null, 'file.noCardList'));
  return { cards, heroes, products, issues, files: read };
}

/** What a list's id must look like to be a card code (the API takes codes of up to 40 characters). */
const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
const collator = new Intl.Collator('en', { numeric: true });

const EMPTY: BerserkCatalog = { cards: [], heroes: [], sets: [], products: [] };

/** Deck-building restrictions stored beside the abilities (read by decks/validate.ts, not by the engine). */
const DECK_RESTRICTIONS: ReadonlySet<string> = new Set(['notWith']);
const HEROES_NAMES: ReadonlySet<string> = new Set(HEROES_ENGINE_ABILITIES);

/**
 * The catalog after importing `files` over `previous` (null: nothing imported yet). Refused whole —
 * an empty catalog and every problem in `skipped` — when any card or file is bad. Otherwise the
 * report's warnings hold one `import.summary` (added, changed, unchanged, kept: cards of earlier
 * imports the lists do not name), one `card.changed` per changed card, and one `card.unknownAbility` or
 * `card.badAbility` per ability the rules engine cannot play — for a Heroes card, the Heroes engine — (the card
 * is imported; a game resolves it by hand).
 */
export function importLists(
  files: CatalogFiles,
  previous: BerserkCatalog | null,
): { catalog: BerserkCatalog; report: CatalogImportReport } {
  const { cards, heroes, products, issues } = readLists(files);
  const blocking = issues.filter((i) => i.reason !== 'csv.unknownColumn');
  if (blocking.length > 0 || cards.length + heroes.length === 0)
    return { catalog: EMPTY, report: { skipped: issues, warnings: [] } };

  const sets: BerserkSet[] = (previous?.sets ?? []).map((s) => ({ ...s }));
  const setByName = new Map(sets.map((s) => [fold(s.name), s]));
  const usedCodes = new Set(sets.map((s) => s.code));
  const setOf = (name: string, heroesLine = false): BerserkSet => {
    let s = setByName.get(fold(name));
    if (!s) {
      let code = setCodeOf(name);
      for (let n = 2; usedCodes.has(code); n++) code = `${setCodeOf(name)}-${n}`;
      usedCodes.add(code);
      s = { code, name, order: sets.length + 1 };
      if (heroesLine) {
        s.line = 'heroes';
        s.lineNumber = sets.filter((x) => x.line === 'heroes').length + 1;
      }
      sets.push(s);
      setByName.set(fold(name), s);
    }
    return s;
  };

  const prevByCode = new Map((previous?.cards ?? []).map((c) => [c.code, c]));
  const merged = new Map<string, BerserkCard>(prevByCode);
  let added = 0;
  let changed = 0;
  let unchanged = 0;
  const warnings: ImportIssueInfo[] = issues.slice(); // unknown columns
  const refused: ImportIssueInfo[] = [];
  for (const r of cards) {
    const set = setOf(r.card.setName);
    if (set.line === 'heroes') {
      refused.push(issue(r.file, r.line, 'card.setOfOtherLine', { set: r.card.setName, line: 'heroes' }));
      continue;
    }
    const { setName: _setName, ...rest } = r.card;
    void _setName;
    let code = r.card.id;
    if (r.generatedId) {
      // a list without ids updates the one earlier card of that set and number
      const same = (previous?.cards ?? []).filter((c) => c.set === set.code && c.number === r.card.number);
      if (same.length > 1) {
        refused.push(issue(r.file, r.line, 'card.ambiguousNumber', { set: r.card.setName, number: r.card.number }));
        continue;
      }
      code = same[0]?.code ?? printingCode(set.code, r.card.number);
    }
    const old = prevByCode.get(code);
    const card: BerserkCard = {
      ...rest,
      code,
      id: r.generatedId && old ? old.id : rest.id,
      set: set.code,
      // a list without abilities keeps the ones filled in earlier
      abilities: r.hasAbilities || !old ? rest.abilities : old.abilities,
    };
    if (!old) added++;
    else if (JSON.stringify(old) === JSON.stringify(card)) unchanged++;
    else {
      changed++;
      warnings.push({
        file: r.file,
        index: r.line,
        code,
        reason: 'card.changed',
        params: { line: r.line, name: card.name },
      });
    }
    // an ability the rules engine does not know (or with parameters it cannot read) is reported, not
    // refused: the card is imported and its ability is resolved by hand in a game (issue 17 "Bad input")
    for (const p of validateAbilities(card.abilities.filter((a) => !DECK_RESTRICTIONS.has(a.name))))
      warnings.push({
        file: r.file,
        index: r.line,
        code,
        reason: p.code === 'ability.unknown' ? 'card.unknownAbility' : 'card.badAbility',
        params: { line: r.line, name: card.name, ability: p.name },
      });
    merged.set(code, card);
  }
  const mergedHeroes = new Map<string, HeroesCard>((previous?.heroes ?? []).map((h) => [h.code, h]));
  for (const r of heroes) {
    const set = setOf(r.card.setName, true);
    if (set.line !== 'heroes') {
      refused.push(issue(r.file, r.line, 'card.setOfOtherLine', { set: r.card.setName, line: 'classic' }));
      continue;
    }
    if (r.heroesSet !== null) set.lineNumber = r.heroesSet;
    if (r.siteSet !== null) set.siteNumber = r.siteSet;
    const code = r.generatedId ? `${set.code}-${r.card.number}` : r.card.id;
    if (merged.has(code)) {
      refused.push(issue(r.file, r.line, 'card.duplicateId', { id: code }));
      continue;
    }
    const old = mergedHeroes.get(code);
    const { setName: _setName, ...rest } = r.card;
    void _setName;
    const hasAbilities = r.card.abilities.length > 0;
    const card: HeroesCard = {
      ...rest,
      code,
      id: r.generatedId && old ? old.id : rest.id,
      set: set.code,
      // a list without abilities keeps the ones filled in earlier (as for classic cards)
      abilities: hasAbilities || !old ? rest.abilities : old.abilities,
    };
    if (!old) added++;
    else if (JSON.stringify(old) === JSON.stringify(card)) unchanged++;
    else {
      changed++;
      warnings.push({
        file: r.file,
        index: r.line,
        code,
        reason: 'card.changed',
        params: { line: r.line, name: card.name },
      });
    }
    // as for classic cards, checked against what the Heroes engine plays (its own names and the classic
    // ones it reuses): reported, the card is imported, a game resolves the ability by hand
    for (const a of card.abilities) {
      // a list param (only deck restrictions have one) fails the engine's schemas: reported, as it should be
      const known = parseHeroesAbility(a as Parameters<typeof parseHeroesAbility>[0]).known;
      if (DECK_RESTRICTIONS.has(a.name) || known) continue;
      warnings.push({
        file: r.file,
        index: r.line,
        code,
        reason: HEROES_NAMES.has(a.name) ? 'card.badAbility' : 'card.unknownAbility',
        params: { line: r.line, name: card.name, ability: a.name },
      });
    }
    mergedHeroes.set(code, card);
  }
  if (refused.length > 0) return { catalog: EMPTY, report: { skipped: refused, warnings: [] } };
  const kept = merged.size + mergedHeroes.size - added - changed - unchanged;
  const setOrder = new Map(sets.map((s) => [s.code, s.order]));
  const all = [...merged.values()].sort(
    (a, b) =>
      (setOrder.get(a.set) ?? 0) - (setOrder.get(b.set) ?? 0) ||
      a.number - b.number ||
      collator.compare(a.code, b.code),
  );
  const heroesAll = [...mergedHeroes.values()].sort(
    (a, b) =>
      (setOrder.get(a.set) ?? 0) - (setOrder.get(b.set) ?? 0) ||
      collator.compare(a.number, b.number) ||
      collator.compare(a.code, b.code),
  );
  const productMap = new Map((previous?.products ?? []).map((p) => [p.code, p]));
  for (const p of products) productMap.set(p.code, p);
  warnings.unshift({
    file: '',
    index: null,
    code: null,
    reason: 'import.summary',
    params: { added, changed, unchanged, kept, products: products.length, heroes: heroes.length },
  });
  return {
    catalog: { cards: all, heroes: heroesAll, sets, products: [...productMap.values()] },
    report: { skipped: [], warnings },
  };
}
