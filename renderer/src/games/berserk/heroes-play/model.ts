// The Heroes engine's seat view as the play screen reads it (core/games/berserk/heroes/engine/view.ts)
// and the labels of its actions. Types only from core (the renderer imports no engine code).
import type {
  AbilityView,
  HeroesAction,
  HeroesCardFactsView,
  HeroesCardView,
} from '../../../../../core/games/berserk/heroes/engine';

export type { AbilityView, HeroesAction, HeroesCardFactsView, HeroesCardView };

export interface PlayerView {
  readonly seat: string;
  readonly hero: HeroesCardView & { readonly armor: number };
  readonly coins: { readonly total: number; readonly open: number; readonly closed: number };
  readonly prayers: { readonly hero: number; readonly totem: number };
  readonly failedDraws: number;
  readonly rally: number;
  readonly hand: readonly HeroesCardFactsView[] | number;
  readonly deck: number;
  readonly graveyard: readonly HeroesCardFactsView[];
  readonly creatures: readonly HeroesCardView[];
  readonly equipment: readonly HeroesCardView[];
  readonly events: readonly HeroesCardView[];
}

export interface HeroesView {
  readonly stage: string;
  readonly turn: number;
  readonly active: string;
  readonly first: string | null;
  readonly players: readonly [PlayerView, PlayerView];
  readonly picks: readonly number[];
  readonly fight: { readonly attacker: number; readonly target: number } | null;
  readonly result: { readonly p1: string; readonly p2: string; readonly reason: string } | null;
}

/** Every card the seat can identify, by instance id (hand, graveyard, heroes and cards in play). */
export function cardsById(
  v: HeroesView,
): Map<number, { card: string; name: string; abilities: readonly AbilityView[] }> {
  const out = new Map<number, { card: string; name: string; abilities: readonly AbilityView[] }>();
  const add = (c: { id?: number; card?: string; name?: string; abilities?: readonly AbilityView[] }) => {
    if (c.id !== undefined && c.card && c.name)
      out.set(c.id, { card: c.card, name: c.name, abilities: c.abilities ?? [] });
  };
  for (const p of v.players) {
    add(p.hero);
    if (Array.isArray(p.hand)) p.hand.forEach(add);
    p.graveyard.forEach(add);
    p.creatures.forEach(add);
    p.equipment.forEach(add);
    p.events.forEach(add);
  }
  return out;
}

export interface Namers {
  card(id: number): string;
  ability(a: AbilityView | undefined, fallback?: string): string;
  seat(seat: string): string;
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** The button text of a legal action. */
export function actionLabel(
  a: HeroesAction,
  t: T,
  n: Namers,
  abilitiesOf: (id: number) => readonly AbilityView[],
): string {
  const K = 'berserkHeroes.action.';
  switch (a.type) {
    case 'chooseFirst':
      return t(`${K}chooseFirst`, { first: n.seat(a.first) });
    case 'toBottom':
    case 'reveal':
    case 'defend':
      return t(K + a.type, { card: n.card(a.card) });
    case 'trigger':
    case 'byHand':
      return t(K + a.type, { card: n.card(a.card), ability: n.ability(abilitiesOf(a.card)[a.index]) });
    case 'play':
      return a.target === undefined
        ? t(`${K}play`, { card: n.card(a.card) })
        : t(`${K}playAt`, { card: n.card(a.card), target: n.card(a.target) });
    case 'attack':
      return t(`${K}attack`, { card: n.card(a.card), target: n.card(a.target) });
    case 'ability': {
      const ability = n.ability(abilitiesOf(a.card)[a.index]);
      return a.target === undefined
        ? t(`${K}ability`, { card: n.card(a.card), ability })
        : t(`${K}abilityAt`, { card: n.card(a.card), ability, target: n.card(a.target) });
    }
    case 'handWound':
    case 'handHeal':
      return t(K + a.type, { target: n.card(a.target) });
    default:
      return t(K + a.type);
  }
}
