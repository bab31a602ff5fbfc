/**
 * The original starter campaign "The Silent Decree" on Deckhand's starter content, end to end on
 * inputs (issue 6; rules digest §6.1, §6.2, §2.16), and its binding to the content ids.
 */
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_DEFINITIONS,
  checkDefinition,
  definitionMessageKeys,
  prepareScenario,
  STARTER_CAMPAIGN_CARD_DEFS,
  STARTER_CAMPAIGN_CARDS,
  STARTER_CAMPAIGN_SET,
  STARTER_CONTENT,
  STARTER_V1,
  type CampaignInputArg,
} from '../../../../core/games/marvel-champions/campaign';
import {
  CONTENT,
  ENCOUNTER_SETS,
  SCENARIOS,
  STARTER_IDENTITIES,
} from '../../../../core/games/marvel-champions/content';
import { push, run, UUID } from './campaign-support';

const S = STARTER_V1;
const X = STARTER_CONTENT;
const [idA, idB] = STARTER_IDENTITIES;
const start = (expert: boolean): CampaignInputArg => ({
  type: 'start',
  expert,
  heroes: [
    { key: 'h1', identity: idA, player: 'Ana', deck: { deckId: UUID(1), version: 1 } },
    { key: 'h2', identity: idB, player: 'Ben', deck: { deckId: UUID(2), version: 4 } },
  ],
});
const res = (
  scenario: string,
  outcome: 'won' | 'lost',
  threat: number,
  victory: number,
  more: object = {},
): CampaignInputArg =>
  ({ type: 'scenario.result', scenario, outcome, records: { threat, victory }, ...more }) as CampaignInputArg;

describe('shipped definitions', () => {
  it.each(CAMPAIGN_DEFINITIONS.map((d) => [`${d.id} v${d.version}`, d] as const))(
    '%s passes the cross-reference check',
    (_n, def) => {
      expect(checkDefinition(def)).toEqual([]);
    },
  );

  it('ids and versions are unique', () => {
    const ids = CAMPAIGN_DEFINITIONS.map((d) => `${d.id}@${d.version}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the starter campaign is bound to the starter content (one binding file)', () => {
  it('the villain set, its stages and the sets exist in the content', () => {
    const scenario = SCENARIOS.find((s) => s.id === X.villainSet)!;
    expect(scenario).toBeDefined();
    for (const code of [
      ...X.stages.standard,
      ...X.stages.expert,
      ...X.finaleStages.standard,
      ...X.finaleStages.expert,
    ]) {
      expect(CONTENT[code], code).toMatchObject({ type: 'villain', set: X.villainSet });
    }
    expect(X.stages).toEqual({ standard: [...scenario.villain.standard], expert: [...scenario.villain.expert] });
    const kinds = Object.fromEntries(ENCOUNTER_SETS.map((s) => [s.id, s.kind]));
    expect([kinds[X.modularSet], kinds[X.standardSet], kinds[X.expertSet]]).toEqual(['modular', 'standard', 'expert']);
    expect(CONTENT[X.detentionCenter]).toMatchObject({ type: 'side_scheme', set: X.villainSet });
    expect(CONTENT[X.smugglingPipeline]).toMatchObject({ type: 'side_scheme', set: X.modularSet });
    expect(CONTENT[X.chromeLieutenant]).toMatchObject({ type: 'minion', set: X.modularSet });
  });

  it("the campaign cards are the definition's, defined once, in the engine content under the campaign's own set (§6.1)", () => {
    const codes = Object.values(STARTER_CAMPAIGN_CARDS);
    expect(S.campaignCards!.map((c) => c.code)).toEqual(codes);
    expect(STARTER_CAMPAIGN_CARD_DEFS.map((c) => c.code)).toEqual(codes);
    // In the content (a campaign game names them by code), and the only content cards of that set.
    for (const def of STARTER_CAMPAIGN_CARD_DEFS) expect(CONTENT[def.code]).toBe(def);
    expect(
      Object.values(CONTENT)
        .filter((c) => c.set === STARTER_CAMPAIGN_SET)
        .map((c) => c.code),
    ).toEqual(codes);
  });

  it("every message key is in the starter's namespace (the renderer translates them)", () => {
    const keys = definitionMessageKeys(S);
    expect(keys.every((k) => k.startsWith('campaign.starter.'))).toBe(true);
    expect(keys).toContain('campaign.starter.scenario.quietStreets');
    expect(keys).toContain('campaign.starter.setup.decreeEnforced');
    expect(keys.length).toBeGreaterThan(30);
  });
});

describe('"The Silent Decree" end to end on inputs', () => {
  it('expert campaign: lose, retry and win the first scenario (the Whistleblower stays gone, §6.1), seize the arsenal, lose and replay the finale', () => {
    const inputs: CampaignInputArg[] = [start(true)];
    let log = run(S, inputs);
    expect(log.sections.find((s) => s.id === 'decree')!.value).toBe(1); // expert campaign set-up
    const p1 = prepareScenario(S, log)!;
    expect(p1).toMatchObject({
      scenario: 'quiet-streets',
      attempt: 1,
      sets: ['null', 'chrome', 'standard'],
      stages: ['nul-v1', 'nul-v2'],
    });
    expect(p1.instructions).toEqual([
      { key: 'campaign.starter.setup.detentionAside', params: { card: 'nul-08' } },
      { key: 'campaign.starter.setup.vault' },
    ]);
    expect(p1.heroes.map((h) => h.deck)).toEqual([
      { deckId: UUID(1), version: 1 },
      { deckId: UUID(2), version: 4 },
    ]);

    inputs.push({
      type: 'scenario.start',
      scenario: 'quiet-streets',
      modes: { expert: true, heroic: 0, skirmish: null },
      gameId: UUID(10),
    });
    inputs.push({ type: 'cards.add', section: 'vault', card: 'bas-06' }); // expert campaign: a card placed in the Vault
    inputs.push(res('quiet-streets', 'lost', 9, 0, { heroes: { h2: 'eliminated' } }));
    log = run(S, inputs);
    expect(log.removedCards.map((c) => c.card)).toEqual(['dhc-01']);
    expect(log.next).toBe('quiet-streets');
    expect(log.carried.map((c) => c.key)).toEqual(['campaign.starter.carry.informantGone']);
    expect(log.heroes.map((h) => h.counters.scars)).toEqual([0, 1]);
    expect(prepareScenario(S, log)!.attempt).toBe(2);

    inputs.push(
      res('quiet-streets', 'won', 6, 2, {
        choices: { recruiter: 'h1' },
        modes: { expert: false, heroic: 1, skirmish: null },
      }),
    );
    log = run(S, inputs);
    expect(log.campaignCards).toEqual([]); // blocked: removed on the lost attempt
    expect(log.history[4].changes).toContainEqual({ kind: 'cardBlocked', card: 'dhc-01', reason: 'removed' });
    expect(log.sections.find((s) => s.id === 'decree')!.value).toBe(4); // 1 + 2 (loss) + 1 (threat ≥ 5)
    expect(log.scenarios[0].attempts.map((a) => [a.outcome, a.modes.expert, a.modes.heroic])).toEqual([
      ['lost', true, 0],
      ['won', false, 1],
    ]);

    const p2 = prepareScenario(S, log)!;
    expect(p2.instructions.map((i) => i.key)).toEqual([
      'campaign.starter.setup.pipeline',
      'campaign.starter.setup.pipelineInPlay',
      'campaign.starter.setup.lieutenantWaiting',
    ]);
    inputs.push(res('chrome-pipeline', 'won', 0, 3, { choices: { stash: 'seize' } }));
    inputs.push({ type: 'card.owner', card: 'dhc-02', owner: 'h2' });
    log = run(S, inputs);
    expect(log.campaignCards.map((c) => [c.card, c.owner, c.scenario])).toEqual([['dhc-02', 'h2', 'chrome-pipeline']]);
    expect(
      log.sections
        .find((s) => s.id === 'leads')!
        .items!.filter((i) => i.checked)
        .map((i) => i.id),
    ).toEqual(['ledger']);

    const p3 = prepareScenario(S, log, { expert: true, heroic: 0, skirmish: null })!;
    expect(p3).toMatchObject({
      scenario: 'breaking-silence',
      stages: ['nul-v3'],
      sets: ['null', 'chrome', 'standard', 'expert'],
    });
    expect(p3.instructions.map((i) => i.key)).toEqual([
      'campaign.starter.setup.finale',
      'campaign.starter.setup.decreeEnforced',
      'campaign.starter.setup.arsenal',
      'campaign.starter.setup.scars',
      'campaign.starter.setup.vaultReturn',
    ]);
    // Decree ≥ 4 adds the expert set even in standard mode.
    expect(prepareScenario(S, log)!.sets).toEqual(['null', 'chrome', 'standard', 'expert']);
    expect(p3.campaignCards).toEqual([{ card: 'dhc-02', owner: 'h2' }]);

    inputs.push(res('breaking-silence', 'lost', 4, 0));
    inputs.push({ type: 'hero.deck', hero: 'h1', deck: { deckId: UUID(1), version: 2 } });
    inputs.push(res('breaking-silence', 'won', 0, 5));
    log = run(S, inputs);
    expect(log.finished).toBe('won');
    expect(log.next).toBeNull();
    expect(log.scenarios.map((s) => s.status)).toEqual(['won', 'won', 'won']);
    expect(log.victory).toBe(10);
    expect(log.sections.find((s) => s.id === 'decree')!.value).toBe(5);
    expect(log.sections.find((s) => s.id === 'vault')!.cards).toEqual(['bas-06']);
    expect(log.scenarios[2].attempts[1].decks.h1).toEqual({ deckId: UUID(1), version: 2 });
    expect(log.carried.map((c) => c.key)).toEqual([
      'campaign.starter.carry.informantGone',
      'campaign.starter.carry.silenceBroken',
    ]);
    expect(prepareScenario(S, log)).toBeNull();
    expect(push(S, inputs, res('breaking-silence', 'won', 0, 0)).result).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.finished' },
    });
  });

  it('standard campaign: the recruiter keeps the Whistleblower; losing the pipeline the players may go on; the finale follows the log', () => {
    const inputs: CampaignInputArg[] = [
      start(false),
      res('quiet-streets', 'won', 2, 1, { choices: { recruiter: 'h2' } }),
    ];
    let log = run(S, inputs);
    expect(log.campaignCards.map((c) => [c.card, c.owner])).toEqual([['dhc-01', 'h2']]);
    expect(log.sections.find((s) => s.id === 'decree')!.value).toBe(0);
    expect(prepareScenario(S, log)!.instructions.map((i) => i.key)).toEqual([
      'campaign.starter.setup.pipeline',
      'campaign.starter.setup.informantTip',
    ]);

    inputs.push(res('chrome-pipeline', 'lost', 8, 0));
    log = run(S, inputs);
    expect(log.scenarios[1]).toMatchObject({ status: 'next', canAdvance: true });
    inputs.push({ type: 'scenario.advance', scenario: 'chrome-pipeline' });
    log = run(S, inputs);
    expect(log.scenarios.map((s) => s.status)).toEqual(['won', 'lost', 'next']);
    expect(log.carried.map((c) => c.key)).toEqual(['campaign.starter.carry.pipelineOpen']);
    const p3 = prepareScenario(S, log)!;
    expect(p3.stages).toEqual(['nul-v2', 'nul-v3']);
    expect(p3.sets).toEqual(['null', 'chrome', 'standard']); // decree 2 < 4: no expert set
    expect(p3.campaignCards).toEqual([{ card: 'dhc-01', owner: 'h2' }]);

    inputs.push(res('breaking-silence', 'won', 0, 4));
    log = run(S, inputs);
    expect(log.finished).toBe('won');
    expect(log.victory).toBe(5);
  });

  it('the finale may be played in skirmish mode with one chosen stage (§2.16)', () => {
    const inputs: CampaignInputArg[] = [
      start(false),
      res('quiet-streets', 'won', 0, 0, { choices: { recruiter: 'h1' } }),
      res('chrome-pipeline', 'won', 0, 0, { choices: { stash: 'destroy' } }),
    ];
    const log = run(S, inputs);
    expect(log.sections.find((s) => s.id === 'decree')!.value).toBe(0); // −1 clamped at the minimum
    expect(
      prepareScenario(S, log, { expert: false, heroic: 0, skirmish: 'nul-v3' })!.instructions.map((i) => i.key),
    ).toContain('campaign.starter.setup.safehouse');
    expect(
      push(S, inputs, {
        type: 'scenario.start',
        scenario: 'breaking-silence',
        modes: { expert: false, heroic: 0, skirmish: 'nul-v3' },
      }).result.ok,
    ).toBe(true);
    expect(
      push(S, inputs, {
        type: 'scenario.start',
        scenario: 'breaking-silence',
        modes: { expert: false, heroic: 4, skirmish: null },
      }).result,
    ).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.modeNotAllowed' },
    });
  });
});
