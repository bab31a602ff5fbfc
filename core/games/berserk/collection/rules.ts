// Berserk's collection (Build 2): singles — one `copies` row per physical card under its printing
// code (set + number), so set, number and rarity come from the printing; foil and full-size are
// the copy's `variant` ('', 'foil', 'full', 'foil-full'); condition, language and location are the
// platform's columns. Products with fixed contents (starter decks, duel sets) add their cards;
// boosters have none fixed (the user adds what they opened). Heroes cards are singles the same way;
// the five "Born in the Storm" hero boxes are products of their own (products.ts).
import { printingInfo, type CollectionRules } from '../../../platform/collection';
import { foldText } from '../../../platform/text';
import { berserkIndex, nameKey, type AnyCard } from '../catalog/index-cache';
import type { BerserkCatalog } from '../catalog/model';
import { looseKey } from '../catalog/translit';
import { completionReport } from './completion';
import { heroBoxName, heroBoxOf } from './products';

/** Copy variants: foil and full-size (full-art) prints (digest §7.2). */
export const VARIANTS = ['', 'foil', 'full', 'foil-full'] as const;
export type Variant = (typeof VARIANTS)[number];

export function variantOf(foil: boolean, fullSize: boolean): Variant {
  return foil && fullSize ? 'foil-full' : foil ? 'foil' : fullSize ? 'full' : '';
}
export const isFoil = (v: string): boolean => v === 'foil' || v === 'foil-full';
export const isFullSize = (v: string): boolean => v === 'full' || v === 'foil-full';

export const berserkCollectionRules: CollectionRules<BerserkCatalog> = {
  printing(catalog, code) {
    const idx = berserkIndex(catalog);
    const card = idx.anyByCode.get(code);
    if (!card) return null;
    const set = idx.setByCode.get(card.set);
    const position = typeof card.number === 'number' ? card.number : Number.parseInt(card.number, 10) || 0;
    return printingInfo(card.name, card.set, position, set && { name: set.name, order: set.order });
  },
  // identity for rules is per printing (§2.1): each printing is its own card (both lines)
  canonicalOf: (catalog, code) => (berserkIndex(catalog).anyByCode.has(code) ? code : null),
  codesOfCard: (_catalog, code) => [code],
  physicalCode: (catalog, code) => (berserkIndex(catalog).anyByCode.has(code) ? code : null),
  productName(catalog, code) {
    const idx = berserkIndex(catalog);
    const box = heroBoxOf(code);
    return (
      idx.productByCode.get(code)?.name ?? (box ? heroBoxName(box) : null) ?? idx.setByCode.get(code)?.name ?? null
    );
  },
  // a hero box's cards: the list's product of the same code when it has one, else none known (products.ts)
  productContents(catalog, code) {
    const idx = berserkIndex(catalog);
    const product = idx.productByCode.get(code);
    if (!product) return heroBoxOf(code) ? [] : null;
    const so = (s: string) => idx.setByCode.get(s)?.order ?? 0;
    const num = (n: number | string) => (typeof n === 'number' ? n : Number.parseInt(n, 10) || 0);
    return Object.entries(product.contents ?? {})
      .filter(([c]) => idx.anyByCode.has(c))
      .map(([c, quantity]) => ({ code: c, quantity }))
      .sort((a, b) => {
        const x = idx.anyByCode.get(a.code)!;
        const y = idx.anyByCode.get(b.code)!;
        return so(x.set) - so(y.set) || num(x.number) - num(y.number);
      });
  },
  deckNeeds(catalog, deck) {
    const idx = berserkIndex(catalog);
    const needed: Record<string, number> = {};
    for (const [code, n] of Object.entries(deck.slots))
      if (idx.anyByCode.has(code) && Number.isInteger(n) && n > 0) needed[code] = n;
    return needed;
  },
  csv: {
    resolve(catalog, ref) {
      const idx = berserkIndex(catalog);
      const code = ref.code?.trim();
      if (code && idx.anyByCode.has(code)) return { code, by: 'code', alternatives: [] };
      const setKey = ref.pack ? foldText(ref.pack) : '';
      const set = setKey ? idx.setByKey.get(setKey) : undefined;
      const number = set?.line === 'heroes' ? String(ref.cardNumber ?? '').trim() : Number(ref.cardNumber);
      if (set && (typeof number === 'string' ? number !== '' : Number.isInteger(number))) {
        let at = idx.bySetNumber.get(`${set.code}\u0000${number}`) ?? [];
        // two printings at one number: the name tells them apart
        if (at.length > 1 && ref.name?.trim()) {
          const named = at.filter(
            (c) => nameKey(c.name) === nameKey(ref.name!) || looseKey(c.name) === looseKey(ref.name!),
          );
          if (named.length) at = named;
        }
        if (at.length) return { code: at[0].code, by: 'number', alternatives: at.slice(1).map((c) => c.code) };
      }
      if (!ref.name?.trim()) return null;
      let named: AnyCard[] = [
        ...(idx.byName.get(nameKey(ref.name)) ?? []),
        ...(idx.heroesByName.get(nameKey(ref.name)) ?? []),
      ];
      if (named.length === 0) {
        const loose = looseKey(ref.name);
        named = [...catalog.cards, ...catalog.heroes].filter((c) => idx.keys.get(c.code)!.loose === loose);
      }
      if (set) named = named.filter((c) => c.set === set.code);
      if (named.length === 0) return null;
      return { code: named[0].code, by: 'name', alternatives: named.slice(1).map((c) => c.code) };
    },
    cardNumber: (catalog, code) => String(berserkIndex(catalog).anyByCode.get(code)?.number ?? ''),
  },
  completion: (catalog, all, args) => completionReport(catalog, all, args),
};
