import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { JsonValue, Locale, Settings } from '../../../core/api/types';
import type { MethodArgs } from '../../../core/api/methods';
import { api } from '../api/client';
import { systemLocale } from '../i18n';
import { useSavesStore } from './saves';

const DEFAULTS: Settings = { locale: null, theme: 'system', damagedCopiesAvailable: false, ui: {} };

export type ThemeChoice = Settings['theme'];

/**
 * Settings live in the open save file. Changes apply at once (optimistically) and are written with
 * `settings.set`; on failure the previous value comes back and the error goes to the caller.
 * Without an open file the choice applies for this session only.
 */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>(structuredClone(DEFAULTS));
  const loaded = ref(false);
  const saving = ref<string | null>(null);
  const system = ref<Locale>(systemLocale());

  const locale = computed<Locale>(() => settings.value.locale ?? system.value);
  const theme = computed<ThemeChoice>(() => settings.value.theme);
  /** Whether a change can be remembered (a save file is open). */
  const persistent = computed(() => useSavesStore().current !== null);

  async function load(): Promise<void> {
    const next = await api.call('settings.get', {});
    receive(next);
  }

  function receive(next: Settings): void {
    settings.value = next;
    loaded.value = true;
  }

  /**
   * Applies `next` at once; with a save file open, writes `patch` with `settings.set` and takes the
   * stored settings back, or restores the previous ones and rethrows.
   */
  async function commit(patch: MethodArgs<'settings.set'>, next: (before: Settings) => Settings): Promise<void> {
    const before = settings.value;
    settings.value = next(before);
    if (!persistent.value) return;
    saving.value = patch.key;
    try {
      receive(await api.call('settings.set', patch));
    } catch (e) {
      settings.value = before;
      throw e;
    } finally {
      saving.value = null;
    }
  }

  function change<K extends 'locale' | 'theme' | 'damagedCopiesAvailable'>(key: K, value: Settings[K]): Promise<void> {
    return commit({ key, value }, (before) => ({ ...before, [key]: value }));
  }

  const setLocale = (value: Locale | null) => change('locale', value);
  const setTheme = (value: ThemeChoice) => change('theme', value);
  /** Whether damaged copies count as available for decks (free, deck checks, catalog filters). */
  const setDamagedCopiesAvailable = (value: boolean) => change('damagedCopiesAvailable', value);

  function ui<T extends JsonValue>(key: `ui.${string}`, fallback: T): T {
    return (settings.value.ui[key] as T | undefined) ?? fallback;
  }

  function setUi(key: `ui.${string}`, value: JsonValue): Promise<void> {
    return commit({ key, value }, (before) => ({ ...before, ui: { ...before.ui, [key]: value } }));
  }

  return {
    settings,
    loaded,
    saving,
    system,
    locale,
    theme,
    persistent,
    load,
    receive,
    setLocale,
    setTheme,
    setDamagedCopiesAvailable,
    ui,
    setUi,
  };
});
