// Options for games.create and the setup of the v1.5 rules (§3.1, 16 steps, as far as the content
// needs them).

import { z } from 'zod';
import { seedRng } from '../../../kernel/rng';
import { savedDeckRefSchema } from '../../../platform/decks';
import { CONTENT, ENCOUNTER_SETS, SCENARIOS, STARTER_DECKS } from '../content';
import {
  campaignHeroSchema,
  campaignSchema,
  campaignSets,
  campaignTask,
  checkCampaign,
  putIntoPlay,
  setAside,
  type Make,
} from './campaign';
import { codeOf, defByCode, defOf, perPlayer, put, zn } from './core';
import { run } from './flow';
import { uniqueBlocked } from './options';
import { giveStatus, push, shuffleZone, stageRevealed, type Ev } from './rules';
import { CARD_TYPES, type CardDef, type Draft, type McState, type Task } from './types';
import { jsonKeys, withJsonFastPath } from './fast-parse';
import { dictOf } from './shapes';

/** Imported card data copied into the options so a record replays without the catalog. */
export const cardDefSchema = z.looseObject({
  code: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[^:]+$/),
  name: z.string().max(200),
  type: z.enum(CARD_TYPES),
  set: z.string().max(80),
});

const CARD_TYPE_SET: ReadonlySet<unknown> = new Set(CARD_TYPES);

/** Imported card definitions by code (the `cards` option); plain JSON: the four checked fields, then the rest as is. */
export const cardsSchema = withJsonFastPath(z.record(z.string(), cardDefSchema), (input) => {
  const keys = jsonKeys(input);
  if (!keys) return null;
  const out: Record<string, z.output<typeof cardDefSchema>> = {};
  for (const key of keys) {
    const v = (input as Record<string, unknown>)[key];
    const fields = jsonKeys(v);
    if (!fields) return null;
    const { code, name, type, set } = v as Record<string, unknown>;
    if (typeof code !== 'string' || code.length < 1 || code.length > 40 || code.includes(':')) return null;
    if (typeof name !== 'string' || name.length > 200 || !CARD_TYPE_SET.has(type)) return null;
    if (typeof set !== 'string' || set.length > 80) return null;
    // zod's loose object: the shape's fields first, then the others in the input's order (the adapter's
    // order already: then a plain copy, V8's fastest)
    const shapeFirst = fields[0] === 'code' && fields[1] === 'name' && fields[2] === 'type' && fields[3] === 'set';
    out[key] = (shapeFirst ? { ...(v as object) } : { code, name, type, set, ...(v as object) }) as z.output<
      typeof cardDefSchema
    >;
  }
  return out;
});

const codeSchema = z.string().min(1).max(40);
/** Card code → copies; plain JSON: copied as is. */
export const countsSchema = withJsonFastPath(
  z.record(z.string().min(1).max(40), z.number().int().min(1).max(60)),
  (input) => {
    const keys = jsonKeys(input);
    if (!keys) return null;
    const out: Record<string, number> = {};
    for (const key of keys) {
      const n = (input as Record<string, unknown>)[key];
      if (key.length < 1 || key.length > 40 || typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 60)
        return null;
      out[key] = n;
    }
    return out;
  },
);

export const optionsSchema = z
  .strictObject({
    /**
     * One entry per player/seat (P1…P4): identity (hero-face code), optional deck (code → copies)
     * and optional campaign set-up (campaign.ts).
     */
    heroes: z
      .array(
        z.strictObject({
          identity: z.string().min(1).max(40),
          deck: countsSchema.optional(),
          campaign: campaignHeroSchema.optional(),
          /** The deck-building rules the deck breaks, played anyway after the player confirmed (issue 12). */
          illegal: z.array(z.string().min(1).max(80)).max(50).optional(),
          /** The saved deck this seat came from, at that version (the play history's decks, issue 19). */
          savedDeck: savedDeckRefSchema.optional(),
        }),
      )
      .min(1)
      .max(4)
      .default([{ identity: 'stw-h' }]),
    scenario: z.string().default('null'),
    /** Modular encounter sets (§4.2). */
    modular: z.array(z.string()).max(4).default(['chrome']),
    /** §2.16 modes, combinable. */
    expert: z.boolean().default(false),
    heroic: z.number().int().min(0).max(5).default(0),
    /** Skirmish: the one villain stage used (1–3). */
    skirmish: z.number().int().min(1).max(3).nullable().default(null),
    firstPlayer: z.number().int().min(0).max(3).default(0),
    /** Table mode: manual actions allowed everywhere (tracking a physical table). */
    table: z.boolean().default(false),
    /** Tracker mode (tracker.ts): a game with physical cards, recorded step by step; absent: false. */
    tracker: z.boolean().optional(),
    /**
     * A tracker game whose set-up minions are the table's (picked by the players, facedown cards by
     * trait), never virtual cards. New games get it from the option resolver (engine-options.ts);
     * records made before it (absent) keep their virtual set-up minions and replay unchanged.
     */
    tablePicks: z.boolean().optional(),
    /** Imported card definitions (engine shape, see adapter.ts) used by decks or `encounter`. */
    cards: cardsSchema.default({}),
    /** Extra encounter cards (code → copies), e.g. imported ones. */
    encounter: countsSchema.default({}),
    /** Campaign set-up of the game (§6.1, campaign.ts); absent: no campaign. */
    campaign: campaignSchema.optional(),
    /** A scenario of the imported data (scenario-data.ts): `scenario` names it. */
    scenarioDef: z
      .strictObject({
        id: z.string().min(1).max(80),
        villain: z.strictObject({ standard: z.array(codeSchema).max(5), expert: z.array(codeSchema).max(5) }),
        mainScheme: z.array(codeSchema).min(1).max(10),
        cards: countsSchema,
      })
      .optional(),
    /** Encounter sets of the imported data by set code (modular, `standard`, `expert`): code → copies. */
    sets: z.record(z.string().min(1).max(80), countsSchema).optional(),
  })
  .superRefine((o, ctx) => {
    const known = (code: string) => code in o.cards || code in CONTENT;
    const ids = o.heroes.map((h) => h.identity);
    ids.forEach((id, i) => {
      const d = (o.cards[id] as CardDef | undefined) ?? CONTENT[id];
      if (!d || d.type !== 'hero')
        ctx.addIssue({ code: 'custom', path: ['heroes', i, 'identity'], message: 'mc.unknownIdentity' });
      const deck = o.heroes[i].deck;
      if (!deck && !STARTER_DECKS.some((s) => s.identity === id))
        ctx.addIssue({ code: 'custom', path: ['heroes', i, 'deck'], message: 'mc.noDeck' });
      for (const code of Object.keys(deck ?? {}))
        if (!known(code))
          ctx.addIssue({ code: 'custom', path: ['heroes', i, 'deck', code], message: 'mc.unknownCard' });
    });
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['heroes'], message: 'mc.sameIdentityTwice' });
    if (o.firstPlayer >= o.heroes.length)
      ctx.addIssue({ code: 'custom', path: ['firstPlayer'], message: 'mc.badFirstPlayer' });
    if (o.scenarioDef ? o.scenarioDef.id !== o.scenario : !SCENARIOS.some((s) => s.id === o.scenario))
      ctx.addIssue({ code: 'custom', path: ['scenario'], message: 'mc.unknownScenario' });
    for (const m of o.modular)
      if (!o.sets?.[m] && !ENCOUNTER_SETS.some((s) => s.id === m && s.kind === 'modular'))
        ctx.addIssue({ code: 'custom', path: ['modular'], message: 'mc.unknownModular' });
    const sd = o.scenarioDef;
    if (sd) {
      const codes = [...sd.villain.standard, ...sd.villain.expert, ...sd.mainScheme, ...Object.keys(sd.cards)];
      for (const code of codes)
        if (!known(code)) ctx.addIssue({ code: 'custom', path: ['scenarioDef', code], message: 'mc.unknownCard' });
      if ((o.expert ? sd.villain.expert : sd.villain.standard).length === 0)
        ctx.addIssue({ code: 'custom', path: ['scenarioDef', 'villain'], message: 'mc.unknownScenario' });
    }
    for (const [set, list] of Object.entries(o.sets ?? {}))
      for (const code of Object.keys(list))
        if (!known(code)) ctx.addIssue({ code: 'custom', path: ['sets', set, code], message: 'mc.unknownCard' });
    for (const code of Object.keys(o.encounter))
      if (!known(code)) ctx.addIssue({ code: 'custom', path: ['encounter', code], message: 'mc.unknownCard' });
    checkCampaign(o, (i) => ctx.addIssue({ code: 'custom', ...i }));
  });

export type McOptions = z.infer<typeof optionsSchema>;

export const seatsFor = (o: McOptions): string[] => o.heroes.map((_, i) => `P${i + 1}`);

/** Each seat by its hero's name (the imported card's or our content's), as the table says it. */
export function seatNames(o: McOptions): Record<string, string> {
  const out: Record<string, string> = {};
  o.heroes.forEach((h, i) => {
    const name = (o.cards?.[h.identity] ?? CONTENT[h.identity])?.name;
    if (name) out[`P${i + 1}`] = name;
  });
  return out;
}

/** What the setup steps share: the draft, the options and the card ids made so far (in order: the ids are the
 * record's, so every step makes them in the order the rules list the steps). */
interface SetupCtx {
  readonly s: Draft;
  readonly o: McOptions;
  readonly seats: string[];
  /** §6.1: a card removed from the campaign enters no deck and is not put into play. */
  readonly removed: ReadonlySet<string>;
  readonly make: Make;
  readonly obligations: string[];
}

// Setup runs once a game, so it is split into one function per step: one large function was compiled by V8's
// optimising compiler again and again in the first games (about 70 ms each time, thrown away at once as each new
// game brought other shapes), which cost the first games more than the setup itself.
export function setup(o: McOptions, seed: string): McState {
  const seats = seatsFor(o);
  const s = initialState(o, seed, seats);
  const ev: Ev = [];
  let serial = 0;
  const c: SetupCtx = {
    s,
    o,
    seats,
    removed: new Set(o.campaign?.removed ?? []),
    make: (owner, code) => `${owner}:${code}:${serial++}`,
    obligations: [],
  };
  for (let i = 0; i < seats.length; i++) dealIdentity(c, seats[i], i);
  villainAndMainSchemes(c);
  encounterDeck(c);
  setupCardsIntoPlay(c);
  const tasks = firstTasks(c, ev);
  s.count = serial;
  // push below the enterPlay tasks of step 11 so those resolve first
  const entering = s.stack.splice(0);
  push(s, ...tasks);
  s.stack.push(...entering);
  run(s, ev);
  return s as unknown as McState;
}

function initialState(o: McOptions, seed: string, seats: string[]): Draft {
  return {
    rng: seedRng(seed),
    seats,
    players0: seats.length,
    expert: o.expert,
    heroic: o.heroic,
    round: 0,
    phase: 'setup',
    first: o.firstPlayer,
    active: null,
    zones: dictOf({
      villain: [],
      villainDeck: [],
      main: [],
      mainDeck: [],
      side: [],
      encDeck: [],
      encDiscard: [],
      setAside: [],
      removed: [],
      victory: [],
      reveal: [],
      playing: [],
    }),
    cards: dictOf(),
    players: dictOf(),
    accel: 0,
    lasting: [],
    stack: [],
    ask: null,
    custom: o.cards as unknown as Draft['custom'],
    result: null,
    peril: null,
    table: o.table,
    count: 0,
  };
}

/** Steps 1–6 for one seat: identity alter-ego up, HP, obligation and nemesis set aside, the deck shuffled. */
function dealIdentity(c: SetupCtx, seat: string, i: number): void {
  const { s, o, removed, make } = c;
  const hero = o.heroes[i];
  const idDef = defByCode(s, hero.identity);
  const identity = make(seat, hero.identity);
  s.players[seat] = { identity, form: 'alter_ego', flipped: false, eliminated: false };
  if (hero.campaign?.hp) s.players[seat].hpMod = hero.campaign.hp;
  for (const z of ['identity', 'hand', 'deck', 'discard', 'play', 'engaged', 'dealt']) s.zones[`${z}.${seat}`] = [];
  s.zones[zn('identity', seat)].push(identity);
  const list = hero.deck ?? STARTER_DECKS.find((d) => d.identity === hero.identity)!.cards;
  // the deck, then the hero's campaign cards (§6.1: deck-building rules do not apply to them)
  addDeck(c, seat, list);
  if (hero.campaign?.added) addDeck(c, seat, hero.campaign.added);
  if (idDef.obligation && !removed.has(idDef.obligation)) c.obligations.push(make('e', idDef.obligation));
  for (const code of idDef.nemesis ?? []) s.zones.setAside.push(make('e', code));
  shuffleZone(s, zn('deck', seat));
}

function addDeck(c: SetupCtx, seat: string, cards: { readonly [code: string]: number }): void {
  const { s, removed, make } = c;
  const deck = zn('deck', seat);
  for (const code in cards) {
    if (removed.has(code)) continue;
    // §2.13 Permanent: set aside at the start of setup (Setup puts them into play, step 11)
    const zone = s.zones[defByCode(s, code).kw?.permanent ? 'setAside' : deck];
    for (let k = 0, n = cards[code]; k < n; k++) zone.push(make(seat, code));
  }
}

/** Steps 8–9: the villain deck (of the mode, a skirmish's stage or the campaign's), the main scheme deck. */
function villainAndMainSchemes(c: SetupCtx): void {
  const { s, o, make } = c;
  const scen = scenarioOf(o);
  let stages = o.expert ? scen.villain.expert : scen.villain.standard;
  if (o.skirmish !== null) {
    const all = [...new Set([...scen.villain.standard, ...scen.villain.expert])];
    const chosen = all.find((code) => defByCode(s, code).stage === o.skirmish) ?? stages[0];
    stages = [chosen];
  }
  if (o.campaign?.stages?.length) stages = o.campaign.stages; // §6.1: the campaign's stages (e.g. a finale one stage later)
  for (let i = 0; i < stages.length; i++) s.zones[i === 0 ? 'villain' : 'villainDeck'].push(make('e', stages[i]));
  const schemes = scen.mainScheme;
  for (let i = 0; i < schemes.length; i++) s.zones[i === 0 ? 'main' : 'mainDeck'].push(make('e', schemes[i]));
}

const scenarioOf = (o: McOptions) => o.scenarioDef ?? SCENARIOS.find((x) => x.id === o.scenario)!;

/** Step 10: encounter deck = scenario set + modular sets + standard (+ expert) + campaign sets + obligations. */
function encounterDeck(c: SetupCtx): void {
  const { s, o, removed, make } = c;
  addEncounter(c, scenarioOf(o).cards);
  // an imported set of that code (`sets`) comes before ours: an imported scenario plays with the
  // imported standard and expert sets
  for (const m of o.modular) addEncounter(c, encounterSet(o, m));
  addEncounter(c, encounterSet(o, 'standard'));
  if (o.expert) addEncounter(c, encounterSet(o, 'expert'));
  // §6.1 campaign: its extra sets (a set already in the deck is not added twice)
  for (const set of campaignSets(o.campaign, [...o.modular, 'standard', ...(o.expert ? ['expert'] : [])]))
    addEncounter(c, set.cards);
  addEncounter(c, o.encounter);
  s.zones.encDeck.push(...c.obligations);
  if (o.campaign?.setAside) setAside(s, o.campaign.setAside, removed, make);
  shuffleZone(s, 'encDeck');
}

const encounterSet = (o: McOptions, id: string) => o.sets?.[id] ?? ENCOUNTER_SETS.find((x) => x.id === id)!.cards;

function addEncounter(c: SetupCtx, cards: { readonly [code: string]: number }): void {
  const deck = c.s.zones.encDeck;
  for (const code in cards)
    if (!c.removed.has(code)) for (let k = 0, n = cards[code]; k < n; k++) deck.push(c.make('e', code));
}

/** Step 11: the heroes' campaign cards put into play (§6.1; a Setup card listed there is taken from where step 11
 * would find it), then Setup keyword cards into play. */
function setupCardsIntoPlay(c: SetupCtx): void {
  const { s, o, seats, removed, make } = c;
  for (let i = 0; i < seats.length; i++) {
    const inPlay = o.heroes[i].campaign?.inPlay;
    if (inPlay) putIntoPlay(s, seats[i], inPlay, removed, make);
  }
  for (const zone of ['setAside', ...seats.map((p) => zn('deck', p))]) {
    for (const id of [...s.zones[zone]]) {
      const owner = id.slice(0, id.indexOf(':'));
      // §2.13 Unique: a second copy with the title of a card already in play stays where it is
      if (owner === 'e' || !defByCode(s, codeOf(id)).kw?.setup || uniqueBlocked(s, id)) continue;
      put(s, id, zn('play', owner));
      push(s, { t: 'enterPlay', card: id, seat: owner });
    }
  }
}

/** Steps 12–16 up to the first decision: starting threat and When Revealed (12), campaign set-up (13), hands
 * (14), mulligans (15), identity Setup abilities (16), as tasks in that order. */
function firstTasks(c: SetupCtx, ev: Ev): Task[] {
  const { s, o, seats, removed } = c;
  // step 12: main scheme starting threat, its (1A side's Setup and) When Revealed, then the villain's
  const main = s.zones.main[0];
  const md = defOf(s, main);
  const start = perPlayer(s, md.threat, md.threatPer);
  if (start > 0) s.cards[main] = { threat: start };
  const villain = s.zones.villain[0];
  if (defOf(s, villain).kw?.toughness) giveStatus(s, villain, 'tough', ev);
  const tasks: Task[] = [];
  tasks.push(...stageRevealed(s, main, true), ...stageRevealed(s, villain, false));

  // step 13: campaign set-up (side schemes, engaged minions), after the When Revealed of step 12
  const campaign = campaignTask(o.campaign, seats, removed);
  if (campaign) tasks.push(campaign);

  // step 14: draw hands (alter-ego hand size, plus campaign extra cards); 15: mulligan; 16: identity Setup abilities
  const order = seats.map((_, i) => seats[(o.firstPlayer + i) % seats.length]);
  const extra = (seat: string) => o.heroes[seats.indexOf(seat)].campaign?.draw ?? 0;
  for (const seat of order)
    tasks.push({
      t: 'effects',
      fx: [{ op: 'draw', n: (defOf(s, s.players[seat].identity).hand ?? 6) + extra(seat) }],
      i: 0,
      ctx: { src: null, seat },
    });
  for (const seat of order)
    tasks.push(extra(seat) ? { t: 'mulligan', seat, extra: extra(seat) } : { t: 'mulligan', seat });
  for (const seat of order)
    for (const ab of defOf(s, s.players[seat].identity).ab ?? [])
      if (ab.kind === 'setup')
        tasks.push({ t: 'effects', fx: ab.effects, i: 0, ctx: { src: s.players[seat].identity, seat } });
  tasks.push({ t: 'setupEnd' });
  return tasks;
}
