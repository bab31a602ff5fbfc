/**
 * What the campaign pages build before anything is sent (issue 6): the "Record a result" form from
 * the definition's scenario, the start form's heroes, free-form ids, history sentences of a real
 * run (the engine options for "Start this scenario as a game" are core's: campaign-game.test.ts). Each is checked against the
 * campaign core itself: what the form sends, the core accepts (rules digest §6.1, §6.2, §2.16).
 */
import { describe, expect, it } from 'vitest';
import type { DeckSummary } from '../../../core/api/decks';
import {
  applyInput,
  deriveLog,
  FREE_FORM_V1,
  STARTER_V1,
  type CampaignInputArg,
  type CampaignLog,
} from '../../../core/games/marvel-champions/campaign';
import { CONTENT, STARTER_IDENTITIES } from '../../../core/games/marvel-champions/content';
import { STARTER_HEROES } from '../../../renderer/src/games/marvel-champions/campaigns/starter-heroes';
import {
  emptyHero,
  heroProblems,
  startInput,
  type HeroRow,
} from '../../../renderer/src/games/marvel-champions/campaigns/heroes';
import {
  askedChoices,
  draftProblems,
  emptyDraft,
  gameOutcome,
  slugId,
  specFor,
  toResultInput,
} from '../../../renderer/src/games/marvel-champions/campaigns/result-form';
import {
  historyRef,
  rangeText,
  typeKey,
  type Namer,
} from '../../../renderer/src/games/marvel-champions/campaigns/text';

const AT = (i: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, i)).toISOString();
const DECK_A = '00000000-0000-4000-8000-000000000001';

function replay(def = STARTER_V1, inputs: CampaignInputArg[]): CampaignLog {
  const d = deriveLog(
    def,
    inputs.map((input, i) => ({ input, at: AT(i) })),
  );
  expect(d.rejected).toEqual([]);
  return d.log;
}

const deck = (over: Partial<DeckSummary>): DeckSummary => ({
  id: DECK_A,
  name: 'Storm deck',
  identity: 'stw-h',
  identityName: null,
  aspects: ['justice'],
  size: 40,
  valid: true,
  problems: 0,
  built: false,
  version: 3,
  tags: [],
  groupIds: [],
  createdAt: AT(0),
  updatedAt: AT(0),
  ...over,
});

const namer: Namer = {
  scenario: (id) => `S:${id}`,
  hero: (k) => `H:${k}`,
  section: (id) => `Sec:${id}`,
  item: (_s, i) => `I:${i}`,
  card: (c) => `C:${c}`,
  record: (id) => id,
  choice: (id) => id,
  option: (_c, o) => o,
  deck: (id) => id,
  game: (id) => id,
  message: (k, l) => k ?? l ?? '',
  modes: () => 'modes',
  text: (r) => r.key,
};

describe('the start form (heroes with decks)', () => {
  it("a hero takes its deck's identity, aspects and saved version; a hero without a deck is allowed", () => {
    const rows: HeroRow[] = [
      { deckId: DECK_A, identity: null, player: ' Ana ' },
      { deckId: null, identity: 'bwk-h', player: '' },
    ];
    const input = startInput(rows, [deck({})], true);
    expect(input).toEqual({
      type: 'start',
      expert: true,
      heroes: [
        { key: 'h1', identity: 'stw-h', player: 'Ana', aspects: ['justice'], deck: { deckId: DECK_A, version: 3 } },
        { key: 'h2', identity: 'bwk-h', player: '', aspects: [], deck: null },
      ],
    });
    // The campaign core accepts exactly this start.
    const r = applyInput(STARTER_V1, deriveLog(STARTER_V1, []).log, input, 0, AT(0));
    expect(r.ok).toBe(true);
  });

  it('names the problems before sending: no hero, the same hero twice (as the core would: duplicateHero), too many heroes', () => {
    const decks = [deck({})];
    expect(heroProblems([emptyHero()], decks, { min: 1, max: 4 }).rows[0]?.key).toBe(
      'campaigns.heroes.problems.identity',
    );
    const twice = heroProblems(
      [
        { deckId: DECK_A, identity: null, player: '' },
        { deckId: null, identity: 'stw-h', player: '' },
      ],
      decks,
      { min: 1, max: 4 },
    );
    expect(twice.rows.map((r) => r?.key ?? null)).toEqual([null, 'campaigns.heroes.problems.duplicate']);
    const core = applyInput(
      STARTER_V1,
      deriveLog(STARTER_V1, []).log,
      {
        type: 'start',
        expert: false,
        heroes: [
          { key: 'h1', identity: 'stw-h' },
          { key: 'h2', identity: 'stw-h' },
        ],
      },
      0,
      AT(0),
    );
    expect(core.ok ? null : core.rejection.code).toBe('campaign.duplicateHero');
    const five = Array.from({ length: 5 }, (_, i): HeroRow => ({ deckId: null, identity: `x${i}`, player: '' }));
    expect(heroProblems(five, [], { min: 1, max: 4 }).list).toEqual({
      key: 'campaigns.heroes.problems.count',
      params: { min: 1, max: 4 },
    });
  });

  it("the starter heroes the form offers are the content's starter identities, by the same names", () => {
    expect(Object.keys(STARTER_HEROES).sort()).toEqual([...STARTER_IDENTITIES].sort());
    for (const [code, name] of Object.entries(STARTER_HEROES))
      expect(CONTENT[code], code).toMatchObject({ type: 'hero', name });
  });
});

describe('"Record a result" built from the definition (§6.2)', () => {
  const started = replay(STARTER_V1, [
    {
      type: 'start',
      expert: false,
      heroes: [
        { key: 'h1', identity: 'stw-h' },
        { key: 'h2', identity: 'bwk-h' },
      ],
    },
  ]);

  it("asks for the scenario's records and the choices of the outcome only", () => {
    const spec = specFor(STARTER_V1, 'quiet-streets', ['h1', 'h2']);
    expect(spec.records.map((r) => r.id)).toEqual(['threat', 'victory']);
    expect(askedChoices(spec, 'won').map((c) => c.id)).toEqual(['recruiter']);
    expect(askedChoices(spec, 'lost')).toEqual([]);
    const draft = emptyDraft(spec);
    expect(draftProblems(spec, draft).map((p) => p.field)).toEqual([
      'outcome',
      'record.threat',
      'record.victory',
      'choice.recruiter',
    ]);
    draft.outcome = 'lost';
    draft.records = { threat: 120, victory: 1 };
    expect(draftProblems(spec, draft)).toEqual([
      { field: 'record.threat', message: { key: 'campaigns.result.problems.range', params: { min: 0, max: 99 } } },
    ]);
  });

  it('a complete draft becomes one scenario.result input the core accepts; a choice for the other outcome is not sent', () => {
    const spec = specFor(STARTER_V1, 'quiet-streets', ['h1', 'h2']);
    const draft = {
      ...emptyDraft(spec),
      outcome: 'won' as const,
      records: { threat: 6, victory: 2 },
      choices: { recruiter: 'h2' },
      note: ' close call ',
    };
    draft.heroes = { h1: 'eliminated', h2: 'ok' };
    expect(draftProblems(spec, draft)).toEqual([]);
    const input = toResultInput(spec, draft, { id: 'quiet-streets' }, { expert: true, heroic: 1, skirmish: null });
    expect(input).toEqual({
      type: 'scenario.result',
      scenario: 'quiet-streets',
      outcome: 'won',
      heroes: { h1: 'eliminated', h2: 'ok' },
      records: { threat: 6, victory: 2 },
      choices: { recruiter: 'h2' },
      note: 'close call',
      modes: { expert: true, heroic: 1, skirmish: null },
    });
    const r = applyInput(STARTER_V1, started, input, 1, AT(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.log.campaignCards).toMatchObject([{ card: 'dhc-01', owner: 'h2' }]);
    expect(r.log.scenarios[0].attempts[0].modes).toEqual({ expert: true, heroic: 1, skirmish: null });
    // Switching to lost drops the recruiter choice (the core would refuse it: unknownChoice).
    const lost = toResultInput(spec, { ...draft, outcome: 'lost' }, { id: 'quiet-streets' });
    expect(lost.choices).toBeUndefined();
    expect(applyInput(STARTER_V1, started, lost, 1, AT(1)).ok).toBe(true);
  });

  it('free-form: a new scenario gets an id from its name and its label; a second result for it replays it', () => {
    const log = replay(FREE_FORM_V1, [{ type: 'start', expert: false, heroes: [{ key: 'h1', identity: 'stw-h' }] }]);
    const spec = specFor(FREE_FORM_V1, null, ['h1']);
    expect(spec.records).toEqual([]);
    const id = slugId(
      'Rhino – Bombenalarm!',
      log.scenarios.map((s) => s.id),
    );
    expect(id).toBe('rhino-bombenalarm');
    const first = toResultInput(
      spec,
      { ...emptyDraft(spec), outcome: 'lost' },
      { id, label: 'Rhino – Bombenalarm!' },
      { expert: false, heroic: 2, skirmish: null },
    );
    const r1 = applyInput(FREE_FORM_V1, log, first, 1, AT(1));
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    expect(r1.log.scenarios).toMatchObject([{ id, label: 'Rhino – Bombenalarm!', status: 'lost' }]);
    const again = toResultInput(spec, { ...emptyDraft(spec), outcome: 'won' }, { id });
    const r2 = applyInput(FREE_FORM_V1, r1.log, again, 2, AT(2));
    expect(r2.ok && r2.log.scenarios[0].attempts.map((a) => a.outcome)).toEqual(['lost', 'won']);
  });

  it('ids from names: accents dropped, Turkish dotless i, unique, never empty', () => {
    expect(slugId('Işık Çarşı Şöleni', [])).toBe('isik-carsi-soleni');
    expect(slugId('Árvíztűrő', [])).toBe('arvizturo');
    expect(slugId('Quiet', ['quiet', 'quiet-2'])).toBe('quiet-3');
    expect(slugId('!!!', [])).toBe('s');
    expect(slugId('x'.repeat(200), []).length).toBeLessThanOrEqual(64);
  });

  it('a finished saved game says won when any seat won (co-op), lost otherwise; unfinished says nothing', () => {
    expect(gameOutcome({ finished: true, outcome: { result: { P1: 'loss', P2: 'win' } } })).toBe('won');
    expect(gameOutcome({ finished: true, outcome: { result: { P1: 'loss' } } })).toBe('lost');
    expect(gameOutcome({ finished: false, outcome: null })).toBeNull();
  });
});

describe('history sentences of a real run', () => {
  it('every entry names its input and every change; removal on loss is said (§6.1)', () => {
    const log = replay(STARTER_V1, [
      {
        type: 'start',
        expert: true,
        heroes: [
          { key: 'h1', identity: 'stw-h' },
          { key: 'h2', identity: 'bwk-h' },
        ],
      },
      {
        type: 'scenario.result',
        scenario: 'quiet-streets',
        outcome: 'lost',
        records: { threat: 3, victory: 1 },
        heroes: { h1: 'eliminated' },
      },
    ]);
    const [start, result] = log.history.map((e) => historyRef(e, namer));
    expect(start.title).toEqual({ key: 'campaigns.history.types.start', params: { n: 1 } });
    expect(start.changes.map((c) => c.key)).toContain('campaigns.history.changes.startedExpert');
    expect(result.title.key).toBe(`campaigns.history.types.${typeKey('scenario.result')}`);
    const keys = result.changes.map((c) => c.key);
    expect(keys).toContain('campaigns.history.changes.cardRemoved');
    expect(keys).toContain('campaigns.history.changes.heroCounter');
    expect(keys).toContain('campaigns.history.changes.victory');
    expect(result.changes.find((c) => c.key.endsWith('cardRemoved'))!.params).toEqual({ card: 'C:dhc-01' });
  });

  it('ranges read as bounds', () => {
    expect(rangeText(0, 10)).toBe('0–10');
    expect(rangeText('', 10)).toBe('≤ 10');
    expect(rangeText(2, null)).toBe('≥ 2');
    expect(rangeText(null, undefined)).toBe('');
  });
});
