/**
 * MarvelCDB deck JSON, as its API (`/api/public/deck/{id}`, `/decklist/{id}`) and its exports
 * write it: `investigator_code`/`hero_code`, `slots` { code: copies }, `meta` (a JSON string with
 * `aspect`, `aspect2`), `name`, `description_md`, `tags`.
 */
import { catalogIndex } from '../../catalog/lookup';
import type { McCatalog } from '../../catalog/model';
import type { McDeck } from '../model';
import { inferAspects } from '../validate';
import type { DeckExport, DeckImport, FormatProblem } from './common';
import { shownValue } from '../../../../platform/text';

/** The exported shape (fields MarvelCDB reads back; ids and dates are the caller's to add). */
export interface MarvelCdbDeckJson {
  name: string;
  description_md: string;
  hero_code: string | null;
  investigator_code: string | null;
  hero_name: string | null;
  slots: Record<string, number>;
  ignoreDeckLimitSlots: null;
  meta: string;
  tags: string;
  version: string;
}

const ASPECT_KEYS = ['aspect', 'aspect2', 'aspect3', 'aspect4'] as const;

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** What each known field may hold; a file with another kind of value there is refused, naming the field. */
const FIELD_KINDS: Record<string, ReadonlyArray<'string' | 'object' | 'array' | 'number'>> = {
  hero_code: ['string'],
  investigator_code: ['string'],
  name: ['string'],
  slots: ['object'],
  meta: ['object', 'string'],
  description_md: ['string'],
  description: ['string'],
  tags: ['string', 'array'],
};

function wrongTypeField(obj: Record<string, unknown>): string | null {
  for (const [field, kinds] of Object.entries(FIELD_KINDS)) {
    const v = obj[field];
    if (v === undefined || v === null) continue;
    const kind = Array.isArray(v) ? 'array' : typeof v;
    if (!(kinds as readonly string[]).includes(kind)) return field;
  }
  return null;
}

/** Reads a MarvelCDB deck (object or JSON text). Never throws. */
export function parseMarvelCdbDeck(input: unknown, catalog: McCatalog): DeckImport {
  const problems: FormatProblem[] = [];
  const warnings: FormatProblem[] = [];
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { deck: null, problems: [{ code: 'format.invalidJson', params: {} }], warnings };
    }
  }
  const obj = asRecord(value);
  if (!obj || (!('slots' in obj) && !('hero_code' in obj) && !('investigator_code' in obj))) {
    return { deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings };
  }
  const wrong = wrongTypeField(obj);
  if (wrong) return { deck: null, problems: [{ code: 'format.wrongType', params: { field: wrong } }], warnings };
  const idx = catalogIndex(catalog);

  let identity: string | null = null;
  const heroCode =
    typeof obj.investigator_code === 'string' && obj.investigator_code
      ? obj.investigator_code
      : typeof obj.hero_code === 'string' && obj.hero_code
        ? obj.hero_code
        : null;
  if (heroCode) {
    const canon = idx.canonicalOf(heroCode);
    const main = canon ? idx.identityOfFace.get(canon) : undefined;
    if (main) identity = heroCode;
    else problems.push({ code: 'format.unknownIdentity', params: { code: heroCode } });
  }

  const slots: Record<string, number> = {};
  const rawSlots = asRecord(obj.slots) ?? {};
  for (const code of Object.keys(rawSlots).sort()) {
    const raw = rawSlots[code];
    const q = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 0) {
      problems.push({
        code: 'format.badQuantity',
        params: { code, quantity: typeof raw === 'number' ? raw : shownValue(raw) },
      });
      continue;
    }
    if (q === 0) continue;
    const canon = idx.canonicalOf(code);
    if (!canon) {
      problems.push({ code: 'format.unknownCard', params: { code } });
      continue;
    }
    const main = idx.identityOfFace.get(canon);
    if (main) {
      // the identity listed among the cards
      if (!identity) identity = code;
      if (idx.identityOfFace.get(idx.canonicalOf(identity) ?? '') === main) continue;
    }
    slots[code] = (slots[code] ?? 0) + q;
  }

  let meta: Record<string, unknown> | null = asRecord(obj.meta);
  if (!meta && typeof obj.meta === 'string' && obj.meta.trim()) {
    try {
      meta = asRecord(JSON.parse(obj.meta));
    } catch {
      meta = null;
    }
  }
  const aspects: string[] = [];
  for (const k of ASPECT_KEYS) {
    const a = meta?.[k];
    if (typeof a !== 'string' || !a) continue;
    if (!idx.aspects.has(a)) problems.push({ code: 'format.unknownAspect', params: { aspect: a } });
    else if (!aspects.includes(a)) aspects.push(a);
  }

  const deck: McDeck = { identity, aspects, slots };
  if (typeof obj.name === 'string') deck.name = obj.name;
  const description =
    typeof obj.description_md === 'string'
      ? obj.description_md
      : typeof obj.description === 'string'
        ? obj.description
        : null;
  if (description) deck.description = description;
  if (typeof obj.tags === 'string' && obj.tags.trim()) deck.tags = obj.tags.split(/[,\s]+/).filter(Boolean);
  else if (Array.isArray(obj.tags)) deck.tags = obj.tags.filter((t): t is string => typeof t === 'string');
  if (!deck.aspects.length) deck.aspects = inferAspects(deck, catalog);
  return { deck, problems, warnings };
}

/** Writes a deck as MarvelCDB deck JSON. */
export function exportMarvelCdbDeck(deck: McDeck, catalog: McCatalog): DeckExport<MarvelCdbDeckJson> {
  const idx = catalogIndex(catalog);
  const canon = deck.identity ? idx.canonicalOf(deck.identity) : null;
  const main = canon ? (idx.identityOfFace.get(canon) ?? null) : null;
  const heroName = main ? (idx.byCode.get(main)?.name ?? null) : null;
  const slots: Record<string, number> = {};
  for (const code of Object.keys(deck.slots).sort()) {
    const q = deck.slots[code];
    if (typeof q === 'number' && Number.isInteger(q) && q > 0) slots[code] = q;
  }
  const aspects = deck.aspects.length ? deck.aspects : inferAspects(deck, catalog);
  const meta: Record<string, string> = {};
  aspects.forEach((a, i) => {
    meta[i === 0 ? 'aspect' : `aspect${i + 1}`] = a;
  });
  return {
    value: {
      name: deck.name ?? '',
      description_md: deck.description ?? '',
      hero_code: main,
      investigator_code: main,
      hero_name: heroName,
      slots,
      ignoreDeckLimitSlots: null,
      meta: JSON.stringify(meta),
      tags: (deck.tags ?? []).join(', '),
      version: '1.0',
    },
    warnings: [],
  };
}
