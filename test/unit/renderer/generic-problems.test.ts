import { describe, expect, it } from 'vitest';
import en from '../../../renderer/src/locales/generic/en.json';
import { GENERIC_PROBLEM_CODES, genericProblem } from '../../../renderer/src/views/generic/problems';

const names: Record<string, string> = { sk002: 'Messingwächter' };
const cardName = (code: string, fallback?: string | null) => names[code] ?? fallback ?? code;

describe('deck problems on the generic deck page (renderer/src/views/generic/problems.ts)', () => {
  it('names the card in the user language from the card cache, else the name the rule sent', () => {
    expect(
      genericProblem(
        { code: 'deck.tooManyCopies', params: { name: 'Brass Sentry', codes: ['sk002'], count: 3, max: 2 } },
        cardName,
      ),
    ).toEqual({ key: 'generic.deckProblems.tooManyCopies', params: { card: 'Messingwächter', count: 3, max: 2 } });
    expect(genericProblem({ code: 'deck.unknownCard', params: { code: 'zz9' } }, cardName)?.params.card).toBe('zz9');
    expect(genericProblem({ code: 'deck.tooFewCards', params: { count: 5, min: 10 } }, cardName)?.params).toEqual({
      card: '?',
      count: 5,
      min: 10,
    });
  });

  it('leaves codes without a generic message to the neutral text', () => {
    expect(genericProblem({ code: 'deck.offAspect', params: {} }, cardName)).toBeNull();
    expect(genericProblem({ code: 'format.unknownLine', params: {} }, cardName)).toBeNull();
  });

  it('has a message for every code it maps', () => {
    for (const code of GENERIC_PROBLEM_CODES) expect(en.generic.deckProblems[code]).toBeTruthy();
  });
});
