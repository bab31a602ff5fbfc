/**
 * Deck-building facts precomputed once per catalog: how each card counts for deck building, and
 * each identity's requirements. Keeps `validateDeck` to a few map lookups per slot.
 */
import { foldCompact, titleKey, traitKey } from '../catalog/fold';
import { catalogIndex, type CatalogIndex } from '../catalog/lookup';
import { PLAYER_CARD_TYPES, type McCard, type McCatalog, type McDeckOption, type McIdentity } from '../catalog/model';

/** How a card counts for deck building. */
export type CardKind =
  | 'identity' // a hero/alter-ego face
  | 'heroSet' // identity-specific (its set is a hero set)
  | 'heroSpecial' // a hero's set-aside side deck (hero_special set)
  | 'aspect'
  | 'basic'
  | 'campaign'
  | 'encounter'
  | 'nemesis'
  | 'obligation'
  | 'other'; // anything else that is no player card

export interface TeamUpCharacter {
  /** Folded compact hero name, or any name when `alterEgo` is null. */
  name: string;
  alterEgo: string | null;
}

export interface CardRule {
  code: string;
  card: McCard;
  kind: CardKind;
  /** For aspect cards: the aspect. */
  aspect: string | null;
  /** For heroSet/heroSpecial cards: the hero set they belong to. */
  identitySet: string | null;
  title: string;
  unique: boolean;
  /** Counts towards 40–50? (not identities, Permanent cards or set-aside side decks) */
  counts: boolean;
  /** Copy limit by title before identity requirements: deck_limit, else 1 if unique, else 3. */
  limit: number;
  traitKeys: ReadonlySet<string>;
  teamUp: TeamUpCharacter[] | null;
}

export interface IdentityRule {
  identity: McIdentity;
  title: string;
  heroKey: string;
  alterEgoKey: string | null;
  required: ReadonlyMap<string, { quantity: number; permanent: boolean }>;
  specials: ReadonlyMap<string, number>;
  /** Number of aspects (1 unless a requirement says otherwise). */
  aspects: number;
  /** Per-title copy cap on non-identity cards from a requirement (Infinity when none). */
  copyLimit: number;
  options: readonly McDeckOption[];
}

export interface DeckRules {
  idx: CatalogIndex;
  /** Canonical code → rule (built lazily per code). */
  rule(code: string): CardRule | null;
  identity(mainCode: string): IdentityRule | null;
}

const PLAYER_TYPES: ReadonlySet<string> = new Set(PLAYER_CARD_TYPES);
const cache = new WeakMap<McCatalog, DeckRules>();

function kindOf(card: McCard, idx: CatalogIndex): { kind: CardKind; identitySet: string | null } {
  if (card.typeCode === 'hero' || card.typeCode === 'alter_ego') return { kind: 'identity', identitySet: card.setCode };
  if (card.setTypeCode === 'hero_special') {
    const parent = card.setCode ? (idx.setByCode.get(card.setCode)?.parentCode ?? null) : null;
    return { kind: 'heroSpecial', identitySet: parent };
  }
  if (card.setTypeCode === 'nemesis') return { kind: 'nemesis', identitySet: null };
  if (card.typeCode === 'obligation') return { kind: 'obligation', identitySet: null };
  if (card.factionCode === 'encounter') return { kind: 'encounter', identitySet: null };
  if (card.factionCode === 'campaign') return { kind: 'campaign', identitySet: null };
  if (!PLAYER_TYPES.has(card.typeCode)) return { kind: 'other', identitySet: null };
  if (
    card.setTypeCode === 'hero' ||
    (card.factionCode === 'hero' && card.setCode && idx.identityOfSet.has(card.setCode))
  )
    return { kind: 'heroSet', identitySet: card.setCode };
  if (card.setCode && card.setTypeCode) return { kind: 'encounter', identitySet: null };
  if (idx.aspects.has(card.factionCode)) return { kind: 'aspect', identitySet: null };
  if (card.factionCode === 'basic') return { kind: 'basic', identitySet: null };
  return { kind: 'other', identitySet: null };
}

function teamUpOf(card: McCard): TeamUpCharacter[] | null {
  if (!card.teamUp) return null;
  return card.teamUp.map((s) => {
    const slash = s.indexOf('/');
    return slash > 0
      ? { name: foldCompact(s.slice(0, slash)), alterEgo: foldCompact(s.slice(slash + 1)) }
      : { name: foldCompact(s), alterEgo: null };
  });
}

/** The deck-building tables of a catalog (cached per catalog object). */
export function deckRules(catalog: McCatalog): DeckRules {
  const hit = cache.get(catalog);
  if (hit) return hit;
  const idx = catalogIndex(catalog);
  const rules = new Map<string, CardRule | null>();
  const identities = new Map<string, IdentityRule | null>();

  /** A rule built once per code (null for an unknown one) and remembered. */
  const remembered =
    <K, T>(memo: Map<K, T | null>, build: (key: K) => T | null) =>
    (key: K): T | null => {
      const known = memo.get(key);
      if (known !== undefined) return known;
      const built = build(key);
      memo.set(key, built);
      return built;
    };

  const rule = remembered(rules, (code: string): CardRule | null => {
    const card = idx.byCode.get(code);
    if (!card) return null;
    const { kind, identitySet } = kindOf(card, idx);
    const unique = card.unique;
    const base = card.deckLimit ?? (unique ? 1 : 3);
    const r: CardRule = {
      code,
      card,
      kind,
      aspect: kind === 'aspect' ? card.factionCode : null,
      identitySet,
      title: idx.titleOf(code),
      unique,
      counts: kind !== 'identity' && kind !== 'heroSpecial' && !card.permanent,
      limit: unique ? Math.min(base, 1) : base,
      traitKeys: new Set(card.traits.map(traitKey)),
      teamUp: teamUpOf(card),
    };
    return r;
  });

  const identity = remembered(identities, (main: string): IdentityRule | null => {
    const id = idx.identities.get(main);
    if (!id) return null;
    let aspects = 1;
    let copyLimit = Infinity;
    for (const r of id.deckRequirements) {
      if (r.aspects !== undefined) aspects = Math.max(aspects, r.aspects);
      if (r.limit !== undefined) copyLimit = Math.min(copyLimit, r.limit);
    }
    const ir: IdentityRule = {
      identity: id,
      title: titleKey(id.heroName, id.alterEgoName),
      heroKey: foldCompact(id.heroName),
      alterEgoKey: id.alterEgoName ? foldCompact(id.alterEgoName) : null,
      required: new Map(id.requiredCards.map((c) => [c.code, { quantity: c.quantity, permanent: c.permanent }])),
      specials: new Map(id.specialCards.map((c) => [c.code, c.quantity])),
      aspects,
      copyLimit,
      options: id.deckOptions,
    };
    return ir;
  });

  const built: DeckRules = { idx, rule, identity };
  cache.set(catalog, built);
  return built;
}

/** Does a Team-Up card name this identity? ("Name" matches hero or alter-ego name; "Hero/Alter-ego" both.) */
export function teamUpMatches(chars: readonly TeamUpCharacter[], id: IdentityRule): boolean {
  return chars.some((c) =>
    c.alterEgo !== null
      ? c.name === id.heroKey && c.alterEgo === id.alterEgoKey
      : c.name === id.heroKey || c.name === id.alterEgoKey,
  );
}

/** Does a deck option admit this card (from an aspect other than the chosen ones)? */
export function optionAdmits(option: McDeckOption, rule: CardRule): boolean {
  if (option.unsupported && option.unsupported.length) return false;
  const card = rule.card;
  if (option.type && !option.type.includes(card.typeCode)) return false;
  if (option.faction && !option.faction.includes(card.factionCode)) return false;
  if (option.trait && !option.trait.some((t) => rule.traitKeys.has(traitKey(t)))) return false;
  if (option.resource && !option.resource.some((r) => (card.resources as unknown as Record<string, number>)[r] > 0))
    return false;
  return true;
}
