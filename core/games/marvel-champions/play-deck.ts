// A saved deck as one hero seat of an engine game: the identity, the deck (code → copies) and the
// engine card data of every card involved (identity faces, the deck's cards, the identity's
// obligation and nemesis set), adapted from the imported catalog. The result goes into the game's
// options, so a saved game replays without the deck or the catalog (both may change later).

import { catalogIndex, identityOf } from './catalog/lookup';
import type { McCatalog } from './catalog/model';
import { adaptCard, identityLinks } from './engine/adapter';
import type { CardDef } from './engine/types';

export interface McDeckSeat {
  /** Hero-face code (`options.heroes[].identity`). */
  readonly identity: string;
  readonly deck: { readonly [code: string]: number };
  readonly cards: { readonly [code: string]: CardDef };
}

/** Why a deck cannot take a seat: the engine's own option refusal code. */
export type McDeckSeatProblem = 'mc.unknownIdentity';

type Mutable = { -readonly [K in keyof CardDef]: CardDef[K] };

/**
 * The seat for a deck (identity code or null, slots as saved). Slot codes are counted as their
 * original printing's front face (reprints and back faces merged); hero and alter-ego faces and
 * encounter cards in the slots are not part of the player deck. Cards the catalog does not know
 * (or the adapter cannot use) stay in the deck without data, so the engine refuses them by code.
 */
export function mcDeckSeat(
  catalog: McCatalog,
  deck: { readonly identity: string | null; readonly slots: { readonly [code: string]: number } },
): { ok: true; seat: McDeckSeat } | { ok: false; problem: McDeckSeatProblem } {
  if (!deck.identity) return { ok: false, problem: 'mc.unknownIdentity' };
  const idx = catalogIndex(catalog);
  const ident = identityOf(catalog, deck.identity);
  const hero = ident ? idx.byCode.get(ident.code) : undefined;
  if (!ident || !hero || hero.typeCode !== 'hero') return { ok: false, problem: 'mc.unknownIdentity' };
  const heroDef = adaptCard(hero).def as Mutable | null;
  // An identity without hit points cannot be played by the engine (§3.1 step 2).
  if (!heroDef || heroDef.hp === undefined) return { ok: false, problem: 'mc.unknownIdentity' };

  const cards: { [code: string]: CardDef } = {};
  const add = (code: string, patch: Partial<Mutable> = {}): boolean => {
    const c = idx.byCode.get(code);
    const def = c ? adaptCard(c).def : null;
    if (!def) return false;
    cards[code] = { ...def, ...patch };
    return true;
  };

  const alterEgo = ident.alterEgoCode ?? hero.linkedCode;
  if (alterEgo && add(alterEgo)) heroDef.flip = alterEgo;
  else delete heroDef.flip;

  // §3.1 steps 4–5: the obligation goes into the encounter deck, the nemesis set aside (the same
  // links as adaptCards makes), each card given to this identity's player.
  const links = identityLinks(catalog.cards, ident.setCode);
  const obligation = links.obligation && add(links.obligation, { owner: ident.code }) ? links.obligation : null;
  if (obligation) heroDef.obligation = obligation;
  const nemesis = links.nemesis.filter((code) => cards[code] || add(code, { owner: ident.code }));
  if (nemesis.length) heroDef.nemesis = nemesis;
  cards[ident.code] = heroDef;

  const counts: { [code: string]: number } = {};
  for (const [code, n] of Object.entries(deck.slots)) {
    if (!(n > 0)) continue;
    const canon = idx.canonicalOf(code) ?? code;
    const c = idx.byCode.get(canon);
    if (
      c &&
      (c.typeCode === 'hero' ||
        c.typeCode === 'alter_ego' ||
        c.typeCode === 'obligation' ||
        c.factionCode === 'encounter')
    )
      continue;
    counts[canon] = (counts[canon] ?? 0) + n;
    if (c && !cards[canon]) add(canon);
  }
  const sorted: { [code: string]: number } = {};
  for (const code of Object.keys(counts).sort()) sorted[code] = Math.min(60, counts[code]);
  return { ok: true, seat: { identity: ident.code, deck: sorted, cards } };
}
