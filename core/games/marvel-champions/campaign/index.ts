// Public surface of the Marvel Champions campaign core. See README.md.

export * from './model';
export {
  campaignInputSchema,
  deckRefSchema,
  modesSchema,
  CAMPAIGN_INPUT_TYPES,
  type CampaignInput,
  type CampaignInputArg,
  type CampaignInputType,
  type InputEntry,
} from './inputs';
export { applyInput, deriveLog, emptyLog, type ApplyResult, type Derived } from './derive';
export { prepareScenario, type PreparedScenario } from './prepare';
export { mcCampaignRules } from './rules';
export { checkDefinition } from './check';
export { definitionMessageKeys } from './keys';
export { CAMPAIGN_DEFINITIONS, definitionRegistry, type DefinitionLookup, type DefinitionRegistry } from './registry';
export {
  CAMPAIGN_FILE_FORMAT,
  CAMPAIGN_FILE_KIND,
  readCampaignFile,
  writeCampaignFile,
  type CampaignFile,
  type CampaignFileBody,
  type ReadResult,
} from './file';
export { STARTER_V1 } from './definitions/starter';
export { FREE_FORM_V1 } from './definitions/free-form';
export { STARTER_CONTENT, STARTER_CAMPAIGN_CARDS } from './definitions/starter-binding';
export { STARTER_CAMPAIGN_CARD_DEFS, STARTER_CAMPAIGN_SET } from './definitions/starter-cards';
export type { McCampaignDetail, McCampaignGameStarted } from './api';
