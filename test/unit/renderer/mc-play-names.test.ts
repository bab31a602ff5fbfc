import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../core/games/marvel-champions/content';
import { hyphenate, loadHyphenation, SOFT_HYPHEN } from '../../../renderer/src/games/marvel-champions/play/hyphenate';
import { withLocalNames } from '../../../renderer/src/games/marvel-champions/play/local-names';

const shown = (s: string) => s.replaceAll(SOFT_HYPHEN, '|');

describe('hyphenate: soft hyphens in the long words of card titles (the hyphen package, TeX patterns)', () => {
  beforeAll(() => Promise.all(['de', 'en', 'hu', 'tr'].map(loadHyphenation)));

  it('breaks German, English and Hungarian words at their hyphenation points', () => {
    expect(shown(hyphenate('Überwachungsteam', 'de'))).toBe('Über|wa|chungs|team');
    expect(shown(hyphenate('Kraft der Gerechtigkeit', 'de'))).toBe('Kraft der Ge|rech|tig|keit');
    expect(shown(hyphenate('Verstärktes Elfenbeinhorn', 'de'))).toBe('Ver|stärk|tes El|fen|bein|horn');
    expect(shown(hyphenate('Netzsprüher', 'de'))).toBe('Netz|sprü|her');
    expect(shown(hyphenate('Surveillance Team', 'en'))).toBe('Sur|veil|lance Team');
    expect(shown(hyphenate('Igazságosság', 'hu'))).toBe('Igaz|sá|gos|ság');
    // a UI language without patterns of its own uses English
    expect(hyphenate('Surveillance', 'xx')).toBe(hyphenate('Surveillance', 'en'));
  });

  it('keeps short words, numbers and punctuation as they are and adds nothing but soft hyphens', () => {
    for (const name of ['Rhino', 'Sandman', 'Spider-Man', '01097a', 'Ütközet'])
      expect(hyphenate(name, 'de')).toBe(name);
    for (const name of ['Countdown bis zur Auslöschung', 'Programm-Transmitter', 'Untergrundgeschäfte'])
      expect(hyphenate(name, 'de').replaceAll(SOFT_HYPHEN, '')).toBe(name);
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
