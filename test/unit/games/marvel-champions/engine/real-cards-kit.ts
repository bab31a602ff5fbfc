// Shared set-up for the real-card rule tests (real-cards*.test.ts): the Core Set cards of the
// reference data adapted for the engine, a solo game with an exact hand, and paying for a card.
import fs from 'node:fs';
import path from 'node:path';
import { parseMarvelCdb, type McCard } from '../../../../../core/games/marvel-champions';
import { adaptCards } from '../../../../../core/games/marvel-champions/engine/adapter';
import type { CardDef } from '../../../../../core/games/marvel-champions/engine/types';
import { referenceDataDir, SKIP_MESSAGE } from '../reference-data';
import { clearHand, Game, place } from './helpers';

export const dir = referenceDataDir();
if (!dir) console.warn(SKIP_MESSAGE);

/** The Core Set cards of the reference data (packs.json, sets.json, pack/core.json and pack/core_encounter.json). */
export function coreCards(): McCard[] {
  if (!dir) return [];
  const read = (f: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  return parseMarvelCdb({
    'packs.json': read('packs.json'),
    'sets.json': read('sets.json'),
    'pack/core.json': read('pack/core.json'),
    'pack/core_encounter.json': read('pack/core_encounter.json'),
  }).cards;
}

export const core = coreCards();
export const cards: { [code: string]: CardDef } = adaptCards(core).cards;

/** Our own basic resource (2 energy) to pay costs with. */
export const filler = 'bas-01';

/** A solo game (Null, Stormwright unless `identity` is given) in the given form with `hand` as the exact hand. */
export function scenario(hand: readonly string[], form: 'hero' | 'alter_ego' = 'hero', identity = 'stw-h'): Game {
  const deck: Record<string, number> = { [filler]: 20 };
  for (const c of hand) deck[c] = (deck[c] ?? 0) + 1;
  const g = new Game({ heroes: [{ identity, deck }], cards }).skipMulligans();
  return g.edit((d) => {
    clearHand(d, 'P1');
    for (const c of hand) place(d, c, 'hand.P1', 'deck.P1');
    d.players.P1.form = form;
  });
}

/** Plays a hand card, paying with fillers (or the given resource cards first). */
export function play(g: Game, code: string, payWith: readonly string[] = []): string {
  const id = g.find(code, 'hand.P1');
  g.do('P1', { type: 'play', card: id });
  for (const r of payWith) if (g.s.ask?.k === 'pay') g.do('P1', { type: 'pay', card: g.find(r, 'hand.P1') });
  // chosen cards stay in hand until the whole cost is met: pay with distinct fillers
  const fillers = g.s.zones['hand.P1'].filter((x) => x.includes(`:${filler}:`));
  while (g.s.ask?.k === 'pay') g.do('P1', { type: 'pay', card: fillers.shift()! });
  return id;
}

export const villain = (g: Game) => g.find('nul-v1', 'villain');
export const me = (g: Game) => g.s.players.P1.identity;
export const enemies = (g: Game) => [villain(g), ...(g.s.zones['engaged.P1'] ?? [])];
export const dmgOf = (g: Game, id: string) => g.card(id).dmg ?? 0;
