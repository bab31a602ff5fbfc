// Automations for real (imported MarvelCDB) cards, keyed by card code. Only effect data lives here,
// never card texts: the adapter (`adapter.ts`) merges an entry into the imported card's data and
// the card is then no longer `manual`. A code is listed only when the engine runs its WHOLE
// ability faithfully; an empty entry means the card has no ability beyond its stats, resource
// icons and keywords (which the adapter already reads from the data). One file per group of Core
// Set sets; each also exports the `script` escape hatches its cards name (`{ op: 'script', name: code }`).

import type { Script } from '../scripts';
import * as aspects from './core-aspects';
import * as heroesA from './core-heroes-a';
import * as heroesB from './core-heroes-b';
import * as nemesis from './core-nemesis';
import * as rhinoKlaw from './core-rhino-klaw';
import * as ultron from './core-ultron';
import type { RealCard } from './kit';

export type { RealCard } from './kit';

const GROUPS = [heroesA, heroesB, aspects, rhinoKlaw, ultron, nemesis];

export const REAL_CARDS: { readonly [code: string]: RealCard } = Object.assign({}, ...GROUPS.map((g) => g.CARDS));

/** The real cards' scripts, by card code. */
export const REAL_SCRIPTS: { readonly [code: string]: Script } = Object.assign({}, ...GROUPS.map((g) => g.SCRIPTS));

/** Number of real cards the engine runs fully. */
export const REAL_CARD_COUNT = Object.keys(REAL_CARDS).length;
