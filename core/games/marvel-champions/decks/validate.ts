/**
 * The one Marvel Champions deck validator (rules digest §4.1). Every rule is data-driven where the
 * data set encodes it (identity sets, deck_options, deck_requirements, deck_limit, is_unique,
 * permanent, set types) and code otherwise (Team-Up names from the card text at import).
 */
import { foldText } from '../catalog/fold';
import type { McCatalog } from '../catalog/model';
import type { DeckParam, DeckProblem, DeckProblemCode, DeckValidation, McDeck } from './model';
import { deckRules, optionAdmits, teamUpMatches, type CardRule, type IdentityRule } from './rules-index';
import { shownValue } from '../../../platform/text';

export const DECK_MIN_CARDS = 40;
export const DECK_MAX_CARDS = 50;

const problem = (code: DeckProblemCode, params: Record<string, DeckParam> = {}): DeckProblem => ({ code, params });

interface TitleTally {
  name: string;
  subname: string | null;
  codes: string[];
  count: number;
  /** Copies that are the identity's own set cards. */
  ownSet: number;
  /** Smallest limit among non-own-set cards of the title. */
  max: number;
  unique: boolean;
}

/**
 * Validates a deck against the catalog. Never throws; returns every problem found (as codes with
 * params naming cards by code) and warnings that do not make the deck illegal.
 */
export function validateDeck(deck: McDeck, catalog: McCatalog): DeckValidation {
  const rules = deckRules(catalog);
  const { idx } = rules;
  const problems: DeckProblem[] = [];
  const warnings: DeckProblem[] = [];

  // ---- slots: canonical code → copies (reprints and back faces fold onto the card)
  const counts = new Map<string, number>();
  const slotCodes = new Map<string, string[]>();
  const slots = deck && typeof deck.slots === 'object' && deck.slots !== null ? deck.slots : {};
  for (const code of Object.keys(slots).sort()) {
    const q = slots[code];
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 0) {
      problems.push(problem('deck.badQuantity', { code, quantity: typeof q === 'number' ? q : shownValue(q) }));
      continue;
    }
    if (q === 0) continue;
    const canon = idx.canonicalOf(code);
    if (!canon) {
      problems.push(problem('deck.unknownCard', { code }));
      continue;
    }
    counts.set(canon, (counts.get(canon) ?? 0) + q);
    const list = slotCodes.get(canon);
    if (list) list.push(code);
    else slotCodes.set(canon, [code]);
  }
  const codesOf = (canon: string): string[] => slotCodes.get(canon) ?? [canon];

  // ---- identity: exactly one
  const mains = new Set<string>();
  let declaredMain: string | null = null;
  if (deck.identity) {
    const canon = idx.canonicalOf(deck.identity);
    if (!canon) problems.push(problem('deck.unknownIdentity', { code: deck.identity }));
    else {
      const main = idx.identityOfFace.get(canon);
      if (!main) problems.push(problem('deck.notAnIdentity', { code: deck.identity }));
      else {
        declaredMain = main;
        mains.add(main);
      }
    }
  }
  for (const canon of counts.keys()) {
    const main = idx.identityOfFace.get(canon);
    if (main) mains.add(main);
  }
  let id: IdentityRule | null = null;
  if (mains.size === 0) {
    if (!problems.some((p) => p.code === 'deck.unknownIdentity' || p.code === 'deck.notAnIdentity'))
      problems.push(problem('deck.noIdentity'));
  } else {
    if (mains.size > 1) problems.push(problem('deck.multipleIdentities', { codes: [...mains].sort() }));
    const main = declaredMain ?? [...mains].sort()[0];
    id = rules.identity(main);
    const inSlots = counts.get(main) ?? 0;
    if (inSlots > 1) problems.push(problem('deck.identityCopies', { code: main, count: inSlots }));
  }

  // ---- classify every card
  const aspectCards: CardRule[] = [];
  const usedAspects = new Map<string, number>();
  let size = 0;
  const ordered = [...counts.keys()].sort();
  for (const code of ordered) {
    const r = rules.rule(code);
    if (!r) continue;
    const qty = counts.get(code) ?? 0;
    if (r.counts) size += qty;
    const named = { code, name: r.card.name };
    switch (r.kind) {
      case 'identity':
        break;
      case 'heroSet':
      case 'heroSpecial':
        if (id && r.identitySet !== id.identity.setCode)
          problems.push(problem('deck.otherIdentityCard', { ...named, identitySet: r.identitySet }));
        else if (id && r.kind === 'heroSpecial') {
          const allowed = id.specials.get(code) ?? 0;
          if (qty > allowed)
            problems.push(problem('deck.identityCardCount', { ...named, count: qty, required: allowed }));
        }
        break;
      case 'aspect':
        aspectCards.push(r);
        usedAspects.set(r.card.factionCode, (usedAspects.get(r.card.factionCode) ?? 0) + qty);
        break;
      case 'basic':
        break;
      case 'nemesis':
        problems.push(problem('deck.nemesisCard', named));
        break;
      case 'obligation':
        problems.push(problem('deck.obligationCard', named));
        break;
      case 'campaign':
        problems.push(problem('deck.campaignCard', named));
        break;
      case 'encounter':
        problems.push(problem('deck.encounterCard', { ...named, setType: r.card.setTypeCode }));
        break;
      default:
        problems.push(
          problem('deck.notPlayerCard', { ...named, typeCode: r.card.typeCode, factionCode: r.card.factionCode }),
        );
    }
    // Team-Up: only if the identity is one of the named characters
    if (id && r.teamUp && !teamUpMatches(r.teamUp, id))
      problems.push(problem('deck.teamUp', { ...named, characters: r.card.teamUp ?? [] }));
  }

  // ---- identity-specific cards in exact counts
  if (id) {
    for (const [code, req] of id.required) {
      const have = counts.get(code) ?? 0;
      if (have !== req.quantity)
        problems.push(
          problem('deck.identityCardCount', {
            code,
            name: idx.byCode.get(code)?.name ?? code,
            count: have,
            required: req.quantity,
          }),
        );
    }
  }

  // ---- aspects
  const want = id ? id.aspects : 1;
  const declared: string[] = [];
  for (const a of Array.isArray(deck.aspects) ? deck.aspects : []) {
    if (typeof a !== 'string') continue;
    if (!idx.aspects.has(a)) problems.push(problem('deck.unknownAspect', { aspect: a }));
    else if (!declared.includes(a)) declared.push(a);
  }
  if (declared.length > want) problems.push(problem('deck.tooManyAspects', { aspects: declared, max: want }));
  const chosen = [...declared];
  if (chosen.length < want) {
    const byUse = [...usedAspects.entries()]
      .filter(([a]) => !chosen.includes(a))
      .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    for (const [a] of byUse) {
      if (chosen.length >= want) break;
      chosen.push(a);
    }
  }
  const aspectCounts: Record<string, number> = {};
  for (const a of chosen) aspectCounts[a] = 0;
  const admitted: CardRule[][] = id ? id.options.map(() => []) : [];
  for (const r of aspectCards) {
    const qty = counts.get(r.code) ?? 0;
    const aspect = r.card.factionCode;
    if (chosen.includes(aspect)) {
      aspectCounts[aspect] += qty;
      continue;
    }
    const i = id ? id.options.findIndex((o) => optionAdmits(o, r)) : -1;
    if (i >= 0) admitted[i].push(r);
    else problems.push(problem('deck.offAspect', { code: r.code, name: r.card.name, aspect, chosen: [...chosen] }));
  }
  if (want > 1) {
    const values = chosen.map((a) => aspectCounts[a]);
    const total = values.reduce((s, v) => s + v, 0);
    if (total > 0 && (chosen.length < want || values.some((v) => v !== values[0])))
      problems.push(problem('deck.aspectsUnequal', { counts: { ...aspectCounts }, aspects: want }));
  }
  if (id) {
    id.options.forEach((opt, i) => {
      const list = admitted[i];
      if (!list.length) return;
      const codes = list.map((r) => r.code);
      if (opt.limit !== undefined) {
        const n = list.reduce((s, r) => s + (counts.get(r.code) ?? 0), 0);
        if (n > opt.limit)
          problems.push(
            problem('deck.deckOptionLimit', {
              identity: id.identity.code,
              option: i,
              codes,
              count: n,
              limit: opt.limit,
            }),
          );
      }
      if (opt.nameLimit !== undefined) {
        const titles = new Set(list.map((r) => r.title)).size;
        if (titles > opt.nameLimit)
          problems.push(
            problem('deck.deckOptionLimit', {
              identity: id.identity.code,
              option: i,
              codes,
              count: titles,
              nameLimit: opt.nameLimit,
            }),
          );
      }
    });
  }

  // ---- copies by title (name + subtitle), uniqueness counting the identity
  const tallies = new Map<string, TitleTally>();
  for (const code of ordered) {
    const r = rules.rule(code);
    if (!r || (r.kind !== 'heroSet' && r.kind !== 'aspect' && r.kind !== 'basic')) continue;
    const qty = counts.get(code) ?? 0;
    let t = tallies.get(r.title);
    if (!t) {
      t = { name: r.card.name, subname: r.card.subname, codes: [], count: 0, ownSet: 0, max: Infinity, unique: false };
      tallies.set(r.title, t);
    }
    t.codes.push(...codesOf(code));
    t.count += qty;
    t.unique ||= r.unique;
    const own = id !== null && r.kind === 'heroSet' && r.identitySet === id.identity.setCode;
    if (own) t.ownSet += qty;
    else t.max = Math.min(t.max, r.limit, id ? id.copyLimit : Infinity);
  }
  for (const [title, t] of tallies) {
    const withIdentity = id !== null && t.unique && title === id.title;
    const count = t.count + (withIdentity ? 1 : 0);
    if (t.ownSet === t.count && !withIdentity) continue; // only the identity's own cards: exact counts rule
    const cap = t.unique ? 1 : t.max;
    const allowed = t.ownSet > 0 ? Math.max(cap, t.ownSet) : cap;
    if (count <= allowed) continue;
    const params = { name: t.name, subname: t.subname, codes: t.codes, count, max: allowed };
    problems.push(
      t.unique ? problem('deck.tooManyUnique', { ...params, withIdentity }) : problem('deck.tooManyCopies', params),
    );
  }
  // a unique card without subtitle and a same-named one with a subtitle pass the deck rule but
  // cannot be in play together (digest §4.1 note): warn
  const uniqueByName = new Map<string, Array<{ code: string; subname: string | null }>>();
  const addUnique = (name: string, subname: string | null, code: string): void => {
    const k = foldText(name);
    const list = uniqueByName.get(k);
    if (list) list.push({ code, subname });
    else uniqueByName.set(k, [{ code, subname }]);
  };
  if (id) addUnique(id.identity.heroName, id.identity.alterEgoName, id.identity.code);
  for (const t of tallies.values()) if (t.unique) addUnique(t.name, t.subname, t.codes[0]);
  for (const list of uniqueByName.values()) {
    if (list.length < 2) continue;
    const subs = new Set(list.map((x) => (x.subname ? foldText(x.subname) : '')));
    if (subs.size > 1 && subs.has('')) {
      const name = idx.byCode.get(list[0].code)?.name ?? '';
      warnings.push(problem('deck.uniqueNameClash', { name, codes: list.map((x) => x.code) }));
    }
  }

  // ---- size
  if (size < DECK_MIN_CARDS) problems.push(problem('deck.tooFewCards', { count: size, min: DECK_MIN_CARDS }));
  if (size > DECK_MAX_CARDS) problems.push(problem('deck.tooManyCards', { count: size, max: DECK_MAX_CARDS }));

  return {
    valid: problems.length === 0,
    problems,
    warnings,
    identity: id ? id.identity.code : null,
    aspects: chosen,
    size,
    aspectCounts,
  };
}

/** The aspects a deck uses, as `validateDeck` determines them (declared, completed from the cards). */
export function inferAspects(deck: McDeck, catalog: McCatalog): string[] {
  return validateDeck(deck, catalog).aspects;
}
