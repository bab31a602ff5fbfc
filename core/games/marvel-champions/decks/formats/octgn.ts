/**
 * OCTGN deck files (.o8d), as MarvelCDB exports them for the Marvel Champions plugin:
 * `<deck game="055c536f-…">` with sections Hero, Support, Event, Upgrade, Ally, Resource (we add
 * Player Side Scheme), each `<card qty="N" id="{octgn_id}">Name</card>`, and `<notes>`. Import
 * maps OCTGN ids through the data's `octgn_id` and falls back to the card name.
 */
import { catalogIndex } from '../../catalog/lookup';
import type { McCatalog } from '../../catalog/model';
import type { McDeck } from '../model';
import { inferAspects } from '../validate';
import { OCTGN_GAME_ID, SECTION_TYPES, type DeckExport, type DeckImport, type FormatProblem } from './common';
import { parseNameSpec, resolveName } from './resolve';
import { cdata, escapeXml, findAll, parseXml, textOf } from './xml';

const SECTION_NAMES: Record<(typeof SECTION_TYPES)[number], string> = {
  support: 'Support',
  event: 'Event',
  upgrade: 'Upgrade',
  ally: 'Ally',
  resource: 'Resource',
  player_side_scheme: 'Player Side Scheme',
};
const SECTION_ORDER = ['support', 'event', 'upgrade', 'ally', 'resource', 'player_side_scheme'] as const;

/**
 * Writes a deck as an OCTGN .o8d document. A card without an OCTGN id (its own or its original's)
 * is left out — OCTGN cannot load a card line without one — and named in a `format.noOctgnId`
 * warning, so the caller can tell the user which cards the file lacks.
 */
export function exportOctgnDeck(deck: McDeck, catalog: McCatalog): DeckExport<string> {
  const idx = catalogIndex(catalog);
  const warnings: FormatProblem[] = [];
  const push = (out: string[], qty: number, code: string): void => {
    const card = idx.byCode.get(code);
    const own = card?.octgnId ?? (card?.duplicateOf ? idx.byCode.get(card.duplicateOf)?.octgnId : null) ?? null;
    if (!own) {
      warnings.push({ code: 'format.noOctgnId', params: { code, quantity: qty } });
      return;
    }
    out.push(`    <card qty="${qty}" id="${escapeXml(own.split(':')[0])}">${escapeXml(card?.name ?? code)}</card>`);
  };
  const out: string[] = [
    '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
    `<deck game="${OCTGN_GAME_ID}" sleeveid="0">`,
  ];
  out.push('  <section name="Hero" shared="False">');
  const canon = deck.identity ? idx.canonicalOf(deck.identity) : null;
  const main = canon ? idx.identityOfFace.get(canon) : undefined;
  if (main) push(out, 1, main);
  out.push('  </section>');
  const entries = Object.entries(deck.slots)
    .filter(
      ([code, q]) =>
        typeof q === 'number' &&
        Number.isInteger(q) &&
        q > 0 &&
        idx.byCode.has(code) &&
        !idx.identityOfFace.has(idx.canonicalOf(code) ?? ''),
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  for (const type of SECTION_ORDER) {
    out.push(`  <section name="${SECTION_NAMES[type]}" shared="False">`);
    for (const [code, q] of entries) if (idx.byCode.get(code)?.typeCode === type) push(out, q, code);
    out.push('  </section>');
  }
  const others = entries.filter(
    ([code]) => !(SECTION_TYPES as readonly string[]).includes(idx.byCode.get(code)?.typeCode ?? ''),
  );
  if (others.length) {
    out.push('  <section name="Other" shared="False">');
    for (const [code, q] of others) push(out, q, code);
    out.push('  </section>');
  }
  out.push(`  <notes>${cdata(deck.description ?? '')}</notes>`, '</deck>', '');
  return { value: out.join('\n'), warnings };
}

/** Reads an OCTGN .o8d document. Never throws. `name` is the file name, since .o8d has none. */
export function parseOctgnDeck(xml: string, catalog: McCatalog, name?: string): DeckImport {
  const problems: FormatProblem[] = [];
  const warnings: FormatProblem[] = [];
  if (typeof xml !== 'string') return { deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings };
  const { root, errorAt } = parseXml(xml);
  if (!root) return { deck: null, problems: [{ code: 'format.invalidXml', params: { at: errorAt ?? 0 } }], warnings };
  if (root.name !== 'deck') return { deck: null, problems: [{ code: 'format.notADeck', params: {} }], warnings };
  const idx = catalogIndex(catalog);
  let identity: string | null = null;
  const slots: Record<string, number> = {};
  for (const section of findAll(root, 'section')) {
    const heroSection = (section.attrs.name ?? '').trim().toLowerCase() === 'hero';
    for (const el of findAll(section, 'card')) {
      const id = (el.attrs.id ?? '').trim().toLowerCase();
      const cardName = textOf(el).trim();
      const rawQty = (el.attrs.qty ?? '1').trim();
      const qty = /^\d+$/.test(rawQty) ? Number(rawQty) : NaN;
      let code = id ? (idx.byOctgnId.get(id) ?? null) : null;
      if (!code && cardName) {
        const res = resolveName(catalog, parseNameSpec(catalog, cardName), new Set(), heroSection);
        if (res) {
          code = res.code;
          warnings.push({ code: 'format.resolvedByName', params: { id, name: cardName, code } });
        }
      }
      if (!code) {
        problems.push({ code: 'format.unknownCard', params: { id, name: cardName } });
        continue;
      }
      const main = idx.identityOfFace.get(idx.canonicalOf(code) ?? '');
      if (main) {
        // the identity (a second one stays among the cards, for the validator to report)
        if (!identity) identity = main;
        else if (identity !== main) slots[code] = (slots[code] ?? 0) + 1;
        continue;
      }
      if (!Number.isInteger(qty) || qty <= 0) {
        problems.push({ code: 'format.badQuantity', params: { code, quantity: rawQty } });
        continue;
      }
      slots[code] = (slots[code] ?? 0) + qty;
    }
  }
  const deck: McDeck = { identity, aspects: [], slots };
  if (name) deck.name = name;
  const notes = findAll(root, 'notes')[0];
  const description = notes ? textOf(notes).trim() : '';
  if (description) deck.description = description;
  deck.aspects = inferAspects(deck, catalog);
  return { deck, problems, warnings };
}
