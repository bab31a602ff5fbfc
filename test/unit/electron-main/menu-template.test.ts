import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../core/api/types';
import { MAIN_STRINGS } from '../../../electron/main/menu-i18n';
import { buildMenuTemplate, buildTextContextMenu, type MenuActions } from '../../../electron/main/menu-template';

function actions(): MenuActions {
  return {
    newSave: vi.fn(),
    openSave: vi.fn(),
    saveCopy: vi.fn(),
    backups: vi.fn(),
    importCards: vi.fn(),
    about: vi.fn(),
  };
}

function build(
  platform: string,
  opts: Partial<{
    locale: Locale;
    isDev: boolean;
    hasSave: boolean;
    actions: MenuActions;
    catalogGames: Array<{ id: string; name: string }>;
  }> = {},
) {
  return buildMenuTemplate({
    locale: 'en',
    isDev: false,
    hasSave: true,
    actions: actions(),
    catalogGames: [{ id: 'game-a', name: 'Game A' }],
    platform,
    ...opts,
  });
}

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((m) => [m, ...items((m.submenu as MenuItemConstructorOptions[] | undefined) ?? [])]);
}

const byId = (template: MenuItemConstructorOptions[], id: string) => items(template).find((i) => i.id === id);
const ids = (m: MenuItemConstructorOptions | undefined) =>
  ((m?.submenu as MenuItemConstructorOptions[]) ?? []).filter((i) => i.type !== 'separator').map((i) => i.id);

describe('application menu', () => {
  it('has File, Edit, View, Help on Windows and Linux', () => {
    for (const platform of ['win32', 'linux']) {
      const t = build(platform);
      expect(t.map((m) => m.id)).toEqual(['file', 'edit', 'view', 'help']);
      expect(ids(t[0])).toEqual([
        'file.new',
        'file.open',
        'file.saveCopy',
        'file.importCards',
        'file.backups',
        'file.quit',
      ]);
      expect(ids(t[3])).toEqual(['help.about']);
    }
  });

  it('imports card data from a folder or a zip file (two entries: one dialog cannot pick both)', () => {
    const a = actions();
    const t = build('linux', { actions: a });
    expect(ids(byId(t, 'file.importCards'))).toEqual(['file.importCards.folder', 'file.importCards.zip']);
    (byId(t, 'file.importCards.zip')?.click as () => void)();
    expect(a.importCards).toHaveBeenCalledWith('game-a', 'zip');
  });

  it('offers card data per game when several games have a catalog, and nothing when none has', () => {
    const a = actions();
    const games = [
      { id: 'game-a', name: 'Game A' },
      { id: 'game-b', name: 'Game B' },
    ];
    const t = build('linux', { actions: a, catalogGames: games });
    expect(ids(byId(t, 'file.importCards'))).toEqual(['file.importCards.game-a', 'file.importCards.game-b']);
    expect(byId(t, 'file.importCards.game-b')?.label).toBe('Game B');
    expect(ids(byId(t, 'file.importCards.game-b'))).toEqual([
      'file.importCards.game-b.folder',
      'file.importCards.game-b.zip',
    ]);
    (byId(t, 'file.importCards.game-b.folder')?.click as () => void)();
    expect(a.importCards).toHaveBeenCalledWith('game-b', 'folder');

    const none = build('linux', { catalogGames: [] });
    expect(byId(none, 'file.importCards')).toBeUndefined();
    expect(ids(none[0])).toEqual(['file.new', 'file.open', 'file.saveCopy', 'file.backups', 'file.quit']);
  });

  it('adds the app menu and Window menu on macOS, and closes windows from File', () => {
    const t = build('darwin');
    expect(t.map((m) => m.id)).toEqual(['app', 'file', 'edit', 'view', 'window', 'help']);
    expect(ids(t[0])).toEqual(['app.about', 'app.services', 'app.hide', 'app.hideOthers', 'app.showAll', 'app.quit']);
    expect(ids(t[1])).toEqual([
      'file.new',
      'file.open',
      'file.saveCopy',
      'file.importCards',
      'file.backups',
      'file.close',
    ]);
    expect(byId(t, 'app.quit')?.role).toBe('quit');
    expect(t[5].role).toBe('help');
  });

  it('offers reload and developer tools only in development', () => {
    expect(ids(build('linux').find((m) => m.id === 'view'))).toEqual([
      'view.resetZoom',
      'view.zoomIn',
      'view.zoomOut',
      'view.fullScreen',
    ]);
    const dev = ids(build('linux', { isDev: true }).find((m) => m.id === 'view'));
    expect(dev.slice(0, 2)).toEqual(['view.reload', 'view.devTools']);
    expect(dev).toContain('view.fullScreen');
  });

  it('disables Save a copy when no save file is open', () => {
    expect(byId(build('win32', { hasSave: false }), 'file.saveCopy')?.enabled).toBe(false);
    expect(byId(build('win32', { hasSave: true }), 'file.saveCopy')?.enabled).toBe(true);
  });

  it('wires the File and Help items to the actions', () => {
    const a = actions();
    const t = build('win32', { actions: a });
    const click = (id: string) => (byId(t, id)?.click as () => void)();
    click('file.new');
    click('file.open');
    click('file.saveCopy');
    click('file.backups');
    click('help.about');
    expect(a.newSave).toHaveBeenCalledTimes(1);
    expect(a.openSave).toHaveBeenCalledTimes(1);
    expect(a.saveCopy).toHaveBeenCalledTimes(1);
    expect(a.backups).toHaveBeenCalledTimes(1);
    expect(a.about).toHaveBeenCalledTimes(1);
  });

  it('uses the usual shortcuts', () => {
    const t = build('linux');
    expect(byId(t, 'file.new')?.accelerator).toBe('CmdOrCtrl+N');
    expect(byId(t, 'file.open')?.accelerator).toBe('CmdOrCtrl+O');
    expect(byId(t, 'file.saveCopy')?.accelerator).toBe('CmdOrCtrl+Shift+S');
    expect(byId(t, 'file.quit')?.accelerator).toBe('Ctrl+Q');
    expect(byId(build('win32'), 'file.quit')?.accelerator).toBeUndefined();
  });

  it.each(LOCALES)('labels every item in %s (no English role defaults leak through)', (locale) => {
    for (const platform of ['darwin', 'win32', 'linux']) {
      for (const item of items(build(platform, { locale, isDev: true }))) {
        if (item.type === 'separator') continue;
        expect(typeof item.label, `${platform} ${item.id}`).toBe('string');
        expect(item.label!.trim()).not.toBe('');
      }
    }
    const t = build('win32', { locale });
    expect(t[0].label).toBe(MAIN_STRINGS[locale].file);
    expect(byId(t, 'file.backups')?.label).toBe(MAIN_STRINGS[locale].backups);
  });
});

describe('text context menu', () => {
  const flags = { canCut: true, canCopy: true, canPaste: true, canSelectAll: true };

  it('offers cut/copy/paste/select all in an input, translated', () => {
    const t = buildTextContextMenu('de', { isEditable: true, hasSelection: false, ...flags, canCut: false });
    expect(t.filter((i) => i.type !== 'separator').map((i) => [i.role, i.label, i.enabled])).toEqual([
      ['cut', 'Ausschneiden', false],
      ['copy', 'Kopieren', true],
      ['paste', 'Einfügen', true],
      ['selectAll', 'Alles auswählen', true],
    ]);
  });

  it('offers copy for selected text and nothing elsewhere', () => {
    expect(buildTextContextMenu('tr', { isEditable: false, hasSelection: true, ...flags }).map((i) => i.label)).toEqual(
      ['Kopyala'],
    );
    expect(buildTextContextMenu('en', { isEditable: false, hasSelection: false, ...flags })).toEqual([]);
  });
});
