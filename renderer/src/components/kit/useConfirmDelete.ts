import { useDialog, useMessage } from 'naive-ui';

/** The texts of one confirmation, already translated. */
export interface ConfirmTexts {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** Said when the work is done (none: nothing is said). */
  done?: string;
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

/**
 * Ask before something is deleted; on "yes" run `work`, then say `done` or hand the failure to
 * `notify`. The dialog closes either way (the failure is shown as a notification).
 */
export function confirmThen(
  dialog: ConfirmDialogApi,
  texts: ConfirmTexts,
  work: () => Promise<unknown>,
  report: { success(text: string): unknown; notify(error: unknown): unknown },
): void {
  dialog.warning({
    title: texts.title,
    content: texts.body,
    positiveText: texts.confirm,
    negativeText: texts.cancel,
    autoFocus: true,
    onPositiveClick: async () => {
      try {
        await work();
        if (texts.done) report.success(texts.done);
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
  return (texts: ConfirmTexts, work: () => Promise<unknown>): void =>
    confirmThen(dialog, texts, work, { success: (text) => message.success(text), notify });
}
