// One `HCard` per card instance from the options: index 0..1 are the two heroes, then each deck's
// cards expanded by their `count`.

import { heroesStarter, type HeroesStarterCard } from '../content';
import { parseHeroesAbility } from '../abilities';
import { heroesCardSchema, type HCard, type HeroesOptions } from './types';

type CardFacts = ReturnType<typeof heroesCardSchema.parse>;
type DeckOption = HeroesOptions['decks'][number];

const STARTER_CACHE = new Map<string, { hero: CardFacts; cards: CardFacts[] }>();

function fromStarter(c: HeroesStarterCard): CardFacts {
  const { names, ...rest } = c;
  return heroesCardSchema.parse({ ...rest, name: names.en });
}

/** A deck option's hero and cards in the shared card shape. */
export function deckCards(deck: DeckOption): { hero: CardFacts; cards: CardFacts[] } {
  if ('starter' in deck) {
    const cached = STARTER_CACHE.get(deck.starter);
    if (cached) return cached;
    const s = heroesStarter(deck.starter);
    if (!s) throw new Error(`unknown Heroes deck: ${deck.starter}`);
    const built = { hero: fromStarter(s.hero), cards: s.cards.map(fromStarter) };
    STARTER_CACHE.set(deck.starter, built);
    return built;
  }
  return { hero: deck.hero, cards: deck.cards };
}

function cardOf(f: CardFacts, owner: 0 | 1): HCard {
  return {
    key: f.id,
    name: f.name,
    owner,
    kind: f.kind,
    elements: f.elements,
    cost: f.kind === 'hero' ? 0 : f.cost,
    strike: f.strike ?? 0,
    life: f.life ?? 0,
    slot: f.kind === 'equipment' ? (f.slot ?? 'weapon') : null,
    abilities: f.abilities.map(parseHeroesAbility),
  };
}

export function buildCards(options: HeroesOptions): HCard[] {
  const decks = options.decks.map(deckCards);
  const out: HCard[] = [cardOf(decks[0].hero, 0), cardOf(decks[1].hero, 1)];
  for (const p of [0, 1] as const)
    for (const f of decks[p].cards) {
      const c = cardOf(f, p);
      for (let k = 0; k < f.count; k++) out.push(c);
    }
  return out;
}
