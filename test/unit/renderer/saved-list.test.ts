import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => ({
  success: [] as string[],
  warnings: [] as Array<{ title: string; content: string; onPositiveClick: () => Promise<void> }>,
}));
vi.mock('naive-ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMessage: () => ({ success: (text: string) => shown.success.push(text) }),
  useDialog: () => ({ warning: (o: (typeof shown.warnings)[number]) => shown.warnings.push(o) }),
}));

import { savedListTexts, useSavedList } from '../../../renderer/src/components/kit/saved-list';

/** A translation that shows the key and its parameters. */
const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

type Item = { id: string; name: string; updatedAt: string };
const items: Item[] = [
  { id: 'a', name: 'Old', updatedAt: '2026-01-01T10:00:00.000Z' },
  { id: 'b', name: 'New', updatedAt: '2026-02-01T10:00:00.000Z' },
];

function makeStore(rowBusy: Record<string, string> = {}) {
  return {
    list: items,
    listLoaded: true,
    busy: { list: false, import: false },
    rowBusy,
    remove: vi.fn(async (_id: string) => undefined),
  };
}

type Button = { props: Record<string, unknown> };

describe('saved-items list pages', () => {
  beforeEach(() => {
    shown.success.length = 0;
    shown.warnings.length = 0;
  });

  it("takes its texts from the kind's key prefixes", () => {
    const texts = savedListTexts(t, 'campaigns', 'campaigns.list');
    expect(texts).toMatchObject({
      lead: 'campaigns.list.intro',
      emptyTitle: 'campaigns.list.empty.title',
      create: 'campaigns.new.action',
      import: 'campaigns.import.action',
      importFailedTitle: 'campaigns.import.failedTitle',
      rename: 'campaigns.rename.action',
    });
    expect(texts.count(3)).toBe('campaigns.list.count {"n":3}');
    expect(texts.emptyBody()).toBe('campaigns.list.empty.body');
    expect(savedListTexts(t, 'savedGames').lead).toBe('savedGames.intro');
  });

  it('lists newest first; each row has open, rename, export, its other buttons and delete', async () => {
    const store = makeStore({ b: 'export' });
    const exportItem = vi.fn(async () => ({ fileName: 'x.json', content: '{}' }));
    const saved = useSavedList(store, { t, notify: vi.fn(), describe: String }, 'game', {
      texts: 'savedGames',
      importItem: vi.fn(),
      exportItem,
      exportKeys: { action: 'game.export', done: 'savedGames.exported' },
    });
    expect(saved.rows.value.map((r) => r.id)).toEqual(['b', 'a']);
    expect(saved.rowProps(() => 'finished')(items[0])).toEqual({
      'data-testid': 'game-row',
      'data-id': 'a',
      'data-status': 'finished',
    });

    const open = vi.fn();
    const verify = { label: 'Verify', testid: 'game-verify', run: vi.fn(), task: 'verify' };
    const cell = saved.rowActions(items[1], { label: 'Resume', testid: 'game-resume', run: open, primary: true }, [
      verify,
    ]);
    const buttons = cell.children as Button[];
    expect(buttons.map((b) => [b.props['data-testid'], b.props['aria-label'], b.props.loading])).toEqual([
      ['game-resume', 'Resume: New', undefined],
      ['game-rename', 'savedGames.rename.action: New', undefined],
      ['game-export', 'game.export: New', true],
      ['game-verify', 'Verify: New', false],
      ['game-delete', 'savedGames.delete.action: New', false],
    ]);

    (buttons[1].props.onClick as () => void)();
    expect(saved.renaming.value).toEqual(items[1]);
    saved.renamed({ name: 'Newer' });
    expect(shown.success).toEqual(['savedGames.rename.done {"name":"Newer"}']);
  });

  it('deletes after asking, and imports with the texts of its kind', async () => {
    const store = makeStore();
    const importItem = vi.fn(async (content: string) => ({ name: `from ${content}` }));
    const saved = useSavedList(store, { t, notify: vi.fn(), describe: () => 'broken' }, 'campaign', {
      texts: 'campaigns',
      listTexts: 'campaigns.list',
      importItem,
      exportItem: vi.fn(),
    });
    const buttons = saved.rowActions(items[0], { label: 'Open', testid: 'campaign-open', run: vi.fn() })
      .children as Button[];
    expect(buttons.map((b) => b.props['data-testid'])).toEqual([
      'campaign-open',
      'campaign-rename',
      'campaign-export',
      'campaign-delete',
    ]);
    expect(buttons[2].props['aria-label']).toBe('campaigns.export.action: Old');

    (buttons[3].props.onClick as () => void)();
    expect(shown.warnings).toHaveLength(1);
    expect(shown.warnings[0].content).toBe('campaigns.delete.body {"name":"Old"}');
    expect(store.remove).not.toHaveBeenCalled();
    await shown.warnings[0].onPositiveClick();
    expect(store.remove).toHaveBeenCalledWith('a');
    expect(shown.success).toEqual(['campaigns.delete.done {"name":"Old"}']);

    await saved.importFile({ name: 'c.json', text: 'file' });
    expect(importItem).toHaveBeenCalledWith('file');
    expect(shown.success[1]).toBe('campaigns.import.done {"name":"from file"}');
    importItem.mockRejectedValueOnce(new Error('no'));
    await saved.importFile({ name: 'd.json', text: 'bad' });
    expect(saved.importError.value).toBe('campaigns.import.failed {"file":"d.json","why":"broken"}');
  });
});
