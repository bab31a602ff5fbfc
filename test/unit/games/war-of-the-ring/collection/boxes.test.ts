/**
 * War of the Ring's boxes in the collection (core/games/war-of-the-ring/collection/boxes.ts, issue 15 §4)
 * against the rules digest §1.1 (box inventory), §1.2 (figures), §1.3 (counters) and the game's own data:
 * figures by nation and type from data/nations.ts, event decks from data/events.ts and data/limits.ts,
 * character figures and cards from data/characters.ts, dice from data/dice.ts, Hunt tiles from data/hunt.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  WOTR_BASE,
  WOTR_BOXES,
  WOTR_EXPANSIONS,
  WOTR_KINGS,
  WOTR_LORDS,
  WOTR_WARRIORS,
} from '../../../../../core/games/war-of-the-ring/collection/boxes';
import type { BoxDefinition } from '../../../../../core/platform/collection';
import { CHARACTERS } from '../../../../../core/games/war-of-the-ring/data/characters';
import { ACTION_DICE, COMBAT_DICE_IN_BOX, ELVEN_RINGS } from '../../../../../core/games/war-of-the-ring/data/dice';
import { EVENT_CARDS } from '../../../../../core/games/war-of-the-ring/data/events';
import { SPECIAL_HUNT_TILES, STANDARD_HUNT_TILES } from '../../../../../core/games/war-of-the-ring/data/hunt';
import { CARDS_PER_DECK } from '../../../../../core/games/war-of-the-ring/data/limits';
import { NATIONS, SIDE_FIGURE_TOTALS } from '../../../../../core/games/war-of-the-ring/data/nations';
import { warOfTheRing } from '../../../../../core/games/war-of-the-ring/definition';

const count = (key: string): number => {
  const c = WOTR_BASE.components.find((x) => x.key === key);
  if (!c) throw new Error(`no component ${key}`);
  return c.count;
};
const sum = (keys: readonly string[]) => keys.reduce((n, k) => n + count(k), 0);
const figureKeys = WOTR_BASE.components
  .filter((c) => c.groupKey.startsWith('wotr.terms.nations.') || c.groupKey === 'wotr.collection.groups.characters')
  .map((c) => c.key);

describe('the base box (rules digest §1.1–1.3)', () => {
  it('§1.2: figures by nation and type are the counts of data/nations.ts, under the nation heading', () => {
    for (const n of NATIONS) {
      const kinds = ['regular', 'elite', 'leader', 'nazgul'] as const;
      for (const kind of kinds) {
        const c = WOTR_BASE.components.find((x) => x.key === `${n.id}-${kind}`);
        expect(c?.count ?? 0, `${n.id} ${kind}`).toBe(n.figures[kind]);
        if (c) expect(c.groupKey).toBe(`wotr.terms.nations.${n.id}`);
      }
    }
  });

  it('§1.2: 205 figures — 90 Shadow units, 75 Free Peoples units, 20 Leaders, 8 Nazgûl, 8 Fellowship, 3 Minions, Gollum', () => {
    const units = (side: 'fp' | 'shadow') =>
      NATIONS.filter((n) => n.side === side).reduce((t, n) => t + count(`${n.id}-regular`) + count(`${n.id}-elite`), 0);
    expect(units('shadow')).toBe(SIDE_FIGURE_TOTALS.shadow.units);
    expect(units('fp')).toBe(SIDE_FIGURE_TOTALS.fp.units);
    expect(sum(NATIONS.filter((n) => n.side === 'fp').map((n) => `${n.id}-leader`))).toBe(
      SIDE_FIGURE_TOTALS.fp.leaders,
    );
    expect(count('sauron-nazgul')).toBe(8);
    expect(sum(['ring-bearers', 'gandalf', 'strider', 'boromir', 'legolas', 'gimli', 'merry', 'pippin'])).toBe(8);
    expect(sum(['saruman', 'witch-king', 'mouth-of-sauron'])).toBe(3);
    expect(count('gollum')).toBe(1);
    expect(sum(figureKeys)).toBe(205);
  });

  it('§1.2: a figure for each character of data/characters.ts (Strider/Aragorn and the two Gandalfs share one)', () => {
    const shared: Record<string, string> = {
      aragorn: 'strider',
      'gandalf-grey': 'gandalf',
      'gandalf-white': 'gandalf',
    };
    for (const ch of CHARACTERS) expect(figureKeys, ch.id).toContain(shared[ch.id] ?? ch.id);
  });

  it('§1.1: four Event decks of 24 (data/events.ts), and the character cards', () => {
    for (const side of ['fp', 'shadow'] as const)
      for (const deck of ['character', 'strategy'] as const) {
        const cards = EVENT_CARDS.filter((c) => c.side === side && c.deck === deck).length;
        expect(cards, `${side} ${deck}`).toBe(CARDS_PER_DECK);
        expect(count(`cards-${side}-${deck}`)).toBe(cards);
      }
    const fpCards = CHARACTERS.filter((c) => c.kind === 'companion' || c.kind === 'fp-entering').length;
    // the source counts 10 Companion cards and names 9 (digest §1.1): at least every FP character of the data
    expect(count('cards-companions')).toBe(10);
    expect(count('cards-companions')).toBeGreaterThanOrEqual(fpCards);
    expect(count('cards-minions')).toBe(CHARACTERS.filter((c) => c.kind === 'minion').length);
    expect(count('cards-gollum')).toBe(CHARACTERS.filter((c) => c.kind === 'gollum').length);
  });

  it("§1.1, §4.1: action dice are each side's most (data/dice.ts), 5 combat dice", () => {
    expect(count('dice-fp')).toBe(ACTION_DICE.fp.max);
    expect(count('dice-shadow')).toBe(ACTION_DICE.shadow.max);
    expect(count('dice-combat')).toBe(COMBAT_DICE_IN_BOX);
  });

  it('§1.3: 24 Hunt tiles (data/hunt.ts) and 76 counters in all, Elven Rings and political counters from the data', () => {
    expect(count('tiles-standard')).toBe(STANDARD_HUNT_TILES.length);
    expect(count('tiles-special-fp')).toBe(SPECIAL_HUNT_TILES.filter((t) => t.kind === 'fp-special').length);
    expect(count('tiles-special-shadow')).toBe(SPECIAL_HUNT_TILES.filter((t) => t.kind === 'shadow-special').length);
    expect(count('elven-rings')).toBe(ELVEN_RINGS);
    expect(count('political-counters')).toBe(NATIONS.length);
    const counters = WOTR_BASE.components.filter(
      (c) => c.groupKey === 'wotr.collection.groups.counters' || c.groupKey === 'wotr.collection.groups.tiles',
    );
    expect(counters.reduce((n, c) => n + c.count, 0)).toBe(76);
  });

  it('every base count is confirmed by the digest; only the rulebook, player aids and multiplayer tokens are off the table', () => {
    expect(WOTR_BASE.components.filter((c) => c.unconfirmed)).toEqual([]);
    expect(WOTR_BASE.components.filter((c) => c.offTable).map((c) => c.key)).toEqual([
      'leading-player-tokens',
      'rulebook',
      'player-aids',
    ]);
  });
});

describe("the expansions: the publisher's box lists (boxes.ts names the source of each)", () => {
  /** Pieces of a box by heading (figures with characters: the lists count plastic figures in one number). */
  const byGroup = (box: BoxDefinition) => {
    const out: Record<string, number> = {};
    for (const c of box.components) {
      const g = c.groupKey.split('.').pop()!;
      const group = g === 'characters' ? 'figures' : g;
      out[group] = (out[group] ?? 0) + c.count;
    }
    return out;
  };

  it('Lords of Middle-earth: 8 figures (Elrond, Galadriel and the Balrog among them), 28 cards, 5 dice, 11 counters, the rules', () => {
    expect(byGroup(WOTR_LORDS)).toEqual({ figures: 8, cards: 28, dice: 5, counters: 11, paper: 1 });
    for (const key of ['elrond', 'galadriel', 'balrog'])
      expect(WOTR_LORDS.components.find((c) => c.key === key)?.count).toBe(1);
  });

  it('Warriors of Middle-earth: 48 figures, eight for each of three factions a side; 2 dice, 62 cards, 6 reference cards, 2 sheets, the rules', () => {
    expect(byGroup(WOTR_WARRIORS)).toEqual({ figures: 48, dice: 2, cards: 62, paper: 9 });
    const count = (key: string) => WOTR_WARRIORS.components.find((c) => c.key === key)?.count;
    expect([count('faction-figures-fp'), count('faction-figures-shadow')]).toEqual([3 * 8, 3 * 8]);
    expect([count('warriors-reference-cards'), count('warriors-reference-sheets')]).toEqual([6, 2]);
  });

  it('Kings of Middle-earth: 13 figures, 13 character and 19 event cards, 2 dice, 5 rings and 14 counters, the board, 2 sheets, the rules', () => {
    expect(byGroup(WOTR_KINGS)).toEqual({ figures: 13, cards: 32, dice: 2, counters: 19, paper: 4 });
    const count = (key: string) => WOTR_KINGS.components.find((c) => c.key === key)?.count;
    expect([count('cards-kings-characters'), count('cards-kings-other'), count('kings-rings')]).toEqual([13, 19, 5]);
  });

  it('no count is unconfirmed now; lines of earlier lists are retired with their names, never listed again', () => {
    for (const box of [WOTR_LORDS, WOTR_WARRIORS, WOTR_KINGS]) {
      expect(box.components.filter((c) => c.unconfirmed || c.count === 0)).toEqual([]);
      for (const r of box.retired ?? []) {
        expect(box.components.some((c) => c.key === r.key)).toBe(false);
        expect(r.nameKey).toBe(`wotr.collection.parts.${r.key}`);
      }
    }
    expect(WOTR_LORDS.retired?.map((r) => r.key)).toEqual(['cards-lords-characters', 'cards-lords-other']);
    expect(WOTR_WARRIORS.retired?.map((r) => r.key)).toEqual(['faction-counters']);
  });
});

describe('the box list', () => {
  it('the base game and the three expansions, with stable unique keys and message keys', () => {
    expect(WOTR_BOXES.map((b) => b.code)).toEqual(['base', ...WOTR_EXPANSIONS]);
    for (const b of WOTR_BOXES) {
      const keys = b.components.map((c) => c.key);
      expect(new Set(keys).size, b.code).toBe(keys.length);
      for (const c of b.components) {
        expect(c.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(c.nameKey).toBe(`wotr.collection.parts.${c.key}`);
        expect(c.count).toBeGreaterThanOrEqual(0);
        // a count of 0 means "not known": it must say so
        if (c.count === 0) expect(c.unconfirmed, `${b.code} ${c.key}`).toBe(true);
      }
      expect(b.nameKey).toBe(`wotr.collection.boxes.${b.code}`);
    }
  });

  it('is what the game definition registers (components products, no card rules)', () => {
    expect(warOfTheRing.collection).toEqual({ productKinds: ['components'], boxes: WOTR_BOXES });
  });
});
