/**
 * Edge of Darkness: the game's public surface (README.md). The engine, screens and registration come later;
 * today: static data, the card model with crafting, the content validator and the bundled content.
 */
export * from './data';
export * from './model/card';
export * from './model/content-index';
export * from './content';
