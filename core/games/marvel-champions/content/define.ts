// Builders for the card definitions of our content. Each kind of card is given by the fields all
// cards of that kind have, in a fixed order, and an object with the rest; the definition comes out
// with its keys in the order the content was first written in (fields left undefined are dropped).

import { withoutUndefined } from '../../../kernel/json';
import type { Ability, CardDef, CardType, Effect, Icons, Keywords, Res } from '../engine/types';

/** Fields of a definition given as they are. */
type Fields = { -readonly [K in keyof CardDef]?: CardDef[K] };
/** What every card of a set shares: its set and, for player cards, its aspect. */
type SetFields = Pick<Fields, 'set' | 'aspect'>;
/** HP, ATK and THW of an ally; HP, ATK and SCH of a minion. */
type Figures = readonly [hp: number, atk: number, third: number];

const defined = withoutUndefined;

/** The card builders of one set. */
export function cardsOf(own: SetFields) {
  /** code, name, subtitle (given in `body`), type, the set's fields, then `body` in its order. */
  const card = (code: string, name: string, type: CardType, body: Fields): CardDef => {
    const { sub, ...rest } = body;
    return defined({ code, name, sub, type, ...own, ...rest }) as CardDef;
  };
  /** An event, support or upgrade: traits (in `more`), cost, resources, then the rest. */
  const played =
    (type: 'event' | 'support' | 'upgrade') =>
    (code: string, name: string, cost: number, res: Res[] | undefined, more: Fields = {}): CardDef => {
      const { sub, traits, ...rest } = more;
      return card(code, name, type, { sub, traits, cost, res, ...rest });
    };
  return {
    card,
    event: played('event'),
    support: played('support'),
    upgrade: played('upgrade'),
    resource: (code: string, name: string, res: Res[]): CardDef => card(code, name, 'resource', { res }),
    /** An ally: traits and uniqueness (in `more`), cost, resources, HP / ATK / THW, then the rest. */
    ally: (code: string, name: string, cost: number, res: Res[], [hp, atk, thw]: Figures, more: Fields = {}) => {
      const { sub, traits, unique, ...rest } = more;
      return card(code, name, 'ally', { sub, traits, unique, cost, res, hp, atk, thw, ...rest });
    },
    /** A minion: traits, uniqueness (if unique), HP / ATK / SCH, boost icons and keywords. */
    minion: (
      code: string,
      name: string,
      traits: string[],
      [hp, atk, sch]: Figures,
      boost: number,
      kw: Keywords,
      unique?: true,
    ): CardDef => card(code, name, 'minion', { traits, unique, hp, atk, sch, boost, kw }),
    /** A side scheme: starting threat (per player when `threatPer`), boost icons, icons, then the rest. */
    sideScheme: (code: string, name: string, threat: number, boost: number, icons: Icons, more: Fields = {}) => {
      const { threatPer, ...rest } = more;
      return card(code, name, 'side_scheme', { threat, threatPer, boost, icons, ...rest });
    },
    /** A treachery: boost icons, keywords (if any), its When Revealed effects. */
    treachery: (code: string, name: string, boost: number, play: Effect[], kw?: Keywords) =>
      card(code, name, 'treachery', { boost, kw, play }),
    /** An attachment: what it attaches to, boost icons, its abilities. */
    attachment: (code: string, name: string, attachTo: 'villain' | 'you', boost: number, ab: Fields['ab']) =>
      card(code, name, 'attachment', { attachTo, boost, ab }),
  };
}

/** A hero-form action that spends one use counter: its label (if any) and effects. */
export function useAction(effects: Effect[], label?: 'attack' | 'thwart'): Ability {
  return defined<Ability>({ kind: 'action', form: 'hero', cost: { use: true }, label, effects });
}

/**
 * The cards of one hero's set. An identity's codes follow one scheme: `<p>-h` hero face, `<p>-a`
 * alter-ego face, `<p>-o` obligation (set `<set>-o`), `<p>-n1` and `<p>-n2` its nemesis minion and
 * side scheme (set `<set>-n`); its other cards are given with their codes.
 */
export function heroSet(set: string, p: string) {
  const cards = cardsOf({ set, aspect: 'hero' });
  const nemesis = { set: `${set}-n` };
  return {
    ...cards,
    /** The hero face: traits, HP / THW / ATK / DEF, hand size; keywords and abilities in `more`. */
    hero: (name: string, traits: string[], [hp, thw, atk, def]: readonly number[], hand: number, more: Fields = {}) =>
      cards.card(`${p}-h`, name, 'hero', {
        traits,
        hp,
        thw,
        atk,
        def,
        hand,
        flip: `${p}-a`,
        kw: more.kw,
        nemesis: [`${p}-n1`, `${p}-n2`],
        obligation: `${p}-o`,
        ab: more.ab,
      }),
    /** The alter-ego face: traits, HP, REC, hand size, abilities (if any). */
    alterEgo: (name: string, traits: string[], hp: number, rec: number, hand: number, ab?: Fields['ab']) =>
      cards.card(`${p}-a`, name, 'alter_ego', { traits, hp, rec, hand, flip: `${p}-h`, ab }),
    obligation: (name: string, boost: number, play: Effect[]) =>
      cardsOf({ set: `${set}-o` }).card(`${p}-o`, name, 'obligation', { owner: `${p}-h`, boost, play }),
    nemesisMinion: (name: string, traits: string[], figures: Figures, boost: number, kw: Keywords) =>
      cardsOf(nemesis).minion(`${p}-n1`, name, traits, figures, boost, kw, true),
    nemesisScheme: (name: string, threat: number, boost: number, icons: Icons, more: Fields = {}) =>
      cardsOf(nemesis).sideScheme(`${p}-n2`, name, threat, boost, icons, more),
  };
}

/** Copy counts of consecutively numbered codes: `numbered('bas', [3, 1])` = { 'bas-01': 3, 'bas-02': 1 }. */
export function numbered(prefix: string, counts: readonly number[], digits = 2): { [code: string]: number } {
  return Object.fromEntries(counts.map((n, i) => [`${prefix}-${String(i + 1).padStart(digits, '0')}`, n]));
}
