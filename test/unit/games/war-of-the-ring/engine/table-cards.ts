// The "play on the table" cards with standing rules (their rule tests are in events-table.test.ts, so
// events.test.ts leaves them out of its one-test-per-card loop).
export const TABLE_CARD_TESTS: readonly string[] = [
  'fp.a-power-too-great',
  'fp.the-power-of-tom-bombadil',
  'fp.the-last-battle',
  'shadow.denethors-folly',
  'shadow.threats-and-promises',
  'shadow.balrog-of-moria',
];
