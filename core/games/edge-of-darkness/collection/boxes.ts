/**
 * Edge of Darkness's box as the collection counts it (product kind `components`), built from the component
 * list of rules digest §1 (`data/components.ts` `COMPONENTS`, seed 002 "Alkatrészek"): names and counts only.
 * What the list splits per guild ("játékosonként": player boards, agents, slips, starter cards, reference
 * cards, Player Aid tokens, Defense tokens) and the threat cubes (15 per guild colour and 15 black) are one
 * line per guild, so a missing agent or cube is counted for its colour and a 2- or 3-player game needs only
 * the guilds at the table. The 50 sleeves are counted by number.
 *
 * Keys are stored in save files: never rename one.
 */
import type { BoxComponent, BoxDefinition } from '../../../platform/collection';
import { BLACK_CUBES, COMPONENTS, GUILD_IDS, type ComponentId, type GuildId } from '../data';

export const EOD_BOX = 'base';

/** The checklist's headings: one per guild, then the shared parts (in this order). */
export const BOX_GROUPS = ['board', 'tower', 'cards', 'tokens', 'paper'] as const;
export type BoxGroup = (typeof BOX_GROUPS)[number];

/** Which heading each shared component sits under. */
const GROUP_OF: Readonly<Record<ComponentId, BoxGroup>> = {
  'game-board': 'board',
  'extension-board': 'board',
  'player-board': 'board',
  'location-board': 'board',
  'threat-tower': 'tower',
  'threat-bag': 'tower',
  'threat-cube': 'tower',
  agent: 'tokens',
  'first-player-marker': 'tokens',
  'round-marker': 'tokens',
  'allegiance-slip': 'cards',
  'neutral-starter-card': 'cards',
  'guild-starter-card': 'cards',
  'card-sleeve': 'cards',
  advancement: 'cards',
  'reference-card': 'cards',
  'randomizer-card': 'cards',
  'scoring-pad': 'paper',
  'coin-token': 'tokens',
  'prestige-token': 'tokens',
  'player-aid-token': 'tokens',
  'influence-goodwill-token': 'tokens',
  'defense-token': 'tokens',
  rulebook: 'paper',
  'players-handbook': 'paper',
};

/** Not put on the table to play: never needed by a game's options. */
const OFF_TABLE: ReadonlySet<ComponentId> = new Set(['scoring-pad', 'rulebook', 'players-handbook', 'extension-board']);

/** The key of a guild's share of a component (`agent.carnival`), or the black cubes (`threat-cube.black`). */
export const guildPart = (id: ComponentId, guild: GuildId | 'black'): string => `${id}.${guild}`;

const PREFIX = 'eodBox';
const line = (key: string, nameId: ComponentId, groupKey: string, count: number): BoxComponent => ({
  key,
  groupKey,
  nameKey: `${PREFIX}.parts.${nameId}`,
  count,
  ...(OFF_TABLE.has(nameId) ? { offTable: true } : {}),
});

function components(): BoxComponent[] {
  const perGuild = COMPONENTS.filter((c) => c.perGuild !== undefined);
  const out: BoxComponent[] = [];
  // each guild's pieces under the guild's name, its cubes among them (§1: 15 per guild colour)
  for (const g of GUILD_IDS) {
    const heading = `${PREFIX}.guilds.${g}`;
    for (const c of perGuild) out.push(line(guildPart(c.id, g), c.id, heading, c.perGuild!));
  }
  for (const c of COMPONENTS) {
    const heading = `${PREFIX}.groups.${GROUP_OF[c.id]}`;
    // the black cubes belong to no guild (§1: 15 per guild colour and 15 black)
    if (c.id === 'threat-cube') out.push(line(guildPart('threat-cube', 'black'), 'threat-cube', heading, BLACK_CUBES));
    else if (c.perGuild === undefined) out.push(line(c.id, c.id, heading, c.count));
  }
  return out;
}

export const EOD_BASE: BoxDefinition = {
  code: EOD_BOX,
  nameKey: `${PREFIX}.boxes.base`,
  name: 'Edge of Darkness',
  components: components(),
};

/** Every Edge of Darkness box the collection knows (the base game; there are no expansions in the digest). */
export const EOD_BOXES: readonly BoxDefinition[] = [EOD_BASE];
