import type {
  Amount,
  AttemptLog,
  CampaignDefinition,
  CampaignLog,
  Condition,
  Effect,
  HeroTarget,
  LogChange,
  MessageRef,
  ScenarioDef,
  SectionLog,
} from './model';

/**
 * Where effects run: the log being built (mutated in place — derive.ts hands a private copy), the
 * scenario and attempt being resolved (if any), and the change list of the current input.
 */
export interface EffectContext {
  def: CampaignDefinition;
  log: CampaignLog;
  scenario: ScenarioDef | null;
  attempt: AttemptLog | null;
  at: number;
  changes: LogChange[];
  /** Collected set-up output (instructions, extra sets); only read by the guided set-up. */
  setup: { instructions: MessageRef[]; sets: string[] };
}

export function section(log: CampaignLog, id: string): SectionLog | undefined {
  return log.sections.find((s) => s.id === id);
}

function amount(ctx: EffectContext, value: Amount): number {
  if (typeof value === 'number') return value;
  const recorded = ctx.attempt?.records[value.record] ?? 0;
  return recorded * (value.times ?? 1);
}

function clamp(n: number, min: number | null, max: number | null): number {
  if (min !== null && n < min) return min;
  if (max !== null && n > max) return max;
  return n;
}

function heroesFor(ctx: EffectContext, target: HeroTarget): string[] {
  const all = ctx.log.heroes.map((h) => h.key);
  if (target === 'all') return all;
  if (target === 'eliminated') return all.filter((k) => ctx.attempt?.heroes[k] === 'eliminated');
  if (target === 'survivors') return all.filter((k) => ctx.attempt?.heroes[k] !== 'eliminated');
  const chosen = ctx.attempt?.choices[target.choice];
  return chosen && all.includes(chosen) ? [chosen] : [];
}

function inRange(n: number, c: { gte?: number; lte?: number }): boolean {
  return (c.gte === undefined || n >= c.gte) && (c.lte === undefined || n <= c.lte);
}

export function holds(ctx: EffectContext, cond: Condition): boolean {
  if ('all' in cond) return cond.all.every((c) => holds(ctx, c));
  if ('any' in cond) return cond.any.some((c) => holds(ctx, c));
  if ('not' in cond) return !holds(ctx, cond.not);
  if ('counter' in cond) return inRange(section(ctx.log, cond.counter)?.value ?? 0, cond);
  if ('record' in cond) return inRange(ctx.attempt?.records[cond.record] ?? 0, cond);
  if ('checked' in cond)
    return section(ctx.log, cond.checked)?.items?.find((i) => i.id === cond.item)?.checked === true;
  if ('choice' in cond) return ctx.attempt?.choices[cond.choice] === cond.is;
  if ('expertCampaign' in cond) return ctx.log.expert === cond.expertCampaign;
  if ('mode' in cond) {
    const m = ctx.attempt?.modes;
    if (!m) return false;
    return cond.mode === 'expert' ? m.expert : cond.mode === 'heroic' ? m.heroic > 0 : m.skirmish !== null;
  }
  if ('gained' in cond) return ctx.log.campaignCards.some((c) => c.card === cond.gained);
  if ('removed' in cond) return ctx.log.removedCards.some((c) => c.card === cond.removed);
  if ('attempt' in cond) return inRange(ctx.attempt?.n ?? 0, cond.attempt);
  return false;
}

/** Removing a card from the campaign: it leaves the gained cards and every card list, for good (§6.1). */
export function removeCard(ctx: EffectContext, card: string): void {
  const log = ctx.log;
  if (log.removedCards.some((c) => c.card === card)) return;
  const held = log.campaignCards.findIndex((c) => c.card === card);
  if (held >= 0) {
    log.campaignCards.splice(held, 1);
    ctx.changes.push({ kind: 'cardLost', card });
  }
  for (const s of log.sections) {
    if (s.type !== 'cards' || !s.cards) continue;
    const i = s.cards.indexOf(card);
    if (i >= 0) {
      s.cards.splice(i, 1);
      ctx.changes.push({ kind: 'cards', section: s.id, card, added: false });
    }
  }
  log.removedCards.push({ card, at: ctx.at, scenario: ctx.scenario?.id ?? null });
  ctx.changes.push({ kind: 'cardRemoved', card });
}

/** Gaining a campaign card; blocked (and noted) if it was removed from the campaign earlier (§6.1). */
export function gainCard(ctx: EffectContext, card: string, owner: string | null): void {
  const log = ctx.log;
  if (log.removedCards.some((c) => c.card === card)) {
    ctx.changes.push({ kind: 'cardBlocked', card, reason: 'removed' });
    return;
  }
  if (log.campaignCards.some((c) => c.card === card)) return;
  log.campaignCards.push({ card, owner, at: ctx.at, scenario: ctx.scenario?.id ?? null });
  ctx.changes.push({ kind: 'cardGained', card, owner });
}

export function setCounter(ctx: EffectContext, s: SectionLog, to: number): void {
  const from = s.value ?? 0;
  const next = clamp(to, s.min, s.max);
  if (next === from) return;
  s.value = next;
  ctx.changes.push({ kind: 'counter', section: s.id, hero: null, from, to: next });
}

export function setHeroCounter(ctx: EffectContext, s: SectionLog, hero: string, to: number): void {
  const h = ctx.log.heroes.find((x) => x.key === hero);
  if (!h) return;
  const from = h.counters[s.id] ?? 0;
  const next = clamp(to, s.min, s.max);
  if (next === from) return;
  h.counters[s.id] = next;
  ctx.changes.push({ kind: 'counter', section: s.id, hero, from, to: next });
}

export function setChecked(
  ctx: EffectContext,
  s: SectionLog,
  item: string,
  checked: boolean,
  label: string | null = null,
): void {
  s.items ??= [];
  let it = s.items.find((i) => i.id === item);
  if (!it) {
    if (!s.custom) return; // a definition's checklist has a fixed item list
    it = { id: item, key: null, label, checked: false };
    s.items.push(it);
  }
  if (it.checked === checked) return;
  it.checked = checked;
  ctx.changes.push({ kind: 'check', section: s.id, item, checked });
}

/** Apply effects in order. Definitions are checked by checkDefinition; a dangling id is skipped, never thrown. */
export function applyEffects(ctx: EffectContext, effects: readonly Effect[]): void {
  for (const e of effects) {
    if (ctx.log.finished && e.op !== 'instruction' && e.op !== 'addSet') return;
    switch (e.op) {
      case 'counter.add':
      case 'counter.set': {
        const s = section(ctx.log, e.section);
        if (s?.type !== 'counter') break;
        const v = amount(ctx, e.value);
        setCounter(ctx, s, e.op === 'counter.add' ? (s.value ?? 0) + v : v);
        break;
      }
      case 'heroCounter.add': {
        const s = section(ctx.log, e.section);
        if (s?.type !== 'heroCounter') break;
        const v = amount(ctx, e.value);
        for (const hero of heroesFor(ctx, e.heroes)) {
          const h = ctx.log.heroes.find((x) => x.key === hero)!;
          setHeroCounter(ctx, s, hero, (h.counters[s.id] ?? 0) + v);
        }
        break;
      }
      case 'check':
      case 'uncheck': {
        const s = section(ctx.log, e.section);
        if (s?.type === 'checklist') setChecked(ctx, s, e.item, e.op === 'check');
        break;
      }
      case 'card.gain': {
        const chosen = e.owner ? ctx.attempt?.choices[e.owner.choice] : undefined;
        const owner = chosen && ctx.log.heroes.some((h) => h.key === chosen) ? chosen : null;
        gainCard(ctx, e.card, owner);
        break;
      }
      case 'card.remove':
        removeCard(ctx, e.card);
        break;
      case 'cards.add': {
        const s = section(ctx.log, e.section);
        if (s?.type !== 'cards' || ctx.log.removedCards.some((c) => c.card === e.card) || s.cards?.includes(e.card))
          break;
        (s.cards ??= []).push(e.card);
        ctx.changes.push({ kind: 'cards', section: s.id, card: e.card, added: true });
        break;
      }
      case 'carry':
        ctx.log.carried.push({
          key: e.key,
          label: null,
          params: { ...(e.params ?? {}) },
          at: ctx.at,
          scenario: ctx.scenario?.id ?? null,
        });
        ctx.changes.push({ kind: 'carry', key: e.key, label: null });
        break;
      case 'victory': {
        const from = ctx.log.victory;
        const to = from + amount(ctx, e.value);
        if (to !== from) {
          ctx.log.victory = to;
          ctx.changes.push({ kind: 'victory', from, to });
        }
        break;
      }
      case 'instruction':
        ctx.setup.instructions.push({ key: e.key, ...(e.params ? { params: { ...e.params } } : {}) });
        break;
      case 'addSet':
        if (!ctx.setup.sets.includes(e.set)) ctx.setup.sets.push(e.set);
        break;
      case 'if':
        applyEffects(ctx, holds(ctx, e.when) ? e.then : (e.else ?? []));
        break;
      case 'endCampaign':
        ctx.log.finished = e.result;
        for (const s of ctx.log.scenarios) if (s.status === 'locked' || s.status === 'next') s.status = 'skipped';
        ctx.log.next = null;
        ctx.changes.push({ kind: 'finished', result: e.result });
        break;
    }
  }
}

/** Every effect in a list, `if` branches included (for definition checks). */
export function* walkEffects(effects: readonly Effect[]): Generator<Effect> {
  for (const e of effects) {
    yield e;
    if (e.op === 'if') {
      yield* walkEffects(e.then);
      yield* walkEffects(e.else ?? []);
    }
  }
}

export function* walkConditions(cond: Condition): Generator<Condition> {
  yield cond;
  if ('all' in cond) for (const c of cond.all) yield* walkConditions(c);
  if ('any' in cond) for (const c of cond.any) yield* walkConditions(c);
  if ('not' in cond) yield* walkConditions(cond.not);
}
