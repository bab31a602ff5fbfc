// Campaign set-up (§6.1; §3.1 steps 10, 11, 13, 14): the `campaign` options of a hero seat and of
// the game, their validation, and the set-up steps that use them. Without these options setup is
// exactly what it was before them (v1-compat.test.ts holds that to the byte).

import { z } from 'zod';
import { CONTENT, ENCOUNTER_SETS, type EncounterSet } from '../content';
import { codeOf, keywords, put, zn } from './core';
import { uniqueBlocked } from './options';
import { enterSideScheme, giveStatus, push, type Ev } from './rules';
import { PLAYER_TYPES, type CardDef, type CardType, type Draft, type Task } from './types';

const code = z.string().min(1).max(40);
const counts = z.record(code, z.number().int().min(1).max(60));

/** One hero's campaign set-up. */
export const campaignHeroSchema = z.strictObject({
  /** Cards shuffled into this hero's deck (campaign cards; deck-building rules do not apply). */
  added: counts.optional(),
  /** Player cards put into play under this hero's control (step 11, like the Setup keyword). */
  inPlay: z.array(code).max(20).optional(),
  /** Hit-point change of this hero's identity for the whole game (e.g. −1 per scar); never below 1. */
  hp: z.number().int().min(-20).max(20).optional(),
  /** Extra cards in the opening hand (step 14; the mulligan draws back up to it). */
  draw: z.number().int().min(0).max(5).optional(),
});

/** The game's campaign set-up. */
export const campaignSchema = z.strictObject({
  /** Extra encounter sets (ids of ENCOUNTER_SETS) shuffled in at step 10; a set already used is not added twice. */
  sets: z.array(z.string().min(1).max(40)).max(10).optional(),
  /** Villain stages in play order, replacing the mode's (standard / expert / skirmish); the first goes into play. */
  stages: z.array(code).max(5).optional(),
  /** Encounter cards set aside out of play: one copy each from the encounter deck, created when it has none. */
  setAside: z.array(code).max(40).optional(),
  /** Side schemes put into play (not revealed): from the encounter deck (or set aside) when there, else created. */
  sideSchemes: z.array(code).max(10).optional(),
  /** Minions put into play (not revealed) engaged with hero index `seat`: from the encounter deck (or set aside) when there, else created. */
  engaged: z
    .array(z.strictObject({ code, seat: z.number().int().min(0) }))
    .max(20)
    .optional(),
  /** Cards removed from the campaign: no copy of them enters any deck or is put into play. */
  removed: z.array(code).max(200).optional(),
});

export type CampaignHeroOptions = z.infer<typeof campaignHeroSchema>;
export type CampaignOptions = z.infer<typeof campaignSchema>;

/** What the validation needs of the whole options object. */
interface Checked {
  readonly heroes: readonly { readonly campaign?: CampaignHeroOptions }[];
  readonly cards: { readonly [code: string]: unknown };
  readonly campaign?: CampaignOptions;
}

/** Reports an issue; messages are written `message: 'mc.…'` so the renderer's key test finds them. */
type Issue = (i: { path: (string | number)[]; message: string }) => void;

const IN_PLAY_TYPES: readonly CardType[] = ['ally', 'support', 'upgrade'];
const NOT_ENCOUNTER: readonly CardType[] = [...PLAYER_TYPES, 'hero', 'alter_ego'];

/** Issues (zod custom issues, `mc.*` messages) of the campaign options. */
export function checkCampaign(o: Checked, issue: Issue): void {
  const def = (c: string): CardDef | undefined => (o.cards[c] as CardDef | undefined) ?? CONTENT[c];
  /** The card's definition, or an issue `mc.unknownCard` at `path`. */
  const known = (c: string, path: (string | number)[]): CardDef | null => {
    const d = def(c);
    if (!d) issue({ path, message: 'mc.unknownCard' });
    return d ?? null;
  };
  o.heroes.forEach((h, i) => {
    const c = h.campaign;
    if (!c) return;
    for (const k of Object.keys(c.added ?? {})) {
      const d = known(k, ['heroes', i, 'campaign', 'added', k]);
      if (d && !PLAYER_TYPES.includes(d.type))
        issue({ path: ['heroes', i, 'campaign', 'added', k], message: 'mc.notAPlayerCard' });
    }
    (c.inPlay ?? []).forEach((k, j) => {
      const d = known(k, ['heroes', i, 'campaign', 'inPlay', j]);
      if (d && !IN_PLAY_TYPES.includes(d.type))
        issue({ path: ['heroes', i, 'campaign', 'inPlay', j], message: 'mc.cannotPutIntoPlay' });
    });
  });
  const c = o.campaign;
  if (!c) return;
  (c.sets ?? []).forEach((id, j) => {
    if (!ENCOUNTER_SETS.some((x) => x.id === id)) issue({ path: ['campaign', 'sets', j], message: 'mc.unknownSet' });
  });
  (c.stages ?? []).forEach((k, j) => {
    const d = known(k, ['campaign', 'stages', j]);
    if (d && d.type !== 'villain') issue({ path: ['campaign', 'stages', j], message: 'mc.notAVillain' });
  });
  (c.setAside ?? []).forEach((k, j) => {
    const d = known(k, ['campaign', 'setAside', j]);
    if (d && NOT_ENCOUNTER.includes(d.type))
      issue({ path: ['campaign', 'setAside', j], message: 'mc.notAnEncounterCard' });
  });
  (c.sideSchemes ?? []).forEach((k, j) => {
    const d = known(k, ['campaign', 'sideSchemes', j]);
    if (d && d.type !== 'side_scheme') issue({ path: ['campaign', 'sideSchemes', j], message: 'mc.notASideScheme' });
  });
  (c.engaged ?? []).forEach((e, j) => {
    const d = known(e.code, ['campaign', 'engaged', j, 'code']);
    if (d && d.type !== 'minion') issue({ path: ['campaign', 'engaged', j, 'code'], message: 'mc.notAMinion' });
    if (e.seat >= o.heroes.length) issue({ path: ['campaign', 'engaged', j, 'seat'], message: 'mc.badSeat' });
  });
  (c.removed ?? []).forEach((k, j) => known(k, ['campaign', 'removed', j]));
}

/** Step 10: the campaign's extra encounter sets, leaving out those already in the deck. */
export function campaignSets(c: CampaignOptions | undefined, used: readonly string[]): EncounterSet[] {
  const seen = new Set(used);
  const out: EncounterSet[] = [];
  for (const id of c?.sets ?? []) {
    const set = ENCOUNTER_SETS.find((x) => x.id === id);
    if (!set || seen.has(id)) continue;
    seen.add(id);
    out.push(set);
  }
  return out;
}

/** Creates a new card (setup's serial counter). */
export type Make = (owner: string, code: string) => string;

/** The first card with `code` in one of `zones` (its owner `owner`, when given). */
function findIn(s: Draft, zones: readonly string[], c: string, owner?: string): string | null {
  for (const z of zones)
    for (const id of s.zones[z] ?? [])
      if (codeOf(id) === c && (owner === undefined || id.startsWith(`${owner}:`))) return id;
  return null;
}

/**
 * Step 11: the hero's campaign cards put into play (like the Setup keyword: no cost, not "played";
 * enter-play handling such as Uses follows). A copy in the hero's deck or set aside (Permanent) is
 * taken, else one is created; a unique card whose title is already in play is not put into play.
 */
export function putIntoPlay(
  s: Draft,
  seat: string,
  codes: readonly string[],
  removed: ReadonlySet<string>,
  make: Make,
): void {
  for (const c of codes) {
    if (removed.has(c)) continue;
    const found = findIn(s, [zn('deck', seat), 'setAside'], c, seat);
    // the id the card would get: uniqueness is judged before a card is created
    if (uniqueBlocked(s, found ?? `${seat}:${c}:-1`)) continue;
    const id = found ?? make(seat, c);
    put(s, id, zn('play', seat));
    push(s, { t: 'enterPlay', card: id, seat });
  }
}

/**
 * Step 10: encounter cards set aside, one copy each from the encounter deck, created when it has
 * none — unless a copy already lies set aside (a nemesis card): that one counts, not a second copy.
 */
export function setAside(s: Draft, codes: readonly string[], removed: ReadonlySet<string>, make: Make): void {
  const claimed = new Set<string>();
  for (const c of codes) {
    if (removed.has(c)) continue;
    const id =
      findIn(s, ['encDeck'], c) ??
      (s.zones.setAside ?? []).find((x) => x.startsWith('e:') && codeOf(x) === c && !claimed.has(x)) ??
      make('e', c);
    claimed.add(id);
    put(s, id, 'setAside');
  }
}

/** Step 13 as a task (after the main scheme's and the villain's When Revealed of step 12), or none. */
export function campaignTask(
  c: CampaignOptions | undefined,
  seats: readonly string[],
  removed: ReadonlySet<string>,
): Task | null {
  const side = (c?.sideSchemes ?? []).filter((k) => !removed.has(k));
  const engaged = (c?.engaged ?? [])
    .filter((e) => !removed.has(e.code))
    .map((e) => ({ code: e.code, seat: seats[e.seat] }));
  return side.length || engaged.length ? { t: 'campaignSetup', side, engaged } : null;
}

/**
 * Runs step 13: side schemes and minions are put into play, not revealed (no When Revealed, no
 * Surge/Quickstrike/Teamwork; §2.7 only Setup abilities resolve during setup). A side scheme enters
 * with its starting threat plus Hinder (§2.11, §8.3 #8); a minion with Toughness gets its tough card.
 * A copy in the encounter deck (or set aside, e.g. a nemesis card) is taken, else a card is created;
 * a unique card already in play fails silently (§8.3 #34).
 */
export function campaignSetup(s: Draft, task: Extract<Task, { t: 'campaignSetup' }>, ev: Ev): void {
  const take = (c: string): string | null => {
    // a nemesis card waits set aside: that copy is the one put into play (not a second one)
    const found = findIn(s, ['encDeck', 'setAside'], c, 'e');
    if (uniqueBlocked(s, found ?? `e:${c}:-1`)) return null;
    if (found) return found;
    const id = `e:${c}:${s.count}`; // every id below s.count exists: the next serial is free
    s.count++;
    return id;
  };
  for (const c of task.side) {
    const id = take(c);
    if (!id) continue;
    put(s, id, 'side');
    enterSideScheme(s, id);
  }
  for (const e of task.engaged) {
    const id = take(e.code);
    if (!id) continue;
    put(s, id, zn('engaged', e.seat));
    if (keywords(s, id).toughness) giveStatus(s, id, 'tough', ev);
  }
}
