// Edge of Darkness user content through the API (issue 16 Build 4, "Bad input"): the content editor's calls
// on the registered game, and a new game on the rules engine carrying the user's content in its record.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../electron/backend/backend';
import { call, inProcess, makeBackend, removeDir, tempDir, type Caller } from '../../support/backend';

const G = 'edge-of-darkness';
let dir: string;
let backend: Backend;
let c: Caller;
beforeEach(() => {
  dir = tempDir();
  backend = makeBackend(dir);
  c = inProcess(backend);
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

const location = {
  id: 'old-mill',
  name: { en: 'Old Mill', de: 'Alte Mühle' },
  types: ['coins'],
  abilities: [{ effects: [{ op: 'gain', res: 'coin', n: 2 }] }],
};
const advancement = {
  id: 'miller-guard',
  location: 'old-mill',
  name: { en: 'Miller guard' },
  variants: { top: 1, middle: 2, bottom: 2 },
  contact: { cubes: 1, abilities: [{ effects: [{ op: 'battle', n: 2 }] }] },
  threat: { damage: 2, rewards: [{ op: 'gain', res: 'prestige' }] },
};

describe('Edge of Darkness user content (content.*, issue 16 Build 4)', () => {
  it('content.info names the kinds and our bundled locations an advancement may stand at', async () => {
    const info = await call(c, 'content.info', { game: G });
    expect(info.kinds).toEqual(['location', 'advancement', 'starter']);
    expect(info.bundled.location!.length).toBe(16);
    expect(info.bundled.location!.find((l) => l.id === 'lantern-quay')?.name.en).toBe('Lantern Quay');
  });

  it('Bad input: a file with an unknown effect, a duplicate id and an impossible slot rule is refused whole, with lines', async () => {
    await call(c, 'content.save', { game: G, kind: 'location', value: location });
    const file = {
      format: 'deckhand.edge-of-darkness.content',
      version: 1,
      id: 'mine',
      name: { en: 'Mine' },
      advancements: [
        advancement,
        { ...advancement, variants: { top: 0 } },
        { ...advancement, id: 'other', contact: { cubes: 0, abilities: [{ effects: [{ op: 'fly' }] }] } },
      ],
    };
    const text = JSON.stringify(file, null, 2);
    const result = await call(c, 'content.import', { game: G, content: text });
    expect(result.ok).toBe(false);
    const problems = !result.ok ? result.problems : [];
    expect(problems.map((p) => p.code)).toEqual(['unknown_effect']);
    expect(text.split('\n')[problems[0]!.line! - 1]).toContain('"fly"');
    // the shapes right, the meaning wrong: both the duplicate id and the slot rule are named, each at its line
    const meaning = JSON.stringify({ ...file, advancements: file.advancements.slice(0, 2) }, null, 2);
    const refused = await call(c, 'content.import', { game: G, content: meaning });
    const lines = meaning.split('\n');
    expect(!refused.ok && refused.problems.map((p) => [p.code, lines[p.line! - 1]!.trim()])).toEqual([
      ['duplicate_id', '"id": "miller-guard",'],
      ['no_slot_variant', '"variants": {'],
    ]);
    expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['old-mill']);
  });

  it('a new rules-engine game carries the user’s content in its options (the record keeps it); userContent: false leaves it out', async () => {
    await call(c, 'content.save', { game: G, kind: 'location', value: location });
    await call(c, 'content.save', { game: G, kind: 'advancement', value: advancement });
    const info = await call(c, 'content.info', { game: G });
    const locations = ['old-mill', ...info.bundled.location!.slice(0, 9).map((l) => l.id)];
    const players = [
      { id: 'a', seats: ['p1'] },
      { id: 'b', seats: ['p2'] },
    ];
    const game = await call(c, 'games.create', { game: G, options: { players: 2, locations }, players });
    const { record } = JSON.parse((await call(c, 'games.export', { id: game.id })).content) as {
      record: {
        options: { content?: Array<{ advancements?: Array<{ id: string }>; locations?: Array<{ id: string }> }> };
      };
    };
    expect(record.options.content).toHaveLength(1);
    expect(record.options.content![0]!.advancements!.map((a) => a.id)).toEqual(['miller-guard']);
    expect(record.options.content![0]!.locations!.map((l) => l.id)).toEqual(['old-mill']);
    // the board's content names the user's advancement
    const content = (await call(c, 'games.content', { game: G, id: game.id })).content as {
      files: Array<{ advancements?: Array<{ id: string }> }>;
    };
    expect(content.files.flatMap((f) => f.advancements ?? []).some((a) => a.id === 'miller-guard')).toBe(true);
    // the game keeps its content when the user's content changes later (replay never reads it again)
    await call(c, 'content.delete', { game: G, id: 'miller-guard' });
    expect((await call(c, 'games.verify', { id: game.id })).ok).toBe(true);

    const without = await call(c, 'games.create', {
      game: G,
      options: { players: 2, userContent: false },
      players,
    });
    const plain = JSON.parse((await call(c, 'games.export', { id: without.id })).content) as {
      record: { options: Record<string, unknown> };
    };
    expect(plain.record.options.content).toBeUndefined();
    expect(plain.record.options.userContent).toBeUndefined();
  });
});
