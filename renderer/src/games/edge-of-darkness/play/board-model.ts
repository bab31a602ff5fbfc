/**
 * The Edge of Darkness board's view model (rules digest §3.3 Prologue, §4 rounds, §4.4 the action turn): the
 * engine's seat view (`EodView`, engine/types.ts) and its legal actions as the board shows them. Actions with
 * several parts (a Prologue pick or a sleeving: advancement → slot → card) are chosen one part at a time
 * (`narrow`): the decision panel offers the values of the next part still open, and sends the action when one
 * is left. Pure functions, so the unit test labels every legal action of real games in every language.
 */
import type { Slot } from '../../../../../core/games/edge-of-darkness/data/ids';
import type { EodAction, EodView } from '../../../../../core/games/edge-of-darkness/engine/types';
import { abilityChips, nameIn, shownSlots, threatOf, type Chip, type ScreenIndex } from './card-model';

export type { EodAction, EodView };
export type Action = EodAction & { readonly [k: string]: unknown };

/** A translator: message key + params → text (`tn` of text.ts: `n` chooses the plural form). */
export type Tr = (key: string, params?: Record<string, unknown>) => string;

/** Names of the content and the table, in the UI language. */
export interface Names {
  card(id: string | null | undefined): string;
  adv(id: string): string;
  loc(id: string): string;
  seat(seat: string): string;
  slot(slot: string): string;
  /** An ability of a card's strip or of a location, as sentences. */
  ability(chips: readonly Chip[]): string;
}

export function namesFor(index: ScreenIndex, locale: string, tr: Tr, seatLabel: (seat: string) => string): Names {
  return {
    card: (id) => (id ? nameIn(index.starters.get(id)?.name, locale, id) : '—'),
    adv: (id) => nameIn(index.advancements.get(id)?.name, locale, id),
    loc: (id) => nameIn(index.locations.get(id)?.name, locale, id),
    seat: seatLabel,
    slot: (slot) => tr(`eodPlay.card.slot.${slot}`),
    ability: (chips) => chips.map((c) => tr(c.key, c.params)).join(', '),
  };
}

/** The chips of a card's ability (the strip in `slot`, its `index`-th ability), or of a location's. */
export function cardAbility(view: EodView, index: ScreenIndex, card: string, slot: string, i: number): Chip[] {
  const c = view.cards[card];
  if (!c) return [];
  const strip = shownSlots(c, index).find((s) => s.slot === slot)?.strip;
  const a = strip?.contact.abilities[i];
  return a ? abilityChips(a) : [];
}

export function locationAbility(index: ScreenIndex, loc: string, i: number): Chip[] {
  const a = index.locations.get(loc)?.abilities[i];
  return a ? abilityChips(a) : [];
}

/** The card at a Street position 1..6 (6 = the deck's top card, §2.3). */
export function streetCard(view: EodView, pos: number): string | null {
  return pos === 6 ? view.deck.top : (view.street[pos - 1] ?? null);
}

/** Street positions a take at `pos` skips (§4.2): the cards before it the player has not passed yet. */
export function skippedBy(view: EodView, pos: number): number {
  let k = 0;
  for (let q = view.passed + 1; q < pos && q <= 5; q++) if (view.street[q - 1]) k++;
  return k;
}

// ---- parts of an action ---------------------------------------------------------------------

/** One part of an action: what is chosen (`field`), its value's key and its label. */
export interface Part {
  field: string;
  value: string;
  label: string;
}

/** The action's parts in the order they are chosen; the last part's label reads as the whole action. */
export function partsOf(a: Action, view: EodView, index: ScreenIndex, names: Names, tr: Tr): Part[] {
  switch (a.type) {
    case 'pick':
    case 'sleeve': {
      const left = view.stock[`${a.adv}/${a.slot}`] ?? 0;
      const at = index.advancements.get(a.adv)?.location;
      return [
        { field: 'adv', value: a.adv, label: at ? `${names.adv(a.adv)} (${names.loc(at)})` : names.adv(a.adv) },
        { field: 'slot', value: a.slot, label: tr('eodPlay.act.slotLeft', { slot: names.slot(a.slot), n: left }) },
        { field: 'card', value: a.card, label: names.card(a.card) },
      ];
    }
    case 'use': {
      const chips = cardAbility(view, index, a.card, a.slot, a.index);
      return [
        { field: 'card', value: a.card, label: names.card(a.card) },
        {
          field: 'ability',
          value: `${a.slot}|${a.index}`,
          label: `${names.slot(a.slot)}: ${names.ability(chips)}`,
        },
      ];
    }
    case 'loc':
      return [
        {
          field: 'loc',
          value: `${a.loc}|${a.index}`,
          label: `${names.loc(a.loc)}: ${names.ability(locationAbility(index, a.loc, a.index))}`,
        },
      ];
    case 'hall':
      return [{ field: 'card', value: a.card, label: names.card(a.card) }];
    case 'take': {
      const skip = skippedBy(view, a.pos);
      const card = names.card(streetCard(view, a.pos));
      return [
        {
          field: 'pos',
          value: String(a.pos),
          label: skip
            ? tr('eodPlay.act.takeSkipping', { pos: a.pos, card, n: skip })
            : tr('eodPlay.act.take', { pos: a.pos, card }),
        },
      ];
    }
    case 'discardReturn':
      return [
        { field: 'card', value: a.card, label: names.card(a.card) },
        { field: 'loc', value: a.loc, label: tr('eodPlay.act.returnFrom', { loc: names.loc(a.loc) }) },
      ];
    case 'streetUse': {
      const card = streetCard(view, a.pos);
      const chips = card ? cardAbility(view, index, card, a.slot, a.index) : [];
      return [
        {
          field: 'ability',
          value: `${a.pos}|${a.slot}|${a.index}`,
          label: tr('eodPlay.act.streetAbility', { pos: a.pos, card: names.card(card), ability: names.ability(chips) }),
        },
        {
          field: 'cards',
          value: [...a.cards].sort().join('+'),
          label: tr('eodPlay.act.discardTwo', { a: names.card(a.cards[0]), b: names.card(a.cards[1]) }),
        },
      ];
    }
    case 'hunt': {
      const card = view.tower[a.space - 1];
      const c = card ? view.cards[card] : null;
      const damage = c ? threatOf(c, index).damage : 0;
      return [
        {
          field: 'space',
          value: String(a.space),
          label: tr('eodPlay.act.hunt', { space: a.space, card: names.card(card), n: damage }),
        },
      ];
    }
    case 'choose':
      return [{ field: 'option', value: a.option, label: optionLabel(view, a.option, names, tr, index) }];
    case 'reshuffle':
    case 'end':
    case 'done':
      return [{ field: 'type', value: a.type, label: tr(`eodPlay.act.${a.type}`) }];
    default:
      return [
        { field: 'type', value: String((a as { type: string }).type), label: String((a as { type: string }).type) },
      ];
  }
}

/**
 * An option of the pending ask (engine/types.ts `Ask`; the codes of engine/rules.ts): a number of agents,
 * a card id → its name, a tower space `2`, a tray cube `1:black`, a Threat Zone cube `zone:red`, a cube move
 * `1:black:3`, a Street swap `2-4`, a defence `loc:<id>:<i>` / `card:<id>:<slot>:<i>` → its ability, and the
 * words `none`, `accept`, `done`.
 */
export function optionLabel(view: EodView, option: string, names: Names, tr: Tr, index?: ScreenIndex): string {
  const ask = view.ask;
  if (option === 'none' || option === 'accept' || option === 'done') return tr(`eodPlay.ask.${option}`);
  if (/^\d+$/.test(option)) {
    const n = Number(option);
    if (ask?.key === 'replace') {
      const card = view.tower[n - 1];
      return tr('eodPlay.ask.space', { space: n, card: names.card(card) });
    }
    return tr('eodPlay.ask.agents', { n });
  }
  if (view.cards[option]) return names.card(option);
  const colour = (c: string) => tr(`eodPlay.cube.${c}`);
  let m = /^(\d+):([a-z]+)$/.exec(option);
  if (m) return tr('eodPlay.ask.trayCube', { tray: Number(m[1]), colour: colour(m[2]) });
  m = /^zone:([a-z]+)$/.exec(option);
  if (m) return tr('eodPlay.ask.zoneCube', { colour: colour(m[1]) });
  m = /^(\d+):([a-z]+):(\d+)$/.exec(option);
  if (m) return tr('eodPlay.ask.moveCube', { from: Number(m[1]), colour: colour(m[2]), to: Number(m[3]) });
  m = /^(\d+)-(\d+)$/.exec(option);
  if (m)
    return tr('eodPlay.ask.swap', {
      a: Number(m[1]),
      b: Number(m[2]),
      first: names.card(view.street[Number(m[1]) - 1]),
      second: names.card(view.street[Number(m[2]) - 1]),
    });
  m = /^loc:([a-z0-9-]+):(\d+)$/.exec(option);
  if (m) {
    const chips = index ? locationAbility(index, m[1], Number(m[2])) : [];
    return `${names.loc(m[1])}: ${names.ability(chips)}`;
  }
  m = /^card:([a-z0-9-]+):(top|middle|bottom):(\d+)$/.exec(option);
  if (m) {
    const chips = index ? cardAbility(view, index, m[1], m[2], Number(m[3])) : [];
    return `${names.card(m[1])} · ${names.slot(m[2])}: ${names.ability(chips)}`;
  }
  return option;
}

// ---- the decision panel ----------------------------------------------------------------------

/** The order of the decision panel's groups. */
export const TYPE_ORDER: readonly string[] = [
  'choose',
  'pick',
  'hall',
  'take',
  'sleeve',
  'use',
  'loc',
  'hunt',
  'discardReturn',
  'streetUse',
  'reshuffle',
  'done',
  'end',
];

export interface Choice {
  label: string;
  /** The action to send, when this choice completes one; else the part to narrow to. */
  action: Action | null;
  part: Part;
}

export interface Group {
  type: string;
  /** What is being chosen now (`eodPlay.step.<type>.<field>`). */
  field: string;
  /** Parts chosen so far in this group (shown as a breadcrumb, with a way back). */
  chosen: Part[];
  choices: Choice[];
}

/** The parts chosen so far, per action type. */
export type Narrowing = Readonly<Record<string, readonly string[]>>;

/**
 * The decision panel: the legal actions by type, each type at the part chosen so far. A part with a single
 * value left is taken at once (a pick's only slot variant, the only card), so a button either sends an
 * action or narrows to a part with at least two values.
 */
export function decisionGroups(
  legal: readonly Action[],
  narrowing: Narrowing,
  view: EodView,
  index: ScreenIndex,
  names: Names,
  tr: Tr,
): Group[] {
  const byType = new Map<string, { action: Action; parts: Part[] }[]>();
  for (const action of legal) {
    const list = byType.get(action.type) ?? [];
    list.push({ action, parts: partsOf(action, view, index, names, tr) });
    byType.set(action.type, list);
  }
  const types = [...byType.keys()].sort((a, b) => rank(a) - rank(b));
  return types.map((type) => {
    let rows = byType.get(type)!;
    const chosen: Part[] = [];
    const path = narrowing[type] ?? [];
    let depth = 0;
    for (;;) {
      const want = path[depth];
      const width = rows[0].parts.length;
      if (depth >= width - 1) break;
      const values = distinct(rows.map((r) => r.parts[depth]));
      if (want !== undefined && values.some((p) => p.value === want)) {
        rows = rows.filter((r) => r.parts[depth].value === want);
        chosen.push(values.find((p) => p.value === want)!);
        depth++;
        continue;
      }
      if (values.length === 1) {
        chosen.push(values[0]);
        depth++;
        continue;
      }
      break;
    }
    const last = depth >= rows[0].parts.length - 1;
    const parts = distinct(rows.map((r) => r.parts[depth]));
    const choices: Choice[] = parts.map((part) => {
      const matching = rows.filter((r) => r.parts[depth].value === part.value);
      return { label: part.label, part, action: last || matching.length === 1 ? matching[0].action : null };
    });
    return { type, field: rows[0].parts[depth].field, chosen, choices };
  });
}

function rank(type: string): number {
  const i = TYPE_ORDER.indexOf(type);
  return i < 0 ? TYPE_ORDER.length : i;
}

function distinct(parts: Part[]): Part[] {
  const seen = new Map<string, Part>();
  for (const p of parts) if (!seen.has(p.value)) seen.set(p.value, p);
  return [...seen.values()];
}

// ---- the table -------------------------------------------------------------------------------

/** Cube counts as (colour, count) pairs, the colours of the game only (view.cubeColours). */
export function cubeList(
  counts: readonly number[] | undefined,
  colours: readonly string[],
): { colour: string; n: number }[] {
  const all = ['anointed', 'carnival', 'fede', 'gilded', 'black'];
  return all.map((colour, i) => ({ colour, n: counts?.[i] ?? 0 })).filter((c) => colours.includes(c.colour));
}

export const total = (counts: readonly number[] | undefined): number => (counts ?? []).reduce((t, n) => t + n, 0);

/** Agents at locations per seat index (§2.5: trained = at home + out). */
export function agentsOut(view: EodView, seat: number): number {
  return Object.values(view.agents).reduce((t, per) => t + (per[seat] ?? 0), 0);
}

/** The advancements of a location's stack with the copies left per slot variant (§2.1). */
export function stacksAt(
  view: EodView,
  index: ScreenIndex,
  loc: string,
): { id: string; left: Partial<Record<Slot, number>> }[] {
  const out: { id: string; left: Partial<Record<Slot, number>> }[] = [];
  for (const a of index.advancements.values()) {
    if (a.location !== loc) continue;
    const left: Partial<Record<Slot, number>> = {};
    for (const s of ['top', 'middle', 'bottom'] as const)
      if ((a.variants[s] ?? 0) > 0) left[s] = view.stock[`${a.id}/${s}`] ?? 0;
    out.push({ id: a.id, left });
  }
  return out;
}

/** Log and prompt params named for people: cards, advancements, locations, slots, seats (`provideParamNames`). */
export function nameParam(names: Names, tr: Tr, name: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  switch (name) {
    case 'card':
      return names.card(value);
    case 'adv':
      return names.adv(value);
    case 'loc':
      return names.loc(value);
    case 'slot':
      return names.slot(value);
    case 'seat':
    case 'first':
    case 'owner':
    case 'fee':
    case 'winners':
      return names.seat(value);
    case 'res':
      return tr(`eodPlay.res.${value}`);
    case 'locations':
      return names.loc(value);
    case 'targets':
      return names.seat(value);
    default:
      return null;
  }
}
