/**
 * Per-catalog lookup tables, built once per catalog object and cached (a catalog is treated as
 * immutable once parsed). Deck validation, deck formats and search all start here.
 */
import { foldText, titleKey } from './fold';
import {
  DEFAULT_ASPECTS,
  NON_ASPECT_FACTIONS,
  type McCard,
  type McCatalog,
  type McIdentity,
  type McPack,
  type McSet,
} from './model';

export interface CatalogIndex {
  catalog: McCatalog;
  byCode: ReadonlyMap<string, McCard>;
  packByCode: ReadonlyMap<string, McPack>;
  setByCode: ReadonlyMap<string, McSet>;
  /** Aspect faction codes: primary factions other than basic (aggression, justice, leadership, protection, pool). */
  aspects: ReadonlySet<string>;
  /** Any code → the original card's code (reprint stubs resolved). */
  originalOf(code: string): string | null;
  /**
   * Any code → the code a deck counts it as: the original, and for the back face of a
   * double-sided card its front.
   */
  canonicalOf(code: string): string | null;
  /** Original code → every printing (original first, then reprints in release order). */
  printings: ReadonlyMap<string, readonly string[]>;
  /** Identity main code → identity. */
  identities: ReadonlyMap<string, McIdentity>;
  /** Any hero/alter-ego face code (canonical) → its identity's main code. */
  identityOfFace: ReadonlyMap<string, string>;
  /** Hero set code → identity main code. */
  identityOfSet: ReadonlyMap<string, string>;
  /** Lower-cased OCTGN GUID → printing code (front faces preferred). */
  byOctgnId: ReadonlyMap<string, string>;
  /** Folded English name → canonical codes (distinct originals). */
  byName: ReadonlyMap<string, readonly string[]>;
  /** Folded name in any translation → canonical codes. */
  byLocalName: ReadonlyMap<string, readonly string[]>;
  /** Title key (name + subtitle) of a canonical code. */
  titleOf(code: string): string;
}

const cache = new WeakMap<McCatalog, CatalogIndex>();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

function buildIdentities(catalog: McCatalog, byCode: Map<string, McCard>, setByCode: Map<string, McSet>) {
  const identities = new Map<string, McIdentity>();
  const identityOfFace = new Map<string, string>();
  const identityOfSet = new Map<string, string>();
  const originals = catalog.cards.filter((c) => !c.duplicateOf);
  const bySet = new Map<string, McCard[]>();
  for (const c of originals) if (c.setCode) push(bySet, c.setCode, c);

  const heroSets = new Set<string>();
  for (const c of originals) {
    if ((c.typeCode === 'hero' || c.typeCode === 'alter_ego') && c.setCode && c.setTypeCode !== 'hero_special')
      heroSets.add(c.setCode);
  }
  const specialsOf = new Map<string, string[]>();
  for (const s of catalog.sets)
    if (s.setTypeCode === 'hero_special' && s.parentCode) push(specialsOf, s.parentCode, s.code);

  for (const setCode of [...heroSets].sort()) {
    const members = bySet.get(setCode) ?? [];
    const faces = members.filter((c) => c.typeCode === 'hero' || c.typeCode === 'alter_ego');
    const heroFaces = faces.filter((c) => c.typeCode === 'hero').sort((a, b) => (a.code < b.code ? -1 : 1));
    const main =
      heroFaces.find((c) => !c.hidden && c.face === 'front') ?? heroFaces.find((c) => !c.hidden) ?? heroFaces[0];
    if (!main) continue;
    const linked = main.linkedCode ? byCode.get(main.linkedCode) : undefined;
    const alterEgo = linked?.typeCode === 'alter_ego' ? linked : faces.find((c) => c.typeCode === 'alter_ego');
    const required: McIdentity['requiredCards'] = [];
    const obligations: string[] = [];
    for (const c of members) {
      if (c.typeCode === 'hero' || c.typeCode === 'alter_ego') continue;
      if (c.typeCode === 'obligation' || c.factionCode === 'encounter') {
        if (c.typeCode === 'obligation') obligations.push(c.code);
        continue;
      }
      if (c.face === 'back' || c.hidden) continue;
      required.push({ code: c.code, quantity: c.quantity, permanent: c.permanent });
    }
    const specialSetCodes = (specialsOf.get(setCode) ?? []).slice().sort();
    const specialCards: McIdentity['specialCards'] = [];
    for (const s of specialSetCodes)
      for (const c of bySet.get(s) ?? [])
        if (c.face === 'front' && !c.hidden) specialCards.push({ code: c.code, quantity: c.quantity });
    const withRules = [main, ...faces].find((c) => c.deckOptions || c.deckRequirements);
    const identity: McIdentity = {
      code: main.code,
      setCode,
      heroName: main.name,
      alterEgoName: alterEgo?.name ?? null,
      alterEgoCode: alterEgo?.code ?? null,
      faceCodes: faces.map((c) => c.code).sort(),
      requiredCards: required,
      specialSetCodes,
      specialCards,
      obligationCodes: obligations,
      nemesisSetCode: setByCode.has(`${setCode}_nemesis`) ? `${setCode}_nemesis` : null,
      deckOptions: withRules?.deckOptions ?? [],
      deckRequirements: withRules?.deckRequirements ?? [],
    };
    identities.set(main.code, identity);
    identityOfSet.set(setCode, main.code);
    for (const f of faces) identityOfFace.set(f.code, main.code);
  }
  return { identities, identityOfFace, identityOfSet };
}

/** The lookup tables of a catalog (built on first use, then cached). */
export function catalogIndex(catalog: McCatalog): CatalogIndex {
  const hit = cache.get(catalog);
  if (hit) return hit;

  const byCode = new Map<string, McCard>();
  for (const c of catalog.cards) byCode.set(c.code, c);
  const packByCode = new Map(catalog.packs.map((p) => [p.code, p]));
  const setByCode = new Map(catalog.sets.map((s) => [s.code, s]));

  const primary = catalog.factions
    .filter((f) => f.isPrimary && !(NON_ASPECT_FACTIONS as readonly string[]).includes(f.code))
    .map((f) => f.code);
  const aspects = new Set<string>(catalog.factions.length ? primary : DEFAULT_ASPECTS);

  const originalOf = (code: string): string | null => {
    const c = byCode.get(code);
    if (!c) return null;
    return c.duplicateOf ?? c.code;
  };
  const canonical = new Map<string, string>();
  for (const c of catalog.cards) {
    const orig = byCode.get(c.duplicateOf ?? c.code) ?? c;
    let target = orig.code;
    if (orig.face === 'back' && orig.linkedCode) {
      const front = byCode.get(orig.linkedCode);
      if (front && front.face === 'front') target = front.code;
    }
    canonical.set(c.code, target);
  }
  const canonicalOf = (code: string): string | null => canonical.get(code) ?? null;

  const packPos = (code: string): number => packByCode.get(byCode.get(code)?.packCode ?? '')?.position ?? 0;
  const printingLists = new Map<string, string[]>();
  for (const c of catalog.cards) push(printingLists, c.duplicateOf ?? c.code, c.code);
  for (const [orig, list] of printingLists) {
    list.sort((a, b) => (a === orig ? -1 : b === orig ? 1 : packPos(a) - packPos(b) || (a < b ? -1 : 1)));
  }

  const { identities, identityOfFace, identityOfSet } = buildIdentities(catalog, byCode, setByCode);

  const byOctgnId = new Map<string, string>();
  const octgnCandidates = [...catalog.cards].sort(
    (a, b) => Number(a.face === 'back' || a.hidden) - Number(b.face === 'back' || b.hidden),
  );
  for (const c of octgnCandidates) {
    if (!c.octgnId) continue;
    for (const part of c.octgnId.split(':')) {
      const id = part.trim().toLowerCase();
      if (id && !byOctgnId.has(id)) byOctgnId.set(id, c.code);
    }
  }

  const byName = new Map<string, string[]>();
  const byLocalName = new Map<string, string[]>();
  for (const c of catalog.cards) {
    if (c.duplicateOf) continue;
    const canon = canonical.get(c.code) ?? c.code;
    push(byName, foldText(c.name), canon);
  }
  for (const tr of Object.values(catalog.translations)) {
    for (const [code, t] of Object.entries(tr.cards)) {
      const canon = canonical.get(code);
      if (t.name && canon) push(byLocalName, foldText(t.name), canon);
    }
  }

  const titles = new Map<string, string>();
  const titleOf = (code: string): string => {
    let t = titles.get(code);
    if (t === undefined) {
      const c = byCode.get(code);
      t = c ? titleKey(c.name, c.subname) : `\u0000${code}`;
      titles.set(code, t);
    }
    return t;
  };

  const index: CatalogIndex = {
    catalog,
    byCode,
    packByCode,
    setByCode,
    aspects,
    originalOf,
    canonicalOf,
    printings: printingLists,
    identities,
    identityOfFace,
    identityOfSet,
    byOctgnId,
    byName,
    byLocalName,
    titleOf,
  };
  cache.set(catalog, index);
  return index;
}

/** Every identity of the catalog, in code order. */
export function listIdentities(catalog: McCatalog): McIdentity[] {
  return [...catalogIndex(catalog).identities.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
}

/** The identity a code belongs to (any face or printing of it), or null. */
export function identityOf(catalog: McCatalog, code: string): McIdentity | null {
  const idx = catalogIndex(catalog);
  const canon = idx.canonicalOf(code);
  const main = canon ? (idx.identityOfFace.get(canon) ?? idx.identityOfFace.get(code)) : undefined;
  return main ? (idx.identities.get(main) ?? null) : null;
}
