export {
  THORNWATCH,
  ASHMARSH,
  HEROES_STARTERS,
  heroesStarter,
  type HeroesStarterDeck,
  type HeroesStarterCard,
} from './decks';
