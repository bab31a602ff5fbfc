/**
 * Which printed stats a card shows, in the order players read them, from the MarvelCDB stat fields
 * (`attack`, `attack_cost`, `health_per_hero`, `base_threat_fixed`, …). Used by the card picture
 * (key stats of its type) and the card detail (every stat the card has).
 */

export type StatKey =
  | 'attack'
  | 'thwart'
  | 'defense'
  | 'recover'
  | 'health'
  | 'handSize'
  | 'scheme'
  | 'baseThreat'
  | 'threat'
  | 'escalationThreat'
  | 'boost';

export interface StatLine {
  key: StatKey;
  /** The printed value; null when printed as "—"/X or unknown. */
  value: number | null;
  /** A star ability goes with the stat. */
  star: boolean;
  /** Multiplied by the number of players (the per-player icon). */
  perPlayer: boolean;
  perGroup: boolean;
  /** Consequential damage an ally takes when it uses the stat. */
  consequential: number | null;
}

export type Stats = Record<string, number | boolean | null | undefined>;

const FIELD: Record<StatKey, string> = {
  attack: 'attack',
  thwart: 'thwart',
  defense: 'defense',
  recover: 'recover',
  health: 'health',
  handSize: 'hand_size',
  scheme: 'scheme',
  baseThreat: 'base_threat',
  threat: 'threat',
  escalationThreat: 'escalation_threat',
  boost: 'boost',
};

const ALL: StatKey[] = [
  'thwart',
  'attack',
  'defense',
  'recover',
  'scheme',
  'health',
  'handSize',
  'baseThreat',
  'threat',
  'escalationThreat',
  'boost',
];

/** Key stats of a card picture by card type (only those the card has are shown). */
const BY_TYPE: Record<string, StatKey[]> = {
  hero: ['thwart', 'attack', 'defense', 'health', 'handSize'],
  alter_ego: ['recover', 'health', 'handSize'],
  ally: ['thwart', 'attack', 'health'],
  villain: ['scheme', 'attack', 'health'],
  leader: ['scheme', 'attack', 'health'],
  minion: ['scheme', 'attack', 'health'],
  main_scheme: ['baseThreat', 'threat', 'escalationThreat'],
  side_scheme: ['baseThreat'],
  player_side_scheme: ['baseThreat'],
};

function num(v: unknown): number | null {
  return typeof v === 'number' ? v : null;
}

function line(stats: Stats, key: StatKey, typeCode: string): StatLine | null {
  const f = FIELD[key];
  const has = f in stats && stats[f] !== undefined;
  const star = stats[`${f}_star`] === true;
  if (!has && !star) return null;
  // `*_fixed: false` marks a per-player value; a main scheme's target threat and acceleration are
  // per player unless marked fixed.
  const fixed = stats[`${f}_fixed`];
  const perPlayer =
    stats[`${f}_per_hero`] === true ||
    fixed === false ||
    (typeCode === 'main_scheme' && (key === 'threat' || key === 'escalationThreat') && fixed !== true);
  return {
    key,
    value: num(stats[f]),
    star,
    perPlayer,
    perGroup: stats[`${f}_per_group`] === true,
    consequential: key === 'attack' || key === 'thwart' ? num(stats[`${f}_cost`]) : null,
  };
}

/** Every stat a card has, in reading order. */
export function statLines(stats: Stats | undefined, typeCode: string): StatLine[] {
  if (!stats) return [];
  return ALL.map((k) => line(stats, k, typeCode)).filter((l): l is StatLine => l !== null);
}

/** The stats a card picture shows for this type (a boost count on encounter cards). */
export function keyStats(stats: Stats | undefined, typeCode: string): StatLine[] {
  if (!stats) return [];
  const keys = BY_TYPE[typeCode] ?? (num(stats.boost) !== null || stats.boost_star === true ? ['boost'] : []);
  return keys.map((k) => line(stats, k, typeCode)).filter((l): l is StatLine => l !== null);
}

export const SCHEME_ICONS = ['acceleration', 'amplify', 'crisis', 'hazard'] as const;
export type SchemeIcon = (typeof SCHEME_ICONS)[number];

/** Scheme icons printed on encounter cards (`scheme_acceleration`, …) with their counts. */
export function schemeIcons(stats: Stats | undefined): Array<{ icon: SchemeIcon; count: number }> {
  if (!stats) return [];
  return SCHEME_ICONS.map((icon) => ({ icon, count: num(stats[`scheme_${icon}`]) ?? 0 })).filter((x) => x.count > 0);
}
