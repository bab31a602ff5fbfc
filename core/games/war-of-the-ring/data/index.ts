/**
 * War of the Ring static data: one import for the engine and the screens. Event cards (events*.ts) are
 * exported by their own module.
 */
export * from './ids';
export * from './regions';
export * from './nations';
export * from './politics';
export * from './characters';
export * from './hunt';
export * from './dice';
export * from './limits';
export * from './victory';
