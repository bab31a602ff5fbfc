// The New game form's locations (rules digest §3.2 step 9, issue 16 leftover): a user's own locations from
// the content editor are offered beside ours, and a game set up with one of them chosen plays it.
import { describe, expect, it } from 'vitest';
import { ORIGINAL_CONTENT } from '../../../../core/games/edge-of-darkness/content/original';
import { eodContentDefinition, withUserContent } from '../../../../core/games/edge-of-darkness/content/user-content';
import { contentFiles, eodModule } from '../../../../core/games/edge-of-darkness/engine';
import type { ContentItem } from '../../../../core/platform/content';
import { keepOffered, locationChoices } from '../../../../renderer/src/games/edge-of-darkness/play/setup-model';

const location = {
  id: 'old-mill',
  name: { en: 'Old Mill', hu: 'Régi malom' },
  types: ['coins'],
  abilities: [{ cost: [{ kind: 'return-agents', n: 1 }], effects: [{ op: 'gain', res: 'coin', n: 2 }] }],
};
const advancement = {
  id: 'miller-guard',
  location: 'old-mill',
  name: { en: 'Miller guard' },
  variants: { top: 1, middle: 2 },
  contact: { cubes: 1, abilities: [{ effects: [{ op: 'battle', n: 2 }] }] },
  threat: { damage: 2, rewards: [{ op: 'gain', res: 'prestige' }] },
};
const items: ContentItem[] = [
  { kind: 'location', id: 'old-mill', value: location },
  { kind: 'advancement', id: 'miller-guard', value: advancement },
];
const engineContent = { files: contentFiles() };
const deps = { deck: () => ({ slots: {}, problems: [] }), catalog: () => null, userContent: () => items };
const ours = (ORIGINAL_CONTENT.locations ?? []).map((l) => l.id);

describe('§3.2 step 9: the locations a new game may choose', () => {
  it('offers our locations and, while playing with own content, the user’s, marked as theirs', () => {
    expect(eodContentDefinition.validateItem('location', location, []).ok).toBe(true);
    const withMine = locationChoices(engineContent, items, true, 'hu');
    expect(withMine.map((c) => c.id).sort()).toEqual([...ours, 'old-mill'].sort());
    expect(withMine.find((c) => c.id === 'old-mill')).toEqual({
      id: 'old-mill',
      name: 'Régi malom',
      types: ['coins'],
      mine: true,
    });
    expect(withMine.filter((c) => c.mine)).toHaveLength(1);
    // sorted by name in the UI language
    const names = withMine.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
    const without = locationChoices(engineContent, items, false, 'en');
    expect(without.map((c) => c.id).sort()).toEqual([...ours].sort());
  });

  it('unticking own content drops a chosen own location and keeps the order of the rest', () => {
    const chosen = [ours[2], 'old-mill', ours[0]];
    expect(keepOffered(chosen, locationChoices(engineContent, items, true, 'en'))).toEqual(chosen);
    expect(keepOffered(chosen, locationChoices(engineContent, items, false, 'en'))).toEqual([ours[2], ours[0]]);
  });

  it('a game with a chosen own location plays it: the resolver adds the content, setup stocks its stack', () => {
    const chosen = [...ours.slice(0, 9), 'old-mill'];
    const resolved = withUserContent({ players: 2, locations: chosen }, deps);
    const options = eodModule.optionsSchema.parse(resolved);
    const s = eodModule.setup(options, 'own-location');
    expect(s.locations).toEqual(chosen);
    expect(s.stock['miller-guard/top']).toBe(1);
    expect(s.stock['miller-guard/middle']).toBe(2);
    // without the user's content the same choice is refused (the engine does not know the location)
    const plain = withUserContent({ players: 2, locations: chosen, userContent: false }, deps);
    expect(eodModule.optionsSchema.safeParse(plain).success).toBe(false);
  });
});
