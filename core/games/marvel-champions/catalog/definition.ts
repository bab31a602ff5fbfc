import type { CardDetail, CardSummary, CatalogFacets, IdentityInfo } from '../../../api/catalog';
import type { CatalogDefinition, LoadedCatalogRows } from '../../../platform/catalog';
import { MC_RESOURCES, MC_SEARCH_SORTS, type McIdentityRules, type McSearchSort } from './api';
import { traitKey } from './fold';
import { catalogIndex, listIdentities } from './lookup';
import { MC_GAME_ID, type McCard, type McCatalog, type McTranslation } from './model';
import { parseMarvelCdb } from './parse';
import { searchCards } from './search';
import { catalogLanguages, localizeCard, localizedName } from './translate';

/** Default address of "Download the latest card data" (the MarvelCDB data repository as a zip). */
export const DEFAULT_MC_DOWNLOAD_URL = 'https://github.com/zzorba/marvelsdb-json-data/archive/refs/heads/master.zip';

/** UI language → card language of the data set (MarvelCDB has German, not Turkish or Hungarian). */
export function mcCardLanguage(uiLang: string): string {
  return uiLang === 'de' ? 'de' : 'en';
}

/** The catalog minus its cards and translations: stored as the part `meta`. */
type McMeta = Omit<McCatalog, 'cards' | 'translations'>;

/** Resource icons as the data set names them (`resource_energy`, …), only those the card has. */
function resourceStats(resources: McCard['resources']): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of MC_RESOURCES) if (resources[r]) out[`resource_${r}`] = resources[r];
  return out;
}

function summary(c: McCatalog, card: McCard, lang: string): CardSummary {
  const idx = catalogIndex(c);
  const l = localizeCard(c, idx.byCode.get(idx.originalOf(card.code) ?? card.code) ?? card, lang);
  return {
    code: card.code,
    name: l.name,
    subname: l.subname,
    typeCode: l.typeCode,
    typeName: localizedName(c, 'types', l.typeCode, lang),
    factionCode: l.factionCode,
    factionName: localizedName(c, 'factions', l.factionCode, lang),
    packCode: card.packCode,
    packName: localizedName(c, 'packs', card.packCode, lang),
    position: card.position,
    cost: l.cost,
    traits: l.traits,
    unique: l.unique,
    stats: { ...l.stats, ...resourceStats(l.resources) } as Record<string, number | boolean | null>,
    printings: idx.printings.get(idx.originalOf(card.code) ?? card.code)?.length ?? 1,
  };
}

function cardDetail(c: McCatalog, code: string, lang: string): CardDetail | null {
  const idx = catalogIndex(c);
  const card = idx.byCode.get(code);
  if (!card) return null;
  const orig = (x: string): McCard => idx.byCode.get(idx.originalOf(x) ?? x) ?? idx.byCode.get(x)!;
  const original = orig(code);
  const front = card.face === 'back' && card.linkedCode ? (idx.byCode.get(card.linkedCode) ?? card) : original;
  const faces = [
    front,
    ...(front.linkedCode ? [idx.byCode.get(front.linkedCode)].filter((x): x is McCard => !!x) : []),
  ].map((f) => {
    const l = localizeCard(c, orig(f.code), lang);
    return {
      code: f.code,
      name: l.name,
      subname: l.subname,
      typeCode: l.typeCode,
      typeName: localizedName(c, 'types', l.typeCode, lang),
      traits: l.traits,
      text: l.text,
      flavor: l.flavor,
      stats: { ...l.stats } as Record<string, number | boolean | null>,
    };
  });
  const printings = (idx.printings.get(original.code) ?? [original.code])
    .map((pc) => idx.byCode.get(pc)!)
    .map((p) => ({
      code: p.code,
      packCode: p.packCode,
      packName: localizedName(c, 'packs', p.packCode, lang),
      position: p.position,
      quantity: p.quantity,
    }));
  const l = localizeCard(c, original, lang);
  return {
    ...summary(c, front, lang),
    setCode: l.setCode,
    setName: l.setCode ? localizedName(c, 'sets', l.setCode, lang) : null,
    quantity: card.quantity,
    deckLimit: l.deckLimit,
    permanent: l.permanent,
    illustrator: l.illustrator,
    faces,
    printingsList: printings,
  };
}

/** Every identity a deck can be built for, in the catalog's release order, names in the card language. */
function identities(c: McCatalog, lang: string): IdentityInfo[] {
  const idx = catalogIndex(c);
  const order = new Map(c.cards.map((card, i) => [card.code, i]));
  const nameOf = (code: string): string => {
    const card = idx.byCode.get(code);
    return card ? localizeCard(c, card, lang).name : code;
  };
  return listIdentities(c)
    .map((id): IdentityInfo => {
      const main = idx.byCode.get(id.code)!;
      const aspects = id.deckRequirements.find((r) => typeof r.aspects === 'number')?.aspects;
      const rules: McIdentityRules = { aspects: aspects ?? 1, deckOptions: id.deckOptions.length > 0 };
      return {
        code: id.code,
        name: nameOf(id.code),
        subname: id.alterEgoCode ? nameOf(id.alterEgoCode) : id.alterEgoName,
        packCode: main.packCode,
        packName: localizedName(c, 'packs', main.packCode, lang),
        setCode: id.setCode,
        requiredCards: id.requiredCards.map((r) => ({ code: r.code, name: nameOf(r.code), quantity: r.quantity })),
        rules: { ...rules },
      };
    })
    .sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0));
}

/**
 * What filter pickers list: packs in release order with their number of distinct cards (back
 * faces not counted, reprints counted in the reprinting pack), sets, factions and types in the
 * data set's order, and every trait once (by its search key) in the card language, sorted in the
 * UI language.
 */
function facets(c: McCatalog, uiLang: string): CatalogFacets {
  const lang = mcCardLanguage(uiLang);
  const perPack = new Map<string, number>();
  const traits = new Map<string, string>();
  for (const card of c.cards) {
    if (card.face !== 'back') perPack.set(card.packCode, (perPack.get(card.packCode) ?? 0) + 1);
    if (card.duplicateOf) continue;
    for (const t of localizeCard(c, card, lang).traits) {
      const key = traitKey(t);
      if (key && !traits.has(key)) traits.set(key, t);
    }
  }
  const collator = new Intl.Collator(uiLang, { sensitivity: 'base', numeric: true });
  return {
    packs: [...c.packs]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        code: p.code,
        name: localizedName(c, 'packs', p.code, lang),
        position: p.position,
        typeCode: p.packTypeCode,
        cards: perPack.get(p.code) ?? 0,
      })),
    lists: {
      sets: c.sets.map((s) => ({
        code: s.code,
        name: localizedName(c, 'sets', s.code, lang),
        typeCode: s.setTypeCode,
      })),
      factions: c.factions.map((f) => ({
        code: f.code,
        name: localizedName(c, 'factions', f.code, lang),
        primary: f.isPrimary,
      })),
      types: c.types.map((t) => ({ code: t.code, name: localizedName(c, 'types', t.code, lang) })),
      traits: [...traits.values()].sort((a, b) => collator.compare(a, b)).map((t) => ({ code: t, name: t })),
    },
  };
}

// Sorting a large result by name is the cost of a search once the core search is done: the
// collator per UI language and the localized names per catalog object and card language are kept
// (a re-import makes a new catalog object, so its names are built again).
const collators = new Map<string, Intl.Collator>();
const localizedNames = new WeakMap<McCatalog, Map<string, Map<string, string>>>();

function collatorFor(uiLang: string): Intl.Collator {
  let collator = collators.get(uiLang);
  if (!collator) {
    collator = new Intl.Collator(uiLang, { sensitivity: 'base', numeric: true });
    collators.set(uiLang, collator);
  }
  return collator;
}

function namesFor(c: McCatalog, lang: string): Map<string, string> {
  let perLang = localizedNames.get(c);
  if (!perLang) {
    perLang = new Map();
    localizedNames.set(c, perLang);
  }
  let names = perLang.get(lang);
  if (!names) {
    names = new Map();
    perLang.set(lang, names);
  }
  return names;
}

/** Release order is the catalog's; other sorts use the UI language's collation (Turkish i, Hungarian digraphs). */
function sorted(c: McCatalog, codes: string[], sort: McSearchSort, uiLang: string): string[] {
  if (sort === 'release') return codes;
  const idx = catalogIndex(c);
  const lang = mcCardLanguage(uiLang);
  const collator = collatorFor(uiLang);
  const names = namesFor(c, lang);
  const nameOf = (code: string): string => {
    let n = names.get(code);
    if (n === undefined) {
      n = localizeCard(c, idx.byCode.get(code)!, lang).name;
      names.set(code, n);
    }
    return n;
  };
  const byName = (a: string, b: string) => collator.compare(nameOf(a), nameOf(b));
  const card = (code: string) => idx.byCode.get(code)!;
  const key: Record<Exclude<McSearchSort, 'release'>, (a: string, b: string) => number> = {
    name: byName,
    cost: (a, b) => (card(a).cost ?? 99) - (card(b).cost ?? 99) || byName(a, b),
    type: (a, b) => collator.compare(card(a).typeCode, card(b).typeCode) || byName(a, b),
    aspect: (a, b) => collator.compare(card(a).factionCode, card(b).factionCode) || byName(a, b),
  };
  return [...codes].sort(key[sort]);
}

function load(rows: LoadedCatalogRows): McCatalog | null {
  const meta = rows.parts.meta as McMeta | undefined;
  if (!meta) return null;
  return {
    ...meta,
    cards: rows.records as McCard[],
    translations: rows.translations as Record<string, McTranslation>,
  };
}

/** The Marvel Champions catalog (MarvelCDB data set) for the generic catalog service. */
export const mcCatalogDefinition: CatalogDefinition<McCatalog> = {
  game: MC_GAME_ID,
  downloadUrl: DEFAULT_MC_DOWNLOAD_URL,
  sorts: MC_SEARCH_SORTS,
  cardLanguage: mcCardLanguage,
  parse(files, options) {
    const catalog = parseMarvelCdb(files, options);
    return { catalog, report: { skipped: catalog.report.skipped, warnings: catalog.report.warnings } };
  },
  isEmpty: (c) => c.cards.length === 0 || c.packs.length === 0,
  store(catalog) {
    const { cards, translations, ...meta } = catalog;
    return {
      parts: { meta },
      records: cards.map((card) => ({ code: card.code, productCode: card.packCode, data: card })),
      translations,
    };
  },
  load,
  status: (c) => ({
    counts: {
      packs: c.packs.length,
      sets: c.sets.length,
      cards: c.report.counts.originals,
      reprints: c.report.counts.reprints,
    },
    languages: catalogLanguages(c).filter((l) => l !== 'en'),
  }),
  search(c, args) {
    const result = searchCards(c, args.query, { lang: mcCardLanguage(args.lang) });
    return {
      codes: sorted(c, result.codes, args.sort as McSearchSort, args.lang),
      problems: result.problems.map((p) => ({
        code: p.code,
        params: { ...(p as { params?: Record<string, unknown> }).params },
      })),
    };
  },
  summary(c, code, uiLang) {
    const card = catalogIndex(c).byCode.get(code);
    return card ? summary(c, card, mcCardLanguage(uiLang)) : null;
  },
  card: (c, code, uiLang) => cardDetail(c, code, mcCardLanguage(uiLang)),
  facets,
  identities: (c, uiLang) => identities(c, mcCardLanguage(uiLang)),
};
