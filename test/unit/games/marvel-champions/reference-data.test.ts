/**
 * The importer, the validator, search and the deck formats against the real MarvelCDB data set
 * (never copied into the project; read from ../shared/data/marvelsdb-json-data or $MARVELCDB_DATA).
 * Skipped with a message when the data set is absent. Cards are referred to by code only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogIndex,
  exportDeckText,
  exportMarvelCdbDeck,
  exportOctgnDeck,
  listIdentities,
  parseDeckText,
  parseMarvelCdb,
  parseMarvelCdbDeck,
  parseOctgnDeck,
  searchCards,
  validateDeck,
  type McCatalog,
  type McDeck,
} from '../../../../core/games/marvel-champions';
import { keywordsFromText } from '../../../../core/games/marvel-champions/engine/adapter';
import { buildLegalDeck } from './build-decks';
import { loadDataSetFiles, referenceDataDir, SKIP_MESSAGE } from './reference-data';

const DIR = referenceDataDir();
if (!DIR) console.warn(SKIP_MESSAGE);

describe.skipIf(!DIR)('MarvelCDB reference data set', () => {
  let catalog: McCatalog;
  beforeAll(() => {
    catalog = parseMarvelCdb(loadDataSetFiles(DIR as string));
  });
  const problemCodes = (deck: McDeck) => validateDeck(deck, catalog).problems.map((p) => p.code);
  const withSlots = (deck: McDeck, slots: Record<string, number>): McDeck => ({
    ...deck,
    slots: { ...deck.slots, ...slots },
  });

  describe('import', () => {
    it('parses the whole set with known figures', () => {
      const { counts } = catalog.report;
      expect(counts.packs).toBe(60);
      expect(counts.sets).toBe(369);
      expect(counts.cards).toBe(4230);
      expect(counts.reprints).toBe(336);
      expect(Object.keys(catalog.translations).sort()).toEqual(['de', 'es', 'fr', 'it', 'ko']);
      const byType: Record<string, number> = {};
      for (const p of catalog.packs) byType[p.packTypeCode] = (byType[p.packTypeCode] ?? 0) + 1;
      expect(byType).toEqual({ core: 1, hero: 42, story: 9, scenario: 7, encounter: 1 });
      expect([...catalogIndex(catalog).aspects].sort()).toEqual([
        'aggression',
        'justice',
        'leadership',
        'pool',
        'protection',
      ]);
    });

    it('skips very few records, all of them duplicated translation records (reported by file, index, code, reason)', () => {
      const { skipped, warnings } = catalog.report;
      const summary: Record<string, number> = {};
      for (const s of skipped)
        summary[`${s.file.split('/').slice(0, 2).join('/')} ${s.reason}`] =
          (summary[`${s.file.split('/').slice(0, 2).join('/')} ${s.reason}`] ?? 0) + 1;
      console.info('reference data: skipped', summary);
      expect(skipped.length).toBeLessThan(60);
      for (const s of skipped) {
        expect(s.file.startsWith('translations/')).toBe(true);
        expect(s.reason).toBe('record.duplicateCode');
        expect(s.index).toBeTypeOf('number');
        expect(s.code).toBeTypeOf('string');
      }
      // no English card is lost; the only warnings are translations of codes that do not exist
      expect(new Set(warnings.map((w) => w.reason))).toEqual(new Set(['translation.unknownCard']));
      expect(warnings.length).toBeLessThan(40);
    });

    it('gives every hero an alter-ego and a hero set', () => {
      const ids = listIdentities(catalog);
      expect(ids).toHaveLength(65);
      for (const id of ids) {
        expect(id.alterEgoCode, id.code).not.toBeNull();
        const counted = id.requiredCards.reduce((s, c) => s + (c.permanent ? 0 : c.quantity), 0);
        expect(counted, id.code).toBeGreaterThanOrEqual(15);
        expect(counted, id.code).toBeLessThanOrEqual(16);
        expect(id.obligationCodes.length, id.code).toBeGreaterThanOrEqual(1);
      }
      expect(ids.filter((i) => i.nemesisSetCode).length).toBeGreaterThan(55);
    });

    it('keeps the identity exceptions as data', () => {
      const rules = Object.fromEntries(
        listIdentities(catalog)
          .filter((i) => i.deckOptions.length || i.deckRequirements.length)
          .map((i) => [i.code, { o: i.deckOptions, r: i.deckRequirements }]),
      );
      expect(rules['04031a'].r).toEqual([{ aspects: 2 }]);
      expect(rules['21031a'].r).toEqual([{ aspects: 4, limit: 1 }]);
      expect(rules['50001a'].o).toEqual([
        { type: ['support'], trait: ['S.H.I.E.L.D.'], nameLimit: 3, useDeckLimit: true },
      ]);
      expect(rules['18001a'].o).toEqual([{ type: ['event'], trait: ['attack', 'thwart'], limit: 6 }]);
      expect(Object.keys(rules).sort()).toEqual(['04031a', '18001a', '21031a', '33001a', '40001a', '50001a', '58001a']);
    });

    it('issue 12 §4, glossary "Surge": only Core Set encounter cards printed with Surge get the keyword, not those that gain it', () => {
      const surge = catalog.cards
        .filter((c) => c.packCode === 'core' && !c.duplicateOf && keywordsFromText(c.text).surge)
        .map((c) => c.code);
      // Read as "gains surge" before the fix: 22 cards, among them 01104 and 01163.
      expect(surge.sort()).toEqual(['01121', '01158', '01178', '01185', '01191', '01193']);
    });

    it('reads the Team-Up characters of every Team-Up card', () => {
      const teamUps = catalog.cards.filter((c) => c.teamUp && !c.duplicateOf);
      expect(teamUps.length).toBeGreaterThanOrEqual(20);
      for (const c of teamUps) expect(c.teamUp, c.code).toHaveLength(2);
    });
  });

  describe('validation of decks built from the data', () => {
    it('accepts a legal deck for every identity (its set + 40 cards of its aspect(s) and basic)', () => {
      for (const id of listIdentities(catalog)) {
        const v = validateDeck(buildLegalDeck(catalog, id.code), catalog);
        expect(v.problems, id.code).toEqual([]);
        expect(v.size, id.code).toBe(40);
      }
    });

    it("accepts every aspect ('Pool included) for a few heroes", () => {
      for (const hero of ['01001a', '01040a', '26001a', '44001a'])
        for (const aspect of ['aggression', 'justice', 'leadership', 'protection', 'pool']) {
          const d = buildLegalDeck(catalog, hero, aspect);
          expect(validateDeck(d, catalog).problems, `${hero} ${aspect}`).toEqual([]);
        }
    });

    it('rejects illegal variants with the right problem codes', () => {
      const idx = catalogIndex(catalog);
      for (const hero of ['01001a', '01010a', '09001a', '26001a', '35001a']) {
        const deck = buildLegalDeck(catalog, hero);
        const id = idx.identities.get(hero);
        if (!id) throw new Error(hero);
        const basic = Object.keys(deck.slots).find(
          (c) => idx.byCode.get(c)?.factionCode === 'basic' && deck.slots[c] === 3,
        ) as string;
        const required = id.requiredCards.find((r) => !r.permanent) as { code: string; quantity: number };
        expect(problemCodes(withSlots(deck, { [basic]: 4 })), hero).toContain('deck.tooManyCopies');
        expect(problemCodes(withSlots(deck, { [basic]: 2 })), hero).toEqual(['deck.tooFewCards']);
        expect(problemCodes(withSlots(deck, { [required.code]: required.quantity + 1 })), hero).toContain(
          'deck.identityCardCount',
        );
        expect(problemCodes(withSlots(deck, { '01056': 1 })), hero).toContain(
          deck.aspects[0] === 'aggression' ? 'deck.tooManyCards' : 'deck.offAspect',
        );
        expect(problemCodes(withSlots(deck, { [id.obligationCodes[0]]: 1 })), hero).toContain('deck.obligationCard');
        if (id.nemesisSetCode) {
          const nemesis = catalog.cards.find((c) => c.setCode === id.nemesisSetCode) as { code: string };
          expect(problemCodes(withSlots(deck, { [nemesis.code]: 1 })), hero).toContain('deck.nemesisCard');
        }
        const villain = catalog.cards.find((c) => c.setTypeCode === 'villain' && c.typeCode === 'minion') as {
          code: string;
        };
        expect(problemCodes(withSlots(deck, { [villain.code]: 1 })), hero).toContain('deck.encounterCard');
        const other = listIdentities(catalog).find((i) => i.code !== hero) as {
          requiredCards: Array<{ code: string }>;
        };
        expect(problemCodes(withSlots(deck, { [other.requiredCards[0].code]: 1 })), hero).toContain(
          'deck.otherIdentityCard',
        );
        expect(problemCodes({ ...deck, identity: null }), hero).toContain('deck.noIdentity');
      }
    });

    it('applies Team-Up by hero name, alter-ego name, and "Hero/Alter-ego" pairs', () => {
      const teamUps = catalog.cards.filter((c) => c.teamUp && !c.duplicateOf);
      const byNames = (names: string) =>
        (teamUps.find((c) => c.teamUp?.join(' & ') === names) as { code: string }).code;
      const check = (hero: string, card: string) =>
        problemCodes(withSlots(buildLegalDeck(catalog, hero), { [card]: 1 }));
      const peter = byNames('Cindy Moon & Peter Parker');
      expect(check('52001a', peter)).toEqual([]); // by alter-ego name
      expect(check('01001a', peter)).toEqual([]);
      expect(check('27030a', peter)).toEqual(['deck.teamUp']); // the other Spider-Man
      const panthers = byNames("Black Panther/T'Challa & Black Panther/Shuri");
      expect(check('01040a', panthers)).toEqual([]);
      expect(check('51001a', panthers)).toEqual([]);
      expect(check('01001a', panthers)).toEqual(['deck.teamUp']);
    });

    it('Spider-Woman: two aspects in equal counts; Adam Warlock: four aspects equal, one copy each', () => {
      const sw = buildLegalDeck(catalog, '04031a');
      expect(validateDeck(sw, catalog).aspectCounts).toEqual({ justice: 6, aggression: 6 });
      const extra = searchCards(catalog, 'a:justice t:event').codes.find((c) => !(c in sw.slots)) as string;
      expect(problemCodes(withSlots(sw, { [extra]: 1 }))).toEqual(['deck.aspectsUnequal']);
      const adam = buildLegalDeck(catalog, '21031a');
      expect(Object.values(validateDeck(adam, catalog).aspectCounts)).toEqual([3, 3, 3, 3]);
      const basic = Object.keys(adam.slots).find(
        (c) =>
          catalogIndex(catalog).byCode.get(c)?.factionCode === 'basic' && !catalogIndex(catalog).byCode.get(c)?.unique,
      ) as string;
      expect(problemCodes(withSlots(adam, { [basic]: 2 }))).toEqual(['deck.tooManyCopies']);
    });

    it('Maria Hill: up to 3 S.H.I.E.L.D. support titles from other aspects', () => {
      const deck = buildLegalDeck(catalog, '50001a', 'leadership');
      const shield = searchCards(catalog, 't:support k:shield a:aggression|justice|protection').codes.filter(
        (c) => !(c in deck.slots),
      );
      expect(shield.length).toBeGreaterThanOrEqual(4);
      const three = Object.fromEntries(shield.slice(0, 3).map((c) => [c, 1]));
      expect(problemCodes(withSlots(deck, three))).toEqual([]);
      expect(problemCodes(withSlots(deck, { ...three, [shield[3]]: 1 }))).toEqual(['deck.deckOptionLimit']);
    });

    it('Cyclops, Gamora, Cable, Wonder Man: their deck_options admit exactly what they name', () => {
      const cyclops = buildLegalDeck(catalog, '33001a', 'leadership');
      const xmen = searchCards(catalog, 't:ally k:x-men a:aggression|justice|protection').codes.filter(
        (c) => !(c in cyclops.slots),
      );
      expect(problemCodes(withSlots(cyclops, { [xmen[0]]: 1 }))).toEqual([]);
      const gamora = buildLegalDeck(catalog, '18001a', 'leadership');
      const events = searchCards(
        catalog,
        't:event k:attack|thwart a:aggression is:player -is:unique l>=3',
      ).codes.filter((c) => !(c in gamora.slots));
      expect(problemCodes(withSlots(gamora, { [events[0]]: 3, [events[1]]: 3 }))).toEqual([]);
      expect(problemCodes(withSlots(gamora, { [events[0]]: 3, [events[1]]: 3, [events[2]]: 1 }))).toEqual([
        'deck.deckOptionLimit',
      ]);
      const cable = buildLegalDeck(catalog, '40001a', 'justice');
      const scheme = searchCards(catalog, 't:player_side_scheme a:aggression').codes[0];
      expect(problemCodes(withSlots(cable, { [scheme]: 1 }))).toEqual([]);
      const wonder = buildLegalDeck(catalog, '58001a', 'justice');
      const energy = searchCards(catalog, 't:event r:energy a:aggression').codes.filter((c) => !(c in wonder.slots));
      const noEnergy = searchCards(catalog, 't:event -r:energy a:aggression').codes.filter((c) => !(c in wonder.slots));
      expect(problemCodes(withSlots(wonder, { [energy[0]]: 1 }))).toEqual([]);
      expect(problemCodes(withSlots(wonder, { [noEnergy[0]]: 1 }))).toEqual(['deck.offAspect']);
    });

    it('does not count Permanent cards towards the 40', () => {
      const vision = buildLegalDeck(catalog, '26001a');
      expect(Object.values(vision.slots).reduce((a, b) => a + b, 0)).toBe(41);
      expect(validateDeck(vision, catalog).size).toBe(40);
    });

    it('validates quickly on the full catalog', () => {
      const decks = listIdentities(catalog).map((i) => buildLegalDeck(catalog, i.code));
      validateDeck(decks[0], catalog); // indexes
      const t0 = performance.now();
      let n = 0;
      for (let round = 0; round < 5; round++) for (const d of decks) n += validateDeck(d, catalog).valid ? 1 : 0;
      const perDeck = (performance.now() - t0) / (5 * decks.length);
      expect(n).toBe(5 * decks.length);
      expect(perDeck).toBeLessThan(10); // generous for loaded CI machines; the bench reports the p95
    });
  });

  describe('deck formats on real decks', () => {
    it("round-trips every identity's deck through MarvelCDB JSON, text and OCTGN", () => {
      for (const id of listIdentities(catalog)) {
        const deck = { ...buildLegalDeck(catalog, id.code), name: `Deck ${id.code}` };
        const json = parseMarvelCdbDeck(JSON.stringify(exportMarvelCdbDeck(deck, catalog).value), catalog);
        const text = parseDeckText(exportDeckText(deck, catalog).value, catalog);
        const o8d = parseOctgnDeck(exportOctgnDeck(deck, catalog).value, catalog);
        for (const [label, r] of [
          ['json', json],
          ['text', text],
          ['o8d', o8d],
        ] as const) {
          expect(r.problems, `${label} ${id.code}`).toEqual([]);
          expect(r.deck?.identity, `${label} ${id.code}`).toBe(id.code);
          expect(r.deck?.slots, `${label} ${id.code}`).toEqual(deck.slots);
        }
        expect(text.warnings, id.code).toEqual([]);
      }
    });
  });

  describe('search on real data', () => {
    it('finds identities with Turkish and accent folding, and reprints by pack', () => {
      expect(searchCards(catalog, 'İRON MAN is:identity').codes).toEqual(['01029a']);
      expect(searchCards(catalog, 'ıron man is:identity').codes).toEqual(['01029a']);
      const core = new Set(searchCards(catalog, 'pack:core').codes);
      const reprinted = catalog.cards.find(
        (c) => c.duplicateOf && catalogIndex(catalog).byCode.get(c.duplicateOf)?.packCode === 'core',
      );
      expect(reprinted && core.has(reprinted.duplicateOf as string)).toBe(true);
      const stubPack = reprinted?.packCode as string;
      expect(searchCards(catalog, `pack:${stubPack}`).codes).toContain(reprinted?.duplicateOf);
      expect(searchCards(catalog, 't:ally a:justice c<=2').codes.length).toBeGreaterThan(5);
    });
  });
});
