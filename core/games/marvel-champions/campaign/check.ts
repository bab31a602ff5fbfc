import { walkConditions, walkEffects } from './effects';
import {
  CAMPAIGN_DEFINITION_FORMAT,
  type CampaignDefinition,
  type Condition,
  type Effect,
  type ScenarioDef,
  type SectionType,
} from './model';

/**
 * Cross-reference check of a definition (the run time skips dangling ids rather than throw, so
 * every shipped definition must pass this; the tests run it). Returns problem strings, [] if sound.
 */
export function checkDefinition(def: CampaignDefinition): string[] {
  const problems: string[] = [];
  const p = (msg: string) => problems.push(msg);
  if (def.format !== CAMPAIGN_DEFINITION_FORMAT) p(`format ${def.format}`);
  if (!Number.isInteger(def.version) || def.version < 1) p(`version ${def.version}`);
  if (def.players.min < 1 || def.players.max > 4 || def.players.min > def.players.max) p('players');
  dupes(
    def.scenarios.map((s) => s.id),
    'scenario',
    p,
  );
  dupes(
    def.sections.map((s) => s.id),
    'section',
    p,
  );
  dupes(
    (def.campaignCards ?? []).map((c) => c.code),
    'campaign card',
    p,
  );
  for (const s of def.sections) {
    if (s.type === 'counter' || s.type === 'heroCounter') {
      const min = s.min ?? 0;
      const initial = s.initial ?? min;
      if (s.max !== undefined && (min > s.max || initial > s.max)) p(`section ${s.id}: bounds`);
      if (initial < min) p(`section ${s.id}: initial below min`);
    }
    if (s.type === 'checklist')
      dupes(
        (s.items ?? []).map((i) => i.id),
        `section ${s.id} item`,
        p,
      );
  }
  if (def.freeForm && def.scenarios.length > 0) p('free-form with scenarios');
  if (!def.freeForm && def.scenarios.length === 0) p('no scenarios');

  const sectionOf = (id: string, types: SectionType[], where: string) => {
    const s = def.sections.find((x) => x.id === id);
    if (!s) p(`${where}: unknown section ${id}`);
    else if (!types.includes(s.type)) p(`${where}: section ${id} is ${s.type}`);
    return s;
  };
  const checkCond = (c: Condition, sc: ScenarioDef | null, where: string, inSetup: boolean) => {
    for (const x of walkConditions(c)) {
      if ('counter' in x) sectionOf(x.counter, ['counter'], where);
      if ('checked' in x) {
        const s = sectionOf(x.checked, ['checklist'], where);
        if (s && !(s.items ?? []).some((i) => i.id === x.item)) p(`${where}: unknown item ${x.checked}.${x.item}`);
      }
      if ('record' in x && (inSetup || !sc?.records.some((r) => r.id === x.record)))
        p(`${where}: record ${x.record} unavailable`);
      if ('choice' in x) {
        const ch = inSetup ? undefined : sc?.choices.find((q) => q.id === x.choice);
        if (!ch) p(`${where}: choice ${x.choice} unavailable`);
        else if (ch.options !== 'hero' && !ch.options.some((o) => o.id === x.is))
          p(`${where}: choice ${x.choice} has no option ${x.is}`);
      }
      if (('gained' in x || 'removed' in x) && def.campaignCards) {
        const card = 'gained' in x ? x.gained : x.removed;
        if ('gained' in x && !def.campaignCards.some((c) => c.code === card))
          p(`${where}: ${card} is not a campaign card`);
      }
      if ('mode' in x && !sc) p(`${where}: mode outside a scenario`);
    }
  };
  const checkEffects = (effects: readonly Effect[], sc: ScenarioDef | null, where: string, inSetup: boolean) => {
    for (const e of walkEffects(effects)) {
      const amountRecord = 'value' in e && typeof e.value === 'object' ? e.value.record : null;
      if (amountRecord && (inSetup || !sc?.records.some((r) => r.id === amountRecord)))
        p(`${where}: record ${amountRecord} unavailable`);
      switch (e.op) {
        case 'counter.add':
        case 'counter.set':
          sectionOf(e.section, ['counter'], where);
          break;
        case 'heroCounter.add':
          sectionOf(e.section, ['heroCounter'], where);
          if (typeof e.heroes === 'object') heroChoice(e.heroes.choice, sc, where, inSetup, p);
          if ((e.heroes === 'eliminated' || e.heroes === 'survivors') && inSetup) p(`${where}: ${e.heroes} at set-up`);
          break;
        case 'check':
        case 'uncheck': {
          const s = sectionOf(e.section, ['checklist'], where);
          if (s && !(s.items ?? []).some((i) => i.id === e.item)) p(`${where}: unknown item ${e.section}.${e.item}`);
          break;
        }
        case 'card.gain':
          if (def.campaignCards && !def.campaignCards.some((c) => c.code === e.card))
            p(`${where}: ${e.card} is not a campaign card`);
          if (e.owner) heroChoice(e.owner.choice, sc, where, inSetup, p);
          break;
        case 'cards.add':
          sectionOf(e.section, ['cards'], where);
          break;
        case 'instruction':
        case 'addSet':
          if (!inSetup) p(`${where}: ${e.op} outside set-up`);
          break;
        case 'if':
          checkCond(e.when, sc, where, inSetup);
          break;
        default:
          break;
      }
    }
  };
  checkEffects(def.setup, null, 'campaign setup', true);
  checkEffects(def.expertSetup, null, 'campaign expertSetup', true);
  for (const sc of def.scenarios) {
    const w = `scenario ${sc.id}`;
    dupes(
      sc.records.map((r) => r.id),
      `${w} record`,
      p,
    );
    dupes(
      sc.choices.map((c) => c.id),
      `${w} choice`,
      p,
    );
    for (const r of sc.records) if (r.min > r.max) p(`${w}: record ${r.id} bounds`);
    if (sc.modes.heroicMax < 0) p(`${w}: heroicMax`);
    if (sc.modes.expert && sc.stages.expert.length === 0 && sc.stages.standard.length > 0)
      p(`${w}: expert mode without expert stages`);
    checkEffects(sc.setup, sc, `${w} setup`, true);
    checkEffects(sc.expertSetup, sc, `${w} expertSetup`, true);
    checkEffects(sc.resolutions.won, sc, `${w} won`, false);
    checkEffects(sc.resolutions.lost, sc, `${w} lost`, false);
    for (const c of sc.choices) {
      const used = [...sc.resolutions.won, ...sc.resolutions.lost];
      if (!JSON.stringify(used).includes(`"${c.id}"`)) p(`${w}: choice ${c.id} is never used`);
    }
  }
  return problems;
}

function heroChoice(id: string, sc: ScenarioDef | null, where: string, inSetup: boolean, p: (m: string) => void): void {
  const ch = inSetup ? undefined : sc?.choices.find((c) => c.id === id);
  if (!ch) p(`${where}: choice ${id} unavailable`);
  else if (ch.options !== 'hero') p(`${where}: choice ${id} does not pick a hero`);
}

function dupes(ids: string[], what: string, p: (m: string) => void): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) p(`duplicate ${what} ${id}`);
    seen.add(id);
  }
}
