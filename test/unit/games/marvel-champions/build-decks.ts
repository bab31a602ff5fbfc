/**
 * Builds legal decks programmatically from any catalog (used on the reference data set by tests
 * and the bench): the identity's own cards + cards of its aspect(s) in equal counts + basic cards,
 * 40 counted cards, one printing per title, respecting every copy limit.
 */
import {
  catalogIndex,
  deckRules,
  foldText,
  PLAYER_CARD_TYPES,
  type McCatalog,
  type McDeck,
} from '../../../../core/games/marvel-champions';

const ASPECT_ORDER = ['justice', 'aggression', 'leadership', 'protection', 'pool'];

export function buildLegalDeck(catalog: McCatalog, identityCode: string, preferredAspect?: string): McDeck {
  const idx = catalogIndex(catalog);
  const rules = deckRules(catalog);
  const id = rules.identity(identityCode);
  if (!id) throw new Error(`not an identity: ${identityCode}`);
  const slots: Record<string, number> = {};
  let size = 0;
  const titles = new Set<string>([id.title]);
  const names = new Set([foldText(id.identity.heroName), foldText(id.identity.alterEgoName ?? '')]);
  for (const r of id.identity.requiredCards) {
    slots[r.code] = r.quantity;
    if (!r.permanent) size += r.quantity;
    titles.add(idx.titleOf(r.code));
  }
  const order = preferredAspect
    ? [preferredAspect, ...ASPECT_ORDER.filter((a) => a !== preferredAspect)]
    : ASPECT_ORDER;
  const aspects = order
    .filter((a) => idx.aspects.has(a) && (id.aspects > 1 ? a !== 'pool' : true))
    .slice(0, id.aspects);
  const candidates = (faction: string) =>
    catalog.cards.filter((c) => {
      if (c.duplicateOf || c.face !== 'front' || c.hidden || c.factionCode !== faction || c.teamUp || c.permanent)
        return false;
      if (!(PLAYER_CARD_TYPES as readonly string[]).includes(c.typeCode)) return false;
      const r = rules.rule(c.code);
      return r !== null && (r.kind === 'aspect' || r.kind === 'basic') && !names.has(foldText(c.name));
    });
  const add = (faction: string, wanted: number): number => {
    let added = 0;
    for (const c of candidates(faction)) {
      if (added >= wanted) break;
      const r = rules.rule(c.code);
      if (!r || titles.has(r.title)) continue;
      const q = Math.min(r.limit, id.copyLimit, wanted - added);
      if (q <= 0) continue;
      titles.add(r.title);
      slots[c.code] = q;
      added += q;
    }
    return added;
  };
  const remaining = 40 - size;
  const perAspect = Math.floor(remaining / 2 / aspects.length);
  for (const a of aspects) {
    const got = add(a, perAspect);
    if (got !== perAspect) throw new Error(`not enough ${a} cards for ${identityCode}`);
    size += got;
  }
  size += add('basic', 40 - size);
  if (size !== 40) throw new Error(`could not fill ${identityCode}: ${size}`);
  return { identity: identityCode, aspects, slots };
}
