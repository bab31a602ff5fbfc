/**
 * Edge of Darkness: the ids every other file of the game uses (rules digest §0 terminology, §1 guilds,
 * §2.1 slots, §2.5 resources, §2.6 location types). Ids are English and stable; what the table calls them in
 * each language belongs to the screens' messages.
 */

/** The four guilds (§1 "Guilds"). Hungarian: Felkentek, Árnyak karneválja, Fede-kartell, Aranyozott levelek. */
export const GUILD_IDS = ['anointed', 'carnival', 'fede', 'gilded'] as const;
export type GuildId = (typeof GUILD_IDS)[number];

/**
 * Cube colours: one per guild plus black (§1 threat cubes, §2.4). The rulebook names only red (Carnival) and
 * green (Gilded Leaves); the other two are our choice (RULINGS.md D2).
 */
export const CUBE_COLOURS = ['anointed', 'carnival', 'fede', 'gilded', 'black'] as const;
export type CubeColour = (typeof CUBE_COLOURS)[number];

export interface GuildFact {
  readonly id: GuildId;
  /** The guild's name in the Hungarian rulebook (the seed): the term the Hungarian screens use. */
  readonly huName: string;
  /** The English name (official, §0 [external]). */
  readonly enName: string;
  /** Display colour of its cubes, agents and banner. */
  readonly colour: 'yellow' | 'red' | 'blue' | 'green';
  /** True when the rulebook itself gives the colour (red and green, from its examples). */
  readonly colourFromRules: boolean;
}

export const GUILDS: readonly GuildFact[] = [
  { id: 'anointed', huName: 'Felkentek', enName: 'The Anointed', colour: 'yellow', colourFromRules: false },
  { id: 'carnival', huName: 'Árnyak karneválja', enName: 'Carnival of Shadows', colour: 'red', colourFromRules: true },
  { id: 'fede', huName: 'Fede-kartell', enName: 'The Fede Cartel', colour: 'blue', colourFromRules: false },
  { id: 'gilded', huName: 'Aranyozott levelek', enName: 'The Gilded Leaves', colour: 'green', colourFromRules: true },
];

/** A card's three slots, top to bottom (§2.1). */
export const SLOTS = ['top', 'middle', 'bottom'] as const;
export type Slot = (typeof SLOTS)[number];

/** A starter card's base content in its top slot (§2.1). */
export const STARTER_KINDS = ['citizen', 'patrician'] as const;
export type StarterKind = (typeof STARTER_KINDS)[number];

/** Player counts the multiplayer rules cover (§6; solo rules are not in the rulebook). */
export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Player-count marks printed on some neutral starter cards' Blight side (§3.2 step 7). */
export const PLAYER_MARKS = [3, 4] as const;
export type PlayerMark = (typeof PLAYER_MARKS)[number];

/** Location types (§2.6): in multiplayer games they only guide setup. */
export const LOCATION_TYPES = ['allegiance', 'hunt', 'train', 'battle', 'coins', 'defense', 'other'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Token resources a player holds (§2.5). Battle Strength is not a token and lives only within a turn. */
export const TOKEN_RESOURCES = ['coin', 'influence', 'goodwill', 'prestige'] as const;
export type TokenResource = (typeof TOKEN_RESOURCES)[number];
