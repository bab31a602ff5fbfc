// The per-card escape hatch: effects too particular for the declarative language, keyed by the
// card code that uses them (`{ op: 'script', name: <card code> }`): our content's here, the real
// cards' in their group files (`real-cards/`).

import { minions } from './core';
import { REAL_SCRIPTS } from './real-cards';
import { damage, draw, type Ev } from './rules';
import type { Ctx, Draft } from './types';

export type Script = (s: Draft, ctx: Ctx, ev: Ev) => void;

export const SCRIPTS: { readonly [name: string]: Script } = {
  ...REAL_SCRIPTS,
  /** Crowd Control: 1 damage to each minion; if no minion is left, draw a card. */
  'agg-05': (s, ctx, ev) => {
    for (const m of minions(s)) damage(s, m, 1, ev, { attack: true });
    if (ctx.seat && minions(s).length === 0) draw(s, ctx.seat, 1, ev);
  },
};
