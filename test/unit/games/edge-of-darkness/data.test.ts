/**
 * Edge of Darkness static data (core/games/edge-of-darkness/data/) against the rules digest: §1 components,
 * §2.5 resources and tracks, §3.2–3.3 setup and the Prologue, §6 the player-count table, §5 scoring.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_BOUNDS,
  ALLEGIANCE_SLIP_BOUNDS,
  BLACK_CUBES,
  CARDS_IN_GAME,
  COMPONENTS,
  COMPONENT_BY_ID,
  CUBES_PER_GUILD,
  CUBE_COLOURS,
  DEFENSE_TRACK,
  DEFENSE_TRACK_BOTTOM,
  GUILDS,
  GUILD_IDS,
  GUILD_STARTERS,
  LOCATIONS_PER_GAME,
  LOCATIONS_PER_ROW,
  NEUTRAL_CITIZENS,
  NEUTRAL_PATRICIANS,
  NEUTRAL_STARTERS,
  PLAYER_COUNTS,
  PLAYER_COUNT_SETUP,
  SETUP_CUBES_DROPPED,
  SETUP_CUBES_PER_PLAYER,
  SETUP_TOWER_CARDS,
  SLEEVES,
  SLEEVES_SPARE,
  SLEEVES_USED,
  STARTING_KIT,
  STREET_SLOTS,
  TOKEN_BOUNDS,
  TOKEN_QUARTERS,
  bonusPrestige,
  defenseAfterHits,
  defenseValue,
  derivedDeckAfterPrologue,
  derivedSeeded,
  finalScores,
  neutralInPlay,
  prologuePickOrder,
  scoreLines,
  type ScoringInput,
} from '../../../../core/games/edge-of-darkness';

describe('§1 components', () => {
  it('counts every component as the list gives it', () => {
    const want: Record<string, number> = {
      'game-board': 1,
      'extension-board': 2,
      'player-board': 4,
      'location-board': 37,
      'threat-tower': 1,
      'threat-bag': 1,
      'threat-cube': 75,
      agent: 40,
      'first-player-marker': 1,
      'round-marker': 1,
      'allegiance-slip': 28,
      'neutral-starter-card': 17,
      'guild-starter-card': 16,
      'card-sleeve': 50,
      advancement: 286,
      'reference-card': 8,
      'randomizer-card': 37,
      'scoring-pad': 1,
      'coin-token': 32,
      'prestige-token': 28,
      'player-aid-token': 48,
      'influence-goodwill-token': 26,
      'defense-token': 4,
      rulebook: 1,
      'players-handbook': 1,
    };
    expect(Object.fromEntries(COMPONENTS.map((c) => [c.id, c.count]))).toEqual(want);
  });

  it('per-guild splits multiply out to the totals (4 guilds; cubes: 4 colours + black)', () => {
    for (const c of COMPONENTS) {
      if (c.perGuild === undefined) continue;
      const groups = c.id === 'threat-cube' ? CUBE_COLOURS.length : GUILD_IDS.length;
      expect(c.perGuild * groups, c.id).toBe(c.count);
    }
  });

  it('starter cards: 11 + 6 neutral, 3 + 1 per guild; 33 cards in all', () => {
    expect(NEUTRAL_CITIZENS + NEUTRAL_PATRICIANS).toBe(COMPONENT_BY_ID['neutral-starter-card'].count);
    expect(GUILD_STARTERS * GUILD_IDS.length).toBe(COMPONENT_BY_ID['guild-starter-card'].count);
    expect(CARDS_IN_GAME).toBe(33);
  });

  it('the 50 sleeves: 33 starter cards + 4 for the slips = 37 used, 13 spare (§1 [derived], §3.1)', () => {
    expect(SLEEVES).toBe(50);
    expect(SLEEVES_USED).toBe(37);
    expect(SLEEVES_SPARE).toBe(13);
  });

  it("four guilds; red (Carnival) and green (Gilded Leaves) are the rulebook's colours", () => {
    expect(GUILDS.map((g) => g.id)).toEqual([...GUILD_IDS]);
    expect(GUILDS.filter((g) => g.colourFromRules).map((g) => [g.id, g.colour])).toEqual([
      ['carnival', 'red'],
      ['gilded', 'green'],
    ]);
    expect(new Set(GUILDS.map((g) => g.colour)).size).toBe(4);
  });
});

describe('§3.2 setup', () => {
  it('step 4: each player takes 7 slips, 4 starters, 10 agents (4 trained, 6 not), 4 influence, 5 coins', () => {
    expect(STARTING_KIT).toMatchObject({
      allegianceSlips: 7,
      guildStarterCards: 4,
      agents: 10,
      trainedAgents: 4,
      untrainedAgents: 6,
      influence: 4,
      coins: 5,
      defenseTokens: 1,
      referenceCards: 2,
    });
    expect(STARTING_KIT.trainedAgents + STARTING_KIT.untrainedAgents).toBe(STARTING_KIT.agents);
    // A1: setup gives 10 Player Aid tokens although the box holds 12 per player.
    expect(STARTING_KIT.playerAidTokens).toBe(10);
    expect(COMPONENT_BY_ID['player-aid-token'].perGuild).toBe(12);
    expect(STARTING_KIT.allegianceSlips * 4).toBe(COMPONENT_BY_ID['allegiance-slip'].count);
  });

  it('step 6: the bag holds 15 black + 15 per guild in play; 2 cubes per Threat Zone, 4 dropped', () => {
    for (const n of PLAYER_COUNTS) expect(PLAYER_COUNT_SETUP[n].cubesInBag).toBe(BLACK_CUBES + n * CUBES_PER_GUILD);
    expect(SETUP_CUBES_PER_PLAYER).toBe(2);
    expect(SETUP_CUBES_DROPPED).toBe(4);
  });

  it('step 7: 4 players use every neutral card, 3 remove the "4"s, 2 remove the "3"s and the "4"s', () => {
    expect([null, 3, 4].map((m) => neutralInPlay(m as 3 | 4 | null, 4))).toEqual([true, true, true]);
    expect([null, 3, 4].map((m) => neutralInPlay(m as 3 | 4 | null, 3))).toEqual([true, true, false]);
    expect([null, 3, 4].map((m) => neutralInPlay(m as 3 | 4 | null, 2))).toEqual([true, false, false]);
  });

  it('steps 8–9: 3 neutrals start in the tower; 10 locations, 5 above and 5 below; a Street of 5', () => {
    expect(SETUP_TOWER_CARDS).toBe(3);
    expect(LOCATIONS_PER_GAME).toBe(2 * LOCATIONS_PER_ROW);
    expect(STREET_SLOTS).toBe(5);
  });
});

describe('§3.3 the Prologue pick order', () => {
  it('4 players: a snake — first player first and last, the last player twice in a row', () => {
    expect(prologuePickOrder(4)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
  });
  it('3 players: a snake', () => {
    expect(prologuePickOrder(3)).toEqual([0, 1, 2, 2, 1, 0]);
  });
  it('2 players: 1-2-2-1, three picks each', () => {
    expect(prologuePickOrder(2)).toEqual([0, 1, 1, 0, 0, 1]);
  });
  it("every seat picks exactly the table's picks per player", () => {
    for (const n of PLAYER_COUNTS) {
      const order = prologuePickOrder(n);
      for (let seat = 0; seat < n; seat++) {
        expect(order.filter((s) => s === seat).length).toBe(PLAYER_COUNT_SETUP[n].picksPerPlayer);
      }
    }
  });
});

describe('§6 the player-count table', () => {
  it("is the rulebook's", () => {
    const rows = PLAYER_COUNTS.map((n) => {
      const s = PLAYER_COUNT_SETUP[n];
      return [n, s.cubesInBag, s.neutralCardsUsed, s.picksPerPlayer, s.seededOntoNeutrals, s.deckAfterPrologue];
    });
    expect(rows).toEqual([
      [2, 45, 12, 3, 4, 15],
      [3, 60, 15, 2, 4, 21],
      [4, 75, 17, 2, 2, 26],
    ]);
    expect(PLAYER_COUNTS.map((n) => PLAYER_COUNT_SETUP[n].attackThreshold)).toEqual([6, 7, 8]);
  });

  it('[derived] deck sizes and seeded advancements follow from the other facts (§3.3 card flow check)', () => {
    for (const n of PLAYER_COUNTS) {
      expect(derivedDeckAfterPrologue(n)).toBe(PLAYER_COUNT_SETUP[n].deckAfterPrologue);
      expect(derivedSeeded(n)).toBe(PLAYER_COUNT_SETUP[n].seededOntoNeutrals);
    }
    // 4 players: 26 in the deck + 4 in Guild Halls + 3 in the tower = every card.
    expect(PLAYER_COUNT_SETUP[4].deckAfterPrologue + 4 + SETUP_TOWER_CARDS).toBe(CARDS_IN_GAME);
    expect(PLAYER_COUNT_SETUP[4].neutralCardsUsed).toBe(NEUTRAL_STARTERS);
  });

  it('[derived] neutral cards used = 17 minus the marked cards: 2 marked "4", 3 marked "3"', () => {
    expect(NEUTRAL_STARTERS - PLAYER_COUNT_SETUP[3].neutralCardsUsed).toBe(2);
    expect(PLAYER_COUNT_SETUP[3].neutralCardsUsed - PLAYER_COUNT_SETUP[2].neutralCardsUsed).toBe(3);
  });
});

describe('§2.5 resources and tracks', () => {
  it('tokens are never negative and the supply is not limited; coins, influence, goodwill ¼ VP, prestige 1', () => {
    for (const b of Object.values(TOKEN_BOUNDS)) expect(b).toEqual({ min: 0, max: null });
    expect(TOKEN_QUARTERS).toEqual({ coin: 1, influence: 1, goodwill: 1, prestige: 4 });
  });

  it('agents: 10 per player, at most 6 untrained; 7 allegiance slips', () => {
    expect(AGENT_BOUNDS).toEqual({ total: 10, trained: { min: 0, max: 10 }, untrained: { min: 0, max: 6 } });
    expect(ALLEGIANCE_SLIP_BOUNDS).toEqual({ min: 0, max: 7 });
  });

  it('§4.5 the Defense track: starts on top, one space down per attack that gets through, stops at the bottom', () => {
    expect(defenseAfterHits(0, 1)).toBe(1);
    expect(defenseAfterHits(0, 2)).toBe(2);
    expect(defenseAfterHits(DEFENSE_TRACK_BOTTOM, 1)).toBe(DEFENSE_TRACK_BOTTOM);
    // Values fall from top to bottom and include the rulebook example's 14 (A23, R9).
    for (let i = 1; i < DEFENSE_TRACK.length; i++) expect(DEFENSE_TRACK[i]).toBeLessThan(DEFENSE_TRACK[i - 1]);
    expect(DEFENSE_TRACK).toContain(14);
    expect(defenseValue(DEFENSE_TRACK_BOTTOM)).toBe(0);
  });
});

describe('§5 scoring', () => {
  const player = (over: Partial<ScoringInput>): ScoringInput => ({
    prestige: 0,
    trainedAgents: 4,
    guildCards: 4,
    filledSlots: 4,
    defensePosition: 0,
    coins: 0,
    influence: 0,
    goodwill: 0,
    ...over,
  });

  it('the rulebook\'s example scores 52¾ (A5: its "12 influence" is 12 prestige)', () => {
    const example = player({
      prestige: 12,
      guildCards: 6,
      filledSlots: 16,
      defensePosition: DEFENSE_TRACK.indexOf(14),
      trainedAgents: 7,
      coins: 5,
      influence: 3,
      goodwill: 7,
    });
    const lines = scoreLines(example, 0);
    expect(lines).toEqual({ trainedAgents: 28, prestige: 48, filledSlots: 64, defenseTrack: 56, tokens: 15 });
    expect(Object.values(lines).reduce((a, b) => a + b, 0)).toBe(52 * 4 + 3);
  });

  it('bonuses in order: most prestige, trained agents, guild cards, highest Defense; +2 alone, +1 each tied', () => {
    const b = bonusPrestige([
      player({ prestige: 5, trainedAgents: 6, guildCards: 5, defensePosition: 1 }),
      player({ prestige: 5, trainedAgents: 5, guildCards: 4, defensePosition: 1 }),
      player({ prestige: 2, trainedAgents: 4, guildCards: 4, defensePosition: 3 }),
    ]);
    expect(b).toEqual([
      { mostPrestige: 1, mostTrainedAgents: 2, mostGuildCards: 2, highestDefense: 1 },
      { mostPrestige: 1, mostTrainedAgents: 0, mostGuildCards: 0, highestDefense: 1 },
      { mostPrestige: 0, mostTrainedAgents: 0, mostGuildCards: 0, highestDefense: 0 },
    ]);
  });

  it('a game can be won by ¼ point; ties break on guild cards, trained agents, coins + influence', () => {
    // Same everything but one coin: the coin wins.
    let s = finalScores([player({ coins: 1 }), player({})]);
    expect(s.map((p) => p.rank)).toEqual([1, 2]);
    expect(s[0].totalQuarters - s[1].totalQuarters).toBe(1);
    // Equal points (the guild-card bonus of +2 prestige against 8 coins): more guild cards wins.
    s = finalScores([player({ guildCards: 5 }), player({ coins: 8 })]);
    expect(s[0].totalQuarters).toBe(s[1].totalQuarters);
    expect(s.map((p) => p.rank)).toEqual([1, 2]);
    // Equal points and guild cards: more trained agents wins (the bonus against 8 coins again).
    s = finalScores([player({ trainedAgents: 5, filledSlots: 3 }), player({ coins: 8 })]);
    expect(s[0].totalQuarters).toBe(s[1].totalQuarters);
    expect(s.map((p) => p.rank)).toEqual([1, 2]);
  });

  it('goodwill counts for points but not for the third tie-breaker', () => {
    const s = finalScores([player({ coins: 2, goodwill: 0 }), player({ coins: 0, goodwill: 2 })]);
    expect(s[0].totalQuarters).toBe(s[1].totalQuarters);
    expect(s.map((p) => p.rank)).toEqual([1, 2]);
  });

  it('still tied after every tie-breaker: the guilds share the victory', () => {
    const s = finalScores([player({ influence: 1 }), player({ coins: 1 }), player({})]);
    expect(s.map((p) => p.rank)).toEqual([1, 1, 3]);
  });
});
