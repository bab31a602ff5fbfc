import type { CampaignInputArg } from '../../../../../core/games/marvel-champions/campaign';
import type { DeckSummary } from '../../../../../core/api/decks';
import type { MessageRef } from './text';

/** One hero row of the start form: a deck (optional), the identity (from the deck, or chosen), the player's name. */
export interface HeroRow {
  deckId: string | null;
  identity: string | null;
  player: string;
}

export const PLAYER_MAX = 80;

export const emptyHero = (): HeroRow => ({ deckId: null, identity: null, player: '' });

/** The identity a row stands for: its deck's identity when it has a deck with one, else the chosen one. */
export function rowIdentity(row: HeroRow, decks: readonly DeckSummary[]): string | null {
  const deck = row.deckId ? decks.find((d) => d.id === row.deckId) : undefined;
  return deck?.identity ?? row.identity;
}

/** Problems of the hero rows, per row (`null` = fine), plus one for the whole list. */
export function heroProblems(
  rows: readonly HeroRow[],
  decks: readonly DeckSummary[],
  players: { min: number; max: number },
): { rows: Array<MessageRef | null>; list: MessageRef | null } {
  const ids = rows.map((r) => rowIdentity(r, decks));
  const out = rows.map((r, i): MessageRef | null => {
    if (!ids[i]) return { key: 'campaigns.heroes.problems.identity' };
    if (ids.indexOf(ids[i]) !== i) return { key: 'campaigns.heroes.problems.duplicate' };
    if (r.player.length > PLAYER_MAX) return { key: 'campaigns.heroes.problems.player', params: { max: PLAYER_MAX } };
    return null;
  });
  const list =
    rows.length < players.min || rows.length > players.max
      ? { key: 'campaigns.heroes.problems.count', params: { min: players.min, max: players.max } }
      : null;
  return { rows: out, list };
}

/** The `start` input for valid rows: heroes h1…hn with identity, player, the deck's aspects and version. */
export function startInput(
  rows: readonly HeroRow[],
  decks: readonly DeckSummary[],
  expert: boolean,
): Extract<CampaignInputArg, { type: 'start' }> {
  return {
    type: 'start',
    expert,
    heroes: rows.map((r, i) => {
      const deck = r.deckId ? decks.find((d) => d.id === r.deckId) : undefined;
      const identity = rowIdentity(r, decks);
      if (!identity) throw new Error('hero without identity');
      return {
        key: `h${i + 1}`,
        identity,
        player: r.player.trim(),
        aspects: deck ? [...deck.aspects] : [],
        deck: deck ? { deckId: deck.id, version: deck.version } : null,
      };
    }),
  };
}
