import { COPY_DEFAULTS, type CopyInfo } from '../../../../../core/api/collection';
import type { CopyAttributes, CopyPatch } from '../../../stores/collection';

/**
 * The copy attribute form, shared by "edit a copy", "edit the selected copies" and "add copies".
 * Only the fields the user touched are sent, so a bulk edit of the location leaves each copy's
 * language, tags and notes as they were.
 */

export const EDIT_FIELDS = ['language', 'condition', 'variant', 'location', 'tags', 'status', 'note'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

/** The editable fields of a copy, as the API gives them. */
export type CopyForm = Pick<CopyInfo, EditField>;

export const DEFAULT_FORM: Readonly<CopyForm> = COPY_DEFAULTS;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The values all the copies share; fields where they differ are `mixed` (shown empty). */
export function commonForm(copies: readonly CopyInfo[]): { form: CopyForm; mixed: EditField[] } {
  const form: CopyForm = { ...DEFAULT_FORM, tags: [] };
  const mixed: EditField[] = [];
  if (!copies.length) return { form, mixed };
  for (const field of EDIT_FIELDS) {
    const first = copies[0][field];
    if (copies.every((c) => same(c[field], first)))
      (form as unknown as Record<string, unknown>)[field] = Array.isArray(first) ? [...first] : first;
    else {
      mixed.push(field);
      if (field === 'language' || field === 'variant' || field === 'location' || field === 'note') form[field] = '';
    }
  }
  return { form, mixed };
}

/** Tags as the API wants them: trimmed, no empties, no duplicates (case-insensitive), in order. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tags) {
    const v = t.trim();
    if (!v || seen.has(v.toLocaleLowerCase())) continue;
    seen.add(v.toLocaleLowerCase());
    out.push(v);
  }
  return out;
}

/** The patch for the touched fields (strings trimmed). An empty patch means nothing to send. */
export function buildPatch(form: CopyForm, touched: Iterable<EditField>): CopyPatch {
  const patch: CopyPatch = {};
  for (const field of new Set(touched)) {
    switch (field) {
      case 'tags':
        patch.tags = cleanTags(form.tags);
        break;
      case 'language':
        // A mixed language left empty means "leave as it is".
        if (form.language.trim()) patch.language = form.language.trim().toLowerCase();
        break;
      case 'condition':
        patch.condition = form.condition;
        break;
      case 'status':
        patch.status = form.status;
        break;
      default:
        patch[field] = form[field].trim();
    }
  }
  return patch;
}

/** Attributes of new copies: the whole form, empty strings left out. */
export function newCopyAttributes(form: CopyForm): CopyAttributes {
  const attrs: CopyAttributes = { condition: form.condition, status: form.status };
  if (form.language.trim()) attrs.language = form.language.trim().toLowerCase();
  if (form.variant.trim()) attrs.variant = form.variant.trim();
  if (form.location.trim()) attrs.location = form.location.trim();
  if (form.note.trim()) attrs.note = form.note.trim();
  const tags = cleanTags(form.tags);
  if (tags.length) attrs.tags = tags;
  return attrs;
}

/** The known locations offered while one is typed: those containing the text (not the text itself), at most 12. */
export function locationSuggestions(known: readonly string[], typed: string): string[] {
  const q = typed.trim().toLocaleLowerCase();
  return known.filter((l) => l.toLocaleLowerCase().includes(q) && l !== typed).slice(0, 12);
}
