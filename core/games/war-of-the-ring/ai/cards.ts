// What the computer player knows about the Free Peoples' event cards that help the Ring-bearers,
// read from the card data (data/events.ts), never from card names: cards that put a blue Hunt tile
// in play for the Mordor pool (§5.10), cards that heal Corruption (Op `heal`), and table cards that
// answer a Hunt (a tile reduced, redrawn or stopped, §4.6).

import { EVENT_CARDS } from '../data/events';
import { D } from '../engine/content';

export interface RingCard {
  /** Corruption the card heals at most (0: none). */
  readonly heal: number;
  /** The blue tile's value it adds to the hunt pool (0, −1, −2), or null. */
  readonly tile: number | null;
  /** Played on the table to answer a Hunt tile. */
  readonly huntTable: boolean;
  /** Takes a Companion out of the Fellowship (on the Mordor Track: eliminates him, §5.16). */
  readonly separates: boolean;
}

function walk(x: unknown, visit: (o: Record<string, unknown>) => void): void {
  if (Array.isArray(x)) for (const y of x) walk(y, visit);
  else if (x && typeof x === 'object') {
    visit(x as Record<string, unknown>);
    for (const v of Object.values(x)) walk(v, visit);
  }
}

const ROLES = new Map<string, RingCard>();
for (const c of EVENT_CARDS) {
  if (c.side !== 'fp') continue;
  let heal = 0;
  let tile: number | null = null;
  let separates = false;
  walk(c.effect, (o) => {
    if (o.op === 'heal' && typeof o.amount === 'number') heal = Math.max(heal, o.amount);
    if (o.op === 'add-special-tile' && typeof o.tile === 'string') {
      const v = D.tiles[o.tile]?.value;
      tile = typeof v === 'number' ? v : 0;
    }
    if (o.op === 'separate') separates = true;
  });
  let huntTable = false;
  walk(c.onTable, (o) => {
    if (typeof o.trigger === 'string' && o.trigger.startsWith('hunt-')) huntTable = true;
  });
  if (heal || tile !== null || huntTable) ROLES.set(c.id, { heal, tile, huntTable, separates });
}

/** The card's part in the Ring's journey, or undefined for any other card. */
export function ringCard(id: string): RingCard | undefined {
  return ROLES.get(id);
}
