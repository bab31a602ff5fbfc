/**
 * zod schemas of the MarvelCDB JSON records (zzorba/marvelsdb-json-data layout). They check the
 * fields we use and tolerate every other field (`.loose()`), like the data set's own schema
 * (`additionalProperties: true` for cards).
 */
import { z } from 'zod';

const int = z.number().int();
const nullableInt = int.nullable();
const str = z.string();
const nonEmpty = z.string().min(1);
const stringList = z.array(z.string());

/** An object schema that checks the given fields and keeps every other one. */
const loose = <S extends z.ZodRawShape>(shape: S) => z.object(shape).loose();

/** A card's texts, front and back (also what a translation gives). */
const cardTexts = {
  text: str.nullable().optional(),
  flavor: str.nullable().optional(),
  errata: str.nullable().optional(),
  back_name: str.nullable().optional(),
  back_text: str.nullable().optional(),
  back_flavor: str.nullable().optional(),
};

export const rawPackSchema = loose({
  code: nonEmpty,
  name: str,
  pack_type_code: str.optional(),
  position: int,
  date_release: str.nullable().optional(),
  size: nullableInt.optional(),
  cgdb_id: nullableInt.optional(),
  octgn_id: str.nullable().optional(),
});
export type RawPack = z.infer<typeof rawPackSchema>;

export const rawNamedSchema = loose({ code: nonEmpty, name: str });
export type RawNamed = z.infer<typeof rawNamedSchema>;

export const rawSetSchema = loose({
  code: nonEmpty,
  name: str,
  card_set_type_code: str,
  parent_code: str.nullable().optional(),
});
export type RawSet = z.infer<typeof rawSetSchema>;

export const rawFactionSchema = loose({
  code: nonEmpty,
  name: str,
  is_primary: z.boolean().optional(),
  octgn_id: nullableInt.optional(),
});
export type RawFaction = z.infer<typeof rawFactionSchema>;

/** One deck_options entry; unknown keys are kept so the validator can refuse to guess. */
export const rawDeckOptionSchema = loose({
  type: stringList.optional(),
  trait: stringList.optional(),
  resource: stringList.optional(),
  faction: stringList.optional(),
  limit: int.optional(),
  name_limit: int.optional(),
  use_deck_limit: z.boolean().optional(),
});
export type RawDeckOption = z.infer<typeof rawDeckOptionSchema>;

export const rawDeckRequirementSchema = loose({
  aspects: int.optional(),
  limit: int.optional(),
});
export type RawDeckRequirement = z.infer<typeof rawDeckRequirementSchema>;

const stat = z.union([z.number(), z.boolean(), z.null()]);

export const rawCardSchema = loose({
  code: nonEmpty,
  pack_code: nonEmpty,
  position: int,
  quantity: int.min(0),
  name: str.optional(),
  subname: str.nullable().optional(),
  faction_code: str.optional(),
  type_code: str.optional(),
  set_code: str.nullable().optional(),
  /** The API's spelling of set_code; a few data records use it too. */
  card_set_code: str.nullable().optional(),
  set_position: nullableInt.optional(),
  duplicate_of: str.nullable().optional(),
  octgn_id: str.nullable().optional(),
  hidden: z.boolean().nullable().optional(),
  back_link: str.nullable().optional(),
  double_sided: z.boolean().optional(),
  cost: nullableInt.optional(),
  cost_per_hero: z.boolean().optional(),
  resource_energy: nullableInt.optional(),
  resource_mental: nullableInt.optional(),
  resource_physical: nullableInt.optional(),
  resource_wild: nullableInt.optional(),
  traits: str.nullable().optional(),
  is_unique: z.boolean().nullable().optional(),
  permanent: z.boolean().nullable().optional(),
  deck_limit: nullableInt.optional(),
  /** The API serves these as JSON strings; the repository as arrays. */
  deck_options: z
    .union([z.array(rawDeckOptionSchema), str])
    .nullable()
    .optional(),
  deck_requirements: z
    .union([z.array(rawDeckRequirementSchema), rawDeckRequirementSchema, str])
    .nullable()
    .optional(),
  /** Our own structured extension: overrides the Team-Up names read from the text. */
  team_up: stringList.optional(),
  stage: z.union([str, int]).nullable().optional(),
  spoiler: z.union([int, z.boolean()]).nullable().optional(),
  ...cardTexts,
  illustrator: str.nullable().optional(),
  attack: stat.optional(),
  thwart: stat.optional(),
  defense: stat.optional(),
  recover: stat.optional(),
  health: stat.optional(),
  hand_size: stat.optional(),
  scheme: stat.optional(),
  boost: stat.optional(),
  threat: stat.optional(),
  base_threat: stat.optional(),
  escalation_threat: stat.optional(),
});
export type RawCard = z.infer<typeof rawCardSchema>;

export const rawCardTranslationSchema = loose({
  code: nonEmpty,
  name: str.optional(),
  subname: str.nullable().optional(),
  traits: str.nullable().optional(),
  ...cardTexts,
});
export type RawCardTranslation = z.infer<typeof rawCardTranslationSchema>;
