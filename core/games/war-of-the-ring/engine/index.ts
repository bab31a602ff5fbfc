// War of the Ring rules engine (kernel GameModule). Not registered in core/games/registry.ts yet.
export { wotrEngine, actionSchema, WOTR_ENGINE_VERSIONS } from './module';
export type { WotrAction, WotrEvent, WotrState, Side, Face, Ask } from './types';
export { D as wotrStatic } from './content';
