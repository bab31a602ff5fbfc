// Leak checking by indistinguishability: hidden information is exactly what a viewer cannot tell
// apart. From a state we build another one that differs only in what the viewer may not see (the
// PRNG state, which predicts every future draw; pieces hidden from the viewer, permuted among the
// hidden slots that look alike; whatever the module's perturbHidden changes). A sound module gives
// that viewer the same view, the same legal actions and the same pending decision for both.

import { canonicalJson } from './json';
import type { Rng, RngState } from './rng';
import { canSee } from './table';
import type { ActionBase, GameEvent, GameModule, KernelState, SeatId } from './types';

function freshRngState(rng: Rng): RngState {
  const s: [number, number, number, number] = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  if (s.every((w) => w === 0)) s[0] = 1;
  return s;
}

/** A state `viewer` (null: spectator) cannot tell apart from `state`; draws from `rng`. */
export function indistinguishable<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  state: S,
  viewer: SeatId | null,
  rng: Rng,
): S {
  let next: S = { ...state, rng: freshRngState(rng) };
  const table = module.table;
  if (table) {
    // Hidden slots grouped by their public look (back and flags): only look-alikes may trade places.
    const groups = new Map<string, { zone: string; index: number; piece: string }[]>();
    const contents = new Map<string, string[]>();
    for (const zone of table.zones(state)) {
      const items = table.contents(state, zone.id).slice();
      contents.set(zone.id, items);
      items.forEach((piece, index) => {
        const info = table.piece(state, piece) ?? {};
        if (canSee(zone, info, viewer)) return;
        const look = `${info.back ?? ''}|${info.owner ?? ''}|${info.faceUp ?? ''}|${info.exhausted ?? ''}`;
        let group = groups.get(look);
        if (!group) groups.set(look, (group = []));
        group.push({ zone: zone.id, index, piece });
      });
    }
    const touched = new Set<string>();
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const permuted = rng.shuffle(group.map((slot) => slot.piece));
      group.forEach((slot, k) => {
        contents.get(slot.zone)![slot.index] = permuted[k];
        touched.add(slot.zone);
      });
    }
    for (const zone of touched) next = table.setContents(next, zone, contents.get(zone)!);
  }
  if (module.perturbHidden) next = module.perturbHidden(next, viewer, rng);
  return next;
}

export interface LeakFinding {
  readonly what: 'view' | 'legalActions' | 'pending' | 'outcome';
  readonly viewer: SeatId | null;
}

/**
 * Compares what `viewer` gets from `state` and from an indistinguishable state.
 * Returns the first difference, or null when nothing hidden shows through.
 */
export function checkLeak<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  state: S,
  viewer: SeatId | null,
  rng: Rng,
): LeakFinding | null {
  const other = indistinguishable(module, state, viewer, rng);
  const pending = module.pending(state);
  const otherPending = module.pending(other);
  const samePending = canonicalJson(pending) === canonicalJson(otherPending);
  // A module that opens response windows only for seats able to respond reveals that ability by
  // the pause itself (accepted by modules of games where table talk is allowed): when the two
  // states differ by such a window they follow different public paths and cannot be compared.
  if (
    !samePending &&
    module.windowsRevealEligibility &&
    (pending?.mode === 'window' || otherPending?.mode === 'window')
  )
    return null;
  if (canonicalJson(module.view(state, viewer)) !== canonicalJson(module.view(other, viewer)))
    return { what: 'view', viewer };
  if (
    viewer !== null &&
    canonicalJson(module.legalActions(state, viewer)) !== canonicalJson(module.legalActions(other, viewer))
  )
    return { what: 'legalActions', viewer };
  // Who must decide is public: it must not depend on anything hidden (e.g. a response window
  // opened only because a hidden hand holds a response card tells everyone that it does).
  if (!samePending) return { what: 'pending', viewer };
  if ((module.outcome(state) === null) !== (module.outcome(other) === null)) return { what: 'outcome', viewer };
  return null;
}
