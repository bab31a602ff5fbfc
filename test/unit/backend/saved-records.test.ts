import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SavedRecords, type RecordsRepo } from '../../../electron/backend/saved-records';
import type { SaveService } from '../../../electron/backend/saves';

/**
 * Issue 11 (one copy of what the saved-games and campaigns services shared): the repo per open
 * file, transactions, the least-recently-used cache of loaded records and rename/delete with the
 * service's not-found code.
 */

class FakeRepo implements RecordsRepo {
  readonly renamed: Array<[string, string, string]> = [];
  constructor(
    readonly db: Database.Database,
    readonly ids: Set<string>,
  ) {}
  rename(id: string, name: string, updatedAt: string): boolean {
    this.renamed.push([id, name, updatedAt]);
    return this.ids.has(id);
  }
  delete(id: string): boolean {
    return this.ids.delete(id);
  }
}

interface Loaded {
  row: { id: string };
}

const opened: Database.Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A stand-in for SaveService: one open in-memory file that the test can swap. */
function fakeSaves() {
  const listeners: Array<() => void> = [];
  let db = new Database(':memory:');
  opened.push(db);
  const saves = {
    require: () => ({ db }),
    onChange: (fn: () => void) => {
      listeners.push(fn);
      return () => undefined;
    },
  } as unknown as SaveService;
  return {
    saves,
    reopen() {
      db = new Database(':memory:');
      opened.push(db);
      for (const fn of listeners) fn();
    },
  };
}

function setUp(cacheSize = 2) {
  const files = fakeSaves();
  const ids = new Set(['a', 'b', 'c']);
  const made: FakeRepo[] = [];
  const records = new SavedRecords<FakeRepo, Loaded>(
    files.saves,
    (db) => {
      const repo = new FakeRepo(db, ids);
      made.push(repo);
      return repo;
    },
    cacheSize,
    'game_not_found',
  );
  return { files, records, made, ids };
}

describe('SavedRecords (issue 11: shared by the saved-games and campaigns services)', () => {
  it('makes one repo per open file and a new one when another file is opened', () => {
    const { files, records, made } = setUp();
    const first = records.repo;
    expect(records.repo).toBe(first);
    expect(made).toHaveLength(1);
    files.reopen();
    expect(records.repo).not.toBe(first);
    expect(records.repo.db).not.toBe(first.db);
    expect(made).toHaveLength(2);
  });

  it('runs a transaction on the open file: a throw rolls every write back', () => {
    const { records } = setUp();
    const db = records.repo.db;
    db.exec('CREATE TABLE t (x INTEGER)');
    expect(records.tx(() => db.prepare('INSERT INTO t VALUES (1)').run().changes)).toBe(1);
    expect(() =>
      records.tx(() => {
        db.prepare('INSERT INTO t VALUES (2)').run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare('SELECT x FROM t').pluck().all()).toEqual([1]);
  });

  it('keeps the most recently used records up to its size and forgets all of them when the file changes', () => {
    const { files, records } = setUp(2);
    const a = { row: { id: 'a' } };
    const b = { row: { id: 'b' } };
    const c = { row: { id: 'c' } };
    records.remember(a);
    records.remember(b);
    expect(records.cached('a')).toBe(a); // a is now the most recently used
    records.remember(c); // evicts b, the least recently used
    expect(records.cached('b')).toBeUndefined();
    expect(records.cached('a')).toBe(a);
    expect(records.cached('c')).toBe(c);
    files.reopen();
    expect(records.cached('a')).toBeUndefined();
    expect(records.cached('c')).toBeUndefined();
  });

  it('rename and delete drop the record from the cache; an unknown id throws the service’s not-found code', () => {
    const { records, ids } = setUp();
    const a = { row: { id: 'a' } };
    records.remember(a);
    records.rename('a', 'New name', new Date('2030-01-02T03:04:05.000Z'));
    expect(records.repo.renamed).toEqual([['a', 'New name', '2030-01-02T03:04:05.000Z']]);
    expect(records.cached('a')).toBeUndefined();
    records.remember(a);
    records.delete('a');
    expect(ids.has('a')).toBe(false);
    expect(records.cached('a')).toBeUndefined();
    expect(() => records.delete('a')).toThrow(expect.objectContaining({ code: 'game_not_found', params: { id: 'a' } }));
    expect(() => records.rename('zz', 'x', new Date())).toThrow(
      expect.objectContaining({ code: 'game_not_found', params: { id: 'zz' } }),
    );
  });
});
