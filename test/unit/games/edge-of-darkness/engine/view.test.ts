// The view (§2.3, §7.3, ruling E20), the log lines in four languages, and effects the engine cannot run (E9).
import { describe, expect, it } from 'vitest';
import {
  CONTENT_FORMAT,
  CONTENT_VERSION,
  type ContentFile,
} from '../../../../../core/games/edge-of-darkness/data/effects';
import { ORIGINAL_CONTENT } from '../../../../../core/games/edge-of-darkness/content/original';
import en from '../../../../../renderer/src/locales/eod-engine/en.json';
import { act, edit, legal, m, playUntil, start } from './helpers';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((t, k) => (t as Record<string, unknown> | undefined)?.[k], en);

describe('§7.3 view (E20)', () => {
  it('shows hands, halls, Street and tower; of the deck only its size and top card (Street position 6); never the generator', () => {
    const s = playUntil(start({ players: 3 }, 'view'), (x) => x.phase === 'action');
    const v = m.view(s, 'p2') as Record<string, unknown>;
    expect(v.rng).toBeUndefined();
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.zones.deck.slice(1)));
    expect(v.deck).toEqual({ count: s.zones.deck.length, top: s.zones.deck[0] ?? null });
    expect(v.hand).toEqual(s.zones.hand);
    // a different order below the top looks the same
    const other = edit(s, (d) => {
      d.zones.deck = [d.zones.deck[0], ...d.zones.deck.slice(1).reverse()];
    });
    expect(m.view(other, 'p2')).toEqual(v);
  });

  it('every log line of a game has an English message (the i18n test checks the other three languages)', () => {
    let s = start({ players: 2 }, 'log');
    const keys = new Set<string>();
    for (let i = 0; i < 400 && m.pending(s); i++) {
      const d = m.pending(s)!;
      keys.add(d.prompt.key);
      const r = act(s, legal(s, d.seats[0])[i % legal(s, d.seats[0]).length], d.seats[0]);
      for (const e of r.events) keys.add(m.describe(e, null)!.key);
      s = r.state;
    }
    expect(keys.size).toBeGreaterThan(15);
    for (const k of keys) expect(typeof lookup(k), k).toBe('string');
  });
});

describe('E9: an effect the engine cannot run is done by hand, never skipped', () => {
  it('a user content file with an unknown script: the player is asked to carry it out and confirm', () => {
    const extra: ContentFile = {
      format: CONTENT_FORMAT,
      version: CONTENT_VERSION,
      id: 'user-set',
      name: { en: 'Mine' },
      locations: [
        {
          id: 'user-tavern',
          name: { en: 'Tavern' },
          types: ['other'],
          abilities: [
            {
              effects: [
                { op: 'gain', res: 'coin' },
                { op: 'script', id: 'tell-a-tale', prologue: true },
              ],
            },
          ],
        },
      ],
      advancements: [
        {
          id: 'user-bard',
          location: 'user-tavern',
          name: { en: 'Bard' },
          variants: { middle: 2, bottom: 2 },
          contact: { cubes: 0, abilities: [{ effects: [{ op: 'script', id: 'tell-a-tale', prologue: true }] }] },
          threat: { damage: 1, rewards: [] },
        },
      ],
    };
    const ten = ['user-tavern', ...(ORIGINAL_CONTENT.locations ?? []).slice(0, 9).map((l) => l.id)];
    expect(m.optionsSchema.safeParse({ players: 2, locations: ten, content: [extra] }).success).toBe(true);
    let s = start({ players: 2, locations: ten, content: [extra] }, 'hand');
    const seat = s.seats.indexOf(m.pending(s)!.seats[0]);
    const card = s.zones.hand[seat][0];
    s = act(s, { type: 'pick', adv: 'user-bard', slot: 'bottom', card }).state;
    const r = act(s, { type: 'use', card, slot: 'bottom', index: 0 });
    expect(r.state.ask).toMatchObject({ key: 'byHand', options: ['done'], params: { script: 'tell-a-tale' } });
    const done = act(r.state, { type: 'choose', option: 'done' });
    expect(done.events).toContainEqual({ type: 'byHand', seat: s.seats[seat], script: 'tell-a-tale' });
  });

  it('a content file with an unknown effect is refused by the options', () => {
    const bad = {
      format: CONTENT_FORMAT,
      version: CONTENT_VERSION,
      id: 'bad',
      name: { en: 'Bad' },
      locations: [{ id: 'x', name: { en: 'X' }, types: ['other'], abilities: [{ effects: [{ op: 'fly' }] }] }],
    };
    expect(m.optionsSchema.safeParse({ players: 2, content: [bad] }).success).toBe(false);
  });
});
