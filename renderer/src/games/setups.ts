import { defineAsyncComponent, type Component } from 'vue';
import { setupLoaders } from './screens';
import type { LazyComponent } from './types';

/**
 * New-game setup forms: a module may bring its own options form to the New game dialog
 * (components/game/NewGameDialog.vue), like boards (boards.ts). A module without one starts with
 * its default options and one person per seat.
 *
 * A setup form receives `SetupProps` and keeps the dialog informed with `update:setup` (null
 * while the form is not complete); the dialog sends the options to `games.create`, where the
 * module validates them, and shows the module's refusal in the form's language.
 */

export interface SetupProps {
  /** The module id the form is shown for. */
  game: string;
  /** The dialog is sending: the form should not change. */
  disabled: boolean;
}

/** What a setup form gives the dialog for `games.create`. */
export interface GameSetup {
  options: unknown;
  /** The seed of the game's shuffles (the same seed deals the same cards); random when omitted. */
  seed?: string;
  /** A name for the game when the person gives none (e.g. "Stormwright vs Magistrate Null"). */
  name?: string;
  /** People and the seats each one controls (omitted: one person per seat). */
  players?: Array<{ id: string; seats: string[]; name?: string }>;
}

export interface SetupEmits {
  'update:setup': [setup: GameSetup | null];
}

type SetupLoader = LazyComponent;

/** Game module id → its setup form (each game's `setups`, games/registry.ts). */
export const SETUPS: Readonly<Record<string, SetupLoader>> = setupLoaders();

const cache = new Map<string, Component>();

/** The setup form of a module, or null when it has none (defaults are used). */
export function setupFor(gameId: string, setups: Readonly<Record<string, SetupLoader>> = SETUPS): Component | null {
  const loader = Object.hasOwn(setups, gameId) ? setups[gameId] : undefined;
  if (!loader) return null;
  let form = cache.get(gameId);
  if (!form) {
    form = defineAsyncComponent(loader);
    cache.set(gameId, form);
  }
  return form;
}

/**
 * The module's own reason when `games.create` refused the options (`game_rejected` with code
 * `malformed` and the module's message code as `reason`, e.g. `xy.unknownScenario`); null for
 * any other failure (shown as the generic error).
 */
export function optionsRefusal(failure: {
  code: string;
  params: Record<string, unknown>;
}): { reason: string; params: Record<string, unknown> } | null {
  const { reason, ...params } = failure.params;
  if (failure.code !== 'game_rejected' || params.code !== 'malformed' || typeof reason !== 'string' || !reason)
    return null;
  return { reason, params };
}
