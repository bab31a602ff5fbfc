import { useI18n } from 'vue-i18n';
import {
  ME,
  type HistoryDimensionInfo,
  type HistoryPlayer,
  type Play,
  type PlaySeat,
  type SeatResult,
} from '../../../../core/api/history';
import { useErrorText } from '../../composables/useApiError';
import { useGameText } from '../../games/text';
import { formatNumber } from '../../lib/format';
import { formatValue } from '../../components/charts/chart-model';
import { refusalReason } from './history-model';
import { useHistoryStore } from './store';

/**
 * Words of the history pages in the UI language: games, dimensions and their values (the game's
 * own keys; a value of an open set, like a hero's name, as recorded), results, players, dates,
 * durations, and a refused play's reason.
 */
export function useHistoryText() {
  const { t, te, locale } = useI18n();
  const { gameName } = useGameText();
  const { describe } = useErrorText();
  const store = useHistoryStore();

  const dimName = (d: HistoryDimensionInfo): string => (te(d.labelKey) ? t(d.labelKey) : d.id);
  const valueName = (d: HistoryDimensionInfo | undefined, value: string): string => {
    const key = d?.valuesKey ? `${d.valuesKey}.${value}` : '';
    return key && te(key) ? t(key) : value;
  };
  const dimensionsOf = (game: string | undefined): HistoryDimensionInfo[] => store.gameInfo(game)?.dimensions ?? [];
  const dimension = (game: string | undefined, id: string) => dimensionsOf(game).find((d) => d.id === id);
  const resultName = (r: SeatResult | 'none' | null): string => t(`history.results.${r ?? 'none'}`);
  /** A player of the list; 'me' without a name of its own is "Me". */
  const playerLabel = (p: Pick<HistoryPlayer, 'name' | 'me'>): string =>
    p.name || (p.me ? t('history.players.me') : '—');
  const seatPlayer = (s: PlaySeat): string => {
    const listed = s.playerId ? store.players.find((p) => p.id === s.playerId) : undefined;
    if (listed) return playerLabel(listed);
    if (s.playerId === ME) return t('history.players.me');
    return s.playerName || (s.computer ? t('history.plays.computer') : t('history.plays.nobody'));
  };
  const day = (iso: string): string => {
    const [d, time] = iso.split('T');
    const date = new Date(`${d}T${time ? time.replace(/Z?$/, 'Z') : '12:00:00Z'}`);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(locale.value, {
      dateStyle: 'medium',
      ...(time ? { timeStyle: 'short' } : {}),
      timeZone: time ? undefined : 'UTC',
    }).format(date);
  };
  const minutes = (n: number | null): string => (n === null ? '—' : formatValue(n, 'minutes', locale.value));
  const percent = (n: number | null): string => formatValue(n, 'percent', locale.value);
  const number = (n: number): string => formatNumber(n, locale.value);

  /** What was played: each seat's values, then the play's, named in the UI language. */
  function playSummary(play: Play): string {
    const dims = dimensionsOf(play.game);
    const named = (values: Record<string, string>) =>
      Object.entries(values).map(([k, v]) =>
        valueName(
          dims.find((d) => d.id === k),
          v,
        ),
      );
    // who played what first (hero, faction…), then the set-up (villain, scenario…)
    // a seat's deck often bears its squad's name: each name once per seat
    return [...play.seats.flatMap((s) => [...new Set(named(s.values))]), ...named(play.values)].join(' · ');
  }

  /** A failed save: a refused play says why (its reason), anything else the general sentence. */
  function failure(error: unknown): string {
    const reason = refusalReason(error);
    if (!reason) return describe(error);
    const params = Object.fromEntries(
      Object.entries(reason.params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
    );
    const why = te(reason.key) ? t(reason.key, params) : reason.key;
    return `${t('history.editor.refused')} ${why}`;
  }

  return {
    t,
    te,
    locale,
    gameName,
    dimName,
    valueName,
    dimensionsOf,
    dimension,
    resultName,
    seatPlayer,
    playerLabel,
    day,
    minutes,
    percent,
    number,
    playSummary,
    failure,
    describe,
  };
}
