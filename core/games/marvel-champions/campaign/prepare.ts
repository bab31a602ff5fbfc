import { applyEffects, type EffectContext } from './effects';
import {
  STANDARD_MODES,
  type AttemptLog,
  type CampaignDefinition,
  type CampaignLog,
  type DeckRef,
  type MessageRef,
  type Modes,
} from './model';

/**
 * Guided set-up of the next scenario: everything needed to "start it as a prepared game" or to set
 * up a real table — the encounter sets for the chosen modes (§2.16), villain stages, heroes with
 * their decks, the campaign cards in play and the removed ones to leave out (§6.1), and the
 * definition's set-up instructions evaluated against the log (campaign set-up, §6.1 step 13).
 */
export interface PreparedScenario {
  scenario: string;
  key: string;
  /** The attempt this set-up is for (1 = first time). */
  attempt: number;
  modes: Modes;
  villainSet: string;
  modularSets: string[];
  /** Every encounter set to use: villain, modular, other, the expert ones in expert mode, extras from set-up. */
  sets: string[];
  /** Villain stages in play order; in skirmish the chosen stage only. */
  stages: string[];
  heroes: Array<{ key: string; identity: string; player: string; aspects: string[]; deck: DeckRef | null }>;
  campaignCards: Array<{ card: string; owner: string | null }>;
  removedCards: string[];
  instructions: MessageRef[];
}

/**
 * Set-up for the log's next scenario (or `scenarioId` if given and known), with `modes` (default: the
 * open attempt's modes, else standard). Null when there is nothing to set up (free-form, finished).
 * Read-only: effects run on a copy, so conditions see the log as it is now.
 */
export function prepareScenario(
  def: CampaignDefinition,
  log: CampaignLog,
  modes?: Modes,
  scenarioId?: string,
): PreparedScenario | null {
  if (def.freeForm || !log.started || log.finished) return null;
  const id = scenarioId ?? log.next;
  const sdef = def.scenarios.find((s) => s.id === id);
  const slog = log.scenarios.find((s) => s.id === id);
  if (!sdef || !slog) return null;
  const last = slog.attempts[slog.attempts.length - 1];
  const open = last && last.outcome === null ? last : null;
  const chosen = modes ?? open?.modes ?? STANDARD_MODES;
  const attempt: AttemptLog = open
    ? structuredClone(open)
    : {
        n: slog.attempts.length + 1,
        modes: { ...chosen },
        outcome: null,
        heroes: {},
        records: {},
        choices: {},
        decks: {},
        games: [],
        note: '',
        startedAt: -1,
        resolvedAt: null,
        startedOn: '',
        resolvedOn: null,
      };
  attempt.modes = { ...chosen };
  const ctx: EffectContext = {
    def,
    log: structuredClone(log),
    scenario: sdef,
    attempt,
    at: -1,
    changes: [],
    setup: { instructions: [], sets: [] },
  };
  applyEffects(ctx, sdef.setup);
  if (log.expert) applyEffects(ctx, sdef.expertSetup);

  const sets = [
    sdef.villainSet,
    ...sdef.modularSets,
    ...sdef.otherSets,
    ...(chosen.expert ? sdef.expertSets : []),
    ...ctx.setup.sets,
  ];
  const stages =
    chosen.skirmish !== null ? [chosen.skirmish] : chosen.expert ? sdef.stages.expert : sdef.stages.standard;
  return {
    scenario: sdef.id,
    key: sdef.key,
    attempt: attempt.n,
    modes: { ...chosen },
    villainSet: sdef.villainSet,
    modularSets: [...sdef.modularSets],
    sets: [...new Set(sets)],
    stages: [...stages],
    heroes: log.heroes.map((h) => ({
      key: h.key,
      identity: h.identity,
      player: h.player,
      aspects: [...h.aspects],
      deck: h.deck ? { ...h.deck } : null,
    })),
    campaignCards: log.campaignCards.map((c) => ({ card: c.card, owner: c.owner })),
    removedCards: log.removedCards.map((c) => c.card),
    instructions: ctx.setup.instructions,
  };
}
