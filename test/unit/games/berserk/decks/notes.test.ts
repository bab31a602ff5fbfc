// Issue 18 leftovers: a deck import's or export's warnings (the deck sites' sideboard left out, a card
// the sites' JSON cannot name) are worded on the deck page in the four UI languages, and the import's
// warnings wait for the deck page the import opens.
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { berserkDeckRules, importLists } from '../../../../../core/games/berserk';
import { heroesDeck, heroesJson, HEROES_SITE_DECK } from '../../../../fixtures/berserk/files';
import { importNotes, noteText, rememberImport } from '../../../../../renderer/src/games/berserk/deck-import';
import de from '../../../../../renderer/src/locales/berserk/de.json';
import en from '../../../../../renderer/src/locales/berserk/en.json';
import hu from '../../../../../renderer/src/locales/berserk/hu.json';
import tr from '../../../../../renderer/src/locales/berserk/tr.json';

// plain message trees (not the app's typed schema)
const i18n = (
  createI18n as (options: unknown) => {
    global: { t: (key: string, params?: Record<string, unknown>) => string; locale: { value: string } };
  }
)({ legacy: false, locale: 'en', messages: { en, de, hu, tr }, missingWarn: false, fallbackWarn: false });
const t = (key: string, params?: Record<string, unknown>) => i18n.global.t(key, params ?? {});

describe('Deck import and export notes', () => {
  const catalog = importLists({ 'heroes.json': heroesJson() }, null).catalog;
  const parsed = berserkDeckRules.parse(catalog, heroesDeck(HEROES_SITE_DECK), 'text');

  it('the sites’ left-out sideboard and a card the JSON cannot name, in every UI language', () => {
    expect(parsed.warnings).toHaveLength(1);
    const notInJson = { code: 'berserk.heroes.notInSiteJson', params: { code: 'x-1', name: 'Some Card', quantity: 2 } };
    const unknown = { code: 'format.unknownCard', params: { code: 'x-9', quantity: 1 } };
    const seen = new Set<string>();
    for (const lang of ['en', 'de', 'hu', 'tr']) {
      i18n.global.locale.value = lang;
      const lines = [parsed.warnings[0], notInJson, unknown].map((w) => noteText(t, w));
      expect(lines[0]).toContain('2');
      expect(lines[1]).toContain('Some Card');
      expect(lines[2]).toContain('x-9');
      for (const l of lines) {
        expect(l).not.toContain('berserk.');
        expect(seen.has(l)).toBe(false);
        seen.add(l);
      }
    }
    i18n.global.locale.value = 'en';
    expect(noteText(t, parsed.warnings[0])).toBe('2 sideboard cards (a sideboard is not part of the deck)');
  });

  it('an import with warnings is remembered for its deck; one without clears it', () => {
    const deck = { id: 'd1' } as Parameters<typeof rememberImport>[0]['deck'];
    rememberImport({ deck, warnings: parsed.warnings });
    expect(importNotes.value).toEqual({ id: 'd1', warnings: parsed.warnings });
    rememberImport({ deck: { ...deck, id: 'd2' }, warnings: [] });
    expect(importNotes.value).toBeNull();
  });
});
