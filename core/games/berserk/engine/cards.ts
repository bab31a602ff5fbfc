// Card definitions of a game from its options: starter squads by id or inline card facts, one
// `CardDef` per card instance (a card with `count: 2` gives two instances).

import { parseAbility, type Ability, type AbilityName } from '../abilities';
import { starterSquad } from '../content';
import { cardFactsSchema, ELEMENTS, type BerserkOptions, type CardDef, type Element, type SquadInput } from './types';

/** Element names the card lists use (the 2023 list's Russian names, our ids, English). */
const ELEMENT_ALIASES: Readonly<Record<string, Element>> = {
  Степи: 'steppes',
  Леса: 'forests',
  Горы: 'mountains',
  Болота: 'swamps',
  Тьма: 'darkness',
  Нейтральная: 'neutral',
  ...Object.fromEntries(ELEMENTS.map((e) => [e, e])),
};

export function normalizeElements(names: readonly string[]): Element[] {
  const out: Element[] = [];
  for (const n of names) {
    const e = ELEMENT_ALIASES[n] ?? ELEMENT_ALIASES[n.toLowerCase()];
    if (e && e !== 'neutral' && !out.includes(e)) out.push(e);
  }
  return out;
}

/** The inline card list of a squad (a starter squad's cards in the same shape). */
type CardFacts = ReturnType<typeof cardFactsSchema.parse>;
const STARTER_CARDS = new Map<string, CardFacts[]>();

export function squadCards(squad: SquadInput): CardFacts[] {
  if ('starter' in squad) {
    const cached = STARTER_CARDS.get(squad.starter);
    if (cached) return cached;
    const s = starterSquad(squad.starter);
    if (!s) throw new Error(`unknown starter squad: ${squad.starter}`);
    const cards = s.cards.map(({ names, ...c }) => cardFactsSchema.parse({ ...c, name: names.en, names }));
    STARTER_CARDS.set(squad.starter, cards);
    return cards;
  }
  return squad.cards.map((c) => cardFactsSchema.parse(c));
}

const STARTER_DEFS = new Map<string, CardDef[]>();

export function buildCards(options: BerserkOptions): CardDef[] {
  const cards: CardDef[] = [];
  options.squads.forEach((squad, owner) => {
    const cacheKey = 'starter' in squad ? `${squad.starter}/${owner}` : null;
    const cached = cacheKey ? STARTER_DEFS.get(cacheKey) : undefined;
    if (cached) {
      cards.push(...cached);
      return;
    }
    const start = cards.length;
    for (const f of squadCards(squad)) {
      const abilities = f.abilities.map((ref) => {
        const r = parseAbility(ref);
        return 'ability' in r ? r.ability : null;
      });
      const def: CardDef = {
        key: f.id,
        name: f.name,
        owner: owner as 0 | 1,
        price: f.price,
        elite: f.elite,
        unique: f.unique || abilities.some((a) => a?.name === 'uniqueness'),
        elements: normalizeElements(f.elements),
        type: f.type === 'creature' && abilities.some((a) => a?.name === 'flight') ? 'flyer' : f.type,
        health: f.health ?? 0,
        moves: f.moves ?? (f.type === 'creature' ? 1 : 0),
        hit: f.hit ? [f.hit.weak, f.hit.normal, f.hit.hard] : null,
        classes: f.classes,
        equipmentClass: f.equipmentClass ?? (f.type === 'equipment' ? 'weapon' : null),
        abilities,
        refs: f.abilities,
      };
      for (let k = 0; k < f.count; k++) cards.push(def);
    }
    if (cacheKey) STARTER_DEFS.set(cacheKey, cards.slice(start));
  });
  return cards;
}

/** The abilities of `def` with this name (parsed). */
export function abilitiesNamed<N extends AbilityName>(def: CardDef, name: N): Extract<Ability, { name: N }>[] {
  return def.abilities.filter((a): a is Extract<Ability, { name: N }> => a !== null && a.name === name);
}
