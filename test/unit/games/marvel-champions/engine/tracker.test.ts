// Tracker mode (option `tracker: true`, engine/tracker.ts): a game played with physical cards, kept
// by `track` actions. One test per rule the tracker enforces, each naming its digest section.
import { describe, expect, it } from 'vitest';
import { resolveMcOptions } from '../../../../../core/games/marvel-champions/engine-options';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { defByCode } from '../../../../../core/games/marvel-champions/engine/core';
import type { McAction, TrackAction } from '../../../../../core/games/marvel-champions/engine/types';
import { mcScenarioOptions } from '../../../../../core/games/marvel-champions/engine/scenario-data';
import { Game } from './helpers';
import { cards, core, dir } from './real-cards-kit';

const track = (a: Omit<TrackAction, 'type'>): McAction => ({ type: 'track', ...a }) as McAction;
const SOLO = { heroes: [{ identity: 'stw-h' }], tracker: true };
const DUO = { heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }], tracker: true };

function tracker(options: object = SOLO): Game {
  return new Game(options, 'tracker');
}

/** Puts a card of `code` into play for `player` and returns its id. */
function put(g: Game, code: string, player = 'P1'): string {
  g.do('P1', track({ op: 'put', code, player }));
  const zone = Object.keys(g.s.zones).find((z) => !z.startsWith('pool') && g.codes(z).includes(code))!;
  return g.find(code, zone);
}

describe('tracker set-up (§3.1)', () => {
  it('§3.1 the rules set-up without virtual cards: identities alter-ego up, villain and main scheme stages, every other card in a pool', () => {
    const g = tracker(DUO);
    for (const seat of ['P1', 'P2']) {
      expect(g.s.players[seat].form).toBe('alter_ego');
      for (const z of ['hand', 'deck', 'discard', 'dealt']) expect(g.s.zones[`${z}.${seat}`]).toEqual([]);
      expect(g.s.zones[`pool.${seat}`].length).toBe(40);
    }
    expect(g.codes('villain')).toEqual(['nul-v1']);
    expect(g.codes('main')).toEqual(['nul-m1']);
    expect(g.s.zones.encDeck).toEqual([]);
    // the encounter pool: scenario, modular and standard sets, each hero's obligation and nemesis set
    expect(g.codes('pool')).toEqual(expect.arrayContaining(['nul-01', 'chr-01', 'std-01', 'stw-o', 'bwk-n1']));
    expect(mcEngine.invariants!(g.s)).toEqual([]);
    expect(mcEngine.pending(g.s)).toEqual({
      seats: ['P1'],
      mode: 'turn',
      prompt: { key: 'mc.ask.track', params: { seat: 'P1' } },
    });
    const m1 = defByCode(g.s, 'nul-m1');
    const threatDue = (m1.accel ?? 0) * (m1.accelPer ? 2 : 1);
    expect(g.view('P1').tracker).toMatchObject({ step: 'turns', threatDue, dealDue: 2 });
  });

  it('an old table-mode game (option `table: true`, no `tracker`) sets up as before: dealt hands, a shuffled encounter deck', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], table: true }, 'tracker');
    expect(g.s.tracker).toBeUndefined();
    expect(g.s.zones['hand.P1'].length).toBeGreaterThan(0);
    expect(g.s.zones.encDeck.length).toBeGreaterThan(0);
  });
});

describe('hit points (§2.9, §2.10)', () => {
  it('§2.9 Heal: hit points never go above the maximum', () => {
    const g = tracker();
    const me = g.s.players.P1.identity;
    expect(g.refused('P1', track({ op: 'hp', card: me, n: 1 }))).toBe('mc.track.aboveMax');
    g.do('P1', track({ op: 'hp', card: me, n: -3 }));
    expect(g.card(me).dmg).toBe(3);
    expect(g.refused('P1', track({ op: 'hp', card: me, n: 4 }))).toBe('mc.track.aboveMax');
    g.do('P1', track({ op: 'hp', card: me, n: 3 }));
    expect(g.card(me).dmg).toBeUndefined();
  });

  it('§2.9 Damage: remaining hit points never go below 0', () => {
    const g = tracker();
    const villain = g.s.zones.villain[0];
    expect(g.refused('P1', track({ op: 'hp', card: villain, n: -13 }))).toBe('mc.track.negative');
    expect(g.card(villain).dmg).toBeUndefined();
  });

  it('§2.9 only characters have hit points: a scheme has none', () => {
    const g = tracker();
    expect(g.refused('P1', track({ op: 'hp', card: g.s.zones.main[0], n: -1 }))).toBe('mc.track.noHitPoints');
  });

  it('§2.10 a villain stage at 0 hit points is removed and the next stage enters with full hit points; the last one wins', () => {
    const g = tracker();
    const v1 = g.s.zones.villain[0];
    g.do('P1', track({ op: 'hp', card: v1, n: -12 }));
    expect(g.codes('removed')).toContain('nul-v1');
    const v2 = g.s.zones.villain[0];
    expect(g.codes('villain')).toEqual(['nul-v2']);
    expect(g.card(v2).dmg).toBeUndefined();
    expect(g.s.result).toBeNull();
    g.do('P1', track({ op: 'hp', card: v2, n: -14 }));
    expect(g.s.result).toEqual({ win: true, reason: 'villainDefeated' });
    expect(mcEngine.outcome(g.s)).toEqual({ result: { P1: 'win' }, reason: { key: 'mc.result.villainDefeated' } });
    expect(mcEngine.pending(g.s)).toBeNull();
  });

  it('§2.10 a hero at 0 hit points is eliminated (minions engage the next player); when every hero is, the heroes lose', () => {
    const g = tracker(DUO);
    const minion = put(g, 'nul-01', 'P1');
    const p1 = g.s.players.P1.identity;
    g.do('P1', track({ op: 'hp', card: p1, n: -defByCode(g.s, 'stw-a').hp! }));
    expect(g.s.players.P1.eliminated).toBe(true);
    expect(g.s.zones['engaged.P2']).toContain(minion);
    expect(g.s.seats[g.s.first]).toBe('P2');
    expect(g.refused('P2', track({ op: 'flip', player: 'P1' }))).toBe('mc.track.noSeat');
    const p2 = g.s.players.P2.identity;
    g.do('P2', track({ op: 'hp', card: p2, n: -defByCode(g.s, 'bwk-a').hp! }));
    expect(g.s.result).toEqual({ win: false, reason: 'allEliminated' });
  });

  it('§2.9 Defeated: an ally or minion at 0 hit points leaves play (back to the pool it came from)', () => {
    const g = tracker();
    const minion = put(g, 'nul-01');
    g.do('P1', track({ op: 'hp', card: minion, n: -3 }));
    expect(g.s.zones.pool).toContain(minion);
    expect(g.card(minion)).toEqual({});
    const ally = put(g, 'bas-05');
    g.do('P1', track({ op: 'hp', card: ally, n: -2 }));
    expect(g.s.zones['pool.P1']).toContain(ally);
  });
});

describe('threat and acceleration (§2.11)', () => {
  it('§2.11 a main scheme at its target threat advances: the next stage enters with its starting threat, acceleration tokens stay; the last stage loses', () => {
    const g = tracker();
    g.do('P1', track({ op: 'accel', n: 1 }));
    const m1 = g.s.zones.main[0];
    g.do('P1', track({ op: 'threat', card: m1, n: 7 }));
    expect(g.codes('main')).toEqual(['nul-m2']);
    const m2 = g.s.zones.main[0];
    expect(g.card(m2).threat).toBe(1);
    expect(g.s.accel).toBe(1);
    const target = defByCode(g.s, 'nul-m2').target!;
    g.do('P1', track({ op: 'threat', card: m2, n: target - 1 }));
    expect(g.s.result).toEqual({ win: false, reason: 'schemeCompleted' });
    expect(mcEngine.outcome(g.s)!.result).toEqual({ P1: 'loss' });
  });

  it('§1.6 step 1 / §2.10: the villain phase threat that completes the last main scheme stage ends the game, lost', () => {
    const g = tracker();
    g.do('P1', track({ op: 'threat', card: g.s.zones.main[0], n: 7 })); // stage 2, the last one
    const m2 = g.s.zones.main[0];
    g.do('P1', track({ op: 'threat', card: m2, n: defByCode(g.s, 'nul-m2').target! - 1 - g.card(m2).threat! }));
    g.do('P1', track({ op: 'accel', n: 1 }));
    for (const step of ['turns', 'endPlayer', 'threat']) {
      expect(g.view('P1').tracker!.step).toBe(step);
      g.do('P1', track({ op: 'next' }));
    }
    expect(g.s.result).toEqual({ win: false, reason: 'schemeCompleted' });
    expect(g.s.phase).toBe('over');
    expect(mcEngine.invariants!(g.s)).toEqual([]);
  });

  it('§1.2 threat never goes below 0', () => {
    const g = tracker();
    expect(g.refused('P1', track({ op: 'threat', card: g.s.zones.main[0], n: -1 }))).toBe('mc.track.negative');
  });

  it('§2.11 threat lies on schemes only', () => {
    const g = tracker();
    expect(g.refused('P1', track({ op: 'threat', card: g.s.zones.villain[0], n: 1 }))).toBe('mc.track.notScheme');
  });

  it('§2.11 Acceleration token: tokens are only ever added', () => {
    const g = tracker();
    g.do('P1', track({ op: 'accel', n: 2 }));
    expect(g.refused('P1', track({ op: 'accel', n: -1 }))).toBe('mc.track.accelStays');
    expect(g.s.accel).toBe(2);
  });

  it('§2.11 Crisis icon: no threat comes off the main scheme while one is in play', () => {
    const g = tracker();
    const main = g.s.zones.main[0];
    g.do('P1', track({ op: 'threat', card: main, n: 2 }));
    const side = put(g, 'nul-08');
    expect(g.refused('P1', track({ op: 'threat', card: main, n: -1 }))).toBe('mc.track.crisis');
    // clear the side scheme (§2.9: defeated at 0 threat), then the main scheme's threat may come off
    g.do('P1', track({ op: 'threat', card: side, n: -g.card(side).threat! }));
    expect(g.s.zones.side).toEqual([]);
    expect(g.s.zones.pool).toContain(side);
    g.do('P1', track({ op: 'threat', card: main, n: -1 }));
    expect(g.card(main).threat).toBe(1);
  });

  it('§2.11 Side scheme: it enters with its starting threat (Hinder X added)', () => {
    const g = tracker();
    const side = put(g, 'nul-08');
    const d = defByCode(g.s, 'nul-08');
    expect(g.card(side).threat).toBe(d.threat! + d.kw!.hinder!);
  });
});

describe('status cards (§2.13)', () => {
  it('§2.13 a character holds at most one status card of each kind; one it does not have cannot be removed', () => {
    const g = tracker();
    const me = g.s.players.P1.identity;
    for (const status of ['stunned', 'confused', 'tough'] as const) {
      expect(g.refused('P1', track({ op: 'status', card: me, status, n: -1 }))).toBe('mc.track.negative');
      g.do('P1', track({ op: 'status', card: me, status, n: 1 }));
      expect(g.refused('P1', track({ op: 'status', card: me, status, n: 1 }))).toBe('mc.track.statusMax');
      g.do('P1', track({ op: 'status', card: me, status, n: -1 }));
      expect(g.card(me)[status]).toBeUndefined();
    }
  });

  it('§2.13 Steady: a second stunned and confused card, never a second tough', () => {
    const g = tracker();
    g.do('P1', track({ op: 'hp', card: g.s.zones.villain[0], n: -12 })); // stage II is Steady
    const v2 = g.s.zones.villain[0];
    for (const n of [1, 1]) g.do('P1', track({ op: 'status', card: v2, status: 'stunned', n }));
    expect(g.card(v2).stunned).toBe(2);
    expect(g.refused('P1', track({ op: 'status', card: v2, status: 'stunned', n: 1 }))).toBe('mc.track.statusMax');
    // the view says which characters are Steady: the tracker screen offers the second card on those only
    expect(g.view('P1').villain.find((c) => c.id === v2)!.steady).toBe(true);
    expect(g.view('P1').players.P1.identity!.steady).toBeUndefined();
    g.do('P1', track({ op: 'status', card: v2, status: 'tough', n: 1 }));
    expect(g.refused('P1', track({ op: 'status', card: v2, status: 'tough', n: 1 }))).toBe('mc.track.statusMax');
  });

  it('§2.13 Stalwart: never stunned nor confused; Toughness: a tough card on entering play', () => {
    const g = tracker({ ...SOLO, expert: true, skirmish: 3 });
    const v3 = g.s.zones.villain[0];
    expect(g.codes('villain')).toEqual(['nul-v3']);
    expect(g.card(v3).tough).toBe(1);
    expect(g.refused('P1', track({ op: 'status', card: v3, status: 'stunned', n: 1 }))).toBe('mc.track.stalwart');
    expect(g.card(put(g, 'chr-01')).tough).toBe(1);
  });

  it('§2.13 status cards go on characters only', () => {
    const g = tracker();
    const main = g.s.zones.main[0];
    expect(g.refused('P1', track({ op: 'status', card: main, status: 'stunned', n: 1 }))).toBe('mc.track.notCharacter');
  });
});

describe('cards in play (§2.1, §2.3, §2.13)', () => {
  it('§2.3 a player card enters its owner’s area, a minion engages the player, an attachment goes on the villain', () => {
    const g = tracker(DUO);
    const ally = put(g, 'bas-05', 'P1');
    expect(g.s.zones['play.P1']).toContain(ally);
    const minion = put(g, 'nul-02', 'P2');
    expect(g.s.zones['engaged.P2']).toContain(minion);
    const att = put(g, 'nul-03', 'P1');
    expect(g.s.zones.villain).toContain(att);
    expect(g.card(att).on).toBe(g.s.zones.villain[0]);
    // P2 cannot put P1's cards into play: only the encounter pool and their own deck's
    expect(g.refused('P1', track({ op: 'put', code: 'stw-5', player: 'P2' }))).toBe('mc.track.notInPool');
  });

  it('§2.1 events, treacheries and resources resolve and leave: they are never put into play', () => {
    const g = tracker();
    for (const code of ['stw-1', 'nul-05', 'bas-01'])
      expect(g.refused('P1', track({ op: 'put', code, player: 'P1' })), code).toBe('mc.track.leavesPlay');
  });

  it('§2.13 Unique: a second card of the same title is not put into play, whoever owns it', () => {
    const g = tracker({ heroes: [{ identity: 'stw-h' }, { identity: 'tdc-h' }], tracker: true });
    put(g, 'jus-03', 'P1');
    expect(g.refused('P1', track({ op: 'put', code: 'jus-03', player: 'P2' }))).toBe('mc.track.unique');
  });

  it('§2.13 Ally limit: at most 3 allies', () => {
    const g = tracker();
    for (let i = 0; i < 3; i++) put(g, 'bas-05');
    expect(g.refused('P1', track({ op: 'put', code: 'stw-5', player: 'P1' }))).toBe('mc.track.allyLimit');
  });

  it('§2.13 Restricted: at most 2 restricted cards', () => {
    const g = tracker({ heroes: [{ identity: 'bwk-h' }], tracker: true });
    put(g, 'pro-02');
    put(g, 'pro-02');
    expect(g.refused('P1', track({ op: 'put', code: 'pro-02', player: 'P1' }))).toBe('mc.track.restricted');
  });

  it('§2.11 the villain, the main scheme and the identities cannot be taken out of play; other cards go back to their pool', () => {
    const g = tracker();
    for (const card of [g.s.zones.villain[0], g.s.zones.main[0], g.s.players.P1.identity])
      expect(g.refused('P1', track({ op: 'remove', card }))).toBe('mc.track.cannotLeave');
    const ally = put(g, 'bas-05');
    g.do('P1', track({ op: 'remove', card: ally }));
    expect(g.s.zones['pool.P1']).toContain(ally);
  });

  it('§1.1 the kernel’s manual moves are refused in a tracker game (the villain cannot be discarded), notes are kept', () => {
    const g = tracker();
    const villain = g.s.zones.villain[0];
    expect(g.refused('P1', { type: 'manual.move', piece: villain, to: 'encDiscard' } as never)).toBe(
      'mc.track.useTracker',
    );
    expect(g.refused('P1', { type: 'manual.setCounter', counter: 'accel', value: 3 } as never)).toBe(
      'mc.track.useTracker',
    );
    expect(g.send('P1', { type: 'manual.note', text: 'Rhino drew first blood' } as never).ok).toBe(true);
    expect(g.s.zones.villain).toEqual([villain]);
  });

  it('§1.4 rules actions are refused in a tracker game, track actions in a rules game', () => {
    expect(tracker().refused('P1', { type: 'endTurn' })).toBe('mc.track.badAction');
    const rules = new Game({ heroes: [{ identity: 'stw-h' }] }, 'tracker');
    expect(rules.refused(rules.s.ask!.seat, track({ op: 'next' }))).toBe('mc.notLegal');
  });
});

describe('the round checklist (§1.3–§1.6)', () => {
  it('§1.3 the steps in order: each player’s turn, end of the player phase, threat with acceleration, activations, deal, reveal, first player passes', () => {
    const g = tracker(DUO);
    const steps = () => g.view('P1').tracker!.step;
    expect([steps(), g.s.active]).toEqual(['turns', 'P1']);
    g.do('P1', track({ op: 'next' }));
    expect([steps(), g.s.active]).toEqual(['turns', 'P2']);
    g.do('P1', track({ op: 'next' }));
    expect([steps(), g.s.phase]).toEqual(['endPlayer', 'player']);
    g.do('P1', track({ op: 'next' }));
    expect([steps(), g.s.phase]).toEqual(['threat', 'villain']);
    // §1.6 step 1: the main scheme's acceleration (per player here), +1 per icon, +1 per token
    put(g, 'nul-07');
    g.do('P1', track({ op: 'accel', n: 1 }));
    const due = g.view('P1').tracker!.threatDue;
    const d = defByCode(g.s, 'nul-m1');
    expect(due).toBe((d.accel ?? 0) * (d.accelPer ? 2 : 1) + 1 + 1);
    const main = g.s.zones.main[0];
    g.do('P1', track({ op: 'next' }));
    expect(g.card(main).threat).toBe(due);
    expect(steps()).toBe('activations');
    g.do('P1', track({ op: 'next' }));
    // §1.6 step 3: one card per player, +1 per hazard icon
    expect(g.view('P1').tracker).toMatchObject({ step: 'deal', dealDue: 2 });
    put(g, 'chr-05');
    expect(g.view('P1').tracker!.dealDue).toBe(3);
    g.do('P1', track({ op: 'next' }));
    expect(steps()).toBe('reveal');
    g.do('P1', track({ op: 'next' }));
    expect(steps()).toBe('passFirst');
    g.do('P1', track({ op: 'next' }));
    // §1.6 step 5: the token passes clockwise; the next round begins with the new first player
    expect([g.s.round, steps(), g.s.phase, g.s.seats[g.s.first], g.s.active]).toEqual([
      2,
      'turns',
      'player',
      'P2',
      'P2',
    ]);
    expect(mcEngine.pending(g.s)!.seats).toEqual(['P2']);
  });

  it('§2.4 a hero changes form at the table', () => {
    const g = tracker();
    g.do('P1', track({ op: 'flip', player: 'P1' }));
    expect(g.s.players.P1.form).toBe('hero');
    expect(g.view('P1').players.P1.identity!.code).toBe('stw-h');
  });
});

describe('the result and the record', () => {
  it('§2.10 a result the scenario decides another way is recorded by hand, like a rules game’s outcome', () => {
    const g = tracker(DUO);
    g.do('P1', track({ op: 'end', win: false }));
    expect(mcEngine.outcome(g.s)).toEqual({
      result: { P1: 'loss', P2: 'loss' },
      reason: { key: 'mc.result.trackedLoss' },
    });
    expect(g.send('P1', track({ op: 'next' })).ok).toBe(false);
  });

  it('every change is a record entry: the game replays exactly from its record', () => {
    const g = tracker(DUO);
    put(g, 'nul-01', 'P2');
    g.do('P1', track({ op: 'hp', card: g.s.zones.villain[0], n: -5 }));
    g.do('P1', track({ op: 'next' }));
    g.do('P1', track({ op: 'status', card: g.s.players.P2.identity, status: 'confused', n: 1 }));
    expect(g.record.actions.length).toBe(4);
    expect(g.replays()).toBe(true);
    expect(mcEngine.invariants!(g.s)).toEqual([]);
  });
});

describe.skipIf(!dir)('a Core Set scenario from the imported data at a real table (issue 12 §1, §6)', () => {
  it('§3.1 Rhino with Bomb Scare: the stages in play, the scenario’s encounter cards in the pool; a stage at 0 hit points gives the next (§2.10)', () => {
    const r = mcScenarioOptions(core, { scenario: 'rhino', modular: ['bomb_scare'], expert: false });
    if (!r.ok) throw new Error(r.missing.join());
    const o = { ...r.options, modular: ['bomb_scare'], cards: { ...cards, ...r.options.cards } };
    const g = tracker({ heroes: [{ identity: 'stw-h' }], tracker: true, ...o });
    const def = r.options.scenarioDef;
    expect(g.codes('villain')).toEqual([def.villain.standard[0]]);
    expect(g.codes('main')).toEqual([def.mainScheme[0]]);
    // every card of the scenario, modular and standard sets is in the pool or already in play
    const everywhere = [...g.codes('pool'), ...g.codes('side'), ...g.codes('engaged.P1'), ...g.codes('villain')];
    for (const code of [...Object.keys(def.cards), ...Object.keys(r.options.sets.bomb_scare)])
      expect(everywhere, code).toContain(code);
    const minion = Object.keys(r.options.sets.bomb_scare).find((c) => defByCode(g.s, c).type === 'minion')!;
    const engaged = put(g, minion);
    expect(g.s.zones['engaged.P1']).toContain(engaged);
    const stage1 = g.s.zones.villain.find((id) => g.def(id).type === 'villain')!;
    const hp = g.view('P1').villain.find((c) => c.id === stage1)!.hp!;
    g.do('P1', track({ op: 'hp', card: stage1, n: -hp }));
    expect(g.codes('villain')).toContain(def.villain.standard[1]);
    expect(mcEngine.invariants!(g.s)).toEqual([]);
    expect(g.replays()).toBe(true);
  });

  /** A duo tracker game of a Core scenario with its recommended modular set. */
  function coreTracker(scenario: 'klaw' | 'ultron' | 'rhino', modular: string): Game {
    const r = mcScenarioOptions(core, { scenario, modular: [modular], expert: false });
    if (!r.ok) throw new Error(r.missing.join());
    return tracker({
      ...DUO,
      tablePicks: true,
      ...r.options,
      modular: [modular],
      cards: { ...cards, ...r.options.cards },
    });
  }

  it('save compatibility: a tracker record made before `tablePicks` (session 8) keeps its virtual set-up minion and replays; new games get `tablePicks` from the option resolver', () => {
    const r = mcScenarioOptions(core, { scenario: 'klaw', modular: ['masters_of_evil'], expert: false });
    if (!r.ok) throw new Error(r.missing.join());
    const old = tracker({
      ...DUO,
      ...r.options,
      modular: ['masters_of_evil'],
      cards: { ...cards, ...r.options.cards },
    });
    expect(old.s.zones['engaged.P1'].length).toBe(1); // the set-up's minion, as that release dealt it
    expect(old.view('P1').tracker!.picks).toEqual([]);
    expect(old.replays()).toBe(true);
    const deps = { catalog: () => null, deck: () => null } as unknown as Parameters<typeof resolveMcOptions>[1];
    expect(resolveMcOptions({ ...DUO }, deps)).toMatchObject({ tracker: true, tablePicks: true });
    expect(resolveMcOptions({ heroes: DUO.heroes }, deps)).not.toHaveProperty('tablePicks');
  });

  it('§3.1 Klaw: the minion its main scheme reveals at set-up is not a virtual card: the table picks it from the encounter cards for the first player', () => {
    const g = coreTracker('klaw', 'masters_of_evil');
    for (const seat of ['P1', 'P2']) expect(g.s.zones[`engaged.${seat}`]).toEqual([]);
    expect(g.codes('side')).toEqual(['01125']); // the side scheme it names is put into play by name
    expect(g.view('P1').tracker!.picks).toEqual(['P1']);
    const minion = g.codes('pool').find((c) => defByCode(g.s, c).type === 'minion')!;
    const id = put(g, minion);
    expect(g.s.zones['engaged.P1']).toEqual([id]);
    expect(g.view('P1').tracker!.picks).toEqual([]);
    expect(mcEngine.invariants!(g.s)).toEqual([]);
    expect(g.replays()).toBe(true);
  });

  it("§3.1 Ultron: each player's set-up Drone is a facedown card, named by its trait, never a card dealt from a virtual deck; more are put by trait (§2.3)", () => {
    const g = coreTracker('ultron', 'under_attack');
    const v = g.view('P1');
    expect(v.tracker!.facedown).toEqual(['Drone']);
    for (const seat of ['P1', 'P2']) {
      expect(v.players[seat].engaged.map((c) => c.code)).toEqual(['facedown.Drone']);
      // the card under it is the one of the pool's most copies (any card will do: it stays unknown)
      const under = g.s.zones[`engaged.${seat}`][0];
      const pool = g.codes(`pool.${seat}`);
      const copies = (code: string) => pool.filter((c) => c === code).length + (code === under.split(':')[1] ? 1 : 0);
      expect(Math.max(...pool.map(copies))).toBe(copies(under.split(':')[1]));
    }
    g.do('P1', track({ op: 'facedown', player: 'P2', trait: 'Drone' }));
    expect(g.view('P1').players.P2.engaged.map((c) => c.code)).toEqual(['facedown.Drone', 'facedown.Drone']);
    expect(g.refused('P1', track({ op: 'facedown', player: 'P2', trait: 'Robot' }))).toBe('mc.track.noFacedown');
    // a facedown Drone has the environment's hit points (1): one damage defeats it, its card goes back to the pool
    const drone = g.s.zones['engaged.P2'][1];
    g.do('P1', track({ op: 'hp', card: drone, n: -1 }));
    expect(g.s.zones['engaged.P2']).not.toContain(drone);
    expect(g.s.zones['pool.P2']).toContain(drone);
    expect(g.card(drone).facedown).toBeUndefined();
    expect(mcEngine.invariants!(g.s)).toEqual([]);
    expect(g.replays()).toBe(true);
  });

  it('§2.3 a scenario without facedown minions (Rhino) puts none', () => {
    const g = coreTracker('rhino', 'bomb_scare');
    expect(g.view('P1').tracker).toMatchObject({ facedown: [], picks: [] });
    expect(g.refused('P1', track({ op: 'facedown', player: 'P1', trait: 'Drone' }))).toBe('mc.track.noFacedown');
  });
});
