import { DeckhandError } from '../../../core/api/errors';
import type {
  ContentCheckResult,
  ContentDeleteResult,
  ContentEntry,
  ContentExport,
  ContentImportResult,
  ContentInfo,
  ContentProblemInfo,
  ContentSaveResult,
} from '../../../core/api/content';
import {
  MAX_CONTENT_PROBLEMS,
  mergeContent,
  type ContentDefinition,
  type ContentItem,
  type ContentProblem,
} from '../../../core/platform/content';
import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import { repoOnOpenFile } from '../saved-records';
import { ContentRepo, type ContentRow } from './repo';

const plainProblems = (problems: readonly ContentProblem[]): ContentProblemInfo[] =>
  problems.slice(0, MAX_CONTENT_PROBLEMS).map((p) => ({
    code: p.code,
    path: p.path,
    ...(p.line === undefined ? {} : { line: p.line }),
    params: { ...p.params },
  }));

function plainNames(names: Readonly<Partial<Record<string, string>>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(names)) if (typeof text === 'string') out[lang] = text;
  return out;
}

/**
 * One game's user content in the open save file (`content.*`), checked by the game's own validator
 * (`GameDefinition.content`). Invariant: what is stored is always a valid content file as a whole. A save,
 * a delete or an import that would break it is refused with every problem and writes nothing; an import
 * is one transaction.
 */
export class ContentService {
  private readonly repoOf: () => ContentRepo;

  constructor(
    readonly game: string,
    private readonly def: ContentDefinition,
    private readonly saves: SaveService,
    private readonly events: EventBus,
    private readonly now: () => Date,
  ) {
    this.repoOf = repoOnOpenFile(saves, (db) => new ContentRepo(db, game));
  }

  private get repo(): ContentRepo {
    return this.repoOf();
  }

  private entry(row: ContentRow): ContentEntry {
    const name = plainNames(this.def.nameOf(row));
    return { kind: row.kind, id: row.id, name, value: row.value, createdAt: row.createdAt, updatedAt: row.updatedAt };
  }

  private changed(): void {
    this.events.emit('content.changed', { game: this.game });
  }

  /** The stored items as the validator accepted them (EngineDeps.userContent). */
  items(): ContentItem[] {
    return this.repo.all().map(({ kind, id, value }) => ({ kind, id, value }));
  }

  info(): ContentInfo {
    const bundled: ContentInfo['bundled'] = {};
    for (const [kind, list] of Object.entries(this.def.bundled?.() ?? {}))
      bundled[kind] = list.map((b) => ({ id: b.id, name: plainNames(b.name) }));
    return { kinds: [...this.def.kinds], bundled };
  }

  list(): ContentEntry[] {
    return this.repo.all().map((r) => this.entry(r));
  }

  get(id: string): ContentEntry {
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('content_not_found', { game: this.game, id });
    return this.entry(row);
  }

  /** The set that would be stored, checked as one file (problems name paths in that file). */
  private checkSet(items: readonly ContentItem[]): ContentProblemInfo[] {
    const whole = this.def.validateFile(this.def.exportFile(items), []);
    return whole.ok ? [] : plainProblems(whole.problems);
  }

  private checkItem(
    kind: string,
    value: unknown,
    replaces: string | undefined,
  ): { ok: true; item: ContentItem; others: ContentItem[] } | { ok: false; problems: ContentProblemInfo[] } {
    if (!this.def.kinds.includes(kind)) throw new DeckhandError('content_kind_unknown', { game: this.game, kind });
    const all = this.items();
    if (replaces !== undefined && !all.some((i) => i.id === replaces))
      throw new DeckhandError('content_not_found', { game: this.game, id: replaces });
    const others = all.filter((i) => i.id !== replaces);
    const check = this.def.validateItem(kind, value, others);
    if (!check.ok) return { ok: false, problems: plainProblems(check.problems) };
    if (check.items.length !== 1) throw new Error(`content validator gave ${check.items.length} items for one`);
    return { ok: true, item: check.items[0], others };
  }

  validate(kind: string, value: unknown, replaces?: string): ContentCheckResult {
    const check = this.checkItem(kind, value, replaces);
    return check.ok ? { ok: true } : check;
  }

  save(kind: string, value: unknown, replaces?: string): ContentSaveResult {
    const check = this.checkItem(kind, value, replaces);
    if (!check.ok) return check;
    const { item, others } = check;
    // The edited item keeps its place in the list; a new one goes last.
    const all = this.items();
    const at = replaces ?? item.id;
    const index = all.findIndex((i) => i.id === at);
    const next = index >= 0 ? all.map((i, k) => (k === index ? item : i)) : [...others, item];
    const problems = this.checkSet(next);
    if (problems.length) return { ok: false, problems };
    const stamp = this.now().toISOString();
    const db = this.saves.require().db;
    db.transaction(() => {
      const old = replaces !== undefined ? this.repo.get(replaces) : this.repo.get(item.id);
      if (replaces !== undefined && replaces !== item.id) {
        // A new id: the row is written again under it (later rows keep their order relative to it).
        this.repo.remove(replaces);
      }
      this.repo.put(item, stamp, old?.createdAt ?? stamp);
    })();
    this.changed();
    return { ok: true, entry: this.get(item.id) };
  }

  delete(id: string): ContentDeleteResult {
    const all = this.items();
    if (!all.some((i) => i.id === id)) throw new DeckhandError('content_not_found', { game: this.game, id });
    const problems = this.checkSet(all.filter((i) => i.id !== id));
    if (problems.length) return { ok: false, problems };
    this.repo.remove(id);
    this.changed();
    return { ok: true };
  }

  export(): ContentExport {
    const items = this.items();
    return {
      fileName: `${this.def.fileStem}.json`,
      mime: 'application/json',
      content: this.def.exportFile(items),
      items: items.length,
    };
  }

  /**
   * Reads a content file: every item is added, or replaces the saved one with its id. Refused whole, with
   * every problem and its line, when anything in it is wrong; nothing is written then.
   */
  import(text: string): ContentImportResult {
    const saved = this.repo.all();
    const check = this.def.validateFile(text, saved);
    if (!check.ok) return { ok: false, problems: plainProblems(check.problems) };
    const merged = mergeContent(saved, check.items);
    const problems = this.checkSet(merged.items);
    if (problems.length) return { ok: false, problems };
    const stamp = this.now().toISOString();
    const created = new Map(saved.map((r) => [r.id, r.createdAt]));
    this.saves.require().db.transaction(() => {
      for (const item of check.items) this.repo.put(item, stamp, created.get(item.id) ?? stamp);
    })();
    this.changed();
    return { ok: true, added: merged.added, replaced: merged.replaced };
  }
}
