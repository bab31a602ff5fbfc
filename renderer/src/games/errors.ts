import { useNotification } from 'naive-ui';
import { useI18n } from 'vue-i18n';
import { toApiFailure } from '../api/client';
import { useErrorText } from '../composables/useApiError';
import { useGameText } from './text';

/** Kernel rejection codes (core/kernel/types.ts RejectionCode) that have their own sentence. */
const REJECTIONS = [
  'malformed',
  'unknown_seat',
  'stale_version',
  'game_over',
  'wrong_seat',
  'illegal',
  'no_table',
  'unknown_zone',
  'unknown_piece',
  'unknown_counter',
  'bad_position',
  'out_of_range',
  'unsupported',
] as const;

const READ_ONLY_CODES = ['newerVersion', 'olderVersion', 'unknownModule', 'replayMismatch'] as const;
const MISMATCH_KINDS = ['rejected', 'digest', 'marks'] as const;

/**
 * Sentences for the saved-games errors that carry more than `errors.<code>` says: which rule
 * refused a move, why an undo is refused, which action of an altered file does not match (counted
 * from 1 for people; the API counts from 0), why a game is read-only.
 */
export function useGameErrors() {
  const { t } = useI18n();
  const notification = useNotification();
  const { describe: describeGeneric } = useErrorText();
  const { moduleText } = useGameText();

  /** "Action 3 does not match: it gives a different result." (index from the API, 0-based; -1 = setup) */
  function mismatchText(index: number, kind: string): string {
    const why = (MISMATCH_KINDS as readonly string[]).includes(kind)
      ? t(`game.mismatch.kinds.${kind}`)
      : t('game.mismatch.kinds.other', { kind });
    if (index < 0) return t('game.mismatch.setup', { why });
    return t('game.mismatch.action', { n: index + 1, why });
  }

  /** Why a game can only be looked at (`summary.readOnly` or the params of `game_read_only`). */
  function readOnlyText(readOnly: { code: string; params?: Record<string, unknown> }): string {
    const code = readOnly.code.replace(/^record\./, '');
    const p = readOnly.params ?? {};
    if (!(READ_ONLY_CODES as readonly string[]).includes(code)) return t('game.readOnly.other');
    if (code === 'newerVersion' || code === 'olderVersion') {
      const field = ['module', 'rules', 'content'].includes(String(p.field))
        ? t(`game.readOnly.fields.${String(p.field)}`)
        : String(p.field ?? '');
      return t(`game.readOnly.${code}`, { field, record: String(p.record ?? '?'), app: String(p.app ?? '?') });
    }
    if (code === 'replayMismatch') {
      const index = typeof p.index === 'number' ? p.index : -1;
      return index >= 0 ? t('game.readOnly.replayMismatch', { n: index + 1 }) : t('game.readOnly.other');
    }
    return t('game.readOnly.unknownModule', { game: String(p.game ?? '?') });
  }

  function describe(e: unknown): string {
    const f = toApiFailure(e);
    const p = f.params as Record<string, unknown>;
    switch (f.code) {
      case 'game_rejected': {
        const code = String(p.code ?? '');
        if (code === 'illegal' && typeof p.reason === 'string' && p.reason !== 'kernel.notLegal') {
          const { code: _c, reason, ...rest } = p;
          return t('game.rejected.illegalBecause', { reason: moduleText(reason as string, rest) });
        }
        if (code === 'out_of_range')
          return t('game.rejected.out_of_range', {
            counter: String(p.counter ?? ''),
            min: Number(p.min),
            max: Number(p.max),
          });
        if ((REJECTIONS as readonly string[]).includes(code)) return t(`game.rejected.${code}`);
        return describeGeneric(f);
      }
      case 'game_undo_refused':
        return p.reason === 'random' ? t('game.undo.refusedRandom') : t('game.undo.refusedReveals');
      case 'game_import_altered':
        return t('game.import.altered', { detail: mismatchText(Number(p.index ?? -1), String(p.kind ?? '')) });
      case 'game_read_only':
        return typeof p.code === 'string'
          ? t('game.readOnly.cannotPlay', { why: readOnlyText({ code: p.code, params: p }) })
          : describeGeneric(f);
      default:
        return describeGeneric(f);
    }
  }

  function notify(e: unknown): string {
    const text = describe(e);
    notification.error({ title: t('errors.title'), content: text, duration: 8000, keepAliveOnHover: true });
    return text;
  }

  return { describe, notify, mismatchText, readOnlyText };
}
