// Real Core Set cards: Iron Man and Black Panther hero sets (01029a–01049). Effect data keyed by card code, never card texts (see index.ts).

import { defOf } from '../core';
import { discardFromDeck, push } from '../rules';
import type { Script } from '../scripts';
import type { Effect } from '../types';
import type { RealCard } from './kit';

/** "(N instead if you have the AERIAL trait)": the trait, printed or gained, on your identity. */
const ifAerial = (then: Effect[], otherwise: Effect[]): Effect => ({
  op: 'if',
  cond: { c: 'trait', to: 'you', trait: 'Aerial' },
  then,
  else: otherwise,
});

/** Choose a player; n damage to the villain and to each minion engaged with that player (not an attack). */
const daggers = (n: number): Effect[] => [
  { op: 'pick', to: 'player' },
  { op: 'damage', to: 'villain', n },
  { op: 'damage', to: 'engagedWithIt', n },
];

/** An attack on an enemy: n damage. */
const hit = (n: number): Effect[] => [{ op: 'damage', to: 'enemy', n, attack: true }];

/** An upgrade with only a Special ability: `fx(n)`, and `fx(last)` as the final step of the sequence. */
const special = (
  label: 'attack' | 'thwart' | undefined,
  fx: (n: number) => Effect[],
  n: number,
  last: number,
): RealCard => ({ ab: [{ kind: 'special', ...(label ? { label } : {}), effects: fx(n), final: fx(last) }] });

/** Hero action: resolve the Special ability of each of your BLACK PANTHER upgrades as a sequence. */
const specials: RealCard = { eventForm: 'hero', play: [{ op: 'special', trait: 'Black Panther', to: 'special' }] };

export const CARDS: { readonly [code: string]: RealCard } = {
  // hero face: +1 hand size per TECH upgrade you control, hand size at most 7
  '01029a': {
    ab: [
      {
        kind: 'constant',
        effects: [],
        constant: { to: 'you', handSizePer: { type: 'upgrade', trait: 'Tech' }, handSizeMax: 7 },
      },
    ],
  },
  // alter-ego: action once per round, look at your deck's top 3, one to your hand, the others discarded
  '01029b': {
    ab: [{ kind: 'action', form: 'alter_ego', oncePerRound: true, effects: [{ op: 'lookTake', n: 3, to: 'deckTop' }] }],
  },
  // ally: exhaust and take 2 damage (cost) → 1 damage to each enemy
  '01030': {
    ab: [{ kind: 'action', cost: { exhaust: true, damage: 2 }, effects: [{ op: 'damage', to: 'eachEnemy', n: 1 }] }],
  },
  // hero attack event: 1 damage to an enemy, +2 for each printed energy icon among your deck's top 5 discarded
  '01031': { eventForm: 'hero', label: 'attack', play: [{ op: 'script', name: '01031', to: 'enemy', attack: true }] },
  // hero attack event: 4 damage to an enemy, 8 when you are AERIAL
  '01032': {
    eventForm: 'hero',
    label: 'attack',
    play: [ifAerial(hit(8), hit(4))],
  },
  // support: resource ability, exhaust → the printed resources of your discard pile's top card
  '01033': { ab: [{ kind: 'resource', cost: { exhaust: true }, effects: [{ op: 'copyResources' }] }] },
  // support: alter-ego action, exhaust → a player takes the topmost TECH upgrade of their discard pile back
  '01034': {
    ab: [
      {
        kind: 'action',
        form: 'alter_ego',
        cost: { exhaust: true },
        effects: [{ op: 'fromDiscard', to: 'player', type: 'upgrade', trait: 'Tech' }],
      },
    ],
  },
  '01035': { ab: [{ kind: 'action', form: 'hero', cost: { exhaust: true }, effects: [{ op: 'ready', to: 'you' }] }] }, // hero: exhaust → ready your hero
  '01036': { ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'hp', n: 6 } }] }, // +6 hit points
  // upgrade: hero thwart action, exhaust → 1 threat from a scheme, from each scheme when you are AERIAL
  '01037': {
    ab: [
      {
        kind: 'action',
        form: 'hero',
        label: 'thwart',
        cost: { exhaust: true },
        effects: [ifAerial([{ op: 'thwart', from: 'eachScheme', n: 1 }], [{ op: 'thwart', from: 'scheme', n: 1 }])],
      },
    ],
  },
  // upgrade: hero attack action, exhaust → 1 damage to an enemy, 2 when you are AERIAL
  '01038': {
    ab: [
      {
        kind: 'action',
        form: 'hero',
        label: 'attack',
        cost: { exhaust: true },
        effects: [ifAerial(hit(2), hit(1))],
      },
    ],
  },
  // upgrade: +1 hit point; hero action, exhaust and spend a mental resource → you gain AERIAL until the end of the phase
  '01039': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'you', stat: 'hp', n: 1 } },
      {
        kind: 'action',
        form: 'hero',
        cost: { exhaust: true, pay: 1, needs: ['mental'] },
        effects: [{ op: 'gainTrait', trait: 'Aerial', to: 'you', until: 'phase' }],
      },
    ],
  },
  '01040a': {}, // hero face: Retaliate 1 (its whole text, read from the data)
  // alter-ego: Setup, search your deck for a BLACK PANTHER upgrade (your choice), shuffle
  '01040b': {
    ab: [{ kind: 'setup', effects: [{ op: 'search', type: 'upgrade', trait: 'Black Panther', pick: true }] }],
  },
  // ally: response after it enters play, search your deck for an upgrade (your choice), shuffle
  '01041': { ab: [{ kind: 'response', on: 'enters', effects: [{ op: 'search', type: 'upgrade', pick: true }] }] },
  // alter-ego action event: up to 3 cards with different names from your discard pile shuffled into your deck
  '01042': { eventForm: 'alter_ego', play: [{ op: 'shuffleIn', n: 3, to: 'yourDiscard' }] },
  '01043a': specials,
  '01043b': specials,
  '01043c': specials,
  '01043d': specials,
  '01044': {}, // hero resource, wild icons only
  '01045': { ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, effects: [{ op: 'draw', n: 2 }] }] }, // alter-ego: exhaust → draw 2
  // upgrades with a Special ability only (the last step of the sequence does more)
  '01046': special(undefined, daggers, 1, 2),
  '01047': special('attack', hit, 2, 4),
  '01048': special('thwart', (n) => [{ op: 'thwart', from: 'scheme', n }], 1, 2),
  '01049': special('attack', (n) => [{ op: 'moveDamage', to: 'enemy', n, attack: true }], 1, 2),
};

export const SCRIPTS: { readonly [code: string]: Script } = {
  /**
   * Repulsor Blast, on the enemy chosen first (`ctx.it`): the top 5 cards of your deck are discarded, then
   * one attack deals 1 damage plus 2 for each printed energy icon among them, as one amount (digest
   * "additional"; the FAQ: a tough card prevents it all).
   */
  '01031': (s, ctx, ev) => {
    if (!ctx.seat || !ctx.it) return;
    const milled = discardFromDeck(s, ctx.seat, 5, ev);
    const energy = milled.reduce((n, id) => n + (defOf(s, id).res ?? []).filter((r) => r === 'energy').length, 0);
    push(s, { t: 'effects', fx: [{ op: 'damage', to: 'it', n: 1 + 2 * energy, attack: true }], i: 0, ctx });
  },
};
