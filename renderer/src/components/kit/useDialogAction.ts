import { useBusyAction, type BusyAction } from './useBusyAction';

/**
 * A dialog's confirming work. It resolves when done (the dialog closes); it resolves to `false`
 * when the dialog stays open (a field to correct first, or a second step to show); it throws on a
 * failure (shown as a sentence in the dialog, nothing closes).
 */
export type DialogAction = () => Promise<unknown>;

/** The message said once the work is done: a text, or one made from what the work resolved to. */
export type DialogDone = string | ((result: never) => string);

/** What the dialog does around the work: close, say it is done, or react to a failure. */
export interface DialogActionHooks {
  close(): void;
  notify(text: string): void;
  failed(): void;
}

export interface DialogActionRunner extends BusyAction {
  /** Run the dialog's work once at a time; true when the dialog closed. */
  submit(action: DialogAction, done: DialogDone | undefined, hooks: DialogActionHooks): Promise<boolean>;
}

/** The text of `done` for what the work resolved to (none without `done`). */
export function doneText(done: DialogDone | undefined, result: unknown): string | null {
  if (done === undefined) return null;
  return typeof done === 'string' ? done : done(result as never);
}

/**
 * How the dialog shell runs its confirming work: busy while it runs, a failure kept as a sentence
 * (through `describe`), then on success the optional message and the dialog closed.
 */
export function useDialogAction(describe: (error: unknown) => string): DialogActionRunner {
  const busy = useBusyAction(describe);

  async function submit(action: DialogAction, done: DialogDone | undefined, hooks: DialogActionHooks) {
    const outcome = await busy.run(async () => ({ result: await action() }));
    if (!outcome) {
      // Ignored while running, or failed: only a failure leaves a sentence.
      if (busy.error.value !== null) hooks.failed();
      return false;
    }
    if (outcome.result === false) return false;
    const text = doneText(done, outcome.result);
    if (text) hooks.notify(text);
    hooks.close();
    return true;
  }

  return { ...busy, submit };
}
