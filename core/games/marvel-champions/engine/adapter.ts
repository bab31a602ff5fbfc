// Imported MarvelCDB cards (catalog McCard) → engine card data. Stats, resource icons, scheme
// icons, boost icons, traits, uniqueness and keywords come from the data; card abilities are not
// parsed from text (texts are user data we never interpret): such cards are flagged `manual` and
// resolved by hand with the kernel's manual actions, unless `real-cards/` automates their code.
// `automationReport` lists which are which.

import type { McCard } from '../catalog/model';
import { CONTENT } from '../content';
import { REAL_CARDS } from './real-cards';
import { stageNumber } from './stage';
import { SCRIPTED_CODES } from './scripted';
import type { Ability, CardDef, CardType, Keywords, Res } from './types';

const TYPES: { readonly [code: string]: CardType } = {
  hero: 'hero',
  alter_ego: 'alter_ego',
  ally: 'ally',
  event: 'event',
  support: 'support',
  upgrade: 'upgrade',
  resource: 'resource',
  villain: 'villain',
  main_scheme: 'main_scheme',
  side_scheme: 'side_scheme',
  minion: 'minion',
  treachery: 'treachery',
  attachment: 'attachment',
  environment: 'environment',
  obligation: 'obligation',
};

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : undefined;
const stat = (v: unknown): number | null | undefined => (v === null ? null : num(v));

const FLAG_KEYWORDS = {
  Guard: 'guard',
  Patrol: 'patrol',
  Quickstrike: 'quickstrike',
  Piercing: 'piercing',
  Ranged: 'ranged',
  Overkill: 'overkill',
  Surge: 'surge',
  Peril: 'peril',
  Toughness: 'toughness',
  Villainous: 'villainous',
  Permanent: 'permanent',
  Restricted: 'restricted',
  Setup: 'setup',
  Steady: 'steady',
  Stalwart: 'stalwart',
  Temporary: 'temporary',
  Alliance: 'alliance',
} as const;
const NUMBER_KEYWORDS = { Retaliate: 'retaliate', Victory: 'victory', Hinder: 'hinder', Incite: 'incite' } as const;
/**
 * A keyword sentence: a capitalised keyword (with its number) opening a line or following a full
 * stop, ended by a full stop or its reminder text: `Guard.`, `Energy form. Permanent.`,
 * `Hinder 2[per_hero] (When revealed, …).`
 */
const KEYWORD_SENTENCE = /(?<=^\s*|\.\s+)([A-Z][a-z]+)(?:\s+(\d+)(?:\[per_hero\])?)?(?=\s*\.|\s+\(|\s*$)/g;

/**
 * Keywords printed on the card (English keyword list; the text itself is not interpreted). Only a
 * keyword printed as its own sentence counts: "this card gains surge" or "each minion gains guard"
 * inside an ability is an effect the card's script handles, not the card's keyword.
 */
export function keywordsFromText(text: string | null): Keywords {
  if (!text) return {};
  const kw: { -readonly [K in keyof Keywords]: Keywords[K] } = {};
  for (const line of text.replace(/<[^>]+>/g, ' ').split('\n')) {
    for (const [, word, n] of line.matchAll(KEYWORD_SENTENCE)) {
      if (word in FLAG_KEYWORDS && n === undefined) kw[FLAG_KEYWORDS[word as keyof typeof FLAG_KEYWORDS]] = true;
      else if (word in NUMBER_KEYWORDS && n !== undefined)
        kw[NUMBER_KEYWORDS[word as keyof typeof NUMBER_KEYWORDS]] = Number(n);
    }
  }
  const uses = /Uses\s*\((\d+)/i.exec(text);
  if (uses) kw.uses = Number(uses[1]);
  return kw;
}

/** "Max X per round." / "Max X per game." printed as its own sentence (digest "Max"); deck limits are not this. */
export function maxFromText(text: string | null): CardDef['max'] {
  const m = text ? /(?:^|[.\n])\s*Max (\d+) per (round|game)\./.exec(text.replace(/<[^>]+>/g, ' ')) : null;
  return m ? { n: Number(m[1]), per: m[2] as 'round' | 'game' } : undefined;
}

/** "Max X per player/ally/enemy." printed as its own sentence: copies in play per player, or attached per host. */
export function maxInFromText(text: string | null): CardDef['maxIn'] {
  const m = text ? /(?:^|[.\n])\s*Max (\d+) per (player|ally|enemy)\./.exec(text.replace(/<[^>]+>/g, ' ')) : null;
  return m ? { n: Number(m[1]), per: m[2] as 'player' | 'ally' | 'enemy' } : undefined;
}

const ASPECTS = ['aggression', 'justice', 'leadership', 'protection', 'basic'] as const;

export interface AdaptProblem {
  readonly code: string;
  readonly reason: 'unknownType' | 'noStats';
}

/** One engine card from an imported card; null (with a problem) when the engine cannot use it. */
export function adaptCard(c: McCard): { def: CardDef | null; problem: AdaptProblem | null } {
  const type = TYPES[c.typeCode];
  if (!type) return { def: null, problem: { code: c.code, reason: 'unknownType' } };
  const st = c.stats;
  const res: Res[] = [];
  for (const r of ['energy', 'mental', 'physical', 'wild'] as const)
    for (let i = 0; i < (c.resources[r] ?? 0); i++) res.push(r);
  const kw: Keywords = {
    ...keywordsFromText(c.text),
    ...(c.permanent ? { permanent: true } : {}),
    ...(c.teamUp && c.teamUp.length === 2 ? { teamUp: [c.teamUp[0], c.teamUp[1]] as const } : {}),
  };
  const icons = {
    acceleration: num(st.scheme_acceleration),
    crisis: num(st.scheme_crisis),
    hazard: num(st.scheme_hazard),
    amplify: num(st.scheme_amplify),
  };
  const def: { -readonly [K in keyof CardDef]: CardDef[K] } = {
    code: c.code,
    name: c.name,
    type,
    set: c.setCode ?? c.packCode,
    manual: !SCRIPTED_CODES.has(c.code),
  };
  if (c.subname) def.sub = c.subname;
  if (c.unique) def.unique = true;
  if (c.traits.length) def.traits = c.traits;
  if (c.cost !== null) def.cost = Math.max(0, c.cost);
  if (res.length) def.res = res;
  const hp = num(st.health);
  if (hp !== undefined) def.hp = hp;
  if (st.health_per_hero === true || st.health_per_group === true) def.hpPer = true;
  for (const [field, key] of [
    ['attack', 'atk'],
    ['thwart', 'thw'],
    ['defense', 'def'],
    ['recover', 'rec'],
    ['scheme', 'sch'],
  ] as const) {
    const v = stat(st[field]);
    if (v !== undefined) def[key] = v;
  }
  // An attachment's printed ATK/SCH is a modifier (+1, −1) to the card it is attached to.
  if (type === 'attachment') {
    const mods: Ability[] = [];
    for (const [field, key] of [
      ['attack', 'atk'],
      ['scheme', 'sch'],
    ] as const) {
      const n = st[field];
      if (typeof n === 'number' && Number.isInteger(n) && n !== 0)
        mods.push({ kind: 'constant', effects: [], constant: { to: 'host', stat: key, n } });
      delete def[key];
    }
    if (mods.length) def.ab = mods;
  }
  const hand = num(st.hand_size);
  if (hand !== undefined) def.hand = hand;
  if (num(st.attack_cost)) def.cAtk = num(st.attack_cost);
  if (num(st.thwart_cost)) def.cThw = num(st.thwart_cost);
  if (num(st.boost) !== undefined) def.boost = num(st.boost);
  if (type === 'side_scheme' || type === 'main_scheme') {
    const base = num(st.base_threat);
    if (base !== undefined) def.threat = base;
    // MarvelCDB: a threat figure is per player unless its `*_fixed` flag is true
    if (base && st.base_threat_fixed !== true) def.threatPer = true;
    const target = num(st.threat);
    if (target !== undefined) def.target = target;
    if (target && st.threat_fixed !== true) def.targetPer = true;
    const esc = num(st.escalation_threat);
    if (esc !== undefined) def.accel = esc;
    if (esc && st.escalation_threat_fixed !== true) def.accelPer = true;
  }
  if (Object.values(icons).some((v) => v))
    def.icons = Object.fromEntries(Object.entries(icons).filter(([, v]) => v)) as CardDef['icons'];
  const stageN = stageNumber(c.stage);
  if (stageN !== undefined) def.stage = stageN;
  // a main scheme stage in play is its B side; its A side (set-up, When Revealed) is `front`
  if (type === 'main_scheme' && c.face === 'back' && c.linkedCode) def.front = c.linkedCode;
  if ((type === 'hero' || type === 'alter_ego') && c.linkedCode) def.flip = c.linkedCode;
  if (Object.keys(kw).length) def.kw = kw;
  const max = maxFromText(c.text);
  if (max) def.max = max;
  const maxIn = maxInFromText(c.text);
  if (maxIn) def.maxIn = maxIn;
  const aspect = ASPECTS.find((a) => a === c.factionCode);
  if (aspect) def.aspect = aspect;
  // a scripted real card: its effect data (never parsed from the text) replaces "resolve by hand"
  const auto = REAL_CARDS[c.code];
  if (auto) Object.assign(def, auto);
  if ((type === 'villain' || type === 'minion') && hp === undefined)
    return { def, problem: { code: c.code, reason: 'noStats' } };
  return { def, problem: null };
}

/** An identity's own encounter cards (§2.1 Obligation, §2.2 Nemesis set), by their codes. */
export interface IdentityLinks {
  /** The obligation of the identity's set (the first one by code when the set has several). */
  readonly obligation: string | null;
  /** The `<set>_nemesis` set, one code per copy (the engine sets each copy aside, §3.1 step 5). */
  readonly nemesis: readonly string[];
}

/** A printing the engine uses as its own card: no reprint stub, no hidden card, no back face. */
const printed = (c: McCard) => !c.duplicateOf && !c.hidden && c.face === 'front';

/**
 * The obligation and nemesis set of the identity whose hero set is `setCode` (MarvelCDB: the
 * obligation has the hero set's `set_code`, the nemesis cards `<set_code>_nemesis`).
 */
export function identityLinks(cards: readonly McCard[], setCode: string): IdentityLinks {
  const obligation =
    cards
      .filter((c) => c.setCode === setCode && c.typeCode === 'obligation' && !c.duplicateOf && !c.hidden)
      .map((c) => c.code)
      .sort()[0] ?? null;
  const nemesis: string[] = [];
  for (const c of cards)
    if (c.setCode === `${setCode}_nemesis` && printed(c))
      for (let k = 0; k < Math.max(1, c.quantity); k++) nemesis.push(c.code);
  return { obligation, nemesis };
}

/**
 * Links each identity (both faces) to its obligation and nemesis set, and those cards to the
 * identity's hero face (`owner`, §2.1: the obligation is given to that identity's player).
 */
function linkIdentities(cards: readonly McCard[], out: { [code: string]: CardDef }): void {
  for (const hero of cards) {
    if (hero.typeCode !== 'hero' || !hero.setCode || !printed(hero) || !out[hero.code]) continue;
    const { obligation, nemesis } = identityLinks(cards, hero.setCode);
    const link = { ...(obligation ? { obligation } : {}), ...(nemesis.length ? { nemesis } : {}) };
    if (!obligation && nemesis.length === 0) continue;
    for (const face of [hero.code, hero.linkedCode]) if (face && out[face]) out[face] = { ...out[face], ...link };
    for (const code of [...(obligation ? [obligation] : []), ...nemesis])
      if (out[code]) out[code] = { ...out[code], owner: hero.code };
  }
}

/**
 * Engine card data for a list of imported cards (for the game options' `cards`), with problems.
 * Each identity is linked to its obligation and nemesis set (`identityLinks`).
 */
export function adaptCards(cards: readonly McCard[]): { cards: { [code: string]: CardDef }; problems: AdaptProblem[] } {
  const out: { [code: string]: CardDef } = {};
  const problems: AdaptProblem[] = [];
  for (const c of cards) {
    const { def, problem } = adaptCard(c);
    if (def) out[c.code] = def;
    if (problem) problems.push(problem);
  }
  linkIdentities(cards, out);
  return { cards: out, problems };
}

/** Which cards of a game are resolved by hand: imported cards whose abilities are not scripted. */
export function automationReport(cards: { readonly [code: string]: CardDef }): {
  automated: string[];
  manual: string[];
} {
  const automated: string[] = [];
  const manual: string[] = [];
  for (const [code, d] of Object.entries(cards)) (d.manual ? manual : automated).push(code);
  return { automated: automated.sort(), manual: manual.sort() };
}

/** Scripted cards: our own content (every card fully scripted) plus scripted imported codes. */
export function scriptedCardCount(): number {
  return Object.keys(CONTENT).length + SCRIPTED_CODES.size;
}

/** Scripted imported (real) cards only (`real-cards.ts`). */
export function scriptedRealCardCount(): number {
  return SCRIPTED_CODES.size;
}
