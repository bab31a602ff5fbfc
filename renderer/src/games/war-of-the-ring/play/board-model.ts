/**
 * War of the Ring board, pure part: the engine's seat view (core/games/war-of-the-ring/engine/view.ts)
 * mapped onto the map's view model (map/types.ts), the legal actions turned into labelled buttons
 * grouped by what they concern, the regions a decision can be made on (to click on the map), and the
 * names of the engine's params (regions, characters, nations, cards, unit keys) in the UI language.
 */
import type { WotrPlayContent } from '../../../../../core/games/war-of-the-ring/play-content';
import type { CharacterId, NationId, RegionId, Side } from '../../../../../core/games/war-of-the-ring/data';
import { regionName } from '../map/region-names';
import { characterName } from '../map/character-names';
import type { WotrDicePoolView, WotrRegionView, WotrTableView, WotrUnitCounts, WotrPoliticsEntry } from '../map/types';

/** The engine's view for one seat (view.ts `view`), as far as the board reads it. */
export interface WotrEngineView {
  turn: number;
  phase: 'recover' | 'fellowship' | 'hunt' | 'roll' | 'actions' | 'victory';
  active: Side;
  units: Record<string, Record<string, number>>;
  chars: Record<string, string>;
  control: Record<string, Side>;
  politics: Record<string, { step: number; active: boolean }>;
  fellowship: {
    at: string | null;
    mordor: number | null;
    progress: number;
    revealed: boolean;
    corruption: number;
    guide: string;
    trueAt?: string | null;
    path?: string[];
  };
  dice: Record<Side, { pool: number; rolled: string[]; used: number }>;
  huntBox: { shadow: number; fp: number };
  rings: { fp: number; shadow: number };
  hunt: { pool: number; drawn: string[]; waiting: string[]; removed: string[] };
  decks: Record<string, number>;
  hands: Record<Side, string[] | number>;
  discards: Record<Side, string[] | number>;
  victoryPoints: Record<Side, number>;
  sieges?: Record<string, Side>;
  battle?: BattleView | null;
  winner: { side: Side; reason: string } | null;
  /** Three and four players (§10, engine/multi.ts): the seats' roles, the Leading Players, hand counts. */
  multi?: MultiView;
}

/** A battle as the seat sees it (engine/types.ts `Battle`; the other side's combat card is `back:<deck>` until shown). */
export interface BattleView {
  attacker: Side;
  defender: Side;
  from: string;
  at: string;
  type: string;
  round: number;
  step: string;
  /** The attacking army: unit keys and `char:<id>` (the rest of `from` is the rearguard). */
  attacking?: Record<string, number>;
  cards?: Record<Side, string | null>;
  /** Hits each side still has to take as casualties this round. */
  hits?: Record<Side, number>;
}

export interface MultiView {
  players: 3 | 4;
  seats: string[];
  leading: Record<Side, string>;
  next: Record<Side, string>;
  acting: string | null;
  handCounts: Record<string, number>;
  scores: Record<string, number>;
}

const ROLE_SEATS = new Set(['fp', 'shadow', 'fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman']);

/** The side of a seat: `fp`, `shadow`, or a role seat of three and four players (`fp-gondor`, `sh-saruman`). */
export function sideOfSeat(seat: string): Side {
  return seat === 'fp' || seat.startsWith('fp-') ? 'fp' : 'shadow';
}

export type Action = { type: string; [field: string]: unknown };
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const NATIONS: readonly NationId[] = [
  'elves',
  'dwarves',
  'north',
  'rohan',
  'gondor',
  'sauron',
  'isengard',
  'southrons',
];
const KINDS = ['regular', 'elite', 'leader', 'nazgul'] as const;
const FACES = new Set(['character', 'army', 'muster', 'event', 'muster-army', 'will-of-the-west', 'eye']);
const PHASE_NUMBER: Record<string, string> = {
  recover: 'p1',
  fellowship: 'p2',
  hunt: 'p3',
  roll: 'p4',
  actions: 'p5',
  victory: 'p6',
};

export const phaseKey = (phase: string) => `wotr.terms.phases.${PHASE_NUMBER[phase] ?? 'p5'}`;

function add(units: Partial<Record<NationId, WotrUnitCounts>>, key: string, n: number): void {
  const [nation, kind] = key.split('.') as [NationId, (typeof KINDS)[number]];
  if (!NATIONS.includes(nation) || !KINDS.includes(kind)) return;
  const prev = units[nation] ?? { regular: 0, elite: 0, leader: 0, nazgul: 0 };
  units[nation] = { ...prev, [kind]: prev[kind] + n };
}

const sideOfNation = (n: NationId): Side => (['sauron', 'isengard', 'southrons'].includes(n) ? 'shadow' : 'fp');

/**
 * What the Hunt Pool holds (§5.10), by kind. The view gives the pool's size and the ids of the tiles drawn,
 * waiting (special tiles put in play before the Fellowship is on the Mordor Track) and removed; every
 * standard tile (numbered or Eye) is in the pool unless it is one of those, so the rest of the pool is
 * special tiles.
 */
export function poolCounts(
  hunt: WotrEngineView['hunt'],
  tiles: WotrPlayContent['tiles'],
): { standard: number; eye: number; special: number; waiting: number } {
  const out = new Set([...hunt.drawn, ...hunt.removed, ...hunt.waiting]);
  const left = (kind: 'standard' | 'eye') =>
    Object.entries(tiles).filter(([id, k]) => k === kind && !out.has(id)).length;
  const eye = Math.min(hunt.pool, left('eye'));
  const standard = Math.min(hunt.pool - eye, left('standard'));
  return { standard, eye, special: hunt.pool - eye - standard, waiting: hunt.waiting.length };
}

/** The table the map, the tracks and the dice draw, from the engine's view. */
export function tableView(v: WotrEngineView, content: WotrPlayContent): WotrTableView {
  const regions: Partial<Record<RegionId, WotrRegionView>> = {};
  const region = (id: string) =>
    (regions[id as RegionId] ??= {}) as { -readonly [K in keyof WotrRegionView]: WotrRegionView[K] };
  for (const [r, keys] of Object.entries(v.units)) {
    const besieged = v.sieges?.[r];
    const outside: Partial<Record<NationId, WotrUnitCounts>> = {};
    const inside: Partial<Record<NationId, WotrUnitCounts>> = {};
    for (const [k, n] of Object.entries(keys)) {
      const nation = k.split('.')[0] as NationId;
      add(besieged && sideOfNation(nation) === besieged ? inside : outside, k, n);
    }
    const reg = region(r);
    reg.units = outside;
    if (besieged) {
      reg.besieged = true;
      reg.besiegedUnits = inside;
    }
  }
  for (const [id, at] of Object.entries(v.chars)) {
    if (at === 'fellowship' || at === 'out' || at === 'dead') continue;
    const reg = region(at);
    reg.characters = [...(reg.characters ?? []), id as CharacterId];
  }
  for (const [r, side] of Object.entries(v.control)) region(r).control = side;
  const companions = Object.entries(v.chars)
    .filter(([id, at]) => at === 'fellowship' && content.characters.some((c) => c.id === id && c.side === 'fp'))
    .map(([id]) => id as CharacterId);
  const huntPool = poolCounts(v.hunt, content.tiles);
  const politics = {} as Record<NationId, WotrPoliticsEntry>;
  for (const n of NATIONS) {
    const p = v.politics[n] ?? { step: 3, active: false };
    politics[n] = { step: Math.max(0, Math.min(3, p.step)) as WotrPoliticsEntry['step'], active: p.active };
  }
  const dice = (side: Side): WotrDicePoolView => ({
    faces: v.dice[side].rolled.filter((f) => FACES.has(f)) as WotrDicePoolView['faces'],
  });
  return {
    regions,
    fellowship: {
      region: (v.fellowship.at as RegionId | null) ?? null,
      progress: v.fellowship.progress,
      revealed: v.fellowship.revealed,
      corruption: v.fellowship.corruption,
      mordorStep: v.fellowship.mordor,
      guide: (v.fellowship.guide as CharacterId) ?? null,
      companions,
    },
    politics,
    huntBox: { shadowDice: v.huntBox.shadow, fpDice: v.huntBox.fp },
    huntPool,
    victoryPoints: v.victoryPoints,
    elvenRings: { fp: v.rings.fp, shadow: v.rings.shadow },
    dice: { fp: dice('fp'), shadow: dice('shadow') },
  };
}

// ---------------------------------------------------------------- names of params

export interface Names {
  region(id: string): string;
  character(id: string): string;
  card(id: string): string;
  /**
   * An event card's one-line summary in the UI language (`wotr.cards.<id>`, locales/wotr-cards), else the
   * content's English one (the source); null for a card the content does not know.
   */
  cardSummary(id: string): string | null;
  /** `gondor.elite` → "Gondor Elite"; `char:strider` → the character. */
  unitKey(key: string): string;
  nation(id: string): string;
  side(id: string): string;
  face(id: string): string;
}

/**
 * `has(key)`: whether the UI language itself has the message (vue-i18n `te`, no fallback): English card
 * summaries are not messages, so without it every summary is the content's English.
 */
export function namesFor(
  content: WotrPlayContent | null,
  t: Translate,
  locale: string,
  has: (key: string) => boolean = () => false,
): Names {
  const regions = new Map<string, WotrPlayContent['regions'][number]>((content?.regions ?? []).map((r) => [r.id, r]));
  const chars = new Map<string, string>((content?.characters ?? []).map((c) => [c.id, c.name]));
  const nation = (n: string) => (NATIONS.includes(n as NationId) ? t(`wotr.terms.nations.${n}`) : n);
  const character = (id: string) => characterName(id, chars.get(id) ?? id, locale);
  return {
    region: (id) => {
      const r = regions.get(id);
      return r ? regionName(r, locale) : id;
    },
    character,
    card: (id) => content?.cards[id]?.name ?? t('wotr.ui.cardUnknown', { id }),
    cardSummary: (id) => {
      const english = content?.cards[id]?.summary;
      if (english === undefined) return null;
      const key = `wotr.cards.${id}`;
      return has(key) ? t(key) : english;
    },
    unitKey: (key) => {
      if (key.startsWith('char:')) return character(key.slice(5));
      const [n, kind] = key.split('.');
      if (!kind) return character(key);
      return `${nation(n)} ${t(`wotr.terms.units.${kind}`)}`;
    },
    nation,
    // a side, or a role seat of three and four players (`fp-gondor`, `sh-witchking`…, §10.1)
    side: (s) => (ROLE_SEATS.has(s) ? t(`wotr.terms.sides.${s}`) : s),
    face: (f) => (FACES.has(f) ? t(`wotr.terms.faces.${f}`) : f),
  };
}

/** Log lines whose card is shown only to its owner: the message ends with `{card}`, given as ": name". */
const CARD_SUFFIX = new Set(['wotr.log.drew', 'wotr.log.discarded']);

const RECRUITS = new Set(['elite', 'leaders', 'leader-regular']);
const VOICES = new Set(['regulars', 'elites']);

/** The argument of a die used (`use` event: a region, `from>to`, nation, character, card, deck, kind). */
function argName(names: Names, t: Translate, arg: string): string {
  if (arg.includes('>')) {
    const [from, to] = arg.split('>');
    return from === to
      ? t('wotr.ui.sortieAt', { at: names.region(to) })
      : `${names.region(from)} → ${names.region(to)}`;
  }
  if (NATIONS.includes(arg as NationId)) return names.nation(arg);
  if (arg === 'character' || arg === 'strategy') return t(`wotr.ui.deck.${arg}`);
  if (VOICES.has(arg)) return t(`wotr.ui.voice.${arg}`);
  if (RECRUITS.has(arg)) return t(`wotr.ui.recruit.${arg}`);
  if (arg.startsWith('fp.') || arg.startsWith('shadow.')) return names.card(arg);
  const region = names.region(arg);
  return region !== arg ? region : names.character(arg);
}

/**
 * A nation's place on the Political Track: "At War", "1 step from war", "3 steps from war" (§6); `t` counts on
 * a numeric `n` (countedText, games/text.ts).
 */
export function warSteps(t: Translate, step: number): string {
  return step === 0 ? t('wotr.terms.politics.atWar') : t('wotr.tracks.step', { n: step });
}

/** A param of an engine message (log line, prompt) named for the reader, or null to keep it. */
export function nameParam(names: Names, t: Translate, name: string, value: unknown, key = ''): string | null {
  if (name === 'card' && CARD_SUFFIX.has(key) && typeof value === 'string') return `: ${names.card(value)}`;
  // a die's argument ends the line as ": name" (absent for a Fellowship move: its destination is secret)
  if (name === 'arg' && key === 'wotr.log.use' && typeof value === 'string') return `: ${argName(names, t, value)}`;
  if (name === 'step' && key === 'wotr.log.political' && typeof value === 'number') return warSteps(t, value);
  if (typeof value === 'boolean') {
    if (name === 'healed') return value ? t('wotr.ui.healed') : '';
    if (name === 'reduced') return t(value ? 'wotr.ui.reduced' : 'wotr.ui.removed');
    if (name === 'active') return t(`wotr.terms.politics.${value ? 'active' : 'passive'}`);
    if (name === 'agreed') return t(value ? 'wotr.ui.multi.agreed' : 'wotr.ui.multi.declined');
    return null;
  }
  if (value === null && (name === 'winner' || name === 'besieged' || name === 'individual'))
    return t('wotr.ui.noWinner');
  if (typeof value === 'string') {
    switch (name) {
      case 'at':
      case 'to':
      case 'from':
      case 'region':
        return FACES.has(value) ? names.face(value) : names.region(value);
      case 'side':
      case 'attacker':
      case 'winner':
      case 'besieged':
      case 'team': // three and four players: a team, a role seat (names.side names both)
      case 'seat':
      case 'fpLeader':
      case 'shadowLeader':
      case 'individual':
        return names.side(value);
      case 'nation':
        return names.nation(value);
      case 'face':
      case 'faces': // the frame names an array param element by element
        return names.face(value);
      case 'companions':
      case 'companion':
      case 'guide':
      case 'id':
        return names.character(value);
      case 'card':
        return names.card(value);
      case 'key':
        return names.unitKey(value);
      case 'deck':
        return t(`wotr.ui.deck.${value}`);
      case 'phase':
        return t(phaseKey(value));
      case 'act':
        return t(`wotr.ui.act.${value}`, { arg: '' })
          .replace(/\s{2,}/g, ' ')
          .replace(/[:\s]+$/, '');
      case 'battle':
        return t(`wotr.ui.battleType.${value}`);
      case 'what':
        return t(`wotr.ui.what.${value}`);
      case 'reason':
        return t(`wotr.ui.reason.${value}`);
      case 'fp':
      case 'shadow':
        return value === 'none' ? t('wotr.ui.noCard') : names.card(value);
      default:
        return null;
    }
  }
  if (Array.isArray(value) && name === 'companions') return value.map((c) => names.character(String(c))).join(', ');
  if (Array.isArray(value) && name === 'faces') return value.map((f) => names.face(String(f))).join(', ');
  if (value && typeof value === 'object' && name === 'figures')
    return Object.entries(value as Record<string, number>)
      .map(([k, n]) => `${n} × ${names.unitKey(k)}`)
      .join(', ');
  return null;
}

// ---------------------------------------------------------------- legal actions as buttons

/** The regions an action names (where clicking the map picks it). */
export function regionsOf(a: Action): string[] {
  switch (a.type) {
    case 'moveTo':
      return [String(a.to)];
    case 'move':
      return [String(a.to)];
    case 'place':
      return [String(a.at)];
    case 'army':
      return [String(a.from), String(a.to)];
    case 'use':
      if (a.act === 'moveFellowship' && typeof a.arg === 'string') return [a.arg];
      if (a.act === 'attack' && typeof a.arg === 'string') return a.arg.split('>');
      return [];
    case 'pick':
      if (typeof a.id === 'string' && a.id.startsWith('nazgul@')) return [a.id.slice(7)];
      return [];
    default:
      return [];
  }
}

/** The label of a legal action in the UI language. */
export function actionLabel(a: Action, names: Names, t: Translate): string {
  const s = (k: string) => String(a[k] ?? '');
  switch (a.type) {
    case 'discard':
      return t('wotr.ui.action.discard', { card: names.card(s('card')) });
    case 'guide':
      return t('wotr.ui.action.guide', { companion: names.character(s('companion')) });
    case 'huntDice':
      return t('wotr.ui.action.huntDice', { count: Number(a.count) });
    case 'skip':
      return t('wotr.ui.action.skip', { face: names.face(s('face')) });
    case 'ring':
      return t('wotr.ui.action.ring', { face: names.face(s('face')), to: names.face(s('to')) });
    case 'use':
      return `${names.face(s('face'))}: ${useLabel(a, names, t)}`;
    case 'moveTo':
      return t('wotr.ui.action.moveTo', { to: names.region(s('to')) });
    case 'pick':
      return pickLabel(s('id'), names, t);
    case 'move':
      return t('wotr.ui.action.move', { id: pickLabel(s('id'), names, t), to: names.region(s('to')) });
    case 'casualty':
      return t(`wotr.ui.casualty.${s('take')}`);
    case 'place':
      return t('wotr.ui.action.place', { key: names.unitKey(s('key')), at: names.region(s('at')) });
    case 'army':
      return t('wotr.ui.action.army', { from: names.region(s('from')), to: names.region(s('to')) });
    case 'leave':
      return t('wotr.ui.action.leave', { key: names.unitKey(s('key')) });
    case 'combatCard':
      return s('card') === 'none'
        ? t('wotr.ui.noCard')
        : t('wotr.ui.action.combatCard', { card: names.card(s('card')) });
    // three and four players (§10.3)
    case 'drawFrom':
      return t('wotr.ui.multi.drawFrom', { deck: t(`wotr.ui.deck.${s('deck')}`) });
    case 'exchange':
      return t(a.agree ? 'wotr.ui.multi.agree' : 'wotr.ui.multi.decline');
    case 'give':
      return t('wotr.ui.multi.give', { card: names.card(s('card')) });
    default:
      return t(`wotr.ui.action.${a.type}`);
  }
}

function useLabel(a: Action, names: Names, t: Translate): string {
  const arg = typeof a.arg === 'string' ? a.arg : '';
  const act = String(a.act);
  let named = arg;
  if (act === 'moveFellowship') named = names.region(arg);
  else if (act === 'politics') named = names.nation(arg);
  else if (act === 'enter') named = names.character(arg);
  else if (act === 'draw') named = t(`wotr.ui.deck.${arg}`);
  else if (act === 'recruit') named = t(`wotr.ui.recruit.${arg}`);
  else if (act === 'voice') named = t(`wotr.ui.voice.${arg}`);
  else if (act === 'play') named = names.card(arg);
  else if (act === 'attack') {
    const [from, to] = arg.split('>');
    named =
      from === to ? t('wotr.ui.sortieAt', { at: names.region(to) }) : `${names.region(from)} → ${names.region(to)}`;
  }
  return t(`wotr.ui.act.${act}`, { arg: named });
}

function pickLabel(id: string, names: Names, t: Translate): string {
  if (id.startsWith('nazgul@')) return t('wotr.ui.nazgulFrom', { at: names.region(id.slice(7)) });
  const colon = id.indexOf(':');
  if (colon > 0) {
    const verb = id.slice(0, colon);
    // an event card's choices (engine/events.ts): `unit:<i>:<kind>`, `corrupt:<companion>`, `eliminate:<companion>`
    if (verb === 'unit')
      return t('wotr.ui.pick.unit', { kind: t(`wotr.terms.units.${id.slice(id.lastIndexOf(':') + 1)}`) });
    if (verb === 'corrupt' || verb === 'eliminate')
      return t(`wotr.ui.pick.${verb}`, { id: names.character(id.slice(colon + 1)) });
    if (verb === 'self') return t('wotr.ui.pick.self', { n: Number(id.slice(colon + 1)) });
    // an army moved or struck by a card (engine/events-armies.ts): `to:<region>`, `retreat:<region>`,
    // `leave:<unit key | char:<id>>`
    if (verb === 'to') return t('wotr.ui.action.moveTo', { to: names.region(id.slice(colon + 1)) });
    if (verb === 'retreat') return t('wotr.ui.pick.retreat', { to: names.region(id.slice(colon + 1)) });
    if (verb === 'leave') {
      const what = id.slice(colon + 1);
      const key = what.startsWith('char:') ? names.character(what.slice(5)) : names.unitKey(what);
      return t('wotr.ui.action.leave', { key });
    }
    return t(`wotr.ui.pick.${verb}`, { key: names.unitKey(id.slice(colon + 1)) });
  }
  if (['field', 'withdraw', 'cease', 'continue', 'stay', 'yes', 'go'].includes(id)) return t(`wotr.ui.pick.${id}`);
  // a table card's choices (engine/events-fellowship.ts): use it now, keep it, a random card from the hand
  if (id === 'use' || id === 'keep' || id === 'hand') return t(`wotr.ui.table.${id}`);
  if (id.startsWith('fp.') || id.startsWith('shadow.')) return names.card(id);
  // an event card's choices: one of its options, a die face, a nation, a deck or a region
  if (/^\d+$/.test(id)) return t('wotr.ui.pick.option', { n: Number(id) + 1 });
  if (FACES.has(id)) return names.face(id);
  if (NATIONS.includes(id as NationId)) return names.nation(id);
  if (id === 'character' || id === 'strategy') return t(`wotr.ui.deck.${id}`);
  const region = names.region(id);
  return region !== id ? region : names.character(id);
}

export interface ActionGroup {
  /** `die:<face>` for the uses of one die face, else the action type. */
  id: string;
  title: string;
  actions: Array<{ action: Action; label: string; regions: string[] }>;
}

/** Legal actions grouped for the decision panel: one group per die face, one per other kind. */
export function groupActions(legal: readonly Action[], names: Names, t: Translate): ActionGroup[] {
  const groups = new Map<string, ActionGroup>();
  for (const action of legal) {
    const id =
      action.type === 'use'
        ? `die:${String(action.face)}`
        : ['skip', 'ring', 'pass'].includes(action.type)
          ? 'dice'
          : 'choice';
    let g = groups.get(id);
    if (!g) {
      const title =
        action.type === 'use'
          ? t('wotr.ui.group.die', { face: names.face(String(action.face)) })
          : t(`wotr.ui.group.${id}`);
      g = { id, title, actions: [] };
      groups.set(id, g);
    }
    g.actions.push({ action, label: actionLabel(action, names, t), regions: regionsOf(action) });
  }
  return [...groups.values()];
}
