import type { CampaignDefinition, CampaignInputArg, Modes } from '../../../../../core/games/marvel-champions/campaign';
import type { MessageRef } from './text';

/**
 * The "Record a result" form, built from the definition's scenario: won/lost, each hero's outcome,
 * the records the scenario asks for (with their bounds), the choices asked for this outcome, a
 * note. Pure: the dialog keeps a draft, asks for its problems and turns it into one
 * `scenario.result` input. The backend checks it all again (a rejection changes nothing).
 */
type ScenarioDef = CampaignDefinition['scenarios'][number];
export type RecordDef = ScenarioDef['records'][number];
export type ChoiceDef = ScenarioDef['choices'][number];
export type Outcome = 'won' | 'lost';
export type HeroOutcome = 'ok' | 'eliminated';

export interface ResultSpec {
  records: RecordDef[];
  choices: ChoiceDef[];
  /** Hero keys (h1…) in order. */
  heroes: string[];
}

export interface ResultDraft {
  outcome: Outcome | null;
  heroes: Record<string, HeroOutcome>;
  records: Record<string, number | null>;
  choices: Record<string, string | null>;
  note: string;
}

export const NOTE_MAX = 2000;

export function specFor(def: CampaignDefinition | null, scenarioId: string | null, heroes: string[]): ResultSpec {
  const sdef = def && scenarioId ? def.scenarios.find((s) => s.id === scenarioId) : undefined;
  return { records: sdef ? [...sdef.records] : [], choices: sdef ? [...sdef.choices] : [], heroes: [...heroes] };
}

export function emptyDraft(spec: ResultSpec): ResultDraft {
  return {
    outcome: null,
    heroes: Object.fromEntries(spec.heroes.map((h) => [h, 'ok' as const])),
    records: Object.fromEntries(spec.records.map((r) => [r.id, null])),
    choices: Object.fromEntries(spec.choices.map((c) => [c.id, null])),
    note: '',
  };
}

/** The choices asked for this outcome (all of them while no outcome is picked). */
export function askedChoices(spec: ResultSpec, outcome: Outcome | null): ChoiceDef[] {
  return spec.choices.filter((c) => c.when === undefined || outcome === null || c.when === outcome);
}

export interface FieldProblem {
  /** `outcome`, `record.<id>`, `choice.<id>`, `note`. */
  field: string;
  message: MessageRef;
}

/** What keeps the draft from being sent, per field, in form order. */
export function draftProblems(
  spec: ResultSpec,
  draft: ResultDraft,
  opts: { needOutcome?: boolean } = {},
): FieldProblem[] {
  const out: FieldProblem[] = [];
  if ((opts.needOutcome ?? true) && draft.outcome === null)
    out.push({ field: 'outcome', message: { key: 'campaigns.result.problems.outcome' } });
  for (const r of spec.records) {
    const v = draft.records[r.id];
    if (v === null || v === undefined || !Number.isFinite(v))
      out.push({ field: `record.${r.id}`, message: { key: 'campaigns.result.problems.record' } });
    else if (!Number.isInteger(v) || v < r.min || v > r.max)
      out.push({
        field: `record.${r.id}`,
        message: { key: 'campaigns.result.problems.range', params: { min: r.min, max: r.max } },
      });
  }
  for (const c of askedChoices(spec, draft.outcome)) {
    if (!draft.choices[c.id])
      out.push({ field: `choice.${c.id}`, message: { key: 'campaigns.result.problems.choice' } });
  }
  if (draft.note.length > NOTE_MAX)
    out.push({ field: 'note', message: { key: 'campaigns.result.problems.note', params: { max: NOTE_MAX } } });
  return out;
}

/** Records, choices (only those asked for the outcome), heroes and note of a draft, as the API takes them. */
export function resultParts(
  spec: ResultSpec,
  draft: ResultDraft,
): {
  heroes: Record<string, HeroOutcome>;
  records: Record<string, number>;
  choices: Record<string, string>;
  note?: string;
} {
  const records: Record<string, number> = {};
  for (const r of spec.records) {
    const v = draft.records[r.id];
    if (typeof v === 'number') records[r.id] = v;
  }
  const choices: Record<string, string> = {};
  for (const c of askedChoices(spec, draft.outcome)) {
    const v = draft.choices[c.id];
    if (v) choices[c.id] = v;
  }
  const heroes: Record<string, HeroOutcome> = {};
  for (const h of spec.heroes) heroes[h] = draft.heroes[h] ?? 'ok';
  const note = draft.note.trim();
  return { heroes, records, choices, ...(note ? { note } : {}) };
}

/**
 * The `scenario.result` input. `modes` go with it when no attempt is open (a result recorded
 * straight from a real table); `label` names a free-form scenario.
 */
export function toResultInput(
  spec: ResultSpec,
  draft: ResultDraft,
  scenario: { id: string; label?: string },
  modes?: Modes,
): Extract<CampaignInputArg, { type: 'scenario.result' }> {
  if (draft.outcome === null) throw new Error('no outcome');
  const parts = resultParts(spec, draft);
  return {
    type: 'scenario.result',
    scenario: scenario.id,
    ...(scenario.label ? { label: scenario.label } : {}),
    outcome: draft.outcome,
    heroes: parts.heroes,
    ...(Object.keys(parts.records).length ? { records: parts.records } : {}),
    ...(Object.keys(parts.choices).length ? { choices: parts.choices } : {}),
    ...(parts.note ? { note: parts.note } : {}),
    ...(modes ? { modes } : {}),
  };
}

/**
 * `campaigns.recordFromGame` arguments: won/lost and the heroes the game saw defeated come from the
 * game itself; the form adds the records, the choices, a note, and only the heroes the players mark
 * as eliminated beyond that (sending "ok" would overrule what the game knows).
 */
export function recordFromGameArgs(
  spec: ResultSpec,
  draft: ResultDraft,
  gameId: string,
): {
  gameId: string;
  records?: Record<string, number>;
  choices?: Record<string, string>;
  heroes?: Record<string, 'eliminated'>;
  note?: string;
} {
  const parts = resultParts(spec, draft);
  const eliminated = Object.fromEntries(Object.entries(parts.heroes).filter(([, o]) => o === 'eliminated')) as Record<
    string,
    'eliminated'
  >;
  return {
    gameId,
    ...(Object.keys(parts.records).length ? { records: parts.records } : {}),
    ...(Object.keys(parts.choices).length ? { choices: parts.choices } : {}),
    ...(Object.keys(eliminated).length ? { heroes: eliminated } : {}),
    ...(parts.note ? { note: parts.note } : {}),
  };
}

/** What a finished saved game says (any seat winning = the players won; §1 co-op). */
export function gameOutcome(game: {
  finished: boolean;
  outcome: { result: Record<string, 'win' | 'loss' | 'draw'> } | null;
}): Outcome | null {
  if (!game.finished || !game.outcome) return null;
  return Object.values(game.outcome.result).includes('win') ? 'won' : 'lost';
}

/**
 * An id for a new free-form scenario or section from its name: letters and digits of the name
 * (accents dropped), unique among `taken`; the API allows `[A-Za-z0-9][A-Za-z0-9._-]{0,63}`.
 */
export function slugId(label: string, taken: Iterable<string>, fallback = 's'): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const id = `${base}-${n}`;
    if (!used.has(id)) return id;
  }
}
