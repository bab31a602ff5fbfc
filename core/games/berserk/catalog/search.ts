// Card search: words match the name (case, accents and ё/е ignored; Latin words also match the
// romanised name, whatever the spelling) or the artist; `field:value` filters narrow it:
//   e:steppes  t:flyer  r:rare  s:woe (set code or name)  c:5 / c>4 / c<3 (cost)
//   elite:yes  unique:yes  ab:yes / ab:no (abilities filled in or not)
import type { CatalogSearchResult } from '../../../platform/catalog';
import { foldText } from '../../../platform/text';
import { elementOf, rarityOf, typeOf, type BerserkCard, type BerserkCatalog } from './model';
import { berserkIndex } from './index-cache';
import { foldedKey, looseKey } from './translit';

type Test = (c: BerserkCard) => boolean;

const YES = new Set(['yes', 'y', '1', 'true', 'да', 'evet', 'ja', 'igen']);
const NO = new Set(['no', 'n', '0', 'false', 'нет', 'hayir', 'nein', 'nem']);

export function searchCards(catalog: BerserkCatalog, query: string, sort: string, lang: string): CatalogSearchResult {
  const idx = berserkIndex(catalog);
  const tests: Test[] = [];
  const problems: CatalogSearchResult['problems'] = [];
  for (const token of query.match(/\S+/g) ?? []) {
    const m = /^([a-z]+)([:<>=])(.+)$/i.exec(token);
    if (!m) {
      const folded = foldedKey(token);
      const loose = looseKey(token);
      if (!folded) continue;
      tests.push((c) => {
        const k = idx.keys.get(c.code)!;
        return (
          k.folded.includes(folded) || (loose !== '' && k.loose.includes(loose)) || foldText(c.painter).includes(folded)
        );
      });
      continue;
    }
    const field = m[1].toLowerCase();
    const op = m[2];
    const value = foldText(m[3]);
    const bool = YES.has(value) ? true : NO.has(value) ? false : null;
    const bad = () => problems.push({ code: 'badValue', params: { field, value: m[3] } });
    switch (field) {
      case 'e': {
        const e = elementOf(value);
        if (!e) bad();
        else tests.push((c) => c.elements.includes(e));
        break;
      }
      case 't': {
        const t = typeOf(value);
        if (!t) bad();
        else tests.push((c) => c.type === t);
        break;
      }
      case 'r': {
        const r = rarityOf(value);
        if (!r) bad();
        else tests.push((c) => c.rarity === r);
        break;
      }
      case 's': {
        const s = idx.setByKey.get(value);
        if (!s) bad();
        else tests.push((c) => c.set === s.code);
        break;
      }
      case 'c': {
        const n = Number(value);
        if (!Number.isInteger(n)) bad();
        else tests.push((c) => (op === '<' ? c.cost < n : op === '>' ? c.cost > n : c.cost === n));
        break;
      }
      case 'elite':
      case 'unique':
      case 'ab': {
        if (bool === null) bad();
        else if (field === 'ab') tests.push((c) => c.abilities.length > 0 === bool);
        else tests.push((c) => c[field] === bool);
        break;
      }
      default:
        problems.push({ code: 'unknownField', params: { field } });
    }
  }
  const found = catalog.cards.filter((c) => tests.every((t) => t(c)));
  const setOrder = (c: BerserkCard) => idx.setByCode.get(c.set)?.order ?? 0;
  const release = (a: BerserkCard, b: BerserkCard) => setOrder(a) - setOrder(b) || a.number - b.number;
  const collator = new Intl.Collator(lang === 'en' ? 'ru' : lang, { sensitivity: 'base', numeric: true });
  const sorted =
    sort === 'name'
      ? found.sort((a, b) => collator.compare(a.name, b.name) || release(a, b))
      : sort === 'cost'
        ? found.sort((a, b) => a.cost - b.cost || release(a, b))
        : sort === 'type'
          ? found.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) || release(a, b))
          : found.sort(release);
  return { codes: sorted.map((c) => c.code), problems };
}
