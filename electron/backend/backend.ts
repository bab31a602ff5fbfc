import fs from 'node:fs';
import { AppStateStore } from './app-state';
import type { BackendContext } from './context';
import { openCatalog } from './db/catalog';
import { toDeckhandError } from './db/errors';
import { DeckhandError } from '../../core/api/errors';
import { createDispatch, type Dispatch } from './dispatch';
import { EventBus } from './events';
import { allHandlers } from './handlers';
import { dataLayout } from './paths';
import { SaveService } from './saves';
import { GameService, type EngineEntry } from './games/service';
import { CollectionService } from './collection/service';
import { BoxesService } from './collection/boxes-service';
import { DeckService } from './decks/service';
import { CampaignService } from './campaigns/service';
import { ContentService } from './content/service';
import { HistoryService } from './history/service';
import { gameDefinitions } from '../../core/games/registry';
import { indexGames, type GameDefinition } from '../../core/platform/definition';
import { CatalogService } from './catalog/service';

export interface BackendOptions {
  dataDir: string;
  appVersion: string;
  platform?: string;
  now?: () => Date;
  log?: (msg: string, e: unknown) => void;
  /** Replaces `fetch` for catalog downloads (tests). */
  fetcher?: typeof fetch;
  /** The games to serve; defaults to the ones that ship (core/games/registry.ts). Tests add test-only games. */
  games?: readonly GameDefinition[];
  /** Quiet time after the last change before the save's WAL is folded into the file (default 2 s). */
  idleCheckpointMs?: number;
}

/**
 * While the app is open, recent changes sit in the save's `-wal` file, so a copy of the `.deckhand`
 * file alone would be stale. After a quiet moment (and on close) they are written into the file.
 */
function idleCheckpoints(saves: SaveService, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const now = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    saves.checkpoint();
  };
  return {
    soon() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(now, delayMs);
      timer.unref?.();
    },
    now,
  };
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
  const gameDefs = indexGames(opts.games ?? gameDefinitions);
  const catalogs: Record<string, CatalogService> = {};
  for (const def of gameDefs.values()) {
    if (def.catalog)
      catalogs[def.id] = new CatalogService(
        def.id,
        def.catalog,
        () => catalog.db,
        events,
        now,
        undefined,
        opts.fetcher ?? fetch,
      );
  }
  // A game's card collection and decks read its catalog: a definition that has them without a catalog
  // is refused. Boxes counted by component need no catalog (the definition lists them).
  const collections: Record<string, CollectionService> = {};
  const boxes: Record<string, BoxesService> = {};
  const decks: Record<string, DeckService> = {};
  for (const def of gameDefs.values()) {
    if ((def.collection?.rules || def.decks) && !def.catalog)
      throw new Error(`game ${def.id}: collection and decks need a catalog`);
    const kinds = def.collection?.productKinds ?? [];
    if (kinds.some((k) => k !== 'components') && !def.collection?.rules)
      throw new Error(`game ${def.id}: card products need collection rules`);
    if (kinds.includes('components') && !def.collection?.boxes)
      throw new Error(`game ${def.id}: component products need a box list`);
    const cat = catalogs[def.id];
    if (def.collection?.rules)
      collections[def.id] = new CollectionService(def.id, def.collection.rules, saves, cat, events, now);
    if (def.collection?.boxes) boxes[def.id] = new BoxesService(def.id, def.collection.boxes, saves, events, now);
    if (def.decks)
      decks[def.id] = new DeckService(def.id, def.decks.rules, saves, cat, collections[def.id] ?? null, events, now);
  }
  // User content (GameDefinition.content): locations, advancements, card abilities a user enters.
  const content: Record<string, ContentService> = {};
  for (const def of gameDefs.values())
    if (def.content) content[def.id] = new ContentService(def.id, def.content, saves, events, now);
  // Each engine's option resolver (run before the module validates games.create options: saved
  // decks → cards) and content provider, bound to its game's decks and catalog.
  const engines = new Map<string, EngineEntry>();
  for (const def of gameDefs.values()) {
    const deps = {
      deck: (id: string) => {
        if (!Object.hasOwn(decks, def.id)) throw new DeckhandError('deck_not_found', { id });
        return { ...decks[def.id].get(id), problems: decks[def.id].problemCodes(id) };
      },
      catalog: () => (Object.hasOwn(catalogs, def.id) ? catalogs[def.id].catalog() : null),
      userContent: () => (Object.hasOwn(content, def.id) ? content[def.id].items() : []),
    };
    for (const e of def.engines ?? []) {
      // An engine that says which pieces its options need is refused pieces the user's boxes lack
      // (checked on options the module accepts; others are refused by the module as before).
      const boxesOfGame = Object.hasOwn(boxes, def.id) ? boxes[def.id] : null;
      const needs = e.components && boxesOfGame ? e.components.bind(e) : null;
      const resolveOnly = e.resolveOptions ? (options: unknown) => e.resolveOptions!(options, deps) : null;
      const resolve =
        needs && boxesOfGame
          ? (options: unknown) => {
              const given = resolveOnly ? resolveOnly(options) : options;
              const valid = e.module.optionsSchema.safeParse(given);
              if (valid.success) boxesOfGame.requireComponents(needs(valid.data));
              return given;
            }
          : (resolveOnly ?? undefined);
      engines.set(e.module.id, {
        module: e.module,
        resolve,
        content: e.content ? (options) => e.content!(options, deps) : undefined,
        computer: e.computer,
      });
    }
  }
  const games = new GameService(saves, engines, events, now);
  const campaigns = new CampaignService(saves, games, events, now, gameDefs.values());
  // A finished engine or tracker game becomes a play, in the transaction that stores its end.
  const history = new HistoryService(
    saves,
    gameDefs,
    events,
    now,
    (id) => campaigns.forGame(id)[0]?.campaign.id ?? null,
  );
  games.onEnd((ended) => history.recordGame(ended));
  // A game linked to a campaign after its end: its play takes the campaign (unless the user gave it one).
  campaigns.onGameLinked((gameId, campaignId) => history.campaignLinked(gameId, campaignId));
  // Games that ended before the file had a play history join it, once per file, when it is open.
  const backfill = () => {
    try {
      if (saves.open) history.backfill((id) => games.endedGame(id));
    } catch (e) {
      opts.log?.('play history backfill failed', e); // tried again when the file is next opened
    }
  };
  saves.onChange(backfill);
  backfill();
  const context: BackendContext = {
    gameDefs,
    layout,
    saves,
    games,
    catalogs,
    collections,
    boxes,
    decks,
    content,
    campaigns,
    history,
    appState,
    events,
    catalog,
    appVersion: opts.appVersion,
    platform: opts.platform ?? process.platform,
    now,
  };
  const checkpoints = idleCheckpoints(saves, opts.idleCheckpointMs ?? 2000);
  const dispatch = createDispatch(allHandlers(), context, opts.log, checkpoints.soon);
  return {
    dispatch,
    events,
    context,
    close() {
      checkpoints.now();
      saves.close();
      catalog.db?.close();
      catalog.db = null;
    },
  };
}
