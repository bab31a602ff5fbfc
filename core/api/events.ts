import type { SaveInfo, Settings } from './types';

/** Events the backend pushes to every window (IPC in Electron, Server-Sent Events in the browser). */
export interface EventMap {
  /** Another file was opened, created or restored. */
  'save.changed': { save: SaveInfo | null };
  'settings.changed': { settings: Settings };
  'backups.changed': Record<string, never>;
  /** A saved game changed (an action, undo, redo, rename); `actions` is its new length. */
  'game.changed': { id: string; actions: number };
  /** The physical collection changed (copies added, edited, allocated or released). */
  'collection.changed': { game: string };
  /** A deck or deck group was created, saved, built, taken apart or deleted. */
  'decks.changed': { game: string; id: string | null };
  /** A game's user content (content.*) was saved, deleted or imported. */
  'content.changed': { game: string };
  /** A campaign was created, changed (an input, undo, rename, import) or deleted; `inputs` is its new input count (0 when deleted). */
  'campaign.changed': { id: string; inputs: number };
  /** The play history changed (a play recorded, saved, deleted or imported; players edited); `playId` when one play. */
  'history.changed': { playId: string | null };
  /** The native menu asks the window to show a page (e.g. File → Backups…). */
  'ui.navigate': { route: string };
  /** Progress of long work (imports, restores); `total` is null while unknown. */
  'task.progress': { task: string; done: number; total: number | null };
}

export type EventName = keyof EventMap;
export const EVENT_NAMES: EventName[] = [
  'save.changed',
  'settings.changed',
  'backups.changed',
  'game.changed',
  'collection.changed',
  'decks.changed',
  'campaign.changed',
  'content.changed',
  'history.changed',
  'ui.navigate',
  'task.progress',
];

export interface PushedEvent<E extends EventName = EventName> {
  event: E;
  payload: EventMap[E];
}
