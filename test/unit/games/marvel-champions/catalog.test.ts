/** The MarvelCDB-layout importer on the invented fixture data set: model, links, translations, reprints, report. */
import { describe, expect, it } from 'vitest';
import {
  cardTranslation,
  catalogLanguages,
  countsByCard,
  groupPrintings,
  identityOf,
  IMPORT_REASONS,
  listIdentities,
  localizeCard,
  localizedName,
  originalCode,
  parseMarvelCdb,
  printingsOf,
  type ImportIssue,
  type McCatalog,
} from '../../../../core/games/marvel-champions';
import { fixtureFiles } from '../../../fixtures/marvel-champions/data';
import { FIXTURE_IDENTITY_CODES } from '../../../fixtures/marvel-champions/decks';

const catalog = parseMarvelCdb(fixtureFiles());
const card = (cat: McCatalog, code: string) => {
  const c = cat.cards.find((x) => x.code === code);
  if (!c) throw new Error(`no card ${code}`);
  return c;
};

describe('catalog: parsing the MarvelCDB layout', () => {
  it('reads every file of the layout with nothing skipped', () => {
    expect(catalog.report.skipped).toEqual([]);
    expect(catalog.report.warnings).toEqual([]);
    expect(catalog.report.counts).toMatchObject({ packs: 5, sets: 16, reprints: 3 });
    expect(catalog.report.counts.cards).toBe(catalog.cards.length);
    expect(catalog.packs.map((p) => p.code)).toEqual(['ember', 'tide', 'gale', 'vault', 'keep']);
    expect(catalog.factions.find((f) => f.code === 'pool')).toEqual({
      code: 'pool',
      name: "'Pool",
      isPrimary: true,
      octgnId: null,
    });
    expect(catalog.sets.find((s) => s.code === 'nightjar_dreams')).toEqual({
      code: 'nightjar_dreams',
      name: 'Dream Deck',
      setTypeCode: 'hero_special',
      parentCode: 'nightjar',
    });
  });

  it('normalizes a player card', () => {
    expect(card(catalog, '90102')).toMatchObject({
      code: '90102',
      name: 'Rumble Kid',
      subname: 'Tess Dunn',
      typeCode: 'ally',
      factionCode: 'aggression',
      packCode: 'ember',
      position: 102,
      quantity: 1,
      setCode: null,
      duplicateOf: null,
      cost: 3,
      resources: { energy: 1, mental: 0, physical: 0, wild: 0 },
      unique: true,
      permanent: false,
      deckLimit: 1,
      stats: { attack: 1, thwart: 1, health: 3 },
    });
    expect(card(catalog, '90159').cost).toBe(-1); // X
  });

  it('splits traits on the terminating dots, keeping acronyms whole', () => {
    expect(card(catalog, '90156').traits).toEqual(['Tech', 'S.H.I.E.L.D.']);
    expect(card(catalog, '90104').traits).toEqual(['Guild', 'Location']);
    expect(card(catalog, '90105').traits).toEqual([]);
  });

  it('links the faces of double-sided cards both ways', () => {
    expect(card(catalog, '90001a')).toMatchObject({ linkedCode: '90001b', face: 'front' });
    expect(card(catalog, '90001b')).toMatchObject({
      linkedCode: '90001a',
      face: 'back',
      hidden: true,
      typeCode: 'alter_ego',
    });
    expect(card(catalog, '90010b')).toMatchObject({ linkedCode: '90010a', face: 'back', permanent: true });
  });

  it("keeps deck_options and deck_requirements as data (arrays or the API's JSON strings)", () => {
    expect(card(catalog, '92020a').deckOptions).toEqual([
      { type: ['support'], trait: ['Guild'], nameLimit: 2, useDeckLimit: true },
    ]);
    expect(card(catalog, '92040a').deckOptions).toEqual([{ type: ['event'], resource: ['energy'] }]);
    expect(card(catalog, '91020a').deckRequirements).toEqual([{ aspects: 4, limit: 1 }]);
  });

  it('reads Team-Up names from the (user-supplied) text', () => {
    expect(card(catalog, '90160').teamUp).toEqual(['Nightjar', 'Tomas Reed']);
    expect(card(catalog, '90161').teamUp).toEqual(['Twin Viper/Lena Sorel', 'Gale Runner']);
    expect(card(catalog, '90100').teamUp).toBeNull();
  });

  it('keeps texts only as the data supplied them', () => {
    expect(card(catalog, '90100').text).toBe('Invented: Hero Action (attack): deal 3 damage to an enemy.');
    expect(card(catalog, '90101').text).toBeNull();
  });

  it('derives identities with their hero set, side decks, obligation and nemesis set', () => {
    const ids = listIdentities(catalog);
    expect(ids.map((i) => i.code)).toEqual(FIXTURE_IDENTITY_CODES);
    const nightjar = ids[0];
    expect(nightjar).toMatchObject({
      setCode: 'nightjar',
      heroName: 'Nightjar',
      alterEgoName: 'Ada Quill',
      alterEgoCode: '90001b',
      faceCodes: ['90001a', '90001b'],
    });
    expect(nightjar.requiredCards.reduce((s, c) => s + (c.permanent ? 0 : c.quantity), 0)).toBe(15);
    expect(nightjar.requiredCards).toContainEqual({ code: '90010a', quantity: 1, permanent: true });
    expect(nightjar.requiredCards.map((c) => c.code)).not.toContain('90010b');
    expect(nightjar).toMatchObject({
      specialSetCodes: ['nightjar_dreams'],
      specialCards: [{ code: '90014', quantity: 2 }],
      obligationCodes: ['90011'],
      nemesisSetCode: 'nightjar_nemesis',
    });
    expect(identityOf(catalog, '90020c')?.code).toBe('90020a'); // the giant third face belongs to Ironbark
    expect(identityOf(catalog, '90001b')?.code).toBe('90001a');
    expect(identityOf(catalog, '90100')).toBeNull();
  });

  it('tolerates unknown extra fields and embedded API-style linked cards', () => {
    const files = fixtureFiles();
    const ember = files['pack/ember.json'] as Array<Record<string, unknown>>;
    ember[0].some_future_field = { nested: true };
    files['pack/extra.json'] = [
      {
        code: '95001a',
        pack_code: 'ember',
        position: 500,
        quantity: 1,
        name: 'Test Hero',
        type_code: 'hero',
        faction_code: 'hero',
        set_code: 'nightjar',
        linked_card: { code: '95001b', name: 'Test Ego', type_code: 'alter_ego', faction_code: 'hero', hidden: true },
      },
    ];
    const cat = parseMarvelCdb(files);
    expect(cat.report.skipped).toEqual([]);
    expect(card(cat, '95001b')).toMatchObject({ name: 'Test Ego', linkedCode: '95001a', face: 'back' });
  });
});

describe('catalog: reprints', () => {
  it('gives a stub every game field of its original and its own printing fields', () => {
    const stub = card(catalog, '92092');
    expect(stub).toMatchObject({
      code: '92092',
      duplicateOf: '90102',
      packCode: 'gale',
      position: 92,
      name: 'Rumble Kid',
      subname: 'Tess Dunn',
      factionCode: 'aggression',
      unique: true,
      flavor: 'Invented reprint flavor.',
    });
  });
  it('maps any code to its original and groups printings', () => {
    expect(originalCode(catalog, '92090')).toBe('90150');
    expect(originalCode(catalog, '90150')).toBe('90150');
    expect(originalCode(catalog, 'nope')).toBeNull();
    expect(printingsOf(catalog, '92090')).toEqual(['90150', '92090']);
    expect(groupPrintings(catalog, true)).toEqual({
      '90003': ['90003', '92091'],
      '90102': ['90102', '92092'],
      '90150': ['90150', '92090'],
    });
  });
  it('sums per-printing counts onto the card', () => {
    expect(countsByCard(catalog, { '90150': 1, '92090': 3, '90001b': 1, zzz: 2 })).toEqual({
      counts: { '90150': 4, '90001a': 1 },
      unknown: ['zzz'],
    });
  });
});

describe('catalog: translations', () => {
  it('merges name, traits and text per language, English otherwise', () => {
    expect(catalogLanguages(catalog)).toEqual(['en', 'de', 'ko']);
    const de = localizeCard(catalog, card(catalog, '90100'), 'de');
    expect(de).toMatchObject({
      name: 'Großer Wurf',
      traits: ['Angriff'],
      text: 'Erfunden: Füge einem Gegner 3 Schaden zu.',
      cost: 1,
    });
    const untranslated = localizeCard(catalog, card(catalog, '90101'), 'de');
    expect(untranslated.name).toBe('Iron Knuckles');
    expect(localizeCard(catalog, card(catalog, '90100'), 'fr').name).toBe('Brick Toss');
    expect(localizeCard(catalog, card(catalog, '90150'), 'ko').name).toBe('에너지 급증');
  });
  it("lets a reprint use its original's translation", () => {
    expect(cardTranslation(catalog, '92090', 'de')?.name).toBe('Energieschub');
  });
  it('translates pack, set, faction and type names with English fallback', () => {
    expect(localizedName(catalog, 'packs', 'ember', 'de')).toBe('Glut-Grundspiel');
    expect(localizedName(catalog, 'packs', 'tide', 'de')).toBe('Tidewater');
    expect(localizedName(catalog, 'factions', 'justice', 'de')).toBe('Gerechtigkeit');
    expect(localizedName(catalog, 'types', 'ally', 'ko')).toBe('Ally');
  });
  it('imports only the requested languages', () => {
    const cat = parseMarvelCdb(fixtureFiles(), { languages: ['ko'] });
    expect(Object.keys(cat.translations)).toEqual(['ko']);
  });
});

describe('catalog: the report on broken input (codes, never sentences)', () => {
  const emberLength = (fixtureFiles()['pack/ember.json'] as unknown[]).length;
  function broken(): McCatalog {
    const files = fixtureFiles();
    const ember = files['pack/ember.json'] as unknown[];
    ember.push(
      {
        code: '90900',
        pack_code: 'ember',
        position: 900,
        quantity: 1,
        name: 'Bad Cost',
        type_code: 'event',
        faction_code: 'basic',
        cost: 'two',
      },
      { code: '90901', pack_code: 'ember', position: 901, quantity: 1, name: 'No Faction', type_code: 'event' },
      {
        code: '90100',
        pack_code: 'ember',
        position: 100,
        quantity: 1,
        name: 'Duplicate',
        type_code: 'event',
        faction_code: 'basic',
      },
      {
        code: '90902',
        pack_code: 'nowhere',
        position: 902,
        quantity: 1,
        name: 'Lost',
        type_code: 'event',
        faction_code: 'basic',
      },
      { code: '90903', pack_code: 'ember', position: 903, quantity: 1, duplicate_of: '99999' },
      { code: '90904', pack_code: 'ember', position: 904, quantity: 1 },
      { pack_code: 'ember', position: 905, quantity: 1, name: 'No Code' },
      'not a record',
      {
        code: '90906',
        pack_code: 'ember',
        position: 906,
        quantity: 1,
        name: 'Odd Set',
        type_code: 'event',
        faction_code: 'mystery',
        set_code: 'nowhere_set',
      },
      {
        code: '90907a',
        pack_code: 'ember',
        position: 907,
        quantity: 1,
        name: 'Half Card',
        type_code: 'weird',
        faction_code: 'basic',
        back_link: '90907b',
      },
      {
        code: '90908a',
        pack_code: 'ember',
        position: 908,
        quantity: 1,
        name: 'Strange Hero',
        type_code: 'hero',
        faction_code: 'hero',
        set_code: 'nightjar',
        deck_options: [{ level: { min: 0, max: 5 }, type: ['ally'] }],
        deck_requirements: [{ card: { a: ['01001'] } }],
      },
    );
    files['pack/broken.json'] = '{ this is not json';
    files['pack/object.json'] = { code: 'x' };
    (files['translations/de/pack/ember.json'] as unknown[]).push(
      { code: '99990', name: 'Nichts' },
      { name: 'ohne Code' },
    );
    return parseMarvelCdb(files);
  }
  const cat = broken();
  const find = (list: ImportIssue[], code: string | null, reason: string) =>
    list.find((i) => i.code === code && i.reason === reason);

  it('skips every broken record with file, index/code and a reason code with params', () => {
    const s = cat.report.skipped;
    expect(find(s, '90900', 'record.invalid')).toMatchObject({
      file: 'pack/ember.json',
      params: { issues: [{ path: 'cost', issue: 'invalid_type' }] },
    });
    expect(find(s, '90901', 'card.missingField')).toMatchObject({ params: { field: 'faction_code' } });
    expect(find(s, '90100', 'record.duplicateCode')).toMatchObject({ params: { firstFile: 'pack/ember.json' } });
    expect(find(s, '90902', 'card.unknownPack')).toMatchObject({ params: { packCode: 'nowhere' } });
    expect(find(s, '90903', 'card.unknownOriginal')).toMatchObject({ params: { duplicateOf: '99999' } });
    expect(find(s, '90904', 'card.nameless')).toBeTruthy();
    expect(find(s, null, 'record.invalid')).toMatchObject({ file: 'pack/ember.json' });
    expect(
      s
        .filter((i) => i.file === 'pack/ember.json' && i.code === null && i.reason === 'record.invalid')
        .map((i) => i.index),
    ).toEqual([emberLength + 6, emberLength + 7]);
    expect(s.find((i) => i.file === 'pack/broken.json')).toMatchObject({ reason: 'file.invalidJson', index: null });
    expect(s.find((i) => i.file === 'pack/object.json')).toMatchObject({ reason: 'file.notArray' });
    expect(s.find((i) => i.file === 'translations/de/pack/ember.json')).toMatchObject({
      reason: 'record.invalid',
      index: 5,
      params: { issues: [{ path: 'code', issue: 'invalid_type' }] },
    });
  });

  it('imports with warnings what it can keep', () => {
    const w = cat.report.warnings;
    expect(find(w, '90906', 'card.unknownSet')).toMatchObject({ params: { setCode: 'nowhere_set' } });
    expect(find(w, '90906', 'card.unknownFaction')).toMatchObject({ params: { factionCode: 'mystery' } });
    expect(find(w, '90907a', 'card.unknownType')).toMatchObject({ params: { typeCode: 'weird' } });
    expect(find(w, '90907a', 'card.unknownLink')).toMatchObject({ params: { linkedCode: '90907b' } });
    expect(find(w, '90908a', 'card.unsupportedDeckRule')).toMatchObject({ params: { keys: ['level'] } });
    expect(w.filter((i) => i.code === '90908a').map((i) => i.params.keys)).toContainEqual(['card']);
    expect(find(w, '99990', 'translation.unknownCard')).toMatchObject({ file: 'translations/de/pack/ember.json' });
    expect(card(cat, '90908a').deckOptions).toEqual([{ type: ['ally'], unsupported: ['level'] }]);
    expect(card(cat, '90907a').linkedCode).toBeNull();
  });

  it('uses only known reason codes and no sentences', () => {
    for (const i of [...cat.report.skipped, ...cat.report.warnings]) {
      expect(IMPORT_REASONS).toContain(i.reason);
      expect(JSON.stringify(i.params)).not.toMatch(/expected|invalid input|required/i);
    }
    expect(cat.cards.length).toBe(catalog.cards.length + 3); // the three kept with warnings
  });

  it('never throws, whatever it is given', () => {
    for (const input of [
      {},
      { 'packs.json': 'garbage' },
      { 'packs.json': [null, 1, 'x'] },
      { 'pack/a.json': [{}] },
      { 'x/y/z.txt': 'hello' },
    ]) {
      expect(() => parseMarvelCdb(input)).not.toThrow();
    }
    const empty = parseMarvelCdb({});
    expect(empty.cards).toEqual([]);
    expect(empty.report.warnings.map((w) => w.reason)).toContain('file.missing');
  });
});

describe('catalog: the file map the backend hands over', () => {
  it("finds the data set inside a zip's top folder and accepts JSON text and bytes", () => {
    const files = fixtureFiles();
    const zipped: Record<string, unknown> = {};
    const enc = new TextEncoder();
    let n = 0;
    for (const [k, v] of Object.entries(files)) {
      n++;
      zipped[`marvelsdb-json-data-master/${k}`] =
        n % 3 === 0 ? enc.encode(JSON.stringify(v)) : n % 3 === 1 ? JSON.stringify(v) : v;
    }
    zipped['marvelsdb-json-data-master/schema/card_schema.json'] = { type: 'object' };
    zipped['marvelsdb-json-data-master\\README.md'] = '# readme';
    const cat = parseMarvelCdb(zipped);
    expect(cat.report.skipped).toEqual([]);
    expect(cat.cards.length).toBe(catalog.cards.length);
    expect(Object.keys(cat.translations)).toEqual(['de', 'ko']);
    expect(cat.report.files.ignored).toBe(2);
  });
  it('still imports the cards when packs.json is unreadable (packs made up from the cards)', () => {
    const cat = parseMarvelCdb({ ...fixtureFiles(), 'packs.json': '[ broken' });
    expect(cat.report.skipped).toEqual([
      { file: 'packs.json', index: null, code: null, reason: 'file.invalidJson', params: {} },
    ]);
    expect(cat.cards.length).toBe(catalog.cards.length);
    expect(cat.packs.map((p) => p.code).sort()).toEqual(['ember', 'gale', 'keep', 'tide', 'vault']);
  });
  it('imports a pack file without packs.json, with a warning', () => {
    const cat = parseMarvelCdb({ 'pack/ember.json': fixtureFiles()['pack/ember.json'] });
    expect(cat.packs.map((p) => p.code)).toEqual(['ember']);
    expect(cat.report.warnings.find((w) => w.file === 'packs.json')).toMatchObject({
      reason: 'file.missing',
      params: { role: 'packs' },
    });
    expect(cat.cards.length).toBeGreaterThan(50);
  });
});
