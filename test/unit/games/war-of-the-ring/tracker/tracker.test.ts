import { describe, expect, it } from 'vitest';
import { replay, undo } from '../../../../../core/kernel';
import { TrackerGame } from '../../../../support/tracker';
import { NATIONS, SPECIAL_HUNT_TILES, STANDARD_HUNT_TILES } from '../../../../../core/games/war-of-the-ring/data';
import { warOfTheRing } from '../../../../../core/games/war-of-the-ring/definition';
import {
  CHECKLIST,
  wotrTrackerEngine as engine,
  type TrackerState,
  type TrackerView,
} from '../../../../../core/games/war-of-the-ring/tracker';

// The War of the Ring table tracker (issue 15 §2): each tracked value, its bounds and the refusal with
// its reason (Bad input), undo and replay. Rules cited by the digest section of each refusal.

const PLAYERS = [{ id: 'table', seats: ['fp', 'shadow'] }];

class Game extends TrackerGame<TrackerState, TrackerView> {
  constructor(options: unknown = {}) {
    super(engine, { options, seed: 'tracker-test', players: PLAYERS });
  }
  move(piece: string, to: string) {
    return this.send({ type: 'manual.move', piece, to });
  }
  op(op: string, value?: string) {
    return this.send({ type: 'manual.op', op, ...(value ? { value } : {}) });
  }
}

const reason = (r: { params: Record<string, unknown> } | null) => r && r.params.reason;

describe('War of the Ring tracker: setup (§2.1)', () => {
  it('is the game’s second engine, with its own module id and a name', () => {
    expect(warOfTheRing.engines?.map((e) => e.module.id)).toEqual(['war-of-the-ring', 'war-of-the-ring-tracker']);
    expect(warOfTheRing.engines?.[1].nameKey).toBe('wotrTracker.engine');
  });

  it('starts as §2.1 sets the board up', () => {
    const g = new Game();
    const v = g.view;
    expect(v.turn).toBe(1);
    expect(v.checklist[v.step]).toEqual({ phase: 1, step: 'recover' });
    expect(v.zones['hunt.pool']).toHaveLength(STANDARD_HUNT_TILES.length);
    expect(v.zones['hunt.reserve']).toHaveLength(SPECIAL_HUNT_TILES.length);
    expect(v.zones.fellowship).toHaveLength(7);
    expect(v.guide).toBe('gandalf-grey');
    expect(v.revealed).toBe(false);
    expect(v.counters.corruption).toBe(0);
    expect(v.counters.progress).toBe(0);
    expect(v.counters['dice.fp']).toBe(4);
    expect(v.counters['dice.shadow']).toBe(7);
    for (const n of NATIONS) {
      expect(v.counters[`politics.${n.id}`]).toBe(n.politicalStart);
      expect(v.active[n.id]).toBe(n.startsActive);
      expect(v.counters[`reinforcements.${n.id}.regular`]).toBe(n.reinforcements.regular);
    }
    expect(v.counters['deck.fp.character']).toBe(24);
    expect(v.vp).toEqual({ fp: 0, shadow: 0 });
    expect(v.expansions).toEqual([]);
    expect(engine.invariants!(g.s)).toEqual([]);
  });

  it('keeps the expansions on the real table as an option; unknown or repeated codes are refused', () => {
    expect(new Game({ expansions: ['lords', 'kings'] }).view.expansions).toEqual(['lords', 'kings']);
    expect(engine.optionsSchema.safeParse({ expansions: ['xyz'] }).success).toBe(false);
    const twice = engine.optionsSchema.safeParse({ expansions: ['lords', 'lords'] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0].message).toBe('wotrTracker.refuse.expansionTwice');
  });
});

describe('War of the Ring tracker: the Fellowship (§5)', () => {
  it('§5.2 corruption runs 0–12: over 12 or under 0 is refused with the reason; 12 ends the game (§9)', () => {
    const g = new Game();
    expect(g.set('corruption', 3)).toBeNull();
    expect(g.lines[0]).toMatchObject({ key: 'kernel.manual.setCounter', params: { counter: 'corruption', value: 3 } });
    const over = g.set('corruption', 13);
    expect(over).toMatchObject({
      code: 'illegal',
      params: { reason: 'wotrTracker.refuse.corruptionRange', rule: '§5.2', max: 12 },
    });
    expect(reason(g.set('corruption', -1))).toBe('wotrTracker.refuse.corruptionRange');
    expect(g.s.counters.corruption).toBe(3);
    expect(g.set('corruption', 12)).toBeNull();
    expect(engine.outcome(g.s)).toEqual({
      result: { shadow: 'win', fp: 'loss' },
      reason: { key: 'wotrTracker.victory.corruption' },
    });
    expect(reason(g.set('progress', 1))).toBe('wotrTracker.refuse.over');
    expect(g.send({ type: 'manual.note', text: 'well played' })).toBeNull();
  });

  it('§5.4 progress moves only while hidden; §5.5 revealed / §5.7 hidden again by hand', () => {
    const g = new Game();
    expect(g.set('progress', 2)).toBeNull();
    expect(g.op('reveal')).toBeNull();
    expect(g.lines[0]).toEqual({ key: 'wotrTracker.log.revealed', params: {} });
    expect(reason(g.op('reveal'))).toBe('wotrTracker.refuse.alreadyRevealed');
    expect(g.set('progress', 0)).toBeNull(); // reset to 0 on a reveal (§5.5)
    expect(reason(g.set('progress', 1))).toBe('wotrTracker.refuse.revealedCannotMove');
    expect(g.op('hide')).toBeNull();
    expect(g.set('progress', 1)).toBeNull();
    expect(reason(g.set('progress', 13))).toBe('wotrTracker.refuse.progressRange');
  });

  it('§5.3 the Guide is one of the highest Level in the Fellowship; Gollum when none is left', () => {
    const g = new Game();
    expect(g.view.guideCandidates).toEqual(['gandalf-grey', 'strider']);
    expect(g.op('guide', 'strider')).toBeNull();
    expect(g.view.guide).toBe('strider');
    expect(reason(g.op('guide', 'merry'))).toBe('wotrTracker.refuse.guideLevel');
    // the Guide separated: the first of the highest Level left takes over (§5.9)
    expect(g.move('char.strider', 'separated')).toBeNull();
    expect(g.view.guide).toBe('gandalf-grey');
    expect(reason(g.op('guide', 'strider'))).toBe('wotrTracker.refuse.notInFellowship');
    for (const c of ['gandalf-grey', 'boromir', 'legolas', 'gimli', 'merry', 'pippin'])
      expect(g.move(`char.${c}`, 'eliminated')).toBeNull();
    expect(g.view.guide).toBe('gollum');
  });

  it('§5.9 a Companion who left never rejoins; §5.16 none separates on the Mordor Track', () => {
    const g = new Game();
    expect(g.move('char.legolas', 'separated')).toBeNull();
    expect(reason(g.move('char.legolas', 'fellowship'))).toBe('wotrTracker.refuse.neverRejoins');
    expect(g.move('char.legolas', 'eliminated')).toBeNull();
    expect(g.op('enterMordor')).toBeNull();
    expect(reason(g.move('char.gimli', 'separated'))).toBe('wotrTracker.refuse.noSeparationInMordor');
    expect(g.move('char.gimli', 'eliminated')).toBeNull();
    expect(reason(g.move('char.gimli', 'hunt.pool'))).toBe('wotrTracker.refuse.wrongZone');
  });

  it('§5.16 the Mordor Track: entered once, advanced only while hidden, the Crack of Doom wins (§9)', () => {
    const g = new Game();
    expect(g.s.counters.mordor).toBeUndefined();
    expect(g.set('mordor', 1)).toMatchObject({ code: 'unknown_counter' });
    expect(g.op('enterMordor')).toBeNull();
    expect(reason(g.op('enterMordor'))).toBe('wotrTracker.refuse.alreadyInMordor');
    expect(g.view.onMordor).toBe(true);
    expect(reason(g.set('progress', 1))).toBe('wotrTracker.refuse.onMordorTrack');
    expect(g.op('reveal')).toBeNull();
    expect(reason(g.set('mordor', 1))).toBe('wotrTracker.refuse.mordorRevealed');
    expect(g.op('hide')).toBeNull();
    expect(reason(g.set('mordor', 6))).toBe('wotrTracker.refuse.mordorRange');
    expect(g.set('mordor', 4)).toBeNull();
    expect(engine.outcome(g.s)).toBeNull();
    expect(g.set('mordor', 5)).toBeNull();
    expect(engine.outcome(g.s)?.result).toEqual({ fp: 'win', shadow: 'loss' });
  });
});

describe('War of the Ring tracker: the Hunt (§4.2, §5.10)', () => {
  it('tiles are drawn from the pool and returned; an empty pool is refilled with the standard tiles', () => {
    const g = new Game();
    expect(g.move('tile.std-1', 'hunt.drawn')).toBeNull();
    expect(g.lines[0]).toMatchObject({ key: 'kernel.manual.move', params: { from: 'hunt.pool', to: 'hunt.drawn' } });
    expect(g.move('tile.std-1', 'hunt.pool')).toBeNull();
    expect(reason(g.op('refill'))).toBe('wotrTracker.refuse.poolNotEmpty');
    for (const t of STANDARD_HUNT_TILES) expect(g.move(`tile.${t.id}`, 'hunt.drawn')).toBeNull();
    expect(g.move('tile.eye-1', 'hunt.removed')).toBeNull(); // removed for good by a card
    expect(g.op('refill')).toBeNull();
    expect(g.view.zones['hunt.pool']).toHaveLength(15);
    expect(g.view.zones['hunt.removed']).toEqual(['tile.eye-1']);
  });

  it('a special tile waits for Mordor; entering Mordor puts it and the drawn Eyes in the pool (§5.16)', () => {
    const g = new Game();
    expect(reason(g.move('tile.std-1', 'hunt.waiting'))).toBe('wotrTracker.refuse.standardTile');
    expect(reason(g.move('tile.shadow.three-stop', 'hunt.pool'))).toBe('wotrTracker.refuse.specialWaits');
    expect(g.move('tile.shadow.three-stop', 'hunt.waiting')).toBeNull();
    expect(g.move('tile.eye-2', 'hunt.drawn')).toBeNull();
    expect(g.move('tile.std-3', 'hunt.drawn')).toBeNull();
    expect(g.op('enterMordor')).toBeNull();
    expect(g.lines[0]).toEqual({ key: 'wotrTracker.log.enteredMordor', params: { eyes: 1, specials: 1 } });
    expect(g.view.zones['hunt.pool']).toContain('tile.eye-2');
    expect(g.view.zones['hunt.pool']).toContain('tile.shadow.three-stop');
    expect(g.view.zones['hunt.drawn']).toEqual(['tile.std-3']);
    expect(g.view.counters.mordor).toBe(0);
  });

  it('the Hunt Box holds at most the side’s dice (§4.2); the kernel’s shuffle is refused (no hidden order)', () => {
    const g = new Game();
    expect(g.set('hunt.shadow', 3)).toBeNull();
    expect(reason(g.set('hunt.shadow', 8))).toBe('wotrTracker.refuse.huntBoxRange');
    expect(reason(g.set('hunt.fp', 5))).toBe('wotrTracker.refuse.huntBoxRange');
    expect(reason(g.send({ type: 'manual.shuffle', zone: 'hunt.pool' }))).toBe('wotrTracker.refuse.noShuffle');
  });
});

describe('War of the Ring tracker: action dice (§4.1, §3 Phase 4–5)', () => {
  it('rolled faces never exceed the pool, used never exceeds rolled, the pool stays 4–6 / 7–10', () => {
    const g = new Game();
    expect(g.set('rolled.fp.character', 3)).toBeNull();
    expect(reason(g.set('rolled.fp.event', 2))).toBe('wotrTracker.refuse.tooManyRolled');
    expect(g.set('rolled.fp.event', 1)).toBeNull();
    expect(g.set('used.fp.character', 2)).toBeNull();
    expect(reason(g.set('used.fp.character', 4))).toBe('wotrTracker.refuse.usedNotRolled');
    expect(reason(g.set('rolled.fp.character', 1))).toBe('wotrTracker.refuse.usedNotRolled');
    expect(reason(g.set('dice.fp', 7))).toBe('wotrTracker.refuse.diceRange');
    expect(reason(g.set('dice.fp', 3))).toBe('wotrTracker.refuse.diceRange');
    expect(g.set('dice.fp', 5)).toBeNull();
    expect(reason(g.set('dice.shadow', 11))).toBe('wotrTracker.refuse.diceRange');
    expect(g.set('rolled.shadow.will-of-the-west', 1)).toMatchObject({ code: 'unknown_counter' });
  });
});

describe('War of the Ring tracker: politics (§6.1, §6.2)', () => {
  it('a step beyond At War, above the top box, or a Passive nation onto At War is refused', () => {
    const g = new Game();
    expect(g.set('politics.gondor', 1)).toBeNull();
    const passive = g.set('politics.gondor', 0);
    expect(passive).toMatchObject({
      params: { reason: 'wotrTracker.refuse.passiveNotAtWar', nation: 'gondor', rule: '§6.1' },
    });
    expect(g.op('activate', 'gondor')).toBeNull();
    expect(g.lines[0]).toEqual({ key: 'wotrTracker.log.activated', params: { nation: 'gondor' } });
    expect(reason(g.op('activate', 'gondor'))).toBe('wotrTracker.refuse.alreadyActive');
    expect(reason(g.op('activate', 'mordor'))).toBe('wotrTracker.refuse.unknownNation');
    expect(g.set('politics.gondor', 0)).toBeNull();
    expect(reason(g.set('politics.gondor', -1))).toBe('wotrTracker.refuse.beyondAtWar');
    expect(reason(g.set('politics.sauron', 4))).toBe('wotrTracker.refuse.aboveTop');
  });
});

describe('War of the Ring tracker: casualties and reinforcements (§1.2, §2.2)', () => {
  it('more figures than the box holds are refused with the box’s count', () => {
    const g = new Game();
    // Rohan: 10 regulars in the box, 6 in reinforcements at setup
    expect(g.set('casualties.rohan.regular', 4)).toBeNull();
    const over = g.set('casualties.rohan.regular', 5);
    expect(over).toMatchObject({
      params: { reason: 'wotrTracker.refuse.boxHolds', nation: 'rohan', kind: 'regular', box: 10, rule: '§1.2' },
    });
    expect(g.set('reinforcements.rohan.regular', 5)).toBeNull();
    expect(g.set('casualties.rohan.regular', 5)).toBeNull();
    expect(reason(g.set('reinforcements.sauron.nazgul', 9))).toBe('wotrTracker.refuse.boxHolds');
    expect(g.set('casualties.sauron.nazgul', 4)).toBeNull(); // 4 + 4 of the 8 Nazgûl
    expect(g.set('casualties.sauron.nazgul', 5)).toMatchObject({
      params: { reason: 'wotrTracker.refuse.boxHolds', box: 8 },
    });
    expect(g.set('reinforcements.elves.leader', 1)).toBeNull();
    expect(g.set('casualties.isengard.leader', 1)).toMatchObject({ code: 'unknown_counter' });
  });
});

describe('War of the Ring tracker: event decks (§1.1, §4.6)', () => {
  it('a deck and its discards hold the 24 cards at most', () => {
    const g = new Game();
    expect(g.set('deck.shadow.strategy', 22)).toBeNull();
    expect(g.set('discard.shadow.strategy', 2)).toBeNull();
    expect(reason(g.set('discard.shadow.strategy', 3))).toBe('wotrTracker.refuse.deckHolds');
    expect(reason(g.set('deck.shadow.strategy', -1))).toBe('wotrTracker.refuse.negative');
  });
});

describe('War of the Ring tracker: Settlements and Victory Points (§8.15, §9)', () => {
  it('a captured City scores 1, a Stronghold 2; a recapture takes them back; Phase 6 checks the military win', () => {
    const g = new Game();
    expect(g.move('settlement.minas-tirith', 'control.shadow')).toBeNull();
    expect(g.move('settlement.dale', 'control.shadow')).toBeNull();
    expect(g.view.vp).toEqual({ fp: 0, shadow: 3 });
    expect(g.move('settlement.dale', 'control.fp')).toBeNull();
    expect(g.view.vp.shadow).toBe(2);
    expect(reason(g.move('settlement.dale', 'fellowship'))).toBe('wotrTracker.refuse.wrongZone');
    expect(g.move('settlement.orthanc', 'control.fp')).toBeNull();
    expect(g.move('settlement.barad-dur', 'control.fp')).toBeNull();
    expect(g.view.vp.fp).toBe(4);
    // the win waits for Phase 6 (§9): ticking through the checklist ends the game there
    for (let i = 0; i < CHECKLIST.length - 1; i++) expect(g.send({ type: 'tick' })).toBeNull();
    expect(engine.outcome(g.s)).toBeNull();
    expect(g.send({ type: 'tick' })).toBeNull();
    expect(engine.outcome(g.s)).toEqual({
      result: { fp: 'win', shadow: 'loss' },
      reason: { key: 'wotrTracker.victory.fpMilitary' },
    });
  });
});

describe('War of the Ring tracker: the turn checklist (§3)', () => {
  it('ticks the six phases in order; after Phase 6 the next turn; Phase 1 recovers the dice', () => {
    const g = new Game();
    expect(engine.pending(g.s)?.prompt).toEqual({
      key: 'wotrTracker.prompt.step',
      params: { turn: 1, phase: 1, step: 'recover' },
    });
    expect(new Set(CHECKLIST.map((c) => c.phase))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (let i = 0; i < CHECKLIST.length; i++) expect(g.send({ type: 'tick' })).toBeNull();
    expect(g.view.turn).toBe(2);
    expect(g.view.step).toBe(0);
    expect(g.lines.at(-1)).toEqual({ key: 'wotrTracker.log.turn', params: { turn: 2 } });
    expect(g.set('rolled.fp.character', 2)).toBeNull();
    expect(g.set('hunt.fp', 2)).toBeNull();
    expect(g.send({ type: 'tick' })).toBeNull(); // Phase 1: recover
    expect(g.view.counters['rolled.fp.character']).toBe(0);
    expect(g.view.counters['hunt.fp']).toBe(0);
    expect(g.view.fpHuntLastTurn).toBe(2);
    expect(g.send({ type: 'tick' }, 'shadow')).toMatchObject({ code: 'wrong_seat' });
  });

  it('a result recorded by hand ends the game', () => {
    const g = new Game();
    expect(g.send({ type: 'end', winner: 'shadow' })).toBeNull();
    expect(engine.outcome(g.s)?.reason).toEqual({ key: 'wotrTracker.victory.byHand' });
    expect(engine.pending(g.s)).toBeNull();
  });
});

describe('War of the Ring tracker: undo and replay', () => {
  it('every change is one entry: undone one at a time, and the record replays digest by digest', () => {
    const g = new Game();
    g.move('tile.std-2', 'hunt.drawn');
    g.set('corruption', 2);
    g.op('reveal');
    g.send({ type: 'tick' });
    expect(g.record.actions).toHaveLength(4);
    expect(g.record.actions.every((a) => !a.random && !a.reveals)).toBe(true);
    const u = undo(g.record, 4);
    expect(u).toMatchObject({ ok: true, cursor: 3, flagged: false });
    const back = replay(engine, g.record, { to: 3 });
    expect(back.ok && back.snapshot.state.step).toBe(0);
    expect(back.ok && back.snapshot.state.revealed).toBe(true);
    const all = replay(engine, g.record);
    expect(all.ok && all.snapshot.state).toEqual(g.s);
  });
});
