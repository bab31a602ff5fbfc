import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import type { ImportIssueInfo } from '../../../../../core/api/catalog';
import { MC_GAME } from '../stores';

/**
 * Sentences for the catalog import report (reason codes of core's IMPORT_REASONS, e.g.
 * `card.unknownPack`) and for search problems (`search.badNumber`, …). Params are the backend's;
 * lists are joined, zod issue codes of `record.invalid` are named in the UI language.
 */
export function useImportText() {
  const { t, te } = useI18n();

  function plain(params: Record<string, unknown>): Record<string, string | number> {
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) {
      if (typeof v === 'string' || typeof v === 'number') out[k] = v;
      else if (typeof v === 'boolean') out[k] = String(v);
      else if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
    }
    return out;
  }

  function zodIssues(issues: unknown): string {
    if (!Array.isArray(issues)) return t('mc.import.issues.other');
    return issues
      .map((i: { path?: unknown; issue?: unknown }) => {
        const code = String(i?.issue ?? '');
        const what = te(`mc.import.issues.${code}`) ? t(`mc.import.issues.${code}`) : t('mc.import.issues.other');
        const path = typeof i?.path === 'string' && i.path ? i.path : t('mc.import.issues.record');
        return `${path}: ${what}`;
      })
      .join('; ');
  }

  /** One report line: why a record or file was skipped or imported with a warning. */
  function reasonText(issue: Pick<ImportIssueInfo, 'reason' | 'params'>): string {
    const key = `mc.import.reasons.${issue.reason}`;
    if (!te(key)) return t('mc.import.reasons.other', { reason: issue.reason });
    const params = plain(issue.params ?? {});
    if (issue.reason === 'record.invalid') params.issues = zodIssues(issue.params?.issues);
    return t(key, params);
  }

  /** A search problem (`search.unknownField` …) as a sentence. */
  function searchProblemText(problem: { code: string; params: Record<string, unknown> }): string {
    const key = `mc.search.problems.${problem.code.replace(/^search\./, '')}`;
    return te(key) ? t(key, plain(problem.params ?? {})) : t('mc.search.problems.other', { code: problem.code });
  }

  /** The shared import panel's props as this game shows it: its test ids, help naming the MarvelCDB data set. */
  const importPanel = computed(() => ({
    game: MC_GAME,
    look: {
      testidPrefix: 'import',
      runTestid: 'import-path-submit',
      title: t('mc.import.fromPath'),
      hint: t('mc.import.pathHelp'),
      placeholder: t('mc.import.pathPlaceholder'),
      nested: true,
    },
  }));

  return { reasonText, searchProblemText, importPanel };
}
