import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import { CONTENT } from '../../../core/games/marvel-champions/content';
import { MC_REJECTIONS } from '../../../core/games/marvel-champions/engine';
import { cardLines, type Translate } from '../../../renderer/src/games/marvel-champions/play/card-text';
import { createAppI18n } from '../../../renderer/src/i18n';
import { messageKeys } from '../../../renderer/src/games/text';
import { countingIn } from '../../support/translate';

/**
 * The Marvel Champions play screen speaks every language (issue 5, "readable in all four UI
 * languages"): every refusal code of the engine (§ named in its params), every option refusal,
 * every log event, prompt and outcome reason has a message in en/tr/de/hu under `mc.play.*`
 * (text.ts maps the engine's `mc.*` keys there), and every card of the starter content can be
 * described — its effects, keywords, triggers and costs — in every language. The engine's keys are
 * read from its sources, so a key the engine adds without a message fails here.
 */
const ENGINE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../core/games/marvel-champions/engine',
);
const sources = fs
  .readdirSync(ENGINE)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => fs.readFileSync(path.join(ENGINE, f), 'utf8'));
const typesSource = fs.readFileSync(path.join(ENGINE, 'types.ts'), 'utf8');

const i18n = createAppI18n('en');
const { te, t } = i18n.global;

/** The message key a module key resolves to (text.ts MODULE_MESSAGES), if any exists in `locale`. */
type Locale = (typeof LOCALES)[number];

function resolves(key: string, locale: Locale): boolean {
  return messageKeys(key).some((k) => te(k, locale));
}

function missingIn(keys: Iterable<string>): string[] {
  const out: string[] = [];
  for (const key of keys) for (const l of LOCALES) if (!resolves(key, l)) out.push(`${l}: ${key}`);
  return out;
}

function literals(re: RegExp, text = sources.join('\n')): string[] {
  return [...new Set([...text.matchAll(re)].map((m) => m[1]))].sort();
}

/** String literals of a union type declared in types.ts (`export type Name = | 'a' | 'b'`). */
function unionOf(name: string): string[] {
  const m = new RegExp(`export type ${name} =([\\s\\S]*?);`).exec(typesSource);
  expect(m, name).not.toBeNull();
  return literals(/'([A-Za-z_]+)'/g, m![1].replace(/\/\/.*$/gm, ''));
}

describe('engine keys have messages in every language (issue 5, bad input: "a translated reason naming the rule")', () => {
  it('every refusal code, with the rule section it names', () => {
    const codes = Object.keys(MC_REJECTIONS);
    expect(codes.length).toBeGreaterThan(20);
    expect(missingIn([...codes, 'mc.manualRefused', 'mc.identityStays', 'mc.eliminatedZone'])).toEqual([]);
    for (const code of codes) {
      for (const l of LOCALES) {
        const key = messageKeys(code).find((k) => te(k, l))!;
        expect(t(key, { rule: '§9.9' }, { locale: l }), `${l}: ${code}`).toContain('§9.9');
      }
    }
  });

  it('every options refusal of games.create', () => {
    const codes = literals(/message: '(mc\.[A-Za-z]+)'/g);
    expect(codes).toContain('mc.unknownScenario');
    expect(missingIn(codes)).toEqual([]);
  });

  it('every log event the engine writes', () => {
    const keys = literals(/'(mc\.log\.[A-Za-z]+)'/g);
    expect(keys.length).toBeGreaterThan(40);
    expect(missingIn(keys)).toEqual([]);
  });

  it('every prompt (decision kind) and outcome reason', () => {
    const asks = literals(/k: '([a-zA-Z]+)'/g, /export type Ask =([\s\S]*?)\n\n/.exec(typesSource)![1]);
    expect(asks).toEqual(expect.arrayContaining(['main', 'pay', 'window', 'defend']));
    expect(missingIn(asks.map((k) => `mc.ask.${k}`))).toEqual([]);
    const reasons = literals(/gameOver\(s, (?:true|false), '([A-Za-z]+)'/g);
    expect(reasons).toEqual(expect.arrayContaining(['villainDefeated', 'schemeCompleted']));
    expect(missingIn(reasons.map((r) => `mc.result.${r}`))).toEqual([]);
    expect(missingIn(reasons.map((r) => `mc.play.ui.reason.${r}`))).toEqual([]);
  });

  it('the vocabulary of card texts: selectors, triggers, ability kinds, statuses, stats, keywords', () => {
    const keys = [
      ...unionOf('Sel').map((s) => `mc.play.ui.sel.${s}`),
      ...unionOf('Trigger').map((s) => `mc.play.ui.trigger.${s}`),
      ...unionOf('AbilityKind').map((s) => `mc.play.ui.ability.${s}`),
      ...unionOf('Status').map((s) => `mc.play.ui.status.${s}`),
      ...unionOf('Stat').map((s) => `mc.play.ui.stat.${s}`),
      ...unionOf('CardType').map((s) => `mc.terms.types.${s}`),
      ...unionOf('Res').map((s) => `mc.terms.resources.${s}`),
    ];
    const kwBlock = /export interface Keywords \{([\s\S]*?)\n\}/.exec(typesSource)![1];
    for (const m of kwBlock.matchAll(/readonly (\w+)\?: ([^;]+);/g)) {
      const [, name, type] = m;
      keys.push(type.trim() === 'number' ? `mc.play.ui.kw.${name}N` : `mc.play.ui.kw.${name}`);
    }
    expect(keys.length).toBeGreaterThan(60);
    expect(missingIn(keys)).toEqual([]);
  });
});

describe('every starter card can be described in every language (card zoom)', () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      const missing = new Set<string>();
      const tr: Translate = (key, params) => {
        if (!te(key, locale)) missing.add(key);
        return t(key, (params ?? {}) as Record<string, unknown>, { locale });
      };
      const texts = Object.values(CONTENT).map((d) => ({ code: d.code, lines: cardLines(tr, d) }));
      expect([...missing]).toEqual([]);
      // no placeholder left unfilled
      const unfilled = texts.filter((x) => x.lines.some((l) => /\{\w+\}/.test(l)));
      expect(unfilled.map((x) => x.code)).toEqual([]);
      // cards with effects say something
      expect(texts.find((x) => x.code === 'stw-1')!.lines.join(' ')).toMatch(/4/);
    });
  }
});

describe('counts read right at one (countedText: a numeric `n` chooses the plural form)', () => {
  const en = countingIn(t, 'en');
  const de = countingIn(t, 'de');
  it('log lines and card effects in English and German, one and many', () => {
    expect(en('mc.play.log.discardedFromDeck', { seat: 'Ada', n: 1 })).toBe(
      'Ada discards 1 card from the top of their deck.',
    );
    expect(en('mc.play.log.discardedFromDeck', { seat: 'Ada', n: 3 })).toBe(
      'Ada discards 3 cards from the top of their deck.',
    );
    expect(en('mc.play.log.counters', { card: 'X', n: 1 })).toBe('1 counter is put on X.');
    expect(en('mc.play.ui.fx.mill', { n: 2 })).toBe('Discard the top 2 cards of your deck.');
    expect(de('mc.play.ui.handCount', { n: 1, size: 6 })).toBe('1 Karte · Handlimit 6');
    expect(de('mc.play.ui.handCount', { n: 5, size: 6 })).toBe('5 Karten · Handlimit 6');
  });
});
