// Berserk's deck rules as the platform's deck service sees them (core/platform/decks.ts). A deck's
// format is its one aspect (`constructed` when none; `draft`, `sealed`, or `squad` for a recruited
// squad of 15 checked by rule 304 with the first player's crystals; `heroes` or `heroes-casual`
// for a Berserk: Heroes deck, §3.2). One file format, text:
//   Deck: <name>            (optional)
//   Format: <format id>     (optional)
//   3x <card name or code>  (one line per card; "3 <name>"; '#' starts a comment)
// A Heroes list (heroes-text.ts) has its hero first and names its cards; it is refused whole, each
// problem with its line, when it names unknown cards, a second hero or a card of another element.
// Format `json` is the JSON that Heroes deck sites share (read on import whatever the format given,
// written by `decks.export` with format `json`).
import type { DeckProblemInfo, DeckStats } from '../../../api/decks';
import { diffDeckStates, type DeckInput, type DeckRules, type ParsedDeckFile } from '../../../platform/decks';
import { berserkIndex, nameKey } from '../catalog/index-cache';
import type { BerserkCatalog } from '../catalog/model';
import { looseKey } from '../catalog/translit';
import { DECK_FORMATS, DEFAULT_FORMAT, HEROES_FORMATS, SQUAD_LIMITS } from './formats';
import { exportHeroesText, exportSiteJson, isHeroesFormat, parseHeroesText } from './heroes-text';
import { validateDeck, validateHeroesDeck, validateSquad } from './validate';

export const SQUAD_FORMAT = 'squad';
export const FORMAT_IDS = [...Object.keys(DECK_FORMATS), SQUAD_FORMAT, ...Object.keys(HEROES_FORMATS)];

const formatOf = (deck: Pick<DeckInput, 'aspects'>): string => deck.aspects[0] ?? DEFAULT_FORMAT;

/** The counted size: classic cards; in a Heroes deck the Heroes cards other than the hero (§3.2). */
function sizeOf(catalog: BerserkCatalog, slots: Readonly<Record<string, number>>, heroes: boolean): number {
  const idx = berserkIndex(catalog);
  let n = 0;
  for (const [code, q] of Object.entries(slots)) {
    if (!Number.isInteger(q) || q <= 0) continue;
    if (heroes) {
      const h = idx.heroByCode.get(code);
      if (h && h.kind !== 'hero') n += q;
    } else if (idx.byCode.has(code)) n += q;
  }
  return n;
}

function findCard(catalog: BerserkCatalog, text: string) {
  const idx = berserkIndex(catalog);
  const t = text.trim();
  return (
    idx.byCode.get(t) ??
    idx.byName.get(nameKey(t))?.[0] ??
    catalog.cards.find((c) => idx.keys.get(c.code)!.loose === looseKey(t))
  );
}

export function parseText(catalog: BerserkCatalog, content: string): ParsedDeckFile {
  const heroes = parseHeroesText(catalog, content);
  if (heroes) return heroes;
  const problems: DeckProblemInfo[] = [];
  const slots: Record<string, number> = {};
  let name: string | undefined;
  const aspects: string[] = [];
  let read = 0;
  content.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = i + 1;
    const text = raw
      .replace(/^\uFEFF/, '')
      .replace(/\s+#.*$/, '')
      .trim();
    if (text === '' || text.startsWith('#')) return;
    const field = /^(deck|format)\s*:\s*(.+)$/i.exec(text);
    if (field) {
      read++;
      if (field[1].toLowerCase() === 'deck') name = field[2].trim();
      else if (FORMAT_IDS.includes(field[2].trim().toLowerCase())) aspects.splice(0, 1, field[2].trim().toLowerCase());
      else problems.push({ code: 'format.unknownLine', params: { line, text } });
      return;
    }
    const m = /^(\d{1,3})\s*[xх×]?\s+(.+)$/i.exec(text);
    if (!m) {
      problems.push({ code: 'format.unknownLine', params: { line, text } });
      return;
    }
    read++;
    const card = findCard(catalog, m[2]);
    if (!card) {
      problems.push({ code: 'format.unknownCard', params: { name: m[2].trim(), line } });
      return;
    }
    slots[card.code] = (slots[card.code] ?? 0) + Number(m[1]);
  });
  if (read === 0)
    return { format: 'text', deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings: [] };
  return { format: 'text', deck: { identity: null, aspects, slots, name }, problems, warnings: [] };
}

export const berserkDeckRules: DeckRules<BerserkCatalog> = {
  // text first (the deck pages' import and export); json = the Heroes deck sites' JSON (heroes-text.ts)
  fileTypes: { text: { ext: '.txt', mime: 'text/plain' }, json: { ext: '.json', mime: 'application/json' } },
  validate(catalog, deck) {
    const problems: DeckProblemInfo[] = [];
    if (deck.identity !== null) problems.push({ code: 'deck.unknownIdentity', params: { code: deck.identity } });
    for (const extra of deck.aspects.slice(1)) problems.push({ code: 'deck.unknownAspect', params: { aspect: extra } });
    const format = formatOf(deck);
    let size: number;
    if (isHeroesFormat(format)) {
      const v = validateHeroesDeck(catalog, deck.slots, format);
      problems.push(...v.problems);
      size = v.size;
    } else if (format === SQUAD_FORMAT) {
      const squad = validateSquad(catalog, deck.slots, SQUAD_LIMITS.first);
      problems.push(...squad.problems);
      size = squad.summary.cards;
    } else {
      const v = validateDeck(catalog, deck.slots, format);
      problems.push(...v.problems);
      size = v.size;
    }
    return { valid: problems.length === 0, problems, warnings: [], identity: null, aspects: [format], size };
  },
  /**
   * The deck page's chart figures. A Heroes deck (§3.2): `costCurve` in coins (the hero, who costs
   * nothing, left out), `elements` (neutral when none) and `kinds`, with no gold/silver split — Heroes
   * has no crystals. A classic deck: `costCurve` in crystals, `elements`, `elite` (gold, silver) and
   * `types`. Cards of the other line are left out (the validator reports them).
   */
  stats(catalog, deck) {
    const idx = berserkIndex(catalog);
    const add = (to: Record<string, number>, key: string, n: number): void => {
      to[key] = (to[key] ?? 0) + n;
    };
    const counted = Object.entries(deck.slots).filter(([, n]) => Number.isInteger(n) && n > 0);
    if (isHeroesFormat(formatOf(deck))) {
      const stats: DeckStats = { costCurve: {}, elements: {}, kinds: {} };
      for (const [code, n] of counted) {
        const h = idx.heroByCode.get(code);
        if (!h) continue;
        if (h.kind !== 'hero') add(stats.costCurve, String(h.cost), n);
        add(stats.kinds, h.kind, n);
        for (const e of h.elements.length ? h.elements : ['neutral']) add(stats.elements, e, n);
      }
      return stats;
    }
    const stats: DeckStats = { costCurve: {}, types: {}, elements: {}, elite: {} };
    for (const [code, n] of counted) {
      const c = idx.byCode.get(code);
      if (!c) continue;
      add(stats.costCurve, String(c.cost), n);
      add(stats.types, c.type, n);
      for (const e of c.elements) add(stats.elements, e, n);
      add(stats.elite, c.elite ? 'gold' : 'silver', n);
    }
    return stats;
  },
  countedSize: (catalog, deck) => sizeOf(catalog, deck.slots, isHeroesFormat(formatOf(deck))),
  identityName: () => null,
  diff(catalog, a, b, from, to) {
    const idx = catalog ? berserkIndex(catalog) : null;
    return diffDeckStates(a, b, from, to, {
      canonical: (code) => code,
      identityKey: (code) => code,
      name: (code) => idx?.anyByCode.get(code)?.name ?? code,
    });
  },
  parse: (catalog, content) => parseText(catalog, content),
  export(catalog, deck, fileFormat) {
    if (fileFormat === 'json') return exportSiteJson(catalog, deck);
    if (isHeroesFormat(formatOf(deck))) return exportHeroesText(catalog, deck, formatOf(deck));
    const idx = berserkIndex(catalog);
    const warnings: DeckProblemInfo[] = [];
    const lines: string[] = [];
    if (deck.name) lines.push(`Deck: ${deck.name}`);
    lines.push(`Format: ${formatOf(deck)}`);
    const entries = Object.entries(deck.slots).filter(([, n]) => n > 0);
    const pos = (code: string) => {
      const c = idx.byCode.get(code);
      return c ? (idx.setByCode.get(c.set)?.order ?? 0) * 100000 + c.number : Number.MAX_SAFE_INTEGER;
    };
    for (const [code, n] of entries.sort(([a], [b]) => pos(a) - pos(b))) {
      const card = idx.byCode.get(code);
      if (!card) warnings.push({ code: 'format.unknownCard', params: { code, quantity: n } });
      // the code, not the name: two printings may share a name (§2.1, Talgata)
      else lines.push(`${n}x ${card.code} # ${card.name}`);
    }
    return { value: `${lines.join('\n')}\n`, warnings };
  },
};
