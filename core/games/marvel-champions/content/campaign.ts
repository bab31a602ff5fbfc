// Campaign cards of Deckhand's own starter campaign "The Silent Decree" (names and texts by the
// team). They are content like any other card, so game options name them by code; the campaign
// (../campaign/) decides who holds them, and a campaign game adds them to decks or puts them into
// play (engine setup, `campaign` options, §6.1). They belong to no starter deck, pool or set.

import type { CardDef } from '../engine/types';

/** The campaign's set: campaign cards are usable only in their own campaign (§6.1). */
export const STARTER_CAMPAIGN_SET = 'dh-starter-campaign';

export const STARTER_CAMPAIGN_CARD_DEFS: readonly CardDef[] = [
  {
    code: 'dhc-01',
    name: 'Whistleblower',
    sub: 'Inside the Decree',
    type: 'ally',
    set: STARTER_CAMPAIGN_SET,
    traits: ['Informant'],
    unique: true,
    cost: 2,
    res: ['mental'],
    hp: 2,
    atk: 0,
    thw: 2,
    cThw: 1,
  },
  {
    code: 'dhc-02',
    name: 'Seized Arsenal',
    type: 'support',
    set: STARTER_CAMPAIGN_SET,
    traits: ['Gear'],
    cost: 1,
    res: ['physical'],
    kw: { uses: 3 },
    ab: [
      {
        kind: 'action',
        form: 'hero',
        cost: { use: true },
        label: 'attack',
        effects: [{ op: 'damage', to: 'enemy', n: 2, attack: true }],
      },
    ],
  },
];
