import { describe, expect, it } from 'vitest';
import { gamesWithFixture } from '../../fixtures/fixture-game/definition';
import { MAX_JSON_DEPTH } from '../../../core/api/schemas';
import type { JsonValue } from '../../../core/api/types';
import { nested } from '../../support/fuzz-values';
import { call, callError, type Caller } from '../../support/backend';
import { useTempBackend } from '../../support/temp-backend';

/** Bugs the API fuzz (api-fuzz.test.ts) found, each pinned by the smallest call that showed it. */
let c: Caller;
useTempBackend((t) => ({ c } = t), { games: gamesWithFixture });

describe('issue 13 (API fuzz findings)', () => {
  it('issue 13 fuzz #1: JSON deeper than SQLite takes (over 1000 levels) is invalid_args, not internal, wherever it is stored', async () => {
    const deep = nested(1_001, 'array');
    expect(await callError(c, 'settings.set', { key: 'ui.deep', value: deep })).toMatchObject({
      code: 'invalid_args',
      params: { issues: ['value:custom'] },
    });
    expect(
      (await callError(c, 'games.create', { game: 'fixture-skirmish', options: { rounds: 2, extra: deep } })).code,
    ).toBe('invalid_args');
    expect(
      (
        await callError(c, 'campaigns.create', {
          game: 'marvel-champions',
          definition: 'deckhand-starter',
          name: 'Deep',
          start: { type: 'start', expert: false, heroes: [], deep },
        })
      ).code,
    ).toBe('invalid_args');
    // The limit leaves room for any real value, and nothing was half-stored.
    await call(c, 'settings.set', { key: 'ui.ok', value: nested(MAX_JSON_DEPTH - 1, 'object') as JsonValue });
    expect(Object.keys((await call(c, 'settings.get', {})).ui)).toEqual(['ui.ok']);
  });
});
