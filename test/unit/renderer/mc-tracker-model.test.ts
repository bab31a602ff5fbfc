import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../core/games/marvel-champions/engine';
import type { McView } from '../../../core/games/marvel-champions/engine/view';
import { mcPlayContent } from '../../../core/games/marvel-champions/play-content';
import {
  filterEntries,
  hitPoints,
  poolEntries,
  seatCards,
  statusMax,
  villainAreaCards,
} from '../../../renderer/src/games/marvel-champions/tracker/tracker-model';
import { toSetup, defaultForm } from '../../../renderer/src/games/marvel-champions/play/setup-model';

/** The tracker screen's data (renderer/src/games/marvel-champions/tracker/tracker-model.ts) on a real tracker view. */
describe('tracker screen model', () => {
  const content = mcPlayContent(null);
  const options = mcEngine.optionsSchema.parse({ heroes: [{ identity: 'stw-h' }], tracker: true });
  let state = mcEngine.setup(options, 'model');
  const act = (a: object) => {
    const r = mcEngine.apply(state, { type: 'track', ...a } as never, 'P1');
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    state = r.state;
  };
  const view = () => mcEngine.view(state, 'P1') as McView;

  it('"Track a game at my table" in the New game form starts a tracker game, not the old table mode', () => {
    const setup = toSetup({ ...defaultForm(content), table: true }, content)!;
    expect(setup.options).toMatchObject({ tracker: true, table: false });
    expect(toSetup(defaultForm(content), content)!.options).not.toHaveProperty('tracker');
  });

  it('pools list only cards that stay in play (§2.1), by name, with the copies left; the filter finds by name', () => {
    const deck = poolEntries(view(), content.cards, 'pool.P1');
    expect(deck.map((e) => e.type).every((t) => t && ['ally', 'support', 'upgrade'].includes(t))).toBe(true);
    expect(deck.map((e) => e.name)).toEqual([...deck.map((e) => e.name)].sort((a, b) => a.localeCompare(b)));
    const cop = deck.find((e) => e.code === 'bas-05')!;
    expect(cop.count).toBe(3);
    expect(filterEntries(deck, cop.name.slice(0, 4).toUpperCase()).map((e) => e.code)).toContain('bas-05');
    const encounter = poolEntries(view(), content.cards, 'pool');
    expect(encounter.some((e) => e.code === 'nul-05')).toBe(false); // a treachery resolves and leaves
    expect(encounter.some((e) => e.code === 'nul-01')).toBe(true);
    act({ op: 'put', code: 'bas-05', player: 'P1' });
    expect(poolEntries(view(), content.cards, 'pool.P1').find((e) => e.code === 'bas-05')!.count).toBe(2);
  });

  it('hit points left and maximum; the cards in front of a hero and in the villain’s area', () => {
    const villain = view().villain[0];
    expect(hitPoints(villain)).toEqual({ left: 12, max: 12 });
    act({ op: 'hp', card: villain.id, n: -4 });
    expect(hitPoints(view().villain[0])).toEqual({ left: 8, max: 12 });
    expect(hitPoints(view().main!)).toBeNull();
    act({ op: 'put', code: 'nul-01', player: 'P1' });
    act({ op: 'put', code: 'nul-07', player: 'P1' });
    act({ op: 'put', code: 'nul-03', player: 'P1' });
    expect(seatCards(view(), 'P1').map((c) => c.code)).toEqual(['bas-05', 'nul-01']);
    expect(villainAreaCards(view()).map((c) => c.code)).toEqual(['nul-03', 'nul-07']);
  });

  it('§2.13 status cards a character holds at most: one of each, two stunned and two confused with Steady (never two tough)', () => {
    expect(['stunned', 'confused', 'tough'].map((st) => statusMax(st as 'tough', false))).toEqual([1, 1, 1]);
    expect(['stunned', 'confused', 'tough'].map((st) => statusMax(st as 'tough', true))).toEqual([2, 2, 1]);
  });
});
