// "Start this scenario as a game": a campaign's guided set-up (campaign/prepare.ts) becomes the
// rules engine's options (engine/setup.ts, its `campaign` options, §6.1 campaign set-up). The
// generic part carries what `PreparedScenario` says (sets, villain stages, heroes and their decks,
// campaign cards to their owners' decks, removed cards); each definition's set-up instructions are
// carried by its game binding (`GAME_BINDINGS`), and an instruction without one is left to the
// players ("by hand"). Pure: the backend creates the game and links it (campaigns.startGame).

import type { CampaignLog, MessageRef } from './campaign/model';
import type { PreparedScenario } from './campaign/prepare';
import { STARTER_GAME_BINDING } from './campaign/definitions/starter-game';
import { CONTENT, ENCOUNTER_SETS, SCENARIOS, STARTER_IDENTITIES } from './content';

type Counts = Record<string, number>;

/** One hero seat as `games.create` takes it: a starter hero, or a saved deck the backend resolves. */
export type CampaignHeroSeat = ({ identity: string } | { deckId: string; confirmIllegal?: true }) & {
  campaign?: { added?: Counts; inPlay?: string[]; hp?: number; draw?: number };
};

/** The engine options of a campaign game (engine/setup.ts `optionsSchema`, before deck resolution). */
export interface CampaignGameOptions {
  heroes: CampaignHeroSeat[];
  scenario: string;
  modular: string[];
  expert: boolean;
  heroic: number;
  skirmish: number | null;
  firstPlayer: number;
  campaign: {
    sets: string[];
    stages: string[];
    setAside: string[];
    sideSchemes: string[];
    engaged: Array<{ code: string; seat: number }>;
    removed: string[];
  };
}

/** Why the engine cannot play a prepared scenario (renderer: `campaigns.next.gameProblems.<problem>`). */
export const CAMPAIGN_GAME_PROBLEMS = ['heroNoDeck', 'unknownScenario', 'unknownSet'] as const;
export type CampaignGameProblem = (typeof CAMPAIGN_GAME_PROBLEMS)[number];

/** Plan steps that are not a definition's instructions (renderer: `campaign.game.<key>`, params card, hero). */
export const CAMPAIGN_GAME_STEPS = ['cardInDeck', 'placeCard'] as const;

export type CampaignGamePlan =
  | {
      ok: true;
      options: CampaignGameOptions;
      players: Array<{ id: string; seats: string[]; name?: string }>;
      /** Set-up steps the engine does (shown to the players as done). */
      automated: MessageRef[];
      /** Set-up steps the players do themselves in the game (the engine's "resolve by hand" tools). */
      byHand: MessageRef[];
    }
  | { ok: false; problem: CampaignGameProblem; params: Record<string, string> };

/** What an instruction binding may change: the options being built, for the log as it is now. */
export interface BindingContext {
  readonly options: CampaignGameOptions;
  readonly prepared: PreparedScenario;
  readonly log: CampaignLog;
  /** Hero index (seat P1… order) of a campaign hero key, or -1. */
  heroIndex(key: string): number;
  /** Take a campaign card out of the "to its owner's deck" default (the binding places it). */
  takeCampaignCard(code: string): { owner: string | null } | null;
}

/** Instruction key → what it does to the game (true = done by the engine; false = by hand after all). */
export type GameBinding = Readonly<
  Record<string, (ctx: BindingContext, params: Record<string, string | number>) => boolean>
>;

export const GAME_BINDINGS: Readonly<Record<string, GameBinding>> = {
  'deckhand-starter': STARTER_GAME_BINDING,
};

/**
 * Who sits at the device for a campaign game (seats P1…Pn in hero order): one person for every
 * hero when the heroes have one player name or none (a solo player), else one person per name.
 */
export function gamePlayersFor(
  heroes: ReadonlyArray<{ player: string }>,
): Array<{ id: string; seats: string[]; name?: string }> {
  const seats = heroes.map((_, i) => `P${i + 1}`);
  const names = heroes.map((h) => h.player.trim());
  const distinct = new Set(names.filter((n) => n));
  if (distinct.size <= 1) {
    const name = [...distinct][0];
    return [{ id: 'p1', seats, ...(name ? { name } : {}) }];
  }
  const people: Array<{ id: string; seats: string[]; name?: string }> = [];
  names.forEach((name, i) => {
    const same = name ? people.find((p) => p.name === name) : undefined;
    if (same) same.seats.push(seats[i]);
    else people.push({ id: `p${people.length + 1}`, seats: [seats[i]], ...(name ? { name } : {}) });
  });
  return people;
}

/** Villain stage code → its stage number in the content (`nul-v2` → 2), for the engine's skirmish option. */
function stageNumber(code: string): number | null {
  const d = CONTENT[code];
  return d && d.type === 'villain' && typeof d.stage === 'number' ? d.stage : null;
}

/**
 * The engine options, players and set-up split (automated / by hand) for a prepared scenario of
 * `definitionId`, or why the engine cannot play it: a hero from the card data needs a saved deck
 * (the starter heroes come with their starter decks); the scenario and every encounter set must be
 * the engine's own content.
 */
export function campaignGamePlan(definitionId: string, prepared: PreparedScenario, log: CampaignLog): CampaignGamePlan {
  const starter = new Set(STARTER_IDENTITIES);
  for (const h of prepared.heroes) {
    if (!h.deck && !starter.has(h.identity)) return { ok: false, problem: 'heroNoDeck', params: { hero: h.key } };
  }
  if (!SCENARIOS.some((s) => s.id === prepared.villainSet))
    return { ok: false, problem: 'unknownScenario', params: { set: prepared.villainSet } };
  const known = new Set(ENCOUNTER_SETS.map((s) => s.id));
  for (const s of prepared.sets)
    if (s !== prepared.villainSet && !known.has(s)) return { ok: false, problem: 'unknownSet', params: { set: s } };

  const heroes: CampaignHeroSeat[] = prepared.heroes.map((h) =>
    // the campaign screen shows a deck's problems before the game starts (DeckWarning): that is the confirmation
    h.deck ? { deckId: h.deck.deckId, confirmIllegal: true } : { identity: h.identity },
  );
  const skirmish = prepared.modes.skirmish !== null ? stageNumber(prepared.modes.skirmish) : null;
  const options: CampaignGameOptions = {
    heroes,
    scenario: prepared.villainSet,
    modular: [...prepared.modularSets],
    expert: prepared.modes.expert,
    heroic: Math.min(prepared.modes.heroic, 5),
    skirmish,
    firstPlayer: 0,
    campaign: {
      // The engine always adds the standard set (and expert in expert mode) and ignores a set it already has.
      sets: prepared.sets.filter((s) => s !== prepared.villainSet && !prepared.modularSets.includes(s)),
      stages: [...prepared.stages],
      setAside: [],
      sideSchemes: [],
      engaged: [],
      // §6.1: a card removed from the campaign enters no deck (the engine's own cards; the starter
      // campaign removes only its campaign cards).
      removed: prepared.removedCards.filter((c) => c in CONTENT),
    },
  };

  const pending = prepared.campaignCards.map((c) => ({ ...c }));
  const heroIndex = (key: string) => prepared.heroes.findIndex((h) => h.key === key);
  const ctx: BindingContext = {
    options,
    prepared,
    log,
    heroIndex,
    takeCampaignCard(code) {
      const i = pending.findIndex((c) => c.card === code);
      if (i < 0) return null;
      const [taken] = pending.splice(i, 1);
      return { owner: taken.owner };
    },
  };

  const automated: MessageRef[] = [];
  const byHand: MessageRef[] = [];
  const binding = GAME_BINDINGS[definitionId] ?? {};
  for (const ins of prepared.instructions) {
    const bound = binding[ins.key];
    if (bound && bound(ctx, ins.params ?? {})) automated.push(ins);
    else byHand.push(ins);
  }

  // Campaign cards no instruction placed: into their owner's deck (§6.1); an unowned one is the players' to place.
  for (const c of pending) {
    const i = c.owner ? heroIndex(c.owner) : -1;
    if (i < 0 || !(c.card in CONTENT)) {
      byHand.push({ key: 'campaign.game.placeCard', params: { card: c.card } });
      continue;
    }
    const seat = heroes[i];
    const added = (seat.campaign ??= {}).added ?? {};
    added[c.card] = (added[c.card] ?? 0) + 1;
    seat.campaign.added = added;
    automated.push({ key: 'campaign.game.cardInDeck', params: { card: c.card, hero: c.owner! } });
  }

  return { ok: true, options, players: gamePlayersFor(prepared.heroes), automated, byHand };
}
