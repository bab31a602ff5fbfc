import { NButton, useMessage } from 'naive-ui';
import { computed, defineAsyncComponent, h, ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { downloadText } from '../../games/files';
import type { IconName } from '../icons';

/** Newest first by `updatedAt` (ISO time stamps sort as text). */
export function newestFirst<T extends { updatedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** How a row's button looks while a task runs on that row: its own task spins, the others wait. */
export function taskState<Task extends string>(
  running: Task | undefined,
  task: Task,
): { loading: boolean; disabled: boolean } {
  return { loading: running === task, disabled: running !== undefined && running !== task };
}

/** Loaded when first drawn (this module stays importable where no .vue files load, as in unit tests). */
const AppIcon = defineAsyncComponent(() => import('../AppIcon.vue'));

export interface RowButtonOptions {
  type?: 'primary';
  /** An icon-only button (the label becomes its tooltip). */
  icon?: IconName;
  size?: 'tiny' | 'small';
  loading?: boolean;
  disabled?: boolean;
  /** Which row it acts on, for screen readers ("Rename: Friday"). */
  rowName?: string;
}

/** A small button in a table row's actions cell. */
export function rowButton(label: string, testid: string, onClick: () => void, extra: RowButtonOptions = {}) {
  const icon = extra.icon;
  return h(
    NButton,
    {
      size: extra.size ?? (icon ? 'small' : 'tiny'),
      secondary: !icon && extra.type !== 'primary',
      quaternary: !!icon,
      type: extra.type,
      loading: extra.loading,
      disabled: extra.disabled,
      'data-testid': testid,
      'aria-label': extra.rowName === undefined ? label : `${label}: ${extra.rowName}`,
      title: icon ? label : undefined,
      onClick,
    },
    icon ? { icon: () => h(AppIcon, { name: icon }) } : { default: () => label },
  );
}

/** A table row's action buttons, in the cell class the list pages style. */
export function rowActions(buttons: ReturnType<typeof rowButton>[]) {
  return h('div', { class: 'row-actions' }, buttons);
}

/** Sorts names as people expect in the UI language (case and accents aside, numbers by value). */
export function useCollator() {
  const { locale } = useI18n();
  return computed(() => new Intl.Collator(locale.value, { sensitivity: 'base', numeric: true }));
}

/** A file the user chose: its name and text. */
export interface ChosenFile {
  name: string;
  text: string;
}

export interface FileImport {
  /** Why the last import failed, in the UI language (shown above the list until closed). */
  importError: Ref<string | null>;
  /** Load a chosen file; a failure becomes `importError`. */
  importFile(file: ChosenFile): Promise<void>;
}

/** "Import…" on a list page: hands the chosen file to `load`, keeps a failure as a sentence made by `failed`. */
export function useFileImport(
  load: (file: ChosenFile) => Promise<unknown>,
  failed: (file: ChosenFile, error: unknown) => string,
): FileImport {
  const importError = ref<string | null>(null);

  async function importFile(file: ChosenFile): Promise<void> {
    importError.value = null;
    try {
      await load(file);
    } catch (e) {
      importError.value = failed(file, e);
    }
  }

  return { importError, importFile };
}

/** A file made by the backend for download. */
export interface MadeFile {
  fileName: string;
  content: string;
}

/**
 * "Export" on a list row: asks the backend for the file, offers it as a download and says so;
 * a failure goes to `notify`.
 */
export function useFileExport(
  notify: (error: unknown) => unknown,
  message: { success(text: string): unknown } = useMessage(),
  download: (fileName: string, content: string) => void = downloadText,
) {
  return async (make: () => Promise<MadeFile>, done: (fileName: string) => string): Promise<void> => {
    try {
      const file = await make();
      download(file.fileName, file.content);
      message.success(done(file.fileName));
    } catch (e) {
      notify(e);
    }
  };
}

/** One button of a row's actions cell. */
export interface RowAction<Task extends string> {
  label: string;
  testid: string;
  run: () => void;
  /** The row task it starts: its button spins while that runs, and waits while another runs. */
  task?: Task;
  /** Waits while any task runs on the row (it starts none of its own, e.g. opens a dialog). */
  waits?: boolean;
  primary?: boolean;
  icon?: IconName;
}

/** A row's actions cell: its buttons, each named with the row for screen readers. */
export function rowActionCell<Task extends string>(
  rowName: string,
  running: Task | undefined,
  actions: RowAction<Task>[],
) {
  return rowActions(
    actions.map((a) =>
      rowButton(a.label, a.testid, a.run, {
        rowName,
        icon: a.icon,
        type: a.primary ? 'primary' : undefined,
        ...(a.task ? taskState(running, a.task) : { disabled: !!a.waits && running !== undefined }),
      }),
    ),
  );
}
