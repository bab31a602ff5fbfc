/**
 * What an Edge of Darkness game on the real table needs from the user's box (EngineDefinition.components):
 * every shared piece put on the table, and each guild's pieces and cubes for the guilds at the table only
 * (§3.2 step 1 and step 6: unused guilds' pieces stay in the box, their cubes are not in the bag). The
 * rulebook, the Handbook, the scoring pad and the optional extension boards are never needed (`offTable`).
 * How needs meet the stored boxes: core/platform/collection.ts componentShortfalls.
 */
import { boxNeeds, type ComponentNeed } from '../../../platform/collection';
import { GUILD_IDS } from '../data';
import { EOD_BASE } from './boxes';

/** The options a tracker game gives: the guilds at the table. */
export interface EodComponentOptions {
  readonly guilds?: readonly string[];
}

const GUILD_OF_KEY = (key: string): string | null => {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? null : key.slice(dot + 1);
};

/** The pieces a game with these guilds needs; unknown guilds add nothing (the engine refuses them). */
export function eodComponentNeeds(options: unknown): ComponentNeed[] {
  const raw = (options as EodComponentOptions | null)?.guilds;
  const guilds = new Set(Array.isArray(raw) ? raw : []);
  return boxNeeds(EOD_BASE, (c) => {
    const g = GUILD_OF_KEY(c.key);
    return g === null || !(GUILD_IDS as readonly string[]).includes(g) || guilds.has(g);
  });
}
