/**
 * Marvel Champions decks through dispatch (issue 4 §4): storage and versions, diff, copy, delete,
 * list validity, live validation with the collection constraint, import/export of every format,
 * groups, events and every error code — on the invented fixture data set.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../electron/backend/backend';
import type { PushedEvent } from '../../../core/api/events';
import type { DeckRecord } from '../../../core/api/decks';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';
import { nightjarDeck, twinViperDeck, prismSageDeck, ironbarkDeck } from '../../fixtures/marvel-champions/decks';
import { useTempBackend } from '../../support/temp-backend';
import { call, callError, type Caller, writeFolder } from '../../support/backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

const G = 'marvel-champions' as const;
let dir: string;
let backend: Backend;
let c: Caller;
let events: PushedEvent[];

const deckEvents = () => events.filter((e) => e.event === 'decks.changed').map((e) => e.payload);
const db = () => backend.context.saves.require().db;
/** Physical copies straight into the table the collection service owns (its API is not under test here). */
function addCopies(code: string, n: number, deckId: string | null = null, status = 'ok'): void {
  const ins = db().prepare(
    "INSERT INTO copies(game, code, status, deck_id, added_at) VALUES ('marvel-champions', ?, ?, ?, '2026-01-01')",
  );
  for (let i = 0; i < n; i++) ins.run(code, status, deckId);
}

async function createNightjar(name = 'Night Watch'): Promise<DeckRecord> {
  const d = nightjarDeck();
  return call(c, 'decks.create', { game: G, name, identity: d.identity, aspects: d.aspects, slots: d.slots });
}

useTempBackend((t) => ({ dir, backend, c, events } = t), { tick: 1000 });

describe('deck storage and versions', () => {
  it('create stores version 1; a save with changes stores version+1 with the full state; a save without changes adds nothing', async () => {
    const d = await call(c, 'decks.create', {
      game: G,
      name: 'Night Watch',
      identity: '90001a',
      aspects: ['justice'],
      slots: { '90110': 3, '90111': 0 },
      notes: 'n',
      tags: ['solo'],
    });
    expect(d).toMatchObject({
      name: 'Night Watch',
      version: 1,
      built: false,
      slots: { '90110': 3 },
      notes: 'n',
      tags: ['solo'],
      groupIds: [],
    });
    expect(d.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deckEvents()).toEqual([{ game: G, id: d.id }]);

    const s2 = await call(c, 'decks.save', { game: G, id: d.id, slots: { '90110': 2, '90153': 1 } });
    expect(s2).toMatchObject({
      version: 2,
      name: 'Night Watch',
      identity: '90001a',
      aspects: ['justice'],
      slots: { '90110': 2, '90153': 1 },
      notes: 'n',
      tags: ['solo'],
    });
    expect(deckEvents()).toHaveLength(2);

    // same state (a zero count and other key order are the same state): no version, no event
    const same = await call(c, 'decks.save', {
      game: G,
      id: d.id,
      slots: { '90153': 1, '90110': 2, '90112': 0 },
      name: 'Night Watch',
    });
    expect(same.version).toBe(2);
    expect(deckEvents()).toHaveLength(2);

    const s3 = await call(c, 'decks.save', { game: G, id: d.id, name: 'Dusk Patrol', notes: 'changed' });
    expect(s3.version).toBe(3);
    expect(s3.slots).toEqual({ '90110': 2, '90153': 1 });

    const versions = await call(c, 'decks.versions', { game: G, id: d.id });
    expect(versions.map((v) => [v.version, v.name])).toEqual([
      [3, 'Dusk Patrol'],
      [2, 'Night Watch'],
      [1, 'Night Watch'],
    ]);
    expect(versions[0].savedAt > versions[2].savedAt).toBe(true);

    const v1 = await call(c, 'decks.get', { game: G, id: d.id, version: 1 });
    expect(v1).toMatchObject({
      version: 1,
      name: 'Night Watch',
      slots: { '90110': 3 },
      notes: 'n',
      createdAt: d.createdAt,
    });
    expect((await call(c, 'decks.get', { game: G, id: d.id })).version).toBe(3);
    // identity can be cleared explicitly (null), and is kept when not given
    expect((await call(c, 'decks.save', { game: G, id: d.id, identity: null })).identity).toBeNull();
  });

  it('diff between any two versions: cards by canonical code (a reprint swap is no change), name and notes', async () => {
    await importMcFixture(c, dir);
    const d = await createNightjar();
    await call(c, 'decks.save', { game: G, id: d.id, slots: { ...d.slots, '90003': 0, '92091': 3 } }); // reprint swap
    await call(c, 'decks.save', {
      game: G,
      id: d.id,
      slots: { ...d.slots, '90003': 0, '92091': 3, '90116': 1, '90153': 2 },
      notes: 'x',
    });
    const d12 = await call(c, 'decks.diff', { game: G, id: d.id, from: 1, to: 2 });
    expect(d12).toEqual({ from: 1, to: 2, cards: [], identity: null, aspects: null, name: null, notesChanged: false });
    const d13 = await call(c, 'decks.diff', { game: G, id: d.id, from: 1, to: 3 });
    expect(d13.cards).toEqual([
      { code: '90116', name: 'Verdict', from: 3, to: 1 },
      { code: '90153', name: 'Jolt', from: 0, to: 2 },
    ]);
    expect(d13.notesChanged).toBe(true);
    const d31 = await call(c, 'decks.diff', { game: G, id: d.id, from: 3, to: 1 });
    expect(d31.cards.map((x) => [x.code, x.from, x.to])).toEqual([
      ['90116', 1, 3],
      ['90153', 2, 0],
    ]);
    expect(await callError(c, 'decks.diff', { game: G, id: d.id, from: 1, to: 9 })).toEqual({
      code: 'deck_version_not_found',
      params: { id: d.id, version: 9 },
    });
  });

  it('save leaves the built flag alone: a built deck saved with other cards stays built (the pull list shows the difference)', async () => {
    const d = await createNightjar();
    db().prepare('UPDATE decks SET built = 1 WHERE id = ?').run(d.id);
    const saved = await call(c, 'decks.save', { game: G, id: d.id, slots: { ...d.slots, '90116': 2 } });
    expect(saved).toMatchObject({ built: true, version: 2 });
    expect((await call(c, 'decks.list', { game: G }))[0].built).toBe(true);
  });

  it('copy → "<name> (2)", then (3)…, version 1, not built, no groups; a copy of a copy counts on from the base name', async () => {
    const d = await createNightjar();
    await call(c, 'decks.save', { game: G, id: d.id, notes: 'v2 notes' });
    db().prepare('UPDATE decks SET built = 1 WHERE id = ?').run(d.id);
    await call(c, 'decks.saveGroup', { game: G, name: 'Table', deckIds: [d.id] });
    const c2 = await call(c, 'decks.copy', { game: G, id: d.id });
    expect(c2).toMatchObject({
      name: 'Night Watch (2)',
      version: 1,
      built: false,
      groupIds: [],
      notes: 'v2 notes',
      identity: '90001a',
      slots: d.slots,
    });
    expect(c2.id).not.toBe(d.id);
    expect((await call(c, 'decks.copy', { game: G, id: d.id })).name).toBe('Night Watch (3)');
    expect((await call(c, 'decks.copy', { game: G, id: c2.id })).name).toBe('Night Watch (4)');
    expect(await call(c, 'decks.versions', { game: G, id: c2.id })).toHaveLength(1);
    expect(deckEvents().at(-1)).toEqual({ game: G, id: expect.any(String) });
  });

  it('delete releases the allocated copies (reported), removes versions and group memberships', async () => {
    const d = await createNightjar();
    const other = await createNightjar('Other');
    addCopies('90110', 3, d.id);
    addCopies('90111', 1, other.id);
    addCopies('90112', 2);
    const g = await call(c, 'decks.saveGroup', { game: G, name: 'Table', deckIds: [d.id, other.id] });
    events.length = 0;
    expect(await call(c, 'decks.delete', { game: G, id: d.id })).toEqual({ released: 3 });
    expect(events.map((e) => e.event).sort()).toEqual(['collection.changed', 'decks.changed']);
    expect(db().prepare('SELECT COUNT(*) FROM copies WHERE deck_id IS NULL').pluck().get()).toBe(5);
    expect(db().prepare('SELECT COUNT(*) FROM deck_versions WHERE deck_id = ?').pluck().get(d.id)).toBe(0);
    expect((await call(c, 'decks.groups', { game: G }))[0]).toMatchObject({ id: g.id, deckIds: [other.id] });
    expect((await callError(c, 'decks.get', { game: G, id: d.id })).code).toBe('deck_not_found');
    events.length = 0;
    expect(await call(c, 'decks.delete', { game: G, id: other.id })).toEqual({ released: 1 });
    const none = await createNightjar('None');
    events.length = 0;
    expect(await call(c, 'decks.delete', { game: G, id: none.id })).toEqual({ released: 0 });
    expect(events.map((e) => e.event)).toEqual(['decks.changed']);
  });

  it('with the collection API: build allocates, a save keeps the deck built, delete releases what was allocated', async () => {
    await importMcFixture(c, dir);
    const d = await createNightjar();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember' });
    await call(c, 'collection.addCopies', { game: G, code: '90110', quantity: 2 });
    const built = await call(c, 'collection.build', { game: G, deckId: d.id });
    expect(built.built).toBe(true);
    const allocated = (await call(c, 'collection.copies', { game: G, deckId: d.id })).total;
    expect(allocated).toBeGreaterThan(0);
    const saved = await call(c, 'decks.save', { game: G, id: d.id, slots: { ...d.slots, '90116': 1 } });
    expect(saved.built).toBe(true);
    expect((await call(c, 'collection.copies', { game: G, deckId: d.id })).total).toBe(allocated);
    expect(await call(c, 'decks.delete', { game: G, id: d.id })).toEqual({ released: allocated });
    expect((await call(c, 'collection.copies', { game: G, deckId: d.id })).total).toBe(0);
  });

  it('decks live in the open save file: another file has its own decks', async () => {
    const d = await createNightjar();
    const first = (await call(c, 'saves.current', {}))!.path;
    await call(c, 'saves.new', { name: 'Other' });
    expect(await call(c, 'decks.list', { game: G })).toEqual([]);
    expect((await callError(c, 'decks.get', { game: G, id: d.id })).code).toBe('deck_not_found');
    await call(c, 'saves.open', { path: first });
    expect((await call(c, 'decks.list', { game: G })).map((x) => x.id)).toEqual([d.id]);
  });
});

describe('deck list', () => {
  it('summaries with validity against the catalog, English identity name, size (identity and Permanent excluded), groups, newest first', async () => {
    await importMcFixture(c, dir);
    const legal = await createNightjar();
    const tv = twinViperDeck();
    const broken = await call(c, 'decks.create', {
      game: G,
      name: 'Broken',
      identity: tv.identity,
      aspects: tv.aspects,
      slots: { ...tv.slots, '90100': 4 },
    });
    const empty = await call(c, 'decks.create', { game: G, name: 'Empty' });
    const g = await call(c, 'decks.saveGroup', { game: G, name: 'Pair', deckIds: [legal.id, broken.id] });
    const list = await call(c, 'decks.list', { game: G });
    expect(list.map((x) => x.name)).toEqual(['Empty', 'Broken', 'Night Watch']);
    expect(list[2]).toMatchObject({
      id: legal.id,
      identity: '90001a',
      identityName: 'Nightjar',
      size: 40,
      valid: true,
      problems: 0,
      built: false,
      version: 1,
      groupIds: [g.id],
    });
    expect(list[2].unchecked).toBeUndefined();
    expect(list[1]).toMatchObject({ identityName: 'Twin Viper', valid: false, groupIds: [g.id] });
    expect(list[1].problems).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      id: empty.id,
      identity: null,
      identityName: null,
      size: 0,
      valid: false,
      problems: 2,
    }); // no identity, too few cards
    // a save brings it to the top and re-validates
    await call(c, 'decks.save', { game: G, id: legal.id, slots: { ...legal.slots, '90116': 1 } });
    const again = await call(c, 'decks.list', { game: G });
    expect(again[0]).toMatchObject({ id: legal.id, valid: false, size: 38, version: 2 });
  });

  it('without an imported catalog: decks are listed, marked unchecked (catalog_not_imported), never "valid with 0 problems"', async () => {
    const d = await createNightjar();
    const [s] = await call(c, 'decks.list', { game: G });
    expect(s).toMatchObject({
      id: d.id,
      valid: false,
      problems: 1,
      unchecked: 'catalog_not_imported',
      identityName: null,
      size: 41,
    });
    // versions and diffs still work; validate/import/export need the card data
    expect((await call(c, 'decks.versions', { game: G, id: d.id }))[0].size).toBe(41);
    expect((await call(c, 'decks.diff', { game: G, id: d.id, from: 1, to: 1 })).cards).toEqual([]);
    await importMcFixture(c, dir);
    expect((await call(c, 'decks.list', { game: G }))[0]).toMatchObject({
      valid: true,
      problems: 0,
      size: 40,
      identityName: 'Nightjar',
    });
    expect((await call(c, 'decks.versions', { game: G, id: d.id }))[0].size).toBe(40);
  });
});

describe('decks.validate', () => {
  it('returns the validator result (§4.1) with the charts', async () => {
    await importMcFixture(c, dir);
    const ok = await call(c, 'decks.validate', { game: G, deck: nightjarDeck() });
    expect(ok).toMatchObject({
      valid: true,
      problems: [],
      identity: '90001a',
      aspects: ['justice'],
      size: 40,
      collection: null,
    });
    expect(ok.stats.costCurve).toEqual({ '1': 21, '2': 6, '3': 7 });
    expect(ok.stats.aspects).toEqual({ hero: 15, justice: 21, basic: 4 });
    const bad = await call(c, 'decks.validate', {
      game: G,
      deck: { ...nightjarDeck(), slots: { ...nightjarDeck().slots, '90110': 4 } },
    });
    expect(bad.valid).toBe(false);
    expect(bad.problems).toContainEqual({
      code: 'deck.tooManyCopies',
      params: expect.objectContaining({ codes: ['90110'], count: 4, max: 3 }),
    });
  });

  it('the "only cards I own / that are free" constraint reads the collection, reprint-aware; copies in this deck count as free for it', async () => {
    await importMcFixture(c, dir);
    const d = await createNightjar();
    const other = await createNightjar('Other');
    const deck = nightjarDeck();
    // own everything once per copy needed, Energy Surge partly as its reprint
    for (const [code, q] of Object.entries(deck.slots)) if (code !== '90150') addCopies(code, q);
    addCopies('90001a', 1);
    addCopies('90150', 1);
    addCopies('92090', 2);
    addCopies('90151', 1, null, 'missing'); // a missing copy is not owned
    const owned = await call(c, 'decks.validate', { game: G, deck, constraint: 'owned' });
    expect(owned.collection).toEqual({ kind: 'owned', ok: true, problems: [], missing: {} });

    // 3 Clean Sweep: 2 allocated to the other deck, 1 to this one
    db()
      .prepare("UPDATE copies SET deck_id = ? WHERE id IN (SELECT id FROM copies WHERE code = '90110' LIMIT 2)")
      .run(other.id);
    db()
      .prepare(
        "UPDATE copies SET deck_id = ? WHERE id IN (SELECT id FROM copies WHERE code = '90110' AND deck_id IS NULL)",
      )
      .run(d.id);
    const free = await call(c, 'decks.validate', { game: G, deck, constraint: 'free' });
    expect(free.collection).toMatchObject({ kind: 'free', ok: false, missing: { '90110': 3 } });
    expect(free.collection?.problems).toEqual([
      { code: 'deck.notFree', params: { code: '90110', name: 'Clean Sweep', need: 3, have: 0 } },
    ]);
    const forThis = await call(c, 'decks.validate', { game: G, deck, constraint: 'free', deckId: d.id });
    expect(forThis.collection?.missing).toEqual({ '90110': 2 });
    // legality is separate from the constraint
    expect(forThis.valid).toBe(true);
    // a write to the collection is seen by the next validation (no stale cache)
    addCopies('90110', 2);
    expect((await call(c, 'decks.validate', { game: G, deck, constraint: 'free', deckId: d.id })).collection?.ok).toBe(
      true,
    );
    db().prepare("UPDATE copies SET status = 'damaged' WHERE code = '90001a'").run();
    expect((await call(c, 'decks.validate', { game: G, deck, constraint: 'owned' })).collection?.missing).toEqual({
      '90001a': 1,
    });
  });

  it('errors: catalog_not_imported, deck_not_found for an unknown deck with "free", invalid_args', async () => {
    expect((await callError(c, 'decks.validate', { game: G, deck: nightjarDeck() })).code).toBe('catalog_not_imported');
    await importMcFixture(c, dir);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await callError(c, 'decks.validate', { game: G, deck: nightjarDeck(), constraint: 'free', deckId: unknown }),
    ).toEqual({ code: 'deck_not_found', params: { id: unknown } });
    expect(
      (await callError(c, 'decks.validate', { game: G, deck: { identity: null, aspects: [], slots: { a: -1 } } })).code,
    ).toBe('invalid_args');
  });
});

describe('import and export', () => {
  const decks = [
    ['Nightjar', nightjarDeck()],
    ['Twin Viper (two aspects)', twinViperDeck()],
    ['Prism Sage (four aspects)', prismSageDeck()],
    ['Ironbark', ironbarkDeck()],
    [
      'Nightjar with reprints',
      { ...nightjarDeck(), slots: { ...nightjarDeck().slots, '90003': 0, '92091': 3, '90150': 1, '92090': 2 } },
    ],
  ] as const;
  const formats = [
    ['marvelcdb-json', '.json', 'application/json'],
    ['text', '.txt', 'text/plain'],
    ['octgn', '.o8d', 'application/xml'],
  ] as const;
  const clean = (slots: Record<string, number>) => Object.fromEntries(Object.entries(slots).filter(([, q]) => q > 0));

  it.each(formats.flatMap(([f, ext, mime]) => decks.map(([label, deck]) => [f, label, deck, ext, mime] as const)))(
    'round trip through the API: %s, %s (export → import gives the same slots)',
    async (format, _label, deck, ext, mime) => {
      await importMcFixture(c, dir);
      const d = await call(c, 'decks.create', {
        game: G,
        name: 'Round Trip',
        identity: deck.identity,
        aspects: deck.aspects,
        slots: deck.slots,
        notes: 'Plan: <b>hold</b> & "wait"',
      });
      const out = await call(c, 'decks.export', { game: G, id: d.id, format });
      expect(out).toMatchObject({ fileName: `Round Trip${ext}`, mime, warnings: [] });
      const back = await call(c, 'decks.import', { game: G, content: out.content, name: 'Given' });
      expect(back.problems).toEqual([]);
      const stored = await call(c, 'decks.get', { game: G, id: back.deck.id });
      // a reprint without an OCTGN id of its own travels as its original (the same card)
      const expected = clean(
        format === 'octgn' && deck.slots['92091']
          ? { ...deck.slots, '92091': 0, '90003': deck.slots['92091'] }
          : deck.slots,
      );
      expect(stored.slots).toEqual(expected);
      expect(stored.identity).toBe(deck.identity);
      expect(back.deck.valid).toBe(true);
      // .o8d carries no deck name: the given name is used
      expect(stored.name).toBe(format === 'octgn' ? 'Given' : 'Round Trip');
      if (format !== 'text') expect(stored.notes).toBe('Plan: <b>hold</b> & "wait"');
    },
  );

  it('exports any version, with a file name safe on every system', async () => {
    await importMcFixture(c, dir);
    const d = await createNightjar('A/B: "best" deck?.');
    await call(c, 'decks.save', { game: G, id: d.id, slots: { ...d.slots, '90116': 1 }, name: 'CON' });
    const v1 = await call(c, 'decks.export', { game: G, id: d.id, format: 'marvelcdb-json', version: 1 });
    expect(v1.fileName).toBe('A_B_ _best_ deck_.json');
    expect(JSON.parse(v1.content).slots['90116']).toBe(3);
    const v2 = await call(c, 'decks.export', { game: G, id: d.id, format: 'text' });
    expect(v2.fileName).toBe('_CON.txt');
    expect(v2.content).toContain('1x Verdict');
    expect((await callError(c, 'decks.export', { game: G, id: d.id, format: 'octgn', version: 5 })).code).toBe(
      'deck_version_not_found',
    );
  });

  it('export returns the exporter’s warnings: a card without an OCTGN id is left out of the .o8d and named', async () => {
    const files = fixtureFiles();
    const ember = files['pack/ember.json'] as Array<Record<string, unknown>>;
    ember.find((r) => r.code === '90110')!.octgn_id = null;
    await call(c, 'catalog.import', { game: G, source: { path: writeFolder(path.join(dir, 'no-id'), files) } });
    const d = await createNightjar();
    const o8d = await call(c, 'decks.export', { game: G, id: d.id, format: 'octgn' });
    expect(o8d.warnings).toEqual([{ code: 'format.noOctgnId', params: { code: '90110', quantity: d.slots['90110'] } }]);
    expect(o8d.content).not.toContain('Clean Sweep');
    // the other formats carry every card
    for (const format of ['marvelcdb-json', 'text'] as const)
      expect((await call(c, 'decks.export', { game: G, id: d.id, format })).warnings, format).toEqual([]);
  });

  it('detects the format when not given, and uses the one given', async () => {
    await importMcFixture(c, dir);
    const text = '3x Clean Sweep\n2x Hush Step\nNightjar';
    const r = await call(c, 'decks.import', { game: G, content: text });
    expect(r.deck.identity).toBe('90001a');
    expect((await call(c, 'decks.get', { game: G, id: r.deck.id })).slots).toEqual({ '90003': 2, '90110': 3 });
    const forced = await callError(c, 'decks.import', { game: G, content: text, format: 'marvelcdb-json' });
    expect(forced).toEqual({
      code: 'deck_import_invalid',
      params: { format: 'marvelcdb-json', reason: 'format.invalidJson', details: {} },
    });
  });

  it('names an imported deck from the file, else the name given, else "<hero> deck" in the import language (hero in the card language)', async () => {
    await importMcFixture(c, dir);
    const json = (name: string) => JSON.stringify({ name, investigator_code: '90001a', slots: { '90110': 3 } });
    expect((await call(c, 'decks.import', { game: G, content: json('From File'), name: 'Given' })).deck.name).toBe(
      'From File',
    );
    expect((await call(c, 'decks.import', { game: G, content: json(''), name: 'Given' })).deck.name).toBe('Given');
    expect((await call(c, 'decks.import', { game: G, content: json('') })).deck.name).toBe('Nightjar deck');
    expect((await call(c, 'decks.import', { game: G, content: json(''), lang: 'de' })).deck.name).toBe(
      'Nachtschwalbe-Deck',
    );
    expect((await call(c, 'decks.import', { game: G, content: json(''), lang: 'tr' })).deck.name).toBe(
      'Nightjar destesi',
    );
    expect((await call(c, 'decks.import', { game: G, content: json(''), lang: 'hu' })).deck.name).toBe(
      'Nightjar-pakli',
    );
    // a pasted list whose first line is the bare hero name: that line is the identity, the deck is named after the hero
    const pasted = await call(c, 'decks.import', { game: G, content: 'Nightjar\n3x Clean Sweep\nwhat is this line' });
    expect(pasted.deck).toMatchObject({ name: 'Nightjar deck', identity: '90001a' });
    expect(pasted.problems).toEqual([{ code: 'format.unknownLine', params: { line: 3, text: 'what is this line' } }]);
    // MarvelCDB's layout: the first line is the deck's name, the identity line follows
    const cdb = await call(c, 'decks.import', {
      game: G,
      content: 'Ironbark\n\nNightjar (Ember Core)\n\n3x Clean Sweep',
    });
    expect(cdb.deck).toMatchObject({ name: 'Ironbark', identity: '90001a' });
    const noIdentity = JSON.stringify({ slots: { '90110': 3 } });
    expect((await call(c, 'decks.import', { game: G, content: noIdentity, lang: 'hu' })).deck.name).toBe(
      'Importált pakli',
    );
    expect((await call(c, 'decks.import', { game: G, content: json('x'.repeat(300)) })).deck.name).toHaveLength(120);
  });

  it('reports what could not be carried (cards named by code), keeps the rest, stores notes and tags', async () => {
    await importMcFixture(c, dir);
    const content = JSON.stringify({
      name: 'Partial',
      investigator_code: '90001a',
      slots: { '90110': 3, '99999': 2, '90111': 'two', '90112': 120 },
      meta: '{"aspect":"justice","aspect2":"sorcery"}',
      description_md: 'notes here',
      tags: 'solo, fun',
    });
    const r = await call(c, 'decks.import', { game: G, content });
    expect(r.problems).toEqual(
      expect.arrayContaining([
        { code: 'format.unknownCard', params: { code: '99999' } },
        { code: 'format.badQuantity', params: { code: '90111', quantity: 'two' } },
        { code: 'format.unknownAspect', params: { aspect: 'sorcery' } },
        { code: 'format.badQuantity', params: { code: '90112', quantity: 120 } },
      ]),
    );
    const stored = await call(c, 'decks.get', { game: G, id: r.deck.id });
    expect(stored).toMatchObject({
      name: 'Partial',
      slots: { '90110': 3, '90112': 99 },
      aspects: ['justice'],
      notes: 'notes here',
      tags: ['solo', 'fun'],
      version: 1,
    });
    expect(r.deck.valid).toBe(false);
    expect(deckEvents()).toEqual([{ game: G, id: r.deck.id }]);
  });

  it('nothing readable → deck_import_invalid with the reason code, nothing stored', async () => {
    await importMcFixture(c, dir);
    const cases: Array<[string, string | undefined, string, string]> = [
      ['{ not json', undefined, 'marvelcdb-json', 'format.invalidJson'],
      ['{"hello": 1}', undefined, 'marvelcdb-json', 'format.notADeck'],
      ['{"slots": {"99999": 2}}', undefined, 'marvelcdb-json', 'format.unknownCard'],
      ['<deck><section', undefined, 'octgn', 'format.invalidXml'],
      ['<notadeck/>', undefined, 'octgn', 'format.notADeck'],
      ['<deck game="x"></deck>', undefined, 'octgn', 'format.notADeck'],
      ['just some words', undefined, 'text', 'format.noCardsRecognized'],
      // issue 13 §7: lines without one card say so, and fields of the wrong type are named
      ['Deck name\nand some words', undefined, 'text', 'format.noCardsRecognized'],
      ['3x Nothing\n2 Foo\nhello', 'text', 'text', 'format.noCardsRecognized'],
      ['{"hero_code": 90001, "slots": {}}', undefined, 'marvelcdb-json', 'format.wrongType'],
      ['{"hero_code": "90001a", "slots": 5}', undefined, 'marvelcdb-json', 'format.wrongType'],
      ['{"hero_code": "90001a", "slots": {}, "name": 7}', undefined, 'marvelcdb-json', 'format.wrongType'],
      ['# only a comment', 'text', 'text', 'format.notADeck'],
    ];
    for (const [content, format, expectFormat, reason] of cases) {
      const err = await callError(c, 'decks.import', { game: G, content, ...(format ? { format } : {}) });
      expect(err.code, content).toBe('deck_import_invalid');
      expect(err.params, content).toMatchObject({ format: expectFormat, reason });
      const details = err.params.details as Record<string, unknown>;
      if (reason === 'format.wrongType') expect(content).toContain(`"${String(details.field)}"`);
      if (reason === 'format.noCardsRecognized') expect(details.lines).toBe(content.split('\n').length);
    }
    expect(await call(c, 'decks.list', { game: G })).toEqual([]);
    expect(deckEvents()).toEqual([]);
  });

  it('a file with more different cards than a deck may hold (500) is refused whole: format.tooManyCards, nothing stored', async () => {
    // a catalog with 520 extra basic events, so the file's cards are all real
    const files = fixtureFiles();
    (files['packs.json'] as Array<Record<string, unknown>>).push({
      code: 'bulk',
      name: 'Bulk Pack',
      pack_type_code: 'hero',
      position: 9,
      date_release: '2031-01-01',
      size: 520,
    });
    files['pack/bulk.json'] = Array.from({ length: 520 }, (_, i) => ({
      code: String(95001 + i),
      pack_code: 'bulk',
      position: i + 1,
      quantity: 1,
      name: `Bulk Event ${i + 1}`,
      type_code: 'event',
      faction_code: 'basic',
      cost: 1,
      deck_limit: 3,
    }));
    await call(c, 'catalog.import', { game: G, source: { path: writeFolder(path.join(dir, 'bulk'), files) } });
    const slotsOf = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(95001 + i), 1]));
    const json = (n: number) => JSON.stringify({ name: `Huge ${n}`, investigator_code: '90001a', slots: slotsOf(n) });
    for (const [content, format] of [
      [json(501), 'marvelcdb-json'],
      [Array.from({ length: 501 }, (_, i) => `1x Bulk Event ${i + 1}`).join('\n'), 'text'],
    ] as const) {
      const err = await callError(c, 'decks.import', { game: G, content });
      expect(err).toEqual({
        code: 'deck_import_invalid',
        params: { format, reason: 'format.tooManyCards', details: { count: 501, max: 500 } },
      });
    }
    expect(await call(c, 'decks.list', { game: G })).toEqual([]);
    expect(deckEvents()).toEqual([]);
    // exactly 500 is a deck that can be stored (and saved again)
    const ok = await call(c, 'decks.import', { game: G, content: json(500) });
    expect(Object.keys((await call(c, 'decks.get', { game: G, id: ok.deck.id })).slots)).toHaveLength(500);
  });

  it('import and export need the catalog', async () => {
    const d = await createNightjar();
    expect((await callError(c, 'decks.import', { game: G, content: '3x Clean Sweep' })).code).toBe(
      'catalog_not_imported',
    );
    expect((await callError(c, 'decks.export', { game: G, id: d.id, format: 'text' })).code).toBe(
      'catalog_not_imported',
    );
  });
});

describe('deck groups', () => {
  it('create, rename and replace members, list, delete; repeated ids count once; events', async () => {
    const a = await createNightjar('A');
    const b = await createNightjar('B');
    events.length = 0;
    const g = await call(c, 'decks.saveGroup', { game: G, name: 'Table', deckIds: [b.id, a.id, b.id] });
    expect(g).toMatchObject({ name: 'Table', deckIds: [b.id, a.id] });
    expect(deckEvents()).toEqual([{ game: G, id: null }]);
    expect((await call(c, 'decks.get', { game: G, id: a.id })).groupIds).toEqual([g.id]);
    const g2 = await call(c, 'decks.saveGroup', { game: G, name: 'Another', deckIds: [a.id] });
    const renamed = await call(c, 'decks.saveGroup', { game: G, id: g.id, name: 'Friday', deckIds: [a.id] });
    expect(renamed).toMatchObject({ id: g.id, name: 'Friday', deckIds: [a.id], createdAt: g.createdAt });
    expect(renamed.updatedAt > g.updatedAt).toBe(true);
    expect((await call(c, 'decks.groups', { game: G })).map((x) => [x.name, x.deckIds])).toEqual([
      ['Another', [a.id]],
      ['Friday', [a.id]],
    ]);
    expect((await call(c, 'decks.get', { game: G, id: a.id })).groupIds).toEqual([g2.id, g.id]);
    expect((await call(c, 'decks.get', { game: G, id: b.id })).groupIds).toEqual([]);
    expect(await call(c, 'decks.deleteGroup', { game: G, id: g.id })).toBeNull();
    expect((await call(c, 'decks.groups', { game: G })).map((x) => x.id)).toEqual([g2.id]);
    // deleting a group leaves its decks
    expect((await call(c, 'decks.list', { game: G })).length).toBe(2);
  });

  it('errors: an unknown deck → deck_not_found (nothing saved), an unknown group → deck_group_not_found', async () => {
    const a = await createNightjar('A');
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(await callError(c, 'decks.saveGroup', { game: G, name: 'T', deckIds: [a.id, unknown] })).toEqual({
      code: 'deck_not_found',
      params: { id: unknown },
    });
    expect(await call(c, 'decks.groups', { game: G })).toEqual([]);
    expect(await callError(c, 'decks.saveGroup', { game: G, id: unknown, name: 'T', deckIds: [] })).toEqual({
      code: 'deck_group_not_found',
      params: { id: unknown },
    });
    expect(await callError(c, 'decks.deleteGroup', { game: G, id: unknown })).toEqual({
      code: 'deck_group_not_found',
      params: { id: unknown },
    });
  });
});

describe('errors', () => {
  const unknown = '00000000-0000-4000-8000-000000000002';
  it.each([
    ['decks.get', { id: unknown }],
    ['decks.get', { id: unknown, version: 1 }],
    ['decks.save', { id: unknown, name: 'x' }],
    ['decks.copy', { id: unknown }],
    ['decks.delete', { id: unknown }],
    ['decks.versions', { id: unknown }],
    ['decks.diff', { id: unknown, from: 1, to: 1 }],
  ])('%s on an unknown deck → deck_not_found', async (method, args) => {
    expect(await callError(c, method, { game: G, ...args })).toEqual({
      code: 'deck_not_found',
      params: { id: unknown },
    });
  });

  it('an unknown version → deck_version_not_found', async () => {
    const d = await createNightjar();
    expect(await callError(c, 'decks.get', { game: G, id: d.id, version: 2 })).toEqual({
      code: 'deck_version_not_found',
      params: { id: d.id, version: 2 },
    });
  });

  it('bad arguments → invalid_args (empty name, bad id, negative count, malformed game id)', async () => {
    for (const [m, a] of [
      ['decks.create', { game: G, name: '  ' }],
      ['decks.get', { game: G, id: 'nope' }],
      ['decks.create', { game: G, name: 'x', slots: { '90110': -1 } }],
      ['decks.list', { game: 'Not A Game!' }],
    ] as const) {
      expect((await callError(c, m, a)).code, m).toBe('invalid_args');
    }
  });

  it('a game that is not registered → unknown_game; a format the game lacks → deck_format_unknown', async () => {
    expect(await callError(c, 'decks.list', { game: 'no-such-game' })).toEqual({
      code: 'unknown_game',
      params: { game: 'no-such-game' },
    });
    expect(await callError(c, 'decks.export', { game: G, id: unknown, format: 'pdf' })).toEqual({
      code: 'deck_format_unknown',
      params: { game: G, format: 'pdf' },
    });
    expect(await callError(c, 'decks.import', { game: G, format: 'pdf', content: 'x' })).toEqual({
      code: 'deck_format_unknown',
      params: { game: G, format: 'pdf' },
    });
  });

  it('every storage method without an open save file → no_save_open', async () => {
    await importMcFixture(c, dir);
    backend.context.saves.close();
    for (const [m, a] of [
      ['decks.list', {}],
      ['decks.get', { id: unknown }],
      ['decks.create', { name: 'x' }],
      ['decks.save', { id: unknown }],
      ['decks.copy', { id: unknown }],
      ['decks.delete', { id: unknown }],
      ['decks.versions', { id: unknown }],
      ['decks.diff', { id: unknown, from: 1, to: 2 }],
      ['decks.import', { content: '3x Clean Sweep' }],
      ['decks.export', { id: unknown, format: 'text' }],
      ['decks.groups', {}],
      ['decks.saveGroup', { name: 'x', deckIds: [] }],
      ['decks.deleteGroup', { id: unknown }],
      ['decks.validate', { deck: nightjarDeck(), constraint: 'owned' }],
    ] as const) {
      expect((await callError(c, m, { game: G, ...a })).code, m).toBe('no_save_open');
    }
    // validation without the collection constraint needs no save file
    expect((await call(c, 'decks.validate', { game: G, deck: nightjarDeck() })).valid).toBe(true);
  });
});
