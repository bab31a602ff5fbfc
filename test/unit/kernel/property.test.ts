import { describe, expect, it } from 'vitest';
import { fixtureGame, randomFixtureOptions } from '../../fixtures/fixture-game';
import { CI_PROPERTY_SHARE, propertyGames, propertyRun, propertyShare } from '../../support/property';

describe('property-test helper (test/support/property.ts)', () => {
  it('reads DECKHAND_PROPERTY_SHARE: unset or blank → the CI share; a number 0..1; anything else is an error', () => {
    expect(propertyShare(undefined)).toBe(CI_PROPERTY_SHARE);
    expect(propertyShare(' ')).toBe(CI_PROPERTY_SHARE);
    expect(propertyShare('1')).toBe(1);
    expect(propertyShare('0.25')).toBe(0.25);
    expect(propertyShare('0')).toBe(0);
    for (const bad of ['-0.1', '1.5', 'all', 'NaN']) expect(() => propertyShare(bad)).toThrow(/0 to 1/);
    // a volume run's own CI share (ciShare) replaces only the unset one
    expect(propertyShare(undefined, 0.002)).toBe(0.002);
    expect(propertyShare('1', 0.002)).toBe(1);
  });

  it('scales the full count, rounds, and never goes below minGames or 1', () => {
    expect(propertyGames(10_000, 1, 0.1)).toBe(1000);
    expect(propertyGames(5_000, 1, 1)).toBe(5000);
    expect(propertyGames(5_000, 1, 0.00001)).toBe(1);
    expect(propertyGames(5_000, 1, 0)).toBe(1);
    expect(propertyGames(120, 120, 0.1)).toBe(120);
    expect(propertyGames(10, 0, 0.04)).toBe(1);
  });

  it('plays the games with every fuzz check and returns the report', () => {
    const report = propertyRun(fixtureGame, {
      fullGames: 12,
      minGames: 12,
      seed: 'property-helper',
      maxActions: 400,
      options: randomFixtureOptions,
    });
    expect(report.games).toBe(12);
    expect(report.finished).toBe(12);
    expect(report.actions).toBeGreaterThan(12);
  });
});
