import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { DeckhandError } from '../../../core/api/errors';
import { MAX_DECK_SLOTS } from '../../../core/api/decks';
import type {
  DeckData,
  DeckDiff,
  DeckExport,
  DeckGroup,
  DeckImportResult,
  DeckProblemInfo,
  DeckRecord,
  DeckSummary,
  DeckValidationResult,
  DeckVersionInfo,
} from '../../../core/api/decks';
import { foldCounts } from '../../../core/platform/collection';
import { checkAvailable, type DeckCheck, type DeckInput, type DeckRules } from '../../../core/platform/decks';
import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import { repoOnOpenFile } from '../saved-records';
import type { CatalogService } from '../catalog/service';
import type { CollectionService } from '../collection/service';
import { safeFileName } from './file-name';
import { DecksRepo, type DeckRow } from './repo';

const MAX_NAME = 120;
const MAX_TAG = 60;
const MAX_TAGS = 30;
const MAX_COPIES = 99;

/**
 * Name of an imported deck that has neither a name in the file, nor one given, nor an identity.
 * Stored data, not UI text: written once in the language the import was made in.
 */
const UNNAMED_IMPORT: Record<string, string> = {
  en: 'Imported deck',
  de: 'Importiertes Deck',
  tr: 'İçe aktarılan deste',
  hu: 'Importált pakli',
};
/**
 * Name of an imported deck that has no name of its own but an identity: "<identity> deck" in the
 * import's language (stored data like UNNAMED_IMPORT). A bare identity name would read like the
 * deck lost its name — and a pasted list whose first line is that name would look unchanged.
 */
const IDENTITY_DECK: Record<string, (identity: string) => string> = {
  en: (name) => `${name} deck`,
  de: (name) => `${name}-Deck`,
  tr: (name) => `${name} destesi`,
  hu: (name) => `${name}-pakli`,
};

type Patch = Partial<DeckData>;

/** The state as stored: zero and negative counts dropped, slots in code order, aspects and tags without repeats. */
function normalize(d: DeckData): DeckData {
  const slots: Record<string, number> = {};
  for (const code of Object.keys(d.slots).sort()) if (d.slots[code] > 0) slots[code] = d.slots[code];
  return {
    name: d.name,
    identity: d.identity,
    aspects: [...new Set(d.aspects)],
    slots,
    notes: d.notes,
    tags: [...new Set(d.tags)],
  };
}

const sameState = (a: DeckData, b: DeckData): boolean => JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));

const clip = (s: string, max: number): string => [...s.trim()].slice(0, max).join('').trim();

/** Copies of the name's base ("Deck (2)" → "Deck") with the first free " (n)" from 2 on. */
function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = name.replace(/ \(\d+\)$/, '') || name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = clip(base, MAX_NAME - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * One game's decks in the open save file (shared tables decks, deck_versions, deck_groups,
 * deck_group_members, rows tagged with the game; see db/migrations.ts v6) behind `decks.*`. What
 * makes a deck legal, its charts and its files are the game's `DeckRules`.
 *
 * Every save that changes something appends a version holding the full state (kept for good); a
 * save that changes nothing adds none. `built` belongs to the collection service (build/unbuild):
 * saving never touches it, so a built deck saved with other cards stays built and the pull list
 * shows what to pull or return. Without an imported catalog, storage works; validity is reported
 * as unchecked (see `summary`), and validate/import/export answer `catalog_not_imported`.
 */
export class DeckService<Catalog = unknown> {
  private readonly repoOf: () => DecksRepo;
  /** Validation per deck id and version, for the deck list (cleared when the catalog or file changes). */
  private validity = new Map<string, DeckCheck>();
  private validityCatalog: Catalog | null = null;
  /** The collection's available copies, reused while the file has not changed (validate runs on every edit). */
  private available: {
    db: Database.Database;
    stamp: number;
    catalog: Catalog;
    byKey: Map<string, Record<string, number>>;
  } | null = null;

  constructor(
    /** The game whose rows this service reads and writes in the shared tables. */
    readonly game: string,
    readonly rules: DeckRules<Catalog>,
    readonly saves: SaveService,
    readonly catalog: CatalogService<Catalog>,
    /** The game's collection (the owned/free check); null for a game without one. */
    readonly collection: CollectionService<Catalog> | null,
    readonly events: EventBus,
    readonly now: () => Date,
  ) {
    if (catalog.game !== game) throw new Error(`catalog of '${catalog.game}' given for '${game}'`);
    this.repoOf = repoOnOpenFile(saves, (db) => new DecksRepo(db, game));
    saves.onChange(() => {
      this.validity.clear();
      this.available = null;
    });
  }

  private get repo(): DecksRepo {
    return this.repoOf();
  }

  /** One of the game's deck formats (dispatch already refuses others; a direct call is checked too). */
  private requireFormat(format: string): string {
    if (!Object.hasOwn(this.rules.fileTypes, format))
      throw new DeckhandError('deck_format_unknown', { game: this.game, format });
    return format;
  }

  private requireDeck(id: string): DeckRow {
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('deck_not_found', { id });
    return row;
  }

  private changed(id: string | null): void {
    this.events.emit('decks.changed', { game: this.game, id });
  }

  private validation(c: Catalog, row: { id: string; version: number } & DeckData): DeckCheck {
    if (this.validityCatalog !== c) {
      this.validity.clear();
      this.validityCatalog = c;
    }
    const key = `${row.id}\u0000${row.version}`;
    let v = this.validity.get(key);
    if (!v) {
      v = this.rules.validate(c, row);
      if (this.validity.size > 2000) this.validity.clear();
      this.validity.set(key, v);
    }
    return v;
  }

  /**
   * The list entry of a deck. Without an imported catalog a deck cannot be checked: `valid` is
   * false, `problems` is 1 (that one reason), `unchecked` says `catalog_not_imported`, `size`
   * counts every copy in the slots (nothing tells identity or uncounted cards apart) and
   * `identityName` is null.
   */
  private summary(row: DeckRow, groupIds: string[], c: Catalog | null): DeckSummary {
    const base = {
      id: row.id,
      name: row.name,
      identity: row.identity,
      aspects: row.aspects,
      built: row.built,
      version: row.version,
      tags: row.tags,
      groupIds,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
    if (!c) {
      const size = Object.values(row.slots).reduce((a, b) => a + b, 0);
      return { ...base, identityName: null, size, valid: false, problems: 1, unchecked: 'catalog_not_imported' };
    }
    const v = this.validation(c, row);
    return {
      ...base,
      identityName: v.identity ? this.rules.identityName(c, v.identity, null) : null,
      size: v.size,
      valid: v.valid,
      problems: v.problems.length,
    };
  }

  private record(row: DeckRow, groupIds = this.repo.groupsOfDeck(row.id)): DeckRecord {
    return {
      id: row.id,
      name: row.name,
      identity: row.identity,
      aspects: row.aspects,
      slots: row.slots,
      notes: row.notes,
      tags: row.tags,
      built: row.built,
      version: row.version,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      groupIds,
    };
  }

  /** A deck at a version (the current one when not given). */
  private at(id: string, version?: number): DeckRow {
    const row = this.requireDeck(id);
    if (version === undefined || version === row.version) return row;
    const v = this.repo.version(id, version);
    if (!v) throw new DeckhandError('deck_version_not_found', { id, version });
    return { ...row, ...v.deck, version: v.version, updatedAt: v.savedAt };
  }

  list(): DeckSummary[] {
    const repo = this.repo;
    const c = this.catalog.catalog();
    const groups = repo.groupsByDeck();
    return repo.all().map((row) => this.summary(row, groups.get(row.id) ?? [], c));
  }

  get(id: string, version?: number): DeckRecord {
    return this.record(this.at(id, version));
  }

  /** Codes of the deck-building rules the deck's current version breaks (needs the catalog). */
  problemCodes(id: string): string[] {
    const row = this.at(id);
    return this.validation(this.catalog.requireCatalog(), row).problems.map((p) => p.code);
  }

  create(data: DeckData): DeckRecord {
    const repo = this.repo;
    const id = crypto.randomUUID();
    repo.transaction(() => repo.insert(id, normalize(data), this.now().toISOString()));
    this.changed(id);
    return this.get(id);
  }

  /** Fields not given stay; a new version only when the state really changes. */
  save(id: string, patch: Patch): DeckRecord {
    const repo = this.repo;
    const current = this.requireDeck(id);
    const next: DeckData = {
      name: patch.name ?? current.name,
      identity: patch.identity !== undefined ? patch.identity : current.identity,
      aspects: patch.aspects ?? current.aspects,
      slots: patch.slots ?? current.slots,
      notes: patch.notes ?? current.notes,
      tags: patch.tags ?? current.tags,
    };
    if (sameState(current, next)) return this.record(current);
    repo.transaction(() => repo.update(id, normalize(next), current.version + 1, this.now().toISOString()));
    this.changed(id);
    return this.get(id);
  }

  /** A new deck with the same cards, named "<name> (2)" (then (3)…), at version 1 and not built. */
  copy(id: string): DeckRecord {
    const repo = this.repo;
    const source = this.requireDeck(id);
    const newId = crypto.randomUUID();
    repo.transaction(() => {
      const name = copyName(source.name, new Set(repo.names()));
      const { name: _n, identity, aspects, slots, notes, tags } = source;
      repo.insert(newId, { name, identity, aspects, slots, notes, tags }, this.now().toISOString());
    });
    this.changed(newId);
    return this.get(newId);
  }

  /** Delete a deck with its versions and group memberships; its allocated copies are set free. */
  delete(id: string): { released: number } {
    const repo = this.repo;
    this.requireDeck(id);
    const released = repo.transaction(() => {
      const n = repo.allocated(id);
      repo.remove(id, this.now().toISOString());
      return n;
    });
    this.changed(id);
    if (released > 0) this.events.emit('collection.changed', { game: this.game });
    return { released };
  }

  /** Every saved version, newest first; `size` as the validator counts it (every copy without a catalog). */
  versions(id: string): DeckVersionInfo[] {
    this.requireDeck(id);
    const c = this.catalog.catalog();
    return this.repo.versions(id).map((v) => ({
      version: v.version,
      savedAt: v.savedAt,
      name: v.deck.name,
      size: c !== null ? this.rules.countedSize(c, v.deck) : Object.values(v.deck.slots).reduce((a, b) => a + b, 0),
    }));
  }

  diff(id: string, from: number, to: number): DeckDiff {
    const a = this.at(id, from);
    const b = this.at(id, to);
    return this.rules.diff(this.catalog.catalog(), a, b, from, to);
  }

  /**
   * Validate a deck being edited: legality (`valid` is legality only), charts, and with a
   * constraint the "only cards I own / that are free" check against the collection.
   */
  validate(deck: DeckInput, constraint: 'none' | 'owned' | 'free', deckId?: string): DeckValidationResult {
    const c = this.catalog.requireCatalog();
    const v = this.rules.validate(c, deck);
    let collection: DeckValidationResult['collection'] = null;
    if (constraint !== 'none') {
      const owned = this.collection;
      if (!owned) throw new DeckhandError('game_feature_missing', { game: this.game, feature: 'collection' });
      if (deckId !== undefined && constraint === 'free') this.requireDeck(deckId);
      const folded = this.availableCopies(owned, c, constraint, constraint === 'free' ? deckId : undefined);
      const needed = owned.rules.deckNeeds(c, deck);
      const check = checkAvailable(needed, folded, constraint, (code) => owned.rules.printing(c, code)?.name ?? code);
      collection = { kind: constraint, ok: check.ok, problems: check.problems, missing: check.missing };
    }
    return { ...v, stats: this.rules.stats(c, deck), collection };
  }

  /**
   * The collection's available copies, folded onto canonical codes (reprints summed), asked again
   * only after a write to the file (SQLite's `total_changes()` counts every row written on this
   * connection, ours included) or another catalog.
   */
  private availableCopies(
    owned: CollectionService<Catalog>,
    c: Catalog,
    kind: 'owned' | 'free',
    deckId: string | undefined,
  ): Record<string, number> {
    const db = this.saves.require().db;
    const stamp = db.prepare('SELECT total_changes()').pluck().get() as number;
    if (this.available?.db !== db || this.available.stamp !== stamp || this.available.catalog !== c)
      this.available = { db, stamp, catalog: c, byKey: new Map() };
    const key = `${kind}\u0000${deckId ?? ''}`;
    let counts = this.available.byKey.get(key);
    if (!counts) {
      counts = foldCounts(owned.rules, c, owned.availableByPrinting(kind, deckId));
      this.available.byKey.set(key, counts);
    }
    return counts;
  }

  /**
   * Read a deck file (format given or detected) and store it as a new deck. Problems and warnings
   * of the parser come back (cards named by code); when nothing could be read — no identity and
   * no card — nothing is stored and the answer is `deck_import_invalid` with the parser's reason.
   * A file with more different cards than a deck may hold is refused the same way
   * (`format.tooManyCards`), rather than stored cut short.
   */
  import(args: { format?: string; content: string; name?: string; lang: string }): DeckImportResult {
    const format = args.format === undefined ? undefined : this.requireFormat(args.format);
    const c = this.catalog.requireCatalog();
    this.saves.require();
    const parsed = this.rules.parse(c, args.content, format, args.name);
    const problems: DeckProblemInfo[] = [...parsed.problems];
    const warnings: DeckProblemInfo[] = [...parsed.warnings];
    const deck = parsed.deck;
    if (!deck || (!deck.identity && Object.keys(deck.slots).length === 0)) {
      const first = parsed.problems[0];
      throw new DeckhandError('deck_import_invalid', {
        format: parsed.format,
        reason: first?.code ?? 'format.notADeck',
        details: first?.params ?? {},
      });
    }
    const distinct = Object.keys(deck.slots).length;
    if (distinct > MAX_DECK_SLOTS) {
      throw new DeckhandError('deck_import_invalid', {
        format: parsed.format,
        reason: 'format.tooManyCards',
        details: { count: distinct, max: MAX_DECK_SLOTS },
      });
    }
    const slots: Record<string, number> = {};
    for (const [code, q] of Object.entries(deck.slots)) {
      if (q > MAX_COPIES) problems.push({ code: 'format.badQuantity', params: { code, quantity: q } });
      slots[code] = Math.min(q, MAX_COPIES);
    }
    const identity = deck.identity ? clip(this.rules.identityName(c, deck.identity, args.lang) ?? '', MAX_NAME) : '';
    const identityDeck = identity ? clip((IDENTITY_DECK[args.lang] ?? IDENTITY_DECK.en)(identity), MAX_NAME) : '';
    const name =
      clip(deck.name ?? '', MAX_NAME) ||
      clip(args.name ?? '', MAX_NAME) ||
      identityDeck ||
      UNNAMED_IMPORT[args.lang] ||
      UNNAMED_IMPORT.en;
    const tags = [...new Set((deck.tags ?? []).map((t) => clip(t, MAX_TAG)).filter(Boolean))].slice(0, MAX_TAGS);
    const created = this.create({
      name,
      identity: deck.identity,
      aspects: deck.aspects,
      slots,
      notes: deck.notes ?? '',
      tags,
    });
    const groups = this.repo.groupsOfDeck(created.id);
    return { deck: this.summary(this.requireDeck(created.id), groups, c), problems, warnings };
  }

  /** A version of a deck as a file, with the exporter's warnings (cards the file leaves out). */
  export(id: string, formatId: string, version?: number): DeckExport {
    const format = this.requireFormat(formatId);
    const c = this.catalog.requireCatalog();
    const row = this.at(id, version);
    const type = this.rules.fileTypes[format];
    const out = this.rules.export(c, row, format);
    return { fileName: safeFileName(row.name) + type.ext, mime: type.mime, content: out.value, warnings: out.warnings };
  }

  groups(): DeckGroup[] {
    const repo = this.repo;
    return repo.groups().map((g) => ({ ...g, deckIds: repo.members(g.id) }));
  }

  /** Create (no id) or replace a group; every deck must exist; repeated ids count once. */
  saveGroup(args: { id?: string; name: string; deckIds: string[] }): DeckGroup {
    const repo = this.repo;
    const deckIds = [...new Set(args.deckIds)];
    for (const d of deckIds) if (!repo.exists(d)) throw new DeckhandError('deck_not_found', { id: d });
    const create = args.id === undefined;
    const id = args.id ?? crypto.randomUUID();
    if (!create && !repo.group(id)) throw new DeckhandError('deck_group_not_found', { id });
    repo.transaction(() => repo.saveGroup(id, args.name, deckIds, this.now().toISOString(), create));
    this.changed(null);
    const g = repo.group(id)!;
    return { ...g, deckIds: repo.members(id) };
  }

  deleteGroup(id: string): null {
    const repo = this.repo;
    if (!repo.transaction(() => repo.removeGroup(id))) throw new DeckhandError('deck_group_not_found', { id });
    this.changed(null);
    return null;
  }
}
