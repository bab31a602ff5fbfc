// Deckhand's own heroes: names, faces and texts written by the team (never publisher texts).
// Each identity: a hero face and an alter-ego face, its signature cards, one obligation and a
// nemesis set (a minion and a side scheme).

import type { CardDef } from '../engine/types';

const hero = (set: string) => ({ set, aspect: 'hero' as const });

export const STORMWRIGHT: readonly CardDef[] = [
  {
    code: 'stw-h', name: 'Stormwright', type: 'hero', ...hero('stormwright'), traits: ['Scientist', 'Storm'], hp: 10, thw: 2, atk: 2, def: 1, hand: 5, flip: 'stw-a',
    nemesis: ['stw-n1', 'stw-n2'], obligation: 'stw-o',
    ab: [{ kind: 'response', on: 'youThwarted', oncePerRound: true, effects: [{ op: 'damage', to: 'enemy', n: 1 }] }],
  },
  { code: 'stw-a', name: 'Ada Kell', type: 'alter_ego', ...hero('stormwright'), traits: ['Scientist'], hp: 10, rec: 4, hand: 6, flip: 'stw-h',
    ab: [{ kind: 'action', form: 'alter_ego', cost: { exhaust: true }, oncePerRound: true, effects: [{ op: 'draw', n: 1 }, { op: 'discardRandom', n: 1 }] }] },
  { code: 'stw-1', name: 'Gale Burst', type: 'event', ...hero('stormwright'), traits: ['Storm'], cost: 2, res: ['energy'], eventForm: 'hero', label: 'attack', play: [{ op: 'damage', to: 'enemy', n: 4, attack: true }] },
  { code: 'stw-2', name: 'Static Field', type: 'upgrade', ...hero('stormwright'), traits: ['Storm'], cost: 1, res: ['energy'], unique: true, kw: { uses: 3 },
    ab: [{ kind: 'action', form: 'hero', cost: { use: true }, label: 'thwart', effects: [{ op: 'thwart', from: 'scheme', n: 2, label: true }] }] },
  { code: 'stw-3', name: 'Weather Station', type: 'support', ...hero('stormwright'), traits: ['Location'], cost: 1, res: ['mental'], unique: true,
    ab: [{ kind: 'resource', cost: { exhaust: true }, only: 'Storm', effects: [{ op: 'resource', r: 'energy', n: 1 }] }] },
  { code: 'stw-4', name: 'Lightning Rod', type: 'event', ...hero('stormwright'), traits: ['Storm'], cost: 1, res: ['energy'], on: 'enemyAttackedYou', eventForm: 'hero', play: [{ op: 'damage', to: 'trigger', n: 2 }] },
  { code: 'stw-5', name: 'Dr. Lin Osei', sub: 'Field Meteorologist', type: 'ally', ...hero('stormwright'), traits: ['Scientist'], unique: true, cost: 3, res: ['mental'], hp: 2, atk: 1, thw: 2, cThw: 1 },
  { code: 'stw-6', name: 'Eye of the Storm', type: 'event', ...hero('stormwright'), traits: ['Storm'], cost: 1, res: ['wild'], label: 'thwart', play: [{ op: 'thwart', from: 'scheme', n: 3, label: true }] },
  {
    code: 'stw-o', name: 'Tenure Review', type: 'obligation', set: 'stormwright-o', owner: 'stw-h', boost: 2,
    play: [{ op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'discardRandom', n: 2 }]] }],
  },
  { code: 'stw-n1', name: 'Cold Front', type: 'minion', set: 'stormwright-n', traits: ['Elite'], unique: true, hp: 5, atk: 2, sch: 1, boost: 2, kw: { quickstrike: true } },
  { code: 'stw-n2', name: 'Climate Blackmail', type: 'side_scheme', set: 'stormwright-n', threat: 3, threatPer: true, boost: 2, icons: { acceleration: 1 } },
];

export const BULWARK: readonly CardDef[] = [
  {
    code: 'bwk-h', name: 'Bulwark', type: 'hero', ...hero('bulwark'), traits: ['Soldier'], hp: 12, thw: 1, atk: 2, def: 3, hand: 4, flip: 'bwk-a', kw: { steady: true },
    nemesis: ['bwk-n1', 'bwk-n2'], obligation: 'bwk-o',
    ab: [{ kind: 'response', on: 'youDefended', effects: [{ op: 'damage', to: 'trigger', n: 1 }] }],
  },
  { code: 'bwk-a', name: 'Tomas Reyes', type: 'alter_ego', ...hero('bulwark'), traits: ['Veteran'], hp: 12, rec: 5, hand: 6, flip: 'bwk-h' },
  { code: 'bwk-1', name: 'Riot Shield', type: 'upgrade', ...hero('bulwark'), traits: ['Armor'], cost: 2, res: ['physical'], unique: true, kw: { restricted: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'def', n: 1 } }] },
  { code: 'bwk-2', name: 'Hold the Line', type: 'event', ...hero('bulwark'), traits: ['Defense'], cost: 1, res: ['physical'], on: 'villainAttacksYou', eventForm: 'hero', label: 'defense', play: [{ op: 'prevent', n: 3 }] },
  { code: 'bwk-3', name: 'Shield Bash', type: 'event', ...hero('bulwark'), traits: ['Attack'], cost: 2, res: ['physical'], eventForm: 'hero', label: 'attack', play: [{ op: 'damage', to: 'enemy', n: 3, attack: true }, { op: 'status', s: 'stunned', to: 'it' }] },
  { code: 'bwk-4', name: 'Sgt. Imani Cole', sub: 'Rapid Response', type: 'ally', ...hero('bulwark'), traits: ['Soldier'], unique: true, cost: 3, res: ['physical'], hp: 3, atk: 2, thw: 1, cAtk: 1 },
  { code: 'bwk-5', name: 'Plated Harness', type: 'upgrade', ...hero('bulwark'), traits: ['Armor'], cost: 2, res: ['energy'], kw: { uses: 3 },
    ab: [{ kind: 'action', form: 'hero', cost: { use: true }, effects: [{ op: 'status', s: 'tough', to: 'you' }] }] },
  { code: 'bwk-6', name: 'Stand Firm', type: 'event', ...hero('bulwark'), traits: ['Defense'], cost: 0, res: ['wild'], eventForm: 'hero', play: [{ op: 'ready', to: 'you' }, { op: 'heal', to: 'you', n: 1 }] },
  { code: 'bwk-o', name: 'Double Shift', type: 'obligation', set: 'bulwark-o', owner: 'bwk-h', boost: 2,
    play: [{ op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'damage', to: 'you', n: 2 }]] }] },
  { code: 'bwk-n1', name: 'Razorback', type: 'minion', set: 'bulwark-n', traits: ['Mercenary'], unique: true, hp: 6, atk: 3, sch: 1, boost: 2, kw: { retaliate: 1, toughness: true } },
  { code: 'bwk-n2', name: 'Old Grudge', type: 'side_scheme', set: 'bulwark-n', threat: 4, boost: 2, icons: { hazard: 1 } },
];

export const QUILLFIRE: readonly CardDef[] = [
  {
    code: 'qlf-h', name: 'Quillfire', type: 'hero', ...hero('quillfire'), traits: ['Archer'], hp: 9, thw: 1, atk: 3, def: 1, hand: 5, flip: 'qlf-a',
    nemesis: ['qlf-n1', 'qlf-n2'], obligation: 'qlf-o',
    ab: [{ kind: 'response', on: 'minionDefeated', oncePerRound: true, form: 'hero', effects: [{ op: 'draw', n: 1 }] }],
  },
  { code: 'qlf-a', name: 'Nadia Sol', type: 'alter_ego', ...hero('quillfire'), traits: ['Athlete'], hp: 9, rec: 3, hand: 6, flip: 'qlf-h' },
  { code: 'qlf-1', name: 'Piercing Shot', type: 'event', ...hero('quillfire'), traits: ['Attack'], cost: 2, res: ['physical'], eventForm: 'hero', label: 'attack', play: [{ op: 'damage', to: 'enemy', n: 4, attack: true, piercing: true }] },
  { code: 'qlf-2', name: 'Volley', type: 'event', ...hero('quillfire'), traits: ['Attack'], cost: 2, res: ['energy'], eventForm: 'hero', label: 'attack', play: [{ op: 'damage', to: 'eachEnemy', n: 1, attack: true }] },
  { code: 'qlf-3', name: 'Bottomless Quiver', type: 'support', ...hero('quillfire'), traits: ['Gear'], cost: 1, res: ['physical'], unique: true, kw: { uses: 3 },
    ab: [{ kind: 'action', form: 'hero', cost: { use: true }, label: 'attack', effects: [{ op: 'damage', to: 'enemy', n: 2, attack: true }] }] },
  { code: 'qlf-4', name: 'Kit Marlowe', sub: 'Fletcher', type: 'ally', ...hero('quillfire'), traits: ['Civilian'], unique: true, cost: 2, res: ['mental'], hp: 2, atk: 2, thw: 1, cAtk: 1 },
  { code: 'qlf-o', name: 'Overdue Rent', type: 'obligation', set: 'quillfire-o', owner: 'qlf-h', boost: 1,
    play: [{ op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'threat', on: 'main', n: 2 }]] }] },
  { code: 'qlf-n1', name: 'Hexfang', type: 'minion', set: 'quillfire-n', traits: ['Assassin'], unique: true, hp: 4, atk: 3, sch: 1, boost: 2, kw: { villainous: true } },
  { code: 'qlf-n2', name: 'Marked Target', type: 'side_scheme', set: 'quillfire-n', threat: 3, boost: 1, icons: { amplify: 1 } },
];

export const TIDECALLER: readonly CardDef[] = [
  {
    code: 'tdc-h', name: 'Tidecaller', type: 'hero', ...hero('tidecaller'), traits: ['Mystic'], hp: 10, thw: 3, atk: 1, def: 1, hand: 5, flip: 'tdc-a',
    nemesis: ['tdc-n1', 'tdc-n2'], obligation: 'tdc-o',
  },
  { code: 'tdc-a', name: 'Joon Park', type: 'alter_ego', ...hero('tidecaller'), traits: ['Lifeguard'], hp: 10, rec: 4, hand: 6, flip: 'tdc-h' },
  { code: 'tdc-1', name: 'Undertow', type: 'event', ...hero('tidecaller'), traits: ['Water'], cost: 1, res: ['mental'], eventForm: 'hero', label: 'thwart', play: [{ op: 'thwart', from: 'scheme', n: 2, label: true }, { op: 'status', s: 'confused', to: 'villain' }] },
  { code: 'tdc-2', name: 'Riptide', type: 'event', ...hero('tidecaller'), traits: ['Water'], cost: 2, res: ['energy'], label: 'thwart', play: [{ op: 'thwart', from: 'scheme', n: 4, label: true }] },
  { code: 'tdc-3', name: 'Harbor Lookout', type: 'support', ...hero('tidecaller'), traits: ['Location'], cost: 1, res: ['mental'], unique: true,
    ab: [{ kind: 'action', cost: { exhaust: true }, effects: [{ op: 'thwart', from: 'side', n: 1 }] }] },
  { code: 'tdc-4', name: 'Ondine Vale', sub: 'Harbor Pilot', type: 'ally', ...hero('tidecaller'), traits: ['Civilian'], unique: true, cost: 2, res: ['energy'], hp: 2, atk: 1, thw: 2, cThw: 1 },
  { code: 'tdc-5', name: 'Tidal Charm', type: 'upgrade', ...hero('tidecaller'), traits: ['Artifact'], cost: 0, unique: true, kw: { permanent: true, setup: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'rec', n: 1 } }] },
  { code: 'tdc-o', name: 'Family Dinner', type: 'obligation', set: 'tidecaller-o', owner: 'tdc-h', boost: 1,
    play: [{ op: 'if', cond: { c: 'form', f: 'hero' }, then: [{ op: 'flip' }, { op: 'exhaust', to: 'you' }], else: [{ op: 'exhaust', to: 'you' }] }] },
  { code: 'tdc-n1', name: 'Maelstrom', type: 'minion', set: 'tidecaller-n', traits: ['Elemental'], unique: true, hp: 6, atk: 2, sch: 2, boost: 2, kw: { stalwart: true } },
  { code: 'tdc-n2', name: 'Rising Waters', type: 'side_scheme', set: 'tidecaller-n', threat: 3, boost: 2, icons: { crisis: 1 } },
];

export const HERO_CARDS: readonly CardDef[] = [...STORMWRIGHT, ...BULWARK, ...QUILLFIRE, ...TIDECALLER];
