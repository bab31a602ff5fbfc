/**
 * War of the Ring (2nd edition): the structured vocabulary of the 96 event cards and their combat cards
 * (rules digest §4.6 event cards, §8.5 combat cards). Pure data types: an engine interprets them.
 *
 * How an engine reads a card:
 * - `precondition` (all must hold, §4.6 "met fully") decides whether the card may be played at all;
 * - `effect` is a list of {@link Op}s run in order. Every choice a player must make (which region, which
 *   army, which units, yes/no for "may") is a field of the Op: the engine turns it into a decision for
 *   `chooser` (default: the card's owner). A choice can be named with `bind` and referred to later in the
 *   same effect with `{ kind: 'bound', name }` (regions) or `{ bound: name }` (nations, counts).
 * - Mandatory effects are applied "as far as possible" (§4.6): an Op whose targets do not exist does nothing.
 *   Ops with `optional: true` are "may": the chooser may skip them.
 * - `onTable` marks "play on the table" cards: rules in force while the card lies there, abilities used by
 *   discarding it, and the conditions that discard it.
 * - `combat` is the combat card printed on the same card (§8.5): its condition, initiative number (lower
 *   resolves first, ties to the defender) and its effect as combat {@link Op}s, valid for one round.
 *
 * Ids follow /work/briefs/s9/wotr-ids.md and come from ./ids.ts.
 */

// ---------------------------------------------------------------------------------------------------------
// Ids (data/ids.ts)
// ---------------------------------------------------------------------------------------------------------

import {
  CHARACTER_IDS,
  FP_NATIONS,
  REGION_IDS,
  SHADOW_NATIONS,
  type CharacterId,
  type CompanionId,
  type EventCardId,
  type EventDeck,
  type EventTypeIcon,
  type NationId,
  type RegionId,
  type SettlementKind,
  type Side,
} from './ids';
import type { ActionFace } from './dice';

export type {
  CharacterId,
  CompanionId,
  EventCardId,
  EventDeck,
  EventTypeIcon,
  NationId,
  RegionId,
  SettlementKind,
  Side,
};
export type { FpNationId, MinionId, ShadowNationId } from './ids';

/** Id lists the validator checks against (from data/ids.ts). */
export const EVENT_FP_NATIONS: readonly NationId[] = FP_NATIONS;
export const EVENT_SHADOW_NATIONS: readonly NationId[] = SHADOW_NATIONS;
export const EVENT_CHARACTER_IDS: readonly CharacterId[] = CHARACTER_IDS;
export const EVENT_REGION_IDS: readonly RegionId[] = REGION_IDS;

/**
 * The eight special hunt tiles put into play by event cards (§5.10, Appendix A.2), with the ids of data/hunt.ts
 * (named by the tile's face): Elven Cloaks `fp.zero-a`, Elven Rope `fp.zero-b`, Sméagol `fp.minus-one`, Phial
 * `fp.minus-two`; Give it to Uss! `shadow.one-reveal-stop`, On, On They Went `shadow.three-stop`, Shelob's Lair
 * `shadow.die-stop`, The Ring is Mine! `shadow.eye-reveal-stop`.
 */
export type SpecialHuntTileId =
  | 'fp.zero-a'
  | 'fp.zero-b'
  | 'fp.minus-one'
  | 'fp.minus-two'
  | 'shadow.one-reveal-stop'
  | 'shadow.three-stop'
  | 'shadow.die-stop'
  | 'shadow.eye-reveal-stop';

/** Action die results (§1.4): data/dice.ts's `ActionFace` (`event` is the Palantír). */
export type DieFace = ActionFace;

// ---------------------------------------------------------------------------------------------------------
// Who chooses
// ---------------------------------------------------------------------------------------------------------

/** `owner` = the player who played the card (default), `opponent` = the other side. */
export type Chooser = 'owner' | 'opponent';

// ---------------------------------------------------------------------------------------------------------
// Regions, armies, characters
// ---------------------------------------------------------------------------------------------------------

/** A nation, a side's nations, or a nation chosen earlier in the effect. */
export type NationRef = NationId | { readonly bound: string };

/** Which figures of an army a filter looks for. */
export interface ArmyFilter {
  /** Whose army. */
  readonly side: Side;
  /** Contains at least one Army unit of one of these nations. */
  readonly nations?: readonly NationId[];
  /** Contains units of at least this many different nations. */
  readonly minNations?: number;
  /** Contains at least one Elite unit (of `nations` if given). */
  readonly elite?: boolean;
  /** Contains at least one Nazgûl (the Witch-king counts unless `nazgulExceptWitchKing`). */
  readonly nazgul?: boolean;
  /** Contains one of these characters (or any Companion / any Minion). */
  readonly character?: readonly CharacterId[] | 'companion' | 'minion';
  /** The army is besieging a Stronghold (§8.12). */
  readonly besieging?: boolean;
  /** The army is besieged inside a Stronghold. */
  readonly besieged?: boolean;
}

/**
 * A region test. All given fields must hold. Fields describe the board at the time the choice is made.
 * - `nation`: inside the borders of that nation (or of any nation of a side).
 * - `settlement`: has a Settlement of one of these kinds (`true` = any Town, City or Stronghold).
 * - `settlementOf`: the Settlement belongs to that nation (or to any nation of that side).
 * - `unconquered`: the Settlement is controlled by its original side.
 * - `free`: no enemy Army units of the card owner (§1.8 "free region"); `freeFor` names the side explicitly.
 * - `controlledBy`: the region is controlled by that side (Settlement control markers, §8.15).
 * - `army` / `noArmy`: an army matching the filter is (not) there.
 * - `characters`: one of these characters (or any Companion) stands there, on the map (not in the Fellowship).
 * - `fellowship`: the Ring-bearers are there (last known position while hidden, §11.7 q15).
 * - `adjacentTo` / `within`: distance to another region; `within.distance` 0 means the region itself.
 * - `coastal`: a coastal region (map data).
 * - `notNation`, `nazgul`, `armyWithin`, `armyAdjacent`, `anyOf`: see the fields.
 */
export interface RegionFilter {
  readonly in?: readonly RegionId[];
  readonly notIn?: readonly RegionId[];
  readonly nation?: NationId | Side;
  readonly settlement?: readonly SettlementKind[] | true;
  readonly settlementOf?: NationId | Side;
  readonly unconquered?: boolean;
  readonly freeFor?: Side;
  readonly controlledBy?: Side;
  readonly besiegedStronghold?: boolean;
  readonly army?: ArmyFilter;
  readonly noArmy?: ArmyFilter;
  readonly characters?: readonly CharacterId[] | 'companion';
  readonly fellowship?: boolean;
  readonly adjacentTo?: RegionRef;
  readonly within?: { readonly of: RegionRef; readonly distance: number };
  readonly coastal?: boolean;
  /** Not inside the borders of that nation (or of any nation of that side). */
  readonly notNation?: NationId | Side;
  /** Nazgûl figures (the Witch-king included) stand there. */
  readonly nazgul?: boolean;
  /** An army matching `army` stands within `distance` regions (0 = this region). */
  readonly armyWithin?: { readonly army: ArmyFilter; readonly distance: number };
  /** An army matching the filter stands in an adjacent region (not this one). */
  readonly armyAdjacent?: ArmyFilter;
  /** At least one of these filters holds (in addition to the other fields). */
  readonly anyOf?: readonly RegionFilter[];
}

/** A region named by reference: a fixed region, the one a character stands in, the Fellowship's, or a bound choice. */
export type RegionRef =
  | { readonly kind: 'region'; readonly region: RegionId }
  | { readonly kind: 'character'; readonly characters: readonly CharacterId[] }
  | { readonly kind: 'fellowship' }
  | { readonly kind: 'bound'; readonly name: string };

/**
 * Where an Op applies.
 * - `fixed`: one named region.
 * - `each`: every listed region in turn (each gets the Op's full amount).
 * - `choose`: the chooser picks `count` (default 1) distinct regions matching `filter`; `bind` names the pick.
 * - `bound`: a region chosen earlier in the same effect.
 * - `character`: the region of (one of) these characters.
 * - `anywhere`: every figure may come from a different region (e.g. upgrading units "anywhere").
 * - `every`: the Op applies once in every region matching `filter` (no choice).
 */
export type RegionChoice =
  | { readonly kind: 'fixed'; readonly region: RegionId }
  | { readonly kind: 'each'; readonly regions: readonly RegionId[] }
  | {
      readonly kind: 'choose';
      readonly filter: RegionFilter;
      readonly count?: number;
      readonly bind?: string;
      readonly chooser?: Chooser;
    }
  | { readonly kind: 'bound'; readonly name: string }
  | { readonly kind: 'character'; readonly characters: readonly CharacterId[] }
  | { readonly kind: 'anywhere'; readonly filter?: RegionFilter }
  | { readonly kind: 'every'; readonly filter: RegionFilter };

/** Figures to recruit: `unit` is the player's pick of Regular or Elite. */
export interface RecruitSpec {
  readonly kind: 'regular' | 'elite' | 'unit' | 'leader' | 'nazgul';
  readonly count: number;
}

/** A number of dice: fixed, or counted from the board (capped at `max`, usually 5). */
export type DiceCount =
  | number
  | {
      readonly countOf:
        | 'nazgul' // Nazgûl in the chosen/bound region (the Witch-king included)
        | 'nazgul-except-witch-king'
        | 'elven-units-in-region'
        | 'own-leadership' // combat: the player's Leadership in the battle
        | 'own-elites' // combat: the player's Elite units in the battle
        | 'bound'; // a number bound earlier (e.g. hits inflicted on own army)
      /** The bound region the count is taken in, or the bound number for `bound`. */
      readonly name?: string;
      readonly max: number;
    };

/** Hunt tile draw rules used by Shadow character events (§5.13). */
export interface TileDrawRule {
  /** Eye tiles (and for some cards Free Peoples special tiles) are discarded without effect. */
  readonly discardEye?: boolean;
  readonly discardFpSpecial?: boolean;
  /** How a kept tile resolves. */
  readonly resolve:
    | 'successful-hunt' // as a successful Hunt (§5.14)
    | 'hunt-no-reduction' // as a successful Hunt, but nothing may reduce the damage before the Ring is used
    | 'hunt-random-casualty-first' // damage must first be taken by eliminating a random Companion
    | 'separate-companions'; // the tile's number of Companions must separate into the Fellowship's region
  readonly ignoreReveal?: boolean;
  readonly ignoreStop?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------------------

/**
 * A condition. Used for card preconditions, `if` Ops, table-card keep/discard tests and combat conditions.
 * - `all` / `any` / `not`: logic.
 * - `at-war` / `active`: the nation(s) political state (§6.1); `nations: 'shadow'` = every Shadow nation.
 * - `character-in-play`: on the map or (Companions) in the Fellowship; `character-on-map` excludes the Fellowship.
 * - `in-fellowship`: one of these Companions (or `min` Companions) is in the Fellowship.
 * - `guide`: the Guide is this character.
 * - `character-at`: one of these characters is on the map in a region matching `where`.
 * - `fellowship`: facts on the Ring-bearers (revealed, progress, Mordor Track, region).
 * - `exists`: at least one region matches `where`.
 * - `corruption-at-most`: Fellowship corruption ≤ value.
 * - `fp-nation-not-at-war-with-fellowship-or-companion`: some FP nation not At War has the Fellowship or a
 *   Companion inside its borders.
 * Combat-only (the battle in progress, from the card player's point of view):
 * - `battle-has`: the player's (`self`) or the enemy's army in the battle contains something.
 * - `nazgul-leadership-at-least`: total Nazgûl Leadership of the Shadow army in the battle.
 * - `defender-in`: the defending army's region matches.
 * - `battle`: battle type and role of the card player.
 * - `enemy-played-combat-card`: the opponent chose a combat card this round.
 * - `leadership-compare`: Shadow Nazgûl Leadership ≥ Free Peoples Leadership.
 */
export type Cond =
  | { readonly c: 'all'; readonly of: readonly Cond[] }
  | { readonly c: 'any'; readonly of: readonly Cond[] }
  | { readonly c: 'not'; readonly cond: Cond }
  | { readonly c: 'at-war'; readonly nations: readonly NationId[] | 'shadow' }
  | { readonly c: 'active'; readonly nation: NationId }
  | { readonly c: 'character-in-play'; readonly characters: readonly CharacterId[] }
  | { readonly c: 'character-on-map'; readonly characters: readonly CharacterId[] }
  | { readonly c: 'in-fellowship'; readonly characters?: readonly CompanionId[]; readonly min?: number }
  | { readonly c: 'guide'; readonly character: CompanionId | 'gollum' }
  | {
      readonly c: 'character-at';
      readonly characters: readonly CharacterId[] | 'companion';
      readonly where: RegionFilter;
    }
  | {
      readonly c: 'fellowship';
      readonly revealed?: boolean;
      readonly progressAtLeast?: number;
      readonly onMordorTrack?: boolean;
      readonly where?: RegionFilter;
    }
  | { readonly c: 'exists'; readonly where: RegionFilter }
  | { readonly c: 'corruption-at-most'; readonly value: number }
  | { readonly c: 'fp-nation-not-at-war-with-fellowship-or-companion' }
  | {
      readonly c: 'battle-has';
      readonly who: 'self' | 'enemy';
      readonly has:
        | 'companion'
        | 'leader-or-companion'
        | 'fp-elite'
        | 'shadow-elite'
        | 'southron-elite'
        | 'isengard-unit'
        | 'nazgul'
        | 'hobbit'
        | 'minion'
        | 'gandalf'
        | 'strider-or-aragorn';
    }
  | { readonly c: 'nazgul-leadership-at-least'; readonly value: number }
  | { readonly c: 'defender-in'; readonly where: RegionFilter }
  | {
      readonly c: 'battle';
      readonly type?: 'field' | 'siege' | 'sortie';
      readonly role?: 'attacker' | 'defender';
    }
  | { readonly c: 'enemy-played-combat-card' }
  | { readonly c: 'leadership-compare'; readonly nazgulAtLeastFp: true };

// ---------------------------------------------------------------------------------------------------------
// Effects (Ops)
// ---------------------------------------------------------------------------------------------------------

/** Common fields: `optional` = "may" (the chooser may skip it); `chooser` overrides who decides. */
interface OpBase {
  readonly optional?: boolean;
  readonly chooser?: Chooser;
}

/**
 * Event effects.
 * Units and armies:
 * - `recruit`: take figures of `nation` from reinforcements into `where` (§6.6: allowed even if not At War or in a
 *   besieged Stronghold). `upTo` lets the player recruit fewer; `takeControl` flips the region's control.
 * - `upgrade`: replace `count` Regular units (of `nation`, or any nation in the army) with Elites of the same nation.
 * - `strike`: roll `dice` (hits on `hitOn`+) or a fixed `hits` against one army matching `target` (no battle, no
 *   response; `countsAsAttack` for political reactions); `destroysCharacters` also removes Nazgûl/Minions when the army is destroyed; `thenRetreat` forces a
 *   retreat of the survivors (destroyed if it cannot).
 * - `eliminate`: the `chooser` removes `count` figures of the given kinds (of `nation`) in `where`.
 * - `move-army`: move `count` armies (matching `army`) from `from` up to `distance` regions; `endWith` restricts
 *   the destination; `direct` = straight to the destination ignoring the path (then `distance` is not used, by
 *   convention 99); `freePath` = the regions crossed
 *   must be free for army movement; `keepTogether` = no pick-up/drop-off on the way (an initial split is allowed);
 *   `battleIfEnemy` starts a battle at the destination (`noCease`: the attacker cannot cease it, unless the
 *   defender was already besieged); `units.max` caps the units moved in total over all the armies moved.
 * - `attack`: an army matching `army` in `from` attacks `target` (§8.1); `rounds` = siege rounds instead of one;
 *   `fpCardFirstRoundNeedsCompanion`: in round one the FP may play a combat card only with a Companion there;
 *   `enemyFewerDicePerBesiegedUnit`: whole battle, the Shadow rolls one die less per FP unit in the Stronghold.
 * - `move-nazgul`: move any or all Nazgûl (normal Nazgûl movement, §7.4).
 * - `move-nazgul-to`: move all surviving Nazgûl from `from` to one region matching `to`.
 * Characters and the Fellowship:
 * - `separate`: separate one Companion or group (or, if `orMoveOnMap`, move one already on the map) with
 *   `extraMoves` added or its Level counted as `asLevel`; `mayEndInBesiegedStronghold`.
 * - `move-companions`: move any or all Companions outside the Fellowship (normal movement).
 * - `move-character-to`: move `characters` (plus any Companions with them if `withCompanions`) to `to`.
 * - `eliminate-character`: eliminate one of these characters (if on the map / where given).
 * - `heal` / `corrupt`: change Fellowship corruption by `amount`.
 * - `roll`: roll `dice`, and run `perSuccess` for each die ≥ `hitOn`.
 * - `hide` / `reveal` / `move-fellowship` (a normal Fellowship move) / `move-fellowship-adjacent` (the chooser
 *   moves the Ring-bearers' figure to an adjacent region, Progress unchanged).
 * - `lure`: draw a random Companion from the Fellowship; the FP adds corruption equal to his Level or eliminates him.
 * Hunt:
 * - `add-special-tile`: the tile is in play: into the pool now if on the Mordor Track, else when it gets there.
 * - `draw-tile`: draw one hunt tile and resolve it by `rule`.
 * - `draw-tiles-omen`: draw `count` tiles; if all are Eyes put them back and run `ifAllEyes`; otherwise remove the
 *   Eyes drawn for the rest of the game and return the others.
 * - `hunt-roll`: a Hunt roll as if the FP had moved the Fellowship.
 * Dice, cards, politics:
 * - `change-die`: turn up to `count` unused dice of the owner showing `from` (any face if omitted) into `to`;
 *   `toHuntBox` places them in the Hunt Box at once.
 * - `discard-dice`: remove all the opponent's unused dice showing `face`.
 * - `draw`: draw `count` cards from `deck` (`either` = the player picks per card).
 * - `discard-table-card`: discard one card of `side` lying on the table (of `deck`).
 * - `play-card-free`: the owner may at once play another card of `deck` from hand without an action die.
 * - `advance` / `activate` / `to-war` / `political-back`: political track (§6.2–6.3); `nation` may be chosen.
 * - `choose-nation`: bind a nation matching the side (or from a list) for later Ops.
 * Structure:
 * - `choose-region`: the chooser picks a region (its `where.bind` names it) for later Ops.
 * - `if`: run `then` when `cond` holds, else `else`.
 * - `choose`: the chooser picks one of `options` (a label and its Ops).
 */
export type Op =
  | (OpBase & {
      readonly op: 'recruit';
      readonly nation: NationRef;
      readonly units: readonly RecruitSpec[];
      readonly where: RegionChoice;
      readonly upTo?: boolean;
      readonly takeControl?: boolean;
    })
  | (OpBase & {
      readonly op: 'upgrade';
      readonly nation?: NationId;
      readonly count: number;
      readonly where: RegionChoice;
      /** Upgrading costs eliminating a Regular instead of swapping it (the Regular goes to casualties). */
      readonly eliminateRegular?: boolean;
    })
  | (OpBase & {
      readonly op: 'strike';
      readonly target: { readonly army: ArmyFilter; readonly where: RegionChoice };
      readonly dice?: DiceCount;
      readonly hitOn?: number;
      /** Hits equal to the result of one die (instead of dice/hitOn). */
      readonly hitsFromDieResult?: boolean;
      readonly destroysCharacters?: boolean;
      readonly thenRetreat?: boolean;
      /** Counts as an attack on that army for political reactions (activation/advance, §4.6, §6.3). */
      readonly countsAsAttack?: boolean;
    })
  | (OpBase & {
      readonly op: 'eliminate';
      readonly side: Side;
      readonly kinds: readonly ('regular' | 'elite' | 'leader' | 'nazgul')[];
      readonly nation?: NationRef;
      readonly count: number;
      readonly where: RegionChoice;
    })
  | (OpBase & {
      readonly op: 'move-army';
      readonly side: Side;
      readonly count: number;
      readonly army?: ArmyFilter;
      readonly from: RegionChoice;
      readonly to?: RegionChoice;
      readonly distance: number;
      readonly direct?: boolean;
      readonly freePath?: boolean;
      readonly keepTogether?: boolean;
      readonly endWith?: RegionFilter;
      /** Only these units may move (e.g. up to four Isengard units). */
      readonly units?: { readonly nations: readonly NationId[]; readonly max: number };
      readonly battleIfEnemy?: boolean;
      readonly noCease?: boolean;
      /** Move up to `count` armies (fewer is allowed); otherwise `count` as far as possible. */
      readonly upTo?: boolean;
    })
  | (OpBase & {
      readonly op: 'attack';
      readonly side: Side;
      readonly army: ArmyFilter;
      readonly from: RegionChoice;
      readonly target?: RegionChoice;
      readonly rounds?: number;
      readonly fpCardFirstRoundNeedsCompanion?: boolean;
      readonly enemyFewerDicePerBesiegedUnit?: boolean;
    })
  | (OpBase & { readonly op: 'move-nazgul' })
  | (OpBase & {
      readonly op: 'move-nazgul-to';
      readonly from: RegionChoice;
      readonly to: RegionChoice;
      readonly exceptWitchKing?: boolean;
    })
  | (OpBase & {
      readonly op: 'separate';
      readonly orMoveOnMap?: boolean;
      /** Set by the engine once the owner chose between separating and moving on the map (`orMoveOnMap`). */
      readonly mode?: 'fellowship' | 'map';
      readonly extraMoves?: number;
      readonly asLevel?: number;
      readonly mayEndInBesiegedStronghold?: boolean;
    })
  | (OpBase & { readonly op: 'move-companions' })
  | (OpBase & {
      readonly op: 'move-character-to';
      readonly characters: readonly CharacterId[];
      readonly withCompanions?: boolean;
      readonly to: RegionChoice;
    })
  | (OpBase & {
      readonly op: 'eliminate-character';
      readonly characters: readonly CharacterId[];
      readonly where?: RegionFilter;
    })
  | (OpBase & { readonly op: 'heal'; readonly amount: number })
  | (OpBase & { readonly op: 'corrupt'; readonly amount: number })
  | (OpBase & {
      readonly op: 'roll';
      readonly dice: DiceCount;
      readonly hitOn: number;
      readonly perSuccess: readonly Op[];
    })
  | (OpBase & { readonly op: 'hide' })
  | (OpBase & { readonly op: 'reveal' })
  | (OpBase & { readonly op: 'move-fellowship' })
  | (OpBase & { readonly op: 'move-fellowship-adjacent' })
  | (OpBase & { readonly op: 'lure' })
  | (OpBase & { readonly op: 'add-special-tile'; readonly tile: SpecialHuntTileId })
  | (OpBase & { readonly op: 'draw-tile'; readonly rule: TileDrawRule })
  | (OpBase & { readonly op: 'draw-tiles-omen'; readonly count: number; readonly ifAllEyes: readonly Op[] })
  | (OpBase & { readonly op: 'hunt-roll' })
  | (OpBase & {
      readonly op: 'change-die';
      /** Up to this many dice. */
      readonly count: number;
      readonly from?: DieFace;
      readonly to: DieFace;
      readonly toHuntBox?: boolean;
    })
  | (OpBase & { readonly op: 'discard-dice'; readonly face: DieFace })
  | (OpBase & { readonly op: 'draw'; readonly deck: EventDeck | 'either'; readonly count: number })
  | (OpBase & { readonly op: 'discard-table-card'; readonly side: Side; readonly deck?: EventDeck })
  | (OpBase & { readonly op: 'play-card-free'; readonly deck: EventDeck })
  | (OpBase & { readonly op: 'advance'; readonly nation: NationRef; readonly steps: number })
  | (OpBase & { readonly op: 'activate'; readonly nation: NationRef })
  | (OpBase & { readonly op: 'to-war'; readonly nation: NationRef })
  | (OpBase & { readonly op: 'political-back'; readonly nation: NationRef; readonly steps: number })
  | (OpBase & {
      readonly op: 'choose-nation';
      readonly bind: string;
      readonly side?: Side;
      /** Only a nation inside whose borders the Fellowship or a Companion stands, and not At War. */
      readonly withFellowshipOrCompanionNotAtWar?: boolean;
    })
  | (OpBase & { readonly op: 'choose-region'; readonly where: RegionChoice & { readonly kind: 'choose' } })
  | (OpBase & { readonly op: 'if'; readonly cond: Cond; readonly then: readonly Op[]; readonly else?: readonly Op[] })
  | (OpBase & {
      readonly op: 'choose';
      readonly options: readonly { readonly label: string; readonly effect: readonly Op[] }[];
    })
  | CombatOp;

/**
 * Combat-card effects (§8.5), valid for the current round. `self` = the card player, `enemy` = the opponent.
 * `step` says where in the round it applies: `before-roll` (pre-combat strikes, retreats, forfeits),
 * `combat-roll`, `leader-reroll`, `before-casualties` (cancelling hits), `after-casualties` (post strikes).
 * - `forfeit`: give up Leadership first (cost): one Companion, all Companions, Strider/Aragorn, `points` of
 *   Nazgûl Leadership (`min`..`max` when the player picks); `bind` names the forfeited amount.
 * - `die-modifier`: add `delta` to every die of `roll` for `target`; `natural6Hits`: an unmodified 6 still hits.
 * - `max-dice`: `target` rolls at most `max` combat dice.
 * - `fewer-dice`: `target` rolls one die less per `per` (minimum 1).
 * - `misses-to-hits`: before the Leader re-roll turn `count` missed dice into hits (`aragornCount` if the
 *   forfeited figure is Aragorn).
 * - `special-strike`: an extra attack at `step` (`before-roll` or `after-casualties`) of `dice` hitting on `hitOn`
 *   (default: the normal hit number), resolved at once and not affected by the opponent's combat card.
 * - `extra-hits`: score `count` more hits if the combat roll or re-roll scored ≥ 1 hit (`when: 'hit'`), or if the
 *   player scored more hits than the enemy this round (`when: 'more-hits'`), or units ≥ twice the enemy's after
 *   casualties (`when: 'double-units'`).
 * - `cancel-hits`: cancel `count` of the enemy's hits if the enemy scored at least `ifAtLeast`.
 * - `sacrifice-to-cancel`: may eliminate one own Leader (cancels 1 hit) or one Companion (cancels up to his Level).
 * - `cancel-combat-card`: the enemy's combat card this round has no effect; `elseRerollBonus` if none was played.
 * - `cancel-leader-reroll`: the enemy's Leader re-roll is cancelled (under `cond` if given).
 * - `retreat-or-withdraw`: the card player's (defending) army retreats to an adjacent free region or withdraws
 *   into the Stronghold before the combat roll; the battle ends for it.
 * - `reroll-kills`: if the Leader re-roll scores ≥ `minHits`, also eliminate one enemy figure of `target`
 *   (`companion-by-level`: a Companion whose Level ≤ hits).
 * - `eliminate-minion-by-hit`: use one hit of the Leader re-roll to eliminate a Minion in the battle.
 * - `self-hits`: the player may inflict up to `max` hits on his own units (`bind` = how many) before the roll or
 *   after casualties; pair with a `die-modifier` per hit or a `special-strike` with `dice: {countOf:'bound'}`.
 * - `enemy-ones-hit-self`: every natural 1 in the enemy's combat roll hits the enemy's own army; those dice are not
 *   re-rolled.
 * - `cancel-companion`: cancel one chosen enemy Companion's Leadership and abilities this round.
 */
export type CombatOp =
  | (OpBase & {
      readonly op: 'forfeit';
      readonly of: 'one-companion' | 'all-companions' | 'strider-or-aragorn' | 'nazgul-points';
      readonly points?: number;
      readonly min?: number;
      readonly max?: number;
      readonly bind?: string;
    })
  | (OpBase & {
      readonly op: 'die-modifier';
      readonly target: 'self' | 'enemy' | 'both';
      readonly roll: 'combat' | 'reroll' | 'both';
      readonly delta: number | { readonly perBound: string };
      readonly natural6Hits?: boolean;
    })
  | (OpBase & { readonly op: 'max-dice'; readonly target: 'self' | 'enemy'; readonly max: number })
  | (OpBase & {
      readonly op: 'fewer-dice';
      readonly target: 'self' | 'enemy';
      readonly per: 'companion-in-battle' | { readonly bound: string };
    })
  | (OpBase & { readonly op: 'misses-to-hits'; readonly count: number; readonly aragornCount?: number })
  | (OpBase & {
      readonly op: 'special-strike';
      readonly step: 'before-roll' | 'after-casualties';
      readonly dice: DiceCount;
      readonly hitOn?: number;
    })
  | (OpBase & {
      readonly op: 'extra-hits';
      readonly count: number;
      readonly when: 'hit' | 'more-hits' | 'double-units';
    })
  | (OpBase & { readonly op: 'cancel-hits'; readonly count: number; readonly ifAtLeast: number })
  | (OpBase & { readonly op: 'sacrifice-to-cancel' })
  | (OpBase & { readonly op: 'cancel-combat-card'; readonly elseRerollBonus?: number })
  | (OpBase & { readonly op: 'cancel-leader-reroll'; readonly cond?: Cond })
  | (OpBase & { readonly op: 'retreat-or-withdraw' })
  | (OpBase & {
      readonly op: 'reroll-kills';
      readonly minHits: number;
      readonly target: 'nazgul' | 'minion' | 'fp-leader' | 'companion-by-level';
    })
  | (OpBase & { readonly op: 'eliminate-minion-by-hit' })
  | (OpBase & {
      readonly op: 'self-hits';
      readonly max: number;
      readonly step: 'before-roll' | 'after-casualties';
      readonly bind: string;
    })
  | (OpBase & { readonly op: 'enemy-ones-hit-self' })
  | (OpBase & { readonly op: 'cancel-companion' });

// ---------------------------------------------------------------------------------------------------------
// Play-on-the-table cards
// ---------------------------------------------------------------------------------------------------------

/** Moments a table card reacts to. */
export type Trigger =
  | 'hunt-tile-drawn' // after the Shadow draws a hunt tile, before its effects
  | 'hunt-tile-about-to-be-drawn' // the Shadow is about to draw a hunt tile
  | 'hunt-roll-about-to-be-made'
  | 'fellowship-through-moria-declared-or-revealed' // moves into, out of or through Moria while declared/revealed
  | 'fellowship-declared-in-unconquered-fp-city-or-stronghold'
  | 'fellowship-declared-or-revealed'
  | 'fellowship-companion-casualty' // a Companion in the Fellowship is taken as a hunt casualty
  | 'event-die-used-for-card' // the owner used an Event die result to play an event card
  | 'fp-nation-advanced-by-attack-or-companion'
  | 'nation-activated:rohan'
  | 'character-eliminated:saruman'
  | 'companion-left-fellowship'
  | 'any-time-battle-round'; // at the start of a combat round the owner is in (to use the combat effect)

/** Standing rules a table card imposes while it lies there. */
export type TableRule =
  | { readonly rule: 'fellowship-dice-not-to-hunt-box' }
  | { readonly rule: 'shadow-may-not-enter-or-attack'; readonly regions: readonly RegionId[] }
  | { readonly rule: 'no-fp-combat-cards-in'; readonly region: RegionId }
  | { readonly rule: 'no-muster-advance-of-passive-nations' }
  | {
      readonly rule: 'rohan-activation-only-by-companion-declaration-or-attack-on';
      readonly regions: readonly RegionId[];
    };

/** How the opponent may force the discard of a table card: spend one die of `faces` (any face if omitted), plus costs. */
export interface ForcedDiscard {
  readonly faces?: readonly DieFace[];
  readonly plusElvenRing?: boolean;
  readonly plusDiscardCards?: readonly EventTypeIcon[];
  /** The die may be of any face when this holds. */
  readonly anyFaceIf?: Cond;
}

export interface OnTable {
  /** The card is discarded as soon as one of these stops holding (§4.6). */
  readonly keepWhile?: readonly Cond[];
  /** The card is discarded when one of these happens. */
  readonly discardOn?: readonly Trigger[];
  readonly rules?: readonly TableRule[];
  /** Abilities used by discarding the card at the trigger. `effect` describes what the discard does. */
  readonly discardFor?: readonly { readonly trigger: Trigger; readonly effect: readonly TableEffect[] }[];
  /** Abilities that do not discard the card. */
  readonly whileInPlay?: readonly { readonly trigger: Trigger; readonly effect: readonly TableEffect[] }[];
  readonly opponentMayDiscard?: readonly ForcedDiscard[];
}

/** Effects of table-card abilities: regular Ops plus hunt-specific reactions. */
export type TableEffect =
  | Op
  | { readonly op: 'reduce-hunt-damage'; readonly amount: number }
  | { readonly op: 'prevent-tile-draw' }
  | { readonly op: 'redraw-tile' } // draw a second tile, apply it instead, return the first to the pool
  | { readonly op: 'hunt-roll-bonus'; readonly delta: number }
  | { readonly op: 'draw-extra-tile'; readonly rule: TileDrawRule }
  | { readonly op: 'use-combat-card' }
  | {
      readonly op: 'discard-opponent-character-card';
      readonly from: 'hand-random-or-table';
      readonly optional?: boolean;
    };

// ---------------------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------------------

export interface CombatCard {
  /** Combat card title (a fact). */
  readonly name: string;
  /** Initiative number(s) (§8.5): lower resolves first; several numbers for cards with several effects. */
  readonly initiative: number | readonly number[];
  readonly condition: readonly Cond[];
  readonly effect: readonly Op[];
  /** One line in our own words. */
  readonly summary: string;
  /** Why the data may be wrong, when unsure (listed in RULINGS.md). */
  readonly uncertain?: string;
}

export interface EventCard {
  readonly id: EventCardId;
  readonly name: string;
  readonly side: Side;
  readonly deck: EventDeck;
  readonly icon: EventTypeIcon;
  readonly precondition: readonly Cond[];
  readonly effect: readonly Op[];
  readonly onTable?: OnTable;
  /** One line in our own words (never the printed text). */
  readonly summary: string;
  readonly combat: CombatCard;
  /** Why the data may be wrong, when unsure (listed in RULINGS.md). */
  readonly uncertain?: string;
}
