// The Berserk catalog as the platform's catalog service sees it (core/platform/catalog.ts). Card
// names stay as imported; types, elements and rarities travel as codes (the renderer names them);
// `stats` carries the printed numbers and whether abilities are filled in.
import type { CardDetail, CardSummary } from '../../../api/catalog';
import type { CatalogDefinition } from '../../../platform/catalog';
import { berserkIndex } from './index-cache';
import { BERSERK_GAME_ID, CARD_TYPES, ELEMENTS, RARITIES, type BerserkCard, type BerserkCatalog } from './model';
import { importLists } from './parse';
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
  isEmpty: (c) => c.cards.length === 0,
  store: (c) => ({
    parts: { sets: c.sets, products: c.products },
    records: c.cards.map((card) => ({ code: card.code, productCode: card.set, data: card })),
    translations: {},
  }),
  load: (rows) =>
    rows.parts.sets
      ? {
          sets: rows.parts.sets as BerserkCatalog['sets'],
          products: (rows.parts.products ?? []) as BerserkCatalog['products'],
          cards: rows.records as BerserkCard[],
        }
      : null,
  status: (c) => ({
    counts: {
      cards: c.cards.length,
      sets: c.sets.length,
      products: c.products.length,
      withAbilities: c.cards.filter((x) => x.abilities.length > 0).length,
    },
    languages: [],
  }),
  search: (c, args) => searchCards(c, args.query, args.sort, args.lang),
  summary(c, code) {
    const card = berserkIndex(c).byCode.get(code);
    return card ? summary(c, card) : null;
  },
  card(c, code): CardDetail | null {
    const card = berserkIndex(c).byCode.get(code);
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
          // abilities as their names and parameters (no card text ships)
          text: card.abilities.length
            ? card.abilities
                .map((a) =>
                  a.params
                    ? `${a.name} ${Object.entries(a.params)
                        .map(([k, v]) => (k === 'x' ? String(v) : `${k}=${Array.isArray(v) ? v.join('|') : String(v)}`))
                        .join(' ')}`
                    : a.name,
                )
                .join('\n')
            : null,
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
      rarities: RARITIES.map((r) => ({ code: r, name: r })),
      products: c.products.map((p) => ({ code: p.code, name: p.name, typeCode: p.kind })),
    },
  }),
};
