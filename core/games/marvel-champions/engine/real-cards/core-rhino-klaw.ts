// Real Core Set cards: Rhino, Bomb Scare, Klaw, Masters of Evil, Standard and Expert sets (01094–01133, 01186–01193). Effect data keyed by card code, never card texts (see index.ts).

import type { Script } from '../scripts';
import type { RealCard } from './kit';

export const CARDS: { readonly [code: string]: RealCard } = {};

export const SCRIPTS: { readonly [code: string]: Script } = {};
