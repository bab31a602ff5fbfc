// The named-ability vocabulary of classic Berserk (rules digest §5.15). Ability texts are not in any
// data we have, so a card's abilities are stored as `{ name, params }`: a name from this list and
// the numbers the printed text gives (Armor 2, Shot 1-2-2 with range 3…). The catalog stores them
// per card in this shape; the engine plays the names it knows (`ENGINE_ABILITIES`) and offers the
// rest for resolution by hand. Pure data and zod schemas, no game state.

import { z } from 'zod';

/** Any stored ability: a name and its parameters (what the catalog keeps, known or not). */
export const abilityRefSchema = z
  .object({
    name: z.string().min(1).max(60),
    params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).default({}),
  })
  .strict();
export type AbilityRef = z.infer<typeof abilityRefSchema>;

const x = z.number().int().min(1).max(20);
const xDefault1 = z.object({ x: x.default(1) }).strict();
const xRequired = z.object({ x }).strict();
const none = z.object({}).strict();
const tierValue = z.number().int().min(0).max(20);
/** X-Y-Z values of an attack ability (weak, medium, strong). */
const strike = { weak: tierValue, medium: tierValue, strong: tierValue };
/** A ranged attack: X-Y-Z and how far it reaches (Chebyshev distance; absent = any cell). */
const ranged = z.object({ ...strike, range: z.number().int().min(1).max(6).optional() }).strict();
const melee = z.object(strike).strict();

/** Kinds of attack and effect the protections, vulnerabilities and experiences name (§5.3, §5.15). */
export const ATTACK_KINDS = [
  'strike',
  'shot',
  'throw',
  'discharge',
  'magicStrike',
  'spell',
  'poison',
  'magic',
] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/**
 * One schema per named ability of §5.15: the params each takes. Names are camelCase English ids;
 * the screens translate them (`berserkEngine.ability.<name>`).
 */
export const ABILITY_PARAMS = {
  // Attacks and strikes
  specialStrike: z.object({ ...strike, answered: z.boolean().default(false) }).strict(),
  magicStrike: melee,
  shot: ranged,
  throw: ranged,
  discharge: ranged,
  strikeAcrossRow: melee,
  unanswered: none,
  directedStrike: none,
  vanguard: none,
  // Die-roll modifiers
  blessing: none,
  curse: none,
  attackExperience: xDefault1,
  defenceExperience: xDefault1,
  shootingExperience: xDefault1,
  throwingExperience: xDefault1,
  dischargeExperience: xDefault1,
  clumsiness: xDefault1,
  // Damage and numeric modifiers
  wrath: none,
  vulnerability: none,
  vulnerabilityTo: z.object({ kind: z.enum(ATTACK_KINDS) }).strict(),
  shieldOfArchaal: xRequired,
  // Damage prevention and survival
  armor: xRequired,
  masking: z.object({ kind: z.enum(ATTACK_KINDS).optional() }).strict(),
  fortitude: none,
  thickSkin: none,
  protectionFrom: z.object({ kind: z.enum(ATTACK_KINDS) }).strict(),
  stash: none,
  // Healing and life
  heal: z.object({ x, other: z.boolean().default(false) }).strict(),
  regeneration: xRequired,
  lifesteal: none,
  giftOfLife: xRequired,
  corpseEating: none,
  redistribution: xRequired,
  // Wounds over time
  poison: xDefault1,
  fading: xRequired,
  plague: none,
  fear: xRequired,
  thirst: xRequired,
  finishing: xRequired,
  // Chips
  soulCatcher: xRequired,
  concentration: none,
  rage: xRequired,
  meditation: none,
  // Movement
  dexterity: none,
  jump: none,
  teleport: none,
  maneuver: none,
  // Positioning and groups
  range: xRequired,
  formation: none,
  unity: xRequired,
  precision: none,
  // Existence and returning cards
  incorporeality: none,
  flight: none,
  resurrection: none,
  summon: none,
  incarnation: xRequired,
  horde: none,
  uniqueness: none,
  stealth: none,
} as const satisfies Record<string, z.ZodType>;

export type AbilityName = keyof typeof ABILITY_PARAMS;

/** The named abilities that are attacks with X-Y-Z values (§5.3, §5.15 "Attacks and strikes"). */
export const ATTACK_ABILITIES = [
  'specialStrike',
  'magicStrike',
  'shot',
  'throw',
  'discharge',
  'strikeAcrossRow',
] as const satisfies readonly AbilityName[];
export type AttackAbilityName = (typeof ATTACK_ABILITIES)[number];
export const ABILITY_NAMES = Object.keys(ABILITY_PARAMS) as AbilityName[];

/** A known ability with its parsed (defaulted) params. */
export type Ability = { [N in AbilityName]: { name: N; params: z.output<(typeof ABILITY_PARAMS)[N]> } }[AbilityName];

/** The §5.15 glossary section each name comes from (for screens and the tests naming the rule). */
export const ABILITY_GROUPS: Readonly<Record<AbilityName, string>> = Object.fromEntries(
  (
    [
      ['attacks', [...ATTACK_ABILITIES, 'unanswered', 'directedStrike', 'vanguard']],
      [
        'dieModifiers',
        [
          'blessing',
          'curse',
          'attackExperience',
          'defenceExperience',
          'shootingExperience',
          'throwingExperience',
          'dischargeExperience',
          'clumsiness',
        ],
      ],
      ['damageModifiers', ['wrath', 'vulnerability', 'vulnerabilityTo', 'shieldOfArchaal']],
      ['prevention', ['armor', 'masking', 'fortitude', 'thickSkin', 'protectionFrom', 'stash']],
      ['healing', ['heal', 'regeneration', 'lifesteal', 'giftOfLife', 'corpseEating', 'redistribution']],
      ['overTime', ['poison', 'fading', 'plague', 'fear', 'thirst', 'finishing']],
      ['chips', ['soulCatcher', 'concentration', 'rage', 'meditation']],
      ['movement', ['dexterity', 'jump', 'teleport', 'maneuver']],
      ['positioning', ['range', 'formation', 'unity', 'precision']],
      [
        'existence',
        ['incorporeality', 'flight', 'resurrection', 'summon', 'incarnation', 'horde', 'uniqueness', 'stealth'],
      ],
    ] as const
  ).flatMap(([group, names]) => names.map((n) => [n, group])),
) as Record<AbilityName, string>;

export function isAbilityName(name: string): name is AbilityName {
  return Object.prototype.hasOwnProperty.call(ABILITY_PARAMS, name);
}

/** What is wrong with one stored ability: `ability.unknown` or `ability.badParams` (with the name). */
export interface AbilityProblem {
  readonly code: 'ability.unknown' | 'ability.badParams' | 'ability.malformed';
  readonly index: number;
  readonly name: string;
}

/** Parses one stored ability; `null` with a problem code when the name is unknown or params are wrong. */
export function parseAbility(ref: unknown, index = 0): { ability: Ability } | { problem: AbilityProblem } {
  const shape = abilityRefSchema.safeParse(ref);
  if (!shape.success) return { problem: { code: 'ability.malformed', index, name: '' } };
  const { name, params } = shape.data;
  if (!isAbilityName(name)) return { problem: { code: 'ability.unknown', index, name } };
  const parsed = ABILITY_PARAMS[name].safeParse(params);
  if (!parsed.success) return { problem: { code: 'ability.badParams', index, name } };
  return { ability: { name, params: parsed.data } as Ability };
}

/** Every problem in a card's ability list (empty when every ability is known and well formed). */
export function validateAbilities(list: readonly unknown[]): AbilityProblem[] {
  const problems: AbilityProblem[] = [];
  list.forEach((ref, i) => {
    const r = parseAbility(ref, i);
    if ('problem' in r) problems.push(r.problem);
  });
  return problems;
}

/** Schema of a known ability (name from the vocabulary, params valid), for forms and imports. */
export const abilitySchema = abilityRefSchema.superRefine((ref, ctx) => {
  const r = parseAbility(ref);
  if ('problem' in r) ctx.addIssue({ code: 'custom', message: r.problem.code, params: { name: r.problem.name } });
});
