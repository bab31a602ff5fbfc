import { describe, expect, it } from 'vitest';
import { act } from '../../../core/kernel/engine';
import { newGame } from '../../../core/kernel/record';
import type { Snapshot } from '../../../core/kernel/types';
import { mcEngine, type McState, type McView } from '../../../core/games/marvel-champions/engine';
import { CONTENT } from '../../../core/games/marvel-champions/content';
import {
  cardsById,
  choiceOptions,
  codeOfId,
  commandsByCard,
  commandsOf,
  facedownTrait,
  lastLog,
  needsAim,
  seatAreas,
  targetsOf,
  villainArea,
  windowTrigger,
  type Command,
} from '../../../renderer/src/games/marvel-champions/play/board-model';
import { CARD_SIZES, sizeIndex, stepSize } from '../../../renderer/src/games/marvel-champions/play/card-size';
import { FRAME_KEYS, keyIntent, SHORTCUTS } from '../../../renderer/src/games/marvel-champions/play/keys';
import type { GameAction } from '../../../renderer/src/games/boards';

/**
 * The board's logic on real engine states: the view sorted into the zones of the table (§3.1
 * setup: identity alter-ego side up, villain stage I, main scheme, encounter deck), the legal
 * actions grouped into commands (one button per action, targets chosen by clicking), the key
 * map (never the game frame's U, R, 1–9).
 */
type Snap = Snapshot<McState>;

function start(options: unknown = {}, seed = 'board'): Snap {
  const players = [
    { id: 'p1', seats: ['P1', 'P2', 'P3', 'P4'].slice(0, ((options as { heroes?: unknown[] }).heroes ?? [1]).length) },
  ];
  const g = newGame(mcEngine, { options, seed, players });
  if (!g.ok) throw new Error(JSON.stringify(g));
  return g.snapshot as Snap;
}

function legal(s: Snap, seat = 'P1'): GameAction[] {
  return mcEngine.legalActions(s.state, seat) as unknown as GameAction[];
}

function step(s: Snap, a: GameAction, seat = 'P1'): Snap {
  const r = act(mcEngine, s, { ...a, seat, stateVersion: s.index });
  if (!r.ok) throw new Error(JSON.stringify(r.rejection));
  return r.snapshot as Snap;
}

const view = (s: Snap, seat: string | null = 'P1') => mcEngine.view(s.state, seat) as McView;

/** Mulligan kept, hero form: the first player's turn with the villain as the only enemy. */
function heroTurn(seed = 'board'): Snap {
  let s = start({}, seed);
  s = step(s, { type: 'done' });
  return step(s, { type: 'flip' });
}

describe('zones (issue 5 play screen: every zone)', () => {
  it('§3.1: the identity alter-ego side up, villain stage I and the main scheme, decks counted', () => {
    const v = view(start());
    const [area] = seatAreas(v);
    expect(area.seat).toBe('P1');
    expect(area.heroCode).toBe('stw-h');
    expect(area.identity?.code).toBe('stw-a');
    expect(area.player.form).toBe('alter_ego');
    expect(area.first).toBe(true);
    expect(area.you).toBe(true);
    expect(area.player.hand?.length).toBe(6);
    expect(area.player.deckCount).toBeGreaterThan(20);
    const villain = villainArea(v);
    expect(villain.villain?.code).toBe('nul-v1');
    expect(villain.villain?.hp).toBe(12);
    expect(villain.main?.code).toBe('nul-m1');
    expect(villain.main?.target).toBe(7);
    expect(v.encDeckCount).toBeGreaterThan(10);
  });

  it('another seat sees hand counts, never the cards', () => {
    const s = start({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] });
    const v = view(s, 'P2');
    const areas = seatAreas(v);
    expect(areas.map((a) => a.seat)).toEqual(['P1', 'P2']);
    expect(areas[0].player.hand).toBeNull();
    expect(areas[0].player.handCount).toBe(6);
    expect(areas[1].you).toBe(true);
    expect(cardsById(v).has(view(s, 'P1').players.P1.hand![0].id)).toBe(false);
  });

  it('cards in play are sorted by type; attachments sit with their host', () => {
    const v = view(start());
    const id = v.players.P1.identity!.id;
    const fake: McView = {
      ...v,
      players: {
        P1: {
          ...v.players.P1,
          play: [
            { id: 'P1:bas-05:1', code: 'bas-05', type: 'ally', hp: 2 },
            { id: 'P1:bas-04:2', code: 'bas-04', type: 'support', uses: 2 },
            { id: 'P1:stw-2:3', code: 'stw-2', type: 'upgrade', uses: 3 },
            { id: 'e:x:4', code: 'x', type: 'attachment', on: id },
            { id: 'e:y:5', code: 'y', type: 'attachment', on: 'e:m:6' },
          ],
          engaged: [{ id: 'e:m:6', code: 'nul-01', type: 'minion', hp: 3 }],
        },
      },
    };
    const [a] = seatAreas(fake);
    expect(a.allies.map((c) => c.code)).toEqual(['bas-05']);
    expect(a.supports.map((c) => c.code)).toEqual(['bas-04']);
    expect(a.upgrades.map((c) => c.code)).toEqual(['stw-2']);
    expect(a.onIdentity.map((c) => c.code)).toEqual(['x']);
    expect(a.engaged).toHaveLength(1);
    expect(a.engaged[0].attachments.map((c) => c.code)).toEqual(['y']);
    expect(a.others).toEqual([]);
  });
});

describe('commands from the legal actions', () => {
  it('the mulligan: one discard per hand card and "done", each card its own command', () => {
    const s = start();
    const cmds = commandsOf(legal(s));
    const discards = cmds.filter((c) => c.kind === 'discard');
    expect(discards).toHaveLength(6);
    expect(new Set(discards.map((c) => c.card)).size).toBe(6);
    expect(cmds.find((c) => c.kind === 'done')?.choices).toHaveLength(1);
    // keep the engine's order: GameView's keys 1–9 choose by it
    expect(cmds.flatMap((c) => c.choices.map((x) => x.index))).toEqual(legal(s).map((_, i) => i));
  });

  it('§2.5 basic attack: one command, its targets chosen on the board; sits on the identity', () => {
    const s = heroTurn();
    const cmds = commandsOf(legal(s));
    const attack = cmds.find((c) => c.kind === 'basic' && c.power === 'attack')!;
    expect(attack.choices.map((c) => c.target)).toEqual([view(s).villain[0].id]);
    expect(needsAim(attack)).toBe(false);
    const byCard = commandsByCard(cmds, (seat) => (seat ? view(s).players[seat].identity!.id : null), 'P1');
    // the form was changed this turn (§1.4: once) and no scheme has threat: only the attack sits there
    expect(byCard.get(view(s).players.P1.identity!.id)?.map((c) => `${c.kind}:${c.power}`)).toEqual(['basic:attack']);
    // several targets: aim first, each target a choice
    const twoTargets: Command = {
      ...attack,
      choices: [
        ...attack.choices,
        { action: { type: 'basic', power: 'attack', target: 'e:m:1' }, index: 9, target: 'e:m:1' },
      ],
    };
    expect(needsAim(twoTargets)).toBe(true);
    expect([...targetsOf(twoTargets).keys()]).toEqual([view(s).villain[0].id, 'e:m:1']);
  });

  it('§2.6 paying: "pay" commands per resource card, and cancel', () => {
    let s = heroTurn();
    const play = legal(s).find((a) => a.type === 'play' && (CONTENT[codeOfId(String(a.card))].cost ?? 0) > 0);
    expect(play).toBeDefined();
    s = step(s, play!);
    expect(view(s).ask?.k).toBe('pay');
    const cmds = commandsOf(legal(s));
    expect(cmds.filter((c) => c.kind === 'pay').length).toBeGreaterThan(0);
    expect(cmds.some((c) => c.kind === 'cancelPay')).toBe(true);
    expect(view(s).playing.map((c) => c.id)).toEqual([play!.card]);
  });
});

describe('what a decision is about', () => {
  it('§2.7 a window names its trigger through the cards that answer it', () => {
    const cmds = commandsOf([{ type: 'play', card: 'P1:stw-4:9' }, { type: 'pass' }]);
    expect(windowTrigger(cmds, CONTENT, new Map())).toBe('enemyAttackedYou');
    expect(windowTrigger(commandsOf([{ type: 'use', card: 'P1:stw-h:0', ability: 0 }]), CONTENT, new Map())).toBe(
      'youThwarted',
    );
    expect(windowTrigger(commandsOf([{ type: 'pass' }]), CONTENT, new Map())).toBeNull();
  });

  it('an obligation\'s "choose one" options are read from the card', () => {
    expect(choiceOptions(CONTENT['stw-o'])).toHaveLength(2);
    expect(choiceOptions(CONTENT['bas-01'])).toBeNull();
    expect(choiceOptions(null)).toBeNull();
  });

  it('the attacker of a defend decision comes from the last attack line of the log', () => {
    const log = [
      { key: 'mc.log.enemyAttacks', params: { enemy: 'nul-v1', seat: 'P1' } },
      { key: 'mc.log.damage', params: {} },
      { key: 'mc.log.enemyAttacks', params: { enemy: 'nul-01', seat: 'P1' } },
    ];
    expect(lastLog(log, ['mc.log.enemyAttacks'])?.params.enemy).toBe('nul-01');
    expect(lastLog(log, ['mc.log.nothing'])).toBeNull();
  });
});

describe('keys', () => {
  const turn = commandsOf(legal(heroTurn()));
  const alterEgoTurn = commandsOf(legal(step(start(), { type: 'done' })));

  it('letters run the frequent actions: E end turn, F change form, A attack', () => {
    expect(keyIntent({ key: 'e' }, turn, false)).toMatchObject({ kind: 'command', command: { kind: 'endTurn' } });
    expect(keyIntent({ key: 'F' }, alterEgoTurn, false)).toMatchObject({ kind: 'command', command: { kind: 'flip' } });
    expect(keyIntent({ key: 'f' }, turn, false)).toBeNull(); // §1.4: already changed form this turn
    expect(keyIntent({ key: 'a' }, turn, false)).toMatchObject({
      kind: 'command',
      command: { kind: 'basic', power: 'attack' },
    });
    expect(keyIntent({ key: 'a' }, alterEgoTurn, false)).toBeNull(); // §2.5: attack only in hero form
    // nothing to do for P (no window) and with a modifier
    expect(keyIntent({ key: 'p' }, turn, false)).toBeNull();
    expect(keyIntent({ key: 'e', ctrlKey: true }, turn, false)).toBeNull();
  });

  it("never the game frame's keys: U, R (undo/redo), 1–9 (legal actions)", () => {
    for (const key of [...FRAME_KEYS, 'U', 'R']) expect(keyIntent({ key }, turn, false)).toBeNull();
    const letters = SHORTCUTS.map((s) => s.key.toLowerCase());
    expect(letters.filter((k) => FRAME_KEYS.includes(k) || k === 'z' || k === 'y')).toEqual([]);
    expect(new Set(letters).size).toBe(letters.length);
  });

  it('N declines to defend; Escape cancels aiming first, then a payment; ? and I', () => {
    const defend = commandsOf([
      { type: 'defend', card: 'P1:bas-05:1' },
      { type: 'defend', card: null },
    ]);
    expect(keyIntent({ key: 'n' }, defend, false)).toMatchObject({ command: { kind: 'defend', card: null } });
    const paying = commandsOf([{ type: 'pay', card: 'P1:bas-01:3' }, { type: 'cancelPay' }]);
    expect(keyIntent({ key: 'Escape' }, paying, true)).toEqual({ kind: 'cancel' });
    expect(keyIntent({ key: 'Escape' }, paying, false)).toMatchObject({ command: { kind: 'cancelPay' } });
    expect(keyIntent({ key: '?' }, turn, false)).toEqual({ kind: 'help' });
    expect(keyIntent({ key: 'i' }, turn, false)).toEqual({ kind: 'zoom' });
  });

  it('− and + (or =) change the card size, within the sizes; an unknown stored size is the default', () => {
    expect(keyIntent({ key: '-' }, turn, false)).toEqual({ kind: 'cardSize', step: -1 });
    expect(keyIntent({ key: '+' }, turn, false)).toEqual({ kind: 'cardSize', step: 1 });
    expect(keyIntent({ key: '=' }, turn, false)).toEqual({ kind: 'cardSize', step: 1 });
    expect(keyIntent({ key: '+', ctrlKey: true }, turn, false)).toBeNull(); // the browser's own zoom
    expect(stepSize(0, -1)).toBe(0);
    expect(stepSize(0, 1)).toBe(1);
    expect(stepSize(CARD_SIZES.length - 1, 1)).toBe(CARD_SIZES.length - 1);
    expect(CARD_SIZES[sizeIndex(undefined)]).toBe(1);
    expect(CARD_SIZES[sizeIndex(99)]).toBe(1);
    expect(CARD_SIZES[sizeIndex('2')]).toBe(1);
    expect(sizeIndex(3)).toBe(3);
  });
});

describe('a facedown card (a Drone made of a player card, issue 12 §6)', () => {
  it('the engine names it `facedown.<trait>`: the board names it by its trait, never by the card it is made of', () => {
    expect(facedownTrait('facedown.Drone')).toBe('Drone');
    expect(facedownTrait('facedown')).toBe('');
    expect(facedownTrait('01140')).toBeNull();
    expect(facedownTrait('nul-v1')).toBeNull();
  });
});
