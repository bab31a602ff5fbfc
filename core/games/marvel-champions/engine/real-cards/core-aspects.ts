// Real Core Set cards: Aggression, Justice, Leadership, Protection and basic cards (01050–01093). Effect data keyed by card code, never card texts (see index.ts).

import { topWhere } from '../../../../kernel/decisions';
import { defOf, identityOf, zn } from '../core';
import { damage, discard, discardEncounter, push, refillPlayerDeck } from '../rules';
import type { Script } from '../scripts';
import type { Effect } from '../types';
import { heroAttack, type RealCard } from './kit';

/** The Power of <aspect>: its wild resource counts twice while paying for a card of that aspect. */
const power = (double: NonNullable<RealCard['double']>): RealCard => ({ double });

/** "Play under any player's control. Max 1 per player. Your hero gets +1 <stat>." */
const teamUpgrade = (stat: 'atk' | 'thw' | 'def'): RealCard => ({
  control: 'any',
  ab: [{ kind: 'constant', effects: [], constant: { to: 'you', stat, n: 1 } }],
});

export const CARDS: { readonly [code: string]: RealCard } = {
  '01050': { ab: [{ kind: 'forcedResponse', on: 'allyAttacked', effects: [{ op: 'script', name: '01050' }] }] }, // after it attacks: discard your top card, effects by its printed resources
  '01051': {
    ab: [
      {
        kind: 'response',
        on: 'allyAttacked',
        when: { c: 'defeated', type: 'minion' },
        effects: [{ op: 'heal', to: 'self', n: 1 }],
      },
    ],
  }, // after it attacks and defeats a minion: heal 1 from it
  '01052': {
    on: 'youAttacked',
    when: { c: 'defeated' },
    label: 'thwart',
    play: [{ op: 'thwart', from: 'scheme', n: 2 }],
  }, // response (thwart): after your hero attacks and defeats an enemy, remove 2 threat
  '01053': {
    eventForm: 'hero',
    label: 'attack',
    play: [
      {
        op: 'if',
        cond: { c: 'paid', r: 'physical' },
        then: [{ op: 'damage', to: 'minion', n: 5, attack: true, overkill: true }],
        else: [{ op: 'damage', to: 'minion', n: 5, attack: true }],
      },
    ],
  }, // hero attack: 5 damage to a minion, with overkill when paid with a physical resource
  '01054': heroAttack(5), // aggression hero attack event: 5 damage to an enemy
  '01055': power('aggression'),
  '01056': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'damage', to: 'enemy', n: 2 }] }],
  }, // Uses 3: exhaust + counter → 2 damage to an enemy
  '01057': teamUpgrade('atk'),
  '01058': { ab: [{ kind: 'response', on: 'allyThwarted', effects: [{ op: 'damage', to: 'enemy', n: 1 }] }] }, // after it thwarts: 1 damage to an enemy
  '01059': { ab: [{ kind: 'constant', effects: [], constant: { to: 'self', stat: 'thw', n: 1, per: 'sideScheme' } }] }, // +1 THW per side scheme
  '01060': {
    eventForm: 'hero',
    label: 'thwart',
    play: [
      {
        op: 'if',
        cond: { c: 'paid', r: 'mental' },
        then: [{ op: 'thwart', from: 'scheme', n: 4 }],
        else: [{ op: 'thwart', from: 'scheme', n: 3 }],
      },
    ],
  }, // hero thwart: remove 3 threat, 4 when paid with a mental resource
  '01061': {
    eventForm: 'hero',
    on: 'threatWouldBePlaced',
    play: [{ op: 'script', name: '01061' }],
  }, // hero interrupt: threat that would be placed on a scheme is dealt to you as damage instead
  '01062': power('justice'),
  '01063': {
    ab: [
      {
        kind: 'response',
        on: 'minionDefeated',
        when: { c: 'youDefeated' },
        cost: { exhaust: true },
        effects: [{ op: 'thwart', from: 'scheme', n: 1 }],
      },
    ],
  }, // after you defeat a minion: exhaust → remove 1 threat (max 1 per player: from the data)
  '01064': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'thwart', from: 'scheme', n: 1 }] }],
  }, // Uses 3: exhaust + counter → remove 1 threat
  '01065': teamUpgrade('thw'),
  '01066': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'self', counters: 4 } },
      { kind: 'response', on: 'minionEnters', cost: { use: true }, effects: [{ op: 'damage', to: 'trigger', n: 2 }] },
    ],
  }, // enters with 4 counters; after a minion enters play: spend one → 2 damage to that minion
  '01067': { ab: [{ kind: 'response', on: 'enters', effects: [{ op: 'draw', n: 1, to: 'eachPlayer' }] }] }, // enters: each player draws 1
  '01068': {
    ab: [
      {
        kind: 'action',
        cost: { pay: 1, needs: ['energy'] },
        oncePerRound: true,
        effects: [
          {
            op: 'choose',
            options: [
              [{ op: 'mod', stat: 'thw', n: 2, to: 'self', until: 'phase' }],
              [{ op: 'mod', stat: 'atk', n: 2, to: 'self', until: 'phase' }],
            ],
          },
        ],
      },
    ],
  }, // action, spend an energy resource (once per round): +2 THW or ATK until the end of the phase
  '01069': { play: [{ op: 'ready', to: 'anyAlly' }] }, // action: ready an ally
  '01070': {
    eventForm: 'hero',
    play: [
      { op: 'mod', stat: 'thw', n: 1, to: 'team', until: 'phase' },
      { op: 'mod', stat: 'atk', n: 1, to: 'itsTeam', until: 'phase' },
    ],
  }, // hero action: a chosen player's characters get +1 THW and +1 ATK until the end of the phase
  '01071': { play: [{ op: 'payToPlay', to: 'discardAlly' }] }, // action: pay an ally's printed cost from any discard pile → it enters play under your control
  '01072': power('leadership'),
  '01073': { ab: [{ kind: 'constant', effects: [], constant: { to: 'you', allyLimit: 1 } }] }, // ally limit +1
  '01074': {
    attach: { to: 'anyAlly' },
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'host', stat: 'thw', n: 1 } },
      { kind: 'constant', effects: [], constant: { to: 'host', stat: 'atk', n: 1 } },
    ],
  }, // attach to an ally (max 1 per ally): +1 THW and +1 ATK
  '01075': {
    ab: [
      {
        kind: 'interrupt',
        on: 'encounterRevealed',
        cost: { exhaust: true, pay: 1, needs: ['mental'] },
        effects: [{ op: 'script', name: '01075' }],
      },
    ],
  }, // when an encounter card is revealed: exhaust, spend a mental resource → cancel it, discard it, reveal another
  '01076': {}, // ally: Toughness
  '01077': {
    on: 'youDefended',
    label: 'attack',
    play: [{ op: 'damage', to: 'trigger', n: 0, equal: 'atk', attack: true }],
  }, // response (attack): after your hero defends, damage equal to its ATK to the attacker
  '01078': {
    eventForm: 'hero',
    on: 'treacheryRevealed',
    play: [{ op: 'cancel' }, { op: 'activate', how: 'attack' }],
  }, // hero interrupt: cancel a revealed treachery's When Revealed effects; the villain attacks you instead
  '01079': power('protection'),
  '01080': {
    ab: [{ kind: 'action', cost: { exhaust: true, use: true }, effects: [{ op: 'heal', to: 'friendly', n: 2 }] }],
  }, // Uses 3: exhaust + counter → heal 2 from a friendly character
  '01081': teamUpgrade('def'),
  '01082': {
    ab: [{ kind: 'response', on: 'youDefended', cost: { discard: true }, effects: [{ op: 'ready', to: 'you' }] }],
  }, // after your hero defends: discard it → ready your hero
  '01083': { ab: [{ kind: 'response', on: 'enters', effects: [{ op: 'status', s: 'stunned', to: 'enemy' }] }] }, // enters: stun an enemy
  '01084': {
    ab: [
      {
        kind: 'forcedResponse',
        on: 'enters',
        effects: [
          {
            op: 'choose',
            options: [
              [{ op: 'thwart', from: 'scheme', n: 2 }],
              [{ op: 'draw', n: 3 }],
              [{ op: 'damage', to: 'enemy', n: 4 }],
            ],
          },
        ],
      },
      { kind: 'forcedResponse', on: 'roundEnds', effects: [{ op: 'discardSelf' }] },
    ],
  }, // enters (forced): remove 2 threat, draw 3 or 4 damage to an enemy; discarded at the end of the round
  '01085': { on: 'villainSchemes', label: 'thwart', play: [{ op: 'prevent', n: 1 }] }, // interrupt (thwart): the villain's scheme places 1 threat less
  '01086': { play: [{ op: 'heal', to: 'character', n: 2 }] }, // action: heal 2 from any character
  '01087': heroAttack(3), // basic hero attack event: 3 damage to an enemy
  '01088': {}, // basic resource, 2 energy (deck limit is a deckbuilding rule)
  '01089': {}, // basic resource, 2 mental
  '01090': {}, // basic resource, 2 physical
  '01091': {
    ab: [{ kind: 'action', cost: { exhaust: true }, effects: [{ op: 'draw', n: 1, to: 'player' }] }],
  }, // exhaust → a chosen player draws 1 (max 1 per player: from the data)
  '01092': {
    ab: [{ kind: 'action', cost: { exhaust: true }, effects: [{ op: 'discount', to: 'player', n: 1 }] }],
  }, // exhaust → the next card a chosen player plays this phase costs 1 less (max 1 per player: from the data)
  '01093': {
    ab: [
      {
        kind: 'action',
        form: 'hero',
        cost: { pay: 1, needs: ['physical'], discard: true },
        effects: [{ op: 'ready', to: 'you' }],
      },
    ],
  }, // hero action: spend a physical resource and discard it → ready your hero
};

/** By printed resource type, what 01050's discarded card does (a wild resource: all of them). */
const HULK: { readonly [r: string]: readonly Effect[] } = {
  physical: [{ op: 'damage', to: 'enemy', n: 2 }],
  energy: [{ op: 'damage', to: 'eachCharacter', n: 1 }],
  mental: [{ op: 'discardSelf' }],
};

export const SCRIPTS: { readonly [code: string]: Script } = {
  /** 01061: the placement waiting under the window is cancelled; you take that much damage instead. */
  '01061': (s, ctx, ev) => {
    const i = s.stack.findLastIndex((x) => x.t === 'window');
    const t = s.stack[i];
    const below = s.stack[i - 1];
    if (t?.t !== 'window' || t.w.on !== 'threatWouldBePlaced' || below?.t !== 'placeThreat' || !ctx.seat) return;
    t.w.cancelled = true; // replacement: the threat is not placed (digest "Replacement effects")
    damage(s, identityOf(s, ctx.seat), below.n, ev);
  },
  /** 01075: the revealed card's effects are cancelled and it is discarded; then another card is revealed for that player. */
  '01075': (s) => {
    const t = topWhere(s.stack, (x) => x.t === 'window');
    const w = t?.t === 'window' ? t.w : null;
    if (!w || w.on !== 'encounterRevealed' || !w.card || !w.seat) return;
    w.cancelled = true; // drops the reveal waiting under the window (digest "Cancel")
    discardEncounter(s, w.card);
    push(s, { t: 'reveal', card: null, seat: w.seat });
  },
  /** 01050: discard the top card of your deck; each printed resource type of it sets off its effect. */
  '01050': (s, ctx, ev) => {
    const seat = ctx.seat;
    const top = seat ? (s.zones[zn('deck', seat)] ?? [])[0] : undefined;
    if (!seat || !top) return;
    discard(s, top);
    refillPlayerDeck(s, seat, ev); // digest "Empty player deck": shuffled in at once, discarding no more
    const res = new Set(defOf(s, top).res ?? []);
    const fx = (['physical', 'energy', 'mental'] as const).flatMap((r) =>
      res.has(r) || res.has('wild') ? HULK[r] : [],
    );
    if (fx.length) push(s, { t: 'effects', fx, i: 0, ctx: { src: ctx.src, seat } });
  },
};
