/**
 * Edge of Darkness: a user's own content (issue 16 Build 4) as the platform stores it
 * (core/platform/content.ts): locations, advancements and starter cards, one item each, checked by the one
 * validator (data/content-validate.ts) beside our bundled set — a user's advancement may stand at one of our
 * locations, and no id of ours may be taken. Exported as a content file of the same format as the bundled
 * set; a file exported here imports back as it was.
 */
import type { ContentDefinition, ContentItem, ContentProblem } from '../../../platform/content';
import { relativeTo } from '../../../platform/content';
import type { EngineDeps } from '../../../platform/definition';
import { validateContent, validateContentText, type ContentOptions } from '../data/content-validate';
import {
  CONTENT_FORMAT,
  CONTENT_VERSION,
  type AdvancementDef,
  type ContentFile,
  type LocalizedText,
  type LocationDef,
  type StarterDef,
} from '../data/effects';
import { ORIGINAL_CONTENT } from './original';

/** The kinds of item, and where a content file keeps each. */
export const EOD_CONTENT_KINDS = ['location', 'advancement', 'starter'] as const;
export type EodContentKind = (typeof EOD_CONTENT_KINDS)[number];
const LIST: Record<EodContentKind, 'locations' | 'advancements' | 'starters'> = {
  location: 'locations',
  advancement: 'advancements',
  starter: 'starters',
};

/** The id and name of the file a user's content travels in (stored data, not UI text). */
export const USER_CONTENT_FILE_ID = 'user-content';
const USER_CONTENT_NAME: LocalizedText = {
  en: 'My content',
  tr: 'İçeriğim',
  de: 'Meine Inhalte',
  hu: 'Saját tartalom',
};

const BUNDLED_IDS: readonly string[] = [
  ...(ORIGINAL_CONTENT.locations ?? []).map((l) => l.id),
  ...(ORIGINAL_CONTENT.advancements ?? []).map((a) => a.id),
  ...(ORIGINAL_CONTENT.starters ?? []).map((s) => s.id),
];
const BUNDLED_LOCATIONS: readonly string[] = (ORIGINAL_CONTENT.locations ?? []).map((l) => l.id);

const isKind = (k: string): k is EodContentKind => (EOD_CONTENT_KINDS as readonly string[]).includes(k);

/** The content file holding these items (validated items; others are ignored). */
export function userContentFile(items: readonly ContentItem[]): ContentFile {
  const file: ContentFile = {
    format: CONTENT_FORMAT,
    version: CONTENT_VERSION,
    id: USER_CONTENT_FILE_ID,
    name: USER_CONTENT_NAME,
  };
  const of = (kind: EodContentKind) => items.filter((i) => i.kind === kind).map((i) => i.value);
  const locations = of('location') as LocationDef[];
  const advancements = of('advancement') as AdvancementDef[];
  const starters = of('starter') as StarterDef[];
  if (locations.length) file.locations = locations;
  if (advancements.length) file.advancements = advancements;
  if (starters.length) file.starters = starters;
  return file;
}

function itemsOf(file: ContentFile): ContentItem[] {
  return [
    ...(file.locations ?? []).map((value) => ({ kind: 'location', id: value.id, value })),
    ...(file.advancements ?? []).map((value) => ({ kind: 'advancement', id: value.id, value })),
    ...(file.starters ?? []).map((value) => ({ kind: 'starter', id: value.id, value })),
  ];
}

/** What the validator is told about content beside the file: ours, and the user's other items. */
function beside(others: readonly ContentItem[]): ContentOptions {
  return {
    knownLocations: [...BUNDLED_LOCATIONS, ...others.filter((i) => i.kind === 'location').map((i) => i.id)],
    takenIds: [...BUNDLED_IDS, ...others.map((i) => i.id)],
  };
}

/** (kind, id) of each item a file's text seems to hold, read loosely (the validator reads it properly). */
function looseItems(text: string): Array<{ kind: EodContentKind; id: string }> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!value || typeof value !== 'object') return [];
  const out: Array<{ kind: EodContentKind; id: string }> = [];
  for (const kind of EOD_CONTENT_KINDS) {
    const list = (value as Record<string, unknown>)[LIST[kind]];
    if (!Array.isArray(list)) continue;
    for (const v of list) {
      const id = v && typeof v === 'object' ? (v as { id?: unknown }).id : undefined;
      if (typeof id === 'string') out.push({ kind, id });
    }
  }
  return out;
}

export const eodContentDefinition: ContentDefinition = {
  kinds: EOD_CONTENT_KINDS,
  fileStem: 'edge-of-darkness-content',
  validateFile(text, saved) {
    // An item of the file with a saved item's id and kind replaces it; with another kind's id it is taken.
    const incoming = looseItems(text);
    const replaced = new Set(
      saved.filter((s) => incoming.some((i) => i.id === s.id && i.kind === s.kind)).map((s) => s.id),
    );
    const result = validateContentText(text, beside(saved.filter((s) => !replaced.has(s.id))));
    return result.ok ? { ok: true, items: itemsOf(result.content) } : { ok: false, problems: result.problems };
  },
  validateItem(kind, value, others) {
    if (!isKind(kind)) {
      const problem: ContentProblem = {
        code: 'unknown_value',
        path: '$',
        params: { value: kind, allowed: EOD_CONTENT_KINDS.join(', ') },
      };
      return { ok: false, problems: [problem] };
    }
    const file = {
      format: CONTENT_FORMAT,
      version: CONTENT_VERSION,
      id: USER_CONTENT_FILE_ID,
      name: USER_CONTENT_NAME,
      [LIST[kind]]: [value],
    };
    const result = validateContent(file, beside(others));
    if (result.ok) return { ok: true, items: itemsOf(result.content) };
    return { ok: false, problems: relativeTo(`$.${LIST[kind]}[0]`, result.problems) };
  },
  exportFile(items) {
    return JSON.stringify(userContentFile(items), null, 2) + '\n';
  },
  bundled() {
    const names = <T extends { id: string; name: LocalizedText }>(list: readonly T[] | undefined) =>
      (list ?? []).map((x) => ({ id: x.id, name: x.name }));
    return {
      location: names(ORIGINAL_CONTENT.locations),
      advancement: names(ORIGINAL_CONTENT.advancements),
      starter: names(ORIGINAL_CONTENT.starters),
    };
  },
  nameOf(item) {
    const value = item.value as { name?: LocalizedText } | null;
    return value && typeof value === 'object' && value.name ? { ...value.name } : {};
  },
};

/**
 * The engine's option resolver's part (EngineDefinition.resolveOptions): the user's saved content joins the
 * options as one more content file (`options.content`, after any given), so the game record keeps it and
 * replay never reads the save file. `userContent: false` in the options leaves it out (the flag itself is
 * taken out either way). Options that are no object, or a user without content, pass unchanged.
 */
export function withUserContent(options: unknown, deps: EngineDeps): unknown {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return options;
  const { userContent: wanted, ...rest } = options as { userContent?: unknown };
  const items = wanted === false ? [] : (deps.userContent?.() ?? []);
  const plain = 'userContent' in options ? rest : options;
  if (items.length === 0) return plain;
  const given = (rest as { content?: unknown }).content;
  const content = Array.isArray(given) ? [...(given as unknown[]), userContentFile(items)] : [userContentFile(items)];
  return { ...rest, content };
}
