import fs from 'node:fs';
import { AppStateStore } from './app-state';
import type { BackendContext } from './context';
import { openCatalog } from './db/catalog';
import { toDeckhandError } from './db/errors';
import { createDispatch, type Dispatch } from './dispatch';
import { EventBus } from './events';
import { allHandlers } from './handlers';
import { dataLayout } from './paths';
import { SaveService } from './saves';
import { GameService, type AnyModule } from './games/service';
import { resolveMcOptions } from './games/mc-options';
import { McCollectionService } from './collection/mc-collection';
import { McDeckService } from './decks/mc-decks';
import { CampaignService } from './campaigns/service';
import { engineModules } from '../../core/games/registry';
import { CatalogService } from './catalog/service';
import { mcCatalogDefinition } from '../../core/games/marvel-champions';

export interface BackendOptions {
  dataDir: string;
  appVersion: string;
  platform?: string;
  now?: () => Date;
  log?: (msg: string, e: unknown) => void;
  /** Replaces `fetch` for catalog downloads (tests). */
  fetcher?: typeof fetch;
  /** Rules engines to offer; defaults to the ones that ship (core/games/registry.ts). */
  gameModules?: readonly AnyModule[];
}

export interface Backend {
  dispatch: Dispatch;
  events: EventBus;
  context: BackendContext;
  close(): void;
}

/**
 * Everything behind the API, free of Electron: used by electron/main, the web host and tests.
 * Reopens the last save file (or creates the default one) and opens the card catalog.
 */
export function createBackend(opts: BackendOptions): Backend {
  const now = opts.now ?? (() => new Date());
  const layout = dataLayout(opts.dataDir);
  fs.mkdirSync(layout.dataDir, { recursive: true });
  const events = new EventBus();
  const appState = new AppStateStore(layout.stateFile);
  const saves = new SaveService(layout, appState, events, now);
  saves.startup();
  const catalog: BackendContext['catalog'] = { db: null, problem: null };
  try {
    catalog.db = openCatalog(layout.catalogPath, now).db;
  } catch (e) {
    try {
      const err = toDeckhandError(e, { path: layout.catalogPath });
      catalog.problem = { code: err.code, params: err.params };
    } catch {
      catalog.problem = { code: 'internal', params: { path: layout.catalogPath } };
    }
  }
  const modules = new Map((opts.gameModules ?? engineModules).map((m) => [m.id, m] as const));
  const catalogs = {
    'marvel-champions': new CatalogService(
      'marvel-champions',
      mcCatalogDefinition,
      () => catalog.db,
      events,
      now,
      undefined,
      opts.fetcher ?? fetch,
    ),
  };
  const collections = {
    'marvel-champions': new McCollectionService(saves, catalogs['marvel-champions'], events, now),
  };
  const decks = {
    'marvel-champions': new McDeckService(
      saves,
      catalogs['marvel-champions'],
      collections['marvel-champions'],
      events,
      now,
    ),
  };
  // Options resolvers run before a module validates games.create options (saved decks → cards).
  const games = new GameService(saves, modules, events, now, {
    'marvel-champions': (options) =>
      resolveMcOptions(options, {
        deck: (id) => decks['marvel-champions'].get(id),
        catalog: () => catalogs['marvel-champions'].catalog(),
      }),
  });
  const campaigns = new CampaignService(saves, games, events, now);
  const context: BackendContext = {
    layout,
    saves,
    games,
    catalogs,
    collections,
    decks,
    campaigns,
    appState,
    events,
    catalog,
    appVersion: opts.appVersion,
    platform: opts.platform ?? process.platform,
    now,
  };
  const dispatch = createDispatch(allHandlers(), context, opts.log);
  return {
    dispatch,
    events,
    context,
    close() {
      saves.close();
      catalog.db?.close();
      catalog.db = null;
    },
  };
}
