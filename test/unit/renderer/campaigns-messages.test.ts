/**
 * The campaign pages speak every language completely (issue 6): every message key of every shipped
 * campaign definition, every rejection reason (CAMPAIGN_REASONS), every read-only / import code the
 * core really produces, every input type and log change of the history, and every message the
 * campaign pages name in their source — in en, tr, de and hu, rendered without a stray placeholder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { LOCALES } from '../../../core/api/types';
import {
  applyInput,
  CAMPAIGN_DEFINITIONS,
  CAMPAIGN_INPUT_TYPES,
  CAMPAIGN_REASONS,
  definitionMessageKeys,
  definitionRegistry,
  deriveLog,
  readCampaignFile,
  STARTER_CAMPAIGN_SET,
  STARTER_CONTENT,
  STARTER_V1,
  writeCampaignFile,
  type CampaignDefinition,
  type LogChange,
} from '../../../core/games/marvel-champions/campaign';
import { CAMPAIGN_GAME_PROBLEMS, CAMPAIGN_GAME_STEPS } from '../../../core/games/marvel-champions/campaign-game';
import {
  idKey,
  importErrorRef,
  INPUT_TYPES,
  readOnlyRef,
  reasonRef,
  changeRef,
  typeKey,
  READ_ONLY_CODES,
  IMPORT_INVALID_REASONS,
  type Namer,
} from '../../../renderer/src/games/marvel-champions/campaigns/text';
import { mergeMessages, type MessageTree } from '../../../renderer/src/locales/merge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(root, 'renderer/src/locales');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as MessageTree;
const domains = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const messages = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    mergeMessages(
      read(path.join(dir, `${l}.json`)),
      domains.map((d) => ({ name: d, tree: read(path.join(dir, d, `${l}.json`)) })),
    ),
  ]),
) as Record<string, MessageTree>;

function has(locale: string, key: string): boolean {
  let node: MessageTree | string | undefined = messages[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

function missing(keys: Iterable<string>): string[] {
  const out: string[] = [];
  for (const l of LOCALES) for (const k of keys) if (!has(l, k)) out.push(`${l}:${k}`);
  return out;
}

// Plain message trees (not the app's typed schema): keeps the type checker out of deep generics.
const i18n = (
  createI18n as (options: unknown) => {
    global: { t: (key: string, params: Record<string, string | number>) => string; locale: { value: string } };
  }
)({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages,
  missingWarn: false,
  fallbackWarn: false,
});
const render = (locale: string, key: string, params: Record<string, string | number> = {}): string => {
  i18n.global.locale.value = locale;
  return i18n.global.t(key, params);
};

/** Names that read like names, so a rendered sentence shows whether a placeholder was left out. */
const namer: Namer = {
  scenario: (id) => `«scenario ${id}»`,
  hero: (k) => `«hero ${k}»`,
  section: (id) => `«section ${id}»`,
  item: (_s, i) => `«item ${i}»`,
  card: (c) => `«card ${c}»`,
  record: (id) => `«record ${id}»`,
  choice: (id) => `«choice ${id}»`,
  option: (_c, o) => `«option ${o}»`,
  deck: (id) => `«deck ${id}»`,
  game: (id) => `«game ${id}»`,
  message: (k, l) => k ?? l ?? '',
  modes: () => '«modes»',
  text: (r) => render('en', r.key, r.params),
};

describe('campaign messages (issue 6), in every language', () => {
  it.each(CAMPAIGN_DEFINITIONS.map((d) => [`${d.id} v${d.version}`, d] as const))(
    'translate every message key of the shipped definition %s',
    (_n, def: CampaignDefinition) => {
      const keys = definitionMessageKeys(def);
      expect(keys.length).toBeGreaterThan(0);
      expect(missing(keys)).toEqual([]);
    },
  );

  it('translate every rejection reason (CAMPAIGN_REASONS → campaign.reason.<reason>)', () => {
    expect(missing(CAMPAIGN_REASONS.map((r) => `campaign.reason.${r}`))).toEqual([]);
  });

  it('render every reason with its ids named and no placeholder left', () => {
    const params = {
      scenario: 'quiet-streets',
      next: 'chrome-pipeline',
      hero: 'h1',
      section: 'decree',
      item: 'ledger',
      card: 'dhc-01',
      record: 'threat',
      choice: 'stash',
      option: 'seize',
      gameId: 'g',
      min: 0,
      max: 10,
      mode: 'heroic',
      expected: 'counter',
      path: 'x',
      code: 'campaign.x',
    };
    for (const reason of CAMPAIGN_REASONS) {
      const ref = reasonRef(`campaign.${reason}`, params, namer);
      expect(ref.key).toBe(`campaign.reason.${reason}`);
      for (const l of LOCALES) {
        const text = render(l, ref.key, ref.params);
        expect(text, `${l}:${reason}`).not.toMatch(/[{}]|campaign\.reason/);
      }
    }
    // Ids become names; a mode and a section type become words.
    expect(
      render(
        'en',
        reasonRef('campaign.scenarioLocked', params, namer).key,
        reasonRef('campaign.scenarioLocked', params, namer).params,
      ),
    ).toContain('«scenario chrome-pipeline»');
    expect(reasonRef('campaign.modeNotAllowed', { mode: 'expert' }, namer).params!.mode).toBe('Expert');
    expect(reasonRef('campaign.outOfRange', { record: 'threat', min: 0, max: 99 }, namer).params).toMatchObject({
      what: '«record threat»',
      range: '0–99',
    });
    expect(reasonRef('campaign.outOfRange', { section: 'decree', min: '', max: 10 }, namer).params).toMatchObject({
      what: '«section decree»',
      range: '≤ 10',
    });
  });

  it('cover every read-only and import code the core really produces', () => {
    const registry = definitionRegistry([STARTER_V1]);
    const produced = new Set<string>(['campaign.replayMismatch', 'campaign.unavailable']);
    for (const [id, version] of [
      ['nope', 1],
      ['deckhand-starter', 99],
    ] as const) {
      const r = registry.find(id, version);
      if (!r.ok) produced.add(r.code);
    }
    // A build that ships only version 2: a campaign on version 1 is retired.
    const r = definitionRegistry([{ ...STARTER_V1, version: 2 }]).find('deckhand-starter', 1);
    if (!r.ok) produced.add(r.code);
    const body = {
      game: 'marvel-champions',
      name: 'x',
      createdAt: '2026-01-01T00:00:00.000Z',
      definition: { id: STARTER_V1.id, version: 1 },
      inputs: [],
    };
    const newer = JSON.parse(writeCampaignFile(body as never));
    newer.format = 99;
    const read = readCampaignFile(JSON.stringify(newer), registry);
    expect(read.ok).toBe(false);
    if (!read.ok) produced.add(String(read.params.code));
    expect([...produced].sort()).toEqual([...READ_ONLY_CODES].sort());
    expect(missing(READ_ONLY_CODES)).toEqual([]);
    for (const code of READ_ONLY_CODES) {
      const ref = readOnlyRef({ code, params: { definition: 'x', version: 2, known: 1, format: 3, index: 4 } });
      for (const l of LOCALES) expect(render(l, ref.key, ref.params), `${l}:${code}`).not.toMatch(/[{}]/);
    }
  });

  it('say why a file was not imported: altered, newer, unknown, or which entry does not replay', () => {
    const refs = [
      importErrorRef('campaign_import_altered', {}, namer),
      importErrorRef('campaign_import_refused', { code: 'campaign.fileNewer', format: 2, known: 1 }, namer),
      importErrorRef('campaign_import_invalid', { reason: 'input', index: 3, code: 'campaign.unknownScenario' }, namer),
      ...IMPORT_INVALID_REASONS.map((reason) => importErrorRef('campaign_import_invalid', { reason }, namer)),
    ];
    expect(importErrorRef('campaign_not_found', {}, namer)).toBeNull();
    for (const ref of refs) {
      expect(ref).not.toBeNull();
      expect(missing([ref!.key])).toEqual([]);
      for (const l of LOCALES) expect(render(l, ref!.key, ref!.params), `${l}:${ref!.key}`).not.toMatch(/[{}]/);
    }
    expect(refs[2]!.params).toEqual({ n: 4 });
    expect(refs[1]!.params!.why).toContain('newer version');
  });

  it('name every input type and every kind of log change in the history', () => {
    expect([...INPUT_TYPES].sort()).toEqual([...CAMPAIGN_INPUT_TYPES].sort());
    expect(missing(INPUT_TYPES.map((t) => `campaigns.history.types.${typeKey(t)}`))).toEqual([]);
    const changes: LogChange[] = [
      { kind: 'started', heroes: ['h1'], expert: false },
      { kind: 'started', heroes: ['h1'], expert: true },
      { kind: 'counter', section: 's', hero: null, from: 0, to: 1 },
      { kind: 'counter', section: 's', hero: 'h1', from: 0, to: 1 },
      { kind: 'check', section: 's', item: 'i', checked: true },
      { kind: 'check', section: 's', item: 'i', checked: false },
      { kind: 'cardGained', card: 'c', owner: null },
      { kind: 'cardGained', card: 'c', owner: 'h1' },
      { kind: 'cardOwner', card: 'c', owner: null },
      { kind: 'cardOwner', card: 'c', owner: 'h1' },
      { kind: 'cardLost', card: 'c' },
      { kind: 'cardBlocked', card: 'c', reason: 'removed' },
      { kind: 'cardRemoved', card: 'c' },
      { kind: 'cards', section: 's', card: 'c', added: true },
      { kind: 'cards', section: 's', card: 'c', added: false },
      { kind: 'carry', key: null, label: 'x' },
      { kind: 'victory', from: 0, to: 2 },
      { kind: 'note', section: 's', hero: null },
      { kind: 'note', section: 's', hero: 'h1' },
      ...(['locked', 'next', 'inProgress', 'won', 'lost', 'skipped'] as const).map((status) => ({
        kind: 'scenario' as const,
        scenario: 'x',
        status,
        attempt: 1,
      })),
      { kind: 'scenario', scenario: 'x', status: 'next', attempt: 0 },
      { kind: 'modes', scenario: 'x', modes: { expert: true, heroic: 1, skirmish: null } },
      { kind: 'deck', hero: 'h1', deck: { deckId: 'd', version: 2 } },
      { kind: 'deck', hero: 'h1', deck: null },
      { kind: 'game', scenario: 'x', gameId: 'g' },
      { kind: 'section', section: 's' },
      { kind: 'finished', result: 'won' },
      { kind: 'finished', result: 'lost' },
    ];
    const keys = new Set(changes.map((c) => changeRef(c, namer).key));
    expect(keys.size).toBe(changes.length);
    expect(missing(keys)).toEqual([]);
    for (const c of changes) {
      const ref = changeRef(c, namer);
      for (const l of LOCALES) expect(render(l, ref.key, ref.params), `${l}:${ref.key}`).not.toMatch(/[{}]/);
    }
  });

  it('name the starter content the guided set-up shows: encounter sets and villain stages', () => {
    const X = STARTER_CONTENT;
    const sets = [X.villainSet, X.modularSet, X.standardSet, X.expertSet, STARTER_CAMPAIGN_SET];
    const stages = [...X.stages.standard, ...X.stages.expert, ...X.finaleStages.standard, ...X.finaleStages.expert];
    expect(missing(sets.map((s) => `campaigns.sets.${idKey(s)}`))).toEqual([]);
    expect(missing(stages.map((s) => `campaigns.stages.${idKey(s)}`))).toEqual([]);
  });

  it('have every message the campaign pages name in their source (and the ones built from a value)', () => {
    const files = [
      // The campaign pages, their parts and store live in the game's folder.
      ...fs
        .readdirSync(path.join(root, 'renderer/src/games/marvel-champions/campaigns'))
        .map((f) => path.join(root, 'renderer/src/games/marvel-champions/campaigns', f)),
      // The saved game page's links to its campaigns (shared, game-neutral).
      path.join(root, 'renderer/src/components/GameCampaignLinks.vue'),
    ]
      // The store names API methods (`campaigns.get`), not messages.
      .filter((f) => /\.(ts|vue)$/.test(f) && path.basename(f) !== 'store.ts');
    const named = new Set<string>();
    for (const f of files) {
      for (const m of fs
        .readFileSync(f, 'utf8')
        .matchAll(/'((?:campaigns?|common|validation|errors)\.[A-Za-z0-9_.]+)'/g))
        named.add(m[1]);
    }
    // A prefix the code builds keys from (`campaigns.history.changes` + kind) is a group of messages.
    const isGroup = (key: string) => {
      let node: MessageTree | string | undefined = messages.en;
      for (const part of key.split('.')) node = node && typeof node !== 'string' ? node[part] : undefined;
      return typeof node === 'object';
    };
    for (const k of [...named]) if (isGroup(k)) named.delete(k);
    named.delete('campaign.changed'); // a pushed event's name (GameCampaignLinks listens to it), not a message
    named.delete('campaigns.forGame'); // the API method GameCampaignLinks calls, not a message
    expect(named.size).toBeGreaterThan(150);
    const built = [
      ...['notStarted', 'inProgress', 'won', 'lost', 'readOnly'].map((s) => `campaigns.list.status.${s}`),
      ...['locked', 'next', 'inProgress', 'won', 'lost', 'skipped'].map((s) => `campaigns.track.status.${s}`),
      ...['won', 'lost', 'open'].map((s) => `campaigns.track.outcome.${s}`),
      ...['counter', 'checklist', 'cards', 'notes', 'heroCounter', 'heroNotes'].flatMap((s) => [
        `campaigns.sectionTypes.${s}`,
        `campaigns.sections.about.${s}`,
      ]),
      // campaigns.startGame refuses with `nothingToStart` besides the plan's problems.
      ...[...CAMPAIGN_GAME_PROBLEMS, 'nothingToStart'].map((s) => `campaigns.next.gameProblems.${s}`),
      ...['standard', 'expert', 'heroic', 'skirmish'].map((s) => `campaigns.modes.names.${s}`),
      ...['won', 'lost'].flatMap((s) => [
        `campaigns.result.onlyWhen.${s}`,
        `campaigns.page.finished.${s}`,
        `campaigns.result.${s}`,
      ]),
    ];
    expect(missing([...named, ...built])).toEqual([]);
  });

  it('"Start as a game": every problem and plan step, rendered with its names', () => {
    const refs = [
      ...[...CAMPAIGN_GAME_PROBLEMS, 'nothingToStart'].map((p) => `campaigns.next.gameProblems.${p}`),
      ...CAMPAIGN_GAME_STEPS.map((k) => `campaign.game.${k}`),
      ...['gamePlan', 'gamePlanHint', 'gameAuto', 'gameByHand'].map((k) => `campaigns.next.${k}`),
      'errors.campaign_game_unavailable',
    ];
    expect(missing(refs)).toEqual([]);
    for (const l of LOCALES)
      for (const k of refs)
        expect(render(l, k, { hero: '«hero»', set: '«set»', card: '«card»' }), `${l}:${k}`).not.toMatch(/[{}]/);
  });

  it('a rejected entry really arrives with one of these reasons (the log stays as it was)', () => {
    const log = deriveLog(STARTER_V1, []).log;
    const r = applyInput(
      STARTER_V1,
      log,
      { type: 'scenario.result', scenario: 'quiet-streets', outcome: 'won' },
      0,
      '2026-01-01T00:00:00.000Z',
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(CAMPAIGN_REASONS.map((x) => `campaign.${x}`)).toContain(r.rejection.code);
  });
});
