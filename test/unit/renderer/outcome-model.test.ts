import { describe, expect, it } from 'vitest';
import { bestWinner } from '../../../renderer/src/components/game/outcome-model';

// The outcome screen names the best player of a winning team when the game scores its players
// (War of the Ring §10.8: the individual winner inside the winning team).
describe('outcome: the best of the winning team', () => {
  const seats = ['fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman'];
  const result = { 'fp-gondor': 'loss', 'fp-rohan': 'loss', 'sh-witchking': 'win', 'sh-saruman': 'win' } as const;
  const reason = { key: 'wotr.victory.military' };

  it('names the winner with the highest score', () => {
    const scores = { 'fp-gondor': -4, 'fp-rohan': -6, 'sh-witchking': 6, 'sh-saruman': 4 };
    expect(bestWinner(seats, { result, reason, scores })).toBe('sh-witchking');
  });

  it('names nobody on a tie, without scores, or with a single winner', () => {
    expect(bestWinner(seats, { result, reason, scores: { 'sh-witchking': 3, 'sh-saruman': 3 } })).toBeNull();
    expect(bestWinner(seats, { result, reason })).toBeNull();
    expect(
      bestWinner(['fp', 'shadow'], { result: { fp: 'win', shadow: 'loss' }, reason, scores: { fp: 1 } }),
    ).toBeNull();
    expect(bestWinner(seats, null)).toBeNull();
  });

  it('ignores the losers’ scores', () => {
    const scores = { 'fp-gondor': 9, 'fp-rohan': 0, 'sh-witchking': 2, 'sh-saruman': 5 };
    expect(bestWinner(seats, { result, reason, scores })).toBe('sh-saruman');
  });
});
