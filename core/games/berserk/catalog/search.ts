// Card search: words match the name (case, accents and ё/е ignored; Latin words also match the
// romanised name, whatever the spelling) or the artist; `field:value` filters narrow it:
//   e:steppes  t:flyer  r:rare  s:woe (set code or name)  c:5 / c>4 / c<3 (cost)
//   elite:yes  unique:yes  ab:yes / ab:no (abilities filled in or not)
//   line:heroes / line:classic (the game line), k:spell (a Heroes kind; t: takes kinds too),
//   horde:yes (Heroes cards with the Horde exception)
// Cards of both lines are searched; a Heroes card with no element is found by e:neutral.
import type { CatalogSearchResult } from '../../../platform/catalog';
import { foldText } from '../../../platform/text';
import { elementOf, rarityOf, typeOf, type BerserkCatalog } from './model';
import { berserkIndex, type AnyCard } from './index-cache';
import { isHeroesCard, kindOf, lineOf } from './heroes';
import { foldedKey, looseKey } from './translit';

type Test = (c: AnyCard) => boolean;

const elementsOf = (c: AnyCard): string[] => (isHeroesCard(c) && c.elements.length === 0 ? ['neutral'] : c.elements);
const typeKey = (c: AnyCard): string => (isHeroesCard(c) ? c.kind : c.type);
const numbers = new Intl.Collator('en', { numeric: true });

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
          k.folded.includes(folded) ||
          (loose !== '' && k.loose.includes(loose)) ||
          foldText(c.painter ?? '').includes(folded)
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
        else tests.push((c) => elementsOf(c).includes(e));
        break;
      }
      case 't':
      case 'k': {
        // t: a classic type or a Heroes kind (creature is both); k: a Heroes kind only
        const t = field === 't' ? typeOf(value) : undefined;
        const k = kindOf(value);
        if (!t && !k) bad();
        else tests.push((c) => (isHeroesCard(c) ? c.kind === k : c.type === t));
        break;
      }
      case 'line': {
        const l = lineOf(value);
        if (!l) bad();
        else tests.push((c) => (isHeroesCard(c) ? 'heroes' : 'classic') === l);
        break;
      }
      case 'horde': {
        if (bool === null) bad();
        else
          tests.push(
            (c) => (isHeroesCard(c) ? c.horde === true : c.abilities.some((a) => a.name === 'horde')) === bool,
          );
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
        else tests.push((c) => (isHeroesCard(c) ? false : c[field]) === bool);
        break;
      }
      default:
        problems.push({ code: 'unknownField', params: { field } });
    }
  }
  const all: AnyCard[] = catalog.heroes.length ? [...catalog.cards, ...catalog.heroes] : catalog.cards;
  const found = all.filter((c) => tests.every((t) => t(c)));
  const setOrder = (c: AnyCard) => idx.setByCode.get(c.set)?.order ?? 0;
  const release = (a: AnyCard, b: AnyCard) =>
    setOrder(a) - setOrder(b) ||
    (typeof a.number === 'number' && typeof b.number === 'number'
      ? a.number - b.number
      : numbers.compare(String(a.number), String(b.number)));
  const collator = new Intl.Collator(lang === 'en' ? 'ru' : lang, { sensitivity: 'base', numeric: true });
  const sorted =
    sort === 'name'
      ? found.sort((a, b) => collator.compare(a.name, b.name) || release(a, b))
      : sort === 'cost'
        ? found.sort((a, b) => a.cost - b.cost || release(a, b))
        : sort === 'type'
          ? found.sort((a, b) => (typeKey(a) < typeKey(b) ? -1 : typeKey(a) > typeKey(b) ? 1 : 0) || release(a, b))
          : found.sort(release);
  return { codes: sorted.map((c) => c.code), problems };
}
