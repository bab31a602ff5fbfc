import { describe, expect, it } from 'vitest';
import { parseMarvelCdb, type McCard } from '../../../../../core/games/marvel-champions';
import {
  adaptCard,
  adaptCards,
  automationReport,
  keywordsFromText,
  maxFromText,
  scriptedCardCount,
  scriptedRealCardCount,
} from '../../../../../core/games/marvel-champions/engine/adapter';
import { CONTENT } from '../../../../../core/games/marvel-champions/content';
import { fixtureFiles } from '../../../../fixtures/marvel-champions/data';
import { stat } from '../../../../../core/games/marvel-champions/engine/core';
import { Game, place, redefine } from './helpers';

describe('imported MarvelCDB cards in the engine (§5.1, §5.2)', () => {
  const catalog = parseMarvelCdb(fixtureFiles());

  it('stats, resources, traits and uniqueness come from the data; abilities are flagged for resolving by hand', () => {
    const ally = catalog.cards.find((c) => c.typeCode === 'ally' && !c.duplicateOf)!;
    const { def, problem } = adaptCard(ally);
    expect(problem).toBeNull();
    expect(def).toMatchObject({
      code: ally.code,
      name: ally.name,
      type: 'ally',
      hp: ally.stats.health,
      atk: ally.stats.attack,
      thw: ally.stats.thwart,
      manual: true,
    });
  });

  it('keywords are read from the keyword list of the text (numeric ones with their value)', () => {
    expect(keywordsFromText('Guard. Toughness.\nRetaliate 2. Victory 1.')).toEqual({
      guard: true,
      toughness: true,
      retaliate: 2,
      victory: 1,
    });
    expect(keywordsFromText('Uses (3 ammo counters).')).toEqual({ uses: 3 });
    expect(keywordsFromText(null)).toEqual({});
  });

  it("issue 12 §4, §2.1 Attachment: an imported attachment's ATK/SCH modify the card it is attached to", () => {
    const base = catalog.cards.find((c) => !c.duplicateOf)!;
    const adapt = (stats: McCard['stats']) =>
      adaptCard({ ...base, code: 'nul-03', typeCode: 'attachment', stats }).def!;
    const def = adapt({ attack: 2, scheme: -1 });
    expect(def.atk).toBeUndefined();
    expect(def.sch).toBeUndefined();
    expect(def.ab).toEqual([
      { kind: 'constant', effects: [], constant: { to: 'host', stat: 'atk', n: 2 } },
      { kind: 'constant', effects: [], constant: { to: 'host', stat: 'sch', n: -1 } },
    ]);
    // Attached to the villain in a game, it changes the villain's ATK and SCH.
    const g = new Game({ heroes: [{ identity: 'stw-h' }] }).skipMulligans();
    const v = g.find('nul-v1');
    const printed = { atk: stat(g.s, v, 'atk')!, sch: stat(g.s, v, 'sch')! };
    g.edit((d) => {
      redefine(d, 'nul-03', def);
      const a = place(d, 'nul-03', 'villain', 'encDeck');
      d.cards[a] = { on: v };
    });
    expect({ atk: stat(g.s, v, 'atk'), sch: stat(g.s, v, 'sch') }).toEqual({
      atk: printed.atk + 2,
      sch: printed.sch - 1,
    });
  });

  it('issue 12 §3, digest "Max": "Max X per round/game" is read from the text; a deck limit is not this', () => {
    expect(maxFromText('<b>Max 1 per round.</b>\n<b>Hero Action</b>: Draw 1 card.')).toEqual({ n: 1, per: 'round' });
    expect(maxFromText('An ability. Max 2 per game.')).toEqual({ n: 2, per: 'game' });
    expect(maxFromText('Max 1 per deck.')).toBeUndefined();
    expect(maxFromText(null)).toBeUndefined();
  });

  it('issue 12 §4, glossary "Surge"/"Gains": a keyword counts only as its own sentence, not "gains surge" in an effect', () => {
    // Our own sentences in the shape of the data's texts.
    expect(keywordsFromText('<b>When Revealed</b>: Heal 3. If nothing was healed, this card gains surge.')).toEqual({});
    expect(keywordsFromText('Attach to Zed.\nZed gains retaliate 2 and each minion gains guard.')).toEqual({});
    expect(keywordsFromText('<b>Hero Action</b>: Deal 4 damage. This attack gains piercing.')).toEqual({});
    expect(keywordsFromText('In expert mode, this card gains incite 1.')).toEqual({});
    // The keyword sentence after another sentence, with reminder text, or missing its full stop.
    expect(keywordsFromText('Spark form. Permanent.\nZed gets +1 ATK.')).toEqual({ permanent: true });
    expect(keywordsFromText('Uses (2 charge counters). Victory 0.')).toEqual({ uses: 2, victory: 0 });
    expect(keywordsFromText('Hinder 2[per_hero] <i>(a reminder.)</i>.\nAn ability.')).toEqual({ hinder: 2 });
    expect(keywordsFromText('Surge <i>(a reminder)</i>\n<b>When Revealed</b>: Zed heals 1.')).toEqual({ surge: true });
    expect(keywordsFromText('Toughness\nAn ability.')).toEqual({ toughness: true });
    expect(keywordsFromText('Attach to an enemy.\nTemporary.\nAttached enemy gets -1 ATK.')).toEqual({
      temporary: true,
    });
  });

  it('§2.1 Obligation, §2.2 Nemesis set: adaptCards links each identity (both faces) to the obligation of its set and the `<set>_nemesis` cards, given to its hero face', () => {
    const { cards } = adaptCards(catalog.cards);
    for (const face of ['90001a', '90001b'])
      expect(cards[face]).toMatchObject({ obligation: '90011', nemesis: ['90012', '90013'] });
    for (const code of ['90011', '90012', '90013']) expect(cards[code].owner).toBe('90001a');
    // a game with the adapted cards alone: obligation shuffled in, nemesis set aside (§3.1 steps 4–5, 10)
    const g = new Game({ heroes: [{ identity: '90001a', deck: { '90003': 4 } }], cards });
    expect(g.codes('encDeck')).toContain('90011');
    expect(g.codes('setAside').sort()).toEqual(['90012', '90013']);
  });

  it('unknown card types are reported, not used; the report lists cards resolved by hand', () => {
    const bad = { ...catalog.cards[0], code: 'zz1', typeCode: 'mystery' } as McCard;
    const { cards, problems } = adaptCards([bad, ...catalog.cards.filter((c) => c.typeCode === 'event').slice(0, 2)]);
    expect(problems).toEqual([{ code: 'zz1', reason: 'unknownType' }]);
    const report = automationReport(cards);
    expect(report.manual).toHaveLength(2);
    expect(report.automated).toEqual([]);
    expect(scriptedCardCount()).toBe(Object.keys(CONTENT).length + scriptedRealCardCount());
  });

  it('an imported event is playable: its cost is paid and it is logged as "resolve by hand"', () => {
    const event = catalog.cards.find((c) => c.typeCode === 'event' && !c.duplicateOf && (c.cost ?? 0) <= 1)!;
    const { cards } = adaptCards([event]);
    const def = cards[event.code];
    const g = new Game({
      heroes: [{ identity: 'stw-h', deck: { [event.code]: 1, 'bas-01': 12 } }],
      cards,
    }).skipMulligans();
    g.edit((d) => {
      const id =
        d.zones['deck.P1'].find((x) => x.includes(`:${event.code}:`)) ??
        d.zones['hand.P1'].find((x) => x.includes(`:${event.code}:`))!;
      d.zones['deck.P1'] = d.zones['deck.P1'].filter((x) => x !== id);
      d.zones['hand.P1'] = [id, ...d.zones['hand.P1'].filter((x) => x !== id)];
    });
    const id = g.s.zones['hand.P1'][0];
    g.do('P1', { type: 'play', card: id });
    if (g.s.ask?.k === 'pay') g.do('P1', { type: 'pay', card: g.s.zones['hand.P1'][0] });
    expect(g.events.some((e) => e.type === 'log' && e.key === 'mc.log.resolveByHand')).toBe(true);
    expect(g.s.zones['discard.P1']).toContain(id);
    expect(def.manual).toBe(true);
    // in a rules-enforced game, manual counters and moves to discard piles are allowed ("resolve by hand")
    const v = g.find('nul-v1');
    const r = g.send('P1', { type: 'manual.setCounter', counter: `dmg.${v}`, value: 3 } as never);
    expect(r.ok).toBe(true);
    expect(g.card(v).dmg).toBe(3);
    const refused = g.send('P1', { type: 'manual.shuffle', zone: 'encDeck' } as never);
    expect(refused.ok).toBe(false);
  });
});
