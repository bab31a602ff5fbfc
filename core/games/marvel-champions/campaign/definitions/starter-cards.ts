// The starter campaign's two campaign cards are content now (../../content/campaign.ts), so game
// options can name them by code; this re-export keeps the campaign's public surface unchanged.
// Their codes are bound in starter-binding.ts (STARTER_CAMPAIGN_CARDS).

export { STARTER_CAMPAIGN_CARD_DEFS, STARTER_CAMPAIGN_SET } from '../../content/campaign';
