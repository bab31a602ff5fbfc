import type Database from 'better-sqlite3';
import { gameDefinitions } from '../../../core/games/registry';
import { playDay } from '../history/play-day';
import type { GameDefinition } from '../../../core/platform/definition';
import type { GameStorage, StoragePart } from '../../../core/platform/storage';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

/**
 * The save file's schema, as an ordered list of bundled migrations. `user_version` is the cursor.
 * Rules: append only; never edit a migration that has shipped. Opening an older file runs every
 * pending migration in one transaction on a copy beside it, after a backup (see sqlite-file.ts). test/unit/backend/migrations.test.ts migrates a
 * file from every earlier version and checks a schema snapshot.
 */
const sharedSaveSteps: Migration[] = [
  {
    version: 1,
    name: 'meta and settings',
    up(db) {
      db.exec(`
        CREATE TABLE meta (
          key   TEXT PRIMARY KEY,
          value TEXT NOT NULL
        ) STRICT;
        CREATE TABLE settings (
          key        TEXT PRIMARY KEY,
          value      TEXT NOT NULL CHECK (json_valid(value)),
          updated_at TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    version: 2,
    name: 'saved games',
    up(db) {
      // A saved game = its record (setup inputs + accepted actions with digests) and snapshots.
      // `cursor` = actions currently applied; rows at idx >= cursor are the redo tail.
      db.exec(`
        CREATE TABLE games (
          id            TEXT PRIMARY KEY,
          game          TEXT NOT NULL,
          name          TEXT NOT NULL,
          record_format INTEGER NOT NULL,
          versions      TEXT NOT NULL CHECK (json_valid(versions)),
          options       TEXT NOT NULL CHECK (json_valid(options)),
          seats         TEXT NOT NULL CHECK (json_valid(seats)),
          players       TEXT NOT NULL CHECK (json_valid(players)),
          seed          TEXT NOT NULL,
          setup_digest  TEXT NOT NULL,
          cursor        INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
          flagged_undos INTEGER NOT NULL DEFAULT 0,
          outcome       TEXT CHECK (outcome IS NULL OR json_valid(outcome)),
          created_at    TEXT NOT NULL,
          updated_at    TEXT NOT NULL
        ) STRICT;
        CREATE TABLE game_actions (
          game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          idx     INTEGER NOT NULL CHECK (idx >= 0),
          action  TEXT NOT NULL CHECK (json_valid(action)),
          digest  TEXT NOT NULL,
          reveals INTEGER NOT NULL,
          random  INTEGER NOT NULL,
          events  TEXT NOT NULL CHECK (json_valid(events)),
          PRIMARY KEY (game_id, idx)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE game_snapshots (
          game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          idx     INTEGER NOT NULL CHECK (idx >= 0),
          state   TEXT NOT NULL CHECK (json_valid(state)),
          PRIMARY KEY (game_id, idx)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX games_updated ON games(updated_at DESC);
      `);
    },
  },
  {
    version: 3,
    // All of this step was one game's own tables (its part: GameDefinition.storage).
    name: '',
    up() {},
  },
  {
    version: 4,
    name: 'campaigns',
    up(db) {
      // A campaign = its definition (id + the version it keeps) and the players' inputs, append-only
      // (undo deletes the last row). The log is derived from them, never stored. A linked saved
      // game is named inside an input (no foreign key: deleting a game must not touch the log).
      db.exec(`
        CREATE TABLE campaigns (
          id                 TEXT PRIMARY KEY,
          game               TEXT NOT NULL,
          name               TEXT NOT NULL,
          definition_id      TEXT NOT NULL,
          definition_version INTEGER NOT NULL CHECK (definition_version >= 1),
          created_at         TEXT NOT NULL,
          updated_at         TEXT NOT NULL
        ) STRICT;
        CREATE TABLE campaign_inputs (
          campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
          idx         INTEGER NOT NULL CHECK (idx >= 0),
          input       TEXT NOT NULL CHECK (json_valid(input)),
          at          TEXT NOT NULL,
          PRIMARY KEY (campaign_id, idx)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX campaigns_updated ON campaigns(game, updated_at DESC);
      `);
    },
  },
  {
    version: 5,
    // All of this step was one game's own tables (its part: GameDefinition.storage).
    name: '',
    up() {},
  },
  {
    version: 6,
    name: 'shared collection and deck tables with a game column',
    up(db) {
      // One set of tables for every game (issue 11, "Storage"): a `game` column on every row and a
      // per-game JSON `data` column for what only one game has (a deck's identity
      // and aspects; another game: a single's set, rarity or foil). Product kinds: 'fixed' (a pack
      // with fixed contents, its copies listed one by one), 'components' (a box counted by
      // component in product_contents, with missing and damaged counts), 'singles' (a collectible
      // card bought on its own). Ids are kept, so links from campaigns and saved games still hold.
      // Every query filters by game: indexes lead with it where a game's rows are searched. Each game's
      // part of the step moves its rows of the earlier tables over (GameDefinition.storage).
      db.exec(`
        CREATE TABLE products (
          id       TEXT PRIMARY KEY,
          game     TEXT NOT NULL,
          kind     TEXT NOT NULL CHECK (kind IN ('fixed', 'components', 'singles')),
          code     TEXT NOT NULL,
          location TEXT NOT NULL DEFAULT '',
          note     TEXT NOT NULL DEFAULT '',
          added_at TEXT NOT NULL,
          data     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data))
        ) STRICT;
        CREATE TABLE product_contents (
          product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
          component  TEXT NOT NULL,
          quantity   INTEGER NOT NULL CHECK (quantity >= 0),
          missing    INTEGER NOT NULL DEFAULT 0 CHECK (missing >= 0),
          damaged    INTEGER NOT NULL DEFAULT 0 CHECK (damaged >= 0),
          data       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
          PRIMARY KEY (product_id, component)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE decks (
          id         TEXT PRIMARY KEY,
          game       TEXT NOT NULL,
          name       TEXT NOT NULL,
          slots      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(slots)),
          notes      TEXT NOT NULL DEFAULT '',
          tags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
          built      INTEGER NOT NULL DEFAULT 0 CHECK (built IN (0, 1)),
          version    INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          data       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data))
        ) STRICT;
        CREATE TABLE deck_versions (
          deck_id  TEXT NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
          version  INTEGER NOT NULL CHECK (version >= 1),
          saved_at TEXT NOT NULL,
          deck     TEXT NOT NULL CHECK (json_valid(deck)),
          PRIMARY KEY (deck_id, version)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE deck_groups (
          id         TEXT PRIMARY KEY,
          game       TEXT NOT NULL,
          name       TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE deck_group_members (
          group_id TEXT NOT NULL REFERENCES deck_groups(id) ON DELETE CASCADE,
          deck_id  TEXT NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          PRIMARY KEY (group_id, deck_id)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE copies (
          id         INTEGER PRIMARY KEY,
          game       TEXT NOT NULL,
          code       TEXT NOT NULL,
          product_id TEXT REFERENCES products(id) ON DELETE CASCADE,
          language   TEXT NOT NULL DEFAULT 'en',
          condition  TEXT NOT NULL DEFAULT 'near_mint'
                     CHECK (condition IN ('mint', 'near_mint', 'good', 'played', 'heavily_played', 'poor')),
          variant    TEXT NOT NULL DEFAULT '',
          location   TEXT NOT NULL DEFAULT '',
          tags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
          status     TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'missing', 'damaged')),
          note       TEXT NOT NULL DEFAULT '',
          deck_id    TEXT REFERENCES decks(id) ON DELETE SET NULL,
          added_at   TEXT NOT NULL,
          data       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data))
        ) STRICT;

        CREATE INDEX products_game_code ON products(game, code);
        CREATE INDEX copies_game_code ON copies(game, code);
        CREATE INDEX copies_deck ON copies(deck_id) WHERE deck_id IS NOT NULL;
        CREATE INDEX copies_product ON copies(product_id) WHERE product_id IS NOT NULL;
        CREATE INDEX decks_game_updated ON decks(game, updated_at DESC);
        CREATE INDEX deck_groups_game ON deck_groups(game, name);
        CREATE INDEX deck_group_members_deck ON deck_group_members(deck_id);
      `);
    },
  },
  {
    version: 7,
    name: 'user content',
    up(db) {
      // Content a user enters for a game whose texts we do not ship (its places, upgrades, cards or card
      // abilities): one row per item, any game (GameDefinition.content says the kinds and validates). Ids are one namespace per game.
      db.exec(`
        CREATE TABLE user_content (
          game       TEXT NOT NULL,
          id         TEXT NOT NULL,
          kind       TEXT NOT NULL,
          value      TEXT NOT NULL CHECK (json_valid(value)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (game, id)
        ) STRICT;
        CREATE INDEX user_content_kind ON user_content(game, kind);
      `);
    },
  },
  {
    version: 8,
    name: 'play history',
    up(db) {
      // Every finished game — recorded by an engine or tracker, entered by hand, imported — is a play
      // (issue 19). Seats say who played (a row of the persistent player list, 'me' included) and the
      // result; each game's dimensions (hero, villain, side, guild…) are rows of play_values, seat_idx
      // -1 for the play's own, so the statistics group by them in SQL. A seat's value repeats the seat's
      // player (the perspective's values are read without a join); seats and values hang on the play's
      // integer key, which keeps those joins small. A saved game has at most one
      // play; deleting the game or the campaign keeps the play. The 'me' row's name starts empty (the
      // screens say "me" until the user names it). play_backfill lists the games that had already
      // ended: the history service turns them into plays (with each game's reader) and empties it.
      db.exec(`
        CREATE TABLE players (
          id         TEXT PRIMARY KEY,
          name       TEXT NOT NULL,
          me         INTEGER NOT NULL DEFAULT 0 CHECK (me IN (0, 1)),
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE plays (
          pk            INTEGER PRIMARY KEY,
          id            TEXT NOT NULL UNIQUE,
          game          TEXT NOT NULL,
          engine        TEXT,
          source        TEXT NOT NULL CHECK (source IN ('engine', 'tracker', 'manual', 'import')),
          played_at     TEXT NOT NULL,
          duration_min  INTEGER CHECK (duration_min IS NULL OR duration_min >= 0),
          saved_game_id TEXT REFERENCES games(id) ON DELETE SET NULL,
          campaign_id   TEXT REFERENCES campaigns(id) ON DELETE SET NULL,
          options       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
          note          TEXT NOT NULL DEFAULT '',
          fingerprint   TEXT NOT NULL,
          created_at    TEXT NOT NULL,
          updated_at    TEXT NOT NULL
        ) STRICT;
        CREATE TABLE play_seats (
          play_pk     INTEGER NOT NULL REFERENCES plays(pk) ON DELETE CASCADE,
          idx         INTEGER NOT NULL CHECK (idx >= 0),
          seat        TEXT NOT NULL,
          player_id   TEXT REFERENCES players(id) ON DELETE SET NULL,
          player_name TEXT,
          computer    TEXT,
          deck        TEXT CHECK (deck IS NULL OR json_valid(deck)),
          result      TEXT CHECK (result IS NULL OR result IN ('win', 'loss', 'draw')),
          score       REAL,
          rank        INTEGER CHECK (rank IS NULL OR rank >= 1),
          PRIMARY KEY (play_pk, idx)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE play_values (
          play_pk   INTEGER NOT NULL REFERENCES plays(pk) ON DELETE CASCADE,
          seat_idx  INTEGER NOT NULL CHECK (seat_idx >= -1),
          dimension TEXT NOT NULL,
          value     TEXT NOT NULL,
          player_id TEXT,
          PRIMARY KEY (play_pk, seat_idx, dimension)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE play_backfill (
          game_id TEXT PRIMARY KEY
        ) STRICT, WITHOUT ROWID;
        INSERT INTO play_backfill (game_id) SELECT id FROM games WHERE outcome IS NOT NULL;
        CREATE UNIQUE INDEX players_me ON players(me) WHERE me = 1;
        CREATE UNIQUE INDEX plays_saved_game ON plays(saved_game_id) WHERE saved_game_id IS NOT NULL;
        CREATE INDEX plays_played ON plays(played_at, created_at);
        CREATE INDEX plays_game_played ON plays(game, played_at);
        CREATE INDEX plays_campaign ON plays(campaign_id) WHERE campaign_id IS NOT NULL;
        CREATE INDEX plays_fingerprint ON plays(fingerprint);
        CREATE INDEX play_seats_player ON play_seats(player_id, play_pk);
        CREATE INDEX play_values_dimension ON play_values(dimension, value);
      `);
      db.prepare("INSERT INTO players (id, name, me, created_at) VALUES ('me', '', 1, ?)").run(
        new Date(0).toISOString(),
      );
    },
  },
  {
    version: 9,
    name: 'play statistics tables, local play days',
    up(db) {
      db.exec(PLAY_STATS_SQL);
      // each play's local day (history/play-day.ts), for months and period filters
      db.exec("ALTER TABLE plays ADD COLUMN played_day TEXT NOT NULL DEFAULT ''");
      const setDay = db.prepare('UPDATE plays SET played_day = ? WHERE pk = ?');
      for (const p of db.prepare('SELECT pk, played_at FROM plays').all() as Array<{ pk: number; played_at: string }>)
        setDay.run(playDay(p.played_at), p.pk);
      db.exec('CREATE INDEX plays_day ON plays(played_day)');
    },
  },
];

/**
 * Migration 9: two tables the statistics read instead of re-deriving them from every seat and value
 * on each call (issue 19's `history.statsMs`), kept by triggers on play_seats and play_values, so
 * every writer (a play saved or edited, deleted with its seats, players merged, a player's seats set
 * to none) keeps them without knowing of them; then filled from the rows already there.
 *
 * play_people: one row per player and play with the player's best result there (3 win, 2 draw,
 * 1 loss, 0 a seat without one) — what `RESULT_SQL` computed per play, and the other-player figures.
 *
 * play_dims: each dimension value a perspective sees in a play, once: the play's own under player ''
 * and a seat's under its player (a player with two seats of one value has one row). Its key order
 * (dimension, value, play) lets the per-dimension figures group as they read, with no sort and no
 * DISTINCT. A dimension is the play's or a seat's (checkPlay refuses the other), so '' and a player
 * never share a row's value in a valid play; the triggers keep it so for any row order anyway: a seat's
 * value equal to the play's own is not added, and comes back when the play's own goes.
 */
/** A seat's result as a number: 3 win, 2 draw, 1 loss, 0 none. */
const RANK = (col: string) => `CASE ${col} WHEN 'win' THEN 3 WHEN 'draw' THEN 2 WHEN 'loss' THEN 1 ELSE 0 END`;

/** play_people's row of `row`'s (player, play) computed again from the seats. */
const peopleAgain = (row: 'OLD' | 'NEW') => `
    DELETE FROM play_people WHERE player_id = ${row}.player_id AND play_pk = ${row}.play_pk;
    INSERT INTO play_people (player_id, play_pk, r)
      SELECT player_id, play_pk, MAX(${RANK('result')}) FROM play_seats
       WHERE play_pk = ${row}.play_pk AND player_id = ${row}.player_id GROUP BY player_id, play_pk;`;

/** Who sees value row `row` in play_dims: '' for the play's own, else the seat's player (NULL: nobody). */
const viewer = (row: string) => `CASE WHEN ${row}.seat_idx = -1 THEN '' ELSE ${row}.player_id END`;

/** play_dims after value row OLD is gone: its pair leaves unless another row gives it; a play's own value gone brings its seats' back. */
const dimsRemove = `
    DELETE FROM play_dims
     WHERE dimension = OLD.dimension AND value = OLD.value AND play_pk = OLD.play_pk AND player_id = ${viewer('OLD')}
       AND NOT EXISTS (SELECT 1 FROM play_values v WHERE v.play_pk = OLD.play_pk AND v.dimension = OLD.dimension
                          AND v.value = OLD.value AND ${viewer('v')} = ${viewer('OLD')});
    INSERT OR IGNORE INTO play_dims (dimension, value, play_pk, player_id)
      SELECT v.dimension, v.value, v.play_pk, v.player_id FROM play_values v
       WHERE OLD.seat_idx = -1 AND v.play_pk = OLD.play_pk AND v.dimension = OLD.dimension AND v.value = OLD.value
         AND v.seat_idx >= 0 AND v.player_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM play_values w WHERE w.play_pk = OLD.play_pk AND w.seat_idx = -1
                            AND w.dimension = OLD.dimension AND w.value = OLD.value);`;

/** play_dims after value row NEW came: its pair is added (a seat's only when the play has no such value of its own, which takes the seats' place). */
const dimsAdd = `
    DELETE FROM play_dims
     WHERE NEW.seat_idx = -1 AND dimension = NEW.dimension AND value = NEW.value AND play_pk = NEW.play_pk
       AND player_id <> '';
    INSERT OR IGNORE INTO play_dims (dimension, value, play_pk, player_id)
      SELECT NEW.dimension, NEW.value, NEW.play_pk, ${viewer('NEW')}
       WHERE (NEW.seat_idx = -1 OR NEW.player_id IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM play_dims d WHERE d.dimension = NEW.dimension AND d.value = NEW.value
                            AND d.play_pk = NEW.play_pk AND d.player_id = '');`;

const PLAY_STATS_SQL = `
  CREATE TABLE play_people (
    player_id TEXT NOT NULL,
    play_pk   INTEGER NOT NULL,
    r         INTEGER NOT NULL CHECK (r BETWEEN 0 AND 3),
    PRIMARY KEY (player_id, play_pk)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE play_dims (
    dimension TEXT NOT NULL,
    value     TEXT NOT NULL,
    play_pk   INTEGER NOT NULL,
    player_id TEXT NOT NULL,
    PRIMARY KEY (dimension, value, play_pk, player_id)
  ) STRICT, WITHOUT ROWID;

  CREATE TRIGGER play_seats_people_insert AFTER INSERT ON play_seats WHEN NEW.player_id IS NOT NULL BEGIN
    INSERT INTO play_people (player_id, play_pk, r) VALUES (NEW.player_id, NEW.play_pk, ${RANK('NEW.result')})
      ON CONFLICT (player_id, play_pk) DO UPDATE SET r = MAX(r, excluded.r);
  END;
  CREATE TRIGGER play_seats_people_delete AFTER DELETE ON play_seats WHEN OLD.player_id IS NOT NULL BEGIN
    ${peopleAgain('OLD')}
  END;
  CREATE TRIGGER play_seats_people_update AFTER UPDATE OF play_pk, player_id, result ON play_seats BEGIN
    ${peopleAgain('OLD')}
    ${peopleAgain('NEW')}
  END;

  CREATE TRIGGER play_values_dims_insert AFTER INSERT ON play_values BEGIN
    ${dimsAdd}
  END;
  CREATE TRIGGER play_values_dims_delete AFTER DELETE ON play_values BEGIN
    ${dimsRemove}
  END;
  CREATE TRIGGER play_values_dims_update AFTER UPDATE OF play_pk, seat_idx, dimension, value, player_id ON play_values
  BEGIN
    ${dimsRemove}
    ${dimsAdd}
  END;

  INSERT INTO play_people (player_id, play_pk, r)
    SELECT player_id, play_pk, MAX(${RANK('result')}) FROM play_seats WHERE player_id IS NOT NULL
     GROUP BY player_id, play_pk;
  INSERT OR IGNORE INTO play_dims (dimension, value, play_pk, player_id)
    SELECT dimension, value, play_pk, '' FROM play_values WHERE seat_idx = -1;
  INSERT OR IGNORE INTO play_dims (dimension, value, play_pk, player_id)
    SELECT v.dimension, v.value, v.play_pk, v.player_id FROM play_values v
     WHERE v.seat_idx >= 0 AND v.player_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM play_values w WHERE w.play_pk = v.play_pk AND w.seat_idx = -1
                          AND w.dimension = v.dimension AND w.value = v.value);
`;

/**
 * The steps with every game's own parts (GameDefinition.storage) run after each step's shared SQL.
 * The shipped games' parts always belong to the history (`gameDefinitions`, not a test's list).
 */
export function withGameParts(
  shared: readonly Migration[],
  games: readonly GameDefinition[],
  partsOf: (s: GameStorage) => readonly StoragePart[] | undefined,
): Migration[] {
  const parts = games.flatMap((g) => (g.storage ? (partsOf(g.storage) ?? []) : []));
  for (const p of parts)
    if (!shared.some((m) => m.version === p.version)) throw new Error(`storage part for a missing step ${p.version}`);
  return shared.map((m) => {
    const own = parts.filter((p) => p.version === m.version);
    if (own.length === 0) return m;
    return {
      version: m.version,
      name: [m.name, ...own.map((p) => p.name)].filter(Boolean).join('; '),
      up(db) {
        m.up(db);
        for (const p of own) db.exec(p.sql);
      },
    };
  });
}

export const saveMigrations: Migration[] = withGameParts(sharedSaveSteps, gameDefinitions, (s) => s.save);

export function latestVersion(migrations: readonly Migration[]): number {
  return migrations.length === 0 ? 0 : migrations[migrations.length - 1].version;
}

/** Check the list is strictly increasing from 1 without gaps: a wrong list must fail loudly at start. */
export function assertMigrationList(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration list broken at index ${i}: version ${m.version}`);
  });
}

/** A migration that threw: which one, so the refusal can name the step (the cause is kept). */
export class MigrationFailure extends Error {
  constructor(
    readonly version: number,
    readonly migrationName: string,
    readonly reason: unknown,
  ) {
    super(
      `save migration ${version} (${migrationName}) failed: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
    this.name = 'MigrationFailure';
  }
}

/**
 * Apply every migration above the file's version and set `user_version`, all in ONE transaction:
 * a migration that throws half-way rolls back every pending one (the file stays at `from`) and is
 * reported as a MigrationFailure naming it.
 */
export function runMigrations(db: Database.Database, migrations: readonly Migration[], from: number): number {
  const pending = migrations.filter((m) => m.version > from);
  if (pending.length === 0) return from;
  const to = pending[pending.length - 1].version;
  db.transaction(() => {
    for (const m of pending) {
      try {
        m.up(db);
      } catch (e) {
        throw new MigrationFailure(m.version, m.name, e);
      }
    }
    db.pragma(`user_version = ${to}`);
  })();
  return to;
}
