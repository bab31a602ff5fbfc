// Berserk: Heroes cards in the catalog (digest §2.3, §3.2, §7.2). They share the game, the sets,
// the rarities and the collection with classic cards but are their own records (`line: 'heroes'`)
// in the shape agreed with the Heroes engine (HeroesCardFacts, briefs' heroes-shape): kind, elements
// ([] = neutral), cost in coins, one strike and life, the equipment's slot, Horde, named abilities.
import { shownValue } from '../../../platform/text';
import { elementOf, rarityOf, wordLookup, type AbilityRef, type ElementCode, type RarityCode } from './model';

export const HEROES_LINE = 'heroes';

/** §2.3: the five Heroes card types. */
export const HEROES_KINDS = ['hero', 'creature', 'equipment', 'spell', 'event'] as const;
export type HeroesKind = (typeof HEROES_KINDS)[number];

/** §2.3: equipment kinds — one of each kind in play ("weapons, armor, amulets"). */
export const EQUIPMENT_SLOTS = ['weapon', 'armour', 'amulet'] as const;
export type EquipmentSlot = string;

/** A Heroes card as the catalog stores it: the shared HeroesCardFacts plus the catalog's code and artist. */
export interface HeroesCard {
  /** Catalog code: the list's id, or `<set code>-<number>` for a list without ids. */
  code: string;
  id: string;
  name: string;
  line: 'heroes';
  kind: HeroesKind;
  /** Element codes; [] = neutral (a multi-element card has several). */
  elements: ElementCode[];
  /** Coins; heroes 0. */
  cost: number;
  strike?: number;
  life?: number;
  slot?: EquipmentSlot;
  /** The Horde exception to 3 per name (§3.2): the list's flag or the `horde` ability. */
  horde?: boolean;
  abilities: AbilityRef[];
  /** Set code (as for classic cards). */
  set: string;
  /** Collector number as printed (text: the Heroes numbering is not in the rules, §2.3). */
  number: string;
  rarity: RarityCode;
  painter?: string;
}

export const KIND_WORDS: Readonly<Record<string, HeroesKind>> = {
  ...Object.fromEntries(HEROES_KINDS.map((k) => [k, k])),
  герой: 'hero',
  существо: 'creature',
  снаряжение: 'equipment',
  экипировка: 'equipment',
  заклинание: 'spell',
  событие: 'event',
  kahraman: 'hero',
  yaratık: 'creature',
  ekipman: 'equipment',
  büyü: 'spell',
  olay: 'event',
  held: 'hero',
  kreatur: 'creature',
  ausrüstung: 'equipment',
  zauber: 'spell',
  ereignis: 'event',
  hős: 'hero',
  lény: 'creature',
  felszerelés: 'equipment',
  varázslat: 'spell',
  esemény: 'event',
};

export const SLOT_WORDS: Readonly<Record<string, EquipmentSlot>> = {
  weapon: 'weapon',
  weapons: 'weapon',
  armour: 'armour',
  armor: 'armour',
  amulet: 'amulet',
  amulets: 'amulet',
  оружие: 'weapon',
  броня: 'armour',
  доспех: 'armour',
  доспехи: 'armour',
  амулет: 'amulet',
  silah: 'weapon',
  zırh: 'armour',
  muska: 'amulet',
  waffe: 'weapon',
  rüstung: 'armour',
  fegyver: 'weapon',
  páncél: 'armour',
};

export const LINE_WORDS: Readonly<Record<string, 'heroes' | 'classic'>> = {
  heroes: 'heroes',
  hero: 'heroes',
  герои: 'heroes',
  'берсерк герои': 'heroes',
  'berserk heroes': 'heroes',
  kahramanlar: 'heroes',
  helden: 'heroes',
  hősök: 'heroes',
  classic: 'classic',
  классика: 'classic',
  классический: 'classic',
  klasik: 'classic',
  klassisch: 'classic',
  klasszikus: 'classic',
};

export const kindOf = wordLookup(KIND_WORDS);
export const slotOf = wordLookup(SLOT_WORDS);
export const lineOf = wordLookup(LINE_WORDS);

export const isHeroesCard = (c: object): c is HeroesCard => 'line' in c && c.line === HEROES_LINE;

/** What a Heroes list record holds before the import gives it its set code (and code, when it has no id). */
export type ReadHeroes = Omit<HeroesCard, 'code' | 'set'> & { setName: string };

type Raw = Record<string, unknown>;
type Bad = (reason: string, params: Record<string, unknown>) => void;

const int = (v: unknown): number | null | undefined => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '' || t === '-' || t === '—') return null;
    return /^-?\d+$/.test(t) ? Number(t) : undefined;
  }
  return undefined;
};

const NUMBER_RE = /^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/;

/**
 * One Heroes record (JSON in the shared shape; a CSV row arrives under the same names). Problems go
 * to `bad` with the list's field names; null when the record is not a card. `readAbilities` and
 * `readBool` are the classic reader's, so both lines read abilities and yes/no the same way.
 */
export function readHeroesRecord(
  raw: Raw,
  bad: Bad,
  readAbilities: (v: unknown) => AbilityRef[] | undefined,
  readBool: (v: unknown) => boolean | undefined,
): ReadHeroes | null {
  let ok = true;
  const fail: Bad = (reason, params) => {
    ok = false;
    bad(reason, params);
  };
  for (const field of ['name', 'kind', 'elements', 'cost', 'set', 'number', 'rarity'])
    if (!(field in raw)) fail('card.missingField', { field });
  if (!ok) return null;

  const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id).trim() : '';
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name) fail('card.badValue', { field: 'name', value: shownValue(raw.name) });
  const kind = typeof raw.kind === 'string' ? kindOf(raw.kind) : undefined;
  if (!kind) fail('card.unknownKind', { value: shownValue(raw.kind) });

  const list = Array.isArray(raw.elements)
    ? raw.elements
    : typeof raw.elements === 'string'
      ? raw.elements.split(/[/,;|+]/).filter((s) => s.trim() !== '')
      : null;
  const elements: ElementCode[] = [];
  let neutral = false;
  if (!list) fail('card.badValue', { field: 'elements', value: shownValue(raw.elements) });
  else
    for (const e of list) {
      const code = typeof e === 'string' ? elementOf(e.trim()) : undefined;
      if (!code) fail('card.unknownElement', { value: shownValue(e) });
      else if (code === 'neutral') neutral = true;
      else if (!elements.includes(code)) elements.push(code);
    }
  // neutral is the absence of an element ([]): "neutral" beside an element is a contradiction
  if (neutral && elements.length > 0) fail('card.neutralWithElement', { value: ['neutral', ...elements].join(',') });

  const cost = int(raw.cost);
  if (typeof cost !== 'number' || cost < 0) fail('card.badValue', { field: 'cost', value: shownValue(raw.cost) });
  const rarity = typeof raw.rarity === 'string' ? rarityOf(raw.rarity) : undefined;
  if (!rarity) fail('card.unknownRarity', { value: shownValue(raw.rarity) });
  const setName = typeof raw.set === 'string' ? raw.set.trim() : '';
  if (!setName) fail('card.badValue', { field: 'set', value: shownValue(raw.set) });
  const number = typeof raw.number === 'number' || typeof raw.number === 'string' ? String(raw.number).trim() : '';
  if (!NUMBER_RE.test(number)) fail('card.badValue', { field: 'number', value: shownValue(raw.number) });

  // a hero and a creature have one strike and life (§2.3); other kinds have neither
  const fighter = kind === 'hero' || kind === 'creature';
  const strike = int(raw.strike);
  const life = int(raw.life);
  for (const [field, v] of [
    ['strike', strike],
    ['life', life],
  ] as const) {
    if (v === undefined || (typeof v === 'number' && v < 0))
      fail('card.badValue', { field, value: shownValue(raw[field]) });
    else if (fighter && v === null) fail('card.missingField', { field });
    else if (kind && !fighter && v !== null) fail('card.fieldNotForKind', { field, kind });
  }
  // the equipment's kind is its slot: one piece of each kind in play (§2.3)
  let slot: string | undefined;
  const slotText = typeof raw.slot === 'string' ? raw.slot.trim() : raw.slot == null ? '' : null;
  if (slotText === null) fail('card.badValue', { field: 'slot', value: shownValue(raw.slot) });
  else if (kind === 'equipment') {
    slot = slotText ? slotOf(slotText) : undefined;
    if (!slotText) fail('card.missingField', { field: 'slot' });
    else if (!slot) fail('card.unknownSlot', { value: slotText });
  } else if (kind && slotText) fail('card.fieldNotForKind', { field: 'slot', kind });
  if (kind === 'hero' && typeof cost === 'number' && cost !== 0)
    fail('card.badValue', { field: 'cost', value: shownValue(raw.cost) });

  const hordeFlag = raw.horde === undefined || raw.horde === '' ? false : readBool(raw.horde);
  if (hordeFlag === undefined) fail('card.badValue', { field: 'horde', value: shownValue(raw.horde) });
  const abilities = readAbilities(raw.abilities);
  if (!abilities) fail('card.badAbilities', { value: shownValue(raw.abilities) });
  const painter = typeof raw.painter === 'string' ? raw.painter.trim() : raw.painter == null ? '' : null;
  if (painter === null) fail('card.badValue', { field: 'painter', value: shownValue(raw.painter) });
  if (!ok) return null;

  const horde = hordeFlag === true || abilities!.some((a) => a.name === 'horde');
  const card: ReadHeroes = {
    id,
    name,
    line: 'heroes',
    kind: kind!,
    elements,
    cost: cost!,
    abilities: abilities!,
    setName,
    number,
    rarity: rarity!,
  };
  if (fighter) {
    card.strike = strike!;
    card.life = life!;
  }
  if (slot) card.slot = slot;
  if (horde) card.horde = true;
  if (painter) card.painter = painter;
  return card;
}

/** The line a record belongs to: its own `line`, else the list's, else classic. */
export function recordLine(raw: Raw, listLine: 'heroes' | 'classic' | null, bad: Bad): 'heroes' | 'classic' | null {
  if (raw.line === undefined || raw.line === null || raw.line === '') return listLine ?? 'classic';
  const line = typeof raw.line === 'string' ? lineOf(raw.line.trim()) : undefined;
  if (!line) {
    bad('card.badValue', { field: 'line', value: shownValue(raw.line) });
    return null;
  }
  return line;
}
