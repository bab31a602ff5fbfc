// Stage numbers as the data prints them: villain stages in Roman numerals, main scheme sides as 1A/1B.

const ROMAN: { readonly [n: string]: number } = { I: 1, II: 2, III: 3, IV: 4, V: 5 };

/** A villain stage (`I`, `II`, `III`, `1`) or main scheme stage (`1A`, `2B`) as a number. */
export function stageNumber(stage: string | null): number | undefined {
  if (!stage) return undefined;
  const s = stage.trim().toUpperCase();
  if (s in ROMAN) return ROMAN[s];
  const n = Number.parseInt(s, 10);
  return Number.isFinite(n) ? n : undefined;
}
