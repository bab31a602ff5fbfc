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
import { numbered } from './define';

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
      ...numbered('stw', [3, 1, 1, 2, 1, 3], 1),
      ...numbered('bas', [3, 3, 3, 3, 3, 3, 1]),
      ...numbered('jus', [3, 3, 1, 2, 1]),
    },
  },
  {
    identity: 'bwk-h',
    aspect: 'protection',
    cards: {
      ...numbered('bwk', [1, 3, 3, 1, 1, 2], 1),
      ...numbered('bas', [3, 2, 3, 3, 3, 2, 1]),
      ...numbered('pro', [3, 3, 3, 3]),
    },
  },
  {
    identity: 'qlf-h',
    aspect: 'aggression',
    cards: {
      ...numbered('qlf', [3, 3, 1, 1], 1),
      ...numbered('bas', [3, 3, 3, 3, 3, 3]),
      ...numbered('agg', [3, 3, 3, 3, 2]),
    },
  },
  {
    identity: 'tdc-h',
    aspect: 'leadership',
    cards: {
      ...numbered('tdc', [3, 3, 1, 1, 1], 1),
      ...numbered('bas', [3, 3, 3, 3, 3, 3]),
      ...numbered('lea', [1, 3]),
      ...numbered('jus', [3, 3, 1, 2, 1]),
    },
  },
];

export const STARTER_IDENTITIES: readonly string[] = STARTER_DECKS.map((d) => d.identity);
