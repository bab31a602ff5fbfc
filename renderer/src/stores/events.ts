import { defineStore } from 'pinia';

/**
 * A store's subscriptions to pushed events: made once, on first use (`start`, a second call does
 * nothing while they are live), and all dropped together (`stop`).
 */
export function createSubscriptions() {
  let offs: Array<() => void> = [];
  return {
    start(make: () => Array<() => void>): void {
      if (!offs.length) offs = make();
    },
    stop(): void {
      for (const off of offs) off();
      offs = [];
    },
  };
}

/**
 * A per-game store: `make` defines the game's store the first time the game is asked for; every
 * later call for the same game gets that same definition (one Pinia store per game).
 */
export function perGame<G extends string, D, A extends unknown[] = []>(
  make: (game: G, ...rest: A) => D,
): (game: G, ...rest: A) => D {
  const made = new Map<G, D>();
  return (game, ...rest) => {
    let def = made.get(game);
    if (!def) {
      def = make(game, ...rest);
      made.set(game, def);
    }
    return def;
  };
}

/** `perGame` for a setup store: the store of game `g` is `defineStore('<kind>:<g>', () => setup(g))`. */
export function perGameStore<G extends string, SS extends object>(kind: string, setup: (game: G) => SS) {
  return perGame((game: G) => defineStore(`${kind}:${game}`, () => setup(game)));
}
