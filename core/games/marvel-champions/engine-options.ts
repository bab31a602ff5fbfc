// Marvel Champions options for games.create: hero seats given as saved decks (`{ deckId }`) and a
// scenario of the imported data become engine options (identity, deck, scenario, sets, imported
// card data) before the engine validates them. The game record stores these resolved options, so
// replay never reads the deck or the catalog again.

import { DeckhandError } from '../../api/errors';
import { savedDeckRef } from '../../platform/decks';
import type { EngineDeps } from '../../platform/definition';
import { MC_GAME_ID, type McCatalog } from './catalog/model';
import { ENCOUNTER_SETS, SCENARIOS } from './content';
import { mcImportedSets, mcScenarioOptions, missingToken } from './engine/scenario-data';
import { mcDeckSeat } from './play-deck';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Options unchanged unless a hero names a deck or the scenario or a modular set is one of the
 * imported data; anything malformed is left for the engine to refuse.
 */
export function resolveMcOptions(options: unknown, deps: EngineDeps): unknown {
  return resolveDecks(resolveScenario(tablePicks(options), deps), deps);
}

/** A new tracker game: its set-up minions are the table's (setup.ts `tablePicks`). */
function tablePicks(options: unknown): unknown {
  return isObject(options) && options.tracker === true && options.tablePicks === undefined
    ? { ...options, tablePicks: true }
    : options;
}

const isOurModular = (m: string) => ENCOUNTER_SETS.some((s) => s.id === m && s.kind === 'modular');

/**
 * A scenario or modular set that is not ours but a set of the imported data (issue 12 §1): its
 * stages, sets and card data go into the options. One whose cards the data lacks is refused with
 * the list of what is missing (`mc.scenarioIncomplete`, `missing`). Anything else unknown is left
 * for the engine to refuse (`mc.unknownScenario`, `mc.unknownModular`).
 */
function resolveScenario(options: unknown, deps: EngineDeps): unknown {
  if (!isObject(options) || options.scenarioDef !== undefined || options.sets !== undefined) return options;
  const scenario = typeof options.scenario === 'string' ? options.scenario : null;
  const ours = scenario === null || SCENARIOS.some((s) => s.id === scenario);
  const modular = Array.isArray(options.modular) ? options.modular : [];
  const imported = modular.filter((m): m is string => typeof m === 'string' && !isOurModular(m));
  if (ours && imported.length === 0) return options;
  const catalog = deps.catalog() as McCatalog | null;
  const known = (set: string) => !!catalog?.cards.some((c) => c.setCode === set);
  if (!catalog || (!ours && !known(scenario!)) || !imported.every(known)) return options;
  const r = ours
    ? mcImportedSets(catalog.cards, imported)
    : mcScenarioOptions(catalog.cards, { scenario: scenario!, modular: imported, expert: options.expert === true });
  if (!r.ok)
    throw new DeckhandError('game_rejected', {
      code: 'malformed',
      field: 'options',
      reason: 'mc.scenarioIncomplete',
      path: 'scenario',
      missing: r.missing.join(', '),
      // the same parts as data (`part[:value]`: `villainStage:3`, `modularSet:bomb_scare`): the app translates them
      parts: r.parts.map(missingToken),
    });
  const cards = isObject(options.cards) ? options.cards : {};
  return { ...options, ...r.options, cards: { ...cards, ...r.options.cards } };
}

function resolveDecks(options: unknown, deps: EngineDeps): unknown {
  if (!isObject(options) || !Array.isArray(options.heroes)) return options;
  const heroes = options.heroes as unknown[];
  if (!heroes.some((h) => isObject(h) && typeof h.deckId === 'string')) return options;
  const catalog = deps.catalog() as McCatalog | null;
  if (!catalog) throw new DeckhandError('catalog_not_imported', { game: MC_GAME_ID });
  const cards: Record<string, unknown> = isObject(options.cards) ? { ...options.cards } : {};
  const resolved = heroes.map((h, i) => {
    if (!isObject(h) || typeof h.deckId !== 'string') return h;
    const { deckId, confirmIllegal, ...rest } = h;
    const deck = deps.deck(deckId);
    const identity = typeof deck.identity === 'string' ? deck.identity : null;
    const seat = mcDeckSeat(catalog, { identity, slots: deck.slots });
    if (!seat.ok)
      throw new DeckhandError('game_rejected', {
        code: 'malformed',
        field: 'options',
        reason: seat.problem,
        path: `heroes.${i}.deckId`,
      });
    // a deck that breaks the deck-building rules plays only when the player confirmed it; the game records it
    const problems = [...new Set(deck.problems)];
    if (problems.length && confirmIllegal !== true)
      throw new DeckhandError('game_rejected', {
        code: 'malformed',
        field: 'options',
        reason: 'mc.illegalDeck',
        path: `heroes.${i}.deckId`,
        problems: problems.join(', '),
      });
    Object.assign(cards, seat.seat.cards);
    // which saved deck, at which version: the play history's "most-played decks" (issue 19)
    const savedDeck = savedDeckRef(deckId, deck.version, typeof deck.name === 'string' ? deck.name : '');
    return {
      ...rest,
      identity: seat.seat.identity,
      deck: { ...seat.seat.deck },
      savedDeck,
      ...(problems.length ? { illegal: problems } : {}),
    };
  });
  return { ...options, heroes: resolved, cards };
}
