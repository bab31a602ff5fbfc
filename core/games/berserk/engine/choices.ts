// Triggers and second steps that wait for their controller's choice (§5.15): what each may name and
// how it resolves. The queue (`state.choices`) is filled by resolve.ts and by the abilities in
// module.ts; the oldest choice is the pending decision (after a fight or a resolution by hand).

import { absRow, cellAt, COLS, neighbours } from './board';
import { patch, w, type Draft } from './draft';
import { enter, heal, plainWounds, reveal, thirstVictims } from './resolve';
import {
  addressOf,
  canRageOpen,
  chipPayer,
  inPlay,
  isAttachmentType,
  isCreatureType,
  returnable,
  seatOf,
} from './rules';
import type { BerserkState, Choice, ChoiceKind } from './types';

type S = BerserkState | Draft;

/** Choices the controller may decline (`pass`): the "may" of Dexterity, Thirst and Summon (§5.15). */
export const OPTIONAL: ReadonlySet<ChoiceKind> = new Set<ChoiceKind>(['dexterity', 'thirst', 'summon', 'rage']);

/** Main cards in play, public order (cells, then the Extra Zone). */
function mainCards(s: S): number[] {
  const out: number[] = [];
  for (const t of s.grid) if (t >= 0) out.push(t);
  return out.concat(s.extra);
}

/**
 * What a choice may name, as `choose` targets; `null` when the trigger has nothing left to act on
 * (its card left play, no cell or creature to name) and is dropped.
 */
export function choiceOptions(s: S, c: Choice): string[] | null {
  const u = s.units[c.card];
  const p = s.cards[c.card].owner;
  switch (c.kind) {
    case 'giftOfLife': {
      // A creature of the dead card's element in its owner's squad (neutral to neutral; ruling R24).
      const el = s.cards[c.card].elements;
      const out = mainCards(s).filter((t) => {
        const d = s.cards[t];
        if (d.owner !== p || s.units[t].hidden || !isCreatureType(d) || isAttachmentType(d)) return false;
        return el.length === 0 ? d.elements.length === 0 : d.elements.some((e) => el.includes(e));
      });
      return out.length ? out.map((t) => addressOf(s, t)) : null;
    }
    case 'dexterity': {
      if (!inPlay(u) || u.z !== 'field' || u.host >= 0 || u.dodged) return null;
      const out = neighbours(u.cell).filter((n) => s.grid[n] < 0);
      return out.length ? out.map((n) => `c${n}`) : null;
    }
    case 'thirst': {
      const out = inPlay(u) ? thirstVictims(s, c.card) : [];
      return out.length ? out.map((t) => addressOf(s, t)) : null;
    }
    case 'redistribution': {
      // The healed wounds dealt again, one at a time, to enemy creatures (ruling R26; a hidden card may be one).
      const out = mainCards(s).filter(
        (t) => s.cards[t].owner !== p && (s.units[t].hidden || isCreatureType(s.cards[t])),
      );
      return out.length ? out.map((t) => addressOf(s, t)) : null;
    }
    case 'resurrection': {
      const out = returnable(s, s.graves[p]);
      return out.length && s.grid[c.cell] < 0 ? out.map((k) => `g${k}`) : null;
    }
    case 'summon':
      // The player searches the deck: creature cards by id (the deck's order stays hidden).
      return s.grid[c.cell] < 0 ? returnable(s, s.decks[p]).map((k) => `d${k}`) : null;
    case 'rage':
      return canRageOpen(s, c.card) ? [addressOf(s, c.card)] : null;
    case 'incarnation': {
      if (u.z !== 'grave') return null;
      const r = absRow(p, 3);
      const out: string[] = [];
      for (let col = 0; col < COLS; col++) if (s.grid[cellAt(col, r)] < 0) out.push(`c${cellAt(col, r)}`);
      return out.length ? out : null;
    }
  }
}

/** Drops choices with nothing to act on (a Thirst card with no victim left stays closed). */
export function settleChoices(d: Draft): void {
  while (d.choices.length > 0 && choiceOptions(d, d.choices[0]) === null) d.choices = d.choices.slice(1);
}

function openCard(d: Draft, i: number, cause: string): void {
  patch(d, i, { closed: false, moved: 0, acted: false });
  d.events.push({ type: 'opens', seat: seatOf(d.cards[i].owner), card: d.cards[i].key, cause });
}

/** The card a `choose` target names (a graveyard or deck card by id, else a cell's main card or a flyer). */
function named(d: Draft, target: string): number {
  const n = Number(target.slice(1));
  if (target[0] === 'g' || target[0] === 'd' || target[0] === 'x') return n;
  return d.grid[n];
}

/** Resolves the oldest choice with `target`, or declines it (`null`, optional choices only). */
export function resolveChoice(d: Draft, target: string | null): void {
  const c = d.choices[0];
  d.choices = d.choices.slice(1);
  const seat = seatOf(d.cards[c.card].owner);
  const key = d.cards[c.card].key;
  if (target === null) {
    d.events.push({ type: 'declined', seat, card: key, ability: c.kind });
    if (c.kind === 'thirst') d.events.push({ type: 'staysClosed', seat, card: key, cause: 'thirst' });
    if (c.kind === 'summon') shuffleDeck(d, d.cards[c.card].owner);
    return;
  }
  const cell = target[0] === 'c' ? Number(target.slice(1)) : -1;
  switch (c.kind) {
    case 'giftOfLife': {
      const t = named(d, target);
      patch(d, t, { extra: d.units[t].extra + c.x });
      d.events.push({ type: 'extraLife', seat, card: d.cards[t].key, amount: c.x, cause: 'giftOfLife' });
      break;
    }
    case 'dexterity': {
      const from = d.units[c.card].cell;
      const grid = w(d, 'grid');
      grid[from] = -1;
      grid[cell] = c.card;
      patch(d, c.card, { cell, dodged: true });
      d.events.push({ type: 'move', seat, card: key, from, to: cell, how: 'dexterity' });
      break;
    }
    case 'thirst': {
      // Having drunk, the creature opens (seed: it does not open at the start of the turn unless it wounded).
      const t = named(d, target);
      reveal(d, t);
      plainWounds(d, t, c.x, 'thirst');
      openCard(d, c.card, 'thirst');
      break;
    }
    case 'redistribution': {
      const t = named(d, target);
      reveal(d, t);
      plainWounds(d, t, 1, 'redistribution');
      if (c.x > 1) d.choices = [{ ...c, x: c.x - 1 }, ...d.choices];
      break;
    }
    case 'resurrection':
      enter(d, named(d, target), c.cell, 'resurrection');
      break;
    case 'incarnation':
      enter(d, c.card, cell, 'incarnation');
      break;
    case 'rage':
      rageOpen(d, c.card);
      break;
    case 'summon':
      enter(d, named(d, target), c.cell, 'summon');
      shuffleDeck(d, d.cards[c.card].owner);
      break;
  }
}

/**
 * Rage's opening (§5.15): a chip, its own or with Meditation another card's, opens the closed card;
 * on its controller's turn it regains its movement and may act again (ruling R29).
 */
export function rageOpen(d: Draft, i: number): void {
  const payer = chipPayer(d, i);
  patch(d, payer, { chips: d.units[payer].chips - 1 });
  patch(d, i, { closed: false, acted: false, moved: 0 });
  d.events.push({
    type: 'opens',
    seat: seatOf(d.cards[i].owner),
    card: d.cards[i].key,
    cause: payer === i ? 'rage' : 'meditation',
  });
}

/** The deck is shuffled after every manipulation (rule 206): Summon's search. */
function shuffleDeck(d: Draft, p: 0 | 1): void {
  d.decks[p] = d.rng.shuffle(d.decks[p]);
}

/** Redistribution X (§5.15): heals the target, then its owner deals as many wounds as were healed. */
export function redistribute(d: Draft, source: number, t: number, x: number): void {
  const before = d.units[t].wounds;
  heal(d, t, x, 'redistribution');
  const healed = before - d.units[t].wounds;
  if (healed > 0) d.choices = [...d.choices, { kind: 'redistribution', card: source, x: healed, cell: -1 }];
}
