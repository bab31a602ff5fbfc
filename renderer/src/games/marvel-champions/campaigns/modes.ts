import type { McCampaignDetail as CampaignDetail, Modes } from '../../../../../core/games/marvel-champions/campaign';

/** The base mode (§2.16): no expert, no heroic level, no skirmish. */
export const STANDARD_MODES_VALUE: Readonly<Modes> = Object.freeze({ expert: false, heroic: 0, skirmish: null });

export const sameModes = (a: Modes, b: Modes): boolean =>
  a.expert === b.expert && a.heroic === b.heroic && a.skirmish === b.skirmish;

/** The open attempt of the campaign (a scenario started and not resolved yet), if any. */
export function openAttemptOf(
  detail: CampaignDetail | null,
): { scenario: string; attempt: NonNullable<CampaignDetail['log']>['scenarios'][number]['attempts'][number] } | null {
  for (const s of detail?.log?.scenarios ?? []) {
    const last = s.attempts[s.attempts.length - 1];
    if (last && last.outcome === null) return { scenario: s.id, attempt: last };
  }
  return null;
}
