/**
 * Edge of Darkness content editor: the form's model (issue 16 Build 4). The renderer imports core only as
 * types, so the vocabulary's choices are listed here against the types (the compiler checks every op has its
 * fields); what is valid is the backend's one validator (data/content-validate.ts) through `content.validate`.
 */
import type { ContentProblemInfo } from '../../../../../core/api/content';
import type { EffectOp } from '../../../../../core/games/edge-of-darkness/data/effects';
import type { GuildId, LocationType, StarterKind } from '../../../../../core/games/edge-of-darkness/data/ids';

export type Kind = 'location' | 'advancement' | 'starter';
export const KINDS: readonly Kind[] = ['location', 'advancement', 'starter'];
export const LANGS = ['en', 'tr', 'de', 'hu'] as const;
export const SLOTS = ['top', 'middle', 'bottom'] as const;
export const LOCATION_TYPES: readonly LocationType[] = [
  'allegiance',
  'hunt',
  'train',
  'battle',
  'coins',
  'defense',
  'other',
];
export const GUILDS: readonly GuildId[] = ['anointed', 'carnival', 'fede', 'gilded'];
export const STARTER_KINDS: readonly StarterKind[] = ['citizen', 'patrician'];

/** The fields each effect op has (§4.7), beside `op`. */
export type EffectField = 'res' | 'n' | 'from' | 'action' | 'id';
export const EFFECT_FIELDS: Readonly<Record<EffectOp, readonly EffectField[]>> = {
  gain: ['res', 'n'],
  lose: ['res', 'n'],
  battle: ['n'],
  dispatch: ['n'],
  return: ['n'],
  train: ['n'],
  claim: ['from'],
  hunt: [],
  draw: ['n'],
  cubes: ['action', 'n'],
  defense: ['n'],
  tower: ['action', 'n'],
  script: ['id'],
};
export const EFFECT_OPS = Object.keys(EFFECT_FIELDS) as EffectOp[];

/** Choices of an op's enumerated field. */
export function choicesOf(op: EffectOp, field: 'res' | 'from' | 'action'): readonly string[] {
  if (field === 'res')
    return op === 'gain' ? ['coin', 'influence', 'goodwill', 'prestige'] : ['coin', 'influence', 'goodwill'];
  if (field === 'from') return ['street', 'hand', 'this'];
  return op === 'cubes'
    ? ['draw-to-zone', 'drop-in-tower', 'set-aside-from-tray', 'return-from-zone']
    : ['replace-card', 'move-cubes'];
}

export const COST_KINDS = ['pay', 'return-agents'] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** The form's values: numbers may be empty (null) while typed; `clean` makes the file's JSON of them. */
export interface EffectDraft {
  op: EffectOp;
  res: string;
  n: number | null;
  from: string;
  action: string;
  id: string;
}
export interface CostDraft {
  kind: CostKind;
  res: string;
  n: number | null;
}
export interface AbilityDraft {
  cost: CostDraft[];
  effects: EffectDraft[];
  limit: '' | 'once-per-turn' | 'unlimited';
}
export type Names = Record<(typeof LANGS)[number], string>;
export interface Draft {
  id: string;
  name: Names;
  note: Names;
  // location
  types: LocationType[];
  // advancement
  location: string;
  variants: Record<(typeof SLOTS)[number], number | null>;
  // starter
  starterKind: StarterKind;
  guild: GuildId | '';
  mark: '' | '3' | '4';
  // advancement and starter
  cubes: number | null;
  abilities: AbilityDraft[];
  damage: number | null;
  rewards: EffectDraft[];
}

const noNames = (): Names => ({ en: '', tr: '', de: '', hu: '' });

export function newEffect(op: EffectOp = 'gain'): EffectDraft {
  const draft: EffectDraft = { op, res: '', n: null, from: '', action: '', id: '' };
  return withDefaults(draft);
}

/** An op's enumerated fields set to their first choice when empty or not allowed (after a change of op). */
export function withDefaults(e: EffectDraft): EffectDraft {
  const fields = EFFECT_FIELDS[e.op];
  const pick = (field: 'res' | 'from' | 'action', now: string) => {
    const choices = choicesOf(e.op, field);
    return fields.includes(field) ? (choices.includes(now) ? now : choices[0]!) : '';
  };
  return { ...e, res: pick('res', e.res), from: pick('from', e.from), action: pick('action', e.action) };
}

export function newAbility(): AbilityDraft {
  return { cost: [], effects: [newEffect()], limit: '' };
}

export function blank(kind: Kind): Draft {
  return {
    id: '',
    name: noNames(),
    note: noNames(),
    types: kind === 'location' ? ['coins'] : [],
    location: '',
    variants: { top: 1, middle: null, bottom: null },
    starterKind: 'citizen',
    guild: '',
    mark: '',
    cubes: 0,
    abilities: kind === 'location' ? [newAbility()] : [{ cost: [], effects: [newEffect('battle')], limit: '' }],
    damage: 1,
    rewards: [newEffect('gain')],
  };
}

const names = (n: Names): Record<string, string> | undefined => {
  const out: Record<string, string> = {};
  for (const l of LANGS) if (n[l].trim()) out[l] = n[l].trim();
  return Object.keys(out).length ? out : undefined;
};

function cleanEffect(e: EffectDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { op: e.op };
  for (const f of EFFECT_FIELDS[e.op]) {
    if (f === 'n') {
      if (e.n !== null) out.n = e.n;
    } else out[f] = e[f];
  }
  return out;
}

function cleanAbility(a: AbilityDraft, withLimit: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (a.cost.length)
    out.cost = a.cost.map((c) => (c.kind === 'pay' ? { kind: c.kind, res: c.res, n: c.n } : { kind: c.kind, n: c.n }));
  out.effects = a.effects.map(cleanEffect);
  if (withLimit && a.limit) out.limit = a.limit;
  return out;
}

/** The item as the content file holds it (the validator judges it; nothing is fixed up silently). */
export function clean(kind: Kind, d: Draft): Record<string, unknown> {
  const note = names(d.note);
  const name = names(d.name) ?? {};
  const contact = { cubes: d.cubes, abilities: d.abilities.map((a) => cleanAbility(a, false)) };
  const threat = { damage: d.damage, rewards: d.rewards.map(cleanEffect) };
  if (kind === 'location')
    return {
      id: d.id,
      name,
      types: [...d.types],
      abilities: d.abilities.map((a) => cleanAbility(a, true)),
      ...(note ? { note } : {}),
    };
  if (kind === 'advancement') {
    const variants: Record<string, number> = {};
    for (const s of SLOTS) if (d.variants[s] !== null) variants[s] = d.variants[s]!;
    return { id: d.id, location: d.location, name, variants, contact, threat, ...(note ? { note } : {}) };
  }
  return {
    id: d.id,
    name,
    kind: d.starterKind,
    guild: d.guild || null,
    mark: d.mark ? Number(d.mark) : null,
    contact,
    threat,
  };
}

/** A saved item back into the form (the backend's validator accepted it, so the shapes hold). */
export function draftOf(kind: Kind, value: unknown): Draft {
  const v = value as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- validated content JSON
  const d = blank(kind);
  const namesOf = (n: Record<string, string> | undefined): Names => ({ ...noNames(), ...(n ?? {}) });
  const effect = (e: Record<string, unknown>): EffectDraft =>
    withDefaults({
      op: e.op as EffectOp,
      res: (e.res as string) ?? '',
      n: typeof e.n === 'number' ? e.n : null,
      from: (e.from as string) ?? '',
      action: (e.action as string) ?? '',
      id: (e.id as string) ?? '',
    });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- validated content JSON
  const ability = (a: Record<string, any>): AbilityDraft => ({
    cost: (a.cost ?? []).map((c: Record<string, unknown>) => ({
      kind: c.kind as CostKind,
      res: (c.res as string) ?? 'coin',
      n: typeof c.n === 'number' ? c.n : null,
    })),
    effects: (a.effects ?? []).map(effect),
    limit: a.limit ?? '',
  });
  d.id = v.id ?? '';
  d.name = namesOf(v.name);
  d.note = namesOf(v.note);
  if (kind === 'location') {
    d.types = [...(v.types ?? [])];
    d.abilities = (v.abilities ?? []).map(ability);
    return d;
  }
  d.cubes = v.contact?.cubes ?? 0;
  d.abilities = (v.contact?.abilities ?? []).map(ability);
  d.damage = v.threat?.damage ?? 0;
  d.rewards = (v.threat?.rewards ?? []).map(effect);
  if (kind === 'advancement') {
    d.location = v.location ?? '';
    d.variants = {
      top: v.variants?.top ?? null,
      middle: v.variants?.middle ?? null,
      bottom: v.variants?.bottom ?? null,
    };
  } else {
    d.starterKind = v.kind ?? 'citizen';
    d.guild = v.guild ?? '';
    d.mark = v.mark === 3 || v.mark === 4 ? (String(v.mark) as '3' | '4') : '';
  }
  return d;
}

/** A problem as a sentence: where (the line, else the field) and why (the validator's reason). */
export function problemText(
  t: (key: string, params?: Record<string, unknown>) => string,
  p: ContentProblemInfo,
): string {
  const reason = t(`eod.content.problems.${p.code}`, p.params);
  if (p.line !== undefined) return t('eodContent.problem.atLine', { line: p.line, path: p.path, reason });
  return p.path === '$' ? reason : t('eodContent.problem.atField', { path: p.path.replace(/^\$\./, ''), reason });
}
