import {
  applyEffects,
  gainCard,
  removeCard,
  section,
  setChecked,
  setCounter,
  setHeroCounter,
  type EffectContext,
} from './effects';
import { campaignInputSchema, type CampaignInput, type InputEntry } from './inputs';
import {
  reject,
  STANDARD_MODES,
  type AttemptLog,
  type CampaignDefinition,
  type CampaignLog,
  type CampaignRejection,
  type DeckRef,
  type LogChange,
  type Modes,
  type ScenarioDef,
  type ScenarioLog,
  type SectionDef,
  type SectionLog,
} from './model';

// The log is a fold of the inputs through the definition. `applyInput` never throws and never
// changes the log it is given: an input that contradicts the definition or the log so far is
// rejected with a `campaign.<reason>` code and the caller keeps the old log.

export type ApplyResult = { ok: true; log: CampaignLog } | { ok: false; rejection: CampaignRejection };

function sectionLog(def: SectionDef, custom: boolean, label: string | null = null): SectionLog {
  const base: SectionLog = {
    id: def.id,
    type: def.type,
    key: custom ? null : def.key,
    label,
    custom,
    min: def.min ?? null,
    max: def.max ?? null,
  };
  switch (def.type) {
    case 'counter':
      return { ...base, value: def.initial ?? def.min ?? 0 };
    case 'checklist':
      return { ...base, items: (def.items ?? []).map((i) => ({ id: i.id, key: i.key, label: null, checked: false })) };
    case 'cards':
      return { ...base, cards: [] };
    case 'notes':
      return { ...base, lines: [] };
    default:
      return base;
  }
}

/** The log before any input: the definition's sections and scenarios, nothing started. */
export function emptyLog(def: CampaignDefinition): CampaignLog {
  return {
    definition: { id: def.id, version: def.version },
    started: false,
    expert: false,
    heroes: [],
    scenarios: def.scenarios.map((s) => ({
      id: s.id,
      key: s.key,
      label: null,
      status: 'locked',
      canAdvance: false,
      attempts: [],
    })),
    sections: def.sections.map((s) => sectionLog(s, false)),
    campaignCards: [],
    removedCards: [],
    carried: [],
    victory: 0,
    next: null,
    finished: null,
    history: [],
  };
}

function heroInitial(def: SectionDef | SectionLog): number {
  const initial = 'initial' in def ? def.initial : undefined;
  return initial ?? def.min ?? 0;
}

function openAttempt(log: CampaignLog): { scenario: ScenarioLog; attempt: AttemptLog } | null {
  for (const scenario of log.scenarios) {
    const attempt = scenario.attempts[scenario.attempts.length - 1];
    if (attempt && attempt.outcome === null) return { scenario, attempt };
  }
  return null;
}

function modesProblem(def: ScenarioDef | null, modes: Modes): CampaignRejection | null {
  if (!def) return null; // free-form: any combination (§2.16)
  if (modes.expert && !def.modes.expert) return reject('modeNotAllowed', { mode: 'expert' });
  if (modes.heroic > def.modes.heroicMax) return reject('modeNotAllowed', { mode: 'heroic', max: def.modes.heroicMax });
  if (modes.skirmish !== null) {
    const stages = [...def.stages.standard, ...def.stages.expert];
    if (!def.modes.skirmish || (stages.length > 0 && !stages.includes(modes.skirmish)))
      return reject('modeNotAllowed', { mode: 'skirmish' });
  }
  return null;
}

function decksProblem(log: CampaignLog, decks: Record<string, DeckRef> | undefined): CampaignRejection | null {
  for (const hero of Object.keys(decks ?? {}))
    if (!log.heroes.some((h) => h.key === hero)) return reject('unknownHero', { hero });
  return null;
}

/** Decks used for an attempt: the ones given (they become the heroes' decks), else each hero's current one. */
function useDecks(
  log: CampaignLog,
  given: Record<string, DeckRef> | undefined,
  changes: LogChange[],
): Record<string, DeckRef> {
  const out: Record<string, DeckRef> = {};
  for (const h of log.heroes) {
    const g = given?.[h.key];
    if (g && (h.deck?.deckId !== g.deckId || h.deck?.version !== g.version)) {
      h.deck = { ...g };
      changes.push({ kind: 'deck', hero: h.key, deck: { ...g } });
    }
    if (h.deck) out[h.key] = { ...h.deck };
  }
  return out;
}

/** Guided: the scenario the players may play now, and whether it may be skipped after a loss. */
function scenarioFor(
  def: CampaignDefinition,
  log: CampaignLog,
  id: string,
): { def: ScenarioDef | null; log: ScenarioLog | null } | CampaignRejection {
  if (def.freeForm) return { def: null, log: log.scenarios.find((s) => s.id === id) ?? null };
  const sdef = def.scenarios.find((s) => s.id === id);
  if (!sdef) return reject('unknownScenario', { scenario: id });
  return { def: sdef, log: log.scenarios.find((s) => s.id === id)! };
}

/** After a scenario is settled: unlock the next one, or finish the campaign with the last outcome. */
function advance(log: CampaignLog, from: ScenarioLog, changes: LogChange[]): void {
  if (log.finished) return;
  const i = log.scenarios.indexOf(from);
  const following = log.scenarios.slice(i + 1).find((s) => s.status === 'locked');
  if (following) {
    following.status = 'next';
    log.next = following.id;
    changes.push({ kind: 'scenario', scenario: following.id, status: 'next', attempt: 0 });
    return;
  }
  log.next = null;
  log.finished = from.status === 'won' ? 'won' : 'lost';
  changes.push({ kind: 'finished', result: log.finished });
}

function context(
  def: CampaignDefinition,
  log: CampaignLog,
  at: number,
  changes: LogChange[],
  scenario: ScenarioDef | null = null,
  attempt: AttemptLog | null = null,
): EffectContext {
  return { def, log, scenario, attempt, at, changes, setup: { instructions: [], sets: [] } };
}

function newAttempt(
  slog: ScenarioLog,
  modes: Modes,
  decks: Record<string, DeckRef>,
  index: number,
  at: string,
): AttemptLog {
  const attempt: AttemptLog = {
    n: slog.attempts.length + 1,
    modes: { ...modes },
    outcome: null,
    heroes: {},
    records: {},
    choices: {},
    decks,
    games: [],
    note: '',
    startedAt: index,
    resolvedAt: null,
    startedOn: at,
    resolvedOn: null,
  };
  slog.attempts.push(attempt);
  return attempt;
}

/** Start an attempt of `id` (guided: the next scenario; free-form: any, named on first use). */
function startAttempt(
  def: CampaignDefinition,
  log: CampaignLog,
  input: { scenario: string; label?: string; modes?: Modes; decks?: Record<string, DeckRef>; gameId?: string },
  index: number,
  at: string,
  changes: LogChange[],
): { sdef: ScenarioDef | null; slog: ScenarioLog; attempt: AttemptLog } | CampaignRejection {
  const found = scenarioFor(def, log, input.scenario);
  if ('code' in found) return found;
  let slog = found.log;
  if (found.def && log.next !== input.scenario)
    return reject('scenarioLocked', { scenario: input.scenario, next: log.next ?? '' });
  const modes = input.modes ?? STANDARD_MODES;
  const problem = modesProblem(found.def, modes) ?? decksProblem(log, input.decks);
  if (problem) return problem;
  if (input.gameId && linked(log, input.gameId)) return reject('gameAlreadyLinked', { gameId: input.gameId });
  if (!slog) {
    if (!input.label) return reject('labelRequired', { scenario: input.scenario });
    slog = { id: input.scenario, key: null, label: input.label, status: 'inProgress', canAdvance: false, attempts: [] };
    log.scenarios.push(slog);
  } else if (input.label && !found.def) {
    slog.label = input.label;
  }
  const attempt = newAttempt(slog, modes, useDecks(log, input.decks, changes), index, at);
  if (input.gameId) {
    attempt.games.push(input.gameId);
    changes.push({ kind: 'game', scenario: slog.id, gameId: input.gameId });
  }
  slog.status = 'inProgress';
  slog.canAdvance = false;
  if (!found.def) log.next = null;
  changes.push({ kind: 'scenario', scenario: slog.id, status: 'inProgress', attempt: attempt.n });
  if (found.def) {
    // Campaign set-up at the scenario's start (§6.1: DE set-up step 13), expert campaign additions too.
    const ctx = context(def, log, index, changes, found.def, attempt);
    applyEffects(ctx, found.def.setup);
    if (log.expert) applyEffects(ctx, found.def.expertSetup);
  }
  return { sdef: found.def, slog, attempt };
}

function resolveProblem(
  sdef: ScenarioDef | null,
  log: CampaignLog,
  input: Extract<CampaignInput, { type: 'scenario.result' }>,
): CampaignRejection | null {
  for (const [hero] of Object.entries(input.heroes ?? {}))
    if (!log.heroes.some((h) => h.key === hero)) return reject('unknownHero', { hero });
  const records = input.records ?? {};
  const recordDefs = sdef?.records ?? [];
  for (const id of Object.keys(records))
    if (!recordDefs.some((r) => r.id === id)) return reject('unknownRecord', { record: id });
  for (const r of recordDefs) {
    const v = records[r.id];
    if (v === undefined) return reject('missingRecord', { record: r.id });
    if (v < r.min || v > r.max) return reject('outOfRange', { record: r.id, min: r.min, max: r.max });
  }
  const choices = input.choices ?? {};
  const asked = (sdef?.choices ?? []).filter((c) => c.when === undefined || c.when === input.outcome);
  for (const id of Object.keys(choices))
    if (!asked.some((c) => c.id === id)) return reject('unknownChoice', { choice: id });
  for (const c of asked) {
    const v = choices[c.id];
    if (v === undefined) return reject('missingChoice', { choice: c.id });
    const ok = c.options === 'hero' ? log.heroes.some((h) => h.key === v) : c.options.some((o) => o.id === v);
    if (!ok) return reject('unknownOption', { choice: c.id, option: v });
  }
  return null;
}

function linked(log: CampaignLog, gameId: string): boolean {
  return log.scenarios.some((s) => s.attempts.some((a) => a.games.includes(gameId)));
}

function applyParsed(
  def: CampaignDefinition,
  log: CampaignLog,
  input: CampaignInput,
  index: number,
  at: string,
  changes: LogChange[],
): CampaignRejection | null {
  if (input.type === 'start') {
    if (log.started) return reject('alreadyStarted');
    const n = input.heroes.length;
    if (n < def.players.min || n > def.players.max)
      return reject('badPlayerCount', { min: def.players.min, max: def.players.max });
    const keys = new Set(input.heroes.map((h) => h.key));
    const identities = new Set(input.heroes.map((h) => h.identity));
    if (keys.size !== n || identities.size !== n) return reject('duplicateHero');
    if (input.expert && !def.expertCampaign) return reject('expertNotOffered');
    log.started = true;
    log.expert = input.expert;
    const heroSections = log.sections.filter((s) => s.type === 'heroCounter');
    log.heroes = input.heroes.map((h) => ({
      key: h.key,
      identity: h.identity,
      player: h.player,
      aspects: [...h.aspects],
      deck: h.deck ? { ...h.deck } : null,
      counters: Object.fromEntries(heroSections.map((s) => [s.id, heroInitialOf(def, s)])),
      notes: {},
    }));
    changes.push({ kind: 'started', heroes: log.heroes.map((h) => h.key), expert: input.expert });
    const ctx = context(def, log, index, changes);
    applyEffects(ctx, def.setup);
    if (input.expert) applyEffects(ctx, def.expertSetup);
    if (!def.freeForm && log.scenarios.length > 0 && !log.finished) {
      log.scenarios[0].status = 'next';
      log.next = log.scenarios[0].id;
      changes.push({ kind: 'scenario', scenario: log.next, status: 'next', attempt: 0 });
    }
    return null;
  }
  if (!log.started) return reject('notStarted');

  switch (input.type) {
    case 'scenario.start': {
      if (log.finished) return reject('finished');
      const open = openAttempt(log);
      if (open) return reject('attemptOpen', { scenario: open.scenario.id });
      const started = startAttempt(def, log, input, index, at, changes);
      return 'code' in started ? started : null;
    }
    case 'scenario.modes': {
      const open = openAttempt(log);
      if (!open || open.scenario.id !== input.scenario) return reject('noOpenAttempt', { scenario: input.scenario });
      const sdef = def.freeForm ? null : (def.scenarios.find((s) => s.id === input.scenario) ?? null);
      const problem = modesProblem(sdef, input.modes);
      if (problem) return problem;
      open.attempt.modes = { ...input.modes };
      changes.push({ kind: 'modes', scenario: input.scenario, modes: { ...input.modes } });
      return null;
    }
    case 'scenario.link': {
      const slog = log.scenarios.find((s) => s.id === input.scenario);
      const attempt = slog?.attempts[slog.attempts.length - 1];
      if (!slog || !attempt) return reject('noOpenAttempt', { scenario: input.scenario });
      if (linked(log, input.gameId)) return reject('gameAlreadyLinked', { gameId: input.gameId });
      attempt.games.push(input.gameId);
      changes.push({ kind: 'game', scenario: slog.id, gameId: input.gameId });
      return null;
    }
    case 'scenario.result': {
      if (log.finished) return reject('finished');
      const open = openAttempt(log);
      if (open && open.scenario.id !== input.scenario) return reject('attemptOpen', { scenario: open.scenario.id });
      const found = scenarioFor(def, log, input.scenario);
      if ('code' in found) return found;
      const early = resolveProblem(found.def, log, input) ?? decksProblem(log, input.decks);
      if (early) return early;
      if (input.gameId && linked(log, input.gameId) && !open?.attempt.games.includes(input.gameId))
        return reject('gameAlreadyLinked', { gameId: input.gameId });
      let slog: ScenarioLog;
      let attempt: AttemptLog;
      if (open) {
        ({ scenario: slog, attempt } = open);
        if (input.modes) {
          const problem = modesProblem(found.def, input.modes);
          if (problem) return problem;
          attempt.modes = { ...input.modes };
        }
        if (input.decks) attempt.decks = { ...attempt.decks, ...useDecks(log, input.decks, changes) };
      } else {
        // A result recorded straight from a real table: the attempt starts and ends with this input.
        const started = startAttempt(def, log, input, index, at, changes);
        if ('code' in started) return started;
        ({ slog, attempt } = started);
      }
      attempt.outcome = input.outcome;
      attempt.heroes = Object.fromEntries(log.heroes.map((h) => [h.key, input.heroes?.[h.key] ?? 'ok']));
      attempt.records = { ...(input.records ?? {}) };
      attempt.choices = { ...(input.choices ?? {}) };
      attempt.note = input.note ?? '';
      attempt.resolvedAt = index;
      attempt.resolvedOn = at;
      if (input.gameId && !attempt.games.includes(input.gameId)) {
        attempt.games.push(input.gameId);
        changes.push({ kind: 'game', scenario: slog.id, gameId: input.gameId });
      }
      if (found.def)
        applyEffects(context(def, log, index, changes, found.def, attempt), found.def.resolutions[input.outcome]);
      if (log.finished) {
        slog.status = input.outcome;
        changes.push({ kind: 'scenario', scenario: slog.id, status: slog.status, attempt: attempt.n });
        return null;
      }
      if (!found.def) {
        slog.status = input.outcome;
        changes.push({ kind: 'scenario', scenario: slog.id, status: slog.status, attempt: attempt.n });
        return null;
      }
      const onLoss = found.def.onLoss;
      if (input.outcome === 'won' || onLoss === 'continue') {
        slog.status = input.outcome;
        changes.push({ kind: 'scenario', scenario: slog.id, status: slog.status, attempt: attempt.n });
        advance(log, slog, changes);
      } else {
        // Lost: replay it (a card removed meanwhile stays removed, §6.1), or the players may choose to go on.
        slog.status = 'next';
        slog.canAdvance = onLoss === 'choose';
        log.next = slog.id;
        changes.push({ kind: 'scenario', scenario: slog.id, status: 'next', attempt: attempt.n });
      }
      return null;
    }
    case 'scenario.advance': {
      if (log.finished) return reject('finished');
      const slog = log.scenarios.find((s) => s.id === input.scenario);
      if (!slog) return reject('unknownScenario', { scenario: input.scenario });
      if (!slog.canAdvance || slog.status !== 'next') return reject('cannotAdvance', { scenario: input.scenario });
      slog.status = 'lost';
      slog.canAdvance = false;
      changes.push({ kind: 'scenario', scenario: slog.id, status: 'lost', attempt: slog.attempts.length });
      advance(log, slog, changes);
      return null;
    }
    case 'card.add': {
      if (def.campaignCards && !def.campaignCards.some((c) => c.code === input.card))
        return reject('foreignCard', { card: input.card });
      if (log.removedCards.some((c) => c.card === input.card)) return reject('cardRemoved', { card: input.card });
      if (log.campaignCards.some((c) => c.card === input.card))
        return reject('cardAlreadyGained', { card: input.card });
      if (input.owner !== null && !log.heroes.some((h) => h.key === input.owner))
        return reject('unknownHero', { hero: input.owner });
      gainCard(context(def, log, index, changes, null, openAttempt(log)?.attempt ?? null), input.card, input.owner);
      return null;
    }
    case 'card.owner': {
      const held = log.campaignCards.find((c) => c.card === input.card);
      if (!held) return reject('cardNotGained', { card: input.card });
      if (input.owner !== null && !log.heroes.some((h) => h.key === input.owner))
        return reject('unknownHero', { hero: input.owner });
      if (held.owner === input.owner) return null;
      held.owner = input.owner;
      changes.push({ kind: 'cardOwner', card: input.card, owner: input.owner });
      return null;
    }
    case 'card.remove': {
      if (log.removedCards.some((c) => c.card === input.card)) return reject('cardRemoved', { card: input.card });
      removeCard(context(def, log, index, changes), input.card);
      return null;
    }
    case 'cards.add':
    case 'cards.remove': {
      const s = section(log, input.section);
      if (!s) return reject('unknownSection', { section: input.section });
      if (s.type !== 'cards') return reject('wrongSectionType', { section: input.section, expected: 'cards' });
      const cards = (s.cards ??= []);
      if (input.type === 'cards.add') {
        if (log.removedCards.some((c) => c.card === input.card)) return reject('cardRemoved', { card: input.card });
        if (cards.includes(input.card)) return reject('cardAlreadyListed', { card: input.card });
        cards.push(input.card);
      } else {
        const i = cards.indexOf(input.card);
        if (i < 0) return reject('cardNotListed', { card: input.card });
        cards.splice(i, 1);
      }
      changes.push({ kind: 'cards', section: s.id, card: input.card, added: input.type === 'cards.add' });
      return null;
    }
    case 'counter.set':
    case 'counter.add': {
      const s = section(log, input.section);
      if (!s) return reject('unknownSection', { section: input.section });
      if (s.type !== 'counter') return reject('wrongSectionType', { section: input.section, expected: 'counter' });
      const to = input.type === 'counter.set' ? input.value : (s.value ?? 0) + input.delta;
      if ((s.min !== null && to < s.min) || (s.max !== null && to > s.max))
        return reject('outOfRange', { section: s.id, min: s.min ?? '', max: s.max ?? '' });
      setCounter(context(def, log, index, changes), s, to);
      return null;
    }
    case 'check': {
      const s = section(log, input.section);
      if (!s) return reject('unknownSection', { section: input.section });
      if (s.type !== 'checklist') return reject('wrongSectionType', { section: input.section, expected: 'checklist' });
      const exists = s.items?.some((i) => i.id === input.item);
      if (!exists && !s.custom) return reject('unknownItem', { section: s.id, item: input.item });
      if (!exists && !input.label) return reject('labelRequired', { item: input.item });
      setChecked(context(def, log, index, changes), s, input.item, input.checked, input.label ?? null);
      return null;
    }
    case 'hero.counter': {
      if (!log.heroes.some((h) => h.key === input.hero)) return reject('unknownHero', { hero: input.hero });
      const s = section(log, input.section);
      if (!s) return reject('unknownSection', { section: input.section });
      if (s.type !== 'heroCounter')
        return reject('wrongSectionType', { section: input.section, expected: 'heroCounter' });
      if ((s.min !== null && input.value < s.min) || (s.max !== null && input.value > s.max))
        return reject('outOfRange', { section: s.id, min: s.min ?? '', max: s.max ?? '' });
      setHeroCounter(context(def, log, index, changes), s, input.hero, input.value);
      return null;
    }
    case 'hero.note': {
      const h = log.heroes.find((x) => x.key === input.hero);
      if (!h) return reject('unknownHero', { hero: input.hero });
      const s = section(log, input.section);
      if (!s) return reject('unknownSection', { section: input.section });
      if (s.type !== 'heroNotes') return reject('wrongSectionType', { section: input.section, expected: 'heroNotes' });
      if ((h.notes[s.id] ?? '') === input.text) return null;
      if (input.text === '') delete h.notes[s.id];
      else h.notes[s.id] = input.text;
      changes.push({ kind: 'note', section: s.id, hero: h.key });
      return null;
    }
    case 'note': {
      const s = section(log, input.section);
      if (!s) return reject('unknownSection', { section: input.section });
      if (s.type !== 'notes') return reject('wrongSectionType', { section: input.section, expected: 'notes' });
      (s.lines ??= []).push(input.text);
      changes.push({ kind: 'note', section: s.id, hero: null });
      return null;
    }
    case 'hero.deck': {
      const h = log.heroes.find((x) => x.key === input.hero);
      if (!h) return reject('unknownHero', { hero: input.hero });
      h.deck = input.deck ? { ...input.deck } : null;
      changes.push({ kind: 'deck', hero: h.key, deck: h.deck ? { ...h.deck } : null });
      return null;
    }
    case 'section.add': {
      if (section(log, input.section)) return reject('sectionExists', { section: input.section });
      const min = input.min ?? null;
      const max = input.max ?? null;
      const initial = input.initial ?? min ?? 0;
      if (
        (min !== null && max !== null && min > max) ||
        (min !== null && initial < min) ||
        (max !== null && initial > max)
      )
        return reject('outOfRange', { section: input.section, min: min ?? '', max: max ?? '' });
      const sdef: SectionDef = {
        id: input.section,
        type: input.sectionType,
        key: '',
        initial,
        ...(min !== null ? { min } : {}),
        ...(max !== null ? { max } : {}),
      };
      const s = sectionLog(sdef, true, input.label);
      log.sections.push(s);
      if (s.type === 'heroCounter') for (const h of log.heroes) h.counters[s.id] = initial;
      changes.push({ kind: 'section', section: s.id });
      return null;
    }
    case 'carry': {
      log.carried.push({ key: null, label: input.label, params: {}, at: index, scenario: null });
      changes.push({ kind: 'carry', key: null, label: input.label });
      return null;
    }
  }
  return reject('malformed');
}

function heroInitialOf(def: CampaignDefinition, s: SectionLog): number {
  const d = def.sections.find((x) => x.id === s.id);
  return d ? heroInitial(d) : heroInitial(s);
}

/**
 * Apply one input (index = its position in the list, `at` = when it was made). Returns a new log;
 * the given one is never modified. Never throws: anything unexpected is `campaign.malformed`.
 */
export function applyInput(
  def: CampaignDefinition,
  log: CampaignLog,
  input: unknown,
  index: number,
  at: string,
): ApplyResult {
  const parsed = campaignInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      rejection: reject('malformed', { path: issue ? issue.path.join('.') : '', issue: issue?.code ?? '' }),
    };
  }
  try {
    // History entries are never changed once written: share them instead of copying (keeps replay near linear).
    const { history, ...rest } = log;
    const next: CampaignLog = { ...cloneJson(rest), history: history.slice() };
    const changes: LogChange[] = [];
    const problem = applyParsed(def, next, parsed.data, index, at, changes);
    if (problem) return { ok: false, rejection: problem };
    next.history.push({ index, type: parsed.data.type, at, changes });
    return { ok: true, log: next };
  } catch {
    return { ok: false, rejection: reject('malformed', { path: '', issue: 'internal' }) };
  }
}

/** Deep copy of plain JSON data (several times faster than structuredClone for small objects). */
function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = cloneJson((value as Record<string, unknown>)[k]);
  return out as T;
}

export interface Derived {
  log: CampaignLog;
  /** Inputs the definition refused during the replay (skipped; the log is as if they were absent). */
  rejected: Array<{ index: number; rejection: CampaignRejection }>;
}

/** Replay every input through the definition. */
export function deriveLog(
  def: CampaignDefinition,
  entries: readonly InputEntry[] | ReadonlyArray<{ input: unknown; at: string }>,
): Derived {
  let log = emptyLog(def);
  const rejected: Derived['rejected'] = [];
  entries.forEach((e, index) => {
    const r = applyInput(def, log, e.input, index, e.at);
    if (r.ok) log = r.log;
    else rejected.push({ index, rejection: r.rejection });
  });
  return { log, rejected };
}
