/**
 * Name → card resolution for the text formats: `Name`, `Name:Subtitle`, `Name (Pack)`, English
 * names first, then translated names. Ambiguity is resolved by pack, subtitle, the identity's own
 * set and player-card preference, and reported when a guess remains.
 */
import { foldCompact, foldText } from '../../catalog/fold';
import { catalogIndex, type CatalogIndex } from '../../catalog/lookup';
import type { McCatalog, McIdentity } from '../../catalog/model';
import { deckRules, type CardKind } from '../rules-index';

export interface NameSpec {
  name: string;
  subname: string | null;
  /** Pack code when a trailing "(…)" named a pack. */
  pack: string | null;
}

const packCache = new WeakMap<McCatalog, Map<string, string>>();

/** Folded-compact pack name or code (English and translations) → pack code. */
function packLookup(catalog: McCatalog): Map<string, string> {
  let m = packCache.get(catalog);
  if (m) return m;
  m = new Map();
  for (const p of catalog.packs) {
    m.set(foldCompact(p.code), p.code);
    m.set(foldCompact(p.name), p.code);
  }
  for (const tr of Object.values(catalog.translations)) {
    for (const [code, name] of Object.entries(tr.packs)) if (!m.has(foldCompact(name))) m.set(foldCompact(name), code);
  }
  packCache.set(catalog, m);
  return m;
}

/** Finds a pack by name or code (folded). */
export function findPack(catalog: McCatalog, text: string): string | null {
  return packLookup(catalog).get(foldCompact(text)) ?? null;
}

/** Splits "Name:Subtitle (Pack)" into its parts; the parenthesis counts only if it names a pack. */
export function parseNameSpec(catalog: McCatalog, text: string): NameSpec {
  let rest = text.trim();
  let pack: string | null = null;
  const m = /^(.*\S)\s*\(([^()]*)\)\s*$/.exec(rest);
  if (m) {
    const p = findPack(catalog, m[2]);
    if (p) {
      pack = p;
      rest = m[1].trim();
    }
  }
  const idx = catalogIndex(catalog);
  if (!idx.byName.has(foldText(rest)) && !idx.byLocalName.has(foldText(rest))) {
    const colon = rest.lastIndexOf(':');
    if (colon > 0) return { name: rest.slice(0, colon).trim(), subname: rest.slice(colon + 1).trim() || null, pack };
    // "Name (Subtitle)" as some tools write allies
    const sub = /^(.*\S)\s*\(([^()]*)\)$/.exec(rest);
    if (sub && (idx.byName.has(foldText(sub[1])) || idx.byLocalName.has(foldText(sub[1]))))
      return { name: sub[1].trim(), subname: sub[2].trim(), pack };
  }
  return { name: rest, subname: null, pack };
}

const KIND_RANK: Record<CardKind, number> = {
  heroSet: 1,
  aspect: 2,
  basic: 2,
  heroSpecial: 3,
  identity: 4,
  campaign: 5,
  other: 6,
  encounter: 7,
  obligation: 7,
  nemesis: 7,
};

export interface Resolved {
  /** The code to put in the deck: the printing in the named pack, else the card's canonical code. */
  code: string;
  canonical: string;
  /** Other canonical codes that matched as well (ambiguity). */
  alternatives: string[];
}

function candidatesFor(idx: CatalogIndex, name: string): readonly string[] {
  const f = foldText(name);
  return idx.byName.get(f) ?? idx.byLocalName.get(f) ?? [];
}

/**
 * Resolves a parsed name spec to a card; cards of `identitySets` (the deck's identity) are
 * preferred, and identity faces first when `identityFirst` (an OCTGN Hero section).
 */
export function resolveName(
  catalog: McCatalog,
  spec: NameSpec,
  identitySets: ReadonlySet<string> = new Set(),
  identityFirst = false,
): Resolved | null {
  const idx = catalogIndex(catalog);
  const rules = deckRules(catalog);
  let cands = [...candidatesFor(idx, spec.name)];
  if (!cands.length) return null;
  if (spec.subname) {
    const sub = foldText(spec.subname);
    const withSub = cands.filter((c) => {
      const card = idx.byCode.get(c);
      return card?.subname ? foldText(card.subname) === sub : false;
    });
    if (withSub.length) cands = withSub;
  }
  // the pack decides the printing
  let printingOf = new Map<string, string>();
  if (spec.pack) {
    const inPack = new Map<string, string>();
    for (const c of cands) {
      const printing = (idx.printings.get(idx.originalOf(c) ?? c) ?? [c]).find(
        (p) => idx.byCode.get(p)?.packCode === spec.pack,
      );
      if (printing) inPack.set(c, printing);
    }
    if (inPack.size) {
      cands = cands.filter((c) => inPack.has(c));
      printingOf = inPack;
    }
  }
  const rank = (c: string): number => {
    const r = rules.rule(c);
    if (!r) return 9;
    if (identityFirst && r.kind === 'identity') return -1;
    if (r.identitySet && identitySets.has(r.identitySet)) return 0;
    return KIND_RANK[r.kind];
  };
  cands.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const best = rank(cands[0]);
  const tied = cands.filter((c) => rank(c) === best);
  return { code: printingOf.get(cands[0]) ?? cands[0], canonical: cands[0], alternatives: tied.slice(1) };
}

/** Identities whose hero or alter-ego name (English or translated) is `name`, optionally in `pack`. */
export function resolveIdentityName(catalog: McCatalog, text: string): McIdentity[] {
  const idx = catalogIndex(catalog);
  const spec = parseNameSpec(catalog, text);
  const out = new Map<string, McIdentity>();
  for (const c of candidatesFor(idx, spec.name)) {
    const main = idx.identityOfFace.get(c);
    const id = main ? idx.identities.get(main) : undefined;
    if (!id) continue;
    if (spec.pack && idx.byCode.get(id.code)?.packCode !== spec.pack) continue;
    if (spec.subname) {
      const s = foldText(spec.subname);
      if (foldText(id.alterEgoName ?? '') !== s && foldText(id.heroName) !== s) continue;
    }
    out.set(id.code, id);
  }
  return [...out.values()];
}
