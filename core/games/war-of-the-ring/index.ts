// Public surface of the War of the Ring game (pure core): its platform definition, the rules engine
// and the play screen's content. See README.md.
export { warOfTheRing, WOTR_GAME_ID } from './definition';
export { wotrBoardData, wotrPlayContent, type WotrCardInfo, type WotrPlayContent } from './play-content';
export * from './engine';
