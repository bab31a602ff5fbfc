// The five "Born in the Storm" hero boxes (digest §7.2) as fixed products: one box per hero, each
// with the player's starter deck, one booster, a totem pole, a token sheet (10 prayer tokens) and
// a rulebook. What the box holds is our own description as data; which cards its starter deck
// holds is not in the rules text (§7.3), so the box adds cards to the collection only when the
// user's list names the same product code with its contents.
export const BORN_IN_THE_STORM = 'born-in-the-storm';

export type BoxPart = 'starterDeck' | 'booster' | 'totem' | 'prayerTokens' | 'rulebook';

export interface HeroBox {
  /** Product code (stable: saved products refer to it). */
  code: string;
  /** The hero the box is built around, as the review names it (§7.2). */
  hero: string;
  /** The Heroes set the box belongs to. */
  set: typeof BORN_IN_THE_STORM;
  /** What one box holds, by part. */
  parts: Readonly<Record<BoxPart, number>>;
}

const PARTS: Readonly<Record<BoxPart, number>> = {
  starterDeck: 1,
  booster: 1,
  totem: 1,
  // "only 10 tokens" where earlier boxes had 20 (§7.2)
  prayerTokens: 10,
  rulebook: 1,
};

export const HERO_BOXES: readonly HeroBox[] = ['Merisa', 'Niara', 'Elmore', 'Gorug', 'Zum'].map((hero) => ({
  code: `bits-${hero.toLowerCase()}`,
  hero,
  set: BORN_IN_THE_STORM,
  parts: PARTS,
}));

export const heroBoxOf = (code: string): HeroBox | undefined => HERO_BOXES.find((b) => b.code === code);

/** The box's name where the renderer has no message for it (the renderer names it in four languages). */
export const heroBoxName = (box: HeroBox): string => `Born in the Storm: ${box.hero}`;
