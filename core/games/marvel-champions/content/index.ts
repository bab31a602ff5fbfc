// Deckhand's own starter content for the Marvel Champions engine: four heroes, a scenario, a
// modular set, the standard and expert sets, and aspect/basic cards for four starter decks.
// Everything here is written by the team (names, numbers and effects); no publisher text.

import type { CardDef } from '../engine/types';
import { STARTER_CAMPAIGN_CARD_DEFS, STARTER_CAMPAIGN_SET } from './campaign';
import {
  CHROME_SYNDICATE,
  ENCOUNTER_SETS,
  EXPERT_SET,
  NULL_SCENARIO,
  SCENARIOS,
  STANDARD_SET,
  type EncounterSet,
  type Scenario,
} from './encounter';
import { HERO_CARDS } from './heroes';
import { POOL } from './pool';

export {
  ENCOUNTER_SETS,
  SCENARIOS,
  STARTER_CAMPAIGN_CARD_DEFS,
  STARTER_CAMPAIGN_SET,
  type EncounterSet,
  type Scenario,
};

/**
 * Bump when a card's figures or effects change or cards are added (a build with an older content
 * version refuses new records). 2: the starter campaign's cards (campaign.ts).
 */
export const CONTENT_VERSION = 2;

/** Every card of our content; the campaign cards are in no starter deck, pool or encounter set. */
export const CONTENT_CARDS: readonly CardDef[] = [
  ...HERO_CARDS,
  ...POOL,
  ...NULL_SCENARIO,
  ...CHROME_SYNDICATE,
  ...STANDARD_SET,
  ...EXPERT_SET,
  ...STARTER_CAMPAIGN_CARD_DEFS,
];

export const CONTENT: { readonly [code: string]: CardDef } = Object.fromEntries(CONTENT_CARDS.map((c) => [c.code, c]));

export interface StarterDeck {
  /** Hero-face code of the identity. */
  readonly identity: string;
  readonly aspect: string;
  /** Code → copies; the identity, its obligation and nemesis set are not listed (setup adds them). */
  readonly cards: { readonly [code: string]: number };
}

export const STARTER_DECKS: readonly StarterDeck[] = [
  {
    identity: 'stw-h',
    aspect: 'justice',
    cards: {
      'stw-1': 3,
      'stw-2': 1,
      'stw-3': 1,
      'stw-4': 2,
      'stw-5': 1,
      'stw-6': 3,
      'bas-01': 3,
      'bas-02': 3,
      'bas-03': 3,
      'bas-04': 3,
      'bas-05': 3,
      'bas-06': 3,
      'bas-07': 1,
      'jus-01': 3,
      'jus-02': 3,
      'jus-03': 1,
      'jus-04': 2,
      'jus-05': 1,
    },
  },
  {
    identity: 'bwk-h',
    aspect: 'protection',
    cards: {
      'bwk-1': 1,
      'bwk-2': 3,
      'bwk-3': 3,
      'bwk-4': 1,
      'bwk-5': 1,
      'bwk-6': 2,
      'bas-01': 3,
      'bas-02': 2,
      'bas-03': 3,
      'bas-04': 3,
      'bas-05': 3,
      'bas-06': 2,
      'bas-07': 1,
      'pro-01': 3,
      'pro-02': 3,
      'pro-03': 3,
      'pro-04': 3,
    },
  },
  {
    identity: 'qlf-h',
    aspect: 'aggression',
    cards: {
      'qlf-1': 3,
      'qlf-2': 3,
      'qlf-3': 1,
      'qlf-4': 1,
      'bas-01': 3,
      'bas-02': 3,
      'bas-03': 3,
      'bas-04': 3,
      'bas-05': 3,
      'bas-06': 3,
      'agg-01': 3,
      'agg-02': 3,
      'agg-03': 3,
      'agg-04': 3,
      'agg-05': 2,
    },
  },
  {
    identity: 'tdc-h',
    aspect: 'leadership',
    cards: {
      'tdc-1': 3,
      'tdc-2': 3,
      'tdc-3': 1,
      'tdc-4': 1,
      'tdc-5': 1,
      'bas-01': 3,
      'bas-02': 3,
      'bas-03': 3,
      'bas-04': 3,
      'bas-05': 3,
      'bas-06': 3,
      'lea-01': 1,
      'lea-02': 3,
      'jus-01': 3,
      'jus-02': 3,
      'jus-03': 1,
      'jus-04': 2,
      'jus-05': 1,
    },
  },
];

export const STARTER_IDENTITIES: readonly string[] = STARTER_DECKS.map((d) => d.identity);
