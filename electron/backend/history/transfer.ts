import { z } from 'zod';
import {
  ME,
  playInput,
  type HistoryPlayer,
  type ImportProblem,
  type Play,
  type PlayInput,
  type PlaySource,
} from '../../../core/api/history';
import { readCsv, unguardFormula, writeCsv } from '../../../core/platform/csv/csv';
import type { GameDefinition } from '../../../core/platform/definition';

/** The JSON file's kind and version (`history.export` json). */
export const PLAYS_FILE_KIND = 'deckhand.play-history';
const PLAYS_FILE_VERSION = 1;
/** Lines of a CSV import at most (one line per seat). */
export const MAX_IMPORT_LINES = 50_000;

/** The CSV's own columns, in order; then one column per dimension of the games in the file. */
const CSV_COLUMNS = [
  'play',
  'date',
  'duration',
  'game',
  'campaign',
  'note',
  'seat',
  'player',
  'result',
  'score',
  'rank',
];

/** Header spellings read as each field (lower case, without spaces, `_` and `-`). */
const ALIASES: Record<string, string> = {
  play: 'playKey',
  playid: 'playKey',
  playkey: 'playKey',
  date: 'date',
  playedat: 'date',
  played: 'date',
  duration: 'duration',
  durationmin: 'duration',
  minutes: 'duration',
  length: 'duration',
  game: 'game',
  campaign: 'campaign',
  note: 'note',
  notes: 'note',
  comment: 'note',
  comments: 'note',
  seat: 'seat',
  player: 'player',
  playername: 'player',
  name: 'player',
  result: 'result',
  outcome: 'result',
  won: 'result',
  winner: 'result',
  score: 'score',
  points: 'score',
  rank: 'rank',
  position: 'rank',
  place: 'rank',
};

const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

export interface ImportedPlay {
  /** First line of the play in the file (JSON: its 1-based position). */
  line: number;
  /** JSON: the play's id in the file (kept when free, so a re-import finds it). */
  id?: string;
  source?: PlaySource;
  input: PlayInput;
}

export interface ImportRead {
  plays: ImportedPlay[];
  problems: ImportProblem[];
  columns?: Array<{ column: string; field: string | null }>;
}

// ---- export ----

/** Plays as CSV (one line per seat, the play's fields repeated) or JSON (the plays and the players). */
export function exportPlays(
  format: 'csv' | 'json',
  plays: readonly Play[],
  players: readonly HistoryPlayer[],
  games: ReadonlyMap<string, GameDefinition>,
): string {
  const nameOf = new Map(players.map((p) => [p.id, p.name]));
  const seatName = (s: Play['seats'][number]) =>
    (s.playerId ? nameOf.get(s.playerId) || (s.playerId === ME ? 'me' : null) : null) ?? s.playerName ?? '';
  if (format === 'json') {
    const content = {
      kind: PLAYS_FILE_KIND,
      version: PLAYS_FILE_VERSION,
      players: players.map((p) => ({ id: p.id, name: p.name, me: p.me })),
      plays: plays.map((p) => ({ ...p, seats: p.seats.map((s) => ({ ...s, playerName: seatName(s) || null })) })),
    };
    return JSON.stringify(content, null, 2) + '\n';
  }
  const dims: string[] = [];
  for (const game of new Set(plays.map((p) => p.game)))
    for (const d of games.get(game)?.history?.dimensions ?? []) if (!dims.includes(d.id)) dims.push(d.id);
  const rows: string[][] = [[...CSV_COLUMNS, ...dims]];
  for (const p of plays)
    for (const s of p.seats)
      rows.push([
        p.id,
        p.playedAt,
        p.durationMin === null ? '' : String(p.durationMin),
        p.game,
        p.campaignId ?? '',
        p.note,
        s.seat,
        seatName(s),
        s.result ?? '',
        s.score === null ? '' : String(s.score),
        s.rank === null ? '' : String(s.rank),
        ...dims.map((d) => s.values[d] ?? p.values[d] ?? ''),
      ]);
  return writeCsv(rows);
}

// ---- import ----

export function importPlays(
  args: { format: 'csv' | 'json'; content: string; mapping?: Record<string, string>; game?: string },
  games: ReadonlyMap<string, GameDefinition>,
): ImportRead {
  return args.format === 'json'
    ? importJson(args.content)
    : importCsv(args.content, args.mapping ?? {}, args.game, games);
}

const problem = (
  line: number,
  reason: string,
  params: Record<string, string | number> = {},
  column?: string,
): ImportProblem => ({
  line,
  ...(column !== undefined ? { column } : {}),
  reason: `history.error.${reason}`,
  params,
});

/** A day or a time as the API stores it: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS]Z`; null when not a real date. */
export function parseDate(cell: string): string | null {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?)?$/.exec(cell.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, h ? +h : 0, mi ? +mi : 0, s ? +s : 0));
  if (date.getUTCFullYear() !== +y || date.getUTCMonth() !== +mo - 1 || date.getUTCDate() !== +d) return null;
  if (h !== undefined && (+h > 23 || +mi > 59 || (s !== undefined && +s > 59))) return null;
  const day = `${y}-${mo}-${d}`;
  return h === undefined ? day : `${day}T${h}:${mi}${s !== undefined ? `:${s}` : ''}Z`;
}

const RESULTS: Record<string, 'win' | 'loss' | 'draw'> = {
  win: 'win',
  won: 'win',
  w: 'win',
  '1': 'win',
  true: 'win',
  yes: 'win',
  victory: 'win',
  winner: 'win',
  loss: 'loss',
  lost: 'loss',
  lose: 'loss',
  l: 'loss',
  '0': 'loss',
  false: 'loss',
  no: 'loss',
  defeat: 'loss',
  draw: 'draw',
  d: 'draw',
  tie: 'draw',
  tied: 'draw',
};

/** A result cell: win/loss/draw and common spellings; `''` is no result; undefined when unreadable. */
export function parseResult(cell: string): 'win' | 'loss' | 'draw' | null | undefined {
  const t = cell.trim().toLowerCase();
  if (t === '') return null;
  return RESULTS[t];
}

function gameOf(cell: string, games: ReadonlyMap<string, GameDefinition>): string | null {
  const t = cell.trim().toLowerCase();
  for (const g of games.values()) {
    if (g.id === t) return g.id;
    if (Object.values(g.names ?? {}).some((n) => n?.toLowerCase() === t)) return g.id;
  }
  return null;
}

interface Line {
  line: number;
  key: string;
  game: string;
  date: string;
  duration: number | null;
  note: string;
  campaign: string;
  seat: string;
  player: string;
  result: 'win' | 'loss' | 'draw' | null;
  score: number | null;
  rank: number | null;
  values: Record<string, string>;
}

function importCsv(
  content: string,
  mapping: Record<string, string>,
  defaultGame: string | undefined,
  games: ReadonlyMap<string, GameDefinition>,
): ImportRead {
  const problems: ImportProblem[] = [];
  const table = readCsv(content);
  if (table.records.length === 0) return { plays: [], problems: [problem(1, 'noPlays')] };
  if (table.records.length > MAX_IMPORT_LINES + 1)
    return { plays: [], problems: [problem(1, 'tooManyLines', { max: MAX_IMPORT_LINES })] };
  if (table.unclosedQuoteLine !== null) problems.push(problem(table.unclosedQuoteLine, 'unclosedQuote'));
  const dims = new Set([...games.values()].flatMap((g) => (g.history?.dimensions ?? []).map((d) => d.id)));
  const byKey = new Map([...dims].map((d) => [headerKey(d), d]));
  const [head, ...records] = table.records;
  const headers = head.cells.map((c) => unguardFormula(c).trim());
  const columns = headers.map((column) => {
    const given = Object.hasOwn(mapping, column) ? mapping[column] : undefined;
    const k = headerKey(column);
    const field = given ?? ALIASES[k] ?? (byKey.has(k) ? `value:${byKey.get(k)}` : null);
    return { column, field };
  });
  const used = new Map<string, string>();
  for (const c of columns) {
    if (c.field === null) problems.push(problem(head.line, 'unknownColumn', { column: c.column }, c.column));
    else if (c.field !== 'ignore') {
      if (used.has(c.field)) problems.push(problem(head.line, 'duplicateField', { field: c.field }, c.column));
      used.set(c.field, c.column);
    }
  }
  if (!used.has('date')) problems.push(problem(head.line, 'missingColumn', { field: 'date' }));
  if (problems.some((p) => p.line === head.line)) return { plays: [], problems, columns };
  if (records.length === 0) return { plays: [], problems: [problem(head.line, 'noPlays')], columns };

  const lines: Line[] = [];
  for (const rec of records) {
    const cell = (field: string) => {
      const i = columns.findIndex((c) => c.field === field);
      return i < 0 ? '' : unguardFormula(rec.cells[i] ?? '').trim();
    };
    const bad: ImportProblem[] = [];
    const number = (field: string, int: boolean, min: number): number | null => {
      const t = cell(field);
      if (t === '') return null;
      const n = Number(t.replace(',', '.'));
      if (!Number.isFinite(n) || (int && !Number.isInteger(n)) || n < min || Math.abs(n) > 1e6) {
        bad.push(problem(rec.line, 'badNumber', { value: t }, used.get(field)));
        return null;
      }
      return n;
    };
    const date = parseDate(cell('date'));
    if (date === null)
      bad.push(
        cell('date') === ''
          ? problem(rec.line, 'missingValue', { field: 'date' }, used.get('date'))
          : problem(rec.line, 'badDate', { value: cell('date') }, used.get('date')),
      );
    const result = parseResult(cell('result'));
    if (result === undefined) bad.push(problem(rec.line, 'badResult', { value: cell('result') }, used.get('result')));
    let game: string | null = null;
    if (cell('game') !== '') {
      game = gameOf(cell('game'), games);
      if (!game) bad.push(problem(rec.line, 'unknownGame', { game: cell('game') }, used.get('game')));
    } else if (defaultGame) game = defaultGame;
    else bad.push(problem(rec.line, 'missingGame'));
    const duration = number('duration', true, 0);
    const score = number('score', false, -1e6);
    const rank = number('rank', true, 1);
    const values: Record<string, string> = {};
    columns.forEach((c, i) => {
      const v = unguardFormula(rec.cells[i] ?? '').trim();
      if (c.field?.startsWith('value:') && v !== '') values[c.field.slice(6)] = v;
    });
    if (bad.length) {
      problems.push(...bad);
      continue;
    }
    lines.push({
      line: rec.line,
      key: cell('playKey') || `#${rec.line}`,
      game: game!,
      date: date!,
      duration,
      note: cell('note'),
      campaign: cell('campaign'),
      seat: cell('seat'),
      player: cell('player'),
      result: result ?? null,
      score,
      rank,
      values,
    });
  }

  const groups = new Map<string, Line[]>();
  for (const l of lines) groups.set(l.key, [...(groups.get(l.key) ?? []), l]);
  const plays: ImportedPlay[] = [];
  for (const [key, group] of groups) {
    const first = group[0];
    const history = games.get(first.game)?.history;
    if (!history) {
      problems.push(problem(first.line, 'noHistory', { game: first.game }));
      continue;
    }
    const scopeOf = new Map(history.dimensions.map((d) => [d.id, d.scope]));
    const playValues: Record<string, string> = {};
    let clash: Line | null = null;
    for (const l of group) {
      if (l.game !== first.game || l.date !== first.date || l.note !== first.note || l.duration !== first.duration)
        clash ??= l;
      for (const [d, v] of Object.entries(l.values))
        if (scopeOf.get(d) !== 'seat') {
          if (playValues[d] !== undefined && playValues[d] !== v) clash ??= l;
          playValues[d] = v;
        }
    }
    if (clash) {
      problems.push(problem(clash.line, 'inconsistentPlay', { key: key.startsWith('#') ? String(first.line) : key }));
      continue;
    }
    const input = {
      game: first.game,
      playedAt: first.date,
      durationMin: first.duration,
      ...(/^[0-9a-f-]{36}$/.test(first.campaign) ? { campaignId: first.campaign } : {}),
      values: playValues,
      seats: group.map((l, i) => ({
        seat: l.seat || history.seats.suggested[i] || `s${i + 1}`,
        playerName: l.player || null,
        values: Object.fromEntries(Object.entries(l.values).filter(([d]) => scopeOf.get(d) === 'seat')),
        result: l.result,
        score: l.score,
        rank: l.rank,
      })),
      note: first.note,
    };
    const parsed = playInput.safeParse(input);
    if (!parsed.success) {
      problems.push(problem(first.line, 'badPlay', { field: parsed.error.issues[0]?.path.join('.') ?? '' }));
      continue;
    }
    plays.push({ line: first.line, input: parsed.data });
  }
  return { plays, problems, columns };
}

const jsonSeat = z.looseObject({
  seat: z.string(),
  playerId: z.string().nullable().optional(),
  playerName: z.string().nullable().optional(),
});
const jsonPlay = z.looseObject({
  id: z
    .string()
    .regex(/^[0-9a-f-]{36}$/)
    .optional(),
  source: z.enum(['engine', 'tracker', 'manual', 'import']).optional(),
  seats: z.array(jsonSeat),
});
const jsonFile = z.looseObject({
  kind: z.literal(PLAYS_FILE_KIND),
  version: z.literal(PLAYS_FILE_VERSION),
  plays: z.array(z.unknown()),
});

/** Fields of an exported play that a play input does not take (the importing save sets them). */
const DROPPED = ['id', 'source', 'engine', 'savedGameId', 'fingerprint', 'createdAt', 'updatedAt'];

function importJson(content: string): ImportRead {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return { plays: [], problems: [problem(1, 'badJson')] };
  }
  const file = jsonFile.safeParse(raw);
  if (!file.success) return { plays: [], problems: [problem(1, 'badJson')] };
  if (file.data.plays.length === 0) return { plays: [], problems: [problem(1, 'noPlays')] };
  const plays: ImportedPlay[] = [];
  const problems: ImportProblem[] = [];
  file.data.plays.forEach((item, i) => {
    const line = i + 1;
    const head = jsonPlay.safeParse(item);
    if (!head.success) {
      problems.push(problem(line, 'badPlay', { field: head.error.issues[0]?.path.join('.') ?? '' }));
      return;
    }
    const rest = Object.fromEntries(
      Object.entries(item as Record<string, unknown>).filter(([k]) => !DROPPED.includes(k)),
    );
    // players are matched by name in the importing save; 'me' is its 'me'
    const seats = head.data.seats.map((s) => {
      const { playerId, playerName, ...seat } = s as Record<string, unknown>;
      return playerId === ME ? { ...seat, playerId: ME } : { ...seat, playerName: playerName ?? null };
    });
    const parsed = playInput.safeParse({ ...rest, seats });
    if (!parsed.success) {
      problems.push(problem(line, 'badPlay', { field: parsed.error.issues[0]?.path.join('.') ?? '' }));
      return;
    }
    plays.push({ line, id: head.data.id, source: head.data.source, input: parsed.data });
  });
  return { plays, problems };
}
