import { walkEffects } from './effects';
import type { CampaignDefinition, Effect } from './model';

/**
 * Every message key a definition uses (name, scenarios, sections, items, records, choices, options,
 * campaign cards, set-up instructions, carried effects): the renderer must translate all of them.
 */
export function definitionMessageKeys(def: CampaignDefinition): string[] {
  const keys = new Set<string>([def.key]);
  const fromEffects = (effects: readonly Effect[]) => {
    for (const e of walkEffects(effects)) if (e.op === 'instruction' || e.op === 'carry') keys.add(e.key);
  };
  for (const s of def.sections) {
    keys.add(s.key);
    for (const i of s.items ?? []) keys.add(i.key);
  }
  for (const c of def.campaignCards ?? []) keys.add(c.key);
  fromEffects(def.setup);
  fromEffects(def.expertSetup);
  for (const sc of def.scenarios) {
    keys.add(sc.key);
    for (const r of sc.records) keys.add(r.key);
    for (const c of sc.choices) {
      keys.add(c.key);
      if (c.options !== 'hero') for (const o of c.options) keys.add(o.key);
    }
    for (const list of [sc.setup, sc.expertSetup, sc.resolutions.won, sc.resolutions.lost]) fromEffects(list);
  }
  return [...keys].sort();
}
