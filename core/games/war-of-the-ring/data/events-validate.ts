/**
 * War of the Ring: a structural check of event-card data (./event-types.ts), for tests and for an engine
 * loading cards. It walks every Cond/Op/table effect of a card and reports problems as strings:
 * unknown op or condition tags, unknown region/nation/character/tile ids, dice counts above 5 or hit numbers
 * outside 1–6, non-positive counts, and bound names used before they are bound.
 */
import {
  EVENT_CHARACTER_IDS,
  EVENT_FP_NATIONS,
  EVENT_REGION_IDS,
  EVENT_SHADOW_NATIONS,
  type CombatOp,
  type Cond,
  type EventCard,
  type Op,
  type TableEffect,
} from './event-types';
import { SPECIAL_HUNT_TILES } from './hunt';

/** Every Op tag (the Record makes the compiler check the list is complete). */
const OP_TAGS: Record<Exclude<Op, CombatOp>['op'], true> = {
  recruit: true,
  upgrade: true,
  strike: true,
  eliminate: true,
  'move-army': true,
  attack: true,
  'move-nazgul': true,
  'move-nazgul-to': true,
  separate: true,
  'move-companions': true,
  'move-character-to': true,
  'eliminate-character': true,
  heal: true,
  corrupt: true,
  roll: true,
  hide: true,
  reveal: true,
  'move-fellowship': true,
  'move-fellowship-adjacent': true,
  lure: true,
  'add-special-tile': true,
  'draw-tile': true,
  'draw-tiles-omen': true,
  'hunt-roll': true,
  'change-die': true,
  'discard-dice': true,
  draw: true,
  'discard-table-card': true,
  'play-card-free': true,
  advance: true,
  activate: true,
  'to-war': true,
  'political-back': true,
  'choose-nation': true,
  'choose-region': true,
  if: true,
  choose: true,
};
const COMBAT_OP_TAGS: Record<CombatOp['op'], true> = {
  forfeit: true,
  'die-modifier': true,
  'max-dice': true,
  'fewer-dice': true,
  'misses-to-hits': true,
  'special-strike': true,
  'extra-hits': true,
  'cancel-hits': true,
  'sacrifice-to-cancel': true,
  'cancel-combat-card': true,
  'cancel-leader-reroll': true,
  'retreat-or-withdraw': true,
  'reroll-kills': true,
  'eliminate-minion-by-hit': true,
  'self-hits': true,
  'enemy-ones-hit-self': true,
  'cancel-companion': true,
};
const TABLE_ONLY_TAGS: Record<Exclude<TableEffect, Op>['op'], true> = {
  'reduce-hunt-damage': true,
  'prevent-tile-draw': true,
  'redraw-tile': true,
  'hunt-roll-bonus': true,
  'draw-extra-tile': true,
  'use-combat-card': true,
  'discard-opponent-character-card': true,
};
const COND_TAGS: Record<Cond['c'], true> = {
  all: true,
  any: true,
  not: true,
  'at-war': true,
  active: true,
  'character-in-play': true,
  'character-on-map': true,
  'in-fellowship': true,
  guide: true,
  'character-at': true,
  fellowship: true,
  exists: true,
  'corruption-at-most': true,
  'fp-nation-not-at-war-with-fellowship-or-companion': true,
  'battle-has': true,
  'nazgul-leadership-at-least': true,
  'defender-in': true,
  battle: true,
  'enemy-played-combat-card': true,
  'leadership-compare': true,
};

const REGIONS: ReadonlySet<string> = new Set<string>(EVENT_REGION_IDS);
const NATIONS: ReadonlySet<string> = new Set<string>([...EVENT_FP_NATIONS, ...EVENT_SHADOW_NATIONS]);
const NATIONS_OR_SIDES: ReadonlySet<string> = new Set<string>([...NATIONS, 'fp', 'shadow']);
const CHARACTERS: ReadonlySet<string> = new Set<string>(EVENT_CHARACTER_IDS);
const SPECIAL_TILES: ReadonlySet<string> = new Set(SPECIAL_HUNT_TILES.map((t) => t.id));

type Ctx = 'effect' | 'combat' | 'table';

/** Problems found in one card (empty when well-formed). */
export function validateEventCard(card: EventCard): string[] {
  const problems: string[] = [];
  const report = (path: string, msg: string) => problems.push(`${card.id} ${path}: ${msg}`);
  walk(card.precondition, 'precondition', 'effect', new Set(), report);
  walk(card.effect, 'effect', 'effect', new Set(), report);
  if (card.onTable) walk(card.onTable, 'onTable', 'table', new Set(), report);
  walk(card.combat.condition, 'combat.condition', 'combat', new Set(), report);
  walk(card.combat.effect, 'combat.effect', 'combat', new Set(), report);
  const init = card.combat.initiative;
  for (const n of typeof init === 'number' ? [init] : init) {
    if (!Number.isInteger(n) || n < 0 || n > 9) report('combat.initiative', `bad initiative ${String(n)}`);
  }
  if (!card.summary.trim() || card.summary.length > 220) report('summary', 'empty or longer than one line (220)');
  if (!card.combat.summary.trim() || card.combat.summary.length > 160) report('combat.summary', 'empty or too long');
  return problems;
}

function walk(
  value: unknown,
  path: string,
  ctx: Ctx,
  binds: Set<string>,
  report: (path: string, msg: string) => void,
): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, ctx, binds, report));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;

  if (typeof obj.op === 'string') {
    const tag = obj.op;
    const known =
      tag in OP_TAGS || (ctx !== 'effect' && tag in COMBAT_OP_TAGS) || (ctx === 'table' && tag in TABLE_ONLY_TAGS);
    // Combat ops appear only in combat effects; table-only effects only on table cards.
    if (!known) report(path, `unknown op '${tag}' here`);
    if (tag in COMBAT_OP_TAGS && ctx === 'effect') report(path, `combat op '${tag}' in an event effect`);
  }
  if (typeof obj.c === 'string' && !(obj.c in COND_TAGS)) report(path, `unknown condition '${obj.c}'`);

  // Bound names: uses must follow a bind in document order.
  if (obj.kind === 'bound' && typeof obj.name === 'string' && !binds.has(obj.name)) {
    report(path, `region '${obj.name}' used before it is bound`);
  }
  if (typeof obj.bound === 'string' && !binds.has(obj.bound)) report(path, `'${obj.bound}' used before it is bound`);
  if (typeof obj.perBound === 'string' && !binds.has(obj.perBound)) {
    report(path, `'${obj.perBound}' used before it is bound`);
  }
  if (typeof obj.countOf === 'string' && typeof obj.name === 'string' && !binds.has(obj.name)) {
    report(path, `count region/number '${obj.name}' used before it is bound`);
  }
  if (obj.countOf === 'bound' && typeof obj.name !== 'string') report(path, 'countOf bound needs a name');

  for (const [key, v] of Object.entries(obj)) {
    const here = `${path}.${key}`;
    switch (key) {
      case 'region':
        if (typeof v === 'string' && !REGIONS.has(v)) report(here, `unknown region '${v}'`);
        break;
      case 'regions':
      case 'in':
      case 'notIn':
        if (Array.isArray(v))
          for (const r of v) if (!REGIONS.has(String(r))) report(here, `unknown region '${String(r)}'`);
        break;
      case 'nation':
      case 'settlementOf':
      case 'notNation':
        if (typeof v === 'string' && !NATIONS_OR_SIDES.has(v)) report(here, `unknown nation '${v}'`);
        break;
      case 'nations':
        if (Array.isArray(v))
          for (const n of v) if (!NATIONS.has(String(n))) report(here, `unknown nation '${String(n)}'`);
        break;
      case 'characters':
      case 'character':
        if (Array.isArray(v)) {
          for (const ch of v) if (!CHARACTERS.has(String(ch))) report(here, `unknown character '${String(ch)}'`);
        } else if (typeof v === 'string' && !CHARACTERS.has(v) && !['companion', 'minion', 'gollum'].includes(v)) {
          report(here, `unknown character '${v}'`);
        }
        break;
      case 'tile':
        if (typeof v === 'string' && !SPECIAL_TILES.has(v)) report(here, `unknown special tile '${v}'`);
        break;
      case 'hitOn':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 6) report(here, `hit number ${String(v)}`);
        break;
      case 'dice':
        if (typeof v === 'number' && (!Number.isInteger(v) || v < 1 || v > 5)) report(here, `dice ${v} not in 1..5`);
        if (v && typeof v === 'object' && 'max' in v) {
          const max = (v as { max: unknown }).max;
          if (typeof max !== 'number' || max < 1 || max > 5) report(here, `dice max ${String(max)} not in 1..5`);
        }
        break;
      case 'count':
      case 'steps':
      case 'amount':
      case 'points':
      case 'minHits':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) report(here, `${key} must be a positive integer`);
        break;
      case 'distance':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) report(here, 'distance must be ≥ 0');
        break;
      default:
        break;
    }
    if (key !== 'bind') walk(v, here, ctx, binds, report);
  }
  // A bind takes effect after the object that declares it (so a choice cannot refer to itself).
  if (typeof obj.bind === 'string') binds.add(obj.bind);
}
