/**
 * Deckhand's own Edge of Darkness content (core/games/edge-of-darkness/content/): it passes the content
 * validator as a JSON file, holds what 2–4 player games need (rules digest §1 starter cards, §3.2 step 7
 * player-count marks, §3.3 the Prologue and its seeding, §6 the player-count table), and every name comes in
 * all four languages. The test counts what it holds.
 */
import { describe, expect, it } from 'vitest';
import {
  EFFECT_OPS,
  GUILD_IDS,
  GUILD_CITIZENS,
  GUILD_PATRICIANS,
  LOCATIONS_PER_GAME,
  LOCATION_TYPES,
  NEUTRAL_CITIZENS,
  NEUTRAL_PATRICIANS,
  ORIGINAL_ADVANCEMENTS,
  ORIGINAL_CONTENT,
  ORIGINAL_LOCATIONS,
  ORIGINAL_STARTERS,
  PLAYER_COUNTS,
  PLAYER_COUNT_SETUP,
  ROUNDS,
  SETUP_TOWER_CARDS,
  SLOTS,
  neutralInPlay,
  prologueAllowed,
  validateContentText,
  type Effect,
} from '../../../../core/games/edge-of-darkness';

const LANGS = ['en', 'tr', 'de', 'hu'] as const;
const strips = (a: (typeof ORIGINAL_ADVANCEMENTS)[number]) => SLOTS.reduce((t, s) => t + (a.variants[s] ?? 0), 0);

function allEffects(): Effect[] {
  return [
    ...ORIGINAL_LOCATIONS.flatMap((l) => l.abilities.flatMap((a) => a.effects)),
    ...[...ORIGINAL_ADVANCEMENTS, ...ORIGINAL_STARTERS].flatMap((c) => [
      ...c.contact.abilities.flatMap((a) => a.effects),
      ...c.threat.rewards,
      ...(c.threat.onAttack ?? []),
    ]),
  ];
}

describe('our content set passes the validator', () => {
  it("as a JSON file (issue 16 §4: the same validator as a user's file)", () => {
    const r = validateContentText(JSON.stringify(ORIGINAL_CONTENT, null, 2));
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('counts what it holds: 16 locations, 16 advancements in 120 strips, 33 starter cards, 164 effects', () => {
    const counts = {
      locations: ORIGINAL_LOCATIONS.length,
      advancements: ORIGINAL_ADVANCEMENTS.length,
      strips: ORIGINAL_ADVANCEMENTS.reduce((t, a) => t + strips(a), 0),
      starters: ORIGINAL_STARTERS.length,
      effects: allEffects().length,
    };
    expect(counts).toEqual({ locations: 16, advancements: 16, strips: 120, starters: 33, effects: 164 });
  });

  it('every name in English, Turkish, German and Hungarian', () => {
    const named = [ORIGINAL_CONTENT, ...ORIGINAL_LOCATIONS, ...ORIGINAL_ADVANCEMENTS, ...ORIGINAL_STARTERS];
    for (const n of named) for (const l of LANGS) expect(n.name[l]?.trim(), `${n.id} ${l}`).toBeTruthy();
    // Places and roles are translated; only people's names stay the same.
    for (const n of [...ORIGINAL_LOCATIONS, ...ORIGINAL_ADVANCEMENTS]) {
      expect(new Set(LANGS.map((l) => n.name[l])).size, n.id).toBeGreaterThan(1);
    }
  });

  it('names are unique in each language', () => {
    for (const l of LANGS) {
      const names = [...ORIGINAL_LOCATIONS, ...ORIGINAL_ADVANCEMENTS, ...ORIGINAL_STARTERS].map((n) => n.name[l]);
      expect(new Set(names).size, l).toBe(names.length);
    }
  });
});

describe('§1 / §3.2 step 7: the 33 starter cards', () => {
  it('each guild has 3 Citizens and 1 Patrician', () => {
    for (const g of GUILD_IDS) {
      const own = ORIGINAL_STARTERS.filter((s) => s.guild === g);
      expect(own.filter((s) => s.kind === 'citizen').length).toBe(GUILD_CITIZENS);
      expect(own.filter((s) => s.kind === 'patrician').length).toBe(GUILD_PATRICIANS);
      expect(own.every((s) => s.mark === null)).toBe(true);
    }
  });

  it('11 neutral Citizens and 6 neutral Patricians; 2 marked "4", 3 marked "3"', () => {
    const neutral = ORIGINAL_STARTERS.filter((s) => s.guild === null);
    expect(neutral.filter((s) => s.kind === 'citizen').length).toBe(NEUTRAL_CITIZENS);
    expect(neutral.filter((s) => s.kind === 'patrician').length).toBe(NEUTRAL_PATRICIANS);
    expect(neutral.filter((s) => s.mark === 4).length).toBe(2);
    expect(neutral.filter((s) => s.mark === 3).length).toBe(3);
  });

  it("§6: the neutral cards in play per player count are the table's 12, 15 and 17", () => {
    for (const n of PLAYER_COUNTS) {
      const used = ORIGINAL_STARTERS.filter((s) => s.guild === null && neutralInPlay(s.mark, n));
      expect(used.length, `${n} players`).toBe(PLAYER_COUNT_SETUP[n].neutralCardsUsed);
    }
  });

  it('§3.3 step 4: every player count keeps enough neutral Citizens to seed, even if the tower takes 3', () => {
    for (const n of PLAYER_COUNTS) {
      const citizens = ORIGINAL_STARTERS.filter(
        (s) => s.guild === null && s.kind === 'citizen' && neutralInPlay(s.mark, n),
      ).length;
      expect(citizens - SETUP_TOWER_CARDS, `${n} players`).toBeGreaterThanOrEqual(
        PLAYER_COUNT_SETUP[n].seededOntoNeutrals,
      );
    }
  });

  it('§2.5 every Citizen gives 1 Battle Strength; Patricians give none', () => {
    for (const s of ORIGINAL_STARTERS) {
      const battle = s.contact.abilities.flatMap((a) => a.effects).filter((e) => e.op === 'battle');
      if (s.kind === 'citizen') expect(battle, s.id).toEqual([{ op: 'battle' }]);
      else expect(battle, s.id).toEqual([]);
    }
  });
});

describe('§2.6 / §3.3 locations and their advancements', () => {
  it('one advancement per location, so the Prologue offers 10 unique advancements from 10 locations', () => {
    for (const l of ORIGINAL_LOCATIONS) {
      expect(ORIGINAL_ADVANCEMENTS.filter((a) => a.location === l.id).length, l.id).toBe(1);
    }
    expect(ORIGINAL_LOCATIONS.length).toBeGreaterThanOrEqual(LOCATIONS_PER_GAME);
  });

  it('every location type is represented (setups can be balanced by type, §2.6)', () => {
    const types = new Set(ORIGINAL_LOCATIONS.flatMap((l) => l.types));
    expect([...types].sort()).toEqual([...LOCATION_TYPES].sort());
  });

  it('every advancement dispatches to its location, and its location lets agents come back', () => {
    for (const a of ORIGINAL_ADVANCEMENTS) {
      expect(
        a.contact.abilities.some((ab) => ab.effects.some((e) => e.op === 'dispatch')),
        a.id,
      ).toBe(true);
      const loc = ORIGINAL_LOCATIONS.find((l) => l.id === a.location);
      expect(
        loc?.abilities.some((ab) => ab.cost?.some((c) => c.kind === 'return-agents')),
        a.id,
      ).toBe(true);
    }
  });

  it('§3.3: every advancement gives the Prologue something (dispatching is allowed)', () => {
    for (const a of ORIGINAL_ADVANCEMENTS) {
      expect(a.contact.abilities.flatMap((ab) => ab.effects).some(prologueAllowed), a.id).toBe(true);
    }
  });

  it('[derived] any 10 locations hold enough strips for the Prologue and 8 rounds with 4 players', () => {
    const fewest = ORIGINAL_ADVANCEMENTS.map(strips)
      .sort((x, y) => x - y)
      .slice(0, LOCATIONS_PER_GAME)
      .reduce((t, n) => t + n, 0);
    const needed = LOCATIONS_PER_GAME + 4 * ROUNDS;
    expect(fewest).toBeGreaterThanOrEqual(needed);
  });

  it('uses every effect op of the vocabulary somewhere', () => {
    const used = new Set(allEffects().map((e) => e.op));
    expect([...used].sort()).toEqual([...EFFECT_OPS].sort());
  });
});
