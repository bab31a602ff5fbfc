/**
 * Edge of Darkness on screen: what a composite card shows (rules digest §2.1 card anatomy, §2.2 ownership,
 * §2.4 a card as one threat, §4.7 icons). The renderer may only import core types, so this reads the content
 * the engine sends (`games.content`: the content files' locations, advancements and starter cards, plain JSON)
 * and the engine's `Card` (a sleeve: its slots and its Allegiance slip).
 *
 * The strips follow model/card.ts `visibleStrips` (a slot shows what fills it; the top slot shows the
 * Citizen/Patrician until a top advancement covers it, RULINGS.md R1): the mapping is one line per slot,
 * and test/unit/renderer/eod-play.test.ts checks it against the model for every starter card and crafted
 * cards. Effects become icon + number chips with a translated sentence (the effect vocabulary, data/effects.ts).
 */
import type { Ability, Cost, Effect } from '../../../../../core/games/edge-of-darkness/data/effects';
import type { GuildId, Slot, StarterKind } from '../../../../../core/games/edge-of-darkness/data/ids';
import type { Card } from '../../../../../core/games/edge-of-darkness/model/card';

export type { Card };

/** A name or note in one or more of the app's languages (content data, RULINGS.md R17). */
export type Names = Partial<Record<string, string>>;

interface ContactLike {
  cubes: number;
  abilities: readonly Ability[];
}
interface ThreatLike {
  damage: number;
  rewards: readonly Effect[];
  onAttack?: readonly Effect[];
}
export interface StarterLike {
  id: string;
  name: Names;
  kind: StarterKind;
  guild: GuildId | null;
  mark: number | null;
  contact: ContactLike;
  threat: ThreatLike;
}
export interface AdvancementLike {
  id: string;
  location: string;
  name: Names;
  variants: Partial<Record<Slot, number>>;
  contact: ContactLike;
  threat: ThreatLike;
}
export interface LocationLike {
  id: string;
  name: Names;
  types: readonly string[];
  abilities: readonly (Ability & { limit?: string })[];
}

/** The content the screens read: any number of content files, or their parts (later ids win). */
export interface ContentLike {
  locations?: readonly LocationLike[];
  advancements?: readonly AdvancementLike[];
  starters?: readonly StarterLike[];
}

export interface ScreenIndex {
  locations: ReadonlyMap<string, LocationLike>;
  advancements: ReadonlyMap<string, AdvancementLike>;
  starters: ReadonlyMap<string, StarterLike>;
}

const SLOT_ORDER: readonly Slot[] = ['top', 'middle', 'bottom'];

/**
 * The lookups of the content the engine sent: one content file, a list of them, or `{ files: [...] }` /
 * `{ content: ... }` around them (the engine's `content()` decides; every shape seen is read).
 */
export function screenIndex(content: unknown): ScreenIndex {
  const locations = new Map<string, LocationLike>();
  const advancements = new Map<string, AdvancementLike>();
  const starters = new Map<string, StarterLike>();
  const visit = (value: unknown, depth: number): void => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    const f = value as ContentLike & { files?: unknown; content?: unknown };
    for (const l of Array.isArray(f.locations) ? f.locations : []) locations.set(l.id, l);
    for (const a of Array.isArray(f.advancements) ? f.advancements : []) advancements.set(a.id, a);
    for (const s of Array.isArray(f.starters) ? f.starters : []) starters.set(s.id, s);
    if (f.files) visit(f.files, depth + 1);
    if (f.content) visit(f.content, depth + 1);
  };
  visit(content, 0);
  return { locations, advancements, starters };
}

/** A content name in the UI language, else English, else any language it has. */
export function nameIn(names: Names | undefined, locale: string, fallback = '?'): string {
  if (!names) return fallback;
  return names[locale] ?? names.en ?? Object.values(names).find((v) => !!v) ?? fallback;
}

/** One strip as the card shows it (§2.1): its slot, where it comes from, its City and Blight sides. */
export interface ShownStrip {
  slot: Slot;
  source: StarterKind | 'advancement';
  id: string;
  name: Names;
  /** The location whose stack held the advancement (none for a Citizen/Patrician). */
  location: string | null;
  contact: ContactLike;
  threat: ThreatLike;
}

/** What a slot shows: a strip, or nothing (an empty middle or bottom slot). */
export type ShownSlot = { slot: Slot; strip: ShownStrip | null; coversBase: boolean };

/** The three slots of a card, top to bottom, as model/card.ts `visibleStrips` sees them (R1). */
export function shownSlots(card: Card, index: ScreenIndex): ShownSlot[] {
  const starter = index.starters.get(card.starter) ?? null;
  return SLOT_ORDER.map((slot) => {
    const fill = card.slots[slot];
    if (!fill) return { slot, strip: null, coversBase: false };
    if (fill.kind === 'base') {
      if (!starter) return { slot, strip: null, coversBase: false };
      const strip: ShownStrip = {
        slot,
        source: starter.kind,
        id: starter.id,
        name: starter.name,
        location: null,
        contact: starter.contact,
        threat: starter.threat,
      };
      return { slot, strip, coversBase: false };
    }
    const a = index.advancements.get(fill.advancement);
    const strip: ShownStrip | null = a
      ? {
          slot,
          source: 'advancement',
          id: a.id,
          name: a.name,
          location: a.location,
          contact: a.contact,
          threat: a.threat,
        }
      : null;
    return { slot, strip, coversBase: slot === 'top' };
  });
}

/** The card's guild (§2.2): its starter card's banner, else its Allegiance slip; null = neutral. */
export function ownerOf(card: Card, index: ScreenIndex): GuildId | null {
  return index.starters.get(card.starter)?.guild ?? card.allegiance;
}

/** Filled slots (§2.1, scoring §5): a covered Citizen still counts once. */
export function filledCount(card: Card): number {
  return SLOT_ORDER.filter((s) => card.slots[s] !== null).length;
}

/** The card in the tower as one threat (§2.4): damage summed over the visible strips. */
export function threatOf(card: Card, index: ScreenIndex): { damage: number; rewards: Effect[] } {
  const strips = shownSlots(card, index).flatMap((s) => (s.strip ? [s.strip] : []));
  return {
    damage: strips.reduce((t, s) => t + s.threat.damage, 0),
    rewards: strips.flatMap((s) => [...s.threat.rewards]),
  };
}

/** Cube icons of the card (§4.1 B2): what its holder draws in the Gather phase. */
export function cubesOf(card: Card, index: ScreenIndex): number {
  return shownSlots(card, index).reduce((t, s) => t + (s.strip?.contact.cubes ?? 0), 0);
}

// ---- effects as icon + number ----------------------------------------------------------------

/** The icons of §4.7 the screens draw (eod-icons.ts has their shapes). */
export type EodIcon =
  | 'coin'
  | 'influence'
  | 'goodwill'
  | 'prestige'
  | 'battle'
  | 'dispatch'
  | 'return'
  | 'train'
  | 'claim'
  | 'hunt'
  | 'draw'
  | 'cube'
  | 'defense'
  | 'tower'
  | 'script'
  | 'damage'
  | 'agent';

/** One chip: an icon, the number beside it (signed for gains and losses), and its sentence's message. */
export interface Chip {
  icon: EodIcon;
  /** The number printed beside the icon ('' when the icon stands alone). */
  text: string;
  /** Message key (eodPlay.fx.*) and its params: the chip's full sentence (tooltip, screen readers). */
  key: string;
  params: Record<string, string | number>;
  /** A cost (paid before the effects) rather than an effect. */
  cost?: boolean;
  /** Marks a loss or a payment. */
  negative?: boolean;
}

const n = (e: { n?: number }): number => (typeof e.n === 'number' ? e.n : 1);

/** An effect of the vocabulary as a chip (§4.7: an icon without a number means 1). */
export function effectChip(e: Effect): Chip {
  switch (e.op) {
    case 'gain': {
      const v = n(e);
      return {
        icon: e.res,
        text: v >= 0 ? `+${v}` : `${v}`,
        key: `eodPlay.fx.gain.${e.res}`,
        params: { n: v },
        negative: v < 0,
      };
    }
    case 'lose':
      return { icon: e.res, text: `−${n(e)}`, key: `eodPlay.fx.lose.${e.res}`, params: { n: n(e) }, negative: true };
    case 'battle':
      return { icon: 'battle', text: `+${n(e)}`, key: 'eodPlay.fx.battle', params: { n: n(e) } };
    case 'dispatch':
      return { icon: 'dispatch', text: `${n(e)}`, key: 'eodPlay.fx.dispatch', params: { n: n(e) } };
    case 'return':
      return { icon: 'return', text: `${n(e)}`, key: 'eodPlay.fx.return', params: { n: n(e) } };
    case 'train':
      return { icon: 'train', text: `${n(e)}`, key: 'eodPlay.fx.train', params: { n: n(e) } };
    case 'claim':
      return { icon: 'claim', text: '', key: `eodPlay.fx.claim.${e.from}`, params: {} };
    case 'hunt':
      return { icon: 'hunt', text: '', key: 'eodPlay.fx.hunt', params: {} };
    case 'draw':
      return { icon: 'draw', text: `${n(e)}`, key: 'eodPlay.fx.draw', params: { n: n(e) } };
    case 'cubes':
      return { icon: 'cube', text: `${n(e)}`, key: `eodPlay.fx.cubes.${e.action}`, params: { n: n(e) } };
    case 'defense':
      return { icon: 'defense', text: `−${n(e)}`, key: 'eodPlay.fx.defense', params: { n: n(e) } };
    case 'tower':
      return {
        icon: 'tower',
        text: e.action === 'move-cubes' ? `${n(e)}` : '',
        key: `eodPlay.fx.tower.${e.action}`,
        params: e.action === 'move-cubes' ? { n: n(e) } : {},
      };
    case 'script':
      return { icon: 'script', text: '', key: 'eodPlay.fx.script', params: { id: e.id } };
  }
}

/** A cost as a chip (paid before the ability's effects; R8). */
export function costChip(c: Cost): Chip {
  if (c.kind === 'pay')
    return {
      icon: c.res,
      text: `−${c.n}`,
      key: `eodPlay.fx.pay.${c.res}`,
      params: { n: c.n },
      cost: true,
      negative: true,
    };
  return { icon: 'agent', text: `${c.n}`, key: 'eodPlay.fx.returnAgents', params: { n: c.n }, cost: true };
}

/** An ability as its chips: costs first, then effects (R4: one ability = one fee unit). */
export function abilityChips(a: Ability): Chip[] {
  return [...(a.cost ?? []).map(costChip), ...a.effects.map(effectChip)];
}
