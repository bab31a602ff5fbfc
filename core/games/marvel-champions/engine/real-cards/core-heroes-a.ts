// Real Core Set cards: Spider-Man, Captain Marvel and She-Hulk hero sets (01001a–01028). Effect data keyed by card code, never card texts (see index.ts).

import { codeOf, defOf, put, zn } from '../core';
import { discardFromDeck, log } from '../rules';
import type { Script } from '../scripts';
import type { Effect } from '../types';
import { heroAttack, type RealCard } from './kit';

/** Prevents all of an attack's damage ("prevent all of that damage"): more than any attack can deal. */
const ALL_DAMAGE = 10_000;

/** The largest X offered for an "X resources" choice (more than any Core hand and board can pay). */
const MAX_X = 12;

export const CARDS: { readonly [code: string]: RealCard } = {
  '01001a': {
    ab: [
      {
        kind: 'interrupt',
        on: 'villainAttacksYou',
        form: 'hero',
        when: { c: 'villainTrigger' },
        effects: [{ op: 'draw', n: 1 }],
      },
    ],
  }, // hero: interrupt when the villain (not a minion) attacks you → draw 1
  '01001b': { ab: [{ kind: 'resource', oncePerRound: true, effects: [{ op: 'resource', r: 'mental', n: 1 }] }] }, // alter-ego: a mental resource, once per round
  '01002': {
    ab: [{ kind: 'forcedResponse', on: 'enters', when: { c: 'played' }, effects: [{ op: 'script', name: '01002' }] }],
  }, // ally: after you play it, discard your deck's top 2; those with a printed mental icon go to your hand
  '01003': { on: 'villainAttacksYou', label: 'defense', play: [{ op: 'prevent', n: ALL_DAMAGE }] }, // defense interrupt: prevent all the attack's damage to you
  '01004': { eventForm: 'hero', on: 'treacheryRevealed', play: [{ op: 'cancel' }] }, // hero interrupt: cancel a revealed treachery's When Revealed effects
  '01005': heroAttack(8), // hero attack event: 8 damage to an enemy
  '01006': {
    ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, effects: [{ op: 'heal', to: 'you', n: 4 }] }],
  }, // alter-ego: exhaust → heal 4 from your identity
  '01007': {
    attach: { to: 'minion' },
    ab: [{ kind: 'forcedInterrupt', on: 'hostDefeated', effects: [{ op: 'thwart', from: 'scheme', n: 3 }] }],
  }, // upgrade on a minion: when that minion is defeated, remove 3 threat from a scheme
  '01008': {
    ab: [
      {
        kind: 'resource',
        form: 'hero',
        cost: { exhaust: true, use: true },
        effects: [{ op: 'resource', r: 'wild', n: 1 }],
      },
    ],
  }, // Uses 3, hero: exhaust + counter → a wild resource
  '01009': {
    eventForm: 'hero',
    attach: { to: 'enemy' }, // "max 1 per enemy": maxIn, from the adapter
    ab: [
      {
        kind: 'forcedInterrupt',
        on: 'hostAttacks',
        effects: [
          { op: 'then', first: [{ op: 'discardSelf' }], then: [{ op: 'status', s: 'stunned', to: 'trigger' }] },
        ],
      },
    ],
  }, // hero-form upgrade on an enemy (one per enemy): its next attack is replaced by discarding this, then it is stunned
  '01010a': {
    ab: [
      {
        kind: 'action',
        form: 'hero',
        oncePerRound: true,
        cost: { pay: 1, needs: ['energy'], healYou: 1 },
        effects: [{ op: 'draw', n: 1 }],
      },
    ],
  }, // hero, once per round: spend an energy resource and heal 1 from your hero → draw 1
  '01010b': {
    ab: [{ kind: 'action', form: 'alter_ego', oncePerRound: true, effects: [{ op: 'draw', n: 1, to: 'player' }] }],
  }, // alter-ego, once per round: a chosen player draws 1
  '01011': { ab: [{ kind: 'response', on: 'enters', effects: [{ op: 'status', s: 'confused', to: 'villain' }] }] }, // ally: after it enters play, confuse the villain
  '01012': {
    eventForm: 'hero',
    label: 'thwart',
    play: [
      {
        op: 'then',
        first: [{ op: 'thwart', from: 'scheme', n: 2 }],
        then: [
          {
            op: 'if',
            cond: { c: 'trait', to: 'you', trait: 'Aerial' },
            then: [{ op: 'thwart', from: 'otherScheme', n: 2 }],
          },
        ],
      },
    ],
  }, // hero thwart event: 2 threat from a scheme; then, with the Aerial trait, 2 from another scheme
  '01013': {
    ...heroAttack(5),
    play: [
      { op: 'damage', to: 'enemy', n: 5, attack: true },
      { op: 'if', cond: { c: 'paid', r: 'energy' }, then: [{ op: 'draw', n: 1 }] },
    ],
  }, // hero attack event: 5 damage; paid with an energy resource → draw 1
  '01014': {}, // hero resource, energy icons only
  '01015': {
    ab: [
      {
        kind: 'action',
        cost: { exhaust: true },
        effects: [
          { op: 'discardCard', to: 'handCard' },
          { op: 'if', cond: { c: 'face', code: '01010b' }, then: [{ op: 'draw', n: 2 }], else: [{ op: 'draw', n: 1 }] },
        ],
      },
    ],
  }, // support: exhaust + discard a hand card → draw 1 (2 while your identity shows the 01010b face)
  '01016': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'you', stat: 'def', n: 1 } },
      { kind: 'constant', effects: [], constant: { to: 'you', stat: 'def', n: 1, ifTrait: 'Aerial' } },
    ],
  }, // upgrade: +1 DEF, +1 more while your identity has the Aerial trait
  '01017': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'you', traits: ['Aerial'] } },
      {
        kind: 'interrupt',
        on: 'youWouldTakeDamage',
        form: 'hero',
        label: 'defense',
        cost: { discard: true },
        effects: [{ op: 'prevent', n: 3 }],
      },
    ],
  }, // upgrade: your identity gains Aerial; hero defense interrupt when you would take damage (any source): discard it → prevent 3
  '01018': {
    ab: [
      {
        kind: 'action',
        effects: [
          {
            op: 'choose',
            options: Array.from({ length: MAX_X }, (_, k): Effect[] => [
              { op: 'spend', needs: Array.from({ length: k + 1 }, () => 'energy' as const), only: 'energy' },
              { op: 'counters', n: k + 1 },
            ]),
          },
        ],
      },
      {
        kind: 'action',
        form: 'hero',
        label: 'attack',
        cost: { discard: true },
        effects: [{ op: 'damage', to: 'enemy', n: 0, attack: true, perCounter: 2, max: 10 }],
      },
    ],
  }, // upgrade (max 1 per player): spend X energy resources (X chosen; wild counts) → X counters here; hero attack: discard it → 2 damage per counter (max 10) to an enemy
  '01019a': {
    ab: [{ kind: 'response', on: 'youChangedForm', form: 'hero', effects: [{ op: 'damage', to: 'enemy', n: 2 }] }],
  }, // hero: after you change to this form, 2 damage to an enemy (not an attack)
  '01019b': {
    ab: [
      {
        kind: 'interrupt',
        on: 'threatWouldBePlaced',
        form: 'alter_ego',
        oncePerRound: true,
        effects: [{ op: 'preventThreat', n: 1 }],
      },
    ],
  }, // alter-ego, once per round: when threat would be placed on a scheme, prevent 1 of it
  '01020': { ab: [{ kind: 'action', effects: [{ op: 'returnSelf' }] }] }, // ally: return it to your hand
  '01021': {
    ...heroAttack(0),
    play: [{ op: 'damage', to: 'enemy', n: 0, attack: true, plusYourDamage: true, max: 15 }],
  }, // hero attack event: damage equal to the damage on your identity, at most 15
  '01022': { eventForm: 'hero', play: [{ op: 'damage', to: 'eachEnemy', n: 1 }] }, // hero action: 1 damage to each enemy
  '01023': {
    eventForm: 'alter_ego',
    label: 'thwart',
    play: [
      {
        op: 'choose',
        options: [1, 2, 3, 4, 5].map((k): Effect[] => [
          { op: 'discardCard', to: 'handCard', n: k },
          { op: 'thwart', from: 'scheme', n: k },
        ]),
      },
    ],
  }, // alter-ego thwart event: discard 1 to 5 chosen hand cards → remove that much threat from a scheme
  '01024': { on: 'youAttacked', when: { c: 'basicAttack' }, play: [{ op: 'ready', to: 'you' }] }, // response to your basic attack: ready your hero
  '01025': { play: [{ op: 'then', first: [{ op: 'flip' }], then: [{ op: 'drawToPrinted' }] }] }, // action: change form, then draw up to the printed hand size
  '01026': {
    ab: [
      {
        kind: 'action',
        form: 'alter_ego',
        cost: { exhaust: true, pay: 1, needs: ['mental'] },
        effects: [{ op: 'thwart', from: 'scheme', n: 2 }],
      },
    ],
  }, // alter-ego: exhaust + a mental resource → remove 2 threat from a scheme (no thwart label, errata)
  '01027': {
    ab: [
      {
        kind: 'action',
        form: 'hero',
        cost: { exhaust: true },
        effects: [{ op: 'then', first: [{ op: 'damage', to: 'you', n: 1 }], then: [{ op: 'draw', n: 1 }] }],
      },
    ],
  }, // hero: exhaust + take 1 damage (a cost: unpaid unless taken) → draw 1
  '01028': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'you', stat: 'atk', n: 2 } },
      {
        kind: 'forcedResponse',
        on: 'youAttacked',
        effects: [{ op: 'discardSelf' }, { op: 'status', s: 'stunned', to: 'trigger' }],
      },
    ],
  }, // upgrade: +2 ATK; after your hero attacks, discard it → stun the attacked enemy
};

export const SCRIPTS: { readonly [code: string]: Script } = {
  /** Discard the top 2 cards of your deck one at a time; each with a printed mental icon goes to your hand. */
  '01002': (s, ctx, ev) => {
    const seat = ctx.seat;
    if (!seat) return;
    // one at a time; a deck that runs out is refilled and no more are discarded (§2.12 Empty player deck)
    const found: string[] = [];
    discardFromDeck(s, seat, 2, ev, (id) => {
      if (!(defOf(s, id).res ?? []).includes('mental')) return;
      put(s, id, zn('hand', seat));
      found.push(id);
    });
    for (const id of found) log(ev, 'mc.log.returnedToHand', { seat, card: codeOf(id) });
  },
};
