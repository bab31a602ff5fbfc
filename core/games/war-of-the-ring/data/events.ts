/**
 * War of the Ring (2nd edition): the 96 event cards (rules digest §4.6) with their combat cards (§8.5), as data
 * in the vocabulary of ./event-types.ts. Names are facts; summaries are one line in our own words (never the
 * printed text). Cards marked `uncertain` are listed in ../RULINGS.md (event cards).
 */
import { COMBAT_CARDS, type CombatCardKey } from './events-combat';
import type {
  CharacterId,
  Cond,
  EventCard,
  EventCardId,
  EventDeck,
  EventTypeIcon,
  Op,
  OnTable,
  RegionFilter,
  RegionId,
  Side,
  SpecialHuntTileId,
} from './event-types';

/** Event card id: `<side>.<kebab name>` (diacritics stripped, punctuation dropped, spaces to '-'). */
export function eventCardId(side: Side, name: string): EventCardId {
  const kebab = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return `${side}.${kebab}`;
}

interface CardBody {
  readonly precondition?: readonly Cond[];
  readonly effect?: readonly Op[];
  readonly onTable?: OnTable;
  readonly summary: string;
  readonly uncertain?: string;
}

function card(
  side: Side,
  deck: EventDeck,
  icon: EventTypeIcon,
  name: string,
  combat: CombatCardKey,
  body: CardBody,
): EventCard {
  return {
    id: eventCardId(side, name),
    name,
    side,
    deck,
    icon,
    precondition: body.precondition ?? [],
    effect: body.effect ?? [],
    ...(body.onTable ? { onTable: body.onTable } : {}),
    summary: body.summary,
    combat: COMBAT_CARDS[combat],
    ...(body.uncertain ? { uncertain: body.uncertain } : {}),
  };
}

const fpChar = (name: string, combat: CombatCardKey, body: CardBody) =>
  card('fp', 'character', 'character', name, combat, body);
const fpStrat = (icon: 'army' | 'muster', name: string, combat: CombatCardKey, body: CardBody) =>
  card('fp', 'strategy', icon, name, combat, body);
const shChar = (name: string, combat: CombatCardKey, body: CardBody) =>
  card('shadow', 'character', 'character', name, combat, body);
const shStrat = (icon: 'army' | 'muster', name: string, combat: CombatCardKey, body: CardBody) =>
  card('shadow', 'strategy', icon, name, combat, body);

// ---- small builders ----
const at = (region: RegionId) => ({ kind: 'fixed', region }) as const;
const each = (...regions: RegionId[]) => ({ kind: 'each', regions }) as const;
const bound = (name: string) => ({ kind: 'bound', name }) as const;
const withChar = (...characters: CharacterId[]) => ({ kind: 'character', characters }) as const;
const choose = (filter: RegionFilter, bind?: string, count?: number) =>
  ({ kind: 'choose', filter, ...(bind ? { bind } : {}), ...(count ? { count } : {}) }) as const;
const tile = (t: SpecialHuntTileId): Op => ({ op: 'add-special-tile', tile: t });
const draw = (count: number): Op => ({ op: 'draw', deck: 'strategy', count });
const inPlay = (...characters: CharacterId[]): Cond => ({ c: 'character-in-play', characters });
const atWar = (
  ...nations: ('elves' | 'dwarves' | 'north' | 'rohan' | 'gondor' | 'sauron' | 'isengard' | 'southrons')[]
): Cond => ({
  c: 'at-war',
  nations,
});
const allShadowAtWar: Cond = { c: 'at-war', nations: 'shadow' };
const guide = (character: 'gollum' | 'strider'): Cond => ({ c: 'guide', character });
const revealed: Cond = { c: 'fellowship', revealed: true };
const fellowshipMoved: Cond = { c: 'fellowship', progressAtLeast: 1 };
const notAtFpSettlement: Cond = { c: 'not', cond: { c: 'fellowship', where: { settlementOf: 'fp' } } };
const striderOrAragorn: CharacterId[] = ['strider', 'aragorn'];
const gandalfOrAragorn: CharacterId[] = ['gandalf-grey', 'gandalf-white', 'aragorn'];
const declaredInFpCity = 'fellowship-declared-in-unconquered-fp-city-or-stronghold' as const;

/** The three "Ents Awake" cards share their event (digest §4.6 counts them as battles the enemy cannot answer). */
const entsAwake: CardBody = {
  precondition: [inPlay('gandalf-white'), { c: 'character-at', characters: 'companion', where: { in: ['fangorn'] } }],
  effect: [
    {
      op: 'strike',
      target: { army: { side: 'shadow' }, where: at('orthanc') },
      dice: 3,
      hitOn: 4,
      destroysCharacters: true,
      countsAsAttack: true,
    },
    {
      op: 'if',
      cond: { c: 'character-at', characters: ['saruman'], where: { in: ['orthanc'], noArmy: { side: 'shadow' } } },
      then: [{ op: 'eliminate-character', characters: ['saruman'] }],
    },
    {
      op: 'if',
      cond: {
        c: 'any',
        of: [
          { c: 'character-at', characters: ['gandalf-white'], where: { in: ['fangorn'] } },
          { c: 'character-at', characters: ['gandalf-white'], where: { nation: 'rohan' } },
        ],
      },
      then: [{ op: 'play-card-free', deck: 'character', optional: true }],
    },
  ],
  summary:
    'With Gandalf the White in play and a Companion in Fangorn, the Ents roll three dice (4+) at the Shadow in Orthanc; a lone Saruman falls; the White Rider near may bring another Character card free.',
};

const separateThenDwarvesAndNorth: Op[] = [
  { op: 'separate', extraMoves: 1 },
  {
    op: 'if',
    cond: { c: 'character-at', characters: ['gimli', 'legolas'], where: { in: ['dale', 'erebor', 'woodland-realm'] } },
    then: [
      { op: 'activate', nation: 'dwarves' },
      { op: 'activate', nation: 'north' },
      { op: 'advance', nation: 'dwarves', steps: 1 },
      { op: 'advance', nation: 'elves', steps: 1 },
      { op: 'advance', nation: 'north', steps: 1 },
    ],
  },
];

const huntDamageReducer = (keep: Cond): OnTable => ({
  keepWhile: [keep],
  discardFor: [{ trigger: 'hunt-tile-drawn', effect: [{ op: 'reduce-hunt-damage', amount: 1 }] }],
});

const shadowArmyNotBesieged: RegionFilter = { army: { side: 'shadow', besieged: false } };

/** Free Peoples Character deck (24). */
export const FP_CHARACTER_EVENTS: readonly EventCard[] = [
  fpChar('Athelas', 'anduril', {
    effect: [
      {
        op: 'if',
        cond: guide('strider'),
        then: [{ op: 'roll', dice: 3, hitOn: 3, perSuccess: [{ op: 'heal', amount: 1 }] }],
        else: [{ op: 'roll', dice: 3, hitOn: 5, perSuccess: [{ op: 'heal', amount: 1 }] }],
      },
    ],
    summary: 'Three dice: each 5+ heals a point of corruption (3+ when Strider guides).',
  }),
  fpChar('Axe and Bow', 'mighty-attack', {
    precondition: [{ c: 'in-fellowship', characters: ['gimli', 'legolas'] }],
    onTable: huntDamageReducer({ c: 'in-fellowship', characters: ['gimli', 'legolas'] }),
    summary: 'Stays out while Gimli or Legolas walk with the Ring; discard it to take one point off a hunt.',
  }),
  fpChar("Bilbo's Song", 'fateful-strike', {
    effect: [{ op: 'if', cond: guide('gollum'), then: [{ op: 'heal', amount: 2 }], else: [{ op: 'heal', amount: 1 }] }],
    summary: 'Heal one corruption, two if Gollum is guiding.',
  }),
  fpChar('Challenge of the King', 'sudden-strike', {
    precondition: [
      {
        c: 'any',
        of: [
          { c: 'character-at', characters: striderOrAragorn, where: { nation: 'gondor', army: { side: 'fp' } } },
          { c: 'character-at', characters: striderOrAragorn, where: { nation: 'rohan', army: { side: 'fp' } } },
        ],
      },
    ],
    effect: [
      {
        op: 'draw-tiles-omen',
        count: 3,
        ifAllEyes: [{ op: 'eliminate-character', characters: striderOrAragorn }],
      },
    ],
    summary:
      'The heir dares the Palantír: draw three hunt tiles; three Eyes kill him, otherwise every Eye drawn leaves the game.',
  }),
  fpChar('Dead Men of Dunharrow', 'sudden-strike', {
    precondition: [{ c: 'character-at', characters: striderOrAragorn, where: { nation: 'rohan' } }],
    effect: [
      {
        op: 'move-character-to',
        characters: striderOrAragorn,
        withCompanions: true,
        to: choose({ in: ['erech', 'lamedon', 'pelargir'] }, 'dest'),
      },
      {
        op: 'strike',
        target: { army: { side: 'shadow' }, where: bound('dest') },
        hitsFromDieResult: true,
        destroysCharacters: true,
        thenRetreat: true,
        countsAsAttack: true,
      },
      {
        op: 'recruit',
        nation: 'gondor',
        units: [{ kind: 'regular', count: 3 }],
        where: bound('dest'),
        upTo: true,
        takeControl: true,
      },
    ],
    summary:
      'Strider/Aragorn leads the Dead to Erech, Lamedon or Pelargir: a die of hits routs the Shadow there, then up to three Gondor Regulars rise.',
  }),
  fpChar('Elven Cloaks', 'it-is-a-gift', {
    effect: [tile('fp.zero-a')],
    summary: 'Puts the blue 0 tile "Elven Cloaks" in play for the Mordor hunt pool.',
  }),
  fpChar('Elven Rope', 'it-is-a-gift', {
    effect: [tile('fp.zero-b')],
    summary: 'Puts the blue 0 tile "Elven Rope" in play for the Mordor hunt pool.',
  }),
  fpChar('Gwaihir the Windlord', 'daring-defiance', {
    effect: [{ op: 'separate', orMoveOnMap: true, asLevel: 4, mayEndInBesiegedStronghold: true }],
    summary: 'An eagle carries one Companion or group (out of the Fellowship or across the map) as if Level 4.',
  }),
  fpChar('Horn of Gondor', 'mighty-attack', {
    precondition: [{ c: 'in-fellowship', characters: ['boromir'] }],
    onTable: huntDamageReducer({ c: 'in-fellowship', characters: ['boromir'] }),
    summary: 'Stays out while Boromir walks with the Ring; discard it to take one point off a hunt.',
  }),
  fpChar('House of the Stewards', 'brave-stand', {
    precondition: [{ c: 'character-at', characters: ['boromir'], where: { nation: 'gondor' } }],
    effect: [
      { op: 'recruit', nation: 'gondor', units: [{ kind: 'unit', count: 1 }], where: withChar('boromir') },
      draw(2),
    ],
    summary: 'Boromir in Gondor raises one Gondor unit where he stands; then draw two Strategy cards.',
  }),
  fpChar('I Will Go Alone', 'daring-defiance', {
    precondition: [{ c: 'in-fellowship', min: 1 }],
    effect: [
      { op: 'separate', extraMoves: 1 },
      { op: 'heal', amount: 1 },
    ],
    summary: 'A Companion or group leaves the Fellowship with one extra step; heal one corruption.',
  }),
  fpChar('Mirror of Galadriel', 'heroic-death', {
    effect: [
      { op: 'change-die', count: 1, from: 'character', to: 'will-of-the-west', optional: true },
      {
        op: 'if',
        cond: { c: 'fellowship', where: { in: ['lorien'], unconquered: true } },
        then: [{ op: 'heal', amount: 1 }],
      },
    ],
    summary: 'Turn an unused Character die into Will of the West; in a free Lórien the Ring-bearers also heal one.',
  }),
  fpChar('Mithril Coat and Sting', 'blade-of-westernesse', {
    onTable: { discardFor: [{ trigger: 'hunt-tile-drawn', effect: [{ op: 'redraw-tile' }] }] },
    summary: 'Kept on the table; discard it when a hunt tile comes out to use a second tile instead of the first.',
  }),
  fpChar('Phial of Galadriel', 'it-is-a-gift', {
    effect: [tile('fp.minus-two')],
    summary: 'Puts the blue −2 tile "Phial of Galadriel" in play for the Mordor hunt pool.',
  }),
  fpChar('Sméagol Helps Nice Master', 'it-is-a-gift', {
    effect: [tile('fp.minus-one')],
    summary: 'Puts the blue −1 Sméagol tile in play for the Mordor hunt pool.',
  }),
  fpChar('The Eagles are Coming!', 'heroic-death', {
    precondition: [
      {
        c: 'exists',
        where: {
          army: { side: 'shadow', nazgul: true },
          armyWithin: { army: { side: 'fp', character: 'companion' }, distance: 1 },
        },
      },
    ],
    effect: [
      {
        op: 'choose-region',
        where: choose(
          {
            army: { side: 'shadow', nazgul: true },
            armyWithin: { army: { side: 'fp', character: 'companion' }, distance: 1 },
          },
          'eyrie',
        ),
      },
      {
        op: 'roll',
        dice: { countOf: 'nazgul-except-witch-king', name: 'eyrie', max: 5 },
        hitOn: 5,
        perSuccess: [{ op: 'eliminate', side: 'shadow', kinds: ['nazgul'], count: 1, where: bound('eyrie') }],
      },
      {
        op: 'move-nazgul-to',
        from: bound('eyrie'),
        to: choose({ settlementOf: 'sauron', settlement: ['stronghold'], unconquered: true }),
        exceptWitchKing: true,
        chooser: 'opponent',
      },
    ],
    summary:
      'Next to a Companion-led army, a die per Nazgûl (5+) kills them; survivors fly home to a Sauron Stronghold. The Witch-king is spared.',
  }),
  fpChar('The Ents Awake: Entmoot', 'nameless-wood', entsAwake),
  fpChar('The Ents Awake: Huorns', 'huorn-dark', entsAwake),
  fpChar('The Ents Awake: Treebeard', 'ents-rage', entsAwake),
  fpChar('The Grey Company', 'brave-stand', {
    precondition: [{ c: 'character-at', characters: striderOrAragorn, where: { army: { side: 'fp' } } }],
    effect: [{ op: 'upgrade', count: 1, eliminateRegular: true, where: withChar(...striderOrAragorn) }, draw(2)],
    summary: "In Strider's or Aragorn's army a Regular gives way to an Elite of its nation; draw two Strategy cards.",
  }),
  fpChar('There and Back Again', 'brave-stand', {
    effect: separateThenDwarvesAndNorth,
    summary:
      'Separate a Companion or group with one extra step; Gimli or Legolas in Dale, Erebor or the Woodland Realm rouses Dwarves, North and Elves.',
  }),
  fpChar('There is Another Way', 'heroic-death', {
    effect: [
      { op: 'heal', amount: 1 },
      {
        op: 'if',
        cond: guide('gollum'),
        then: [
          {
            op: 'choose',
            optional: true,
            options: [
              { label: 'hide', effect: [{ op: 'hide' }] },
              { label: 'move', effect: [{ op: 'move-fellowship' }] },
            ],
          },
        ],
      },
    ],
    summary: 'Heal one corruption; if Gollum guides, the Fellowship may also hide or make a move.',
  }),
  fpChar('We Prove the Swifter', 'daring-defiance', {
    effect: [{ op: 'separate', orMoveOnMap: true, extraMoves: 2, mayEndInBesiegedStronghold: true }],
    summary: 'A Companion or group separates or moves with two extra steps, even into a besieged Stronghold.',
  }),
  fpChar("Wizard's Staff", 'servant-of-the-secret-fire', {
    precondition: [{ c: 'in-fellowship', characters: ['gandalf-grey'] }],
    onTable: {
      keepWhile: [{ c: 'in-fellowship', characters: ['gandalf-grey'] }],
      discardFor: [{ trigger: 'hunt-tile-about-to-be-drawn', effect: [{ op: 'prevent-tile-draw' }] }],
    },
    summary: 'Kept while Gandalf the Grey is in the Fellowship; discard it to stop one hunt tile being drawn.',
  }),
];

/** Free Peoples Strategy deck (24). */
export const FP_STRATEGY_EVENTS: readonly EventCard[] = [
  fpStrat('army', 'A Power too Great', 'no-quarter', {
    effect: [{ op: 'advance', nation: 'elves', steps: 1 }],
    onTable: {
      rules: [{ rule: 'shadow-may-not-enter-or-attack', regions: ['lorien', 'rivendell', 'grey-havens'] }],
      opponentMayDiscard: [{ plusDiscardCards: ['army', 'character'] }],
    },
    summary:
      'Elves step toward war, and while it lies out no Shadow army may enter or assault Lórien, Rivendell or the Grey Havens.',
  }),
  fpStrat('muster', 'Book of Mazarbul', 'advantageous-position', {
    effect: [
      { op: 'move-companions' },
      {
        op: 'if',
        cond: { c: 'character-at', characters: 'companion', where: { in: ['erebor', 'ered-luin'] } },
        then: [
          { op: 'activate', nation: 'dwarves' },
          { op: 'to-war', nation: 'dwarves' },
        ],
      },
    ],
    summary: 'Move Companions on the map; one in Erebor or Ered Luin sends the Dwarves straight to war.',
  }),
  fpStrat('muster', "Celeborn's Galadhrim", 'daylight', {
    effect: [{ op: 'recruit', nation: 'elves', units: [{ kind: 'unit', count: 1 }], where: at('lorien') }, draw(1)],
    summary: 'One Elven unit joins in Lórien; draw a Strategy card.',
  }),
  fpStrat('muster', "Cirdan's Ships", 'charge', {
    precondition: [atWar('elves')],
    effect: [
      {
        op: 'recruit',
        nation: 'elves',
        units: [{ kind: 'unit', count: 2 }],
        where: choose({ coastal: true, army: { side: 'fp' } }),
      },
    ],
    summary: 'With the Elves at war, two Elven units land in a coastal region holding a Free Peoples army.',
  }),
  fpStrat('muster', "Dain Ironfoot's Guard", 'valour', {
    effect: [
      {
        op: 'recruit',
        nation: 'dwarves',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: at('erebor'),
      },
    ],
    summary: 'A Dwarven unit and a Dwarven Leader muster in Erebor.',
  }),
  fpStrat('muster', 'Éomer, Son of Éomund', 'valour', {
    effect: [
      {
        op: 'recruit',
        nation: 'rohan',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: choose({ nation: 'rohan', settlement: true, freeFor: 'fp' }),
      },
    ],
    summary: 'A Rohan unit and a Rohan Leader ride out from any free Rohan region with a Settlement.',
  }),
  fpStrat('army', "Faramir's Rangers", 'shield-wall', {
    effect: [
      {
        op: 'strike',
        target: {
          army: { side: 'shadow' },
          where: choose({ in: ['osgiliath', 'south-ithilien', 'north-ithilien'], army: { side: 'shadow' } }),
        },
        dice: 3,
        hitOn: 5,
      },
      {
        op: 'if',
        cond: { c: 'exists', where: { in: ['osgiliath'], army: { side: 'fp' } } },
        then: [
          {
            op: 'recruit',
            nation: 'gondor',
            units: [
              { kind: 'unit', count: 1 },
              { kind: 'leader', count: 1 },
            ],
            where: at('osgiliath'),
          },
        ],
      },
    ],
    summary:
      'Rangers ambush a Shadow army in Osgiliath or Ithilien (three dice, 5+); a Free Peoples army holding Osgiliath gains a Gondor unit and Leader.',
  }),
  fpStrat('muster', 'Fear! Fire! Foes!', 'shield-wall', {
    effect: [
      { op: 'move-companions' },
      {
        op: 'if',
        cond: { c: 'character-at', characters: 'companion', where: { in: ['the-shire', 'bree'] } },
        then: [
          { op: 'activate', nation: 'north' },
          { op: 'to-war', nation: 'north' },
        ],
      },
    ],
    summary: 'Move Companions on the map; one in the Shire or Bree sends the North straight to war.',
  }),
  fpStrat('muster', 'Grimbeorn the Old, Son of Beorn', 'scouts', {
    effect: [
      {
        op: 'recruit',
        nation: 'north',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: at('carrock'),
      },
    ],
    summary: 'A North unit and a North Leader gather at the Carrock.',
  }),
  fpStrat('muster', 'Guards of the Citadel', 'charge', {
    effect: [
      {
        op: 'recruit',
        nation: 'gondor',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: at('minas-tirith'),
      },
    ],
    summary: 'A Gondor unit and a Gondor Leader muster in Minas Tirith.',
  }),
  fpStrat('army', 'Help Unlooked For', 'no-quarter', {
    precondition: [
      {
        c: 'exists',
        where: { army: { side: 'shadow', besieging: true }, armyAdjacent: { side: 'fp', besieged: false } },
      },
    ],
    effect: [
      {
        op: 'attack',
        side: 'fp',
        army: { side: 'fp', besieged: false },
        from: choose(
          { army: { side: 'fp', besieged: false }, armyAdjacent: { side: 'shadow', besieging: true } },
          'relief',
        ),
        target: choose({ army: { side: 'shadow', besieging: true }, adjacentTo: { kind: 'bound', name: 'relief' } }),
        enemyFewerDicePerBesiegedUnit: true,
      },
    ],
    summary:
      'A relief army attacks the besiegers of a neighbouring Stronghold; for the whole battle they roll a die fewer per defender inside.',
    uncertain: 'No printed precondition is known to us; we require only that such a relief attack is possible.',
  }),
  fpStrat('muster', 'Imrahil of Dol Amroth', 'shield-wall', {
    effect: [
      {
        op: 'recruit',
        nation: 'gondor',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: at('dol-amroth'),
      },
    ],
    summary: 'A Gondor unit and a Gondor Leader muster in Dol Amroth.',
  }),
  fpStrat('muster', 'Kindred of Glorfindel', 'advantageous-position', {
    effect: [{ op: 'recruit', nation: 'elves', units: [{ kind: 'unit', count: 1 }], where: at('rivendell') }, draw(1)],
    summary: 'One Elven unit joins in Rivendell; draw a Strategy card.',
  }),
  fpStrat('muster', "King Brand's Men", 'shield-wall', {
    effect: [{ op: 'recruit', nation: 'north', units: [{ kind: 'regular', count: 2 }], where: at('dale') }, draw(1)],
    summary: 'Two North Regulars muster in Dale; draw a Strategy card.',
  }),
  fpStrat('army', 'Paths of the Woses', 'sudden-strike', {
    precondition: [atWar('rohan')],
    effect: [
      {
        op: 'if',
        cond: {
          c: 'any',
          of: [
            { c: 'exists', where: { in: ['minas-tirith'], controlledBy: 'shadow' } },
            { c: 'exists', where: { in: ['minas-tirith'], army: { side: 'shadow', besieging: true } } },
          ],
        },
        then: [
          {
            op: 'move-army',
            side: 'fp',
            count: 1,
            from: choose({ nation: 'rohan', army: { side: 'fp' } }),
            to: choose({ adjacentTo: { kind: 'region', region: 'minas-tirith' }, freeFor: 'fp' }),
            distance: 99,
            direct: true,
          },
        ],
        else: [
          {
            op: 'move-army',
            side: 'fp',
            count: 1,
            from: choose({ nation: 'rohan', army: { side: 'fp' } }),
            to: at('minas-tirith'),
            distance: 99,
            direct: true,
          },
        ],
      },
    ],
    summary:
      'With Rohan at war, a Free Peoples army in Rohan (even besieged) is guided straight to Minas Tirith, or beside it if the city is lost or besieged.',
  }),
  fpStrat('muster', 'Riders of Théoden', 'daylight', {
    effect: [
      {
        op: 'recruit',
        nation: 'rohan',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: choose({ anyOf: [{ in: ['edoras'] }, { nation: 'rohan', characters: 'companion' }] }),
      },
    ],
    summary: 'A Rohan unit and a Rohan Leader muster in Edoras or in a Rohan region where a Companion stands.',
  }),
  fpStrat('muster', 'Swords in Eriador', 'advantageous-position', {
    effect: [
      { op: 'recruit', nation: 'north', units: [{ kind: 'unit', count: 1 }], where: at('the-shire') },
      { op: 'recruit', nation: 'dwarves', units: [{ kind: 'unit', count: 1 }], where: at('ered-luin') },
      draw(1),
    ],
    summary: 'A North unit in the Shire and a Dwarven unit in Ered Luin; draw a Strategy card.',
  }),
  fpStrat('army', 'The Last Battle', 'daylight', {
    precondition: [{ c: 'character-at', characters: ['aragorn'], where: { army: { side: 'fp' }, notNation: 'fp' } }],
    onTable: {
      keepWhile: [{ c: 'character-at', characters: ['aragorn'], where: { army: { side: 'fp' }, notNation: 'fp' } }],
      discardOn: ['fellowship-declared-or-revealed'],
      rules: [{ rule: 'fellowship-dice-not-to-hunt-box' }],
    },
    summary:
      "While Aragorn's army stands outside the free lands, dice spent moving the Fellowship stay out of the Hunt Box until it is seen.",
  }),
  fpStrat('army', 'The Power of Tom Bombadil', 'advantageous-position', {
    effect: [{ op: 'advance', nation: 'north', steps: 1 }],
    onTable: {
      rules: [{ rule: 'shadow-may-not-enter-or-attack', regions: ['old-forest', 'the-shire', 'buckland'] }],
      opponentMayDiscard: [{ plusDiscardCards: ['army', 'character'] }],
    },
    summary:
      'The North steps toward war, and while it lies out no Shadow army may enter or assault the Old Forest, the Shire or Buckland.',
  }),
  fpStrat('muster', 'The Red Arrow', 'scouts', {
    precondition: [{ c: 'active', nation: 'gondor' }],
    effect: [
      { op: 'advance', nation: 'rohan', steps: 1 },
      {
        op: 'recruit',
        nation: 'rohan',
        units: [
          { kind: 'unit', count: 1 },
          { kind: 'leader', count: 1 },
        ],
        where: at('edoras'),
      },
    ],
    summary: 'Gondor calls for aid: Rohan steps toward war and a Rohan unit and Leader muster in Edoras.',
  }),
  fpStrat('army', 'The Spirit of Mordor', 'scouts', {
    effect: [
      {
        op: 'strike',
        target: {
          army: { side: 'shadow', minNations: 2 },
          where: choose({ army: { side: 'shadow', minNations: 2 } }),
        },
        dice: 5,
        hitOn: 5,
      },
    ],
    summary: 'A Shadow army of mixed nations falls out among itself: five dice, each 5+ a hit.',
  }),
  fpStrat('muster', "Thranduil's Archers", 'valour', {
    effect: [
      { op: 'recruit', nation: 'elves', units: [{ kind: 'unit', count: 1 }], where: at('woodland-realm') },
      draw(1),
    ],
    summary: 'One Elven unit joins in the Woodland Realm; draw a Strategy card.',
  }),
  fpStrat('army', 'Through a Day and a Night', 'confusion', {
    precondition: [{ c: 'exists', where: { army: { side: 'fp', character: 'companion' } } }],
    effect: [
      {
        op: 'move-army',
        side: 'fp',
        count: 1,
        army: { side: 'fp', character: 'companion' },
        from: choose({ army: { side: 'fp', character: 'companion' } }),
        distance: 2,
        freePath: true,
        keepTogether: true,
      },
    ],
    summary:
      'A Free Peoples army with a Companion marches up to two regions without stopping to gather or leave units.',
  }),
  fpStrat('muster', 'Wisdom of Elrond', 'confusion', {
    effect: [
      { op: 'choose-nation', bind: 'nation', side: 'fp' },
      { op: 'activate', nation: { bound: 'nation' } },
      { op: 'advance', nation: { bound: 'nation' }, steps: 1 },
    ],
    summary: 'Wake a Free Peoples nation of your choice and move it one step toward war.',
  }),
];

/** Shadow Character deck (24). */
export const SHADOW_CHARACTER_EVENTS: readonly EventCard[] = [
  shChar('Balrog of Moria', 'durins-bane', {
    onTable: {
      discardFor: [
        {
          trigger: 'fellowship-through-moria-declared-or-revealed',
          effect: [{ op: 'draw-extra-tile', rule: { discardEye: true, resolve: 'successful-hunt' } }],
        },
        { trigger: 'any-time-battle-round', effect: [{ op: 'use-combat-card' }] },
      ],
    },
    summary:
      'Waits in the deep: discard it for an extra hunt tile when a seen Fellowship passes Moria, or to use its combat card.',
  }),
  shChar('Candles of Corpses', 'dread-and-despair', {
    precondition: [notAtFpSettlement],
    effect: [
      {
        op: 'if',
        cond: guide('gollum'),
        then: [{ op: 'roll', dice: 3, hitOn: 6, perSuccess: [{ op: 'corrupt', amount: 1 }] }],
        else: [{ op: 'roll', dice: 3, hitOn: 4, perSuccess: [{ op: 'corrupt', amount: 1 }] }],
      },
    ],
    summary: 'Away from free settlements, three dice: each 4+ (only 6 with Gollum guiding) adds a corruption point.',
  }),
  shChar('Cruel Weather', 'cruel-as-death', {
    precondition: [fellowshipMoved],
    effect: [{ op: 'move-fellowship-adjacent' }],
    summary: 'Storms drive the Ring-bearers off course into a neighbouring region.',
    uncertain:
      'Reference text only says the Fellowship moves to an adjacent region; we let the Shadow pick it and leave Progress unchanged.',
  }),
  shChar('Dreadful Spells', 'devilry-of-orthanc', {
    precondition: [
      {
        c: 'exists',
        where: { army: { side: 'shadow', nazgul: true }, armyWithin: { army: { side: 'fp' }, distance: 1 } },
      },
    ],
    effect: [
      {
        op: 'choose-region',
        where: choose(
          { army: { side: 'shadow', nazgul: true }, armyWithin: { army: { side: 'fp' }, distance: 1 } },
          'casters',
        ),
      },
      {
        op: 'strike',
        target: {
          army: { side: 'fp' },
          where: choose({ army: { side: 'fp' }, within: { of: { kind: 'bound', name: 'casters' }, distance: 1 } }),
        },
        dice: { countOf: 'nazgul', name: 'casters', max: 5 },
        hitOn: 5,
      },
    ],
    summary: 'Nazgûl at or beside a Free Peoples army cast a die each (up to five), every 5+ a hit on it.',
    uncertain:
      'We count the Nazgûl of one chosen Shadow army (at or next to the target); the card may mean all Nazgûl in reach.',
  }),
  shChar('Flocks of Crebain', 'they-are-terrible', {
    onTable: {
      discardOn: [declaredInFpCity],
      discardFor: [{ trigger: 'hunt-roll-about-to-be-made', effect: [{ op: 'hunt-roll-bonus', delta: 1 }] }],
    },
    summary: 'Spies in the sky: discard it before a Hunt roll for +1 on every hunt die, re-rolls included.',
  }),
  shChar('Foul Thing from the Deep', 'they-are-terrible', {
    precondition: [notAtFpSettlement],
    effect: [
      {
        op: 'draw-tile',
        rule: { discardEye: true, discardFpSpecial: true, resolve: 'hunt-random-casualty-first' },
      },
    ],
    summary: 'Away from free settlements, draw a hunt tile; its damage must first claim a random Companion.',
  }),
  shChar('Give it to Uss!', 'one-for-the-dark-lord', {
    effect: [tile('shadow.one-reveal-stop')],
    summary: 'Puts the red 1+reveal+stop tile "Give it to Uss!" in play for the Mordor hunt pool.',
  }),
  shChar('Grond, Hammer of the Underworld', 'dread-and-despair', {
    precondition: [
      { c: 'character-at', characters: ['witch-king'], where: { army: { side: 'shadow', besieging: true } } },
    ],
    effect: [
      {
        op: 'attack',
        side: 'shadow',
        army: { side: 'shadow', besieging: true, character: ['witch-king'] },
        from: withChar('witch-king'),
        rounds: 3,
        fpCardFirstRoundNeedsCompanion: true,
      },
    ],
    summary:
      "The Witch-king's besiegers assault for three rounds; in the first the defender plays a combat card only with a Companion inside.",
  }),
  shChar("Isildur's Bane", 'cruel-as-death', {
    precondition: [notAtFpSettlement],
    effect: [{ op: 'draw-tile', rule: { discardEye: true, discardFpSpecial: true, resolve: 'hunt-no-reduction' } }],
    summary: 'Away from free settlements, draw a hunt tile whose damage nothing can soften before the Ring takes it.',
  }),
  shChar('Lure of the Ring', 'they-are-terrible', {
    precondition: [revealed],
    effect: [{ op: 'if', cond: guide('gollum'), then: [{ op: 'corrupt', amount: 1 }], else: [{ op: 'lure' }] }],
    summary:
      'A random Companion is tempted: the Free Peoples take his Level in corruption or lose him (one corruption if Gollum guides).',
  }),
  shChar('Morgul Wound', 'black-breath', {
    precondition: [revealed],
    effect: [
      {
        op: 'if',
        cond: { c: 'corruption-at-most', value: 3 },
        then: [{ op: 'corrupt', amount: 2 }],
        else: [{ op: 'corrupt', amount: 1 }],
      },
    ],
    summary: 'A seen Fellowship takes two corruption, or one if it already has more than three.',
  }),
  shChar('Nazgûl Search', 'foul-stench', {
    precondition: [fellowshipMoved],
    effect: [
      { op: 'move-nazgul' },
      { op: 'if', cond: { c: 'exists', where: { fellowship: true, nazgul: true } }, then: [{ op: 'reveal' }] },
    ],
    summary: 'Move the Nazgûl as you like; if one stands with the Fellowship it is revealed.',
  }),
  shChar('On, On They Went', 'one-for-the-dark-lord', {
    effect: [tile('shadow.three-stop')],
    summary: 'Puts the red 3+stop tile "On, On They Went" in play for the Mordor hunt pool.',
  }),
  shChar('Orc Patrol', 'cruel-as-death', {
    precondition: [notAtFpSettlement],
    effect: [{ op: 'draw-tile', rule: { discardEye: true, discardFpSpecial: true, resolve: 'successful-hunt' } }],
    summary:
      'Away from free settlements, draw a hunt tile and apply it as a successful Hunt (Eyes and blue tiles fizzle).',
  }),
  shChar("Shelob's Lair", 'one-for-the-dark-lord', {
    effect: [tile('shadow.die-stop')],
    summary: 'Puts the red die+stop tile "Shelob\'s Lair" in play for the Mordor hunt pool.',
  }),
  shChar('The Black Captain Commands', 'foul-stench', {
    precondition: [inPlay('witch-king')],
    effect: [
      {
        op: 'choose',
        options: [
          {
            label: 'recruit-nazgul',
            effect: [
              { op: 'recruit', nation: 'sauron', units: [{ kind: 'nazgul', count: 2 }], where: withChar('witch-king') },
            ],
          },
          { label: 'move-nazgul', effect: [{ op: 'move-nazgul' }] },
        ],
      },
      {
        op: 'choose',
        optional: true,
        options: [
          {
            label: 'move',
            effect: [
              {
                op: 'move-army',
                side: 'shadow',
                count: 1,
                army: { side: 'shadow', character: ['witch-king'] },
                from: withChar('witch-king'),
                distance: 1,
              },
            ],
          },
          {
            label: 'attack',
            effect: [
              {
                op: 'attack',
                side: 'shadow',
                army: { side: 'shadow', character: ['witch-king'] },
                from: withChar('witch-king'),
              },
            ],
          },
        ],
      },
    ],
    summary: 'Two Nazgûl join the Witch-king or the Nazgûl move; then his army may move or attack.',
  }),
  shChar('The Breaking of the Fellowship', 'dread-and-despair', {
    precondition: [revealed],
    effect: [
      {
        op: 'if',
        cond: guide('gollum'),
        then: [{ op: 'corrupt', amount: 1 }],
        else: [
          {
            op: 'draw-tile',
            rule: {
              discardEye: true,
              discardFpSpecial: true,
              resolve: 'separate-companions',
              ignoreReveal: true,
              ignoreStop: true,
            },
          },
        ],
      },
    ],
    summary:
      'A seen Fellowship draws a hunt tile: its number of Companions must split off where the Ring is (one corruption if Gollum guides).',
  }),
  shChar('The Lidless Eye', 'words-of-power', {
    effect: [{ op: 'change-die', count: 3, to: 'eye', toHuntBox: true }],
    summary: 'Turn up to three of your unused action dice to Eyes and put them in the Hunt Box at once.',
  }),
  shChar('The Nazgûl Strike!', 'black-breath', {
    precondition: [fellowshipMoved],
    effect: [
      { op: 'move-nazgul' },
      {
        op: 'if',
        cond: { c: 'exists', where: { fellowship: true, nazgul: true } },
        then: [
          {
            op: 'choose',
            optional: true,
            options: [
              { label: 'discard-table-card', effect: [{ op: 'discard-table-card', side: 'fp', deck: 'character' }] },
              { label: 'hunt-roll', effect: [{ op: 'hunt-roll' }] },
            ],
          },
        ],
      },
    ],
    summary:
      'Move the Nazgûl; if they reach the Fellowship, throw out a Free Peoples Character card on the table or hunt as if it moved.',
  }),
  shChar('The Palantír of Orthanc', 'cruel-as-death', {
    precondition: [inPlay('saruman')],
    onTable: {
      keepWhile: [inPlay('saruman')],
      discardOn: ['character-eliminated:saruman'],
      whileInPlay: [{ trigger: 'event-die-used-for-card', effect: [{ op: 'draw', deck: 'either', count: 1 }] }],
      opponentMayDiscard: [{ faces: ['will-of-the-west'] }, { plusElvenRing: true }],
    },
    summary: 'While Saruman lives, each card you play with an Event die brings you another card.',
  }),
  shChar('The Ring is Mine!', 'one-for-the-dark-lord', {
    effect: [tile('shadow.eye-reveal-stop')],
    summary: 'Puts the red eye+reveal+stop tile "The Ring is Mine!" in play for the Mordor hunt pool.',
  }),
  shChar('The Ringwraiths are Abroad', 'words-of-power', {
    effect: [
      { op: 'move-nazgul' },
      {
        op: 'choose',
        optional: true,
        options: [
          {
            label: 'move-two',
            effect: [
              {
                op: 'move-army',
                side: 'shadow',
                count: 2,
                army: { side: 'shadow', nazgul: true },
                from: choose({ army: { side: 'shadow', nazgul: true } }),
                distance: 1,
              },
            ],
          },
          {
            label: 'attack',
            effect: [
              {
                op: 'attack',
                side: 'shadow',
                army: { side: 'shadow', nazgul: true },
                from: choose({ army: { side: 'shadow', nazgul: true } }),
              },
            ],
          },
        ],
      },
    ],
    summary: 'Move the Nazgûl, then move two armies with Nazgûl or attack with one.',
  }),
  shChar('Wormtongue', 'foul-stench', {
    precondition: [inPlay('saruman')],
    onTable: {
      keepWhile: [inPlay('saruman')],
      discardOn: ['nation-activated:rohan', 'character-eliminated:saruman'],
      rules: [
        {
          rule: 'rohan-activation-only-by-companion-declaration-or-attack-on',
          regions: ['edoras', 'helms-deep'],
        },
      ],
    },
    summary:
      "A whisperer at Edoras: Rohan wakes only by a Companion, a Fellowship declared there, or an attack on Edoras or Helm's Deep.",
  }),
  shChar('Worn with Sorrow and Toil', 'words-of-power', {
    onTable: {
      discardOn: [declaredInFpCity],
      whileInPlay: [
        {
          trigger: 'fellowship-companion-casualty',
          effect: [{ op: 'discard-opponent-character-card', from: 'hand-random-or-table', optional: true }],
        },
      ],
    },
    summary:
      'While it lies out, each Companion lost from the Fellowship may also cost the Free Peoples a Character card (random from hand, or from the table).',
  }),
];

/** Shadow Strategy deck (24). */
export const SHADOW_STRATEGY_EVENTS: readonly EventCard[] = [
  shStrat('muster', 'A New Power is Rising', 'great-host', {
    precondition: [inPlay('saruman')],
    effect: [
      {
        op: 'recruit',
        nation: 'isengard',
        units: [{ kind: 'regular', count: 2 }],
        where: each('north-dunland', 'south-dunland'),
      },
      { op: 'recruit', nation: 'isengard', units: [{ kind: 'unit', count: 2 }], where: at('orthanc') },
    ],
    summary: 'Saruman breeds an army: two Isengard Regulars in each Dunland region and two Isengard units in Orthanc.',
  }),
  shStrat('army', 'Corsairs of Umbar', 'deadly-strife', {
    precondition: [atWar('southrons')],
    effect: [
      {
        op: 'move-army',
        side: 'shadow',
        count: 1,
        from: at('umbar'),
        to: choose({ nation: 'gondor', coastal: true }),
        distance: 99,
        direct: true,
        battleIfEnemy: true,
        noCease: true,
      },
    ],
    summary:
      'A fleet sails from Umbar to a Gondor coast; a Free Peoples army there must fight, and the raiders may not call off the assault (unless it is a siege).',
  }),
  shStrat('army', "Denethor's Folly", 'devilry-of-orthanc', {
    precondition: [{ c: 'exists', where: { in: ['minas-tirith'], army: { side: 'shadow', besieging: true } } }],
    effect: [{ op: 'eliminate', side: 'fp', kinds: ['leader'], count: 1, where: at('minas-tirith') }],
    onTable: {
      keepWhile: [{ c: 'exists', where: { in: ['minas-tirith'], army: { side: 'shadow', besieging: true } } }],
      rules: [{ rule: 'no-fp-combat-cards-in', region: 'minas-tirith' }],
      opponentMayDiscard: [
        { faces: ['will-of-the-west'] },
        { anyFaceIf: { c: 'character-at', characters: gandalfOrAragorn, where: { in: ['minas-tirith'] } } },
      ],
    },
    summary:
      'With Minas Tirith besieged, a Leader there dies at once and the defenders may play no combat cards until the siege ends or the card is shaken off.',
  }),
  shStrat('army', 'Half-Orcs and Goblin-Men', 'we-come-to-kill', {
    precondition: [atWar('isengard')],
    effect: [
      {
        op: 'recruit',
        nation: 'isengard',
        units: [{ kind: 'unit', count: 1 }],
        where: choose({ army: { side: 'shadow' } }),
      },
    ],
    summary: 'An Isengard unit joins any Shadow army on the map.',
  }),
  shStrat('army', 'Hill-Trolls', 'we-come-to-kill', {
    precondition: [atWar('sauron')],
    effect: [
      {
        op: 'upgrade',
        nation: 'sauron',
        count: 2,
        where: { kind: 'anywhere', filter: { army: { side: 'shadow', nations: ['sauron'] } } },
      },
    ],
    summary: 'Two Sauron Regulars anywhere become Elites.',
  }),
  shStrat('muster', 'Horde from the East', 'deadly-strife', {
    precondition: [atWar('southrons')],
    effect: [
      {
        op: 'recruit',
        nation: 'southrons',
        units: [{ kind: 'regular', count: 5 }],
        where: choose({
          in: ['north-rhun', 'east-rhun', 'south-rhun', 'khand', 'far-harad'],
          nation: 'southrons',
          freeFor: 'shadow',
        }),
      },
    ],
    summary: 'Five Southron & Easterling Regulars pour in at a free home region on the eastern edge of the map.',
    uncertain:
      'Which Southron & Easterling regions touch the eastern map edge is our reading of the board (North, East and South Rhûn, Khand, Far Harad); check against the map.',
  }),
  shStrat('muster', 'Many Kings to the Service of Mordor', 'great-host', {
    effect: [
      {
        op: 'recruit',
        nation: 'southrons',
        units: [{ kind: 'regular', count: 2 }],
        where: choose({ settlementOf: 'southrons', settlement: true }, undefined, 3),
      },
    ],
    summary: 'Two Southron & Easterling Regulars in each of three of their Settlements.',
  }),
  shStrat('muster', 'Monsters Roused', 'desperate-battle', {
    effect: [
      {
        op: 'recruit',
        nation: 'sauron',
        units: [{ kind: 'regular', count: 1 }],
        where: each('angmar', 'ettenmoors', 'weather-hills'),
      },
      { op: 'recruit', nation: 'sauron', units: [{ kind: 'elite', count: 1 }], where: at('trollshaws') },
    ],
    summary:
      'A Sauron Regular each in Angmar, the Ettenmoors and the Weather Hills, and a Sauron Elite in the Trollshaws.',
  }),
  shStrat('muster', 'Mustering of a Long-planned War', 'desperate-battle', {
    precondition: [allShadowAtWar],
    effect: [
      { op: 'recruit', nation: 'southrons', units: [{ kind: 'regular', count: 5 }], where: at('gorgoroth') },
      { op: 'recruit', nation: 'sauron', units: [{ kind: 'regular', count: 5 }], where: at('nurn') },
    ],
    summary: 'With every Shadow nation at war: five Southron Regulars in Gorgoroth and five Sauron Regulars in Nurn.',
  }),
  shStrat('army', 'Olog-Hai', 'we-come-to-kill', {
    precondition: [atWar('sauron')],
    effect: [
      {
        op: 'recruit',
        nation: 'sauron',
        units: [{ kind: 'unit', count: 1 }],
        where: choose({ army: { side: 'shadow' } }),
      },
    ],
    summary: 'A Sauron unit joins any Shadow army on the map.',
  }),
  shStrat('muster', 'Orcs Multiplying Again', 'onslaught', {
    effect: [
      {
        op: 'recruit',
        nation: 'sauron',
        units: [{ kind: 'regular', count: 3 }],
        where: each('dol-guldur', 'mount-gundabad'),
      },
    ],
    summary: 'Three Sauron Regulars each in Dol Guldur and Mount Gundabad.',
  }),
  shStrat('muster', 'Pits of Mordor', 'desperate-battle', {
    precondition: [atWar('sauron')],
    effect: [
      {
        op: 'recruit',
        nation: 'sauron',
        units: [{ kind: 'regular', count: 2 }],
        where: choose({ settlementOf: 'sauron', settlement: ['stronghold'] }, undefined, 3),
      },
    ],
    summary: 'Two Sauron Regulars in each of three Sauron Strongholds.',
  }),
  shStrat('muster', 'Rage of the Dunlendings', 'relentless-assault', {
    precondition: [atWar('isengard')],
    effect: [
      {
        op: 'recruit',
        nation: 'isengard',
        units: [{ kind: 'regular', count: 2 }],
        where: choose(
          {
            freeFor: 'shadow',
            anyOf: [
              { adjacentTo: { kind: 'region', region: 'north-dunland' } },
              { adjacentTo: { kind: 'region', region: 'south-dunland' } },
            ],
          },
          'dest',
        ),
      },
      {
        op: 'move-army',
        side: 'shadow',
        count: 2,
        optional: true,
        from: each('north-dunland', 'south-dunland'),
        to: bound('dest'),
        distance: 99,
        direct: true,
        units: { nations: ['isengard'], max: 4 },
      },
    ],
    summary: 'Two Isengard Regulars appear next to Dunland, and up to four Isengard units from Dunland may join them.',
  }),
  shStrat('muster', 'Return of the Witch-King', 'swarm-of-bats', {
    precondition: [inPlay('witch-king')],
    effect: [
      { op: 'move-character-to', characters: ['witch-king'], to: at('angmar') },
      {
        op: 'recruit',
        nation: 'sauron',
        units: [
          { kind: 'regular', count: 2 },
          { kind: 'elite', count: 1 },
        ],
        where: at('angmar'),
      },
    ],
    summary: 'The Witch-king returns to Angmar and raises two Sauron Regulars and an Elite there.',
  }),
  shStrat('army', 'Return to Valinor', 'deadly-strife', {
    precondition: [{ c: 'exists', where: { settlementOf: 'elves', settlement: ['stronghold'], controlledBy: 'fp' } }],
    effect: [
      {
        op: 'strike',
        target: {
          army: { side: 'fp', nations: ['elves'] },
          where: {
            kind: 'every',
            filter: { settlementOf: 'elves', settlement: ['stronghold'], besiegedStronghold: false },
          },
        },
        dice: { countOf: 'elven-units-in-region', max: 5 },
        hitOn: 6,
      },
    ],
    summary:
      'The Elves sail West: in each unbesieged Elven Stronghold, a die per Elven unit (max five), every 6 a loss.',
    uncertain:
      'The reference states the precondition as "you control an Elven Stronghold" on a Shadow card; we read it as an Elven Stronghold still held by the Free Peoples.',
  }),
  shStrat('army', 'Shadows Gather', 'mumakil', {
    effect: [
      {
        op: 'move-army',
        side: 'shadow',
        count: 1,
        from: choose({ army: { side: 'shadow' } }),
        distance: 3,
        freePath: true,
        keepTogether: true,
        endWith: shadowArmyNotBesieged,
      },
    ],
    summary: 'One Shadow army marches up to three regions to join another, unbesieged Shadow army.',
  }),
  shStrat('muster', 'Shadows on the Misty Mountains', 'onslaught', {
    effect: [
      {
        op: 'recruit',
        nation: 'sauron',
        units: [
          { kind: 'unit', count: 2 },
          { kind: 'nazgul', count: 1 },
        ],
        where: choose({ in: ['mount-gram', 'moria'] }),
      },
    ],
    summary: 'Two Sauron units and a Nazgûl in Mount Gram or in Moria.',
  }),
  shStrat('muster', 'Stormcrow', 'great-host', {
    precondition: [{ c: 'fp-nation-not-at-war-with-fellowship-or-companion' }],
    effect: [
      { op: 'choose-nation', bind: 'nation', side: 'fp', withFellowshipOrCompanionNotAtWar: true },
      { op: 'political-back', nation: { bound: 'nation' }, steps: 1 },
      {
        op: 'eliminate',
        side: 'fp',
        kinds: ['leader', 'regular', 'elite'],
        nation: { bound: 'nation' },
        count: 1,
        where: { kind: 'anywhere' },
        chooser: 'opponent',
      },
    ],
    summary:
      'A nation not yet at war where the Fellowship or a Companion stands slides back a step and loses a Leader or unit of its choosing.',
  }),
  shStrat('army', 'The Day Without Dawn', 'relentless-assault', {
    precondition: [allShadowAtWar],
    effect: [{ op: 'discard-dice', face: 'will-of-the-west' }],
    summary: 'With all Shadow nations at war, every unused Free Peoples Will of the West die is lost.',
  }),
  shStrat('army', 'The Fighting Uruk-Hai', 'onslaught', {
    precondition: [
      inPlay('saruman'),
      { c: 'exists', where: { army: { side: 'shadow', nations: ['isengard'], besieging: true } } },
    ],
    effect: [
      {
        op: 'attack',
        side: 'shadow',
        army: { side: 'shadow', nations: ['isengard'], besieging: true },
        from: choose({ army: { side: 'shadow', nations: ['isengard'], besieging: true } }),
        rounds: 3,
        fpCardFirstRoundNeedsCompanion: true,
      },
    ],
    summary:
      "Saruman's besiegers assault for three rounds; in the first the defender plays a combat card only with a Companion inside.",
  }),
  shStrat('muster', 'The King is Revealed', 'relentless-assault', {
    precondition: [inPlay('aragorn')],
    effect: [
      {
        op: 'recruit',
        nation: 'sauron',
        units: [
          { kind: 'regular', count: 5 },
          { kind: 'nazgul', count: 1 },
        ],
        where: at('minas-morgul'),
      },
    ],
    summary: "Answering Aragorn's challenge, five Sauron Regulars and a Nazgûl muster in Minas Morgul.",
  }),
  shStrat('army', 'The Shadow is Moving', 'swarm-of-bats', {
    precondition: [allShadowAtWar],
    effect: [
      {
        op: 'move-army',
        side: 'shadow',
        count: 4,
        upTo: true,
        from: choose({ army: { side: 'shadow' } }),
        distance: 1,
      },
    ],
    summary: 'With all Shadow nations at war, up to four different Shadow armies each move one region.',
  }),
  shStrat('army', 'The Shadow Lengthens', 'mumakil', {
    effect: [
      {
        op: 'move-army',
        side: 'shadow',
        count: 2,
        from: choose({ army: { side: 'shadow' } }),
        distance: 2,
        freePath: true,
        keepTogether: true,
        endWith: shadowArmyNotBesieged,
      },
    ],
    summary: 'Two Shadow armies each march up to two regions to join other, unbesieged Shadow armies.',
  }),
  shStrat('muster', 'Threats and Promises', 'devilry-of-orthanc', {
    onTable: {
      rules: [{ rule: 'no-muster-advance-of-passive-nations' }],
      discardOn: ['fp-nation-advanced-by-attack-or-companion'],
    },
    summary: 'While it lies out, the Free Peoples cannot use Muster dice to push a passive nation toward war.',
  }),
];

/** All 96 event cards: FP character, FP strategy, Shadow character, Shadow strategy. */
export const EVENT_CARDS: readonly EventCard[] = [
  ...FP_CHARACTER_EVENTS,
  ...FP_STRATEGY_EVENTS,
  ...SHADOW_CHARACTER_EVENTS,
  ...SHADOW_STRATEGY_EVENTS,
];

const BY_ID: ReadonlyMap<string, EventCard> = new Map(EVENT_CARDS.map((c) => [c.id, c]));

/** The event card with this id, or undefined. */
export function eventCard(id: string): EventCard | undefined {
  return BY_ID.get(id);
}
