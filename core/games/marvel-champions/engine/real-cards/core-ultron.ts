// Real Core Set cards: Ultron, Under Attack, Legions of Hydra and The Doomsday Chair sets (01134–01154, 01180–01185). Effect data keyed by card code, never card texts (see index.ts).

import type { Script } from '../scripts';
import type { RealCard } from './kit';

export const CARDS: { readonly [code: string]: RealCard } = {};

export const SCRIPTS: { readonly [code: string]: Script } = {};
