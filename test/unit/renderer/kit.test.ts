import { describe, expect, it, vi } from 'vitest';
import {
  focusFirstField,
  inputAttrs,
  shownWhile,
  submitsOnEnter,
  type EnterEventLike,
} from '../../../renderer/src/components/kit/dialog';
import {
  newestFirst,
  rowActionCell,
  rowActions,
  rowButton,
  taskState,
  useFileExport,
  useFileImport,
  type ChosenFile,
} from '../../../renderer/src/components/kit/list';
import { cellTag, isVirtual, updatedColumn, VIRTUAL_FROM } from '../../../renderer/src/components/kit/table';
import { useBusyAction } from '../../../renderer/src/components/kit/useBusyAction';
import { doneText, useDialogAction } from '../../../renderer/src/components/kit/useDialogAction';
import { confirmThen, deleteTexts, type ConfirmDialogApi } from '../../../renderer/src/components/kit/useConfirmDelete';
import { createListLoader, listChanges } from '../../../renderer/src/stores/list-loader';

/** An element as the Enter rule sees it; `inside` lists the selectors it sits inside. */
function el(tagName: string, type = 'text', inside: string[] = []) {
  return { tagName, type, closest: (sel: string) => (inside.some((s) => sel.includes(s)) ? {} : null) };
}

function enter(target: unknown, extra: Partial<EnterEventLike> = {}): EnterEventLike {
  return { key: 'Enter', defaultPrevented: false, target, ...extra };
}

/** A promise to settle by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('dialog shell: Enter and focus', () => {
  it('submits on a plain Enter in a one-line field, a check box or a radio button (as a form does)', () => {
    expect(submitsOnEnter(enter(el('INPUT')))).toBe(true);
    expect(submitsOnEnter(enter(el('INPUT', 'radio')))).toBe(true);
    expect(submitsOnEnter(enter(el('INPUT', 'checkbox')))).toBe(true);
    expect(submitsOnEnter(enter(el('input', 'number')))).toBe(true);
    expect(submitsOnEnter(enter(el('INPUT', '')))).toBe(true);
  });

  it('leaves Enter alone in text areas, buttons, file fields, selects and open pickers', () => {
    expect(submitsOnEnter(enter(el('TEXTAREA')))).toBe(false);
    expect(submitsOnEnter(enter(el('BUTTON', 'button')))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT', 'file')))).toBe(false);
    expect(submitsOnEnter(enter(el('SELECT', '')))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT', 'text', ['.n-base-selection'])))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT', 'text', ['.n-auto-complete'])))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT', 'text', ['[aria-expanded="true"]'])))).toBe(false);
  });

  it('leaves Enter alone when handled already, while composing, with a modifier or another key', () => {
    expect(submitsOnEnter(enter(el('INPUT'), { defaultPrevented: true }))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT'), { isComposing: true }))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT'), { shiftKey: true }))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT'), { ctrlKey: true }))).toBe(false);
    expect(submitsOnEnter(enter(el('INPUT'), { key: 'a' }))).toBe(false);
    expect(submitsOnEnter(enter(null))).toBe(false);
  });

  it('focuses the first field of the body, and says when there is none', () => {
    const focus = vi.fn();
    let asked = '';
    const root = {
      querySelector: (sel: string) => {
        asked = sel;
        return { focus };
      },
    };
    expect(focusFirstField(root)).toBe(true);
    expect(focus).toHaveBeenCalledOnce();
    expect(asked).toContain('input');
    expect(asked).toContain('textarea');
    expect(asked).toContain(':not([disabled])');
    expect(focusFirstField({ querySelector: () => null })).toBe(false);
    expect(focusFirstField(null)).toBe(false);
  });
});

describe('useBusyAction', () => {
  it('is busy while the work runs and gives its result', async () => {
    const action = useBusyAction(() => 'failed');
    const d = deferred<number>();
    const running = action.run(() => d.promise);
    expect(action.busy.value).toBe(true);
    d.resolve(7);
    await expect(running).resolves.toBe(7);
    expect(action.busy.value).toBe(false);
    expect(action.error.value).toBeNull();
  });

  it('ignores a second call while one runs', async () => {
    const action = useBusyAction(() => 'failed');
    const d = deferred<string>();
    const first = action.run(() => d.promise);
    const second = vi.fn(async () => 'again');
    await expect(action.run(second)).resolves.toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    d.resolve('once');
    await expect(first).resolves.toBe('once');
  });

  it('keeps a failure as a sentence, clears it on the next try or on request', async () => {
    const action = useBusyAction((e) => `no: ${(e as Error).message}`);
    await expect(action.run(() => Promise.reject(new Error('disk full')))).resolves.toBeUndefined();
    expect(action.error.value).toBe('no: disk full');
    expect(action.busy.value).toBe(false);
    const d = deferred<void>();
    const again = action.run(() => d.promise);
    expect(action.error.value).toBeNull();
    d.resolve();
    await again;
    action.error.value = 'x';
    action.clear();
    expect(action.error.value).toBeNull();
  });
});

describe('shownWhile', () => {
  it('is shown while its item is there; closing it drops the item, opening does nothing', () => {
    let item: string | null = 'copy-1';
    const close = vi.fn(() => {
      item = null;
    });
    const show = shownWhile(() => item !== null, close);
    expect(show.value).toBe(true);
    show.value = true;
    expect(close).not.toHaveBeenCalled();
    show.value = false;
    expect(close).toHaveBeenCalledTimes(1);
    expect(item).toBeNull();
  });
});

describe('useDialogAction (the dialog shell running its confirming work)', () => {
  function hooks() {
    return { close: vi.fn(), notify: vi.fn(), failed: vi.fn() };
  }

  it('when the work is done: says the message made from its result, then closes', async () => {
    const runner = useDialogAction(() => 'failed');
    const h = hooks();
    const d = deferred<{ moved: number }>();
    const running = runner.submit(
      () => d.promise,
      (r: { moved: number }) => `moved ${r.moved}`,
      h,
    );
    expect(runner.busy.value).toBe(true);
    expect(h.close).not.toHaveBeenCalled();
    d.resolve({ moved: 3 });
    await expect(running).resolves.toBe(true);
    expect(runner.busy.value).toBe(false);
    expect(h.notify).toHaveBeenCalledWith('moved 3');
    expect(h.close).toHaveBeenCalledTimes(1);
    expect(h.notify.mock.invocationCallOrder[0]).toBeLessThan(h.close.mock.invocationCallOrder[0]);
    expect(h.failed).not.toHaveBeenCalled();
  });

  it('closes without a message when none is given', async () => {
    const runner = useDialogAction(() => 'failed');
    const h = hooks();
    await expect(runner.submit(async () => undefined, undefined, h)).resolves.toBe(true);
    expect(h.notify).not.toHaveBeenCalled();
    expect(h.close).toHaveBeenCalledTimes(1);
  });

  it('stays open, silently, when the work resolves to false (a field to correct, a second step)', async () => {
    const runner = useDialogAction(() => 'failed');
    const h = hooks();
    await expect(runner.submit(async () => false, 'done', h)).resolves.toBe(false);
    expect(h.close).not.toHaveBeenCalled();
    expect(h.notify).not.toHaveBeenCalled();
    expect(h.failed).not.toHaveBeenCalled();
    expect(runner.error.value).toBeNull();
  });

  it('keeps a failure as a sentence and the dialog open; the next try clears it', async () => {
    const runner = useDialogAction((e) => `no: ${(e as Error).message}`);
    const h = hooks();
    await expect(runner.submit(() => Promise.reject(new Error('taken')), 'done', h)).resolves.toBe(false);
    expect(runner.error.value).toBe('no: taken');
    expect(h.failed).toHaveBeenCalledTimes(1);
    expect(h.close).not.toHaveBeenCalled();
    expect(h.notify).not.toHaveBeenCalled();
    const d = deferred<void>();
    const again = runner.submit(() => d.promise, undefined, h);
    expect(runner.error.value).toBeNull();
    d.resolve();
    await expect(again).resolves.toBe(true);
  });

  it('ignores a second submit while the first runs', async () => {
    const runner = useDialogAction(() => 'failed');
    const h = hooks();
    const d = deferred<void>();
    const first = runner.submit(() => d.promise, undefined, h);
    const second = vi.fn(async () => undefined);
    await expect(runner.submit(second, undefined, h)).resolves.toBe(false);
    expect(second).not.toHaveBeenCalled();
    expect(h.failed).not.toHaveBeenCalled();
    d.resolve();
    await first;
    expect(h.close).toHaveBeenCalledTimes(1);
  });

  it('doneText: a text as it is, a function of the result, nothing without one', () => {
    expect(doneText('Saved.', 1)).toBe('Saved.');
    expect(doneText((n: number) => `${n} added`, 2)).toBe('2 added');
    expect(doneText(undefined, 2)).toBeNull();
  });
});

describe('confirmThen', () => {
  function fakeDialog() {
    const shown: Parameters<ConfirmDialogApi['warning']>[0][] = [];
    const dialog: ConfirmDialogApi = { warning: (o) => shown.push(o) };
    return { dialog, shown };
  }
  const texts = { title: 'Delete?', body: 'Friday goes.', confirm: 'Delete', cancel: 'Cancel', done: 'Deleted.' };

  it('asks first, runs the work on yes and says it is done', async () => {
    const { dialog, shown } = fakeDialog();
    const work = vi.fn(async () => undefined);
    const report = { success: vi.fn(), notify: vi.fn() };
    confirmThen(dialog, texts, work, report);
    expect(work).not.toHaveBeenCalled();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Delete?',
      content: 'Friday goes.',
      positiveText: 'Delete',
      negativeText: 'Cancel',
      autoFocus: true,
    });
    await shown[0].onPositiveClick();
    expect(work).toHaveBeenCalledOnce();
    expect(report.success).toHaveBeenCalledWith('Deleted.');
    expect(report.notify).not.toHaveBeenCalled();
  });

  it('hands a failure to notify and says nothing is done', async () => {
    const { dialog, shown } = fakeDialog();
    const failure = new Error('locked');
    const report = { success: vi.fn(), notify: vi.fn() };
    confirmThen(dialog, texts, () => Promise.reject(failure), report);
    await shown[0].onPositiveClick();
    expect(report.notify).toHaveBeenCalledWith(failure);
    expect(report.success).not.toHaveBeenCalled();
  });

  it('makes the done text from the result and keeps it up as long as asked', async () => {
    const { dialog, shown } = fakeDialog();
    const report = { success: vi.fn(), notify: vi.fn() };
    confirmThen(dialog, { ...texts, done: (n: number) => `${n} removed`, duration: 6000 }, async () => 3, report);
    await shown[0].onPositiveClick();
    expect(report.success).toHaveBeenCalledWith('3 removed', { duration: 6000 });
  });

  it('says nothing after success when there is no done text', async () => {
    const { dialog, shown } = fakeDialog();
    const report = { success: vi.fn(), notify: vi.fn() };
    confirmThen(dialog, { ...texts, done: undefined }, async () => undefined, report);
    await shown[0].onPositiveClick();
    expect(report.success).not.toHaveBeenCalled();
  });
});

describe('list pages', () => {
  it('sorts newest first without changing the input', () => {
    const items = [
      { id: 'a', updatedAt: '2026-01-01T10:00:00.000Z' },
      { id: 'b', updatedAt: '2026-03-01T10:00:00.000Z' },
      { id: 'c', updatedAt: '2026-02-01T10:00:00.000Z' },
    ];
    expect(newestFirst(items).map((x) => x.id)).toEqual(['b', 'c', 'a']);
    expect(items.map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it("spins a row's running task and holds its other buttons", () => {
    expect(taskState(undefined, 'export')).toEqual({ loading: false, disabled: false });
    expect(taskState('export', 'export')).toEqual({ loading: true, disabled: false });
    expect(taskState('delete', 'export')).toEqual({ loading: false, disabled: true });
  });

  it('makes row buttons that name their row for screen readers', () => {
    const onClick = vi.fn();
    const b = rowButton('Rename', 'game-rename', onClick, { rowName: 'Friday', disabled: true });
    expect(b.props).toMatchObject({
      size: 'tiny',
      secondary: true,
      disabled: true,
      'data-testid': 'game-rename',
      'aria-label': 'Rename: Friday',
    });
    (b.props as { onClick: () => void }).onClick();
    expect(onClick).toHaveBeenCalledOnce();
    const primary = rowButton('Open', 'open', () => undefined, { type: 'primary' });
    expect(primary.props).toMatchObject({ type: 'primary', secondary: false, 'aria-label': 'Open' });
    const icon = rowButton('Delete', 'deck-delete', () => undefined, { icon: 'trash', rowName: 'Rogue' });
    expect(icon.props).toMatchObject({
      size: 'small',
      quaternary: true,
      secondary: false,
      title: 'Delete',
      'aria-label': 'Delete: Rogue',
    });
    expect(Object.keys(icon.children as object)).toContain('icon');
    const cell = rowActions([b, primary]);
    expect(cell.props).toMatchObject({ class: 'row-actions' });
    expect(cell.children).toHaveLength(2);
  });

  it("makes a row's actions cell: the primary one free, a task's button spinning, the others waiting", () => {
    const run = vi.fn();
    const cell = rowActionCell('Friday', 'export', [
      { label: 'Open', testid: 'open', run, primary: true },
      { label: 'Rename', testid: 'rename', run, waits: true },
      { label: 'Export', testid: 'export', run, task: 'export' },
      { label: 'Delete', testid: 'delete', run, task: 'delete', icon: 'trash' },
    ]);
    const buttons = cell.children as Array<{ props: Record<string, unknown> }>;
    expect(buttons.map((b) => [b.props['data-testid'], b.props.loading, b.props.disabled])).toEqual([
      ['open', undefined, false],
      ['rename', undefined, true],
      ['export', true, false],
      ['delete', false, true],
    ]);
    expect(buttons[0].props).toMatchObject({ type: 'primary', 'aria-label': 'Open: Friday' });
    expect(buttons[3].props).toMatchObject({ quaternary: true, title: 'Delete' });
    const idle = rowActionCell('Friday', undefined, [{ label: 'Rename', testid: 'rename', run, waits: true }]);
    expect((idle.children as Array<{ props: Record<string, unknown> }>)[0].props.disabled).toBe(false);
  });

  it('imports a chosen file and keeps the failure until the next one', async () => {
    const load = vi.fn(async (f: ChosenFile) => {
      if (f.text === 'bad') throw new Error('broken');
    });
    const imp = useFileImport(load, (f, e) => `${f.name}: ${(e as Error).message}`);
    await imp.importFile({ name: 'a.json', text: 'bad' });
    expect(imp.importError.value).toBe('a.json: broken');
    const good = { name: 'b.json', text: 'good' };
    await imp.importFile(good);
    expect(load).toHaveBeenLastCalledWith(good);
    expect(imp.importError.value).toBeNull();
  });

  it('exports: downloads the made file and says so, or hands the failure on', async () => {
    const notify = vi.fn();
    const success = vi.fn();
    const download = vi.fn();
    const exportFile = useFileExport(notify, { success }, download);
    await exportFile(
      async () => ({ fileName: 'friday.json', content: '{}' }),
      (f) => `saved ${f}`,
    );
    expect(download).toHaveBeenCalledWith('friday.json', '{}');
    expect(success).toHaveBeenCalledWith('saved friday.json');
    const failure = new Error('gone');
    await exportFile(
      () => Promise.reject(failure),
      (f) => `saved ${f}`,
    );
    expect(notify).toHaveBeenCalledWith(failure);
    expect(download).toHaveBeenCalledOnce();
    expect(success).toHaveBeenCalledOnce();
  });

  it('scrolls long tables virtually when left to decide', () => {
    expect(isVirtual('auto', VIRTUAL_FROM - 1)).toBe(false);
    expect(isVirtual('auto', VIRTUAL_FROM)).toBe(true);
    expect(isVirtual(true, 3)).toBe(true);
    expect(isVirtual(false, 10_000)).toBe(false);
  });

  it("makes a table's tags and its last-change column (sorted by time, shown in the UI language)", () => {
    const tag = cellTag('Won', 'success', { 'data-testid': 'status', title: 'why' });
    expect(tag.props).toMatchObject({ size: 'small', bordered: false, type: 'success', 'data-testid': 'status' });
    expect((tag.children as { default: () => string }).default()).toBe('Won');
    const col = updatedColumn<{ updatedAt: string }>('Last change', 'en');
    const older = { updatedAt: '2026-01-02T10:00:00.000Z' };
    const newer = { updatedAt: '2026-03-04T10:00:00.000Z' };
    expect(col).toMatchObject({ key: 'updatedAt', title: 'Last change' });
    expect(col.sorter(older, newer)).toBeLessThan(0);
    expect(col.sorter(newer, older)).toBeGreaterThan(0);
    expect(col.render(newer)).toMatch(/2026/);
  });

  it("names a delete confirmation's texts after the key prefix and the thing deleted", () => {
    const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}(${String(params.name)})` : key);
    expect(deleteTexts(t, 'decks.delete', 'Rogue')).toEqual({
      title: 'decks.delete.title',
      body: 'decks.delete.body(Rogue)',
      confirm: 'decks.delete.confirm',
      cancel: 'common.cancel',
      done: 'decks.delete.done(Rogue)',
    });
  });

  it("gives a field's inner input only the attributes it needs", () => {
    expect(inputAttrs('note-input')).toEqual({ 'data-testid': 'note-input' });
    expect(inputAttrs('name', 'Name', 120, true)).toEqual({
      'data-testid': 'name',
      'aria-label': 'Name',
      maxlength: 120,
      'aria-invalid': 'true',
    });
    expect(inputAttrs('label', undefined, 40, false)).toEqual({ 'data-testid': 'label', maxlength: 40 });
  });
});

describe('createListLoader', () => {
  it('loads once more when asked again while loading, inside run', async () => {
    const answers = [deferred<{ id: string }[]>(), deferred<{ id: string }[]>()];
    let calls = 0;
    const runs: string[] = [];
    const loader = createListLoader(
      () => answers[calls++].promise,
      async (work) => {
        runs.push('start');
        await work();
        runs.push('end');
      },
    );
    const first = loader.loadList();
    const second = loader.loadList();
    expect(second).toBe(first);
    answers[0].resolve([{ id: 'old' }]);
    await Promise.resolve();
    await Promise.resolve();
    answers[1].resolve([{ id: 'new' }]);
    await first;
    expect(calls).toBe(2);
    expect(loader.list.value).toEqual([{ id: 'new' }]);
    expect(loader.listLoaded.value).toBe(true);
    expect(runs).toEqual(['start', 'end']);
    // A later call loads afresh.
    answers.push(deferred());
    const third = loader.loadList();
    expect(third).not.toBe(first);
    answers[2].resolve([]);
    await third;
    expect(calls).toBe(3);
  });

  it('patches only a loaded list: changed items in place, new ones first; drops by id', async () => {
    const loader = createListLoader(async () => [
      { id: 'a', n: 1 },
      { id: 'b', n: 1 },
    ]);
    loader.patchList({ id: 'c', n: 1 });
    expect(loader.list.value).toEqual([]);
    await loader.loadList();
    loader.patchList({ id: 'b', n: 2 });
    loader.patchList({ id: 'c', n: 1 });
    expect(loader.list.value).toEqual([
      { id: 'c', n: 1 },
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    loader.dropFromList('a');
    expect(loader.list.value.map((x) => x.id)).toEqual(['c', 'b']);
    // Reloaded from the backend (a change elsewhere): back to what it says.
    loader.reloadIfLoaded();
    await vi.waitFor(() => expect(loader.list.value.map((x) => x.id)).toEqual(['a', 'b']));
  });

  it('puts a patched item where the backend would list it, when the list has an order', async () => {
    const byN = (a: { n: number }, b: { n: number }) => b.n - a.n;
    const loader = createListLoader(
      async () => [
        { id: 'a', n: 3 },
        { id: 'b', n: 2 },
        { id: 'c', n: 1 },
      ],
      undefined,
      byN,
    );
    await loader.loadList();
    loader.patchList({ id: 'c', n: 4 });
    expect(loader.list.value.map((x) => x.id)).toEqual(['c', 'a', 'b']);
    loader.patchList({ id: 'd', n: 0 });
    expect(loader.list.value.map((x) => x.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('reloads only a loaded list, and keeps it when the reload fails', async () => {
    let calls = 0;
    let fail = false;
    const loader = createListLoader(async () => {
      calls++;
      if (fail) throw new Error('offline');
      return [{ id: 'x' }];
    });
    loader.reloadIfLoaded();
    expect(calls).toBe(0);
    await loader.loadList();
    fail = true;
    loader.reloadIfLoaded();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(loader.list.value).toEqual([{ id: 'x' }]);
  });

  it('lets a failed load be tried again', async () => {
    let fail = true;
    const loader = createListLoader(async () => {
      if (fail) throw new Error('offline');
      return [{ id: 'x' }];
    });
    await expect(loader.loadList()).rejects.toThrow('offline');
    expect(loader.listLoaded.value).toBe(false);
    fail = false;
    await loader.loadList();
    expect(loader.list.value).toEqual([{ id: 'x' }]);
  });
});

describe('listChanges', () => {
  function setup() {
    const log: string[] = [];
    const tracker = {
      run: async <R>(flag: string, work: () => Promise<R>) => {
        log.push(`run ${flag}`);
        return work();
      },
      runRow: async <R>(id: string, task: string, work: () => Promise<R>) => {
        log.push(`row ${id} ${task}`);
        return work();
      },
      mutate: async <R>(work: () => Promise<R>) => {
        log.push('mutate');
        return work();
      },
    };
    const patched: Array<{ id: string }> = [];
    const changes = listChanges<{ id: string }, 'create', 'rename' | 'delete'>(tracker, (x) => patched.push(x));
    return { log, patched, changes };
  }

  it('puts a new item into the list, picked out of the result', async () => {
    const { log, patched, changes } = setup();
    const result = await changes.added(
      'create',
      async () => ({ summary: { id: 'n' } }),
      (r) => r.summary,
    );
    expect(result).toEqual({ summary: { id: 'n' } });
    expect(patched).toEqual([{ id: 'n' }]);
    expect(log).toEqual(['run create', 'mutate']);
  });

  it("patches a changed item as its row's task, and drops a removed one", async () => {
    const { log, patched, changes } = setup();
    await changes.changed('a', 'rename', async () => ({ id: 'a' }));
    const dropped: string[] = [];
    await changes.removed(
      'b',
      'delete',
      async () => undefined,
      (id) => dropped.push(id),
    );
    expect(patched).toEqual([{ id: 'a' }]);
    expect(dropped).toEqual(['b']);
    expect(log).toEqual(['row a rename', 'mutate', 'row b delete', 'mutate']);
  });

  it('leaves the list alone when the change fails', async () => {
    const { patched, changes } = setup();
    const dropped: string[] = [];
    await expect(changes.changed('a', 'rename', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(
      changes.removed(
        'b',
        'delete',
        () => Promise.reject(new Error('no')),
        (id) => dropped.push(id),
      ),
    ).rejects.toThrow('no');
    expect(patched).toEqual([]);
    expect(dropped).toEqual([]);
  });
});
