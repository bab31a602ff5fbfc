// Build 1: names shown as imported (Cyrillic), search ignoring case and accents and matching Latin
// transliterations; the browser can tell cards with abilities filled in from those without.
import { describe, expect, it } from 'vitest';
import { berserkCatalogDefinition, importLists, looseKey, searchCards } from '../../../../../core/games/berserk';
import { fixtureJson, HAS_BERSERK_REFERENCE, referenceJson } from '../../../../fixtures/berserk/files';

const catalog = importLists({ 'cards.json': fixtureJson() }, null).catalog;
const names = (query: string) =>
  searchCards(catalog, query, 'release', 'en').codes.map((c) => catalog.cards.find((x) => x.code === c)!.name);

describe('Berserk card search', () => {
  it('ignores case, ё/е and marks in Cyrillic queries', () => {
    expect(names('ПЫЛЬНЫЙ')).toEqual(['Пыльный страж']);
    expect(names('ежик')).toEqual(['Ёжик-разведчик']);
    expect(names('страж')).toEqual(['Пыльный страж']);
  });

  it('matches Latin transliterations whatever the scheme', () => {
    expect(names('Khmury')).toEqual(['Хмурый кузнец']);
    expect(names('hmuryj kuznets')).toEqual(['Хмурый кузнец']);
    expect(names('Shchitonosets')).toEqual(['Щитоносец']);
    expect(names('schitonosec')).toEqual(['Щитоносец']);
    expect(names('yozhik')).toEqual(['Ёжик-разведчик']);
    expect(looseKey('Жаворонок')).toBe(looseKey('Zhavoronok'));
    expect(looseKey('Цапля')).toBe(looseKey('Tsaplya'));
  });

  it('filters by element, type, rarity, set, cost and whether abilities are filled in', () => {
    expect(names('t:flyer')).toEqual(['Жаворонок', 'Грозовой ястреб', 'Туманный змей']);
    expect(names('t:terrain e:darkness')).toEqual(['Тихая топь']);
    expect(names('ab:yes')).toEqual(['Пыльный страж', 'Щитоносец', 'Юркий гонец']);
    expect(names('ab:no')).toHaveLength(17);
    expect(names('r:ultra_rare c>6')).toEqual(['Зубр степной']);
    expect(names(`s:${catalog.sets[1].code}`)).toHaveLength(6);
    expect(searchCards(catalog, 'q:1', 'release', 'en').problems).toEqual([
      { code: 'unknownField', params: { field: 'q' } },
    ]);
    expect(searchCards(catalog, 'e:fire2', 'release', 'en').problems[0].code).toBe('badValue');
  });

  it('shows names as imported and the abilities count in the summary', () => {
    const s = berserkCatalogDefinition.summary(catalog, '1000', 'de')!;
    expect(s.name).toBe('Пыльный страж');
    expect(s.stats).toMatchObject({ abilities: 1, weak: 1, medium: 2, strong: 3, elite: true });
    expect(s.traits).toEqual(['rarity:common']);
    expect(berserkCatalogDefinition.status(catalog).counts).toMatchObject({ cards: 20, sets: 2, withAbilities: 3 });
  });

  it.skipIf(!HAS_BERSERK_REFERENCE)('finds reference cards by transliteration (Кочевник = Kochevnik)', () => {
    const ref = importLists({ 'cards-2023.json': referenceJson() }, null).catalog;
    const found = searchCards(ref, 'kochevnik', 'name', 'ru').codes.map(
      (c) => ref.cards.find((x) => x.code === c)!.name,
    );
    expect(found).toContain('Кочевник');
  });
});
