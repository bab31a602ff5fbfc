// Deckhand's own aspect and basic player cards (names and texts by the team).

import type { CardDef } from '../engine/types';

const basic = { set: 'basic', aspect: 'basic' as const };
const justice = { set: 'justice', aspect: 'justice' as const };
const protection = { set: 'protection', aspect: 'protection' as const };
const aggression = { set: 'aggression', aspect: 'aggression' as const };
const leadership = { set: 'leadership', aspect: 'leadership' as const };

export const POOL: readonly CardDef[] = [
  // basic
  { code: 'bas-01', name: 'Charge', type: 'resource', ...basic, res: ['energy', 'energy'] },
  { code: 'bas-02', name: 'Insight', type: 'resource', ...basic, res: ['mental', 'mental'] },
  { code: 'bas-03', name: 'Grit', type: 'resource', ...basic, res: ['physical', 'physical'] },
  { code: 'bas-04', name: 'Field Medkit', type: 'support', ...basic, traits: ['Item'], cost: 1, res: ['physical'], kw: { uses: 2 },
    ab: [{ kind: 'action', cost: { use: true }, effects: [{ op: 'heal', to: 'friendly', n: 2 }] }] },
  { code: 'bas-05', name: 'Beat Cop', type: 'ally', ...basic, traits: ['Police'], cost: 2, res: ['energy'], hp: 2, atk: 1, thw: 1, cThw: 1 },
  { code: 'bas-06', name: 'Quick Study', type: 'event', ...basic, cost: 1, res: ['mental'], play: [{ op: 'draw', n: 2 }] },
  { code: 'bas-07', name: 'Thunder and Steel', type: 'event', ...basic, cost: 2, res: ['energy'], eventForm: 'hero', label: 'attack', kw: { teamUp: ['Stormwright', 'Bulwark'] },
    play: [{ op: 'damage', to: 'eachEnemy', n: 2, attack: true }] },
  // justice
  { code: 'jus-01', name: 'Stakeout', type: 'event', ...justice, cost: 2, res: ['mental'], label: 'thwart', play: [{ op: 'thwart', from: 'scheme', n: 4, label: true }] },
  { code: 'jus-02', name: 'Civic Duty', type: 'support', ...justice, traits: ['Affiliation'], cost: 1, res: ['energy'], kw: { uses: 3 },
    ab: [{ kind: 'action', cost: { use: true, exhaust: true }, effects: [{ op: 'thwart', from: 'scheme', n: 1 }] }] },
  { code: 'jus-03', name: 'Officer Dana Shore', sub: 'Night Watch', type: 'ally', ...justice, traits: ['Police'], unique: true, cost: 3, res: ['mental'], hp: 3, atk: 1, thw: 2, cThw: 1 },
  { code: 'jus-04', name: 'Due Process', type: 'event', ...justice, cost: 1, res: ['physical'], on: 'youThwarted', play: [{ op: 'thwart', from: 'scheme', n: 1 }] },
  { code: 'jus-05', name: 'Tip-Off', type: 'event', ...justice, cost: 1, res: ['mental'], on: 'treacheryRevealed', play: [{ op: 'cancel' }] },
  // protection
  { code: 'pro-01', name: 'Brace', type: 'event', ...protection, cost: 1, res: ['energy'], on: 'villainAttacksYou', eventForm: 'hero', label: 'defense', play: [{ op: 'status', s: 'tough', to: 'you' }] },
  { code: 'pro-02', name: 'Guardian Stance', type: 'upgrade', ...protection, traits: ['Skill'], cost: 2, res: ['physical'], kw: { restricted: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'def', n: 1 } }] },
  { code: 'pro-03', name: 'Shieldbearer', type: 'ally', ...protection, traits: ['Soldier'], cost: 2, res: ['physical'], hp: 4, atk: 0, thw: 0 },
  { code: 'pro-04', name: 'Second Wind', type: 'event', ...protection, cost: 1, res: ['mental'], play: [{ op: 'heal', to: 'you', n: 4 }] },
  // aggression
  { code: 'agg-01', name: 'Haymaker', type: 'event', ...aggression, cost: 2, res: ['physical'], eventForm: 'hero', label: 'attack', play: [{ op: 'damage', to: 'enemy', n: 5, attack: true, overkill: true }] },
  { code: 'agg-02', name: 'Battle Fury', type: 'upgrade', ...aggression, traits: ['Skill'], cost: 2, res: ['energy'], kw: { restricted: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'atk', n: 1 } }] },
  { code: 'agg-03', name: 'Street Brawler', type: 'ally', ...aggression, traits: ['Civilian'], cost: 3, res: ['physical'], hp: 3, atk: 2, thw: 0, cAtk: 1, kw: { ranged: true } },
  { code: 'agg-04', name: 'Follow Through', type: 'event', ...aggression, cost: 1, res: ['energy'], on: 'youAttacked', play: [{ op: 'damage', to: 'enemy', n: 1 }] },
  { code: 'agg-05', name: 'Crowd Control', type: 'event', ...aggression, cost: 1, res: ['physical'], eventForm: 'hero', label: 'attack', play: [{ op: 'script', name: 'agg-05' }] },
  // leadership
  { code: 'lea-01', name: 'Rally Point', type: 'support', ...leadership, traits: ['Location'], cost: 2, res: ['mental'], unique: true,
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', allyLimit: 1 } }] },
  { code: 'lea-02', name: 'Call for Backup', type: 'event', ...leadership, cost: 1, res: ['energy'], play: [{ op: 'ready', to: 'ally' }] },
];
