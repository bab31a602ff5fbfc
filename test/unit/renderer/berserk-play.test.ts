/**
 * The Berserk play screen's model (renderer/src/games/berserk/play/board-model.ts) against the engine
 * (core/games/berserk/engine): the grid seen from each seat (own rows at the bottom, §4.2), cell names as the
 * engine's board.ts names them, every legal action of random starter-squad games (§4.3 preliminary stage, §5
 * turns) labelled in every language without a fallback and pointing at the right cell, the stack (§5.2) and
 * the dice from the log, and every message key the board uses present in all four languages.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import {
  berserkEngine,
  berserkModule,
  cellName as engineCellName,
  optionsSchema,
  type BerserkAction,
  type BerserkState,
} from '../../../core/games/berserk/engine';
import { Rng, seedRng } from '../../../core/kernel/rng';
import {
  actionLabel,
  cellName,
  cellOfAction,
  displayCols,
  displayRows,
  extraOfAction,
  factsIndex,
  groupOf,
  lastRolls,
  nameOf,
  pips,
  placesOf,
  stackItems,
  type BkContent,
  type BkView,
  type Namer,
} from '../../../renderer/src/games/berserk/play/board-model';
import { createAppI18n } from '../../../renderer/src/i18n';

const content = JSON.parse(JSON.stringify(berserkEngine.content!({}, {} as never))) as BkContent;
const facts = factsIndex(content);

interface Step {
  state: BerserkState;
  view: BkView;
  legal: BerserkAction[];
  seat: string;
}

/** Random legal games of the two starter squads: every state, its seat's view and legal actions. */
function* randomGame(seed: string, max = 600): Generator<Step> {
  let state = berserkModule.setup(optionsSchema.parse({}), seed);
  const rng = new Rng(seedRng(`${seed}-moves`));
  for (let i = 0; i < max; i++) {
    const pending = berserkModule.pending(state);
    if (!pending) return;
    const seat = pending.seats[0];
    const legal = [...berserkModule.legalActions(state, seat)];
    yield { state, view: berserkModule.view(state, seat) as BkView, legal, seat };
    // a random game that ends its turns too often never fights: prefer anything but ending the turn
    const pool = legal.length > 1 ? legal.filter((a) => a.type !== 'endTurn' || rng.die(6) === 1) : legal;
    const r = berserkModule.apply(state, rng.pick(pool.length ? pool : legal), seat);
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    state = r.state;
  }
}

function namer(s: BerserkState, seat: string, locale: string, t: (k: string) => string): Namer {
  const card = (id: number) => nameOf(facts.of(s.cards[id].owner === 0 ? 'p1' : 'p2', s.cards[id].key), locale);
  return {
    card,
    seat: (x) => x.toUpperCase(),
    cell: (c) => (c < 0 ? t('berserkPlay.board.extra') : cellName(c, seat)),
    // as the board: an attack's kind (simple strike) first, then the named abilities
    ability: (n) => (n === 'strike' ? t('berserkEngine.attack.strike') : t(`berserkEngine.ability.${n}`)),
    crystal: (p) => t(`berserkEngine.crystal.${p}`),
    facts: (id) => facts.of(s.cards[id].owner === 0 ? 'p1' : 'p2', s.cards[id].key),
    abilityOf: (id, index) => s.cards[id].refs[index]?.name ?? '?',
    exchangeStep: s.fight?.step === 'exchange',
  };
}

describe('Berserk play: the battlefield from the viewing seat (§4.2)', () => {
  it('cell names are the engine’s for both seats', () => {
    for (let c = 0; c < 30; c++) {
      expect(cellName(c, 'p1')).toBe(engineCellName(c, 0));
      expect(cellName(c, 'p2')).toBe(engineCellName(c, 1));
    }
  });

  it('each seat sees its own three rows at the bottom (3rd row last), A at its left', () => {
    for (const seat of ['p1', 'p2']) {
      const names = displayRows(seat).map((r) => displayCols(seat).map((c) => cellName(r * 5 + c, seat)));
      expect(names[0]).toEqual(['A3"', 'B3"', 'C3"', 'D3"', 'E3"']);
      expect(names[2]).toEqual(['A1"', 'B1"', 'C1"', 'D1"', 'E1"']);
      expect(names[3]).toEqual(['A1', 'B1', 'C1', 'D1', 'E1']);
      expect(names[5]).toEqual(['A3', 'B3', 'C3', 'D3', 'E3']);
    }
  });

  it('the content gives both squads’ facts, starter names in four languages', () => {
    const wardens = content.starters.find((s) => s.id === 'wardens')!;
    const first = wardens.cards[0];
    for (const l of LOCALES) expect(nameOf(facts.of('p1', String(first.id)), l)).toBe(first.names[l]);
    expect(facts.of('p2', content.squads![1].cards[0].id)?.name).toBe(content.squads![1].cards[0].name);
  });
});

describe('Berserk play: every legal action of random games is labelled and placed', () => {
  for (const l of LOCALES) {
    it(`${l}: labels without a fallback (§4.3, §5)`, () => {
      const { t, te } = createAppI18n(l).global;
      const tr = (k: string) => (te(k, l) ? t(k) : `MISSING ${k}`);
      const missing = new Set<string>();
      const types = new Set<string>();
      let fights = 0;
      for (const seed of ['a', 'b', 'c'])
        for (const { state, view, legal, seat } of randomGame(`labels-${l}-${seed}`)) {
          const n = namer(state, seat, l, tr);
          const places = placesOf(view);
          if (view.fight) {
            fights++;
            for (const item of stackItems(view, n)) {
              if (!te(item.key, l)) missing.add(item.key);
              expect(t(item.key, item.params)).not.toMatch(/\{|undefined|MISSING/);
            }
          }
          for (const a of legal) {
            types.add(a.type);
            const label = actionLabel(a, n, view, places);
            if (!te(label.key, l)) missing.add(label.key);
            const text = t(label.key, label.params);
            if (/\{|undefined|NaN|MISSING|berserk/.test(text)) missing.add(`${a.type}: ${text}`);
            expect(groupOf(a)).toBeTruthy();
            // a target cell is the cell of the action's target; a placement or move its cell
            const cell = cellOfAction(a, places);
            if ('target' in a && a.target.startsWith('c')) expect(cell).toBe(Number(a.target.slice(1)));
            if ('target' in a && a.target.startsWith('x')) expect(extraOfAction(a)).toBe(Number(a.target.slice(1)));
            if (a.type === 'place' || a.type === 'move') expect(cell).toBe(a.cell);
            if (a.type === 'defend' || a.type === 'keepHidden') {
              // a card in the Extra Zone (a flyer defending) has no cell: its tile there is clicked
              const at = state.units[a.card].cell;
              expect(cell).toBe(at >= 0 ? at : null);
              if (at < 0) expect(places.get(a.card)).toBe('x');
            }
          }
        }
      expect([...missing]).toEqual([]);
      expect(fights).toBeGreaterThan(0);
      expect([...types]).toEqual(
        expect.arrayContaining([
          'chooseFirst',
          'keep',
          'recruit',
          'place',
          'revealRest',
          'move',
          'strike',
          'pass',
          'endTurn',
        ]),
      );
    });
  }
});

describe('Berserk play: dice and messages', () => {
  it('the last rolls come from the log: a fight’s two dice, natural and modified', () => {
    const log = [
      { action: 3, key: 'berserkEngine.log.rollsFight', params: { natural: '4 : 6', modified: '5 : 6' } },
      { action: 4, key: 'berserkEngine.log.wounds', params: {} },
    ];
    expect(lastRolls(log)).toEqual({ fight: true, natural: [4, 6], modified: [5, 6], action: 3 });
    expect(
      lastRolls([{ action: 1, key: 'berserkEngine.log.rollsSingle', params: { natural: '2', modified: '3' } }]),
    ).toEqual({ fight: false, natural: [2], modified: [3], action: 1 });
    expect(lastRolls([])).toBeNull();
  });

  it('die faces have 1–6 pips; other results are drawn as numbers', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => pips(n).length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pips(7)).toEqual([]);
    expect(pips(0)).toEqual([]);
  });

  it('every stage, group and refusal the board names has a message in every language', () => {
    for (const l of LOCALES) {
      const { te } = createAppI18n(l).global;
      for (const s of ['order', 'mulligan', 'recruit', 'place', 'hide', 'attach', 'vanguard', 'main', 'over'])
        expect(te(`berserkPlay.stage.${s}`, l)).toBe(true);
      for (const g of ['order', 'deal', 'recruit', 'setup', 'cell', 'card', 'fight', 'byHand', 'turn'])
        expect(te(`berserkPlay.decision.group.${g}`, l)).toBe(true);
      for (const r of ['deckProblems', 'missingCards', 'emptyDeck'])
        expect(te(`berserkPlay.refused.${r}`, l)).toBe(true);
    }
  });
});
