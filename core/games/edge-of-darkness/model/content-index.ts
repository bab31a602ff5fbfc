/**
 * Edge of Darkness: lookups over validated content (one or more content files, e.g. the bundled set and a
 * user's own), by id. Built once per game from files the validator accepted (data/content-validate.ts).
 */
import type { AdvancementDef, ContentFile, LocationDef, StarterDef } from '../data/effects';

export interface ContentIndex {
  readonly locations: ReadonlyMap<string, LocationDef>;
  readonly advancements: ReadonlyMap<string, AdvancementDef>;
  readonly starters: ReadonlyMap<string, StarterDef>;
  /** Advancements by the location whose stack holds them (§2.6). */
  readonly advancementsAt: ReadonlyMap<string, readonly AdvancementDef[]>;
}

/** Indexes the files in order; a later file's id replaces an earlier one's. */
export function indexContent(...files: readonly ContentFile[]): ContentIndex {
  const locations = new Map<string, LocationDef>();
  const advancements = new Map<string, AdvancementDef>();
  const starters = new Map<string, StarterDef>();
  for (const f of files) {
    for (const l of f.locations ?? []) locations.set(l.id, l);
    for (const a of f.advancements ?? []) advancements.set(a.id, a);
    for (const s of f.starters ?? []) starters.set(s.id, s);
  }
  const advancementsAt = new Map<string, AdvancementDef[]>();
  for (const a of advancements.values()) {
    const list = advancementsAt.get(a.location) ?? [];
    list.push(a);
    advancementsAt.set(a.location, list);
  }
  return { locations, advancements, starters, advancementsAt };
}
