// Marvel Champions in the play history (issue 19): a co-operative game — every hero wins or loses
// together. A play has a villain, modular sets and a difficulty; each seat a hero and an aspect.

import type { PlayDeckRef } from '../../api/history';
import { playDeckRef, type FinishedGame, type HistoryDefinition, type PlayDraft } from '../../platform/history';
import { CONTENT, SCENARIOS } from './content';
import type { CardDef, McOptions } from './engine';

const ASPECTS = ['aggression', 'justice', 'leadership', 'protection'];

const nameOf = (o: McOptions, code: string | undefined): string | null =>
  code === undefined ? null : (((o.cards?.[code] as CardDef | undefined) ?? CONTENT[code])?.name ?? null);

/** The aspect most of a deck's aspect cards belong to (basic and hero cards do not count). */
function aspectOf(o: McOptions, deck: Record<string, number> | undefined): string | null {
  const counts = new Map<string, number>();
  for (const [code, n] of Object.entries(deck ?? {})) {
    const aspect = ((o.cards?.[code] as CardDef | undefined) ?? CONTENT[code])?.aspect;
    if (aspect && ASPECTS.includes(aspect)) counts.set(aspect, (counts.get(aspect) ?? 0) + n);
  }
  let best: string | null = null;
  for (const [a, n] of counts) if (best === null || n > counts.get(best)!) best = a;
  return best;
}

function readMc(game: FinishedGame): PlayDraft {
  const o = game.options as McOptions;
  const stages = o.scenarioDef?.villain ?? SCENARIOS.find((s) => s.id === o.scenario)?.villain;
  const villain = nameOf(o, (o.expert ? stages?.expert : stages?.standard)?.[0]);
  const values: Record<string, string> = { difficulty: o.expert ? 'expert' : 'standard', scenario: o.scenario };
  if (villain) values.villain = villain;
  if (o.modular.length) values.modular = [...o.modular].sort().join(' + ');
  const seats: Record<string, { values: Record<string, string>; deck?: PlayDeckRef }> = {};
  o.heroes.forEach((h, i) => {
    const seat = `P${i + 1}`;
    const v: Record<string, string> = {};
    const hero = game.seatNames[seat] ?? nameOf(o, h.identity);
    if (hero) v.hero = hero;
    const aspect = aspectOf(o, h.deck);
    if (aspect) v.aspect = aspect;
    // a seat from a saved deck: the deck (and its name as a dimension: most-played decks)
    const saved = playDeckRef(h.savedDeck);
    if (saved?.name) v.deck = saved.name;
    seats[seat] = saved ? { values: v, deck: saved } : { values: v };
  });
  return {
    tracker: o.tracker === true,
    values,
    options: { players: o.heroes.length, heroic: o.heroic, ...(o.tracker ? { tracker: true } : {}) },
    seats,
  };
}

export const mcHistory: HistoryDefinition = {
  dimensions: [
    { id: 'villain', scope: 'play', labelKey: 'history.dimension.villain' },
    { id: 'scenario', scope: 'play', labelKey: 'history.dimension.scenario' },
    { id: 'modular', scope: 'play', labelKey: 'history.dimension.modular' },
    {
      id: 'difficulty',
      scope: 'play',
      labelKey: 'history.dimension.difficulty',
      valuesKey: 'history.value.difficulty',
      values: ['standard', 'expert'],
    },
    { id: 'hero', scope: 'seat', labelKey: 'history.dimension.hero' },
    {
      id: 'aspect',
      scope: 'seat',
      labelKey: 'history.dimension.aspect',
      valuesKey: 'mc.terms.aspects',
      values: ASPECTS,
    },
    { id: 'deck', scope: 'seat', labelKey: 'history.dimension.deck' },
  ],
  result: { kind: 'team', scores: false, ranks: false, draws: false, sharedVictory: false },
  seats: { suggested: ['P1'], min: 1, max: 4 },
  read: { 'marvel-champions': readMc },
};
