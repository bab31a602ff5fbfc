import type { DeckSummary } from '../../../../../core/api/decks';
import type { McPlayContent } from '../../../../../core/games/marvel-champions/play-content';
import type { GameSetup } from '../../setups';

/**
 * The Marvel Champions new-game form as data (§3.1 setup choices, §2.16 modes): which heroes play
 * (1–4, starter decks), the scenario and its modular sets, Standard or Expert, Heroic X, Skirmish,
 * the first player, who sits at the device (one person for every hero, or one person per hero —
 * hot-seat), and table mode. `toSetup` gives the options `games.create` takes; the engine checks
 * them again and its refusal is shown translated.
 */
export interface McSetupForm {
  /** Per seat: a starter hero's identity code, or a saved deck as `deck:<id>` (see `deckChoice`). */
  heroes: string[];
  scenario: string | null;
  modular: string[];
  expert: boolean;
  heroic: number;
  /** Skirmish: the one villain stage played, or null. */
  skirmish: number | null;
  /** Index into `heroes`. */
  firstPlayer: number;
  /** One person plays every hero, or one person per hero (hand-over between turns). */
  people: 'solo' | 'hotseat';
  /** Names of the people: one for solo, one per hero for hot-seat (optional). */
  names: string[];
  table: boolean;
  /** Seed of the shuffles (optional: the same seed deals the same cards). */
  seed: string;
  /** The player confirmed playing decks that break the deck-building rules (the game records it). */
  confirmIllegal: boolean;
}

export type SetupProblem =
  | 'noHero'
  | 'tooManyHeroes'
  | 'sameHero'
  | 'noScenario'
  | 'tooManyModular'
  | 'badFirstPlayer'
  | 'badHeroic'
  | 'badSkirmish'
  | 'deckMissing'
  | 'deckNoIdentity'
  | 'deckUnchecked'
  | 'illegalNotConfirmed';

/** What the form needs of a saved deck (`decks.list`). */
export type SetupDeck = Pick<
  DeckSummary,
  'id' | 'name' | 'identity' | 'identityName' | 'valid' | 'problems' | 'unchecked'
>;

const DECK = 'deck:';
/** A seat played with a saved deck (the backend resolves it into the engine's options). */
export const deckChoice = (id: string): string => `${DECK}${id}`;
/** The saved deck's id of a seat's choice, or null for a starter hero. */
export const deckIdOf = (choice: string): string | null => (choice.startsWith(DECK) ? choice.slice(DECK.length) : null);

/**
 * The identity a seat's choice plays (what the engine refuses twice, §3.1): a starter hero's own
 * code, a deck's identity; null for a deck that is gone or has none.
 */
export function identityOfChoice(choice: string, decks: readonly SetupDeck[]): string | null {
  const id = deckIdOf(choice);
  if (id === null) return choice;
  return decks.find((d) => d.id === id)?.identity ?? null;
}

/** Seats of the engine: one per hero, P1…P4 (engine/setup.ts seatsFor). */
export const seatOf = (i: number): string => `P${i + 1}`;

export function defaultForm(content: McPlayContent): McSetupForm {
  const scenario = content.scenarios[0] ?? null;
  return {
    heroes: content.heroes.length ? [content.heroes[0].identity] : [],
    scenario: scenario?.id ?? null,
    modular: scenario ? [...scenario.defaultModular] : [],
    expert: false,
    heroic: 0,
    skirmish: null,
    firstPlayer: 0,
    people: 'solo',
    names: [''],
    table: false,
    seed: '',
    confirmIllegal: false,
  };
}

export function formProblems(
  form: McSetupForm,
  content: McPlayContent,
  decks: readonly SetupDeck[] = [],
): SetupProblem[] {
  const out: SetupProblem[] = [];
  if (form.heroes.length === 0) out.push('noHero');
  if (form.heroes.length > content.limits.heroes) out.push('tooManyHeroes');
  const deckIds = form.heroes.map(deckIdOf).filter((x): x is string => x !== null);
  const chosenDecks = deckIds.map((id) => decks.find((d) => d.id === id) ?? null);
  if (chosenDecks.includes(null)) out.push('deckMissing');
  if (chosenDecks.some((d) => d && !d.identity)) out.push('deckNoIdentity');
  // Without imported card data a deck cannot be turned into cards (games.create: catalog_not_imported).
  if (chosenDecks.some((d) => d?.unchecked)) out.push('deckUnchecked');
  if (!form.confirmIllegal && chosenDecks.some((d) => d && !d.valid && !d.unchecked)) out.push('illegalNotConfirmed');
  const chosen = form.heroes.map((h) => ({ identity: identityOfChoice(h, decks) }));
  const ids = chosen.map((c) => c.identity).filter((x): x is string => x !== null);
  if (new Set(ids).size !== ids.length || new Set(form.heroes).size !== form.heroes.length) out.push('sameHero');
  const scenario = content.scenarios.find((s) => s.id === form.scenario);
  if (!scenario) out.push('noScenario');
  if (form.modular.length > content.limits.modular) out.push('tooManyModular');
  if (form.heroes.length && (form.firstPlayer < 0 || form.firstPlayer >= form.heroes.length))
    out.push('badFirstPlayer');
  if (!Number.isInteger(form.heroic) || form.heroic < 0 || form.heroic > content.limits.heroic) out.push('badHeroic');
  if (form.skirmish !== null && scenario && !scenario.stages.includes(form.skirmish)) out.push('badSkirmish');
  return out;
}

/** When the scenario changes, its own modular sets come with it. */
export function withScenario(form: McSetupForm, content: McPlayContent, scenario: string): McSetupForm {
  const s = content.scenarios.find((x) => x.id === scenario);
  return {
    ...form,
    scenario,
    modular: s ? [...s.defaultModular] : form.modular,
    skirmish: s && form.skirmish !== null && !s.stages.includes(form.skirmish) ? null : form.skirmish,
  };
}

/** Heroes added or removed: the first player and the names follow. */
export function withHeroes(form: McSetupForm, heroes: string[]): McSetupForm {
  const names = form.people === 'hotseat' ? heroes.map((_, i) => form.names[i] ?? '') : [form.names[0] ?? ''];
  return { ...form, heroes, names, firstPlayer: Math.min(form.firstPlayer, Math.max(0, heroes.length - 1)) };
}

export function withPeople(form: McSetupForm, people: McSetupForm['people']): McSetupForm {
  const names =
    people === 'hotseat' ? form.heroes.map((_, i) => (i === 0 ? (form.names[0] ?? '') : '')) : [form.names[0] ?? ''];
  return { ...form, people, names };
}

/** The options and players for games.create, or null while the form has problems. */
export function toSetup(form: McSetupForm, content: McPlayContent, decks: readonly SetupDeck[] = []): GameSetup | null {
  if (formProblems(form, content, decks).length) return null;
  const seats = form.heroes.map((_, i) => seatOf(i));
  const name = (i: number) => form.names[i]?.trim() || undefined;
  const players =
    form.people === 'solo'
      ? [{ id: 'p1', seats, ...(name(0) ? { name: name(0) } : {}) }]
      : seats.map((seat, i) => ({ id: `p${i + 1}`, seats: [seat], ...(name(i) ? { name: name(i) } : {}) }));
  return {
    options: {
      heroes: form.heroes.map((h) => {
        const deckId = deckIdOf(h);
        if (deckId === null) return { identity: h };
        const illegal = decks.find((d) => d.id === deckId)?.valid === false;
        return illegal ? { deckId, confirmIllegal: true } : { deckId };
      }),
      scenario: form.scenario,
      modular: [...form.modular],
      expert: form.expert,
      heroic: form.heroic,
      skirmish: form.skirmish,
      firstPlayer: form.firstPlayer,
      // "Track a game at my table": the tracker (engine/tracker.ts), never the old table mode
      table: false,
      ...(form.table ? { tracker: true } : {}),
    },
    players,
    ...(form.seed.trim() ? { seed: form.seed.trim() } : {}),
  };
}

/** The message of a missing part of a scenario (`mc.scenarioIncomplete` `parts`, `part[:value]` tokens). */
export interface MissingPartText {
  readonly key: string;
  readonly value?: string;
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI'];

/**
 * A missing part token of the engine's refusal (`villainStage:3`, `modularSet:bomb_scare`,
 * `standardSet`) as a message key and its value (a villain stage as printed, I–III; a set by the
 * name `setName` gives it); null for a token this build does not know.
 */
export function missingPartText(token: string, setName: (id: string) => string): MissingPartText | null {
  const colon = token.indexOf(':');
  const part = colon < 0 ? token : token.slice(0, colon);
  const value = colon < 0 ? undefined : token.slice(colon + 1);
  const key = `mc.play.ui.missingPart.${part}`;
  switch (part) {
    case 'mainScheme':
    case 'standardSet':
    case 'expertSet':
      return { key };
    case 'villainStage':
      return value ? { key, value: ROMAN[Number(value)] || value } : null;
    case 'modularSet':
    case 'scenarioSet':
      return value ? { key, value: setName(value) } : null;
    case 'mainSchemeStage':
    case 'card':
      return value ? { key, value } : null;
    default:
      return null;
  }
}
