import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../../core/api/types';
import { counterBounds, eodTrackerEngine, type TrackerView } from '../../../../../core/games/edge-of-darkness';
import { messages, missingMessages, sourcesOf } from '../../../../support/tracker';
import {
  counterName,
  guildList,
  quarters,
  ranking,
} from '../../../../../renderer/src/games/edge-of-darkness/tracker/tracker-model';

// The tracker screen (issue 16 §6; bad input: every refusal a translated reason naming its rule): every key
// the tracker's sources send has a message in the four languages, every counter has a name, and the pad's
// figures are written as people write them (quarter points, §5: "a game can be won by ¼ point").
const DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../core/games/edge-of-darkness/tracker',
);
const sources = sourcesOf(DIR);
const { t, te } = messages;
const missing = missingMessages;

describe('Edge of Darkness tracker screen', () => {
  it('every refusal and log line the sources name has a message in every language', () => {
    const refusals = [...sources.matchAll(/'(eodTracker\.refuse\.[A-Za-z]+)'/g)].map((m) => m[1]);
    const refusalCodes = [...sources.matchAll(/refusal\('([A-Za-z]+)'/g)].map((m) => `eodTracker.refuse.${m[1]}`);
    const logs = [...sources.matchAll(/log\('([A-Za-z]+)'/g)].map((m) => `eodTracker.log.${m[1]}`);
    expect(refusals.length + refusalCodes.length).toBeGreaterThan(25);
    expect(logs.length).toBeGreaterThanOrEqual(9);
    // chosen by a condition in module.ts
    logs.push('eodTracker.log.won', 'eodTracker.log.sharedVictory');
    expect(missing([...refusals, ...refusalCodes, ...logs])).toEqual([]);
  });

  it('names every counter of a 4-guild game in every language', () => {
    const s = eodTrackerEngine.setup(
      { guilds: ['anointed', 'carnival', 'fede', 'gilded'], firstPlayer: 0, tale: '', chapter: null },
      's',
    );
    for (const l of LOCALES) {
      const tr = (key: string, params?: Record<string, unknown>) => {
        expect(te(key, l), `${l}: ${key}`).toBe(true);
        return t(key, params ?? {}, { locale: l });
      };
      for (const c of counterBounds(s)) expect(counterName(tr, c.id), `${l}: ${c.id}`).not.toMatch(/[{}]/);
      expect(guildList(tr, 'carnival,fede')).toBeTruthy();
    }
    const en = (key: string, params?: Record<string, unknown>) => t(key, params ?? {}, { locale: 'en' });
    expect(counterName(en, 'coins.fede')).toBe('The Fede Cartel: Coins');
    expect(counterName(en, 'tray.2.black')).toBe('Tray 2: cubes of Black');
    expect(guildList(en, 'fede,gilded')).toBe('The Fede Cartel, The Gilded Leaves');
    expect(guildList(en, '')).toBe('nobody');
  });

  it('§5 quarter points are written with their fraction; the ranking lists places, ties together in seat order', () => {
    expect([211, 212, 213, 214, 0].map(quarters)).toEqual(['52¾', '53', '53¼', '53½', '0']);
    const view = {
      seats: ['anointed', 'fede', 'gilded'],
      scores: [
        { rank: 2, totalQuarters: 100 },
        { rank: 1, totalQuarters: 120 },
        { rank: 2, totalQuarters: 100 },
      ],
    } as unknown as TrackerView;
    expect(ranking(view)).toEqual([
      { guild: 'fede', rank: 1, total: 120 },
      { guild: 'anointed', rank: 2, total: 100 },
      { guild: 'gilded', rank: 2, total: 100 },
    ]);
  });
});
