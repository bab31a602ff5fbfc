/**
 * Which physical card a CSV row (or any loose description) means: by code; else by pack and card
 * number; else by name (English or translated, "Name:Subtitle" and "Name (Pack)" understood) with
 * the pack as tie-breaker. The result is always a front-face printing code — the code a copy is
 * stored under — and lists the other candidates when it had to guess.
 */
import type { CardRef, CardResolution } from '../../../platform/collection';
import { foldText } from '../catalog/fold';
import { catalogIndex, type CatalogIndex } from '../catalog/lookup';
import type { McCard, McCatalog } from '../catalog/model';
import { findPack, parseNameSpec } from '../decks/formats/resolve';

export type { CardRef, CardResolution };

/** The code a physical copy of `code` is stored under: the front face of a double-sided card. */
export function physicalCode(idx: CatalogIndex, code: string): string | null {
  const card = idx.byCode.get(code);
  if (!card) return null;
  if (card.face === 'back' && card.linkedCode && idx.byCode.get(card.linkedCode)?.face === 'front')
    return card.linkedCode;
  return card.code;
}

/** The collector number as printed: the position, plus the code's letter when it has one ("43b"). */
export function cardNumberOf(card: Pick<McCard, 'code' | 'position'>): string {
  const letter = /[a-z]$/i.exec(card.code)?.[0] ?? '';
  return `${card.position}${letter.toLowerCase()}`;
}

const byPackCache = new WeakMap<McCatalog, Map<string, McCard[]>>();
function cardsOfPack(catalog: McCatalog, pack: string): readonly McCard[] {
  let m = byPackCache.get(catalog);
  if (!m) {
    m = new Map();
    for (const c of catalog.cards) {
      const list = m.get(c.packCode);
      if (list) list.push(c);
      else m.set(c.packCode, [c]);
    }
    byPackCache.set(catalog, m);
  }
  return m.get(pack) ?? [];
}

function byNumber(
  catalog: McCatalog,
  idx: CatalogIndex,
  pack: string,
  number: string,
  name: string | undefined,
): string[] {
  const m = /^0*(\d{1,5})\s*([a-z])?$/i.exec(number.trim());
  if (!m) return [];
  const pos = Number(m[1]);
  const letter = m[2]?.toLowerCase();
  let cards = cardsOfPack(catalog, pack).filter((c) => c.position === pos);
  if (letter) cards = cards.filter((c) => c.code.toLowerCase().endsWith(letter));
  const codes = [...new Set(cards.map((c) => physicalCode(idx, c.code)).filter((c): c is string => !!c))];
  if (codes.length > 1 && name) {
    // a name settles several cards under one number ("43a"–"43d")
    const f = foldText(name);
    const named = codes.filter((c) => foldText(idx.byCode.get(c)!.name) === f);
    if (named.length) return named;
  }
  return codes;
}

function byName(idx: CatalogIndex, catalog: McCatalog, name: string, pack: string | null): string[] {
  const spec = parseNameSpec(catalog, name);
  const packCode = spec.pack ?? pack;
  const f = foldText(spec.name);
  let cands = [...(idx.byName.get(f) ?? idx.byLocalName.get(f) ?? [])];
  if (!cands.length) return [];
  if (spec.subname) {
    const sub = foldText(spec.subname);
    const withSub = cands.filter((c) => {
      const s = idx.byCode.get(c)?.subname;
      return s ? foldText(s) === sub : false;
    });
    if (withSub.length) cands = withSub;
  }
  // the pack picks the printing (a reprint in that pack) and settles same-named cards
  if (packCode) {
    const inPack: string[] = [];
    for (const c of cands) {
      const printing = (idx.printings.get(idx.originalOf(c) ?? c) ?? [c]).find(
        (p) => idx.byCode.get(p)?.packCode === packCode,
      );
      if (printing) inPack.push(physicalCode(idx, printing) ?? printing);
    }
    if (inPack.length) return inPack;
  }
  return cands;
}

/** Resolves a card reference; null when nothing matches. */
export function resolveCardRef(catalog: McCatalog, ref: CardRef): CardResolution | null {
  const idx = catalogIndex(catalog);
  const code = ref.code?.trim();
  if (code) {
    const phys = physicalCode(idx, code) ?? physicalCode(idx, code.toLowerCase());
    if (phys) return { code: phys, by: 'code', alternatives: [] };
  }
  const pack = ref.pack?.trim() ? findPack(catalog, ref.pack) : null;
  const name = ref.name?.trim() || undefined;
  if (pack && ref.cardNumber?.trim()) {
    const codes = byNumber(catalog, idx, pack, ref.cardNumber, name);
    if (codes.length) return { code: codes[0], by: 'number', alternatives: codes.slice(1) };
  }
  if (name) {
    const codes = byName(idx, catalog, name, pack);
    if (codes.length) return { code: codes[0], by: 'name', alternatives: codes.slice(1) };
  }
  return null;
}
