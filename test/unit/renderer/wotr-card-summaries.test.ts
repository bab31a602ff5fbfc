import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wotrPlayContent } from '../../../core/games/war-of-the-ring';
import { EVENT_CARDS } from '../../../core/games/war-of-the-ring/data/events';
import { namesFor } from '../../../renderer/src/games/war-of-the-ring/play/board-model';
import { createAppI18n } from '../../../renderer/src/i18n';
import { flatten, type Tree } from '../../support/messages';
import { hasStem, tableAfter, wotrTerms } from '../../support/terms-table';

/**
 * War of the Ring event card summaries in German, Hungarian and Turkish (locales/wotr-cards): every card of
 * the data has one in each language and no message names a card the data lacks; English stays in the data
 * (data/events.ts) as the source and fallback, so the English file holds none; a translation is never the
 * English left in place, keeps the English placeholders (none today), stays one line and uses the game's
 * terms (TERMS.md, "Terms every message keeps", as terms.test.ts checks the other wotr messages). The
 * screens' lookup (board-model.ts `Names.cardSummary`) gives the UI language's text, else the English one.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIR = path.join(ROOT, 'renderer/src/locales/wotr-cards');
const LANGS = ['tr', 'de', 'hu'] as const;
type Lang = (typeof LANGS)[number];
const PREFIX = 'wotr.cards.';

const read = (l: string) => flatten(JSON.parse(fs.readFileSync(path.join(DIR, `${l}.json`), 'utf8')) as Tree);
const files = Object.fromEntries(LANGS.map((l) => [l, read(l)])) as Record<Lang, Map<string, string>>;
const english = new Map<string, string>(EVENT_CARDS.map((c) => [c.id, c.summary]));

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]))].sort();

/** The rows of TERMS.md's "Terms every message keeps" table: English term, then tr, de, hu stems. */
const keptTerms = (): string[][] => tableAfter(wotrTerms(), '| English term |') ?? [];

describe('event card summaries in German, Hungarian and Turkish (locales/wotr-cards)', () => {
  it('every card of the data has a summary in each language, and no message names a card the data lacks', () => {
    expect(english.size).toBe(96);
    for (const l of LANGS) {
      const ids = [...files[l].keys()].map((k) => {
        expect(k.startsWith(PREFIX), `${l} ${k}`).toBe(true);
        return k.slice(PREFIX.length);
      });
      expect(
        ids.filter((id) => !english.has(id)),
        `${l}: unknown cards`,
      ).toEqual([]);
      expect(
        [...english.keys()].filter((id) => !ids.includes(id)),
        `${l}: missing cards`,
      ).toEqual([]);
    }
  });

  it('leaves English in the data: the English file holds no card summary', () => {
    expect(read('en').size).toBe(0);
  });

  it('is translated (never the English summary), one line, with the English placeholders', () => {
    const problems: string[] = [];
    for (const l of LANGS) {
      for (const [key, text] of files[l]) {
        const en = english.get(key.slice(PREFIX.length)) ?? '';
        if (text.trim() === '' || text.trim() === en.trim()) problems.push(`${l} ${key}: not translated`);
        if (/[\r\n]/.test(text)) problems.push(`${l} ${key}: more than one line`);
        if (placeholders(text).join() !== placeholders(en).join()) problems.push(`${l} ${key}: placeholders`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses the game's terms (TERMS.md) wherever the English summary names one", () => {
    const rows = keptTerms();
    expect(rows.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let checked = 0;
    for (const [term, ...stems] of rows) {
      const pattern = new RegExp(`\\b${term!.replace(/-/g, '\\-')}s?\\b`, 'i');
      for (const [id, en] of english) {
        if (!pattern.test(en)) continue;
        LANGS.forEach((l, i) => {
          const text = files[l].get(PREFIX + id)!.toLocaleLowerCase(l);
          checked++;
          if (!stems[i]!.split('/').some((s) => hasStem(text, s.trim())))
            problems.push(`${l} ${id} (${term}): ${text}`);
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  describe("the screens' lookup (Names.cardSummary)", () => {
    const content = wotrPlayContent();
    const i18n = createAppI18n('en');
    const { t, te } = i18n.global;
    const namesIn = (l: 'en' | Lang) =>
      namesFor(
        content,
        (k, p) => t(k, p ?? {}, { locale: l }),
        l,
        (k) => te(k, l),
      );

    it('gives the UI language text, exactly as the message file spells it', () => {
      for (const l of LANGS) {
        const names = namesIn(l);
        for (const [id] of english) expect(names.cardSummary(id), `${l} ${id}`).toBe(files[l].get(PREFIX + id));
      }
    });

    it('falls back to the English summary of the content (English, a language without the message)', () => {
      const en = namesIn('en');
      for (const [id, summary] of english) expect(en.cardSummary(id)).toBe(summary);
      // German as it would be with a message missing: the lookup reports no message, the English stays
      const missing = namesFor(
        content,
        (k, p) => t(k, p ?? {}, { locale: 'de' }),
        'de',
        () => false,
      );
      expect(missing.cardSummary('fp.athelas')).toBe(english.get('fp.athelas'));
      // the default (no lookup given) is the English
      expect(namesFor(content, (k) => k, 'hu').cardSummary('shadow.olog-hai')).toBe(english.get('shadow.olog-hai'));
    });

    it('has no summary for a card the content does not know', () => {
      expect(namesIn('de').cardSummary('fp.no-such-card')).toBeNull();
      expect(
        namesFor(
          null,
          (k) => k,
          'tr',
          () => true,
        ).cardSummary('fp.athelas'),
      ).toBeNull();
    });
  });
});
