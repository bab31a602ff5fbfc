/** Search folding (Turkish i's, ß, Hungarian accents) and the search syntax, on the fixture catalog. */
import { describe, expect, it } from 'vitest';
import {
  foldCompact,
  foldText,
  foldedIncludes,
  parseSearchQuery,
  searchCards,
  splitTraits,
  traitKey,
} from '../../../../core/games/marvel-champions';
import { fixtureCatalog } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();
const find = (q: string, lang = 'en') => searchCards(catalog, q, { lang }).codes;

describe('search folding', () => {
  it('folds Turkish dotted and dotless i: İ/i and I/ı all match "i"', () => {
    for (const s of ['İ', 'i', 'I', 'ı']) expect(foldText(s)).toBe('i');
    expect(foldText('İSTANBUL')).toBe('istanbul');
    expect(foldText('ıstanbul')).toBe('istanbul');
    expect(foldText('Işık')).toBe('isik');
    expect(foldText('DİYARBAKIR')).toBe(foldText('diyarbakır'));
    expect(foldText('İ'.toLowerCase())).toBe('i'); // "i̇" with a combining dot
  });
  it('folds German ß/ẞ to ss and umlauts to their base letter', () => {
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('STRAẞE')).toBe('strasse');
    expect(foldText('Größe')).toBe(foldText('GROSSE'));
    expect(foldText('Kämpfer')).toBe('kampfer');
  });
  it('folds Hungarian long vowels and double acutes', () => {
    expect(foldText('Ősz Kővári')).toBe('osz kovari');
    expect(foldText('ŰRHAJÓ')).toBe('urhajo');
    expect(foldText('árvíztűrő tükörfúrógép')).toBe('arvizturo tukorfurogep');
  });
  it('normalizes typographic quotes, dashes and spaces; leaves Hangul composed', () => {
    expect(foldText('Ledger’s  Log')).toBe("ledger's log");
    expect(foldText('Spider–Man')).toBe('spider-man');
    expect(foldText('에너지 급증')).toBe('에너지 급증');
    expect(foldCompact("T'Challa")).toBe('tchalla');
    expect(foldedIncludes('Spider-Man', 'spiderman')).toBe(true);
    expect(foldedIncludes('Spider-Man', 'batman')).toBe(false);
  });
  it('splits and keys traits', () => {
    expect(splitTraits('Avenger. S.H.I.E.L.D. Spy.')).toEqual(['Avenger', 'S.H.I.E.L.D.', 'Spy']);
    expect(splitTraits('Trap!')).toEqual(['Trap!']);
    expect(splitTraits('')).toEqual([]);
    expect(traitKey('S.H.I.E.L.D.')).toBe('shield');
    expect(traitKey('X-Men')).toBe('x-men');
  });
});

describe('search syntax', () => {
  it('parses fields, operators, quotes, alternatives and negation', () => {
    expect(parseSearchQuery('t:ally a:justice|protection c<=2 -trait:"s.h.i.e.l.d." "old friend" -jolt').terms).toEqual(
      [
        { field: 'type', op: ':', values: ['ally'], negate: false },
        { field: 'aspect', op: ':', values: ['justice', 'protection'], negate: false },
        { field: 'cost', op: '<=', values: ['2'], negate: false },
        { field: 'trait', op: ':', values: ['s.h.i.e.l.d.'], negate: true },
        { field: 'name', op: ':', values: ['old friend'], negate: false },
        { field: 'name', op: ':', values: ['jolt'], negate: true },
      ],
    );
    expect(parseSearchQuery('c!=1').terms).toEqual([{ field: 'cost', op: ':', values: ['1'], negate: true }]);
  });
  it('reports problems as codes and ignores the faulty term', () => {
    const q = parseSearchQuery('zz:top t<3 c>two is:shiny r:gold x: "open');
    expect(q.problems.map((p) => p.code)).toEqual([
      'search.unknownField',
      'search.badOperator',
      'search.badNumber',
      'search.unknownFlag',
      'search.unknownResource',
      'search.emptyValue',
      'search.unclosedQuote',
    ]);
    expect(q.terms).toEqual([{ field: 'name', op: ':', values: ['open'], negate: false }]);
  });
});

describe('searching the catalog', () => {
  it('finds by name, case- and accent-insensitively, with Turkish i handled', () => {
    for (const q of ['ilkay', 'İLKAY', 'ılkay', 'ILKAY DAĞ', '"ilkay dag"']) expect(find(q)).toEqual(['90173']);
    expect(find('osz kovari')).toEqual(['90174']);
    expect(find('ŐSZ')).toEqual(['90174']);
  });
  it('searches translated names in the chosen language as well as English', () => {
    expect(find('strassenkampfer', 'de')).toEqual(['90175']);
    expect(find('straßenkämpfer', 'de')).toEqual(['90175']);
    expect(find('strassenkampfer', 'en')).toEqual([]);
    expect(find('street brawler', 'de')).toEqual(['90175']);
    expect(find('급증', 'ko')).toEqual(['90150']);
  });
  it('t: type, a: aspect, c: cost, r: resource', () => {
    expect(find('t:ally a:justice')).toEqual(['90112', '90115']);
    expect(find('t:player_side_scheme')).toEqual(['90107', '90117']);
    expect(find('t:"side scheme" a:justice')).toEqual(['90117']);
    expect(find('a:justice t:event c<=1 r:mental')).toEqual(['90110']);
    expect(find('c:x')).toEqual(['90159']);
    expect(find('r>=2 a:basic')).toEqual(['90150', '90151', '90152']);
    expect(find('a:pool t:event')).toEqual(['90140', '90142']);
  });
  it('trait: (case-insensitive, dots optional), pack: (any printing), set:, text:, is:', () => {
    expect(find('trait:grove')).toEqual(['90020a', '90020c', '90115', '90135']);
    expect(find('k:shield')).toEqual(['90156']);
    expect(find('k:gui*')).toEqual(['90104', '90113', '90122', '90123', '90133']);
    expect(find('pack:gale a:basic')).toEqual(['90150']); // reprinted in Gale Front
    expect(find('pack:"gale front" t:ally')).toEqual(['90102']);
    expect(find('set:nightjar t:ally')).toEqual(['90006']);
    expect(find('x:"3 damage"')).toEqual(['90100']);
    expect(find('is:teamup')).toEqual(['90160', '90161']);
    // §4.1 identity-specific cards: a hero's own set, including cards that print an aspect.
    expect(find('is:heroset a:aggression|justice')).toEqual(['91002', '91003']);
    expect(find('a:aggression|justice').filter((c) => ['91002', '91003'].includes(c))).toHaveLength(2);
    expect(find('-is:heroset a:aggression|justice')).not.toContain('91002');
    expect(find('is:identity is:hero pack:tide')).toEqual(['91001a', '91020a']);
  });
  it('negation and alternatives', () => {
    expect(find('t:ally a:basic -is:unique')).toEqual(['90175', '90211']);
    expect(find('a:justice|protection t:ally -k:grove')).toEqual(['90112', '90132']);
  });
  it('returns one result per card (reprints and back faces folded), or every printing on request', () => {
    expect(find('energy surge')).toEqual(['90150']);
    expect(searchCards(catalog, 'energy surge', { mode: 'printings' }).codes).toEqual(['90150', '92090']);
    expect(find('ada quill')).toEqual(['90001a', '90170']);
    expect(find('light mantle')).toEqual(['90010a']);
  });
  it('runs the remaining terms when one is faulty', () => {
    const r = searchCards(catalog, 'zz:top jolt');
    expect(r.codes).toEqual(['90153']);
    expect(r.problems).toEqual([{ code: 'search.unknownField', params: { field: 'zz', at: 0 } }]);
  });
});
