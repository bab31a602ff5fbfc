/** The free-form campaign: for campaigns the app has no definition for (issue 6; rules digest §6.1, §2.16). */
import { describe, expect, it } from 'vitest';
import {
  checkDefinition,
  FREE_FORM_V1,
  prepareScenario,
  type CampaignInputArg,
} from '../../../../core/games/marvel-champions/campaign';
import { heroes, push, run, UUID } from './campaign-support';

const F = FREE_FORM_V1;

describe('free-form campaign', () => {
  it('passes the definition check and has no scripted scenarios', () => {
    expect(checkDefinition(F)).toEqual([]);
    expect(run(F, [heroes(3)]).next).toBeNull();
  });

  it('records results of scenarios the players name, in the order played, with modes per scenario (§2.16) and retries', () => {
    const log = run(F, [
      heroes(2),
      {
        type: 'scenario.result',
        scenario: 'crossbones',
        label: 'Crossbones',
        outcome: 'lost',
        modes: { expert: true, heroic: 1, skirmish: null },
        heroes: { h2: 'eliminated' },
        note: 'close one',
      },
      {
        type: 'scenario.start',
        scenario: 'crossbones',
        modes: { expert: false, heroic: 0, skirmish: null },
        gameId: UUID(3),
      },
      { type: 'scenario.result', scenario: 'crossbones', outcome: 'won' },
      { type: 'scenario.result', scenario: 'absorbing-man', label: 'Absorbing Man', outcome: 'won' },
    ]);
    expect(log.scenarios.map((s) => [s.id, s.label, s.key, s.status, s.attempts.map((a) => a.outcome)])).toEqual([
      ['crossbones', 'Crossbones', null, 'won', ['lost', 'won']],
      ['absorbing-man', 'Absorbing Man', null, 'won', ['won']],
    ]);
    expect(log.scenarios[0].attempts[0]).toMatchObject({
      modes: { expert: true, heroic: 1 },
      heroes: { h1: 'ok', h2: 'eliminated' },
      note: 'close one',
    });
    expect(log.scenarios[0].attempts[1].games).toEqual([UUID(3)]);
    expect(log.finished).toBeNull();
    expect(prepareScenario(F, log)).toBeNull();
  });

  it('a new scenario needs a name', () => {
    expect(push(F, [heroes()], { type: 'scenario.result', scenario: 'x', outcome: 'won' }).result).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.labelRequired' },
    });
  });

  it("counters, checklists, card lists and per-hero counters of the players' own, with bounds", () => {
    const inputs: CampaignInputArg[] = [
      heroes(2),
      { type: 'section.add', section: 'threat-track', sectionType: 'counter', label: 'Hydra threat', min: 0, max: 10 },
      { type: 'counter.add', section: 'threat-track', delta: 3 },
      { type: 'section.add', section: 'upgrades', sectionType: 'checklist', label: 'Upgrades' },
      { type: 'check', section: 'upgrades', item: 'jet', checked: true, label: 'Quinjet repaired' },
      { type: 'section.add', section: 'collection', sectionType: 'cards', label: 'Collection' },
      { type: 'cards.add', section: 'collection', card: '16017' },
      {
        type: 'section.add',
        section: 'exhaustion',
        sectionType: 'heroCounter',
        label: 'Exhaustion',
        min: 0,
        max: 5,
        initial: 1,
      },
      { type: 'hero.counter', hero: 'h2', section: 'exhaustion', value: 4 },
      { type: 'hero.note', hero: 'h1', section: 'hero-notes', text: 'took the Power Stone' },
      { type: 'note', section: 'notes', text: 'Switched to expert after scenario 2' },
      { type: 'carry', label: 'Red Skull knows our base' },
    ];
    const log = run(F, inputs);
    const sec = (id: string) => log.sections.find((s) => s.id === id)!;
    expect(sec('threat-track')).toMatchObject({
      custom: true,
      label: 'Hydra threat',
      key: null,
      value: 3,
      min: 0,
      max: 10,
    });
    expect(sec('upgrades').items).toEqual([{ id: 'jet', key: null, label: 'Quinjet repaired', checked: true }]);
    expect(sec('collection').cards).toEqual(['16017']);
    expect(log.heroes.map((h) => h.counters.exhaustion)).toEqual([1, 4]);
    expect(log.heroes[0].notes).toEqual({ 'hero-notes': 'took the Power Stone' });
    expect(log.carried).toEqual([{ key: null, label: 'Red Skull knows our base', params: {}, at: 11, scenario: null }]);
    expect(push(F, inputs, { type: 'counter.add', section: 'threat-track', delta: 8 }).result).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.outOfRange' },
    });
    expect(
      push(F, inputs, { type: 'section.add', section: 'upgrades', sectionType: 'notes', label: 'x' }).result,
    ).toMatchObject({ ok: false, rejection: { code: 'campaign.sectionExists' } });
    expect(
      push(F, inputs, { type: 'section.add', section: 'bad', sectionType: 'counter', label: 'x', min: 5, max: 1 })
        .result,
    ).toMatchObject({ ok: false, rejection: { code: 'campaign.outOfRange' } });
    expect(push(F, inputs, { type: 'check', section: 'upgrades', item: 'new', checked: true }).result).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.labelRequired' },
    });
  });

  it('cards gained and removed, per hero: any card may be a campaign card here, and a removed card stays removed (§6.1)', () => {
    const inputs: CampaignInputArg[] = [
      heroes(2),
      { type: 'card.add', card: '16058', owner: 'h1' },
      { type: 'card.owner', card: '16058', owner: 'h2' },
      { type: 'card.remove', card: '16058' },
    ];
    const log = run(F, inputs);
    expect(log.campaignCards).toEqual([]);
    expect(log.removedCards.map((c) => c.card)).toEqual(['16058']);
    expect(log.history.map((h) => h.changes.map((c) => c.kind))).toEqual([
      ['started'],
      ['cardGained'],
      ['cardOwner'],
      ['cardLost', 'cardRemoved'],
    ]);
    expect(push(F, inputs, { type: 'card.add', card: '16058' }).result).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.cardRemoved' },
    });
    expect(push(F, inputs, { type: 'card.remove', card: '16058' }).result).toMatchObject({
      ok: false,
      rejection: { code: 'campaign.cardRemoved' },
    });
  });
});
