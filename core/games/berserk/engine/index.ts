// The Berserk classic rules engine (issue 17): `berserkEngine` is the EngineDefinition the game's
// definition lists (the lead wires it in core/games/berserk/definition.ts).

import { DeckhandError } from '../../../api/errors';
import type { EngineDefinition, EngineDeps } from '../../../platform/definition';
import type { BerserkCard, BerserkCatalog } from '../catalog/model';
import { STARTERS } from '../content';
import { refusedSeat, resolveSeatDecks, savedDeck } from '../shared/saved-decks';
import { squadCards } from './cards';
import { berserkModule } from './module';
import { optionsSchema, type CardFactsInput } from './types';

export { berserkModule, MODULE_ID, setup, pending, legalActions, apply, unplayedAbilities, HAND_STEPS } from './module';
export { ENGINE_ABILITIES, enginePlays, tableRow, singleTier, ATTACKER_HIGHER, RESPONDER_HIGHER } from './rules';
export { buildCards, squadCards, normalizeElements } from './cards';
export { cellName, deployment } from './board';
export * from './types';

/** The most copies one card entry of a squad carries (types.ts `count`); more are split over entries. */
const MAX_COUNT = 5;

const refused = (reason: string, seat: number, params: Record<string, string | number> = {}) =>
  refusedSeat('squads', reason, seat, params);

/** A catalog card as the engine's card facts (the catalog's symbiote is the engine's attached companion). */
export function catalogFacts(card: BerserkCard, count: number): CardFactsInput {
  return {
    id: card.code,
    name: card.name,
    price: card.cost,
    elite: card.elite,
    unique: card.unique,
    elements: card.elements.filter((e) => e !== 'neutral'),
    type: card.type === 'symbiote' ? 'companion' : card.type,
    health: card.life,
    moves: card.moves,
    hit: card.strike ? { weak: card.strike[0], normal: card.strike[1], hard: card.strike[2] } : null,
    // list params (a deck-building rule's names) are not the engine's: they travel as one text
    abilities: card.abilities.map((a) => ({
      name: a.name,
      params: Object.fromEntries(
        Object.entries(a.params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
      ),
    })),
    count,
  };
}

/**
 * A saved deck as a squad (`{ deck: <id> }` → `{ name, cards }`): its cards' facts from the imported
 * catalog. A deck that breaks the deck-building rules or names cards the catalog lacks is refused.
 */
function deckSquad(id: string, seat: number, deps: EngineDeps) {
  const { deck, name, savedDeck: ref } = savedDeck('squads', id, seat, deps);
  const catalog = deps.catalog() as BerserkCatalog | null;
  if (!catalog) throw new DeckhandError('catalog_not_imported', { game: 'berserk' });
  const byCode = new Map(catalog.cards.map((c) => [c.code, c]));
  const cards: CardFactsInput[] = [];
  const missing: string[] = [];
  for (const [code, n] of Object.entries(deck.slots)) {
    if (!Number.isInteger(n) || n <= 0) continue;
    const card = byCode.get(code);
    if (!card) {
      missing.push(code);
      continue;
    }
    for (let left = n; left > 0; left -= MAX_COUNT) cards.push(catalogFacts(card, Math.min(left, MAX_COUNT)));
  }
  if (missing.length)
    throw refused('berserkPlay.refused.missingCards', seat, { deck: name, missing: missing.join(', ') });
  if (!cards.length) throw refused('berserkPlay.refused.emptyDeck', seat, { deck: name });
  return { name, cards, savedDeck: ref };
}

/** Options with each `{ deck: <id> }` squad replaced by the deck's cards (the game record keeps them). */
export function resolveBerserkOptions(options: unknown, deps: EngineDeps): unknown {
  return resolveSeatDecks(options, 'squads', (id, seat) => deckSquad(id, seat, deps));
}

/** The two squads of a game's options, each card with its facts (and names in four languages for ours). */
function squadsOf(options: unknown) {
  if (options === null || options === undefined) return null;
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) return null;
  return parsed.data.squads.map((squad) => ({
    starter: 'starter' in squad ? squad.starter : null,
    name: 'name' in squad ? (squad.name ?? null) : null,
    cards: squadCards(squad),
  }));
}

export const berserkEngine: EngineDefinition = {
  module: berserkModule,
  nameKey: 'berserkEngine.name',
  resolveOptions: resolveBerserkOptions,
  /**
   * The starter squads (names in four languages, facts, abilities) for a setup form; with a saved
   * game's options also its two squads' cards (`squads`, seat p1 first), which the play screen names
   * and describes.
   */
  content: (options) => ({
    starters: STARTERS.map((s) => ({
      id: s.id,
      names: s.names,
      cards: s.cards.map((c) => ({ ...c })),
    })),
    squads: squadsOf(options),
  }),
};
