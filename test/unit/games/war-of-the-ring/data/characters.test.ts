/**
 * Characters (core/games/war-of-the-ring/data/characters.ts) against the rules digest §1.5, §2.1 step 4,
 * §4.1, §5.3, §6.2, §6.7, §7.4, §7.5 and Appendix A.1.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, COMPANION_IDS, MINION_IDS } from '../../../../../core/games/war-of-the-ring/data/ids';
import {
  CHARACTERS,
  CHARACTER_BY_ID,
  STARTING_GUIDE,
  type EntryCondition,
} from '../../../../../core/games/war-of-the-ring/data/characters';
import { BONUS_DIE_CHARACTERS } from '../../../../../core/games/war-of-the-ring/data/dice';
import { REGION_BY_ID } from '../../../../../core/games/war-of-the-ring/data/regions';

describe('§1.5/§7.5/Appendix A.1 characters', () => {
  it('lists every character id once, in CHARACTER_IDS order', () => {
    expect(CHARACTERS.map((c) => c.id)).toEqual([...CHARACTER_IDS]);
  });

  it('levels confirmed by the source examples: Gandalf 3, Strider 3, Legolas 2, Gimli 2, Meriadoc 1 (§5.3, §5.9, §5.14)', () => {
    expect(
      ['gandalf-grey', 'strider', 'legolas', 'gimli', 'merry'].map((id) => CHARACTER_BY_ID[id as 'merry'].level),
    ).toEqual([3, 3, 2, 2, 1]);
  });

  it('levels and leadership of the others (Appendix A.1); Saruman cannot move (Level 0), the Witch-king flies', () => {
    const stats = Object.fromEntries(CHARACTERS.map((c) => [c.id, [c.level, c.leadership]]));
    expect(stats).toMatchObject({
      boromir: [2, 1],
      pippin: [1, 1],
      aragorn: [3, 2],
      'gandalf-white': [3, 1],
      gollum: [0, 0],
      saruman: [0, 1],
      'witch-king': ['unlimited', 2],
      'mouth-of-sauron': [3, 2],
    });
  });

  it('Companions and Gollum are Free Peoples, Minions Shadow; kinds match the id lists', () => {
    for (const id of COMPANION_IDS) expect(CHARACTER_BY_ID[id]).toMatchObject({ side: 'fp', kind: 'companion' });
    for (const id of MINION_IDS) expect(CHARACTER_BY_ID[id]).toMatchObject({ side: 'shadow', kind: 'minion' });
    expect(CHARACTER_BY_ID.gollum).toMatchObject({ side: 'fp', kind: 'gollum' });
  });

  it('§4.1 the bonus dice come from Aragorn, Gandalf the White and the three Minions', () => {
    const withBonus = CHARACTERS.filter((c) => c.bonusDice === 1).map((c) => c.id);
    expect(withBonus).toEqual([...BONUS_DIE_CHARACTERS.fp, ...BONUS_DIE_CHARACTERS.shadow]);
  });

  it('§2.1 Gandalf the Grey is the starting Guide', () => {
    expect(STARTING_GUIDE).toBe('gandalf-grey');
  });

  it('§6.2 Gandalf, Aragorn, Meriadoc and Peregrin carry the generic Free Peoples icon; Boromir, Legolas, Gimli their nation', () => {
    expect(
      ['gandalf-grey', 'aragorn', 'merry', 'pippin', 'gandalf-white'].map(
        (id) => CHARACTER_BY_ID[id as 'merry'].nation,
      ),
    ).toEqual(['any', 'any', 'any', 'any', 'any']);
    expect([CHARACTER_BY_ID.boromir.nation, CHARACTER_BY_ID.legolas.nation, CHARACTER_BY_ID.gimli.nation]).toEqual([
      'gondor',
      'elves',
      'dwarves',
    ]);
  });

  it('every character has abilities with a one-line summary, unique ids, and only Guides have guide-only abilities', () => {
    for (const c of CHARACTERS) {
      expect(c.abilities.length, c.id).toBeGreaterThan(0);
      expect(new Set(c.abilities.map((a) => a.id)).size, c.id).toBe(c.abilities.length);
      for (const a of c.abilities) {
        expect(a.summary.length, `${c.id}.${a.id}`).toBeGreaterThan(10);
        expect(a.summary.includes('\n'), `${c.id}.${a.id}`).toBe(false);
        if (a.guideOnly) expect(['companion', 'gollum'], `${c.id}.${a.id}`).toContain(c.kind);
      }
    }
  });

  it('Captain of the West (+1 Combat Strength) belongs to Gandalf the Grey, Strider, Boromir, Legolas, Gimli and Aragorn', () => {
    const captains = CHARACTERS.filter((c) => c.abilities.some((a) => a.effect === 'combat-strength-plus-one')).map(
      (c) => c.id,
    );
    expect(captains).toEqual(['gandalf-grey', 'strider', 'boromir', 'legolas', 'gimli', 'aragorn']);
  });
});

describe('§6.7 bringing characters into play', () => {
  const regionsIn = (conds: readonly EntryCondition[]): string[] =>
    conds.flatMap((c) =>
      c.kind === 'character-in-unconquered-settlement'
        ? [...c.regions]
        : c.kind === 'settlement-unconquered'
          ? [c.region]
          : c.kind === 'any-of'
            ? regionsIn(c.conditions)
            : [],
    );

  it('Companions and Gollum have no entry; Aragorn and Gandalf the White enter with Will of the West, Minions with Muster', () => {
    for (const id of [...COMPANION_IDS, 'gollum' as const]) expect(CHARACTER_BY_ID[id].entry, id).toBeUndefined();
    expect(CHARACTER_BY_ID.aragorn.entry?.die).toBe('will-of-the-west');
    expect(CHARACTER_BY_ID['gandalf-white'].entry?.die).toBe('will-of-the-west');
    for (const id of MINION_IDS) expect(CHARACTER_BY_ID[id].entry?.die, id).toBe('muster');
  });

  it('§1.5 Gandalf the White: Gandalf the Grey out of the Fellowship and a Minion ever in play; replaces him or goes to Fangorn or an Elven Stronghold', () => {
    const e = CHARACTER_BY_ID['gandalf-white'].entry;
    expect(e?.conditions).toEqual([
      { kind: 'character-left-fellowship', character: 'gandalf-grey' },
      { kind: 'minion-ever-in-play' },
    ]);
    expect(e?.placement).toEqual({
      kind: 'replace-or-place',
      character: 'gandalf-grey',
      regions: ['fangorn'],
      strongholdsOf: 'elves',
      unconqueredOnly: true,
    });
  });

  it('Aragorn replaces Strider in unconquered Minas Tirith, Dol Amroth or Pelargir', () => {
    const e = CHARACTER_BY_ID.aragorn.entry;
    expect(e?.placement).toEqual({ kind: 'replace', character: 'strider' });
    expect(regionsIn(e?.conditions ?? [])).toEqual(['minas-tirith', 'dol-amroth', 'pelargir']);
  });

  it('Saruman needs Isengard At War and Orthanc unconquered and is placed there; the Witch-king needs Sauron and an FP nation At War and activates all FP', () => {
    expect(CHARACTER_BY_ID.saruman.entry?.conditions).toEqual([
      { kind: 'nation-at-war', nation: 'isengard' },
      { kind: 'settlement-unconquered', region: 'orthanc' },
    ]);
    expect(CHARACTER_BY_ID.saruman.entry?.placement).toEqual({ kind: 'region', region: 'orthanc' });
    expect(CHARACTER_BY_ID['witch-king'].entry?.conditions).toEqual([
      { kind: 'nation-at-war', nation: 'sauron' },
      { kind: 'any-fp-nation-at-war' },
    ]);
    expect(CHARACTER_BY_ID['witch-king'].entry?.onEntry).toEqual(['activate-all-fp-nations']);
  });

  it('the Mouth of Sauron goes to an unconquered Sauron Stronghold', () => {
    expect(CHARACTER_BY_ID['mouth-of-sauron'].entry?.placement).toEqual({
      kind: 'unconquered-stronghold-of',
      nation: 'sauron',
    });
  });

  it('every region an entry or ability names exists and holds a Settlement', () => {
    const named = CHARACTERS.flatMap((c) => [
      ...regionsIn(c.entry?.conditions ?? []),
      ...c.abilities.flatMap((a) => [...(a.params?.regions ?? []), ...(a.params?.region ? [a.params.region] : [])]),
    ]);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(REGION_BY_ID[id as 'orthanc']?.settlement, id).toMatch(/city|stronghold|town/);
  });
});
