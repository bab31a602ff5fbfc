// The named abilities the Heroes engine plays (digest §6, §5.15). Classic names keep their classic
// meaning and are parsed by the classic vocabulary (../abilities, imported, never edited); the few
// that only Heroes needs are defined here. A card's ability may also carry what using it costs —
// `coins`, `prayers`, `tap` (close the card), `times` (uses a turn, default 1, §6 "each ability once
// per turn") —, split off before the named ability's own params are checked.

import { z } from 'zod';
import { parseAbility, type AbilityRef } from '../abilities';

const x = z.number().int().min(1).max(20);
const none = z.object({}).strict();

/** Abilities only Heroes has (our names; the screens translate `berserkHeroes.ability.<name>`). */
export const HEROES_ABILITY_PARAMS = {
  /** §2.3 "dash": no summoning sickness. */
  dash: none,
  /** Deal X wounds to an enemy creature or the enemy hero (not an attack: Armor does not stop it). */
  bolt: z.object({ x }).strict(),
  /** Draw X cards. */
  draw: z.object({ x }).strict(),
  /** Gain X prayer tokens (§6), on the hero or, with `totem`, on the totem pole. */
  pray: z.object({ x, totem: z.boolean().default(false) }).strict(),
  /** At the start of your turn, gain X prayer tokens. */
  devotion: z.object({ x, totem: z.boolean().default(false) }).strict(),
  /** While in play: your creatures strike X harder. */
  might: z.object({ x }).strict(),
  /** While in play: every creature in play strikes X harder (an event affecting both players). */
  warcry: z.object({ x }).strict(),
  /** Until the end of the turn your creatures strike X harder. */
  rally: z.object({ x }).strict(),
  /** At the start of every turn, each creature of the player whose turn it is heals X. */
  regrowth: z.object({ x }).strict(),
  /** A creature wounded by this card's attack skips its next opening (ruling H5). */
  stun: none,
  /** When this card dies it goes to the bottom of its owner's deck, not the graveyard (ruling H6). */
  returnToDeck: none,
} as const satisfies Record<string, z.ZodType>;

export type HeroesAbilityName = keyof typeof HEROES_ABILITY_PARAMS;

/** Classic abilities that mean the same in Heroes (§5.15), played by this engine. */
export const REUSED_CLASSIC = [
  'armor',
  'heal',
  'regeneration',
  'fading',
  'fear',
  'unanswered',
  'directedStrike',
  'lifesteal',
  'wrath',
  'vulnerability',
  'stealth',
  'horde',
] as const;

/** Every ability the engine plays; any other is resolved by hand. */
export const HEROES_ENGINE_ABILITIES: readonly string[] = [
  ...REUSED_CLASSIC,
  ...(Object.keys(HEROES_ABILITY_PARAMS) as HeroesAbilityName[]),
];

/** Used by a player during the Main Phase (with a target where `TARGETED` says so). */
export const PLAYABLE: ReadonlySet<string> = new Set(['heal', 'bolt', 'draw', 'pray', 'rally']);
/** Fire at the start of a turn (§6 accumulation step, "at the start of the turn" abilities). */
export const START_TRIGGERS: ReadonlySet<string> = new Set(['regeneration', 'fading', 'devotion', 'regrowth']);

export interface AbilityCost {
  readonly coins: number;
  readonly prayers: number;
  readonly tap: boolean;
  readonly times: number;
}

/** One parsed ability of a card: `known` false = the engine does not play it (resolution by hand). */
export interface HeroesAbility {
  readonly name: string;
  readonly params: Readonly<Record<string, number | string | boolean>>;
  readonly known: boolean;
  readonly cost: AbilityCost;
}

const costSchema = z
  .object({
    coins: z.number().int().min(0).max(10).default(0),
    prayers: z.number().int().min(0).max(20).default(0),
    tap: z.boolean().default(false),
    times: z.number().int().min(1).max(5).default(1),
  })
  .strict();
const COST_KEYS = new Set(['coins', 'prayers', 'tap', 'times']);
const REUSED: ReadonlySet<string> = new Set(REUSED_CLASSIC);

function isHeroesName(name: string): name is HeroesAbilityName {
  return Object.prototype.hasOwnProperty.call(HEROES_ABILITY_PARAMS, name);
}

/** Parses a stored ability; anything unknown, malformed or not played here comes back `known: false`. */
export function parseHeroesAbility(ref: {
  readonly name: string;
  readonly params?: AbilityRef['params'];
}): HeroesAbility {
  const own: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ref.params ?? {})) (COST_KEYS.has(k) ? meta : own)[k] = v;
  const cost = costSchema.safeParse(meta);
  const byHand: HeroesAbility = {
    name: ref.name,
    params: ref.params ?? {},
    known: false,
    cost: cost.success ? cost.data : { coins: 0, prayers: 0, tap: false, times: 1 },
  };
  if (!cost.success) return byHand;
  if (isHeroesName(ref.name)) {
    const p = HEROES_ABILITY_PARAMS[ref.name].safeParse(own);
    return p.success ? { name: ref.name, params: p.data, known: true, cost: cost.data } : byHand;
  }
  if (REUSED.has(ref.name)) {
    const r = parseAbility({ name: ref.name, params: own });
    if ('ability' in r)
      return { name: ref.name, params: r.ability.params as HeroesAbility['params'], known: true, cost: cost.data };
  }
  return byHand;
}
