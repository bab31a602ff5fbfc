/**
 * Edge of Darkness's box counted by component (issue 16 §7, rules digest §1): the box built from the
 * component list (each guild's share and its cubes on their own lines, the 50 sleeves by number), what a
 * tracked game needs on the table for the guilds in play, and both through the real API: the box in the
 * collection with missing and damaged pieces, and `games.create` of the tracker refused with
 * `components_missing` when a guild at the table lacks pieces.
 */
import { describe, expect, it } from 'vitest';
import {
  BLACK_CUBES,
  COMPONENTS,
  CUBES_PER_GUILD,
  EOD_BASE,
  EOD_BOXES,
  eodComponentNeeds,
  GUILD_IDS,
  SLEEVES,
} from '../../../../../core/games/edge-of-darkness';
import { edgeOfDarkness } from '../../../../../core/games/edge-of-darkness/definition';
import { boxNeeds } from '../../../../../core/platform/collection';
import { call, callError } from '../../../../support/backend';
import { useTempBackend, type TempBackend } from '../../../../support/temp-backend';

const G = 'edge-of-darkness';
const count = (key: string) => EOD_BASE.components.find((c) => c.key === key)?.count;

describe('the box (§1)', () => {
  it('§1 every component of the list, its pieces summed over the guilds, the black cubes beside them', () => {
    for (const c of COMPONENTS) {
      const lines = EOD_BASE.components.filter((x) => x.key === c.id || x.key.startsWith(`${c.id}.`));
      expect(
        lines.reduce((n, x) => n + x.count, 0),
        c.id,
      ).toBe(c.count);
      if (c.perGuild !== undefined)
        for (const g of GUILD_IDS) expect(count(`${c.id}.${g}`), `${c.id}.${g}`).toBe(c.perGuild);
    }
    expect(count('threat-cube.black')).toBe(BLACK_CUBES);
    expect(count('threat-cube.carnival')).toBe(CUBES_PER_GUILD);
    expect(new Set(EOD_BASE.components.map((c) => c.key)).size).toBe(EOD_BASE.components.length);
    expect(EOD_BOXES).toEqual([EOD_BASE]);
    expect(edgeOfDarkness.collection).toEqual({ productKinds: ['components'], boxes: EOD_BOXES });
  });

  it('§1 the 50 sleeves are counted by number; each guild’s pieces sit under its name', () => {
    expect(count('card-sleeve')).toBe(SLEEVES);
    expect(SLEEVES).toBe(50);
    expect(EOD_BASE.components.find((c) => c.key === 'agent.fede')).toEqual({
      key: 'agent.fede',
      groupKey: 'eodBox.guilds.fede',
      nameKey: 'eodBox.parts.agent',
      count: 10,
    });
    expect(EOD_BASE.components.find((c) => c.key === 'rulebook')).toMatchObject({ offTable: true });
  });

  it('§3.2 a tracked game needs the shared pieces and the pieces of the guilds at the table only', () => {
    const two = eodComponentNeeds({ guilds: ['carnival', 'gilded'] });
    const keys = two.map((n) => n.component);
    expect(keys).toContain('agent.carnival');
    expect(keys).toContain('threat-cube.gilded');
    expect(keys).toContain('threat-cube.black');
    expect(keys).toContain('card-sleeve');
    expect(keys).not.toContain('agent.fede');
    expect(keys).not.toContain('rulebook');
    expect(keys).not.toContain('players-handbook');
    // 2 guilds: 45 cubes in the bag (§6) — 15 per guild in play and 15 black
    const cubes = two.filter((n) => n.component.startsWith('threat-cube.')).reduce((n, x) => n + x.count, 0);
    expect(cubes).toBe(45);
    expect(eodComponentNeeds({ guilds: [...GUILD_IDS] }).length).toBeGreaterThan(two.length);
    expect(eodComponentNeeds(null).some((n) => n.component.startsWith('agent.'))).toBe(false);
  });
});

describe('boxNeeds (core/platform/collection.ts, shared with every components box)', () => {
  it('needs every piece put on the table with a known count, narrowed by the game', () => {
    const box = {
      code: 'b',
      nameKey: 'k',
      name: 'B',
      components: [
        { key: 'a', groupKey: 'g', nameKey: 'n', count: 2 },
        { key: 'rules', groupKey: 'g', nameKey: 'n', count: 1, offTable: true },
        { key: 'unknown', groupKey: 'g', nameKey: 'n', count: 0, unconfirmed: true },
        { key: 'c', groupKey: 'g', nameKey: 'n', count: 3 },
      ],
    };
    expect(boxNeeds(box)).toEqual([
      { product: 'b', component: 'a', count: 2 },
      { product: 'b', component: 'c', count: 3 },
    ]);
    expect(boxNeeds(box, (c) => c.key !== 'a')).toEqual([{ product: 'b', component: 'c', count: 3 }]);
  });
});

describe('the box through the API', () => {
  let t: TempBackend;
  useTempBackend((x) => (t = x));
  const create = (guilds: string[]) => ({
    game: 'edge-of-darkness-tracker',
    options: { guilds },
    players: [{ id: 'table', seats: guilds }],
  });

  it('§1 the box is added with every piece; missing and damaged are kept per component', async () => {
    const view = await call(t.c, 'collection.boxes', { game: G });
    expect(view.kinds.map((k) => [k.code, k.name])).toEqual([['base', 'Edge of Darkness']]);
    const [box] = await call(t.c, 'collection.addBox', { game: G, code: 'base' });
    expect(box.totals).toEqual({
      pieces: EOD_BASE.components.reduce((n, c) => n + c.count, 0),
      missing: 0,
      damaged: 0,
    });
    const after = await call(t.c, 'collection.setComponent', {
      game: G,
      id: box.id,
      component: 'card-sleeve',
      missing: 3,
      damaged: 2,
    });
    expect(after.lines.find((l) => l.component === 'card-sleeve')).toMatchObject({
      missing: 3,
      damaged: 2,
      listed: 50,
    });
  });

  it('a tracked game is refused when a guild at the table lacks pieces, and created for the other guilds', async () => {
    const [box] = await call(t.c, 'collection.addBox', { game: G, code: 'base' });
    await call(t.c, 'collection.setComponent', { game: G, id: box.id, component: 'agent.fede', missing: 1 });
    expect(await callError(t.c, 'games.create', create(['carnival', 'fede']))).toMatchObject({
      code: 'components_missing',
      params: { game: G, pieces: 1, components: ['base/agent.fede'] },
    });
    await call(t.c, 'games.create', create(['carnival', 'gilded']));
  });
});
