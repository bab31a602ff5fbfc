// Deckhand's own scenario: the villain Magistrate Null, the main scheme "The Silent Decree", the
// villain set, the modular set "Chrome Syndicate", and our standard and expert sets.

import type { CardDef } from '../engine/types';

export const NULL_SCENARIO: readonly CardDef[] = [
  // villain stages I, II (standard) and II, III (expert) — §2.16
  {
    code: 'nul-v1',
    name: 'Magistrate Null',
    type: 'villain',
    set: 'null',
    stage: 1,
    hp: 12,
    hpPer: true,
    atk: 1,
    sch: 1,
    traits: ['Tyrant'],
  },
  {
    code: 'nul-v2',
    name: 'Magistrate Null',
    type: 'villain',
    set: 'null',
    stage: 2,
    hp: 14,
    hpPer: true,
    atk: 2,
    sch: 2,
    traits: ['Tyrant'],
    kw: { steady: true },
    ab: [{ kind: 'whenRevealed', effects: [{ op: 'status', s: 'tough', to: 'villain' }] }],
  },
  {
    code: 'nul-v3',
    name: 'Magistrate Null',
    type: 'villain',
    set: 'null',
    stage: 3,
    hp: 16,
    hpPer: true,
    atk: 3,
    sch: 2,
    traits: ['Tyrant'],
    kw: { retaliate: 1, stalwart: true, toughness: true },
  },
  // main scheme stages
  {
    code: 'nul-m1',
    name: 'The Silent Decree',
    type: 'main_scheme',
    set: 'null',
    stage: 1,
    threat: 0,
    target: 7,
    targetPer: true,
    accel: 1,
    accelPer: true,
  },
  {
    code: 'nul-m2',
    name: 'City in Silence',
    type: 'main_scheme',
    set: 'null',
    stage: 2,
    threat: 1,
    threatPer: true,
    target: 11,
    targetPer: true,
    accel: 1,
    accelPer: true,
    ab: [{ kind: 'whenRevealed', effects: [{ op: 'accel', n: 1 }] }],
  },
  // villain set
  {
    code: 'nul-01',
    name: 'Null Enforcer',
    type: 'minion',
    set: 'null',
    traits: ['Enforcer'],
    hp: 3,
    atk: 1,
    sch: 1,
    boost: 1,
    kw: { guard: true },
  },
  {
    code: 'nul-02',
    name: 'Silencer Drone',
    type: 'minion',
    set: 'null',
    traits: ['Drone'],
    hp: 2,
    atk: 1,
    sch: 1,
    boost: 2,
    kw: { patrol: true },
  },
  {
    code: 'nul-03',
    name: 'Dampening Gauntlets',
    type: 'attachment',
    set: 'null',
    attachTo: 'villain',
    boost: 2,
    ab: [{ kind: 'constant', effects: [], constant: { to: 'host', stat: 'atk', n: 1 } }],
  },
  {
    code: 'nul-04',
    name: 'Null Mandate',
    type: 'attachment',
    set: 'null',
    attachTo: 'villain',
    boost: 1,
    ab: [{ kind: 'constant', effects: [], constant: { to: 'host', stat: 'sch', n: 1 } }],
  },
  {
    code: 'nul-05',
    name: 'Gag Order',
    type: 'treachery',
    set: 'null',
    boost: 1,
    play: [
      { op: 'threat', on: 'main', n: 1, per: true },
      { op: 'if', cond: { c: 'form', f: 'alter_ego' }, then: [{ op: 'threat', on: 'main', n: 1 }] },
    ],
  },
  {
    code: 'nul-06',
    name: 'Crushing Silence',
    type: 'treachery',
    set: 'null',
    boost: 2,
    play: [{ op: 'activate', how: 'attack' }],
  },
  {
    code: 'nul-07',
    name: 'Broadcast Blackout',
    type: 'side_scheme',
    set: 'null',
    threat: 3,
    threatPer: true,
    boost: 1,
    icons: { acceleration: 1 },
  },
  {
    code: 'nul-08',
    name: 'Detention Center',
    type: 'side_scheme',
    set: 'null',
    threat: 4,
    boost: 2,
    icons: { crisis: 1 },
    kw: { hinder: 1 },
  },
  {
    code: 'nul-09',
    name: 'Whispered Threat',
    type: 'treachery',
    set: 'null',
    boost: 1,
    kw: { incite: 1, surge: true },
    play: [],
  },
];

export const CHROME_SYNDICATE: readonly CardDef[] = [
  {
    code: 'chr-01',
    name: 'Syndicate Bruiser',
    type: 'minion',
    set: 'chrome',
    traits: ['Syndicate'],
    hp: 4,
    atk: 2,
    sch: 1,
    boost: 1,
    kw: { toughness: true, teamwork: 'Syndicate' },
  },
  {
    code: 'chr-02',
    name: 'Syndicate Marksman',
    type: 'minion',
    set: 'chrome',
    traits: ['Syndicate'],
    hp: 3,
    atk: 2,
    sch: 0,
    boost: 2,
    kw: { quickstrike: true },
  },
  {
    code: 'chr-03',
    name: 'Chrome Lieutenant',
    type: 'minion',
    set: 'chrome',
    traits: ['Syndicate', 'Elite'],
    unique: true,
    hp: 5,
    atk: 2,
    sch: 1,
    boost: 2,
    kw: { villainous: true, retaliate: 1, victory: 1 },
  },
  {
    code: 'chr-04',
    name: 'Protection Racket',
    type: 'treachery',
    set: 'chrome',
    boost: 1,
    kw: { peril: true },
    play: [
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
  },
  {
    code: 'chr-05',
    name: 'Smuggling Pipeline',
    type: 'side_scheme',
    set: 'chrome',
    threat: 3,
    boost: 1,
    icons: { hazard: 1 },
    kw: { victory: 1 },
  },
];

export const STANDARD_SET: readonly CardDef[] = [
  {
    code: 'std-01',
    name: 'Sudden Onslaught',
    type: 'treachery',
    set: 'standard',
    boost: 2,
    play: [{ op: 'activate', how: 'auto' }],
  },
  {
    code: 'std-02',
    name: 'Old Wounds',
    type: 'treachery',
    set: 'standard',
    boost: 2,
    play: [{ op: 'if', cond: { c: 'nemesisAside' }, then: [{ op: 'nemesis' }], else: [{ op: 'surge' }] }],
  },
  {
    code: 'std-03',
    name: 'Creeping Dread',
    type: 'treachery',
    set: 'standard',
    boost: 1,
    play: [
      {
        op: 'if',
        cond: { c: 'form', f: 'hero' },
        then: [
          { op: 'exhaust', to: 'you' },
          { op: 'status', s: 'confused', to: 'you' },
        ],
        else: [{ op: 'threat', on: 'main', n: 2 }],
      },
    ],
  },
  {
    code: 'std-04',
    name: 'Hired Muscle',
    type: 'minion',
    set: 'standard',
    traits: ['Thug'],
    hp: 3,
    atk: 1,
    sch: 1,
    boost: 1,
    kw: { victory: 1 },
  },
];

export const EXPERT_SET: readonly CardDef[] = [
  {
    code: 'exp-01',
    name: 'Relentless Pressure',
    type: 'treachery',
    set: 'expert',
    boost: 2,
    kw: { incite: 2 },
    play: [{ op: 'status', s: 'stunned', to: 'you' }],
  },
  {
    code: 'exp-02',
    name: 'Escalation Protocol',
    type: 'side_scheme',
    set: 'expert',
    threat: 2,
    threatPer: true,
    boost: 3,
    icons: { acceleration: 1, amplify: 1 },
  },
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
    cards: {
      'nul-01': 2,
      'nul-02': 2,
      'nul-03': 1,
      'nul-04': 1,
      'nul-05': 2,
      'nul-06': 2,
      'nul-07': 1,
      'nul-08': 1,
      'nul-09': 1,
    },
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
