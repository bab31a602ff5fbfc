import type { PreparedScenario } from '../../../../core/api/campaigns';

/**
 * Deckhand's own starter heroes (core/games/marvel-champions/content/heroes.ts): the heroes the
 * starter campaign is written for and the only ones the rules engine can seat without a deck.
 * The renderer may not import core content, so the names are repeated here; a unit test keeps
 * them equal to the content.
 */
export const STARTER_HEROES: Readonly<Record<string, string>> = {
  'stw-h': 'Stormwright',
  'bwk-h': 'Bulwark',
  'qlf-h': 'Quillfire',
  'tdc-h': 'Tidecaller',
};

export type GameOptionsProblem = 'heroNotStarter' | 'extraSets' | 'campaignCards';

/** Options of the Marvel Champions engine's `games.create` (core/games/marvel-champions/engine/setup.ts). */
export interface McGameOptions {
  /** A starter hero with its starter deck, or a saved deck (resolved by the backend through the card catalog). */
  heroes: Array<{ identity: string } | { deckId: string }>;
  scenario: string;
  modular: string[];
  expert: boolean;
  heroic: number;
  skirmish: number | null;
}

/**
 * Who sits at the device for a campaign game (seats P1…Pn in hero order): one person for every
 * hero when the heroes have one player name or none (a solo player), else one person per name.
 */
export function gamePlayersFor(prepared: Pick<PreparedScenario, 'heroes'>): Array<{ id: string; seats: string[]; name?: string }> {
  const seats = prepared.heroes.map((_, i) => `P${i + 1}`);
  const names = prepared.heroes.map((h) => h.player.trim());
  const distinct = new Set(names.filter((n) => n));
  if (distinct.size <= 1) {
    const name = [...distinct][0];
    return [{ id: 'p1', seats, ...(name ? { name } : {}) }];
  }
  const people: Array<{ id: string; seats: string[]; name?: string }> = [];
  names.forEach((name, i) => {
    const same = name ? people.find((p) => p.name === name) : undefined;
    if (same) same.seats.push(seats[i]);
    else people.push({ id: `p${people.length + 1}`, seats: [seats[i]], ...(name ? { name } : {}) });
  });
  return people;
}

/** Villain stage id → its number (`nul-v2` → 2). */
export function stageNumber(stage: string): number | null {
  const m = /(\d+)$/.exec(stage);
  return m ? Number(m[1]) : null;
}

/**
 * "Start this scenario as a game": the engine's options for a prepared scenario, or why the engine
 * cannot play it yet (a hero needs a saved deck unless it is a starter hero; the engine knows no
 * extra encounter sets from a campaign's set-up and does not deal campaign cards). A hero with a
 * saved deck plays its current version (decks follow their changes, digest §6).
 */
export function gameOptionsFor(prepared: PreparedScenario, standardSets: readonly string[] = ['standard'], expertSets: readonly string[] = ['expert']): { ok: true; options: McGameOptions } | { ok: false; problem: GameOptionsProblem } {
  for (const h of prepared.heroes) {
    if (!h.deck && !(h.identity in STARTER_HEROES)) return { ok: false, problem: 'heroNotStarter' };
  }
  const usual = new Set([prepared.villainSet, ...prepared.modularSets, ...standardSets, ...(prepared.modes.expert ? expertSets : [])]);
  if (prepared.sets.some((s) => !usual.has(s))) return { ok: false, problem: 'extraSets' };
  if (prepared.campaignCards.length) return { ok: false, problem: 'campaignCards' };
  return {
    ok: true,
    options: {
      heroes: prepared.heroes.map((h) => (h.deck ? { deckId: h.deck.deckId } : { identity: h.identity })),
      scenario: prepared.villainSet,
      modular: [...prepared.modularSets],
      expert: prepared.modes.expert,
      heroic: Math.min(prepared.modes.heroic, 5),
      skirmish: prepared.modes.skirmish !== null ? stageNumber(prepared.modes.skirmish) : null,
    },
  };
}
