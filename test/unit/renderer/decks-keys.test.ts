import { describe, expect, it } from 'vitest';
import type { CardSummary } from '../../../core/api/catalog';
import type { DeckStats } from '../../../core/api/decks';
import {
  aspectBars,
  costBars,
  resourceBars,
  typeBars,
} from '../../../renderer/src/games/marvel-champions/decks/charts';
import { foldForFilter } from '../../../renderer/src/games/marvel-champions/decks/filter';
import {
  cleanSlots,
  flatLines,
  groupDeck,
  searchQuery,
  swapIdentityCards,
  totalCopies,
} from '../../../renderer/src/games/marvel-champions/decks/grouping';
import {
  deckKeyAction,
  isTypingTarget,
  KEY_HELP,
  moveIndex,
} from '../../../renderer/src/games/marvel-champions/decks/keys';
import { createAppI18n } from '../../../renderer/src/i18n';
import { LOCALES } from '../../../core/api/types';

/** The deck builder's pure parts: the keyboard table, the grouped deck list, the search scope, charts. */

describe('deck builder keys', () => {
  it('adds with + = and Enter, removes with - Delete and Backspace in a list', () => {
    for (const key of ['+', '=', 'Enter']) expect(deckKeyAction({ key }, 'list'), key).toBe('add');
    for (const key of ['-', 'Delete', 'Backspace', '_']) expect(deckKeyAction({ key }, 'list'), key).toBe('remove');
  });

  it('moves with the arrows, Home and End; / goes to the search; Space and i show the card; ? the help', () => {
    expect(deckKeyAction({ key: 'ArrowDown' }, 'list')).toBe('next');
    expect(deckKeyAction({ key: 'ArrowUp' }, 'list')).toBe('prev');
    expect(deckKeyAction({ key: 'Home' }, 'list')).toBe('first');
    expect(deckKeyAction({ key: 'End' }, 'list')).toBe('last');
    expect(deckKeyAction({ key: '/' }, 'list')).toBe('search');
    expect(deckKeyAction({ key: 'Escape' }, 'list')).toBe('toSearch');
    expect(deckKeyAction({ key: ' ' }, 'list')).toBe('detail');
    expect(deckKeyAction({ key: 'i' }, 'list')).toBe('detail');
    expect(deckKeyAction({ key: '?' }, 'list')).toBe('help');
    expect(deckKeyAction({ key: 'x' }, 'list')).toBeNull();
  });

  it('leaves + - = / and letters to the text in the search field (- negates a search term)', () => {
    for (const key of ['+', '-', '=', '/', 'Delete', 'Backspace', 'Home', 'End', ' ', 'i', '?', 'Escape'])
      expect(deckKeyAction({ key }, 'search'), key).toBeNull();
    expect(deckKeyAction({ key: 'ArrowDown' }, 'search')).toBe('next');
    expect(deckKeyAction({ key: 'ArrowUp' }, 'search')).toBe('prev');
    expect(deckKeyAction({ key: 'Enter' }, 'search')).toBe('add');
  });

  it('never takes a shortcut with Ctrl, Cmd or Alt', () => {
    expect(deckKeyAction({ key: '+', ctrlKey: true }, 'list')).toBeNull();
    expect(deckKeyAction({ key: 'Enter', metaKey: true }, 'list')).toBeNull();
    expect(deckKeyAction({ key: '-', altKey: true }, 'list')).toBeNull();
  });

  it('moves within bounds and starts at the top', () => {
    expect(moveIndex(-1, 'next', 3)).toBe(0);
    expect(moveIndex(2, 'next', 3)).toBe(2);
    expect(moveIndex(0, 'prev', 3)).toBe(0);
    expect(moveIndex(1, 'last', 3)).toBe(2);
    expect(moveIndex(2, 'first', 3)).toBe(0);
    expect(moveIndex(0, 'next', 0)).toBe(-1);
  });

  it('knows when the user is typing', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'textarea' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'UL' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('documents every key the table acts on, in every language', () => {
    const documented = KEY_HELP.flatMap((k) => k.keys);
    for (const cap of ['/', '↑', '↓', '+', '=', 'Enter', '-', 'Delete', 'Esc', 'Ctrl+S', '?'])
      expect(documented).toContain(cap);
    for (const locale of LOCALES) {
      const { te } = createAppI18n(locale).global;
      for (const k of KEY_HELP) expect(te(`mc.decks.keys.${k.what}`, locale), `${locale} ${k.what}`).toBe(true);
    }
  });
});

const card = (
  code: string,
  name: string,
  typeCode: string,
  factionCode: string,
  cost: number | null = 1,
): CardSummary => ({
  code,
  name,
  subname: null,
  typeCode,
  typeName: typeCode,
  factionCode,
  factionName: factionCode,
  packCode: 'ember',
  packName: 'Ember Core',
  position: Number(code.slice(2, 5)),
  cost,
  traits: [],
  unique: false,
  printings: 1,
});

describe('the deck list grouped by type', () => {
  const cards = {
    '90003': card('90003', 'Hush Step', 'event', 'hero'),
    '90110': card('90110', 'Clean Sweep', 'event', 'justice'),
    '90114': card('90114', 'Gavel Strike', 'event', 'justice'),
    '90112': card('90112', 'Beat Cop', 'ally', 'justice', 3),
    '90150': card('90150', 'Energy Surge', 'resource', 'basic', null),
    '90117': card('90117', 'Stakeout', 'player_side_scheme', 'justice'),
  };

  it("puts the identity's own cards first, then ally, event, support, upgrade, resource, side scheme, other", () => {
    const sections = groupDeck(
      { '90150': 3, '90110': 2, '90003': 3, '90112': 1, '90117': 1, '99999': 2, '90114': 0 },
      cards,
      'en',
    );
    expect(sections.map((s) => s.key)).toEqual([
      'identity',
      'ally',
      'event',
      'resource',
      'player_side_scheme',
      'other',
    ]);
    expect(sections.map((s) => s.count)).toEqual([3, 1, 2, 3, 1, 2]);
    // zero counts are not lines; unknown codes are kept (by code) so they can be removed
    expect(flatLines(sections).map((l) => l.code)).toEqual(['90003', '90112', '90110', '90150', '90117', '99999']);
    expect(sections[0].lines[0].identityCard).toBe(true);
  });

  it('sorts by name in the UI language', () => {
    const more = {
      ...cards,
      a: card('90200', 'Ötzi', 'event', 'justice'),
      b: card('90201', 'Oak', 'event', 'justice'),
      c: card('90202', 'Pine', 'event', 'justice'),
    };
    const en = groupDeck({ a: 1, b: 1, c: 1 }, more, 'en')[0].lines.map((l) => l.card?.name);
    const de = groupDeck({ a: 1, b: 1, c: 1 }, more, 'de')[0].lines.map((l) => l.card?.name);
    expect(en).toEqual(['Oak', 'Ötzi', 'Pine']);
    expect(de).toEqual(['Oak', 'Ötzi', 'Pine']);
    const sv = groupDeck({ a: 1, b: 1, c: 1 }, more, 'sv')[0].lines.map((l) => l.card?.name);
    expect(sv).toEqual(['Oak', 'Pine', 'Ötzi']);
  });

  it('keeps search results legal-ish: player cards of the deck aspects and basic, identities apart (§4.1)', () => {
    expect(searchQuery(' cop ', ['justice'], 'deck')).toBe('cop is:player -is:hero -is:heroset a:justice|basic');
    expect(searchQuery('', ['aggression', 'justice'], 'deck')).toBe(
      'is:player -is:hero -is:heroset a:aggression|justice|basic',
    );
    expect(searchQuery('', [], 'deck')).toBe('is:player -is:hero -is:heroset a:basic');
    expect(searchQuery('t:ally', ['justice'], 'all')).toBe('t:ally is:player -is:hero -is:heroset');
    // an aspect code that is not a plain word cannot inject search syntax
    expect(searchQuery('', ['justice -x:y'], 'deck')).toBe('is:player -is:hero -is:heroset a:basic');
  });

  it("swaps the identity's own cards when the identity changes, keeping the rest", () => {
    const slots = { '90003': 3, '90002': 1, '90110': 3 };
    const next = swapIdentityCards(
      slots,
      [{ code: '90003' }, { code: '90002' }],
      [
        { code: '92002', quantity: 3 },
        { code: '92003', quantity: 2 },
      ],
    );
    expect(next).toEqual({ '90110': 3, '92002': 3, '92003': 2 });
    expect(swapIdentityCards({ '90110': 3 }, null, [{ code: '92002', quantity: 3 }])).toEqual({
      '90110': 3,
      '92002': 3,
    });
    expect(cleanSlots({ b: 2, a: 0, c: -1, d: 1 })).toEqual({ b: 2, d: 1 });
    expect(totalCopies({ a: 2, b: 3, c: 0 })).toBe(5);
  });

  it('filters case- and accent-insensitively (Turkish İ/ı, German ß)', () => {
    expect(foldForFilter('İLKAY Dağ')).toBe('ilkay dag');
    expect(foldForFilter('Straße')).toBe('strasse');
    expect(foldForFilter('Ősz  Kővári')).toBe('osz kovari');
  });
});

describe('deck charts', () => {
  const stats: DeckStats = {
    costCurve: { '0': 4, '1': 10, '2': 8, '3': 6, '7': 1, x: 2 },
    resources: { energy: 5, mental: 7, physical: 3, wild: 2 },
    types: { event: 20, ally: 8, resource: 9, upgrade: 3, obligation: 1 },
    aspects: { justice: 21, basic: 4, hero: 15 },
  };

  it('shows every cost from 0 up (gaps as 0), X last; numbers add up to the deck', () => {
    const bars = costBars(stats, 'X');
    expect(bars.map((b) => b.label)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', 'X']);
    expect(bars.map((b) => b.value)).toEqual([4, 10, 8, 6, 0, 0, 0, 1, 2]);
    expect(costBars({ ...stats, costCurve: {} }, 'X').map((b) => b.value)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('lists resources in printed order, types in deck-list order, aspects largest first', () => {
    expect(resourceBars(stats, (r) => r.toUpperCase()).map((b) => [b.label, b.value])).toEqual([
      ['ENERGY', 5],
      ['MENTAL', 7],
      ['PHYSICAL', 3],
      ['WILD', 2],
    ]);
    expect(typeBars(stats, (x) => x).map((b) => b.key)).toEqual(['ally', 'event', 'upgrade', 'resource', 'obligation']);
    expect(aspectBars(stats, (a) => a, {}).map((b) => [b.key, b.value])).toEqual([
      ['justice', 21],
      ['hero', 15],
      ['basic', 4],
    ]);
  });
});
