import { useNotification } from 'naive-ui';
import { useI18n } from 'vue-i18n';
import type { ErrorParams } from '../../../core/api/errors';
import { toApiFailure } from '../api/client';
import { useSavesStore } from '../stores/saves';

export interface Problem {
  code: string;
  params?: ErrorParams | Record<string, unknown>;
}

/**
 * Params may be lists or absent; messages want plain strings. A list named `…Keys` holds message
 * keys (e.g. the pieces a game lacks): each is shown in the UI language.
 */
function plainParams(params: Problem['params'], message: (key: string) => string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (typeof v === 'number' || typeof v === 'string') out[k] = v;
    else if (typeof v === 'boolean') out[k] = String(v);
    else if (Array.isArray(v)) out[k] = (k.endsWith('Keys') ? v.map((x) => message(String(x))) : v).join(', ');
    // Nested objects (e.g. a rules engine's rejection details) are not for sentences.
  }
  return out;
}

/**
 * Turn an error code (from the backend or the transport) into a sentence in the UI language:
 * `errors.<code>` with its params, or a generic message that still names the code.
 */
export function useErrorText() {
  const { t, te } = useI18n();
  const saves = useSavesStore();

  function describe(problem: Problem | unknown): string {
    const p: Problem =
      problem && typeof problem === 'object' && 'code' in problem && typeof (problem as Problem).code === 'string'
        ? (problem as Problem)
        : toApiFailure(problem);
    const params = plainParams(p.params, (key) => (te(key) ? t(key) : key));
    // Messages name the file; when the backend did not say which, it is the open one.
    if (params.path === undefined) params.path = saves.current?.path ?? '';
    const key = `errors.${p.code}`;
    const text = te(key) ? t(key, params) : t('errors.unknown', { code: p.code });
    return text.replace(/\s{2,}/g, ' ').trim();
  }

  return { describe };
}

/** Show a failed call as a notification in the UI language; returns the sentence too. */
export function useApiError() {
  const { t } = useI18n();
  const notification = useNotification();
  const { describe } = useErrorText();

  function notify(e: unknown): string {
    const text = describe(e);
    notification.error({ title: t('errors.title'), content: text, duration: 8000, keepAliveOnHover: true });
    return text;
  }

  return { describe, notify };
}
