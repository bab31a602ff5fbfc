// Scenarios from the imported data (issue 12 §1): the Core Set's Rhino, Klaw and Ultron built from
// the reference data's set membership, stages and quantities, and the set-up of §3.1 on them.
import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { mainTarget } from '../../../../../core/games/marvel-champions/engine/rules';
import {
  catalogModularSets,
  catalogScenarios,
  mcImportedSets,
  mcScenarioOptions,
  missingToken,
} from '../../../../../core/games/marvel-champions/engine/scenario-data';
import { codeOf, defOf } from '../../../../../core/games/marvel-champions/engine/core';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';
import { Game } from './helpers';
import { cards, core, dir } from './real-cards-kit';

const options = (scenario: string, modular: string[], expert = false) => {
  const r = mcScenarioOptions(core, { scenario, modular, expert });
  if (!r.ok) throw new Error(`missing ${r.missing.join(', ')}`);
  return { ...r.options, modular, expert, cards: { ...cards, ...r.options.cards } };
};

describe.skipIf(!dir)('scenarios from the imported data (issue 12 §1, rules §3.1 set-up)', () => {
  it('lists the Core Set villain sets as scenarios with their stages and recommended modular set', () => {
    const scenarios = catalogScenarios(core);
    expect(scenarios.map((s) => s.id).sort()).toEqual(['klaw', 'rhino', 'ultron']);
    for (const s of scenarios) expect(s.stages).toEqual([1, 2, 3]);
    expect(scenarios.find((s) => s.id === 'rhino')!.recommended).toEqual(['bomb_scare']);
    expect(catalogModularSets(core).sort()).toEqual([
      'bomb_scare',
      'legions_of_hydra',
      'masters_of_evil',
      'the_doomsday_chair',
      'under_attack',
    ]);
  });

  it('§2.16 Standard uses villain stages I–II, Expert II–III; main scheme stages are the B sides in order', () => {
    const std = mcScenarioOptions(core, { scenario: 'klaw', modular: ['masters_of_evil'], expert: false });
    expect(std.ok).toBe(true);
    if (!std.ok) return;
    expect(std.options.scenarioDef.villain).toEqual({ standard: ['01113', '01114'], expert: ['01114', '01115'] });
    expect(std.options.scenarioDef.mainScheme).toEqual(['01116b', '01117b']);
    expect(std.options.cards['01116b'].front).toBe('01116a');
    // the scenario set's other cards, with their copies; villains and main schemes are not in it
    expect(Object.keys(std.options.scenarioDef.cards)).not.toContain('01113');
    expect(Object.keys(std.options.scenarioDef.cards)).not.toContain('01116a');
    expect(Object.keys(std.options.sets).sort()).toEqual(['masters_of_evil', 'standard']);
    const exp = mcScenarioOptions(core, { scenario: 'klaw', modular: ['masters_of_evil'], expert: true });
    expect(exp.ok && Object.keys(exp.options.sets).sort()).toEqual(['expert', 'masters_of_evil', 'standard']);
  });

  it('refuses a scenario whose cards are missing from the data, listing what is missing (issue 12 "Bad input")', () => {
    const withoutStandard = core.filter((c) => c.setCode !== 'standard' && c.code !== '01096');
    const r = mcScenarioOptions(withoutStandard, { scenario: 'rhino', modular: ['nowhere'], expert: true });
    // each missing part as text and as data (the app translates the data: issue 12 "Bad input")
    expect(r).toEqual({
      ok: false,
      missing: ['villain stage III', 'modular set nowhere', 'standard set'],
      parts: [{ part: 'villainStage', value: '3' }, { part: 'modularSet', value: 'nowhere' }, { part: 'standardSet' }],
    });
    const noMain = core.filter((c) => c.typeCode !== 'main_scheme');
    expect(mcScenarioOptions(noMain, { scenario: 'ultron', modular: [], expert: false })).toEqual({
      ok: false,
      missing: ['main scheme'],
      parts: [{ part: 'mainScheme' }],
    });
    expect(mcScenarioOptions(core, { scenario: 'nobody', modular: [], expert: false })).toEqual({
      ok: false,
      missing: ['scenario nobody'],
      parts: [{ part: 'scenarioSet', value: 'nobody' }],
    });
    const noExpert = core.filter((c) => c.setCode !== 'expert');
    expect(mcScenarioOptions(noExpert, { scenario: 'rhino', modular: [], expert: true })).toMatchObject({
      parts: [{ part: 'expertSet' }],
    });
    expect(mcImportedSets(core, ['nowhere'])).toEqual({
      ok: false,
      missing: ['modular set nowhere'],
      parts: [{ part: 'modularSet', value: 'nowhere' }],
    });
    expect(r.ok ? [] : r.parts.map(missingToken)).toEqual(['villainStage:3', 'modularSet:nowhere', 'standardSet']);
  });

  it('MarvelCDB threat figures are per player unless marked fixed (adapter; §2.11 main scheme)', () => {
    expect(cards['01097b']).toMatchObject({ target: 7, targetPer: true, accel: 1, accelPer: true });
    expect(cards['01097b'].threatPer).toBeUndefined(); // starting threat 0
    expect(cards['01108']).toMatchObject({ threat: 2, threatPer: true });
    expect(cards['01107'].threatPer).toBeUndefined(); // fixed
  });

  it.each([
    ['rhino', ['bomb_scare'], false],
    ['klaw', ['masters_of_evil'], true],
    ['ultron', ['under_attack', 'legions_of_hydra'], false],
  ] as const)('§3.1 set-up of %s (modular %j, expert %s) from the imported data', (scenario, modular, expert) => {
    const o = options(scenario, [...modular], expert);
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }], ...o });
    const def = o.scenarioDef;
    // step 8: the mode's first villain stage in play, the next ones in the villain deck
    const stages = expert ? def.villain.expert : def.villain.standard;
    expect(codeOf(g.s.zones.villain[0])).toBe(stages[0]);
    expect(g.codes('villainDeck')).toEqual(stages.slice(1));
    // step 9: main scheme 1B in play, the later stages beneath
    expect(codeOf(g.s.zones.main[0])).toBe(def.mainScheme[0]);
    expect(g.codes('mainDeck')).toEqual(def.mainScheme.slice(1));
    expect(mainTarget(g.s as unknown as Draft, g.s.zones.main[0])).toBe(defOf(g.s, g.s.zones.main[0]).target! * 2);
    // step 10: the scenario set, modular sets, standard (and expert) set and both obligations
    const expected: Record<string, number> = {};
    const add = (list: Record<string, number>) => {
      for (const [code, n] of Object.entries(list)) expected[code] = (expected[code] ?? 0) + n;
    };
    add(def.cards);
    for (const m of modular) add(o.sets[m]);
    add(o.sets.standard);
    if (expert) add(o.sets.expert);
    const encounter: Record<string, number> = {};
    for (const z of ['encDeck', 'encDiscard', 'side', 'setAside', ...g.s.seats.map((p) => `engaged.${p}`)])
      for (const code of g.codes(z)) if (code in expected) encounter[code] = (encounter[code] ?? 0) + 1;
    expect(encounter).toEqual(expected);
    expect(g.replays()).toBe(true);
  });

  it('options of an imported scenario naming an unknown card are refused (mc.unknownCard)', () => {
    const o = options('rhino', ['bomb_scare']);
    const bad = { ...o, scenarioDef: { ...o.scenarioDef, cards: { ...o.scenarioDef.cards, nope: 1 } } };
    const r = mcEngine.optionsSchema.safeParse({ heroes: [{ identity: 'stw-h' }], ...bad });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('mc.unknownCard');
    const wrongId = mcEngine.optionsSchema.safeParse({ heroes: [{ identity: 'stw-h' }], ...o, scenario: 'klaw' });
    expect(wrongId.error?.issues.map((i) => i.message)).toContain('mc.unknownScenario');
  });
});
