// What a real-card automation may set, and small builders shared by the group files.

import type { CardDef } from '../types';

/** What an automation adds to the adapted card: abilities, event effects and their timing. */
export type RealCard = Pick<
  CardDef,
  'ab' | 'play' | 'on' | 'eventForm' | 'label' | 'boostFx' | 'attachTo' | 'when' | 'control' | 'attach' | 'double'
>;

/** A hero attack event: `n` damage to an enemy. */
export const heroAttack = (n: number): RealCard => ({
  eventForm: 'hero',
  label: 'attack',
  play: [{ op: 'damage', to: 'enemy', n, attack: true }],
});
