import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../core/api/errors';
import { LOCALES } from '../../core/api/types';
import { mergeMessages } from '../../renderer/src/locales/merge';
import { flatten, LOCALES_DIR, localeDomains, localeMessages, type Tree } from '../support/messages';

/**
 * The renderer's messages: complete in every language (CI fails on a missing key), every API
 * error code translated, the same placeholders everywhere, nothing empty, valid message syntax.
 */
const dir = LOCALES_DIR;
/** Domain folders: `locales/<domain>/<lang>.json`, merged over `locales/<lang>.json` as the app does. */
const domains = localeDomains();
const messages = Object.fromEntries(LOCALES.map((l) => [l, localeMessages(l)])) as Record<
  (typeof LOCALES)[number],
  Tree
>;

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(messages[l])])) as Record<string, Map<string, string>>;
const allKeys = [...new Set(LOCALES.flatMap((l) => [...flat[l].keys()]))].sort();

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((m) => m[1]))].sort();
}

/** Renderer-side codes (transport failures) that have messages too. */
const RENDERER_CODES = ['offline', 'unauthorized'];

describe('locale files', () => {
  it('has one file per supported locale, in the shell and in every domain folder', () => {
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    for (const d of domains) {
      expect(fs.readdirSync(path.join(dir, d)).sort(), d).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    }
  });

  it('refuses a message defined twice across files (merge)', () => {
    expect(() => mergeMessages({ a: { b: 'x' } }, [{ name: 'p', tree: { a: { b: 'y' } } }])).toThrow(/a\.b/);
    expect(mergeMessages({ a: { b: 'x' } }, [{ name: 'p', tree: { a: { c: 'y' } } }])).toEqual({
      a: { b: 'x', c: 'y' },
    });
  });

  // War of the Ring card summaries: English is the game content's own (data/events.ts), not a message;
  // test/unit/renderer/wotr-card-summaries.test.ts checks the other languages against the content's cards.
  const contentEnglish = (locale: string, key: string) => locale === 'en' && key.startsWith('wotr.cards.');

  it.each(LOCALES)('%s has every key of every other locale', (locale) => {
    const missing = allKeys.filter((k) => !flat[locale].has(k) && !contentEnglish(locale, k));
    expect(missing, `missing in ${locale}.json`).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = [...flat[locale]].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(LOCALES)('%s translates every API error code and every renderer error code', (locale) => {
    const missing = [...ERROR_CODES, ...RENDERER_CODES].filter((code) => !flat[locale].has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const mismatches: string[] = [];
    for (const key of allKeys) {
      const expected = placeholders(flat.en.get(key) ?? '');
      for (const l of LOCALES) {
        const got = placeholders(flat[l].get(key) ?? '');
        if (got.join(',') !== expected.join(',')) mismatches.push(`${l}:${key} has {${got}} but en has {${expected}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the plural forms sensible: at most three, each with {n}', () => {
    const bad: string[] = [];
    for (const l of LOCALES) {
      for (const [k, v] of flat[l]) {
        if (!v.includes('|')) continue;
        const forms = v.split('|');
        if (forms.length > 3 || forms.some((f) => !f.includes('{n}'))) bad.push(`${l}:${k}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('has no message-syntax traps (stray @, unbalanced braces)', () => {
    const bad: string[] = [];
    for (const l of LOCALES) {
      for (const [k, v] of flat[l]) {
        const opens = (v.match(/\{/g) ?? []).length;
        const closes = (v.match(/\}/g) ?? []).length;
        // `@` starts a linked message in vue-i18n; `{'@'}` would be the literal form.
        if (opens !== closes || /@(?!\{)/.test(v.replace(/\{'[^']*'\}/g, ''))) bad.push(`${l}:${k}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('mentions the path when the backend sends one, and both versions for save_newer_version', () => {
    for (const l of LOCALES) {
      for (const code of [
        'save_not_found',
        'save_exists',
        'save_damaged',
        'save_not_deckhand',
        'save_readonly',
        'save_locked',
        'io_error',
      ]) {
        expect(placeholders(flat[l].get(`errors.${code}`)!), `${l}:${code}`).toContain('path');
      }
      expect(placeholders(flat[l].get('errors.save_newer_version')!)).toEqual(['appVersion', 'fileVersion', 'path']);
    }
  });

  it('is really translated: most UI messages differ from English', () => {
    for (const l of LOCALES.filter((x) => x !== 'en')) {
      const same = allKeys.filter(
        (k) => !k.startsWith('games.') && k !== 'app.name' && flat[l].get(k) === flat.en.get(k),
      );
      // Brand and game names stay as published; anything else identical to English is suspicious.
      // Official German game terms that are the English words (digest §0: Upgrade, Aggression, Boost, Deck, Overkill).
      // War of the Ring: nations and the Nazgûl keep their Tolkien names in these editions (Hungarian: Szauron, Vasudvard).
      const wotrNames = ['rohan', 'gondor', 'sauron', 'isengard'].map((n) => `wotr.terms.nations.${n}`);
      const official: Record<string, string[]> = {
        de: [
          'mc.terms.types.upgrade',
          'mc.terms.aspects.aggression',
          'mc.terms.stats.short.boost',
          'mc.play.ui.kw.overkill',
          'mc.play.ui.deckLabel',
          ...wotrNames,
          'wotr.terms.units.nazgul',
        ],
        tr: [...wotrNames, 'wotr.terms.units.nazgul'],
        hu: ['wotr.terms.nations.rohan', 'wotr.terms.nations.gondor', 'wotr.terms.units.nazgul'],
      };
      const allowed = [
        'home.games.features.decks',
        'app.nav.decks',
        'app.version',
        'common.name',
        ...(official[l] ?? []),
        // German says "Computer" too ("Computer (leicht)": the difficulty names differ)
        ...(l === 'de' ? ['game.computer.option'] : []),
      ];
      expect(
        same.filter((k) => !allowed.includes(k)),
        `${l} copies English`,
      ).toEqual([]);
    }
  });

  it('names the games as published (Turkish and German editions of War of the Ring)', () => {
    expect(flat.tr.get('games.war-of-the-ring')).toBe('Yüzüklerin Savaşı');
    expect(flat.de.get('games.war-of-the-ring')).toBe('Der Ringkrieg');
    for (const l of LOCALES) {
      expect(flat[l].get('games.marvel-champions')).toBe('Marvel Champions: The Card Game');
      expect(flat[l].get('games.berserk')).toBe('Berserk');
    }
  });
});
