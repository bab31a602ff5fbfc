import { useDialog, useMessage } from 'naive-ui';

/** The texts of one confirmation, already translated. */
export interface ConfirmTexts<T> {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** Said when the work is done, maybe from its result (none: nothing is said). */
  done?: string | ((result: T) => string);
  /** How long the done message stays (ms; naive-ui's default when absent). */
  duration?: number;
}

/**
 * The texts of deleting a named thing, from the keys under `prefix`: `title`, `body`, `confirm` and
 * `done` (`body` and `done` given `{name}`), and the common "Cancel".
 */
export function deleteTexts(
  t: (key: string, params?: Record<string, unknown>) => string,
  prefix: string,
  name: string,
): ConfirmTexts<unknown> {
  return {
    title: t(`${prefix}.title`),
    body: t(`${prefix}.body`, { name }),
    confirm: t(`${prefix}.confirm`),
    cancel: t('common.cancel'),
    done: t(`${prefix}.done`, { name }),
  };
}

/** The part of naive-ui's dialog API a confirmation uses. */
export interface ConfirmDialogApi {
  warning(options: {
    title: string;
    content: string;
    positiveText: string;
    negativeText: string;
    autoFocus: boolean;
    onPositiveClick: () => Promise<void>;
  }): unknown;
}

/** Where a confirmation reports: a success message, or a failure handed on. */
export interface ConfirmReport {
  success(text: string, options?: { duration: number }): unknown;
  notify(error: unknown): unknown;
}

/**
 * Ask before something is deleted (or undone, restored…); on "yes" run `work`, then say `done` or
 * hand the failure to `notify`. The dialog closes either way (the failure is shown as a notification).
 */
export function confirmThen<T>(
  dialog: ConfirmDialogApi,
  texts: ConfirmTexts<T>,
  work: () => Promise<T>,
  report: ConfirmReport,
): void {
  dialog.warning({
    title: texts.title,
    content: texts.body,
    positiveText: texts.confirm,
    negativeText: texts.cancel,
    autoFocus: true,
    onPositiveClick: async () => {
      try {
        const result = await work();
        const done = typeof texts.done === 'function' ? texts.done(result) : texts.done;
        if (!done) return;
        if (texts.duration === undefined) report.success(done);
        else report.success(done, { duration: texts.duration });
      } catch (e) {
        report.notify(e);
      }
    },
  });
}

/** `confirmThen` with the page's naive-ui dialog and message providers. */
export function useConfirmDelete(notify: (error: unknown) => unknown) {
  const dialog = useDialog();
  const message = useMessage();
  const report: ConfirmReport = { success: (text, options) => message.success(text, options), notify };
  return <T>(texts: ConfirmTexts<T>, work: () => Promise<T>): void => confirmThen(dialog, texts, work, report);
}
