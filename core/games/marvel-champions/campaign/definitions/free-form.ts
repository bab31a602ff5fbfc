import { CAMPAIGN_DEFINITION_FORMAT, type CampaignDefinition } from '../model';

/**
 * For campaigns the app has no definition for (official campaigns, fan campaigns): the players name
 * the scenarios they play, record results and modes, add their own counters, checklists and card
 * lists (`section.add`), notes, and cards gained or removed, per hero too. Nothing is checked
 * against a script; the rules that still hold: a removed card stays removed (§6.1), modes per
 * scenario (§2.16), decks followed per scenario.
 */
export const FREE_FORM_V1: CampaignDefinition = {
  format: CAMPAIGN_DEFINITION_FORMAT,
  id: 'free-form',
  version: 1,
  game: 'marvel-champions',
  key: 'campaign.freeForm.name',
  players: { min: 1, max: 4 },
  expertCampaign: true,
  freeForm: true,
  scenarios: [],
  sections: [
    { id: 'notes', type: 'notes', key: 'campaign.freeForm.section.notes' },
    { id: 'hero-notes', type: 'heroNotes', key: 'campaign.freeForm.section.heroNotes' },
  ],
  campaignCards: null,
  setup: [],
  expertSetup: [],
};
