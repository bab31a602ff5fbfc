/**
 * The play history store against the real backend in-process (issue 19): the games with a history
 * and 'me'; a play entered by hand from the editor's draft listed and counted; an impossible result
 * refused with a reason the screens have a message for; export and a re-import that finds only
 * duplicates; delete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { ApiFailure, setApiClient } from '../../../renderer/src/api/client';
import { draftToInput, newDraft, refusalReason } from '../../../renderer/src/views/history/history-model';
import { useHistoryStore } from '../../../renderer/src/views/history/store';
import { removeDir, tempDir } from '../../support/backend';
import { backendApiClient } from '../../support/fake-api';

const MC = 'marvel-champions';
let dir: string;
let backend: Backend;

beforeEach(() => {
  setActivePinia(createPinia());
  dir = tempDir();
  backend = createBackend({ dataDir: path.join(dir, 'data'), appVersion: 't', log: () => undefined });
  setApiClient(backendApiClient(() => backend, []));
});
afterEach(() => {
  setApiClient(null);
  backend.close();
  removeDir(dir);
});

const en = JSON.parse(fs.readFileSync(path.resolve('renderer/src/locales/history/en.json'), 'utf8')) as {
  history: { error: Record<string, string> };
};

describe('history store', () => {
  it('a play by hand from the editor draft is listed and counted; an impossible edit is refused with a known reason', async () => {
    const store = useHistoryStore();
    await store.loadBasics();
    expect(store.me?.id).toBe('me');
    const info = store.gameInfo(MC);
    expect(info?.result.kind).toBe('team');

    const draft = newDraft(info!, '2026-03-01');
    draft.seats[0].result = 'win';
    draft.note = 'club night';
    const saved = await store.savePlay(draftToInput(draft));
    await store.show({ game: MC });
    expect(store.page.plays.map((p) => p.id)).toEqual([saved.id]);
    expect(store.stats?.totals).toMatchObject({ plays: 1, wins: 1, winRate: 1 });

    // a second seat that lost while the first won: not in a co-operative game
    const edit = newDraft(info!, '2026-03-01');
    edit.id = saved.id;
    edit.seats = [
      { ...draft.seats[0] },
      { ...draft.seats[0], seat: 'h2', playerId: null, playerName: 'Ann', result: 'loss' },
    ];
    const failure = await store.savePlay(draftToInput(edit)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    const reason = refusalReason(failure);
    expect(reason?.key).toMatch(/^history\.error\./);
    expect(en.history.error[reason!.key.slice('history.error.'.length)]).toBeTruthy();
    expect(store.busy.save).toBe(false);
    await store.show({ game: MC });
    expect(store.page.plays[0].seats).toHaveLength(1);
  });

  it('export then re-import finds only duplicates and writes nothing; delete removes the play', async () => {
    const store = useHistoryStore();
    await store.loadBasics();
    const info = store.gameInfo(MC)!;
    for (const day of ['2026-01-05', '2026-02-07']) {
      const d = newDraft(info, day);
      d.seats[0].result = 'loss';
      await store.savePlay(draftToInput(d));
    }
    await store.show({});
    const file = await store.exportPlays('csv');
    const report = await store.importPlays({ format: 'csv', content: file.content, dryRun: true });
    expect(report.problems).toEqual([]);
    expect(report.duplicates).toHaveLength(2);
    const done = await store.importPlays({ format: 'csv', content: file.content, dryRun: false });
    expect(done.imported).toBe(0);
    expect(store.page.total).toBe(2);

    await store.deletePlay(store.page.plays[0].id);
    expect(store.page.total).toBe(1);
    expect(store.stats?.totals.plays).toBe(1);
  });
});
