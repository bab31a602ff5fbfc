import type { TrackerContent } from '../../../../../core/games/edge-of-darkness/tracker/content';
import type { TrackerView } from '../../../../../core/games/edge-of-darkness/tracker/module';

/**
 * The tracker screen's pure helpers (no Vue): names of guilds and counters for the controls and the log,
 * the scoring pad's rows, the actions the controls send. The engine
 * (core/games/edge-of-darkness/tracker) checks every action and says why it refuses one.
 */

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const U = 'eodTracker.ui';

/** The four guilds' ids (core data/ids.ts GUILD_IDS), in the rulebook's order. */
export const GUILDS = ['anointed', 'carnival', 'fede', 'gilded'] as const;

export const guildName = (t: Translate, g: string): string => t(`eodTracker.guilds.${g}`);

/** A list of guild ids as the log carries them (`carnival,fede`) in words. */
export function guildList(t: Translate, ids: string): string {
  const names = ids
    .split(',')
    .filter(Boolean)
    .map((g) => guildName(t, g));
  return names.join(', ') || t(`${U}.nobody`);
}

/** A counter id (`coins.carnival`, `tray.2.black`, `threats.fede.black`, `setAside.gilded`…) as people read it. */
export function counterName(t: Translate, id: string): string {
  const [kind, a, b] = id.split('.');
  if (kind === 'tray') return t(`${U}.counter.tray`, { tray: a, colour: colourName(t, b) });
  if (kind === 'setAside') return t(`${U}.counter.setAsideColour`, { colour: colourName(t, a) });
  if (kind === 'threats') return t(`${U}.counter.threatsColour`, { guild: guildName(t, a), colour: colourName(t, b) });
  return t(`${U}.counter.${kind}`, { guild: guildName(t, a) });
}

/** A cube colour: a guild's, or black. */
export const colourName = (t: Translate, c: string): string => (c === 'black' ? t(`${U}.black`) : guildName(t, c));

/** The display colour of a guild's cubes (core data GUILDS), black for black. */
export function colourOf(content: TrackerContent | null, c: string): string {
  const g = content?.guilds.find((x) => x.id === c);
  return g ? g.colour : 'black';
}

/** Quarter points as people write them: 52¾ (a whole number and the fraction sign). */
export function quarters(q: number): string {
  const whole = Math.floor(q / 4);
  const rest = q % 4;
  return `${whole}${['', '¼', '½', '¾'][rest]}`;
}

/** The seats in ranking order (rank, then seat order), with their totals (the pad's final ranking). */
export function ranking(view: TrackerView): Array<{ guild: string; rank: number; total: number }> {
  return view.seats
    .map((g, i) => ({ guild: g, rank: view.scores[i].rank, total: view.scores[i].totalQuarters, i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ guild, rank, total }) => ({ guild, rank, total }));
}

export function setCounter(counter: string, value: number) {
  return { type: 'manual.setCounter', counter, value };
}
export function op(name: string, args: { value?: string; amount?: number } = {}) {
  return { type: 'manual.op', op: name, ...args };
}
