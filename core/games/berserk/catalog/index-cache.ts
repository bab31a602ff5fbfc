// Lookups over a Berserk catalog, built once per catalog object (the catalog is immutable).
import { foldText } from '../../../platform/text';
import type { HeroesCard } from './heroes';
import type { BerserkCard, BerserkCatalog, BerserkProduct, BerserkSet } from './model';

/** A card of either line. */
export type AnyCard = BerserkCard | HeroesCard;
import { foldedKey, looseKey } from './translit';

export interface BerserkIndex {
  /** Classic cards by code. */
  byCode: Map<string, BerserkCard>;
  /** Heroes cards by code. */
  heroByCode: Map<string, HeroesCard>;
  /** Cards of both lines by code. */
  anyByCode: Map<string, AnyCard>;
  /** Folded name → Heroes printings with that name (Heroes names are counted apart from classic ones). */
  heroesByName: Map<string, HeroesCard[]>;
  setByCode: Map<string, BerserkSet>;
  /** Set code or folded set name → set. */
  setByKey: Map<string, BerserkSet>;
  productByCode: Map<string, BerserkProduct>;
  /** Folded name → printings with that name (identity for copy limits and uniqueness, §2.1). */
  byName: Map<string, BerserkCard[]>;
  /** Per card: folded name and loose (transliterated) key, for search. */
  keys: Map<string, { folded: string; loose: string }>;
  /** Cards per set code (both lines). */
  setCards: Map<string, AnyCard[]>;
  /** `<set code>\u0000<number>` → printings (the 2023 list repeats numbers within a set). */
  bySetNumber: Map<string, AnyCard[]>;
}

const cache = new WeakMap<BerserkCatalog, BerserkIndex>();

export const nameKey = (name: string): string => foldedKey(name);

export function berserkIndex(catalog: BerserkCatalog): BerserkIndex {
  const hit = cache.get(catalog);
  if (hit) return hit;
  const idx: BerserkIndex = {
    byCode: new Map(),
    heroByCode: new Map(),
    anyByCode: new Map(),
    heroesByName: new Map(),
    setByCode: new Map(),
    setByKey: new Map(),
    productByCode: new Map(),
    byName: new Map(),
    keys: new Map(),
    setCards: new Map(),
    bySetNumber: new Map(),
  };
  for (const s of catalog.sets) {
    idx.setByCode.set(s.code, s);
    idx.setByKey.set(s.code, s);
    idx.setByKey.set(foldText(s.name), s);
  }
  for (const p of catalog.products) idx.productByCode.set(p.code, p);
  for (const c of [...catalog.cards, ...(catalog.heroes ?? [])]) {
    idx.anyByCode.set(c.code, c);
    const folded = nameKey(c.name);
    if ('line' in c) {
      idx.heroByCode.set(c.code, c);
      const list = idx.heroesByName.get(folded);
      if (list) list.push(c);
      else idx.heroesByName.set(folded, [c]);
    } else {
      idx.byCode.set(c.code, c);
      const list = idx.byName.get(folded);
      if (list) list.push(c);
      else idx.byName.set(folded, [c]);
    }
    idx.keys.set(c.code, { folded, loose: looseKey(c.name) });
    const sn = `${c.set}\u0000${c.number}`;
    const atNumber = idx.bySetNumber.get(sn);
    if (atNumber) atNumber.push(c);
    else idx.bySetNumber.set(sn, [c]);
    const inSet = idx.setCards.get(c.set);
    if (inSet) inSet.push(c);
    else idx.setCards.set(c.set, [c]);
  }
  cache.set(catalog, idx);
  return idx;
}
