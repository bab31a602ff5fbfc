// Real Core Set cards: Aggression, Justice, Leadership, Protection and basic cards (01050–01093). Effect data keyed by card code, never card texts (see index.ts).

import type { Script } from '../scripts';
import { heroAttack, type RealCard } from './kit';

export const CARDS: { readonly [code: string]: RealCard } = {
  '01054': heroAttack(5), // aggression hero attack event: 5 damage to an enemy
  '01056': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'damage', to: 'enemy', n: 2 }] }],
  }, // Uses 3: exhaust + counter → 2 damage to an enemy
  '01064': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'thwart', from: 'scheme', n: 1 }] }],
  }, // Uses 3: exhaust + counter → remove 1 threat
  '01073': { ab: [{ kind: 'constant', effects: [], constant: { to: 'you', allyLimit: 1 } }] }, // ally limit +1
  '01076': {}, // ally: Toughness
  '01080': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'heal', to: 'friendly', n: 2 }] }],
  }, // Uses 3: exhaust + counter → heal 2 from a friendly character
  '01087': heroAttack(3), // basic hero attack event: 3 damage to an enemy
  '01088': {}, // basic resource, 2 energy (deck limit is a deckbuilding rule)
  '01089': {}, // basic resource, 2 mental
  '01090': {}, // basic resource, 2 physical
};

export const SCRIPTS: { readonly [code: string]: Script } = {};
