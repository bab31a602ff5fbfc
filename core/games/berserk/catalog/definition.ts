// The Berserk catalog as the platform's catalog service sees it (core/platform/catalog.ts). Card
// names stay as imported; types, elements and rarities travel as codes (the renderer names them);
// `stats` carries the printed numbers and whether abilities are filled in.
import type { CardDetail, CardSummary } from '../../../api/catalog';
import type { CatalogDefinition } from '../../../platform/catalog';
import { berserkIndex } from './index-cache';
import { BERSERK_GAME_ID, CARD_TYPES, ELEMENTS, RARITIES, type BerserkCard, type BerserkCatalog } from './model';
import { HEROES_KINDS, isHeroesCard, type HeroesCard } from './heroes';
import { importLists } from './parse';
import { HERO_BOXES, heroBoxName } from '../collection/products';
import { searchCards } from './search';

/** The English names the generic pages show where a game has no screens of its own; the renderer translates codes. */
const TYPE_NAMES: Record<string, string> = {
  creature: 'Creature',
  flyer: 'Flyer',
  artifact: 'Artifact',
  terrain: 'Terrain',
  equipment: 'Equipment',
  symbiote: 'Symbiote',
  companion: 'Companion',
  parasite: 'Parasite',
};
const ELEMENT_NAMES: Record<string, string> = {
  steppes: 'Steppes',
  forests: 'Forests',
  mountains: 'Mountains',
  swamps: 'Swamps',
  darkness: 'Darkness',
  neutral: 'Neutral',
  fire: 'Fire',
};

const KIND_NAMES: Record<string, string> = {
  hero: 'Hero',
  creature: 'Creature',
  equipment: 'Equipment',
  spell: 'Spell',
  event: 'Event',
};

/**
 * A Heroes card as a summary: `typeCode` is its kind, the traits say `line:heroes`, the rarity and
 * an equipment's `slot:<code>`; stats hold strike, life, Horde and the abilities filled in.
 */
function heroesSummary(catalog: BerserkCatalog, c: HeroesCard): CardSummary {
  const set = berserkIndex(catalog).setByCode.get(c.set);
  const stats: Record<string, number | boolean | null> = {
    strike: c.strike ?? null,
    life: c.life ?? null,
    horde: c.horde === true,
    abilities: c.abilities.length,
  };
  const elements = c.elements.length ? c.elements : ['neutral'];
  return {
    code: c.code,
    name: c.name,
    subname: null,
    typeCode: c.kind,
    typeName: KIND_NAMES[c.kind] ?? c.kind,
    factionCode: elements.join('+'),
    factionName: elements.map((e) => ELEMENT_NAMES[e] ?? e).join(' / '),
    packCode: c.set,
    packName: set?.name ?? c.set,
    position: Number.parseInt(c.number, 10) || 0,
    cost: c.cost,
    traits: ['line:heroes', `rarity:${c.rarity}`, ...(c.slot ? [`slot:${c.slot}`] : [])],
    unique: false,
    stats,
    printings: 1,
  };
}

/** Abilities as their names and parameters (no card text ships). */
const abilityLines = (abilities: BerserkCard['abilities']): string | null =>
  abilities.length
    ? abilities
        .map((a) =>
          a.params
            ? `${a.name} ${Object.entries(a.params)
                .map(([k, v]) => (k === 'x' ? String(v) : `${k}=${Array.isArray(v) ? v.join('|') : String(v)}`))
                .join(' ')}`
            : a.name,
        )
        .join('\n')
    : null;

function summary(catalog: BerserkCatalog, c: BerserkCard): CardSummary {
  const set = berserkIndex(catalog).setByCode.get(c.set);
  const stats: Record<string, number | boolean | null> = {
    elite: c.elite,
    life: c.life,
    moves: c.moves,
    abilities: c.abilities.length,
  };
  if (c.strike) [stats.weak, stats.medium, stats.strong] = c.strike;
  return {
    code: c.code,
    name: c.name,
    subname: null,
    typeCode: c.type,
    typeName: TYPE_NAMES[c.type] ?? c.type,
    factionCode: c.elements.join('+'),
    factionName: c.elements.map((e) => ELEMENT_NAMES[e] ?? e).join(' / '),
    packCode: c.set,
    packName: set?.name ?? c.set,
    position: c.number,
    cost: c.cost,
    // the rarity travels as a trait code (`rarity:<code>`), the renderer names it
    traits: [`rarity:${c.rarity}`],
    unique: c.unique,
    stats,
    printings: 1,
  };
}

export const berserkCatalogDefinition: CatalogDefinition<BerserkCatalog> = {
  game: BERSERK_GAME_ID,
  // No public download of card lists: the user imports their own (the button stays, failing cleanly).
  downloadUrl: 'https://example.invalid/berserk-cards.zip',
  sorts: ['release', 'name', 'cost', 'type'],
  cardLanguage: () => 'ru',
  fileExtensions: ['.json', '.csv'],
  parse: (files, _options, previous) => importLists(files, previous ?? null),
  isEmpty: (c) => c.cards.length === 0 && c.heroes.length === 0,
  store: (c) => ({
    parts: { sets: c.sets, products: c.products },
    records: [...c.cards, ...c.heroes].map((card) => ({ code: card.code, productCode: card.set, data: card })),
    translations: {},
  }),
  // Heroes records say `line: 'heroes'`; a catalog stored before them has classic records only
  load: (rows) => {
    if (!rows.parts.sets) return null;
    const all = rows.records as Array<BerserkCard | HeroesCard>;
    return {
      sets: rows.parts.sets as BerserkCatalog['sets'],
      products: (rows.parts.products ?? []) as BerserkCatalog['products'],
      cards: all.filter((r): r is BerserkCard => !isHeroesCard(r)),
      heroes: all.filter(isHeroesCard),
    };
  },
  status: (c) => ({
    counts: {
      cards: c.cards.length + c.heroes.length,
      heroes: c.heroes.length,
      sets: c.sets.length,
      products: c.products.length,
      withAbilities: [...c.cards, ...c.heroes].filter((x) => x.abilities.length > 0).length,
    },
    languages: [],
  }),
  search: (c, args) => searchCards(c, args.query, args.sort, args.lang),
  summary(c, code) {
    const idx = berserkIndex(c);
    const card = idx.byCode.get(code);
    if (card) return summary(c, card);
    const hero = idx.heroByCode.get(code);
    return hero ? heroesSummary(c, hero) : null;
  },
  card(c, code): CardDetail | null {
    const idx = berserkIndex(c);
    const hero = idx.heroByCode.get(code);
    if (hero) return heroesDetail(c, hero);
    const card = idx.byCode.get(code);
    if (!card) return null;
    const s = summary(c, card);
    return {
      ...s,
      setCode: card.set,
      setName: s.packName,
      quantity: 1,
      deckLimit: card.abilities.some((a) => a.name === 'horde') ? 5 : 3,
      permanent: false,
      illustrator: card.painter || null,
      faces: [
        {
          code: card.code,
          name: card.name,
          subname: null,
          typeCode: card.type,
          typeName: s.typeName,
          traits: s.traits,
          text: abilityLines(card.abilities),
          flavor: null,
          stats: { cost: card.cost, ...s.stats },
        },
      ],
      printingsList: [{ code, packCode: s.packCode, packName: s.packName, position: s.position, quantity: 1 }],
    };
  },
  facets: (c) => ({
    packs: c.sets.map((s) => ({
      code: s.code,
      name: s.name,
      position: s.order,
      typeCode: 'set',
      cards: berserkIndex(c).setCards.get(s.code)?.length ?? 0,
    })),
    lists: {
      sets: c.sets.map((s) => ({ code: s.code, name: s.name })),
      elements: ELEMENTS.map((e) => ({ code: e, name: ELEMENT_NAMES[e] })),
      types: CARD_TYPES.map((t) => ({ code: t, name: TYPE_NAMES[t] })),
      kinds: HEROES_KINDS.map((k) => ({ code: k, name: KIND_NAMES[k] })),
      lines: [
        { code: 'classic', name: 'Berserk' },
        { code: 'heroes', name: 'Berserk: Heroes' },
      ],
      rarities: RARITIES.map((r) => ({ code: r, name: r })),
      // the list's products, then the hero boxes not named by the list (collection/products.ts)
      products: [
        ...c.products.map((p) => ({ code: p.code, name: p.name, typeCode: p.kind })),
        ...HERO_BOXES.filter((b) => !c.products.some((p) => p.code === b.code)).map((b) => ({
          code: b.code,
          name: heroBoxName(b),
          typeCode: 'box',
        })),
      ],
    },
  }),
};

/** A Heroes card's details: its summary, the slot and Horde in the stats, abilities as names (no card text). */
function heroesDetail(catalog: BerserkCatalog, card: HeroesCard): CardDetail {
  const s = heroesSummary(catalog, card);
  return {
    ...s,
    setCode: card.set,
    setName: s.packName,
    quantity: 1,
    // §3.2: 3 per name, Horde excepted (no number stated for Heroes: RULINGS.md)
    deckLimit: card.horde ? null : card.kind === 'hero' ? 1 : 3,
    permanent: false,
    illustrator: card.painter || null,
    faces: [
      {
        code: card.code,
        name: card.name,
        subname: null,
        typeCode: card.kind,
        typeName: s.typeName,
        traits: s.traits,
        text: abilityLines(card.abilities),
        flavor: null,
        stats: { cost: card.cost, ...s.stats },
      },
    ],
    printingsList: [{ code: card.code, packCode: s.packCode, packName: s.packName, position: s.position, quantity: 1 }],
  };
}
