import { CAMPAIGN_DEFINITION_FORMAT, type CampaignDefinition, type Effect, type ModesAllowed } from '../model';
import { STARTER_CAMPAIGN_CARDS as CARD, STARTER_CONTENT as X } from './starter-binding';

// "The Silent Decree" — Deckhand's own three-scenario campaign against Magistrate Null, on the
// starter content. Story and texts are ours; the messages live in the renderer under these keys.

const K = 'campaign.starter';
const ALL_MODES: ModesAllowed = { expert: true, heroicMax: 3, skirmish: true };

/** Every resolution: eliminated heroes carry a scar; victory points recorded add up. */
const aftermath: Effect[] = [
  { op: 'heroCounter.add', section: 'scars', value: 1, heroes: 'eliminated' },
  { op: 'victory', value: { record: 'victory' } },
];

/** Every scenario's encounter: the villain, modular, standard and expert sets, the given stages, all modes. */
const encounter = (stages: { readonly standard: readonly string[]; readonly expert: readonly string[] }) => ({
  villainSet: X.villainSet,
  modularSets: [X.modularSet],
  otherSets: [X.standardSet],
  expertSets: [X.expertSet],
  stages: { standard: [...stages.standard], expert: [...stages.expert] },
  modes: ALL_MODES,
});

const records = [
  { id: 'threat', key: `${K}.record.threat`, min: 0, max: 99 },
  { id: 'victory', key: `${K}.record.victory`, min: 0, max: 20 },
];

export const STARTER_V1: CampaignDefinition = {
  format: CAMPAIGN_DEFINITION_FORMAT,
  id: 'deckhand-starter',
  version: 1,
  game: 'marvel-champions',
  key: `${K}.name`,
  players: { min: 1, max: 4 },
  expertCampaign: true,
  freeForm: false,
  sections: [
    { id: 'decree', type: 'counter', key: `${K}.section.decree`, min: 0, max: 10, initial: 0 },
    {
      id: 'leads',
      type: 'checklist',
      key: `${K}.section.leads`,
      items: [
        { id: 'informant', key: `${K}.item.informant` },
        { id: 'ledger', key: `${K}.item.ledger` },
        { id: 'safehouse', key: `${K}.item.safehouse` },
      ],
    },
    // The expert campaign's zone, like the GMW "Collection" (§6.1).
    { id: 'vault', type: 'cards', key: `${K}.section.vault` },
    { id: 'scars', type: 'heroCounter', key: `${K}.section.scars`, min: 0, max: 3, initial: 0 },
    { id: 'notes', type: 'notes', key: `${K}.section.notes` },
    { id: 'hero-notes', type: 'heroNotes', key: `${K}.section.heroNotes` },
  ],
  campaignCards: [
    { code: CARD.whistleblower, key: `${K}.card.whistleblower` },
    { code: CARD.seizedArsenal, key: `${K}.card.seizedArsenal` },
  ],
  setup: [],
  // The expert campaign starts with the Decree already advanced.
  expertSetup: [{ op: 'counter.add', section: 'decree', value: 1 }],
  scenarios: [
    {
      id: 'quiet-streets',
      key: `${K}.scenario.quietStreets`,
      ...encounter(X.stages),
      onLoss: 'retry',
      setup: [{ op: 'instruction', key: `${K}.setup.detentionAside`, params: { card: X.detentionCenter } }],
      expertSetup: [{ op: 'instruction', key: `${K}.setup.vault` }],
      records,
      choices: [{ id: 'recruiter', key: `${K}.choice.recruiter`, options: 'hero', when: 'won' }],
      resolutions: {
        // Won: the Whistleblower joins the hero who recruited them.
        won: [
          { op: 'card.gain', card: CARD.whistleblower, owner: { choice: 'recruiter' } },
          {
            op: 'if',
            when: { not: { removed: CARD.whistleblower } },
            then: [{ op: 'check', section: 'leads', item: 'informant' }],
          },
          { op: 'if', when: { record: 'threat', gte: 5 }, then: [{ op: 'counter.add', section: 'decree', value: 1 }] },
          ...aftermath,
        ],
        // Lost: the Whistleblower goes dark — removed from the campaign, even if this scenario is replayed and won (§6.1).
        lost: [
          { op: 'card.remove', card: CARD.whistleblower },
          { op: 'counter.add', section: 'decree', value: 2 },
          { op: 'carry', key: `${K}.carry.informantGone` },
          ...aftermath,
        ],
      },
    },
    {
      id: 'chrome-pipeline',
      key: `${K}.scenario.chromePipeline`,
      ...encounter(X.stages),
      onLoss: 'choose',
      setup: [
        { op: 'instruction', key: `${K}.setup.pipeline` },
        {
          op: 'if',
          when: { counter: 'decree', gte: 2 },
          then: [{ op: 'instruction', key: `${K}.setup.pipelineInPlay`, params: { card: X.smugglingPipeline } }],
        },
        {
          op: 'if',
          when: { gained: CARD.whistleblower },
          then: [{ op: 'instruction', key: `${K}.setup.informantTip`, params: { card: CARD.whistleblower } }],
        },
      ],
      expertSetup: [{ op: 'instruction', key: `${K}.setup.lieutenantWaiting`, params: { card: X.chromeLieutenant } }],
      records,
      choices: [
        {
          id: 'stash',
          key: `${K}.choice.stash`,
          options: [
            { id: 'seize', key: `${K}.option.seize` },
            { id: 'destroy', key: `${K}.option.destroy` },
          ],
          when: 'won',
        },
      ],
      resolutions: {
        won: [
          { op: 'check', section: 'leads', item: 'ledger' },
          {
            op: 'if',
            when: { choice: 'stash', is: 'seize' },
            then: [{ op: 'card.gain', card: CARD.seizedArsenal }],
            else: [
              { op: 'counter.add', section: 'decree', value: -1 },
              { op: 'check', section: 'leads', item: 'safehouse' },
            ],
          },
          ...aftermath,
        ],
        lost: [
          { op: 'counter.add', section: 'decree', value: 2 },
          { op: 'carry', key: `${K}.carry.pipelineOpen` },
          ...aftermath,
        ],
      },
    },
    {
      id: 'breaking-silence',
      key: `${K}.scenario.breakingSilence`,
      ...encounter(X.finaleStages),
      onLoss: 'retry',
      setup: [
        { op: 'instruction', key: `${K}.setup.finale` },
        {
          op: 'if',
          when: { counter: 'decree', gte: 4 },
          then: [
            { op: 'addSet', set: X.expertSet },
            { op: 'instruction', key: `${K}.setup.decreeEnforced` },
          ],
        },
        {
          op: 'if',
          when: { checked: 'leads', item: 'safehouse' },
          then: [{ op: 'instruction', key: `${K}.setup.safehouse` }],
        },
        {
          op: 'if',
          when: { gained: CARD.seizedArsenal },
          then: [{ op: 'instruction', key: `${K}.setup.arsenal`, params: { card: CARD.seizedArsenal } }],
        },
        { op: 'instruction', key: `${K}.setup.scars` },
      ],
      expertSetup: [{ op: 'instruction', key: `${K}.setup.vaultReturn` }],
      records,
      choices: [],
      resolutions: {
        won: [{ op: 'carry', key: `${K}.carry.silenceBroken` }, ...aftermath],
        lost: [{ op: 'counter.add', section: 'decree', value: 1 }, ...aftermath],
      },
    },
  ],
};
