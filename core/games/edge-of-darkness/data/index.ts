/**
 * Edge of Darkness static data: one import for the engine, the screens and the collection.
 */
export * from './ids';
export * from './components';
export * from './setup';
export * from './resources';
export * from './scoring';
export * from './effects';
export * from './content-validate';
