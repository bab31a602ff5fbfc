// Real Core Set cards of the Iron Man and Black Panther hero sets (01029a–01049), each played through
// the kernel with the card data adapted from the reference data (engine/real-cards/core-heroes-b.ts).
import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import type { Rng } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';
import { codeOf, handSize, stat, traitsOf } from '../../../../../core/games/marvel-champions/engine/core';
import { discard } from '../../../../../core/games/marvel-champions/engine/rules';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';
import { clearHand, Game, logKeys } from './helpers';
import { cards, dir, dmgOf, filler, me, play, villain } from './real-cards-kit';

interface Setup {
  /** Cards in hand (each also in the deck list). */
  readonly hand?: readonly string[];
  /** Cards put into play under P1's control (no cost, no "enters play"). */
  readonly inPlay?: readonly string[];
  /** The discard pile, top card first. */
  readonly discard?: readonly string[];
  /** The deck's top cards, top first. */
  readonly top?: readonly string[];
  /** More cards in the deck. */
  readonly deck?: readonly string[];
  readonly form?: 'hero' | 'alter_ego';
  readonly identity?: string;
  readonly edit?: (d: Draft) => void;
}

function take(d: Draft, code: string): string {
  const deck = d.zones['deck.P1'];
  const i = deck.findIndex((id) => codeOf(id) === code);
  if (i < 0) throw new Error(`no ${code} in the deck`);
  return deck.splice(i, 1)[0];
}

/** A solo game against Null with exactly this hand, play area, discard pile and deck top. */
function game(o: Setup = {}): Game {
  const deck: Record<string, number> = { [filler]: 20 };
  for (const c of [...(o.hand ?? []), ...(o.inPlay ?? []), ...(o.discard ?? []), ...(o.top ?? []), ...(o.deck ?? [])])
    deck[c] = (deck[c] ?? 0) + 1;
  const g = new Game({ heroes: [{ identity: o.identity ?? 'stw-h', deck }], cards }).skipMulligans();
  // an identity's Setup search (01040b) asks first
  while (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: g.s.ask.options[0] });
  return g.edit((d) => {
    clearHand(d, 'P1');
    d.players.P1.form = o.form ?? 'hero';
    d.zones['hand.P1'] = (o.hand ?? []).map((c) => take(d, c));
    d.zones['play.P1'] = (o.inPlay ?? []).map((c) => take(d, c));
    d.zones['discard.P1'] = (o.discard ?? []).map((c) => take(d, c));
    const top = (o.top ?? []).map((c) => take(d, c));
    d.zones['deck.P1'] = [...top, ...d.zones['deck.P1']];
    o.edit?.(d);
  });
}

/** The targets the pending choice offers (none when no target is asked). */
const targets = (g: Game): string[] => (g.s.ask?.k === 'target' ? [...g.s.ask.options] : []);
const fillers = (n: number) => Array.from({ length: n }, () => filler);
const inPlayId = (g: Game, code: string) => g.find(code, 'play.P1');
const use = (g: Game, code: string, ability = 0) =>
  settle(g.do('P1', { type: 'use', card: inPlayId(g, code), ability }));
/** Passes the response windows an effect opens (the starter hero may answer "after you thwarted"). */
const settle = (g: Game): Game => {
  while (g.s.ask?.k === 'window') g.do('P1', { type: 'pass' });
  return g;
};
const choose = (g: Game, code: string, zone?: string) =>
  settle(g.do('P1', { type: 'choose', target: g.find(code, zone) }));
/** Plays a hand card (paid with fillers) and passes the windows it opens. */
const playCard = (g: Game, code: string, payWith: readonly string[] = []): string => {
  const id = play(g, code, payWith);
  settle(g);
  return id;
};
const threatOf = (g: Game, id: string) => g.card(id).threat ?? 0;
const main = (g: Game) => g.s.zones.main[0];
/** The identity gains AERIAL until the end of the phase (as Rocket Boots give it). */
const aerial = (d: Draft) =>
  void d.lasting.push({ card: d.players.P1.identity, stat: 'atk', n: 0, until: 'phase', trait: 'Aerial' });
const engage = (code: string) => (d: Draft) => {
  const i = d.zones.encDeck.findIndex((id) => codeOf(id) === code);
  d.zones['engaged.P1'].push(d.zones.encDeck.splice(i, 1)[0]);
};
const setThreat = (d: Draft, id: string, n: number) => void (d.cards[id] = { ...d.cards[id], threat: n });
const hurt = (d: Draft, id: string, n: number) => void (d.cards[id] = { ...d.cards[id], dmg: n });

describe.skipIf(!dir)('Core Set Iron Man and Black Panther hero sets run by the engine', () => {
  describe('Iron Man (01029a–01039)', () => {
    it('01029a hero: +1 hand size per TECH upgrade you control, at most 7; the alter-ego keeps 6 (§2.7 Hand size, Traits)', () => {
      const g = game({ identity: '01029a', hand: ['01035', filler], inPlay: ['01046'] });
      expect(handSize(g.s, 'P1')).toBe(1); // printed 1; the BLACK PANTHER upgrade is no TECH card
      playCard(g, '01035'); // TECH, played from hand
      expect(handSize(g.s, 'P1')).toBe(2);
      expect(g.view('P1').players.P1.handSize).toBe(2);
      const full = game({
        identity: '01029a',
        inPlay: ['01035', '01036', '01037', '01038', '01038', '01039', '01039'],
      });
      expect(handSize(full.s, 'P1')).toBe(7); // 1 + 7 TECH upgrades, capped at 7
      const tony = game({ identity: '01029a', inPlay: ['01035', '01036'], form: 'alter_ego' });
      expect(handSize(tony.s, 'P1')).toBe(6);
    });

    it('01029b alter-ego: action once per round, look at the top 3, one to your hand, the others discarded (§2.7 Look at, Only X per round)', () => {
      const g = game({ identity: '01029a', form: 'alter_ego', top: ['01031', '01032', '01088'] });
      const deck = g.s.zones['deck.P1'].length;
      g.do('P1', { type: 'use', card: me(g), ability: 0 });
      expect(g.s.ask).toMatchObject({ k: 'target', why: 'lookTake' });
      expect(targets(g).map(codeOf)).toEqual(['01031', '01032', '01088']);
      // only the player looks (§2.7 Look at): nobody else sees the deck cards offered
      expect(g.view('P1').ask).toMatchObject({ k: 'target', options: targets(g) });
      expect(g.view(null).ask).toMatchObject({ k: 'target', options: [] });
      choose(g, '01032', 'deck.P1');
      expect(g.codes('hand.P1')).toEqual(['01032']);
      expect(g.codes('discard.P1').sort()).toEqual(['01031', '01088']);
      expect(g.s.zones['deck.P1'].length).toBe(deck - 3);
      expect(g.refused('P1', { type: 'use', card: me(g), ability: 0 })).toBe('mc.limitReached');
      const hero = game({ identity: '01029a', form: 'hero' });
      expect(hero.legal('P1').some((a) => a.type === 'use' && a.card === me(hero))).toBe(false); // the hero face has no action
    });

    it('01030 ally: exhaust and 2 damage to itself as the cost → 1 damage to each enemy, even when the cost defeats it (§2.6 Cost, §2.4 Each)', () => {
      const g = game({ hand: ['01030', ...fillers(2)], edit: engage('nul-02') });
      const wm = play(g, '01030');
      const v = villain(g);
      const minion = g.find('nul-02', 'engaged.P1');
      use(g, '01030');
      expect(g.card(wm)).toMatchObject({ exhausted: true, dmg: 2 });
      expect([dmgOf(g, v), dmgOf(g, minion)]).toEqual([1, 1]);
      expect(g.refused('P1', { type: 'use', card: wm, ability: 0 })).toBe('mc.exhausted');
      // 2 damage already: paying the cost defeats it, the effect still resolves (§2.6 leaving play mid-ability)
      const h = game({ inPlay: ['01030'], edit: (d) => hurt(d, d.zones['play.P1'][0], 2) });
      const v2 = villain(h);
      use(h, '01030');
      expect(h.codes('discard.P1')).toContain('01030');
      expect(dmgOf(h, v2)).toBe(1);
    });

    it('01031 event: 1 damage plus 2 per printed energy icon among the top 5 cards discarded, as one attack (§2.7 "additional", FAQ Repulsor Blast)', () => {
      // energy icons: 01088 has 2, 01035 has 1; 01044 (wild) and the others have none
      const top = ['01088', '01035', '01089', '01044', '01036'];
      const g = game({ hand: ['01031', filler], top });
      const v = villain(g);
      playCard(g, '01031');
      expect(dmgOf(g, v)).toBe(1 + 2 * 3);
      expect(g.codes('discard.P1')).toEqual(expect.arrayContaining([...top, '01031']));
      expect(logKeys(g).filter((k) => k === 'mc.log.damage')).toHaveLength(1); // one damage instance
      // a tough card prevents the whole amount (the extra damage is not a second instance)
      const t = game({ hand: ['01031', filler], top, edit: (d) => void (d.cards[d.zones.villain[0]] = { tough: 1 }) });
      playCard(t, '01031');
      expect(dmgOf(t, villain(t))).toBe(0);
      expect(t.card(villain(t)).tough).toBeUndefined();
      const ae = game({ hand: ['01031', filler], form: 'alter_ego' });
      expect(ae.refused('P1', { type: 'play', card: ae.find('01031', 'hand.P1') })).toBe('mc.needHeroForm');
    });

    it('01031 event: the deck running out while discarding is refilled and no more are discarded (§2.12 Empty player deck)', () => {
      const g = game({
        hand: ['01031', filler],
        top: ['01088', '01089'],
        edit: (d) => void d.zones['deck.P1'].splice(2),
      });
      const v = villain(g);
      playCard(g, '01031');
      expect(dmgOf(g, v)).toBe(1 + 2 * 2);
      expect(logKeys(g)).toContain('mc.log.playerDeckReshuffled');
      expect(g.s.zones['deck.P1'].length).toBeGreaterThan(0);
      expect(g.s.zones['dealt.P1']).toHaveLength(1); // an encounter card for the empty deck
    });

    it('01032 event: 4 damage to an enemy, 8 with the AERIAL trait; a hero action (§2.5 Attack, Traits)', () => {
      const g = game({ hand: ['01032', filler] });
      playCard(g, '01032');
      expect(dmgOf(g, villain(g))).toBe(4);
      const a = game({ hand: ['01032', filler], edit: aerial });
      playCard(a, '01032');
      expect(dmgOf(a, villain(a))).toBe(8);
      const ae = game({ hand: ['01032', filler], form: 'alter_ego' });
      expect(ae.refused('P1', { type: 'play', card: ae.find('01032', 'hand.P1') })).toBe('mc.needHeroForm');
    });

    it('01033 support: resource ability, exhaust → the printed resources of the top card of your discard pile (§2.6 Resource abilities, FAQ Pepper Potts)', () => {
      const g = game({ hand: ['01087'], inPlay: ['01033'], discard: ['01089', '01088'] });
      const pepper = inPlayId(g, '01033');
      const ev = g.find('01087', 'hand.P1');
      g.do('P1', { type: 'play', card: ev });
      expect(g.legal('P1')).toContainEqual({ type: 'pay', card: pepper });
      g.do('P1', { type: 'pay', card: pepper }); // 2 mental from the top card: the 2-cost event is paid
      expect(g.s.ask?.k).toBe('main');
      expect(g.card(pepper).exhausted).toBe(true);
      expect(dmgOf(g, villain(g))).toBe(3);
      // a card spent in the same payment is not yet in the discard pile: nothing to copy (FAQ Pepper Potts)
      const same = game({ hand: ['01054', '01088', '01090'], inPlay: ['01033'] });
      same.do('P1', { type: 'play', card: same.find('01054', 'hand.P1') });
      same.do('P1', { type: 'pay', card: same.find('01088', 'hand.P1') });
      expect(same.s.ask?.k).toBe('pay'); // 2 of 3
      expect(same.legal('P1')).not.toContainEqual({ type: 'pay', card: inPlayId(same, '01033') });
      // an empty discard pile gives nothing: not offered, the card cannot be paid for
      const empty = game({ hand: ['01087'], inPlay: ['01033'] });
      expect(empty.refused('P1', { type: 'play', card: empty.find('01087', 'hand.P1') })).toBe('mc.cannotPay');
    });

    it('01034 support: alter-ego action, exhaust → the chosen player takes back the topmost TECH upgrade of their discard (§2.7 Traits)', () => {
      const g = game({ form: 'alter_ego', inPlay: ['01034'], discard: ['01046', '01038', '01037'] });
      use(g, '01034');
      expect(g.codes('hand.P1')).toEqual(['01038']); // 01046 is an upgrade but no TECH card
      expect(g.codes('discard.P1')).toEqual(['01046', '01037']);
      expect(g.refused('P1', { type: 'use', card: inPlayId(g, '01034'), ability: 0 })).toBe('mc.exhausted');
      const none = game({ form: 'alter_ego', inPlay: ['01034'], discard: ['01046', '01088'] });
      expect(none.refused('P1', { type: 'use', card: inPlayId(none, '01034'), ability: 0 })).toBe('mc.noTarget');
      const hero = game({ inPlay: ['01034'], discard: ['01038'] });
      expect(hero.refused('P1', { type: 'use', card: inPlayId(hero, '01034'), ability: 0 })).toBe(
        'mc.needAlterEgoForm',
      );
    });

    it('01035 upgrade: hero action, exhaust → ready your hero (§1.4)', () => {
      const g = game({ inPlay: ['01035'], edit: (d) => void (d.cards[d.players.P1.identity] = { exhausted: true }) });
      use(g, '01035');
      expect(g.card(me(g)).exhausted).toBeFalsy();
      expect(g.card(inPlayId(g, '01035')).exhausted).toBe(true);
    });

    it('01036 upgrade: your identity gets +6 hit points (§2.7 Modifiers)', () => {
      const g = game({ hand: ['01036', ...fillers(2)] });
      const hp = stat(g.s, me(g), 'hp')!;
      playCard(g, '01036');
      expect(stat(g.s, me(g), 'hp')).toBe(hp + 6);
    });

    it('01037 upgrade: hero thwart action, exhaust → 1 threat from a scheme, from each scheme with AERIAL (§2.11 Scheme, Traits)', () => {
      const withSide = (d: Draft) => {
        const side = d.zones.encDeck.find((id) => codeOf(id) === 'nul-07')!;
        d.zones.encDeck.splice(d.zones.encDeck.indexOf(side), 1);
        d.zones.side.push(side);
        setThreat(d, side, 3);
        setThreat(d, d.zones.main[0], 4);
      };
      const g = game({ inPlay: ['01037'], edit: withSide });
      use(g, '01037');
      expect(g.s.ask).toMatchObject({ k: 'target', why: 'thwart' });
      g.do('P1', { type: 'choose', target: main(g) });
      expect([threatOf(g, main(g)), threatOf(g, g.find('nul-07', 'side'))]).toEqual([3, 3]);
      const a = game({ inPlay: ['01037'], edit: (d) => (withSide(d), aerial(d)) });
      use(a, '01037');
      expect([threatOf(a, main(a)), threatOf(a, a.find('nul-07', 'side'))]).toEqual([3, 2]);
      expect(a.card(inPlayId(a, '01037')).exhausted).toBe(true);
      // no threat to remove anywhere: no valid target, with or without AERIAL (§2.7 Target)
      for (const edit of [() => {}, aerial]) {
        const none = game({ inPlay: ['01037'], edit });
        expect(none.refused('P1', { type: 'use', card: inPlayId(none, '01037'), ability: 0 })).toBe('mc.noTarget');
      }
      const ae = game({ inPlay: ['01037'], form: 'alter_ego', edit: withSide });
      expect(ae.refused('P1', { type: 'use', card: inPlayId(ae, '01037'), ability: 0 })).toBe('mc.needHeroForm');
    });

    it('01037 upgrade: confused, the thwart is replaced; with AERIAL, Crisis still protects the main scheme (§2.13 Confused, §2.11 Crisis)', () => {
      const confused = game({
        inPlay: ['01037'],
        edit: (d) => (setThreat(d, d.zones.main[0], 4), void (d.cards[d.players.P1.identity] = { confused: 1 })),
      });
      use(confused, '01037');
      expect(threatOf(confused, main(confused))).toBe(4);
      expect(confused.card(me(confused)).confused).toBeUndefined();
      const crisis = game({
        inPlay: ['01037'],
        edit: (d) => {
          const side = d.zones.encDeck.find((id) => codeOf(id) === 'nul-08')!; // crisis icon
          d.zones.encDeck.splice(d.zones.encDeck.indexOf(side), 1);
          d.zones.side.push(side);
          setThreat(d, side, 2);
          setThreat(d, d.zones.main[0], 4);
          aerial(d);
        },
      });
      use(crisis, '01037');
      expect([threatOf(crisis, main(crisis)), threatOf(crisis, crisis.find('nul-08', 'side'))]).toEqual([4, 1]);
    });

    it('01038 upgrade: hero attack action, exhaust → 1 damage to an enemy, 2 with AERIAL; Guard holds (§2.5 Attack, §2.12 Guard)', () => {
      const g = game({ inPlay: ['01038'] });
      use(g, '01038');
      expect(dmgOf(g, villain(g))).toBe(1);
      const a = game({ inPlay: ['01038'], edit: aerial });
      use(a, '01038');
      expect(dmgOf(a, villain(a))).toBe(2);
      const guarded = game({ inPlay: ['01038'], edit: engage('nul-01') });
      use(guarded, '01038');
      expect(dmgOf(guarded, guarded.find('nul-01', 'engaged.P1'))).toBe(1); // the only attackable enemy
      expect(dmgOf(guarded, villain(guarded))).toBe(0);
    });

    it('01039 upgrade: +1 hit point; exhaust and spend a mental resource → AERIAL until the end of the phase (§2.6 Resource requirement, Gains)', () => {
      const g = game({ hand: ['01039', filler, '01089', '01032', filler] });
      const hp = stat(g.s, me(g), 'hp')!;
      const boots = playCard(g, '01039', [filler]);
      expect(stat(g.s, me(g), 'hp')).toBe(hp + 1);
      g.do('P1', { type: 'use', card: boots, ability: 1 });
      expect(g.s.ask?.k).toBe('pay');
      expect(g.legal('P1')).toContainEqual({ type: 'pay', card: g.find('01089', 'hand.P1') });
      g.do('P1', { type: 'pay', card: g.find('01089', 'hand.P1') });
      expect(traitsOf(g.s, me(g))).toContain('Aerial');
      expect(g.card(boots).exhausted).toBe(true);
      playCard(g, '01032'); // now 8 damage
      expect(dmgOf(g, villain(g))).toBe(8);
      g.do('P1', { type: 'endTurn' });
      g.until((x) => x.s.phase === 'villain');
      expect(traitsOf(g.s, me(g))).not.toContain('Aerial'); // ended with the player phase
      // energy only: the mental resource cannot be met
      const e = game({ inPlay: ['01039'], hand: [filler, filler] });
      expect(e.refused('P1', { type: 'use', card: inPlayId(e, '01039'), ability: 1 })).toBe('mc.cannotPay');
    });
    it('01039 upgrade: leaving play, its hit point is lost; a hero left at 0 is defeated (digest "Gets", FAQ Rocket Boots)', () => {
      const g = game({ identity: '01029a', inPlay: ['01039'], edit: (d) => hurt(d, d.players.P1.identity, 9) });
      expect(stat(g.s, me(g), 'hp')).toBe(10);
      g.edit((d) => discard(d, d.zones['play.P1'][0]));
      expect(g.s.players.P1.eliminated).toBe(true);
      expect(g.s.result).toMatchObject({ win: false, reason: 'allEliminated' });
      // with a hit point to spare the hero stays
      const h = game({ identity: '01029a', inPlay: ['01039'], edit: (d) => hurt(d, d.players.P1.identity, 8) });
      h.edit((d) => discard(d, d.zones['play.P1'][0]));
      expect(h.s.players.P1.eliminated).toBe(false);
      expect(stat(h.s, me(h), 'hp')).toBe(9);
    });
  });

  describe('Black Panther (01040a–01049)', () => {
    it('01040a hero: Retaliate 1 when he is attacked, not when an ally defends (§2.9 Retaliate, FAQ Black Panther)', () => {
      expect(cards['01040a'].kw).toEqual({ retaliate: 1 });
      const attacked = (defendWithAlly: boolean) => {
        const g = game({ identity: '01040a', inPlay: defendWithAlly ? ['01041'] : [] });
        g.do('P1', { type: 'endTurn' });
        g.until((x) => x.s.ask?.k === 'defend');
        g.do('P1', { type: 'defend', card: defendWithAlly ? inPlayId(g, '01041') : null });
        g.until((x) => logKeys(x).includes('mc.log.damage'));
        const hit = g.events.find((e) => e.type === 'log' && e.key === 'mc.log.damage');
        return { hit: hit?.type === 'log' ? hit.params?.card : null, villain: dmgOf(g, villain(g)) };
      };
      expect(attacked(false)).toEqual({ hit: '01040a', villain: 1 });
      expect(attacked(true)).toEqual({ hit: '01041', villain: 0 });
    });

    it('01040b alter-ego: Setup, search the deck for a BLACK PANTHER upgrade of your choice, then shuffle (§3.1 step 16, §2.7 Search)', () => {
      const deck = { [filler]: 30, '01046': 1, '01047': 1, '01048': 1, '01035': 1 };
      const g = new Game({ heroes: [{ identity: '01040a', deck }], cards }).skipMulligans();
      expect(g.s.ask).toMatchObject({ k: 'target', why: 'search' });
      const options = targets(g).map(codeOf);
      expect(options.length).toBeGreaterThan(1);
      expect(options.every((c) => ['01046', '01047', '01048'].includes(c))).toBe(true); // not the TECH upgrade
      const pick = targets(g)[options.length - 1];
      g.do('P1', { type: 'choose', target: pick });
      expect(g.s.zones['hand.P1']).toContain(pick);
      expect(g.s.phase).toBe('player');
      expect(logKeys(g)).toContain('mc.log.searched');
    });

    it('01041 ally: response after it enters play, search the deck for an upgrade of your choice (§2.7 Response, Search)', () => {
      const g = game({ hand: ['01041', filler], deck: ['01035', '01046'] });
      const shuri = play(g, '01041');
      expect(g.s.ask?.k).toBe('window');
      g.do('P1', { type: 'use', card: shuri, ability: 0 });
      expect(g.s.ask).toMatchObject({ k: 'target', why: 'search' });
      choose(g, '01046', 'deck.P1');
      expect(g.codes('hand.P1')).toEqual(['01046']);
      expect(g.s.ask?.k).toBe('main');
      // no upgrade left in the deck: nothing to answer, no window is asked
      const none = game({ hand: ['01041', filler] });
      play(none, '01041');
      expect(none.s.ask?.k).toBe('main');
      // another card entering play does not trigger it
      const other = game({ hand: ['01030', ...fillers(2)], inPlay: ['01041'], deck: ['01035'] });
      play(other, '01030');
      expect(other.s.ask?.k).toBe('main');
    });

    it('01042 event: alter-ego action, up to 3 cards with different names from the discard pile shuffled into the deck (§2.7 Choose, FAQ Ancestral Knowledge)', () => {
      const g = game({
        form: 'alter_ego',
        hand: ['01042', filler],
        discard: ['01043a', '01043b', '01031', '01035', '01036'],
      });
      const deck = g.s.zones['deck.P1'].length;
      playCard(g, '01042');
      const options = () => targets(g).map(codeOf);
      expect(g.s.ask).toMatchObject({ k: 'target', why: 'shuffleIn' });
      expect(options()).not.toContain('01042'); // the event itself is not yet in the discard pile
      choose(g, '01043a', 'discard.P1');
      expect(g.s.ask).toMatchObject({ k: 'target', upTo: true });
      expect(options()).not.toContain('01043b'); // same name: the same card
      expect(g.legal('P1')).toContainEqual({ type: 'done' });
      choose(g, '01031', 'discard.P1');
      choose(g, '01035', 'discard.P1');
      expect(g.s.ask?.k).toBe('main');
      expect(g.codes('discard.P1').sort()).toEqual(['01036', '01042', '01043b', filler].sort());
      expect(g.s.zones['deck.P1'].length).toBe(deck + 3);
      // stop after one
      const one = game({ form: 'alter_ego', hand: ['01042', filler], discard: ['01031', '01035'] });
      playCard(one, '01042');
      choose(one, '01031', 'discard.P1');
      one.do('P1', { type: 'done' });
      expect(one.s.ask?.k).toBe('main');
      expect(one.codes('discard.P1')).toContain('01035');
      expect(one.codes('discard.P1')).not.toContain('01031');
      const hero = game({ hand: ['01042', filler], discard: ['01031'] });
      expect(hero.refused('P1', { type: 'play', card: hero.find('01042', 'hand.P1') })).toBe('mc.needAlterEgoForm');
      const empty = game({ form: 'alter_ego', hand: ['01042', '01088'] });
      expect(empty.refused('P1', { type: 'play', card: empty.find('01042', 'hand.P1') })).toBe('mc.noTarget');
    });

    it('01043a event: each BLACK PANTHER upgrade Special in the chosen order, the last one as the final step (§2.7 Special)', () => {
      const g = game({
        identity: '01040a',
        hand: ['01043a', filler],
        inPlay: ['01046', '01047', '01048', '01049', '01035'],
        edit: (d) => (setThreat(d, d.zones.main[0], 5), hurt(d, d.players.P1.identity, 3)),
      });
      const v = villain(g);
      playCard(g, '01043a');
      expect(g.s.ask).toMatchObject({ k: 'target', why: 'special' });
      expect(targets(g).map(codeOf).sort()).toEqual(['01046', '01047', '01048', '01049']);
      choose(g, '01048', 'play.P1'); // thwart 1
      choose(g, '01049', 'play.P1'); // move 1 damage
      choose(g, '01046', 'play.P1'); // 1 damage to the villain
      expect(g.s.ask?.k).toBe('main'); // 01047 is the last step, chosen alone: 4 damage
      expect(threatOf(g, main(g))).toBe(4);
      expect(dmgOf(g, me(g))).toBe(2);
      expect(dmgOf(g, v)).toBe(1 + 1 + 4);
      expect(logKeys(g).filter((k) => k === 'mc.log.special')).toHaveLength(3);
      expect(logKeys(g).filter((k) => k === 'mc.log.specialFinal')).toHaveLength(1);
    });

    it.each(['01043a', '01043b', '01043c', '01043d'])(
      '%s event: a hero action that needs a BLACK PANTHER upgrade you control; one upgrade is the final step (§2.7 Target, Special)',
      (code) => {
        const g = game({ hand: [code, filler], inPlay: ['01047', '01035'] });
        playCard(g, code);
        expect(dmgOf(g, villain(g))).toBe(4);
        const none = game({ hand: [code, filler], inPlay: ['01035'] });
        expect(none.refused('P1', { type: 'play', card: none.find(code, 'hand.P1') })).toBe('mc.noTarget');
        const ae = game({ hand: [code, filler], inPlay: ['01047'], form: 'alter_ego' });
        expect(ae.refused('P1', { type: 'play', card: ae.find(code, 'hand.P1') })).toBe('mc.needHeroForm');
      },
    );

    it('01046 upgrade Special: 1 damage to the villain and each minion engaged with the chosen player, 2 as the final step; no attack, Guard does not hold (§2.7 Special)', () => {
      const setup = { hand: ['01043a', filler], inPlay: ['01046', '01048'], edit: engage('nul-01') };
      const first = game(setup);
      playCard(first, '01043a');
      choose(first, '01046', 'play.P1');
      expect([dmgOf(first, villain(first)), dmgOf(first, first.find('nul-01', 'engaged.P1'))]).toEqual([1, 1]);
      const last = game(setup);
      playCard(last, '01043a');
      choose(last, '01048', 'play.P1');
      expect([dmgOf(last, villain(last)), dmgOf(last, last.find('nul-01', 'engaged.P1'))]).toEqual([2, 2]);
    });

    it('01047 upgrade Special (attack): 2 damage to an enemy, 4 as the final step; stunned, the attack is replaced (§2.7 Special, §2.13 Stunned)', () => {
      const setup = { hand: ['01043a', filler], inPlay: ['01047', '01048'] };
      const first = game(setup);
      playCard(first, '01043a');
      choose(first, '01047', 'play.P1');
      expect(dmgOf(first, villain(first))).toBe(2);
      const stunned = game({ ...setup, edit: (d) => void (d.cards[d.players.P1.identity] = { stunned: 1 }) });
      playCard(stunned, '01043a');
      choose(stunned, '01048', 'play.P1');
      expect(dmgOf(stunned, villain(stunned))).toBe(0);
      expect(stunned.card(me(stunned)).stunned).toBeUndefined();
    });

    it('01048 upgrade Special (thwart): 1 threat from a scheme, 2 as the final step (§2.7 Special)', () => {
      const setup = {
        hand: ['01043a', filler],
        inPlay: ['01047', '01048'],
        edit: (d: Draft) => setThreat(d, d.zones.main[0], 5),
      };
      const first = game(setup);
      playCard(first, '01043a');
      choose(first, '01048', 'play.P1');
      expect(threatOf(first, main(first))).toBe(4);
      const last = game(setup);
      playCard(last, '01043a');
      choose(last, '01047', 'play.P1');
      expect(threatOf(last, main(last))).toBe(3);
    });

    it('01049 upgrade Special (attack): move 1 damage from your hero to an enemy, 2 as the final step; tough prevents it (§2.9 Move, FAQ Vibranium Suit)', () => {
      const setup = (edit: (d: Draft) => void) => ({
        hand: ['01043a', filler],
        inPlay: ['01049', '01048'],
        edit: (d: Draft) => (hurt(d, d.players.P1.identity, 3), edit(d)),
      });
      const first = game(setup(() => {}));
      playCard(first, '01043a');
      choose(first, '01049', 'play.P1');
      expect([dmgOf(first, me(first)), dmgOf(first, villain(first))]).toEqual([2, 1]);
      const last = game(setup(() => {}));
      playCard(last, '01043a');
      choose(last, '01048', 'play.P1');
      expect([dmgOf(last, me(last)), dmgOf(last, villain(last))]).toEqual([1, 2]);
      const tough = game(setup((d) => void (d.cards[d.zones.villain[0]] = { tough: 1 })));
      playCard(tough, '01043a');
      choose(tough, '01048', 'play.P1');
      expect([dmgOf(tough, me(tough)), dmgOf(tough, villain(tough))]).toEqual([1, 0]);
      expect(tough.card(villain(tough)).tough).toBeUndefined();
    });

    it('01044 resource: 2 wild resources pay a 2-cost card (§2.6 Wild resource)', () => {
      expect(cards['01044'].res).toEqual(['wild', 'wild']);
      const g = game({ hand: ['01032', '01044'] });
      playCard(g, '01032', ['01044']);
      expect(g.codes('hand.P1')).toEqual([]);
      expect(dmgOf(g, villain(g))).toBe(4);
    });

    it('01045 support: alter-ego action, exhaust → draw 2 cards (§1.4)', () => {
      const g = game({ form: 'alter_ego', inPlay: ['01045'] });
      use(g, '01045');
      expect(g.s.zones['hand.P1']).toHaveLength(2);
      const hero = game({ inPlay: ['01045'] });
      expect(hero.refused('P1', { type: 'use', card: inPlayId(hero, '01045'), ability: 0 })).toBe(
        'mc.needAlterEgoForm',
      );
    });
  });
});

/** The two hero sets with Core basic cards (every card of the set, at its quantity), 40 cards. */
const IRON_MAN_DECK = {
  '01030': 1,
  '01031': 3,
  '01032': 2,
  '01033': 1,
  '01034': 1,
  '01035': 1,
  '01036': 1,
  '01037': 1,
  '01038': 2,
  '01039': 2,
  '01087': 3,
  '01088': 4,
  '01089': 4,
  '01090': 4,
  [filler]: 10,
};
const BLACK_PANTHER_DECK = {
  '01041': 1,
  '01042': 1,
  '01043a': 1,
  '01043b': 1,
  '01043c': 1,
  '01043d': 2,
  '01044': 3,
  '01045': 1,
  '01046': 1,
  '01047': 1,
  '01048': 1,
  '01049': 1,
  '01087': 3,
  '01088': 4,
  '01089': 4,
  '01090': 4,
  [filler]: 10,
};

describe.skipIf(!dir)('fuzz: random games with the Iron Man and Black Panther decks', () => {
  it('every kernel check after every action, exact replay, every game reaches an outcome', { timeout: 600_000 }, () => {
    const options = (rng: Rng) => {
      const both = [
        { identity: '01029a', deck: IRON_MAN_DECK },
        { identity: '01040a', deck: BLACK_PANTHER_DECK },
      ];
      const n = rng.int(0, 2);
      return { heroes: n === 2 ? both : [both[n]], cards, expert: rng.int(0, 1) === 1 };
    };
    const report = propertyRun(mcEngine, {
      seed: 'heroes-b',
      maxActions: 3000,
      options,
      fullGames: 8,
      minGames: 8,
    });
    expect(report.games).toBe(8);
  });
});
