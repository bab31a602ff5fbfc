// Helpers for the campaign tests: replay a list of inputs with fixed time stamps, and a small
// test-only definition (two versions) so rules are exercised without the starter's story.
import {
  applyInput,
  CAMPAIGN_DEFINITION_FORMAT,
  deriveLog,
  type CampaignDefinition,
  type CampaignInputArg,
  type CampaignLog,
  type InputEntry,
} from '../../../../core/games/marvel-champions/campaign';

export const AT = (i: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, i)).toISOString();

export function entries(inputs: CampaignInputArg[]): InputEntry[] {
  return inputs.map((input, i) => ({ input: input as InputEntry['input'], at: AT(i) }));
}

/** Replay, failing the test on any rejection. */
export function run(def: CampaignDefinition, inputs: CampaignInputArg[]): CampaignLog {
  const d = deriveLog(def, entries(inputs));
  if (d.rejected.length) throw new Error(`rejected: ${JSON.stringify(d.rejected)}`);
  return d.log;
}

/** Apply one more input to a log derived from `inputs`. */
export function push(def: CampaignDefinition, inputs: CampaignInputArg[], next: CampaignInputArg) {
  const before = run(def, inputs);
  return { before, result: applyInput(def, before, next, inputs.length, AT(inputs.length)) };
}

export const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const heroes = (n = 2): CampaignInputArg => ({
  type: 'start',
  expert: false,
  heroes: Array.from({ length: n }, (_, i) => ({
    key: `h${i + 1}`,
    identity: ['stw-h', 'bwk-h', 'qlf-h', 'tdc-h'][i],
    player: `P${i + 1}`,
  })),
});

/** A two-scenario test campaign: removal on loss, gain on win, a hero choice, records, modes limits. */
export const TEST_V1: CampaignDefinition = {
  format: CAMPAIGN_DEFINITION_FORMAT,
  id: 'test-campaign',
  version: 1,
  game: 'marvel-champions',
  key: 'test.name',
  players: { min: 1, max: 3 },
  expertCampaign: true,
  freeForm: false,
  sections: [
    { id: 'peril', type: 'counter', key: 'test.peril', min: 0, max: 5, initial: 0 },
    {
      id: 'marks',
      type: 'checklist',
      key: 'test.marks',
      items: [
        { id: 'a', key: 'test.a' },
        { id: 'b', key: 'test.b' },
      ],
    },
    { id: 'zone', type: 'cards', key: 'test.zone' },
    { id: 'wounds', type: 'heroCounter', key: 'test.wounds', min: 0, max: 2, initial: 0 },
    { id: 'log', type: 'notes', key: 'test.log' },
    { id: 'bio', type: 'heroNotes', key: 'test.bio' },
  ],
  campaignCards: [
    { code: 'cc-ally', key: 'test.card.ally' },
    { code: 'cc-gear', key: 'test.card.gear' },
  ],
  setup: [],
  expertSetup: [{ op: 'counter.add', section: 'peril', value: 1 }],
  scenarios: [
    {
      id: 's1',
      key: 'test.s1',
      villainSet: 'vil',
      modularSets: ['mod'],
      otherSets: ['standard'],
      expertSets: ['expert'],
      stages: { standard: ['v1', 'v2'], expert: ['v2', 'v3'] },
      modes: { expert: true, heroicMax: 2, skirmish: true },
      onLoss: 'retry',
      setup: [{ op: 'instruction', key: 'test.setup.s1' }],
      expertSetup: [{ op: 'instruction', key: 'test.setup.s1.expert' }],
      records: [{ id: 'threat', key: 'test.threat', min: 0, max: 20 }],
      choices: [{ id: 'keeper', key: 'test.keeper', options: 'hero', when: 'won' }],
      resolutions: {
        won: [
          { op: 'card.gain', card: 'cc-ally', owner: { choice: 'keeper' } },
          { op: 'check', section: 'marks', item: 'a' },
          { op: 'counter.add', section: 'peril', value: { record: 'threat' } },
          { op: 'heroCounter.add', section: 'wounds', value: 1, heroes: 'eliminated' },
        ],
        lost: [
          { op: 'card.remove', card: 'cc-ally' },
          { op: 'counter.add', section: 'peril', value: 2 },
          { op: 'carry', key: 'test.carry.lost' },
        ],
      },
    },
    {
      id: 's2',
      key: 'test.s2',
      villainSet: 'vil2',
      modularSets: [],
      otherSets: ['standard'],
      expertSets: ['expert'],
      stages: { standard: ['w1'], expert: ['w2'] },
      modes: { expert: false, heroicMax: 0, skirmish: false },
      onLoss: 'choose',
      setup: [
        {
          op: 'if',
          when: { counter: 'peril', gte: 3 },
          then: [
            { op: 'addSet', set: 'extra' },
            { op: 'instruction', key: 'test.setup.perilous' },
          ],
        },
        {
          op: 'if',
          when: { gained: 'cc-ally' },
          then: [{ op: 'instruction', key: 'test.setup.ally', params: { card: 'cc-ally' } }],
        },
      ],
      expertSetup: [],
      records: [],
      choices: [
        {
          id: 'path',
          key: 'test.path',
          options: [
            { id: 'left', key: 'test.left' },
            { id: 'right', key: 'test.right' },
          ],
          when: 'won',
        },
      ],
      resolutions: {
        won: [
          {
            op: 'if',
            when: { choice: 'path', is: 'left' },
            then: [{ op: 'card.gain', card: 'cc-gear' }],
            else: [{ op: 'check', section: 'marks', item: 'b' }],
          },
        ],
        lost: [{ op: 'counter.add', section: 'peril', value: 1 }],
      },
    },
  ],
};

/** Version 2 (a "corrected" definition): s1 asks for one more record, peril goes up to 9, s2 offers heroic mode. */
export const TEST_V2: CampaignDefinition = {
  ...TEST_V1,
  version: 2,
  sections: TEST_V1.sections.map((s) => (s.id === 'peril' ? { ...s, max: 9 } : s)),
  scenarios: TEST_V1.scenarios.map((s) =>
    s.id === 's2'
      ? { ...s, modes: { ...s.modes, heroicMax: 3 } }
      : { ...s, records: [...s.records, { id: 'bonus', key: 'test.bonus', min: 0, max: 3 }] },
  ),
};
