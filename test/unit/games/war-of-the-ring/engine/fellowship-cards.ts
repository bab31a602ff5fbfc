// The event cards of the Fellowship/Hunt group (their rule tests are in events-fellowship.test.ts, so
// events.test.ts leaves them out of its one-test-per-card loop).
export const FELLOWSHIP_CARDS: readonly string[] = [
  'fp.axe-and-bow',
  'fp.horn-of-gondor',
  'fp.mithril-coat-and-sting',
  'fp.wizards-staff',
  'fp.i-will-go-alone',
  'fp.gwaihir-the-windlord',
  'fp.we-prove-the-swifter',
  'fp.there-and-back-again',
  'fp.there-is-another-way',
  'fp.challenge-of-the-king',
  'shadow.cruel-weather',
  'shadow.flocks-of-crebain',
  'shadow.foul-thing-from-the-deep',
  'shadow.isildurs-bane',
  'shadow.orc-patrol',
  'shadow.the-breaking-of-the-fellowship',
  // (Nazgûl Search and The Nazgûl Strike! move the Nazgûl first: their tests are in events-armies.test.ts)
  'shadow.the-palantir-of-orthanc',
  'shadow.wormtongue',
  'shadow.worn-with-sorrow-and-toil',
];
