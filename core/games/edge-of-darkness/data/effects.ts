/**
 * Edge of Darkness: the effect vocabulary (rules digest §4.7 icons, §2.5, §2.6, §7.1 `Effect`) and the shapes
 * of content (locations, advancements, starter cards) as zod schemas. The Handbook's texts are not ours, so
 * the engine runs content as data: every contact, location ability and threat reward is a list of effects
 * from this vocabulary, and a per-card escape hatch (`script`) names code the engine looks up by id.
 *
 * Number rule (§4.7): an icon without a number means 1, so `n` is optional and defaults to 1 ({@link amount});
 * 0 and negative numbers are allowed where an icon allows them ("0, positive or negative").
 */
import { z } from 'zod';
import { LOCALES } from '../../../api/types';
import { GUILD_IDS, LOCATION_TYPES, PLAYER_MARKS, STARTER_KINDS } from './ids';

/** Content ids: lower case, digits and dashes (stable across languages; names are separate). */
export const contentId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/** A name or note in one or more of the app's languages (at least one). */
export const localizedText = z
  .strictObject(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().min(1).max(200).optional()])))
  .refine((t) => Object.values(t).some((v) => v !== undefined), { message: 'empty_text' });
export type LocalizedText = Partial<Record<(typeof LOCALES)[number], string>>;

const count = z.number().int().min(-20).max(20).optional();
const positive = z.number().int().min(1).max(20).optional();

/** Token resources an effect can gain (§4.7: influence, goodwill, coins, prestige). */
const gainable = z.enum(['coin', 'influence', 'goodwill', 'prestige']);
/** Resources that can be paid or lost (§4.7: prestige is only ever gained). */
const payable = z.enum(['coin', 'influence', 'goodwill']);

/**
 * Every effect, one op each (§4.7):
 * - `gain` tokens (coins, influence, goodwill, prestige); `lose` coins, influence or goodwill (stops at 0, A27);
 * - `battle`: Battle Strength for this turn's hunts (§2.5);
 * - `dispatch` up to n of your trained agents to the location the effect belongs to; `return` up to n from it
 *   (§4.7: the link to the location is essential, so neither names a location);
 * - `train` n untrained agents; `claim` allegiance of a neutral card on the Street, in your hand, or this card;
 * - `hunt`: you may hunt threats this turn (§4.6); `draw` n cards from the deck top (A19);
 * - `cubes`: n threat cubes drawn into your Threat Zone, dropped into the tower, set aside from a tray, or
 *   returned from your Threat Zone to the bag;
 * - `defense`: reduce the damage of an attack on you by n (§4.5 Watchtower, Citywatch);
 * - `tower`: replace a tower card (discard it, reveal the deck bottom) or move up to n cubes between trays;
 * - `script`: the escape hatch, code the engine looks up by `id` (see {@link EOD_SCRIPT_IDS}).
 */
export const effectSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('gain'), res: gainable, n: count }),
  z.strictObject({ op: z.literal('lose'), res: payable, n: positive }),
  z.strictObject({ op: z.literal('battle'), n: count }),
  z.strictObject({ op: z.literal('dispatch'), n: positive }),
  z.strictObject({ op: z.literal('return'), n: positive }),
  z.strictObject({ op: z.literal('train'), n: positive }),
  z.strictObject({ op: z.literal('claim'), from: z.enum(['street', 'hand', 'this']) }),
  z.strictObject({ op: z.literal('hunt') }),
  z.strictObject({ op: z.literal('draw'), n: positive }),
  z.strictObject({
    op: z.literal('cubes'),
    n: positive,
    action: z.enum(['draw-to-zone', 'drop-in-tower', 'set-aside-from-tray', 'return-from-zone']),
  }),
  z.strictObject({ op: z.literal('defense'), n: positive }),
  z.strictObject({ op: z.literal('tower'), action: z.enum(['replace-card', 'move-cubes']), n: positive }),
  z.strictObject({
    op: z.literal('script'),
    id: contentId,
    prologue: z.boolean().optional(),
    note: localizedText.optional(),
  }),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectOp = Effect['op'];

/** The ops, in the order above (the Record makes the compiler check the list is complete). */
const OPS: Record<EffectOp, true> = {
  gain: true,
  lose: true,
  battle: true,
  dispatch: true,
  return: true,
  train: true,
  claim: true,
  hunt: true,
  draw: true,
  cubes: true,
  defense: true,
  tower: true,
  script: true,
};
export const EFFECT_OPS = Object.keys(OPS) as EffectOp[];

/**
 * Which effects may be resolved in the Prologue (§3.3): gaining coins, influence, goodwill or prestige,
 * dispatching and training are allowed; returning agents, drawing, Battle Strength, dropping threats (any
 * cube effect, A37), claiming allegiance and tower manipulation are not. Hunting needs Battle Strength and
 * defence needs an attack, so neither can happen (RULINGS.md R6). A `script` says so itself (`prologue`).
 */
export const PROLOGUE_ALLOWED: Readonly<Record<Exclude<EffectOp, 'script'>, boolean>> = {
  gain: true,
  lose: true,
  battle: false,
  dispatch: true,
  return: false,
  train: true,
  claim: false,
  hunt: false,
  draw: false,
  cubes: false,
  defense: false,
  tower: false,
};

export function prologueAllowed(effect: Effect): boolean {
  return effect.op === 'script' ? effect.prologue === true : PROLOGUE_ALLOWED[effect.op];
}

/** The number an effect carries: no number means 1 (§4.7). */
export function amount(effect: Effect | { readonly n?: number }): number {
  return 'n' in effect && typeof effect.n === 'number' ? effect.n : 1;
}

/** Ops that act on "the location this effect belongs to" (§4.7 Dispatch, Return). */
export const LOCATION_LINKED_OPS: readonly EffectOp[] = ['dispatch', 'return'];

/**
 * What must be paid before an ability resolves: tokens (a "pay" needs the full amount, A27), or exactly n of
 * your agents returned from the ability's location (the rulebook's Militia Chief example: return 2 agents from
 * Deephollow and gain 3 Battle Strength).
 */
export const costSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pay'), res: payable, n: z.number().int().min(1).max(20) }),
  z.strictObject({ kind: z.literal('return-agents'), n: z.number().int().min(1).max(10) }),
]);
export type Cost = z.infer<typeof costSchema>;

/**
 * One ability: an optional cost and the effects it gives. A contact's abilities are its "effects" in the
 * rulebook's sense: another player pays the owner 1 coin per ability resolved from their card (§2.2,
 * §4.4.3; RULINGS.md R4).
 */
export const abilitySchema = z.strictObject({
  cost: z.array(costSchema).max(4).optional(),
  effects: z.array(effectSchema).min(1).max(8),
});
export type Ability = z.infer<typeof abilitySchema>;

/** The City side of a strip (§2.1): abilities, and the cube icon in its bottom-left corner (0 = no icon). */
export const contactSchema = z.strictObject({
  cubes: z.number().int().min(0).max(5),
  abilities: z.array(abilitySchema).max(4),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * The Blight side of a strip (§2.1, §2.4): its damage (the Blight-damage icon; the card in the tower attacks
 * with the sum over its visible strips and is hunted with that much Battle Strength), the rewards for
 * hunting it (§4.6), and optional extra effects on the attacked player (A7).
 */
export const threatSchema = z.strictObject({
  damage: z.number().int().min(0).max(12),
  rewards: z.array(effectSchema).max(6),
  onAttack: z.array(effectSchema).max(4).optional(),
});
export type Threat = z.infer<typeof threatSchema>;

/** A location ability (§2.6): used in your action phase; how often is ours to say (A11, RULINGS.md R5). */
export const locationAbilitySchema = abilitySchema.extend({
  limit: z.enum(['once-per-turn', 'unlimited']).optional(),
});
export type LocationAbility = z.infer<typeof locationAbilitySchema>;

export const locationSchema = z.strictObject({
  id: contentId,
  name: localizedText,
  types: z.array(z.enum(LOCATION_TYPES)).min(1).max(LOCATION_TYPES.length),
  abilities: z.array(locationAbilitySchema).max(3),
  note: localizedText.optional(),
});
export type LocationDef = z.infer<typeof locationSchema>;

/**
 * Copies of an advancement per slot variant (§2.1): a location's stack holds copies of its advancement made
 * for the top, middle or bottom slot; each variant runs out on its own.
 */
export const variantsSchema = z.strictObject({
  top: z.number().int().min(0).max(12).optional(),
  middle: z.number().int().min(0).max(12).optional(),
  bottom: z.number().int().min(0).max(12).optional(),
});
export type Variants = z.infer<typeof variantsSchema>;

export const advancementSchema = z.strictObject({
  id: contentId,
  location: contentId,
  name: localizedText,
  variants: variantsSchema,
  contact: contactSchema,
  threat: threatSchema,
  note: localizedText.optional(),
});
export type AdvancementDef = z.infer<typeof advancementSchema>;

/**
 * A starter card (§1, §2.1): a Citizen or Patrician in the top slot of both sides, owned by a guild or
 * neutral; some neutral cards carry a player-count mark on their Blight side (§3.2 step 7).
 */
export const starterSchema = z.strictObject({
  id: contentId,
  name: localizedText,
  kind: z.enum(STARTER_KINDS),
  guild: z.enum(GUILD_IDS).nullable(),
  mark: z.union([z.literal(PLAYER_MARKS[0]), z.literal(PLAYER_MARKS[1])]).nullable(),
  contact: contactSchema,
  threat: threatSchema,
});
export type StarterDef = z.infer<typeof starterSchema>;

export const CONTENT_FORMAT = 'deckhand.edge-of-darkness.content';
export const CONTENT_VERSION = 1;

/** A content file (JSON): the bundled set, or a user's from the content editor. */
export const contentFileSchema = z.strictObject({
  format: z.literal(CONTENT_FORMAT),
  version: z.literal(CONTENT_VERSION),
  id: contentId,
  name: localizedText,
  locations: z.array(locationSchema).max(200).optional(),
  advancements: z.array(advancementSchema).max(2000).optional(),
  starters: z.array(starterSchema).max(200).optional(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

/**
 * Scripts the engine implements (the per-card escape hatch). A content file naming another id is refused
 * (`unknown_script`): its effect cannot be run, so such a card is for table play only.
 */
export const EOD_SCRIPT_IDS: readonly string[] = ['swap-street-cards'];

/**
 * The icons of §4.7 and where the model keeps each: an effect op, a cost, or a field of a contact or threat.
 */
export const ICONS: Readonly<Record<string, string>> = {
  influence: 'gain/lose res=influence, cost pay res=influence',
  goodwill: 'gain/lose res=goodwill, cost pay res=goodwill',
  coin: 'gain/lose res=coin, cost pay res=coin',
  prestige: 'gain res=prestige',
  battleStrength: 'battle',
  damage: 'threat.damage',
  threatCube: 'contact.cubes (bottom-left corner), cubes (in effects and rewards)',
  agent: 'train (untrained agents), dispatch, return, cost return-agents',
  dispatch: 'dispatch',
  return: 'return',
  train: 'train',
  claimAllegiance: 'claim',
  hunt: 'hunt',
  draw: 'draw',
  defense: 'defense',
};
