// Deckhand's own scenario: the villain Magistrate Null, the main scheme "The Silent Decree", the
// villain set, the modular set "Chrome Syndicate", and our standard and expert sets.

import type { CardDef } from '../engine/types';
import { cardsOf, numbered } from './define';

const nul = cardsOf({ set: 'null' });
export const NULL_SCENARIO: readonly CardDef[] = [
  // villain stages I, II (standard) and II, III (expert) — §2.16
  nul.card('nul-v1', 'Magistrate Null', 'villain', {
    stage: 1,
    hp: 12,
    hpPer: true,
    atk: 1,
    sch: 1,
    traits: ['Tyrant'],
  }),
  nul.card('nul-v2', 'Magistrate Null', 'villain', {
    stage: 2,
    hp: 14,
    hpPer: true,
    atk: 2,
    sch: 2,
    traits: ['Tyrant'],
    kw: { steady: true },
    ab: [{ kind: 'whenRevealed', effects: [{ op: 'status', s: 'tough', to: 'villain' }] }],
  }),
  nul.card('nul-v3', 'Magistrate Null', 'villain', {
    stage: 3,
    hp: 16,
    hpPer: true,
    atk: 3,
    sch: 2,
    traits: ['Tyrant'],
    kw: { retaliate: 1, stalwart: true, toughness: true },
  }),
  // main scheme stages
  nul.card('nul-m1', 'The Silent Decree', 'main_scheme', {
    stage: 1,
    threat: 0,
    target: 7,
    targetPer: true,
    accel: 1,
    accelPer: true,
  }),
  nul.card('nul-m2', 'City in Silence', 'main_scheme', {
    stage: 2,
    threat: 1,
    threatPer: true,
    target: 11,
    targetPer: true,
    accel: 1,
    accelPer: true,
    ab: [{ kind: 'whenRevealed', effects: [{ op: 'accel', n: 1 }] }],
  }),
  // villain set
  nul.minion('nul-01', 'Null Enforcer', ['Enforcer'], [3, 1, 1], 1, { guard: true }),
  nul.minion('nul-02', 'Silencer Drone', ['Drone'], [2, 1, 1], 2, { patrol: true }),
  nul.attachment('nul-03', 'Dampening Gauntlets', 'villain', 2, [
    { kind: 'constant', effects: [], constant: { to: 'host', stat: 'atk', n: 1 } },
  ]),
  nul.attachment('nul-04', 'Null Mandate', 'villain', 1, [
    { kind: 'constant', effects: [], constant: { to: 'host', stat: 'sch', n: 1 } },
  ]),
  nul.treachery('nul-05', 'Gag Order', 1, [
    { op: 'threat', on: 'main', n: 1, per: true },
    { op: 'if', cond: { c: 'form', f: 'alter_ego' }, then: [{ op: 'threat', on: 'main', n: 1 }] },
  ]),
  nul.treachery('nul-06', 'Crushing Silence', 2, [{ op: 'activate', how: 'attack' }]),
  nul.sideScheme('nul-07', 'Broadcast Blackout', 3, 1, { acceleration: 1 }, { threatPer: true }),
  nul.sideScheme('nul-08', 'Detention Center', 4, 2, { crisis: 1 }, { kw: { hinder: 1 } }),
  nul.treachery('nul-09', 'Whispered Threat', 1, [], { incite: 1, surge: true }),
];

const chrome = cardsOf({ set: 'chrome' });
export const CHROME_SYNDICATE: readonly CardDef[] = [
  chrome.minion('chr-01', 'Syndicate Bruiser', ['Syndicate'], [4, 2, 1], 1, { toughness: true, teamwork: 'Syndicate' }),
  chrome.minion('chr-02', 'Syndicate Marksman', ['Syndicate'], [3, 2, 0], 2, { quickstrike: true }),
  chrome.minion(
    'chr-03',
    'Chrome Lieutenant',
    ['Syndicate', 'Elite'],
    [5, 2, 1],
    2,
    { villainous: true, retaliate: 1, victory: 1 },
    true,
  ),
  chrome.treachery(
    'chr-04',
    'Protection Racket',
    1,
    [
      {
        op: 'choose',
        options: [
          [
            { op: 'discardRandom', n: 1 },
            { op: 'discardRandom', n: 1 },
          ],
          [{ op: 'threat', on: 'main', n: 3 }],
        ],
      },
    ],
    { peril: true },
  ),
  chrome.sideScheme('chr-05', 'Smuggling Pipeline', 3, 1, { hazard: 1 }, { kw: { victory: 1 } }),
];

const standard = cardsOf({ set: 'standard' });
export const STANDARD_SET: readonly CardDef[] = [
  standard.treachery('std-01', 'Sudden Onslaught', 2, [{ op: 'activate', how: 'auto' }]),
  standard.treachery('std-02', 'Old Wounds', 2, [
    { op: 'if', cond: { c: 'nemesisAside' }, then: [{ op: 'nemesis' }], else: [{ op: 'surge' }] },
  ]),
  standard.treachery('std-03', 'Creeping Dread', 1, [
    {
      op: 'if',
      cond: { c: 'form', f: 'hero' },
      then: [
        { op: 'exhaust', to: 'you' },
        { op: 'status', s: 'confused', to: 'you' },
      ],
      else: [{ op: 'threat', on: 'main', n: 2 }],
    },
  ]),
  standard.minion('std-04', 'Hired Muscle', ['Thug'], [3, 1, 1], 1, { victory: 1 }),
];

const expert = cardsOf({ set: 'expert' });
export const EXPERT_SET: readonly CardDef[] = [
  expert.treachery('exp-01', 'Relentless Pressure', 2, [{ op: 'status', s: 'stunned', to: 'you' }], { incite: 2 }),
  expert.sideScheme('exp-02', 'Escalation Protocol', 2, 3, { acceleration: 1, amplify: 1 }, { threatPer: true }),
];

/** A scenario: its villain stages, main scheme stages and encounter sets (§3.1 steps 8–10). */
export interface Scenario {
  readonly id: string;
  /** Stage codes in order; standard uses 1–2, expert 2–3 (§2.16). */
  readonly villain: { readonly standard: readonly string[]; readonly expert: readonly string[] };
  readonly mainScheme: readonly string[];
  /** Encounter cards of the scenario's own set with copy counts. */
  readonly cards: { readonly [code: string]: number };
  readonly defaultModular: readonly string[];
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'null',
    villain: { standard: ['nul-v1', 'nul-v2'], expert: ['nul-v2', 'nul-v3'] },
    mainScheme: ['nul-m1', 'nul-m2'],
    cards: numbered('nul', [2, 2, 1, 1, 2, 2, 1, 1, 1]),
    defaultModular: ['chrome'],
  },
];

export interface EncounterSet {
  readonly id: string;
  readonly kind: 'modular' | 'standard' | 'expert';
  readonly cards: { readonly [code: string]: number };
}

export const ENCOUNTER_SETS: readonly EncounterSet[] = [
  { id: 'chrome', kind: 'modular', cards: { 'chr-01': 2, 'chr-02': 1, 'chr-03': 1, 'chr-04': 1, 'chr-05': 1 } },
  { id: 'standard', kind: 'standard', cards: { 'std-01': 2, 'std-02': 1, 'std-03': 1, 'std-04': 2 } },
  { id: 'expert', kind: 'expert', cards: { 'exp-01': 1, 'exp-02': 1 } },
];
