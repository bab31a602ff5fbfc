import { reactive, readonly } from 'vue';

/**
 * Which file dialog is open. The dialogs are mounted once (AppShell); the settings page and the
 * start-up problem panel both open them from here.
 */
const state = reactive({ newSave: false, openSave: false, saveCopy: false });

export function useFileDialogs() {
  return {
    state: readonly(state),
    openNewSave: () => (state.newSave = true),
    openOpenSave: () => (state.openSave = true),
    openSaveCopy: () => (state.saveCopy = true),
    close: (which: keyof typeof state) => (state[which] = false),
    set: (which: keyof typeof state, value: boolean) => (state[which] = value),
  };
}
