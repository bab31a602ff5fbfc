// What the play screen and the new-game form need to know about the engine's content: every card
// definition a game may show (our starter content plus the imported cards a game's options carry),
// the starter heroes, the scenarios and the modular sets. Sent as plain JSON by `games.content`
// (the renderer may not import core values, only types).

import type { EngineDeps } from '../../platform/definition';
import type { McCatalog } from './catalog/model';
import { CONTENT, ENCOUNTER_SETS, SCENARIOS, STARTER_DECKS } from './content';
import { adaptCards } from './engine/adapter';
import { catalogModularSets, catalogScenarios } from './engine/scenario-data';
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
  /** A villain set of the imported data (issue 12 §1) rather than our own content. */
  readonly imported?: boolean;
  /** The set's name in the imported data. */
  readonly name?: string;
}

export interface McPlayContent {
  readonly cards: { readonly [code: string]: CardDef };
  readonly heroes: readonly McStarterHero[];
  readonly scenarios: readonly McScenarioInfo[];
  readonly modular: readonly { readonly id: string; readonly cards: readonly string[]; readonly name?: string }[];
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

/** The imported catalog's scenarios and modular sets, with the cards the form names them by. */
function catalogContent(catalog: McCatalog | null): Pick<McPlayContent, 'cards' | 'scenarios' | 'modular'> {
  if (!catalog) return { cards: {}, scenarios: [], modular: [] };
  const setName = new Map(catalog.sets.map((s) => [s.code, s.name]));
  const scenarios = catalogScenarios(catalog.cards);
  const modular = catalogModularSets(catalog.cards).map((id) => ({
    id,
    name: setName.get(id),
    cards: catalog.cards.filter((c) => c.setCode === id && !c.duplicateOf).map((c) => c.code),
  }));
  const named = new Set([
    ...scenarios.flatMap((s) => [...s.villain.standard, ...s.villain.expert, ...s.mainScheme]),
    ...modular.flatMap((m) => m.cards.slice(0, 1)),
  ]);
  return {
    cards: adaptCards(catalog.cards.filter((c) => named.has(c.code))).cards,
    scenarios: scenarios.map((s) => ({
      id: s.id,
      villain: { standard: [...s.villain.standard], expert: [...s.villain.expert] },
      mainScheme: [...s.mainScheme],
      defaultModular: [...s.recommended],
      stages: [...s.stages],
      imported: true,
      name: setName.get(s.id),
    })),
    modular,
  };
}

/**
 * The content as JSON; `options` (a saved game's options, or null) adds its imported cards, and the
 * imported catalog (`deps`) its scenarios and modular sets.
 */
export function mcPlayContent(options: unknown, deps?: EngineDeps): McPlayContent {
  const imported = catalogContent((deps?.catalog() as McCatalog | null | undefined) ?? null);
  const cards = { ...CONTENT, ...imported.cards, ...importedCards(options) };
  const stageOf = (code: string) => cards[code]?.stage ?? 0;
  return {
    cards,
    heroes: STARTER_DECKS.map((d) => ({
      identity: d.identity,
      alterEgo: CONTENT[d.identity]?.flip ?? null,
      aspect: d.aspect,
      size: Object.values(d.cards).reduce((a, b) => a + b, 0),
    })),
    scenarios: [
      ...SCENARIOS.map((s) => ({
        id: s.id,
        villain: { standard: [...s.villain.standard], expert: [...s.villain.expert] },
        mainScheme: [...s.mainScheme],
        defaultModular: [...s.defaultModular],
        stages: [...new Set([...s.villain.standard, ...s.villain.expert].map(stageOf))]
          .filter((n) => n > 0)
          .sort((a, b) => a - b),
      })),
      ...imported.scenarios,
    ],
    modular: [
      ...ENCOUNTER_SETS.filter((s) => s.kind === 'modular').map((s) => ({ id: s.id, cards: Object.keys(s.cards) })),
      ...imported.modular,
    ],
    limits: { heroes: 4, heroic: 5, modular: 4 },
  };
}
