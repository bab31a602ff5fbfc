/**
 * What a War of the Ring game played on the real table needs from the user's boxes
 * (EngineDefinition.components): the base box always, and the box of each expansion the game's
 * options name. Every piece put on the table counts (not the rulebooks, player aids or the
 * multiplayer-only tokens: `offTable`); a component whose count we do not know (0, an expansion's)
 * is not checked. How needs meet the stored boxes: core/platform/collection.ts componentShortfalls.
 */
import { boxNeeds, type BoxDefinition, type ComponentNeed } from '../../../platform/collection';
import { WOTR_BOXES, WOTR_BASE_BOX } from './boxes';

/** The options a tracker game gives: the expansions in play (base game always). */
export interface WotrComponentOptions {
  readonly expansions?: readonly string[];
}

const BY_CODE: ReadonlyMap<string, BoxDefinition> = new Map(WOTR_BOXES.map((b) => [b.code, b]));

/** The pieces a game with these options needs; unknown expansion codes add nothing (the engine refuses them). */
export function wotrComponentNeeds(options: unknown): ComponentNeed[] {
  const expansions = (options as WotrComponentOptions | null)?.expansions;
  const codes = [WOTR_BASE_BOX, ...(Array.isArray(expansions) ? expansions : [])];
  const seen = new Set<string>();
  const out: ComponentNeed[] = [];
  for (const code of codes) {
    const box = typeof code === 'string' ? BY_CODE.get(code) : undefined;
    if (!box || seen.has(code)) continue;
    seen.add(code);
    out.push(...boxNeeds(box));
  }
  return out;
}
