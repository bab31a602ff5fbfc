// The one Berserk validator (Build 3, digest §3.1; Heroes decks §3.2 at the end): decks by format (size, copies per name, Horde,
// banned names, legal sets) and squads at recruitment (15 cards, 15 crystals of flyers, one
// terrain, uniqueness, "can't be taken with", gold and silver with the element penalty and the
// mono-element bonus). Problems are codes with params; the shared ones (`deck.*`) have generic
// messages, Berserk's own (`berserk.deck.*`, `berserk.squad.*`) are in locales/berserk.
import type { DeckProblemInfo } from '../../../api/decks';
import { berserkIndex, nameKey } from '../catalog/index-cache';
import { hasAbility, isFlyer, isTerrain, type BerserkCard, type BerserkCatalog } from '../catalog/model';
import type { HeroesCard } from '../catalog/heroes';
import {
  DECK_FORMATS,
  DEFAULT_FORMAT,
  HEROES_FORMATS,
  SQUAD_LIMITS,
  heroesLegalSets,
  type DeckFormat,
  type HeroesFormat,
  type SquadLimits,
} from './formats';

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
    const heroes = card ? undefined : idx.heroByCode.get(code);
    // a Heroes card has no place in a classic deck or squad (the lines are played apart)
    if (heroes) problems.push({ code: 'berserk.deck.heroesCard', params: { name: heroes.name, code, count: n } });
    else if (!card) problems.push({ code: 'deck.unknownCard', params: { code } });
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

export interface HeroesVerdict extends DeckVerdict {
  /** The deck's hero (the first when there are several), or null. */
  hero: HeroesCard | null;
}

/**
 * §3.2 for a Heroes deck: one hero and at least 40 other cards (format settings), the element
 * lock (cards of the hero's element or neutral; a multi-element card when one element matches),
 * 3 per name with the Horde exception, banned names and the set rotation (§7.2). Classic cards
 * have no place in it. `size` counts the cards other than the hero.
 */
export function validateHeroesDeck(
  catalog: BerserkCatalog,
  slots: Slots,
  formatId: string = 'heroes',
  formats: Readonly<Record<string, HeroesFormat>> = HEROES_FORMATS,
): HeroesVerdict {
  const problems: DeckProblemInfo[] = [];
  const format = formats[formatId];
  if (!format) {
    problems.push({ code: 'deck.unknownAspect', params: { aspect: formatId } });
    return { problems, size: 0, format: formatId, hero: null };
  }
  const idx = berserkIndex(catalog);
  const cards: Array<[HeroesCard, number]> = [];
  for (const [code, n] of Object.entries(slots)) {
    if (!Number.isInteger(n) || n < 0) {
      problems.push({ code: 'deck.badQuantity', params: { code, quantity: n } });
      continue;
    }
    if (n === 0) continue;
    const hero = idx.heroByCode.get(code);
    const classic = idx.byCode.get(code);
    if (hero) cards.push([hero, n]);
    else if (classic)
      problems.push({ code: 'berserk.heroes.classicCard', params: { name: classic.name, code, count: n } });
    else problems.push({ code: 'deck.unknownCard', params: { code } });
  }
  // §3.2: one hero
  const heroes = cards.filter(([c]) => c.kind === 'hero');
  const heroCount = heroes.reduce((s, [, q]) => s + q, 0);
  if (heroCount < format.heroes) problems.push({ code: 'berserk.heroes.noHero', params: { count: heroCount } });
  else if (heroCount > format.heroes)
    problems.push({
      code: 'berserk.heroes.tooManyHeroes',
      params: { count: heroCount, max: format.heroes, names: heroes.map(([c]) => c.name) },
    });
  const hero = heroes[0]?.[0] ?? null;
  // §3.2: at least 40 other cards
  const others = cards.filter(([c]) => c.kind !== 'hero');
  const size = others.reduce((s, [, q]) => s + q, 0);
  if (size < format.minOthers)
    problems.push({ code: 'deck.tooFewCards', params: { count: size, min: format.minOthers } });
  if (format.maxOthers !== null && size > format.maxOthers)
    problems.push({ code: 'deck.tooManyCards', params: { count: size, max: format.maxOthers } });
  // §3.2 element lock: the one hero's element(s); neutral cards always fit
  if (heroCount === 1 && hero)
    for (const [c] of others)
      if (!elementFits(hero, c))
        problems.push({
          code: 'berserk.heroes.element',
          params: { name: c.name, code: c.code, elements: c.elements, hero: hero.name, heroElements: hero.elements },
        });
  // §3.2: at most 3 per name, Horde excepted
  const banned = new Set(format.banned.map(nameKey));
  const groups = new Map<string, Array<[HeroesCard, number]>>();
  for (const entry of others) {
    const k = nameKey(entry[0].name);
    groups.set(k, [...(groups.get(k) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const count = group.reduce((n, [, q]) => n + q, 0);
    const first = group[0][0];
    const max = group.some(([c]) => c.horde) ? format.hordeCopies : format.copies;
    if (max !== null && count > max)
      problems.push({
        code: 'deck.tooManyCopies',
        params: { name: first.name, subname: null, codes: group.map(([c]) => c.code), count, max },
      });
  }
  for (const [c] of cards)
    if (banned.has(nameKey(c.name)))
      problems.push({ code: 'berserk.deck.banned', params: { name: c.name, code: c.code, format: format.id } });
  // §7.2: sets that have left official play
  if (format.rotation) {
    const legal = new Set(heroesLegalSets(catalog.sets));
    for (const [c] of cards)
      if (!legal.has(c.set))
        problems.push({
          code: 'berserk.deck.setNotLegal',
          params: { name: c.name, code: c.code, set: c.set, format: format.id },
        });
  }
  return { problems, size, format: format.id, hero };
}

/** §3.2: a card fits a hero when it is neutral or shares one of the hero's elements. */
export const elementFits = (hero: Pick<HeroesCard, 'elements'>, card: Pick<HeroesCard, 'elements'>): boolean =>
  card.elements.length === 0 || card.elements.some((e) => hero.elements.includes(e));
