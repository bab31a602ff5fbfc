// Issue 15 (terminology): the character names of the screens in Turkish, German and Hungarian
// (renderer/src/games/war-of-the-ring/map/character-names.ts) and the "Character names" table of the game's
// terms file (core/games/war-of-the-ring/TERMS.md) agree, every character has a row, no two characters share a
// name in one language, and the screens (log names, the tracker) and the card summaries use them.

import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../../core/games/war-of-the-ring/data/characters';
import type { WotrPlayContent } from '../../../../core/games/war-of-the-ring/play-content';
import { trackerContent } from '../../../../core/games/war-of-the-ring/tracker/content';
import {
  CHARACTER_NAME_TABLES,
  characterName,
} from '../../../../renderer/src/games/war-of-the-ring/map/character-names';
import { mapLayout } from '../../../../renderer/src/games/war-of-the-ring/map/layout';
import { indexBoardData, regionPiece, type Translate } from '../../../../renderer/src/games/war-of-the-ring/map/model';
import type { WotrMapView } from '../../../../renderer/src/games/war-of-the-ring/map/types';
import { namesFor } from '../../../../renderer/src/games/war-of-the-ring/play/board-model';
import { companionName, pieceName } from '../../../../renderer/src/games/war-of-the-ring/tracker/tracker-model';
import { expectDistinctNames, expectOwnNames, mentions, messageTexts } from '../../../support/name-tables';
import { tableAfter, wotrTerms } from '../../../support/terms-table';
import { startingTable, wotrBoardData } from '../../../support/wotr-table';
import cardsDe from '../../../../renderer/src/locales/wotr-cards/de.json';
import cardsHu from '../../../../renderer/src/locales/wotr-cards/hu.json';
import cardsTr from '../../../../renderer/src/locales/wotr-cards/tr.json';
import wotrEn from '../../../../renderer/src/locales/wotr/en.json';
import wotrTr from '../../../../renderer/src/locales/wotr/tr.json';
import wotrDe from '../../../../renderer/src/locales/wotr/de.json';
import wotrHu from '../../../../renderer/src/locales/wotr/hu.json';

const LANGS = ['tr', 'de', 'hu'] as const;
const rows = tableAfter(wotrTerms(), '| character | English |') ?? [];
const byId = new Map(rows.map((r) => [r[0]!.replace(/`/g, ''), r]));
/** The table's name of `id` in `lang` (`en` for the English column). */
const cell = (id: string, lang: string) => byId.get(id)![lang === 'en' ? 1 : LANGS.indexOf(lang as 'tr') + 2];

describe('issue 15: character names in the terms file and on screen', () => {
  it('has one row per character, with its English name', () => {
    expect(rows.length).toBe(CHARACTERS.length);
    expect([...byId.keys()].sort()).toEqual(CHARACTERS.map((c) => c.id).sort());
    for (const c of CHARACTERS) expect(byId.get(c.id)![1], c.id).toBe(c.name);
  });

  it('each row is the name the screens use in Turkish, German and Hungarian', () => {
    for (const c of CHARACTERS) {
      for (const lang of LANGS) expect(characterName(c.id, c.name, lang), `${lang} ${c.id}`).toBe(cell(c.id, lang));
      expect(characterName(c.id, c.name, 'en')).toBe(c.name);
    }
  });

  it('marks a name K exactly when it is the English one, S (Turkish) or N (German, Hungarian) otherwise', () => {
    for (const c of CHARACTERS) {
      const row = byId.get(c.id)!;
      expect(row[5], c.id).toMatch(/^[SK] \/ [NK] \/ [NK]$/);
      row[5]!
        .split(' / ')
        .forEach((source, i) => expect(source === 'K', `${LANGS[i]} ${c.id}`).toBe(row[i + 2] === c.name));
    }
  });

  it('lists in the module only characters of the game, each with a name of its own', () => {
    expectOwnNames(CHARACTER_NAME_TABLES, new Map<string, string>(CHARACTERS.map((c) => [c.id, c.name])));
  });

  it('gives no two characters the same name in one language', () => {
    const english = new Map<string, string>(CHARACTERS.map((c) => [c.id, c.name]));
    expectDistinctNames([...english.keys()], ['en', ...LANGS], (id, lang) => characterName(id, english.get(id)!, lang));
  });

  it('names the Witch-king and the Mouth of Sauron as the wotr.terms.people messages do', () => {
    const people = { en: wotrEn, tr: wotrTr, de: wotrDe, hu: wotrHu } as const;
    for (const lang of ['en', ...LANGS] as const) {
      const msgs = people[lang].wotr.terms.people;
      // the English content says "The Witch-king"; the term (and every other language) has no article
      const name = (id: string) => characterName(id, byId.get(id)![1]!, lang).replace(/^The /, '');
      expect(name('witch-king'), lang).toBe(msgs.witchKing);
      expect(name('mouth-of-sauron'), lang).toBe(msgs.mouthOfSauron);
    }
  });

  it('reads the language part of a regional locale', () => {
    expect(characterName('strider', 'Strider', 'de-AT')).toBe(characterName('strider', 'Strider', 'de'));
    expect(characterName('strider', 'Strider', 'de')).not.toBe('Strider');
    expect(characterName('strider', 'Strider', 'fr')).toBe('Strider');
    expect(characterName('not-a-character', 'Someone', 'de')).toBe('Someone');
  });

  it('names characters so in log lines, prompts and the battle panel (namesFor)', () => {
    const content = { characters: CHARACTERS, regions: [], cards: {} } as unknown as WotrPlayContent;
    const t = (key: string) => key;
    for (const lang of ['en', ...LANGS]) {
      const names = namesFor(content, t, lang);
      for (const c of CHARACTERS) {
        expect(names.character(c.id), `${lang} ${c.id}`).toBe(cell(c.id, lang));
        expect(names.unitKey(`char:${c.id}`), `${lang} ${c.id}`).toBe(cell(c.id, lang));
      }
    }
  });

  it("names characters so in a map region's spoken label; the tokens' initials stay the same in every language", () => {
    const data = wotrBoardData();
    const index = indexBoardData(data);
    const at = mapLayout(data.regions).centroids['fangorn'];
    const view: WotrMapView = {
      ...startingTable(),
      regions: { fangorn: { characters: ['gandalf-white', 'witch-king'] } },
    };
    // the label's character part as its message parameter, the rest as keys
    const t: Translate = (key, params) => (params && 'names' in params ? `names=${String(params.names)}` : key);
    const initials = regionPiece(index, 'fangorn', at, view, t, 'en').characters.map((c) => c.short);
    for (const lang of ['en', ...LANGS]) {
      const p = regionPiece(index, 'fangorn', at, view, t, lang);
      expect(p.label, lang).toContain(`names=${cell('gandalf-white', lang)}, ${cell('witch-king', lang)}`);
      expect(
        p.characters.map((c) => c.short),
        lang,
      ).toEqual(initials);
    }
  });

  it("names the tracker's Companions the same way (list, Guide line, log)", () => {
    const content = trackerContent();
    const t = (key: string) => key;
    expect(content.companions.length).toBeGreaterThan(0);
    for (const c of content.companions)
      for (const lang of ['en', ...LANGS]) {
        expect(companionName(content, c.id, lang), `${lang} ${c.id}`).toBe(cell(c.id, lang));
        expect(pieceName(t, content, { id: c.id, kind: 'char' }, lang), `${lang} ${c.id}`).toBe(cell(c.id, lang));
      }
  });

  it('card summaries name characters as the screens do (no English name the table translates)', () => {
    for (const [lang, messages] of [
      ['tr', cardsTr],
      ['de', cardsDe],
      ['hu', cardsHu],
    ] as const)
      for (const text of messageTexts(messages))
        for (const c of CHARACTERS) {
          if (characterName(c.id, c.name, lang) === c.name) continue;
          // "the Witch-king" in a sentence; any ending (German "Striders", Hungarian "Gollumot") still counts
          const name = c.name.replace(/^The /, '');
          expect(mentions(text, name, false), `${lang}: "${name}" in "${text}"`).toBe(false);
        }
  });
});
