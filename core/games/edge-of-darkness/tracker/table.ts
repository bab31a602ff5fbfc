// The Edge of Darkness tracker's table: every number as a counter with its bounds, and the operations the
// table does by hand (a tray's card attacks, a threat is hunted, the bag is refilled, a defence holds or
// fails, the first-player marker, the tale and chapter). The kernel runs the manual actions (setCounter, op);
// `refuse` says why the rules forbid one, naming the digest section, before the kernel checks the bounds, so
// every refusal is the tracker's own reason. There are no pieces: the cards stay on the real table.

import type { ManualAction, ManualOp, ManualOpResult, TableAdapter } from '../../../kernel/table';
import { counterValue, opDone, trackerLog, trackerRefusal, withCounter } from '../../../kernel/tracker';
import type { ModuleRejection, SeatId } from '../../../kernel/types';
import {
  AGENT_BOUNDS,
  CARDS_IN_GAME,
  DEFENSE_SUCCESS_PRESTIGE,
  DEFENSE_TRACK_BOTTOM,
  DEFENSE_TRACK_TOP,
  defenseAfterHits,
  SLOTS,
  type GuildId,
} from '../data';
import {
  attackTargets,
  attackThreshold,
  bagCount,
  bagOf,
  CHAPTER_MAX,
  colourCubes,
  counterBounds,
  cubeColours,
  setAsideCounter,
  setAsideTotal,
  TALE_MAX,
  TOKEN_MAX,
  trayCounter,
  trayTotal,
  TRAYS,
  type TrackerState,
} from './state';

/** A refusal: the tracker's message code and the digest section it rests on. */
export const REFUSALS = {
  over: '§5',
  unknownCounter: '§2.5',
  negative: '§2.5',
  tokenMax: '§2.5',
  defenseRange: '§2.5',
  agentsRange: '§2.5',
  outOverTrained: '§2.5',
  bagEmpty: '§2.4',
  colourHolds: '§1',
  cardsHold: '§1',
  slotsOverCards: '§2.1',
  hallOverSlots: '§5',
  unknownTray: '§2.4',
  belowThreshold: '§4.5',
  trayEmpty: '§4.6',
  bagNotEmpty: '§2.4',
  setAsideEmpty: '§2.4',
  unknownGuild: '§3.2',
  alreadyFirst: '§4.4',
  atBottom: '§4.5',
  taleLong: '§7.4',
  chapterRange: '§7.4',
  unknownOp: '§4',
} as const;
export type RefusalCode = keyof typeof REFUSALS;

export const refusal = trackerRefusal<RefusalCode>('eodTracker', REFUSALS);

const value = counterValue;

/** Why a counter may not take `v` (null: it may). Bounds first, then what the rules say about the change. */
export function counterProblem(s: TrackerState, id: string, v: number): ModuleRejection | null {
  const [kind, a, b] = id.split('.');
  if (!(id in s.counters)) return refusal('unknownCounter');
  const old = value(s, id);
  if (v < 0) return refusal('negative', { value: v });
  switch (kind) {
    case 'coins':
    case 'influence':
    case 'goodwill':
    case 'prestige':
      return v > TOKEN_MAX ? refusal('tokenMax', { max: TOKEN_MAX }) : null;
    case 'defense':
      return v < DEFENSE_TRACK_TOP || v > DEFENSE_TRACK_BOTTOM
        ? refusal('defenseRange', { min: DEFENSE_TRACK_TOP + 1, max: DEFENSE_TRACK_BOTTOM + 1 })
        : null;
    case 'trained':
      if (v > AGENT_BOUNDS.trained.max) return refusal('agentsRange', { max: AGENT_BOUNDS.trained.max });
      return v < value(s, `out.${a}`) ? refusal('outOverTrained', { out: value(s, `out.${a}`) }) : null;
    case 'out':
      return v > value(s, `trained.${a}`)
        ? refusal('outOverTrained', { out: v, trained: value(s, `trained.${a}`) })
        : null;
    case 'threats':
    case 'setAside':
    case 'tray': {
      // cubes by colour (§2.4, §4.1 B2): `threats.<guild>.<colour>`, `setAside.<colour>`, `tray.<n>.<colour>`
      const colour = kind === 'setAside' ? a : b;
      if (kind === 'tray') {
        const inTrays = TRAYS.reduce((n, t) => n + value(s, trayCounter(t, colour)), 0) - old + v;
        if (inTrays > colourCubes(colour)) return refusal('colourHolds', { max: colourCubes(colour) });
      }
      // §2.4: every cube is in one place; what a counter gains comes out of the bag, of its own colour
      if (v > old && v - old > bagOf(s, colour)) return refusal('bagEmpty', { bag: bagOf(s, colour), colour });
      return null;
    }
    case 'guildCards':
      if (v > CARDS_IN_GAME) return refusal('cardsHold', { max: CARDS_IN_GAME });
      return value(s, `filledSlots.${a}`) > v * SLOTS.length
        ? refusal('slotsOverCards', { slots: value(s, `filledSlots.${a}`), cards: v })
        : null;
    case 'filledSlots':
      if (v > value(s, `guildCards.${a}`) * SLOTS.length)
        return refusal('slotsOverCards', { slots: v, cards: value(s, `guildCards.${a}`) });
      return v < value(s, `hallSlots.${a}`)
        ? refusal('hallOverSlots', { hall: value(s, `hallSlots.${a}`), slots: v })
        : null;
    case 'hallSlots':
      return v > value(s, `filledSlots.${a}`)
        ? refusal('hallOverSlots', { hall: v, slots: value(s, `filledSlots.${a}`) })
        : null;
  }
  return refusal('unknownCounter');
}

/** The operations by hand (§4.4, §4.5, §4.6, §2.4, §3.2 step 10; the tale and chapter, §7.4). */
export const OPS = ['attack', 'hunt', 'refillBag', 'defended', 'hit', 'firstPlayer', 'tale', 'chapter'] as const;
export type TrackerOp = (typeof OPS)[number];

const trayOf = (a: ManualOp): number | null => {
  const n = Number(a.value);
  return TRAYS.includes(n) ? n : null;
};
const guildOf = (s: TrackerState, a: ManualOp): GuildId | null =>
  (s.seats as readonly string[]).includes(a.value ?? '') ? (a.value as GuildId) : null;

function opProblem(s: TrackerState, a: ManualOp): ModuleRejection | null {
  switch (a.op) {
    case 'attack':
    case 'hunt': {
      const tray = trayOf(a);
      if (tray === null) return refusal('unknownTray', { tray: a.value ?? '' });
      if (a.op === 'attack' && trayTotal(s, tray) < attackThreshold(s))
        return refusal('belowThreshold', { tray, cubes: trayTotal(s, tray), threshold: attackThreshold(s) });
      return null;
    }
    case 'refillBag':
      if (bagCount(s) > 0) return refusal('bagNotEmpty', { bag: bagCount(s) });
      return setAsideTotal(s) === 0 ? refusal('setAsideEmpty') : null;
    case 'defended':
      return guildOf(s, a) ? null : refusal('unknownGuild', { guild: a.value ?? '' });
    case 'hit': {
      const g = guildOf(s, a);
      if (!g) return refusal('unknownGuild', { guild: a.value ?? '' });
      return value(s, `defense.${g}`) >= DEFENSE_TRACK_BOTTOM ? refusal('atBottom') : null;
    }
    case 'firstPlayer': {
      const g = guildOf(s, a);
      if (!g) return refusal('unknownGuild', { guild: a.value ?? '' });
      return s.seats[s.firstPlayer] === g ? refusal('alreadyFirst') : null;
    }
    case 'tale':
      return (a.value ?? '').length > TALE_MAX ? refusal('taleLong', { max: TALE_MAX }) : null;
    case 'chapter':
      return (a.amount ?? 0) > CHAPTER_MAX ? refusal('chapterRange', { max: CHAPTER_MAX }) : null;
  }
  return refusal('unknownOp');
}

function refuse(s: TrackerState, _seat: SeatId, a: ManualAction): ModuleRejection | null {
  if (a.type === 'manual.note') return null;
  if (s.result) return refusal('over');
  switch (a.type) {
    case 'manual.setCounter':
      return counterProblem(s, a.counter, a.value);
    case 'manual.op':
      return opProblem(s, a);
    default:
      // the cards, the tower's cards and the cubes themselves stay on the real table: the tracker has no
      // pieces or zones, so the kernel answers moves, flips and shuffles (unknown piece / zone)
      return null;
  }
}

export const log = trackerLog('eodTracker');

/** A tray's cubes to the set-aside pool, colour by colour (§4.5 step 1, §4.6). */
function emptyTray(s: TrackerState, tray: number): TrackerState {
  const counters: Record<string, number> = { ...s.counters };
  for (const c of cubeColours(s.seats)) {
    counters[setAsideCounter(c)] = value(s, setAsideCounter(c)) + value(s, trayCounter(tray, c));
    counters[trayCounter(tray, c)] = 0;
  }
  return { ...s, counters };
}

/** The set-aside pool back into the bag (§2.4): the bag is derived, so the pool's counters go to 0. */
function refillBag(s: TrackerState): TrackerState {
  const counters: Record<string, number> = { ...s.counters };
  for (const c of cubeColours(s.seats)) counters[setAsideCounter(c)] = 0;
  return { ...s, counters };
}

function op(s: TrackerState, _seat: SeatId, a: ManualOp): ManualOpResult<TrackerState> {
  const problem = opProblem(s, a);
  if (problem) return { ok: false, rejection: problem };
  switch (a.op) {
    case 'attack': {
      // §4.5: the card attacks the guild with the most cubes (every tied one; everybody when black leads)
      const tray = trayOf(a)!;
      const targets = attackTargets(s, tray);
      return done(emptyTray(s, tray), log('attacked', { tray, cubes: trayTotal(s, tray), targets: targets.join(',') }));
    }
    case 'hunt': {
      const tray = trayOf(a)!;
      return done(emptyTray(s, tray), log('hunted', { tray, cubes: trayTotal(s, tray) }));
    }
    case 'refillBag':
      return done(refillBag(s), log('bagRefilled', { n: setAsideTotal(s) }));
    case 'defended': {
      // §4.5: damage reduced to 0 — +1 prestige, the Defense token stays
      const g = guildOf(s, a)!;
      const id = `prestige.${g}`;
      const next = Math.min(TOKEN_MAX, value(s, id) + DEFENSE_SUCCESS_PRESTIGE);
      return done({ ...s, counters: { ...s.counters, [id]: next } }, log('defended', { guild: g }));
    }
    case 'hit': {
      // §4.5, A6: an attack that gets through moves the token down one space, whatever the damage
      const g = guildOf(s, a)!;
      const id = `defense.${g}`;
      const next = defenseAfterHits(value(s, id), 1);
      return done({ ...s, counters: { ...s.counters, [id]: next } }, log('hit', { guild: g, space: next + 1 }));
    }
    case 'firstPlayer': {
      const g = guildOf(s, a)!;
      return done({ ...s, firstPlayer: s.seats.indexOf(g) }, log('firstPlayer', { guild: g }));
    }
    case 'tale': {
      const tale = (a.value ?? '').trim();
      return done({ ...s, tale }, log('tale', { tale }));
    }
    case 'chapter': {
      const chapter = a.amount ? a.amount : null;
      return done({ ...s, chapter }, log('chapter', { chapter: chapter ?? 0 }));
    }
  }
  return { ok: false, rejection: refusal('unknownOp') };
}

const done = opDone<TrackerState>;

function sampleOps(s: TrackerState): ManualOp[] {
  const out: ManualOp[] = [];
  for (const t of TRAYS) {
    out.push({ type: 'manual.op', op: 'hunt', value: String(t) });
    if (trayTotal(s, t) >= attackThreshold(s)) out.push({ type: 'manual.op', op: 'attack', value: String(t) });
  }
  if (bagCount(s) === 0 && setAsideTotal(s) > 0) out.push({ type: 'manual.op', op: 'refillBag' });
  for (const g of s.seats) {
    out.push({ type: 'manual.op', op: 'defended', value: g });
    if (value(s, `defense.${g}`) < DEFENSE_TRACK_BOTTOM) out.push({ type: 'manual.op', op: 'hit', value: g });
    if (s.seats[s.firstPlayer] !== g) out.push({ type: 'manual.op', op: 'firstPlayer', value: g });
  }
  out.push({ type: 'manual.op', op: 'chapter', amount: 1 + (s.round % 3) });
  return out;
}

export const trackerTable: TableAdapter<TrackerState> = {
  zones: () => [],
  contents: () => [],
  setContents: (s) => s,
  piece: () => null,
  setPiece: (s) => s,
  counters: (s) =>
    counterBounds(s).map((c) => ({ id: c.id, owner: c.owner, value: value(s, c.id), min: c.min, max: c.max })),
  setCounter: withCounter,
  refuse,
  op,
  sampleOps,
};
