import type { ComputedRef, InjectionKey } from 'vue';
import type { CardDef } from '../../../../../core/games/marvel-champions/engine/types';
import type { CardView, McView } from '../../../../../core/games/marvel-champions/engine/view';
import type { Cards, Choice, Command } from './board-model';

/** What a card can be picked for now, by clicking it. */
export interface Pick {
  kind: 'target' | 'pay' | 'discard' | 'defend';
  label: string;
}

/**
 * What the board's parts share (McBoard provides it): the view, the card definitions, what each
 * card offers now, and the handlers. Parts never act themselves; they call these.
 */
export interface BoardContext {
  view: ComputedRef<McView>;
  cards: ComputedRef<Cards | null>;
  byId: ComputedRef<Map<string, CardView>>;
  disabled: ComputedRef<boolean>;
  selected: ComputedRef<string | null>;
  defOf(card: CardView): CardDef | null;
  buttonsFor(card: CardView): Array<{ cmd: Command; label: string; keyHint?: string | null }>;
  pickFor(card: CardView): Pick | null;
  run(cmd: Command): void;
  pick(card: CardView): void;
  select(card: CardView): void;
  zoom(card: CardView): void;
  /**
   * The decision bar's: pick a target of the action being aimed, stop aiming, take the legal option
   * at this index (the list of every option, keys 1–9).
   */
  choose(choice: Choice): void;
  cancelAim(): void;
  takeOption(index: number): void;
}

export const BOARD: InjectionKey<BoardContext> = Symbol('mc-board');
