import type { Rng } from '../../../../../core/kernel';
import { STARTER_IDENTITIES } from '../../../../../core/games/marvel-champions/content';

/** Random game options: mostly one hero, some with 2–4; expert, heroic and skirmish now and then. */
export function randomMcOptions(rng: Rng): unknown {
  const n = rng.pick([1, 1, 1, 2, 2, 3, 4]);
  const heroes = rng.shuffle(STARTER_IDENTITIES).slice(0, n).map((identity) => ({ identity }));
  return {
    heroes,
    expert: rng.float() < 0.25,
    heroic: rng.float() < 0.15 ? 1 : 0,
    skirmish: rng.float() < 0.15 ? rng.int(1, 3) : null,
    firstPlayer: rng.int(0, n - 1),
  };
}
