import type Database from 'better-sqlite3';
import type { DeckData } from '../../../core/api/decks';

/** One row of mc_decks, JSON columns parsed. */
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
  identity: string | null;
  aspects: string;
  slots: string;
  notes: string;
  tags: string;
  built: number;
  version: number;
  created_at: string;
  updated_at: string;
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
  id: r.id,
  name: r.name,
  identity: r.identity,
  aspects: JSON.parse(r.aspects) as string[],
  slots: JSON.parse(r.slots) as Record<string, number>,
  notes: r.notes,
  tags: JSON.parse(r.tags) as string[],
  built: r.built === 1,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * All SQL of Marvel Champions decks and deck groups (schema v3). Statements are prepared once per
 * open save file. A version row holds the full DeckData of that save, so any version can be read,
 * diffed or exported without replaying anything.
 */
export class DecksRepo {
  private readonly st;

  constructor(readonly db: Database.Database) {
    this.st = {
      all: db.prepare('SELECT * FROM mc_decks ORDER BY updated_at DESC, name, id'),
      one: db.prepare('SELECT * FROM mc_decks WHERE id = ?'),
      exists: db.prepare('SELECT 1 FROM mc_decks WHERE id = ?').pluck(),
      names: db.prepare('SELECT name FROM mc_decks').pluck(),
      insert: db.prepare(
        `INSERT INTO mc_decks(id, name, identity, aspects, slots, notes, tags, built, version, created_at, updated_at)
         VALUES (@id, @name, @identity, @aspects, @slots, @notes, @tags, 0, @version, @now, @now)`,
      ),
      update: db.prepare(
        `UPDATE mc_decks SET name = @name, identity = @identity, aspects = @aspects, slots = @slots, notes = @notes, tags = @tags,
                version = @version, updated_at = @now
          WHERE id = @id`,
      ),
      remove: db.prepare('DELETE FROM mc_decks WHERE id = ?'),
      allocated: db.prepare('SELECT COUNT(*) FROM mc_copies WHERE deck_id = ?').pluck(),
      insertVersion: db.prepare('INSERT INTO mc_deck_versions(deck_id, version, saved_at, deck) VALUES (?, ?, ?, ?)'),
      versions: db.prepare(
        'SELECT version, saved_at, deck FROM mc_deck_versions WHERE deck_id = ? ORDER BY version DESC',
      ),
      version: db.prepare('SELECT version, saved_at, deck FROM mc_deck_versions WHERE deck_id = ? AND version = ?'),
      groupsOfDeck: db
        .prepare(
          `SELECT m.group_id FROM mc_deck_group_members m JOIN mc_deck_groups g ON g.id = m.group_id
          WHERE m.deck_id = ? ORDER BY g.name, g.id`,
        )
        .pluck(),
      allMembers: db.prepare(
        `SELECT m.group_id, m.deck_id FROM mc_deck_group_members m JOIN mc_deck_groups g ON g.id = m.group_id
          ORDER BY g.name, g.id, m.position`,
      ),
      groups: db.prepare('SELECT id, name, created_at, updated_at FROM mc_deck_groups ORDER BY name, id'),
      group: db.prepare('SELECT id, name, created_at, updated_at FROM mc_deck_groups WHERE id = ?'),
      insertGroup: db.prepare('INSERT INTO mc_deck_groups(id, name, created_at, updated_at) VALUES (?, ?, ?, ?)'),
      updateGroup: db.prepare('UPDATE mc_deck_groups SET name = ?, updated_at = ? WHERE id = ?'),
      removeGroup: db.prepare('DELETE FROM mc_deck_groups WHERE id = ?'),
      clearMembers: db.prepare('DELETE FROM mc_deck_group_members WHERE group_id = ?'),
      insertMember: db.prepare('INSERT INTO mc_deck_group_members(group_id, deck_id, position) VALUES (?, ?, ?)'),
      members: db.prepare('SELECT deck_id FROM mc_deck_group_members WHERE group_id = ? ORDER BY position').pluck(),
      touchGroupsOf: db.prepare(
        'UPDATE mc_deck_groups SET updated_at = ? WHERE id IN (SELECT group_id FROM mc_deck_group_members WHERE deck_id = ?)',
      ),
    };
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  all(): DeckRow[] {
    return (this.st.all.all() as RawDeck[]).map(rowOf);
  }

  get(id: string): DeckRow | null {
    const raw = this.st.one.get(id) as RawDeck | undefined;
    return raw ? rowOf(raw) : null;
  }

  exists(id: string): boolean {
    return this.st.exists.get(id) !== undefined;
  }

  names(): string[] {
    return this.st.names.all() as string[];
  }

  /** Insert a deck and its first version. */
  insert(id: string, data: DeckData, now: string): void {
    this.st.insert.run({ id, ...columns(data), version: 1, now });
    this.st.insertVersion.run(id, 1, now, JSON.stringify(data));
  }

  /** Store a new current state as `version` and keep it in the history. Leaves `built` alone. */
  update(id: string, data: DeckData, version: number, now: string): void {
    this.st.update.run({ id, ...columns(data), version, now });
    this.st.insertVersion.run(id, version, now, JSON.stringify(data));
  }

  /** Copies allocated to the deck (released by the foreign key when it is deleted). */
  allocated(id: string): number {
    return this.st.allocated.get(id) as number;
  }

  /** Delete a deck: versions and group memberships cascade, allocated copies are set free. */
  remove(id: string, now: string): void {
    this.st.touchGroupsOf.run(now, id);
    this.st.remove.run(id);
  }

  versions(id: string): VersionRow[] {
    return (this.st.versions.all(id) as Array<{ version: number; saved_at: string; deck: string }>).map((r) => ({
      version: r.version,
      savedAt: r.saved_at,
      deck: JSON.parse(r.deck) as DeckData,
    }));
  }

  version(id: string, version: number): VersionRow | null {
    const r = this.st.version.get(id, version) as { version: number; saved_at: string; deck: string } | undefined;
    return r ? { version: r.version, savedAt: r.saved_at, deck: JSON.parse(r.deck) as DeckData } : null;
  }

  groupsOfDeck(id: string): string[] {
    return this.st.groupsOfDeck.all(id) as string[];
  }

  /** Deck id → ids of the groups it belongs to (groups in name order). */
  groupsByDeck(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const r of this.st.allMembers.all() as Array<{ group_id: string; deck_id: string }>) {
      const list = out.get(r.deck_id);
      if (list) list.push(r.group_id);
      else out.set(r.deck_id, [r.group_id]);
    }
    return out;
  }

  groups(): GroupRow[] {
    return (this.st.groups.all() as Array<{ id: string; name: string; created_at: string; updated_at: string }>).map(
      groupOf,
    );
  }

  group(id: string): GroupRow | null {
    const r = this.st.group.get(id) as { id: string; name: string; created_at: string; updated_at: string } | undefined;
    return r ? groupOf(r) : null;
  }

  members(groupId: string): string[] {
    return this.st.members.all(groupId) as string[];
  }

  /** Create or rename a group and replace its members (in the given order). */
  saveGroup(id: string, name: string, deckIds: readonly string[], now: string, create: boolean): void {
    if (create) this.st.insertGroup.run(id, name, now, now);
    else this.st.updateGroup.run(name, now, id);
    this.st.clearMembers.run(id);
    deckIds.forEach((deckId, i) => this.st.insertMember.run(id, deckId, i));
  }

  removeGroup(id: string): boolean {
    return this.st.removeGroup.run(id).changes > 0;
  }
}

function columns(d: DeckData) {
  return {
    name: d.name,
    identity: d.identity,
    aspects: JSON.stringify(d.aspects),
    slots: JSON.stringify(d.slots),
    notes: d.notes,
    tags: JSON.stringify(d.tags),
  };
}

const groupOf = (r: { id: string; name: string; created_at: string; updated_at: string }): GroupRow => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
