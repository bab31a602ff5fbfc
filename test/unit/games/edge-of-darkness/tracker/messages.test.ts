import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EOD_BASE,
  OPS,
  REFUSALS,
  SCORING_CATEGORIES,
  BONUS_CATEGORIES,
} from '../../../../../core/games/edge-of-darkness';

// Every message the tracker and the box send or name exists in the four languages (the i18n test checks the
// languages agree with each other; this checks the keys the core sends are there at all).
const LOCALES = ['en', 'tr', 'de', 'hu'];
const dir = path.resolve(__dirname, '../../../../../renderer/src/locales/eod-tracker');
const tree = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8'))]),
);
const get = (l: string, key: string): unknown => key.split('.').reduce<unknown>((t, k) => (t as never)?.[k], tree[l]);

const LOG = [
  'round',
  'attacked',
  'hunted',
  'bagRefilled',
  'defended',
  'hit',
  'firstPlayer',
  'tale',
  'chapter',
  'won',
  'sharedVictory',
];
const SCHEMA = ['players', 'guildTwice', 'unknownGuild', 'taleLong', 'firstPlayer', 'notAddressed', 'lastRound'];

describe('Edge of Darkness tracker: messages in four languages', () => {
  it('every refusal, log line, victory reason, scoring line and box component has a message', () => {
    const keys = [
      'eodTracker.engine',
      'eodTracker.prompt.round',
      'eodTracker.victory.points',
      'eodTracker.victory.shared',
      ...Object.keys(REFUSALS).map((c) => `eodTracker.refuse.${c}`),
      ...SCHEMA.map((c) => `eodTracker.refuse.${c}`),
      ...LOG.map((k) => `eodTracker.log.${k}`),
      ...SCORING_CATEGORIES.map((c) => `eodTracker.ui.pad.lines.${c}`),
      ...BONUS_CATEGORIES.map((c) => `eodTracker.ui.pad.bonuses.${c}`),
      EOD_BASE.nameKey,
      ...EOD_BASE.components.flatMap((c) => [c.nameKey, c.groupKey]),
    ];
    expect(OPS.length).toBeGreaterThan(0);
    for (const l of LOCALES) for (const k of keys) expect(typeof get(l, k), `${l}: ${k}`).toBe('string');
  });

  it('every refusal message shows the rule it rests on', () => {
    for (const l of LOCALES)
      for (const c of Object.keys(REFUSALS)) expect(get(l, `eodTracker.refuse.${c}`), `${l}: ${c}`).toContain('{rule}');
  });
});
