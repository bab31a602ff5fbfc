// A Berserk: Heroes deck as a plain text list (issue 18, deck exchange): count and name per line,
// the hero first, optionally `Deck:` and `Format:` lines above. A name several printings share is
// followed by the printing's code in brackets (`3x Name [code]`) so the list reads back as the same
// deck. A list is read as a Heroes list when its Format line names a Heroes format, or, without
// one, when it names Heroes cards. It is refused whole — every problem with its line — when it names
// unknown cards (all listed together), classic cards, a second hero or a card of another element.
import type { DeckProblemInfo } from '../../../api/decks';
import type { DeckInput, ParsedDeckFile } from '../../../platform/decks';
import { berserkIndex, nameKey } from '../catalog/index-cache';
import type { HeroesCard } from '../catalog/heroes';
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

/** The list read as a Heroes deck, or null when it is not a Heroes list (the classic reader takes it). */
export function parseHeroesText(catalog: BerserkCatalog, content: string): ParsedDeckFile | null {
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

  const slots: Record<string, number> = {};
  const unknown: CardLine[] = [];
  const found: Array<[CardLine, HeroesCard]> = [];
  for (const l of cardLines) {
    const card = findHeroes(catalog, l.text, l.code);
    if (card) {
      found.push([l, card]);
      continue;
    }
    const classic = findClassic(catalog, l.text, l.code);
    if (classic) problems.push({ code: 'berserk.heroes.classicCard', params: { name: classic.name, line: l.line } });
    else unknown.push(l);
  }
  // §3.2: one hero — a second hero line, or more than one copy of it, is refused
  let hero: [CardLine, HeroesCard] | null = null;
  for (const entry of found) {
    const [l, card] = entry;
    if (card.kind !== 'hero') continue;
    if (hero || l.count > 1)
      problems.push({
        code: 'berserk.heroes.secondHero',
        params: { name: card.name, line: l.line, first: (hero ?? entry)[1].name },
      });
    hero ??= entry;
  }
  // §3.2 element lock against the list's hero
  if (hero)
    for (const [l, card] of found)
      if (card.kind !== 'hero' && !elementFits(hero[1], card))
        problems.push({
          code: 'berserk.heroes.element',
          params: {
            name: card.name,
            line: l.line,
            elements: card.elements,
            hero: hero[1].name,
            heroElements: hero[1].elements,
          },
        });
  problems.sort((a, b) => Number(a.params.line) - Number(b.params.line));
  // every unknown name at once, first (nothing of the list is stored)
  if (unknown.length)
    problems.unshift({
      code: 'berserk.heroes.unknownCards',
      params: {
        line: unknown[0].line,
        count: unknown.length,
        names: unknown.map((l) => l.text),
        lines: unknown.map((l) => l.line),
      },
    });
  // refused whole: the first problem sums them all up (an import's error carries only the first)
  if (problems.length)
    return {
      format: 'text',
      deck: null,
      problems: [
        {
          code: 'berserk.heroes.listRefused',
          params: { line: problems[0].params.line, count: problems.length, problems },
        },
        ...problems,
      ],
      warnings: [],
    };
  for (const [l, card] of found) slots[card.code] = (slots[card.code] ?? 0) + l.count;
  if (Object.keys(slots).length === 0)
    return { format: 'text', deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings: [] };
  return {
    format: 'text',
    deck: { identity: null, aspects: [format ?? 'heroes'], slots, name },
    problems: [],
    warnings: [],
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
