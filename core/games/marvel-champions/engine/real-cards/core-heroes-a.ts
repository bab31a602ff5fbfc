// Real Core Set cards: Spider-Man, Captain Marvel and She-Hulk hero sets (01001a–01028). Effect data keyed by card code, never card texts (see index.ts).

import type { Script } from '../scripts';
import { heroAttack, type RealCard } from './kit';

export const CARDS: { readonly [code: string]: RealCard } = {
  '01005': heroAttack(8), // hero attack event: 8 damage to an enemy
  '01006': {
    ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, effects: [{ op: 'heal', to: 'you', n: 4 }] }],
  }, // alter-ego: exhaust → heal 4 from your identity
  '01014': {}, // hero resource, energy icons only
  '01022': { eventForm: 'hero', play: [{ op: 'damage', to: 'eachEnemy', n: 1 }] }, // hero action: 1 damage to each enemy
};

export const SCRIPTS: { readonly [code: string]: Script } = {};
