// The starter campaign's only link to Deckhand's own starter content (../../content/): every
// encounter set, villain stage and card id it uses. test/unit/games/marvel-champions/
// campaign-starter.test.ts checks each id against the content, so a rename there fails loudly here.

export const STARTER_CONTENT = {
  /** Magistrate Null's villain set (content/encounter.ts `SCENARIOS[0].id`). */
  villainSet: 'null',
  /** Villain stages: standard I–II, expert II–III (§2.16); the finale starts one stage later. */
  stages: { standard: ['nul-v1', 'nul-v2'], expert: ['nul-v2', 'nul-v3'] },
  finaleStages: { standard: ['nul-v2', 'nul-v3'], expert: ['nul-v3'] },
  modularSet: 'chrome',
  standardSet: 'standard',
  expertSet: 'expert',
  /** Cards named in set-up instructions. */
  detentionCenter: 'nul-08',
  smugglingPipeline: 'chr-05',
  chromeLieutenant: 'chr-03',
} as const;

/** The starter campaign's own campaign cards (§6.1 "Campaign" cards): defined in starter-cards.ts. */
export const STARTER_CAMPAIGN_CARDS = {
  whistleblower: 'dhc-01',
  seizedArsenal: 'dhc-02',
} as const;
