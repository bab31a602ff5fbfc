// Real Core Set cards: the five heroes' obligations and nemesis sets (01155–01179). Effect data keyed by card code, never card texts (see index.ts).

import { Rng } from '../../../../kernel/rng';
import { codeOf, defOf, hasStatus, identityOf, inPlay, minions, minionsOf, ownerOf, put, seatOrder, zn } from '../core';
import {
  activationTask,
  damage,
  dealBoost,
  discard,
  discardEncounter,
  encounterTop,
  giveStatus,
  heal,
  placeThreat,
  push,
  refillPlayerDeck,
  type Ev,
} from '../rules';
import type { Script } from '../scripts';
import type { Ctx, Draft, Effect, Res } from '../types';
import type { RealCard } from './kit';

/**
 * An obligation of the Core heroes (§2.1 Obligation): in hero form the player may flip to alter-ego
 * form; then, in alter-ego form, they choose between exhausting their identity to remove this card
 * from the game, and `other` (after which the card is discarded as any resolved encounter card). In
 * hero form the identity on the first option is not in play: only `other` is left.
 */
const obligation = (other: Effect[]): RealCard => ({
  play: [
    { op: 'if', cond: { c: 'form', f: 'hero' }, then: [{ op: 'may', fx: [{ op: 'flip' }] }] },
    {
      op: 'if',
      cond: { c: 'form', f: 'alter_ego' },
      then: [
        {
          op: 'choose',
          options: [[{ op: 'then', first: [{ op: 'exhaust', to: 'you' }], then: [{ op: 'removeSelf' }] }], other],
        },
      ],
      else: other,
    },
  ],
});

/** A nemesis side scheme whose When Revealed adds 1 threat per player on itself. */
const morePerPlayer: RealCard = {
  ab: [{ kind: 'whenRevealed', effects: [{ op: 'threat', on: 'self', n: 1, per: true }] }],
};

/** The trait of the Black Panther hero set's upgrades (a trait, as printed in the data). */
const PANTHER = 'Black Panther';

export const CARDS: { readonly [code: string]: RealCard } = {
  '01155': obligation([{ op: 'discardCard', to: 'upgrade', trait: PANTHER }]), // …or discard one of your upgrades with the hero set's trait
  '01156': {}, // nemesis side scheme: starting threat and hazard icon only
  '01157': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'self', noDamageFrom: { type: 'upgrade', trait: PANTHER } } },
    ],
  }, // nemesis minion: no damage from upgrades with the hero set's trait
  '01158': {
    play: [
      { op: 'status', s: 'tough', to: 'villain' },
      { op: 'script', name: '01158' },
    ],
    boostFx: [{ op: 'status', s: 'tough', to: 'villain' }],
  }, // Surge; tough to the villain and each minion engaged with you; ★ boost: tough to the villain
  '01159': { play: [{ op: 'script', name: '01159' }] }, // discard the encounter top, then X damage to your hero or X threat
  '01160': obligation([{ op: 'accel', n: 1 }]), // …or an acceleration token for the main scheme
  '01161': morePerPlayer, // nemesis side scheme (crisis): +1 threat per player when revealed
  '01162': {
    ab: [{ kind: 'constant', effects: [], constant: { to: 'self', stat: 'atk', remainingHp: true } }],
  }, // nemesis minion: ATK is its remaining hit points
  '01163': {
    attachTo: 'chosen',
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'host', stat: 'hp', n: 3 } },
      {
        kind: 'whenRevealed',
        effects: [
          { op: 'attach', to: 'minionMostHp' },
          { op: 'script', name: '01163' },
        ],
      },
    ],
  }, // attaches to the minion with the highest printed HP (+3 HP); surge when there is no minion
  '01164': {
    play: [{ op: 'script', name: '01164' }],
    boostFx: [{ op: 'script', name: '01164.boost' }],
  }, // the nemesis minion attacks you, else it heals fully and surge; ★ boost: one more boost card
  '01165': obligation([{ op: 'discardRandom', n: 1 }, { op: 'surge' }]), // …or discard 1 at random and surge
  '01166': {
    ab: [
      { kind: 'whenRevealed', effects: [{ op: 'script', name: '01166' }] },
      { kind: 'whenDefeated', effects: [{ op: 'script', name: '01166.defeated' }] },
    ],
  }, // nemesis side scheme (acceleration): a random hand card of each player face down under it, back when defeated
  '01167': {}, // nemesis minion: Quickstrike
  '01168': {
    play: [
      { op: 'if', cond: { c: 'form', f: 'hero' }, then: [{ op: 'status', s: 'stunned', to: 'you' }] },
      { op: 'if', cond: { c: 'codeInPlay', code: '01167' }, then: [{ op: 'surge' }] },
    ],
    boostFx: [{ op: 'onHit', fx: [{ op: 'status', s: 'stunned', to: 'trigger' }] }],
  }, // stun your hero; surge while the nemesis minion is in play; ★ boost: the damaged character is stunned
  '01169': { play: [{ op: 'script', name: '01169' }] }, // each player discards 1 at random; 1 threat per resource type
  '01170': obligation([{ op: 'exhaust', to: 'eachUpgrade' }]), // …or exhaust each of your upgrades
  '01171': morePerPlayer, // nemesis side scheme (acceleration): +1 threat per player when revealed
  '01172': {}, // nemesis minion: Retaliate 1
  '01173': {
    play: [{ op: 'script', name: '01173' }],
    boostFx: [{ op: 'if', cond: { c: 'undefended' }, then: [{ op: 'discardCard', to: 'upgrade' }] }],
  }, // 1 damage to your hero per upgrade, or discard an upgrade; ★ boost: undefended → discard an upgrade
  '01174': { play: [{ op: 'script', name: '01174' }] }, // each player discards 5 from the deck, 1 damage per energy icon
  '01175': obligation([{ op: 'status', s: 'stunned', to: 'you' }, { op: 'surge' }]), // …or you are stunned and surge
  '01176': morePerPlayer, // nemesis side scheme (hazard): +1 threat per player when revealed
  '01177': {
    ab: [{ kind: 'forcedResponse', on: 'enemyAttackedYou', effects: [{ op: 'script', name: '01177' }] }],
  }, // nemesis minion: after it attacks, 1 threat on its side scheme (01176) when in play
  '01178': {
    play: [{ op: 'threat', on: 'main', n: 1 }],
    boostFx: [{ op: 'if', cond: { c: 'undefended' }, then: [{ op: 'threat', on: 'main', n: 1 }] }],
  }, // Surge; 1 threat on the main scheme; ★ boost: undefended → 1 threat on the main scheme
  '01179': { play: [{ op: 'script', name: '01179' }] }, // discard each energy card from your hand; none → surge
};

/** "This card gains surge": the surge effect for the card being revealed. */
const surge = (s: Draft, ctx: Ctx): void => push(s, { t: 'effects', fx: [{ op: 'surge' }], i: 0, ctx });

const inPlayByCode = (s: Draft, code: string): string[] => inPlay(s).filter((id) => codeOf(id) === code);

/** Resource icons of a card by type ("printed resources"). */
const icons = (s: Draft, id: string): readonly Res[] => defOf(s, id).res ?? [];

/** Discards up to `n` cards from the top of `seat`'s deck (§2.12: an empty deck refills and stops the discarding). */
function discardTop(s: Draft, seat: string, n: number, ev: Ev): string[] {
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const top = s.zones[zn('deck', seat)]?.[0];
    if (!top) break;
    discard(s, top);
    out.push(top);
    if (s.zones[zn('deck', seat)].length === 0) {
      refillPlayerDeck(s, seat, ev);
      break;
    }
  }
  return out;
}

/** A random card of `seat`'s hand (the game's random stream), or null for an empty hand. */
function randomHandCard(s: Draft, seat: string): string | null {
  const hand = s.zones[zn('hand', seat)] ?? [];
  if (hand.length === 0) return null;
  const rng = new Rng(s.rng);
  const id = hand[rng.int(0, hand.length - 1)];
  s.rng = rng.state();
  return id;
}

export const SCRIPTS: { readonly [code: string]: Script } = {
  /** The minions engaged with you get a tough status card. */
  '01158': (s, ctx, ev) => {
    if (ctx.seat) for (const m of minionsOf(s, ctx.seat)) giveStatus(s, m, 'tough', ev);
  },
  /** Discard the encounter deck's top card; then X (1 + its boost icons) damage to your hero, or X threat on the main scheme. */
  '01159': (s, ctx, ev) => {
    const top = encounterTop(s, ev);
    if (!top || !ctx.seat) return;
    discardEncounter(s, top);
    const x = 1 + (defOf(s, top).boost ?? 0);
    const hero = s.players[ctx.seat].form === 'hero';
    const options: Effect[][] = [hero ? [{ op: 'damage', to: 'you', n: x }] : [], [{ op: 'threat', on: 'main', n: x }]];
    push(s, { t: 'effects', fx: [{ op: 'choose', options }], i: 0, ctx });
  },
  /** No minion in play: the attachment attached to nothing and gains surge (it is then discarded). */
  '01163': (s, ctx) => {
    if (minions(s).length === 0) surge(s, ctx);
  },
  /** The nemesis minion (01162) attacks your hero; if it did not (not in play, you are not a hero, stunned), it heals all its damage and this card gains surge. */
  '01164': (s, ctx, ev) => {
    if (!ctx.seat) return;
    const t = inPlayByCode(s, '01162')[0];
    const hero = s.players[ctx.seat].form === 'hero';
    if (t && hero) push(s, activationTask(t, ctx.seat, 'attack')); // stunned: the attack is replaced
    if (t && hero && !hasStatus(s, t, 'stunned')) return;
    if (t) heal(s, t, s.cards[t]?.dmg ?? 0, ev);
    surge(s, ctx);
  },
  /** ★ Boost: the villain is dealt one more boost card for this activation. */
  '01164.boost': (s, ctx, ev) => {
    const v = ctx.trig ? inPlay(s).find((id) => id === ctx.trig && defOf(s, id).type === 'villain') : undefined;
    if (v) dealBoost(s, v, ev);
  },
  /** Each player puts a random card of their hand face down under this scheme. */
  '01166': (s, ctx) => {
    if (!ctx.src) return;
    for (const seat of seatOrder(s)) {
      const id = randomHandCard(s, seat);
      if (id) put(s, id, zn('under', ctx.src));
    }
  },
  /** Defeated: each card under it goes back to its owner's hand. */
  '01166.defeated': (s, ctx) => {
    if (!ctx.src) return;
    const zone = zn('under', ctx.src);
    for (const id of [...(s.zones[zone] ?? [])]) {
      const owner = ownerOf(id);
      put(s, id, owner && !s.players[owner].eliminated ? zn('hand', owner) : 'removed');
    }
    delete s.zones[zone];
  },
  /** Each player discards a random card; 1 threat on the main scheme per resource type among them. */
  '01169': (s, _ctx, ev) => {
    const types = new Set<Res>();
    for (const seat of seatOrder(s)) {
      const id = randomHandCard(s, seat);
      if (!id) continue;
      for (const r of icons(s, id)) types.add(r);
      discard(s, id);
      ev.push({ type: 'discardedFromHand', seat, cards: [id] });
    }
    const main = s.zones.main?.[0];
    if (main) placeThreat(s, main, types.size, ev);
  },
  /** Choose: 1 damage to your hero per upgrade you control, or discard one of your upgrades. */
  '01173': (s, ctx) => {
    if (!ctx.seat) return;
    const n = (s.zones[zn('play', ctx.seat)] ?? []).filter((id) => defOf(s, id).type === 'upgrade').length;
    const hero = s.players[ctx.seat].form === 'hero';
    const options: Effect[][] = [
      hero && n > 0 ? [{ op: 'damage', to: 'you', n }] : [],
      [{ op: 'discardCard', to: 'upgrade' }],
    ];
    push(s, { t: 'effects', fx: [{ op: 'choose', options }], i: 0, ctx });
  },
  /** Each player discards the top 5 cards of their deck and takes 1 damage per energy icon on them. */
  '01174': (s, _ctx, ev) => {
    for (const seat of seatOrder(s)) {
      const n = discardTop(s, seat, 5, ev).reduce((k, id) => k + icons(s, id).filter((r) => r === 'energy').length, 0);
      if (n > 0 && !s.players[seat].eliminated) damage(s, identityOf(s, seat), n, ev);
    }
  },
  /** Forced response of the nemesis minion: 1 threat on its nemesis side scheme (01176) if it is in play. */
  '01177': (s, _ctx, ev) => {
    for (const id of inPlayByCode(s, '01176')) placeThreat(s, id, 1, ev);
  },
  /** Discard each card with an energy icon from your hand; none discarded → surge. */
  '01179': (s, ctx, ev) => {
    if (!ctx.seat) return;
    const out = (s.zones[zn('hand', ctx.seat)] ?? []).filter((id) => icons(s, id).includes('energy'));
    for (const id of out) discard(s, id);
    if (out.length) ev.push({ type: 'discardedFromHand', seat: ctx.seat, cards: out });
    else surge(s, ctx);
  },
};
