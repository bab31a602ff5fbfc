export { STARTERS, WARDENS, MIRE, starterSquad, type StarterCard, type StarterSquad } from './starters';
