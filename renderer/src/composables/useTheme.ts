import { darkTheme, type GlobalThemeOverrides } from 'naive-ui';
import { computed, onScopeDispose, ref, toValue, type MaybeRefOrGetter } from 'vue';

/** Follows `prefers-color-scheme` while the setting says "system". */
export function useSystemDark() {
  const query =
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const dark = ref(query?.matches ?? false);
  const onChange = (e: MediaQueryListEvent) => (dark.value = e.matches);
  query?.addEventListener('change', onChange);
  onScopeDispose(() => query?.removeEventListener('change', onChange));
  return dark;
}

const shared: GlobalThemeOverrides['common'] = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif',
  fontSize: '13px',
  fontSizeMedium: '13px',
  fontSizeSmall: '12px',
  heightMedium: '30px',
  heightSmall: '26px',
  borderRadius: '4px',
};

const lightOverrides: GlobalThemeOverrides = {
  common: {
    ...shared,
    primaryColor: '#0d7a6f',
    primaryColorHover: '#128d80',
    primaryColorPressed: '#0a6158',
    primaryColorSuppl: '#128d80',
    bodyColor: '#f6f7f8',
  },
};

const darkOverrides: GlobalThemeOverrides = {
  common: {
    ...shared,
    primaryColor: '#2bb3a3',
    primaryColorHover: '#44c6b7',
    primaryColorPressed: '#1f9486',
    primaryColorSuppl: '#44c6b7',
    bodyColor: '#16181b',
  },
};

export function useNaiveTheme(choice: MaybeRefOrGetter<'system' | 'light' | 'dark'>) {
  const systemDark = useSystemDark();
  const isDark = computed(() => {
    const c = toValue(choice);
    return c === 'dark' || (c === 'system' && systemDark.value);
  });
  return {
    isDark,
    theme: computed(() => (isDark.value ? darkTheme : null)),
    overrides: computed(() => (isDark.value ? darkOverrides : lightOverrides)),
  };
}
