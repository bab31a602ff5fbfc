/**
 * War of the Ring (2nd edition): the characters (rules digest §1.5, §5.3, §6.2, §6.7, §7.2, §7.4, §7.5,
 * Appendix A.1): level, leadership, the nation icon that lets a Companion activate a nation, bonus
 * action die, abilities as structured tags with a one-line summary in our own words, and the
 * conditions to bring a character into play as data. Never the printed card texts.
 */
import type { CharacterId, NationId, RegionId, Side } from './ids';

export type CharacterKind = 'companion' | 'gollum' | 'fp-entering' | 'minion';

/**
 * What an ability does, as a tag the engine switches on. `params` (below) completes it.
 * The tags name our own model of the effect, not card wording.
 */
export type AbilityEffect =
  /** Guide: after playing an Event card with an Event die result, draw a card from the same deck. */
  | 'guide-draw-after-event-die'
  /** Guide: any action die result may hide a Revealed Fellowship. */
  | 'guide-hide-with-any-die'
  /** Guide: during a Hunt with damage ≥ 1, separate this Companion to reduce the damage by 1. */
  | 'guide-separate-to-reduce-hunt-damage'
  /** Guide (Gollum): numbered standard tiles' Reveal icons are ignored; FP may reveal to reduce damage by 1. */
  | 'guide-gollum'
  /** +1 Combat Strength to the FP army in a battle he takes part in (still at most 5 dice). */
  | 'combat-strength-plus-one'
  /** Once out of the Fellowship, may be replaced by another character card (`params.replacedBy`). */
  | 'replaceable'
  /** In an unconquered City/Stronghold of `params.nation` (`params.regions` when listed), any die advances that nation. */
  | 'political-advance-with-any-die'
  /** Eliminated while in the Fellowship (off the Mordor Track): placed on the map as if separated instead. */
  | 'survives-elimination-in-fellowship'
  /** Moves as Level `params.level` when alone or with one Hobbit (movement only). */
  | 'movement-level-when-alone-or-with-hobbit'
  /** At the start of a battle he is in: forfeit his Leadership to cancel all Nazgûl Leadership for that battle. */
  | 'cancel-nazgul-leadership'
  /** Muster result, Orthanc Shadow-held and not besieged: 1 Isengard Regular in each Isengard Settlement, or 2 Regulars to Elites in Orthanc. */
  | 'voice-of-saruman'
  /** Isengard Elites also count as Leaders. */
  | 'isengard-elites-are-leaders'
  /** Never leaves `params.region`. */
  | 'never-moves'
  /** Counts as a Nazgûl: flies anywhere with a Character die, not into an FP Stronghold region unless besieged. */
  | 'nazgul'
  /** In a battle where a Combat card is played in the first round: draw an Event card from that card's deck. */
  | 'draw-after-first-round-combat-card'
  /** Once per turn a Muster die result may be used as an Army result. */
  | 'muster-as-army-once-per-turn';

export interface CharacterAbility {
  /** Kebab id, unique within the character. */
  readonly id: string;
  /** The ability's title as a short label (a fact, e.g. "Captain of the West"). */
  readonly name: string;
  /** Works only while he is the Guide of the Fellowship (§5.3). */
  readonly guideOnly: boolean;
  readonly effect: AbilityEffect;
  readonly params?: {
    readonly nation?: NationId;
    readonly regions?: readonly RegionId[];
    readonly level?: number;
    readonly replacedBy?: CharacterId;
    readonly region?: RegionId;
  };
  /** One line in our own words. */
  readonly summary: string;
}

/** One condition to bring a character into play (all of an entry's conditions must hold). */
export type EntryCondition =
  /** `character` is on the map (not in the Fellowship) in one of `regions`, each unconquered. */
  | {
      readonly kind: 'character-in-unconquered-settlement';
      readonly character: CharacterId;
      readonly regions: readonly RegionId[];
    }
  /** `character` has left the Fellowship (separated) or been eliminated. */
  | { readonly kind: 'character-left-fellowship'; readonly character: CharacterId }
  /** Some Minion is, or has been, in play. */
  | { readonly kind: 'minion-ever-in-play' }
  | { readonly kind: 'nation-at-war'; readonly nation: NationId }
  | { readonly kind: 'any-fp-nation-at-war' }
  | { readonly kind: 'all-fp-nations-at-war' }
  | { readonly kind: 'settlement-unconquered'; readonly region: RegionId }
  | { readonly kind: 'fellowship-on-mordor-track' }
  | { readonly kind: 'any-of'; readonly conditions: readonly EntryCondition[] };

/** Where a character is placed when he enters play. */
export type EntryPlacement =
  /** Replaces `character`'s figure where it stands. */
  | { readonly kind: 'replace'; readonly character: CharacterId }
  /**
   * Replaces `character` if on the map, else goes to one of `regions` or a Stronghold of `strongholdsOf`
   * that is unconquered (RULINGS C2); a besieged one is allowed.
   */
  | {
      readonly kind: 'replace-or-place';
      readonly character: CharacterId;
      readonly regions: readonly RegionId[];
      readonly strongholdsOf: NationId;
      readonly unconqueredOnly: boolean;
    }
  | { readonly kind: 'region'; readonly region: RegionId }
  /** Any region with a Shadow army that contains a unit of `nation`. */
  | { readonly kind: 'with-army-of-nation'; readonly nation: NationId }
  /** Any region with an unconquered Stronghold of `nation`. */
  | { readonly kind: 'unconquered-stronghold-of'; readonly nation: NationId };

export interface CharacterEntry {
  /** The action die result used: Will of the West for FP, Muster for Minions (§6.7). */
  readonly die: 'will-of-the-west' | 'muster';
  readonly conditions: readonly EntryCondition[];
  readonly placement: EntryPlacement;
  /** Extra effects on entry. */
  readonly onEntry?: readonly 'activate-all-fp-nations'[];
}

export interface CharacterDef {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: Side;
  readonly kind: CharacterKind;
  /** Movement and Guide rank; 'unlimited' for the Witch-king (flies like a Nazgûl). */
  readonly level: number | 'unlimited';
  readonly leadership: number;
  /** Action dice gained while in play (§4.1). */
  readonly bonusDice: 0 | 1;
  /** Which FP nations he can activate (§6.2): 'any', one nation, or none. Minions: their own nation. */
  readonly nation: NationId | 'any' | null;
  readonly abilities: readonly CharacterAbility[];
  /** How he enters play; absent for the Companions (they start in the Fellowship) and Gollum. */
  readonly entry?: CharacterEntry;
}

const captain: CharacterAbility = {
  id: 'captain-of-the-west',
  name: 'Captain of the West',
  guideOnly: false,
  effect: 'combat-strength-plus-one',
  summary: 'Adds one to the Combat Strength of the Free Peoples army he fights with (dice still capped at 5).',
};

const hobbitAbilities = (name: string): readonly CharacterAbility[] => [
  {
    id: 'guide',
    name: 'Guide',
    guideOnly: true,
    effect: 'guide-separate-to-reduce-hunt-damage',
    summary: `When a Hunt would deal damage, ${name} may leave the Fellowship to take one point off it.`,
  },
  {
    id: 'take-them-alive',
    name: 'Take Them Alive!',
    guideOnly: false,
    effect: 'survives-elimination-in-fellowship',
    summary: `If ${name} is eliminated inside the Fellowship off the Mordor Track, he is put on the map as if separated.`,
  },
];

export const CHARACTERS: readonly CharacterDef[] = [
  {
    id: 'gandalf-grey',
    name: 'Gandalf the Grey',
    side: 'fp',
    kind: 'companion',
    level: 3,
    leadership: 1,
    bonusDice: 0,
    nation: 'any',
    abilities: [
      {
        id: 'guide',
        name: 'Guide',
        guideOnly: true,
        effect: 'guide-draw-after-event-die',
        summary: 'After an Event card is played with an Event die result, draw one more card from the same deck.',
      },
      captain,
      {
        id: 'emissary-from-the-west',
        name: 'Emissary from the West',
        guideOnly: false,
        effect: 'replaceable',
        params: { replacedBy: 'gandalf-white' },
        summary: 'Once he is out of the Fellowship, Gandalf the White may take his place.',
      },
    ],
  },
  {
    id: 'strider',
    name: 'Strider',
    side: 'fp',
    kind: 'companion',
    level: 3,
    leadership: 1,
    bonusDice: 0,
    nation: 'north',
    abilities: [
      {
        id: 'guide',
        name: 'Guide',
        guideOnly: true,
        effect: 'guide-hide-with-any-die',
        summary: 'Any action die result can be spent to hide a Revealed Fellowship.',
      },
      captain,
      {
        id: 'heir-to-isildur',
        name: 'Heir to Isildur',
        guideOnly: false,
        effect: 'replaceable',
        params: { replacedBy: 'aragorn' },
        summary: 'Once he is out of the Fellowship, Aragorn may take his place.',
      },
    ],
  },
  {
    id: 'boromir',
    name: 'Boromir',
    side: 'fp',
    kind: 'companion',
    level: 2,
    leadership: 1,
    bonusDice: 0,
    nation: 'gondor',
    abilities: [
      captain,
      {
        id: 'high-warden-of-the-white-tower',
        name: 'High Warden of the White Tower',
        guideOnly: false,
        effect: 'political-advance-with-any-die',
        params: { nation: 'gondor' },
        summary: 'In an unconquered Gondor City or Stronghold, any die result moves Gondor one step toward war.',
      },
    ],
  },
  {
    id: 'legolas',
    name: 'Legolas',
    side: 'fp',
    kind: 'companion',
    level: 2,
    leadership: 1,
    bonusDice: 0,
    nation: 'elves',
    abilities: [
      captain,
      {
        id: 'prince-of-the-elves',
        name: 'Prince of the Elves',
        guideOnly: false,
        effect: 'political-advance-with-any-die',
        params: { nation: 'elves' },
        summary: 'In an unconquered Elven Stronghold, any die result moves the Elves one step toward war.',
      },
    ],
  },
  {
    id: 'gimli',
    name: 'Gimli',
    side: 'fp',
    kind: 'companion',
    level: 2,
    leadership: 1,
    bonusDice: 0,
    nation: 'dwarves',
    abilities: [
      captain,
      {
        id: 'dwarf-of-erebor',
        name: 'Dwarf of Erebor',
        guideOnly: false,
        effect: 'political-advance-with-any-die',
        params: { nation: 'dwarves', regions: ['erebor'] },
        summary: 'In unconquered Erebor, any die result moves the Dwarves one step toward war.',
      },
    ],
  },
  {
    id: 'merry',
    name: 'Meriadoc',
    side: 'fp',
    kind: 'companion',
    level: 1,
    leadership: 1,
    bonusDice: 0,
    nation: 'any',
    abilities: hobbitAbilities('Meriadoc'),
  },
  {
    id: 'pippin',
    name: 'Peregrin',
    side: 'fp',
    kind: 'companion',
    level: 1,
    leadership: 1,
    bonusDice: 0,
    nation: 'any',
    abilities: hobbitAbilities('Peregrin'),
  },
  {
    id: 'gollum',
    name: 'Gollum',
    side: 'fp',
    kind: 'gollum',
    level: 0,
    leadership: 0,
    bonusDice: 0,
    nation: null,
    abilities: [
      {
        id: 'guide',
        name: 'Guide',
        guideOnly: true,
        effect: 'guide-gollum',
        summary:
          'Reveal icons on numbered standard tiles are ignored; when not revealed, the Fellowship may reveal itself to take one point off the damage.',
      },
    ],
  },
  {
    id: 'aragorn',
    name: 'Aragorn – Heir to Isildur',
    side: 'fp',
    kind: 'fp-entering',
    level: 3,
    leadership: 2,
    bonusDice: 1,
    nation: 'any',
    abilities: [captain],
    entry: {
      die: 'will-of-the-west',
      conditions: [
        {
          kind: 'character-in-unconquered-settlement',
          character: 'strider',
          regions: ['minas-tirith', 'dol-amroth', 'pelargir'],
        },
      ],
      placement: { kind: 'replace', character: 'strider' },
    },
  },
  {
    id: 'gandalf-white',
    name: 'Gandalf the White',
    side: 'fp',
    kind: 'fp-entering',
    level: 3,
    leadership: 1,
    bonusDice: 1,
    nation: 'any',
    abilities: [
      {
        id: 'shadowfax',
        name: 'Shadowfax',
        guideOnly: false,
        effect: 'movement-level-when-alone-or-with-hobbit',
        params: { level: 4 },
        summary: 'Moves as if Level 4 when alone or with a single Hobbit.',
      },
      {
        id: 'the-white-rider',
        name: 'The White Rider',
        guideOnly: false,
        effect: 'cancel-nazgul-leadership',
        summary:
          'At the start of a battle he may give up his own Leadership to cancel the Leadership of every Nazgûl there.',
      },
    ],
    entry: {
      die: 'will-of-the-west',
      conditions: [{ kind: 'character-left-fellowship', character: 'gandalf-grey' }, { kind: 'minion-ever-in-play' }],
      placement: {
        kind: 'replace-or-place',
        character: 'gandalf-grey',
        regions: ['fangorn'],
        strongholdsOf: 'elves',
        unconqueredOnly: true,
      },
    },
  },
  {
    id: 'saruman',
    name: 'Saruman',
    side: 'shadow',
    kind: 'minion',
    level: 0,
    leadership: 1,
    bonusDice: 1,
    nation: 'isengard',
    abilities: [
      {
        id: 'voice-of-saruman',
        name: 'Voice of Saruman',
        guideOnly: false,
        effect: 'voice-of-saruman',
        params: { region: 'orthanc' },
        summary:
          'While Orthanc is held and not besieged, a Muster result can raise a Regular in every Isengard Settlement or turn two Regulars in Orthanc into Elites.',
      },
      {
        id: 'servants-of-the-white-hand',
        name: 'Servants of the White Hand',
        guideOnly: false,
        effect: 'isengard-elites-are-leaders',
        summary: 'Each Isengard Elite also counts as a Leader.',
      },
      {
        id: 'stays-in-orthanc',
        name: 'Lord of Orthanc',
        guideOnly: false,
        effect: 'never-moves',
        params: { region: 'orthanc' },
        summary: 'He never leaves Orthanc.',
      },
    ],
    entry: {
      die: 'muster',
      conditions: [
        { kind: 'nation-at-war', nation: 'isengard' },
        { kind: 'settlement-unconquered', region: 'orthanc' },
      ],
      placement: { kind: 'region', region: 'orthanc' },
    },
  },
  {
    id: 'witch-king',
    name: 'The Witch-king',
    side: 'shadow',
    kind: 'minion',
    level: 'unlimited',
    leadership: 2,
    bonusDice: 1,
    nation: 'sauron',
    abilities: [
      {
        id: 'lord-of-the-nazgul',
        name: 'Lord of the Nazgûl',
        guideOnly: false,
        effect: 'nazgul',
        summary: 'He is a Nazgûl for every rule: he flies and needs no army.',
      },
      {
        id: 'sorcerer',
        name: 'Sorcerer',
        guideOnly: false,
        effect: 'draw-after-first-round-combat-card',
        summary:
          'When a Combat card is played for his army in the first round of a battle, draw an Event card from that deck.',
      },
    ],
    entry: {
      die: 'muster',
      conditions: [{ kind: 'nation-at-war', nation: 'sauron' }, { kind: 'any-fp-nation-at-war' }],
      placement: { kind: 'with-army-of-nation', nation: 'sauron' },
      onEntry: ['activate-all-fp-nations'],
    },
  },
  {
    id: 'mouth-of-sauron',
    name: 'The Mouth of Sauron',
    side: 'shadow',
    kind: 'minion',
    level: 3,
    leadership: 2,
    bonusDice: 1,
    nation: 'sauron',
    abilities: [
      {
        id: 'messenger-of-the-dark-tower',
        name: 'Messenger of the Dark Tower',
        guideOnly: false,
        effect: 'muster-as-army-once-per-turn',
        summary: 'Once a turn, a Muster result may be used as an Army result.',
      },
    ],
    entry: {
      die: 'muster',
      // RULINGS C1: the card is not in the seed; the reading kept is Mordor Track or every FP nation At War.
      conditions: [
        { kind: 'any-of', conditions: [{ kind: 'fellowship-on-mordor-track' }, { kind: 'all-fp-nations-at-war' }] },
      ],
      placement: { kind: 'unconquered-stronghold-of', nation: 'sauron' },
    },
  },
];

export const CHARACTER_BY_ID: Readonly<Record<CharacterId, CharacterDef>> = Object.fromEntries(
  CHARACTERS.map((c) => [c.id, c]),
) as Record<CharacterId, CharacterDef>;

/** The Companion who is Guide at setup (§2.1 step 4). */
export const STARTING_GUIDE: CharacterId = 'gandalf-grey';
