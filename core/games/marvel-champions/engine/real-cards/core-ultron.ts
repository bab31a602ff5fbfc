// Real Core Set cards: Ultron, Under Attack, Legions of Hydra and The Doomsday Chair sets (01134–01154, 01180–01185). Effect data keyed by card code, never card texts (see index.ts).

import { codeOf, defOf, firstSeat, inPlay, minionsOf, sideSchemes, villainId } from '../core';
import { heal, placeThreat, push } from '../rules';
import type { Script } from '../scripts';
import type { Ability, Ctx, Draft, Effect, Res } from '../types';
import type { RealCard } from './kit';

const DRONE = 'Drone';
/** The top card of your deck enters play facedown, engaged with you as a Drone minion. */
const drone = (n = 1): Effect => ({ op: 'facedown', n, trait: DRONE });
const eachPlayerDrone: Effect = { op: 'eachPlayer', fx: [drone()] };
/** "Hero Action: [exhaust your hero and] spend these resources → discard this card" on an encounter card. */
const discardAction = (needs: Res[], exhaustHero: boolean): Ability => ({
  kind: 'action',
  form: 'hero',
  cost: exhaustHero ? { exhaustHero, needs } : { needs },
  effects: [{ op: 'discardSelf' }],
});
/** Each Drone minion (facedown ones only with `facedown`) gets +1 ATK and +1 hit point. */
const dronesGet = (facedown: boolean): Ability[] =>
  (['atk', 'hp'] as const).map((stat) => ({
    kind: 'constant',
    effects: [],
    constant: { to: 'minions', trait: DRONE, ...(facedown ? { facedown } : {}), stat, n: 1 },
  }));
/** If the unique minion `code` is not in play, fetch it from the encounter deck or discard, engaged with you. */
const fetchUnlessInPlay = (code: string): Effect => ({
  op: 'if',
  cond: { c: 'codeInPlay', code },
  then: [],
  else: [{ op: 'fetchEncounter', code, how: 'engage' }],
});
const LEGIONS = '01180';

/** Drone minions engaged with a player (facedown ones and printed Drones). */
function dronesOf(s: Draft, seat: string | null): string[] {
  return seat ? minionsOf(s, seat).filter((m) => (defOf(s, m).traits ?? []).includes(DRONE)) : [];
}

/** The villain heals `per` damage for each Drone engaged with you; how much was healed. */
function repair(s: Draft, ctx: Ctx, per: number, ev: Parameters<Script>[2]): number {
  const v = villainId(s);
  if (!v) return 0;
  const before = s.cards[v]?.dmg ?? 0;
  heal(s, v, per * dronesOf(s, ctx.seat).length, ev);
  return before - (s.cards[v]?.dmg ?? 0);
}

export const CARDS: { readonly [code: string]: RealCard } = {
  // ---- Ultron (scenario set) ----
  '01134': {
    ab: [
      {
        kind: 'forcedResponse',
        on: 'enemyAttackedYou',
        effects: [{ op: 'choose', options: [[{ op: 'threat', on: 'main', n: 1 }], [drone()]] }],
      },
    ],
  }, // stage I: after attacking you, 1 threat on the main scheme or a Drone for you (your choice)
  '01135': {
    ab: [{ kind: 'forcedInterrupt', on: 'villainAttacksYou', effects: [drone(), { op: 'script', name: '01135' }] }],
  }, // stage II: as it attacks you, a Drone for you; this attack +1 ATK per Drone engaged with you
  '01136': {
    ab: [
      ...dronesGet(false),
      { kind: 'constant', effects: [], constant: { to: 'self', noDamageWhile: { trait: DRONE } } },
      { kind: 'whenRevealed', effects: [{ op: 'fetchEncounter', code: '01150', how: 'reveal' }] },
    ],
  }, // stage III: Drones +1 ATK/+1 HP; no damage while a Drone is in play; revealed: fetch and reveal 01150
  '01137a': {
    ab: [{ kind: 'setup', effects: [{ op: 'fetchEncounter', code: '01140', how: 'play' }] }],
  }, // main scheme 1A: set-up puts the environment 01140 into play, then the encounter deck is shuffled
  '01137b': { ab: [{ kind: 'whenRevealed', effects: [eachPlayerDrone] }] }, // 1B: a Drone for each player
  '01138a': { ab: [{ kind: 'whenRevealed', effects: [eachPlayerDrone] }] }, // 2A: a Drone for each player
  '01138b': {
    ab: [
      {
        kind: 'forcedResponse',
        on: 'threatOnMain',
        effects: [
          { op: 'eachPlayer', fx: [{ op: 'choose', options: [[{ op: 'threat', on: 'main', n: 2 }], [drone()]] }] },
        ],
      },
    ],
  }, // 2B: after villain step 1 placed threat here, each player: 2 more threat here or a Drone
  '01139a': { ab: [{ kind: 'whenRevealed', effects: [eachPlayerDrone] }] }, // 3A: a Drone for each player
  '01139b': { ab: [{ kind: 'constant', effects: [], constant: { to: 'self', noThreatRemoval: true } }] }, // 3B: threat stays; completed, the players lose (last stage)
  '01140': {
    ab: (['atk', 'sch', 'hp'] as const).map((stat) => ({
      kind: 'constant',
      effects: [],
      constant: { to: 'minions', trait: DRONE, facedown: true, base: true, stat, n: 1 },
    })),
  }, // environment: facedown Drones have base ATK, SCH and HP 1 (defeated, a player card goes to its owner's discard: §2.3 Discard)
  '01141': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'host', stat: 'sch', n: 1 } },
      { kind: 'forcedResponse', on: 'enemySchemed', effects: [{ op: 'threat', on: 'eachSide', n: 1 }] },
      discardAction(['mental', 'mental'], true),
    ],
  }, // attachment on the villain: +1 SCH; after it schemes, 1 threat on each side scheme; hero action to discard
  '01142': {
    attachTo: 'chosen',
    ab: [
      { kind: 'whenRevealed', effects: [{ op: 'attach', to: 'environment' }] },
      ...dronesGet(true),
      discardAction(['energy', 'mental', 'physical'], false),
    ],
  }, // attachment on the environment: facedown Drones +1 ATK/+1 HP; hero action to discard
  '01143': { ab: [{ kind: 'whenDefeated', effects: [drone()] }] }, // minion (Guard): defeated, a Drone for the engaged player
  '01144a': {
    play: [eachPlayerDrone],
    boostFx: [{ op: 'choose', options: [[{ op: 'spend', needs: ['energy'] }], [drone()]] }],
  },
  '01144b': {
    play: [eachPlayerDrone],
    boostFx: [{ op: 'choose', options: [[{ op: 'spend', needs: ['mental'] }], [drone()]] }],
  },
  '01144c': {
    play: [eachPlayerDrone],
    boostFx: [{ op: 'choose', options: [[{ op: 'spend', needs: ['physical'] }], [drone()]] }],
  }, // treacheries: a Drone for each player; boost: spend a resource of the type or take a Drone
  '01145': {
    play: [
      {
        op: 'if',
        cond: { c: 'form', f: 'alter_ego' },
        then: [{ op: 'activate', how: 'scheme', mill: true }],
        else: [{ op: 'activate', how: 'attack', mill: true }],
      },
    ],
  }, // treachery: the villain schemes (alter-ego) / attacks you (hero); mill 1 per threat placed / damage dealt
  '01146': { play: [{ op: 'script', name: '01146' }], boostFx: [{ op: 'script', name: '01146-boost' }] }, // villain heals per Drone
  '01147': { play: [{ op: 'script', name: '01147' }] }, // treachery: your Drones attack; none did → a Drone
  '01148': { ab: [{ kind: 'whenRevealed', effects: [eachPlayerDrone, { op: 'script', name: '01148' }] }] }, // side scheme
  '01149': { ab: [{ kind: 'whenRevealed', effects: [{ op: 'eachPlayer', fx: [{ op: 'mill', n: 3 }] }] }] }, // side scheme
  '01150': { ab: [{ kind: 'whenRevealed', effects: [{ op: 'script', name: '01150' }] }] }, // side scheme: 2 Drones for the first player

  // ---- Under Attack (modular) ----
  '01151': {
    ab: [
      {
        kind: 'whenRevealed',
        effects: [
          {
            op: 'eachPlayer',
            fx: [
              { op: 'choose', options: [[{ op: 'threat', on: 'self', n: 2 }], [{ op: 'damage', to: 'you', n: 3 }]] },
            ],
          },
        ],
      },
    ],
  }, // side scheme (Crisis): each player, 2 threat here or 3 damage to their identity
  '01152': {
    ab: [
      { kind: 'forcedResponse', on: 'tookDamage', effects: [{ op: 'status', s: 'tough', to: 'host' }] },
      discardAction(['physical', 'physical'], true),
    ],
  }, // attachment on the villain: after it takes damage, a tough status; hero action to discard
  '01153': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'host', gains: { retaliate: 1 } } },
      discardAction(['energy', 'energy'], true),
    ],
  }, // attachment on the villain: Retaliate 1; hero action to discard
  '01154': {
    play: [{ op: 'damage', to: 'eachFriendly', n: 1 }],
    boostFx: [{ op: 'damage', to: 'yourCharacters', n: 1 }],
  }, // treachery: 1 damage to each friendly character; boost: 1 damage to each character you control

  // ---- Legions of Hydra (modular) ----
  [LEGIONS]: {
    ab: [{ kind: 'whenRevealed', effects: [fetchUnlessInPlay('01181'), { op: 'script', name: LEGIONS }] }],
  }, // side scheme (Hazard): fetch the unique minion 01181 unless in play; 2 more threat per Hydra enemy in play
  '01181': {
    ab: [
      { kind: 'constant', effects: [], constant: { to: 'self', noDamageWhile: { code: LEGIONS } } },
      { kind: 'forcedResponse', on: 'enemyAttackedYou', effects: [{ op: 'script', name: '01181' }] },
      { kind: 'forcedResponse', on: 'enemySchemed', effects: [{ op: 'script', name: '01181' }] },
    ],
  }, // minion: no damage while 01180 is in play; after it attacks or schemes, 2 threat on 01180
  '01182': { ab: [{ kind: 'whenDefeated', effects: [{ op: 'deal', n: 1 }] }] }, // minion (Guard): defeated, deal the engaged player an encounter card

  // ---- The Doomsday Chair (modular) ----
  '01183': { ab: [{ kind: 'whenRevealed', effects: [fetchUnlessInPlay('01184')] }] }, // side scheme: fetch 01184 unless in play
  '01184': {}, // minion: Retaliate 2 (from the data)
  '01185': {
    attachTo: 'chosen',
    ab: [
      { kind: 'whenRevealed', effects: [{ op: 'attach', to: 'minionMostHp' }] },
      { kind: 'constant', effects: [], constant: { to: 'host', saveFromDefeat: true } },
    ],
  }, // attachment (Surge): on the minion with the highest printed HP; saves it from defeat once
};

export const SCRIPTS: { readonly [code: string]: Script } = {
  /** Ultron II: this attack gets +1 ATK per Drone engaged with the attacked player (counted at damage, FAQ). */
  '01135': (s, ctx) => {
    for (let i = s.stack.length - 1; i >= 0; i--) {
      const t = s.stack[i];
      if (t.t === 'activation' && t.a.kind === 'attack' && t.a.enemy === ctx.trig) {
        if (ctx.seat) t.a.perMinion = { trait: DRONE, seat: ctx.seat };
        return;
      }
    }
  },
  /** Repair Sequence: the villain heals 2 per Drone engaged with you; nothing healed → the card gains surge. */
  '01146': (s, ctx, ev) => {
    if (repair(s, ctx, 2, ev) === 0) push(s, { t: 'effects', fx: [{ op: 'surge' }], i: 0, ctx });
  },
  '01146-boost': (s, ctx, ev) => void repair(s, ctx, 1, ev),
  /** Swarm Attack: each Drone engaged with you attacks you; when none could (stunned ones do not), a Drone for you. */
  '01147': (s, ctx, ev) => {
    if (!ctx.seat) return;
    const seat = ctx.seat;
    const drones = dronesOf(s, seat);
    const attackers = drones.filter((m) => !(s.cards[m]?.stunned ?? 0));
    push(
      s,
      ...drones.map((m) => ({
        t: 'activation' as const,
        a: {
          enemy: m,
          seat,
          kind: 'attack' as const,
          target: seat,
          defender: null,
          basic: false,
          value: 0,
          step: 'start' as const,
          asked: [],
        },
      })),
    );
    if (attackers.length === 0) push(s, { t: 'effects', fx: [drone()], i: 0, ctx });
    void ev;
  },
  /** Drone Factory: 1 threat here per Drone minion in play. */
  '01148': (s, ctx, ev) => {
    if (!ctx.src) return;
    const n = s.seats.reduce((k, seat) => k + dronesOf(s, seat).length, 0);
    placeThreat(s, ctx.src, n, ev);
  },
  /** Ultron's Imperative: the first player takes 2 Drones. */
  '01150': (s, ctx) => push(s, { t: 'effects', fx: [drone(2)], i: 0, ctx: { ...ctx, seat: firstSeat(s) } }),
  /** Legions of Hydra: 2 more threat here per Hydra enemy in play. */
  [LEGIONS]: (s, ctx, ev) => {
    if (!ctx.src) return;
    const hydra = inPlay(s).filter((id) => {
      const d = defOf(s, id);
      return (d.type === 'villain' || d.type === 'minion') && (d.traits ?? []).includes('Hydra');
    });
    placeThreat(s, ctx.src, 2 * hydra.length, ev);
  },
  /** Madame Hydra: 2 threat on the Legions side scheme (two copies in play: the first one, by the first player's authority). */
  '01181': (s, _ctx, ev) => {
    const legions = sideSchemes(s).find((id) => codeOf(id) === LEGIONS);
    if (legions) placeThreat(s, legions, 2, ev);
  },
};
