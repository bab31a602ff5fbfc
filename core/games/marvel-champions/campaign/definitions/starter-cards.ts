import type { CardDef } from '../../engine/types';
import { STARTER_CAMPAIGN_CARDS as C } from './starter-binding';

/**
 * The starter campaign's own player cards (names and texts by the Deckhand team). They carry the
 * campaign's set `dh-starter-campaign` and are usable only in that campaign (§6.1): the campaign log
 * lists who holds them; a game prepared for the campaign adds the held ones to their owners' decks.
 */
export const STARTER_CAMPAIGN_SET = 'dh-starter-campaign';

export const STARTER_CAMPAIGN_CARD_DEFS: readonly CardDef[] = [
  {
    code: C.whistleblower,
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
    code: C.seizedArsenal,
    name: 'Seized Arsenal',
    type: 'support',
    set: STARTER_CAMPAIGN_SET,
    traits: ['Gear'],
    cost: 1,
    res: ['physical'],
    kw: { uses: 3 },
    ab: [{ kind: 'action', form: 'hero', cost: { use: true }, label: 'attack', effects: [{ op: 'damage', to: 'enemy', n: 2, attack: true }] }],
  },
];
