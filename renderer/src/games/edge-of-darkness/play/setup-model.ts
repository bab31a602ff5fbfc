/**
 * The New game form's location list (rules digest §3.2 step 9): the locations of the content the engine
 * offers (our bundled set) and, while the form says to play with them, the user's own locations from the
 * content editor (`content.*` entries of kind `location`), which the engine's option resolver adds to the
 * game. Pure functions over what the stores hold, so the form stays thin and the list is unit-tested.
 */
import { nameIn, screenIndex } from './card-model';

export interface LocationChoice {
  readonly id: string;
  readonly name: string;
  readonly types: readonly string[];
  /** The user's own location (from the content editor), not ours. */
  readonly mine: boolean;
}

/** A stored content entry as the content store lists it (only what the list needs). */
export interface UserEntryLike {
  readonly kind: string;
  readonly id: string;
  readonly value: unknown;
}

/**
 * The locations to choose from, sorted by name in the UI language: the engine's content, then (with
 * `useMine`) the user's locations; a user's item never replaces one of ours (the validator refuses taken ids).
 */
export function locationChoices(
  engineContent: unknown,
  userEntries: readonly UserEntryLike[],
  useMine: boolean,
  locale: string,
): LocationChoice[] {
  const ours = screenIndex(engineContent).locations;
  const out: LocationChoice[] = [...ours.values()].map((l) => ({
    id: l.id,
    name: nameIn(l.name, locale, l.id),
    types: l.types ?? [],
    mine: false,
  }));
  if (useMine) {
    const theirs = screenIndex({
      locations: userEntries
        .filter((e) => e.kind === 'location' && !!e.value && typeof e.value === 'object')
        .map((e) => e.value),
    });
    for (const l of theirs.locations.values())
      if (!ours.has(l.id)) out.push({ id: l.id, name: nameIn(l.name, locale, l.id), types: l.types ?? [], mine: true });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The chosen ids still on offer, in the order they were ticked (unticking "my content" drops the user's). */
export function keepOffered(chosen: readonly string[], choices: readonly LocationChoice[]): string[] {
  const offered = new Set(choices.map((c) => c.id));
  return chosen.filter((id) => offered.has(id));
}
