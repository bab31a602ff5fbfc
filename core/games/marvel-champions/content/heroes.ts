// Deckhand's own heroes: names, faces and texts written by the team (never publisher texts).
// Each identity: a hero face and an alter-ego face, its signature cards, one obligation and a
// nemesis set (a minion and a side scheme).

import type { CardDef } from '../engine/types';
import { heroSet, useAction } from './define';

const stw = heroSet('stormwright', 'stw');
export const STORMWRIGHT: readonly CardDef[] = [
  stw.hero('Stormwright', ['Scientist', 'Storm'], [10, 2, 2, 1], 5, {
    ab: [{ kind: 'response', on: 'youThwarted', oncePerRound: true, effects: [{ op: 'damage', to: 'enemy', n: 1 }] }],
  }),
  stw.alterEgo('Ada Kell', ['Scientist'], 10, 4, 6, [
    {
      kind: 'action',
      form: 'alter_ego',
      cost: { exhaust: true },
      oncePerRound: true,
      effects: [
        { op: 'draw', n: 1 },
        { op: 'discardRandom', n: 1 },
      ],
    },
  ]),
  stw.event('stw-1', 'Gale Burst', 2, ['energy'], {
    traits: ['Storm'],
    eventForm: 'hero',
    label: 'attack',
    play: [{ op: 'damage', to: 'enemy', n: 4, attack: true }],
  }),
  stw.upgrade('stw-2', 'Static Field', 1, ['energy'], {
    traits: ['Storm'],
    unique: true,
    kw: { uses: 3 },
    ab: [useAction([{ op: 'thwart', from: 'scheme', n: 2, label: true }], 'thwart')],
  }),
  stw.support('stw-3', 'Weather Station', 1, ['mental'], {
    traits: ['Location'],
    unique: true,
    ab: [
      { kind: 'resource', cost: { exhaust: true }, only: 'Storm', effects: [{ op: 'resource', r: 'energy', n: 1 }] },
    ],
  }),
  stw.event('stw-4', 'Lightning Rod', 1, ['energy'], {
    traits: ['Storm'],
    on: 'enemyAttackedYou',
    eventForm: 'hero',
    play: [{ op: 'damage', to: 'trigger', n: 2 }],
  }),
  stw.ally('stw-5', 'Dr. Lin Osei', 3, ['mental'], [2, 1, 2], {
    sub: 'Field Meteorologist',
    traits: ['Scientist'],
    unique: true,
    cThw: 1,
  }),
  stw.event('stw-6', 'Eye of the Storm', 1, ['wild'], {
    traits: ['Storm'],
    label: 'thwart',
    play: [{ op: 'thwart', from: 'scheme', n: 3, label: true }],
  }),
  stw.obligation('Tenure Review', 2, [
    { op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'discardRandom', n: 2 }]] },
  ]),
  stw.nemesisMinion('Cold Front', ['Elite'], [5, 2, 1], 2, { quickstrike: true }),
  stw.nemesisScheme('Climate Blackmail', 3, 2, { acceleration: 1 }, { threatPer: true }),
];

const bwk = heroSet('bulwark', 'bwk');
export const BULWARK: readonly CardDef[] = [
  bwk.hero('Bulwark', ['Soldier'], [12, 1, 2, 3], 4, {
    kw: { steady: true },
    ab: [{ kind: 'response', on: 'youDefended', effects: [{ op: 'damage', to: 'trigger', n: 1 }] }],
  }),
  bwk.alterEgo('Tomas Reyes', ['Veteran'], 12, 5, 6),
  bwk.upgrade('bwk-1', 'Riot Shield', 2, ['physical'], {
    traits: ['Armor'],
    unique: true,
    kw: { restricted: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'def', n: 1 } }],
  }),
  bwk.event('bwk-2', 'Hold the Line', 1, ['physical'], {
    traits: ['Defense'],
    on: 'villainAttacksYou',
    eventForm: 'hero',
    label: 'defense',
    play: [{ op: 'prevent', n: 3 }],
  }),
  bwk.event('bwk-3', 'Shield Bash', 2, ['physical'], {
    traits: ['Attack'],
    eventForm: 'hero',
    label: 'attack',
    play: [
      { op: 'damage', to: 'enemy', n: 3, attack: true },
      { op: 'status', s: 'stunned', to: 'it' },
    ],
  }),
  bwk.ally('bwk-4', 'Sgt. Imani Cole', 3, ['physical'], [3, 2, 1], {
    sub: 'Rapid Response',
    traits: ['Soldier'],
    unique: true,
    cAtk: 1,
  }),
  bwk.upgrade('bwk-5', 'Plated Harness', 2, ['energy'], {
    traits: ['Armor'],
    kw: { uses: 3 },
    ab: [useAction([{ op: 'status', s: 'tough', to: 'you' }])],
  }),
  bwk.event('bwk-6', 'Stand Firm', 0, ['wild'], {
    traits: ['Defense'],
    eventForm: 'hero',
    play: [
      { op: 'ready', to: 'you' },
      { op: 'heal', to: 'you', n: 1 },
    ],
  }),
  bwk.obligation('Double Shift', 2, [
    { op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'damage', to: 'you', n: 2 }]] },
  ]),
  bwk.nemesisMinion('Razorback', ['Mercenary'], [6, 3, 1], 2, { retaliate: 1, toughness: true }),
  bwk.nemesisScheme('Old Grudge', 4, 2, { hazard: 1 }),
];

const qlf = heroSet('quillfire', 'qlf');
export const QUILLFIRE: readonly CardDef[] = [
  qlf.hero('Quillfire', ['Archer'], [9, 1, 3, 1], 5, {
    ab: [{ kind: 'response', on: 'minionDefeated', oncePerRound: true, form: 'hero', effects: [{ op: 'draw', n: 1 }] }],
  }),
  qlf.alterEgo('Nadia Sol', ['Athlete'], 9, 3, 6),
  qlf.event('qlf-1', 'Piercing Shot', 2, ['physical'], {
    traits: ['Attack'],
    eventForm: 'hero',
    label: 'attack',
    play: [{ op: 'damage', to: 'enemy', n: 4, attack: true, piercing: true }],
  }),
  qlf.event('qlf-2', 'Volley', 2, ['energy'], {
    traits: ['Attack'],
    eventForm: 'hero',
    label: 'attack',
    play: [{ op: 'damage', to: 'eachEnemy', n: 1, attack: true }],
  }),
  qlf.support('qlf-3', 'Bottomless Quiver', 1, ['physical'], {
    traits: ['Gear'],
    unique: true,
    kw: { uses: 3 },
    ab: [useAction([{ op: 'damage', to: 'enemy', n: 2, attack: true }], 'attack')],
  }),
  qlf.ally('qlf-4', 'Kit Marlowe', 2, ['mental'], [2, 2, 1], {
    sub: 'Fletcher',
    traits: ['Civilian'],
    unique: true,
    cAtk: 1,
  }),
  qlf.obligation('Overdue Rent', 1, [
    { op: 'choose', options: [[{ op: 'exhaust', to: 'you' }], [{ op: 'threat', on: 'main', n: 2 }]] },
  ]),
  qlf.nemesisMinion('Hexfang', ['Assassin'], [4, 3, 1], 2, { villainous: true }),
  qlf.nemesisScheme('Marked Target', 3, 1, { amplify: 1 }),
];

const tdc = heroSet('tidecaller', 'tdc');
export const TIDECALLER: readonly CardDef[] = [
  tdc.hero('Tidecaller', ['Mystic'], [10, 3, 1, 1], 5),
  tdc.alterEgo('Joon Park', ['Lifeguard'], 10, 4, 6),
  tdc.event('tdc-1', 'Undertow', 1, ['mental'], {
    traits: ['Water'],
    eventForm: 'hero',
    label: 'thwart',
    play: [
      { op: 'thwart', from: 'scheme', n: 2, label: true },
      { op: 'status', s: 'confused', to: 'villain' },
    ],
  }),
  tdc.event('tdc-2', 'Riptide', 2, ['energy'], {
    traits: ['Water'],
    label: 'thwart',
    play: [{ op: 'thwart', from: 'scheme', n: 4, label: true }],
  }),
  tdc.support('tdc-3', 'Harbor Lookout', 1, ['mental'], {
    traits: ['Location'],
    unique: true,
    ab: [{ kind: 'action', cost: { exhaust: true }, effects: [{ op: 'thwart', from: 'side', n: 1 }] }],
  }),
  tdc.ally('tdc-4', 'Ondine Vale', 2, ['energy'], [2, 1, 2], {
    sub: 'Harbor Pilot',
    traits: ['Civilian'],
    unique: true,
    cThw: 1,
  }),
  tdc.upgrade('tdc-5', 'Tidal Charm', 0, undefined, {
    traits: ['Artifact'],
    unique: true,
    kw: { permanent: true, setup: true },
    ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat: 'rec', n: 1 } }],
  }),
  tdc.obligation('Family Dinner', 1, [
    {
      op: 'if',
      cond: { c: 'form', f: 'hero' },
      then: [{ op: 'flip' }, { op: 'exhaust', to: 'you' }],
      else: [{ op: 'exhaust', to: 'you' }],
    },
  ]),
  tdc.nemesisMinion('Maelstrom', ['Elemental'], [6, 2, 2], 2, { stalwart: true }),
  tdc.nemesisScheme('Rising Waters', 3, 2, { crisis: 1 }),
];

export const HERO_CARDS: readonly CardDef[] = [...STORMWRIGHT, ...BULWARK, ...QUILLFIRE, ...TIDECALLER];
