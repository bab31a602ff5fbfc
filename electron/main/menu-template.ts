import type { MenuItemConstructorOptions } from 'electron';
import type { Locale } from '../../core/api/types';
import { mainStrings, type MainStrings } from './menu-i18n';

/**
 * The application menu as data. Only a type comes from 'electron', so this builds (and is tested)
 * in plain Node; menu.ts turns it into a native menu and supplies the actions.
 */
export interface MenuActions {
  newSave(): void;
  openSave(): void;
  saveCopy(): void;
  backups(): void;
  importCards(game: string, source: 'folder' | 'zip'): void;
  about(): void;
}

export interface MenuTemplateOptions {
  locale: Locale;
  platform: string;
  /** Unpackaged run: adds Reload and the developer tools. */
  isDev: boolean;
  /** A save file is open (Save a copy needs one). */
  hasSave: boolean;
  /** The games with card data to import (`app.info` games with the catalog feature), named in the menu's language. */
  catalogGames: ReadonlyArray<{ id: string; name: string }>;
  actions: MenuActions;
}

const sep: MenuItemConstructorOptions = { type: 'separator' };
/** Electron roles whose label is the menu string of the same name. */
type RoleWithLabel = Extract<NonNullable<MenuItemConstructorOptions['role']>, keyof MainStrings>;

/**
 * File → Import card data: From a folder / From a zip file, under one submenu per game when more
 * than one game has card data (ids `file.importCards.<game>.folder`); absent when none has.
 */
function importCardsItems(
  t: ReturnType<typeof mainStrings>,
  games: MenuTemplateOptions['catalogGames'],
  a: MenuActions,
): MenuItemConstructorOptions[] {
  const sources = (game: string, prefix: string): MenuItemConstructorOptions[] => [
    { id: `${prefix}.folder`, label: t.importCardsFolder, click: () => a.importCards(game, 'folder') },
    { id: `${prefix}.zip`, label: t.importCardsZip, click: () => a.importCards(game, 'zip') },
  ];
  if (games.length === 0) return [];
  const submenu =
    games.length === 1
      ? sources(games[0].id, 'file.importCards')
      : games.map((g) => ({
          id: `file.importCards.${g.id}`,
          label: g.name,
          submenu: sources(g.id, `file.importCards.${g.id}`),
        }));
  return [{ id: 'file.importCards', label: t.importCards, submenu }];
}

export function buildMenuTemplate(o: MenuTemplateOptions): MenuItemConstructorOptions[] {
  const t = mainStrings(o.locale);
  const mac = o.platform === 'darwin';
  const a = o.actions;
  /** An item that runs an Electron role: id `<menu>.<role>`, labelled by the string of the role's name. */
  const roleItem = (menu: string, role: RoleWithLabel): MenuItemConstructorOptions => ({
    id: `${menu}.${role}`,
    role,
    label: t[role],
  });

  const fileItems: MenuItemConstructorOptions[] = [
    { id: 'file.new', label: t.newSave, accelerator: 'CmdOrCtrl+N', click: () => a.newSave() },
    { id: 'file.open', label: t.openSave, accelerator: 'CmdOrCtrl+O', click: () => a.openSave() },
    {
      id: 'file.saveCopy',
      label: t.saveCopy,
      accelerator: 'CmdOrCtrl+Shift+S',
      enabled: o.hasSave,
      click: () => a.saveCopy(),
    },
    sep,
    ...importCardsItems(t, o.catalogGames, a),
    { id: 'file.backups', label: t.backups, click: () => a.backups() },
    sep,
    mac
      ? { id: 'file.close', role: 'close', label: t.closeWindow }
      : {
          id: 'file.quit',
          role: 'quit',
          label: t.quit,
          // Ctrl+Q is the Linux convention; Windows quits with Alt+F4 on the window.
          ...(o.platform === 'linux' ? { accelerator: 'Ctrl+Q' } : {}),
        },
  ];

  const menu: MenuItemConstructorOptions[] = [];
  if (mac) {
    menu.push({
      id: 'app',
      label: t.appMenu,
      submenu: [
        { id: 'app.about', label: t.about, click: () => a.about() },
        sep,
        roleItem('app', 'services'),
        sep,
        roleItem('app', 'hide'),
        roleItem('app', 'hideOthers'),
        { id: 'app.showAll', role: 'unhide', label: t.showAll },
        sep,
        { id: 'app.quit', role: 'quit', label: t.quitMac },
      ],
    });
  }
  menu.push({ id: 'file', label: t.file, submenu: fileItems });
  menu.push({
    id: 'edit',
    label: t.edit,
    submenu: [
      roleItem('edit', 'undo'),
      roleItem('edit', 'redo'),
      sep,
      roleItem('edit', 'cut'),
      roleItem('edit', 'copy'),
      roleItem('edit', 'paste'),
      roleItem('edit', 'delete'),
      sep,
      roleItem('edit', 'selectAll'),
    ],
  });
  menu.push({
    id: 'view',
    label: t.view,
    submenu: [
      ...(o.isDev
        ? ([
            roleItem('view', 'reload'),
            { id: 'view.devTools', role: 'toggleDevTools', label: t.toggleDevTools },
            sep,
          ] satisfies MenuItemConstructorOptions[])
        : []),
      roleItem('view', 'resetZoom'),
      roleItem('view', 'zoomIn'),
      roleItem('view', 'zoomOut'),
      sep,
      { id: 'view.fullScreen', role: 'togglefullscreen', label: t.toggleFullScreen },
    ],
  });
  if (mac) {
    menu.push({
      id: 'window',
      role: 'window',
      label: t.window,
      submenu: [roleItem('window', 'minimize'), roleItem('window', 'zoom'), sep, roleItem('window', 'front')],
    });
  }
  menu.push({
    id: 'help',
    label: t.help,
    ...(mac ? { role: 'help' as const } : {}),
    submenu: [{ id: 'help.about', label: t.about, click: () => a.about() }],
  });
  return menu;
}

/** Context menu for text: what a right-click in an input or on selected text offers. */
export function buildTextContextMenu(
  locale: Locale,
  params: {
    isEditable: boolean;
    hasSelection: boolean;
    canCut: boolean;
    canCopy: boolean;
    canPaste: boolean;
    canSelectAll: boolean;
  },
): MenuItemConstructorOptions[] {
  const t = mainStrings(locale);
  if (params.isEditable) {
    return [
      { role: 'cut', label: t.cut, enabled: params.canCut },
      { role: 'copy', label: t.copy, enabled: params.canCopy },
      { role: 'paste', label: t.paste, enabled: params.canPaste },
      sep,
      { role: 'selectAll', label: t.selectAll, enabled: params.canSelectAll },
    ];
  }
  if (params.hasSelection) return [{ role: 'copy', label: t.copy, enabled: params.canCopy }];
  return [];
}
