// The static data the engine runs on, built once from core/games/war-of-the-ring/data/ (the only
// file of the engine that knows data/'s export names).

import { CHARACTERS, DIE_FACES, HUNT_TILES, NATIONS as NATION_DEFS, REGIONS } from '../data';
import { EVENT_CARDS } from '../data/events';
import { NATIONS, type CardInfo, type CharInfo, type RegionInfo, type TileInfo, type WotrStatic } from './static';
import type { Face, Side } from './types';

const nationSide: Record<string, Side> = {};
for (const n of NATIONS) nationSide[n] = n === 'sauron' || n === 'isengard' || n === 'southrons' ? 'shadow' : 'fp';

const regions: Record<string, RegionInfo> = {};
const start: Record<string, Record<string, number>> = {};
for (const r of REGIONS) {
  regions[r.id] = {
    id: r.id,
    nation: r.nation,
    settlement: r.settlement,
    adj: r.adjacent.slice().sort(),
    coastal: r.coastal,
  };
  if (r.start) {
    const u: Record<string, number> = {};
    for (const kind of ['regular', 'elite', 'leader', 'nazgul'] as const)
      if (r.start[kind] > 0) u[`${r.start.nation}.${kind}`] = r.start[kind];
    start[r.id] = u;
  }
}

const reserve: Record<string, number> = {};
const politics: Record<string, { step: number; active: boolean }> = {};
for (const n of NATION_DEFS) {
  for (const kind of ['regular', 'elite', 'leader', 'nazgul'] as const)
    if (n.reinforcements[kind] > 0) reserve[`${n.id}.${kind}`] = n.reinforcements[kind];
  politics[n.id] = { step: n.politicalStart, active: n.startsActive };
}
const totals: Record<string, number> = { ...reserve };
for (const r in start) for (const k in start[r]) totals[k] = (totals[k] ?? 0) + start[r][k];

const chars: Record<string, CharInfo> = {};
for (const c of CHARACTERS)
  chars[c.id] = {
    id: c.id,
    side: c.side,
    // the Witch-king's unlimited level: he flies like a Nazgûl (§7.2), the number only ranks him
    level: c.level === 'unlimited' ? 99 : c.level,
    leadership: c.leadership,
    bonusDie: c.bonusDice > 0,
    activates: c.side === 'fp' ? (c.nation === 'any' ? 'all' : c.nation) : null,
    companion: c.kind === 'companion',
    entry: c.entry ?? null,
    abilities: c.abilities,
  };

const tiles: Record<string, TileInfo> = {};
for (const t of HUNT_TILES)
  tiles[t.id] = {
    id: t.id,
    value: t.damage,
    reveal: t.reveal,
    stop: t.stop,
    kind: t.kind === 'standard' ? 'standard' : t.kind === 'fp-special' ? 'fp' : 'shadow',
  };

const faces: { fp: Face[]; shadow: Face[] } = { fp: [...DIE_FACES.fp], shadow: [...DIE_FACES.shadow] };

// The 96 event cards of data/events.ts: the engine draws, holds and discards them; playing their
// effects is not built yet (engine/README.md).
const cards: Record<string, CardInfo> = {};
for (const c of EVENT_CARDS) cards[c.id] = { id: c.id, side: c.side, deck: c.deck };

export const D: WotrStatic = {
  regions,
  regionIds: Object.keys(regions).sort(),
  start,
  reserve,
  totals,
  politics,
  nationSide,
  chars,
  tiles,
  cards,
  faces,
};
