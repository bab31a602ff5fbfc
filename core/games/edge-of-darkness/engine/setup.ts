/**
 * Edge of Darkness engine: options and setup (rules digest §3.2 steps 2–10, §6): seats p1…p4, the locations
 * chosen or random, neutral cards filtered by their player-count marks, the tower's three neutral threats,
 * the bag with 15 black cubes and 15 per guild in play, two cubes into each Threat Zone and four dropped into
 * the tower, the starting kit (§3.2 step 4), the first player at random. The Prologue (§3.3) follows.
 */
import { z } from 'zod';
import { seedRng } from '../../../kernel/rng';
import { contentFileSchema, type ContentFile, type StarterDef } from '../data/effects';
import { validateContent } from '../data/content-validate';
import { CUBE_COLOURS, GUILD_IDS, PLAYER_COUNTS, type GuildId, type PlayerCount } from '../data/ids';
import { LOCATIONS_PER_GAME } from '../data/components';
import {
  BLACK_CUBES,
  CUBES_PER_GUILD,
  SETUP_CUBES_DROPPED,
  SETUP_CUBES_PER_PLAYER,
  STARTING_KIT,
  STREET_SLOTS,
  TOWER_SPACES,
  neutralInPlay,
} from '../data/setup';
import { initialStock, newCard, type Card } from '../model/card';
import { ORIGINAL_CONTENT } from '../content/original';
import { contentIndex } from './content';
import type { ContentIndex } from '../model/content-index';
import type { Ctx } from './state';
import { cubesW, dropCubes, drawCubes, OWN, rngOf } from './state';
import type { EodOptions, EodState, PlayerState } from './types';

export const SEAT_IDS = ['p1', 'p2', 'p3', 'p4'] as const;

const BUNDLED_IDS: readonly string[] = [
  ...(ORIGINAL_CONTENT.locations ?? []).map((l) => l.id),
  ...(ORIGINAL_CONTENT.advancements ?? []).map((a) => a.id),
  ...(ORIGINAL_CONTENT.starters ?? []).map((s) => s.id),
];

/**
 * The options (§3.2, §6). `content` files are checked with the one validator (data/content-validate.ts)
 * beside the bundled set: unknown effects, duplicate or taken ids and impossible slot rules are refused.
 * Script ids the engine does not implement are accepted here: such an effect is done by hand (E9).
 */
export const optionsSchema = z
  .strictObject({
    players: z
      .union([z.literal(PLAYER_COUNTS[0]), z.literal(PLAYER_COUNTS[1]), z.literal(PLAYER_COUNTS[2])])
      .default(2),
    guilds: z.array(z.enum(GUILD_IDS)).min(2).max(4).optional(),
    locations: z.array(z.string().min(1).max(64)).optional(),
    content: z.array(contentFileSchema).max(8).optional(),
  })
  .superRefine((o, ctx) => {
    if (o.guilds && (o.guilds.length !== o.players || new Set(o.guilds).size !== o.guilds.length))
      ctx.addIssue({ code: 'custom', path: ['guilds'], message: 'guilds_mismatch' });
    const extra = o.content ?? [];
    const taken = [...BUNDLED_IDS];
    const known = (ORIGINAL_CONTENT.locations ?? []).map((l) => l.id);
    extra.forEach((file, i) => {
      const scripts = scriptIds(file);
      const r = validateContent(file, { knownLocations: known, takenIds: taken, scripts });
      if (!r.ok)
        ctx.addIssue({ code: 'custom', path: ['content', i], message: `content_invalid:${r.problems[0].code}` });
      for (const l of file.locations ?? []) known.push(l.id);
      taken.push(...(file.locations ?? []).map((l) => l.id), ...(file.advancements ?? []).map((a) => a.id));
      taken.push(...(file.starters ?? []).map((s) => s.id));
    });
    if (o.locations) {
      const ix = contentIndex(extra);
      if (o.locations.length !== LOCATIONS_PER_GAME || new Set(o.locations).size !== o.locations.length)
        ctx.addIssue({ code: 'custom', path: ['locations'], message: 'locations_count' });
      for (const l of o.locations)
        if (!ix.locations.has(l))
          ctx.addIssue({ code: 'custom', path: ['locations'], message: `unknown_location:${l}` });
    } else if (playableLocations(extra).length < LOCATIONS_PER_GAME) {
      ctx.addIssue({ code: 'custom', path: ['locations'], message: 'locations_count' });
    }
  }) as unknown as z.ZodType<EodOptions>;

function scriptIds(file: ContentFile): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.op === 'script' && typeof o.id === 'string') out.push(o.id);
      Object.values(o).forEach(walk);
    }
  };
  walk(file);
  return out;
}

/** Locations a random setup may use: those with an advancement stack (§3.2 step 9). */
function playableLocations(extra: readonly ContentFile[]): readonly string[] {
  const ix = contentIndex(extra);
  let list = playableCache.get(ix);
  if (!list) {
    list = [...ix.locations.keys()].filter((l) => (ix.advancementsAt.get(l) ?? []).length > 0);
    playableCache.set(ix, list);
  }
  return list;
}
const playableCache = new WeakMap<object, readonly string[]>();

/**
 * A starter card in its sleeve with nothing sleeved yet (§3.1), one frozen record per content index shared by
 * every game: records never change (crafting makes a new one), and the engine's per-record caches (abilities,
 * threats) then carry over from game to game.
 */
function bareCard(ix: ContentIndex, starter: StarterDef): Card {
  let perIx = bareCards.get(ix);
  if (!perIx) bareCards.set(ix, (perIx = new Map()));
  let card = perIx.get(starter.id);
  if (!card) {
    const fresh = newCard(starter);
    const top = fresh.slots.top && Object.freeze({ ...fresh.slots.top });
    card = Object.freeze({ ...fresh, slots: Object.freeze({ ...fresh.slots, top }) });
    perIx.set(starter.id, card);
  }
  return card;
}
const bareCards = new WeakMap<ContentIndex, Map<string, Card>>();

export function seatsFor(o: EodOptions): string[] {
  return SEAT_IDS.slice(0, o.players);
}

export function setup(options: EodOptions, seed: string): EodState {
  const players = options.players as PlayerCount;
  const seats = seatsFor(options);
  const extra = options.content ?? [];
  const ix = contentIndex(extra);
  const guilds: GuildId[] = options.guilds ? [...options.guilds] : GUILD_IDS.slice(0, players);
  const n = seats.length;
  const base: EodState = {
    rng: seedRng(seed),
    seats,
    extra,
    players,
    locations: [],
    phase: 'prologue',
    round: 0,
    first: 0,
    turns: 0,
    picked: [],
    prologueStrip: null,
    passed: 0,
    cards: {},
    stock: {},
    agents: {},
    zones: {
      deck: [],
      street: Array<string | null>(STREET_SLOTS).fill(null),
      streetInfluence: Array<number>(STREET_SLOTS).fill(0),
      discard: [],
      hand: seats.map(() => []),
      hall: seats.map(() => []),
      tower: Array<string | null>(TOWER_SPACES).fill(null),
      removed: [],
    },
    cubes: {
      bag: CUBE_COLOURS.map((c) => (c === 'black' ? BLACK_CUBES : guilds.includes(c) ? CUBES_PER_GUILD : 0)),
      setAside: [0, 0, 0, 0, 0],
      zone: seats.map(() => [0, 0, 0, 0, 0]),
      held: seats.map(() => [0, 0, 0, 0, 0]),
      trays: [
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
      ],
    },
    ps: guilds.map((guild): PlayerState => ({
      guild,
      coin: STARTING_KIT.coins,
      influence: STARTING_KIT.influence,
      goodwill: 0,
      prestige: 0,
      home: STARTING_KIT.trainedAgents,
      untrained: STARTING_KIT.untrainedAgents,
      slips: STARTING_KIT.allegianceSlips,
      defense: 0,
      used: [],
      applied: [],
    })),
    turn: { bs: 0, hunt: false, sleeved: false, locUsed: [], started: false },
    stack: [],
    ask: null,
    scores: null,
  };
  // Every container below is built fresh for this game, so the draft owns all of them (OWN.all).
  const c: Ctx = { d: { ...base } as unknown as Ctx['d'], ix, ev: [], rng: null, own: OWN.all };
  const d = c.d;
  const rng = rngOf(c);
  // §3.2 step 9: locations chosen or random.
  d.locations = options.locations ? [...options.locations] : rng.shuffle(playableLocations(extra)).slice(0, 10);
  const advs = d.locations.flatMap((l) => ix.advancementsAt.get(l) ?? []);
  d.stock = initialStock(advs);
  d.agents = Object.fromEntries(d.locations.map((l) => [l, seats.map(() => 0)]));
  // §3.2 step 4 and 7: every starter card is a card of the box (33 with the bundled set).
  const cards: Record<string, Card> = {};
  const removed: string[] = [];
  const neutral: string[] = [];
  const hand = seats.map((): string[] => []);
  for (const s of ix.starters.values()) {
    cards[s.id] = bareCard(ix, s);
    if (s.guild !== null) {
      const at = guilds.indexOf(s.guild);
      if (at >= 0) hand[at].push(s.id);
      else removed.push(s.id);
    } else if (neutralInPlay(s.mark, players)) neutral.push(s.id);
    else removed.push(s.id);
  }
  d.cards = cards;
  // §3.2 step 8: three neutral cards at random on the tower, the rest on the discard space.
  const shuffled = rng.shuffle(neutral);
  d.zones = {
    ...base.zones,
    tower: shuffled.slice(0, TOWER_SPACES),
    discard: shuffled.slice(TOWER_SPACES),
    hand,
    hall: seats.map(() => []),
    deck: [],
    street: base.zones.street.slice(),
    streetInfluence: base.zones.streetInfluence.slice(),
    removed,
  };
  d.cubes = {
    bag: base.cubes.bag.slice(),
    setAside: [0, 0, 0, 0, 0],
    zone: seats.map(() => [0, 0, 0, 0, 0]),
    held: seats.map(() => [0, 0, 0, 0, 0]),
    trays: base.cubes.trays.map((t) => t.slice()),
  };
  d.ps = base.ps.map((p) => ({ ...p }));
  d.turn = { ...base.turn, locUsed: [] };
  d.stack = [];
  // §3.2 step 10: the first player at random.
  d.first = rng.int(0, n - 1);
  // §3.2 step 6: two cubes into each Threat Zone, then four dropped into the tower.
  for (let k = 0; k < n; k++) {
    const seat = (d.first + k) % n;
    const got = drawCubes(c, SETUP_CUBES_PER_PLAYER);
    for (let i = 0; i < 5; i++) cubesW(c).zone[seat][i] += got[i];
  }
  dropCubes(c, drawCubes(c, SETUP_CUBES_DROPPED));
  d.rng = rng.state();
  // Records filled key by key become dictionaries in V8; a spread copy has fast properties, and so does every
  // copy the actions make of it (reads of the cards and the stock are among the engine's most frequent).
  d.cards = { ...d.cards };
  d.stock = { ...d.stock };
  return d as unknown as EodState;
}
