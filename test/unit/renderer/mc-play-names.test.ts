import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../core/games/marvel-champions/content';
import { hyphenate, SOFT_HYPHEN } from '../../../renderer/src/games/marvel-champions/play/hyphenate';
import { withLocalNames } from '../../../renderer/src/games/marvel-champions/play/local-names';

const shown = (s: string) => s.replaceAll(SOFT_HYPHEN, '|');

describe('hyphenate: soft hyphens in the long words of card titles', () => {
  it('breaks German, English and Hungarian words at syllable-like points', () => {
    expect(shown(hyphenate('Überwachungsteam'))).toBe('Über|wa|chungs|team');
    expect(shown(hyphenate('Kraft der Gerechtigkeit'))).toBe('Kraft der Ge|rech|tig|keit');
    expect(shown(hyphenate('Verstärktes Elfenbeinhorn'))).toBe('Vers|tärk|tes El|fen|bein|horn');
    expect(shown(hyphenate('Surveillance Team'))).toBe('Sur|veil|lance Team');
    // a consonant before r or l begins the syllable
    expect(shown(hyphenate('Der Einbruch!'))).toBe('Der Ein|bruch!');
    // a Hungarian letter group (sz, cs…) is one sound: never split
    expect(shown(hyphenate('Összecsapások'))).toBe('Ös|sze|csa|pá|sok');
  });

  it('keeps short words, numbers and punctuation as they are and adds nothing but soft hyphens', () => {
    for (const name of ['Rhino', 'Hydra-Söldner', 'Sandman', 'Spider-Man', '01097a', 'Ütközet'])
      expect(hyphenate(name)).toBe(name);
    for (const name of ['Countdown bis zur Auslöschung', 'Programm-Transmitter', 'Untergrundgeschäfte'])
      expect(hyphenate(name).replaceAll(SOFT_HYPHEN, '')).toBe(name);
  });

  it('leaves at least two letters before a point and three after it', () => {
    for (const word of ['Überwachungsteam', 'Aufgerüstete', 'Erschütterungsstrahlen', 'Abenteuer']) {
      const parts = hyphenate(word).split(SOFT_HYPHEN);
      expect(parts[0].length).toBeGreaterThanOrEqual(2);
      expect(parts.at(-1)!.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('withLocalNames: the card language over the engine’s English names', () => {
  const [code, def] = Object.entries(CONTENT)[0];

  it('renames a card the catalog knows, keeps the others and the rest of the definition', () => {
    const cards = { [code]: def, other: { ...def, code: 'other' } };
    const out = withLocalNames(cards, (c) => (c === code ? { name: 'Übersetzt', subname: null } : undefined));
    expect(out[code]).toEqual({ ...def, name: 'Übersetzt', sub: def.sub });
    expect(out.other).toBe(cards.other);
  });

  it("gives the card language's traits where the catalog has them", () => {
    const cards = { [code]: { ...def, traits: ['Brute', 'Criminal'] } };
    const out = withLocalNames(cards, () => ({ name: def.name, subname: null, traits: ['Rohling', 'Krimineller'] }));
    expect(out[code].traits).toEqual(['Rohling', 'Krimineller']);
    expect(withLocalNames(cards, () => ({ name: def.name, subname: null, traits: [] }))[code].traits).toEqual([
      'Brute',
      'Criminal',
    ]);
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    const cards = { [code]: def };
    expect(withLocalNames(cards, () => ({ name: def.name, subname: def.sub ?? null, traits: def.traits }))).toBe(cards);
    expect(withLocalNames(cards, () => undefined)).toBe(cards);
  });

  it('gives a subtitle only to a card whose definition has one', () => {
    const plain = { ...def, sub: undefined };
    const withSub = { ...def, code: 'b', sub: 'Bobbi Morse' };
    const out = withLocalNames({ a: plain, b: withSub }, () => ({ name: 'N', subname: 'S' }));
    expect(out.a.sub).toBeUndefined();
    expect(out.b.sub).toBe('S');
  });
});
