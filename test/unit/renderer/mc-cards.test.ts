import { describe, expect, it } from 'vitest';
import {
  catalogIndex,
  MC_RESOURCES,
  MC_SEARCH_SORTS,
  mcCatalogDefinition,
  parseMarvelCdb,
  parseSearchQuery,
  searchCards,
} from '../../../core/games/marvel-champions';
import {
  cardResources,
  facetList,
  identityRules,
  RESOURCES,
  SEARCH_SORTS,
} from '../../../renderer/src/games/marvel-champions/cards/catalog-fields';
import { parseCardText } from '../../../renderer/src/games/marvel-champions/cards/card-text';
import { keyStats, schemeIcons, statLines } from '../../../renderer/src/games/marvel-champions/cards/card-stats';
import {
  activeFilterCount,
  effectiveQuery,
  emptyFilters,
  filterTerms,
} from '../../../renderer/src/games/marvel-champions/cards/filters';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';

/** The card browser's pure parts: card text segments, stat lines, filters written as search terms. */

describe('card text (user-supplied, never rendered as HTML)', () => {
  it('splits bold and italic runs, icons, rules and line breaks', () => {
    const segs = parseCardText('Spider-Sense — <b>Interrupt</b>: draw 1 [energy].<hr />\n<i>"Quote"</i>');
    expect(segs).toEqual([
      { kind: 'text', text: 'Spider-Sense — ', bold: false, italic: false },
      { kind: 'text', text: 'Interrupt', bold: true, italic: false },
      { kind: 'text', text: ': draw 1 ', bold: false, italic: false },
      { kind: 'icon', icon: 'energy', bold: false, italic: false },
      { kind: 'text', text: '.', bold: false, italic: false },
      { kind: 'rule' },
      { kind: 'break' },
      { kind: 'text', text: '"Quote"', bold: false, italic: true },
    ]);
  });

  it('drops unknown tags (keeping their text) so markup in a data file cannot reach the page', () => {
    const segs = parseCardText('<script>alert(1)</script><img src=x onerror=alert(2)>ok');
    expect(segs).toEqual([{ kind: 'text', text: 'alert(1)ok', bold: false, italic: false }]);
  });

  it('decodes entities as text and survives unbalanced or self-closing tags', () => {
    expect(parseCardText('a &amp; b &lt;i&gt; &#9733;')).toEqual([
      { kind: 'text', text: 'a & b <i> ★', bold: false, italic: false },
    ]);
    expect(parseCardText('</b>x<b/>y')).toEqual([{ kind: 'text', text: 'xy', bold: false, italic: false }]);
    expect(parseCardText(null)).toEqual([]);
  });
});

describe('card stats', () => {
  it('reads a hero face in the order players read it', () => {
    const lines = keyStats({ attack: 2, thwart: 1, defense: 3, health: 10, hand_size: 5 }, 'hero');
    expect(lines.map((l) => [l.key, l.value])).toEqual([
      ['thwart', 1],
      ['attack', 2],
      ['defense', 3],
      ['health', 10],
      ['handSize', 5],
    ]);
  });

  it("shows an ally's consequential damage and a star ability", () => {
    const [thw, atk] = keyStats(
      { attack: 1, attack_cost: 1, thwart: 2, thwart_cost: 2, thwart_star: true, health: 2 },
      'ally',
    );
    expect(thw).toMatchObject({ key: 'thwart', value: 2, consequential: 2, star: true });
    expect(atk).toMatchObject({ key: 'attack', value: 1, consequential: 1, star: false });
  });

  it('marks per-player values: villain hit points, per-hero side schemes, a main scheme target unless fixed', () => {
    expect(
      statLines({ health: 14, health_per_hero: true, scheme: 1, attack: 2 }, 'villain').find((l) => l.key === 'health')
        ?.perPlayer,
    ).toBe(true);
    expect(statLines({ base_threat: 2, base_threat_fixed: false }, 'side_scheme')[0].perPlayer).toBe(true);
    expect(statLines({ base_threat: 3, base_threat_fixed: true }, 'side_scheme')[0].perPlayer).toBe(false);
    const main = statLines(
      { base_threat: 0, base_threat_fixed: true, threat: 7, escalation_threat: 1, escalation_threat_fixed: true },
      'main_scheme',
    );
    expect(main.map((l) => [l.key, l.perPlayer])).toEqual([
      ['baseThreat', false],
      ['threat', true],
      ['escalationThreat', false],
    ]);
  });

  it('counts scheme icons and shows a boost count on encounter cards', () => {
    expect(schemeIcons({ scheme_crisis: 1, scheme_hazard: 2, scheme_amplify: 0 })).toEqual([
      { icon: 'crisis', count: 1 },
      { icon: 'hazard', count: 2 },
    ]);
    expect(keyStats({ boost: 2 }, 'treachery').map((l) => [l.key, l.value])).toEqual([['boost', 2]]);
    expect(keyStats({}, 'event')).toEqual([]);
  });
});

describe('filters as search terms', () => {
  const catalog = parseMarvelCdb(fixtureFiles());
  const names = (query: string) =>
    searchCards(catalog, query).codes.map((c) => catalogIndex(catalog).byCode.get(c)!.name);

  it('writes nothing for no filters, and counts the controls that are set', () => {
    expect(filterTerms(emptyFilters())).toEqual([]);
    expect(effectiveQuery('  moth ', emptyFilters())).toBe('moth');
    expect(activeFilterCount({ ...emptyFilters(), pool: 'player', costs: ['1'] })).toBe(2);
  });

  it('writes every control as a term of the documented syntax that parses without problems', () => {
    const f = {
      pool: 'player' as const,
      types: ['ally', 'player_side_scheme'],
      aspects: ['justice', 'basic'],
      costs: ['0', 'x'],
      resources: ['energy', 'wild'],
      packs: ['ember'],
      sets: ['nightjar'],
      traits: ['S.H.I.E.L.D.', 'Hero for Hire'],
    };
    const terms = filterTerms(f);
    expect(terms).toEqual([
      'is:player',
      't=ally|player_side_scheme',
      'a=justice|basic',
      'c:0|x',
      'r:energy|wild',
      'p=ember',
      's=nightjar',
      'k:"S.H.I.E.L.D.|Hero for Hire"',
    ]);
    const parsed = parseSearchQuery(effectiveQuery('word', f));
    expect(parsed.problems).toEqual([]);
    expect(parsed.terms.find((t) => t.field === 'trait')?.values).toEqual(['S.H.I.E.L.D.', 'Hero for Hire']);
  });

  it('finds what the controls say on the fixture catalog', () => {
    expect(names(effectiveQuery('', { ...emptyFilters(), types: ['ally'], aspects: ['justice'] }))).toEqual([
      'Beat Cop',
      'Thorn Warden',
    ]);
    expect(names(effectiveQuery('', { ...emptyFilters(), costs: ['x'] }))).toEqual(['Second Wind']);
    expect(names(effectiveQuery('', { ...emptyFilters(), traits: ['S.H.I.E.L.D.'] }))).toEqual(['Jet Pack']);
    // Encounter cards are not player cards; the pool filter leaves them out.
    const player = names(effectiveQuery('', { ...emptyFilters(), pool: 'player', sets: ['nightjar_nemesis'] }));
    expect(player).toEqual([]);
    expect(names(effectiveQuery('', { ...emptyFilters(), pool: 'encounter', sets: ['nightjar_nemesis'] }))).toEqual([
      'Hollow Crow',
      'Crow Ambush',
    ]);
    // A reprint is found in the pack that reprints it (pack filter, any printing).
    expect(names(effectiveQuery('', { ...emptyFilters(), packs: ['gale'], types: ['resource'] }))).toContain(
      'Energy Surge',
    );
  });
});

describe("Marvel Champions' fields in the game-neutral catalog API (issue 11)", () => {
  const catalog = parseMarvelCdb(fixtureFiles());

  it("reads the same sorts and resources as core's definition", () => {
    expect(SEARCH_SORTS).toEqual(MC_SEARCH_SORTS);
    expect(mcCatalogDefinition.sorts).toEqual(MC_SEARCH_SORTS);
    expect(RESOURCES).toEqual(MC_RESOURCES);
  });

  it("reads a card's resource icons from its stats, an identity's aspects and options from its rules", () => {
    const surge = mcCatalogDefinition.summary(catalog, '90150', 'en')!;
    expect(surge).not.toHaveProperty('resources');
    expect(cardResources(surge)).toEqual({ energy: 2, mental: 0, physical: 0, wild: 0 });
    expect(cardResources({})).toEqual({ energy: 0, mental: 0, physical: 0, wild: 0 });
    const ids = mcCatalogDefinition.identities!(catalog, 'en');
    expect(identityRules(ids.find((i) => i.code === '91001a')!)).toEqual({ aspects: 2, deckOptions: false });
    expect(identityRules(ids.find((i) => i.code === '92001a')!)).toEqual({ aspects: 1, deckOptions: true });
    expect(identityRules({ rules: {} })).toEqual({ aspects: 1, deckOptions: false });
  });

  it('reads the filter lists by name, an absent list as empty', () => {
    const facets = mcCatalogDefinition.facets(catalog, 'en');
    expect(facetList(facets, 'factions').find((f) => f.code === 'justice')).toMatchObject({ primary: true });
    expect(facetList(facets, 'traits').map((t) => t.code)).toContain('S.H.I.E.L.D.');
    expect(facetList(null, 'sets')).toEqual([]);
    expect(facetList({ lists: {} }, 'types')).toEqual([]);
  });
});
