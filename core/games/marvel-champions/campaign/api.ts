// The campaign API's results as Marvel Champions campaigns fill them (core/api/campaigns.ts keeps
// the game's parts as JSON): what the game's screens read.
import type { CampaignDetail, CampaignGameStarted } from '../../../api/campaigns';
import type { CampaignDefinition, CampaignLog, MessageRef } from './model';
import type { PreparedScenario } from './prepare';

export type McCampaignDetail = CampaignDetail<CampaignLog, CampaignDefinition, PreparedScenario, MessageRef>;
export type McCampaignGameStarted = CampaignGameStarted<McCampaignDetail>;
