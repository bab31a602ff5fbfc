// Setup (rules digest §3.2 steps 4–10, §6) and the Prologue (§3.3): rule tests that name their section.
import { describe, expect, it } from 'vitest';
import { GUILD_STARTERS } from '../../../../../core/games/edge-of-darkness/data/components';
import { PLAYER_COUNT_SETUP, prologuePickOrder } from '../../../../../core/games/edge-of-darkness/data/setup';
import { ORIGINAL_CONTENT } from '../../../../../core/games/edge-of-darkness/content/original';
import { contentIndex } from '../../../../../core/games/edge-of-darkness/engine';
import { act, cubeSum, legal, m, playUntil, refusedWith, seatNow, start, tenWith } from './helpers';

const ix = contentIndex();
const all = (s: ReturnType<typeof start>) => [
  ...s.zones.deck,
  ...s.zones.street.filter((x) => x !== null),
  ...s.zones.discard,
  ...s.zones.hand.flat(),
  ...s.zones.hall.flat(),
  ...s.zones.tower.filter((x) => x !== null),
  ...s.zones.removed,
];

describe('§3.2 setup and §6 player counts', () => {
  for (const players of [2, 3, 4] as const) {
    const t = PLAYER_COUNT_SETUP[players];
    it(`${players} players, §3.2 step 6: ${t.cubesInBag} cubes; 2 in each Threat Zone, 4 dropped into the tower`, () => {
      const s = start({ players });
      const c = s.cubes;
      const total =
        cubeSum(c.bag) + c.zone.reduce((a, z) => a + cubeSum(z), 0) + c.trays.reduce((a, z) => a + cubeSum(z), 0);
      expect(total).toBe(t.cubesInBag);
      for (const z of c.zone) expect(cubeSum(z)).toBe(2);
      expect(c.trays.reduce((a, z) => a + cubeSum(z), 0)).toBe(4);
      // colours of guilds not in play stay in the box
      const used = s.ps.map((p) => p.guild);
      for (const [i, colour] of (['anointed', 'carnival', 'fede', 'gilded'] as const).entries())
        if (!used.includes(colour)) expect(c.bag[i]).toBe(0);
    });

    it(`${players} players, §3.2 steps 7–8: ${t.neutralCardsUsed} neutral cards, 3 on the tower, the rest discarded; 33 cards in all`, () => {
      const s = start({ players });
      expect(s.zones.tower.every((x) => x !== null)).toBe(true);
      const neutral = [...s.zones.tower, ...s.zones.discard] as string[];
      expect(neutral.length).toBe(t.neutralCardsUsed);
      for (const id of neutral) {
        const st = ix.starters.get(id)!;
        expect(st.guild).toBeNull();
        if (st.mark !== null) expect(t.marksRemoved).not.toContain(st.mark);
      }
      expect(all(s).length).toBe(33);
      expect(new Set(all(s)).size).toBe(33);
      for (const hand of s.zones.hand) expect(hand.length).toBe(GUILD_STARTERS);
    });
  }

  it('§3.2 step 4: 5 coins, 4 influence, 4 trained and 6 untrained agents, 7 slips, Defense token on top', () => {
    for (const p of start({ players: 4 }).ps) {
      expect(p).toMatchObject({
        coin: 5,
        influence: 4,
        goodwill: 0,
        prestige: 0,
        home: 4,
        untrained: 6,
        slips: 7,
        defense: 0,
      });
    }
  });

  it('§3.2 step 9: the chosen 10 locations, or 10 random ones with their stacks; anything else is refused', () => {
    const ten = (ORIGINAL_CONTENT.locations ?? []).slice(0, 10).map((l) => l.id);
    expect(start({ locations: ten }).locations).toEqual(ten);
    const random = start({}, 'r1').locations;
    expect(new Set(random).size).toBe(10);
    for (const l of random) expect((ix.advancementsAt.get(l) ?? []).length).toBeGreaterThan(0);
    expect(start({}, 'r2').locations).not.toEqual(random);
    expect(m.optionsSchema.safeParse({ players: 2, locations: ten.slice(0, 9) }).success).toBe(false);
    expect(m.optionsSchema.safeParse({ players: 2, locations: [...ten.slice(0, 9), 'nowhere'] }).success).toBe(false);
    expect(m.optionsSchema.safeParse({ players: 5 }).success).toBe(false);
  });

  it('§3.2 step 10: the first player is drawn at random (every seat can start)', () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => start({ players: 4 }, `f${i}`).first));
    expect(firsts.size).toBe(4);
  });
});

describe('§3.3 Prologue', () => {
  it('pick order: 2 players 1-2-2-1, 3–4 players a snake from the first player', () => {
    for (const players of [2, 3, 4] as const) {
      let s = start({ players }, `order${players}`);
      const seen: number[] = [];
      while (s.phase === 'prologue') {
        const seat = s.seats.indexOf(seatNow(s));
        if (!s.prologueStrip) seen.push((seat - s.first + players) % players);
        const a = legal(s).find((x) => x.type === 'done') ?? legal(s)[0];
        s = act(s, a).state;
        while (s.ask) s = act(s, legal(s)[0]).state;
      }
      expect(seen).toEqual(prologuePickOrder(players));
    }
  });

  it('A15: an advancement already picked in this Prologue is refused; a pick goes into one of your own starter cards', () => {
    let s = start({ players: 2 });
    const first = legal(s).find((a) => a.type === 'pick')!;
    if (first.type !== 'pick') throw new Error();
    s = act(s, first).state;
    while (s.phase === 'prologue' && s.prologueStrip) s = act(s, s.ask ? legal(s)[0] : { type: 'done' }).state;
    const mine = s.zones.hand[s.seats.indexOf(seatNow(s))][0];
    refusedWith(s, { type: 'pick', adv: first.adv, slot: first.slot, card: mine }, 'prologue_already_picked');
    const other = legal(s).find((a) => a.type === 'pick')!;
    if (other.type !== 'pick') throw new Error();
    const notMine = s.zones.hand.find((h) => !h.includes(mine))![0];
    refusedWith(s, { ...other, card: notMine }, 'prologue_not_own_starter');
  });

  it('R6: only the allowed effects of the new strip resolve (dispatch yes, Battle Strength no)', () => {
    let s = start({ players: 2, locations: tenWith('ashen-barracks') });
    const seat = s.seats.indexOf(seatNow(s));
    const card = s.zones.hand[seat][0];
    s = act(s, { type: 'pick', adv: 'barracks-sergeant', slot: 'bottom', card }).state;
    expect(s.prologueStrip).toEqual({ card, slot: 'bottom' });
    const r = act(s, { type: 'use', card, slot: 'bottom', index: 0 });
    expect(r.state.ask?.key).toBe('dispatch');
    const after = act(r.state, { type: 'choose', option: '1' });
    expect(after.state.agents['ashen-barracks'][seat]).toBe(1);
    expect([...r.events, ...after.events].some((e) => e.type === 'effect' && e.op === 'battle')).toBe(false);
    expect(after.state.turn.bs).toBe(0);
  });

  it('§3.3 step 4 (seed L304, ruling E2): the players choose the neutral Citizen of each unpicked advancement, in turn from the first player', () => {
    const picksDone = (x: ReturnType<typeof start>) => x.ask?.key === 'seed' || x.phase === 'guildHall';
    let s = playUntil(start({ players: 4 }, 'seeding'), picksDone);
    expect(s.ask?.key).toBe('seed');
    const unpicked = s.locations
      .flatMap((l) => (ix.advancementsAt.get(l) ?? []).map((a) => a.id))
      .filter((a) => !s.picked.includes(a));
    let k = 0;
    while (s.ask?.key === 'seed') {
      const ask = s.ask;
      // the k-th unpicked advancement, asked of the k-th player clockwise from the first player, R3's variant
      expect(ask.params).toMatchObject({ adv: unpicked[k], k });
      expect(ask.seat).toBe((s.first + k) % s.seats.length);
      expect(ask.options.length).toBeGreaterThan(1);
      for (const id of ask.options) {
        expect(ix.starters.get(id)).toMatchObject({ guild: null, kind: 'citizen' });
        expect(s.zones.discard).toContain(id);
      }
      // a card that is not offered is refused; the last option offered is taken
      refusedWith(s, { type: 'choose', option: s.zones.hand[0][0] }, 'not_an_option');
      const card = ask.options[ask.options.length - 1];
      const r = act(s, { type: 'choose', option: card });
      expect(r.events).toContainEqual({ type: 'seeded', adv: unpicked[k], slot: ask.params!.slot, card });
      expect(r.state.cards[card].slots[ask.params!.slot as 'top' | 'middle' | 'bottom']).toEqual({
        kind: 'advancement',
        advancement: unpicked[k],
      });
      s = r.state;
      k++;
    }
    // with one Citizen left there is nothing to choose; every unpicked advancement is seeded, then the Guild Hall
    expect(s.phase).toBe('guildHall');
    expect(k).toBeGreaterThan(0);
    const seeded = Object.values(s.cards).filter(
      (c) =>
        ix.starters.get(c.starter)?.guild === null && Object.values(c.slots).some((f) => f?.kind === 'advancement'),
    );
    expect(seeded).toHaveLength(unpicked.length);
  });

  for (const players of [2, 3, 4] as const) {
    const t = PLAYER_COUNT_SETUP[players];
    it(`${players} players, steps 4–7: ${t.seededOntoNeutrals} unpicked advancements seeded onto different neutral Citizens, one Guild Hall card each, a deck of ${t.deckAfterPrologue}, the Street filled`, () => {
      const s = playUntil(start({ players }, `pro${players}`), (x) => x.phase === 'guildHall');
      const seeded = s.zones.discard.filter((id) =>
        (['top', 'middle', 'bottom'] as const).some((sl) => s.cards[id].slots[sl]?.kind === 'advancement'),
      );
      expect(seeded.length).toBe(t.seededOntoNeutrals);
      for (const id of seeded) expect(ix.starters.get(id)).toMatchObject({ guild: null, kind: 'citizen' });
      // every location's advancement has one copy sleeved (§3.3 step 4)
      const sleeved = new Set(
        Object.values(s.cards).flatMap((c) =>
          (['top', 'middle', 'bottom'] as const).flatMap((sl) => {
            const f = c.slots[sl];
            return f?.kind === 'advancement' ? [f.advancement] : [];
          }),
        ),
      );
      expect(sleeved.size).toBe(10);
      const g = playUntil(s, (x) => x.phase === 'gather');
      expect(g.zones.hall.every((h) => h.length === 0)).toBe(true); // taken into hand at Gather A
      expect(g.zones.hand.every((h) => h.length === 1)).toBe(true);
      expect(g.zones.deck.length + 5).toBe(t.deckAfterPrologue);
      expect(g.zones.street.every((x) => x !== null)).toBe(true);
      expect(g.round).toBe(1);
    });
  }

  it('§3.3 step 5: the Guild Hall card must have no advancement', () => {
    const s = playUntil(start({ players: 2 }, 'hall'), (x) => x.phase === 'guildHall');
    const seat = s.seats.indexOf(seatNow(s));
    const withAdv = s.zones.hand[seat].find(
      (id) => s.cards[id].slots.bottom || s.cards[id].slots.middle || s.cards[id].slots.top?.kind === 'advancement',
    );
    expect(withAdv).toBeDefined();
    refusedWith(s, { type: 'hall', card: withAdv! }, 'hall_card_has_advancement');
  });
});
