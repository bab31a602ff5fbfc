import type { CardDef, Effect } from '../../../../../core/games/marvel-champions/engine/types';
import type { CardView, McView, PlayerView } from '../../../../../core/games/marvel-champions/engine/view';
import type { McPlayContent } from '../../../../../core/games/marvel-champions/play-content';
import type { GameAction } from '../../boards';

/**
 * The Marvel Champions board as data: the engine's per-seat view sorted into the zones players
 * know (identity, allies, supports, upgrades, engaged minions, villain and its attachments…), and
 * the legal actions grouped into commands the board shows on the cards they concern (play a card,
 * use it, pay with it, choose it as a target) or as buttons (end turn, pass…). Pure functions; the
 * Vue components only draw what these return.
 */

export type Cards = McPlayContent['cards'];

/** Card code of an engine card id: `P1:stw-1:7` → `stw-1`. */
export function codeOfId(id: string): string {
  const a = id.indexOf(':');
  const b = id.lastIndexOf(':');
  return a >= 0 && b > a ? id.slice(a + 1, b) : id;
}

export function defOf(cards: Cards | null | undefined, code: string): CardDef | null {
  return (cards && Object.hasOwn(cards, code) ? cards[code] : null) ?? null;
}

/** The card's title: name, and its subtitle when it has one. */
/**
 * The trait of a facedown card as the engine names it (`facedown.Drone` → `Drone`; a bare
 * `facedown` → ''), null for any other code. A facedown card stays unknown: it has no card data.
 */
export function facedownTrait(code: string): string | null {
  if (code === 'facedown') return '';
  return code.startsWith('facedown.') ? code.slice('facedown.'.length) : null;
}

export function cardTitle(cards: Cards | null | undefined, code: string): string {
  const d = defOf(cards, code);
  if (!d) return code;
  return d.sub ? `${d.name} — ${d.sub}` : d.name;
}

export function cardName(cards: Cards | null | undefined, code: string): string {
  return defOf(cards, code)?.name ?? code;
}

/** The hero-face code of a seat (the identity card's id keeps the hero code whatever the form). */
export function heroCodeOf(player: PlayerView | undefined): string | null {
  return player?.identity ? codeOfId(player.identity.id) : null;
}

// ---- zones ----------------------------------------------------------------------------------

export interface SeatArea {
  seat: string;
  player: PlayerView;
  heroCode: string | null;
  identity: CardView | null;
  /** Cards attached to the identity (encounter attachments, upgrades put on it). */
  onIdentity: CardView[];
  allies: CardView[];
  supports: CardView[];
  upgrades: CardView[];
  /** Anything else in the play area (obligations, environments, unknown types). */
  others: CardView[];
  engaged: Array<{ card: CardView; attachments: CardView[] }>;
  first: boolean;
  active: boolean;
  /** The seat at the device. */
  you: boolean;
}

export interface VillainArea {
  villain: CardView | null;
  attachments: CardView[];
  /** Other cards in the villain zone that are not attached to anything. */
  others: CardView[];
  main: CardView | null;
  side: CardView[];
  /** Environments and other non-scheme cards next to the schemes. */
  environments: CardView[];
}

function hostOf(c: CardView): string | null {
  return c.on ?? null;
}

export function seatAreas(view: McView): SeatArea[] {
  return view.seats.map((seat) => {
    const player = view.players[seat];
    const identity = player.identity;
    const play = player.play;
    const attachedTo = (id: string) => play.filter((c) => hostOf(c) === id);
    const onIdentity = identity ? attachedTo(identity.id) : [];
    const rest = play.filter((c) => !onIdentity.includes(c));
    const engagedIds = new Set(player.engaged.map((c) => c.id));
    const attachedToMinion = (id: string) => [...player.engaged, ...rest].filter((c) => hostOf(c) === id);
    const minions = player.engaged.filter((c) => !hostOf(c) || !engagedIds.has(hostOf(c)!));
    const minionAttachments = new Set(minions.flatMap((m) => attachedToMinion(m.id).map((c) => c.id)));
    const free = rest.filter((c) => !minionAttachments.has(c.id));
    return {
      seat,
      player,
      heroCode: heroCodeOf(player),
      identity,
      onIdentity,
      allies: free.filter((c) => c.type === 'ally'),
      supports: free.filter((c) => c.type === 'support'),
      upgrades: free.filter((c) => c.type === 'upgrade'),
      others: free.filter((c) => !['ally', 'support', 'upgrade'].includes(c.type)),
      engaged: minions.map((card) => ({ card, attachments: attachedToMinion(card.id) })),
      first: view.first === seat,
      active: view.active === seat,
      you: view.you === seat,
    };
  });
}

export function villainArea(view: McView): VillainArea {
  const villain = view.villain.find((c) => c.type === 'villain') ?? null;
  const rest = view.villain.filter((c) => c !== villain);
  return {
    villain,
    attachments: villain ? rest.filter((c) => hostOf(c) === villain.id) : [],
    others: rest.filter((c) => !villain || hostOf(c) !== villain.id),
    main: view.main,
    side: view.side.filter((c) => c.type === 'side_scheme'),
    environments: view.side.filter((c) => c.type !== 'side_scheme'),
  };
}

/** Remaining hit points (never below 0). */
export function remaining(card: CardView): number | null {
  if (card.hp === undefined) return null;
  return Math.max(0, card.hp - (card.dmg ?? 0));
}

/** Every card id the view shows face up, with its card (for names in prompts and targets). */
export function cardsById(view: McView): Map<string, CardView> {
  const out = new Map<string, CardView>();
  const add = (c: CardView | null | undefined) => {
    if (c) out.set(c.id, c);
  };
  for (const seat of view.seats) {
    const p = view.players[seat];
    add(p.identity);
    for (const list of [p.hand ?? [], p.discard, p.play, p.engaged]) list.forEach(add);
  }
  for (const list of [view.villain, view.side, view.encDiscard, view.victory, view.setAside, view.reveal, view.playing])
    list.forEach(add);
  add(view.main);
  return out;
}

// ---- commands -------------------------------------------------------------------------------

export type CommandKind =
  | 'endTurn'
  | 'flip'
  | 'basic'
  | 'ally'
  | 'play'
  | 'use'
  | 'pay'
  | 'cancelPay'
  | 'choose'
  | 'option'
  | 'defend'
  | 'pass'
  | 'discard'
  | 'done'
  | 'other';

export interface Choice {
  action: GameAction;
  /** Position in the legal actions (GameView's keys 1–9 choose by it). */
  index: number;
  /** The target this choice aims at, if any. */
  target: string | null;
}

/** Legal actions that differ only by their target, under one label. */
export interface Command {
  key: string;
  kind: CommandKind;
  /** The card the command is shown on (played, used, paid with, chosen, defending…). */
  card: string | null;
  power?: 'attack' | 'thwart' | 'recover';
  ability?: number;
  option?: number;
  choices: Choice[];
}

const KINDS: readonly CommandKind[] = [
  'endTurn',
  'flip',
  'basic',
  'ally',
  'play',
  'use',
  'pay',
  'cancelPay',
  'choose',
  'option',
  'defend',
  'pass',
  'discard',
  'done',
];

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Group the legal actions into commands, in the order the engine lists them. */
export function commandsOf(legal: readonly GameAction[]): Command[] {
  const out: Command[] = [];
  const byKey = new Map<string, Command>();
  legal.forEach((action, index) => {
    const kind = (KINDS as readonly string[]).includes(action.type) ? (action.type as CommandKind) : 'other';
    let card: string | null = null;
    let target: string | null = str(action.target);
    let key: string;
    switch (kind) {
      case 'basic':
        key = `basic:${String(action.power)}`;
        break;
      case 'ally':
        card = str(action.card);
        key = `ally:${card}:${String(action.power)}`;
        break;
      case 'use':
        card = str(action.card);
        key = `use:${card}:${String(action.ability)}`;
        break;
      case 'choose':
        card = target;
        target = null;
        key = `choose:${card}`;
        break;
      case 'option':
        key = `option:${String(action.index)}`;
        break;
      case 'defend':
        card = str(action.card);
        key = `defend:${card ?? '-'}`;
        break;
      case 'play':
      case 'pay':
      case 'discard':
        card = str(action.card);
        key = `${kind}:${card}`;
        break;
      case 'other':
        key = `other:${index}`;
        break;
      default:
        key = kind;
    }
    let cmd = byKey.get(key);
    if (!cmd) {
      cmd = { key, kind, card, choices: [] };
      if (kind === 'basic' || kind === 'ally') cmd.power = action.power as Command['power'];
      if (kind === 'use') cmd.ability = Number(action.ability);
      if (kind === 'option') cmd.option = Number(action.index);
      byKey.set(key, cmd);
      out.push(cmd);
    }
    cmd.choices.push({ action, index, target });
  });
  return out;
}

/** The command must be aimed first: several targets to choose from. */
export function needsAim(cmd: Command): boolean {
  return cmd.choices.length > 1;
}

/** Commands shown on each card (by card id); basic powers sit on the identity. */
export function commandsByCard(
  commands: readonly Command[],
  identityOf: (seat: string | null) => string | null,
  seat: string | null,
): Map<string, Command[]> {
  const out = new Map<string, Command[]>();
  const add = (id: string | null, cmd: Command) => {
    if (!id) return;
    const list = out.get(id) ?? [];
    list.push(cmd);
    out.set(id, list);
  };
  for (const cmd of commands) {
    if (cmd.kind === 'basic' || cmd.kind === 'flip') add(identityOf(seat), cmd);
    else add(cmd.card, cmd);
  }
  return out;
}

/** Targets of an aimed command: target id → the choice that picks it. */
export function targetsOf(cmd: Command | null): Map<string, Choice> {
  const out = new Map<string, Choice>();
  for (const c of cmd?.choices ?? []) if (c.target) out.set(c.target, c);
  return out;
}

// ---- the decision ---------------------------------------------------------------------------

/** The last log line with one of `keys` (what the engine's decision is about when its view does not say). */
export function lastLog<T extends { key: string; params: Record<string, unknown> }>(
  log: readonly T[],
  keys: readonly string[],
): T | null {
  for (let i = log.length - 1; i >= 0; i--) if (keys.includes(log[i].key)) return log[i];
  return null;
}

/**
 * The trigger an interrupt/response window answers, read from what may be played or used in it
 * (the engine's view does not name the window): the `on` of the first such card or ability.
 */
export function windowTrigger(
  commands: readonly Command[],
  cards: Cards | null,
  byId: Map<string, CardView>,
): string | null {
  for (const cmd of commands) {
    if (!cmd.card) continue;
    const code = byId.get(cmd.card)?.code ?? codeOfId(cmd.card);
    const d = defOf(cards, code);
    if (!d) continue;
    if (cmd.kind === 'play' && d.on) return d.on;
    if (cmd.kind === 'use' && cmd.ability !== undefined) {
      const ab = d.ab?.[cmd.ability];
      if (ab?.on) return ab.on;
    }
  }
  return null;
}

/** The options of a "choose one" effect on a card (the engine's option decision names only the card). */
export function choiceOptions(def: CardDef | null): readonly (readonly Effect[])[] | null {
  if (!def) return null;
  const search = (fx: readonly Effect[] | undefined): ReturnType<typeof choiceOptions> => {
    for (const e of fx ?? []) {
      if (e.op === 'choose') return e.options;
      if (e.op === 'if') {
        const inner = search(e.then) ?? search(e.else);
        if (inner) return inner;
      }
    }
    return null;
  };
  return (
    search(def.play) ??
    search(def.boostFx) ??
    (def.ab ?? []).reduce<ReturnType<typeof choiceOptions>>((found, ab) => found ?? search(ab.effects), null)
  );
}
