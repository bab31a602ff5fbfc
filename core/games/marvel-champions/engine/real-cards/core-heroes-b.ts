// Real Core Set cards: Iron Man and Black Panther hero sets (01029a–01049). Effect data keyed by card code, never card texts (see index.ts).

import type { Script } from '../scripts';
import type { RealCard } from './kit';

export const CARDS: { readonly [code: string]: RealCard } = {
  '01035': { ab: [{ kind: 'action', form: 'hero', cost: { exhaust: true }, effects: [{ op: 'ready', to: 'you' }] }] }, // hero: exhaust → ready your hero
  '01036': { ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'hp', n: 6 } }] }, // +6 hit points
  '01040a': {}, // hero face: Retaliate 1
  '01044': {}, // hero resource, wild icons only
  '01045': { ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, effects: [{ op: 'draw', n: 2 }] }] }, // alter-ego: exhaust → draw 2
};

export const SCRIPTS: { readonly [code: string]: Script } = {};
