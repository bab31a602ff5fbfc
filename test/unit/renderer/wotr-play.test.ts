import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import { warOfTheRing, wotrEngine, wotrPlayContent, type WotrState } from '../../../core/games/war-of-the-ring';
import { EVENT_CARDS } from '../../../core/games/war-of-the-ring/data/events';
import { SPECIAL_HUNT_TILES } from '../../../core/games/war-of-the-ring/data/hunt';
import {
  actionLabel,
  groupActions,
  nameParam,
  warSteps,
  namesFor,
  poolCounts,
  regionsOf,
  tableView,
  type Action,
  type WotrEngineView,
} from '../../../renderer/src/games/war-of-the-ring/play/board-model';
import { warOfTheRing as wotrScreens } from '../../../renderer/src/games/war-of-the-ring';
import { createAppI18n } from '../../../renderer/src/i18n';
import { messageKeys } from '../../../renderer/src/games/text';
import { countingIn } from '../../support/translate';
import { startingTable, wotrBoardData } from '../../support/wotr-table';

/**
 * The War of the Ring play screen (issue 14 §9): every key the engine sends — prompts, asks, battle
 * steps, refusals (naming their rule), log lines, victory reasons — has a message in every language
 * (the engine's keys are read from its sources, so a key added without a message fails here); the
 * board maps the engine's view onto the map's view model and labels every legal action of random
 * games in every language without a missing message.
 */
const ENGINE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../core/games/war-of-the-ring/engine');
const sources = fs
  .readdirSync(ENGINE)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => fs.readFileSync(path.join(ENGINE, f), 'utf8'))
  .join('\n');
const types = fs.readFileSync(path.join(ENGINE, 'types.ts'), 'utf8');

const i18n = createAppI18n('en');
const { te, t } = i18n.global;
const prefixes = wotrScreens.moduleMessages!;
type Locale = (typeof LOCALES)[number];

const resolved = (key: string, l: Locale) => messageKeys(key, prefixes).find((k) => te(k, l));
const missingIn = (keys: Iterable<string>) =>
  [...keys].flatMap((k) => LOCALES.filter((l) => !resolved(k, l)).map((l) => `${l}: ${k}`));

/** String literals of a union declared in types.ts, e.g. the `k` of every Ask or the `type` of every event. */
function fieldValues(typeName: string, field: string): string[] {
  const m = new RegExp(`export type ${typeName} =([\\s\\S]*?)(?:\\n\\n|$)`).exec(types);
  expect(m, typeName).not.toBeNull();
  return [...new Set([...m![1].matchAll(new RegExp(`${field}: '([A-Za-z-]+)'`, 'g'))].map((x) => x[1]))].sort();
}

describe('engine keys have messages in every language (issue 14, bad input: a translated reason naming the rule)', () => {
  it('every refusal code names its rule', () => {
    const codes = [...new Set([...sources.matchAll(/code: '(wotr\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(codes.length).toBeGreaterThan(8);
    expect(missingIn(codes)).toEqual([]);
    for (const code of codes)
      for (const l of LOCALES)
        expect(t(resolved(code, l)!, { rule: '§9.9' }, { locale: l }), `${l}: ${code}`).toContain('§9.9');
  });

  it('every prompt, ask and battle step', () => {
    const prompts = [...new Set([...sources.matchAll(/'(wotr\.prompt\.[A-Za-z]+)'/g)].map((m) => m[1]))];
    expect(prompts.sort()).toEqual(['wotr.prompt.action', 'wotr.prompt.fellowship', 'wotr.prompt.hunt']);
    const asks = fieldValues('Ask', 'k').map((k) => `wotr.ask.${k}`);
    expect(asks.length).toBeGreaterThan(9);
    const steps = [...types.matchAll(/\| '([a-z]+)' \/\/ §/g)].map((m) => `wotr.ask.battle.${m[1]}`);
    expect(steps).toContain('wotr.ask.battle.casualties');
    expect(missingIn([...prompts, ...asks, ...steps, 'wotr.ask.combatCard'])).toEqual([]);
  });

  it('every log event and victory reason', () => {
    const events = fieldValues('WotrEvent', 'type').map((e) => `wotr.log.${e}`);
    expect(events.length).toBeGreaterThan(40);
    expect(missingIn(events)).toEqual([]);
    const reasons = [...new Set([...sources.matchAll(/win\(m, '(?:fp|shadow)', '([a-z]+)'/g)].map((m) => m[1]))];
    expect(reasons.sort()).toEqual(['corruption', 'military', 'ring']);
    expect(missingIn(reasons.map((r) => `wotr.victory.${r}`))).toEqual([]);
  });
});

describe('the game is registered (issue 14 §9)', () => {
  it('with the engine and the boxes of the collection (issue 15 §4), its names in four languages and the board data as content', () => {
    expect(warOfTheRing.features).toEqual(['engine', 'table', 'collection']);
    expect(warOfTheRing.names).toEqual({
      en: 'War of the Ring',
      tr: 'Yüzüklerin Savaşı',
      de: 'Der Ringkrieg',
      hu: 'A Gyűrű Háborúja',
    });
    const content = wotrPlayContent();
    expect(content).toMatchObject(wotrBoardData());
    expect(Object.keys(content.cards)).toHaveLength(EVENT_CARDS.length);
    expect(Object.values(content.tiles).filter((k) => k === 'eye')).toHaveLength(4);
    expect(
      warOfTheRing.engines?.[0].content?.(null, { deck: () => ({ slots: {}, problems: [] }), catalog: () => null }),
    ).toEqual(content);
    for (const l of LOCALES) expect(t('games.war-of-the-ring', {}, { locale: l })).toBe(warOfTheRing.names![l]);
  });
});

/** A small deterministic generator (tests may not depend on Math.random for replay). */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe('the board maps the engine view and labels every legal action', () => {
  const content = wotrPlayContent();

  it('the starting view is the starting table', () => {
    const s = wotrEngine.setup({}, 'board-start');
    const v = wotrEngine.view(s, 'fp') as WotrEngineView;
    const table = tableView(v, content);
    const start = startingTable();
    expect(table.regions).toEqual(
      Object.fromEntries(Object.entries(start.regions).map(([r, reg]) => [r, { ...reg, units: reg!.units }])),
    );
    expect(table.politics).toEqual(start.politics);
    expect(table.fellowship).toMatchObject({ ...start.fellowship, companions: expect.any(Array) });
    expect([...table.fellowship.companions].sort()).toEqual([...start.fellowship.companions].sort());
    expect(table.huntPool).toEqual(start.huntPool);
    expect(table.elvenRings).toEqual(start.elvenRings);
  });

  it('the Hunt Pool is counted by kind: numbered, special, Eye, and the special tiles waiting for Mordor (§5.10)', () => {
    const hunt = { pool: 16, drawn: [], waiting: [], removed: [] };
    expect(poolCounts(hunt, content.tiles)).toEqual({ standard: 12, special: 0, eye: 4, waiting: 0 });
    // two tiles drawn (a numbered one and an Eye), two special tiles in the pool, one waiting
    const played = { pool: 16, drawn: ['std-1', 'eye-2'], waiting: ['fp.zero-a'], removed: [] };
    expect(poolCounts(played, content.tiles)).toEqual({ standard: 11, special: 2, eye: 3, waiting: 1 });
    // the ids the counts read are the data's: every special tile is counted as special
    const specials = Object.entries(content.tiles).filter(([, k]) => k === 'special');
    expect(specials.map(([id]) => id).sort()).toEqual(SPECIAL_HUNT_TILES.map((t) => t.id).sort());
    // a numbered tile removed from the game (an event) leaves the pool
    expect(poolCounts({ pool: 15, drawn: [], waiting: [], removed: ['std-3'] }, content.tiles)).toMatchObject({
      standard: 11,
      special: 0,
    });
  });

  it('random games: views map, actions are labelled in every language, regions named', () => {
    const pick = lcg(14);
    let labelled = 0;
    const types = new Set<string>();
    for (let g = 0; g < 3; g++) {
      let s: WotrState = wotrEngine.setup({}, `board-${g}`);
      for (let i = 0; i < 250; i++) {
        const d = wotrEngine.pending(s);
        if (!d) break;
        const seat = d.seats[0];
        const legal = wotrEngine.legalActions(s, seat) as unknown as Action[];
        if (!legal.length) break;
        const view = wotrEngine.view(s, seat) as WotrEngineView;
        const table = tableView(view, content);
        // units on the map = units the engine has there (besieged or not)
        let mapped = 0;
        for (const reg of Object.values(table.regions))
          for (const counts of [...Object.values(reg?.units ?? {}), ...Object.values(reg?.besiegedUnits ?? {})])
            mapped += counts!.regular + counts!.elite + counts!.leader + counts!.nazgul;
        let engine = 0;
        for (const r of Object.values(view.units)) for (const n of Object.values(r)) engine += n;
        expect(mapped).toBe(engine);
        if (i % 5 === 0 || legal.length < 30) {
          for (const l of LOCALES) {
            const tr = (k: string, p?: Record<string, unknown>) => t(k, p ?? {}, { locale: l });
            const names = namesFor(content, tr, l);
            for (const g2 of groupActions(legal, names, tr)) {
              expect(g2.title).not.toMatch(/wotr\./);
              for (const a of g2.actions) {
                expect(a.label, JSON.stringify(a.action)).not.toMatch(/wotr\.|undefined/);
                for (const r of regionsOf(a.action)) expect(content.regions.some((x) => x.id === r)).toBe(true);
                labelled++;
                types.add(a.action.type);
              }
            }
          }
        }
        const r = wotrEngine.apply(s, legal[pick(legal.length)] as never, seat);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        for (const e of r.events) {
          const line = wotrEngine.describe!(e, seat)!;
          for (const l of LOCALES) {
            const key = resolved(line.key, l);
            expect(key, `${l}: ${line.key}`).toBeTruthy();
            const tr = (k: string, p?: Record<string, unknown>) => t(k, p ?? {}, { locale: l });
            const names = namesFor(content, tr, l);
            const params: Record<string, unknown> = {};
            for (const [k, v] of Object.entries(line.params ?? {}))
              params[k] = nameParam(names, tr, k, v, line.key) ?? v;
            expect(t(key!, params as never, { locale: l })).not.toMatch(/wotr\.|undefined/);
          }
        }
        s = r.state;
      }
    }
    expect(labelled).toBeGreaterThan(200);
    expect(types).toContain('use');
  });

  it('a card drawn is named to its owner only (the log line reads whole either way)', () => {
    const tr = (k: string, p?: Record<string, unknown>) => t(k, p ?? {}, { locale: 'en' });
    const names = namesFor(content, tr, 'en');
    const card = EVENT_CARDS[0];
    const line = (viewer: string) => {
      const e = wotrEngine.describe!({ type: 'drew', side: 'fp', card: card.id, deck: card.deck }, viewer)!;
      const params: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(e.params ?? {})) params[k] = nameParam(names, tr, k, v, e.key) ?? v;
      return t(resolved(e.key, 'en')!, params as never, { locale: 'en' });
    };
    expect(line('fp')).toBe(
      `Free Peoples drew a ${card.deck === 'character' ? 'Character' : 'Strategy'} card: ${card.name}.`,
    );
    expect(line('shadow')).toBe(`Free Peoples drew a ${card.deck === 'character' ? 'Character' : 'Strategy'} card.`);
  });

  it('labels name the rule terms, cards and regions', () => {
    const tr = (k: string, p?: Record<string, unknown>) => t(k, p ?? {}, { locale: 'en' });
    const names = namesFor(content, tr, 'en');
    expect(actionLabel({ type: 'use', face: 'character', act: 'moveFellowship', arg: 'rivendell' }, names, tr)).toBe(
      'Character: move the Fellowship: Rivendell',
    );
    expect(actionLabel({ type: 'huntDice', count: 2 }, names, tr)).toBe('2 dice to the Hunt');
    expect(actionLabel({ type: 'pick', id: 'reduce:gondor.elite' }, names, tr)).toBe('Reduce Gondor Elite');
    const card = EVENT_CARDS[0];
    expect(actionLabel({ type: 'discard', card: card.id }, names, tr)).toBe(`Discard ${card.name}`);
    expect(actionLabel({ type: 'pick', id: 'self:2' }, names, tr)).toBe('Take hits on your own units: 2');
    expect(actionLabel({ type: 'pick', id: 'sacrifice:char:strider' }, names, tr)).toBe('Sacrifice Strider');
    expect(actionLabel({ type: 'pick', id: 'kill:sauron.nazgul' }, names, tr)).toBe('Eliminate Sauron Nazgûl');
    // every battle choice the engine offers (combat.ts) is labelled in every language
    const battle: Action[] = [
      ...['field', 'withdraw', 'cease', 'continue', 'stay'].map((id) => ({ type: 'pick', id })),
      ...['remove:rohan.regular', 'reduce:rohan.elite', 'extend:isengard.elite', 'self:0', 'kill:char:saruman'].map(
        (id) => ({ type: 'pick', id }),
      ),
      { type: 'combatCard', card: 'none' },
      { type: 'combatCard', card: card.id },
      { type: 'leave', key: 'char:witch-king' },
      { type: 'moveTo', to: 'osgiliath' },
    ];
    for (const l of LOCALES) {
      const trl = (k: string, p?: Record<string, unknown>) => t(k, p ?? {}, { locale: l });
      for (const a of battle)
        expect(actionLabel(a, namesFor(content, trl, l), trl), `${l} ${a.id}`).not.toMatch(/wotr\.|undefined|NaN/);
    }
    // the frame names an array param element by element (a roll's faces, the companions of a line)
    expect(nameParam(names, tr, 'faces', 'muster-army', 'wotr.log.rolled')).toBe(names.face('muster-army'));
    expect(nameParam(names, tr, 'faces', 'muster-army', 'wotr.log.rolled')).not.toBe('muster-army');
    expect(nameParam(names, tr, 'companions', 'strider', 'wotr.log.separated')).toBe('Strider');
    // a die's argument ends its log line, named (a Fellowship move has none: its destination is secret)
    const use = (e: Record<string, unknown>) => {
      const line = wotrEngine.describe!({ type: 'use', side: 'shadow', ...e } as never, 'fp')!;
      const params: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(line.params ?? {})) params[k] = nameParam(names, tr, k, v, line.key) ?? v;
      return t(resolved(line.key, 'en')!, params as never, { locale: 'en' });
    };
    expect(use({ face: 'muster', act: 'politics', arg: 'isengard' })).toBe(
      'Shadow (Muster die): advance on the Political Track: Isengard.',
    );
    expect(use({ face: 'army', act: 'attack', arg: 'orthanc>fords-of-isen' })).toBe(
      'Shadow (Army die): attack: Orthanc → Fords of Isen.',
    );
    expect(use({ face: 'character', act: 'moveFellowship' })).toBe('Shadow (Character die): move the Fellowship.');
    expect(use({ face: 'event', act: 'play', arg: card.id })).toBe(`Shadow (Event die): play: ${card.name}.`);
    // an act named without its argument reads without a doubled space
    expect(nameParam(names, tr, 'act', 'politics', 'wotr.log.use')).not.toMatch(/\s{2}/);
    // §6 a nation's place on the Political Track: "At War" at step 0, one step in the singular
    const political = (step: number, l: 'en' | 'de') => {
      const trl = countingIn(t, l); // as the board's translator: a numeric n chooses the plural form
      const line = wotrEngine.describe!({ type: 'political', nation: 'isengard', step, active: true } as never, 'fp')!;
      const params: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(line.params ?? {}))
        params[k] = nameParam(namesFor(content, trl, l), trl, k, v, line.key) ?? v;
      return t(resolved(line.key, l)!, params as never, { locale: l });
    };
    expect(political(1, 'en')).toBe('Isengard on the Political Track: 1 step from war, Active.');
    expect(political(2, 'en')).toBe('Isengard on the Political Track: 2 steps from war, Active.');
    expect(political(0, 'en')).toBe('Isengard on the Political Track: At War, Active.');
    expect(political(1, 'de')).toBe('Isengart auf der Politikleiste: 1 Schritt bis zum Krieg, Aktiv.');
    expect(political(3, 'de')).toBe('Isengart auf der Politikleiste: 3 Schritte bis zum Krieg, Aktiv.');
    expect(warSteps(countingIn(t, 'en'), 1)).toBe('1 step from war');
    // a hand of one card in the singular (the board passes the count as the plural choice)
    expect(t('wotr.ui.otherHand', { side: 'Shadow', n: 1 }, 1)).toBe('Shadow: 1 card');
    expect(t('wotr.ui.otherHand', { side: 'Shadow', n: 3 }, 3)).toBe('Shadow: 3 cards');
    expect(t('wotr.ui.otherHand', { side: 'Schatten', n: 1 }, { locale: 'de', plural: 1 })).toBe('Schatten: 1 Karte');
    expect(t('wotr.ui.multi.handCount', { seat: 'Gondor', n: 1 }, 1)).toBe('Gondor: 1 card');
    expect(regionsOf({ type: 'use', face: 'army', act: 'attack', arg: 'osgiliath>minas-tirith' })).toEqual([
      'osgiliath',
      'minas-tirith',
    ]);
  });
});
