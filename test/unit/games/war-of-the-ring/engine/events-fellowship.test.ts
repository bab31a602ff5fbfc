// Rule tests of the Fellowship and Hunt event cards and of the "play on the table" zone (digest §4.6 table
// cards, §5.4 Fellowship moves, §5.9 separation, §5.13–§5.14 hunt tiles and damage, §5.12 the Hunt roll).
// One test (at least) per card this file owns; `FELLOWSHIP_CARDS` names them for events.test.ts.

import { describe, expect, it } from 'vitest';
import { E, newGame, patch, play, toActions, withDice } from './helpers';
import type { WotrAction, WotrEvent, WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { isAutomated } from '../../../../../core/games/war-of-the-ring/engine/events';
import { FELLOWSHIP_CARDS } from './fellowship-cards';
import { fuzzGame } from '../../../../../core/kernel';

type Side = 'fp' | 'shadow';
type FaceT = WotrState['dice']['fp']['rolled'][number];

const sideOf = (id: string): Side => (id.startsWith('fp.') ? 'fp' : 'shadow');

/** Takes `id` out of every deck, hand, discard pile and table. */
function lift(s: WotrState, id: string): WotrState {
  const decks: Record<string, readonly string[]> = {};
  for (const k in s.decks) decks[k] = s.decks[k].filter((c) => c !== id);
  const strip = (o: { fp: readonly string[]; shadow: readonly string[] }) => ({
    fp: o.fp.filter((c) => c !== id),
    shadow: o.shadow.filter((c) => c !== id),
  });
  return patch(s, {
    decks,
    hands: strip(s.hands),
    discards: strip(s.discards),
    table: strip(s.table ?? { fp: [], shadow: [] }),
  });
}

function inHand(s: WotrState, id: string): WotrState {
  const t = lift(s, id);
  return patch(t, { hands: { ...t.hands, [sideOf(id)]: [...t.hands[sideOf(id)], id] } });
}

function onTableFixture(s: WotrState, id: string): WotrState {
  const t = lift(s, id);
  const table = t.table ?? { fp: [], shadow: [] };
  return patch(t, { table: { ...table, [sideOf(id)]: [...table[sideOf(id)], id] } });
}

/** Phase 5 of turn 1 with the card's side to act holding `id` and one die `face` (the other side one die `other`). */
function ready(id: string, face: FaceT = 'event', other: FaceT = 'character'): WotrState {
  const side = sideOf(id);
  let s = toActions(newGame());
  s = side === 'fp' ? withDice(s, [face], [other]) : withDice(s, [other], [face]);
  return inHand(patch(s, { active: side }), id);
}

const playOf = (id: string, face: FaceT = 'event'): WotrAction => ({ type: 'use', face, act: 'play', arg: id });
const top = (s: WotrState) => s.asks[s.asks.length - 1];
const fset = (s: WotrState, f: Partial<WotrState['fellowship']>) => patch(s, { fellowship: { ...s.fellowship, ...f } });
/** The hunt pool holds exactly `tiles` (the other standard tiles count as drawn, so none is lost). */
function pool(s: WotrState, ...tiles: string[]): WotrState {
  const all = [...s.hunt.pool, ...s.hunt.drawn];
  return patch(s, { hunt: { ...s.hunt, pool: tiles.slice().sort(), drawn: all.filter((t) => !tiles.includes(t)) } });
}
const evOf = <T extends WotrEvent['type']>(ev: readonly WotrEvent[], type: T) =>
  ev.filter((e): e is Extract<WotrEvent, { type: T }> => e.type === type);
/** A tile queued for the next `run` (as after a successful Hunt roll). */
const queue = (s: WotrState, task: WotrState['tiles'][number]) => patch(s, { tiles: [...s.tiles, task] });
/** Any harmless action of the side to act, so that the engine runs its automatic steps. */
function nudge(s: WotrState): { s: WotrState; ev: readonly WotrEvent[] } {
  if (s.phase === 'fellowship') return play(s, { type: 'endFellowshipPhase' }, 'fp');
  const face = s.dice[s.active].rolled[0];
  return play(s, { type: 'skip', face }, s.active);
}

const tested = new Set<string>();
const card = (id: string, title: string, fn: () => void) => {
  tested.add(id);
  it(`${id}: ${title}`, fn);
};

describe('§4.6 the table zone', () => {
  it('a state saved before the table existed still loads: no table field means an empty table (§4.6)', () => {
    const s = toActions(newGame());
    const old = { ...s } as Record<string, unknown>;
    delete old.table;
    const o = old as unknown as WotrState;
    expect(E.invariants!(o)).toEqual([]);
    expect((E.view(o, 'shadow') as { table: unknown }).table).toEqual({ fp: [], shadow: [] });
    const r = play(withDice(o, ['character'], ['character']), { type: 'skip', face: 'character' }, 'fp');
    expect(r.s.phase).toBe('actions');
  });

  it('a table card is public: both seats and a spectator see it; the card is in exactly one place (§4.6)', () => {
    const s = onTableFixture(toActions(newGame()), 'fp.mithril-coat-and-sting');
    for (const seat of ['fp', 'shadow', null])
      expect((E.view(s, seat) as { table: { fp: string[] } }).table.fp).toEqual(['fp.mithril-coat-and-sting']);
    expect(E.invariants!(s)).toEqual([]);
  });

  it('table cards with standing rules or a combat card used from the table: events-table.test.ts', () => {
    expect(isAutomated('fp.a-power-too-great')).toBe(true); // events-table.ts
    expect(isAutomated('shadow.balrog-of-moria')).toBe(true);
    expect(isAutomated('fp.axe-and-bow')).toBe(true);
  });
});

describe('§4.6 table cards of the Free Peoples (hunt damage, §5.14 step 1)', () => {
  card('fp.axe-and-bow', 'stays on the table; discarded to take one point off a hunt tile (§4.6, §5.14)', () => {
    let s = ready('fp.axe-and-bow');
    const gone = patch(s, { chars: { ...s.chars, gimli: 'rivendell', legolas: 'rivendell' } });
    expect(E.legalActions(gone, 'fp')).not.toContainEqual(playOf('fp.axe-and-bow'));
    let r = play(s, playOf('fp.axe-and-bow'));
    expect(r.s.table!.fp).toEqual(['fp.axe-and-bow']);
    expect(r.s.discards.fp).not.toContain('fp.axe-and-bow');
    expect(evOf(r.ev, 'tabled')).toEqual([{ type: 'tabled', side: 'fp', card: 'fp.axe-and-bow' }]);
    // a hunt tile of 3 comes out: the Free Peoples are offered the card first
    s = queue(pool(r.s, 'std-1'), { source: 'hunt', successes: 1 });
    r = nudge(s);
    const ask = top(r.s);
    expect(ask).toMatchObject({ k: 'event', side: 'fp', card: 'fp.axe-and-bow', options: ['use', 'keep'] });
    r = play(r.s, { type: 'pick', id: 'use' }, 'fp');
    expect(evOf(r.ev, 'tile')).toEqual([{ type: 'tile', tile: 'std-1', damage: 2 }]);
    expect(r.s.table!.fp).toEqual([]);
    expect(r.s.discards.fp).toContain('fp.axe-and-bow');
    r = play(r.s, { type: 'casualty', take: 'none' }, 'fp');
    expect(r.s.fellowship.corruption).toBe(2);
  });

  card('fp.horn-of-gondor', 'needs Boromir in the Fellowship; discarded at once when he leaves it (§4.6)', () => {
    const s = ready('fp.horn-of-gondor');
    expect(E.legalActions(patch(s, { chars: { ...s.chars, boromir: 'rivendell' } }), 'fp')).not.toContainEqual(
      playOf('fp.horn-of-gondor'),
    );
    let r = play(s, playOf('fp.horn-of-gondor'));
    expect(r.s.table!.fp).toEqual(['fp.horn-of-gondor']);
    // keeping it: the tile hits in full
    r = nudge(queue(pool(r.s, 'std-4'), { source: 'hunt', successes: 1 }));
    r = play(r.s, { type: 'pick', id: 'keep' }, 'fp');
    expect(evOf(r.ev, 'tile')[0].damage).toBe(2);
    expect(r.s.table!.fp).toEqual(['fp.horn-of-gondor']);
    r = play(r.s, { type: 'casualty', take: 'none' }, 'fp');
    // Boromir leaves the Fellowship: the card is discarded unused
    r = nudge(patch(r.s, { chars: { ...r.s.chars, boromir: 'rivendell' } }));
    expect(evOf(r.ev, 'untabled')).toEqual([{ type: 'untabled', side: 'fp', card: 'fp.horn-of-gondor', used: false }]);
    expect(r.s.discards.fp).toContain('fp.horn-of-gondor');
  });

  card('fp.mithril-coat-and-sting', 'discarded to draw a second tile that replaces the first (§4.6, §5.13)', () => {
    let r = play(ready('fp.mithril-coat-and-sting'), playOf('fp.mithril-coat-and-sting'));
    r = nudge(queue(pool(r.s, 'std-1', 'std-6'), { source: 'hunt', successes: 1 }));
    const first = (top(r.s) as { op: { tile?: string } }).op.tile!;
    expect(['std-1', 'std-6']).toContain(first);
    expect(r.s.hunt.pool).toHaveLength(1);
    r = play(r.s, { type: 'pick', id: 'use' }, 'fp');
    expect(r.s.discards.fp).toContain('fp.mithril-coat-and-sting');
    // the first tile went back: one tile drawn, one in the pool, the log names the tile that resolved
    const resolved = evOf(r.ev, 'tile')[0].tile;
    expect(r.s.hunt.pool).toHaveLength(1);
    expect(r.s.hunt.drawn).toContain(resolved);
    expect(r.s.hunt.pool).not.toContain(resolved);
  });

  card(
    'fp.wizards-staff',
    'needs Gandalf the Grey in the Fellowship; discarded to stop a tile being drawn (§4.6)',
    () => {
      const s = ready('fp.wizards-staff');
      expect(E.legalActions(patch(s, { chars: { ...s.chars, 'gandalf-grey': 'rivendell' } }), 'fp')).not.toContainEqual(
        playOf('fp.wizards-staff'),
      );
      let r = play(s, playOf('fp.wizards-staff'));
      r = nudge(queue(pool(r.s, 'std-1'), { source: 'hunt', successes: 2 }));
      expect(top(r.s)).toMatchObject({ k: 'event', card: 'fp.wizards-staff', options: ['use', 'keep'] });
      r = play(r.s, { type: 'pick', id: 'use' }, 'fp');
      expect(evOf(r.ev, 'tile')).toEqual([]);
      expect(r.s.hunt.pool).toEqual(['std-1']);
      expect(r.s.tiles).toEqual([]);
      expect(r.s.fellowship.corruption).toBe(0);
      expect(r.s.discards.fp).toContain('fp.wizards-staff');
    },
  );
});

describe('§4.6 table cards of the Shadow', () => {
  card('shadow.flocks-of-crebain', 'discarded before a Hunt roll for +1 on every die (§5.12)', () => {
    let r = play(ready('shadow.flocks-of-crebain'), playOf('shadow.flocks-of-crebain'));
    expect(r.s.table!.shadow).toEqual(['shadow.flocks-of-crebain']);
    // the Free Peoples move the Fellowship with one Shadow die in the Hunt Box (no FP die there yet)
    const s = patch(withDice(r.s, ['character'], ['character']), { active: 'fp' });
    const to = s.fellowship.trueAt!;
    r = play(s, { type: 'use', face: 'character', act: 'moveFellowship', arg: to }, 'fp');
    expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', card: 'shadow.flocks-of-crebain' });
    expect(evOf(r.ev, 'huntRoll')).toEqual([]);
    r = play(r.s, { type: 'pick', id: 'use' }, 'shadow');
    expect(evOf(r.ev, 'huntRoll')[0].need).toBe(5); // 6 without the card, no FP die in the box before this move
    expect(r.s.discards.shadow).toContain('shadow.flocks-of-crebain');
  });

  it('Flocks of Crebain is discarded when the Fellowship is declared in a free FP Stronghold (§4.6, §5.8)', () => {
    const s = onTableFixture(newGame(), 'shadow.flocks-of-crebain');
    expect(s.phase).toBe('fellowship');
    const r = play(s, { type: 'declare' }, 'fp');
    expect(r.s.table!.shadow).toEqual([]);
    expect(r.s.discards.shadow).toContain('shadow.flocks-of-crebain');
  });

  card(
    'shadow.the-palantir-of-orthanc',
    'while Saruman lives, a card played with an Event die draws one more (§4.6)',
    () => {
      let s = ready('shadow.the-palantir-of-orthanc');
      expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf('shadow.the-palantir-of-orthanc'));
      s = patch(s, { chars: { ...s.chars, saruman: 'orthanc' } });
      let r = play(s, playOf('shadow.the-palantir-of-orthanc'));
      expect(r.s.table!.shadow).toEqual(['shadow.the-palantir-of-orthanc']);
      expect(r.s.asks).toEqual([]); // it does not reward its own play
      // another card with an Event die: the Shadow draws a card of the deck he picks
      s = inHand(patch(withDice(r.s, ['character'], ['event']), { active: 'shadow' }), 'shadow.morgul-wound');
      s = fset(s, { revealed: true });
      const hand = s.hands.shadow.length;
      r = play(s, playOf('shadow.morgul-wound'));
      expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', card: 'shadow.the-palantir-of-orthanc' });
      r = play(r.s, { type: 'pick', id: 'strategy' }, 'shadow');
      expect(r.s.hands.shadow.length).toBe(hand); // one played, one drawn
      expect(evOf(r.ev, 'drew')[0]).toMatchObject({ side: 'shadow', deck: 'strategy' });
      // the Free Peoples may discard it with a Will of the West result (an action)
      s = patch(withDice(r.s, ['will-of-the-west'], ['character']), { active: 'fp' });
      const act: WotrAction = {
        type: 'use',
        face: 'will-of-the-west',
        act: 'discardTable',
        arg: 'shadow.the-palantir-of-orthanc',
      };
      expect(E.legalActions(s, 'fp')).toContainEqual(act);
      r = play(s, act, 'fp');
      expect(r.s.table!.shadow).toEqual([]);
      expect(r.s.discards.shadow).toContain('shadow.the-palantir-of-orthanc');
      expect(r.s.active).toBe('shadow');
    },
  );

  it('The Palantír of Orthanc: any die plus an Elven Ring discards it; Saruman gone discards it too (§4.6)', () => {
    let s = onTableFixture(toActions(newGame()), 'shadow.the-palantir-of-orthanc');
    s = patch(withDice(s, ['muster'], ['character']), { active: 'fp', chars: { ...s.chars, saruman: 'orthanc' } });
    const act: WotrAction = { type: 'use', face: 'muster', act: 'discardTable', arg: 'shadow.the-palantir-of-orthanc' };
    expect(E.legalActions(s, 'fp')).toContainEqual(act);
    let r = play(s, act, 'fp');
    expect(r.s.rings).toMatchObject({ fp: 2, shadow: 1, fpUsed: 1 });
    // a second table card: Saruman dies and it goes at once
    s = patch(onTableFixture(r.s, 'shadow.the-palantir-of-orthanc'), { chars: { ...r.s.chars, saruman: 'dead' } });
    r = nudge(s);
    expect(r.s.table!.shadow).toEqual([]);
  });

  card(
    'shadow.worn-with-sorrow-and-toil',
    'each Companion lost from the Fellowship may cost an FP Character card (§4.6)',
    () => {
      let r = play(ready('shadow.worn-with-sorrow-and-toil'), playOf('shadow.worn-with-sorrow-and-toil'));
      let s = inHand(r.s, 'fp.athelas');
      s = queue(pool(s, 'std-1'), { source: 'hunt', successes: 1 });
      r = nudge(s);
      r = play(r.s, { type: 'casualty', take: 'guide' }, 'fp');
      expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', card: 'shadow.worn-with-sorrow-and-toil' });
      expect(E.legalActions(r.s, 'shadow')).toContainEqual({ type: 'done' });
      const before = r.s.discards.fp.length;
      r = play(r.s, { type: 'pick', id: 'hand' }, 'shadow');
      expect(r.s.discards.fp.length).toBe(before + 1);
      expect(r.s.discards.fp).toContain('fp.athelas'); // the only Character card of the FP hand
      expect(r.s.table!.shadow).toEqual(['shadow.worn-with-sorrow-and-toil']); // it stays
    },
  );
});

describe('§4.6 Wormtongue: a standing rule on the table (§6.2 activation restricted)', () => {
  card(
    'shadow.wormtongue',
    "Rohan wakes only by a Companion, a declaration there or an attack on Edoras / Helm's Deep",
    () => {
      let s = ready('shadow.wormtongue', 'event', 'character');
      expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf('shadow.wormtongue'));
      s = patch(s, { chars: { ...s.chars, saruman: 'orthanc' } });
      let r = play(s, playOf('shadow.wormtongue'));
      expect(r.s.table!.shadow).toEqual(['shadow.wormtongue']);
      expect(r.s.politics.rohan.active).toBe(false);
      // an event card's activation is none of the three causes: Rohan stays passive (Wisdom of Elrond)
      s = patch(inHand(withDice(r.s, ['event'], ['character']), 'fp.wisdom-of-elrond'), { active: 'fp' });
      let w = play(s, playOf('fp.wisdom-of-elrond'));
      w = play(w.s, { type: 'pick', id: 'rohan' }, 'fp');
      expect(w.s.politics.rohan.active).toBe(false);
      expect(w.s.table!.shadow).toEqual(['shadow.wormtongue']);
      // the same card without Wormtongue wakes Rohan (§6.2)
      const lifted = lift(s, 'shadow.wormtongue');
      const bare = patch(lifted, {
        discards: { ...lifted.discards, shadow: [...lifted.discards.shadow, 'shadow.wormtongue'] },
      });
      const b = play(play(bare, playOf('fp.wisdom-of-elrond')).s, { type: 'pick', id: 'rohan' }, 'fp');
      expect(b.s.politics.rohan.active).toBe(true);
      // a Companion ending his move in Edoras wakes it, and the card goes (§6.2, §4.6)
      s = patch(withDice(r.s, ['character'], ['character']), {
        active: 'fp',
        chars: { ...r.s.chars, 'gandalf-grey': 'westemnet' },
        fellowship: { ...r.s.fellowship, guide: 'strider' },
      });
      r = play(s, { type: 'use', face: 'character', act: 'moveCompanions' }, 'fp');
      r = play(r.s, { type: 'move', id: 'gandalf-grey', to: 'edoras' }, 'fp');
      expect(r.s.politics.rohan.active).toBe(true);
      expect(r.s.table!.shadow).toEqual([]);
      expect(r.s.discards.shadow).toContain('shadow.wormtongue');
    },
  );
});

describe('§5.13 hunt tiles drawn by Shadow cards (an Eye counts 0)', () => {
  const away = (s: WotrState) => fset(s, { at: 'trollshaws', trueAt: 'trollshaws' });

  card('shadow.orc-patrol', 'away from a free FP settlement, a tile resolved as a successful Hunt (§5.14)', () => {
    let s = ready('shadow.orc-patrol');
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf('shadow.orc-patrol')); // at Rivendell
    s = pool(away(s), 'std-4');
    let r = play(s, playOf('shadow.orc-patrol'));
    expect(evOf(r.ev, 'tile')).toEqual([{ type: 'tile', tile: 'std-4', damage: 2 }]);
    r = play(r.s, { type: 'casualty', take: 'none' }, 'fp');
    expect(r.s.fellowship.corruption).toBe(2);
    // an Eye fizzles
    r = play(pool(away(ready('shadow.orc-patrol')), 'eye-1'), playOf('shadow.orc-patrol'));
    expect(evOf(r.ev, 'tile')).toEqual([{ type: 'tile', tile: 'eye-1', damage: 0 }]);
    expect(r.s.fellowship.corruption).toBe(0);
    expect(r.s.discards.shadow).toContain('shadow.orc-patrol');
  });

  card('shadow.isildurs-bane', 'the tile goes straight to corruption: no table card, no casualty (§5.14)', () => {
    let s = onTableFixture(away(ready('shadow.isildurs-bane')), 'fp.axe-and-bow');
    s = pool(s, 'std-1');
    const r = play(s, playOf('shadow.isildurs-bane'));
    expect(r.s.asks).toEqual([]);
    expect(r.s.fellowship.corruption).toBe(3);
    expect(r.s.table!.fp).toEqual(['fp.axe-and-bow']);
  });

  card(
    'shadow.foul-thing-from-the-deep',
    'the damage first claims a random Companion, the rest is corruption (§5.14)',
    () => {
      const s = pool(away(ready('shadow.foul-thing-from-the-deep')), 'std-1');
      const r = play(s, playOf('shadow.foul-thing-from-the-deep'));
      const [c] = evOf(r.ev, 'casualty');
      expect(c).toBeDefined();
      expect(r.s.chars[c.companion]).not.toBe('fellowship');
      expect(r.s.fellowship.corruption).toBe(c.corruption);
    },
  );

  card(
    'shadow.the-breaking-of-the-fellowship',
    "a seen Fellowship loses the tile's number of Companions into its region (§5.9)",
    () => {
      let s = ready('shadow.the-breaking-of-the-fellowship');
      expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf('shadow.the-breaking-of-the-fellowship'));
      s = pool(fset(s, { revealed: true }), 'std-4');
      let r = play(s, playOf('shadow.the-breaking-of-the-fellowship'));
      for (let i = 0; i < 2; i++) {
        const ask = top(r.s);
        expect(ask).toMatchObject({ k: 'event', side: 'fp' });
        r = play(r.s, { type: 'pick', id: (ask as { options: readonly string[] }).options[0] }, 'fp');
      }
      const out = Object.keys(r.s.chars).filter((id) => s.chars[id] === 'fellowship' && r.s.chars[id] === 'rivendell');
      expect(out).toHaveLength(2);
      expect(r.s.fellowship.corruption).toBe(0);
      expect(E.invariants!(r.s)).toEqual([]);
      // with Gollum guiding: one corruption instead
      const g = fset(pool(fset(ready('shadow.the-breaking-of-the-fellowship'), { revealed: true }), 'std-4'), {
        guide: 'gollum',
      });
      const lone: Record<string, string> = { ...g.chars };
      for (const id in lone) if (lone[id] === 'fellowship') lone[id] = 'rivendell';
      r = play(patch(g, { chars: lone }), playOf('shadow.the-breaking-of-the-fellowship'));
      expect(r.s.fellowship.corruption).toBe(1);
    },
  );
});

describe('§4.6 Free Peoples cards that draw tiles or move the Fellowship', () => {
  card('fp.challenge-of-the-king', 'three tiles: three Eyes kill the heir, else the Eyes drawn leave the game', () => {
    let s = ready('fp.challenge-of-the-king');
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf('fp.challenge-of-the-king'));
    s = patch(s, { chars: { ...s.chars, strider: 'minas-tirith' } });
    let r = play(pool(s, 'eye-1', 'eye-2', 'eye-3'), playOf('fp.challenge-of-the-king'));
    expect(r.s.chars.strider).toBe('dead');
    expect(r.s.hunt.pool).toEqual(['eye-1', 'eye-2', 'eye-3']);
    r = play(pool(s, 'eye-1', 'std-1', 'std-2'), playOf('fp.challenge-of-the-king'));
    expect(r.s.chars.strider).toBe('minas-tirith');
    expect(r.s.hunt.removed).toEqual(['eye-1']);
    expect(r.s.hunt.pool).toEqual(['std-1', 'std-2']);
    expect(E.invariants!(r.s)).toEqual([]);
  });

  card(
    'fp.there-is-another-way',
    'heal one; with Gollum guiding the Fellowship may move, and the Shadow does not see where',
    () => {
      let s = fset(ready('fp.there-is-another-way'), { corruption: 2 });
      let r = play(s, playOf('fp.there-is-another-way'));
      expect(r.s.fellowship.corruption).toBe(1);
      expect(r.s.asks).toEqual([]);
      // Gollum guides (no Companion left): hide or move; the move makes a Hunt roll (one Shadow die in the box)
      const lone: Record<string, string> = { ...s.chars };
      for (const id in lone) if (lone[id] === 'fellowship') lone[id] = 'rivendell';
      s = fset(patch(s, { chars: lone }), { guide: 'gollum' });
      r = play(s, playOf('fp.there-is-another-way'));
      r = play(r.s, { type: 'pick', id: 'yes' }, 'fp');
      r = play(r.s, { type: 'pick', id: '1' }, 'fp');
      const ask = top(r.s) as { options: readonly string[] };
      expect(ask.options.slice().sort()).toEqual(['fords-of-bruinen', 'rivendell', 'trollshaws']);
      const seen = (E.view(r.s, 'shadow') as { asks: { options: string[] }[] }).asks;
      expect(seen[seen.length - 1].options).toEqual([]);
      r = play(r.s, { type: 'pick', id: 'trollshaws' }, 'fp');
      expect(r.s.fellowship).toMatchObject({ progress: 1, trueAt: 'trollshaws', at: 'rivendell' });
      expect(evOf(r.ev, 'huntRoll')).toHaveLength(1);
      expect(r.s.huntBox.fp).toBe(0); // no die goes to the Hunt Box
      expect(E.describe!(evOf(r.ev, 'fellowshipMoved')[0], 'shadow')!.params).not.toHaveProperty('to');
    },
  );
});

describe('§5.5 Cruel Weather: the figure is driven off; the secret position is chosen again within Progress', () => {
  card(
    'shadow.cruel-weather',
    'the Shadow moves the figure to a neighbour; the FP re-chooses his secret region',
    () => {
      let s = ready('shadow.cruel-weather');
      expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf('shadow.cruel-weather')); // no Progress yet
      s = fset(s, { progress: 1, trueAt: 'trollshaws', path: ['trollshaws'] });
      let r = play(s, playOf('shadow.cruel-weather'));
      expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', options: ['fords-of-bruinen', 'trollshaws'] });
      r = play(r.s, { type: 'pick', id: 'fords-of-bruinen' }, 'shadow');
      expect(evOf(r.ev, 'fellowshipDriven')).toEqual([{ type: 'fellowshipDriven', to: 'fords-of-bruinen' }]);
      expect(r.s.fellowship).toMatchObject({ at: 'fords-of-bruinen', progress: 1 });
      // the Free Peoples choose where they really are, within Progress of the figure (public options)
      const ask = top(r.s) as { side: string; options: readonly string[] };
      expect(ask.side).toBe('fp');
      expect(ask.options).toContain('fords-of-bruinen');
      expect(ask.options).toContain('rivendell');
      r = play(r.s, { type: 'pick', id: 'rivendell' }, 'fp');
      expect(r.s.fellowship).toMatchObject({ at: 'fords-of-bruinen', trueAt: 'rivendell', path: ['rivendell'] });
      const seen = E.view(r.s, 'shadow') as { fellowship: Record<string, unknown> };
      expect(seen.fellowship).not.toHaveProperty('trueAt');
      expect(r.s.discards.shadow).toContain('shadow.cruel-weather');
    },
  );
});

describe('§5.9 separating Companions by card', () => {
  const reach = (s: WotrState) =>
    E.legalActions(s, 'fp')
      .filter((a) => a.type === 'moveTo')
      .map((a) => (a as { to: string }).to);

  card('fp.i-will-go-alone', 'a Companion leaves with one extra step; heal one', () => {
    const s = fset(ready('fp.i-will-go-alone'), { corruption: 2 });
    let r = play(s, playOf('fp.i-will-go-alone'));
    expect(top(r.s)).toMatchObject({ k: 'separate', extra: 1 });
    r = play(r.s, { type: 'pick', id: 'merry' }, 'fp');
    // Meriadoc (Level 1) + 1: two regions from Rivendell
    expect(reach(r.s)).toContain('weather-hills');
    r = play(r.s, { type: 'moveTo', to: 'weather-hills' }, 'fp');
    expect(r.s.chars.merry).toBe('weather-hills');
    expect(r.s.fellowship.corruption).toBe(1);
    expect(r.s.asks).toEqual([]);
  });

  card('fp.there-and-back-again', 'separate with one extra step; Gimli in the Woodland Realm rouses the North', () => {
    const s = fset(ready('fp.there-and-back-again'), { at: 'carrock', trueAt: 'carrock' });
    let r = play(s, playOf('fp.there-and-back-again'));
    r = play(r.s, { type: 'pick', id: 'gimli' }, 'fp');
    expect(reach(r.s)).toContain('woodland-realm');
    r = play(r.s, { type: 'moveTo', to: 'woodland-realm' }, 'fp');
    expect(r.s.politics.dwarves.active).toBe(true);
    expect(r.s.politics.north.active).toBe(true);
    expect(r.s.politics.dwarves.step).toBe(s.politics.dwarves.step - 1);
    expect(r.s.politics.elves.step).toBe(s.politics.elves.step - 1);
  });

  card('fp.gwaihir-the-windlord', 'separate as Level 4, or carry a Companion already on the map as Level 4', () => {
    let s = ready('fp.gwaihir-the-windlord');
    let r = play(s, playOf('fp.gwaihir-the-windlord'));
    expect(top(r.s)).toMatchObject({ k: 'separate', level: 4 });
    r = play(r.s, { type: 'pick', id: 'merry' }, 'fp');
    expect(reach(r.s)).toContain('old-ford'); // four regions: Trollshaws… the High Pass… Old Ford
    // with Strider already on the map: the FP chooses; moving him is one move as Level 4
    s = patch(s, { chars: { ...s.chars, strider: 'bree' } });
    r = play(s, playOf('fp.gwaihir-the-windlord'));
    expect(top(r.s)).toMatchObject({ k: 'event', op: { op: 'choose' } });
    r = play(r.s, { type: 'pick', id: '1' }, 'fp');
    expect(top(r.s)).toMatchObject({ k: 'companions', once: true, level: 4 });
    const moves = E.legalActions(r.s, 'fp').filter((a) => a.type === 'move') as { id: string; to: string }[];
    expect(moves.some((m) => m.id === 'strider' && m.to === 'rivendell')).toBe(true);
    r = play(r.s, { type: 'move', id: 'strider', to: 'rivendell' }, 'fp');
    expect(r.s.chars.strider).toBe('rivendell');
    expect(r.s.asks).toEqual([]);
  });

  card('fp.we-prove-the-swifter', 'separate or move with two extra steps', () => {
    const r0 = play(ready('fp.we-prove-the-swifter'), playOf('fp.we-prove-the-swifter'));
    expect(top(r0.s)).toMatchObject({ k: 'separate', extra: 2 });
    const r = play(r0.s, { type: 'pick', id: 'merry' }, 'fp');
    expect(reach(r.s)).toContain('bree'); // Level 1 + 2: three regions west of Rivendell
  });
});

describe('§4.6 table cards and Fellowship cards in random games', () => {
  it(
    'random legal games put cards on the table, use them and pass the kernel checks (leak check included)',
    { timeout: 240_000 },
    () => {
      let played = 0;
      let used = 0;
      for (let g = 0; g < 2; g++) {
        const report = fuzzGame(E, { seed: 'wotr-table-play', games: 2, maxActions: 6000, leakRate: 0.3 }, g);
        expect(report.failures).toEqual([]);
        for (const entry of report.record!.actions) {
          const a = entry.action as { act?: string; arg?: string; type: string; id?: string };
          if (a.act === 'play' && FELLOWSHIP_CARDS.includes(a.arg!)) played++;
          if (a.type === 'pick' && (a.id === 'use' || a.id === 'keep')) used++;
        }
      }
      expect(played).toBeGreaterThan(0);
      expect(used).toBeGreaterThan(0);
    },
  );
});

describe('every card of this brief that is playable has a rule test here', () => {
  it('names them', () => {
    for (const id of FELLOWSHIP_CARDS) if (isAutomated(id)) expect(tested.has(id), id).toBe(true);
  });
});

export {};
