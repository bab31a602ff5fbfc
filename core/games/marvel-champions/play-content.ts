// What the play screen and the new-game form need to know about the engine's content: every card
// definition a game may show (our starter content plus the imported cards a game's options carry),
// the starter heroes, the scenarios and the modular sets. Sent as plain JSON by `games.content`
// (the renderer may not import core values, only types).

import { CONTENT, ENCOUNTER_SETS, SCENARIOS, STARTER_DECKS } from './content';
import type { CardDef } from './engine/types';

export interface McStarterHero {
  /** Hero-face code (what `options.heroes[].identity` takes). */
  readonly identity: string;
  readonly alterEgo: string | null;
  readonly aspect: string;
  /** Cards in the starter deck (the identity, its obligation and nemesis set not counted). */
  readonly size: number;
}

export interface McScenarioInfo {
  readonly id: string;
  /** Villain stage codes: standard mode, expert mode (§2.16). */
  readonly villain: { readonly standard: readonly string[]; readonly expert: readonly string[] };
  readonly mainScheme: readonly string[];
  readonly defaultModular: readonly string[];
  /** The villain stages Skirmish may pick (§2.16). */
  readonly stages: readonly number[];
}

export interface McPlayContent {
  readonly cards: { readonly [code: string]: CardDef };
  readonly heroes: readonly McStarterHero[];
  readonly scenarios: readonly McScenarioInfo[];
  readonly modular: readonly { readonly id: string; readonly cards: readonly string[] }[];
  /** Option limits the engine's schema enforces (engine/setup.ts). */
  readonly limits: { readonly heroes: number; readonly heroic: number; readonly modular: number };
}

function importedCards(options: unknown): { [code: string]: CardDef } {
  if (!options || typeof options !== 'object') return {};
  const cards = (options as { cards?: unknown }).cards;
  if (!cards || typeof cards !== 'object' || Array.isArray(cards)) return {};
  const out: { [code: string]: CardDef } = {};
  for (const [code, def] of Object.entries(cards as Record<string, unknown>)) {
    if (def && typeof def === 'object' && typeof (def as CardDef).code === 'string') out[code] = def as CardDef;
  }
  return out;
}

/** The content as JSON; `options` (a saved game's options, or null) adds its imported cards. */
export function mcPlayContent(options: unknown): McPlayContent {
  const cards = { ...CONTENT, ...importedCards(options) };
  const stageOf = (code: string) => cards[code]?.stage ?? 0;
  return {
    cards,
    heroes: STARTER_DECKS.map((d) => ({
      identity: d.identity,
      alterEgo: CONTENT[d.identity]?.flip ?? null,
      aspect: d.aspect,
      size: Object.values(d.cards).reduce((a, b) => a + b, 0),
    })),
    scenarios: SCENARIOS.map((s) => ({
      id: s.id,
      villain: { standard: [...s.villain.standard], expert: [...s.villain.expert] },
      mainScheme: [...s.mainScheme],
      defaultModular: [...s.defaultModular],
      stages: [...new Set([...s.villain.standard, ...s.villain.expert].map(stageOf))]
        .filter((n) => n > 0)
        .sort((a, b) => a - b),
    })),
    modular: ENCOUNTER_SETS.filter((s) => s.kind === 'modular').map((s) => ({ id: s.id, cards: Object.keys(s.cards) })),
    limits: { heroes: 4, heroic: 5, modular: 4 },
  };
}
