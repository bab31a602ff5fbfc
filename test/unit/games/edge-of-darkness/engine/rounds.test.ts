// Rounds (rules digest §4): the Gather phase and the Street (§4.1, §4.2), the action turn (§4.4), the
// exhausted deck (§4.3), Blight attacks with defence (§4.5), hunting (§4.6), end of round and of game (§4, §5).
import { describe, expect, it } from 'vitest';
import { contentIndex, type EodState } from '../../../../../core/games/edge-of-darkness/engine';
import { draft, checkAttacks, finish, type Ctx } from '../../../../../core/games/edge-of-darkness/engine/state';
import { run } from '../../../../../core/games/edge-of-darkness/engine/rules';
import { PLAYER_COUNT_SETUP } from '../../../../../core/games/edge-of-darkness/data/setup';
import { cubeIcons } from '../../../../../core/games/edge-of-darkness/model/card';
import { act, cubeSum, edit, legal, m, playUntil, refusedWith, seatNow, start, tenWith } from './helpers';

const ix = contentIndex();
const idx = (s: EodState) => s.seats.indexOf(seatNow(s));
const gather = (players: 2 | 3 | 4 = 2, seed = 'g') => playUntil(start({ players }, seed), (s) => s.phase === 'gather');
const actionTurn = (players: 2 | 3 | 4 = 2, seed = 'a', locations?: string[]) =>
  playUntil(
    start({ players, ...(locations ? { locations } : {}) }, seed),
    (s) => s.phase === 'action' && !s.ask && s.stack.length === 0,
  );

/** Runs the attack checks on an edited state (the rule of §4.5 / A35 on its own). */
function attacksNow(s: EodState): { state: EodState; events: Ctx['ev'] } {
  const c: Ctx = { d: draft(s), ix, ev: [], rng: null, own: 0 };
  checkAttacks(c);
  run(c);
  return { state: finish(c), events: c.ev };
}

/** The same, every defender taking the hit when asked (no defence used). */
function attacksTaken(s: EodState): { state: EodState; events: Ctx['ev'] } {
  const r = attacksNow(s);
  let state = r.state;
  const events = [...r.events];
  while (state.ask?.key === 'defend') {
    const x = act(state, { type: 'choose', option: 'accept' }, state.seats[state.ask.seat]);
    state = x.state;
    events.push(...x.events);
  }
  return { state, events };
}

describe('§4.1 Gather and §4.2 the Street', () => {
  it('§4.1 A: the Guild Hall card is taken into hand and the Threat Zone cubes are picked up (round 1: the 2 from setup)', () => {
    const s = gather();
    for (let i = 0; i < 2; i++) {
      expect(s.zones.hand[i].length).toBe(1);
      expect(cubeSum(s.cubes.held[i])).toBe(2);
      expect(cubeSum(s.cubes.zone[i])).toBe(0);
    }
  });

  it('§4.2: taking position 3 places 1 influence on positions 1 and 2; the next player taking one gets it as goodwill', () => {
    let s = gather(2, 'skip');
    const a = idx(s);
    const [c1, c2, c3] = s.zones.street as string[];
    s = act(s, { type: 'take', pos: 3 }).state;
    expect(s.ps[a].influence).toBe(2);
    expect(s.zones.hand[a]).toContain(c3);
    expect(s.zones.streetInfluence.slice(0, 2)).toEqual([1, 1]);
    // only cards further than the last one taken remain (A26: influence only on cards passed over)
    expect(legal(s).every((x) => x.type === 'take' && x.pos > 3)).toBe(true);
    s = playUntil(s, (x) => idx(x) !== a || x.phase !== 'gather');
    expect(s.zones.street[0]).toBe(c1); // slid right, influence with it
    expect(s.zones.street[1]).toBe(c2);
    expect(s.zones.streetInfluence.slice(0, 2)).toEqual([1, 1]);
    const b = idx(s);
    const before = s.ps[b].goodwill;
    s = act(s, { type: 'take', pos: 1 }).state;
    expect(s.ps[b].goodwill).toBe(before + 1);
    expect(s.ps[b].influence).toBe(4);
  });

  it('§4.2: no skipping without influence; the deck top (position 6) is taken only after skipping all five', () => {
    const s = edit(gather(2, 'poor'), (d) => {
      d.ps[(d.first + d.turns) % 2].influence = 0;
    });
    expect(legal(s)).toEqual([{ type: 'take', pos: 1 }]);
    refusedWith(s, { type: 'take', pos: 2 }, 'cannot_skip');
    const rich = gather(2, 'rich');
    expect(legal(rich).map((x) => (x.type === 'take' ? x.pos : 0))).toEqual([1, 2, 3, 4, 5]);
    const richer = edit(rich, (d) => {
      d.ps[(d.first + d.turns) % 2].influence = 5;
    });
    expect(legal(richer).some((x) => x.type === 'take' && x.pos === 6)).toBe(true);
  });

  it('§4.1 B1–B3: hands fill to 3, cubes drawn = the cube icons of every card in hand, the Street refilled', () => {
    let s = gather(2, 'fill');
    const a = idx(s);
    const bagBefore = cubeSum(s.cubes.bag) + cubeSum(s.cubes.setAside);
    s = act(s, { type: 'take', pos: 1 }).state;
    const r = act(s, { type: 'take', pos: 2 });
    s = r.state;
    expect(s.zones.hand[a].length).toBe(3);
    const icons = s.zones.hand[a].reduce((t, id) => t + cubeIcons(s.cards[id], ix), 0);
    expect(cubeSum(s.cubes.zone[a])).toBe(icons);
    expect(cubeSum(s.cubes.bag) + cubeSum(s.cubes.setAside)).toBe(bagBefore - icons);
    expect(s.zones.street.every((x) => x !== null)).toBe(true);
    expect(r.events.some((e) => e.type === 'cubesDrawn')).toBe(true);
  });
});

describe('§4.4 the action turn', () => {
  it('§4.4.1: the turn starts by dropping every held cube into the tower', () => {
    const s = actionTurn(2, 'drop');
    const a = idx(s);
    expect(cubeSum(s.cubes.held[a])).toBe(0);
    const other = 1 - a;
    expect(cubeSum(s.cubes.held[other])).toBeGreaterThan(0); // not dropped before their own turn
  });

  it('§4.4.3: sleeving is mandatory while a middle or bottom slot can take one (refusal must_sleeve)', () => {
    const s = actionTurn(2, 'must');
    expect(s.turn.sleeved).toBe(false);
    expect(legal(s).some((x) => x.type === 'end')).toBe(false);
    refusedWith(s, { type: 'end' }, 'must_sleeve');
    const sl = legal(s).find((x) => x.type === 'sleeve')!;
    const after = act(s, sl).state;
    expect(after.turn.sleeved).toBe(true);
    expect(legal(after).some((x) => x.type === 'end')).toBe(true);
    expect(legal(after).some((x) => x.type === 'sleeve')).toBe(false);
    if (sl.type !== 'sleeve') throw new Error();
    expect(after.stock[`${sl.adv}/${sl.slot}`]).toBe(s.stock[`${sl.adv}/${sl.slot}`] - 1);
  });

  it('§2.2, §4.4.3 (R4): a contact on another player’s card costs its owner 1 coin first; with 0 coins it cannot be used', () => {
    let s = actionTurn(2, 'fee');
    const a = idx(s);
    const other = 1 - a;
    const theirs = Object.keys(s.cards).find(
      (id) =>
        ix.starters.get(id)?.guild === s.ps[other].guild &&
        ix.starters.get(id)?.kind === 'citizen' &&
        !s.zones.hand[other].includes(id) &&
        !s.zones.hall[other].includes(id),
    )!;
    s = edit(s, (d) => {
      for (const z of ['deck', 'discard'] as const) d.zones[z] = d.zones[z].filter((x: string) => x !== theirs);
      d.zones.street = d.zones.street.map((x: string | null) => (x === theirs ? null : x));
      d.zones.tower = d.zones.tower.map((x: string | null) => (x === theirs ? null : x));
      d.zones.hand[a].push(theirs);
    });
    expect(legal(s)).toContainEqual({ type: 'use', card: theirs, slot: 'top', index: 0 });
    const r = act(s, { type: 'use', card: theirs, slot: 'top', index: 0 });
    expect(r.state.ps[a].coin).toBe(s.ps[a].coin - 1);
    expect(r.state.ps[other].coin).toBe(s.ps[other].coin + 1);
    expect(r.state.turn.bs).toBe(1); // a Citizen gives 1 Battle Strength (§2.5)
    const broke = edit(s, (d) => {
      d.ps[a].coin = 0;
    });
    expect(legal(broke)).not.toContainEqual({ type: 'use', card: theirs, slot: 'top', index: 0 });
    refusedWith(broke, { type: 'use', card: theirs, slot: 'top', index: 0 }, 'cannot_pay');
  });

  it('§4.4.3a: discard 1 unapplied card to return 1 agent; an applied card cannot be discarded for it', () => {
    let s = actionTurn(2, 'ret');
    const a = idx(s);
    const loc = s.locations[0];
    s = edit(s, (d) => {
      d.agents[loc][a] = 1;
      d.ps[a].home -= 1;
    });
    const card = s.zones.hand[a][0];
    const r = act(s, { type: 'discardReturn', card, loc }).state;
    expect(r.agents[loc][a]).toBe(0);
    expect(r.ps[a].home).toBe(s.ps[a].home + 1);
    expect(r.zones.hand[a]).not.toContain(card);
    const applied = edit(s, (d) => {
      d.ps[a].applied = [card];
    });
    refusedWith(applied, { type: 'discardReturn', card, loc }, 'card_applied');
  });

  it('§4.4.5: ending the turn discards the hand: own and neutral cards to the discard pile, another player’s to their Guild Hall', () => {
    let s = actionTurn(2, 'end');
    const a = idx(s);
    const other = 1 - a;
    const theirs = s.zones.deck.find((id) => ix.starters.get(id)?.guild === s.ps[other].guild);
    expect(theirs).toBeDefined();
    if (!theirs) return;
    s = edit(s, (d) => {
      d.zones.deck = d.zones.deck.filter((x: string) => x !== theirs);
      d.zones.hand[a].push(theirs);
      d.turn.sleeved = true;
    });
    const hand = s.zones.hand[a];
    const { state: r, events } = act(s, { type: 'end' });
    expect(r.zones.hall[other]).toContain(theirs);
    for (const id of hand)
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'discarded',
          card: id,
          to: ix.starters.get(id)?.guild === s.ps[other].guild ? 'hall' : 'discard',
        }),
      );
  });

  it('§4 end of round: the first-player marker passes counter-clockwise (A29); round 8 ends the game with scores (§5)', () => {
    const s = start({ players: 4 }, 'rounds');
    const r2 = playUntil(s, (x) => x.round === 2);
    const r1first = playUntil(s, (x) => x.round === 1).first;
    expect(r2.first).toBe((r1first + 3) % 4);
    const over = playUntil(r2, (x) => x.phase === 'over');
    expect(over.round).toBe(8);
    expect(m.pending(over)).toBeNull();
    const o = m.outcome(over)!;
    expect(Object.values(o.result)).toContain('win');
    expect(over.scores!.length).toBe(4);
  });

  it('§4.3 (A3 ruling E1): at the end of a turn an exhausted deck takes the shuffled discard pile under its top card', () => {
    let s = actionTurn(2, 'exh');
    const a = idx(s);
    s = edit(s, (d) => {
      d.zones.discard.push(...d.zones.deck.slice(1));
      d.zones.deck = d.zones.deck.slice(0, 1);
      d.turn.sleeved = true;
    });
    expect(legal(s)).toContainEqual({ type: 'reshuffle' });
    const top = s.zones.deck[0];
    const toDiscard = s.zones.hand[a].filter((id) => [null, s.ps[a].guild].includes(ix.starters.get(id)!.guild)).length;
    const r = act(s, { type: 'end' });
    expect(r.state.zones.deck[0]).toBe(top);
    expect(r.events.find((e) => e.type === 'reshuffled')).toEqual({
      type: 'reshuffled',
      cards: s.zones.discard.length + toDiscard,
    });
    // nothing was left in the discard pile at the reshuffle: every card there now came later (attacks)
    const later = r.events.filter((e) => e.type === 'discarded' && e.to === 'discard').length - toDiscard;
    expect(r.state.zones.discard.length).toBeLessThanOrEqual(Math.max(0, later));
  });
});

describe('§4.5 Blight attacks', () => {
  const threshold = PLAYER_COUNT_SETUP[2].attackThreshold;
  const tray = (s: EodState, counts: number[]) =>
    edit(s, (d) => {
      d.cubes.bag = d.cubes.bag.map((n: number, i: number) => n - counts[i] + d.cubes.trays[0][i]);
      d.cubes.trays[0] = counts;
    });

  it('the colour with the most cubes is attacked; the Defense track drops 1; the card goes to the discard pile; the deck bottom replaces it', () => {
    const s0 = actionTurn(2, 'atk');
    const target = 1;
    const colour = ['anointed', 'carnival', 'fede', 'gilded'].indexOf(s0.ps[target].guild);
    const counts = [0, 0, 0, 0, 0];
    counts[colour] = threshold - 1;
    counts[4] = 1;
    const s = tray(s0, counts);
    const card = s.zones.tower[0]!;
    const bottom = s.zones.deck[s.zones.deck.length - 1];
    const { state, events } = attacksTaken(s);
    expect(events.find((e) => e.type === 'attack')).toMatchObject({ targets: [s.seats[target]] });
    expect(state.ps[target].defense).toBe(1);
    expect(state.ps[1 - target].defense).toBe(0);
    expect(cubeSum(state.cubes.trays[0])).toBe(0);
    expect(cubeSum(state.cubes.setAside)).toBe(cubeSum(s.cubes.setAside) + threshold);
    expect(state.zones.discard).toContain(card);
    expect(state.zones.tower[0]).toBe(bottom);
  });

  it('black has (or shares) the most: every player is attacked; a tie between guilds attacks both', () => {
    const s0 = actionTurn(2, 'black');
    const black = attacksTaken(tray(s0, [0, 0, 0, 0, threshold])).state;
    expect(black.ps.map((p) => p.defense)).toEqual([1, 1]);
    const c0 = ['anointed', 'carnival', 'fede', 'gilded'].indexOf(s0.ps[0].guild);
    const c1 = ['anointed', 'carnival', 'fede', 'gilded'].indexOf(s0.ps[1].guild);
    const tie = [0, 0, 0, 0, 0];
    tie[c0] = threshold / 2;
    tie[c1] = threshold / 2;
    expect(attacksTaken(tray(s0, tie)).state.ps.map((p) => p.defense)).toEqual([1, 1]);
  });

  it('below the threshold nothing attacks; A22 (E11): a full tray under an empty space waits for a card', () => {
    const s0 = actionTurn(2, 'below');
    expect(attacksNow(tray(s0, [0, 0, 0, 0, threshold - 1])).events).toEqual([]);
    const empty = edit(tray(s0, [0, 0, 0, 0, threshold]), (d) => {
      d.zones.discard.push(d.zones.tower[0]);
      d.zones.tower[0] = null;
    });
    const r = attacksNow(empty);
    expect(r.events).toEqual([]);
    expect(cubeSum(r.state.cubes.trays[0])).toBe(threshold);
  });

  it('A8 (E4): an attacked player with a defense ability gets a window; reducing the damage to 0 gives +1 prestige and keeps the track', () => {
    const s0 = actionTurn(2, 'def', tenWith('sentinel-wall'));
    const target = 1 - idx(s0);
    const colour = ['anointed', 'carnival', 'fede', 'gilded'].indexOf(s0.ps[target].guild);
    const counts = [0, 0, 0, 0, 0];
    counts[colour] = threshold;
    let s = tray(s0, counts);
    const damage = 1;
    s = edit(s, (d) => {
      d.agents['sentinel-wall'][target] = 2;
      d.ps[target].home -= 2;
    });
    const dmg = (card: string) => ix.starters.get(s.cards[card].starter)!.threat.damage;
    const { state } = attacksNow(s);
    expect(state.ask?.key).toBe('defend');
    expect(m.pending(state)?.mode).toBe('window');
    expect(m.pending(state)?.seats).toEqual([s.seats[target]]);
    expect(state.ask!.options).toContain('loc:sentinel-wall:0');
    expect(state.ask!.options).toContain('accept');
    // defend once per point of damage (each use returns one agent from the Wall, R5)
    let x = state;
    const need = dmg(s.zones.tower[0]!);
    expect(need).toBeGreaterThanOrEqual(damage);
    while (x.ask?.key === 'defend' && x.ask.options.includes('loc:sentinel-wall:0'))
      x = act(x, { type: 'choose', option: 'loc:sentinel-wall:0' }, s.seats[target]).state;
    if (need <= 1) {
      expect(x.ps[target].prestige).toBe(1);
      expect(x.ps[target].defense).toBe(0);
    } else {
      // once per turn: one point of defense was not enough, the hit gets through
      if (x.ask) x = act(x, { type: 'choose', option: 'accept' }, s.seats[target]).state;
      expect(x.ps[target].defense).toBe(1);
    }
  });
});

describe('§4.6 hunting', () => {
  it('needs a hunt icon this turn and Battle Strength ≥ the damage (A9); rewards taken, cubes set aside, the card discarded, the tower refilled', () => {
    const s0 = actionTurn(2, 'hunt');
    const card = s0.zones.tower[1]!;
    const damage = ix.starters.get(s0.cards[card].starter)!.threat.damage;
    const noHunt = edit(s0, (d) => {
      d.turn.bs = 10;
    });
    refusedWith(noHunt, { type: 'hunt', space: 2 }, 'no_hunt');
    const weak = edit(s0, (d) => {
      d.turn.hunt = true;
      d.turn.bs = damage - 1;
    });
    if (damage > 0) refusedWith(weak, { type: 'hunt', space: 2 }, 'not_enough_battle');
    const strong = edit(s0, (d) => {
      d.turn.hunt = true;
      d.turn.bs = damage;
    });
    const a = idx(strong);
    const r = act(strong, { type: 'hunt', space: 2 });
    expect(r.state.turn.bs).toBe(0);
    expect(r.state.zones.discard).toContain(card);
    expect(cubeSum(r.state.cubes.trays[1])).toBe(0);
    expect(r.state.zones.tower[1]).toBe(strong.zones.deck[strong.zones.deck.length - 1]);
    const rewards = ix.starters.get(strong.cards[card].starter)!.threat.rewards;
    const prestige = rewards
      .filter((e) => e.op === 'gain' && e.res === 'prestige')
      .reduce((t, e) => t + ('n' in e && e.n ? e.n : 1), 0);
    expect(r.state.ps[a].prestige - strong.ps[a].prestige).toBeGreaterThanOrEqual(prestige);
  });
});
