// Public surface of the Marvel Champions rules engine. See README.md beside this file.

export { mcEngine, actionSchema, MC_ENGINE_VERSIONS } from './module';
export { optionsSchema as mcOptionsSchema, type McOptions } from './setup';
export { REJECTIONS as MC_REJECTIONS } from './actions';
export type { McView, PlayerView, CardView, AskView } from './view';
export type { McState, McAction, McEvent, CardDef, Effect, Ability, Keywords } from './types';
