/**
 * The Edge of Darkness board's view model (renderer/src/games/edge-of-darkness/play/board-model.ts) against
 * the engine: every legal action of random 2-, 3- and 4-player games (§3.3 Prologue, §4 rounds) gets a label
 * in every language without a fallback; a Prologue pick is chosen part by part; every prompt the engine sends
 * has its message; log params are named.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import { screenIndex } from '../../../renderer/src/games/edge-of-darkness/play/card-model';
import { createAppI18n } from '../../../renderer/src/i18n';

import { eodEngine } from '../../../core/games/edge-of-darkness/engine';
import type { EodState, EodView } from '../../../core/games/edge-of-darkness/engine/types';
import { Rng, seedRng } from '../../../core/kernel/rng';
import type { GameModule } from '../../../core/kernel/types';
import {
  decisionGroups,
  namesFor,
  nameParam,
  optionLabel,
  partsOf,
  type Action,
  type Tr,
} from '../../../renderer/src/games/edge-of-darkness/play/board-model';

const mod = eodEngine.module as unknown as GameModule<EodState, Action & { type: string }>;

interface Step {
  state: EodState;
  view: EodView;
  legal: Action[];
  seat: string;
}

/** Random legal games: every state's view and legal actions, until the game ends or `max` actions. */
function* randomGame(players: 2 | 3 | 4, seed: string, max = 2000): Generator<Step> {
  let state = mod.setup({ players }, seed);
  const rng = new Rng(seedRng(`${seed}-moves`));
  for (let i = 0; i < max; i++) {
    const pending = mod.pending(state);
    if (!pending) return;
    const seat = pending.seats[0];
    const legal = mod.legalActions(state, seat) as Action[];
    yield { state, view: mod.view(state, seat) as EodView, legal, seat };
    if (!legal.length) return;
    const r = mod.apply(state, rng.pick(legal), seat);
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    state = r.state;
  }
}

describe('the board labels every legal action of random games (§3.3, §4) in every language', () => {
  const content = JSON.parse(JSON.stringify(eodEngine.content?.({ players: 2 }, {} as never) ?? null));
  const ix = screenIndex(content);

  it('the engine content names every card, advancement and location', () => {
    expect(ix.starters.size).toBe(33);
    expect(ix.locations.size).toBeGreaterThanOrEqual(10);
  });

  for (const l of LOCALES) {
    it(`${l}: no label falls back to a key or an id`, () => {
      const i18n = createAppI18n(l);
      const { t, te } = i18n.global;
      const missing = new Set<string>();
      const tr: Tr = (key, params = {}) => {
        if (!te(key, l)) missing.add(key);
        return typeof params.n === 'number' ? t(key, params, params.n) : t(key, params);
      };
      let seen = 0;
      const types = new Set<string>();
      for (const players of [2, 3, 4] as const)
        for (const { view, legal } of randomGame(players, `labels-${l}-${players}`, 250)) {
          const names = namesFor(ix, l, tr, (s) => s);
          const groups = decisionGroups(legal, {}, view, ix, names, tr);
          expect(groups.reduce((n, g) => n + g.choices.length, 0)).toBeGreaterThan(0);
          for (const a of legal) {
            types.add(a.type);
            for (const p of partsOf(a, view, ix, names, tr)) {
              if (/eodPlay\.|undefined|NaN/.test(p.label)) missing.add(`${a.type}: ${p.label}`);
              if (a.type === 'choose' && p.label === a.option) missing.add(`unlabelled option ${a.option}`);
              seen++;
            }
          }
        }
      expect([...missing]).toEqual([]);
      expect(seen).toBeGreaterThan(100);
      expect([...types]).toEqual(expect.arrayContaining(['pick', 'hall', 'take', 'sleeve', 'end']));
    });
  }

  it('§3.3 a Prologue pick is chosen part by part: advancement, then slot, then card; one choice left is taken at once', () => {
    const first = randomGame(2, 'narrow').next().value as Step;
    const en = createAppI18n('en').global;
    const tr: Tr = (key, params = {}) =>
      typeof params.n === 'number' ? en.t(key, params, params.n) : en.t(key, params);
    const names = namesFor(ix, 'en', tr, (s) => s);
    const picks = first.legal.filter((a) => a.type === 'pick');
    expect(picks.length).toBeGreaterThan(1);
    const top = decisionGroups(first.legal, {}, first.view, ix, names, tr).find((g) => g.type === 'pick')!;
    expect(top.field).toBe('adv');
    expect(top.choices.every((c) => c.action === null)).toBe(true);
    const adv = top.choices[0].part.value;
    const second = decisionGroups(first.legal, { pick: [adv] }, first.view, ix, names, tr).find(
      (g) => g.type === 'pick',
    )!;
    expect(second.chosen.map((p) => p.value)).toEqual([adv]);
    const slots = new Set(
      picks.filter((a) => (a as { adv?: string }).adv === adv).map((a) => (a as { slot?: string }).slot),
    );
    expect(second.field).toBe(slots.size > 1 ? 'slot' : 'card');
    const slot = [...slots][0]!;
    const third = decisionGroups(first.legal, { pick: [adv, slot] }, first.view, ix, names, tr).find(
      (g) => g.type === 'pick',
    )!;
    expect(third.field).toBe('card');
    expect(third.choices.every((c) => c.action !== null && (c.action as { adv?: string }).adv === adv)).toBe(true);
  });

  it('every engine key (prompts, asks, log lines, refusals) has a message in every language', () => {
    const i18n = createAppI18n('en');
    const keys = new Set<string>();
    for (const players of [2, 3] as const)
      for (const { state, legal } of randomGame(players, `keys-${players}`, 800)) {
        const p = mod.pending(state);
        if (p) keys.add(p.prompt.key);
        void legal;
      }
    const missing = [...keys].flatMap((k) => LOCALES.filter((l) => !i18n.global.te(k, l)).map((l) => `${l}: ${k}`));
    expect(keys.size).toBeGreaterThan(2);
    expect(missing).toEqual([]);
  });

  it('every kind of ask option (engine/rules.ts codes) reads as words', () => {
    const { view } = randomGame(2, 'asks', 60).next().value as Step;
    const en = createAppI18n('en').global;
    const tr: Tr = (key, params = {}) =>
      typeof params.n === 'number' ? en.t(key, params, params.n) : en.t(key, params);
    const names = namesFor(ix, 'en', tr, (s) => s);
    const card = Object.keys(view.cards)[0];
    const loc = view.locations[0];
    const label = (key: string, option: string) =>
      optionLabel({ ...view, ask: { seat: 0, key: key as never, options: [option] } }, option, names, tr, ix);
    expect(label('dispatch', '2')).toBe('2 agents');
    expect(label('return', '1')).toBe('1 agent');
    expect(label('replace', '2')).toMatch(/^Tower space 2: /);
    expect(label('claim', card)).toBe(ix.starters.get(card)!.name.en);
    expect(label('trayCube', '3:black')).toBe('Tray 3: a cube, Black');
    expect(label('zoneCube', 'zone:carnival')).toBe('From your Threat Zone: a cube, Red (Carnival of Shadows)');
    expect(label('moveCube', '1:black:3')).toBe('A cube, Black: tray 1 → tray 3');
    expect(label('swap', '2-4')).toMatch(/^Swap position 2 \(.+\) and position 4 \(.+\)$/);
    expect(label('defend', `loc:${loc}:0`)).toMatch(new RegExp(`^${ix.locations.get(loc)!.name.en}: `));
    expect(label('defend', 'accept')).toBe('Take the attack');
    expect(label('trayCube', 'done')).toBe('Done');
  });

  it('log params name cards, advancements, locations and slots (provideParamNames)', () => {
    const en = createAppI18n('en').global;
    const tr: Tr = (key, params = {}) => en.t(key, params);
    const names = namesFor(ix, 'en', tr, (s) => `Seat ${s}`);
    const adv = [...ix.advancements.keys()][0];
    expect(nameParam(names, tr, 'adv', adv)).toBe(ix.advancements.get(adv)!.name.en);
    expect(nameParam(names, tr, 'card', 'anointed-patrician')).toBe(ix.starters.get('anointed-patrician')!.name.en);
    expect(nameParam(names, tr, 'slot', 'middle')).toBe('Middle');
    expect(nameParam(names, tr, 'seat', 'p1')).toBe('Seat p1');
    expect(nameParam(names, tr, 'n', 3)).toBeNull();
  });
});
