// The named-ability vocabulary (rules digest §5.15): every glossary name has a params schema, the
// validator reports unknown names and bad params as codes.
import { describe, expect, it } from 'vitest';
import {
  ABILITY_GROUPS,
  ABILITY_NAMES,
  abilitySchema,
  parseAbility,
  validateAbilities,
} from '../../../../../core/games/berserk/abilities';

describe('Berserk ability vocabulary (§5.15)', () => {
  it('lists the glossary names of §5.15 with a group each', () => {
    for (const name of [
      'armor',
      'shot',
      'discharge',
      'vanguard',
      'blessing',
      'curse',
      'regeneration',
      'poison',
      'fear',
      'stealth',
      'flight',
      'jump',
      'maneuver',
      'unity',
      'incarnation',
      'horde',
      'uniqueness',
    ])
      expect(ABILITY_NAMES).toContain(name);
    for (const name of ABILITY_NAMES) expect(ABILITY_GROUPS[name]).toMatch(/^[a-zA-Z]+$/);
    expect(new Set(ABILITY_NAMES).size).toBe(ABILITY_NAMES.length);
  });

  it('parses params with the glossary defaults (Attack experience X defaults to 1, Poison X to 1)', () => {
    const r = parseAbility({ name: 'attackExperience', params: {} });
    expect(r).toEqual({ ability: { name: 'attackExperience', params: { x: 1 } } });
    expect(parseAbility({ name: 'poison' })).toEqual({ ability: { name: 'poison', params: { x: 1 } } });
    expect(parseAbility({ name: 'shot', params: { weak: 1, medium: 2, strong: 2, range: 3 } })).toEqual({
      ability: { name: 'shot', params: { weak: 1, medium: 2, strong: 2, range: 3 } },
    });
  });

  it('reports unknown names and bad params as codes, with the index in the list', () => {
    const problems = validateAbilities([
      { name: 'armor', params: { x: 2 } },
      { name: 'teleportation', params: {} },
      { name: 'armor', params: {} },
      { name: 'shot', params: { weak: 1, medium: 2 } },
      { params: {} },
    ]);
    expect(problems).toEqual([
      { code: 'ability.unknown', index: 1, name: 'teleportation' },
      { code: 'ability.badParams', index: 2, name: 'armor' },
      { code: 'ability.badParams', index: 3, name: 'shot' },
      { code: 'ability.malformed', index: 4, name: '' },
    ]);
    expect(validateAbilities([{ name: 'stealth', params: {} }])).toEqual([]);
  });

  it('abilitySchema accepts a known ability and refuses an unknown one with the code', () => {
    expect(abilitySchema.safeParse({ name: 'armor', params: { x: 1 } }).success).toBe(true);
    const bad = abilitySchema.safeParse({ name: 'nope', params: {} });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('ability.unknown');
  });

  it('refuses extra params (strict shapes)', () => {
    expect(parseAbility({ name: 'blessing', params: { x: 1 } })).toEqual({
      problem: { code: 'ability.badParams', index: 0, name: 'blessing' },
    });
  });
});
