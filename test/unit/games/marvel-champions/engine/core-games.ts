// Games of the real Core Set for the property runs and the bench (issue 12 "Tests", "Bench"): the
// five Core heroes with their boxed decks against Rhino, Klaw or Ultron with each modular set, in
// Standard or Expert, all built from the MarvelCDB reference data (null when it is absent).
import fs from 'node:fs';
import path from 'node:path';
import type { Rng } from '../../../../../core/kernel';
import { parseMarvelCdb, type McCatalog } from '../../../../../core/games/marvel-champions';
import { adaptCards } from '../../../../../core/games/marvel-champions/engine/adapter';
import { catalogModularSets, mcScenarioOptions } from '../../../../../core/games/marvel-champions/engine/scenario-data';
import type { CardDef } from '../../../../../core/games/marvel-champions/engine/types';
import { mcDeckSeat } from '../../../../../core/games/marvel-champions/play-deck';
import { referenceDataDir } from '../reference-data';

/** The Core heroes (hero-face code) and the aspect of their boxed deck (rulebook, "pre-built decks"). */
export const CORE_HEROES = [
  { identity: '01001a', set: 'spider_man', aspect: 'justice' },
  { identity: '01010a', set: 'captain_marvel', aspect: 'leadership' },
  { identity: '01019a', set: 'she_hulk', aspect: 'aggression' },
  { identity: '01029a', set: 'iron_man', aspect: 'aggression' },
  { identity: '01040a', set: 'black_panther', aspect: 'protection' },
] as const;

export const CORE_SCENARIOS = ['rhino', 'klaw', 'ultron'] as const;

export interface CoreData {
  readonly catalog: McCatalog;
  /** Every Core Set card's engine data (player and encounter). */
  readonly cards: { readonly [code: string]: CardDef };
  /** The 209 Core Set records (codes 01001a–01193). */
  readonly codes: readonly string[];
  /** Per Core hero: its seat (identity, boxed deck, card data with obligation and nemesis set). */
  readonly seats: ReadonlyMap<
    string,
    { identity: string; deck: Record<string, number>; cards: Record<string, CardDef> }
  >;
  readonly modular: readonly string[];
}

let cached: CoreData | null | undefined;

/** The Core Set data of the reference data set, or null when it is absent. */
export function coreData(): CoreData | null {
  if (cached !== undefined) return cached;
  const dir = referenceDataDir();
  if (!dir) return (cached = null);
  const read = (f: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const catalog = parseMarvelCdb({
    'packs.json': read('packs.json'),
    'sets.json': read('sets.json'),
    'pack/core.json': read('pack/core.json'),
    'pack/core_encounter.json': read('pack/core_encounter.json'),
  });
  const cards = adaptCards(catalog.cards).cards;
  const seats = new Map<string, { identity: string; deck: Record<string, number>; cards: Record<string, CardDef> }>();
  for (const h of CORE_HEROES) {
    // the boxed deck: the hero's 15 cards, its aspect's cards, basic cards up to 40 (code order)
    const slots: Record<string, number> = {};
    let size = 0;
    const take = (pred: (c: McCatalog['cards'][number]) => boolean, max = Infinity) => {
      for (const c of catalog.cards) {
        if (!pred(c) || c.typeCode === 'hero' || c.typeCode === 'alter_ego' || c.typeCode === 'obligation') continue;
        if (c.factionCode === 'encounter') continue;
        const n = Math.min(c.quantity || 1, max - size);
        if (n <= 0) return;
        slots[c.code] = n;
        size += n;
      }
    };
    take((c) => c.setCode === h.set);
    take((c) => c.factionCode === h.aspect);
    take((c) => c.factionCode === 'basic', 40);
    const seat = mcDeckSeat(catalog, { identity: h.identity, slots });
    if (!seat.ok) throw new Error(`core deck of ${h.identity}: ${seat.problem}`);
    seats.set(h.identity, {
      identity: seat.seat.identity,
      deck: { ...seat.seat.deck },
      cards: { ...seat.seat.cards },
    });
  }
  const codes = catalog.cards.filter((c) => c.packCode === 'core').map((c) => c.code);
  return (cached = { catalog, cards, codes, seats, modular: catalogModularSets(catalog.cards) });
}

/**
 * Engine options of a Core game: `heroes` Core heroes (distinct), the scenario, modular set and mode
 * given or drawn from `rng`.
 */
export function coreGameOptions(
  data: CoreData,
  rng: Rng,
  fixed: { heroes?: number; scenario?: string; modular?: string; expert?: boolean } = {},
): Record<string, unknown> {
  const n = fixed.heroes ?? rng.pick([1, 1, 1, 2]);
  const heroes = rng.shuffle(CORE_HEROES.map((h) => h.identity)).slice(0, n);
  const scenario = fixed.scenario ?? rng.pick(CORE_SCENARIOS);
  const modular = fixed.modular ?? rng.pick(data.modular);
  const expert = fixed.expert ?? rng.float() < 0.5;
  const r = mcScenarioOptions(data.catalog.cards, { scenario, modular: [modular], expert });
  if (!r.ok) throw new Error(`core scenario ${scenario}: missing ${r.missing.join(', ')}`);
  const cards: Record<string, CardDef> = { ...r.options.cards };
  const seats = heroes.map((id) => data.seats.get(id)!);
  for (const s of seats) Object.assign(cards, s.cards);
  return {
    heroes: seats.map((s) => ({ identity: s.identity, deck: s.deck })),
    scenario,
    scenarioDef: r.options.scenarioDef,
    sets: r.options.sets,
    modular: [modular],
    expert,
    firstPlayer: rng.int(0, n - 1),
    cards,
  };
}
