import { storeToRefs } from 'pinia';
import { shallowRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { GameSummary, PlayerInfo } from '../../../core/api/games';
import { formatNumber } from '../lib/format';
import { useAppStore } from '../stores/app';
import { moduleMessagePrefixes } from './screens';

/**
 * Text of game modules. Modules send message keys with params (log lines, prompts, outcome
 * reasons, rejection reasons) that the renderer looks up as they are, or where their module keeps
 * them (MODULE_MESSAGES), with params a board may name (provideParamNames). A module's key may have no
 * message yet (a module in development, a test fixture): then a neutral fallback is shown — the
 * key's last segment and the params — and, because `te` is asked first, vue-i18n's missing
 * handler (which reports a missing message as a console error) is never reached.
 */

type Params = Record<string, unknown> | undefined;

/**
 * Where a module keeps the messages for the keys it sends, when they are not message keys as they
 * are: module key prefix → message prefix. `games.<id>` is the game's name, so a module's own
 * messages live in its domain folder (e.g. `xy.log.round` → `xy.play.log.round`); each game
 * declares its prefixes (`moduleMessages`, games/registry.ts).
 */
export const MODULE_MESSAGES: Readonly<Record<string, string>> = moduleMessagePrefixes();

/** The message keys to try for a module key, in order: the key itself, then where its module keeps it. */
export function messageKeys(key: string, prefixes: Readonly<Record<string, string>> = MODULE_MESSAGES): string[] {
  const out = [key];
  for (const [from, to] of Object.entries(prefixes))
    if (key.startsWith(from) && !key.startsWith(to)) out.push(to + key.slice(from.length));
  return out;
}

/**
 * Names for the params of a module's messages (card codes → card names, seats → heroes), given by
 * the module's board while it is shown: `(param name, value, message key)` → text, or null to keep
 * the value as it is.
 */
export type ParamNamer = (name: string, value: unknown, key: string) => string | null;

const namers = shallowRef<Readonly<Record<string, ParamNamer>>>({});

/** Name the params of keys starting with `prefix` (until the returned function is called). */
export function provideParamNames(prefix: string, namer: ParamNamer): () => void {
  namers.value = { ...namers.value, [prefix]: namer };
  return () => {
    if (namers.value[prefix] !== namer) return;
    const next = { ...namers.value };
    delete next[prefix];
    namers.value = next;
  };
}

/** Params with the names a board provides for them (reactive: re-read when a namer changes). */
export function namedParams(key: string, params: Params): Params {
  if (!params) return params;
  const entry = Object.entries(namers.value).find(([prefix]) => key.startsWith(prefix));
  if (!entry) return params;
  const namer = entry[1];
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    const named = Array.isArray(v) ? v.map((x) => namer(k, x, key) ?? x) : namer(k, v, key);
    out[k] = named ?? v;
  }
  return out;
}

/** The fields a module's "face" (public identity of a piece) is usually named by, in order. */
const FACE_NAME_FIELDS = ['name', 'title', 'label', 'card', 'code', 'id'];

/** A piece's face as one short text: `{ card: 'P1-3', value: 4 }` → `P1-3 · 4`. */
export function faceText(face: unknown, locale: string): string {
  if (face === null || face === undefined) return '?';
  if (typeof face === 'string') return face;
  if (typeof face === 'number') return formatNumber(face, locale);
  if (typeof face === 'boolean') return String(face);
  if (Array.isArray(face)) return face.map((f) => faceText(f, locale)).join(', ');
  const obj = face as Record<string, unknown>;
  const nameField = FACE_NAME_FIELDS.find((f) => typeof obj[f] === 'string' || typeof obj[f] === 'number');
  const rest = Object.entries(obj)
    .filter(([k, v]) => k !== nameField && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    .map(([, v]) => faceText(v, locale));
  return (
    [nameField ? faceText(obj[nameField], locale) : null, ...rest].filter((x) => x !== null && x !== '').join(' · ') ||
    '?'
  );
}

/** Any param value as text: lists joined, faces named, numbers in the UI locale. */
export function valueText(value: unknown, locale: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v, locale)).join(', ') : '—';
  const obj = value as Record<string, unknown>;
  if (FACE_NAME_FIELDS.some((f) => typeof obj[f] === 'string')) return faceText(obj, locale);
  const entries = Object.entries(obj);
  return entries.length ? entries.map(([k, v]) => `${k}: ${valueText(v, locale)}`).join('; ') : '—';
}

/** Params as the strings and numbers messages want. */
export function plainParams(params: Params, locale: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) out[k] = typeof v === 'number' ? v : valueText(v, locale);
  return out;
}

/** vue-i18n's `t`: a message with its params, and with a plural choice. */
interface CountingT {
  (key: string, params: Record<string, unknown>): string;
  (key: string, params: Record<string, unknown>, plural: number): string;
}

/**
 * A message whose numeric `n` also chooses its plural form ("{n} card | {n} cards"; i18n.ts plural rules:
 * Turkish and Hungarian keep one form). Without a numeric `n`, the message as it is.
 */
export function countedText(t: CountingT, key: string, params: Record<string, unknown> = {}): string {
  return typeof params.n === 'number' ? t(key, params, params.n) : t(key, params);
}

/** vue-i18n's `t`, and `tn`: the same counting on a numeric `n` (`countedText`), for a board's own messages. */
export function useCountedText() {
  const { t, locale } = useI18n();
  const tn = (key: string, params: Record<string, unknown> = {}): string => countedText(t, key, params);
  return { t, tn, locale };
}

/** `fixture.log.played` + `{ seat: 'P1', card: 'P1-3' }` → `played — seat: P1, card: P1-3`. */
export function fallbackText(key: string, params: Params, locale: string): string {
  const last = key.split('.').pop() || key;
  const entries = Object.entries(params ?? {});
  if (!entries.length) return last;
  return `${last} — ${entries.map(([k, v]) => `${k}: ${valueText(v, locale)}`).join(', ')}`;
}

/** A person as people call them: the name given at the table, else the seats they control. */
export function personLabel(player: PlayerInfo | undefined, fallback = '?'): string {
  if (!player) return fallback;
  return player.name?.trim() || (player.seats.length ? player.seats.join(' + ') : player.id);
}

/** What the game calls a seat (a hero's name), else its id. */
export function seatName(summary: GameSummary, seat: string): string {
  return summary.seatNames?.[seat] ?? seat;
}

/** "Ann (Stormwright)", "Stormwright" when the person has no name; the seat id when the game names none. */
export function seatLabel(summary: GameSummary, seat: string): string {
  const player = summary.players.find((p) => p.seats.includes(seat));
  const name = player?.name?.trim();
  return name ? `${name} (${seatName(summary, seat)})` : seatName(summary, seat);
}

/** The players of a game for a list: "Ann (Stormwright), Bob (P2)". */
export function playersText(summary: GameSummary): string {
  return summary.players
    .map((p) => {
      const seats = p.seats.map((seat) => seatName(summary, seat)).join(' + ');
      return p.name?.trim() ? `${p.name.trim()} (${seats})` : seats || p.id;
    })
    .join(', ');
}

export function useGameText() {
  const { t, te, locale } = useI18n();
  const { info } = storeToRefs(useAppStore());

  /**
   * A message key sent by a module (or the kernel), translated when we have it. With a game's
   * summary, a `seat` parameter reads as that seat's label (the hero's name rather than "P1").
   */
  function moduleText(key: string, params?: Params, summary?: GameSummary): string {
    const seated =
      summary && typeof params?.seat === 'string' ? { ...params, seat: seatLabelText(summary, params.seat) } : params;
    const named = namedParams(key, seated);
    if (key) for (const k of messageKeys(key)) if (te(k)) return countedText(t, k, plainParams(named, locale.value));
    return fallbackText(key, named, locale.value);
  }

  /**
   * The translated name of a game, or of one of its engines (a module id, the saved games' `game`): a
   * game's second engine (e.g. its table tracker) reads "<game> — <engine name>". Falls back to the id.
   */
  function gameName(id: string): string {
    const owner = info.value?.games.find((g) => g.id !== id && g.engines?.some((e) => e.id === id));
    const engine = owner?.engines?.find((e) => e.id === id);
    if (owner && engine) {
      const base = gameName(owner.id);
      return engine.nameKey && te(engine.nameKey) ? `${base} — ${t(engine.nameKey)}` : base;
    }
    const known = info.value?.games.find((g) => g.id === id);
    if (known && te(known.nameKey)) return t(known.nameKey);
    if (te(`games.${id}`)) return t(`games.${id}`);
    // A game without messages here (one in development, a test-only game): the name it declares.
    return known?.names?.[locale.value] ?? known?.names?.en ?? id;
  }

  /** Label of a legal action: `games.<id>.actions.<type>` when a module has one, else the type and its payload. */
  function actionLabel(gameId: string, action: { type: string; [k: string]: unknown }): string {
    const { type, ...payload } = action;
    const key = `games.${gameId}.actions.${type}`;
    if (te(key)) return t(key, plainParams(payload, locale.value));
    return fallbackText(type, payload, locale.value).replace(' — ', ' · ');
  }

  function playerOf(summary: GameSummary, person: string): PlayerInfo | undefined {
    return summary.players.find((p) => p.id === person);
  }

  /**
   * A seat as the game names it (`seatNames`, e.g. a hero), else its message `game.seats.<game>.<seat>`
   * when the game's messages have one (War of the Ring: "Free Peoples"), else its id.
   */
  function seatText(summary: GameSummary, seat: string): string {
    const named = summary.seatNames?.[seat];
    if (named) return named;
    const key = `game.seats.${summary.game}.${seat}`;
    if (te(key)) return t(key);
    // a game's other engine (e.g. its table tracker) seats its sides as the game does
    const owner = info.value?.games.find((g) => g.id !== summary.game && g.engines?.some((e) => e.id === summary.game));
    const shared = owner ? `game.seats.${owner.id}.${seat}` : null;
    return shared && te(shared) ? t(shared) : seat;
  }

  function seatLabelText(summary: GameSummary, seat: string): string {
    const name = summary.players.find((p) => p.seats.includes(seat))?.name?.trim();
    return name ? `${name} (${seatText(summary, seat)})` : seatText(summary, seat);
  }

  function personName(summary: GameSummary, person: string): string {
    const player = playerOf(summary, person);
    if (!player || player.name?.trim()) return personLabel(player, person);
    return player.seats.length ? player.seats.map((s) => seatText(summary, s)).join(' + ') : player.id;
  }

  function playersTextOf(summary: GameSummary): string {
    return summary.players
      .map((p) => {
        const seats = p.seats.map((seat) => seatText(summary, seat)).join(' + ');
        return p.name?.trim() ? `${p.name.trim()} (${seats})` : seats || p.id;
      })
      .join(', ');
  }

  function number(n: number): string {
    return formatNumber(n, locale.value);
  }

  function face(value: unknown): string {
    return faceText(value, locale.value);
  }

  return {
    moduleText,
    gameName,
    actionLabel,
    seatLabel: seatLabelText,
    personName,
    playersText: playersTextOf,
    number,
    face,
  };
}
