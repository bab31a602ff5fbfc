// Marvel Champions' answers to the generic collection service (core/platform/collection.ts): packs
// with fixed contents, reprints and back faces folded onto the original card, the identity card a
// deck needs, and the CSV importer and exporter that understand collection sites' files.
import { printingInfo, type CollectionRules } from '../../../platform/collection';
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';
import { deckNeeds, productContents } from './products';
import { cardNumberOf, physicalCode, resolveCardRef } from './resolve';

const byCanonical = new WeakMap<McCatalog, Map<string, string[]>>();

/** Every code that counts as the card of `code` (its printings and their faces); `[code]` when unknown. */
export function codesOfCard(catalog: McCatalog, code: string): string[] {
  const idx = catalogIndex(catalog);
  let m = byCanonical.get(catalog);
  if (!m) {
    m = new Map();
    for (const c of catalog.cards) {
      const canon = idx.canonicalOf(c.code) ?? c.code;
      const list = m.get(canon);
      if (list) list.push(c.code);
      else m.set(canon, [c.code]);
    }
    byCanonical.set(catalog, m);
  }
  const canon = idx.canonicalOf(code);
  return canon ? (m.get(canon) ?? [code]) : [code];
}

export const mcCollectionRules: CollectionRules<McCatalog> = {
  printing(catalog, code) {
    const idx = catalogIndex(catalog);
    const card = idx.byCode.get(code);
    if (!card) return null;
    const pack = idx.packByCode.get(card.packCode);
    return printingInfo(card.name, card.packCode, card.position, pack && { name: pack.name, order: pack.position });
  },
  canonicalOf: (catalog, code) => catalogIndex(catalog).canonicalOf(code),
  codesOfCard,
  physicalCode: (catalog, code) => physicalCode(catalogIndex(catalog), code),
  productName: (catalog, packCode) => catalogIndex(catalog).packByCode.get(packCode)?.name ?? null,
  productContents,
  deckNeeds: (catalog, deck) => deckNeeds(deck, catalog).needed,
  csv: {
    resolve: resolveCardRef,
    cardNumber(catalog, code) {
      const card = catalogIndex(catalog).byCode.get(code);
      return card ? cardNumberOf(card) : '';
    },
    // MarvelCDB is where this game's collectors look codes up
    headers: { 'MarvelCDB Code': 'code', 'MarvelCDB ID': 'code' },
  },
};
