import type { Rng } from '../../../../../core/kernel';
import { STARTER_IDENTITIES } from '../../../../../core/games/marvel-champions/content';

/**
 * Random game options: mostly one hero, some with 2–4; expert, heroic and skirmish now and then;
 * about a third of the games are campaign games (random `campaign` options, §6.1).
 */
export function randomMcOptions(rng: Rng): unknown {
  return options(rng, 0.35);
}

/** Random options of a campaign game: every game has campaign options (random ones, some empty). */
export function randomCampaignMcOptions(rng: Rng): unknown {
  return options(rng, 1);
}

/**
 * The random options before the campaign options (engine v1): regression tests that replay a game
 * of an earlier volume run by its seed use these (the chooser must draw the same numbers).
 */
export function randomV1McOptions(rng: Rng): unknown {
  const n = rng.pick([1, 1, 1, 2, 2, 3, 4]);
  const heroes = rng
    .shuffle(STARTER_IDENTITIES)
    .slice(0, n)
    .map((identity) => ({ identity }));
  return {
    heroes,
    expert: rng.float() < 0.25,
    heroic: rng.float() < 0.15 ? 1 : 0,
    skirmish: rng.float() < 0.15 ? rng.int(1, 3) : null,
    firstPlayer: rng.int(0, n - 1),
  };
}

function options(rng: Rng, campaignRate: number): unknown {
  const o = randomV1McOptions(rng) as { heroes: Array<{ identity: string; campaign?: object }>; campaign?: object };
  if (rng.float() < campaignRate) {
    for (const h of o.heroes) if (rng.float() < 0.6) h.campaign = randomHeroCampaign(rng);
    o.campaign = randomCampaign(rng, o.heroes.length);
  }
  return o;
}

/** Some of `list`, each with probability `p` (order kept, repeats possible when listed twice). */
function some<T>(rng: Rng, list: readonly T[], p: number): T[] {
  return list.filter(() => rng.float() < p);
}

const PLAYER_CARDS = [
  'dhc-01',
  'dhc-02',
  'bas-04',
  'bas-05',
  'jus-02',
  'pro-03',
  'tdc-5',
  'stw-2',
  'lea-01',
  'bas-01',
  'agg-01',
];
const IN_PLAY = [
  'dhc-01',
  'dhc-02',
  'dhc-02',
  'bas-04',
  'bas-05',
  'bas-05',
  'pro-03',
  'jus-02',
  'stw-2',
  'tdc-5',
  'lea-01',
  'pro-02',
  'agg-02',
];

function randomHeroCampaign(rng: Rng): object {
  const c: Record<string, unknown> = {};
  if (rng.float() < 0.5)
    c.added = Object.fromEntries(some(rng, PLAYER_CARDS, 0.25).map((code) => [code, rng.int(1, 2)]));
  if (rng.float() < 0.5) c.inPlay = some(rng, IN_PLAY, 0.25);
  if (rng.float() < 0.5) c.hp = rng.int(-12, 4);
  if (rng.float() < 0.5) c.draw = rng.int(0, 3);
  return c;
}

const STAGES = [['nul-v1', 'nul-v2'], ['nul-v2', 'nul-v3'], ['nul-v3'], ['nul-v1', 'nul-v2', 'nul-v3'], ['nul-v2']];
const ENCOUNTER = ['nul-01', 'nul-07', 'nul-08', 'chr-03', 'chr-05', 'std-04', 'exp-01', 'exp-02', 'stw-n1'];
const SIDE_SCHEMES = ['nul-07', 'nul-08', 'chr-05', 'exp-02', 'qlf-n2'];
const MINIONS = ['nul-01', 'nul-02', 'chr-01', 'chr-01', 'chr-02', 'chr-03', 'std-04', 'bwk-n1'];
const REMOVABLE = [
  'dhc-01',
  'dhc-02',
  'bas-01',
  'bas-05',
  'std-04',
  'nul-05',
  'chr-04',
  'nul-08',
  'chr-03',
  'stw-o',
  'tdc-5',
];

function randomCampaign(rng: Rng, heroes: number): object {
  const c: Record<string, unknown> = {};
  if (rng.float() < 0.5) c.sets = some(rng, ['chrome', 'standard', 'expert', 'expert'], 0.4);
  if (rng.float() < 0.4) c.stages = rng.pick(STAGES);
  if (rng.float() < 0.4) c.setAside = some(rng, ENCOUNTER, 0.2);
  if (rng.float() < 0.4) c.sideSchemes = some(rng, SIDE_SCHEMES, 0.3);
  if (rng.float() < 0.4) c.engaged = some(rng, MINIONS, 0.25).map((code) => ({ code, seat: rng.int(0, heroes - 1) }));
  if (rng.float() < 0.4) c.removed = some(rng, REMOVABLE, 0.2);
  return c;
}
