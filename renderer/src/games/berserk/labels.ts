import type { CardSummary } from '../../../../core/api/catalog';

type T = (key: string, params?: Record<string, unknown>) => string;

/** The card's rarity code (the catalog sends it as the trait `rarity:<code>`). */
export const rarityOf = (c: CardSummary): string =>
  c.traits.find((x) => x.startsWith('rarity:'))?.slice('rarity:'.length) ?? '';

/** Element codes joined by `+` in `factionCode`, named in the UI language. */
export const elementsText = (t: T, c: CardSummary): string =>
  c.factionCode
    .split('+')
    .filter(Boolean)
    .map((e) => t(`berserk.elements.${e}`))
    .join(' / ');

export const costText = (t: T, c: CardSummary): string =>
  c.cost === null ? '—' : t(c.stats?.elite ? 'berserk.cards.gold' : 'berserk.cards.silver', { n: c.cost });

export const abilitiesText = (t: T, c: CardSummary): string => {
  const n = Number(c.stats?.abilities ?? 0);
  return n > 0 ? t('berserk.cards.abilitiesFilled', { n }) : t('berserk.cards.abilitiesEmpty');
};

/** A refused import's problems (the error's `issues.first`), as lines. */
export function refusedLines(t: T, params: Record<string, unknown> | undefined): { lines: string[]; more: number } {
  const issues = (params?.issues ?? null) as { total?: number; first?: unknown[] } | null;
  const first = Array.isArray(issues?.first) ? (issues.first as Array<Record<string, unknown>>) : [];
  const lines = first.map((i) => {
    const p = (i.params ?? {}) as Record<string, unknown>;
    const reason = t(`berserk.import.reasons.${String(i.reason)}`, p);
    return t('berserk.import.line', { file: String(i.file ?? ''), line: String(p.line ?? '—'), reason });
  });
  return { lines, more: Math.max(0, (issues?.total ?? 0) - lines.length) };
}

/** A Berserk: Heroes card (the catalog marks it with the trait `line:heroes`). */
export const isHeroes = (c: CardSummary): boolean => c.traits.includes('line:heroes');

/** A Heroes equipment's slot code (trait `slot:<code>`), or ''. */
export const slotOf = (c: CardSummary): string =>
  c.traits.find((x) => x.startsWith('slot:'))?.slice('slot:'.length) ?? '';

/** The card's type (classic) or kind with the equipment's slot and Horde (Heroes). */
export function typeText(t: T, c: CardSummary): string {
  if (!isHeroes(c)) return t(`berserk.types.${c.typeCode}`);
  const slot = slotOf(c);
  return [
    t(`berserk.kinds.${c.typeCode}`),
    slot ? t(`berserk.slots.${slot}`) : null,
    c.stats?.horde ? t('berserk.cards.horde') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Cost: coins for a Heroes card, gold or silver crystals for a classic one. */
export const anyCostText = (t: T, c: CardSummary): string =>
  isHeroes(c) && c.cost !== null ? t('berserk.cards.coins', { n: c.cost }) : costText(t, c);

/** Strike and life: one strike for a Heroes card, weak-medium-strong for a classic one; '—' when none. */
export function strikeLifeText(t: T, c: CardSummary): string {
  const s = c.stats ?? {};
  const strike = isHeroes(c)
    ? s.strike
    : s.weak !== undefined && s.weak !== null
      ? `${String(s.weak)}-${String(s.medium)}-${String(s.strong)}`
      : null;
  const life = s.life;
  if ((strike === null || strike === undefined) && (life === null || life === undefined)) return '—';
  return t('berserk.cards.strikeLife', { strike: String(strike ?? '—'), life: String(life ?? '—') });
}
