// War of the Ring engine: the state (plain JSON), the actions and the events. Units are counts per
// region and `nation.kind` key (`gondor.regular`, `sauron.nazgul`), never one record per figure, so
// a state stays small and fast to copy (digest §11.2 sketch, simplified).

import type { KernelState } from '../../../kernel/types';
import type { Op, TileDrawRule } from '../data/event-types';

export type Side = 'fp' | 'shadow';
export type NationId = 'elves' | 'dwarves' | 'north' | 'rohan' | 'gondor' | 'sauron' | 'isengard' | 'southrons';
export type UnitKind = 'regular' | 'elite' | 'leader' | 'nazgul';
/** `nation.kind`, e.g. `rohan.elite`, `sauron.nazgul`. */
export type UnitKey = string;
export type CharId = string;
export type Face = 'character' | 'army' | 'muster' | 'event' | 'muster-army' | 'will-of-the-west' | 'eye';
export type Deck = 'character' | 'strategy';
export type PhaseId = 'recover' | 'fellowship' | 'hunt' | 'roll' | 'actions' | 'victory';

/** Where a character is: `fellowship`, `out` (not in play yet / set aside), `dead`, or a region id. */
export type CharPlace = string;

export interface Fellowship {
  /** Region of the Ring-bearers figure: the last known position (public). Null once on the Mordor Track. */
  readonly at: string | null;
  /** Steps on the Mordor Track (0…5, 5 = Crack of Doom) once entered, else null. */
  readonly mordor: number | null;
  readonly progress: number;
  readonly revealed: boolean;
  readonly corruption: number;
  /** Companion id or `gollum`. */
  readonly guide: CharId;
  /**
   * The Fellowship's true region while it moves hidden (hidden from the Shadow): where the Free
   * Peoples player has secretly taken it since the last known position; `path` lists the regions
   * entered, in order (§5.5, §5.6: the Shadow strongholds along the path).
   */
  readonly trueAt: string | null;
  readonly path: readonly string[];
  /** On the Mordor Track: the FP moved or hid the Fellowship this turn (§5.16 end-of-phase rule). */
  readonly mordorActed: boolean;
}

export interface DicePool {
  /** Dice this side owns this turn (set in Phase 1, §4.1). */
  readonly pool: number;
  /** Rolled, unused faces in roll order. */
  readonly rolled: readonly Face[];
  /** Used this turn (not counting dice in the Hunt Box). */
  readonly used: number;
}

/** A hunt tile waiting to be resolved (§5.13–§5.15). */
export interface TileTask {
  readonly source: 'hunt' | 'stronghold' | 'mordor' | 'card';
  /** Successes of the Hunt roll (the Eye's value off the Mordor Track). */
  readonly successes: number;
  // ---- table cards and tiles drawn by event cards (events-fellowship.ts, §4.6, §5.14)
  /** The tile already drawn, waiting for a table-card choice before its effects. */
  readonly tile?: string;
  /** Table cards already offered for this tile (each is offered once per trigger). */
  readonly asked?: readonly string[];
  /** Hunt damage taken off by table cards. */
  readonly reduce?: number;
  /** A tile drawn by an event card (`card` source): the card and how the tile resolves. */
  readonly card?: string;
  readonly rule?: TileDrawRule;
}

/** Sub-decisions inside an action or a hunt (a stack: the last one is answered first). */
export type Ask =
  /** `seat`: three and four players (multi.ts), the player above his own hand limit. */
  | { readonly k: 'discard'; readonly side: Side; readonly seat?: string }
  | {
      readonly k: 'damage';
      readonly tile: string;
      readonly damage: number;
      readonly reveal: boolean;
      /** The guide's ability was used against this damage (§5.14 step 2). */
      readonly guideUsed: boolean;
    }
  | { readonly k: 'revealTo'; readonly options: readonly string[] }
  | { readonly k: 'guide'; readonly options: readonly CharId[] }
  /** Where a character coming into play is placed. */
  | { readonly k: 'enter'; readonly id: CharId; readonly options: readonly string[] }
  | {
      readonly k: 'separate';
      readonly picked: readonly CharId[];
      /** by an event card (events-fellowship.ts): extra steps, or the Level the group counts as */
      readonly extra?: number;
      readonly level?: number;
    }
  /** Companions on the map move (§7.4); `group`: companions picked to move together from one region. */
  | {
      readonly k: 'companions';
      readonly moved: readonly CharId[];
      readonly group: readonly CharId[];
      /** by an event card (events-fellowship.ts): one move only, with extra steps or as a Level */
      readonly once?: boolean;
      readonly extra?: number;
      readonly level?: number;
    }
  | {
      readonly k: 'minions';
      readonly arrived: { readonly [region: string]: number };
      readonly moved: readonly CharId[];
      /** The figure picked to move next (`nazgul@<region>` or a minion), then its destination is asked. */
      readonly sel: string | null;
    }
  | {
      readonly k: 'army';
      readonly side: Side;
      /** Character die: one army with a Leader or Character; Army die: up to two armies. */
      readonly by: 'character' | 'army';
      readonly left: number;
      /** Regions already moved from or into with this die (no figure moves twice, §7.3). */
      readonly touched: readonly string[];
      readonly from: string | null;
      readonly to: string | null;
      /** Figures chosen to move so far (unit keys and character ids with counts 1). */
      readonly moving: { readonly [key: string]: number };
    }
  | {
      readonly k: 'recruit';
      readonly side: Side;
      readonly combo: 'elite' | 'regulars' | 'leaders' | 'leader-regular';
      readonly placed: readonly { readonly key: UnitKey; readonly at: string }[];
    }
  // ---- event cards (engine/events.ts): a choice inside a card's effect (§4.6), answered by `pick` or `done`
  | {
      readonly k: 'event';
      /** Who chooses (the card's owner, or the opponent for some Ops). */
      readonly side: Side;
      readonly owner: Side;
      readonly card: string;
      /** The Op waiting for the answer and the Ops after it (card data, plain JSON). */
      readonly op: Op;
      readonly rest: readonly Op[];
      readonly binds: { readonly [name: string]: string };
      readonly options: readonly string[];
      /** A "may": `done` skips the Op. */
      readonly optional: boolean;
    }
  // ---- combat (§8, engine/combat.ts): the battle's own state is `WotrState.battle`
  | { readonly k: 'battle'; readonly side: Side };

export interface WotrState extends KernelState {
  readonly rulesVersion: 1;
  readonly turn: number;
  readonly phase: PhaseId;
  /** Whose action it is in Phase 5. */
  readonly active: Side;
  /** Army units, leaders and Nazgûl on the map: region → unit key → count (no zero entries). */
  readonly units: { readonly [region: string]: { readonly [key: UnitKey]: number } };
  /** Available reinforcements per unit key. */
  readonly reserve: { readonly [key: UnitKey]: number };
  /** Eliminated FP units and leaders (permanent); Shadow casualties go back to `reserve`. */
  readonly casualties: { readonly [key: UnitKey]: number };
  readonly chars: { readonly [id: CharId]: CharPlace };
  /** Characters that have been in play at some time (Gandalf the White's Minion condition). */
  readonly minionEverInPlay: boolean;
  /** Settlements whose controller is not the original one: region → controller. */
  readonly control: { readonly [region: string]: Side };
  /** Political track: steps from At War (0 = At War) and active flag per nation. */
  readonly politics: { readonly [nation: string]: { readonly step: number; readonly active: boolean } };
  readonly fellowship: Fellowship;
  readonly dice: { readonly fp: DicePool; readonly shadow: DicePool };
  /** Dice in the Hunt Box: Shadow (allocated + Eyes) and FP (used to move the Fellowship). */
  readonly huntBox: { readonly shadow: number; readonly fp: number };
  /** FP dice were in the Hunt Box at the end of the last turn (the 2nd-edition minimum, §3 Phase 3). */
  readonly fpHuntLastTurn: boolean;
  /** Elven Ring counters: with the FP (Ring side) and with the Shadow (Eye side); turn a side last used one. */
  readonly rings: {
    readonly fp: number;
    readonly shadow: number;
    readonly fpUsed: number;
    readonly shadowUsed: number;
  };
  /** Turn in which the Mouth of Sauron last used a Muster result as an Army result (once per turn). */
  readonly messengerUsed: number;
  /** Hunt pool (tile ids, sorted: the pool has no order), tiles drawn, special tiles waiting for Mordor. */
  readonly hunt: {
    readonly pool: readonly string[];
    readonly drawn: readonly string[];
    readonly waiting: readonly string[];
    readonly removed: readonly string[];
  };
  /** Tiles to draw and resolve, first first (§5.15 order). */
  readonly tiles: readonly TileTask[];
  /** The Fellowship is revealed once the current tile queue is resolved. */
  readonly revealPending: boolean;
  /** Event decks (index 0 = top; hidden order), hands (hidden from the other side), discards. */
  readonly decks: { readonly [deck: string]: readonly string[] };
  readonly hands: { readonly fp: readonly string[]; readonly shadow: readonly string[] };
  readonly discards: { readonly fp: readonly string[]; readonly shadow: readonly string[] };
  /** Fellowship phase progress (declared, entered Mordor). */
  readonly fsp: { readonly declared: boolean };
  readonly asks: readonly Ask[];
  readonly winner: { readonly side: Side; readonly reason: string } | null;
  // ---- combat (§8, engine/combat.ts); optional so that states made before combat existed stay valid
  /** The battle in progress (§8.4), null/absent when none. */
  readonly battle?: Battle | null;
  /** Besieged Strongholds (§8.11): region → the besieged side (its units there are inside). */
  readonly sieges?: { readonly [region: string]: Side };
  // ---- "play on the table" event cards (§4.6, events-fellowship.ts); optional: older states have none
  /** Cards lying face up on the table, per owner (public). */
  readonly table?: { readonly fp: readonly string[]; readonly shadow: readonly string[] };
  // ---- three and four players (§10, multi.ts); absent in a two-player game
  readonly multi?: Multi;
}

/** The seat of a role (§10.1): four players, or three with a single Free Peoples seat `fp` (RULINGS M1). */
export type RoleSeat = 'fp' | 'fp-gondor' | 'fp-rohan' | 'sh-witchking' | 'sh-saruman';

/** Phase 1 in a three- or four-player game (§10.3): deck choices, then the teammates' card exchange. */
export type MultiPhase1 =
  | { readonly step: 'draw'; readonly left: readonly RoleSeat[] }
  | { readonly step: 'agree'; readonly answers: { readonly [seat: string]: boolean | null } }
  | { readonly step: 'give'; readonly gives: { readonly [seat: string]: string | null } }
  | { readonly step: 'done' };

/** Three and four players (§10): who leads, whose action is next, who holds which card. */
export interface Multi {
  readonly players: 3 | 4;
  /** The Leading Player of each team (§10.2). */
  readonly leading: { readonly fp: RoleSeat; readonly shadow: RoleSeat };
  /** Phase 5: the seat of each team whose action comes next (§10.4). */
  readonly next: { readonly fp: RoleSeat; readonly shadow: RoleSeat };
  /** The seat whose action is being resolved (its sub-decisions are his), null between actions. */
  readonly acting: RoleSeat | null;
  /** The holder of each card in a team hand (hands.fp / hands.shadow stay the teams' cards). */
  readonly owner: { readonly [card: string]: RoleSeat };
  readonly p1: MultiPhase1 | null;
  /** The battle's army controllers (§10.5), while a battle is on. */
  readonly battle: { readonly fp: RoleSeat; readonly shadow: RoleSeat } | null;
  /** Three players (§10.7): what the single FP player's last action was on, and what this one is on so far. */
  readonly last: { readonly nations: readonly NationId[]; readonly armies: readonly string[] } | null;
  readonly cur: { readonly nations: readonly NationId[]; readonly armies: readonly string[] } | null;
  /** §10.8: the Shadow seat whose army captured each Free Peoples settlement. */
  readonly capturedBy: { readonly [region: string]: RoleSeat };
}

// ---- combat (§8, engine/combat.ts)

/** Where a battle is in its round (§8.4); `casualties` waits for `Battle.hits` to be taken. */
export type BattleStep =
  | 'split' // §8.2 the attacker leaves figures in the rearguard (`leave`), then `done`
  | 'withdraw' // §8.11 the defender in its Stronghold: field battle or withdraw
  | 'occupy' // §8.11 the defender withdrew: the attacker advances (siege) or not
  | 'cards' // §8.5 both sides choose a combat card or none (simultaneous, secret)
  | 'casualties' // §8.7 a side allocates the hits it took
  | 'cease' // §8.9 the attacker ceases or continues
  | 'retreat' // §8.9 the defender retreats or stays
  | 'extend' // §8.12 the besieger reduces an Elite for one more round, or not
  | 'advance' // §8.9 the winner moves all or part of the attacking army in
  | 'selfHits' // §8.5 a card lets its player take hits on his own units (Relentless Assault, Onslaught)
  | 'scouts' // §8.5 Scouts: the defender slips away (retreat or withdrawal) before the roll
  | 'kill'; // §8.5 a card's re-roll hits may also eliminate a figure (Black Breath, Fateful Strike, Blade)

/** What a side's combat card does this round once resolved (§8.5), built from data/events-combat.ts. */
export interface CardMods {
  /** Added to each combat die / re-roll die. */
  readonly roll: number;
  readonly reroll: number;
  readonly maxDice: number;
  readonly fewerDice: number;
  readonly forfeit: number;
  readonly missesToHits: number;
  readonly extraHitsOnHit: number;
  readonly extraHitsIfMore: number;
  readonly extraHitsIfDouble: number;
  readonly cancelHits: { readonly count: number; readonly ifAtLeast: number } | null;
  readonly noLeaderReroll: boolean;
  readonly onesHitSelf: boolean;
  /** The player may take up to `max` hits on his own units at `step` (each one feeds the card's effect). */
  readonly selfHits: { readonly max: number; readonly step: 'before-roll' | 'after-casualties' } | null;
  /** Scouts: may retreat or withdraw before the combat roll. */
  readonly scouts: boolean;
  /** Heroic Death, not used yet this round: a Leader or Companion may be sacrificed to stop hits. */
  readonly heroicDeath: boolean;
  /** Figures the Leader re-roll may also kill: target kind, re-roll hits needed, whether it uses up a hit. */
  readonly kills: readonly {
    readonly target: 'nazgul' | 'minion' | 'fp-leader' | 'companion-by-level';
    readonly minHits: number;
    readonly costsHit: boolean;
  }[];
  /** Card strikes of this side (§8.5): dice (a number, or the side's Leadership / Elites), hit number. */
  readonly strikes: readonly {
    readonly step: 'before-roll' | 'after-casualties';
    readonly dice: number | 'leadership' | 'elites';
    readonly max: number;
    readonly hitOn: number | null;
  }[];
}

export interface Battle {
  readonly attacker: Side;
  readonly defender: Side;
  /** The attacker's region (= `at` for a siege battle or a sortie). */
  readonly from: string;
  readonly at: string;
  /** `field` (relief of a siege included), `siege` (against a besieged army), `sortie` (by a besieged army). */
  readonly type: 'field' | 'siege' | 'sortie';
  readonly by: 'character' | 'army';
  readonly round: number;
  readonly step: BattleStep;
  /** The attacking army (unit keys and `char:<id>`), the rest of `from` is the rearguard (§8.2). */
  readonly attacking: { readonly [key: string]: number };
  /** Combat cards chosen this round: a card id, `none`, or null while not chosen (hidden from the other side). */
  readonly cards: { readonly fp: string | null; readonly shadow: string | null };
  /** Where the round's resolution goes on after casualties: `roll`, `post`, `end`. */
  readonly next: 'roll' | 'post' | 'end';
  /** Hits each side still has to take as casualties (§8.7). */
  readonly hits: { readonly fp: number; readonly shadow: number };
  /** The combat cards' effects this round, once revealed. */
  readonly mods: { readonly fp: CardMods; readonly shadow: CardMods } | null;
  /** Hits scored this round by each side (combat roll + re-roll + card hits), for `more-hits`. */
  readonly scored: { readonly fp: number; readonly shadow: number };
  /** Hits each side chose to take on itself for its card this round (null: not chosen yet). */
  readonly selfTaken: { readonly fp: number | null; readonly shadow: number | null };
  /** Hits of each side's Leader re-roll this round (null before the roll). */
  readonly rerollHits?: { readonly fp: number; readonly shadow: number } | null;
  /** Sides whose re-roll kill is still to be chosen this round. */
  readonly killing?: readonly Side[];
  // ---- event cards (events-armies.ts): a battle started by a card
  /** The attacker may not cease the battle (Corsairs of Umbar). */
  readonly noCease?: boolean;
  /** A siege battle of this many rounds without reducing Elites (Grond, The Fighting Uruk-hai). */
  readonly cardRounds?: number;
  /** In round one the Free Peoples play a combat card only with a Companion in the battle. */
  readonly fpCardNeedsCompanion?: boolean;
  /** The defender rolls one combat die less per attacker's unit besieged in the region (Help Unlooked For). */
  readonly fewerDicePerBesieged?: boolean;
  /** §8.5 the side whose card strike before the roll waits for the first strike's casualties. */
  readonly strikeNext?: Side | null;
  /** Gandalf the White's White Rider rides in this battle (Appendix A.1): no Nazgûl Leadership, nor his. */
  readonly whiteRider?: boolean;
}

export type Draft = {
  -readonly [K in keyof WotrState]: K extends 'rng' | 'seats'
    ? WotrState[K]
    : WotrState[K] extends readonly (infer T)[]
      ? T[]
      : WotrState[K] extends object
        ? { -readonly [P in keyof WotrState[K]]: WotrState[K][P] }
        : WotrState[K];
};

/** What to do with a die (the die is the first unused one showing `face`). */
export type DieAct =
  | 'moveFellowship'
  | 'hide'
  | 'separate'
  | 'moveCompanions'
  | 'moveMinions'
  | 'leaderArmy'
  | 'moveArmies'
  | 'attack'
  | 'politics'
  | 'recruit'
  | 'enter'
  | 'voice'
  | 'draw'
  | 'mordor'
  // ---- event cards (engine/events.ts): arg = the card id (§4.6)
  | 'play'
  // ---- table cards (events-fellowship.ts, §4.6): a die spent to discard an enemy table card (arg = card id)
  | 'discardTable';

export type WotrAction =
  // Phase 1 / any time the hand is above 6
  | { readonly type: 'discard'; readonly card: string }
  // Phase 2
  | { readonly type: 'declare' }
  | { readonly type: 'enterMordor' }
  | { readonly type: 'guide'; readonly companion: CharId }
  | { readonly type: 'endFellowshipPhase' }
  // Phase 3
  | { readonly type: 'huntDice'; readonly count: number }
  // Phase 5
  | { readonly type: 'pass' }
  | { readonly type: 'skip'; readonly face: Face }
  | { readonly type: 'ring'; readonly face: Face; readonly to: Face }
  | {
      readonly type: 'use';
      readonly face: Face;
      readonly act: DieAct;
      /** Extra choice for acts that need one: a region, a nation, a deck, a minion, a recruit combo. */
      readonly arg?: string;
    }
  // sub-decisions
  | { readonly type: 'moveTo'; readonly to: string }
  | { readonly type: 'pick'; readonly id: string }
  /** A character (or `nazgul@<region>`: one Nazgûl from there) moves to a region. */
  | { readonly type: 'move'; readonly id: string; readonly to: string }
  | { readonly type: 'done' }
  /** §5.14: eliminate the guide or a random companion, use the guide's ability, or let the Ring take it. */
  | { readonly type: 'casualty'; readonly take: 'guide' | 'random' | 'none' | 'guideAbility' }
  | { readonly type: 'place'; readonly key: UnitKey; readonly at: string }
  | { readonly type: 'army'; readonly from: string; readonly to: string }
  | { readonly type: 'leave'; readonly key: string }
  // ---- combat (§8.5): a combat card (a card id in hand) or `none`
  | { readonly type: 'combatCard'; readonly card: string }
  // ---- three and four players (§10.3, multi.ts): a deck chosen in Phase 1, the teammates' exchange
  | { readonly type: 'drawFrom'; readonly deck: Deck }
  | { readonly type: 'exchange'; readonly agree: boolean }
  | { readonly type: 'give'; readonly card: string };

export type WotrEvent =
  /** `seat`: three and four players, the player who holds the card now (only he sees it). */
  | { readonly type: 'drew'; readonly side: Side; readonly card: string; readonly deck: Deck; readonly seat?: string }
  | { readonly type: 'discarded'; readonly side: Side; readonly card: string }
  | { readonly type: 'turn'; readonly turn: number }
  | { readonly type: 'phase'; readonly phase: PhaseId }
  | { readonly type: 'declared'; readonly at: string; readonly healed: boolean }
  | { readonly type: 'enteredMordor' }
  | { readonly type: 'guide'; readonly guide: CharId }
  | { readonly type: 'huntDice'; readonly count: number }
  | { readonly type: 'rolled'; readonly side: Side; readonly faces: readonly Face[] }
  | { readonly type: 'pass'; readonly side: Side }
  | { readonly type: 'skip'; readonly side: Side; readonly face: Face }
  | { readonly type: 'ring'; readonly side: Side; readonly face: Face; readonly to: Face }
  | { readonly type: 'use'; readonly side: Side; readonly face: Face; readonly act: DieAct; readonly arg?: string }
  /** A card played free by another card's effect (§4.6): it goes to the discard pile, public. */
  | { readonly type: 'playedFree'; readonly side: Side; readonly card: string }
  /** The Fellowship moved one step; `to` is known to the FP only. */
  | { readonly type: 'fellowshipMoved'; readonly to: string; readonly progress: number }
  | {
      readonly type: 'huntRoll';
      readonly dice: readonly number[];
      readonly rerolls: readonly number[];
      readonly need: number;
      readonly successes: number;
    }
  | { readonly type: 'tile'; readonly tile: string; readonly damage: number }
  | { readonly type: 'casualty'; readonly companion: CharId; readonly corruption: number }
  | { readonly type: 'guideAbility'; readonly guide: CharId }
  | { readonly type: 'corruption'; readonly amount: number; readonly total: number }
  | { readonly type: 'revealed'; readonly at: string }
  | { readonly type: 'hidden' }
  | { readonly type: 'mordorStep'; readonly step: number }
  | { readonly type: 'separated'; readonly companions: readonly CharId[]; readonly to: string }
  | { readonly type: 'charMoved'; readonly id: CharId; readonly from: string; readonly to: string }
  | { readonly type: 'nazgulMoved'; readonly from: string; readonly to: string }
  | {
      readonly type: 'armyMoved';
      readonly side: Side;
      readonly from: string;
      readonly to: string;
      readonly figures: { readonly [key: string]: number };
    }
  | { readonly type: 'captured'; readonly side: Side; readonly region: string }
  | { readonly type: 'political'; readonly nation: NationId; readonly step: number; readonly active: boolean }
  | { readonly type: 'recruited'; readonly key: UnitKey; readonly at: string }
  | { readonly type: 'upgraded'; readonly key: UnitKey; readonly at: string }
  | { readonly type: 'charEntered'; readonly id: CharId; readonly at: string }
  | { readonly type: 'leaderLost'; readonly region: string; readonly count: number }
  | { readonly type: 'won'; readonly side: Side; readonly reason: string }
  // ---- event cards (events.ts): a die result changed by a card (§4.6)
  | { readonly type: 'dieChanged'; readonly side: Side; readonly face: Face; readonly to: Face }
  // ---- table cards (events-fellowship.ts, §4.6): a card put on / taken off the table (public)
  | { readonly type: 'tabled'; readonly side: Side; readonly card: string }
  | { readonly type: 'untabled'; readonly side: Side; readonly card: string; readonly used: boolean }
  /** Cruel Weather: the Fellowship figure (its last known position) is driven to a neighbouring region. */
  | { readonly type: 'fellowshipDriven'; readonly to: string }
  // ---- combat (§8)
  | {
      readonly type: 'battle';
      readonly attacker: Side;
      readonly from: string;
      readonly at: string;
      readonly battle: 'field' | 'siege' | 'sortie';
    }
  | { readonly type: 'round'; readonly round: number }
  | { readonly type: 'combatCards'; readonly fp: string; readonly shadow: string }
  | {
      readonly type: 'combatRoll';
      readonly side: Side;
      readonly what: 'roll' | 'strike';
      readonly need: number;
      readonly dice: readonly number[];
      readonly rerolls: readonly number[];
      readonly hits: number;
    }
  | { readonly type: 'unitLost'; readonly region: string; readonly key: UnitKey; readonly reduced: boolean }
  | { readonly type: 'figureLost'; readonly region: string; readonly id: string }
  | { readonly type: 'withdrew'; readonly side: Side; readonly region: string }
  | { readonly type: 'siege'; readonly region: string; readonly besieged: Side | null }
  | { readonly type: 'retreated'; readonly side: Side; readonly from: string; readonly to: string }
  | { readonly type: 'battleEnded'; readonly at: string; readonly winner: Side | null }
  // ---- three and four players (§10, multi.ts)
  | { readonly type: 'leading'; readonly fpLeader: string; readonly shadowLeader: string }
  | { readonly type: 'exchangeAnswers'; readonly team: Side; readonly agreed: boolean }
  | { readonly type: 'exchanged'; readonly team: Side };
