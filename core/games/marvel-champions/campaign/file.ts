import { canonicalJson, digest, type Json } from '../../../kernel';
import type { DefinitionRegistry } from './registry';
import { deriveLog } from './derive';
import type { InputEntry } from './inputs';
import type { CampaignDefinition } from './model';

// A campaign file: canonical JSON (sorted keys, no whitespace) of the campaign's inputs with a
// digest over everything else, so exporting an imported campaign gives the same bytes, and an
// edited file, a newer file format or a definition version this build does not have is refused.

export const CAMPAIGN_FILE_KIND = 'deckhand.campaign';
export const CAMPAIGN_FILE_FORMAT = 1;

export interface CampaignFileBody {
  kind: typeof CAMPAIGN_FILE_KIND;
  format: number;
  game: string;
  name: string;
  createdAt: string;
  definition: { id: string; version: number };
  inputs: InputEntry[];
}

export interface CampaignFile extends CampaignFileBody {
  digest: string;
}

export function writeCampaignFile(body: Omit<CampaignFileBody, 'kind' | 'format'>): string {
  const full: CampaignFileBody = { kind: CAMPAIGN_FILE_KIND, format: CAMPAIGN_FILE_FORMAT, ...body };
  return canonicalJson({ ...full, digest: digest(full as unknown as Json) });
}

export type ReadFailure =
  | { error: 'campaign_import_invalid'; params: Record<string, string | number> }
  | { error: 'campaign_import_altered'; params: Record<string, string | number> }
  | { error: 'campaign_import_refused'; params: Record<string, string | number> };

export type ReadResult =
  { ok: true; file: CampaignFile; definition: CampaignDefinition } | ({ ok: false } & ReadFailure);

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Read and verify a campaign file; every input is replayed through its definition version. */
export function readCampaignFile(content: string, registry: DefinitionRegistry): ReadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, error: 'campaign_import_invalid', params: { reason: 'json' } };
  }
  if (!isObj(parsed) || parsed.kind !== CAMPAIGN_FILE_KIND)
    return { ok: false, error: 'campaign_import_invalid', params: { reason: 'kind' } };
  const format = parsed.format;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 1)
    return { ok: false, error: 'campaign_import_invalid', params: { reason: 'schema' } };
  if (format > CAMPAIGN_FILE_FORMAT)
    return {
      ok: false,
      error: 'campaign_import_refused',
      params: { code: 'campaign.fileNewer', format, known: CAMPAIGN_FILE_FORMAT },
    };
  const { game, name, createdAt, definition, inputs, digest: stated } = parsed;
  const schemaOk =
    typeof game === 'string' &&
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= 120 &&
    typeof createdAt === 'string' &&
    ISO.test(createdAt) &&
    isObj(definition) &&
    typeof definition.id === 'string' &&
    typeof definition.version === 'number' &&
    Number.isInteger(definition.version) &&
    Array.isArray(inputs) &&
    inputs.every((e) => isObj(e) && typeof e.at === 'string' && ISO.test(e.at) && isObj(e.input)) &&
    typeof stated === 'string' &&
    Object.keys(definition).length === 2 &&
    Object.keys(parsed).length === 8;
  if (!schemaOk) return { ok: false, error: 'campaign_import_invalid', params: { reason: 'schema' } };
  const body = { kind: CAMPAIGN_FILE_KIND, format, game, name, createdAt, definition, inputs };
  if (digest(body as unknown as Json) !== stated) return { ok: false, error: 'campaign_import_altered', params: {} };
  const def = registry.find(definition.id as string, definition.version as number);
  if (!def.ok) return { ok: false, error: 'campaign_import_refused', params: { code: def.code, ...def.params } };
  if (def.definition.game !== game) return { ok: false, error: 'campaign_import_invalid', params: { reason: 'game' } };
  const { rejected } = deriveLog(def.definition, inputs as Array<{ input: unknown; at: string }>);
  if (rejected.length > 0) {
    const first = rejected[0];
    return {
      ok: false,
      error: 'campaign_import_invalid',
      params: { reason: 'input', index: first.index, code: first.rejection.code },
    };
  }
  return { ok: true, file: { ...(body as CampaignFileBody), digest: stated }, definition: def.definition };
}
