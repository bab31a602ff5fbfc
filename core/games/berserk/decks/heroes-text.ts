// A Berserk: Heroes deck as a plain text list (issue 18, deck exchange): count and name per line,
// the hero first, optionally `Deck:` and `Format:` lines above. A name several printings share is
// followed by the printing's code in brackets (`3x Name [code]`) so the list reads back as the same
// deck. A list is read as a Heroes list when its Format line names a Heroes format, or, without
// one, when it names Heroes cards. It is refused whole — every problem with its line — when it names
// unknown cards (all listed together), classic cards, a second hero or a card of another element.
// The JSON deck sites share is read too (parseSiteJson), with the same checks.
import type { DeckProblemInfo } from '../../../api/decks';
import type { DeckInput, ParsedDeckFile } from '../../../platform/decks';
import { berserkIndex, nameKey } from '../catalog/index-cache';
import { isHeroesCard, type HeroesCard } from '../catalog/heroes';
import type { BerserkCatalog } from '../catalog/model';
import { looseKey } from '../catalog/translit';
import { HEROES_FORMATS } from './formats';
import { elementFits } from './validate';

export const isHeroesFormat = (format: string): boolean => Object.hasOwn(HEROES_FORMATS, format);

interface CardLine {
  line: number;
  count: number;
  text: string;
  /** The printing code in brackets, when the line gives one. */
  code: string | null;
}

/** One card of a list being read, wherever it came from: a text line or a JSON entry. */
interface ListEntry {
  /** Where the list names it: `{ line }` (text) or `{ entry }` (the JSON's 1-based card entry). */
  at: { line: number } | { entry: number };
  count: number;
  /** How the list names it (shown for an unknown card). */
  label: string;
  heroes: HeroesCard | undefined;
  /** A classic card of that name or code (refused by name in a Heroes list). */
  classic: { name: string } | undefined;
}

const CARD_LINE = /^(\d{1,3})\s*[xх×]?\s+(.+)$/i;
const CODE_SUFFIX = /^(.*?)\s*\[([A-Za-z0-9][A-Za-z0-9_.-]{0,39})\]$/;

/** A Heroes card by code, folded name or romanised name (the first printing in release order). */
function findHeroes(catalog: BerserkCatalog, text: string, code: string | null): HeroesCard | undefined {
  const idx = berserkIndex(catalog);
  if (code) return idx.heroByCode.get(code);
  const t = text.trim();
  return (
    idx.heroByCode.get(t) ??
    idx.heroesByName.get(nameKey(t))?.[0] ??
    catalog.heroes.find((c) => idx.keys.get(c.code)!.loose === looseKey(t))
  );
}

/** A classic card the same way (a classic card in a Heroes list is refused by name). */
function findClassic(catalog: BerserkCatalog, text: string, code: string | null) {
  const idx = berserkIndex(catalog);
  if (code) return idx.byCode.get(code);
  return idx.byCode.get(text.trim()) ?? idx.byName.get(nameKey(text))?.[0];
}

/**
 * The checks every Heroes list gets (§3.2): unknown cards (all listed together, first), classic
 * cards, a second hero (or a hero counted more than once), cards of another element than the
 * list's hero. Problems carry where the list names the card (`line` or `entry`). With none, the
 * deck's slots.
 */
function checkEntries(entries: readonly ListEntry[], problems: DeckProblemInfo[]): Record<string, number> | null {
  const unknown: ListEntry[] = [];
  const found: Array<[ListEntry, HeroesCard]> = [];
  for (const e of entries) {
    if (e.heroes) found.push([e, e.heroes]);
    else if (e.classic)
      problems.push({ code: 'berserk.heroes.classicCard', params: { name: e.classic.name, ...e.at } });
    else unknown.push(e);
  }
  // §3.2: one hero — a second hero, or more than one copy of it, is refused
  let hero: [ListEntry, HeroesCard] | null = null;
  for (const entry of found) {
    const [e, card] = entry;
    if (card.kind !== 'hero') continue;
    if (hero || e.count > 1)
      problems.push({
        code: 'berserk.heroes.secondHero',
        params: { name: card.name, ...e.at, first: (hero ?? entry)[1].name },
      });
    hero ??= entry;
  }
  // §3.2 element lock against the list's hero
  if (hero)
    for (const [e, card] of found)
      if (card.kind !== 'hero' && !elementFits(hero[1], card))
        problems.push({
          code: 'berserk.heroes.element',
          params: {
            name: card.name,
            ...e.at,
            elements: card.elements,
            hero: hero[1].name,
            heroElements: hero[1].elements,
          },
        });
  const where = (p: DeckProblemInfo) => Number(p.params.line ?? p.params.entry ?? 0);
  problems.sort((a, b) => where(a) - where(b));
  // every unknown name at once, first (nothing of the list is stored)
  if (unknown.length) {
    const byLine = 'line' in unknown[0].at;
    problems.unshift({
      code: byLine ? 'berserk.heroes.unknownCards' : 'berserk.heroes.unknownEntries',
      params: {
        ...unknown[0].at,
        count: unknown.length,
        names: unknown.map((e) => e.label),
        [byLine ? 'lines' : 'entries']: unknown.map((e) => ('line' in e.at ? e.at.line : e.at.entry)),
      },
    });
  }
  if (problems.length) return null;
  const slots: Record<string, number> = {};
  for (const [e, card] of found) slots[card.code] = (slots[card.code] ?? 0) + e.count;
  return slots;
}

/** A refused list: the first problem sums them all up (an import's error carries only the first). */
function refused(format: string, problems: DeckProblemInfo[]): ParsedDeckFile {
  const first = problems[0].params;
  return {
    format,
    deck: null,
    problems: [
      {
        code: 'berserk.heroes.listRefused',
        params: {
          ...(first.line !== undefined ? { line: first.line } : { entry: first.entry }),
          count: problems.length,
          problems,
        },
      },
      ...problems,
    ],
    warnings: [],
  };
}

/** The list read as a Heroes deck, or null when it is not a Heroes list (the classic reader takes it). */
export function parseHeroesText(catalog: BerserkCatalog, content: string): ParsedDeckFile | null {
  const site = parseSiteJson(catalog, content);
  if (site) return site;
  const problems: DeckProblemInfo[] = [];
  const cardLines: CardLine[] = [];
  let name: string | undefined;
  let format: string | null = null;
  let otherFormat = false;
  content.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = i + 1;
    const text = raw
      .replace(/^\uFEFF/, '')
      .replace(/\s+#.*$/, '')
      .trim();
    if (text === '' || text.startsWith('#')) return;
    const field = /^(deck|format)\s*:\s*(.+)$/i.exec(text);
    if (field) {
      const value = field[2].trim();
      if (field[1].toLowerCase() === 'deck') name = value;
      else if (isHeroesFormat(value.toLowerCase())) format = value.toLowerCase();
      else otherFormat = true;
      return;
    }
    const m = CARD_LINE.exec(text);
    if (!m) {
      problems.push({ code: 'format.unknownLine', params: { line, text } });
      return;
    }
    const c = CODE_SUFFIX.exec(m[2].trim());
    cardLines.push({ line, count: Number(m[1]), text: c ? c[1] : m[2].trim(), code: c ? c[2] : null });
  });
  if (otherFormat) return null;
  // without a Format line: a Heroes list when a line names a Heroes card that no classic card is named
  if (
    format === null &&
    !cardLines.some((l) => findHeroes(catalog, l.text, l.code) && !findClassic(catalog, l.text, l.code))
  )
    return null;
  const entries: ListEntry[] = cardLines.map((l) => ({
    at: { line: l.line },
    count: l.count,
    label: l.text,
    heroes: findHeroes(catalog, l.text, l.code),
    classic: findClassic(catalog, l.text, l.code),
  }));
  const slots = checkEntries(entries, problems);
  if (!slots) return refused('text', problems);
  if (Object.keys(slots).length === 0)
    return { format: 'text', deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings: [] };
  return {
    format: 'text',
    deck: { identity: null, aspects: [format ?? 'heroes'], slots, name },
    problems: [],
    warnings: [],
  };
}

// ---- the deck sites' JSON -------------------------------------------------------------------------

/** A card as the deck site's JSON names it: its set's number on the site and its number in the set. */
interface SiteCardRef {
  setNumber: number;
  number: number;
}
interface SiteDeck {
  deckName?: string;
  description?: string;
  hero: SiteCardRef;
  mainDeck: Array<{ count?: number; card: SiteCardRef }>;
  sideboard?: Array<{ count?: number; card: SiteCardRef }>;
}

const isRef = (v: unknown): v is SiteCardRef =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as SiteCardRef).setNumber) &&
  Number.isInteger((v as SiteCardRef).number);

/** The site's deck in a JSON text (`{ data: { … } }` as its API answers, or the deck object alone), or null. */
function siteDeckOf(content: string): SiteDeck | null {
  const t = content.replace(/^\uFEFF/, '').trim();
  if (!t.startsWith('{')) return null;
  let v: unknown;
  try {
    v = JSON.parse(t);
  } catch {
    return null;
  }
  const d = (typeof v === 'object' && v !== null && 'data' in v ? (v as { data: unknown }).data : v) as SiteDeck;
  if (typeof d !== 'object' || d === null || !isRef(d.hero) || !Array.isArray(d.mainDeck)) return null;
  return d;
}

/** The Heroes card a site reference names: the set with that site number (the list's `setNumber`), that number. */
function findBySite(catalog: BerserkCatalog, ref: SiteCardRef): HeroesCard | undefined {
  const idx = berserkIndex(catalog);
  const set = catalog.sets.find((s) => s.line === 'heroes' && s.siteNumber === ref.setNumber);
  return set ? idx.bySetNumber.get(`${set.code}\u0000${ref.number}`)?.find(isHeroesCard) : undefined;
}

/**
 * The JSON that Berserk Heroes deck sites share (as berserkdeck.ru's deck API answers: deck name,
 * description, the hero and the main deck as `{ setNumber, number }` with counts, a sideboard),
 * read against the sets' site numbers (`setNumber` in the card list). Refused whole like a text
 * list, each problem with its entry (the hero is entry 1, the main deck's cards follow); a
 * sideboard is not part of the deck (a warning). Null when the text is not such a JSON.
 */
export function parseSiteJson(catalog: BerserkCatalog, content: string): ParsedDeckFile | null {
  const d = siteDeckOf(content);
  if (!d) return null;
  const problems: DeckProblemInfo[] = [];
  const entries: ListEntry[] = [];
  const add = (ref: unknown, count: unknown, entry: number) => {
    if (!isRef(ref) || (count !== undefined && (!Number.isInteger(count) || (count as number) < 1))) {
      problems.push({ code: 'berserk.heroes.badEntry', params: { entry } });
      return;
    }
    entries.push({
      at: { entry },
      count: (count as number | undefined) ?? 1,
      label: `${ref.setNumber}/${ref.number}`,
      heroes: findBySite(catalog, ref),
      classic: undefined,
    });
  };
  add(d.hero, 1, 1);
  d.mainDeck.forEach((e, i) => add(e?.card, e?.count, i + 2));
  const slots = checkEntries(entries, problems);
  if (!slots) return refused('json', problems);
  if (!entries.some((e) => e.heroes?.kind === 'hero'))
    return refused('json', [{ code: 'berserk.heroes.noHeroEntry', params: { entry: 1 } }]);
  const side = (d.sideboard ?? []).reduce((n, e) => n + (Number.isInteger(e?.count) ? (e.count as number) : 1), 0);
  return {
    format: 'json',
    deck: {
      identity: null,
      aspects: ['heroes'],
      slots,
      ...(typeof d.deckName === 'string' && d.deckName.trim() ? { name: d.deckName.trim() } : {}),
      ...(typeof d.description === 'string' && d.description.trim() ? { notes: d.description.trim() } : {}),
    },
    problems: [],
    warnings: side ? [{ code: 'berserk.heroes.sideboardLeftOut', params: { count: side } }] : [],
  };
}

/** The deck as a Heroes text list: the hero first, then the other cards in release order. */
export function exportHeroesText(
  catalog: BerserkCatalog,
  deck: DeckInput,
  format: string,
): { value: string; warnings: DeckProblemInfo[] } {
  const idx = berserkIndex(catalog);
  const warnings: DeckProblemInfo[] = [];
  const lines: string[] = [];
  if (deck.name) lines.push(`Deck: ${deck.name}`);
  lines.push(`Format: ${format}`);
  const cards: Array<[HeroesCard, number]> = [];
  for (const [code, n] of Object.entries(deck.slots)) {
    if (!Number.isInteger(n) || n <= 0) continue;
    const card = idx.heroByCode.get(code);
    if (card) cards.push([card, n]);
    else warnings.push({ code: 'format.unknownCard', params: { code, quantity: n } });
  }
  const order = new Map(catalog.heroes.map((c, i) => [c.code, i]));
  cards.sort(
    ([a], [b]) => Number(b.kind === 'hero') - Number(a.kind === 'hero') || order.get(a.code)! - order.get(b.code)!,
  );
  for (const [card, n] of cards) {
    const shared = (idx.heroesByName.get(nameKey(card.name))?.length ?? 0) > 1;
    lines.push(`${n}x ${card.name}${shared ? ` [${card.code}]` : ''}`);
  }
  return { value: `${lines.join('\n')}\n`, warnings };
}

/**
 * A saved Heroes deck as the Heroes engine's inline deck (`{ name, hero, cards }`, each card in the
 * shared shape with its `count`), straight from the catalog records: no mapping table. Null when
 * the deck has not exactly one hero or names a code the catalog's Heroes cards lack.
 */
export function heroesDeckCards(
  catalog: BerserkCatalog,
  deck: Pick<DeckInput, 'slots' | 'name'>,
): { name?: string; hero: HeroesCard; cards: Array<HeroesCard & { count: number }> } | null {
  const idx = berserkIndex(catalog);
  let hero: HeroesCard | null = null;
  const cards: Array<HeroesCard & { count: number }> = [];
  for (const [code, n] of Object.entries(deck.slots)) {
    if (!Number.isInteger(n) || n <= 0) continue;
    const card = idx.heroByCode.get(code);
    if (!card) return null;
    if (card.kind === 'hero') {
      if (hero || n !== 1) return null;
      hero = card;
    } else cards.push({ ...card, count: n });
  }
  if (!hero) return null;
  return { ...(deck.name ? { name: deck.name } : {}), hero, cards };
}

/**
 * A Heroes deck as the deck sites' JSON (`{ data: { deckName, description, hero, mainDeck,
 * sideboard } }`, cards as `{ setNumber, number }`). A card whose set has no site number, or whose
 * number is not a whole number, cannot be written: left out with a warning.
 */
export function exportSiteJson(
  catalog: BerserkCatalog,
  deck: DeckInput,
): { value: string; warnings: DeckProblemInfo[] } {
  const idx = berserkIndex(catalog);
  const warnings: DeckProblemInfo[] = [];
  const ref = (card: HeroesCard): SiteCardRef | null => {
    const siteNumber = idx.setByCode.get(card.set)?.siteNumber;
    const number = Number(card.number);
    return siteNumber !== undefined && Number.isInteger(number) ? { setNumber: siteNumber, number } : null;
  };
  let hero: SiteCardRef | null = null;
  const mainDeck: Array<{ count: number; card: SiteCardRef }> = [];
  const order = new Map(catalog.heroes.map((c, i) => [c.code, i]));
  const codes = Object.keys(deck.slots).sort((a, b) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9));
  for (const code of codes) {
    const n = deck.slots[code];
    if (!Number.isInteger(n) || n <= 0) continue;
    const card = idx.heroByCode.get(code);
    const r = card ? ref(card) : null;
    if (!card || !r) {
      warnings.push({ code: 'berserk.heroes.notInSiteJson', params: { code, name: card?.name ?? code, quantity: n } });
      continue;
    }
    if (card.kind === 'hero' && !hero) hero = r;
    else mainDeck.push({ count: n, card: r });
  }
  const data = {
    deckName: deck.name ?? '',
    description: deck.notes ?? '',
    hero,
    mainDeck,
    sideboard: [],
  };
  return { value: `${JSON.stringify({ data }, null, 2)}\n`, warnings };
}
