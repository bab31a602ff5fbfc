// The tracker's table: Hunt tiles, Companions and Settlements as pieces in zones, every number as a
// counter with its bounds, and a few operations by hand (reveal/hide the Fellowship, activate a nation,
// name the Guide, enter Mordor, refill the Hunt Pool). The kernel runs the manual actions (move,
// setCounter, op); `refuse` says why the rules forbid one, naming the digest section, before the kernel
// checks the bounds, so every refusal is the tracker's own reason.

import type { ManualAction, ManualOp, ManualOpResult, TableAdapter } from '../../../kernel/table';
import { counterValue, opDone, trackerLog, trackerRefusal, withCounter } from '../../../kernel/tracker';
import type { ModuleRejection, SeatId } from '../../../kernel/types';
import {
  ACTION_DICE,
  CARDS_PER_DECK,
  HUNT_TILE_BY_ID,
  isEyeTile,
  NATION_BY_ID,
  NATION_IDS,
  type NationId,
  type Side,
} from '../data';
import {
  COMPANION_ZONES,
  CONTROL_ZONES,
  counterBounds,
  facesOf,
  guideCandidates,
  HUNT_ZONES,
  pieceKind,
  ZONE_IDS,
  zoneOf,
  type TrackerState,
  type ZoneId,
} from './state';

/** A refusal: the tracker's message code, the digest section it rests on, and what the message names. */
export const REFUSALS = {
  over: '§9',
  noShuffle: '§5.10',
  wrongZone: '§5.10',
  standardTile: '§5.10',
  specialWaits: '§5.10',
  neverRejoins: '§5.9',
  noSeparationInMordor: '§5.16',
  corruptionRange: '§5.2',
  progressRange: '§5.1',
  revealedCannotMove: '§5.4',
  onMordorTrack: '§5.16',
  mordorRange: '§5.16',
  mordorRevealed: '§5.16',
  huntBoxRange: '§4.2',
  diceRange: '§4.1',
  diceBelowRolled: '§4.1',
  tooManyRolled: '§3',
  usedNotRolled: '§4.3',
  beyondAtWar: '§6.1',
  aboveTop: '§6.1',
  passiveNotAtWar: '§6.1',
  negative: '§1.2',
  boxHolds: '§1.2',
  deckHolds: '§1.1',
  alreadyActive: '§6.2',
  unknownNation: '§6.1',
  notInFellowship: '§5.3',
  guideLevel: '§5.3',
  alreadyRevealed: '§5.5',
  alreadyHidden: '§5.7',
  alreadyInMordor: '§5.16',
  poolNotEmpty: '§5.10',
  unknownOp: '§3',
} as const;
export type RefusalCode = keyof typeof REFUSALS;

export const refusal = trackerRefusal<RefusalCode>('wotrTracker', REFUSALS);

const value = counterValue;
const sum = (s: TrackerState, prefix: string, side: Side): number =>
  facesOf(side).reduce((n, f) => n + value(s, `${prefix}.${side}.${f}`), 0);

/** Why a counter may not take `v` (null: it may). Bounds first, then what the rules say about the change. */
export function counterProblem(s: TrackerState, id: string, v: number): ModuleRejection | null {
  const parts = id.split('.');
  const old = value(s, id);
  switch (parts[0]) {
    case 'corruption':
      return v < 0 || v > 12 ? refusal('corruptionRange', { min: 0, max: 12, value: v }) : null;
    case 'progress':
      if (v < 0 || v > 12) return refusal('progressRange', { min: 0, max: 12, value: v });
      if (v > old && s.onMordor) return refusal('onMordorTrack');
      return v > old && s.revealed ? refusal('revealedCannotMove') : null;
    case 'mordor':
      if (v < 0 || v > 5) return refusal('mordorRange', { min: 0, max: 5, value: v });
      return v > old && s.revealed ? refusal('mordorRevealed') : null;
    case 'hunt': {
      const side = parts[1] as Side;
      const max = value(s, `dice.${side}`);
      return v < 0 || v > max ? refusal('huntBoxRange', { side, min: 0, max, value: v }) : null;
    }
    case 'dice': {
      const side = parts[1] as Side;
      const { start, max } = ACTION_DICE[side];
      if (v < start || v > max) return refusal('diceRange', { side, min: start, max, value: v });
      const held = Math.max(sum(s, 'rolled', side), value(s, `hunt.${side}`));
      return v < held ? refusal('diceBelowRolled', { side, rolled: held }) : null;
    }
    case 'rolled':
    case 'used': {
      const side = parts[1] as Side;
      const face = parts[2];
      if (v < 0) return refusal('negative', { value: v });
      if (parts[0] === 'rolled') {
        const total = sum(s, 'rolled', side) - old + v;
        if (total > value(s, `dice.${side}`)) return refusal('tooManyRolled', { side, dice: value(s, `dice.${side}`) });
        return v < value(s, `used.${side}.${face}`) ? refusal('usedNotRolled', { side, face }) : null;
      }
      return v > value(s, `rolled.${side}.${face}`) ? refusal('usedNotRolled', { side, face }) : null;
    }
    case 'politics': {
      const nation = parts[1] as NationId;
      if (v < 0) return refusal('beyondAtWar', { nation });
      if (v > 3) return refusal('aboveTop', { nation, max: 3 });
      return v === 0 && !s.active[nation] ? refusal('passiveNotAtWar', { nation }) : null;
    }
    case 'casualties':
    case 'reinforcements': {
      const nation = parts[1] as NationId;
      const kind = parts[2] as 'regular' | 'elite' | 'leader' | 'nazgul';
      if (v < 0) return refusal('negative', { value: v });
      const other = value(s, `${parts[0] === 'casualties' ? 'reinforcements' : 'casualties'}.${nation}.${kind}`);
      const box = NATION_BY_ID[nation].figures[kind];
      return v + other > box ? refusal('boxHolds', { nation, kind, box, value: v + other }) : null;
    }
    case 'deck':
    case 'discard': {
      if (v < 0) return refusal('negative', { value: v });
      const other = value(s, `${parts[0] === 'deck' ? 'discard' : 'deck'}.${parts[1]}.${parts[2]}`);
      return v + other > CARDS_PER_DECK ? refusal('deckHolds', { max: CARDS_PER_DECK, value: v + other }) : null;
    }
  }
  return null;
}

/** Why a piece may not go to `to` (null: it may). */
function moveProblem(s: TrackerState, piece: string, to: string): ModuleRejection | null {
  const what = pieceKind(piece);
  const from = zoneOf(s, piece);
  if (!what || !from || !(ZONE_IDS as readonly string[]).includes(to)) return null; // the kernel answers
  const target = to as ZoneId;
  if (what.kind === 'tile') {
    if (!(HUNT_ZONES as readonly string[]).includes(target)) return refusal('wrongZone');
    const special = HUNT_TILE_BY_ID[what.id].kind !== 'standard';
    // §5.10: the standard tiles are the pool; only special tiles are set aside or wait for Mordor
    if (!special && (target === 'hunt.reserve' || target === 'hunt.waiting')) return refusal('standardTile');
    // §5.10: a special tile put into play waits until the Fellowship is on the Mordor Track
    if (special && target === 'hunt.pool' && !s.onMordor && from !== 'hunt.drawn') return refusal('specialWaits');
    return null;
  }
  if (what.kind === 'char') {
    if (!(COMPANION_ZONES as readonly string[]).includes(target)) return refusal('wrongZone');
    if (target === 'fellowship' && from !== 'fellowship') return refusal('neverRejoins');
    if (target === 'separated' && from === 'fellowship' && s.onMordor) return refusal('noSeparationInMordor');
    return null;
  }
  return (CONTROL_ZONES as readonly string[]).includes(target) ? null : refusal('wrongZone');
}

/** The operations by hand: Fellowship revealed/hidden, a nation activated, the Guide, Mordor, the pool refilled. */
export const OPS = ['reveal', 'hide', 'activate', 'guide', 'enterMordor', 'refill'] as const;

function opProblem(s: TrackerState, a: ManualOp): ModuleRejection | null {
  switch (a.op) {
    case 'reveal':
      return s.revealed ? refusal('alreadyRevealed') : null;
    case 'hide':
      return s.revealed ? null : refusal('alreadyHidden');
    case 'activate': {
      const nation = a.value as NationId;
      if (!(NATION_IDS as readonly string[]).includes(nation ?? '')) return refusal('unknownNation');
      return s.active[nation] ? refusal('alreadyActive', { nation }) : null;
    }
    case 'guide': {
      const c = a.value ?? '';
      if (!s.zones.fellowship.includes(`char.${c}`)) return refusal('notInFellowship', { character: c });
      return guideCandidates(s).includes(c as never) ? null : refusal('guideLevel', { character: c });
    }
    case 'enterMordor':
      return s.onMordor ? refusal('alreadyInMordor') : null;
    case 'refill':
      return s.zones['hunt.pool'].length ? refusal('poolNotEmpty') : null;
  }
  return refusal('unknownOp');
}

function refuse(s: TrackerState, _seat: SeatId, a: ManualAction): ModuleRejection | null {
  if (a.type === 'manual.note') return null;
  if (s.result) return refusal('over');
  switch (a.type) {
    case 'manual.setCounter':
      return s.counters[a.counter] === undefined ? null : counterProblem(s, a.counter, a.value);
    case 'manual.move':
      return moveProblem(s, a.piece, a.to);
    case 'manual.shuffle':
      // the app keeps no hidden order: the table shuffles its own cards and tiles
      return refusal('noShuffle');
    case 'manual.op':
      return opProblem(s, a);
    default:
      return null; // reveal is a log line; flip/exhaust/ready: the kernel answers `unsupported`
  }
}

const log = trackerLog('wotrTracker');

function op(s: TrackerState, _seat: SeatId, a: ManualOp): ManualOpResult<TrackerState> {
  const problem = opProblem(s, a);
  if (problem) return { ok: false, rejection: problem };
  switch (a.op) {
    case 'reveal':
    case 'hide':
      return done({ ...s, revealed: a.op === 'reveal' }, log(a.op === 'reveal' ? 'revealed' : 'hidden'));
    case 'activate': {
      const nation = a.value as NationId;
      return done({ ...s, active: { ...s.active, [nation]: true } }, log('activated', { nation }));
    }
    case 'guide':
      return done({ ...s, guide: a.value as TrackerState['guide'] }, log('guide', { character: a.value! }));
    case 'enterMordor': {
      // §5.16: on the first step of the Mordor Track; the pool is rebuilt with the Eye tiles drawn so far
      // (not those removed for good) and the special tiles put into play
      const eyes = s.zones['hunt.drawn'].filter((p) => isEyeTile(HUNT_TILE_BY_ID[p.slice('tile.'.length)]));
      const zones = {
        ...s.zones,
        'hunt.pool': [...s.zones['hunt.pool'], ...eyes, ...s.zones['hunt.waiting']],
        'hunt.drawn': s.zones['hunt.drawn'].filter((p) => !eyes.includes(p)),
        'hunt.waiting': [],
      };
      return done(
        { ...s, zones, onMordor: true, counters: { ...s.counters, mordor: 0 } },
        log('enteredMordor', { eyes: eyes.length, specials: s.zones['hunt.waiting'].length }),
      );
    }
    case 'refill': {
      // §5.10: an empty pool gets the drawn standard tiles back (special tiles and removed tiles stay out)
      const back = s.zones['hunt.drawn'].filter((p) => HUNT_TILE_BY_ID[p.slice('tile.'.length)].kind === 'standard');
      const zones = {
        ...s.zones,
        'hunt.pool': back,
        'hunt.drawn': s.zones['hunt.drawn'].filter((p) => !back.includes(p)),
      };
      return done({ ...s, zones }, log('refilled', { n: back.length }));
    }
  }
  return { ok: false, rejection: refusal('unknownOp') };
}

const done = opDone<TrackerState>;

function sampleOps(s: TrackerState): ManualOp[] {
  const out: ManualOp[] = [{ type: 'manual.op', op: s.revealed ? 'hide' : 'reveal' }];
  for (const n of NATION_IDS) if (!s.active[n]) out.push({ type: 'manual.op', op: 'activate', value: n });
  for (const c of guideCandidates(s)) out.push({ type: 'manual.op', op: 'guide', value: c });
  if (!s.onMordor) out.push({ type: 'manual.op', op: 'enterMordor' });
  if (!s.zones['hunt.pool'].length) out.push({ type: 'manual.op', op: 'refill' });
  return out;
}

/**
 * After every change: a Guide who left the Fellowship is replaced by the first of the highest Level, or
 * Gollum when none is left (§5.3); a Ring victory ends the game at once (§9: Corruption 12 first, then the
 * Crack of Doom).
 */
export function settle(s: TrackerState): TrackerState {
  let next = s;
  if (
    next.guide === 'gollum' ? next.zones.fellowship.length > 0 : !next.zones.fellowship.includes(`char.${next.guide}`)
  )
    next = { ...next, guide: guideCandidates(next)[0] ?? 'gollum' };
  if (!next.result) {
    if (value(next, 'corruption') >= 12) next = { ...next, result: { winner: 'shadow', reason: 'corruption' } };
    else if (next.onMordor && value(next, 'mordor') >= 5)
      next = { ...next, result: { winner: 'fp', reason: 'ringDestroyed' } };
  }
  return next;
}

export const trackerTable: TableAdapter<TrackerState> = {
  zones: () => ZONE_IDS.map((id) => ({ id, owner: null, visibility: 'public' as const })),
  contents: (s, z) => s.zones[z as ZoneId] ?? [],
  setContents: (s, z, pieces) => ({ ...s, zones: { ...s.zones, [z]: [...pieces] } }),
  piece: (s, p) => (pieceKind(p) && zoneOf(s, p) ? {} : null),
  setPiece: (s) => s,
  face: (_s, p) => {
    const what = pieceKind(p);
    return what ? { id: what.id, kind: what.kind } : null;
  },
  counters: (s) =>
    counterBounds(s.onMordor).map((c) => ({ id: c.id, owner: null, value: value(s, c.id), min: c.min, max: c.max })),
  setCounter: withCounter,
  refuse,
  op,
  sampleOps,
  settle,
};
