import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzConfig } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { Rng, seedRng } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';
import { randomCampaignMcOptions, randomMcOptions } from './random-options';

// Random legal games on the starter content with every kernel check after every action
// (invariants: every card in exactly one zone, no negative counters, limits held; flow; JSON;
// leak checks by indistinguishability; rejection probes) and exact replay from the record. These
// counts are the same in every run (minGames = fullGames); the volume run is fuzz-10k*.test.ts.
describe('fuzz: random Marvel Champions games', () => {
  const config: FuzzConfig = { games: 120, seed: 'mc-ci', maxActions: 3000, options: randomMcOptions };

  it('rules mode: 1–4 heroes, all modes, no failure, every game reaches an outcome', { timeout: 600_000 }, () => {
    // issue 12 §5: the manual actions include the "resolve by hand" operations and overrides
    const report = propertyRun(mcEngine, {
      ...config,
      manualOps: true,
      fullGames: config.games,
      minGames: config.games,
    });
    expect(report.probes).toBeGreaterThan(0);
    expect(report.manualActions).toBeGreaterThan(0);
  });

  it('table mode: manual actions everywhere keep the game consistent', { timeout: 600_000 }, () => {
    const report = propertyRun(mcEngine, {
      ...config,
      fullGames: 40,
      minGames: 40,
      seed: 'mc-table',
      manualRate: 0.1,
      manualOps: true,
      options: (rng) => ({ ...(randomMcOptions(rng) as object), table: true }),
      requireFinished: false, // manual moves may leave a game unfinished at maxActions
    });
    expect(report.manualActions).toBeGreaterThan(0);
  });

  it(
    '§6.1 campaign games: every campaign option in random games, no failure, exact replay',
    { timeout: 600_000 },
    () => {
      const campaign: FuzzConfig = { ...config, games: 60, seed: 'mc-campaign', options: randomCampaignMcOptions };
      propertyRun(mcEngine, { ...campaign, fullGames: campaign.games, minGames: campaign.games });
      // the games really used each option (fuzzGame draws the options from this chooser first)
      const used = new Set<string>();
      for (let g = 0; g < campaign.games; g++) {
        const o = randomCampaignMcOptions(new Rng(seedRng(`fuzz:mc-campaign/${g}`))) as {
          heroes: { campaign?: object }[];
          campaign: object;
        };
        for (const [k, v] of Object.entries(o.campaign)) if (Array.isArray(v) && v.length) used.add(k);
        for (const h of o.heroes)
          for (const [k, v] of Object.entries(h.campaign ?? {}))
            if (v && (typeof v !== 'object' || Object.keys(v).length)) used.add(`hero.${k}`);
      }
      expect([...used].sort()).toEqual(
        [
          'engaged',
          'hero.added',
          'hero.draw',
          'hero.hp',
          'hero.inPlay',
          'removed',
          'sets',
          'setAside',
          'sideSchemes',
          'stages',
        ].sort(),
      );
    },
  );

  it('is deterministic: the same seed gives the same game', () => {
    expect(fuzzGame(mcEngine, config, 3).record).toEqual(fuzzGame(mcEngine, config, 3).record);
  });
});
