/**
 * Parser of the MarvelCDB JSON data set (zzorba/marvelsdb-json-data layout) into a normalized
 * catalog. Pure: the backend reads the folder or zip and passes `{ relativePath: value }` where a
 * value is the parsed JSON, its text, or its bytes (UTF-8). Never throws on bad input: whatever
 * cannot be imported is listed in `report.skipped` with a reason code, whatever was imported with
 * something unresolved in `report.warnings`.
 *
 * Layout (paths relative to the folder holding packs.json; a zip's top folder is found by itself):
 *   packs.json packtypes.json sets.json settypes.json factions.json types.json subtypes.json
 *   pack/<pack>.json pack/<pack>_encounter.json
 *   translations/<lang>/{the same files}  translations/<lang>/pack/<pack>[_encounter].json
 */
import type { z } from 'zod';
import { splitTraits } from './fold';
import {
  MC_GAME_ID,
  STAT_FIELDS,
  type ImportIssue,
  type ImportReason,
  type IssueParams,
  type McCard,
  type McCardTranslation,
  type McCatalog,
  type McDeckOption,
  type McDeckRequirement,
  type McFaction,
  type McNamed,
  type McPack,
  type McSet,
  type McTranslation,
} from './model';
import {
  rawCardSchema,
  rawCardTranslationSchema,
  rawDeckOptionSchema,
  rawDeckRequirementSchema,
  rawFactionSchema,
  rawNamedSchema,
  rawPackSchema,
  rawSetSchema,
  type RawCard,
  type RawDeckOption,
  type RawDeckRequirement,
} from './schemas';
import { shownValue } from '../../../platform/text';

/** A data-set file as handed over by the backend: parsed JSON, JSON text, or UTF-8 bytes. */
export type DataSetFiles = Record<string, unknown>;

export interface ParseOptions {
  /** Languages to import from translations/ (default: every language present). */
  languages?: readonly string[];
}

const TOP_FILES = {
  'packs.json': 'packs',
  'packtypes.json': 'packTypes',
  'sets.json': 'sets',
  'settypes.json': 'setTypes',
  'factions.json': 'factions',
  'types.json': 'types',
  'subtypes.json': 'subtypes',
} as const;
type TopRole = (typeof TOP_FILES)[keyof typeof TOP_FILES];

const PACK_FILE_RE = /^pack\/([^/]+?)(_encounter)?\.json$/;
const TRANSLATION_RE = /^translations\/([^/]+)\/(.+)$/;
const LANG_RE = /^[a-z]{2,3}(?:[_-][A-Za-z]{2,4})?$/;
const TEAM_UP_RE = /Team-Up\s*\(([^)]*)\)/i;

class Reporter {
  readonly skipped: ImportIssue[] = [];
  readonly warnings: ImportIssue[] = [];
  skip(file: string, index: number | null, code: string | null, reason: ImportReason, params: IssueParams = {}): void {
    this.skipped.push({ file, index, code, reason, params });
  }
  warn(file: string, index: number | null, code: string | null, reason: ImportReason, params: IssueParams = {}): void {
    this.warnings.push({ file, index, code, reason, params });
  }
}

/** zod issues as data: path and issue code only (zod's messages are English sentences). */
function zodIssues(error: z.ZodError): Array<Record<string, string>> {
  return error.issues.slice(0, 5).map((i) => ({ path: i.path.map(String).join('.'), issue: i.code }));
}

function recordCode(value: unknown): string | null {
  if (value && typeof value === 'object' && 'code' in value) {
    const c = (value as { code: unknown }).code;
    if (typeof c === 'string') return c;
  }
  return null;
}

function decodeValue(value: unknown): { ok: true; value: unknown } | { ok: false } {
  let v = value;
  if (v instanceof Uint8Array) v = new TextDecoder('utf-8').decode(v);
  if (typeof v === 'string') {
    try {
      return { ok: true, value: JSON.parse(v.charCodeAt(0) === 0xfeff ? v.slice(1) : v) };
    } catch {
      return { ok: false };
    }
  }
  return { ok: true, value: v };
}

function readArray(file: string, value: unknown, report: Reporter): unknown[] | null {
  const decoded = decodeValue(value);
  if (!decoded.ok) {
    report.skip(file, null, null, 'file.invalidJson');
    return null;
  }
  if (!Array.isArray(decoded.value)) {
    report.skip(file, null, null, 'file.notArray');
    return null;
  }
  return decoded.value;
}

/** Normalizes keys to forward-slash paths relative to the folder that holds packs.json. */
function relativeFiles(files: DataSetFiles): { root: Map<string, unknown>; ignored: number; hasPacks: boolean } {
  const entries: Array<[string, unknown]> = Object.keys(files).map((k) => [
    k.replace(/\\/g, '/').replace(/^\.?\//, ''),
    files[k],
  ]);
  let prefix: string | null = null;
  for (const [path] of entries) {
    if (!path.endsWith('packs.json')) continue;
    const p = path.slice(0, -'packs.json'.length);
    if (p !== '' && !p.endsWith('/')) continue;
    if (p.includes('translations/')) continue;
    if (prefix === null || p.length < prefix.length) prefix = p;
  }
  const root = new Map<string, unknown>();
  let ignored = 0;
  const pre = prefix ?? '';
  for (const [path, value] of entries) {
    if (!path.startsWith(pre)) {
      ignored++;
      continue;
    }
    root.set(path.slice(pre.length), value);
  }
  return { root, ignored, hasPacks: prefix !== null };
}

/** Says that a card's deck rule has keys (or a form) the importer does not support: `card.unsupportedDeckRule`. */
type Unsupported = (keys: string[]) => void;

/**
 * A deck rule field as the data gives it, parsed when it is a JSON string; undefined when it is
 * absent or not valid JSON (that with a warning naming `key`).
 */
function deckRuleValue(raw: unknown, key: string, unsupported: Unsupported): unknown {
  if (raw == null) return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    unsupported([key]);
    return undefined;
  }
}

/** Keys of a deck rule entry beyond `known`: kept on `into` as unsupported, with a warning. */
function flagUnknownKeys(
  entry: object,
  known: ReadonlySet<string>,
  into: { unsupported?: string[] },
  unsupported: Unsupported,
): void {
  const unknown = Object.keys(entry).filter((k) => !known.has(k));
  if (!unknown.length) return;
  into.unsupported = unknown;
  unsupported(unknown);
}

function parseOptions(raw: unknown, unsupported: Unsupported): McDeckOption[] | null {
  const value = deckRuleValue(raw, 'deck_options', unsupported);
  if (!Array.isArray(value)) return null;
  const out: McDeckOption[] = [];
  for (const item of value) {
    const parsed = rawDeckOptionSchema.safeParse(item);
    if (!parsed.success) {
      unsupported(['deck_options']);
      out.push({ unsupported: ['invalid'] });
      continue;
    }
    out.push(normalizeOption(parsed.data, unsupported));
  }
  return out.length ? out : null;
}

const OPTION_KEYS = new Set(['type', 'trait', 'resource', 'faction', 'limit', 'name_limit', 'use_deck_limit']);
function normalizeOption(o: RawDeckOption, unsupported: Unsupported): McDeckOption {
  const opt: McDeckOption = {};
  if (o.type) opt.type = [...o.type];
  if (o.trait) opt.trait = [...o.trait];
  if (o.resource) opt.resource = [...o.resource];
  if (o.faction) opt.faction = [...o.faction];
  if (o.limit !== undefined) opt.limit = o.limit;
  if (o.name_limit !== undefined) opt.nameLimit = o.name_limit;
  if (o.use_deck_limit !== undefined) opt.useDeckLimit = o.use_deck_limit;
  flagUnknownKeys(o, OPTION_KEYS, opt, unsupported);
  return opt;
}

const REQUIREMENT_KEYS = new Set(['aspects', 'limit']);
function parseRequirements(raw: unknown, unsupported: Unsupported): McDeckRequirement[] | null {
  const value = deckRuleValue(raw, 'deck_requirements', unsupported);
  if (value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  const out: McDeckRequirement[] = [];
  for (const item of list) {
    const parsed = rawDeckRequirementSchema.safeParse(item);
    if (!parsed.success) {
      unsupported(['deck_requirements']);
      continue;
    }
    const r: RawDeckRequirement = parsed.data;
    const req: McDeckRequirement = {};
    if (r.aspects !== undefined) req.aspects = r.aspects;
    if (r.limit !== undefined) req.limit = r.limit;
    flagUnknownKeys(r, REQUIREMENT_KEYS, req, unsupported);
    out.push(req);
  }
  return out.length ? out : null;
}

function teamUpOf(raw: RawCard): string[] | null {
  if (raw.team_up && raw.team_up.length) return raw.team_up.map((s) => s.trim()).filter(Boolean);
  const m = raw.text ? TEAM_UP_RE.exec(raw.text) : null;
  if (!m) return null;
  const names = m[1]
    .split(/\s+and\s+|\s*&\s*/i)
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length ? names : null;
}

const STAT_SET: ReadonlySet<string> = new Set(STAT_FIELDS);
function statsOf(raw: RawCard): McCard['stats'] {
  const stats: Record<string, number | boolean | null> = {};
  const rec = raw as Record<string, unknown>;
  for (const f in rec) {
    if (!STAT_SET.has(f)) continue;
    const v = rec[f];
    if (typeof v === 'number' || typeof v === 'boolean' || v === null) stats[f] = v;
  }
  return stats as McCard['stats'];
}

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);
const nonNeg = (v: number | null | undefined): number => (typeof v === 'number' && v > 0 ? v : 0);

/** A full card from an original record (name, faction and type checked by the caller). */
function cardFromRaw(
  raw: RawCard,
  setType: (code: string | null) => string | null,
  options: McDeckOption[] | null,
  reqs: McDeckRequirement[] | null,
): McCard {
  const setCode = orNull(raw.set_code ?? raw.card_set_code);
  return {
    code: raw.code,
    name: raw.name ?? '',
    subname: raw.subname ? raw.subname : null,
    typeCode: raw.type_code ?? '',
    factionCode: raw.faction_code ?? '',
    packCode: raw.pack_code,
    position: raw.position,
    quantity: raw.quantity,
    setCode,
    setPosition: orNull(raw.set_position),
    setTypeCode: setType(setCode),
    duplicateOf: null,
    octgnId: orNull(raw.octgn_id),
    hidden: raw.hidden === true,
    linkedCode: orNull(raw.back_link),
    face: 'front',
    cost: orNull(raw.cost),
    costPerHero: raw.cost_per_hero === true,
    resources: {
      energy: nonNeg(raw.resource_energy),
      mental: nonNeg(raw.resource_mental),
      physical: nonNeg(raw.resource_physical),
      wild: nonNeg(raw.resource_wild),
    },
    traits: splitTraits(raw.traits),
    unique: raw.is_unique === true,
    permanent: raw.permanent === true,
    deckLimit: orNull(raw.deck_limit),
    deckOptions: options,
    deckRequirements: reqs,
    teamUp: teamUpOf(raw),
    stage: raw.stage == null ? null : shownValue(raw.stage),
    spoiler: raw.spoiler === true || (typeof raw.spoiler === 'number' && raw.spoiler > 0),
    stats: statsOf(raw),
    text: orNull(raw.text),
    flavor: orNull(raw.flavor),
    errata: orNull(raw.errata),
    backName: orNull(raw.back_name),
    backText: orNull(raw.back_text),
    backFlavor: orNull(raw.back_flavor),
    illustrator: orNull(raw.illustrator),
  };
}

/** A reprint stub: the original's game fields, the stub's own printing fields. */
function stubFromRaw(raw: RawCard, original: McCard, setType: (code: string | null) => string | null): McCard {
  const ownSet = raw.set_code ?? raw.card_set_code;
  const setCode = ownSet ?? original.setCode;
  return {
    ...original,
    resources: { ...original.resources },
    traits: [...original.traits],
    stats: { ...original.stats },
    code: raw.code,
    packCode: raw.pack_code,
    position: raw.position,
    quantity: raw.quantity,
    setCode,
    setPosition: ownSet ? orNull(raw.set_position) : original.setPosition,
    setTypeCode: setType(setCode),
    duplicateOf: original.code,
    octgnId: orNull(raw.octgn_id),
    hidden: raw.hidden === true,
    linkedCode: orNull(raw.back_link),
    face: 'front',
    flavor: raw.flavor ?? original.flavor,
    illustrator: raw.illustrator ?? original.illustrator,
  };
}

interface PendingCard {
  file: string;
  index: number;
  raw: RawCard;
}

function parseNamedFile<T>(file: string, value: unknown, schema: z.ZodType<T>, report: Reporter): T[] {
  const list = readArray(file, value, report);
  if (!list) return [];
  const out: T[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      report.skip(file, index, recordCode(item), 'record.invalid', { issues: zodIssues(parsed.error) });
      return;
    }
    const code = recordCode(parsed.data) ?? '';
    if (seen.has(code)) {
      report.skip(file, index, code, 'record.duplicateCode', { firstFile: file });
      return;
    }
    seen.add(code);
    out.push(parsed.data);
  });
  return out;
}

/** Keys that must never become record keys of plain objects. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function nameMap(file: string, value: unknown, report: Reporter): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of parseNamedFile(file, value, rawNamedSchema, report))
    if (!UNSAFE_KEYS.has(r.code)) out[r.code] = r.name;
  return out;
}

/**
 * Parses a MarvelCDB-layout data set. The result is plain JSON; build indexes with `catalogIndex`.
 */
export function parseMarvelCdb(files: DataSetFiles, options: ParseOptions = {}): McCatalog {
  const report = new Reporter();
  const { root, ignored: ignoredOutside, hasPacks } = relativeFiles(files);
  let ignored = ignoredOutside;
  let read = 0;

  // ---- top-level files
  const top: Partial<Record<TopRole, unknown>> = {};
  const packFiles: Array<[string, unknown]> = [];
  const translationFiles = new Map<string, Array<[string, unknown]>>();
  for (const [path, value] of root) {
    const role = (TOP_FILES as Record<string, TopRole | undefined>)[path];
    if (role) {
      top[role] = value;
      read++;
      continue;
    }
    if (PACK_FILE_RE.test(path)) {
      packFiles.push([path, value]);
      read++;
      continue;
    }
    const t = TRANSLATION_RE.exec(path);
    if (t) {
      const list = translationFiles.get(t[1]) ?? [];
      list.push([t[2], value]);
      translationFiles.set(t[1], list);
      continue;
    }
    ignored++;
    if (path.startsWith('pack/')) report.warn(path, null, null, 'file.unexpected');
  }
  if (!hasPacks) report.warn('packs.json', null, null, 'file.missing', { role: 'packs' });
  for (const [file, role] of Object.entries(TOP_FILES)) {
    if (role !== 'packs' && top[role] === undefined) report.warn(file, null, null, 'file.missing', { role });
  }

  const packs: McPack[] = parseNamedFile('packs.json', top.packs ?? [], rawPackSchema, report).map((p) => ({
    code: p.code,
    name: p.name,
    packTypeCode: p.pack_type_code ?? '',
    position: p.position,
    dateRelease: orNull(p.date_release),
    size: orNull(p.size),
    cgdbId: orNull(p.cgdb_id),
    octgnId: orNull(p.octgn_id),
  }));
  const sets: McSet[] = parseNamedFile('sets.json', top.sets ?? [], rawSetSchema, report).map((s) => ({
    code: s.code,
    name: s.name,
    setTypeCode: s.card_set_type_code,
    parentCode: s.parent_code ? s.parent_code : null,
  }));
  const factions: McFaction[] = parseNamedFile('factions.json', top.factions ?? [], rawFactionSchema, report).map(
    (f) => ({
      code: f.code,
      name: f.name,
      isPrimary: f.is_primary === true,
      octgnId: orNull(f.octgn_id),
    }),
  );
  const named = (file: string, role: TopRole): McNamed[] =>
    parseNamedFile(file, top[role] ?? [], rawNamedSchema, report).map((r) => ({ code: r.code, name: r.name }));
  const packTypes = named('packtypes.json', 'packTypes');
  const setTypes = named('settypes.json', 'setTypes');
  const types = named('types.json', 'types');
  const subtypes = named('subtypes.json', 'subtypes');

  // an unreadable packs.json is treated like a missing one: packs are then made up from the cards
  const checkPacks = hasPacks && packs.length > 0;
  const packCodes = new Set(packs.map((p) => p.code));
  const setTypeOf = new Map(sets.map((s) => [s.code, s.setTypeCode]));
  const setType = (code: string | null): string | null => (code ? (setTypeOf.get(code) ?? null) : null);
  const factionCodes = new Set(factions.map((f) => f.code));
  const typeCodes = new Set(types.map((t) => t.code));

  // ---- cards: validate every record, flatten embedded linked_card (API shape)
  packFiles.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const pending: PendingCard[] = [];
  const firstFileOf = new Map<string, string>();
  const takeRecord = (file: string, index: number, item: unknown): void => {
    const parsed = rawCardSchema.safeParse(item);
    if (!parsed.success) {
      report.skip(file, index, recordCode(item), 'record.invalid', { issues: zodIssues(parsed.error) });
      return;
    }
    const raw = parsed.data;
    const first = firstFileOf.get(raw.code);
    if (first !== undefined) {
      report.skip(file, index, raw.code, 'record.duplicateCode', { firstFile: first });
      return;
    }
    if (checkPacks && !packCodes.has(raw.pack_code)) {
      report.skip(file, index, raw.code, 'card.unknownPack', { packCode: raw.pack_code });
      return;
    }
    firstFileOf.set(raw.code, file);
    pending.push({ file, index, raw });
    // the API embeds the other face as linked_card: read it as a record of its own, linked from here
    const linked = (item as Record<string, unknown>).linked_card;
    if (linked && typeof linked === 'object' && !Array.isArray(linked)) {
      const rec: Record<string, unknown> = {
        pack_code: raw.pack_code,
        position: raw.position,
        quantity: raw.quantity,
        ...(linked as Record<string, unknown>),
      };
      if (typeof rec.code === 'string' && !firstFileOf.has(rec.code)) {
        if (!raw.back_link) raw.back_link = rec.code;
        takeRecord(file, index, rec);
      }
    }
  };
  for (const [file, value] of packFiles) {
    const list = readArray(file, value, report);
    if (!list) continue;
    list.forEach((item, index) => takeRecord(file, index, item));
  }
  const synthesizedPacks = new Map<string, McPack>();
  if (!checkPacks) {
    for (const { raw } of pending) {
      if (!synthesizedPacks.has(raw.pack_code))
        synthesizedPacks.set(raw.pack_code, {
          code: raw.pack_code,
          name: raw.pack_code,
          packTypeCode: '',
          position: synthesizedPacks.size + 1,
          dateRelease: null,
          size: null,
          cgdbId: null,
          octgnId: null,
        });
    }
    packs.push(...synthesizedPacks.values());
  }

  // originals first, then stubs (which need their original)
  const byCode = new Map<string, McCard>();
  const stubs: PendingCard[] = [];
  for (const p of pending) {
    const { raw, file, index } = p;
    if (raw.duplicate_of) {
      stubs.push(p);
      continue;
    }
    if (raw.name === undefined) {
      report.skip(file, index, raw.code, 'card.nameless');
      continue;
    }
    if (!raw.faction_code || !raw.type_code) {
      report.skip(file, index, raw.code, 'card.missingField', {
        field: !raw.faction_code ? 'faction_code' : 'type_code',
      });
      continue;
    }
    const unsupported: Unsupported = (keys) => report.warn(file, index, raw.code, 'card.unsupportedDeckRule', { keys });
    const opts = parseOptions(raw.deck_options, unsupported);
    const reqs = parseRequirements(raw.deck_requirements, unsupported);
    const card = cardFromRaw(raw, setType, opts, reqs);
    byCode.set(card.code, card);
  }
  const rawByCode = new Map(pending.map((p) => [p.raw.code, p]));
  for (const { raw, file, index } of stubs) {
    // follow chains of stubs to a real original (guarding against loops)
    let target = raw.duplicate_of ?? '';
    for (let hops = 0; hops < 8; hops++) {
      const next = rawByCode.get(target)?.raw.duplicate_of;
      if (!next) break;
      target = next;
    }
    const original = byCode.get(target);
    if (!original || original.duplicateOf) {
      report.skip(file, index, raw.code, 'card.unknownOriginal', { duplicateOf: raw.duplicate_of ?? '' });
      continue;
    }
    byCode.set(raw.code, stubFromRaw(raw, original, setType));
  }

  // warnings on unresolved references, and symmetric face links
  const fileOf = (code: string): { file: string; index: number } => {
    const p = rawByCode.get(code);
    return { file: p?.file ?? '', index: p?.index ?? -1 };
  };
  for (const card of byCode.values()) {
    const at = fileOf(card.code);
    if (card.duplicateOf) continue;
    if (card.setCode && sets.length && !setTypeOf.has(card.setCode))
      report.warn(at.file, at.index, card.code, 'card.unknownSet', { setCode: card.setCode });
    if (factions.length && !factionCodes.has(card.factionCode))
      report.warn(at.file, at.index, card.code, 'card.unknownFaction', { factionCode: card.factionCode });
    if (types.length && !typeCodes.has(card.typeCode))
      report.warn(at.file, at.index, card.code, 'card.unknownType', { typeCode: card.typeCode });
  }
  for (const card of byCode.values()) {
    if (!card.linkedCode) continue;
    const other = byCode.get(card.linkedCode);
    if (!other) {
      const at = fileOf(card.code);
      report.warn(at.file, at.index, card.code, 'card.unknownLink', { linkedCode: card.linkedCode });
      card.linkedCode = null;
      continue;
    }
    if (other.linkedCode === card.code) {
      // mutual links: the hidden face (or else the later code) is the back
      const back = card.hidden !== other.hidden ? (card.hidden ? card : other) : card.code > other.code ? card : other;
      back.face = 'back';
      continue;
    }
    other.face = 'back';
    if (!other.linkedCode) other.linkedCode = card.code;
  }

  const packPos = new Map(packs.map((p) => [p.code, p.position]));
  const cards = [...byCode.values()].sort((a, b) => {
    const pa = packPos.get(a.packCode) ?? 0;
    const pb = packPos.get(b.packCode) ?? 0;
    return pa - pb || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  });
  packs.sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1));

  // ---- translations
  const wanted = options.languages ? new Set(options.languages) : null;
  const translations: Record<string, McTranslation> = {};
  const translatedCards: Record<string, number> = {};
  for (const lang of [...translationFiles.keys()].sort()) {
    const list = translationFiles.get(lang) ?? [];
    if (wanted && !wanted.has(lang)) {
      ignored += list.length;
      continue;
    }
    if (!LANG_RE.test(lang)) {
      report.warn(`translations/${lang}`, null, null, 'translation.unknownLanguage', { lang });
      ignored += list.length;
      continue;
    }
    const tr: McTranslation = {
      lang,
      packs: {},
      packTypes: {},
      sets: {},
      setTypes: {},
      factions: {},
      types: {},
      subtypes: {},
      cards: {},
    };
    list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [rel, value] of list) {
      const file = `translations/${lang}/${rel}`;
      const role = (TOP_FILES as Record<string, TopRole | undefined>)[rel];
      if (role) {
        read++;
        tr[role] = nameMap(file, value, report);
        continue;
      }
      if (!PACK_FILE_RE.test(rel)) {
        ignored++;
        continue;
      }
      read++;
      const items = readArray(file, value, report);
      if (!items) continue;
      items.forEach((item, index) => {
        const parsed = rawCardTranslationSchema.safeParse(item);
        if (!parsed.success) {
          report.skip(file, index, recordCode(item), 'record.invalid', { issues: zodIssues(parsed.error) });
          return;
        }
        const r = parsed.data;
        if (!byCode.has(r.code) || UNSAFE_KEYS.has(r.code)) {
          report.warn(file, index, r.code, 'translation.unknownCard');
          return;
        }
        if (Object.prototype.hasOwnProperty.call(tr.cards, r.code)) {
          report.skip(file, index, r.code, 'record.duplicateCode', { firstFile: file });
          return;
        }
        const t: McCardTranslation = {};
        if (r.name) t.name = r.name;
        if (r.subname) t.subname = r.subname;
        if (r.traits) t.traits = splitTraits(r.traits);
        if (r.text) t.text = r.text;
        if (r.flavor) t.flavor = r.flavor;
        if (r.errata) t.errata = r.errata;
        if (r.back_name) t.backName = r.back_name;
        if (r.back_text) t.backText = r.back_text;
        if (r.back_flavor) t.backFlavor = r.back_flavor;
        if (Object.keys(t).length) tr.cards[r.code] = t;
      });
    }
    translations[lang] = tr;
    translatedCards[lang] = Object.keys(tr.cards).length;
  }

  const reprints = cards.filter((c) => c.duplicateOf).length;
  return {
    game: MC_GAME_ID,
    packs,
    packTypes,
    sets,
    setTypes,
    factions,
    types,
    subtypes,
    cards,
    translations,
    report: {
      files: { read, ignored },
      counts: {
        packs: packs.length,
        sets: sets.length,
        cards: cards.length,
        originals: cards.length - reprints,
        reprints,
        translatedCards,
      },
      skipped: report.skipped,
      warnings: report.warnings,
    },
  };
}
