import type { DeckData, DeckValidationResult } from '../../../core/api/decks';
import type { MethodArgs } from '../../../core/api/methods';
import { cleanSlots } from '../lib/slots';
import type { DeckStoreBase } from './decks';

/**
 * The deck store's types and the per-game adapter (stores/decks.ts composes the store; the game
 * folders bring their adapters, games/registry.ts).
 */

/** The API's limit on copies of one card in a slot. */
export const MAX_SLOT = 99;

/** A game id the decks API takes (every game with decks). */
export type DeckGame = MethodArgs<'decks.list'>['game'];

export type DeckConstraint = 'none' | 'owned' | 'free';
export type DecksBusy = 'list' | 'groups' | 'create' | 'import' | 'open' | 'save' | 'build' | 'versions' | 'diff';
export type DeckRowTask = 'copy' | 'delete' | 'export';
export type CardLang = 'en' | 'tr' | 'de' | 'hu';
/** A sort the game's catalog offers (`catalog.search`). */
export type SearchSort = string;

/** The editable part of a deck, as the builder holds it between saves. */
export type DeckDraft = DeckData;

export function draftOf(r: DeckData): DeckDraft {
  return {
    name: r.name,
    identity: r.identity,
    aspects: [...r.aspects],
    slots: cleanSlots(r.slots),
    notes: r.notes,
    tags: [...r.tags],
  };
}

/** Which cards the builder's search offers: those the deck may hold, or every card. */
export type DeckSearchScope = 'deck' | 'all';

/** A problem or warning as the deck API reports it (message code and params). */
export interface DeckProblemLike {
  code: string;
  params?: Record<string, unknown>;
}

/**
 * What a game adds to the generic deck store (its folder keeps it): the cards its problems name,
 * the builder's search query for a draft, work when a deck is opened, and extra state and
 * actions of its own (e.g. identities and aspects) built on the generic store.
 */
export interface DeckAdapter<X extends object = object> {
  /** The card codes a game's deck problems and warnings name (their names are fetched). */
  codesIn(problems: DeckProblemLike[]): string[];
  /** The catalog.search query of the builder's card search for this draft. */
  searchQuery(
    text: string,
    draft: DeckDraft | null,
    validation: DeckValidationResult | null,
    scope: DeckSearchScope,
  ): string;
  /** Called when a deck is opened in the builder (load what the game's builder needs). */
  onOpen?(): void;
  /** The game's own state and actions (they override generic ones of the same name). */
  extend?(base: DeckStoreBase): X;
}

/** A stable text of a draft for "has anything changed" (slot order and zero counts do not matter). */
export function draftKey(d: DeckData): string {
  return JSON.stringify([d.name.trim(), d.identity, d.aspects, cleanSlots(d.slots), d.notes, d.tags]);
}

/** An adapter for a game that brings none: problems name cards by the usual params, plain text search. */
export const PLAIN_DECK_ADAPTER: DeckAdapter = {
  codesIn: (problems) => {
    const out = new Set<string>();
    for (const p of problems) {
      const code = p.params?.code;
      if (typeof code === 'string' && code) out.add(code);
    }
    return [...out];
  },
  searchQuery: (text) => text.trim(),
};
