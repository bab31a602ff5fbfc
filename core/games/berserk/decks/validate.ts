// The one Berserk validator (Build 3, digest §3.1): decks by format (size, copies per name, Horde,
// banned names, legal sets) and squads at recruitment (15 cards, 15 crystals of flyers, one
// terrain, uniqueness, "can't be taken with", gold and silver with the element penalty and the
// mono-element bonus). Problems are codes with params; the shared ones (`deck.*`) have generic
// messages, Berserk's own (`berserk.deck.*`, `berserk.squad.*`) are in locales/berserk.
import type { DeckProblemInfo } from '../../../api/decks';
import { berserkIndex, nameKey } from '../catalog/index-cache';
import { hasAbility, isFlyer, isTerrain, type BerserkCard, type BerserkCatalog } from '../catalog/model';
import { DECK_FORMATS, DEFAULT_FORMAT, SQUAD_LIMITS, type DeckFormat, type SquadLimits } from './formats';

export interface DeckVerdict {
  problems: DeckProblemInfo[];
  size: number;
  format: string;
}

type Slots = Readonly<Record<string, number>>;

/** Known cards of the slots with their counts (bad quantities and unknown codes reported). */
function readSlots(catalog: BerserkCatalog, slots: Slots, problems: DeckProblemInfo[]): Array<[BerserkCard, number]> {
  const idx = berserkIndex(catalog);
  const out: Array<[BerserkCard, number]> = [];
  for (const [code, n] of Object.entries(slots)) {
    if (!Number.isInteger(n) || n < 0) {
      problems.push({ code: 'deck.badQuantity', params: { code, quantity: n } });
      continue;
    }
    if (n === 0) continue;
    const card = idx.byCode.get(code);
    if (!card) problems.push({ code: 'deck.unknownCard', params: { code } });
    else out.push([card, n]);
  }
  return out;
}

/** Cards grouped by name (identity for copies and uniqueness, §2.1). */
function byName(cards: Array<[BerserkCard, number]>): Map<string, Array<[BerserkCard, number]>> {
  const out = new Map<string, Array<[BerserkCard, number]>>();
  for (const entry of cards) {
    const k = nameKey(entry[0].name);
    const list = out.get(k);
    if (list) list.push(entry);
    else out.set(k, [entry]);
  }
  return out;
}

/** Rule 100.3: deck size, copies per name (Horde 5), the format's banned names and legal sets. */
export function validateDeck(
  catalog: BerserkCatalog,
  slots: Slots,
  formatId: string = DEFAULT_FORMAT,
  formats: Readonly<Record<string, DeckFormat>> = DECK_FORMATS,
): DeckVerdict {
  const problems: DeckProblemInfo[] = [];
  const format = formats[formatId];
  if (!format) {
    problems.push({ code: 'deck.unknownAspect', params: { aspect: formatId } });
    return { problems, size: 0, format: formatId };
  }
  const cards = readSlots(catalog, slots, problems);
  const size = cards.reduce((n, [, q]) => n + q, 0);
  if (size < format.min) problems.push({ code: 'deck.tooFewCards', params: { count: size, min: format.min } });
  if (size > format.max) problems.push({ code: 'deck.tooManyCards', params: { count: size, max: format.max } });
  const banned = new Set(format.banned.map(nameKey));
  for (const group of byName(cards).values()) {
    const count = group.reduce((n, [, q]) => n + q, 0);
    const first = group[0][0];
    const horde = group.some(([c]) => hasAbility(c, 'horde'));
    const max = horde ? format.hordeCopies : format.copies;
    if (max !== null && count > max)
      problems.push({
        code: 'deck.tooManyCopies',
        params: { name: first.name, subname: null, codes: group.map(([c]) => c.code), count, max },
      });
    if (banned.has(nameKey(first.name)))
      problems.push({ code: 'berserk.deck.banned', params: { name: first.name, code: first.code, format: format.id } });
  }
  if (format.legalSets)
    for (const [c] of cards)
      if (!format.legalSets.includes(c.set))
        problems.push({
          code: 'berserk.deck.setNotLegal',
          params: { name: c.name, code: c.code, set: c.set, format: format.id },
        });
  return { problems, size, format: format.id };
}

export interface SquadSummary {
  cards: number;
  flyerCrystals: number;
  terrains: number;
  /** Elements in the squad, neutral left out (rule 304). */
  elements: string[];
  /** Gold after the element penalty or bonus. */
  gold: number;
  silver: number;
  goldSpent: number;
  silverSpent: number;
}

/**
 * Rule 304 and §3.1's squad limits, for a recruited Set (one copy per slot count). Gold pays elite
 * cards only; ordinary cards are paid with silver first, then gold (the cheapest way, L2006). For
 * each element beyond two, 1 gold is lost; a Set of exactly one element gains 1 gold.
 */
export function validateSquad(
  catalog: BerserkCatalog,
  slots: Slots,
  limits: SquadLimits = SQUAD_LIMITS.first,
): { problems: DeckProblemInfo[]; summary: SquadSummary } {
  const problems: DeckProblemInfo[] = [];
  const cards = readSlots(catalog, slots, problems);
  const count = cards.reduce((n, [, q]) => n + q, 0);
  if (count > limits.maxCards)
    problems.push({ code: 'berserk.squad.tooManyCards', params: { count, max: limits.maxCards } });
  const flyerCrystals = cards.filter(([c]) => isFlyer(c)).reduce((n, [c, q]) => n + c.cost * q, 0);
  if (flyerCrystals > limits.maxFlyerCrystals)
    problems.push({
      code: 'berserk.squad.flyerCrystals',
      params: { count: flyerCrystals, max: limits.maxFlyerCrystals },
    });
  const terrains = cards.filter(([c]) => isTerrain(c)).reduce((n, [, q]) => n + q, 0);
  if (terrains > limits.maxTerrains)
    problems.push({ code: 'berserk.squad.terrains', params: { count: terrains, max: limits.maxTerrains } });
  const groups = byName(cards);
  for (const group of groups.values()) {
    const n = group.reduce((s, [, q]) => s + q, 0);
    if (n > 1 && group.some(([c]) => c.unique || hasAbility(c, 'uniqueness')))
      problems.push({ code: 'berserk.squad.unique', params: { name: group[0][0].name, count: n } });
  }
  for (const [c] of cards)
    for (const a of c.abilities)
      if (a.name === 'notWith' && Array.isArray(a.params?.names))
        for (const other of a.params.names as string[])
          if (groups.has(nameKey(other)) && nameKey(other) !== nameKey(c.name))
            problems.push({ code: 'berserk.squad.notWith', params: { name: c.name, code: c.code, other } });

  const elements = [...new Set(cards.flatMap(([c]) => c.elements))].filter((e) => e !== 'neutral').sort();
  let gold = limits.gold;
  if (elements.length > limits.freeElements) gold -= elements.length - limits.freeElements;
  if (elements.length === 1) gold += 1;
  const eliteCost = cards.filter(([c]) => c.elite).reduce((n, [c, q]) => n + c.cost * q, 0);
  const ordinaryCost = cards.filter(([c]) => !c.elite).reduce((n, [c, q]) => n + c.cost * q, 0);
  const silverSpent = Math.min(limits.silver, ordinaryCost);
  const goldSpent = eliteCost + (ordinaryCost - silverSpent);
  if (eliteCost > gold)
    problems.push({
      code: 'berserk.squad.eliteGold',
      params: { count: eliteCost, max: gold, elements: elements.length },
    });
  else if (goldSpent > gold)
    problems.push({
      code: 'berserk.squad.crystals',
      params: { count: eliteCost + ordinaryCost, max: gold + limits.silver, elements: elements.length },
    });
  return {
    problems,
    summary: { cards: count, flyerCrystals, terrains, elements, gold, silver: limits.silver, goldSpent, silverSpent },
  };
}
