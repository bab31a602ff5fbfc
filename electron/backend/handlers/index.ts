import { METHOD_NAMES } from '../../../core/api/methods';
import type { HandlerTable, PartialHandlers } from '../context';
import { appHandlers } from './app';
import { gamesHandlers } from './games';
import { catalogHandlers } from './catalog';
import { collectionHandlers } from './collection';
import { decksHandlers } from './decks';
import { campaignsHandlers } from './campaigns';
import { contentHandlers } from './content';
import { historyHandlers } from './history';
import { savesHandlers } from './saves';
import { settingsHandlers } from './settings';

/**
 * Merge the per-domain tables. A method implemented twice, or one the contract lists but nobody
 * implements, stops the backend at start-up instead of failing for a user later.
 */
export function combineHandlers(...tables: PartialHandlers[]): HandlerTable {
  const out: Record<string, unknown> = {};
  for (const t of tables) {
    for (const [name, fn] of Object.entries(t)) {
      if (out[name]) throw new Error(`API method implemented twice: ${name}`);
      out[name] = fn;
    }
  }
  const missing = METHOD_NAMES.filter((m) => !out[m]);
  if (missing.length) throw new Error(`API methods without a handler: ${missing.join(', ')}`);
  const extra = Object.keys(out).filter((m) => !(METHOD_NAMES as string[]).includes(m));
  if (extra.length) throw new Error(`handlers for methods not in the contract: ${extra.join(', ')}`);
  return out as HandlerTable;
}

export function allHandlers(): HandlerTable {
  return combineHandlers(
    appHandlers,
    settingsHandlers,
    savesHandlers,
    gamesHandlers,
    catalogHandlers,
    collectionHandlers,
    decksHandlers,
    campaignsHandlers,
    contentHandlers,
    historyHandlers,
  );
}
