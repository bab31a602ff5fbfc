import { FREE_FORM_V1 } from './definitions/free-form';
import { STARTER_V1 } from './definitions/starter';
import type { CampaignDefinition } from './model';

/**
 * Every shipped version of every definition. A campaign keeps the version it was started with, so
 * a corrected definition is ADDED as version n+1 (the old one stays here as long as campaigns on
 * it should replay); new campaigns start on the latest.
 */
export const CAMPAIGN_DEFINITIONS: readonly CampaignDefinition[] = [STARTER_V1, FREE_FORM_V1];

export type DefinitionLookup =
  | { ok: true; definition: CampaignDefinition }
  | {
      ok: false;
      code: 'campaign.unknownDefinition' | 'campaign.definitionNewer' | 'campaign.definitionRetired';
      params: Record<string, string | number>;
    };

/** A registry over a list of definitions (tests pass their own). */
export function definitionRegistry(list: readonly CampaignDefinition[] = CAMPAIGN_DEFINITIONS) {
  const byId = new Map<string, CampaignDefinition[]>();
  for (const d of list)
    byId.set(
      d.id,
      [...(byId.get(d.id) ?? []), d].sort((a, b) => a.version - b.version),
    );
  return {
    /** The newest version of each definition, in list order. */
    latest(): CampaignDefinition[] {
      return [...byId.values()].map((v) => v[v.length - 1]);
    },
    latestOf(id: string): CampaignDefinition | null {
      const v = byId.get(id);
      return v ? v[v.length - 1] : null;
    },
    /** The exact version a campaign was started with. */
    find(id: string, version: number): DefinitionLookup {
      const v = byId.get(id);
      if (!v) return { ok: false, code: 'campaign.unknownDefinition', params: { definition: id } };
      const hit = v.find((d) => d.version === version);
      if (hit) return { ok: true, definition: hit };
      const newest = v[v.length - 1].version;
      if (version > newest)
        return { ok: false, code: 'campaign.definitionNewer', params: { definition: id, version, known: newest } };
      return { ok: false, code: 'campaign.definitionRetired', params: { definition: id, version } };
    },
  };
}

export type DefinitionRegistry = ReturnType<typeof definitionRegistry>;
