import type { HistoryEntry, LogChange, Modes } from '../../../../../core/games/marvel-champions/campaign';

/**
 * Campaign sentences as message references (key + params), without i18n: what the log, the
 * history, a rejection or a read-only campaign says. Ids in the backend's params (scenario, hero,
 * section, card …) are turned into names by a `Namer` first, so no message ever shows a raw id
 * when a name is known. `useCampaignText` renders them with vue-i18n.
 */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

/** Names for the ids a campaign uses (from the definition, the log and the card data). */
export interface Namer {
  scenario(id: string): string;
  hero(key: string): string;
  section(id: string): string;
  item(section: string, item: string): string;
  card(code: string): string;
  record(id: string): string;
  choice(id: string): string;
  option(choice: string, option: string): string;
  deck(deckId: string): string;
  game(gameId: string): string;
  /** A definition message (carried effects, instructions), or its label when it has none. */
  message(key: string | null, label: string | null, params?: Record<string, string | number>): string;
  modes(modes: Modes): string;
  /** A translated fixed message (for nested sentences such as a mode's name). */
  text(ref: MessageRef): string;
}

/** Codes a campaign can be read-only with (summary.readOnly.code, `campaign_read_only` params.code). */
export const READ_ONLY_CODES = [
  'campaign.fileNewer',
  'campaign.definitionNewer',
  'campaign.unknownDefinition',
  'campaign.definitionRetired',
  'campaign.replayMismatch',
  'campaign.unavailable',
] as const;

/** `campaign_import_invalid` reasons (the game's campaign file reader in core/games). */
export const IMPORT_INVALID_REASONS = ['json', 'kind', 'schema', 'game', 'input'] as const;

/** `scenario.start` → `scenarioStart` (message keys have no dots inside a name). */
export const typeKey = (type: string): string => type.replace(/\.([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A set or stage id as a message-key segment. */
export const idKey = (id: string): string => id.replace(/[^A-Za-z0-9]/g, '_');

/** "0–10", "≥ 2", "≤ 5", or '' when unbounded. */
export function rangeText(min: string | number | null | undefined, max: string | number | null | undefined): string {
  const lo = min === '' || min === null || min === undefined ? null : min;
  const hi = max === '' || max === null || max === undefined ? null : max;
  if (lo !== null && hi !== null) return `${lo}–${hi}`;
  if (lo !== null) return `≥ ${lo}`;
  if (hi !== null) return `≤ ${hi}`;
  return '';
}

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/**
 * A rejection (`campaign.<reason>` + params) as a sentence reference: `campaign.reason.<reason>`
 * with every id named (the caller falls back to a generic sentence for a reason it has no message for).
 */
export function reasonRef(code: string, params: Record<string, unknown>, names: Namer): MessageRef {
  const reason = code.replace(/^campaign\./, '');
  const p = params;
  const section = str(p.section);
  const out: Record<string, string | number> = {
    scenario: p.scenario ? names.scenario(str(p.scenario)) : '',
    next: p.next ? names.scenario(str(p.next)) : '',
    hero: p.hero ? names.hero(str(p.hero)) : '',
    section: section ? names.section(section) : '',
    item: p.item ? (section ? names.item(section, str(p.item)) : str(p.item)) : '',
    card: p.card ? names.card(str(p.card)) : '',
    record: p.record ? names.record(str(p.record)) : '',
    choice: p.choice ? names.choice(str(p.choice)) : '',
    option: p.option && p.choice ? names.option(str(p.choice), str(p.option)) : str(p.option),
    game: p.gameId ? names.game(str(p.gameId)) : '',
    min: str(p.min),
    max: str(p.max),
    range: rangeText(p.min as string | number | undefined, p.max as string | number | undefined),
    path: str(p.path),
  };
  if (reason === 'modeNotAllowed') {
    const mode = str(p.mode);
    out.mode = ['expert', 'heroic', 'skirmish'].includes(mode)
      ? names.text({ key: `campaigns.modes.names.${mode}` })
      : mode;
  }
  if (reason === 'wrongSectionType') {
    const expected = str(p.expected);
    out.expected = names.text({ key: `campaigns.sectionTypes.${expected}` });
  }
  // Out of range: a record of a result or a counter of the log.
  if (reason === 'outOfRange') out.what = out.record || out.section;
  if (reason === 'labelRequired') out.what = out.scenario || str(p.item);
  return { key: `campaign.reason.${reason}`, params: out };
}

/** Why a campaign can only be looked at (summary.readOnly). */
export function readOnlyRef(readOnly: { code: string; params: Record<string, unknown> }): MessageRef {
  const code = readOnly.code;
  const p = readOnly.params;
  if (!(READ_ONLY_CODES as readonly string[]).includes(code)) return { key: 'campaign.unavailable' };
  const params: Record<string, string | number> = {
    definition: str(p.definition),
    version: str(p.version),
    known: str(p.known),
    format: str(p.format),
  };
  if (code === 'campaign.replayMismatch') {
    const index = typeof p.index === 'number' ? p.index : Number(p.index ?? -1);
    params.n = Number.isFinite(index) && index >= 0 ? index + 1 : '?';
  }
  return { key: code, params };
}

/** Why an import was refused: `campaign_import_*` with its params. */
export function importErrorRef(
  code: string,
  params: Record<string, unknown>,
  names: Pick<Namer, 'text'>,
): MessageRef | null {
  switch (code) {
    case 'campaign_import_altered':
      return { key: 'campaigns.import.errors.altered' };
    case 'campaign_import_refused':
      return {
        key: 'campaigns.import.errors.refused',
        params: { why: names.text(readOnlyRef({ code: str(params.code), params })) },
      };
    case 'campaign_import_invalid': {
      const reason = str(params.reason);
      if (reason === 'input') {
        const index = Number(params.index);
        return { key: 'campaigns.import.errors.input', params: { n: Number.isFinite(index) ? index + 1 : '?' } };
      }
      return {
        key: `campaigns.import.errors.${(IMPORT_INVALID_REASONS as readonly string[]).includes(reason) ? reason : 'schema'}`,
      };
    }
    default:
      return null;
  }
}

/** One change of the log, as a sentence reference. */
export function changeRef(c: LogChange, names: Namer): MessageRef {
  const k = 'campaigns.history.changes';
  switch (c.kind) {
    case 'started':
      return {
        key: c.expert ? `${k}.startedExpert` : `${k}.started`,
        params: { heroes: c.heroes.map((h) => names.hero(h)).join(', ') },
      };
    case 'counter':
      return c.hero
        ? {
            key: `${k}.heroCounter`,
            params: { section: names.section(c.section), hero: names.hero(c.hero), from: c.from, to: c.to },
          }
        : { key: `${k}.counter`, params: { section: names.section(c.section), from: c.from, to: c.to } };
    case 'check':
      return {
        key: c.checked ? `${k}.checked` : `${k}.unchecked`,
        params: { section: names.section(c.section), item: names.item(c.section, c.item) },
      };
    case 'cardGained':
      return c.owner
        ? { key: `${k}.cardGainedBy`, params: { card: names.card(c.card), hero: names.hero(c.owner) } }
        : { key: `${k}.cardGained`, params: { card: names.card(c.card) } };
    case 'cardOwner':
      return c.owner
        ? { key: `${k}.cardOwner`, params: { card: names.card(c.card), hero: names.hero(c.owner) } }
        : { key: `${k}.cardOwnerNone`, params: { card: names.card(c.card) } };
    case 'cardLost':
      return { key: `${k}.cardLost`, params: { card: names.card(c.card) } };
    case 'cardBlocked':
      return { key: `${k}.cardBlocked`, params: { card: names.card(c.card) } };
    case 'cardRemoved':
      return { key: `${k}.cardRemoved`, params: { card: names.card(c.card) } };
    case 'cards':
      return {
        key: c.added ? `${k}.cardsAdded` : `${k}.cardsRemoved`,
        params: { card: names.card(c.card), section: names.section(c.section) },
      };
    case 'carry':
      return { key: `${k}.carry`, params: { text: names.message(c.key, c.label) } };
    case 'victory':
      return { key: `${k}.victory`, params: { from: c.from, to: c.to } };
    case 'note':
      return c.hero
        ? { key: `${k}.heroNote`, params: { section: names.section(c.section), hero: names.hero(c.hero) } }
        : { key: `${k}.note`, params: { section: names.section(c.section) } };
    case 'scenario':
      return c.attempt > 0
        ? { key: `${k}.scenario.${c.status}`, params: { scenario: names.scenario(c.scenario), n: c.attempt } }
        : { key: `${k}.scenarioUnlocked`, params: { scenario: names.scenario(c.scenario) } };
    case 'modes':
      return { key: `${k}.modes`, params: { scenario: names.scenario(c.scenario), modes: names.modes(c.modes) } };
    case 'deck':
      return c.deck
        ? {
            key: `${k}.deck`,
            params: { hero: names.hero(c.hero), deck: names.deck(c.deck.deckId), version: c.deck.version },
          }
        : { key: `${k}.deckNone`, params: { hero: names.hero(c.hero) } };
    case 'game':
      return { key: `${k}.game`, params: { scenario: names.scenario(c.scenario), game: names.game(c.gameId) } };
    case 'section':
      return { key: `${k}.section`, params: { section: names.section(c.section) } };
    case 'finished':
      return { key: c.result === 'won' ? `${k}.finishedWon` : `${k}.finishedLost` };
  }
}

/** A history entry: what kind of entry it was (the input) and every change it made. */
export function historyRef(entry: HistoryEntry, names: Namer): { title: MessageRef; changes: MessageRef[] } {
  return {
    title: { key: `campaigns.history.types.${typeKey(entry.type)}`, params: { n: entry.index + 1 } },
    changes: entry.changes.map((c) => changeRef(c, names)),
  };
}

/** Every input type the API has (the game's campaign inputs in core/games), for message coverage. */
export const INPUT_TYPES = [
  'start',
  'scenario.start',
  'scenario.modes',
  'scenario.link',
  'scenario.result',
  'scenario.advance',
  'card.add',
  'card.owner',
  'card.remove',
  'cards.add',
  'cards.remove',
  'counter.set',
  'counter.add',
  'check',
  'hero.counter',
  'hero.note',
  'note',
  'hero.deck',
  'section.add',
  'carry',
] as const;

/** Modes as the parts a label lists: standard, or expert / heroic X / skirmish (stage). */
export function modesRefs(m: Modes, stageName: (id: string) => string): MessageRef[] {
  const parts: MessageRef[] = [];
  if (m.expert) parts.push({ key: 'campaigns.modes.names.expert' });
  if (m.heroic > 0) parts.push({ key: 'campaigns.modes.heroicLevel', params: { n: m.heroic } });
  if (m.skirmish !== null)
    parts.push({ key: 'campaigns.modes.skirmishStage', params: { stage: stageName(m.skirmish) } });
  if (!parts.length) parts.push({ key: 'campaigns.modes.names.standard' });
  return parts;
}
