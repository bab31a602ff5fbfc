import { useI18n } from 'vue-i18n';
import type { CardView, McView } from '../../../../../core/games/marvel-champions/engine/view';
import { formatNumber } from '../../../lib/format';
import { countedText } from '../../text';
import {
  cardName,
  cardTitle,
  choiceOptions,
  codeOfId,
  defOf,
  facedownTrait,
  heroCodeOf,
  type Cards,
  type Command,
} from './board-model';
import { effectsText, type Translate } from './card-text';

const P = 'mc.play.ui';

/** Card-code params of the engine's messages (log lines, prompts): named after the card. */
export const CARD_PARAMS: readonly string[] = ['card', 'target', 'enemy', 'host', 'code', 'found', 'cards'];

/**
 * Texts of the Marvel Champions board in the UI language: card and seat names, what a command
 * does, the phase, and the names the board gives the engine's message params.
 */
export function useMcPlayText() {
  const { t, te, locale } = useI18n();
  const tr: Translate = (key, params) => countedText(t, key, params);

  /** A seat by its hero ("Stormwright"), the seat id when the view does not know it. */
  function seatName(view: McView | null, cards: Cards | null, seat: string): string {
    const hero = heroCodeOf(view?.players[seat]);
    return hero ? cardName(cards, hero) : seat;
  }

  /** A card id or code as its name (a hidden or unknown card keeps its code). */
  function nameOf(cards: Cards | null, idOrCode: string, byId?: Map<string, CardView>): string {
    const code = byId?.get(idOrCode)?.code ?? (idOrCode.includes(':') ? codeOfId(idOrCode) : idOrCode);
    const trait = facedownTrait(code);
    if (trait !== null) return trait ? t(`${P}.facedownCard`, { trait }) : t(`${P}.facedownCardBare`);
    return cardTitle(cards, code);
  }

  /** Params of the engine's messages as people read them. */
  function paramName(
    view: McView | null,
    cards: Cards | null,
    name: string,
    value: unknown,
    key: string,
  ): string | null {
    if (typeof value !== 'string') return null;
    if (CARD_PARAMS.includes(name)) return nameOf(cards, value);
    if ((name === 'seat' || name === 'owner' || name === 'against') && view?.players[value])
      return seatName(view, cards, value);
    if (name === 'zone' && key.startsWith('mc.log.byHand')) return zoneName(view, cards, value);
    if (name === 'form' && (value === 'hero' || value === 'alter_ego')) return t(`${P}.form.${value}`);
    if (name === 'status' && te(`${P}.status.${value}`)) return t(`${P}.status.${value}`);
    if (name === 'reason' && te(`${P}.reason.${value}`)) return t(`${P}.reason.${value}`);
    if (name === 'what' && key.endsWith('overLimit') && te(`${P}.limit.${value}`)) return t(`${P}.limit.${value}`);
    return null;
  }

  /** A zone id (`deck.P1`, `encDeck`) as the board names it. */
  function zoneName(view: McView | null, cards: Cards | null, zone: string): string {
    const dot = zone.indexOf('.');
    const base = t(`${P}.zoneName.${dot < 0 ? zone : zone.slice(0, dot)}`);
    return dot < 0 ? base : `${base} (${seatName(view, cards, zone.slice(dot + 1))})`;
  }

  function phaseText(view: McView): string {
    return t(`${P}.phase.${view.phase}`);
  }

  /** What a command does, for its button ("Play Gale Burst", "Attack Magistrate Null"). */
  function commandLabel(
    cmd: Command,
    ctx: { view: McView; cards: Cards | null; byId: Map<string, CardView>; onCard?: boolean },
  ): string {
    const name = (id: string | null) => (id ? nameOf(ctx.cards, id, ctx.byId) : '');
    const single = cmd.choices.length === 1 ? cmd.choices[0].target : null;
    const you = ctx.view.you ? ctx.view.players[ctx.view.you] : null;
    switch (cmd.kind) {
      case 'endTurn':
        return t(`${P}.cmd.endTurn`);
      case 'flip':
        return t(`${P}.cmd.${you?.form === 'hero' ? 'toAlterEgo' : 'toHero'}`);
      case 'basic':
        if (cmd.power === 'recover') return t(`${P}.cmd.recover`);
        return single ? t(`${P}.cmd.${cmd.power}On`, { target: name(single) }) : t(`${P}.cmd.${cmd.power}`);
      case 'ally':
        if (ctx.onCard)
          return single ? t(`${P}.cmd.${cmd.power}On`, { target: name(single) }) : t(`${P}.cmd.${cmd.power}`);
        return t(`${P}.cmd.allyPower`, { ally: name(cmd.card), power: t(`${P}.cmd.${cmd.power}`) });
      case 'play':
        return ctx.onCard ? t(`${P}.cmd.playShort`) : t(`${P}.cmd.play`, { card: name(cmd.card) });
      case 'use':
        return ctx.onCard ? t(`${P}.cmd.useShort`) : t(`${P}.cmd.use`, { card: name(cmd.card) });
      case 'pay':
        return ctx.onCard ? t(`${P}.cmd.payShort`) : t(`${P}.cmd.pay`, { card: name(cmd.card) });
      case 'cancelPay':
        return t(`${P}.cmd.cancelPay`);
      case 'choose':
        return ctx.onCard ? t(`${P}.cmd.chooseShort`) : name(cmd.card);
      case 'option':
        return optionLabel(cmd.option ?? 0, ctx);
      case 'defend':
        if (!cmd.card) return t(`${P}.cmd.noDefense`);
        return ctx.onCard ? t(`${P}.cmd.defendShort`) : t(`${P}.cmd.defend`, { card: name(cmd.card) });
      case 'pass':
        return t(`${P}.cmd.pass`);
      case 'discard':
        return ctx.onCard ? t(`${P}.cmd.discardShort`) : t(`${P}.cmd.discard`, { card: name(cmd.card) });
      case 'done':
        return t(`${P}.cmd.${ctx.view.ask?.k === 'mulligan' ? 'keepHand' : 'done'}`);
      default:
        return cmd.choices[0]?.action.type ?? '?';
    }
  }

  /** An option of a "choose one" effect, described from the card that asks. */
  function optionLabel(index: number, ctx: { view: McView; cards: Cards | null; byId: Map<string, CardView> }): string {
    const ask = ctx.view.ask;
    // the decision's own options (a "you may", a choice built as the card resolves) when the view has them
    if (ask?.k === 'option' && ask.fx) {
      if (ask.may) return index === 0 ? t(`${P}.cmd.mayYes`, { fx: effectsText(tr, ask.fx[0]) }) : t(`${P}.cmd.mayNo`);
      if (ask.fx[index]?.length) return `${index + 1}. ${effectsText(tr, ask.fx[index])}`;
    }
    const src = ask && ask.k === 'option' ? ask.card : null;
    const code = src ? (ctx.byId.get(src)?.code ?? codeOfId(src)) : null;
    const options = code ? choiceOptions(defOf(ctx.cards, code)) : null;
    const fx = options?.[index];
    return fx ? `${index + 1}. ${effectsText(tr, fx)}` : t(`${P}.cmd.option`, { n: index + 1 });
  }

  function number(n: number): string {
    return formatNumber(n, locale.value);
  }

  return { t, te, tr, seatName, nameOf, paramName, phaseText, commandLabel, optionLabel, number };
}
