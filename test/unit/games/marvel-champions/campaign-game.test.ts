/**
 * "Start this scenario as a game" (issue 6): a campaign's guided set-up becomes the rules engine's
 * options (core/games/marvel-champions/campaign-game.ts), and the engine sets the game up as the
 * campaign says — §6.1 campaign set-up (campaign cards with their owners, removed cards, extra
 * encounter sets, set-up instructions), §2.16 modes per scenario, §6 decks follow their changes.
 */
import { describe, expect, it } from 'vitest';
import {
  campaignGamePlan,
  gamePlayersFor,
  type CampaignGameOptions,
} from '../../../../core/games/marvel-champions/campaign-game';
import {
  prepareScenario,
  STARTER_CAMPAIGN_CARDS,
  STARTER_CONTENT,
  STARTER_V1,
  type CampaignInputArg,
  type Modes,
} from '../../../../core/games/marvel-champions/campaign';
import { mcEngine } from '../../../../core/games/marvel-champions/engine';
import { stat } from '../../../../core/games/marvel-champions/engine/core';
import type { McState } from '../../../../core/games/marvel-champions/engine/types';
import { run, TEST_V1, UUID } from './campaign-support';

const S = STARTER_V1;
const X = STARTER_CONTENT;
const C = STARTER_CAMPAIGN_CARDS;
const K = 'campaign.starter.setup';

const start = (expert = false, decks = false): CampaignInputArg => ({
  type: 'start',
  expert,
  heroes: [
    { key: 'h1', identity: 'stw-h', player: 'Ana', ...(decks ? { deck: { deckId: UUID(1), version: 2 } } : {}) },
    { key: 'h2', identity: 'bwk-h', player: 'Ben' },
  ],
});
const res = (scenario: string, outcome: 'won' | 'lost', more: object = {}): CampaignInputArg =>
  ({ type: 'scenario.result', scenario, outcome, records: { threat: 0, victory: 0 }, ...more }) as CampaignInputArg;

function planOf(inputs: CampaignInputArg[], modes?: Modes, def = S) {
  const log = run(def, inputs);
  const prepared = prepareScenario(def, log, modes)!;
  return { log, prepared, plan: campaignGamePlan(def.id, prepared, log) };
}

function okPlan(inputs: CampaignInputArg[], modes?: Modes) {
  const { plan, prepared } = planOf(inputs, modes);
  if (!plan.ok) throw new Error(`not ok: ${JSON.stringify(plan)}`);
  return { ...plan, prepared };
}

/** The engine's game for plan options (starter heroes only: no saved decks to resolve). */
function gameOf(options: CampaignGameOptions, seed = 'campaign-game'): McState {
  const parsed = mcEngine.optionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return mcEngine.setup(parsed.data, seed);
}

const codesIn = (s: McState, zone: string) => (s.zones[zone] ?? []).map((id) => id.split(':')[1]);

describe('campaign game options from the guided set-up', () => {
  it('§2.16 modes per scenario: sets, villain stages, modes and the skirmish stage; players by name', () => {
    const { options, players } = okPlan([start()], { expert: true, heroic: 2, skirmish: 'nul-v2' });
    expect(options).toMatchObject({
      heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
      scenario: X.villainSet,
      modular: [X.modularSet],
      expert: true,
      heroic: 2,
      skirmish: 2,
      firstPlayer: 0,
    });
    expect(options.campaign.stages).toEqual(['nul-v2']);
    expect(options.campaign.sets).toEqual([X.standardSet, X.expertSet]);
    expect(players).toEqual([
      { id: 'p1', seats: ['P1'], name: 'Ana' },
      { id: 'p2', seats: ['P2'], name: 'Ben' },
    ]);
  });

  it('§6 decks follow their changes: a hero with a saved deck plays it (the backend resolves its current version)', () => {
    const { options } = okPlan([start(false, true)]);
    expect(options.heroes).toEqual([{ deckId: UUID(1), confirmIllegal: true }, { identity: 'bwk-h' }]);
  });

  it('a hero from the card data without a saved deck cannot be seated: the problem names the hero', () => {
    const { plan } = planOf([{ type: 'start', expert: false, heroes: [{ key: 'h1', identity: '90001a' }] }]);
    expect(plan).toEqual({ ok: false, problem: 'heroNoDeck', params: { hero: 'h1' } });
  });

  it('a scenario or encounter set the engine does not have is named, not guessed', () => {
    const { plan } = planOf(
      [{ type: 'start', expert: false, heroes: [{ key: 'h1', identity: 'stw-h' }] }],
      undefined,
      TEST_V1,
    );
    expect(plan).toEqual({ ok: false, problem: 'unknownScenario', params: { set: 'vil' } });
    const { prepared, log } = planOf([start()]);
    expect(campaignGamePlan(S.id, { ...prepared, sets: [...prepared.sets, 'no-such-set'] }, log)).toEqual({
      ok: false,
      problem: 'unknownSet',
      params: { set: 'no-such-set' },
    });
  });

  it('who sits at the device: one person for a solo player (one name or none), else one per player name', () => {
    const h = (player: string) => ({ player });
    expect(gamePlayersFor([h(''), h('')])).toEqual([{ id: 'p1', seats: ['P1', 'P2'] }]);
    expect(gamePlayersFor([h('Ana'), h('Ana')])).toEqual([{ id: 'p1', seats: ['P1', 'P2'], name: 'Ana' }]);
    expect(gamePlayersFor([h('Ana'), h('Ben'), h('Ana')])).toEqual([
      { id: 'p1', seats: ['P1', 'P3'], name: 'Ana' },
      { id: 'p2', seats: ['P2'], name: 'Ben' },
    ]);
  });

  it("§6.1 set-up instructions: the engine does the ones its binding knows; the rest are the players' (expert Vault)", () => {
    const plan = okPlan([start(true)]);
    expect(plan.options.campaign.setAside).toEqual([X.detentionCenter]);
    expect(plan.automated.map((r) => r.key)).toEqual([`${K}.detentionAside`]);
    expect(plan.byHand.map((r) => r.key)).toEqual([`${K}.vault`]);
  });

  it('§6.1 a campaign card goes with its owner: the Whistleblower is put into play for the hero who recruited it', () => {
    const plan = okPlan([
      start(),
      res('quiet-streets', 'won', { choices: { recruiter: 'h2' }, records: { threat: 6, victory: 1 } }),
    ]);
    expect(plan.options.heroes[1].campaign).toEqual({ inPlay: [C.whistleblower] });
    expect(plan.options.heroes[0].campaign).toBeUndefined();
    expect(plan.automated.map((r) => r.key)).toContain(`${K}.informantTip`);
  });

  it('§6.1 the Decree at 2 or more: the Smuggling Pipeline starts in play; the Chrome set is already in the deck', () => {
    const plan = okPlan([
      start(),
      res('quiet-streets', 'lost'),
      res('quiet-streets', 'won', { choices: { recruiter: 'h1' } }),
    ]);
    expect(plan.prepared.scenario).toBe('chrome-pipeline');
    expect(plan.options.campaign.sideSchemes).toEqual([X.smugglingPipeline]);
    expect(plan.options.campaign.removed).toEqual([C.whistleblower]);
    // Lost first: the Whistleblower was removed, so winning the retry does not bring it back (§6.1).
    expect(plan.options.heroes.every((h) => !h.campaign)).toBe(true);
    expect(plan.automated.map((r) => r.key)).toEqual([`${K}.pipeline`, `${K}.pipelineInPlay`]);
  });

  it('§6.1 expert campaign: the Chrome Lieutenant waits engaged with the first player', () => {
    const plan = okPlan([start(true), res('quiet-streets', 'won', { choices: { recruiter: 'h1' } })]);
    expect(plan.options.campaign.engaged).toEqual([{ code: X.chromeLieutenant, seat: 0 }]);
    expect(plan.options.heroes[0].campaign).toEqual({ inPlay: [C.whistleblower] });
  });

  it('the finale: later villain stages, the Expert set when the Decree is enforced, the safe house, the Seized Arsenal and scars', () => {
    const inputs: CampaignInputArg[] = [
      start(),
      res('quiet-streets', 'lost', { heroes: { h1: 'eliminated' } }), // decree 2, scar for h1
      res('quiet-streets', 'won', { choices: { recruiter: 'h2' }, records: { threat: 7, victory: 0 } }), // decree 3 (removed card: no informant)
      res('chrome-pipeline', 'lost'), // decree 5
      res('chrome-pipeline', 'won', { choices: { stash: 'seize' } }),
    ];
    const plan = okPlan(inputs);
    expect(plan.prepared.scenario).toBe('breaking-silence');
    expect(plan.options.campaign.stages).toEqual(['nul-v2', 'nul-v3']);
    expect(plan.options.campaign.sets).toContain(X.expertSet);
    expect(plan.options.expert).toBe(false);
    // Seized Arsenal has no owner: the instruction puts it into play for the first player.
    expect(plan.options.heroes[0].campaign).toMatchObject({ inPlay: [C.seizedArsenal], hp: -1 });
    expect(plan.options.heroes[1].campaign?.hp).toBeUndefined();
    expect(plan.automated.map((r) => r.key)).toEqual([
      `${K}.finale`,
      `${K}.decreeEnforced`,
      `${K}.arsenal`,
      `${K}.scars`,
    ]);
    expect(plan.byHand).toEqual([]);

    const safe = okPlan([
      start(),
      res('quiet-streets', 'won', { choices: { recruiter: 'h1' } }),
      res('chrome-pipeline', 'won', { choices: { stash: 'destroy' } }),
    ]);
    expect(safe.options.heroes.map((h) => h.campaign?.draw)).toEqual([1, 1]);
    expect(safe.options.campaign.sets).not.toContain(X.expertSet);
    // No instruction places the Whistleblower in the finale: it is shuffled into its owner's deck.
    expect(safe.options.heroes[0].campaign?.added).toEqual({ [C.whistleblower]: 1 });
    expect(safe.automated).toContainEqual({
      key: 'campaign.game.cardInDeck',
      params: { card: C.whistleblower, hero: 'h1' },
    });
  });

  it("§6.1 without a binding for the definition, every instruction and an unowned card are the players' to do", () => {
    const log = run(S, [
      start(),
      res('quiet-streets', 'won', { choices: { recruiter: 'h1' } }),
      res('chrome-pipeline', 'won', { choices: { stash: 'seize' } }),
    ]);
    const prepared = prepareScenario(S, log)!;
    const plan = campaignGamePlan('no-binding', prepared, log);
    if (!plan.ok) throw new Error('not ok');
    expect(plan.automated.map((r) => r.key)).toEqual(['campaign.game.cardInDeck']);
    expect(plan.automated[0].params).toEqual({ card: C.whistleblower, hero: 'h1' });
    expect(plan.options.heroes[0].campaign).toEqual({ added: { [C.whistleblower]: 1 } });
    expect(plan.byHand.map((r) => r.key)).toEqual([
      ...prepared.instructions.map((i) => i.key),
      'campaign.game.placeCard',
    ]);
    expect(plan.byHand.at(-1)!.params).toEqual({ card: C.seizedArsenal });
  });
});

describe('the engine sets the campaign game up (§6.1 campaign set-up, §3.1)', () => {
  it('scenario 1: the Detention Center is set aside, not in the encounter deck', () => {
    const s = gameOf(okPlan([start()]).options);
    expect(codesIn(s, 'setAside')).toContain(X.detentionCenter);
    expect(codesIn(s, 'encDeck')).not.toContain(X.detentionCenter);
    expect(codesIn(s, 'villain')).toEqual(['nul-v1']);
  });

  it('scenario 2: the Whistleblower starts in play for its owner; the Pipeline is in play with its threat', () => {
    const plan = okPlan([
      start(),
      res('quiet-streets', 'won', { choices: { recruiter: 'h2' }, records: { threat: 6, victory: 0 } }),
    ]);
    const s = gameOf(plan.options);
    expect(codesIn(s, 'play.P2')).toContain(C.whistleblower);
    expect(codesIn(s, 'play.P1')).not.toContain(C.whistleblower);
    expect(codesIn(s, 'deck.P2')).not.toContain(C.whistleblower);

    const piped = okPlan([
      start(),
      res('quiet-streets', 'lost'),
      res('quiet-streets', 'won', { choices: { recruiter: 'h1' } }),
    ]);
    const t = gameOf(piped.options);
    const pipeline = t.zones.side.find((id) => id.split(':')[1] === X.smugglingPipeline);
    expect(pipeline).toBeDefined();
    expect(t.cards[pipeline!]?.threat ?? 0).toBeGreaterThan(0);
    expect(codesIn(t, 'encDeck')).not.toContain(X.smugglingPipeline);
  });

  it('the finale: villain from stage II, Expert set shuffled in, the Arsenal in play with its uses, one hit point less per scar', () => {
    const inputs: CampaignInputArg[] = [
      start(),
      res('quiet-streets', 'lost', { heroes: { h1: 'eliminated' } }),
      res('quiet-streets', 'won', { choices: { recruiter: 'h2' }, records: { threat: 7, victory: 0 } }),
      res('chrome-pipeline', 'lost'),
      res('chrome-pipeline', 'won', { choices: { stash: 'seize' } }),
    ];
    const plan = okPlan(inputs);
    const s = gameOf(plan.options);
    const plain = gameOf({
      ...plan.options,
      heroes: plan.options.heroes.map((h) => ({ identity: (h as { identity: string }).identity })),
    });
    expect(codesIn(s, 'villain')).toEqual(['nul-v2']);
    expect(codesIn(s, 'villainDeck')).toEqual(['nul-v3']);
    expect(codesIn(s, 'encDeck')).toEqual(expect.arrayContaining(['exp-01', 'exp-02']));
    const arsenal = s.zones['play.P1'].find((id) => id.split(':')[1] === C.seizedArsenal);
    expect(arsenal).toBeDefined();
    expect(s.cards[arsenal!]?.uses).toBe(3);
    const hp = (st: McState, seat: string) => stat(st, st.players[seat].identity, 'hp');
    expect(hp(s, 'P1')).toBe(hp(plain, 'P1')! - 1);
    expect(hp(s, 'P2')).toBe(hp(plain, 'P2'));
  });
});
