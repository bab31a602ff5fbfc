// Campaign cards of Deckhand's own starter campaign "The Silent Decree" (names and texts by the
// team). They are content like any other card, so game options name them by code; the campaign
// (../campaign/) decides who holds them, and a campaign game adds them to decks or puts them into
// play (engine setup, `campaign` options, §6.1). They belong to no starter deck, pool or set.

import type { CardDef } from '../engine/types';
import { cardsOf, useAction } from './define';

/** The campaign's set: campaign cards are usable only in their own campaign (§6.1). */
export const STARTER_CAMPAIGN_SET = 'dh-starter-campaign';

const campaignCards = cardsOf({ set: STARTER_CAMPAIGN_SET });
export const STARTER_CAMPAIGN_CARD_DEFS: readonly CardDef[] = [
  campaignCards.ally('dhc-01', 'Whistleblower', 2, ['mental'], [2, 0, 2], {
    sub: 'Inside the Decree',
    traits: ['Informant'],
    unique: true,
    cThw: 1,
  }),
  campaignCards.support('dhc-02', 'Seized Arsenal', 1, ['physical'], {
    traits: ['Gear'],
    kw: { uses: 3 },
    ab: [useAction([{ op: 'damage', to: 'enemy', n: 2, attack: true }], 'attack')],
  }),
];
