// Imported (MarvelCDB) card codes whose abilities the engine runs: the codes of `REAL_CARDS`
// (Core Set first). Every other imported card keeps its stats, icons and keywords from the data,
// and its abilities are resolved by hand.

import { REAL_CARDS } from './real-cards';

export const SCRIPTED_CODES: ReadonlySet<string> = new Set<string>(Object.keys(REAL_CARDS));
