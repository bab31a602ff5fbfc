// Issue 15 (terminology): the region names of the screens in Turkish, German and Hungarian
// (renderer/src/games/war-of-the-ring/map/region-names*.ts) and the "Region names" table of the game's terms
// file (core/games/war-of-the-ring/TERMS.md) agree, every region of the board has a row, and no two regions
// share a name in one language.

import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../../../core/games/war-of-the-ring/data/regions';
import { REGION_NAME_TABLES, regionName } from '../../../../renderer/src/games/war-of-the-ring/map/region-names';
import { trackerContent } from '../../../../core/games/war-of-the-ring/tracker/content';
import { pieceName } from '../../../../renderer/src/games/war-of-the-ring/tracker/tracker-model';
import { expectDistinctNames, expectOwnNames, mentions, messageTexts } from '../../../support/name-tables';
import { tableAfter, wotrTerms } from '../../../support/terms-table';
import cardsDe from '../../../../renderer/src/locales/wotr-cards/de.json';
import cardsHu from '../../../../renderer/src/locales/wotr-cards/hu.json';

const LANGS = ['tr', 'de', 'hu'] as const;
const rows = tableAfter(wotrTerms(), '| region | English |') ?? [];
const byId = new Map(rows.map((r) => [r[0]!.replace(/`/g, ''), r]));

describe('issue 15: region names in the terms file and on screen', () => {
  it('has one row per region of the board, with its English board name', () => {
    expect(rows.length).toBe(REGIONS.length);
    expect([...byId.keys()].sort()).toEqual(REGIONS.map((r) => r.id).sort());
    for (const r of REGIONS) expect(byId.get(r.id)![1], r.id).toBe(r.name);
  });

  it('each row is the name the screens use in Turkish, German and Hungarian', () => {
    for (const r of REGIONS) {
      const row = byId.get(r.id)!;
      LANGS.forEach((lang, i) => expect(regionName(r, lang), `${lang} ${r.id}`).toBe(row[i + 2]));
      expect(regionName(r, 'en')).toBe(r.name);
    }
  });

  it('marks a German or Hungarian name K exactly when it is the English one, N or P otherwise', () => {
    for (const r of REGIONS) {
      const row = byId.get(r.id)!;
      expect(row[5], r.id).toMatch(/^[NPK] \/ [NPK]$/);
      const [de, hu] = row[5]!.split(' / ');
      expect(de === 'K', `de ${r.id}`).toBe(row[3] === r.name);
      expect(hu === 'K', `hu ${r.id}`).toBe(row[4] === r.name);
    }
  });

  it('lists in the modules only board regions, each with a name of its own', () => {
    expectOwnNames(REGION_NAME_TABLES, new Map<string, string>(REGIONS.map((r) => [r.id, r.name])));
  });

  it('gives no two regions the same name in one language', () => {
    const byRegion = new Map(REGIONS.map((r) => [r.id as string, r]));
    expectDistinctNames([...byRegion.keys()], ['en', ...LANGS], (id, lang) => regionName(byRegion.get(id)!, lang));
  });

  it('reads the language part of a regional locale', () => {
    const shire = REGIONS.find((r) => r.id === 'the-shire')!;
    expect(regionName(shire, 'de-AT')).toBe(regionName(shire, 'de'));
    expect(regionName(shire, 'de')).not.toBe(shire.name);
    expect(regionName(shire, 'fr')).toBe(shire.name);
  });

  it("names the tracker's Settlements the same way in its log", () => {
    const content = trackerContent();
    const t = (key: string) => key;
    for (const s of content.settlements)
      for (const lang of ['en', ...LANGS])
        expect(pieceName(t, content, { id: s.id, kind: 'settlement' }, lang), `${lang} ${s.id}`).toBe(
          byId.get(s.id)![lang === 'en' ? 1 : LANGS.indexOf(lang as (typeof LANGS)[number]) + 2],
        );
  });

  it('card summaries in German and Hungarian name regions as the map does (no English name the table translates)', () => {
    for (const [lang, messages] of [
      ['de', cardsDe],
      ['hu', cardsHu],
    ] as const)
      for (const text of messageTexts(messages))
        for (const r of REGIONS) {
          if (regionName(r, lang) === r.name) continue;
          // Hungarian adds its case endings to the name ("Rivendellben"): any word that starts with it
          expect(mentions(text, r.name, lang !== 'hu'), `${lang}: "${r.name}" in "${text}"`).toBe(false);
        }
  });
});
