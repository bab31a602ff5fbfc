import type { CardDef } from '../../../../../core/games/marvel-champions/engine/types';
import type { Cards } from './board-model';

/** A card's name (and traits) in the card language, as the catalog gives it. */
export interface LocalName {
  readonly name: string;
  readonly subname: string | null;
  readonly traits?: readonly string[];
}

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => x === b?.[i]);

/**
 * The content's card definitions with the names of the card language where the catalog has them
 * (a German import's "Der Einbruch!" for "The Break-In!"), and its traits. A game carries its imported cards in
 * English (the engine's definitions); our own content, unknown to the catalog, keeps its names.
 */
export function withLocalNames(cards: Cards, nameOf: (code: string) => LocalName | undefined): Cards {
  let out: Record<string, CardDef> | null = null;
  for (const [code, def] of Object.entries(cards)) {
    const local = nameOf(code);
    // a subtitle only where the definition has one (the engine's names decide what a title shows)
    const sub = def.sub === undefined ? undefined : (local?.subname ?? def.sub);
    // traits are only shown (the card picture): the renderer decides nothing by them
    const traits = local?.traits?.length ? local.traits : def.traits;
    if (!local || (local.name === def.name && sub === def.sub && same(traits, def.traits))) continue;
    out ??= { ...cards };
    out[code] = { ...def, name: local.name, sub, traits };
  }
  return out ?? cards;
}
