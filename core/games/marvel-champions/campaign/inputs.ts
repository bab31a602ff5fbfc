import { z } from 'zod';

// The players' inputs: the only saved state of a campaign (append-only; undo drops the last one).
// Shapes are checked here; whether an input fits the definition and the log so far is derive.ts's.

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/);
const heroKey = z.string().regex(/^h[1-9]$/);
const text = z.string().max(2000);
const label = z.string().trim().min(1).max(120);
const uuid = z.string().regex(/^[0-9a-f-]{36}$/);

export const deckRefSchema = z.object({ deckId: uuid, version: z.number().int().min(1) }).strict();

export const modesSchema = z
  .object({
    expert: z.boolean(),
    heroic: z.number().int().min(0).max(10),
    skirmish: z.string().min(1).max(40).nullable(),
  })
  .strict();

const heroStart = z
  .object({
    key: heroKey,
    identity: code,
    player: z.string().max(80).default(''),
    aspects: z.array(id).max(4).default([]),
    deck: deckRefSchema.nullable().default(null),
  })
  .strict();

const decks = z.record(heroKey, deckRefSchema);

export const campaignInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), heroes: z.array(heroStart).min(1).max(4), expert: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('scenario.start'),
      scenario: id,
      label: label.optional(),
      modes: modesSchema.optional(),
      decks: decks.optional(),
      /** A saved game started for this attempt ("start it as a prepared game"). */
      gameId: uuid.optional(),
    })
    .strict(),
  z.object({ type: z.literal('scenario.modes'), scenario: id, modes: modesSchema }).strict(),
  z.object({ type: z.literal('scenario.link'), scenario: id, gameId: uuid }).strict(),
  z
    .object({
      type: z.literal('scenario.result'),
      scenario: id,
      label: label.optional(),
      outcome: z.enum(['won', 'lost']),
      heroes: z.record(heroKey, z.enum(['ok', 'eliminated'])).optional(),
      records: z.record(id, z.number().int().min(-9999).max(9999)).optional(),
      choices: z.record(id, id).optional(),
      note: text.optional(),
      /** Used only when no attempt is open (a result recorded straight from a real table). */
      modes: modesSchema.optional(),
      decks: decks.optional(),
      /** The saved game the result was read from (campaigns.recordFromGame). */
      gameId: uuid.optional(),
    })
    .strict(),
  z.object({ type: z.literal('scenario.advance'), scenario: id }).strict(),
  z.object({ type: z.literal('card.add'), card: code, owner: heroKey.nullable().default(null) }).strict(),
  z.object({ type: z.literal('card.owner'), card: code, owner: heroKey.nullable() }).strict(),
  z.object({ type: z.literal('card.remove'), card: code }).strict(),
  z.object({ type: z.literal('cards.add'), section: id, card: code }).strict(),
  z.object({ type: z.literal('cards.remove'), section: id, card: code }).strict(),
  z.object({ type: z.literal('counter.set'), section: id, value: z.number().int().min(-9999).max(9999) }).strict(),
  z.object({ type: z.literal('counter.add'), section: id, delta: z.number().int().min(-9999).max(9999) }).strict(),
  z.object({ type: z.literal('check'), section: id, item: id, checked: z.boolean(), label: label.optional() }).strict(),
  z
    .object({
      type: z.literal('hero.counter'),
      hero: heroKey,
      section: id,
      value: z.number().int().min(-9999).max(9999),
    })
    .strict(),
  z.object({ type: z.literal('hero.note'), hero: heroKey, section: id, text }).strict(),
  z.object({ type: z.literal('note'), section: id, text: text.min(1) }).strict(),
  z.object({ type: z.literal('hero.deck'), hero: heroKey, deck: deckRefSchema.nullable() }).strict(),
  z
    .object({
      type: z.literal('section.add'),
      section: id,
      sectionType: z.enum(['counter', 'checklist', 'cards', 'notes', 'heroCounter', 'heroNotes']),
      label,
      min: z.number().int().min(-9999).max(9999).optional(),
      max: z.number().int().min(-9999).max(9999).optional(),
      initial: z.number().int().min(-9999).max(9999).optional(),
    })
    .strict(),
  z.object({ type: z.literal('carry'), label }).strict(),
]);

export type CampaignInput = z.output<typeof campaignInputSchema>;
/** What callers may send (defaults filled in by the schema). */
export type CampaignInputArg = z.input<typeof campaignInputSchema>;
export type CampaignInputType = CampaignInput['type'];

export const CAMPAIGN_INPUT_TYPES = campaignInputSchema.options.map((o) => o.shape.type.value) as CampaignInputType[];

/** An input as stored: the input and when it was made (ISO time; data, not a clock read). */
export interface InputEntry {
  input: CampaignInput;
  at: string;
}
