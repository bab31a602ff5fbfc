/** Campaign files: canonical JSON with a digest; altered, newer or unknown files refused (issue 6 "Bad input"). */
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_FILE_FORMAT,
  definitionRegistry,
  readCampaignFile,
  writeCampaignFile,
  type CampaignInputArg,
} from '../../../../core/games/marvel-champions/campaign';
import { canonicalJson, digest } from '../../../../core/kernel';
import { entries, heroes, TEST_V1, TEST_V2 } from './campaign-support';

const registry = definitionRegistry([TEST_V1, TEST_V2]);
const inputs: CampaignInputArg[] = [
  heroes(),
  { type: 'scenario.result', scenario: 's1', outcome: 'lost', records: { threat: 2 } },
  { type: 'note', section: 'log', text: 'Ünïcødé “quotes” \n and a newline' },
];
const body = {
  game: 'marvel-champions',
  name: 'Tuesday group',
  createdAt: '2026-11-21T10:00:00.000Z',
  definition: { id: 'test-campaign', version: 1 },
  inputs: entries(inputs),
};

function edit(content: string, change: (o: Record<string, unknown>) => void, redigest = false): string {
  const o = JSON.parse(content) as Record<string, unknown>;
  change(o);
  if (redigest) {
    const { digest: _d, ...rest } = o;
    void _d;
    o.digest = digest(rest);
  }
  return canonicalJson(o);
}

describe('campaign file', () => {
  it('is canonical JSON with a digest, and reading it back then writing gives the same bytes', () => {
    const text = writeCampaignFile(body);
    expect(text).toBe(canonicalJson(JSON.parse(text)));
    const read = readCampaignFile(text, registry);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.definition.version).toBe(1);
    const { kind: _k, format: _f, digest: _g, ...again } = read.file;
    void [_k, _f, _g];
    expect(writeCampaignFile(again)).toBe(text);
  });

  it('an altered file is refused (any change after the digest: an input, the name, the definition version)', () => {
    const text = writeCampaignFile(body);
    const cases = [
      edit(
        text,
        (o) => ((o.inputs as Array<{ input: { records?: { threat: number } } }>)[1].input.records!.threat = 9),
      ),
      edit(text, (o) => (o.name = 'Other')),
      edit(text, (o) => ((o.definition as { version: number }).version = 2)),
      edit(text, (o) => (o.inputs as unknown[]).pop()),
    ];
    for (const c of cases)
      expect(readCampaignFile(c, registry)).toEqual({ ok: false, error: 'campaign_import_altered', params: {} });
  });

  it('a file from a newer format or a newer definition version is refused with a code saying so', () => {
    const text = writeCampaignFile(body);
    expect(
      readCampaignFile(
        edit(text, (o) => (o.format = CAMPAIGN_FILE_FORMAT + 1)),
        registry,
      ),
    ).toEqual({
      ok: false,
      error: 'campaign_import_refused',
      params: { code: 'campaign.fileNewer', format: CAMPAIGN_FILE_FORMAT + 1, known: CAMPAIGN_FILE_FORMAT },
    });
    const newer = edit(text, (o) => ((o.definition as { version: number }).version = 7), true);
    expect(readCampaignFile(newer, registry)).toEqual({
      ok: false,
      error: 'campaign_import_refused',
      params: { code: 'campaign.definitionNewer', definition: 'test-campaign', version: 7, known: 2 },
    });
    const unknown = edit(text, (o) => ((o.definition as { id: string }).id = 'someone-elses'), true);
    expect(readCampaignFile(unknown, registry)).toMatchObject({
      ok: false,
      error: 'campaign_import_refused',
      params: { code: 'campaign.unknownDefinition' },
    });
  });

  it('a file whose digest matches but whose inputs the definition rejects is refused naming the first bad input', () => {
    const text = writeCampaignFile({
      ...body,
      inputs: [
        ...body.inputs,
        { input: { type: 'counter.add', section: 'peril', delta: 99 } as never, at: '2026-11-21T10:00:09.000Z' },
      ],
    });
    expect(readCampaignFile(text, registry)).toEqual({
      ok: false,
      error: 'campaign_import_invalid',
      params: { reason: 'input', index: 3, code: 'campaign.outOfRange' },
    });
  });

  it('not JSON, another kind of file, or a broken shape: invalid with a reason', () => {
    expect(readCampaignFile('{nope', registry)).toMatchObject({
      error: 'campaign_import_invalid',
      params: { reason: 'json' },
    });
    expect(readCampaignFile('{"kind":"deckhand.saved-game"}', registry)).toMatchObject({
      error: 'campaign_import_invalid',
      params: { reason: 'kind' },
    });
    const text = writeCampaignFile(body);
    expect(
      readCampaignFile(
        edit(text, (o) => (o.inputs = 'x'), true),
        registry,
      ),
    ).toMatchObject({ error: 'campaign_import_invalid', params: { reason: 'schema' } });
    expect(
      readCampaignFile(
        edit(text, (o) => (o.extra = 1), true),
        registry,
      ),
    ).toMatchObject({ error: 'campaign_import_invalid', params: { reason: 'schema' } });
    expect(
      readCampaignFile(
        edit(text, (o) => (o.createdAt = 'yesterday'), true),
        registry,
      ),
    ).toMatchObject({ error: 'campaign_import_invalid', params: { reason: 'schema' } });
  });
});
