import { useMessage } from 'naive-ui';
import { computed, ref, type HTMLAttributes } from 'vue';
import { newestFirst, rowActionCell, useFileExport, useFileImport, type MadeFile, type RowAction } from './list';
import { deleteTexts, useConfirmDelete } from './useConfirmDelete';

type Translate = (key: string, params?: Record<string, unknown>, plural?: number) => string;

/** One saved thing in a list (a saved game, a campaign). */
export interface SavedItem {
  id: string;
  name: string;
  updatedAt: string;
}

/** What a saved-items store offers the list page (Pinia stores fit as they are). */
export interface SavedItemsStore<S extends SavedItem> {
  list: S[];
  listLoaded: boolean;
  busy: { list: boolean; import: boolean };
  rowBusy: Record<string, string>;
  remove: (id: string) => Promise<void>;
}

/**
 * The texts of a saved-items list page, from two key prefixes: `texts` (`<texts>.new.action`,
 * `.import.action|failedTitle|done|failed`, `.rename.action|done`, `.delete.*`) and `listTexts`
 * (`<listTexts>.intro`, `.count`, `.empty.title|body`; the same as `texts` unless given).
 */
export function savedListTexts(t: Translate, texts: string, listTexts = texts) {
  return {
    lead: t(`${listTexts}.intro`),
    count: (n: number) => t(`${listTexts}.count`, { n }, n),
    emptyTitle: t(`${listTexts}.empty.title`),
    /** Asked only where the page has no body of its own (the key may not exist then). */
    emptyBody: () => t(`${listTexts}.empty.body`),
    create: t(`${texts}.new.action`),
    import: t(`${texts}.import.action`),
    importFailedTitle: t(`${texts}.import.failedTitle`),
    rename: t(`${texts}.rename.action`),
  };
}

/** The texts and files of one kind of saved thing. */
export interface SavedListKind {
  /** The key prefixes of the texts (see `savedListTexts`). */
  texts: string;
  listTexts?: string;
  importItem: (content: string) => Promise<{ name: string }>;
  exportItem: (id: string) => Promise<MadeFile>;
  /** The export button's label and the "exported" message (`{file}`); default `<texts>.export.action|done`. */
  exportKeys?: { action: string; done: string };
}

/** What the page says with: the translation, and a failure as a notification or a sentence. */
export interface SavedListSay {
  t: Translate;
  notify: (error: unknown) => unknown;
  describe: (error: unknown) => string;
}

/**
 * A list page of saved things: the rows newest first; "New…" (`creating`) and "Import…" (a failure
 * kept in `importError`); per row rename (`renaming`, then `renamed` says so), export and delete
 * (asked first), with the row's other buttons (`rowActions`), and the row's test attributes
 * (`<row>-row`; its buttons `<row>-rename`, `<row>-export`, `<row>-delete`).
 */
export function useSavedList<S extends SavedItem>(
  store: SavedItemsStore<S>,
  say: SavedListSay,
  row: string,
  kind: SavedListKind,
) {
  const { t, notify, describe } = say;
  const exportKeys = kind.exportKeys ?? { action: `${kind.texts}.export.action`, done: `${kind.texts}.export.done` };
  const message = useMessage();
  const texts = computed(() => savedListTexts(t, kind.texts, kind.listTexts));
  const rows = computed(() => newestFirst(store.list));
  const creating = ref(false);
  const renaming = ref<S | null>(null);
  const { importError, importFile } = useFileImport(
    async (file) => {
      const item = await kind.importItem(file.text);
      message.success(t(`${kind.texts}.import.done`, { name: item.name }));
    },
    (file, e) => t(`${kind.texts}.import.failed`, { file: file.name, why: describe(e) }),
  );
  const confirm = useConfirmDelete(notify);
  const exportFile = useFileExport(notify, message);

  /** The item's buttons: `first` (open, resume…), rename, export, `more`, delete. */
  function rowActions(item: S, first: RowAction<string>, more: RowAction<string>[] = []) {
    return rowActionCell(item.name, store.rowBusy[item.id], [
      first,
      { label: texts.value.rename, testid: `${row}-rename`, run: () => (renaming.value = item), waits: true },
      {
        label: t(exportKeys.action),
        testid: `${row}-export`,
        run: () =>
          void exportFile(
            () => kind.exportItem(item.id),
            (file) => t(exportKeys.done, { file }),
          ),
        task: 'export',
      },
      ...more,
      {
        label: t(`${kind.texts}.delete.action`),
        testid: `${row}-delete`,
        run: () => confirm(deleteTexts(t, `${kind.texts}.delete`, item.name), () => store.remove(item.id)),
        task: 'delete',
      },
    ]);
  }

  /** An item's row attributes, with its status (`data-status`). */
  const rowProps = (status: (item: S) => string) => (item: S) =>
    ({ 'data-testid': `${row}-row`, 'data-id': item.id, 'data-status': status(item) }) as HTMLAttributes;

  function renamed(item: { name: string }): void {
    message.success(t(`${kind.texts}.rename.done`, { name: item.name }));
  }

  return { store, texts, rows, creating, renaming, importError, importFile, rowActions, rowProps, renamed };
}

/** What `useSavedList` gives the page and `SavedListPage`. */
export type SavedList<S extends SavedItem> = ReturnType<typeof useSavedList<S>>;
