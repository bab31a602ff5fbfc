/**
 * Deck API figures on the MarvelCDB reference data set, through dispatch (what the deck builder
 * calls on every edit), with a large collection in the save file (3 copies of every player card):
 *   mc.validateApiMs.p50/.p95          decks.validate on a legal deck of every identity and edited
 *                                      variants, constraints none/owned/free in turn
 *   mc.validateApiUncachedMs.p95       the same right after a collection write (available copies re-read)
 * Skipped, with a note on stderr, when the data set is absent.
 */
import {
  catalogIndex,
  listIdentities,
  PLAYER_CARD_TYPES,
  type McCatalog,
  type McDeck,
} from '../../core/games/marvel-champions';
import { buildLegalDeck } from '../unit/games/marvel-champions/build-decks';
import { withReferenceBackend } from './reference-backend';
import { percentile, round, timeEach } from './stats';

const G = 'marvel-champions' as const;
const CONSTRAINTS = ['none', 'owned', 'free'] as const;

export async function decksBench(): Promise<Record<string, number>> {
  return withReferenceBackend('decks', async (backend, ref) => {
    const imported = await backend.dispatch('catalog.import', { game: G, source: { path: ref } });
    if (!imported.ok) throw new Error(JSON.stringify(imported.error));
    const catalog = backend.context.catalogs[G].catalog() as McCatalog;
    const db = backend.context.saves.require().db;
    const players = catalog.cards.filter(
      (c) => !c.duplicateOf && (PLAYER_CARD_TYPES as readonly string[]).includes(c.typeCode),
    );
    const ins = db.prepare("INSERT INTO copies(game, code, added_at) VALUES ('marvel-champions', ?, '2026-01-01')");
    db.transaction(() => {
      for (const c of players) for (let i = 0; i < 3; i++) ins.run(c.code);
    })();

    const idx = catalogIndex(catalog);
    const decks: McDeck[] = listIdentities(catalog).flatMap((id) => {
      const deck = buildLegalDeck(catalog, id.code);
      const codes = Object.keys(deck.slots);
      const basic = codes.find((c) => idx.byCode.get(c)?.factionCode === 'basic') ?? codes[0];
      return [
        deck,
        { ...deck, slots: { ...deck.slots, [basic]: 4 } },
        { ...deck, slots: { ...deck.slots, [codes[codes.length - 1]]: 0 } },
      ];
    });
    const created = await backend.dispatch('decks.create', { game: G, name: 'Bench', ...decks[0] });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const deckId = (created.value as { id: string }).id;
    const validate = async (i: number) => {
      const constraint = CONSTRAINTS[i % CONSTRAINTS.length];
      const res = await backend.dispatch('decks.validate', {
        game: G,
        deck: decks[i % decks.length],
        constraint,
        ...(constraint === 'free' ? { deckId } : {}),
      });
      if (!res.ok) throw new Error(JSON.stringify(res.error));
    };
    await timeEach(decks.length, validate); // warm up
    const times = await timeEach(decks.length * 5, validate);
    const touch = db.prepare("UPDATE copies SET note = '' WHERE id = 1");
    const uncached = await timeEach(decks.length, (i) => {
      touch.run();
      return validate(i * 3 + 2); // the 'free' constraint after a write
    });
    return {
      'mc.validateApiMs.p50': round(percentile(times, 50)),
      'mc.validateApiMs.p95': round(percentile(times, 95)),
      'mc.validateApiUncachedMs.p95': round(percentile(uncached, 95)),
    };
  });
}
