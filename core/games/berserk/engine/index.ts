// The Berserk classic rules engine (issue 17): `berserkEngine` is the EngineDefinition the game's
// definition lists (the lead wires it in core/games/berserk/definition.ts).

import type { EngineDefinition } from '../../../platform/definition';
import { STARTERS } from '../content';
import { berserkModule } from './module';

export { berserkModule, MODULE_ID, setup, pending, legalActions, apply, unplayedAbilities, HAND_STEPS } from './module';
export { ENGINE_ABILITIES, enginePlays, tableRow, singleTier, ATTACKER_HIGHER, RESPONDER_HIGHER } from './rules';
export { buildCards, squadCards, normalizeElements } from './cards';
export { cellName, deployment } from './board';
export * from './types';

export const berserkEngine: EngineDefinition = {
  module: berserkModule,
  nameKey: 'berserkEngine.name',
  /** The starter squads (names in four languages, facts, abilities) for a setup form and the play screen. */
  content: () => ({
    starters: STARTERS.map((s) => ({
      id: s.id,
      names: s.names,
      cards: s.cards.map((c) => ({ ...c })),
    })),
  }),
};
