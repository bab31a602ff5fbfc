/**
 * Edge of Darkness rules engine (a kernel GameModule) and its platform entry. The tracker helper creates the
 * game's definition and the play screen wires `eodEngine` into it; nothing is registered here.
 */
import type { EngineDefinition } from '../../../platform/definition';
import { EOD_COMPUTER_DIFFICULTIES, eodPolicy } from './ai';
import { contentFiles } from './content';
import { eodModule } from './module';
import { optionsSchema } from './setup';

export { eodModule, actionSchema, actionKey, invariants, refusal, EOD_ENGINE_VERSIONS } from './module';
export { optionsSchema, seatsFor, setup, SEAT_IDS } from './setup';
export { contentIndex, contentFiles, BUNDLED_CONTENT } from './content';
export { ENGINE_SCRIPTS } from './rules';
export { eodPolicy, EOD_COMPUTER_DIFFICULTIES } from './ai';
export type * from './types';

/**
 * The engine entry: the module, the content the board needs to show names and strips (`content`: every
 * content file of a game with these options, bundled first) and the computer player.
 */
export const eodEngine: EngineDefinition = {
  module: eodModule,
  content(options: unknown) {
    const parsed = optionsSchema.safeParse(options ?? {});
    return { files: contentFiles(parsed.success ? (parsed.data.content ?? []) : []) };
  },
  // a simple computer player for any seat (ai.ts)
  computer: { difficulties: EOD_COMPUTER_DIFFICULTIES, policy: () => eodPolicy() },
};
