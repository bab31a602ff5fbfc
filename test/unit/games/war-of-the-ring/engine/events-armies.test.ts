// Rule tests of the event cards played through army, Nazgûl and battle Ops (engine/events-armies.ts; digest
// §4.6 event cards, §7 movement, §8 combat): one test per playable card, named, plus the handled/refused list.

import { describe, expect, it } from 'vitest';
import { EVENT_CARDS } from '../../../../../core/games/war-of-the-ring/data/events';
import { cardAutomated, isAutomated, regionMatches } from '../../../../../core/games/war-of-the-ring/engine/events';
import type { WotrAction, WotrEvent, WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { atWar, E, inHand, newGame, patch, place, play, toActions, withDice } from './helpers';
import { ARMY_CARD_TESTS } from './events-armies.cards';
import { TABLE_CARD_TESTS } from './table-cards';

type Side = 'fp' | 'shadow';

/** Phase 5 of turn 1, `side` to act with one Event die and the card in hand. */
function ready(id: string): WotrState {
  const side: Side = id.startsWith('fp.') ? 'fp' : 'shadow';
  let s = toActions(newGame());
  s = side === 'fp' ? withDice(s, ['event'], ['character']) : withDice(s, ['character'], ['event']);
  return inHand(patch(s, { active: side }), id);
}

const playOf = (id: string): WotrAction => ({ type: 'use', face: 'event', act: 'play', arg: id }) as WotrAction;

/** Every figure of a region back to the reinforcements (FP to casualties would change nothing here). */
function clear(s: WotrState, region: string): WotrState {
  let reserve = { ...s.reserve };
  for (const [k, n] of Object.entries(s.units[region] ?? {})) reserve = { ...reserve, [k]: (reserve[k] ?? 0) + n };
  const units = { ...s.units };
  delete (units as Record<string, unknown>)[region];
  return patch(s, { reserve, units });
}

const withChars = (s: WotrState, c: Record<string, string>) => patch(s, { chars: { ...s.chars, ...c } });
const top = (s: WotrState) => s.asks[s.asks.length - 1];
const unitsAt = (s: WotrState, r: string, side: Side) =>
  Object.entries(s.units[r] ?? {})
    .filter(
      ([k]) =>
        (k.endsWith('.regular') || k.endsWith('.elite')) &&
        (side === 'fp') === !/^(sauron|isengard|southrons)\./.test(k),
    )
    .reduce((a, [, n]) => a + n, 0);

interface Run {
  s: WotrState;
  ev: WotrEvent[];
}

/** Answers the pending decisions: `picks` in order for event asks when offered, else the first option; battles and
 * Nazgûl moves take their first legal action (the battle runs to its end by the normal flow). */
function drive(r0: { s: WotrState; ev: readonly WotrEvent[] }, picks: string[] = [], limit = 300): Run {
  let s = r0.s;
  const ev = [...r0.ev];
  const queue = picks.slice();
  for (let i = 0; i < limit && E.pending(s) && s.asks.length; i++) {
    const d = E.pending(s)!;
    const seat = d.seats[0];
    const legal = E.legalActions(s, seat);
    const ask = top(s);
    let a: WotrAction | undefined;
    if (queue.length && legal.some((x) => x.type === 'pick' && x.id === queue[0])) {
      const want = queue.shift();
      a = legal.find((x) => x.type === 'pick' && x.id === want)!;
    } else if (queue.length && queue[0] === 'done' && legal.some((x) => x.type === 'done')) {
      queue.shift();
      a = { type: 'done' };
    } else if (ask.k === 'minions') a = { type: 'done' };
    else a = legal.find((x) => x.type === 'pick' || x.type === 'combatCard') ?? legal[0];
    const r = play(s, a, seat);
    s = r.s;
    ev.push(...r.ev);
  }
  return { s, ev };
}

const start = (s: WotrState, id: string) => {
  expect(E.legalActions(s, id.startsWith('fp.') ? 'fp' : 'shadow')).toContainEqual(playOf(id));
  return play(s, playOf(id));
};
const optionsOf = (s: WotrState) => {
  const a = top(s);
  return a.k === 'event' ? [...a.options] : [];
};
const finished = (r: Run, id: string) => {
  const side = id.startsWith('fp.') ? 'fp' : 'shadow';
  expect(r.s.asks).toEqual([]);
  expect(r.s.battle ?? null).toBeNull();
  expect(r.s.hands[side]).not.toContain(id);
  expect(r.s.discards[side]).toContain(id);
};
const rolls = (ev: readonly WotrEvent[], what: 'strike' | 'roll' = 'strike') =>
  ev.filter((e): e is Extract<WotrEvent, { type: 'combatRoll' }> => e.type === 'combatRoll' && e.what === what);

describe('§4.6 army, Nazgûl and battle event cards: which are played', () => {
  it('every card of the army Ops that the interpreter plays has a rule test in this file', () => {
    for (const id of ARMY_CARD_TESTS) expect(isAutomated(id), id).toBe(true);
    // the standing-rule table cards and Balrog of Moria: events-table.ts (their tests: events-table.test.ts)
    expect(isAutomated('shadow.balrog-of-moria')).toBe(true);
    const armyOps = new Set([
      'strike',
      'move-army',
      'attack',
      'upgrade',
      'eliminate',
      'move-nazgul',
      'move-nazgul-to',
      'play-card-free',
    ]);
    const uses = (ops: readonly { op: string }[]): boolean =>
      ops.some(
        (o) =>
          armyOps.has(o.op) ||
          ('then' in o && uses((o as { then: { op: string }[] }).then)) ||
          ('options' in o && (o as { options: { effect: { op: string }[] }[] }).options.some((x) => uses(x.effect))),
      );
    // (a standing-rule table card using one of these Ops is tested with the table cards)
    for (const c of EVENT_CARDS.filter(cardAutomated))
      if (uses(c.effect) && !TABLE_CARD_TESTS.includes(c.id)) expect(ARMY_CARD_TESTS, c.id).toContain(c.id);
  });
});

describe('§4.6 / §8 strikes by card', () => {
  it('Dead Men of Dunharrow (fp.dead-men-of-dunharrow): Strider leads the Dead to Pelargir, one die of hits routs the Shadow, Gondor Regulars rise (§4.6, §8.7, §8.9)', () => {
    const id = 'fp.dead-men-of-dunharrow';
    let s = ready(id);
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id)); // Strider in the Fellowship: not in Rohan
    s = withChars(s, { strider: 'westemnet' });
    s = place(clear(s, 'pelargir'), 'pelargir', 'southrons.regular', 2);
    const r = drive(start(s, id), ['pelargir']);
    finished(r, id);
    expect(r.s.chars.strider).toBe('pelargir');
    const [roll] = rolls(r.ev);
    expect(roll.dice).toHaveLength(1);
    expect(roll.hits).toBe(roll.dice[0]); // hits = the die's result
    // destroyed, or the survivor retreated (§8.9): no Shadow army left there, then up to three Regulars rise
    expect(unitsAt(r.s, 'pelargir', 'shadow')).toBe(0);
    expect(r.s.units.pelargir['gondor.regular']).toBe(3);
    // the strike counts as an attack: the Southrons advance (already at step 2 → 1)
    expect(r.s.politics.southrons.step).toBe(1);
  });

  it("Faramir's Rangers (fp.faramirs-rangers): three dice (5+) at a Shadow army in Ithilien, casualties taken by the Shadow; Osgiliath gains a unit and a Leader (§8.7)", () => {
    const id = 'fp.faramirs-rangers';
    let s = ready(id);
    s = place(s, 'north-ithilien', 'sauron.regular', 3);
    const r = drive(start(s, id));
    finished(r, id);
    const [roll] = rolls(r.ev);
    expect(roll.dice).toHaveLength(3);
    expect(roll.need).toBe(5);
    expect(unitsAt(r.s, 'north-ithilien', 'shadow')).toBe(3 - roll.hits);
    expect(r.s.reserve['sauron.regular']).toBe(s.reserve['sauron.regular']! + roll.hits); // Shadow losses return
    const recruits = r.ev.filter((e) => e.type === 'recruited' && e.at === 'osgiliath');
    expect(recruits).toHaveLength(2);
    expect(r.s.units.osgiliath['gondor.leader']).toBe(1);
  });

  it('The Spirit of Mordor (fp.the-spirit-of-mordor): five dice (5+) at a Shadow army of two nations; the Shadow picks its casualties (§8.7)', () => {
    const id = 'fp.the-spirit-of-mordor';
    let s = ready(id);
    s = place(s, 'morannon', 'southrons.regular', 1);
    const r0 = start(s, id);
    let r: Run = { s: r0.s, ev: [...r0.ev] };
    const rolled = rolls(r.ev);
    // the only mixed army is at the Morannon: no choice of target; with hits left the Shadow chooses
    expect(rolled).toHaveLength(1);
    expect(rolled[0].dice).toHaveLength(5);
    if (r.s.asks.length) {
      expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', owner: 'fp' });
      expect(optionsOf(r.s)).toContain('remove:southrons.regular');
    }
    r = drive(r);
    finished(r, id);
    expect(unitsAt(r.s, 'morannon', 'shadow')).toBe(6 - rolled[0].hits);
  });

  it('Dreadful Spells (shadow.dreadful-spells): Nazgûl beside a Free Peoples army roll a die each (5+) at it (§4.6, §8.7)', () => {
    const id = 'shadow.dreadful-spells';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = place(place(s, 'north-ithilien', 'sauron.regular', 1), 'north-ithilien', 'sauron.nazgul', 3);
    const r = drive(start(s, id), ['north-ithilien', 'osgiliath']);
    finished(r, id);
    const [roll] = rolls(r.ev);
    expect(roll.dice).toHaveLength(3);
    expect(roll.side).toBe('shadow');
    expect(unitsAt(r.s, 'osgiliath', 'fp')).toBe(Math.max(0, 2 - roll.hits));
    // Free Peoples losses are casualties (out of the game)
    expect(r.s.casualties['gondor.regular'] ?? 0).toBe(Math.min(2, roll.hits));
  });

  it('Return to Valinor (shadow.return-to-valinor): every unbesieged Elven Stronghold rolls a die per Elven unit, 6s hit (§4.6)', () => {
    const id = 'shadow.return-to-valinor';
    const s = ready(id);
    const r = drive(start(s, id));
    finished(r, id);
    const rolled = rolls(r.ev);
    // Grey Havens 2, Rivendell 2, Lórien 3, Woodland Realm 2 units
    expect(rolled.map((x) => x.dice.length).sort()).toEqual([2, 2, 2, 3]);
    for (const x of rolled) expect(x.need).toBe(6);
    const hits = rolled.reduce((a, x) => a + x.hits, 0);
    const lost = r.ev.filter((e) => e.type === 'unitLost').length;
    expect(lost).toBe(hits); // one hit: a Regular removed or an Elite reduced
  });

  it('The Eagles are Coming! (fp.the-eagles-are-coming): a die per Nazgûl (5+) next to a Companion-led army; survivors fly to a Sauron Stronghold (§4.6)', () => {
    const id = 'fp.the-eagles-are-coming';
    let s = ready(id);
    s = place(place(s, 'north-ithilien', 'sauron.regular', 1), 'north-ithilien', 'sauron.nazgul', 3);
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id));
    s = withChars(s, { strider: 'osgiliath' });
    const before = s.reserve['sauron.nazgul']!;
    const r = drive(start(s, id));
    finished(r, id);
    const killed = r.ev.filter((e) => e.type === 'figureLost' && e.id === 'sauron.nazgul').length;
    expect(r.s.reserve['sauron.nazgul'] ?? 0).toBe(before + killed);
    expect(r.s.units['north-ithilien']?.['sauron.nazgul'] ?? 0).toBe(0);
    const flown = r.ev.filter((e) => e.type === 'nazgulMoved');
    expect(flown).toHaveLength(3 - killed);
    for (const f of flown)
      expect(['barad-dur', 'dol-guldur', 'minas-morgul', 'morannon', 'mount-gundabad', 'moria']).toContain(
        (f as { to: string }).to,
      );
  });
});

describe('§4.6 upgrades and eliminations by card', () => {
  it('The Grey Company (fp.the-grey-company): in Strider’s army a Regular is eliminated for an Elite; two Strategy cards drawn', () => {
    const id = 'fp.the-grey-company';
    let s = ready(id);
    s = withChars(s, { strider: 'osgiliath' });
    const r = drive(start(s, id));
    finished(r, id);
    expect(r.s.units.osgiliath).toMatchObject({ 'gondor.regular': 1, 'gondor.elite': 1 });
    expect(r.s.casualties['gondor.regular']).toBe(1);
    // played with an Event die while Gandalf the Grey guides: his guide ability draws one more (RULINGS E10)
    expect(s.fellowship.guide).toBe('gandalf-grey');
    expect(r.s.hands.fp.length).toBe(s.hands.fp.length - 1 + 2 + 1);
  });

  it('Hill-Trolls (shadow.hill-trolls): two Sauron Regulars anywhere become Elites, one pick at a time (§4.6)', () => {
    const id = 'shadow.hill-trolls';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = atWar(s, 'sauron');
    let r: Run = { ...start(s, id), ev: [] };
    expect(optionsOf(r.s)).toContain('moria|sauron.regular');
    r = drive(r, ['moria|sauron.regular', 'moria|sauron.regular']);
    finished(r, id);
    expect(r.s.units.moria).toEqual({ 'sauron.elite': 2 });
    expect(r.s.reserve['sauron.elite']).toBe(s.reserve['sauron.elite']! - 2);
    expect(r.s.reserve['sauron.regular']).toBe(s.reserve['sauron.regular']! + 2);
  });

  it('Stormcrow (shadow.stormcrow): a nation not at war holding a Companion steps back and loses a figure the Free Peoples choose (§4.6, §6.1)', () => {
    const id = 'shadow.stormcrow';
    let s = ready(id);
    s = withChars(s, { gimli: 'erebor' }); // Dwarves (not at war) with a Companion; the Fellowship is at Rivendell
    s = patch(s, { politics: { ...s.politics, dwarves: { step: 2, active: false } } });
    let r: Run = { ...start(s, id), ev: [] };
    r = drive(r, ['dwarves']);
    // the Free Peoples pick which Dwarven figure goes
    finished(r, id);
    expect(r.s.politics.dwarves.step).toBe(3);
    const lost = Object.entries(r.s.casualties).filter(([k]) => k.startsWith('dwarves.'));
    expect(lost.reduce((a, [, n]) => a + n, 0)).toBe(1);
  });

  it('Stormcrow: the pick of the figure belongs to the Free Peoples (chooser = opponent)', () => {
    const id = 'shadow.stormcrow';
    let s = ready(id);
    s = withChars(s, { gimli: 'erebor' });
    let r = play(s, playOf(id));
    while (top(r.s).k === 'event' && (top(r.s) as { op: { op: string } }).op.op !== 'eliminate') {
      const options = optionsOf(r.s);
      r = play(r.s, { type: 'pick', id: options.includes('dwarves') ? 'dwarves' : options[0] });
    }
    expect(top(r.s)).toMatchObject({ k: 'event', side: 'fp', owner: 'shadow' });
    expect(E.legalActions(r.s, 'shadow')).toEqual([]);
  });
});

describe('§4.6 / §7 army moves by card', () => {
  it('Through a Day and a Night (fp.through-a-day-and-a-night): a Companion’s army marches two regions as one (§7.1)', () => {
    const id = 'fp.through-a-day-and-a-night';
    let s = ready(id);
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id));
    s = withChars(s, { strider: 'osgiliath' });
    let r: Run = { ...start(s, id), ev: [] };
    // the source is the only Companion army: the destinations are asked
    expect(optionsOf(r.s)).toContain('to:lamedon'); // two steps through Pelargir (free)
    expect(optionsOf(r.s)).not.toContain('to:north-ithilien-x');
    r = drive(r, ['to:lamedon', 'go']);
    finished(r, id);
    expect(r.s.units.osgiliath).toBeUndefined();
    expect(r.s.units.lamedon).toEqual({ 'gondor.regular': 2 });
    expect(r.s.chars.strider).toBe('lamedon');
  });

  it('Through a Day and a Night: a region holding an enemy army blocks the way (§7.1)', () => {
    const id = 'fp.through-a-day-and-a-night';
    let s = withChars(ready(id), { strider: 'osgiliath' });
    for (const r of [
      'pelargir',
      'lossarnach',
      'minas-tirith',
      'druadan-forest',
      'west-harondor',
      'south-ithilien',
      'north-ithilien',
      'dead-marshes',
    ])
      s = place(clear(s, r), r, 'sauron.regular', 1);
    const r = play(s, playOf(id));
    // every neighbour holds a Shadow army: no move, the card is spent
    expect(r.s.asks).toEqual([]);
    expect(r.s.units.osgiliath).toEqual({ 'gondor.regular': 2 });
  });

  it('Paths of the Woses (fp.paths-of-the-woses): an army in Rohan goes straight to Minas Tirith (§4.6)', () => {
    const id = 'fp.paths-of-the-woses';
    let s = ready(id);
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id));
    s = atWar(s, 'rohan');
    const r = drive(start(s, id), ['edoras', 'go']);
    finished(r, id);
    expect(r.s.units.edoras).toBeUndefined();
    expect(r.s.units['minas-tirith']).toMatchObject({ 'gondor.regular': 3, 'rohan.regular': 1, 'rohan.elite': 1 });
  });

  it('Paths of the Woses: with Minas Tirith besieged the army comes out next to it (§4.6, §8.11)', () => {
    const id = 'fp.paths-of-the-woses';
    let s = atWar(ready(id), 'rohan');
    s = place(s, 'minas-tirith', 'sauron.regular', 3);
    s = patch(s, { sieges: { 'minas-tirith': 'fp' } });
    const r1 = play(s, playOf(id));
    const r2 = play(r1.s, { type: 'pick', id: 'edoras' });
    expect(optionsOf(r2.s).sort()).toEqual(['to:druadan-forest', 'to:lossarnach', 'to:osgiliath']);
    const r = drive(r2, ['to:lossarnach', 'go']);
    finished(r, id);
    expect(r.s.units.lossarnach).toEqual({ 'rohan.regular': 1, 'rohan.elite': 1 });
  });

  it('Shadows Gather (shadow.shadows-gather): one army marches up to three regions to join another Shadow army (§7.1)', () => {
    // not At War, Sauron's units stay in Sauron's lands (§6.4): from Moria only Dol Guldur is in reach
    const early = play(start(ready('shadow.shadows-gather'), 'shadow.shadows-gather').s, { type: 'pick', id: 'moria' });
    expect(top(early.s)).toMatchObject({ op: { _to: 'dol-guldur' } });
    const id = 'shadow.shadows-gather';
    // Sauron at war: its units may leave its borders (§6.4)
    const s = atWar(ready(id), 'sauron');
    let r: Run = { ...play(start(s, id).s, { type: 'pick', id: 'moria' }), ev: [] };
    const dests = optionsOf(r.s);
    // only regions already holding an (unbesieged) Shadow army
    for (const d of dests) expect(unitsAt(s, d.slice(3), 'shadow')).toBeGreaterThan(0);
    expect(dests).toContain('to:north-dunland');
    r = drive(r, ['to:north-dunland', 'go']);
    finished(r, id);
    expect(r.s.units['north-dunland']).toEqual({ 'isengard.regular': 1, 'sauron.regular': 2 });
  });

  it('The Shadow Lengthens (shadow.the-shadow-lengthens): two armies, two regions each, each to join another army (§7.1)', () => {
    const id = 'shadow.the-shadow-lengthens';
    const s = atWar(ready(id), 'sauron');
    const r = drive(start(s, id), ['moria', 'to:north-dunland', 'go', 'nurn', 'to:gorgoroth', 'go']);
    finished(r, id);
    expect(r.ev.filter((e) => e.type === 'armyMoved')).toHaveLength(2);
    expect(r.s.units.gorgoroth).toEqual({ 'sauron.regular': 5 });
  });

  it('The Shadow is Moving (shadow.the-shadow-is-moving): up to four armies one region each; the Shadow may stop (§7.1)', () => {
    const id = 'shadow.the-shadow-is-moving';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = atWar(s, 'sauron', 'isengard', 'southrons');
    let r: Run = { ...start(s, id), ev: [] };
    expect(E.legalActions(r.s, 'shadow')).toContainEqual({ type: 'done' });
    r = drive(r, ['moria', 'to:hollin', 'go', 'done']);
    finished(r, id);
    expect(r.ev.filter((e) => e.type === 'armyMoved')).toHaveLength(1);
    expect(r.s.units.hollin).toEqual({ 'sauron.regular': 2 });
  });

  it('Rage of the Dunlendings (shadow.rage-of-the-dunlendings): two Regulars next to Dunland, then up to four Isengard units join them (§4.6)', () => {
    const id = 'shadow.rage-of-the-dunlendings';
    let s = ready(id);
    s = atWar(s, 'isengard');
    s = place(s, 'north-dunland', 'isengard.regular', 4);
    const r = drive(start(s, id), ['tharbad', 'yes', 'north-dunland', 'go', 'south-dunland', 'go']);
    finished(r, id);
    // 2 recruited + 4 (the cap) from North Dunland; South Dunland's army has no unit left to send
    expect(r.s.units.tharbad).toEqual({ 'isengard.regular': 6 });
    expect(r.s.units['north-dunland']).toEqual({ 'isengard.regular': 1 });
    expect(r.s.units['south-dunland']).toEqual({ 'isengard.regular': 1 });
  });

  it('Corsairs of Umbar (shadow.corsairs-of-umbar): the fleet lands on an empty Gondor coast (§4.6)', () => {
    const id = 'shadow.corsairs-of-umbar';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = atWar(s, 'southrons');
    const r1 = play(s, playOf(id));
    expect(optionsOf(r1.s).sort()).toEqual(['to:anfalas', 'to:dol-amroth', 'to:lamedon', 'to:pelargir']);
    const r = drive(r1, ['to:anfalas', 'go']);
    finished(r, id);
    expect(r.s.units.anfalas).toEqual({ 'southrons.regular': 3 });
    expect(r.s.politics.gondor.active).toBe(true); // a Shadow army entering Gondor activates it (§6.2)
  });

  it('Corsairs of Umbar: a Free Peoples army on that coast must fight, and the raiders cannot cease (§8.1, §8.9)', () => {
    const id = 'shadow.corsairs-of-umbar';
    const s = atWar(ready(id), 'southrons');
    const r1 = play(s, playOf(id));
    const r2 = play(r1.s, { type: 'pick', id: 'to:pelargir' });
    expect(r2.s.battle).toMatchObject({ attacker: 'shadow', from: 'umbar', at: 'pelargir', noCease: true });
    // the card waits under the battle and ends with it
    const r = drive(r2, [], 500);
    finished(r, id);
    expect(r.ev.some((e) => e.type === 'battleEnded')).toBe(true);
  });
});

describe('§4.6 / §7.4 / §8 Nazgûl and battles by card', () => {
  it('The Black Captain Commands (shadow.the-black-captain-commands): two Nazgûl join the Witch-king, then his army moves (§4.6)', () => {
    const id = 'shadow.the-black-captain-commands';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = withChars(s, { 'witch-king': 'minas-morgul' });
    const r = drive(start(s, id), ['0', 'yes', '0', 'to:north-ithilien', 'go']);
    finished(r, id);
    expect(r.s.units['north-ithilien']).toEqual({ 'sauron.regular': 5, 'sauron.nazgul': 3 });
    expect(r.s.chars['witch-king']).toBe('north-ithilien');
  });

  it('The Black Captain Commands: his army attacks through the normal battle flow, the card resumes after it (§8.1)', () => {
    const id = 'shadow.the-black-captain-commands';
    let s = withChars(ready(id), { 'witch-king': 'minas-morgul' });
    s = atWar(s, 'sauron');
    s = place(s, 'south-ithilien', 'gondor.regular', 1);
    const r1 = drive(start(s, id), ['0', 'yes', '1'], 3);
    expect(r1.s.battle).toMatchObject({ attacker: 'shadow', from: 'minas-morgul', at: 'south-ithilien' });
    // the card's marker lies under the battle
    expect(r1.s.asks.map((a) => a.k)).toEqual(['event', 'battle']);
    const r = drive(r1, [], 500);
    finished(r, id);
  });

  it('The Ringwraiths are Abroad (shadow.the-ringwraiths-are-abroad): the Nazgûl move (§7.4), then two armies with Nazgûl move', () => {
    const id = 'shadow.the-ringwraiths-are-abroad';
    const s = ready(id);
    const r1 = play(s, playOf(id));
    expect(top(r1.s)).toMatchObject({ k: 'minions' });
    const picks = E.legalActions(r1.s, 'shadow');
    expect(picks).toContainEqual({ type: 'pick', id: 'nazgul@morannon' });
    expect(picks).not.toContainEqual({ type: 'pick', id: 'mouth-of-sauron' });
    let r = play(r1.s, { type: 'pick', id: 'nazgul@morannon' });
    r = play(r.s, { type: 'moveTo', to: 'dol-guldur' });
    r = play(r.s, { type: 'done' });
    // the card resumes: the optional choice
    expect(top(r.s)).toMatchObject({ k: 'event', card: id });
    const end = drive(r, [
      'yes',
      '0',
      'dol-guldur',
      'to:north-anduin-vale',
      'go',
      'minas-morgul',
      'to:north-ithilien',
      'go',
    ]);
    finished(end, id);
    expect(end.s.units['dol-guldur']).toBeUndefined();
    expect(end.s.units['north-ithilien']).toEqual({ 'sauron.regular': 5, 'sauron.nazgul': 1 });
  });

  it('Nazgûl Search (shadow.nazgul-search): the Nazgûl move, one with the Fellowship reveals it (§7.4, §5)', () => {
    const id = 'shadow.nazgul-search';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = patch(s, {
      fellowship: { ...s.fellowship, at: 'trollshaws', trueAt: 'trollshaws', progress: 1, path: ['trollshaws'] },
    });
    let r = play(s, playOf(id));
    r = play(r.s, { type: 'pick', id: 'nazgul@morannon' });
    r = play(r.s, { type: 'moveTo', to: 'trollshaws' });
    r = play(r.s, { type: 'done' });
    const end = drive(r);
    expect(end.s.discards.shadow).toContain(id);
    expect(end.s.fellowship.revealed).toBe(true);
  });

  it('The Nazgûl Strike! (shadow.the-nazgul-strike): after the Fellowship moved, a Nazgûl reaching it lets the Shadow hunt as if it moved (§7.4, §5.12)', () => {
    const id = 'shadow.the-nazgul-strike';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id)); // the Fellowship has not moved (Progress 0)
    s = patch(s, {
      fellowship: { ...s.fellowship, at: 'trollshaws', trueAt: 'trollshaws', progress: 1, path: ['trollshaws'] },
    });
    let r = play(s, playOf(id));
    r = play(r.s, { type: 'pick', id: 'nazgul@morannon' });
    r = play(r.s, { type: 'moveTo', to: 'trollshaws' });
    r = play(r.s, { type: 'done' });
    // a Nazgûl stands with the Fellowship: the Shadow may hunt (option 1) instead of throwing out a table card
    expect(top(r.s)).toMatchObject({ k: 'event', side: 'shadow', options: ['yes'] });
    r = play(r.s, { type: 'pick', id: 'yes' });
    expect(top(r.s)).toMatchObject({ k: 'event', options: ['0', '1'] });
    r = play(r.s, { type: 'pick', id: '1' });
    const end = drive(r);
    expect(end.ev.some((e) => e.type === 'huntRoll')).toBe(true);
    expect(end.s.discards.shadow).toContain(id);
  });

  it('Cirdan’s Ships (fp.cirdans-ships): with the Elves at war two Elven units land on a coast holding a Free Peoples army (§6.6)', () => {
    const id = 'fp.cirdans-ships';
    let s = ready(id);
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id));
    s = atWar(s, 'elves');
    const r1 = play(s, playOf(id));
    // coastal regions with a Free Peoples army only (not Minas Tirith, not Rivendell)
    expect(optionsOf(r1.s).sort()).toEqual(['dol-amroth', 'grey-havens', 'pelargir']);
    const r = drive(r1, ['pelargir']);
    finished(r, id);
    const landed = r.ev.filter((e) => e.type === 'recruited' && e.at === 'pelargir');
    expect(landed).toHaveLength(2);
  });
});

describe('§4.6 / §8.11–§8.14 battles with the card’s own rules', () => {
  /** Minas Tirith besieged by a Sauron army (the defenders: 3 Regulars, 1 Elite, 1 Leader). */
  function besiegedMinasTirith(s: WotrState, units = 5): WotrState {
    s = atWar(place(s, 'minas-tirith', 'sauron.regular', units), 'sauron', 'gondor');
    return patch(s, { sieges: { 'minas-tirith': 'fp' } });
  }
  const roundsOf = (ev: readonly WotrEvent[]) => ev.filter((e) => e.type === 'round').length;

  it('Grond, Hammer of the Underworld (shadow.grond-hammer-of-the-underworld): the Witch-king’s besiegers assault for three rounds; in round one the FP need a Companion for a combat card (§8.12)', () => {
    const id = 'shadow.grond-hammer-of-the-underworld';
    let s = ready(id);
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id));
    s = withChars(besiegedMinasTirith(s), { 'witch-king': 'minas-tirith' });
    s = inHand(s, 'fp.athelas'); // a Free Peoples combat card in hand
    const r1 = drive(start(s, id), [], 1); // the rearguard step (or straight to the cards)
    expect(r1.s.battle).toMatchObject({ type: 'siege', cardRounds: 3, fpCardNeedsCompanion: true });
    let r = r1;
    while (r.s.battle && r.s.battle.step !== 'cards') r = drive(r, [], 1);
    // no Companion inside: the Free Peoples may only decline a combat card in round one
    expect(E.legalActions(r.s, 'fp')).toEqual([{ type: 'combatCard', card: 'none' }]);
    r = drive(r, [], 500);
    finished(r, id);
    const fpLeft = unitsAt(r.s, 'minas-tirith', 'fp');
    const shLeft = unitsAt(r.s, 'minas-tirith', 'shadow');
    // three rounds (no Elite to extend it), unless one side was wiped out earlier
    if (fpLeft > 0 && shLeft > 0) expect(roundsOf(r.ev)).toBe(3);
    else expect(roundsOf(r.ev)).toBeLessThanOrEqual(3);
  });

  it('Grond: with a Companion inside the Free Peoples may play a combat card in round one (§8.5)', () => {
    const id = 'shadow.grond-hammer-of-the-underworld';
    let s = withChars(besiegedMinasTirith(ready(id)), { 'witch-king': 'minas-tirith', boromir: 'minas-tirith' });
    s = inHand(s, 'fp.athelas');
    let r: Run = { ...start(s, id), ev: [] };
    while (r.s.battle && r.s.battle.step !== 'cards') r = drive(r, [], 1);
    expect(E.legalActions(r.s, 'fp').length).toBeGreaterThan(1);
  });

  it('The Fighting Uruk-hai (shadow.the-fighting-uruk-hai): with Saruman in play, Isengard’s besiegers assault for three rounds (§8.12)', () => {
    const id = 'shadow.the-fighting-uruk-hai';
    let s = ready(id);
    s = atWar(place(s, 'helms-deep', 'isengard.regular', 5), 'isengard');
    s = patch(s, { sieges: { 'helms-deep': 'fp' } });
    expect(E.legalActions(s, 'shadow')).not.toContainEqual(playOf(id)); // Saruman not in play
    s = withChars(s, { saruman: 'orthanc' });
    const r1 = start(s, id);
    expect(r1.s.battle).toMatchObject({ type: 'siege', at: 'helms-deep', cardRounds: 3, fpCardNeedsCompanion: true });
    const r = drive(r1, [], 500);
    finished(r, id);
    const both = unitsAt(r.s, 'helms-deep', 'fp') > 0 && unitsAt(r.s, 'helms-deep', 'shadow') > 0;
    if (both) expect(roundsOf(r.ev)).toBe(3);
  });

  it('Help Unlooked For (fp.help-unlooked-for): a relief army attacks the besiegers, who roll a die less per unit inside (§8.14)', () => {
    const id = 'fp.help-unlooked-for';
    let s = ready(id);
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id));
    s = besiegedMinasTirith(s, 3);
    const r1 = start(s, id);
    expect(r1.s.battle).toMatchObject({ type: 'field', from: 'osgiliath', at: 'minas-tirith', attacker: 'fp' });
    expect(r1.s.battle?.fewerDicePerBesieged).toBe(true);
    const r = drive(r1, [], 500);
    finished(r, id);
    // three besiegers, five Free Peoples units inside: the Shadow rolls a single die (never fewer than one)
    const shadowRolls = r.ev.filter((e) => e.type === 'combatRoll' && e.side === 'shadow' && e.what === 'roll');
    expect(shadowRolls.length).toBeGreaterThan(0);
    for (const x of rolls(r.ev, 'roll').filter((e) => e.side === 'shadow')) expect(x.dice).toHaveLength(1);
  });

  for (const id of ['fp.the-ents-awake-entmoot', 'fp.the-ents-awake-huorns', 'fp.the-ents-awake-treebeard'])
    it(`The Ents Awake (${id}): three dice (4+) at Orthanc, a lone Saruman falls, the White Rider in Fangorn plays a Character card free (§4.6)`, () => {
      let s = ready(id);
      expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id));
      s = withChars(s, { 'gandalf-white': 'fangorn', saruman: 'orthanc' });
      expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id)); // no Companion in Fangorn yet
      s = withChars(s, { strider: 'fangorn' });
      s = inHand(s, 'fp.athelas'); // a Character card with no precondition: healing dice
      s = patch(s, { fellowship: { ...s.fellowship, corruption: 3 } });
      const r0 = start(s, id);
      const rolled = rolls(r0.ev);
      expect(rolled).toHaveLength(1);
      expect(rolled[0]).toMatchObject({ need: 4 });
      expect(rolled[0].dice).toHaveLength(3);
      const r = drive(r0, ['yes', 'fp.athelas']);
      finished(r, id);
      expect(r.s.discards.fp).toContain('fp.athelas');
      expect(r.s.hands.fp).not.toContain('fp.athelas');
      expect(r.s.fellowship.corruption).toBeLessThanOrEqual(3); // Athelas ran
      // five units at Orthanc (worth 6): Saruman falls only if the army is gone
      const left = unitsAt(r.s, 'orthanc', 'shadow');
      expect(left).toBeGreaterThanOrEqual(5 - rolled[0].hits);
      expect(left).toBeLessThanOrEqual(5);
      // at most three hits on an army worth six: Saruman keeps his army and his place
      expect(r.s.chars.saruman).toBe('orthanc');
    });

  it('The Ents Awake: the card picked for the free play is secret to the Shadow (hidden hand, §4.6)', () => {
    const id = 'fp.the-ents-awake-treebeard';
    let s = withChars(ready(id), { 'gandalf-white': 'fangorn', strider: 'fangorn', saruman: 'orthanc' });
    s = inHand(s, 'fp.athelas');
    let r: Run = { ...start(s, id), ev: [] };
    // the Shadow's casualties first, then the "may" and the pick
    for (let i = 0; i < 10 && !optionsOf(r.s).includes('fp.athelas'); i++) r = drive(r, ['yes'], 1);
    expect(top(r.s)).toMatchObject({ k: 'event', side: 'fp', op: { op: 'play-card-free' } });
    expect(optionsOf(r.s)).toContain('fp.athelas');
    const seen = (v: unknown) => (v as { asks: { options: string[] }[] }).asks.at(-1)!.options;
    expect(seen(E.view(r.s, 'fp'))).toContain('fp.athelas');
    expect(seen(E.view(r.s, 'shadow'))).toEqual([]);
    // once picked the card is public: it goes to the discard pile and the log says it was played free
    r = drive(r, ['fp.athelas'], 1);
    expect(r.s.discards.fp).toContain('fp.athelas');
    const free = r.ev.find((e) => e.type === 'playedFree');
    expect(free).toEqual({ type: 'playedFree', side: 'fp', card: 'fp.athelas' });
    for (const viewer of ['fp', 'shadow', null])
      expect(E.describe!(free!, viewer)).toEqual({
        key: 'wotr.log.playedFree',
        params: { side: 'fp', card: 'fp.athelas' },
      });
  });

  it('The Ents Awake: a Saruman left without an army in Orthanc falls; without the White Rider near, no free card (§4.6)', () => {
    const id = 'fp.the-ents-awake-entmoot';
    let s = clear(ready(id), 'orthanc');
    s = withChars(s, { 'gandalf-white': 'lorien', strider: 'fangorn', saruman: 'orthanc' });
    s = inHand(s, 'fp.athelas');
    const r = drive(start(s, id));
    finished(r, id);
    expect(rolls(r.ev)).toEqual([]); // no army to strike
    expect(r.s.chars.saruman).toBe('dead');
    expect(r.s.hands.fp).toContain('fp.athelas');
  });
});

describe('§4.6 region filters of the army cards: coasts and sieges (§8.11)', () => {
  it('coastal regions come from the map; besieged / besieging armies and besieged Strongholds follow the sieges', () => {
    let s = newGame();
    expect(regionMatches(s, 'pelargir', { coastal: true })).toBe(true);
    expect(regionMatches(s, 'minas-tirith', { coastal: true })).toBe(false);
    expect(regionMatches(s, 'minas-tirith', { coastal: false })).toBe(true);
    s = place(s, 'minas-tirith', 'sauron.regular', 2);
    s = patch(s, { sieges: { 'minas-tirith': 'fp' } });
    expect(regionMatches(s, 'minas-tirith', { army: { side: 'fp', besieged: true } })).toBe(true);
    expect(regionMatches(s, 'minas-tirith', { army: { side: 'fp', besieged: false } })).toBe(false);
    expect(regionMatches(s, 'minas-tirith', { army: { side: 'shadow', besieging: true } })).toBe(true);
    expect(regionMatches(s, 'osgiliath', { army: { side: 'fp', besieged: false } })).toBe(true);
    expect(regionMatches(s, 'osgiliath', { army: { side: 'fp', besieged: true } })).toBe(false);
    expect(regionMatches(s, 'minas-tirith', { besiegedStronghold: true })).toBe(true);
    expect(regionMatches(s, 'rivendell', { besiegedStronghold: false })).toBe(true);
  });
});
