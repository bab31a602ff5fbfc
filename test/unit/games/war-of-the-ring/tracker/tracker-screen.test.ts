import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../../core/api/types';
import {
  CHECKLIST,
  REFUSALS,
  trackerContent,
  wotrTrackerEngine,
} from '../../../../../core/games/war-of-the-ring/tracker';
import { counterBounds } from '../../../../../core/games/war-of-the-ring/tracker/state';
import { messages, missingMessages, sourcesOf } from '../../../../support/tracker';
import {
  captured,
  counterName,
  pieceName,
  tileName,
  uncaptured,
  zoneName,
  zoneTiles,
} from '../../../../../renderer/src/games/war-of-the-ring/tracker/tracker-model';

// The tracker screen (issue 15 §2; bad input: every refusal a translated reason naming its rule): every key
// the tracker engine sends has a message in the four languages, and the screen's names for counters,
// zones, tiles and pieces come out translated for every counter the engine keeps.
const DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../core/games/war-of-the-ring/tracker',
);
const sources = sourcesOf(DIR);
const { t, te } = messages;
const missing = missingMessages;

describe('War of the Ring tracker: messages', () => {
  it('every refusal has a message in every language that names the rule', () => {
    const codes = [
      ...Object.keys(REFUSALS).map((c) => `wotrTracker.refuse.${c}`),
      ...[...sources.matchAll(/'(wotrTracker\.refuse\.[A-Za-z]+)'/g)].map((m) => m[1]),
    ];
    expect(codes.length).toBeGreaterThan(30);
    expect(missing(codes)).toEqual([]);
    for (const code of Object.keys(REFUSALS))
      for (const l of LOCALES)
        expect(t(`wotrTracker.refuse.${code}`, { rule: '§9.9' }, { locale: l }), `${l}: ${code}`).toContain('§9.9');
  });

  it('every log line, prompt, checklist step, victory reason and the engine name', () => {
    const logs = [
      ...new Set([...sources.matchAll(/log(?:Event)?\('([A-Za-z]+)'/g)].map((m) => `wotrTracker.log.${m[1]}`)),
    ];
    expect(logs.length).toBeGreaterThanOrEqual(8);
    logs.push('wotrTracker.log.revealed', 'wotrTracker.log.hidden'); // chosen by a condition in table.ts
    const victories = ['corruption', 'ringDestroyed', 'shadowMilitary', 'fpMilitary', 'byHand'].map(
      (v) => `wotrTracker.victory.${v}`,
    );
    const steps = CHECKLIST.map((c) => `wotrTracker.steps.${c.step}`);
    expect(missing([...logs, ...victories, ...steps, 'wotrTracker.prompt.step', 'wotrTracker.engine'])).toEqual([]);
  });

  it('names every counter, zone, tile and piece in every language', () => {
    const content = trackerContent();
    for (const l of LOCALES) {
      const tr = (key: string, params?: Record<string, unknown>) => {
        expect(te(key, l), `${l}: ${key}`).toBe(true);
        return t(key, params ?? {}, { locale: l });
      };
      for (const c of [...counterBounds(true)]) expect(counterName(tr, c.id)).not.toContain('{');
      for (const z of wotrTrackerEngine.table!.zones(wotrTrackerEngine.setup({ expansions: [] }, 's')))
        expect(zoneName(tr, z.id)).not.toBe('');
      for (const tile of content.tiles) expect(tileName(tr, tile)).not.toContain('{');
    }
    const en = (key: string, params?: Record<string, unknown>) => t(key, params ?? {}, { locale: 'en' });
    expect(counterName(en, 'rolled.fp.will-of-the-west')).toBe('Free Peoples: Will of the West rolled');
    expect(counterName(en, 'casualties.rohan.regular')).toBe('Rohan, Regular: casualties');
    expect(counterName(en, 'politics.southrons')).toBe('Southrons & Easterlings on the Political Track');
    expect(
      tileName(
        en,
        content.tiles.find((x) => x.id === 'shadow.eye-reveal-stop')!,
      ),
    ).toBe('tile Eye · reveal · stop');
    expect(pieceName(en, content, { id: 'minas-tirith', kind: 'settlement' })).toBe('Minas Tirith');
    expect(pieceName(en, content, { id: 'merry', kind: 'char' })).toBe('Meriadoc');
    expect(pieceName(en, content, { id: 'std-1', kind: 'tile' })).toBe('tile 3');
  });

  it('reads the Settlements by controller and the tiles of a zone from the view', () => {
    const content = trackerContent();
    const s = wotrTrackerEngine.setup({ expansions: [] }, 's');
    expect(captured(content, s.zones, 'shadow')).toEqual([]);
    const moved = {
      ...s.zones,
      'control.fp': s.zones['control.fp'].filter((p) => p !== 'settlement.edoras'),
      'control.shadow': [...s.zones['control.shadow'], 'settlement.edoras'],
    };
    expect(captured(content, moved, 'shadow').map((x) => x.id)).toEqual(['edoras']);
    expect(uncaptured(content, moved).some((x) => x.id === 'edoras')).toBe(false);
    expect(uncaptured(content, s.zones)).toHaveLength(content.settlements.length);
    expect(zoneTiles(content, s.zones['hunt.pool']).map((x) => x.id)).toEqual(
      s.zones['hunt.pool'].map((p) => p.slice('tile.'.length)),
    );
  });
});
