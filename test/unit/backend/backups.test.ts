import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_PER_REASON } from '../../../electron/backend/db/backups';
import { call, callError, fakeClock, inProcess, makeBackend, removeDir, tempDir } from '../../support/backend';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

const HOUR = 3600_000;

describe('backups', () => {
  it('round trip: back up, change, restore → the earlier state; the restore itself can be undone', async () => {
    const clock = fakeClock();
    const b = makeBackend(dir, clock.now);
    const c = inProcess(b);
    await call(c, 'settings.set', { key: 'locale', value: 'de' });
    await call(c, 'settings.set', { key: 'ui.cards.view', value: { mode: 'grid', size: 3 } });
    clock.advance(1000);
    const backup = await call(c, 'backups.create', {});
    expect(backup.reason).toBe('manual');
    clock.advance(1000);
    await call(c, 'settings.set', { key: 'locale', value: 'hu' });
    await call(c, 'settings.set', { key: 'ui.cards.view', value: null });

    clock.advance(1000);
    const restored = await call(c, 'backups.restore', { id: backup.id });
    const settings = await call(c, 'settings.get', {});
    expect(settings.locale).toBe('de');
    expect(settings.ui['ui.cards.view']).toEqual({ mode: 'grid', size: 3 });
    expect(restored.path).toBe((await call(c, 'saves.current', {}))!.path);

    // The state just before the restore was kept as a 'restore' backup.
    const list = await call(c, 'backups.list', {});
    const undo = list.find((e) => e.reason === 'restore')!;
    expect(undo).toBeTruthy();
    await call(c, 'backups.restore', { id: undo.id });
    expect((await call(c, 'settings.get', {})).locale).toBe('hu');
    b.close();
  });

  it('takes an automatic backup on open once a day, and keeps the newest 14', async () => {
    const clock = fakeClock();
    let b = makeBackend(dir, clock.now);
    expect((await call(inProcess(b), 'backups.list', {})).filter((e) => e.reason === 'auto')).toHaveLength(1);
    b.close();
    clock.advance(2 * HOUR);
    b = makeBackend(dir, clock.now);
    expect((await call(inProcess(b), 'backups.list', {})).filter((e) => e.reason === 'auto')).toHaveLength(1);
    b.close();
    for (let day = 0; day < 20; day++) {
      clock.advance(25 * HOUR);
      b = makeBackend(dir, clock.now);
      b.close();
    }
    b = makeBackend(dir, clock.now);
    const autos = (await call(inProcess(b), 'backups.list', {})).filter((e) => e.reason === 'auto');
    expect(autos).toHaveLength(KEEP_PER_REASON);
    // Newest first, and the newest is today's.
    expect(autos[0].createdAt).toBe(clock.now().toISOString());
    expect(autos.map((a) => a.createdAt)).toEqual([...autos.map((a) => a.createdAt)].sort().reverse());
    b.close();
  });

  it('keeps manual backups apart from automatic ones (14 each)', async () => {
    const clock = fakeClock();
    const b = makeBackend(dir, clock.now);
    for (let i = 0; i < KEEP_PER_REASON + 3; i++) {
      clock.advance(1000);
      await call(inProcess(b), 'backups.create', {});
    }
    const list = await call(inProcess(b), 'backups.list', {});
    expect(list.filter((e) => e.reason === 'manual')).toHaveLength(KEEP_PER_REASON);
    expect(list.filter((e) => e.reason === 'auto')).toHaveLength(1);
    b.close();
  });

  it('issue 13 §5: temp files an interrupted backup, copy or migration left are removed at start; young ones and backups stay', async () => {
    const first = makeBackend(dir);
    const c = inProcess(first);
    const backup = await call(c, 'backups.create', {});
    const fileId = (await call(c, 'saves.current', {}))!.fileId;
    first.close();
    const backupDir = path.join(dir, 'backups', fileId);
    const backupFile = path.join(backupDir, backup.id);
    const saves = path.join(dir, 'saves');
    const old = Date.now() / 1000 - 2 * 3600;
    const leftovers = [
      path.join(backupDir, `.${backup.id}.copy-0123456789ab`),
      path.join(backupDir, '.origin.json.tmp-a1b2c3d4e5f6'),
      path.join(saves, '.Deckhand.deckhand.migrate-00aa11bb22cc'),
      path.join(saves, '.Deckhand.deckhand.migrate-00aa11bb22cc-journal'),
      path.join(dir, '.app-state.json.tmp-ffffffffffff'),
    ];
    for (const f of leftovers) {
      fs.writeFileSync(f, 'half written');
      fs.utimesSync(f, old, old);
    }
    const young = path.join(backupDir, `.${backup.id}.copy-abcdefabcdef`);
    fs.writeFileSync(young, 'still being written by another Deckhand');
    const lookalike = path.join(saves, 'notes.copy-0123456789ab');
    fs.writeFileSync(lookalike, 'a user file');
    fs.utimesSync(lookalike, old, old);

    const second = makeBackend(dir);
    try {
      for (const f of leftovers) expect(fs.existsSync(f), f).toBe(false);
      expect(fs.existsSync(young)).toBe(true);
      expect(fs.existsSync(lookalike)).toBe(true);
      expect(fs.existsSync(backupFile)).toBe(true);
      expect((await call(inProcess(second), 'backups.list', {})).map((b) => b.id)).toContain(backup.id);
    } finally {
      second.close();
    }
  });

  it('refuses an unknown or tampered backup and changes nothing', async () => {
    const b = makeBackend(dir);
    const c = inProcess(b);
    await call(c, 'settings.set', { key: 'locale', value: 'tr' });
    expect((await callError(c, 'backups.restore', { id: 'nope.deckhand' })).code).toBe('backup_not_found');
    expect((await callError(c, 'backups.restore', { id: '../../x' })).code).toBe('invalid_args');
    const backup = await call(c, 'backups.create', {});
    const save = (await call(c, 'saves.current', {}))!;
    fs.writeFileSync(path.join(dir, 'backups', save.fileId, backup.id), Buffer.alloc(4096, 1));
    expect((await callError(c, 'backups.restore', { id: backup.id })).code).toBe('save_damaged');
    expect((await call(c, 'settings.get', {})).locale).toBe('tr');
    b.close();
  });

  it('restores a backup over a file that became too damaged to open, keeping the damaged file aside', async () => {
    const clock = fakeClock();
    let b = makeBackend(dir, clock.now);
    const c = inProcess(b);
    await call(c, 'settings.set', { key: 'locale', value: 'de' });
    clock.advance(1000);
    const backup = await call(c, 'backups.create', {});
    const file = (await call(c, 'saves.current', {}))!.path;
    b.close();
    fs.writeFileSync(file, Buffer.alloc(8192, 9));

    b = makeBackend(dir, clock.now);
    const c2 = inProcess(b);
    expect((await call(c2, 'app.info', {})).saveProblem?.code).toBe('save_damaged');
    const offered = await call(c2, 'backups.list', {});
    expect(offered.map((e) => e.id)).toContain(backup.id);
    await call(c2, 'backups.restore', { id: backup.id });
    expect((await call(c2, 'settings.get', {})).locale).toBe('de');
    expect((await call(c2, 'app.info', {})).saveProblem).toBeNull();
    const aside = fs.readdirSync(path.dirname(file)).filter((f) => f.includes('.damaged-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(path.dirname(file), aside[0]))).toEqual(Buffer.alloc(8192, 9));
    b.close();
  });
});
