// Real Core Set cards: Rhino, Bomb Scare, Klaw, Masters of Evil, Standard and Expert sets (01094–01133, 01186–01193). Effect data keyed by card code, never card texts (see index.ts).

import { topWhere } from '../../../../kernel/decisions';
import {
  alliesOf,
  codeOf,
  defByCode,
  defOf,
  firstSeat,
  hasStatus,
  hasTrait,
  identityOf,
  minionsOf,
  remainingHp,
  seatOrder,
  sideSchemes,
  villainId,
  zoneOf,
} from '../core';
import {
  activationTask,
  defeat,
  discardEncounter,
  encounterTop,
  engage,
  exhaust,
  placeThreat,
  push,
  shuffleZone,
  type Ev,
} from '../rules';
import type { Script } from '../scripts';
import type { Ability, Draft, Effect, Res, Task } from '../types';
import type { RealCard } from './kit';

/** Trait of the Klaw scenario's villain and of the Masters of Evil modular minions. */
const MOE = 'Masters of Evil';

const surge: Effect = { op: 'surge' };
/** "When Revealed (Alter-Ego): surge. When Revealed (Hero): …". */
const heroOrSurge = (hero: Effect[], alterEgo: Effect[] = [surge]): Effect[] => [
  { op: 'if', cond: { c: 'form', f: 'hero' }, then: hero, else: alterEgo },
];
/** "Give <who> a <status> card; if they already have one, this card gains surge." */
const statusOrSurge = (to: 'villain' | 'you', s: 'tough' | 'confused'): Effect => ({
  op: 'if',
  cond: { c: 'status', to, s },
  then: [surge],
  else: [{ op: 'status', s, to }],
});
/** "The villain heals 4 damage; if no damage was healed this way, this card gains surge." */
const villainHealsOrSurge: Effect = {
  op: 'if',
  cond: { c: 'damaged', to: 'villain' },
  then: [{ op: 'heal', to: 'villain', n: 4 }],
  else: [surge],
};
/** A side scheme whose When Revealed places 1 more threat per player on it. */
const morePerPlayer: RealCard = {
  ab: [{ kind: 'whenRevealed', effects: [{ op: 'threat', on: 'self', n: 1, per: true }] }],
};
/** "When the villain attacks: deal it one more boost card" (the Klaw stages' ★ forced interrupt). */
const klawBoost = { kind: 'forcedInterrupt', on: 'villainAttacksYou', effects: [{ op: 'extraBoost' }] } as const;
const script = (name: string): Effect => ({ op: 'script', name });
/** "Search the encounter deck and discard pile for <card> and reveal it; shuffle the encounter deck." */
const fetch = (code: string): Effect => ({ op: 'fetchEncounter', code, how: 'reveal' });
/** "Hero Action: spend these resources → discard this card" on an attachment of the villain (any player). */
const spendToDiscard = (needs: Res[]): Ability => ({
  kind: 'action',
  form: 'hero',
  cost: { pay: needs.length, needs },
  effects: [{ op: 'discardSelf' }],
});
const energyMentalPhysical: Res[] = ['energy', 'mental', 'physical'];
/** The printed ATK modifier of an attachment (the adapter reads it; an entry's `ab` replaces the adapted one). */
const hostAtk = (n: number): Ability => ({ kind: 'constant', effects: [], constant: { to: 'host', stat: 'atk', n } });
const whenRevealedScript = (name: string): RealCard => ({ ab: [{ kind: 'whenRevealed', effects: [script(name)] }] });

export const CARDS: { readonly [code: string]: RealCard } = {
  // ---- Rhino ----
  '01094': {}, // villain stage I: stats only
  '01095': { ab: [{ kind: 'whenRevealed', effects: [fetch('01107')] }] }, // stage II: its side scheme is searched out and revealed
  '01096': { ab: [{ kind: 'whenRevealed', effects: [{ op: 'status', s: 'stunned', to: 'eachHero' }] }] }, // III: Toughness; stun each hero
  '01097a': {}, // main scheme 1A: its set-up is the advance to 1B (the scenario loader puts 1B in play)
  '01097b': {}, // main scheme 1B: completed → the players lose (the last stage)
  '01098': { ab: [{ kind: 'constant', effects: [], constant: { to: 'host', absorb: 5 } }] }, // damage to the villain lands here; discarded at 5
  '01099': {
    ab: [hostAtk(3), { kind: 'forcedInterrupt', on: 'villainAttacksYou', effects: [script('01099')] }],
  }, // +3 ATK; the villain's attack gains overkill, then this is discarded
  '01100': { ab: [hostAtk(1), spendToDiscard(['physical', 'physical', 'physical'])] }, // +1 ATK; spend 3 physical → discard
  '01101': {}, // minion: Guard
  '01102': {}, // minion: Toughness
  '01103': { ab: [{ kind: 'whenRevealed', effects: [{ op: 'damage', to: 'eachHero', n: 1 }] }] }, // 1 damage to each hero
  '01104': { play: [villainHealsOrSurge] }, // the villain heals 4; nothing healed → surge
  '01105': { play: [statusOrSurge('villain', 'tough')] }, // tough to the villain; already tough → surge
  '01106': {
    play: heroOrSurge([{ op: 'activate', how: 'attack', ifHit: [{ op: 'status', s: 'stunned', to: 'trigger' }] }]),
  }, // alter-ego: surge; hero: the villain attacks you, a character it damages is stunned
  '01107': morePerPlayer, // side scheme: +1 per player threat; hazard icon from the data
  '01108': {}, // side scheme: crisis icon only
  // ---- Bomb Scare ----
  '01109': morePerPlayer, // side scheme: +1 per player threat; acceleration icon from the data
  '01110': {
    ab: [
      {
        kind: 'whenRevealed',
        effects: [
          { op: 'choose', options: [[{ op: 'damage', to: 'you', n: 2 }], [{ op: 'threat', on: 'main', n: 1 }]] },
        ],
      },
    ],
  }, // minion: take 2 damage or 1 threat on the main scheme
  '01111': { play: [script('01111')] }, // the bomb side scheme's threat as damage assigned among heroes and allies; none → surge
  '01112': { play: [statusOrSurge('you', 'confused')] }, // you are confused; already confused → surge
  // ---- Klaw ----
  '01113': { ab: [klawBoost] },
  '01114': { ab: [{ kind: 'whenRevealed', effects: [fetch('01127')] }, klawBoost] }, // + its side scheme searched out and revealed
  '01115': { ab: [klawBoost] }, // + Toughness from the data
  '01116a': { ab: [{ kind: 'setup', effects: [fetch('01125')] }] }, // set-up: its side scheme is searched out and revealed
  '01116b': whenRevealedScript('01116b'), // discard until a minion, engaged with the first player
  '01117a': whenRevealedScript('01116b'), // the same, then 2B (the next stage) is in play
  '01117b': {}, // main scheme 2B: completed → the players lose
  '01118': {
    ab: [
      hostAtk(1),
      // "after it attacks and damages a character": set as the attack starts, resolved after its damage
      {
        kind: 'forcedInterrupt',
        on: 'villainAttacksYou',
        effects: [{ op: 'onHit', fx: [{ op: 'status', s: 'stunned', to: 'trigger' }] }],
      },
      spendToDiscard(energyMentalPhysical),
    ],
  }, // +1 ATK; ★ the character the villain's attack damages is stunned; spend E M P → discard
  '01119': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'host', gains: { retaliate: 1 } } },
      spendToDiscard(energyMentalPhysical),
    ],
  }, // the villain gains Retaliate 1; spend E M P → discard
  '01120': {}, // minion: Guard, Toughness
  '01121': { boostFx: [script('01121')] }, // Surge; ★ boost: this minion enters play engaged with you
  '01122': {
    play: heroOrSurge(
      [{ op: 'activate', how: 'attack', ifHit: [{ op: 'threat', on: 'main', n: 1 }] }],
      [{ op: 'discardRandom', n: 1 }],
    ),
  }, // alter-ego: discard 1 at random; hero: the villain attacks you, 1 threat on the main scheme if it damaged
  '01123': {
    play: [
      {
        op: 'choose',
        options: [[{ op: 'spend', needs: energyMentalPhysical }], [{ op: 'exhaust', to: 'yourCharacters' }]],
      },
    ],
    boostFx: [{ op: 'onHit', fx: [{ op: 'if', cond: { c: 'triggerIsYou' }, then: [{ op: 'exhaust', to: 'you' }] }] }],
  }, // spend energy, mental and physical, or exhaust each character you control; ★ boost: damaged by this attack → exhaust your hero
  '01124': {
    play: heroOrSurge(
      [
        { op: 'damage', to: 'you', n: 2 },
        { op: 'heal', to: 'villain', n: 2 },
      ],
      [villainHealsOrSurge],
    ),
  }, // alter-ego: the villain heals 4 (nothing healed → surge); hero: take 2, the villain heals 2
  '01125': morePerPlayer, // side scheme: +1 per player threat; crisis icon from the data
  '01126': morePerPlayer, // side scheme: +1 per player threat; hazard icon from the data
  '01127': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'villain', stat: 'hp', n: 10 } },
      { kind: 'whenDefeated', effects: [script('01127')] },
    ],
  }, // the villain gets +10 HP while in play; acceleration icon from the data
  // ---- Masters of Evil ----
  '01128': whenRevealedScript('01128'), // discard until a trait minion, engaged with the first player
  '01129': {
    ab: [{ kind: 'forcedResponse', on: 'enemyAttackedYou', effects: [{ op: 'discardRandom', n: 1 }] }],
    boostFx: [{ op: 'discardRandom', n: 1 }],
  },
  '01130': {
    ab: [{ kind: 'forcedInterrupt', on: 'villainAttacksYou', effects: [script('01130')] }],
    boostFx: [{ op: 'damage', to: 'eachHero', n: 1 }],
  }, // his attack also against each other hero; ★ boost: 1 damage to each hero
  '01131': {
    ab: [{ kind: 'forcedResponse', on: 'enemyAttackedYou', effects: [{ op: 'status', s: 'tough', to: 'self' }] }],
    boostFx: [{ op: 'status', s: 'tough', to: 'villain' }],
  },
  '01132': {
    ab: [{ kind: 'constant', effects: [], constant: { to: 'self', allyDefends: true } }],
    boostFx: [script('01132')],
  }, // ★ the engaged player must defend against it with an ally if able; ★ boost: exhaust each ally you control
  '01133': whenRevealedScript('01133'),
  // ---- Standard ----
  '01186': { play: [{ op: 'activate', how: 'scheme' }] }, // the villain schemes
  '01187': { play: heroOrSurge([{ op: 'activate', how: 'attack' }]) }, // alter-ego: surge; hero: the villain attacks you
  '01188': {
    play: [
      {
        op: 'if',
        cond: { c: 'controls', types: ['upgrade', 'support'] },
        then: [{ op: 'discardCard', to: 'yours', types: ['upgrade', 'support'] }],
        else: [surge],
      },
    ],
  }, // discard an upgrade or support you control; none → surge
  '01189': { play: heroOrSurge([script('01189')]) }, // hero: the villain and each minion engaged with you attack you
  '01190': { play: [script('01190')] }, // your nemesis set comes out; no nemesis minion → surge
  // ---- Expert ----
  '01191': { play: [{ op: 'exhaust', to: 'you' }] }, // Surge; exhaust your identity
  '01192': { play: [script('01192')] }, // 4 threat on each side scheme, or discard until a side scheme and reveal it
  '01193': { play: [script('01193')] }, // Surge; reveal the top encounter card
};

// ---- helpers of the scripts ----

/**
 * "Discard cards from the encounter deck until a <kind> is discarded": the card found (now in the
 * discard pile), or null when the deck and discard pile hold none (nothing is discarded then). An
 * empty deck is reshuffled as usual (§2.12, with its acceleration token).
 */
function discardUntil(s: Draft, ev: Ev, match: (id: string) => boolean): string | null {
  const pool = [...(s.zones.encDeck ?? []), ...(s.zones.encDiscard ?? [])];
  if (!pool.some(match)) return null;
  for (let k = 0; k <= pool.length; k++) {
    const top = encounterTop(s, ev);
    if (!top) return null;
    discardEncounter(s, top);
    if (match(top)) return top;
  }
  return null;
}

const isMinion = (s: Draft) => (id: string) => defOf(s, id).type === 'minion';

/** Gives the encounter card being revealed surge (its afterReveal task is below on the stack). */
function gainSurge(s: Draft, src: string | null): void {
  const after = src ? topWhere(s.stack, (t) => t.t === 'afterReveal' && t.card === src) : null;
  if (after && after.t === 'afterReveal') (after as { surge?: boolean }).surge = true;
}

/** The activation in progress (the stack's topmost). */
function currentActivation(s: Draft): Extract<Draft['stack'][number], { t: 'activation' }> | null {
  const t = topWhere(s.stack, (x) => x.t === 'activation');
  return t && t.t === 'activation' ? t : null;
}

/** The searched-out minion enters play engaged with the searching player (then the deck is shuffled). */
const engageFound = (code: string): Effect => ({ op: 'fetchEncounter', code, how: 'engage' });

const attack = (enemy: string, seat: string): Task => activationTask(enemy, seat, 'attack');

export const SCRIPTS: { readonly [code: string]: Script } = {
  /** Explosion: with the bomb side scheme in play, its threat in damage assigned among heroes and allies; else surge. */
  '01111': (s, ctx) => {
    const bomb = sideSchemes(s).find((id) => codeOf(id) === '01109');
    if (!bomb) return gainSurge(s, ctx.src);
    const n = s.cards[bomb]?.threat ?? 0;
    if (n > 0 && ctx.seat) push(s, { t: 'assign', seat: ctx.seat, left: n, allot: {} });
  },
  /** Charge: the attack in progress gains overkill; the attachment is discarded at its end. */
  '01099': (s, ctx) => {
    const a = currentActivation(s);
    if (!a || !ctx.src) return;
    a.a.overkill = true;
    a.a.discard = [...(a.a.discard ?? []), ctx.src];
  },
  /** Discard until a minion; it enters play engaged with the first player. */
  '01116b': (s, _ctx, ev) => {
    const m = discardUntil(s, ev, isMinion(s));
    if (m) engage(s, m, firstSeat(s), ev);
  },
  /** Weapons Runner ★ boost: the flipped boost card (now discarded) enters play engaged with the attacked player. */
  '01121': (s, ctx, ev) => {
    if (ctx.src && ctx.seat && zoneOf(s, ctx.src) === 'encDiscard' && !s.players[ctx.seat].eliminated)
      engage(s, ctx.src, ctx.seat, ev);
  },
  /** The "+10 HP" side scheme left play: the villain loses those hit points and may now be defeated. */
  '01127': (s, _ctx, ev) => {
    const v = villainId(s);
    if (v && remainingHp(s, v) <= 0) defeat(s, v, ev);
  },
  /** ★ boost: exhaust each ally you control. */
  '01132': (s, ctx) => {
    if (ctx.seat) for (const a of alliesOf(s, ctx.seat)) exhaust(s, a);
  },
  /** Discard until a Masters of Evil minion; it enters play engaged with the first player. */
  '01128': (s, _ctx, ev) => {
    const m = discardUntil(s, ev, (id) => isMinion(s)(id) && hasTrait(s, id, MOE));
    if (m) engage(s, m, firstSeat(s), ev);
  },
  /** Whirlwind attacks you: the same attack against each other player in hero form (not for those copies). */
  '01130': (s, ctx) => {
    const e = ctx.trig;
    if (!e || !ctx.seat) return;
    const running = s.stack.filter((t) => t.t === 'activation' && t.a.enemy === e).length;
    if (running !== 1) return; // this is one of the copies
    const others = seatOrder(s).filter((p) => p !== ctx.seat && s.players[p].form === 'hero');
    push(s, ...others.map((p) => attack(e, p)));
  },
  /** Each Masters of Evil minion attacks the hero it is engaged with; none attacked → one comes out of the encounter cards. */
  '01133': (s, ctx) => {
    const attacks: Task[] = [];
    let made = false; // a stunned minion's attack is replaced: not an attack made
    for (const seat of seatOrder(s))
      if (s.players[seat].form === 'hero')
        for (const m of minionsOf(s, seat))
          if (hasTrait(s, m, MOE)) {
            attacks.push(attack(m, seat));
            made ||= !hasStatus(s, m, 'stunned');
          }
    push(s, ...attacks);
    if (made || !ctx.seat) return;
    const found = [...(s.zones.encDeck ?? []), ...(s.zones.encDiscard ?? [])].filter(
      (id) => isMinion(s)(id) && hasTrait(s, id, MOE),
    );
    const codes = [...new Set(found.map(codeOf))].sort();
    if (codes.length === 0) return shuffleZone(s, 'encDeck');
    // the searching player picks which one (one option per card code found)
    push(s, {
      t: 'effects',
      fx: [codes.length === 1 ? engageFound(codes[0]) : { op: 'choose', options: codes.map((c) => [engageFound(c)]) }],
      i: 0,
      ctx: { src: ctx.src, seat: ctx.seat },
    });
  },
  /** Gang-Up (hero form): the villain, then each minion engaged with you, attacks you. */
  '01189': (s, ctx) => {
    if (!ctx.seat) return;
    const v = villainId(s);
    push(s, ...(v ? [attack(v, ctx.seat)] : []), ...minionsOf(s, ctx.seat).map((m) => attack(m, ctx.seat!)));
  },
  /** Your set-aside nemesis minion and side scheme are revealed, the rest of the set shuffled in; no minion → surge. */
  '01190': (s, ctx) => {
    const seat = ctx.seat;
    if (!seat) return;
    const nemesis = defByCode(s, codeOf(identityOf(s, seat))).nemesis ?? [];
    const aside = (s.zones.setAside ?? []).filter((id) => nemesis.includes(codeOf(id)));
    const minion = aside.find((id) => defOf(s, id).type === 'minion');
    const scheme = aside.find((id) => defOf(s, id).type === 'side_scheme');
    for (const id of aside) if (id !== minion && id !== scheme) s.zones.encDeck.push(id);
    s.zones.setAside = (s.zones.setAside ?? []).filter((id) => !aside.includes(id) || id === minion || id === scheme);
    shuffleZone(s, 'encDeck');
    const reveals: Task[] = [minion, scheme]
      .filter((x) => x !== undefined)
      .map((card) => ({ t: 'reveal', card, seat }));
    push(s, ...reveals);
    if (!minion) gainSurge(s, ctx.src);
  },
  /** 4 threat on each side scheme; with none, discard until a side scheme and reveal it. */
  '01192': (s, ctx, ev) => {
    const sides = sideSchemes(s);
    for (const id of sides) placeThreat(s, id, 4, ev);
    if (sides.length > 0 || !ctx.seat) return;
    const found = discardUntil(s, ev, (id) => defOf(s, id).type === 'side_scheme');
    if (found) push(s, { t: 'reveal', card: found, seat: ctx.seat });
  },
  /** Reveal the top card of the encounter deck (this card's Surge comes after it). */
  '01193': (s, ctx) => {
    if (ctx.seat) push(s, { t: 'reveal', card: null, seat: ctx.seat });
  },
};
