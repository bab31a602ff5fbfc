/**
 * Edge of Darkness: the one content validator (issue 16 §4 and "Bad input"). A content file — the bundled
 * set or a user's from the content editor — is refused whole when anything in it is wrong: every problem is
 * reported with its JSON path, the line when the file's text is given, a reason code and parameters (the
 * renderer translates `eod.content.problems.<code>`), and nothing from a refused file is returned.
 *
 * Checks: the shapes (./effects.ts, zod), unknown effects and costs, duplicate ids (one namespace for the
 * whole file, and none of `takenIds`), advancements at unknown locations, impossible slot rules (an advancement offering no slot
 * variant), dispatch/return where no location is linked (§4.7: starter cards and their threats belong to no
 * location), unknown scripts, player-count marks on guild cards (§3.2 step 7) and Citizens without their
 * Battle Strength (§2.5).
 */
import type { $ZodIssue } from 'zod/v4/core';
import {
  EOD_SCRIPT_IDS,
  LOCATION_LINKED_OPS,
  contentFileSchema,
  type Ability,
  type ContentFile,
  type Effect,
  type Threat,
} from './effects';
import { SLOTS } from './ids';
import { jsonPath, lineOf, parseJsonSource } from '../../../platform/json-source';
import { CITIZEN_BATTLE_STRENGTH } from './resources';

export const CONTENT_PROBLEM_CODES = [
  'json_syntax',
  'wrong_type',
  'missing_field',
  'unknown_field',
  'unknown_slot',
  'unknown_effect',
  'unknown_cost',
  'unknown_value',
  'too_small',
  'too_large',
  'bad_format',
  'empty_text',
  'duplicate_id',
  'id_taken',
  'unknown_location',
  'no_slot_variant',
  'no_associated_location',
  'unknown_script',
  'mark_on_guild_card',
  'citizen_without_battle',
  'invalid',
] as const;
export type ContentProblemCode = (typeof CONTENT_PROBLEM_CODES)[number];

export interface ContentProblem {
  readonly code: ContentProblemCode;
  /** Where, as `$.advancements[3].contact.abilities[0].effects[1]`. */
  readonly path: string;
  /** 1-based line of that value in the file's text (only when the text was given). */
  readonly line?: number;
  readonly params: Readonly<Record<string, string | number>>;
}

export type ContentResult = { ok: true; content: ContentFile } | { ok: false; problems: ContentProblem[] };

export interface ContentOptions {
  /** Script ids the engine implements (default {@link EOD_SCRIPT_IDS}). */
  readonly scripts?: readonly string[];
  /** Locations defined elsewhere (e.g. the bundled set) that this file's advancements may name. */
  readonly knownLocations?: readonly string[];
  /** Ids other content already uses (e.g. the bundled set): this file may not reuse them (`id_taken`). */
  readonly takenIds?: readonly string[];
}

/** At most this many problems are reported (the file is refused either way). */
export const MAX_PROBLEMS = 100;

/** Validates a content file's text: a syntax error is reported with its line and column. */
export function validateContentText(text: string, options: ContentOptions = {}): ContentResult {
  const parsed = parseJsonSource(text);
  if (!parsed.ok) {
    return {
      ok: false,
      problems: [{ code: 'json_syntax', path: '$', line: parsed.line, params: { column: parsed.column } }],
    };
  }
  return validate(parsed.value, options, (parts) => lineOf(parsed.lines, parts));
}

/** Validates a content file already read as a JSON value. */
export function validateContent(value: unknown, options: ContentOptions = {}): ContentResult {
  return validate(value, options, () => undefined);
}

type Parts = readonly PropertyKey[];

function validate(
  value: unknown,
  options: ContentOptions,
  lineAt: (parts: Parts) => number | undefined,
): ContentResult {
  const problems: ContentProblem[] = [];
  const report = (code: ContentProblemCode, parts: Parts, params: Record<string, string | number> = {}) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const line = lineAt(parts);
    problems.push({ code, path: jsonPath(parts), ...(line === undefined ? {} : { line }), params });
  };

  const shape = contentFileSchema.safeParse(value);
  if (!shape.success) {
    for (const issue of shape.error.issues) reportIssue(issue, value, report);
    return { ok: false, problems };
  }
  const content = shape.data;
  checkMeaning(content, options, report);
  return problems.length ? { ok: false, problems } : { ok: true, content };
}

type Report = (code: ContentProblemCode, parts: Parts, params?: Record<string, string | number>) => void;

function at(value: unknown, parts: Parts): unknown {
  let v = value;
  for (const p of parts) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, p)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

function shown(v: unknown): string {
  if (typeof v === 'string') return v.slice(0, 60);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return Array.isArray(v) ? 'array' : typeof v;
}

/** One zod issue → our codes, named by path. */
function reportIssue(issue: $ZodIssue, input: unknown, report: Report): void {
  const parts = issue.path;
  const here = at(input, parts);
  switch (issue.code) {
    case 'invalid_type':
      if (here === undefined) report('missing_field', parts, { field: String(parts[parts.length - 1] ?? '') });
      else report('wrong_type', parts, { expected: issue.expected, got: shown(here) });
      return;
    case 'unrecognized_keys': {
      const inVariants = parts[parts.length - 1] === 'variants';
      for (const key of issue.keys) {
        if (inVariants) report('unknown_slot', [...parts, key], { slot: key, slots: SLOTS.join(', ') });
        else report('unknown_field', [...parts, key], { field: key });
      }
      return;
    }
    case 'invalid_union': {
      const disc = 'discriminator' in issue ? issue.discriminator : undefined;
      if (here === undefined) report('missing_field', parts, { field: String(parts[parts.length - 1] ?? '') });
      else if (disc === 'op') report('unknown_effect', parts, { op: shown(here) });
      else if (disc === 'kind') report('unknown_cost', parts, { kind: shown(here) });
      else {
        const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : [];
        report('unknown_value', parts, { value: shown(here), allowed: options.map(String).join(', ') });
      }
      return;
    }
    case 'invalid_value':
      if (here === undefined) report('missing_field', parts, { field: String(parts[parts.length - 1] ?? '') });
      else report('unknown_value', parts, { value: shown(here), allowed: issue.values.map(String).join(', ') });
      return;
    case 'too_small':
      report('too_small', parts, {
        value: Array.isArray(here) ? here.length : shown(here),
        limit: Number(issue.minimum),
      });
      return;
    case 'too_big':
      report('too_large', parts, {
        value: Array.isArray(here) ? here.length : shown(here),
        limit: Number(issue.maximum),
      });
      return;
    case 'invalid_format':
      report('bad_format', parts, { value: shown(here) });
      return;
    case 'custom':
      report(issue.message === 'empty_text' ? 'empty_text' : 'invalid', parts, {});
      return;
    default:
      report('invalid', parts, {});
  }
}

function checkMeaning(content: ContentFile, options: ContentOptions, report: Report): void {
  const scripts = new Set(options.scripts ?? EOD_SCRIPT_IDS);
  const seen = new Map<string, string>();
  const taken = new Set(options.takenIds ?? []);
  const id = (value: string, parts: Parts) => {
    const first = seen.get(value);
    if (first !== undefined) report('duplicate_id', parts, { id: value, first });
    else if (taken.has(value)) report('id_taken', parts, { id: value });
    seen.set(value, first ?? jsonPath(parts));
  };
  const locations = content.locations ?? [];
  const advancements = content.advancements ?? [];
  const starters = content.starters ?? [];
  locations.forEach((l, i) => id(l.id, ['locations', i, 'id']));
  advancements.forEach((a, i) => id(a.id, ['advancements', i, 'id']));
  starters.forEach((s, i) => id(s.id, ['starters', i, 'id']));

  const locationIds = new Set([...locations.map((l) => l.id), ...(options.knownLocations ?? [])]);

  const effects = (list: readonly Effect[], parts: Parts, linked: boolean) =>
    list.forEach((e, k) => {
      if (!linked && LOCATION_LINKED_OPS.includes(e.op)) report('no_associated_location', [...parts, k], { op: e.op });
      if (e.op === 'script' && !scripts.has(e.id)) report('unknown_script', [...parts, k, 'id'], { script: e.id });
    });
  const abilities = (list: readonly Ability[], parts: Parts, linked: boolean) =>
    list.forEach((a, j) => {
      (a.cost ?? []).forEach((c, k) => {
        if (c.kind === 'return-agents' && !linked) {
          report('no_associated_location', [...parts, j, 'cost', k], { op: c.kind });
        }
      });
      effects(a.effects, [...parts, j, 'effects'], linked);
    });
  const threat = (t: Threat, parts: Parts, linked: boolean) => {
    effects(t.rewards, [...parts, 'rewards'], linked);
    if (t.onAttack) effects(t.onAttack, [...parts, 'onAttack'], linked);
  };

  locations.forEach((l, i) => abilities(l.abilities, ['locations', i, 'abilities'], true));
  advancements.forEach((a, i) => {
    if (!locationIds.has(a.location)) report('unknown_location', ['advancements', i, 'location'], { id: a.location });
    if (!SLOTS.some((s) => (a.variants[s] ?? 0) > 0)) report('no_slot_variant', ['advancements', i, 'variants']);
    abilities(a.contact.abilities, ['advancements', i, 'contact', 'abilities'], true);
    threat(a.threat, ['advancements', i, 'threat'], true);
  });
  starters.forEach((s, i) => {
    if (s.guild !== null && s.mark !== null) report('mark_on_guild_card', ['starters', i, 'mark'], { mark: s.mark });
    if (s.kind === 'citizen' && battleOf(s.contact.abilities) < CITIZEN_BATTLE_STRENGTH) {
      report('citizen_without_battle', ['starters', i, 'contact']);
    }
    abilities(s.contact.abilities, ['starters', i, 'contact', 'abilities'], false);
    threat(s.threat, ['starters', i, 'threat'], false);
  });
}

/** Battle Strength a contact gives without a cost (a Citizen's 1 BS, §2.5). */
function battleOf(list: readonly Ability[]): number {
  let total = 0;
  for (const a of list) {
    if (a.cost?.length) continue;
    for (const e of a.effects) if (e.op === 'battle') total += e.n ?? 1;
  }
  return total;
}
