/**
 * Edge of Darkness: the game's public surface (README.md): its platform definition (the table tracker and
 * the box in the collection), static data, the card model with crafting, the content validator and the
 * bundled content. The rules engine comes later.
 */
export { edgeOfDarkness, EOD_GAME_ID, eodTrackerEngineDefinition } from './definition';
export * from './data';
export * from './model/card';
export * from './model/content-index';
export * from './content';
export * from './tracker';
export * from './collection';
