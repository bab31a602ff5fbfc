// Automations for real (imported MarvelCDB) cards, keyed by card code. Only effect data lives here,
// never card texts: the adapter (`adapter.ts`) merges an entry into the imported card's data and
// the card is then no longer `manual`. A code is listed only when the engine runs its WHOLE
// ability faithfully; an empty entry means the card has no ability beyond its stats, resource
// icons and keywords (which the adapter already reads from the data). Core Set (`core`) first.

import type { CardDef } from './types';

/** What an automation adds to the adapted card: abilities, event effects and their timing. */
export type RealCard = Pick<CardDef, 'ab' | 'play' | 'on' | 'eventForm' | 'label'>;

const heroAttack = (n: number): RealCard => ({
  eventForm: 'hero',
  label: 'attack',
  play: [{ op: 'damage', to: 'enemy', n, attack: true }],
});

export const REAL_CARDS: { readonly [code: string]: RealCard } = {
  // ---- resources: no ability, only their printed resource icons ----
  '01014': {}, // hero resource, energy icons only
  '01044': {}, // hero resource, wild icons only
  '01088': {}, // basic resource, 2 energy (deck limit is a deckbuilding rule)
  '01089': {}, // basic resource, 2 mental
  '01090': {}, // basic resource, 2 physical

  // ---- cards whose only rule text is a keyword the engine reads ----
  '01040a': {}, // hero face: Retaliate 1
  '01076': {}, // ally: Toughness

  // ---- events ----
  '01005': heroAttack(8), // hero attack event: 8 damage to an enemy
  '01054': heroAttack(5), // aggression hero attack event: 5 damage to an enemy
  '01087': heroAttack(3), // basic hero attack event: 3 damage to an enemy
  '01022': { eventForm: 'hero', play: [{ op: 'damage', to: 'eachEnemy', n: 1 }] }, // hero action: 1 damage to each enemy

  // ---- supports ----
  '01006': {
    ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, effects: [{ op: 'heal', to: 'you', n: 4 }] }],
  }, // alter-ego: exhaust → heal 4 from your identity
  '01045': { ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, effects: [{ op: 'draw', n: 2 }] }] }, // alter-ego: exhaust → draw 2
  '01056': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'damage', to: 'enemy', n: 2 }] }],
  }, // Uses 3: exhaust + counter → 2 damage to an enemy
  '01064': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'thwart', from: 'scheme', n: 1 }] }],
  }, // Uses 3: exhaust + counter → remove 1 threat
  '01080': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'heal', to: 'friendly', n: 2 }] }],
  }, // Uses 3: exhaust + counter → heal 2 from a friendly character
  '01073': { ab: [{ kind: 'constant', effects: [], constant: { to: 'you', allyLimit: 1 } }] }, // ally limit +1

  // ---- upgrades ----
  '01035': { ab: [{ kind: 'action', form: 'hero', cost: { exhaust: true }, effects: [{ op: 'ready', to: 'you' }] }] }, // hero: exhaust → ready your hero
  '01036': { ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'hp', n: 6 } }] }, // +6 hit points
};

/** Number of real cards the engine runs fully. */
export const REAL_CARD_COUNT = Object.keys(REAL_CARDS).length;
