// Imported (MarvelCDB) card codes whose abilities the engine runs. Scripting real cards goes
// Core Set first: a code is listed here only together with its effects. None yet: imported cards
// keep their stats, icons and keywords from the data, and their abilities are resolved by hand.

export const SCRIPTED_CODES: ReadonlySet<string> = new Set<string>();
