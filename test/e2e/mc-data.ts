import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nightjarDeck, rookDeck } from '../fixtures/marvel-champions/decks';
import { writeMcFixture } from './mc-fixture';
import type { HostHandle } from './fixtures';

/**
 * Marvel Champions test data for end-to-end tests: the invented fixture data set written to a
 * folder and imported into the host's catalog, and direct API calls for set-up the page under test
 * does not do itself (e.g. a deck when the deck builder is not what is being tested).
 */

/** Call the host's API as the page would (`POST /api/<method>` with the run's token); throws on an error envelope. */
export async function apiCall<T = unknown>(
  host: HostHandle,
  method: string,
  args: Record<string, unknown>,
): Promise<T> {
  const res = await fetch(`${host.origin}/api/${encodeURIComponent(method)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` },
    body: JSON.stringify(args),
  });
  const envelope = (await res.json()) as { ok: boolean; value?: T; error?: { code: string; params: unknown } };
  if (!envelope.ok) throw new Error(`${method} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.value as T;
}

/** Write the fixture data set (MarvelCDB layout) into a new temporary folder; returns the data set's folder. */
export function writeFixtureDataSet(): string {
  return writeMcFixture(fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-mc-fixture-')));
}

/** Import the fixture data set into the host's card catalog. */
export async function importFixtureCatalog(host: HostHandle): Promise<void> {
  const dir = writeFixtureDataSet();
  try {
    await apiCall(host, 'catalog.import', { game: 'marvel-champions', source: { path: dir } });
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}

/**
 * The fixture catalog, one Core Set (`ember`) in the collection and two decks that together want more
 * Clean Sweeps than it holds: "Night watch" (Nightjar's deck, with `nightTags` when given) and
 * "Rook patrol". Returns the two decks.
 */
export async function importCoreSetAndTwoDecks(
  host: HostHandle,
  nightTags?: string[],
): Promise<{ night: { id: string }; rook: { id: string } }> {
  const game = 'marvel-champions';
  await importFixtureCatalog(host);
  await apiCall(host, 'collection.addProduct', { game, packCode: 'ember', count: 1 });
  const night = await apiCall<{ id: string }>(host, 'decks.create', {
    game,
    name: 'Night watch',
    ...nightjarDeck(),
    tags: nightTags,
  });
  const rook = await apiCall<{ id: string }>(host, 'decks.create', { game, name: 'Rook patrol', ...rookDeck() });
  return { night, rook };
}
