// Deckhand's own aspect and basic player cards (names and texts by the team).

import type { CardDef } from '../engine/types';
import { cardsOf } from './define';

const basic = cardsOf({ set: 'basic', aspect: 'basic' });
const justice = cardsOf({ set: 'justice', aspect: 'justice' });
const protection = cardsOf({ set: 'protection', aspect: 'protection' });
const aggression = cardsOf({ set: 'aggression', aspect: 'aggression' });
const leadership = cardsOf({ set: 'leadership', aspect: 'leadership' });

export const POOL: readonly CardDef[] = [
  // basic
  basic.resource('bas-01', 'Charge', ['energy', 'energy']),
  basic.resource('bas-02', 'Insight', ['mental', 'mental']),
  basic.resource('bas-03', 'Grit', ['physical', 'physical']),
  basic.support('bas-04', 'Field Medkit', 1, ['physical'], {
    traits: ['Item'],
    kw: { uses: 2 },
    ab: [{ kind: 'action', cost: { use: true }, effects: [{ op: 'heal', to: 'friendly', n: 2 }] }],
  }),
  basic.ally('bas-05', 'Beat Cop', 2, ['energy'], [2, 1, 1], { traits: ['Police'], cThw: 1 }),
  basic.event('bas-06', 'Quick Study', 1, ['mental'], { play: [{ op: 'draw', n: 2 }] }),
  basic.event('bas-07', 'Thunder and Steel', 2, ['energy'], {
    eventForm: 'hero',
    label: 'attack',
    kw: { teamUp: ['Stormwright', 'Bulwark'] },
    play: [{ op: 'damage', to: 'eachEnemy', n: 2, attack: true }],
  }),
  // justice
  justice.event('jus-01', 'Stakeout', 2, ['mental'], {
    label: 'thwart',
    play: [{ op: 'thwart', from: 'scheme', n: 4, label: true }],
  }),
  justice.support('jus-02', 'Civic Duty', 1, ['energy'], {
    traits: ['Affiliation'],
    kw: { uses: 3 },
    ab: [{ kind: 'action', cost: { use: true, exhaust: true }, effects: [{ op: 'thwart', from: 'scheme', n: 1 }] }],
  }),
  justice.ally('jus-03', 'Officer Dana Shore', 3, ['mental'], [3, 1, 2], {
    sub: 'Night Watch',
    traits: ['Police'],
    unique: true,
    cThw: 1,
  }),
  justice.event('jus-04', 'Due Process', 1, ['physical'], {
    on: 'youThwarted',
    play: [{ op: 'thwart', from: 'scheme', n: 1 }],
  }),
  justice.event('jus-05', 'Tip-Off', 1, ['mental'], { on: 'treacheryRevealed', play: [{ op: 'cancel' }] }),
  // protection
  protection.event('pro-01', 'Brace', 1, ['energy'], {
    on: 'villainAttacksYou',
    eventForm: 'hero',
    label: 'defense',
    play: [{ op: 'status', s: 'tough', to: 'you' }],
  }),
  protection.upgrade('pro-02', 'Guardian Stance', 2, ['physical'], {
    traits: ['Skill'],
    kw: { restricted: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'def', n: 1 } }],
  }),
  protection.ally('pro-03', 'Shieldbearer', 2, ['physical'], [4, 0, 0], { traits: ['Soldier'] }),
  protection.event('pro-04', 'Second Wind', 1, ['mental'], { play: [{ op: 'heal', to: 'you', n: 4 }] }),
  // aggression
  aggression.event('agg-01', 'Haymaker', 2, ['physical'], {
    eventForm: 'hero',
    label: 'attack',
    play: [{ op: 'damage', to: 'enemy', n: 5, attack: true, overkill: true }],
  }),
  aggression.upgrade('agg-02', 'Battle Fury', 2, ['energy'], {
    traits: ['Skill'],
    kw: { restricted: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'atk', n: 1 } }],
  }),
  aggression.ally('agg-03', 'Street Brawler', 3, ['physical'], [3, 2, 0], {
    traits: ['Civilian'],
    cAtk: 1,
    kw: { ranged: true },
  }),
  aggression.event('agg-04', 'Follow Through', 1, ['energy'], {
    on: 'youAttacked',
    play: [{ op: 'damage', to: 'enemy', n: 1 }],
  }),
  aggression.event('agg-05', 'Crowd Control', 1, ['physical'], {
    eventForm: 'hero',
    label: 'attack',
    play: [{ op: 'script', name: 'agg-05' }],
  }),
  // leadership
  leadership.support('lea-01', 'Rally Point', 2, ['mental'], {
    traits: ['Location'],
    unique: true,
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', allyLimit: 1 } }],
  }),
  leadership.event('lea-02', 'Call for Backup', 1, ['energy'], { play: [{ op: 'ready', to: 'ally' }] }),
];
