// The Berserk Heroes rules engine (issue 18).
export {
  berserkHeroesModule,
  HEROES_MODULE_ID,
  setup,
  pending,
  legalActions,
  apply,
  isLegal,
  unplayedAbilities,
} from './module';
export {
  strikeOf,
  armorOf,
  isSick,
  openCoins,
  defenders,
  enemyTargets,
  mainActions,
  HAND_STEPS,
  MAX_COINS,
  FAILED_DRAWS_LOSE,
  playerOf,
  seatOf,
} from './rules';
export { buildCards, deckCards } from './cards';
export { viewOf, describeEvent, type HeroesCardView, type HeroesCardFactsView, type AbilityView } from './view';
export { checkInvariants, perturbHidden } from './invariants';
export * from './types';
