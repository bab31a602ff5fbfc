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
  partsOf,
  type Action,
  type Tr,
} from '../../../renderer/src/games/edge-of-darkness/play/board-model';

const mod = eodEngine.module as unknown as GameModule<EodState, Action & { type: string }>;

/** Random legal games: every state's view and legal actions, until the game ends or `max` actions. */
function* randomGame(
  players: 2 | 3 | 4,
  seed: string,
  max = 2000,
): Generator<{ state: EodState; view: EodView; legal: Action[]; seat: string }> {
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
      const tr: Tr = (key, params = {}) => {
        expect(te(key, l), `${l}: ${key}`).toBe(true);
        return typeof params.n === 'number' ? t(key, params, params.n) : t(key, params);
      };
      let seen = 0;
      const types = new Set<string>();
      for (const players of [2, 3, 4] as const)
        for (const { view, legal } of randomGame(players, `labels-${l}-${players}`, 600)) {
          const names = namesFor(ix, l, tr, (s) => s);
          const groups = decisionGroups(legal, {}, view, ix, names, tr);
          expect(groups.reduce((n, g) => n + g.choices.length, 0)).toBeGreaterThan(0);
          for (const a of legal) {
            types.add(a.type);
            for (const p of partsOf(a, view, ix, names, tr)) {
              expect(p.label, `${a.type} ${JSON.stringify(a)}`).not.toMatch(/eodPlay\.|undefined|NaN/);
              seen++;
            }
          }
        }
      expect(seen).toBeGreaterThan(100);
      expect([...types]).toEqual(expect.arrayContaining(['pick', 'hall', 'take', 'sleeve', 'end']));
    });
  }

  it('§3.3 a Prologue pick is chosen part by part: advancement, then slot, then card; one choice left is taken at once', () => {
    const first = randomGame(2, 'narrow').next().value!;
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
