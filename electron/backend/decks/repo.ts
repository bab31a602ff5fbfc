import type Database from 'better-sqlite3';
import type { DeckData } from '../../../core/api/decks';

/** One row of `decks`, JSON columns parsed, the game's own fields (`data`) spread in. */
export interface DeckRow extends DeckData {
  id: string;
  built: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

interface RawDeck {
  id: string;
  name: string;
  slots: string;
  notes: string;
  tags: string;
  built: number;
  version: number;
  created_at: string;
  updated_at: string;
  data: string;
}

export interface VersionRow {
  version: number;
  savedAt: string;
  deck: DeckData;
}

export interface GroupRow {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

const rowOf = (r: RawDeck): DeckRow => ({
  ...(JSON.parse(r.data) as Omit<DeckData, SharedField>),
  id: r.id,
  name: r.name,
  slots: JSON.parse(r.slots) as Record<string, number>,
  notes: r.notes,
  tags: JSON.parse(r.tags) as string[],
  built: r.built === 1,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The deck fields every game has (columns of `decks`); anything else a game's deck has goes to `data`. */
type SharedField = 'name' | 'slots' | 'notes' | 'tags';

/**
 * All SQL of one game's decks and deck groups (shared tables of schema v6: decks, deck_versions,
 * deck_groups, deck_group_members). Every statement filters by the repo's `game`, so two games'
 * decks and groups never mix. The fields all games share are columns; the rest of a game's deck
 * (e.g. a hero deck's identity and aspects) is kept as JSON in `data` and spread back when read.
 * Statements are prepared once per open save file. A version row holds the full deck of that save,
 * so any version can be read, diffed or exported without replaying anything.
 */
export class DecksRepo {
  private readonly st;

  constructor(
    readonly db: Database.Database,
    readonly game: string,
  ) {
    this.st = {
      all: db.prepare('SELECT * FROM decks WHERE game = ? ORDER BY updated_at DESC, name, id'),
      one: db.prepare('SELECT * FROM decks WHERE game = ? AND id = ?'),
      exists: db.prepare('SELECT 1 FROM decks WHERE game = ? AND id = ?').pluck(),
      names: db.prepare('SELECT name FROM decks WHERE game = ?').pluck(),
      insert: db.prepare(
        `INSERT INTO decks(id, game, name, slots, notes, tags, built, version, created_at, updated_at, data)
         VALUES (@id, @game, @name, @slots, @notes, @tags, 0, @version, @now, @now, @data)`,
      ),
      update: db.prepare(
        `UPDATE decks SET name = @name, slots = @slots, notes = @notes, tags = @tags, data = @data,
                version = @version, updated_at = @now
          WHERE game = @game AND id = @id`,
      ),
      remove: db.prepare('DELETE FROM decks WHERE game = ? AND id = ?'),
      allocated: db.prepare('SELECT COUNT(*) FROM copies WHERE deck_id = ? AND game = ?').pluck(),
      insertVersion: db.prepare('INSERT INTO deck_versions(deck_id, version, saved_at, deck) VALUES (?, ?, ?, ?)'),
      versions: db.prepare(
        `SELECT v.version, v.saved_at, v.deck FROM deck_versions v JOIN decks d ON d.id = v.deck_id
          WHERE d.game = ? AND v.deck_id = ? ORDER BY v.version DESC`,
      ),
      version: db.prepare(
        `SELECT v.version, v.saved_at, v.deck FROM deck_versions v JOIN decks d ON d.id = v.deck_id
          WHERE d.game = ? AND v.deck_id = ? AND v.version = ?`,
      ),
      groupsOfDeck: db
        .prepare(
          `SELECT m.group_id FROM deck_group_members m JOIN deck_groups g ON g.id = m.group_id
          WHERE g.game = ? AND m.deck_id = ? ORDER BY g.name, g.id`,
        )
        .pluck(),
      allMembers: db.prepare(
        `SELECT m.group_id, m.deck_id FROM deck_group_members m JOIN deck_groups g ON g.id = m.group_id
          WHERE g.game = ? ORDER BY g.name, g.id, m.position`,
      ),
      groups: db.prepare('SELECT id, name, created_at, updated_at FROM deck_groups WHERE game = ? ORDER BY name, id'),
      group: db.prepare('SELECT id, name, created_at, updated_at FROM deck_groups WHERE game = ? AND id = ?'),
      insertGroup: db.prepare('INSERT INTO deck_groups(id, game, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
      updateGroup: db.prepare('UPDATE deck_groups SET name = ?, updated_at = ? WHERE game = ? AND id = ?'),
      removeGroup: db.prepare('DELETE FROM deck_groups WHERE game = ? AND id = ?'),
      clearMembers: db.prepare('DELETE FROM deck_group_members WHERE group_id = ?'),
      insertMember: db.prepare('INSERT INTO deck_group_members(group_id, deck_id, position) VALUES (?, ?, ?)'),
      members: db
        .prepare(
          `SELECT m.deck_id FROM deck_group_members m JOIN deck_groups g ON g.id = m.group_id
          WHERE g.game = ? AND m.group_id = ? ORDER BY m.position`,
        )
        .pluck(),
      touchGroupsOf: db.prepare(
        `UPDATE deck_groups SET updated_at = ?
          WHERE game = ? AND id IN (SELECT group_id FROM deck_group_members WHERE deck_id = ?)`,
      ),
    };
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  all(): DeckRow[] {
    return (this.st.all.all(this.game) as RawDeck[]).map(rowOf);
  }

  get(id: string): DeckRow | null {
    const raw = this.st.one.get(this.game, id) as RawDeck | undefined;
    return raw ? rowOf(raw) : null;
  }

  exists(id: string): boolean {
    return this.st.exists.get(this.game, id) !== undefined;
  }

  names(): string[] {
    return this.st.names.all(this.game) as string[];
  }

  /** Insert a deck and its first version. */
  insert(id: string, data: DeckData, now: string): void {
    this.st.insert.run({ id, game: this.game, ...columns(data), version: 1, now });
    this.st.insertVersion.run(id, 1, now, JSON.stringify(data));
  }

  /** Store a new current state as `version` and keep it in the history. Leaves `built` alone. */
  update(id: string, data: DeckData, version: number, now: string): void {
    this.st.update.run({ id, game: this.game, ...columns(data), version, now });
    this.st.insertVersion.run(id, version, now, JSON.stringify(data));
  }

  /** Copies allocated to the deck (released by the foreign key when it is deleted). */
  allocated(id: string): number {
    return this.st.allocated.get(id, this.game) as number;
  }

  /** Delete a deck: versions and group memberships cascade, allocated copies are set free. */
  remove(id: string, now: string): void {
    this.st.touchGroupsOf.run(now, this.game, id);
    this.st.remove.run(this.game, id);
  }

  versions(id: string): VersionRow[] {
    return (this.st.versions.all(this.game, id) as Array<{ version: number; saved_at: string; deck: string }>).map(
      (r) => ({
        version: r.version,
        savedAt: r.saved_at,
        deck: JSON.parse(r.deck) as DeckData,
      }),
    );
  }

  version(id: string, version: number): VersionRow | null {
    const r = this.st.version.get(this.game, id, version) as
      { version: number; saved_at: string; deck: string } | undefined;
    return r ? { version: r.version, savedAt: r.saved_at, deck: JSON.parse(r.deck) as DeckData } : null;
  }

  groupsOfDeck(id: string): string[] {
    return this.st.groupsOfDeck.all(this.game, id) as string[];
  }

  /** Deck id → ids of the groups it belongs to (groups in name order). */
  groupsByDeck(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const r of this.st.allMembers.all(this.game) as Array<{ group_id: string; deck_id: string }>) {
      const list = out.get(r.deck_id);
      if (list) list.push(r.group_id);
      else out.set(r.deck_id, [r.group_id]);
    }
    return out;
  }

  groups(): GroupRow[] {
    return (
      this.st.groups.all(this.game) as Array<{ id: string; name: string; created_at: string; updated_at: string }>
    ).map(groupOf);
  }

  group(id: string): GroupRow | null {
    const r = this.st.group.get(this.game, id) as
      { id: string; name: string; created_at: string; updated_at: string } | undefined;
    return r ? groupOf(r) : null;
  }

  members(groupId: string): string[] {
    return this.st.members.all(this.game, groupId) as string[];
  }

  /** Create or rename a group and replace its members (in the given order). */
  saveGroup(id: string, name: string, deckIds: readonly string[], now: string, create: boolean): void {
    if (create) this.st.insertGroup.run(id, this.game, name, now, now);
    else this.st.updateGroup.run(name, now, this.game, id);
    this.st.clearMembers.run(id);
    deckIds.forEach((deckId, i) => this.st.insertMember.run(id, deckId, i));
  }

  removeGroup(id: string): boolean {
    return this.st.removeGroup.run(this.game, id).changes > 0;
  }
}

function columns(d: DeckData) {
  const { name, slots, notes, tags, ...own } = d;
  return {
    name,
    slots: JSON.stringify(slots),
    notes,
    tags: JSON.stringify(tags),
    data: JSON.stringify(own),
  };
}

const groupOf = (r: { id: string; name: string; created_at: string; updated_at: string }): GroupRow => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
