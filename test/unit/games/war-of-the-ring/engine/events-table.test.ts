// Rule tests of the "play on the table" cards whose standing rules reach into movement, attacks, mustering,
// the Hunt Box and combat cards (engine/events-table.ts, engine/table-rules.ts; digest §4.6 table cards, §5.4,
// §6.3, §7.3, §8.1, §8.5). One named test (at least) per card; `TABLE_CARD_TESTS` names them for events.test.ts.

import { describe, expect, it } from 'vitest';
import { isAutomated } from '../../../../../core/games/war-of-the-ring/engine/events';
import type { WotrAction, WotrEvent, WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { atWar, E, inHand, newGame, patch, place, play, toActions, withDice } from './helpers';
import { TABLE_CARD_TESTS } from './table-cards';

type Side = 'fp' | 'shadow';
type FaceT = WotrState['dice']['fp']['rolled'][number];

const sideOf = (id: string): Side => (id.startsWith('fp.') ? 'fp' : 'shadow');

/** Only the given cards in the hands (the others go to the discard piles, so each card stays in one place). */
function handsOnly(s: WotrState, fp: string[], shadow: string[]): WotrState {
  const discards = { fp: [...s.discards.fp, ...s.hands.fp], shadow: [...s.discards.shadow, ...s.hands.shadow] };
  return inHand(patch(s, { discards, hands: { fp: [], shadow: [] } }), ...fp, ...shadow);
}

/** Phase 5 of turn 1, the card's side to act with die `face` (the other side one die `other`), the card in hand. */
function ready(id: string, face: FaceT = 'event', other: FaceT = 'character'): WotrState {
  const side = sideOf(id);
  let s = toActions(newGame());
  s = side === 'fp' ? withDice(s, [face], [other]) : withDice(s, [other], [face]);
  return inHand(patch(s, { active: side }), id);
}

function onTable(s: WotrState, id: string): WotrState {
  s = inHand(s, id);
  const side = sideOf(id);
  s = patch(s, { hands: { ...s.hands, [side]: s.hands[side].filter((c) => c !== id) } });
  const t = s.table ?? { fp: [], shadow: [] };
  return patch(s, { table: { ...t, [sideOf(id)]: [...t[sideOf(id)], id] } });
}

/** Every table card back to its owner's discard pile. */
function offTable(s: WotrState): WotrState {
  const t = s.table ?? { fp: [], shadow: [] };
  const discards = { fp: [...s.discards.fp, ...t.fp], shadow: [...s.discards.shadow, ...t.shadow] };
  return patch(s, { discards, table: { fp: [], shadow: [] } });
}
const withChars = (s: WotrState, c: Record<string, string>) => patch(s, { chars: { ...s.chars, ...c } });
const top = (s: WotrState) => s.asks[s.asks.length - 1];
const playOf = (id: string, face: FaceT = 'event'): WotrAction => ({ type: 'use', face, act: 'play', arg: id });
const use = (face: FaceT, act: string, arg?: string) =>
  ({ type: 'use', face, act, ...(arg === undefined ? {} : { arg }) }) as WotrAction;
const legal = (s: WotrState, side: Side) => E.legalActions(s, side);
/** Any harmless action of the side to act, so that the engine runs its automatic steps. */
function nudge(s: WotrState): { s: WotrState; ev: readonly WotrEvent[] } {
  const face = s.dice[s.active].rolled[0];
  return play(s, { type: 'skip', face }, s.active);
}
/** The Shadow's army ask after an Army die: the `army` moves offered. */
function armyMovesOf(s: WotrState): string[] {
  return legal(s, 'shadow')
    .filter((a): a is Extract<WotrAction, { type: 'army' }> => a.type === 'army')
    .map((a) => `${a.from}>${a.to}`);
}

const tested = new Set<string>();
const card = (id: string, title: string, fn: () => void) => {
  tested.add(id);
  it(`${id}: ${title}`, fn);
};

describe('§4.6 table cards with standing rules: which are played', () => {
  it('the five standing-rule cards and Balrog of Moria are playable', () => {
    for (const id of TABLE_CARD_TESTS) expect(isAutomated(id), id).toBe(true);
  });
});

describe('§4.6 / §7.3 / §8.1 regions closed to Shadow armies', () => {
  card(
    'fp.a-power-too-great',
    'the Elves step toward war; no Shadow army may attack Lórien while the card lies out (§4.6, §8.1)',
    () => {
      let s = ready('fp.a-power-too-great');
      s = atWar(place(s, 'dimrill-dale', 'sauron.regular', 3), 'sauron');
      // before: the Shadow could attack Lórien from Dimrill Dale with an Army die
      const army = withDice(patch(s, { active: 'shadow' }), ['event'], ['army']);
      expect(legal(army, 'shadow')).toContainEqual(use('army', 'attack', 'dimrill-dale>lorien'));
      const r = play(s, playOf('fp.a-power-too-great'));
      expect(r.s.table!.fp).toEqual(['fp.a-power-too-great']);
      expect(r.s.discards.fp).not.toContain('fp.a-power-too-great');
      expect(r.s.politics.elves.step).toBe(s.politics.elves.step - 1);
      const after = withDice(patch(r.s, { active: 'shadow' }), [], ['army']);
      expect(legal(after, 'shadow')).not.toContainEqual(use('army', 'attack', 'dimrill-dale>lorien'));
    },
  );

  it('A Power too Great: Rivendell emptied stays closed to a Shadow army move (§7.3 "enter")', () => {
    let s = onTable(toActions(newGame()), 'fp.a-power-too-great');
    const units = { ...s.units };
    const reserve = { ...s.reserve };
    for (const [k, n] of Object.entries(units['rivendell'] ?? {})) reserve[k] = (reserve[k] ?? 0) + n;
    delete (units as Record<string, unknown>)['rivendell'];
    s = atWar(place(patch(s, { units, reserve }), 'fords-of-bruinen', 'sauron.regular', 2), 'sauron');
    const go = (t: WotrState) =>
      play(withDice(patch(t, { active: 'shadow' }), [], ['army']), use('army', 'moveArmies')).s;
    expect(armyMovesOf(go(s))).not.toContain('fords-of-bruinen>rivendell');
    expect(armyMovesOf(go(offTable(s)))).toContain('fords-of-bruinen>rivendell');
  });

  it('A Power too Great: the Shadow forces the discard with a die plus an Army and a Character card (§4.6)', () => {
    let s = onTable(toActions(newGame()), 'fp.a-power-too-great');
    s = withDice(patch(s, { active: 'shadow' }), ['character'], ['muster']); // the turn goes on afterwards
    const discard = use('muster', 'discardTable', 'fp.a-power-too-great');
    // only a Character card: the price cannot be paid
    expect(legal(handsOnly(s, [], ['shadow.the-nazgul-strike']), 'shadow')).not.toContainEqual(discard);
    s = handsOnly(s, [], ['shadow.the-nazgul-strike', 'shadow.denethors-folly', 'shadow.corsairs-of-umbar']);
    let r = play(s, discard);
    expect(r.s.table!.fp).toEqual([]);
    expect(r.s.discards.fp).toContain('fp.a-power-too-great');
    // the Shadow picks the Army card (both of its Army cards offered), hidden from the Free Peoples
    const ask = top(r.s);
    expect(ask.k === 'event' && ask.side).toBe('shadow');
    expect(ask.k === 'event' && [...ask.options]).toEqual(['shadow.corsairs-of-umbar', 'shadow.denethors-folly']);
    const lastAsk = (seat: string) => {
      const v = E.view(r.s, seat) as { asks: { options: string[] }[] };
      return v.asks[v.asks.length - 1].options;
    };
    expect(lastAsk('fp')).toEqual([]);
    expect(lastAsk('shadow')).toEqual(['shadow.corsairs-of-umbar', 'shadow.denethors-folly']);
    r = play(r.s, { type: 'pick', id: 'shadow.corsairs-of-umbar' }, 'shadow');
    const ask2 = top(r.s);
    expect(ask2.k === 'event' && [...ask2.options]).toEqual(['shadow.the-nazgul-strike']);
    r = play(r.s, { type: 'pick', id: 'shadow.the-nazgul-strike' }, 'shadow');
    expect(r.s.hands.shadow).toEqual(['shadow.denethors-folly']);
    expect(r.s.discards.shadow).toEqual(
      expect.arrayContaining(['shadow.corsairs-of-umbar', 'shadow.the-nazgul-strike']),
    );
    expect(r.s.asks).toEqual([]);
  });

  card(
    'fp.the-power-of-tom-bombadil',
    'the North steps toward war; the Old Forest, Buckland and the Shire are closed to Shadow armies (§4.6, §7.3, §8.1)',
    () => {
      let s = ready('fp.the-power-of-tom-bombadil');
      s = atWar(place(place(s, 'cardolan', 'sauron.regular', 2), 'south-ered-luin', 'sauron.regular', 2), 'sauron');
      const r = play(s, playOf('fp.the-power-of-tom-bombadil'));
      expect(r.s.table!.fp).toEqual(['fp.the-power-of-tom-bombadil']);
      expect(r.s.politics.north.step).toBe(s.politics.north.step - 1);
      const go = (t: WotrState) => withDice(patch(t, { active: 'shadow' }), [], ['army']);
      // no attack on the Shire's North Regular, no move into the Old Forest or Buckland
      expect(legal(go(s), 'shadow')).toContainEqual(use('army', 'attack', 'south-ered-luin>the-shire'));
      expect(legal(go(r.s), 'shadow')).not.toContainEqual(use('army', 'attack', 'south-ered-luin>the-shire'));
      const before = armyMovesOf(play(go(s), use('army', 'moveArmies')).s);
      const after = armyMovesOf(play(go(r.s), use('army', 'moveArmies')).s);
      expect(before).toEqual(expect.arrayContaining(['cardolan>old-forest', 'cardolan>buckland']));
      expect(after.filter((m) => /old-forest|buckland|the-shire/.test(m.split('>')[1]))).toEqual([]);
      expect(after).toContain('cardolan>south-downs');
    },
  );
});

describe('§4.6 / §5.4 The Last Battle', () => {
  const aragornOut = (s: WotrState) => withChars(s, { aragorn: 'osgiliath', strider: 'dead' });

  card(
    'fp.the-last-battle',
    "with Aragorn's army outside the free lands, the Fellowship's move die stays out of the Hunt Box (§4.6, §5.4)",
    () => {
      let s = ready('fp.the-last-battle');
      expect(legal(s, 'fp')).not.toContainEqual(playOf('fp.the-last-battle')); // Aragorn not in play
      s = aragornOut(s);
      const r = play(s, playOf('fp.the-last-battle'));
      expect(r.s.table!.fp).toEqual(['fp.the-last-battle']);
      const mover = withDice(patch(r.s, { active: 'fp' }), ['character'], ['character']);
      const to = mover.fellowship.trueAt!;
      const moved = play(mover, { type: 'use', face: 'character', act: 'moveFellowship', arg: to }).s;
      expect(moved.huntBox.fp).toBe(mover.huntBox.fp); // without the card it would be one more
      const plain = withDice(patch(aragornOut(toActions(newGame())), { active: 'fp' }), ['character'], ['character']);
      const plainMoved = play(plain, { type: 'use', face: 'character', act: 'moveFellowship', arg: to }).s;
      expect(plainMoved.huntBox.fp).toBe(plain.huntBox.fp + 1);
    },
  );

  it('The Last Battle: discarded when the Fellowship is revealed, or Aragorn leaves the army (§4.6)', () => {
    const s = withDice(aragornOut(onTable(toActions(newGame()), 'fp.the-last-battle')), ['character'], ['character']);
    const revealed = nudge(patch(s, { revealPending: true }));
    expect(revealed.s.fellowship.revealed).toBe(true);
    expect(revealed.s.table!.fp).toEqual([]);
    expect(revealed.s.discards.fp).toContain('fp.the-last-battle');
    const left = nudge(withChars(s, { aragorn: 'minas-tirith' }));
    expect(left.s.table!.fp).toEqual([]);
    expect(nudge(s).s.table!.fp).toEqual(['fp.the-last-battle']);
  });

  it('The Last Battle: discarded when the Fellowship is declared (§4.6, §5.8)', () => {
    const s = aragornOut(onTable(newGame(), 'fp.the-last-battle'));
    expect(s.phase).toBe('fellowship');
    const r = play(s, { type: 'declare' }, 'fp');
    expect(r.s.table!.fp).toEqual([]);
    expect(r.s.discards.fp).toContain('fp.the-last-battle');
  });
});

describe("§4.6 / §8.5 Denethor's Folly", () => {
  /** Minas Tirith besieged by a Sauron army (the Gondor army inside). */
  function besieged(s: WotrState): WotrState {
    s = atWar(place(s, 'minas-tirith', 'sauron.regular', 4), 'sauron', 'gondor');
    return patch(s, { sieges: { ...(s.sieges ?? {}), 'minas-tirith': 'fp' } } as Partial<WotrState>);
  }
  /** Plays first legal actions until the Free Peoples are asked for a combat card. */
  function toCards(s: WotrState): WotrState {
    for (let i = 0; i < 20 && !legal(s, 'fp').some((a) => a.type === 'combatCard'); i++) {
      const seat = E.pending(s)!.seats[0];
      s = play(s, E.legalActions(s, seat)[0], seat).s;
    }
    return s;
  }

  card(
    'shadow.denethors-folly',
    'with Minas Tirith besieged a Leader there dies and the defenders play no combat card (§4.6, §8.5)',
    () => {
      const s = besieged(ready('shadow.denethors-folly'));
      expect(s.units['minas-tirith']['gondor.leader']).toBe(1);
      const r = play(s, playOf('shadow.denethors-folly'));
      expect(r.s.units['minas-tirith']['gondor.leader'] ?? 0).toBe(0);
      expect(r.s.table!.shadow).toEqual(['shadow.denethors-folly']);
      // a siege battle at Minas Tirith: the Free Peoples hold a card whose combat side has no condition
      const fight = (t: WotrState) =>
        toCards(
          play(
            inHand(withDice(patch(t, { active: 'shadow' }), ['character'], ['army']), 'fp.a-power-too-great'),
            use('army', 'attack', 'minas-tirith>minas-tirith'),
          ).s,
        );
      const barred = legal(fight(r.s), 'fp').filter((a) => a.type === 'combatCard');
      expect(barred).toEqual([{ type: 'combatCard', card: 'none' }]);
      const free = legal(fight(offTable(r.s)), 'fp');
      expect(free).toContainEqual({ type: 'combatCard', card: 'fp.a-power-too-great' });
    },
  );

  it("Denethor's Folly: the Free Peoples discard it with Will of the West, or any die with Gandalf or Aragorn there", () => {
    const s = withDice(
      patch(besieged(onTable(toActions(newGame()), 'shadow.denethors-folly')), { active: 'fp' }),
      ['will-of-the-west', 'muster'],
      ['character'],
    );
    expect(legal(s, 'fp')).toContainEqual(use('will-of-the-west', 'discardTable', 'shadow.denethors-folly'));
    expect(legal(s, 'fp')).not.toContainEqual(use('muster', 'discardTable', 'shadow.denethors-folly'));
    const g = withChars(s, { aragorn: 'minas-tirith', strider: 'dead' });
    const r = play(g, use('muster', 'discardTable', 'shadow.denethors-folly'));
    expect(r.s.table!.shadow).toEqual([]);
    expect(r.s.discards.shadow).toContain('shadow.denethors-folly');
  });

  it("Denethor's Folly: discarded once Minas Tirith is no longer besieged (§4.6 example)", () => {
    const s = withDice(besieged(onTable(toActions(newGame()), 'shadow.denethors-folly')), ['character'], ['character']);
    expect(nudge(s).s.table!.shadow).toEqual(['shadow.denethors-folly']);
    const lifted = patch(s, { sieges: {} } as Partial<WotrState>);
    expect(nudge(lifted).s.table!.shadow).toEqual([]);
  });
});

describe('§4.6 / §6.3 Threats and Promises', () => {
  card(
    'shadow.threats-and-promises',
    'a Muster result no longer moves a passive Free Peoples nation; an attack on one discards the card (§4.6, §6.3)',
    () => {
      const s = ready('shadow.threats-and-promises');
      const r = play(s, playOf('shadow.threats-and-promises'));
      expect(r.s.table!.shadow).toEqual(['shadow.threats-and-promises']);
      const fp = (t: WotrState) => withDice(patch(t, { active: 'fp' }), ['muster'], ['army']);
      // Gondor (step 2, passive) could be pushed before; the active Elves still can
      expect(legal(fp(s), 'fp')).toContainEqual(use('muster', 'politics', 'gondor'));
      expect(legal(fp(r.s), 'fp')).not.toContainEqual(use('muster', 'politics', 'gondor'));
      expect(legal(fp(r.s), 'fp')).toContainEqual(use('muster', 'politics', 'elves'));
      // a Shadow attack on the Dwarves (passive) moves them: the card goes
      let t = atWar(place(r.s, 'dale', 'sauron.regular', 3), 'sauron');
      t = withDice(patch(t, { active: 'shadow' }), ['character'], ['army']);
      const a = play(t, use('army', 'attack', 'dale>erebor'));
      expect(a.s.politics.dwarves.step).toBe(t.politics.dwarves.step - 1);
      expect(a.s.table!.shadow).toEqual([]);
      expect(a.s.discards.shadow).toContain('shadow.threats-and-promises');
    },
  );

  it("Threats and Promises: a Companion's own advance (Gimli in Erebor) is allowed and discards it (§4.6)", () => {
    let s = withChars(onTable(toActions(newGame()), 'shadow.threats-and-promises'), { gimli: 'erebor' });
    s = withDice(patch(s, { active: 'fp' }), ['character'], ['army']);
    const r = play(s, use('character', 'politics', 'dwarves'));
    expect(r.s.politics.dwarves.step).toBe(s.politics.dwarves.step - 1);
    expect(r.s.table!.shadow).toEqual([]);
  });
});

describe('§4.6 / §5.15 / §8.5 Balrog of Moria', () => {
  card(
    'shadow.balrog-of-moria',
    'on the table; discarded for an extra hunt tile when the Fellowship is revealed in Moria (§4.6, §5.15)',
    () => {
      let s = withDice(ready('shadow.balrog-of-moria'), ['character'], ['event', 'character']);
      let r = play(s, playOf('shadow.balrog-of-moria'));
      expect(r.s.table!.shadow).toEqual(['shadow.balrog-of-moria']);
      s = patch(r.s, {
        fellowship: { ...r.s.fellowship, at: 'moria', trueAt: 'moria', path: [], progress: 0 },
        revealPending: true,
      });
      const drawn = s.hunt.drawn.length;
      r = nudge(s);
      expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', card: 'shadow.balrog-of-moria' });
      r = play(r.s, { type: 'pick', id: 'use' }, 'shadow');
      expect(r.s.table!.shadow).toEqual([]);
      expect(r.s.discards.shadow).toContain('shadow.balrog-of-moria');
      // the card's tile is drawn (an Eye would be set aside; any other tile hurts as a successful hunt)
      expect(r.s.hunt.drawn.length + r.s.hunt.removed.length).toBeGreaterThan(drawn);
      expect(r.ev.some((e) => e.type === 'tile')).toBe(true);
    },
  );

  it('Balrog of Moria: its combat card is used from the table, chosen in secret, then discarded (§8.5)', () => {
    let s = onTable(toActions(newGame()), 'shadow.balrog-of-moria');
    s = handsOnly(s, ['fp.book-of-mazarbul'], []); // the Free Peoples choose too (a secret pair)
    s = atWar(place(s, 'dimrill-dale', 'sauron.regular', 4), 'sauron');
    s = withDice(patch(s, { active: 'shadow' }), ['character'], ['army']);
    let r = play(s, use('army', 'attack', 'dimrill-dale>lorien'));
    for (let i = 0; i < 10 && !legal(r.s, 'shadow').some((a) => a.type === 'combatCard'); i++) {
      const seat = E.pending(r.s)!.seats[0];
      r = play(r.s, E.legalActions(r.s, seat)[0], seat);
    }
    // an empty hand, yet the Shadow is asked: Durin's Bane (Lórien lies within two regions of Moria)
    expect(legal(r.s, 'shadow')).toContainEqual({ type: 'combatCard', card: 'shadow.balrog-of-moria' });
    const handSeen = (t: WotrState) => (E.view(t, 'fp') as { hands: { shadow: number } }).hands.shadow;
    expect(handSeen(r.s)).toBe(0);
    r = play(r.s, { type: 'combatCard', card: 'shadow.balrog-of-moria' }, 'shadow');
    expect(handSeen(r.s)).toBe(0); // as after a pick from hand (view.ts counts a secret pick in the hand)
    // still on the table while the choice is secret; the Free Peoples see only a card back
    expect(r.s.table!.shadow).toEqual(['shadow.balrog-of-moria']);
    const fpView = E.view(r.s, 'fp') as { battle: { cards: { shadow: string } } };
    expect(fpView.battle.cards.shadow).not.toBe('shadow.balrog-of-moria');
    r = play(r.s, { type: 'combatCard', card: 'none' }, 'fp');
    expect(r.s.table!.shadow).toEqual([]);
    expect(r.ev.some((e) => e.type === 'combatRoll' && e.what === 'strike')).toBe(true);
    for (let i = 0; i < 40 && r.s.battle; i++) {
      const seat = E.pending(r.s)!.seats[0];
      const acts = E.legalActions(r.s, seat);
      r = play(r.s, acts.find((a) => a.type === 'combatCard' || a.type === 'pick') ?? acts[0], seat);
      if (!r.s.battle || r.s.battle.round > 1) break;
    }
    expect(r.s.discards.shadow).toContain('shadow.balrog-of-moria');
  });
});

describe('§4.6 standing-rule table cards: coverage', () => {
  it('every card of this file has a named rule test', () => {
    for (const id of TABLE_CARD_TESTS) expect(tested.has(id), id).toBe(true);
  });
});
