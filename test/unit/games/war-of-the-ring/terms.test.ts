// Issue 15 §5 (terminology): the game folder's terms file (core/games/war-of-the-ring/TERMS.md) and the
// messages agree — the table's words are the `wotr.terms` messages, and every War of the Ring message that
// names a term in English uses the table's word in the other three languages (the Turkish ones are the
// rulebook's, seed 001 via the digest's glossary).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../../../renderer/src/locales/merge';
import { flatten, type Tree } from '../../../support/messages';
import { hasStem, tableAfter as tableAt, wotrTerms } from '../../../support/terms-table';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const LANGS = ['en', 'tr', 'de', 'hu'] as const;
type Lang = (typeof LANGS)[number];

const terms = wotrTerms();
// Every message file set of the game: locales/wotr and the game's other domains (wotr-collection, …).
const DOMAINS = fs.readdirSync(path.join(ROOT, 'renderer/src/locales')).filter((d) => /^wotr(-|$)/.test(d));
const messages = Object.fromEntries(
  LANGS.map((l) => [
    l,
    mergeMessages(
      {},
      DOMAINS.map((d) => ({
        name: d,
        tree: JSON.parse(fs.readFileSync(path.join(ROOT, `renderer/src/locales/${d}/${l}.json`), 'utf8')) as Tree,
      })),
    ) as Tree,
  ]),
) as Record<Lang, Tree>;

/** The rows of the markdown table that follows `heading` (header and separator skipped). */
function tableAfter(heading: string): string[][] {
  const rows = tableAt(terms, heading);
  expect(rows, heading).not.toBeNull();
  return rows!;
}

const flat = Object.fromEntries(LANGS.map((l) => [l, flatten(messages[l])])) as Record<Lang, Map<string, string>>;
const LOCALE: Record<Lang, string> = { en: 'en', tr: 'tr', de: 'de', hu: 'hu' };

function lower(text: string, lang: Lang): string {
  return text.replace(/\{[^}]*\}/g, ' ').toLocaleLowerCase(LOCALE[lang]);
}

describe('issue 15 §5: the terms file', () => {
  const rows = tableAfter('| key | English |');
  const termKeys = [...flat.en.keys()].filter((k) => k.startsWith('wotr.terms.')).map((k) => k.slice(11));

  it('lists every wotr.terms message, and each row is the message in all four languages', () => {
    expect(rows.length).toBeGreaterThan(50);
    const listed = rows.map((r) => r[0]!.replace(/`/g, ''));
    expect([...listed].sort()).toEqual([...termKeys].sort());
    for (const row of rows) {
      const key = `wotr.terms.${row[0]!.replace(/`/g, '')}`;
      LANGS.forEach((lang, i) => expect(flat[lang].get(key), `${lang} ${key}`).toBe(row[i + 1]));
      expect(row[5], key).toMatch(/^[SRN](, [SRN])*$/);
    }
  });

  it('uses the Turkish rulebook words (seed 001 glossary) for the core terms', () => {
    const tr = (key: string): string | undefined => flat.tr.get(`wotr.terms.${key}`);
    expect(tr('fellowship.name')).toBe('Yoldaşlık');
    expect(tr('fellowship.corruption')).toBe('Yozlaşma');
    expect(tr('hunt.box')).toBe('Av Kutusu');
    expect(tr('settlements.stronghold')).toBe('Kale');
    expect(tr('people.leadingPlayer')).toBe('Lider Oyuncu');
    expect(tr('battle.rearguard')).toBe('Arka muhafız');
    expect(tr('faces.will-of-the-west')).toBe("Batı'nın İradesi");
  });

  it('every War of the Ring message naming a term uses the table word in Turkish, German and Hungarian', () => {
    const checked = tableAfter('| English term |');
    expect(checked.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const [english, ...stems] of checked) {
      const pattern = new RegExp(`\\b${english!.replace(/-/g, '\\-')}s?\\b`, 'i');
      for (const [key, en] of flat.en) {
        if (!pattern.test(en.replace(/\{[^}]*\}/g, ' '))) continue;
        (['tr', 'de', 'hu'] as const).forEach((lang, i) => {
          const text = flat[lang].get(key);
          if (text === undefined) return; // the i18n test reports missing keys
          const options = stems[i]!.split('/').map((s) => s.trim());
          if (!options.some((s) => hasStem(lower(text, lang), s)))
            problems.push(`${lang} ${key} (${english}): ${text}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
