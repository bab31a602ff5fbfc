// Real Core Set cards: the five heroes' obligations and nemesis sets (01155–01179). Effect data keyed by card code, never card texts (see index.ts).

import type { Script } from '../scripts';
import type { RealCard } from './kit';

export const CARDS: { readonly [code: string]: RealCard } = {};

export const SCRIPTS: { readonly [code: string]: Script } = {};
