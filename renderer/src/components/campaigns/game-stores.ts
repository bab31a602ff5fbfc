import { catalogStoreFor, type CatalogGame } from '../../stores/catalog';
import { campaignGame, campaignScreens, deckStoreFor } from '../../games/screens';

/**
 * The stores and parts of the game the campaign pages show (games/screens.ts campaignGame): its
 * catalog (hero and card names), its decks (the heroes' decks) and its starter heroes. The
 * campaign screens name no game; they ask the registry.
 */
export const CAMPAIGN_GAME = campaignGame() ?? '';

export function useCatalogStore() {
  // A registered id is the core game id; the API refuses a game without a catalog.
  return catalogStoreFor(CAMPAIGN_GAME as CatalogGame)();
}

export function useDecksStore() {
  return deckStoreFor(CAMPAIGN_GAME)();
}

/** Heroes a campaign may use without a deck (code → name). */
export const STARTER_HEROES: Readonly<Record<string, string>> = campaignScreens(CAMPAIGN_GAME).starterHeroes ?? {};
