/** Deck file formats: MarvelCDB JSON, MarvelCDB plain text, OCTGN .o8d — round trips and bad input. */
import { describe, expect, it } from 'vitest';
import {
  exportDeckText,
  exportMarvelCdbDeck,
  exportOctgnDeck,
  FORMAT_PROBLEM_CODES,
  OCTGN_GAME_ID,
  parseDeckText,
  parseMarvelCdbDeck,
  parseOctgnDeck,
  validateDeck,
  type DeckImport,
  type McDeck,
} from '../../../../core/games/marvel-champions';
import * as fixtures from '../../../fixtures/marvel-champions/decks';

const catalog = fixtures.fixtureCatalog();

function named(deck: McDeck, name: string, description?: string): McDeck {
  return { ...deck, name, ...(description ? { description } : {}) };
}
const decks: Array<[string, McDeck]> = [
  [
    'Nightjar',
    named(fixtures.nightjarDeck(), 'Night Watch', 'Invented notes: keep **Hush Step** & <friends> "close" ]]> done.'),
  ],
  [
    'Nightjar with reprint printings',
    named(
      {
        ...fixtures.nightjarDeck(),
        slots: { ...fixtures.nightjarDeck().slots, '90003': 0, '92091': 3, '90150': 1, '92090': 2 },
      },
      'Reprinted',
    ),
  ],
  ['Twin Viper (two aspects)', named(fixtures.twinViperDeck(), 'Double Agent-ish')],
  ['Prism Sage (four aspects)', named(fixtures.prismSageDeck(), 'Rainbow')],
  ['Ironbark', named(fixtures.ironbarkDeck(), 'Spider-Man')], // a deck named like a card
  ['Gale Runner', named(fixtures.galeRunnerDeck(), 'Tailwind')],
  ['Captain Ledger', named(fixtures.ledgerDeck(), 'Ledger')],
  ['Volt Warden', named(fixtures.voltWardenDeck(), 'Volt')],
  ['Rook Marshal', named(fixtures.rookDeck(), 'Rook')],
];
const clean = (slots: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(slots).filter(([, q]) => q > 0));
const expected = (deck: McDeck) => ({
  identity: deck.identity,
  aspects: validateDeck(deck, catalog).aspects,
  slots: clean(deck.slots),
});
const core = (r: DeckImport) => ({ identity: r.deck?.identity, aspects: r.deck?.aspects, slots: r.deck?.slots });

describe('MarvelCDB deck JSON', () => {
  it.each(decks)('round-trips %s', (_label, deck) => {
    const out = exportMarvelCdbDeck(deck, catalog).value;
    expect(out.investigator_code).toBe(deck.identity);
    expect(JSON.parse(out.meta).aspect).toBeTruthy();
    const back = parseMarvelCdbDeck(JSON.stringify(out), catalog);
    expect(back.problems).toEqual([]);
    expect(core(back)).toEqual(expected(deck));
    expect(back.deck?.name).toBe(deck.name);
    expect(back.deck?.description).toBe(deck.description);
    expect(validateDeck(back.deck as McDeck, catalog).valid).toBe(true);
  });

  it('writes the API shape with aspect and aspect2 in meta', () => {
    const out = exportMarvelCdbDeck({ ...fixtures.twinViperDeck(), name: 'Two', tags: ['solo', 'fun'] }, catalog).value;
    expect(out).toMatchObject({
      name: 'Two',
      hero_code: '91001a',
      investigator_code: '91001a',
      hero_name: 'Twin Viper',
      meta: '{"aspect":"aggression","aspect2":"justice"}',
      tags: 'solo, fun',
      version: '1.0',
      ignoreDeckLimitSlots: null,
    });
    expect(Object.keys(out.slots)).toEqual([...Object.keys(out.slots)].sort());
  });

  it('reads a deck as MarvelCDB serves it, reporting unknown codes and bad counts', () => {
    const api = {
      id: 123,
      name: 'From the site',
      date_creation: '2030-01-01T00:00:00+00:00',
      description_md: 'notes',
      user_id: 9,
      investigator_code: '90001a',
      investigator_name: 'Nightjar',
      slots: { ...fixtures.nightjarDeck().slots, '99999': 2, '90152': 'three', '90153': '1' },
      ignoreDeckLimitSlots: null,
      meta: '{"aspect":"justice","aspect2":"wrath"}',
      tags: 'solo',
      unknown_future_field: true,
    };
    const r = parseMarvelCdbDeck(api, catalog);
    expect(r.deck).toMatchObject({
      identity: '90001a',
      aspects: ['justice'],
      name: 'From the site',
      description: 'notes',
      tags: ['solo'],
    });
    expect(r.deck?.slots['90153']).toBe(1);
    expect(r.problems).toEqual([
      { code: 'format.badQuantity', params: { code: '90152', quantity: 'three' } },
      { code: 'format.unknownCard', params: { code: '99999' } },
      { code: 'format.unknownAspect', params: { aspect: 'wrath' } },
    ]);
  });

  it('takes the identity from hero_code or from the slots', () => {
    expect(parseMarvelCdbDeck({ hero_code: '92060a', slots: {} }, catalog).deck?.identity).toBe('92060a');
    const r = parseMarvelCdbDeck({ slots: { '90001a': 1, '90002': 1 } }, catalog);
    expect(r.deck).toMatchObject({ identity: '90001a', slots: { '90002': 1 } });
    expect(parseMarvelCdbDeck({ investigator_code: '99999a', slots: {} }, catalog).problems).toEqual([
      { code: 'format.unknownIdentity', params: { code: '99999a' } },
    ]);
  });

  it('never throws on bad input', () => {
    expect(parseMarvelCdbDeck('{ nope', catalog)).toEqual({
      deck: null,
      problems: [{ code: 'format.invalidJson', params: {} }],
      warnings: [],
    });
    for (const bad of [null, 42, [], 'null', '[]', { foo: 1 }])
      expect(parseMarvelCdbDeck(bad, catalog).deck).toBeNull();
    expect(() => parseMarvelCdbDeck({ slots: 'x', meta: '{bad', tags: 5 }, catalog)).not.toThrow();
  });
});

describe('MarvelCDB plain text', () => {
  it.each(decks)('round-trips %s', (_label, deck) => {
    const text = exportDeckText(deck, catalog).value;
    const back = parseDeckText(text, catalog);
    expect(back.problems).toEqual([]);
    expect(back.warnings).toEqual([]);
    expect(core(back)).toEqual(expected(deck));
    expect(back.deck?.name).toBe(deck.name);
  });

  it('writes MarvelCDB sections with pack names and subtitles', () => {
    const text = exportDeckText(named(withRumble(), 'Night Watch'), catalog).value;
    expect(text.split('\n').slice(0, 8)).toEqual([
      'Night Watch',
      '',
      'Nightjar (Ember Core)',
      'Aspect: Justice',
      '',
      'Packs: From Ember Core to Gale Front',
      '',
      'Upgrades',
    ]);
    expect(text).toContain('\n1x Moth:Lio Park (Ember Core)\n');
    expect(text).toContain('\nEvents\n\n');
    expect(text).toContain('\n3x Hush Step (Gale Front)\n');
    expect(text).toContain('\n3x Beat Cop (Ember Core)\n');
  });
  function withRumble(): McDeck {
    const d = fixtures.nightjarDeck();
    return { ...d, slots: { ...d.slots, '90003': 0, '92091': 3 } };
  }

  it('reads what players paste: quantities before or after, headers, packs, subtitles, identity by its cards', () => {
    const text = [
      'My pasted deck',
      '',
      'Packs: ',
      'From Ember Core to Tidewater',
      '',
      'Allies:',
      '1x Moth:Lio Park',
      '3 Beat Cop',
      'Thorn Warden x3',
      '1x Nightjar:Kit Moreau (Ember Core)',
      'Events (12)',
      '3x hush step',
      '3x FEATHER DARTS (ember)',
      '2 Owl Eyes',
      '1 Clean Sweep (Nowhere Pack)',
      '1x Totally Unknown Card',
      'some stray line',
    ].join('\r\n');
    const r = parseDeckText(text, catalog);
    expect(r.deck).toMatchObject({ name: 'My pasted deck', identity: '90001a', aspects: ['justice'] });
    // "(Nowhere Pack)" names no pack: the card is still found by its name
    expect(r.deck?.slots).toEqual({
      '90006': 1,
      '90112': 3,
      '90115': 3,
      '90171': 1,
      '90003': 3,
      '90004': 3,
      '90009': 2,
      '90110': 1,
    });
    expect(r.problems).toEqual([
      { code: 'format.unknownLine', params: { line: 17, text: 'some stray line' } },
      { code: 'format.unknownLine', params: { line: 16, text: 'Totally Unknown Card' } },
    ]);
  });

  it("prefers the identity's own card and reports a remaining ambiguity", () => {
    const r = parseDeckText('Ironbark\n1x Nightjar\n3x Bark Skin', catalog);
    expect(r.deck?.identity).toBe('90020a');
    expect(r.deck?.slots).toEqual({ '90170': 1, '90021': 3 });
    expect(r.warnings).toEqual([
      {
        code: 'format.ambiguousName',
        params: { line: 2, name: 'Nightjar', codes: ['90170', '90171'], chosen: '90170' },
      },
    ]);
  });

  describe('a first line that is exactly a hero’s name', () => {
    it('is the identity line when no later line names an identity (a pasted list): no deck name, no unknown line', () => {
      const r = parseDeckText(
        ['Nightjar', '3x Clean Sweep', 'what is this line', '1x Energy Surge'].join('\n'),
        catalog,
      );
      expect(r.deck).toMatchObject({ identity: '90001a', slots: { '90110': 3, '90150': 1 } });
      expect(r.deck?.name).toBeUndefined();
      // only the stray line is reported, not the hero's name
      expect(r.problems).toEqual([{ code: 'format.unknownLine', params: { line: 3, text: 'what is this line' } }]);
      // the alter-ego name and a translated hero name work the same way
      expect(parseDeckText('Ada Quill\nstray\n3x Clean Sweep', catalog).deck).toMatchObject({ identity: '90001a' });
      expect(parseDeckText('Nachtschwalbe\nstray\n3x Clean Sweep', catalog).deck).toMatchObject({ identity: '90001a' });
    });

    it('is the deck’s name in MarvelCDB’s layout, where the identity line with its pack follows', () => {
      const r = parseDeckText(
        ['Ironbark', '', 'Nightjar (Ember Core)', 'Aspect: Justice', '', '3x Clean Sweep'].join('\n'),
        catalog,
      );
      expect(r.deck).toMatchObject({ name: 'Ironbark', identity: '90001a', slots: { '90110': 3 } });
      expect(r.problems).toEqual([]);
      // a deck named after its own hero survives the round trip too
      const own = exportDeckText(named(fixtures.nightjarDeck(), 'Nightjar'), catalog).value;
      expect(parseDeckText(own, catalog).deck).toMatchObject({ name: 'Nightjar', identity: '90001a' });
    });

    it('is the deck’s name when the deck’s own identity cards belong to another hero', () => {
      // "Ironbark" as a name over a list of Nightjar's own cards (Hush Step is in Nightjar's set)
      const r = parseDeckText(['Ironbark', 'stray', '3x Hush Step', '3x Clean Sweep'].join('\n'), catalog);
      expect(r.deck).toMatchObject({ name: 'Ironbark', identity: '90001a', slots: { '90003': 3, '90110': 3 } });
      expect(r.problems).toEqual([{ code: 'format.unknownLine', params: { line: 2, text: 'stray' } }]);
      // the same list under Nightjar's name: the name is the identity
      expect(parseDeckText(['Nightjar', 'stray', '3x Hush Step'].join('\n'), catalog).deck).toMatchObject({
        identity: '90001a',
        slots: { '90003': 3 },
      });
    });

    it('a first line naming no identity stays the deck’s name', () => {
      expect(parseDeckText('Night patrol\n3x Clean Sweep\n1x Nightjar', catalog).deck).toMatchObject({
        name: 'Night patrol',
      });
    });
  });

  it('accepts a labelled identity line', () => {
    expect(parseDeckText('Rook deck\nHero: Rook Marshal\n2x Checkmate', catalog).deck).toMatchObject({
      name: 'Rook deck',
      identity: '92060a',
      slots: { '92061': 2 },
    });
  });

  it('accepts translated names', () => {
    const r = parseDeckText('Nachtschwalbe\n3x Großer Wurf\n2x Energieschub', catalog);
    expect(r.deck).toMatchObject({ identity: '90001a', slots: { '90100': 3, '90150': 2 } });
  });

  it('never throws on bad input', () => {
    for (const bad of [
      '',
      '\n\n',
      '0x Jolt',
      '99999999999999999999x Jolt',
      'x'.repeat(10000),
      ')))(((',
      null as unknown as string,
    ]) {
      expect(() => parseDeckText(bad, catalog)).not.toThrow();
    }
    expect(parseDeckText('', catalog).deck).toBeNull();
    expect(parseDeckText('0x Jolt', catalog).problems).toContainEqual({
      code: 'format.badQuantity',
      params: { line: 1, quantity: 0 },
    });
  });
});

describe('OCTGN .o8d', () => {
  it.each(decks)('round-trips %s', (_label, deck) => {
    const xml = exportOctgnDeck(deck, catalog);
    expect(xml.warnings).toEqual([]);
    const back = parseOctgnDeck(xml.value, catalog, deck.name);
    expect(back.problems).toEqual([]);
    // a reprint without an OCTGN id of its own travels as its original (OCTGN cannot tell them apart)
    const want = expected(deck);
    if (want.slots['92091']) {
      want.slots['90003'] = want.slots['92091'];
      delete want.slots['92091'];
    }
    expect(core(back)).toEqual(want);
    expect(back.deck?.description).toBe(deck.description);
  });

  it('keeps the printing of a reprint that has its own OCTGN id', () => {
    const back = parseOctgnDeck(exportOctgnDeck(decks[1][1], catalog).value, catalog);
    expect(back.deck?.slots).toMatchObject({ '90150': 1, '92090': 2 });
  });

  it('writes the MarvelCDB layout keyed by octgn_id', () => {
    const xml = exportOctgnDeck({ ...fixtures.nightjarDeck(), description: 'a < b' }, catalog).value;
    expect(xml).toContain(`<deck game="${OCTGN_GAME_ID}" sleeveid="0">`);
    expect(xml).toMatch(
      /<section name="Hero" shared="False">\n {4}<card qty="1" id="bbbbbbbb-[0-9a-f-]+">Nightjar<\/card>\n {2}<\/section>/,
    );
    expect(xml).toContain('<section name="Event" shared="False">');
    expect(xml).toContain('<notes><![CDATA[a < b]]></notes>');
  });

  it('leaves a card without an OCTGN id out of the file (OCTGN cannot load it) and names it in a warning with its count', () => {
    // Clean Sweep (90110) and the identity lose their ids; a fresh catalog object gets a fresh index
    const noIds = {
      ...catalog,
      cards: catalog.cards.map((card) =>
        card.code === '90110' || card.code === '90001a' ? { ...card, octgnId: null } : card,
      ),
    };
    const deck = fixtures.nightjarDeck();
    expect(deck.slots['90110']).toBeGreaterThan(0);
    const out = exportOctgnDeck(deck, noIds);
    expect(out.warnings).toEqual([
      { code: 'format.noOctgnId', params: { code: '90001a', quantity: 1 } },
      { code: 'format.noOctgnId', params: { code: '90110', quantity: deck.slots['90110'] } },
    ]);
    expect(out.value).not.toContain('Clean Sweep');
    expect(out.value).not.toContain('id=""');
    expect(out.value).toMatch(/<section name="Hero" shared="False">\n {2}<\/section>/);
    // the rest of the deck is there
    const back = parseOctgnDeck(out.value, catalog);
    expect(back.problems).toEqual([]);
    expect(back.deck?.slots['90110']).toBeUndefined();
    expect(back.deck?.slots['90003']).toBe(deck.slots['90003']);
  });

  it('falls back to the card name for unknown ids and reports what it cannot place', () => {
    const xml = `<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<!-- hand-made -->
<deck game="${OCTGN_GAME_ID}">
  <section name="Hero" shared="False"><card qty="1" id="00000000-0000-0000-0000-000000000000">Ironbark</card></section>
  <section name="Event" shared="False">
    <card qty="3" id="deadbeef">Root Slam</card>
    <card qty='2' id="nope">Nothing &amp; Nobody</card>
    <card qty="x" id="">Jolt</card>
  </section>
  <notes><![CDATA[Ship & sail]]></notes>
</deck>`;
    const r = parseOctgnDeck(xml, catalog, 'file name');
    expect(r.deck).toMatchObject({
      identity: '90020a',
      slots: { '90022': 3 },
      name: 'file name',
      description: 'Ship & sail',
    });
    expect(r.warnings.map((w) => w.code)).toEqual([
      'format.resolvedByName',
      'format.resolvedByName',
      'format.resolvedByName',
    ]);
    expect(r.problems).toEqual([
      { code: 'format.unknownCard', params: { id: 'nope', name: 'Nothing & Nobody' } },
      { code: 'format.badQuantity', params: { code: '90153', quantity: 'x' } },
    ]);
  });

  it('never throws on bad input', () => {
    expect(parseOctgnDeck('<deck><section>', catalog).problems[0].code).toBe('format.invalidXml');
    expect(parseOctgnDeck('<notadeck/>', catalog).problems[0].code).toBe('format.notADeck');
    for (const bad of [
      '',
      'plain text',
      '<a></b>',
      '<deck a="1></deck>',
      '<?xml?><deck/><deck/>',
      '<deck><![CDATA[x</deck>',
    ]) {
      expect(() => parseOctgnDeck(bad, catalog)).not.toThrow();
      expect(parseOctgnDeck(bad, catalog).deck).toBeNull();
    }
  });
});

describe('format problem codes', () => {
  it('are all declared', () => {
    const r = [
      parseMarvelCdbDeck('{', catalog),
      parseDeckText('x\n1x Zzz', catalog),
      parseOctgnDeck('<deck><section><card qty="1" id="q">Zzz</card></section></deck>', catalog),
    ];
    for (const p of r.flatMap((x) => [...x.problems, ...x.warnings])) expect(FORMAT_PROBLEM_CODES).toContain(p.code);
  });
});
