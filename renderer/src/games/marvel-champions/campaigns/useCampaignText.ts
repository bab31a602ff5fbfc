import { useNotification } from 'naive-ui';
import { useI18n } from 'vue-i18n';
import type {
  CampaignDefinition,
  McCampaignDetail as CampaignDetail,
  CampaignLog,
  Modes,
} from '../../../../../core/games/marvel-champions/campaign';
import { toApiFailure } from '../../../api/client';
import { useErrorText } from '../../../composables/useApiError';
import { useCampaignsStore } from './store';
import { useCatalogStore, useDecksStore } from '../stores';
import { STARTER_HEROES } from './starter-heroes';
import {
  historyRef,
  idKey,
  importErrorRef,
  modesRefs,
  readOnlyRef,
  reasonRef,
  type MessageRef,
  type Namer,
} from './text';

type Params = Record<string, string | number>;

/**
 * Everything the campaign pages say about a campaign, in the UI language: names of scenarios,
 * heroes, sections, cards, encounter sets and villain stages; modes; history entries; and every
 * campaign error (a rejected entry names its reason, a read-only campaign says why).
 *
 * `detail()` is the campaign the names come from (the open one on the campaign page, or one being
 * created/imported: then only definition-independent names are known).
 */
export function useCampaignText(detail: () => CampaignDetail | null = () => useCampaignsStore().current) {
  const { t, te, locale } = useI18n();
  const notification = useNotification();
  const { describe: describeGeneric } = useErrorText();
  const campaigns = useCampaignsStore();
  const catalog = useCatalogStore();
  const decks = useDecksStore();

  /** A message of a definition or of this page; the key itself if a message is missing (never a blank). */
  function tt(key: string, params?: Params): string {
    return te(key) ? (params ? t(key, params) : t(key)) : key;
  }

  const render = (ref: MessageRef): string => tt(ref.key, ref.params);

  const def = (): CampaignDefinition | null => detail()?.definition ?? null;
  const log = (): CampaignLog | null => detail()?.log ?? null;

  function identityName(code: string): string {
    if (code in STARTER_HEROES) return STARTER_HEROES[code];
    const id = catalog.identities?.find((i) => i.code === code);
    if (id) return id.name;
    return catalog.summaryOf(code)?.name ?? code;
  }

  function heroName(key: string, withPlayer = true): string {
    const h = log()?.heroes.find((x) => x.key === key);
    if (!h) return key;
    const name = identityName(h.identity);
    return withPlayer && h.player ? t('campaigns.heroWithPlayer', { hero: name, player: h.player }) : name;
  }

  /** A scenario's or a section's name: its message, else the players' label, else the definition's, else its id. */
  function nameOf(
    own: { key: string | null; label: string | null } | undefined,
    defined: { key: string } | undefined,
    id: string,
  ): string {
    if (own?.key) return tt(own.key);
    if (own?.label) return own.label;
    return defined ? tt(defined.key) : id;
  }

  function scenarioName(id: string): string {
    const byId = (x: { id: string }) => x.id === id;
    return nameOf(log()?.scenarios.find(byId), def()?.scenarios.find(byId), id);
  }

  function sectionName(id: string): string {
    const byId = (x: { id: string }) => x.id === id;
    return nameOf(log()?.sections.find(byId), def()?.sections.find(byId), id);
  }

  function itemName(section: string, item: string): string {
    const i = log()
      ?.sections.find((x) => x.id === section)
      ?.items?.find((x) => x.id === item);
    if (i?.key) return tt(i.key);
    return i?.label ?? item;
  }

  function cardName(code: string): string {
    const own = def()?.campaignCards?.find((c) => c.code === code);
    if (own) return tt(own.key);
    const s = catalog.summaryOf(code);
    if (s) return s.subname ? `${s.name} (${s.subname})` : s.name;
    return code;
  }

  function recordName(id: string): string {
    for (const s of def()?.scenarios ?? []) {
      const r = s.records.find((x) => x.id === id);
      if (r) return tt(r.key);
    }
    return id;
  }

  function choiceName(id: string): string {
    for (const s of def()?.scenarios ?? []) {
      const c = s.choices.find((x) => x.id === id);
      if (c) return tt(c.key);
    }
    return id;
  }

  function optionName(choice: string, option: string): string {
    for (const s of def()?.scenarios ?? []) {
      const c = s.choices.find((x) => x.id === choice);
      if (!c) continue;
      if (c.options === 'hero') return heroName(option);
      const o = c.options.find((x) => x.id === option);
      if (o) return tt(o.key);
    }
    return option;
  }

  function deckName(deckId: string): string {
    return decks.list.find((d) => d.id === deckId)?.name ?? t('campaigns.deck.unknown');
  }

  function gameName(gameId: string): string {
    return campaigns.games.find((g) => g.id === gameId)?.name ?? gameId.slice(0, 8);
  }

  function setName(id: string): string {
    const key = `campaigns.sets.${idKey(id)}`;
    return te(key) ? t(key) : id;
  }

  function stageName(id: string): string {
    const key = `campaigns.stages.${idKey(id)}`;
    return te(key) ? t(key) : id;
  }

  function modesText(m: Modes): string {
    return modesRefs(m, stageName).map(render).join(' · ');
  }

  function messageText(key: string | null, label: string | null, params?: Params): string {
    if (key) return tt(key, params);
    return label ?? '';
  }

  const namer: Namer = {
    scenario: scenarioName,
    hero: (k) => heroName(k),
    section: sectionName,
    item: itemName,
    card: cardName,
    record: recordName,
    choice: choiceName,
    option: optionName,
    deck: deckName,
    game: gameName,
    message: messageText,
    modes: modesText,
    text: render,
  };

  /** A rejection reason (`campaign.<reason>` + params) as a sentence. */
  function reasonText(code: string, params: Record<string, unknown>): string {
    const ref = reasonRef(code, params, namer);
    return te(ref.key) ? render(ref) : t('campaigns.rejected.unknownReason', { code });
  }

  function readOnlyText(readOnly: { code: string; params: Record<string, unknown> }): string {
    return render(readOnlyRef(readOnly));
  }

  /** Any failed campaign call as a sentence: rejections name their reason, imports say what is wrong with the file. */
  function describe(e: unknown): string {
    const f = toApiFailure(e);
    const p = f.params as Record<string, unknown>;
    if (f.code === 'campaign_input_rejected' && typeof p.code === 'string')
      return t('campaigns.rejected.text', { reason: reasonText(p.code, p) });
    if (f.code === 'campaign_read_only' && typeof p.code === 'string')
      return t('campaigns.readOnly.cannotChange', { why: readOnlyText({ code: p.code, params: p }) });
    const imported = importErrorRef(f.code, p, namer);
    if (imported) return render(imported);
    return describeGeneric(f);
  }

  function notify(e: unknown): string {
    const text = describe(e);
    notification.error({ title: t('errors.title'), content: text, duration: 8000, keepAliveOnHover: true });
    return text;
  }

  function historyText(entry: CampaignLog['history'][number]): { title: string; changes: string[] } {
    const r = historyRef(entry, namer);
    return { title: render(r.title), changes: r.changes.map(render) };
  }

  function definitionName(d: { key: string | null; id: string } | null | undefined): string {
    if (!d) return '';
    return d.key ? tt(d.key) : d.id;
  }

  /** A short description of a definition (campaign.<def>.about), or '' when it has none. */
  function definitionAbout(d: { key: string }): string {
    const key = d.key.replace(/\.name$/, '.about');
    return te(key) ? t(key) : '';
  }

  return {
    t,
    te,
    locale,
    tt,
    render,
    namer,
    identityName,
    heroName,
    scenarioName,
    sectionName,
    itemName,
    cardName,
    recordName,
    choiceName,
    optionName,
    deckName,
    gameName,
    setName,
    stageName,
    modesText,
    messageText,
    reasonText,
    readOnlyText,
    describe,
    notify,
    historyText,
    definitionName,
    definitionAbout,
  };
}
