// Data model of the Marvel Champions rules engine: card definitions (content and imported cards),
// the declarative effect language, the game state (plain JSON), actions and events.
// Digest sections are cited as §x.y of ../shared/rules/marvel-champions.md.

import type { RngState } from '../../../kernel/rng';
import type { SeatId } from '../../../kernel/types';

/** Every card type the engine knows. */
export const CARD_TYPES = [
  'hero',
  'alter_ego',
  'ally',
  'event',
  'support',
  'upgrade',
  'resource',
  'villain',
  'main_scheme',
  'side_scheme',
  'minion',
  'treachery',
  'attachment',
  'environment',
  'obligation',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const PLAYER_TYPES: readonly CardType[] = ['ally', 'event', 'support', 'upgrade', 'resource'];

export type Res = 'energy' | 'mental' | 'physical' | 'wild';
export type Status = 'stunned' | 'confused' | 'tough';
export type Stat = 'atk' | 'thw' | 'def' | 'rec' | 'sch' | 'hp';

/** Keywords (§2.8–§2.13). Numeric keywords add up when gained twice. */
export interface Keywords {
  readonly guard?: boolean;
  readonly patrol?: boolean;
  readonly quickstrike?: boolean;
  readonly retaliate?: number;
  readonly piercing?: boolean;
  readonly ranged?: boolean;
  readonly overkill?: boolean;
  readonly surge?: boolean;
  readonly peril?: boolean;
  readonly toughness?: boolean;
  readonly victory?: number;
  readonly hinder?: number;
  readonly incite?: number;
  readonly villainous?: boolean;
  readonly permanent?: boolean;
  /** Alliance: any player may help pay the card's cost (digest "Alliance"). */
  readonly alliance?: boolean;
  /** Uses (X counters): X counters on entering play; discarded after the last is spent. */
  readonly uses?: number;
  readonly restricted?: boolean;
  /** Team-Up: names of the two characters (identity or ally) that must both be in play. */
  readonly teamUp?: readonly [string, string];
  readonly setup?: boolean;
  readonly steady?: boolean;
  readonly stalwart?: boolean;
  /** Discarded from play at the end of the round (digest "Temporary"). */
  readonly temporary?: boolean;
  /** Teamwork (TRAIT): activates when another minion with that trait is in play. */
  readonly teamwork?: string;
}

/** Scheme icons (§2.11, §2.15). */
export interface Icons {
  readonly acceleration?: number;
  readonly crisis?: number;
  readonly hazard?: number;
  readonly amplify?: number;
}

/**
 * Who or what an effect works on. Choices ("an enemy", "a scheme", "a friendly character") are
 * asked of the resolving player when more than one candidate exists.
 */
export type Sel =
  | 'villain'
  | 'enemy' // a villain or minion (choice)
  | 'minion' // a minion (choice)
  | 'eachMinion'
  | 'eachEnemy'
  | 'self' // the source card
  | 'host' // the card the source is attached to
  | 'you' // the resolving player's identity (§2.4 You/Your)
  | 'friendly' // a friendly character (choice)
  | 'ally' // one of your allies (choice)
  | 'eachFriendly'
  | 'eachHero' // each identity in hero form
  | 'trigger' // the card that triggered the ability (attacker, defeated minion, …)
  | 'it' // the target chosen by the previous effect of the same ability
  | 'scheme' // main or side scheme (choice)
  | 'side' // a side scheme (choice)
  | 'main'
  | 'eachScheme'
  | 'upgrade' // one of your upgrades (choice; an effect's `trait` narrows it)
  | 'eachUpgrade' // each upgrade you control
  | 'yours' // a card you control in play, not your identity (choice; an effect may name the types)
  | 'eachSide' // each side scheme
  | 'yourCharacters' // each character you control (identity and allies)
  | 'environment' // an environment in play (choice)
  | 'minionMostHp' // a minion with the highest printed hit points and no copy of the source attached (choice)
  | 'player' // a player (choice; their identity card stands for them)
  | 'engagedWithIt' // each minion engaged with the player chosen by a previous effect ('it')
  | 'deckCard' // a matching card of your deck (search with a choice)
  | 'deckTop' // one of the top cards of your deck (look at)
  | 'yourDiscard' // a card of your discard pile
  | 'special' // one of your cards whose Special ability a sequence resolves (choice of the next step)
  | 'otherScheme' // a scheme other than the one chosen before (selector 'it') (choice; "a different scheme")
  | 'handCard' // a card in your hand (choice)
  | 'character' // any character in play: identities, allies, villain, minions (choice)
  | 'anyAlly' // any player's ally (choice)
  | 'eachPlayer' // each player's identity
  | 'eachCharacter' // each character in play
  | 'team' // a player (choice, by identity): each character that player controls (identity and allies)
  | 'itsTeam' // each character controlled by the player chosen before ('it')
  | 'discardAlly'; // an ally in any player's discard pile you could pay for and put into play (choice)

export type Cond =
  | { readonly c: 'form'; readonly f: 'hero' | 'alter_ego' }
  | { readonly c: 'status'; readonly to: Sel; readonly s: Status }
  | { readonly c: 'inPlay'; readonly name: string }
  | { readonly c: 'nemesisAside' }
  | { readonly c: 'minions'; readonly min: number }
  | { readonly c: 'threat'; readonly on: 'main'; readonly min: number }
  /** The enemy activation in progress is an attack by the villain with no defender (boost ★ abilities). */
  | { readonly c: 'undefended' }
  /** The target has damage on it. */
  | { readonly c: 'damaged'; readonly to: Sel }
  /** The trigger's card (e.g. the character an attack damaged, in `onHit` effects) is your identity. */
  | { readonly c: 'triggerIsYou' }
  /** You control a card in play of one of these types. */
  | { readonly c: 'controls'; readonly types: readonly CardType[] }
  /** A card with this code is in play. */
  | { readonly c: 'codeInPlay'; readonly code: string }
  /** The target has the trait, printed or gained (digest "Traits"). */
  | { readonly c: 'trait'; readonly to: Sel; readonly trait: string }
  /** Your identity shows this face (card code of the hero or alter-ego side). */
  | { readonly c: 'face'; readonly code: string }
  /** The card was paid for with a resource of this type (a wild resource counts as any type). */
  | { readonly c: 'paid'; readonly r: Res }
  /** A window's further triggering condition (an ability's or event's `when`): the attack defeated an enemy (of this type). */
  | { readonly c: 'defeated'; readonly type?: 'minion' }
  /** …the minion of this window was defeated by you (your hero's or allies' attacks, your cards' damage). */
  | { readonly c: 'youDefeated' }
  /** …the enemy whose activation opened this window is the villain. */
  | { readonly c: 'villainTrigger' }
  /** …the attack was a basic attack (its window names the attacked enemy; an event's or ability's does not). */
  | { readonly c: 'basicAttack' }
  /** …the card entering play was played (not put into play by an effect). */
  | { readonly c: 'played' };

export type Effect =
  | {
      readonly op: 'damage';
      readonly to: Sel;
      readonly n: number;
      readonly attack?: boolean;
      readonly piercing?: boolean;
      readonly overkill?: boolean;
      /** Damage equal to your identity's stat (added to n). */
      readonly equal?: Stat;
      /** Adds the damage on your identity to `n` ("X is the damage you have sustained"), at most `max`. */
      readonly plusYourDamage?: boolean;
      readonly max?: number;
      /** Adds this much for each counter on the source card (`n` + perCounter × counters, at most `max`). */
      readonly perCounter?: number;
    }
  | { readonly op: 'heal'; readonly to: Sel; readonly n: number }
  | { readonly op: 'thwart'; readonly from: Sel; readonly n: number; readonly label?: boolean }
  | { readonly op: 'threat'; readonly on: Sel; readonly n: number; readonly per?: boolean }
  /** Draw: you, or the owner of each identity `to` selects ("choose a player", "each player"). */
  | { readonly op: 'draw'; readonly n: number; readonly to?: Sel }
  /** Draw up to the identity's printed hand size (of its current face). */
  | { readonly op: 'drawToPrinted' }
  /** The source card returns to its owner's hand. */
  | { readonly op: 'returnSelf' }
  | { readonly op: 'discardRandom'; readonly n: number }
  | { readonly op: 'status'; readonly s: Status; readonly to: Sel }
  | { readonly op: 'exhaust'; readonly to: Sel }
  | { readonly op: 'ready'; readonly to: Sel }
  | { readonly op: 'mod'; readonly stat: Stat; readonly n: number; readonly to: Sel; readonly until: 'phase' | 'round' }
  /** `pick`: the player chooses among the matching cards (digest "Search"); otherwise the first found. */
  | { readonly op: 'search'; readonly type?: CardType; readonly trait?: string; readonly pick?: boolean }
  | {
      readonly op: 'activate';
      readonly how: 'attack' | 'scheme' | 'auto';
      /** Discard the top card of your deck for each threat placed / damage dealt by this activation. */
      readonly mill?: boolean;
      /** Resolved after the attack when it damaged a character, as the activation's `onHit` (selector 'trigger'). */
      readonly ifHit?: readonly Effect[];
      /**
       * The character attacked (an attack; digest "Attacks against allies"): an identity → its player is attacked;
       * an ally → the ally is, under its controller (undefended damage goes to the ally).
       */
      readonly at?: Sel;
      /** The enemy that attacks: the source card (a minion) instead of the villain. */
      readonly by?: 'self';
    }
  /** Deal the attacking enemy (the activation in progress) one more boost card. */
  | { readonly op: 'extraBoost' }
  | { readonly op: 'surge' }
  | { readonly op: 'accel'; readonly n: number }
  | { readonly op: 'resource'; readonly r: Res; readonly n: number }
  | { readonly op: 'cancel' }
  /** Prevent `n` of the threat about to be placed (in a `threatWouldBePlaced` window). */
  | { readonly op: 'preventThreat'; readonly n: number }
  | { readonly op: 'prevent'; readonly n: number }
  /**
   * Your set-aside nemesis set: the minion engaged with you, the side scheme into play, the rest to the
   * encounter discard. `reveal`: both are revealed (their When Revealed resolves) and the rest is
   * shuffled into the encounter deck instead.
   */
  | { readonly op: 'nemesis'; readonly reveal?: boolean }
  | { readonly op: 'deal'; readonly n: number }
  | { readonly op: 'discardSelf' }
  /** Removes the source card from the game (in play, or the encounter card being revealed). */
  | { readonly op: 'removeSelf' }
  /**
   * Discards the chosen card, from play or from your hand (`to`: e.g. 'upgrade', 'handCard'; `trait`: only cards
   * with it; `types`: only these types); `n` cards, chosen one at a time.
   */
  | {
      readonly op: 'discardCard';
      readonly to: Sel;
      readonly trait?: string;
      readonly types?: readonly CardType[];
      readonly n?: number;
    }
  /** "You may …": the resolving player decides whether `fx` resolve (an option decision, 0 = yes). */
  | { readonly op: 'may'; readonly fx: readonly Effect[] }
  /** (★ boost) when the enemy activation in progress damages a character, `fx` resolve with it as 'trigger'. */
  | { readonly op: 'onHit'; readonly fx: readonly Effect[] }
  | { readonly op: 'flip' }
  | { readonly op: 'if'; readonly cond: Cond; readonly then: readonly Effect[]; readonly else?: readonly Effect[] }
  | { readonly op: 'choose'; readonly options: readonly (readonly Effect[])[] }
  /** "X. Then Y": Y is attempted only when X resolved fully (digest "Then"). */
  | { readonly op: 'then'; readonly first: readonly Effect[]; readonly then: readonly Effect[] }
  /** The top `n` cards of your deck enter play facedown, engaged with you as minions with `trait`. */
  | { readonly op: 'facedown'; readonly n: number; readonly trait: string }
  /** Each player in player order resolves `fx` as "you" (digest "Each player"). */
  | { readonly op: 'eachPlayer'; readonly fx: readonly Effect[] }
  /** Discard the top `n` cards of your deck (stops when it runs out, §2.12 Empty player deck). */
  | { readonly op: 'mill'; readonly n: number }
  /**
   * Search the encounter deck and discard for a card by code: reveal it, or put it into play (a minion
   * engaged with you, an environment or side scheme in the villain area); then shuffle the encounter deck.
   */
  | { readonly op: 'fetchEncounter'; readonly code: string; readonly how: 'reveal' | 'engage' | 'play' }
  /**
   * Attach the source card to the target (digest "Attach to"): an encounter attachment being revealed, or a
   * player upgrade that has just entered play (`CardDef.attach`).
   */
  | { readonly op: 'attach'; readonly to: Sel }
  /** Spend resources (a payment; the option is offered only when affordable); `only`: paid with that type alone. */
  | { readonly op: 'spend'; readonly needs: readonly Res[]; readonly only?: Res }
  /** Put `n` counters on the source card (its `uses` counters, spent by `use` costs or counted by `perCounter`). */
  | { readonly op: 'counters'; readonly n: number }
  /** `to`: a target chosen first (asked like any other effect), passed to the script as `ctx.it`. */
  | { readonly op: 'script'; readonly name: string; readonly to?: Sel; readonly attack?: boolean }
  /** Choose an element for the following effects of the ability (selector 'it'); nothing else. */
  | { readonly op: 'pick'; readonly to: Sel }
  /** Look at the top `n` cards of your deck: the chosen one to your hand, the others to your discard. */
  | { readonly op: 'lookTake'; readonly n: number; readonly to: Sel }
  /** The target gains a trait until the end of the phase or round (digest "Gains"). */
  | { readonly op: 'gainTrait'; readonly trait: string; readonly to: Sel; readonly until: 'phase' | 'round' }
  /** Resource ability: the printed resources of the top card of your discard pile (used during payment only). */
  | { readonly op: 'copyResources' }
  /** The chosen player returns the topmost matching card of their discard pile to their hand. */
  | { readonly op: 'fromDiscard'; readonly to: Sel; readonly type?: CardType; readonly trait?: string }
  /**
   * Choose up to `n` cards with different names in your discard pile and shuffle them into your deck:
   * one at a time, the first required, each later one optional; `not` = names already chosen.
   */
  | { readonly op: 'shuffleIn'; readonly n: number; readonly to: Sel; readonly not?: readonly string[] }
  /** Move `n` damage from your identity to the target (digest "Move": moved damage counts as dealt). */
  | { readonly op: 'moveDamage'; readonly to: Sel; readonly n: number; readonly attack?: boolean }
  /**
   * Resolve the Special ability of each of your upgrades with the trait, in the order you choose, as the
   * steps of a sequence (the last one is the final step); `left` = the steps not yet resolved.
   */
  | { readonly op: 'special'; readonly trait: string; readonly to: Sel; readonly left?: readonly string[] }
  /** The source card (being played) enters play under the control of the chosen player (`to`: a
   * player's identity) or attached to the chosen ally (`to`: an ally), under its player's control. */
  | { readonly op: 'enter'; readonly to: Sel }
  /** The next card each chosen player (`to`: their identity) plays this phase costs `n` less. */
  | { readonly op: 'discount'; readonly to: Sel; readonly n: number }
  /** Pay the printed cost of the chosen out-of-play card (`to`) → put it into play under your control. */
  | { readonly op: 'payToPlay'; readonly to: Sel };

/** Triggering conditions the engine opens interrupt/response windows for (§2.7, §8.2). */
export type Trigger =
  | 'villainAttacksYou' // interrupt: an enemy initiates an attack against you (after boost dealt, before defenders)
  | 'enemyAttackedYou' // response: after an enemy attacked you
  | 'youAttacked' // response: after your hero attacked an enemy (basic power or (attack) ability)
  | 'youThwarted' // response: after your hero thwarted
  | 'youDefended' // response: after your hero defended
  | 'minionDefeated' // response: after a minion is defeated
  | 'treacheryRevealed' // interrupt: when a treachery is revealed (cancel)
  | 'threatOnMain' // response: after threat is placed on the main scheme by a villain phase step
  | 'enemySchemed' // response (forced): after an enemy schemed (opened only when a forced ability answers it)
  | 'tookDamage' // forced response: after the card (or the card it is attached to) took damage
  | 'enters' // response (forced or not): after the source card enters play
  | 'allyAttacked' // response (forced or not): after this ally attacked (the window's card: that ally)
  | 'allyThwarted' // response (forced or not): after this ally thwarted (the window's card: that ally)
  | 'roundEnds' // forced: at the end of the round (resolved by the end-of-round step, no window)
  | 'villainSchemes' // interrupt: the villain schemes, before its threat is placed (prevent reduces it)
  | 'minionEnters' // response: after a minion entered play (the window's card: that minion)
  | 'encounterRevealed' // interrupt: an encounter card is revealed, before it resolves (a cancel drops the reveal)
  | 'youChangedForm' // response: after your identity changed form (flip), by the voluntary change or an effect
  | 'hostAttacks' // forced interrupt of an attached card: its host would attack (the attack is replaced; see flow.ts)
  | 'hostDefeated' // forced interrupt of an attached card: its host is defeated
  | 'threatWouldBePlaced' // interrupt: threat would be placed on a scheme (the window's card); a cancel drops it
  | 'youWouldTakeDamage'; // interrupt: your identity would take damage, any source (the window's card: the source, if any)

export type AbilityKind =
  | 'action'
  | 'interrupt'
  | 'response'
  | 'forcedInterrupt'
  | 'forcedResponse'
  | 'resource'
  | 'whenRevealed'
  | 'whenDefeated'
  | 'whenCompleted'
  | 'boost'
  | 'constant'
  | 'setup'
  | 'special'; // used only when another ability says so (a sequence, op 'special')

/** Costs of a triggered ability, paid before its effects (§2.6 "Cost"). */
export interface Cost {
  readonly exhaust?: boolean;
  /** Resources to pay (paid with the payment decision). */
  readonly pay?: number;
  /** Remove one Uses counter. */
  readonly use?: boolean;
  /** Discard the source card (e.g. a support spent for its effect). */
  readonly discard?: boolean;
  /** Exhaust your hero (e.g. a Hero Action on an encounter card). */
  readonly exhaustHero?: boolean;
  /** Deal this much damage to the source card (paid even if prevented, digest "Prevent"). */
  readonly damage?: number;
  /** Resource requirement of `pay` (§2.6): the payment must include one resource of each listed type. */
  readonly needs?: readonly Res[];
  /** Heal this much damage from your identity (it must have that much). */
  readonly healYou?: number;
  /** `pay` only with resources of this type (a wild resource counts as any type, §2.6). */
  readonly only?: Res;
}

/** A constant modifier while the source is in play (attachments, upgrades, supports). */
export interface Constant {
  readonly stat?: Stat;
  readonly n?: number;
  /** Whom it modifies: the host (attachments/upgrades attached), your identity, or the villain. */
  readonly to: 'host' | 'you' | 'villain' | 'yourAllies' | 'minions' | 'self';
  /** `minions`: only those with this trait / only facedown ones. */
  readonly trait?: string;
  readonly facedown?: boolean;
  /** `n` is the base value of `stat` (facedown cards have none printed), not a modifier. */
  readonly base?: boolean;
  /** `self`: the card cannot take damage while a card with this code / a minion with this trait is in play. */
  readonly noDamageWhile?: { readonly code?: string; readonly trait?: string };
  /** `self`: threat cannot be removed from this scheme. */
  readonly noThreatRemoval?: boolean;
  /** `host`: when the host would be defeated, heal all its damage instead and discard the source. */
  readonly saveFromDefeat?: boolean;
  /** `self` with `per`: the modifier counts once per side scheme in play ("+1 THW for each side scheme"). */
  readonly per?: 'sideScheme';
  /** Enters play with this many counters (spent by `use` costs; the card stays when they are gone). */
  readonly counters?: number;
  readonly allyLimit?: number;
  readonly handSize?: number;
  /** +1 hand size for each card you control in play of this type and trait. */
  readonly handSizePer?: { readonly type?: CardType; readonly trait?: string };
  /** The hand size these modifiers give is at most this. */
  readonly handSizeMax?: number;
  readonly gains?: Keywords;
  /** Traits gained by the modified identity ("gains the [[X]] trait"); `to: 'you'` only. */
  readonly traits?: readonly string[];
  /** The stat modifier applies only while the modified card has this trait. */
  readonly ifTrait?: string;
  /** (`to: 'self'`) the stat is the card's remaining hit points ("X is equal to its remaining hit points"). */
  readonly remainingHp?: boolean;
  /** (`to: 'self'`) the card takes no damage from effects of cards of this type with this trait. */
  readonly noDamageFrom?: { readonly type: CardType; readonly trait: string };
  /** Damage that would be dealt to the host is placed on this card instead; discarded at this much. */
  readonly absorb?: number;
  /** An enemy: the engaged player must defend against its attacks with an ally they control, if able. */
  readonly allyDefends?: boolean;
}

export interface Ability {
  readonly kind: AbilityKind;
  readonly form?: 'hero' | 'alter_ego';
  readonly on?: Trigger;
  readonly label?: 'attack' | 'thwart' | 'defense';
  readonly cost?: Cost;
  /** Resource abilities: only for costs of cards with this trait (e.g. a hero's own cards). */
  readonly only?: string;
  readonly effects: readonly Effect[];
  readonly constant?: Constant;
  /** Per-instance limit per round ("only once per round"). */
  readonly oncePerRound?: boolean;
  /** Special abilities: the effects instead when resolved as the final step of a sequence. */
  readonly final?: readonly Effect[];
  /** A further triggering condition of an interrupt/response (e.g. "after THIS ally attacks"). */
  readonly when?: Cond;
}

export interface CardDef {
  readonly code: string;
  readonly name: string;
  readonly sub?: string;
  readonly type: CardType;
  /** Set code: hero set, villain, modular, standard, expert, nemesis, basic/aspect pools. */
  readonly set: string;
  readonly aspect?: 'aggression' | 'justice' | 'leadership' | 'protection' | 'basic' | 'hero';
  readonly unique?: boolean;
  readonly traits?: readonly string[];
  readonly cost?: number;
  readonly res?: readonly Res[];
  /** Resource requirement (§2.6): the payment must include one resource of each listed type. */
  readonly needs?: readonly Res[];
  readonly hp?: number;
  /** HP multiplied by the number of players who started (§2.6 per-player icon). */
  readonly hpPer?: boolean;
  readonly atk?: number | null;
  readonly thw?: number | null;
  readonly def?: number | null;
  readonly rec?: number | null;
  readonly sch?: number | null;
  readonly hand?: number;
  /** Consequential damage icons under ATK / THW (§2.5). */
  readonly cAtk?: number;
  readonly cThw?: number;
  readonly boost?: number;
  /** ★ boost ability (§2.8 Boost). */
  readonly boostFx?: readonly Effect[];
  /** Side scheme starting threat / main scheme starting threat. */
  readonly threat?: number;
  readonly threatPer?: boolean;
  /** Main scheme target threat and acceleration. */
  readonly target?: number;
  readonly targetPer?: boolean;
  readonly accel?: number;
  readonly accelPer?: boolean;
  readonly icons?: Icons;
  /** Villain stage (1–3) / main scheme stage (1, 2 …). */
  readonly stage?: number;
  /** The other face: alter-ego ↔ hero. */
  readonly flip?: string;
  /**
   * A main scheme stage's A side (this card is the B side in play): its Setup and When Revealed
   * abilities resolve before the B side's when the stage is revealed (§2.11, setup step 12).
   */
  readonly front?: string;
  readonly kw?: Keywords;
  readonly ab?: readonly Ability[];
  /** Event effects (played from hand) and treachery/obligation When Revealed effects. */
  readonly play?: readonly Effect[];
  /** Events that are interrupts/responses: the trigger they answer. */
  readonly on?: Trigger;
  readonly eventForm?: 'hero' | 'alter_ego';
  readonly label?: 'attack' | 'thwart' | 'defense';
  /** Attachments: what they attach to when revealed. */
  readonly attachTo?: 'villain' | 'you' | 'chosen';
  /**
   * Player upgrades and attachments that attach as they enter play: to what (a choice; `anyAlly`: any player's ally,
   * the card then under that ally's player's control); "max X per" host: `maxIn`.
   */
  readonly attach?: { readonly to: Sel };
  /** Obligations and nemesis cards: the hero-face code of their identity. */
  readonly owner?: string;
  /** Identities: codes of their nemesis set and obligation. */
  readonly nemesis?: readonly string[];
  readonly obligation?: string;
  /** Imported card whose abilities the engine does not run: resolve by hand (table mode). */
  readonly manual?: boolean;
  /** "Max X per round/game": plays of cards of this name, by every player together (digest "Max"). */
  readonly max?: { readonly n: number; readonly per: 'round' | 'game' };
  /** "Max X per player/ally/enemy": copies of this name one player controls, or attached to one ally or enemy. */
  readonly maxIn?: { readonly n: number; readonly per: 'player' | 'ally' | 'enemy' };
  /** Interrupt/response events: a further triggering condition (e.g. "…and defeats an enemy"). */
  readonly when?: Cond;
  /** "Play under any player's control": the player who plays it chooses the controller. */
  readonly control?: 'any';
  /** Generates twice its resources while paying for a card of this aspect. */
  readonly double?: 'aggression' | 'justice' | 'leadership' | 'protection';
}

// ---- state ----

export interface CardState {
  /** Damage tokens (allies, minions, identity, villain). */
  readonly dmg?: number;
  readonly threat?: number;
  readonly exhausted?: boolean;
  readonly stunned?: number;
  readonly confused?: number;
  readonly tough?: number;
  /** Uses counters. */
  readonly uses?: number;
  /** Acceleration tokens placed on this card (not the main scheme's). */
  readonly accel?: number;
  /** The card this one is attached to. */
  readonly on?: string;
  /** Abilities used this round (indices), for "only once per round". */
  readonly used?: readonly number[];
  /** A player card in play facedown as a minion with this trait (e.g. a Drone); its printed face is ignored. */
  readonly facedown?: string;
}

export interface PlayerState {
  /** Identity card id (its code is the hero face). */
  readonly identity: string;
  readonly form: 'hero' | 'alter_ego';
  /** The voluntary form change was used this round (§1.4, §8.3 #6). */
  readonly flipped: boolean;
  readonly eliminated: boolean;
  /** Set while the player chooses which mulligan/end-of-phase cards to discard. */
  readonly mulliganed?: boolean;
  /** Campaign hit-point change of the identity for the whole game (§6.1; absent = 0; HP never below 1). */
  readonly hpMod?: number;
}

/** A lasting effect (§2.7): a stat modifier until the end of the phase or round. */
export interface Lasting {
  readonly card: string;
  readonly stat: Stat;
  readonly n: number;
  readonly until: 'phase' | 'round';
  /** A gained trait (digest "Gains"); the stat modifier of such an entry is 0. */
  readonly trait?: string;
}

/** What an effect resolves for: source card, resolving player, the trigger's card. */
export interface Ctx {
  readonly src: string | null;
  readonly seat: SeatId | null;
  /** These effects are the part before a "then": one that does not resolve fully cancels the rest. */
  readonly probe?: boolean;
  readonly trig?: string | null;
  /** Chosen targets by effect index. */
  readonly picks?: { readonly [i: string]: string };
  /** The last chosen target (selector 'it'). */
  readonly it?: string;
  /** For resource abilities during payment. */
  readonly ability?: number;
  /** Resources paid for the card being resolved (its `paid` condition). */
  readonly paid?: readonly Res[];
}

/** An attack or scheme activation in progress (§2.8). */
export interface Activation {
  readonly enemy: string;
  readonly seat: SeatId;
  readonly kind: 'attack' | 'scheme';
  /** Attack target: the player whose identity is attacked (changes when another player defends). */
  readonly target: SeatId;
  readonly defender: string | null;
  /** The hero used basic defense (DEF reduces the damage). */
  readonly basic: boolean;
  readonly value: number;
  readonly step: 'start' | 'boost' | 'interrupt' | 'defend' | 'flip' | 'resolve' | 'after';
  /** Players already asked for a defender. */
  readonly asked: readonly SeatId[];
  readonly cancelled?: boolean;
  readonly prevent?: number;
  /** Effects for the character this attack damages (set by `onHit`). */
  readonly onHit?: readonly Effect[];
  /** The attack gained Overkill for this activation. */
  readonly overkill?: boolean;
  /** Cards discarded at the end of this attack. */
  readonly discard?: readonly string[];
  /** +1 ATK for each minion with `trait` engaged with `seat`, counted as damage is dealt (a lasting effect of the attack). */
  readonly perMinion?: { readonly trait: string; readonly seat: SeatId };
  /** Discard the top card of the target's deck for each threat placed / damage dealt. */
  readonly mill?: boolean;
  /** An attack against this ally (digest "Attacks against allies"), controlled by `target`. */
  readonly ally?: string;
  /** The "would take damage" window of the attacked identity has been opened (see flow.ts resolveActivation). */
  readonly hitWindow?: boolean;
}

/** An interrupt/response window in progress. */
export interface Window {
  readonly on: Trigger;
  /** The player "you" refers to. */
  readonly seat: SeatId | null;
  /** The card that triggered it (attacker, revealed treachery, defeated minion…). */
  readonly card: string | null;
  readonly passed: readonly SeatId[];
  /** Card ids (or card#ability) already used in this window (once per occurrence). */
  readonly used: readonly string[];
  readonly cancelled?: boolean;
  /** Its forced interrupts/responses have been put on the stack (set only when there were any). */
  readonly forced?: boolean;
  /** Tasks right below the window that a cancel drops (the cancelled effect). */
  readonly cancels?: number;
  /** Enemies the attack that opened this window defeated (youAttacked, allyAttacked). */
  readonly defeated?: readonly string[];
  /** minionDefeated: the player who defeated it (set only in games with a card that asks). */
  readonly by?: string;
  /** `youAttacked` after an attack event or ability: the attacked enemy (see flow.ts). */
  readonly attacked?: string;
  /** `enters`: the card was played (not put into play). */
  readonly played?: boolean;
}

/** A resource payment in progress (§2.6). */
export interface Payment {
  readonly seat: SeatId;
  readonly need: number;
  readonly needs: readonly Res[];
  /** Hand cards chosen to discard for resources. */
  readonly cards: readonly string[];
  /** Cards whose resource ability was used. */
  readonly abilities: readonly string[];
  readonly got: { readonly [r in Res]?: number };
  /** What the payment is for: play a card or an ability cost. */
  /** `enter`: a card (out of play) paid for by an effect of `card`, put into play under the payer's control. */
  readonly for: {
    readonly card: string;
    readonly ability?: number;
    readonly win?: boolean;
    readonly spend?: boolean;
    readonly enter?: string;
  };
  /** The paid-for card's traits (for resource abilities restricted to a trait). */
  readonly traits: readonly string[];
  /** A pending cost reduction this play used up (given back if the payment is cancelled). */
  readonly off?: number;
  /** Only resources of this type count (wild counts as any type): "spend X [energy] resources". */
  readonly only?: Res;
}

/** How damage is dealt (rules.ts damage). */
export interface DamageOpts {
  readonly attack?: boolean;
  readonly piercing?: boolean;
  readonly overkill?: boolean;
  /** The damage is from an enemy attack: overkill from a defending ally goes to its identity. */
  readonly source?: string | null;
  /** Damage prevented by interrupts ("Prevent"): taken off after a tough card has had its turn. */
  readonly prevent?: number;
  /** The player whose attack or card deals it ("after you defeat a minion"). */
  readonly by?: string;
  /** Its "would take damage" interrupt window has been opened (the `damage` task). */
  readonly windowed?: boolean;
  /** Part before a "then": a shortfall cancels the part after it. */
  readonly probe?: boolean;
}

/** One unit of work on the resolution stack. Plain data so the state replays and digests. */
export type Task =
  | { readonly t: 'round' }
  | { readonly t: 'turn'; readonly seat: SeatId }
  | { readonly t: 'endPhaseDiscard'; readonly seat: SeatId }
  | { readonly t: 'endPlayerPhase' }
  | { readonly t: 'villainThreat' }
  | { readonly t: 'activations'; readonly seat: SeatId }
  | { readonly t: 'minionActivations'; readonly seat: SeatId; readonly done: readonly string[] }
  | { readonly t: 'activation'; readonly a: Activation }
  | { readonly t: 'dealEncounter' }
  | { readonly t: 'revealDealt' }
  /** Reveal `card` (null: the encounter deck's top card) for `seat` (§2.12 Reveal). */
  | { readonly t: 'reveal'; readonly card: string | null; readonly seat: SeatId; readonly incited?: boolean }
  /** Threat about to be placed on a scheme, after its "would be placed" interrupt window (§2.11). */
  /** `prevent`: threat prevented by its interrupts, subtracted as it is placed. */
  | { readonly t: 'placeThreat'; readonly card: string; readonly n: number; readonly prevent?: number }
  | { readonly t: 'afterReveal'; readonly card: string; readonly seat: SeatId; readonly surge?: boolean }
  | { readonly t: 'pay'; readonly p: Payment }
  | { readonly t: 'endRound' }
  /** `extra`: campaign cards added to the opening hand (§3.1 step 14); the mulligan draws back up to it. */
  | { readonly t: 'mulligan'; readonly seat: SeatId; readonly extra?: number }
  | { readonly t: 'effects'; readonly fx: readonly Effect[]; readonly i: number; readonly ctx: Ctx }
  /** The main scheme `from` advances once its When Completed has resolved (§2.11). */
  | { readonly t: 'advanceMain'; readonly from: string }
  /** The part after "then": resolved when every effect of the part before resolved fully. */
  | { readonly t: 'then'; readonly fx: readonly Effect[]; readonly ctx: Ctx; readonly full: boolean }
  | { readonly t: 'window'; readonly w: Window }
  /** Damage assigned among heroes and allies one point at a time by `seat`, then dealt (digest "Indirect damage"). */
  | {
      readonly t: 'assign';
      readonly seat: SeatId;
      readonly left: number;
      readonly allot: { readonly [id: string]: number };
    }
  | { readonly t: 'enterPlay'; readonly card: string; readonly seat: SeatId; readonly played?: boolean }
  | { readonly t: 'consequential'; readonly card: string; readonly n: number }
  /** Damage waiting for its "would take damage" interrupt window (rules.ts damage); `opts.prevent` grows there. */
  | { readonly t: 'damage'; readonly card: string; readonly n: number; readonly opts: DamageOpts }
  | { readonly t: 'limits'; readonly seat: SeatId }
  /** §3.1 step 13, campaign set-up: side schemes and engaged minions put into play (codes; seats). */
  | {
      readonly t: 'campaignSetup';
      readonly side: readonly string[];
      readonly engaged: readonly { readonly code: string; readonly seat: SeatId }[];
    }
  | { readonly t: 'setupEnd' };

/** The decision the game waits for (see pending()); plain data. */
export type Ask =
  | { readonly k: 'main'; readonly seat: SeatId }
  | { readonly k: 'mulligan'; readonly seat: SeatId }
  | { readonly k: 'discard'; readonly seat: SeatId }
  | { readonly k: 'pay'; readonly seat: SeatId }
  | {
      readonly k: 'target';
      readonly seat: SeatId;
      readonly options: readonly string[];
      readonly why: string;
      /** "Up to": the player may choose none ('done'). */
      readonly upTo?: boolean;
    }
  | { readonly k: 'option'; readonly seat: SeatId; readonly count: number }
  | { readonly k: 'defend'; readonly seat: SeatId }
  | { readonly k: 'window'; readonly seat: SeatId }
  | { readonly k: 'overLimit'; readonly seat: SeatId; readonly what: 'ally' | 'restricted' }
  /** Tracker mode (tracker.ts): the table keeps its own cards; the tracker records what happens. */
  | { readonly k: 'track'; readonly seat: SeatId };

export interface McState {
  readonly rng: RngState;
  readonly seats: readonly SeatId[];
  /** Players who started (per-player icon, §8.3 #22). */
  readonly players0: number;
  readonly expert: boolean;
  readonly heroic: number;
  readonly round: number;
  readonly phase: 'setup' | 'player' | 'villain' | 'over';
  /** Index in `seats` of the first player. */
  readonly first: number;
  /** The player whose turn it is (player phase). */
  readonly active: SeatId | null;
  readonly zones: { readonly [zone: string]: readonly string[] };
  readonly cards: { readonly [id: string]: CardState };
  readonly players: { readonly [seat: string]: PlayerState };
  /** Acceleration tokens next to the main scheme deck (§8.3 #7). */
  readonly accel: number;
  readonly lasting: readonly Lasting[];
  /** Plays counted for "Max X per round/game", by `round:<name>` / `game:<name>` (set once a card has a max). */
  readonly maxed?: { readonly [key: string]: number };
  /** Cost reductions for the next card each player plays this phase, by seat (set only while one is pending). */
  readonly discount?: { readonly [seat: string]: number };
  readonly stack: readonly Task[];
  readonly ask: Ask | null;
  /** Card definitions of imported cards used in this game (from the options). */
  readonly custom: { readonly [code: string]: CardDef };
  readonly result: null | { readonly win: boolean; readonly reason: string };
  /** The player resolving a Peril card (§2.12): nobody else may play cards or use abilities. */
  readonly peril: SeatId | null;
  /** Table mode: manual actions allowed everywhere (rules still offered). */
  readonly table: boolean;
  /** Number of cards in the game (every one lies in exactly one zone). */
  readonly count: number;
  /**
   * Tracker mode (tracker.ts): the step of the round checklist; absent in every other game. `picks`:
   * minions the set-up put into play engaged with a seat at random (e.g. "discard until a minion"),
   * which the table picks from the encounter cards (one entry per minion, until put into play).
   */
  readonly tracker?: { readonly step: number; readonly picks?: readonly SeatId[] };
}

/** Deeply mutable twin of a state type, used inside apply on a private deep copy. */
export type DeepMutable<T> = T extends readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;
export type Draft = Omit<DeepMutable<McState>, 'rng'> & { rng: RngState };

// ---- actions and events ----

export type McAction =
  | { readonly type: 'endTurn' }
  | { readonly type: 'flip' }
  | { readonly type: 'basic'; readonly power: 'attack' | 'thwart' | 'recover'; readonly target?: string }
  | { readonly type: 'ally'; readonly card: string; readonly power: 'attack' | 'thwart'; readonly target?: string }
  | { readonly type: 'play'; readonly card: string }
  | { readonly type: 'use'; readonly card: string; readonly ability: number }
  | { readonly type: 'pay'; readonly card: string }
  | { readonly type: 'cancelPay' }
  | { readonly type: 'choose'; readonly target: string }
  | { readonly type: 'option'; readonly index: number }
  | { readonly type: 'defend'; readonly card: string | null }
  | { readonly type: 'pass' }
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'done' }
  | TrackAction;

/** Tracker mode (tracker.ts): one change the table made, as the tracker records it. */
export interface TrackAction {
  readonly type: 'track';
  readonly op: 'hp' | 'threat' | 'accel' | 'status' | 'put' | 'facedown' | 'remove' | 'flip' | 'next' | 'end';
  /** The card changed (hp, threat, status, remove). */
  readonly card?: string;
  /** The card code put into play (put). */
  readonly code?: string;
  /** The seat it concerns (put: whose area; flip: whose identity). Not `seat`: the envelope's. */
  readonly player?: string;
  /** How much (hp, threat, accel: signed; status: +1 give, -1 remove). */
  readonly n?: number;
  readonly status?: Status;
  /** The result recorded (end). */
  readonly win?: boolean;
  /** The trait of a facedown card put into play as a minion (facedown: e.g. `Drone`). */
  readonly trait?: string;
}

export type McEvent =
  | {
      readonly type: 'log';
      readonly key: string;
      readonly params?: { readonly [k: string]: string | number | boolean | null };
    }
  | { readonly type: 'drew'; readonly seat: SeatId; readonly cards: readonly string[] }
  | { readonly type: 'discardedFromHand'; readonly seat: SeatId; readonly cards: readonly string[] };
