import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { STARTER_DECKS } from '../../../../../core/games/marvel-champions/content';
import { codeOf } from '../../../../../core/games/marvel-champions/engine/core';
import { damage } from '../../../../../core/games/marvel-champions/engine/rules';
import { Game } from './helpers';

// Campaign set-up (issue 6; rules digest §6.1 and §3.1 steps 10, 11, 13, 14): the `campaign` options
// of a hero seat and of the game. Every game here must also satisfy the engine's invariants and
// replay exactly from its record.

const deckSize = (identity: string) =>
  Object.values(STARTER_DECKS.find((d) => d.identity === identity)!.cards).reduce((a, b) => a + b, 0);

function game(options: object, seed = 'campaign'): Game {
  const g = new Game(options, seed);
  expect(mcEngine.invariants!(g.s)).toEqual([]);
  expect(g.replays()).toBe(true);
  return g;
}

/** Every card with `code` anywhere, as zone names. */
function whereIs(g: Game, code: string): string[] {
  const out: string[] = [];
  for (const [z, ids] of Object.entries(g.s.zones)) for (const id of ids) if (codeOf(id) === code) out.push(z);
  return out.sort();
}

const count = (g: Game, zone: string, code: string) => g.codes(zone).filter((c) => c === code).length;

describe('§6.1 campaign set-up: hero options', () => {
  it("§6.1 campaign cards added to a hero's deck are shuffled in, deck-building rules aside", () => {
    const g = game({ heroes: [{ identity: 'stw-h', campaign: { added: { 'dhc-01': 1, 'dhc-02': 2, 'bwk-3': 1 } } }] });
    const own = [...g.codes('deck.P1'), ...g.codes('hand.P1')];
    expect(own).toHaveLength(deckSize('stw-h') + 4);
    expect(own.filter((c) => c === 'dhc-02')).toHaveLength(2);
    expect(own.filter((c) => c === 'dhc-01')).toHaveLength(1);
    expect(own).toContain('bwk-3'); // another hero's card: campaign cards ignore deck rules
    expect(g.s.zones['deck.P1'].every((id) => id.startsWith('P1:'))).toBe(true);
  });

  it("§3.1 step 11, §2.13 Uses on a campaign card put into play: no cost, Uses counters, under the hero's control", () => {
    const g = game({
      heroes: [{ identity: 'bwk-h' }, { identity: 'qlf-h', campaign: { inPlay: ['dhc-02', 'dhc-01'] } }],
    });
    expect(g.codes('play.P2').sort()).toEqual(['dhc-01', 'dhc-02']);
    expect(g.codes('play.P1')).toEqual([]);
    const arsenal = g.find('dhc-02', 'play.P2');
    expect(arsenal.startsWith('P2:')).toBe(true);
    expect(g.card(arsenal).uses).toBe(3);
    expect(
      g
        .view('P1')
        .players.P2.play.map((c) => c.code)
        .sort(),
    ).toEqual(['dhc-01', 'dhc-02']);
    // not played: nothing was paid, the deck and hand are whole
    expect(g.codes('discard.P2')).toEqual([]);
    expect(g.s.zones['deck.P2'].length + g.s.zones['hand.P2'].length).toBe(deckSize('qlf-h'));
  });

  it("§3.1 step 11: a card put into play is taken from the hero's own deck when a copy is there", () => {
    const g = game({ heroes: [{ identity: 'stw-h', campaign: { added: { 'dhc-02': 1 }, inPlay: ['dhc-02'] } }] });
    expect(whereIs(g, 'dhc-02')).toEqual(['play.P1']);
    expect(g.s.zones['deck.P1'].length + g.s.zones['hand.P1'].length).toBe(deckSize('stw-h'));
  });

  it('§2.13 Unique, Setup/Permanent: a unique card is put into play once; Tidal Charm stays as without the option', () => {
    const g = game({ heroes: [{ identity: 'tdc-h', campaign: { inPlay: ['dhc-01', 'dhc-01', 'tdc-5'] } }] });
    expect(count(g, 'play.P1', 'dhc-01')).toBe(1);
    expect(whereIs(g, 'tdc-5')).toEqual(['play.P1']);
    expect(g.view('P1').players.P1.identity?.rec).toBe(5); // 4 + 1 from the charm, once
  });

  it("§3.1 step 11, §2.13 Unique: a Setup card added to another hero's deck does not put a second Tidal Charm into play", () => {
    const g = game({ heroes: [{ identity: 'tdc-h' }, { identity: 'stw-h', campaign: { added: { 'tdc-5': 1 } } }] });
    expect(whereIs(g, 'tdc-5')).toEqual(['play.P1', 'setAside']);
  });

  it('§2.13 Ally limit: allies put into play beyond the limit are discarded down during setup', () => {
    const g = new Game({
      heroes: [{ identity: 'stw-h', campaign: { inPlay: ['dhc-01', 'bas-05', 'bas-05', 'bas-05'] } }],
    });
    expect(g.s.ask).toEqual({ k: 'overLimit', seat: 'P1', what: 'ally' });
    g.do('P1', { type: 'discard', card: g.find('bas-05', 'play.P1') });
    expect(g.s.ask?.k).toBe('mulligan');
    expect(g.codes('play.P1').filter((c) => c === 'bas-05' || c === 'dhc-01')).toHaveLength(3);
    expect(mcEngine.invariants!(g.s)).toEqual([]);
    expect(g.replays()).toBe(true);
  });

  it("§6.1 campaign scars: the identity's hit points change for the whole game, on both faces, in the view", () => {
    const g = game({
      heroes: [
        { identity: 'stw-h', campaign: { hp: -2 } },
        { identity: 'bwk-h', campaign: { hp: 3 } },
        { identity: 'qlf-h' },
      ],
    });
    const v = g.view(null);
    expect(v.players.P1.identity?.hp).toBe(8); // Ada Kell 10 − 2
    expect(v.players.P2.identity?.hp).toBe(15); // Tomas Reyes 12 + 3
    expect(v.players.P3.identity?.hp).toBe(9);
    g.skipMulligans().do('P1', { type: 'flip' });
    expect(g.view('P1').players.P1.identity).toMatchObject({ code: 'stw-h', hp: 8 });
  });

  it('§6.1 campaign scars: an identity keeps at least 1 hit point', () => {
    const g = game({ heroes: [{ identity: 'qlf-h', campaign: { hp: -20 } }] });
    expect(g.view('P1').players.P1.identity?.hp).toBe(1);
  });

  it('§2.9 defeat uses the changed hit points: damage equal to them defeats the identity', () => {
    const hurt = (options: object) =>
      game(options)
        .skipMulligans()
        .edit((d) => damage(d, d.players.P1.identity, 3, []));
    expect(
      hurt({ heroes: [{ identity: 'stw-h', campaign: { hp: -7 } }, { identity: 'bwk-h' }] }).s.players.P1.eliminated,
    ).toBe(true);
    const whole = hurt({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] });
    expect(whole.s.players.P1.eliminated).toBe(false);
    expect(whole.view(null).players.P1.identity).toMatchObject({ hp: 10, dmg: 3 });
  });

  it('§3.1 steps 14–15: extra campaign cards in the opening hand; the mulligan draws back up to that hand', () => {
    const g = game({ heroes: [{ identity: 'stw-h', campaign: { draw: 2 } }, { identity: 'bwk-h' }] });
    expect(g.s.zones['hand.P1']).toHaveLength(8);
    expect(g.s.zones['hand.P2']).toHaveLength(6);
    const hand = [...g.s.zones['hand.P1']];
    g.do('P1', { type: 'discard', card: hand[0] })
      .do('P1', { type: 'discard', card: hand[1] })
      .do('P1', { type: 'discard', card: hand[2] });
    g.do('P1', { type: 'done' });
    expect(g.s.zones['hand.P1']).toHaveLength(8);
    g.do('P2', { type: 'done' });
    expect(g.s.zones['hand.P2']).toHaveLength(6);
    expect(g.replays()).toBe(true);
  });
});

describe('§6.1 campaign set-up: encounter options', () => {
  const base = 13 + 6 + 6 + 1; // scenario + Chrome Syndicate + standard + one obligation

  it('§3.1 step 10, §6.1: extra encounter sets are shuffled into the encounter deck, a set in use is not added twice', () => {
    const plain = game({});
    expect(plain.s.zones.encDeck).toHaveLength(base);
    const g = game({ campaign: { sets: ['expert', 'chrome', 'standard', 'expert'] } });
    expect(g.s.zones.encDeck).toHaveLength(base + 2);
    expect(g.codes('encDeck')).toEqual(expect.arrayContaining(['exp-01', 'exp-02']));
    expect(g.s.expert).toBe(false); // the set, not expert mode
    const expert = game({ expert: true, campaign: { sets: ['expert'] } });
    expect(expert.s.zones.encDeck).toHaveLength(base + 2);
    const noModular = game({ modular: [], campaign: { sets: ['chrome'] } });
    expect(noModular.s.zones.encDeck).toHaveLength(base);
    expect(count(noModular, 'encDeck', 'chr-01')).toBe(2);
  });

  it("§2.16, §6.1: the campaign's villain stages replace the mode's; the first is in play (a finale one stage later)", () => {
    const g = game({ campaign: { stages: ['nul-v2', 'nul-v3'] } });
    expect(g.codes('villain')).toEqual(['nul-v2']);
    expect(g.codes('villainDeck')).toEqual(['nul-v3']);
    expect(g.card(g.find('nul-v2')).tough).toBe(1); // §3.1 step 12c: its When Revealed still resolves
    const expert = game({ expert: true, campaign: { stages: ['nul-v3'] } });
    expect(expert.codes('villain')).toEqual(['nul-v3']);
    expect(expert.codes('villainDeck')).toEqual([]);
    const skirmish = game({ skirmish: 1, campaign: { stages: ['nul-v2'] } });
    expect(skirmish.codes('villain')).toEqual(['nul-v2']);
  });

  it('§6.1: encounter cards set aside out of play, from the encounter deck or created when it has none', () => {
    const g = game({ campaign: { setAside: ['nul-08', 'exp-01'] } });
    expect(g.codes('setAside')).toEqual(expect.arrayContaining(['nul-08', 'exp-01']));
    expect(count(g, 'encDeck', 'nul-08')).toBe(0);
    expect(g.s.zones.encDeck).toHaveLength(base - 1);
    expect(whereIs(g, 'exp-01')).toEqual(['setAside']);
    expect(g.view(null).setAside.map((c) => c.code)).toEqual(expect.arrayContaining(['nul-08', 'exp-01']));
  });

  it('§6.1, §2.1 Nemesis: setting aside a nemesis card already set aside adds no second copy', () => {
    const g = game({ heroes: [{ identity: 'stw-h' }], campaign: { setAside: ['stw-n1', 'stw-n1'] } });
    expect(whereIs(g, 'stw-n1')).toEqual(['setAside', 'setAside']); // the nemesis copy, then one created
    expect(whereIs(game({ heroes: [{ identity: 'stw-h' }], campaign: { setAside: ['stw-n1'] } }), 'stw-n1')).toEqual([
      'setAside',
    ]);
  });

  it('§8.3 #34, §2.1 Nemesis: a unique nemesis minion already in play stays set aside when the nemesis comes', () => {
    const g = game({
      heroes: [{ identity: 'stw-h' }],
      encounter: { 'stw-n1': 1 },
      campaign: { engaged: [{ code: 'stw-n1', seat: 0 }] },
    });
    expect(whereIs(g, 'stw-n1')).toEqual(['engaged.P1', 'setAside']); // the encounter deck's copy was engaged
    g.edit((d) => {
      d.stack.push({ t: 'effects', fx: [{ op: 'nemesis' }], i: 0, ctx: { src: null, seat: 'P1' } });
    }, true);
    expect(whereIs(g, 'stw-n1')).toEqual(['engaged.P1', 'setAside']);
    expect(whereIs(g, 'stw-n2')).toEqual(['side']); // the rest of the nemesis set comes
    expect(mcEngine.invariants!(g.s)).toEqual([]);
  });

  it('§2.11 a side scheme put into play enters with its starting threat, no When Revealed', () => {
    const cards = {
      'x-side': {
        code: 'x-side',
        name: 'Test Scheme',
        type: 'side_scheme',
        set: 'x',
        threat: 2,
        ab: [{ kind: 'whenRevealed', effects: [{ op: 'accel', n: 1 }] }],
      },
    };
    const g = game({
      heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
      cards,
      campaign: { sideSchemes: ['chr-05', 'nul-07', 'x-side'] },
    });
    const side = Object.fromEntries(g.view(null).side.map((c) => [c.code, c.threat]));
    expect(side).toEqual({ 'chr-05': 3, 'nul-07': 6, 'x-side': 2 }); // Broadcast Blackout: 3 per player
    expect(count(g, 'encDeck', 'chr-05')).toBe(0); // taken from the deck
    expect(g.s.accel).toBe(0); // its When Revealed did not resolve
    expect(g.view(null).icons).toMatchObject({ hazard: 1, acceleration: 1 });
    expect(g.card(g.find('nul-m1')).threat).toBeUndefined(); // nothing placed on the main scheme
  });

  it('§2.11, §8.3 #8 Hinder: a side scheme put into play also gets its Hinder threat', () => {
    const g = game({ campaign: { sideSchemes: ['nul-08'] } });
    expect(g.card(g.find('nul-08', 'side')).threat).toBe(5); // 4 + Hinder 1
  });

  it('§6.1, §2.12 Engaged: minions put into play engaged with the chosen hero, Toughness applies, no When Revealed', () => {
    const cards = {
      'x-min': {
        code: 'x-min',
        name: 'Test Minion',
        type: 'minion',
        set: 'x',
        hp: 2,
        atk: 1,
        sch: 1,
        ab: [{ kind: 'whenRevealed', effects: [{ op: 'accel', n: 1 }] }],
      },
    };
    const g = game({
      heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
      cards,
      campaign: {
        engaged: [
          { code: 'chr-03', seat: 1 },
          { code: 'chr-01', seat: 0 },
          { code: 'chr-01', seat: 0 },
          { code: 'x-min', seat: 0 },
        ],
      },
    });
    expect(g.codes('engaged.P2')).toEqual(['chr-03']);
    expect(g.codes('engaged.P1').sort()).toEqual(['chr-01', 'chr-01', 'x-min']);
    expect(count(g, 'encDeck', 'chr-03')).toBe(0);
    expect(count(g, 'encDeck', 'chr-01')).toBe(0);
    for (const id of g.s.zones['engaged.P1'].filter((i) => codeOf(i) === 'chr-01')) expect(g.card(id).tough).toBe(1);
    expect(g.s.accel).toBe(0);
    // Teamwork and Quickstrike are not triggered by set-up: nobody was attacked
    expect(g.card(g.s.players.P1.identity).dmg).toBeUndefined();
    expect(g.card(g.find('nul-m1')).threat).toBeUndefined();
    expect(g.s.ask?.k).toBe('mulligan');
  });

  it('§6.1, §2.1 Nemesis: a nemesis minion or side scheme put into play is the set-aside copy, not a second one', () => {
    const g = game({
      heroes: [{ identity: 'bwk-h' }, { identity: 'qlf-h' }],
      campaign: { engaged: [{ code: 'bwk-n1', seat: 0 }], sideSchemes: ['qlf-n2'] },
    });
    expect(whereIs(g, 'bwk-n1')).toEqual(['engaged.P1']);
    expect(whereIs(g, 'qlf-n2')).toEqual(['side']);
    expect(g.codes('setAside').sort()).toEqual(['bwk-n2', 'qlf-n1']);
  });

  it('§8.3 #34: a unique minion already in play is not put into play again', () => {
    const g = game({
      campaign: {
        engaged: [
          { code: 'chr-03', seat: 0 },
          { code: 'chr-03', seat: 0 },
        ],
      },
    });
    expect(whereIs(g, 'chr-03')).toEqual(['engaged.P1']);
  });

  it('§6.1 removal: a card removed from the campaign enters no deck and is not put into play', () => {
    const g = game({
      heroes: [{ identity: 'stw-h', campaign: { added: { 'dhc-01': 1, 'dhc-02': 1 }, inPlay: ['dhc-01'] } }],
      campaign: {
        removed: ['dhc-01', 'bas-01', 'std-04', 'stw-o', 'nul-08'],
        sideSchemes: ['nul-08'],
        sets: ['expert'],
      },
    });
    for (const code of ['dhc-01', 'bas-01', 'std-04', 'stw-o', 'nul-08']) expect(whereIs(g, code), code).toEqual([]);
    expect(whereIs(g, 'dhc-02')).toHaveLength(1);
    expect(g.s.zones['deck.P1'].length + g.s.zones['hand.P1'].length).toBe(deckSize('stw-h') - 3 + 1);
    expect(g.s.zones.encDeck).toHaveLength(base - 2 - 1 - 1 + 2); // std-04 ×2, the obligation, Detention Center; expert set
  });

  it('options keep the campaign fields in the record and a campaign game replays exactly', () => {
    const options = {
      heroes: [
        { identity: 'stw-h', campaign: { added: { 'dhc-02': 1 }, hp: -1, draw: 1 } },
        { identity: 'tdc-h', campaign: { inPlay: ['dhc-01'] } },
      ],
      campaign: {
        sets: ['expert'],
        stages: ['nul-v2', 'nul-v3'],
        setAside: ['chr-03'],
        sideSchemes: ['chr-05'],
        engaged: [{ code: 'std-04', seat: 1 }],
        removed: ['nul-05'],
      },
    };
    const g = game(options, 'rec').skipMulligans();
    expect(g.record.options).toMatchObject(options);
    g.until((x) => x.s.round >= 2);
    expect(mcEngine.invariants!(g.s)).toEqual([]);
    expect(g.replays()).toBe(true);
  });
});

describe('§6.1 campaign options: validation (games.create refuses with a path)', () => {
  const issues = (o: object) => {
    const r = mcEngine.optionsSchema.safeParse(o);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('unknown card codes, wherever named', () => {
    expect(
      issues({
        heroes: [{ identity: 'stw-h', campaign: { added: { zz: 1 }, inPlay: ['zz'] } }],
        campaign: {
          stages: ['zz'],
          setAside: ['zz'],
          sideSchemes: ['zz'],
          engaged: [{ code: 'zz', seat: 0 }],
          removed: ['zz'],
        },
      }),
    ).toEqual([
      'heroes.0.campaign.added.zz: mc.unknownCard',
      'heroes.0.campaign.inPlay.0: mc.unknownCard',
      'campaign.stages.0: mc.unknownCard',
      'campaign.setAside.0: mc.unknownCard',
      'campaign.sideSchemes.0: mc.unknownCard',
      'campaign.engaged.0.code: mc.unknownCard',
      'campaign.removed.0: mc.unknownCard',
    ]);
  });

  it("unknown encounter sets (the scenario's own villain set is not an extra set)", () => {
    expect(issues({ campaign: { sets: ['chrome', 'nope', 'null'] } })).toEqual([
      'campaign.sets.1: mc.unknownSet',
      'campaign.sets.2: mc.unknownSet',
    ]);
  });

  it('cards of the wrong type for their option', () => {
    expect(
      issues({
        heroes: [{ identity: 'stw-h', campaign: { added: { 'nul-01': 1 }, inPlay: ['stw-1', 'bas-01'] } }],
        campaign: {
          stages: ['nul-m1'],
          setAside: ['bas-05'],
          sideSchemes: ['nul-01'],
          engaged: [{ code: 'nul-07', seat: 0 }],
        },
      }),
    ).toEqual([
      'heroes.0.campaign.added.nul-01: mc.notAPlayerCard',
      'heroes.0.campaign.inPlay.0: mc.cannotPutIntoPlay',
      'heroes.0.campaign.inPlay.1: mc.cannotPutIntoPlay',
      'campaign.stages.0: mc.notAVillain',
      'campaign.setAside.0: mc.notAnEncounterCard',
      'campaign.sideSchemes.0: mc.notASideScheme',
      'campaign.engaged.0.code: mc.notAMinion',
    ]);
  });

  it("an engaged minion's hero index must be one of the heroes", () => {
    expect(
      issues({
        heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
        campaign: {
          engaged: [
            { code: 'nul-01', seat: 1 },
            { code: 'nul-01', seat: 2 },
          ],
        },
      }),
    ).toEqual(['campaign.engaged.1.seat: mc.badSeat']);
  });

  it('bounds and shapes: HP change −20…20, extra draw 0…5, integers, no unknown fields', () => {
    const hero = (campaign: object) => ({ heroes: [{ identity: 'stw-h', campaign }] });
    expect(issues(hero({ hp: -20, draw: 5 }))).toEqual([]);
    for (const bad of [{ hp: -21 }, { hp: 21 }, { hp: 1.5 }, { draw: 6 }, { draw: -1 }, { scars: 1 }])
      expect(issues(hero(bad)), JSON.stringify(bad)).not.toEqual([]);
    expect(issues({ campaign: { engaged: [{ code: 'nul-01', seat: -1 }] } })).not.toEqual([]);
    expect(issues({ campaign: { villain: 'x' } })).not.toEqual([]);
  });

  it('imported cards count as known (options.cards)', () => {
    const cards = { 'x-min': { code: 'x-min', name: 'X', type: 'minion', set: 'x' } };
    expect(issues({ cards, campaign: { engaged: [{ code: 'x-min', seat: 0 }], removed: ['x-min'] } })).toEqual([]);
  });
});
