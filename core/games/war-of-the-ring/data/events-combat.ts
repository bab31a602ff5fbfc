/**
 * War of the Ring (2nd edition): the 38 combat cards printed at the bottom of the event cards (rules digest §8.5).
 * Several event cards share one combat card; the shared definitions live here, keyed by a kebab id of the name.
 * Summaries are ours. Initiative numbers: lower resolves first, ties go to the defender's card.
 */
import type { CombatCard, Cond, RegionFilter } from './event-types';

const inRohanFangornOrthanc: Cond = {
  c: 'any',
  of: [
    { c: 'defender-in', where: { nation: 'rohan' } },
    { c: 'defender-in', where: { in: ['fangorn', 'orthanc'] } },
  ],
};
const withFellowship: RegionFilter = { fellowship: true };

export const COMBAT_CARDS = {
  // ---- Free Peoples ----
  'it-is-a-gift': {
    name: 'It is a Gift',
    initiative: 3,
    condition: [{ c: 'defender-in', where: withFellowship }],
    effect: [{ op: 'die-modifier', target: 'self', roll: 'both', delta: 1 }],
    summary: 'Defending where the Fellowship is: +1 to every die of your combat roll and Leader re-roll.',
  },
  'blade-of-westernesse': {
    name: 'Blade of Westernesse',
    initiative: 6,
    condition: [{ c: 'battle-has', who: 'self', has: 'hobbit' }],
    effect: [{ op: 'eliminate-minion-by-hit', optional: true }],
    summary: 'With a Hobbit in the battle, one hit of your Leader re-roll may slay a Minion taking part instead.',
  },
  'mighty-attack': {
    name: 'Mighty Attack',
    initiative: 4,
    condition: [{ c: 'battle-has', who: 'self', has: 'companion' }],
    effect: [
      { op: 'forfeit', of: 'one-companion' },
      { op: 'misses-to-hits', count: 1 },
    ],
    summary: 'A Companion gives up his Leadership to turn one missed die into a hit before your re-roll.',
  },
  'servant-of-the-secret-fire': {
    name: 'Servant of the Secret Fire',
    initiative: 3,
    condition: [{ c: 'battle-has', who: 'self', has: 'gandalf' }],
    effect: [{ op: 'die-modifier', target: 'self', roll: 'combat', delta: 1 }],
    summary: 'With Gandalf in the battle: +1 to every die of your combat roll.',
  },
  anduril: {
    name: 'Andúril',
    initiative: 4,
    condition: [{ c: 'battle-has', who: 'self', has: 'strider-or-aragorn' }],
    effect: [
      { op: 'forfeit', of: 'strider-or-aragorn' },
      { op: 'misses-to-hits', count: 1, aragornCount: 2 },
    ],
    summary:
      'Strider (one die) or Aragorn (two dice) gives up his Leadership to turn misses into hits before the re-roll.',
  },
  'heroic-death': {
    name: 'Heroic Death',
    initiative: 6,
    condition: [{ c: 'battle-has', who: 'self', has: 'leader-or-companion' }],
    effect: [{ op: 'sacrifice-to-cancel', optional: true }],
    summary:
      'Before taking casualties, sacrifice a Leader to stop one hit or a Companion to stop up to his Level in hits.',
  },
  'daring-defiance': {
    name: 'Daring Defiance',
    initiative: 0,
    condition: [{ c: 'battle-has', who: 'self', has: 'companion' }],
    effect: [{ op: 'forfeit', of: 'all-companions' }, { op: 'cancel-combat-card' }],
    summary: "Every Companion in the battle gives up his Leadership to void the Shadow's combat card.",
  },
  'fateful-strike': {
    name: 'Fateful Strike',
    initiative: 6,
    condition: [{ c: 'battle-has', who: 'self', has: 'leader-or-companion' }],
    effect: [
      {
        op: 'choose',
        options: [
          { label: 'nazgul', effect: [{ op: 'reroll-kills', minHits: 1, target: 'nazgul' }] },
          { label: 'minion', effect: [{ op: 'reroll-kills', minHits: 2, target: 'minion' }] },
        ],
      },
    ],
    summary: 'A hit on your Leader re-roll also kills a Nazgûl; two or more hits may kill a Minion instead.',
  },
  'sudden-strike': {
    name: 'Sudden Strike',
    initiative: 2,
    condition: [{ c: 'battle-has', who: 'self', has: 'leader-or-companion' }],
    effect: [{ op: 'special-strike', step: 'before-roll', dice: { countOf: 'own-leadership', max: 5 } }],
    summary: 'Before the combat roll, strike first with as many dice as your Leadership (at most five).',
  },
  'brave-stand': {
    name: 'Brave Stand',
    initiative: 3,
    condition: [{ c: 'battle-has', who: 'self', has: 'companion' }],
    effect: [{ op: 'fewer-dice', target: 'enemy', per: 'companion-in-battle' }],
    summary: 'The Shadow rolls one combat die fewer per Companion in the battle (never below one).',
  },
  'ents-rage': {
    name: "Ents' Rage",
    initiative: 3,
    condition: [inRohanFangornOrthanc],
    effect: [{ op: 'die-modifier', target: 'self', roll: 'combat', delta: 2 }],
    summary: 'Defender in Rohan, Fangorn or Orthanc: +2 to every die of your combat roll.',
  },
  'huorn-dark': {
    name: 'Huorn-dark',
    initiative: 3,
    condition: [inRohanFangornOrthanc],
    effect: [{ op: 'max-dice', target: 'enemy', max: 2 }],
    summary: 'Defender in Rohan, Fangorn or Orthanc: the Shadow rolls two combat dice at most.',
  },
  'nameless-wood': {
    name: 'Nameless Wood',
    initiative: 5,
    condition: [inRohanFangornOrthanc],
    effect: [{ op: 'extra-hits', count: 2, when: 'hit' }],
    summary: 'Defender in Rohan, Fangorn or Orthanc: if your roll or re-roll hits at all, add two hits.',
  },
  daylight: {
    name: 'Daylight',
    initiative: 3,
    condition: [],
    effect: [{ op: 'max-dice', target: 'enemy', max: 3 }],
    summary: 'The Shadow rolls three combat dice at most this round.',
  },
  'no-quarter': {
    name: 'No Quarter',
    initiative: 5,
    condition: [],
    effect: [{ op: 'extra-hits', count: 1, when: 'hit' }],
    summary: 'If your roll or re-roll hits at all, add one more hit.',
  },
  'advantageous-position': {
    name: 'Advantageous Position',
    initiative: 3,
    condition: [{ c: 'defender-in', where: { nation: 'fp' } }],
    effect: [{ op: 'die-modifier', target: 'enemy', roll: 'combat', delta: -1, natural6Hits: true }],
    summary: "Defender inside a Free Peoples nation: −1 to the Shadow's combat dice (a natural 6 still hits).",
  },
  scouts: {
    name: 'Scouts',
    initiative: 1,
    condition: [{ c: 'battle', type: 'field', role: 'defender' }],
    effect: [{ op: 'retreat-or-withdraw' }],
    summary: 'Defending in a field battle: slip away before the roll, retreating or withdrawing into the Stronghold.',
  },
  'shield-wall': {
    name: 'Shield-wall',
    initiative: 6,
    condition: [],
    effect: [{ op: 'cancel-hits', count: 1, ifAtLeast: 2 }],
    summary: 'If the Shadow scored two or more hits, one of them is cancelled before casualties.',
  },
  confusion: {
    name: 'Confusion',
    initiative: 4,
    condition: [],
    effect: [{ op: 'enemy-ones-hit-self' }],
    summary: "Each natural 1 in the Shadow's combat roll hits the Shadow army and is not re-rolled.",
  },
  charge: {
    name: 'Charge',
    initiative: 2,
    condition: [{ c: 'battle-has', who: 'self', has: 'fp-elite' }],
    effect: [{ op: 'special-strike', step: 'before-roll', dice: { countOf: 'own-elites', max: 5 } }],
    summary: 'Before the combat roll, your Elite units (up to five) strike first.',
  },
  valour: {
    name: 'Valour',
    initiative: 3,
    condition: [{ c: 'battle-has', who: 'self', has: 'fp-elite' }],
    effect: [{ op: 'die-modifier', target: 'self', roll: 'combat', delta: 1 }],
    summary: 'With a Free Peoples Elite in the battle: +1 to every die of your combat roll.',
  },
  // ---- Shadow ----
  'one-for-the-dark-lord': {
    name: 'One for the Dark Lord',
    initiative: 3,
    condition: [{ c: 'defender-in', where: withFellowship }],
    effect: [{ op: 'die-modifier', target: 'self', roll: 'both', delta: 1 }],
    summary: 'Defender where the Fellowship is: +1 to every die of your combat roll and Leader re-roll.',
  },
  'cruel-as-death': {
    name: 'Cruel as Death',
    initiative: 3,
    condition: [{ c: 'nazgul-leadership-at-least', value: 2 }],
    effect: [
      { op: 'forfeit', of: 'nazgul-points', points: 2 },
      { op: 'die-modifier', target: 'self', roll: 'combat', delta: 1 },
    ],
    summary: 'Give up two points of Nazgûl Leadership for +1 to every die of your combat roll.',
  },
  'they-are-terrible': {
    name: 'They are Terrible',
    initiative: 4,
    condition: [{ c: 'nazgul-leadership-at-least', value: 1 }],
    effect: [
      { op: 'forfeit', of: 'nazgul-points', points: 1 },
      { op: 'die-modifier', target: 'self', roll: 'reroll', delta: 1 },
    ],
    summary: 'Give up one point of Nazgûl Leadership for +1 to every die of your Leader re-roll.',
  },
  'dread-and-despair': {
    name: 'Dread and Despair',
    initiative: 3,
    condition: [{ c: 'nazgul-leadership-at-least', value: 1 }],
    effect: [
      { op: 'forfeit', of: 'nazgul-points', min: 1, max: 5, bind: 'forfeited' },
      { op: 'fewer-dice', target: 'enemy', per: { bound: 'forfeited' } },
    ],
    summary: 'For each point of Nazgûl Leadership given up, the Free Peoples roll one combat die fewer (min. one).',
  },
  'foul-stench': {
    name: 'Foul Stench',
    initiative: 3,
    condition: [{ c: 'nazgul-leadership-at-least', value: 1 }],
    effect: [{ op: 'cancel-leader-reroll', cond: { c: 'leadership-compare', nazgulAtLeastFp: true } }],
    summary: 'If Nazgûl Leadership matches or beats the Free Peoples Leadership, their Leader re-roll is lost.',
  },
  'black-breath': {
    name: 'Black Breath',
    initiative: 6,
    condition: [{ c: 'battle-has', who: 'self', has: 'nazgul' }],
    effect: [
      {
        op: 'choose',
        optional: true,
        options: [
          { label: 'leader', effect: [{ op: 'reroll-kills', minHits: 1, target: 'fp-leader' }] },
          { label: 'companion', effect: [{ op: 'reroll-kills', minHits: 1, target: 'companion-by-level' }] },
        ],
      },
    ],
    summary: 'A hit on your re-roll may also kill a Free Peoples Leader, or a Companion if the hits reach his Level.',
  },
  'words-of-power': {
    name: 'Words of Power',
    initiative: 1,
    condition: [{ c: 'battle-has', who: 'self', has: 'nazgul' }],
    effect: [{ op: 'cancel-companion' }],
    summary: 'Pick a Companion: his Leadership and abilities count for nothing this round.',
  },
  'durins-bane': {
    name: "Durin's Bane",
    initiative: 2,
    condition: [{ c: 'defender-in', where: { within: { of: { kind: 'region', region: 'moria' }, distance: 2 } } }],
    effect: [{ op: 'special-strike', step: 'before-roll', dice: 3, hitOn: 4 }],
    summary: 'Defender within two regions of Moria: before the roll, three dice strike hitting on 4+.',
  },
  'devilry-of-orthanc': {
    name: 'Devilry of Orthanc',
    initiative: 3,
    condition: [
      { c: 'battle-has', who: 'self', has: 'isengard-unit' },
      { c: 'defender-in', where: { settlement: ['stronghold'] } },
    ],
    effect: [{ op: 'die-modifier', target: 'self', roll: 'combat', delta: 1 }],
    summary: 'Isengard units against a defender in a Stronghold: +1 to every die of your combat roll.',
  },
  'deadly-strife': {
    name: 'Deadly Strife',
    initiative: 2,
    condition: [],
    effect: [{ op: 'die-modifier', target: 'both', roll: 'both', delta: 2 }],
    summary: 'Both armies add 2 to every die of their combat rolls and re-rolls.',
  },
  'desperate-battle': {
    name: 'Desperate Battle',
    initiative: 3,
    condition: [],
    effect: [{ op: 'die-modifier', target: 'both', roll: 'both', delta: 1 }],
    summary: 'Both armies add 1 to every die of their combat rolls and re-rolls.',
  },
  'relentless-assault': {
    name: 'Relentless Assault',
    initiative: 3,
    condition: [],
    effect: [
      { op: 'self-hits', max: 2, step: 'before-roll', bind: 'sacrificed', optional: true },
      { op: 'die-modifier', target: 'self', roll: 'combat', delta: { perBound: 'sacrificed' } },
    ],
    summary: 'Before the roll take up to two hits on your own units; each gives +1 to your combat dice.',
  },
  onslaught: {
    name: 'Onslaught',
    initiative: 7,
    condition: [],
    effect: [
      { op: 'self-hits', max: 4, step: 'after-casualties', bind: 'sacrificed', optional: true },
      {
        op: 'special-strike',
        step: 'after-casualties',
        dice: { countOf: 'bound', name: 'sacrificed', max: 4 },
        hitOn: 4,
      },
    ],
    summary: 'After casualties, take up to four hits on your own units and roll a die per hit, hitting on 4+.',
  },
  'great-host': {
    name: 'Great Host',
    initiative: 7,
    condition: [],
    effect: [{ op: 'extra-hits', count: 1, when: 'double-units' }],
    summary: 'If after casualties your units are at least twice the enemy units, score one more hit.',
  },
  mumakil: {
    name: 'Mûmakil',
    initiative: [3, 5],
    condition: [{ c: 'battle-has', who: 'self', has: 'southron-elite' }],
    effect: [
      { op: 'die-modifier', target: 'self', roll: 'combat', delta: 1 },
      { op: 'extra-hits', count: 1, when: 'more-hits' },
    ],
    summary: 'With a Southron Elite: +1 to combat dice, and one more hit if you outscored the enemy this round.',
  },
  'swarm-of-bats': {
    name: 'Swarm of Bats',
    initiative: 0,
    condition: [],
    effect: [{ op: 'cancel-combat-card', elseRerollBonus: 1 }],
    summary: "Voids the Free Peoples' combat card; with no card to void, +1 to your Leader re-roll dice.",
  },
  'we-come-to-kill': {
    name: 'We Come to Kill',
    initiative: 7,
    condition: [{ c: 'battle-has', who: 'self', has: 'shadow-elite' }],
    effect: [{ op: 'special-strike', step: 'after-casualties', dice: { countOf: 'own-elites', max: 5 }, hitOn: 5 }],
    summary: 'After casualties, your Elite units (up to five) strike again, hitting on 5+.',
  },
} as const satisfies Record<string, CombatCard>;

export type CombatCardKey = keyof typeof COMBAT_CARDS;
