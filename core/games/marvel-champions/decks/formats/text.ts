/**
 * MarvelCDB plain-text deck lists. Export follows MarvelCDB's `plain.txt` (deck name, identity,
 * packs, then sections of `Nx Name (Pack)` lines, `Name:Subtitle` when the card has a subtitle),
 * plus an `Aspect:` line so two-aspect decks survive the trip. Import accepts what players paste:
 * `2x Name`, `2 Name`, `Name x2`, optional `(Pack)` and `:Subtitle`, section headers, a `Packs:`
 * block, and finds the identity by name or by its cards. A first line that is exactly a hero's
 * name is the identity line unless a later line names the identity (MarvelCDB's name-then-identity
 * layout) or the deck's own identity cards are another hero's (see `parseDeckText`).
 */
import { foldText } from '../../catalog/fold';
import { catalogIndex } from '../../catalog/lookup';
import type { McCatalog } from '../../catalog/model';
import type { McDeck } from '../model';
import { inferAspects } from '../validate';
import { SECTION_TYPES, type DeckExport, type DeckImport, type FormatProblem } from './common';
import { parseNameSpec, resolveIdentityName, resolveName } from './resolve';

const SECTION_TITLES: Record<(typeof SECTION_TYPES)[number], [string, string]> = {
  upgrade: ['Upgrade', 'Upgrades'],
  event: ['Event', 'Events'],
  support: ['Support', 'Supports'],
  ally: ['Ally', 'Allies'],
  resource: ['Resource', 'Resources'],
  player_side_scheme: ['Player Side Scheme', 'Player Side Schemes'],
};
const HEADERS = new Set(
  [
    ...Object.values(SECTION_TITLES).flat(),
    'Hero',
    'Heroes',
    'Identity',
    'Alter-Ego',
    'Deck',
    'Cards',
    'Side Deck',
    'Special',
    'Obligation',
    'Nemesis',
    'Permanent',
  ].map((h) => foldText(h)),
);

const QTY_FIRST = /^(\d+)\s*[x×]?\s+(.+)$/i;
const QTY_LAST = /^(.+?)\s+[x×]\s*(\d+)$/i;

/** Writes a deck as MarvelCDB-style plain text. */
export function exportDeckText(deck: McDeck, catalog: McCatalog): DeckExport<string> {
  const idx = catalogIndex(catalog);
  const lines: string[] = [];
  lines.push(deck.name ?? '', '');
  const canon = deck.identity ? idx.canonicalOf(deck.identity) : null;
  const main = canon ? idx.identityOfFace.get(canon) : undefined;
  const hero = main ? idx.byCode.get(main) : undefined;
  if (hero) lines.push(`${hero.name} (${idx.packByCode.get(hero.packCode)?.name ?? hero.packCode})`);
  const aspects = deck.aspects.length ? deck.aspects : inferAspects(deck, catalog);
  if (aspects.length) {
    const names = aspects.map((a) => catalog.factions.find((f) => f.code === a)?.name ?? a);
    lines.push(`${names.length > 1 ? 'Aspects' : 'Aspect'}: ${names.join(', ')}`);
  }
  lines.push('');

  const entries = Object.entries(deck.slots)
    .filter(([, q]) => typeof q === 'number' && Number.isInteger(q) && q > 0)
    .map(([code, q]) => ({ code, q, card: idx.byCode.get(code) }))
    .filter((e) => e.card !== undefined && !idx.identityOfFace.has(idx.canonicalOf(e.code) ?? ''));
  const packPos = (code: string): number => idx.packByCode.get(code)?.position ?? 0;
  const used = [...new Set(entries.map((e) => e.card?.packCode ?? ''))].sort((a, b) => packPos(a) - packPos(b));
  if (used.length) {
    const name = (p: string): string => idx.packByCode.get(p)?.name ?? p;
    lines.push(
      used.length > 1 ? `Packs: From ${name(used[0])} to ${name(used[used.length - 1])}` : `Packs: ${name(used[0])}`,
      '',
    );
  }
  const other = entries.filter((e) => !(SECTION_TYPES as readonly string[]).includes(e.card?.typeCode ?? ''));
  const sections: Array<[string, typeof entries]> = SECTION_TYPES.map((t) => {
    const list = entries.filter((e) => e.card?.typeCode === t);
    return [SECTION_TITLES[t][list.length > 1 ? 1 : 0], list];
  });
  if (other.length) sections.push(['Cards', other]);
  for (const [title, list] of sections) {
    if (!list.length) continue;
    lines.push(title, '');
    list.sort((a, b) => (a.card?.name ?? '').localeCompare(b.card?.name ?? '', 'en') || (a.code < b.code ? -1 : 1));
    for (const { q, card } of list) {
      if (!card) continue;
      const sub = card.subname ? `:${card.subname}` : '';
      lines.push(`${q}x ${card.name}${sub} (${idx.packByCode.get(card.packCode)?.name ?? card.packCode})`);
    }
    lines.push('');
  }
  return { value: `${lines.join('\n').replace(/\n+$/, '')}\n`, warnings: [] };
}

/**
 * Some identity sets hold several different cards under one name (four "Wakanda Forever!" in one
 * set); a name cannot tell them apart, so when the copies of such a name add up to the set's own
 * counts, give each card its count.
 */
function spreadSameNamedSetCards(catalog: McCatalog, identity: string, slots: Record<string, number>): Set<string> {
  const spread = new Set<string>();
  const idx = catalogIndex(catalog);
  const id = idx.identities.get(identity);
  if (!id) return spread;
  const byTitle = new Map<string, Array<{ code: string; quantity: number }>>();
  for (const r of id.requiredCards) {
    const t = idx.titleOf(r.code);
    const list = byTitle.get(t) ?? [];
    list.push(r);
    byTitle.set(t, list);
  }
  for (const [title, required] of byTitle) {
    if (required.length < 2) continue;
    const codes = new Set(required.map((r) => r.code));
    const present = Object.keys(slots).filter(
      (c) => codes.has(idx.canonicalOf(c) ?? '') && idx.titleOf(idx.canonicalOf(c) ?? '') === title,
    );
    const total = present.reduce((s, c) => s + slots[c], 0);
    if (total !== required.reduce((s, r) => s + r.quantity, 0)) continue;
    for (const c of present) delete slots[c];
    for (const r of required) {
      slots[r.code] = r.quantity;
      spread.add(r.code);
    }
  }
  return spread;
}

interface CardLine {
  line: number;
  qty: number;
  text: string;
}

interface FreeLine {
  line: number;
  text: string;
  ids: Array<{ code: string }>;
}

interface Body {
  firstIsName: boolean;
  name: string | undefined;
  identity: string | null;
  identityLine: number | null;
  slots: Record<string, number>;
  /** Identity → copies of its own set's cards in the deck. */
  setsInDeck: Map<string, number>;
  problems: FormatProblem[];
  warnings: FormatProblem[];
}

/**
 * The deck from its free lines and card lines, the first free line read as the deck's name or
 * not: the named identity (or the one whose cards the deck holds), the cards resolved preferring
 * that identity's own set.
 */
function readBody(
  catalog: McCatalog,
  freeLines: readonly FreeLine[],
  cardLines: readonly CardLine[],
  firstIsName: boolean,
): Body {
  const idx = catalogIndex(catalog);
  const problems: FormatProblem[] = [];
  const warnings: FormatProblem[] = [];
  const name = firstIsName && freeLines.length ? freeLines[0].text : undefined;
  let identityCands: string[] = [];
  let identityLine: number | null = null;
  let identityText = '';
  for (let i = firstIsName ? 1 : 0; i < freeLines.length; i++) {
    const l = freeLines[i];
    if (l.ids.length && identityLine === null) {
      identityCands = l.ids.map((x) => x.code);
      identityLine = l.line;
      identityText = l.text;
      continue;
    }
    problems.push({ code: 'format.unknownLine', params: { line: l.line, text: l.text } });
  }

  // cards (preferring the candidate identities' own sets)
  const preferSets = new Set(identityCands.map((c) => idx.identities.get(c)?.setCode ?? ''));
  const slots: Record<string, number> = {};
  for (const cl of cardLines) {
    if (cl.qty <= 0) {
      problems.push({ code: 'format.badQuantity', params: { line: cl.line, quantity: cl.qty } });
      continue;
    }
    const spec = parseNameSpec(catalog, cl.text);
    const res = resolveName(catalog, spec, preferSets);
    if (!res) {
      problems.push({ code: 'format.unknownLine', params: { line: cl.line, text: cl.text } });
      continue;
    }
    if (res.alternatives.length)
      warnings.push({
        code: 'format.ambiguousName',
        params: { line: cl.line, name: spec.name, codes: [res.canonical, ...res.alternatives], chosen: res.code },
      });
    const main = idx.identityOfFace.get(res.canonical);
    if (main) {
      if (!identityCands.length) {
        identityCands = [main];
        identityLine = cl.line;
        identityText = cl.text;
      }
      continue;
    }
    slots[res.code] = (slots[res.code] ?? 0) + cl.qty;
  }

  // the identity: the named one, disambiguated (or found) by the identity cards in the deck
  const setsInDeck = new Map<string, number>();
  for (const [code, q] of Object.entries(slots)) {
    const card = idx.byCode.get(idx.canonicalOf(code) ?? '');
    const main = card?.setCode ? idx.identityOfSet.get(card.setCode) : undefined;
    if (main) setsInDeck.set(main, (setsInDeck.get(main) ?? 0) + q);
  }
  let identity: string | null = null;
  if (identityCands.length === 1) identity = identityCands[0];
  else {
    const pool = identityCands.length ? identityCands : [...setsInDeck.keys()];
    const ranked = [...pool].sort((a, b) => (setsInDeck.get(b) ?? 0) - (setsInDeck.get(a) ?? 0) || (a < b ? -1 : 1));
    if (ranked.length) {
      identity = ranked[0];
      if (identityCands.length > 1 && (setsInDeck.get(ranked[0]) ?? 0) === (setsInDeck.get(ranked[1]) ?? 0))
        warnings.push({
          code: 'format.ambiguousIdentity',
          params: { name: identityText, codes: identityCands, line: identityLine },
        });
    }
  }
  return { firstIsName, name, identity, identityLine, slots, setsInDeck, problems, warnings };
}

/** Reads a plain-text deck list. Never throws; unknown lines are reported with their number. */
export function parseDeckText(text: string, catalog: McCatalog): DeckImport {
  const problems: FormatProblem[] = [];
  const warnings: FormatProblem[] = [];
  if (typeof text !== 'string') return { deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings };
  const idx = catalogIndex(catalog);
  const cardLines: CardLine[] = [];
  const otherLines: Array<{ line: number; text: string }> = [];
  const aspects: string[] = [];
  let skipPacksLine = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = i + 1;
      const t = raw.trim();
      if (!t || /^#|^\/\//.test(t)) return;
      const packs = /^packs?\s*:\s*(.*)$/i.exec(t);
      if (packs) {
        skipPacksLine = packs[1].trim() === '';
        return;
      }
      const asp = /^aspects?\s*:\s*(.*)$/i.exec(t);
      if (asp) {
        for (const part of asp[1].split(/[,/&+]|\s+and\s+/i)) {
          const f = foldText(part).replace(/[^\p{L}]/gu, '');
          if (!f) continue;
          const code = catalog.factions.find(
            (x) =>
              x.code === f ||
              foldText(x.name).replace(/[^\p{L}]/gu, '') === f ||
              Object.values(catalog.translations).some(
                (tr) => tr.factions[x.code] && foldText(tr.factions[x.code]).replace(/[^\p{L}]/gu, '') === f,
              ),
          )?.code;
          if (code && idx.aspects.has(code)) {
            if (!aspects.includes(code)) aspects.push(code);
          } else problems.push({ code: 'format.unknownAspect', params: { aspect: part.trim() } });
        }
        return;
      }
      if (
        HEADERS.has(
          foldText(t)
            .replace(/\s*\(\d+\)$/, '')
            .replace(/:$/, ''),
        )
      )
        return;
      const m1 = QTY_FIRST.exec(t);
      const m2 = m1 ? null : QTY_LAST.exec(t);
      if (m1 || m2) {
        skipPacksLine = false;
        const qty = Number(m1 ? m1[1] : m2 ? m2[2] : 0);
        cardLines.push({ line, qty, text: (m1 ? m1[2] : m2 ? m2[1] : '').trim() });
        return;
      }
      if (skipPacksLine) {
        skipPacksLine = false;
        return;
      }
      const labelled = /^(?:hero|identity|alter-ego)\s*:\s*(.+)$/i.exec(t);
      otherLines.push({ line, text: labelled ? labelled[1].trim() : t });
    });

  // Deck name and identity among the free lines. MarvelCDB writes the name first and the identity
  // (with its pack) after it; people paste a bare hero name as the first line. So the first line is
  // the identity when it names one and no later line does — unless the deck's own identity cards
  // say it is another hero's deck, which makes the hero name the deck's name after all.
  const freeLines = otherLines.map((l) => ({ ...l, ids: resolveIdentityName(catalog, l.text) }));
  const first = freeLines[0];
  const laterIdentity = freeLines.slice(1).some((l) => l.ids.length > 0);
  let body = readBody(catalog, freeLines, cardLines, !(first && first.ids.length > 0 && !laterIdentity));
  if (first && !body.firstIsName && body.setsInDeck.size > 0 && !first.ids.some((id) => body.setsInDeck.has(id.code))) {
    body = readBody(catalog, freeLines, cardLines, true);
  }
  problems.push(...body.problems);
  warnings.push(...body.warnings);
  const { name, slots, identity, identityLine } = body;
  if (!identity && identityLine === null && otherLines.length === 0 && Object.keys(slots).length === 0) {
    return { deck: null, problems: problems.length ? problems : [{ code: 'format.notADeck', params: {} }], warnings };
  }
  if (!identity && Object.keys(slots).length === 0) {
    // lines, but not one card or identity among them: say so first, the unread lines after it
    const lines = otherLines.length + cardLines.length;
    return { deck: null, problems: [{ code: 'format.noCardsRecognized', params: { lines } }, ...problems], warnings };
  }

  if (identity) {
    // ambiguity between same-named cards of the identity's own set is settled by their counts
    const spread = spreadSameNamedSetCards(catalog, identity, slots);
    for (let i = warnings.length - 1; i >= 0; i--) {
      const codes = warnings[i].params.codes;
      if (warnings[i].code === 'format.ambiguousName' && Array.isArray(codes) && codes.every((c) => spread.has(c)))
        warnings.splice(i, 1);
    }
  }

  const deck: McDeck = { identity, aspects, slots };
  if (name !== undefined) deck.name = name;
  if (!deck.aspects.length) deck.aspects = inferAspects(deck, catalog);
  return { deck, problems, warnings };
}
