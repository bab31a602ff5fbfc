// Campaign model: the DEFINITION (data, versioned) and the derived LOG. The saved state of a
// campaign is only the list of player inputs (inputs.ts); the log is recomputed from definition +
// inputs by derive.ts (rules digest §6.1, §6.2; model: ArkhamCards' guided campaigns).

/** Structure version of definitions (fields this build understands). */
export const CAMPAIGN_DEFINITION_FORMAT = 1;

/** A message key the renderer translates (`campaign.<def>.<…>`), with optional params. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

// ---------------------------------------------------------------------------------------------
// Definition

export type SectionType = 'counter' | 'checklist' | 'cards' | 'notes' | 'heroCounter' | 'heroNotes';

export interface SectionDef {
  id: string;
  type: SectionType;
  /** Message key of the section's title (definition sections); custom sections carry a label instead. */
  key: string;
  /** counter / heroCounter: bounds and starting value. */
  min?: number;
  max?: number;
  initial?: number;
  /** checklist: its items. */
  items?: Array<{ id: string; key: string }>;
}

/** Modes a scenario may be played in (§2.16: modes combine freely and may change per scenario). */
export interface ModesAllowed {
  expert: boolean;
  /** Highest heroic level offered (0 = no heroic mode). */
  heroicMax: number;
  skirmish: boolean;
}

export interface Modes {
  expert: boolean;
  heroic: number;
  /** Skirmish: the villain stage chosen (e.g. "II"), or null. */
  skirmish: string | null;
}

export const STANDARD_MODES: Modes = { expert: false, heroic: 0, skirmish: null };

/** Values the players enter when they record a result (e.g. threat left on the main scheme). */
export interface RecordDef {
  id: string;
  key: string;
  min: number;
  max: number;
}

/** A choice made at resolution. `options: 'hero'` = pick one of the campaign's heroes. */
export interface ChoiceDef {
  id: string;
  key: string;
  options: Array<{ id: string; key: string }> | 'hero';
  /** Asked only for this outcome (default: both). */
  when?: 'won' | 'lost';
}

export interface ScenarioDef {
  id: string;
  key: string;
  /** Encounter sets (content ids): the villain's set, the scenario's modular sets, any other needed set. */
  villainSet: string;
  modularSets: string[];
  otherSets: string[];
  /** Sets added in expert mode (e.g. the Expert set). */
  expertSets: string[];
  /** Villain stages as content ids, standard then expert (for skirmish/expert mode set-up). */
  stages: { standard: string[]; expert: string[] };
  modes: ModesAllowed;
  /** After a loss: replay it, go on to the next, or let the players choose (`scenario.advance`). */
  onLoss: 'retry' | 'continue' | 'choose';
  /** Guided set-up (run when the scenario is next), plus the expert campaign's additions (§6.1). */
  setup: Effect[];
  expertSetup: Effect[];
  records: RecordDef[];
  choices: ChoiceDef[];
  resolutions: { won: Effect[]; lost: Effect[] };
}

/** A campaign-specific card (§6.1: usable only in its own campaign, matched by set). */
export interface CampaignCardDef {
  code: string;
  key: string;
}

export interface CampaignDefinition {
  format: number;
  id: string;
  /** Content version; a campaign keeps the version it was started with. */
  version: number;
  game: 'marvel-champions';
  key: string;
  players: { min: number; max: number };
  /** Whether an expert campaign is offered (§2.16). */
  expertCampaign: boolean;
  /** Free-form: no scripted scenarios; players name scenarios and add their own sections. */
  freeForm: boolean;
  scenarios: ScenarioDef[];
  sections: SectionDef[];
  /** This campaign's own cards; null = not checked (free-form: the app cannot know them). */
  campaignCards: CampaignCardDef[] | null;
  /** Campaign set-up at the start (and the expert campaign's additions). */
  setup: Effect[];
  expertSetup: Effect[];
}

// ---------------------------------------------------------------------------------------------
// Effects and conditions (declarative; applied by effects.ts)

/** A number, or the value the players recorded for `record` (× `times`). */
export type Amount = number | { record: string; times?: number };

/** Which heroes a per-hero effect touches: all, those eliminated in this attempt, or a hero chosen. */
export type HeroTarget = 'all' | 'eliminated' | 'survivors' | { choice: string };

export type Effect =
  | { op: 'counter.add'; section: string; value: Amount }
  | { op: 'counter.set'; section: string; value: Amount }
  | { op: 'heroCounter.add'; section: string; value: Amount; heroes: HeroTarget }
  | { op: 'check'; section: string; item: string }
  | { op: 'uncheck'; section: string; item: string }
  /** Gain a campaign card; `owner` = a hero choice (or none). */
  | { op: 'card.gain'; card: string; owner?: { choice: string } }
  /** Remove a card from the campaign for good (§6.1). */
  | { op: 'card.remove'; card: string }
  | { op: 'cards.add'; section: string; card: string }
  /** A carried effect: a log line that persists between scenarios (§6.2 carried_effects). */
  | { op: 'carry'; key: string; params?: Record<string, string | number> }
  | { op: 'victory'; value: Amount }
  /** Set-up only: an instruction shown in the guided set-up. */
  | { op: 'instruction'; key: string; params?: Record<string, string | number> }
  /** Set-up only: put an extra encounter set in the game. */
  | { op: 'addSet'; set: string }
  | { op: 'if'; when: Condition; then: Effect[]; else?: Effect[] }
  | { op: 'endCampaign'; result: 'won' | 'lost' };

export type Condition =
  | { counter: string; gte?: number; lte?: number }
  | { record: string; gte?: number; lte?: number }
  | { checked: string; item: string }
  | { choice: string; is: string }
  | { expertCampaign: boolean }
  | { mode: 'expert' | 'heroic' | 'skirmish' }
  | { gained: string }
  | { removed: string }
  /** Attempts of the current scenario so far, this one included. */
  | { attempt: { gte?: number; lte?: number } }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

// ---------------------------------------------------------------------------------------------
// Derived log (§6.2)

export interface DeckRef {
  deckId: string;
  /** The deck's saved version used (decks follow their changes: a newer version is noted per scenario). */
  version: number;
}

export interface HeroLog {
  key: string;
  identity: string;
  /** Player's name (optional). */
  player: string;
  aspects: string[];
  deck: DeckRef | null;
  counters: Record<string, number>;
  notes: Record<string, string>;
}

export type HeroOutcome = 'ok' | 'eliminated';

export interface AttemptLog {
  /** 1-based attempt number of this scenario. */
  n: number;
  modes: Modes;
  /** null while the attempt is open (started, no result yet). */
  outcome: 'won' | 'lost' | null;
  heroes: Record<string, HeroOutcome>;
  records: Record<string, number>;
  choices: Record<string, string>;
  decks: Record<string, DeckRef>;
  games: string[];
  note: string;
  /** Input indexes that started and resolved it. */
  startedAt: number;
  resolvedAt: number | null;
  /** Time stamps from the inputs (ISO strings). */
  startedOn: string;
  resolvedOn: string | null;
}

export type ScenarioStatus = 'locked' | 'next' | 'inProgress' | 'won' | 'lost' | 'skipped';

export interface ScenarioLog {
  id: string;
  /** Message key (defined scenarios) or null for a free-form scenario (use `label`). */
  key: string | null;
  label: string | null;
  status: ScenarioStatus;
  /** After a loss with `onLoss: 'choose'`: the players may go on (`scenario.advance`) or replay. */
  canAdvance: boolean;
  attempts: AttemptLog[];
}

export interface SectionLog {
  id: string;
  type: SectionType;
  key: string | null;
  label: string | null;
  custom: boolean;
  min: number | null;
  max: number | null;
  /** counter */
  value?: number;
  /** checklist: item id → checked; items of custom checklists are created when first checked. */
  items?: Array<{ id: string; key: string | null; label: string | null; checked: boolean }>;
  /** cards: card codes in order. */
  cards?: string[];
  /** notes: lines. */
  lines?: string[];
}

export interface CardGain {
  card: string;
  owner: string | null;
  /** Input index and scenario that gave it. */
  at: number;
  scenario: string | null;
}

export interface CardRemoval {
  card: string;
  at: number;
  scenario: string | null;
}

export interface CarriedEffect {
  key: string | null;
  label: string | null;
  params: Record<string, string | number>;
  at: number;
  scenario: string | null;
}

/** One change to the log and where it came from (the audit trail: no hidden state). */
export type LogChange =
  | { kind: 'started'; heroes: string[]; expert: boolean }
  | { kind: 'counter'; section: string; hero: string | null; from: number; to: number }
  | { kind: 'check'; section: string; item: string; checked: boolean }
  | { kind: 'cardGained'; card: string; owner: string | null }
  | { kind: 'cardOwner'; card: string; owner: string | null }
  | { kind: 'cardLost'; card: string }
  /** A gain the rules blocked: the card was removed from the campaign earlier (§6.1). */
  | { kind: 'cardBlocked'; card: string; reason: 'removed' }
  | { kind: 'cardRemoved'; card: string }
  | { kind: 'cards'; section: string; card: string; added: boolean }
  | { kind: 'carry'; key: string | null; label: string | null }
  | { kind: 'victory'; from: number; to: number }
  | { kind: 'note'; section: string; hero: string | null }
  | { kind: 'scenario'; scenario: string; status: ScenarioStatus; attempt: number }
  | { kind: 'modes'; scenario: string; modes: Modes }
  | { kind: 'deck'; hero: string; deck: DeckRef | null }
  | { kind: 'game'; scenario: string; gameId: string }
  | { kind: 'section'; section: string }
  | { kind: 'finished'; result: 'won' | 'lost' };

export interface HistoryEntry {
  index: number;
  type: string;
  at: string;
  changes: LogChange[];
}

export interface CampaignLog {
  definition: { id: string; version: number };
  started: boolean;
  expert: boolean;
  heroes: HeroLog[];
  scenarios: ScenarioLog[];
  sections: SectionLog[];
  campaignCards: CardGain[];
  removedCards: CardRemoval[];
  carried: CarriedEffect[];
  victory: number;
  /** The scenario to play now (guided), or null (free-form, finished, not started). */
  next: string | null;
  finished: 'won' | 'lost' | null;
  history: HistoryEntry[];
}

// ---------------------------------------------------------------------------------------------
// Rejections

/** Every reason an input can be rejected; the renderer translates `campaign.reason.<code>`. */
export const CAMPAIGN_REASONS = [
  'malformed',
  'notStarted',
  'alreadyStarted',
  'badPlayerCount',
  'duplicateHero',
  'expertNotOffered',
  'finished',
  'unknownScenario',
  'scenarioLocked',
  'attemptOpen',
  'noOpenAttempt',
  'modeNotAllowed',
  'unknownHero',
  'unknownSection',
  'wrongSectionType',
  'sectionExists',
  'outOfRange',
  'unknownItem',
  'unknownRecord',
  'missingRecord',
  'unknownChoice',
  'missingChoice',
  'unknownOption',
  'foreignCard',
  'cardRemoved',
  'cardAlreadyGained',
  'cardNotGained',
  'cardAlreadyListed',
  'cardNotListed',
  'cannotAdvance',
  'gameAlreadyLinked',
  'labelRequired',
] as const;

export type CampaignReason = (typeof CAMPAIGN_REASONS)[number];

export interface CampaignRejection {
  /** `campaign.<reason>` */
  code: `campaign.${CampaignReason}`;
  params: Record<string, string | number>;
}

export function reject(reason: CampaignReason, params: Record<string, string | number> = {}): CampaignRejection {
  return { code: `campaign.${reason}`, params };
}
