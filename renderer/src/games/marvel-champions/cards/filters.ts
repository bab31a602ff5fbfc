/**
 * The card browser's filter controls written as terms of the search syntax
 * (core/games/marvel-champions/README.md, "Search syntax"), so what a filter does is always a query
 * the user could have typed — and can move into the search box to edit.
 */

export const COST_CHOICES = ['0', '1', '2', '3', '4', '5', '6', 'x'] as const;
export const RESOURCE_CHOICES = ['energy', 'mental', 'physical', 'wild'] as const;
export type CardPool = 'all' | 'player' | 'encounter';

export interface CardFilters {
  pool: CardPool;
  types: string[];
  aspects: string[];
  costs: string[];
  resources: string[];
  packs: string[];
  sets: string[];
  traits: string[];
}

export function emptyFilters(): CardFilters {
  return { pool: 'all', types: [], aspects: [], costs: [], resources: [], packs: [], sets: [], traits: [] };
}

/** Alternatives as one value, `a|b`; quoted when a part has a space (a trait such as "Hero for Hire"). */
function alternatives(values: string[]): string {
  const joined = values.map((v) => v.replace(/["|]/g, '')).join('|');
  return /\s/.test(joined) ? `"${joined}"` : joined;
}

/** The search terms the filters stand for, in a stable order. */
export function filterTerms(f: CardFilters): string[] {
  const terms: string[] = [];
  if (f.pool === 'player') terms.push('is:player');
  if (f.pool === 'encounter') terms.push('is:encounter');
  if (f.types.length) terms.push(`t=${alternatives(f.types)}`);
  if (f.aspects.length) terms.push(`a=${alternatives(f.aspects)}`);
  if (f.costs.length) terms.push(`c:${alternatives(f.costs)}`);
  if (f.resources.length) terms.push(`r:${alternatives(f.resources)}`);
  if (f.packs.length) terms.push(`p=${alternatives(f.packs)}`);
  if (f.sets.length) terms.push(`s=${alternatives(f.sets)}`);
  if (f.traits.length) terms.push(`k:${alternatives(f.traits)}`);
  return terms;
}

/** How many filter controls are set. */
export function activeFilterCount(f: CardFilters): number {
  return (
    (f.pool !== 'all' ? 1 : 0) +
    [f.types, f.aspects, f.costs, f.resources, f.packs, f.sets, f.traits].filter((x) => x.length > 0).length
  );
}

/** The query sent to the backend: the typed text and the filters' terms. */
export function effectiveQuery(text: string, f: CardFilters): string {
  return [text.trim(), ...filterTerms(f)].filter(Boolean).join(' ');
}
