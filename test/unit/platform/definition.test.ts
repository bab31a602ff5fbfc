import { describe, expect, it } from 'vitest';
import { enginesOf, gameInfo, indexGames, type GameDefinition } from '../../../core/platform/definition';
import { gameDefinitions, listGames } from '../../../core/games/registry';
import { fixtureDefinition } from '../../fixtures/fixture-game/definition';

describe('game definitions (ARCHITECTURE.md §1.1)', () => {
  it('the registry lists each game once, with unique engine ids, and app.info shows what each declares', () => {
    const byId = indexGames(gameDefinitions);
    expect(byId.size).toBe(gameDefinitions.length);
    for (const g of listGames()) {
      const def = byId.get(g.id)!;
      expect(g).toEqual({
        id: def.id,
        nameKey: def.nameKey,
        ...(def.names ? { names: { ...def.names } } : {}),
        features: [...def.features],
        deckFormats: [...(def.decks?.formats ?? [])],
        // engines with computer players say so (their difficulties and seats)
        ...(def.engines?.some((e) => e.computer) ? { computer: gameInfo(def).computer } : {}),
        ...(def.engines?.length
          ? {
              engines: def.engines.map((e) => ({ id: e.module.id, ...(e.nameKey ? { nameKey: e.nameKey } : {}) })),
            }
          : {}),
      });
      expect((g.computer ?? []).map((x) => x.engine)).toEqual(
        (def.engines ?? []).filter((e) => e.computer).map((e) => e.module.id),
      );
      // A game offering decks says which formats; one offering a rules engine or a table tracker has an
      // engine (a tracker is an engine too: Edge of Darkness has only its tracker so far).
      expect(g.features.includes('decks')).toBe((def.decks?.formats.length ?? 0) > 0);
      expect(g.features.includes('engine') || g.features.includes('table')).toBe((def.engines?.length ?? 0) > 0);
    }
  });

  it('refuses two games with one id, and one engine id used by two games', () => {
    const copy: GameDefinition = { ...fixtureDefinition, engines: [] };
    expect(() => indexGames([fixtureDefinition, copy])).toThrow(/game registered twice/);
    const other: GameDefinition = { ...fixtureDefinition, id: 'another-game' };
    expect(() => indexGames([fixtureDefinition, other])).toThrow(/engine registered twice/);
  });

  it('enginesOf keys every engine of every game by module id', () => {
    const engines = enginesOf([...gameDefinitions, fixtureDefinition]);
    expect(engines.get(fixtureDefinition.engines![0].module.id)?.module).toBe(fixtureDefinition.engines![0].module);
    expect(engines.size).toBe(
      [...gameDefinitions, fixtureDefinition].reduce((n, g) => n + (g.engines?.length ?? 0), 0),
    );
  });

  it('gameInfo copies the lists (the API result cannot change a definition)', () => {
    const info = gameInfo(fixtureDefinition);
    info.features.push('campaigns');
    expect(fixtureDefinition.features).not.toContain('campaigns');
    info.deckFormats.push('octgn');
    expect(fixtureDefinition.decks?.formats).toEqual(['text']);
  });
});
