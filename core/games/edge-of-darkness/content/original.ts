/**
 * Deckhand's own Edge of Darkness content: locations, their advancements and the 33 starter cards, written
 * by the team — our names, numbers and effects, never the Player's Handbook's (we do not have it and must
 * not copy it). One advancement per location, in several slot variants, as the rulebook's Prologue implies
 * ("8 of the 10 available", §3.3); 16 locations hold 120 strips. Names are content data in all four
 * languages (README.md "Names"); people's names are the same in every language.
 *
 * It is a content file like a user's (data/effects.ts `ContentFile`) and passes the same validator.
 */
import {
  CONTENT_FORMAT,
  CONTENT_VERSION,
  type Ability,
  type AdvancementDef,
  type ContentFile,
  type Cost,
  type Effect,
  type LocalizedText,
  type LocationDef,
  type StarterDef,
  type Threat,
  type Variants,
} from '../data/effects';
import type { GuildId, LocationType, PlayerMark } from '../data/ids';

const t = (en: string, tr: string, de: string, hu: string): LocalizedText => ({ en, tr, de, hu });
/** A person's name: the same in every language. */
const person = (name: string): LocalizedText => ({ en: name, tr: name, de: name, hu: name });

type Res = 'coin' | 'influence' | 'goodwill' | 'prestige';
const gain = (res: Res, n = 1): Effect => (n === 1 ? { op: 'gain', res } : { op: 'gain', res, n });
const battle = (n = 1): Effect => (n === 1 ? { op: 'battle' } : { op: 'battle', n });
const dispatch = (n: number): Effect => ({ op: 'dispatch', n });
const train = (n = 1): Effect => (n === 1 ? { op: 'train' } : { op: 'train', n });
const hunt: Effect = { op: 'hunt' };
const defense = (n: number): Effect => ({ op: 'defense', n });
const ab = (...effects: Effect[]): Ability => ({ effects });
const paid = (cost: Cost[], ...effects: Effect[]): Ability => ({ cost, effects });
const pay = (res: 'coin' | 'influence' | 'goodwill', n: number): Cost => ({ kind: 'pay', res, n });
const returning = (n: number): Cost => ({ kind: 'return-agents', n });
const threat = (damage: number, ...rewards: Effect[]): Threat => ({ damage, rewards });

function location(id: string, name: LocalizedText, types: LocationType[], ...abilities: Ability[]): LocationDef {
  return { id, name, types, abilities };
}

function advancement(
  id: string,
  at: string,
  name: LocalizedText,
  variants: Variants,
  cubes: number,
  abilities: Ability[],
  blight: Threat,
): AdvancementDef {
  return { id, location: at, name, variants, contact: { cubes, abilities }, threat: blight };
}

const V7: Variants = { top: 1, middle: 3, bottom: 3 };
const V8: Variants = { top: 1, middle: 3, bottom: 4 };
const V8T: Variants = { top: 2, middle: 3, bottom: 3 };
const V8N: Variants = { middle: 4, bottom: 4 };

export const ORIGINAL_LOCATIONS: readonly LocationDef[] = [
  location(
    'lantern-quay',
    t('Lantern Quay', 'Fener Rıhtımı', 'Laternenkai', 'Lámpás rakpart'),
    ['coins'],
    paid([returning(1)], gain('coin', 2)),
  ),
  location(
    'ashen-barracks',
    t('Ashen Barracks', 'Kül Kışlası', 'Aschenkaserne', 'Hamuszürke kaszárnya'),
    ['train', 'battle'],
    paid([returning(2)], train(), battle()),
  ),
  location(
    'tollgate-market',
    t('Tollgate Market', 'Gümrük Kapısı Pazarı', 'Zolltormarkt', 'Vámkapu piac'),
    ['coins'],
    paid([returning(1)], gain('coin'), gain('influence')),
  ),
  location(
    'sentinel-wall',
    t('Sentinel Wall', 'Nöbetçi Suru', 'Wächtermauer', 'Őrszemfal'),
    ['defense'],
    paid([returning(1)], defense(1)),
  ),
  location(
    'hall-of-oaths',
    t('Hall of Oaths', 'Yeminler Salonu', 'Halle der Eide', 'Eskük csarnoka'),
    ['allegiance'],
    paid([returning(2)], { op: 'claim', from: 'street' }),
  ),
  location(
    'hunters-lodge',
    t("Hunters' Lodge", 'Avcı Köşkü', 'Jägerhütte', 'Vadászlak'),
    ['hunt'],
    paid([returning(1)], hunt),
  ),
  location(
    'saltmarsh-ferry',
    t('Saltmarsh Ferry', 'Tuzlu Bataklık İskelesi', 'Salzmarschfähre', 'Sósmocsári rév'),
    ['other'],
    paid([returning(1)], { op: 'script', id: 'swap-street-cards' }),
  ),
  location(
    'bellfounders-yard',
    t("Bellfounders' Yard", 'Çan Dökümhanesi', 'Glockengießerhof', 'Harangöntő udvar'),
    ['battle'],
    paid([returning(1)], battle(2)),
  ),
  location(
    'ink-archive',
    t('Ink Archive', 'Mürekkep Arşivi', 'Tintenarchiv', 'Tintalevéltár'),
    ['other'],
    paid([returning(1)], { op: 'draw', n: 1 }),
  ),
  location(
    'beacon-hill',
    t('Beacon Hill', 'İşaret Tepesi', 'Leuchtfeuerhügel', 'Jelzőtűz-domb'),
    ['defense', 'hunt'],
    paid([returning(2)], hunt, defense(1)),
  ),
  location(
    'old-granary',
    t('Old Granary', 'Eski Tahıl Ambarı', 'Alter Kornspeicher', 'Régi magtár'),
    ['coins', 'train'],
    paid([returning(2)], gain('coin'), train()),
  ),
  location(
    'weavers-row',
    t("Weavers' Row", 'Dokumacılar Sırası', 'Webergasse', 'Takácssor'),
    ['other'],
    paid([returning(1)], gain('influence', 2)),
  ),
  location(
    'house-of-mercy',
    t('House of Mercy', 'Merhamet Evi', 'Haus der Gnade', 'Irgalom háza'),
    ['other'],
    paid([returning(1)], { op: 'cubes', n: 2, action: 'return-from-zone' }),
  ),
  location(
    'raven-gate',
    t('Raven Gate', 'Kuzgun Kapısı', 'Rabentor', 'Hollókapu'),
    ['hunt', 'battle'],
    paid([returning(2)], hunt, battle()),
  ),
  location(
    'moonwell-shrine',
    t('Moonwell Shrine', 'Ay Kuyusu Tapınağı', 'Mondbrunnen-Schrein', 'Holdkút-szentély'),
    ['allegiance', 'other'],
    paid([returning(1)], gain('prestige')),
    paid([pay('influence', 2)], { op: 'claim', from: 'hand' }),
  ),
  location(
    'drill-field',
    t('Drill Field', 'Talim Meydanı', 'Exerzierplatz', 'Gyakorlótér'),
    ['train'],
    paid([returning(3)], train(2)),
  ),
];

export const ORIGINAL_ADVANCEMENTS: readonly AdvancementDef[] = [
  advancement(
    'quay-lamplighter',
    'lantern-quay',
    t('Quay Lamplighter', 'Rıhtım Fenercisi', 'Kai-Laternenanzünder', 'Rakparti lámpagyújtó'),
    V7,
    1,
    [ab(dispatch(2)), ab(gain('coin'))],
    threat(2, gain('prestige')),
  ),
  advancement(
    'barracks-sergeant',
    'ashen-barracks',
    t('Barracks Sergeant', 'Kışla Çavuşu', 'Kasernenfeldwebel', 'Kaszárnyaőrmester'),
    V8,
    1,
    [ab(dispatch(1), battle())],
    threat(3, gain('prestige'), train()),
  ),
  advancement(
    'toll-collector',
    'tollgate-market',
    t('Toll Collector', 'Gümrükçü', 'Zolleinnehmer', 'Vámszedő'),
    V8T,
    0,
    [ab(dispatch(1)), ab(gain('coin', 2))],
    threat(2, gain('coin', 2), gain('prestige')),
  ),
  advancement(
    'wall-warden',
    'sentinel-wall',
    t('Wall Warden', 'Sur Muhafızı', 'Mauerwart', 'Falőr'),
    V7,
    1,
    [ab(dispatch(2)), ab(defense(1))],
    threat(2, gain('prestige', 2)),
  ),
  advancement(
    'oath-notary',
    'hall-of-oaths',
    t('Oath Notary', 'Yemin Noteri', 'Eidnotar', 'Eskü jegyzője'),
    V7,
    1,
    [ab(dispatch(1)), paid([pay('influence', 1)], { op: 'claim', from: 'hand' })],
    threat(3, gain('prestige'), gain('goodwill', 2)),
  ),
  advancement(
    'lodge-tracker',
    'hunters-lodge',
    t('Lodge Tracker', 'Köşk İzcisi', 'Fährtenleser der Hütte', 'Vadászlaki nyomolvasó'),
    { top: 1, middle: 4, bottom: 3 },
    1,
    [ab(dispatch(2)), ab(battle(2))],
    threat(3, gain('prestige', 2)),
  ),
  advancement(
    'ferry-pilot',
    'saltmarsh-ferry',
    t('Ferry Pilot', 'Feribot Kılavuzu', 'Fährlotse', 'Révkalauz'),
    V8T,
    0,
    [ab(dispatch(1)), ab(gain('influence')), ab({ op: 'return', n: 2 })],
    threat(1, gain('coin')),
  ),
  advancement(
    'bell-founder',
    'bellfounders-yard',
    t('Bell Founder', 'Çan Dökücü', 'Glockengießer', 'Harangöntő'),
    V8N,
    1,
    [ab(dispatch(1)), ab(gain('coin'), battle())],
    threat(2, gain('prestige')),
  ),
  advancement(
    'archive-scribe',
    'ink-archive',
    t('Archive Scribe', 'Arşiv Kâtibi', 'Archivschreiber', 'Levéltári írnok'),
    V7,
    0,
    [ab(dispatch(1)), paid([pay('coin', 1)], { op: 'draw', n: 1 })],
    threat(2, gain('influence', 2)),
  ),
  advancement(
    'beacon-keeper',
    'beacon-hill',
    t('Beacon Keeper', 'İşaret Bekçisi', 'Leuchtfeuerwärter', 'Jelzőtűz-őrző'),
    V7,
    1,
    [ab(dispatch(2)), ab({ op: 'cubes', n: 2, action: 'set-aside-from-tray' })],
    threat(3, gain('prestige', 2), gain('coin')),
  ),
  advancement(
    'granary-steward',
    'old-granary',
    t('Granary Steward', 'Ambar Kâhyası', 'Kornverwalter', 'Magtárnok'),
    V8T,
    1,
    [ab(dispatch(1)), ab(gain('coin')), paid([pay('coin', 3)], train())],
    threat(2, gain('coin', 2)),
  ),
  advancement(
    'master-weaver',
    'weavers-row',
    t('Master Weaver', 'Usta Dokumacı', 'Webermeisterin', 'Takácsmester'),
    V8N,
    0,
    [ab(dispatch(1)), ab(gain('influence'), gain('goodwill'))],
    threat(2, gain('goodwill', 2)),
  ),
  advancement(
    'sister-of-mercy',
    'house-of-mercy',
    t('Sister of Mercy', 'Merhamet Rahibesi', 'Schwester der Gnade', 'Irgalmas nővér'),
    V7,
    0,
    [ab(dispatch(1)), ab(gain('goodwill', 2))],
    threat(1, gain('prestige')),
  ),
  {
    ...advancement(
      'raven-keeper',
      'raven-gate',
      t('Raven Keeper', 'Kuzgun Bekçisi', 'Rabenhüter', 'Hollótartó'),
      V7,
      2,
      [ab(dispatch(2)), ab(hunt, battle())],
      threat(4, gain('prestige', 3)),
    ),
    threat: { damage: 4, rewards: [gain('prestige', 3)], onAttack: [{ op: 'lose', res: 'coin', n: 1 }] },
  },
  advancement(
    'moonwell-oracle',
    'moonwell-shrine',
    t('Moonwell Oracle', 'Ay Kuyusu Kâhini', 'Orakel vom Mondbrunnen', 'Holdkúti jósnő'),
    V7,
    1,
    [ab(dispatch(1)), ab({ op: 'tower', action: 'move-cubes', n: 2 })],
    threat(3, gain('prestige', 2)),
  ),
  advancement(
    'drill-master',
    'drill-field',
    t('Drill Master', 'Talim Ustası', 'Exerziermeister', 'Kiképzőmester'),
    V8,
    1,
    [ab(dispatch(2)), paid([pay('coin', 2)], train())],
    threat(2, train()),
  ),
];

function starter(
  id: string,
  name: string,
  kind: 'citizen' | 'patrician',
  guild: GuildId | null,
  mark: PlayerMark | null,
  cubes: number,
  abilities: Ability[],
  blight: Threat,
): StarterDef {
  return { id, name: person(name), kind, guild, mark, contact: { cubes, abilities }, threat: blight };
}

/** A guild's 4 starter cards (§1): 3 Citizens, 1 Patrician. */
function guildStarters(guild: GuildId, patrician: string, citizens: [string, string, string]): StarterDef[] {
  return [
    starter(`${guild}-patrician`, patrician, 'patrician', guild, null, 1, [ab(gain('influence')), ab(gain('coin'))], {
      damage: 2,
      rewards: [gain('prestige')],
    }),
    starter(`${guild}-citizen-1`, citizens[0], 'citizen', guild, null, 0, [ab(battle())], threat(1, gain('coin'))),
    starter(
      `${guild}-citizen-2`,
      citizens[1],
      'citizen',
      guild,
      null,
      1,
      [ab(battle()), ab(gain('coin'))],
      threat(1, gain('coin')),
    ),
    starter(
      `${guild}-citizen-3`,
      citizens[2],
      'citizen',
      guild,
      null,
      1,
      [ab(battle()), ab(gain('influence'))],
      threat(2, gain('prestige')),
    ),
  ];
}

/**
 * Neutral Citizens (11) and Patricians (6), §1. Player-count marks (A32, RULINGS.md R2): "4" on one Citizen
 * and one Patrician, "3" on one Citizen and two Patricians, so that every player count keeps enough neutral
 * Citizens for the Prologue's seeding even when the tower takes three of them.
 */
const NEUTRAL_CITIZEN_NAMES = [
  'Jory Pike',
  'Edda Rusk',
  'Fitch Morrow',
  'Greta Hallam',
  'Osric Penn',
  'Lise Carrow',
  'Mattis Drew',
  'Rhea Collard',
  'Silas Brand',
  'Una Weld',
  'Yorick Tamm',
] as const;
const NEUTRAL_CITIZEN_MARKS: readonly (PlayerMark | null)[] = [
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  3,
  4,
];
const NEUTRAL_PATRICIAN_NAMES = [
  'Celestine Ormond',
  'Aldous Rhyne',
  'Petra Voss',
  'Edric Sallis',
  'Helena Croft',
  'Felix Adair',
] as const;
const NEUTRAL_PATRICIAN_MARKS: readonly (PlayerMark | null)[] = [null, null, null, 3, 3, 4];
const PATRICIAN_GIFTS: readonly Ability[][] = [
  [ab(gain('influence'))],
  [ab(gain('coin', 2))],
  [ab(gain('goodwill', 2))],
  [paid([pay('coin', 2)], gain('prestige'))],
  [ab(gain('influence')), ab(gain('coin'))],
  [ab(train())],
];

export const ORIGINAL_STARTERS: readonly StarterDef[] = [
  ...guildStarters('anointed', 'Odile Varenne', ['Tomas Kell', 'Ines Harrow', 'Piet Solder']),
  ...guildStarters('carnival', 'Luca Mordane', ['Saskia Vell', 'Rook Ambry', 'Nell Tamber']),
  ...guildStarters('fede', 'Vittoria Sallow', ['Dario Quint', 'Mags Orrin', 'Bram Tellet']),
  ...guildStarters('gilded', 'Aurelie Fenn', ['Hobb Linden', 'Tilde Ashgrove', 'Wen Farrow']),
  ...NEUTRAL_CITIZEN_NAMES.map((name, i) =>
    starter(
      `neutral-citizen-${i + 1}`,
      name,
      'citizen',
      null,
      NEUTRAL_CITIZEN_MARKS[i],
      i % 3 === 0 ? 0 : 1,
      i % 2 === 0 ? [ab(battle())] : [ab(battle()), ab(gain('coin'))],
      threat(1 + (i % 3), i % 2 === 0 ? gain('prestige') : gain('coin', 2)),
    ),
  ),
  ...NEUTRAL_PATRICIAN_NAMES.map((name, i) =>
    starter(
      `neutral-patrician-${i + 1}`,
      name,
      'patrician',
      null,
      NEUTRAL_PATRICIAN_MARKS[i],
      1,
      PATRICIAN_GIFTS[i],
      threat(2 + (i % 2), gain('prestige', 1 + (i % 2))),
    ),
  ),
];

/** The bundled content file. */
export const ORIGINAL_CONTENT: ContentFile = {
  format: CONTENT_FORMAT,
  version: CONTENT_VERSION,
  id: 'deckhand-original',
  name: t('Deckhand city set', 'Deckhand şehir seti', 'Deckhand-Stadtset', 'Deckhand városkészlet'),
  locations: [...ORIGINAL_LOCATIONS],
  advancements: [...ORIGINAL_ADVANCEMENTS],
  starters: [...ORIGINAL_STARTERS],
};
