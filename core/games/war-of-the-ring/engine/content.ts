// The static data the engine runs on, built once from core/games/war-of-the-ring/data/ (the only
// file of the engine that knows data/'s export names). Parts the data folder does not have yet are
// listed here from the rules digest (marked INTERIM) and are to move to data/ (see engine/README.md).

import { REGIONS } from '../data/regions';
import { NATIONS, type CardInfo, type CharInfo, type RegionInfo, type TileInfo, type WotrStatic } from './static';
import type { Face, NationId, Side } from './types';

const nationSide: Record<string, Side> = {};
for (const n of NATIONS) nationSide[n] = n === 'sauron' || n === 'isengard' || n === 'southrons' ? 'shadow' : 'fp';

const regions: Record<string, RegionInfo> = {};
const start: Record<string, Record<string, number>> = {};
for (const r of REGIONS) {
  regions[r.id] = { id: r.id, nation: r.nation, settlement: r.settlement, adj: r.adjacent.slice().sort() };
  if (r.start) {
    const u: Record<string, number> = {};
    for (const kind of ['regular', 'elite', 'leader', 'nazgul'] as const)
      if (r.start[kind] > 0) u[`${r.start.nation}.${kind}`] = r.start[kind];
    start[r.id] = u;
  }
}

// INTERIM (digest §2.2): reinforcements per nation: regular, elite, leader/nazgûl.
const RESERVE: Record<NationId, readonly [number, number, number]> = {
  dwarves: [2, 3, 3],
  elves: [2, 4, 0],
  gondor: [6, 4, 3],
  north: [6, 4, 3],
  rohan: [6, 4, 3],
  isengard: [6, 5, 0],
  sauron: [8, 4, 4],
  southrons: [10, 3, 0],
};
const reserve: Record<string, number> = {};
for (const n of NATIONS) {
  const [r, e, l] = RESERVE[n];
  const lead = nationSide[n] === 'fp' ? 'leader' : 'nazgul';
  if (r) reserve[`${n}.regular`] = r;
  if (e) reserve[`${n}.elite`] = e;
  if (l) reserve[`${n}.${lead}`] = l;
}
const totals: Record<string, number> = { ...reserve };
for (const r in start) for (const k in start[r]) totals[k] = (totals[k] ?? 0) + start[r][k];

// INTERIM (digest §2.1 step 11, §6.1): steps from At War and active flag.
const politics: Record<string, { step: number; active: boolean }> = {
  elves: { step: 3, active: true },
  dwarves: { step: 3, active: false },
  north: { step: 3, active: false },
  rohan: { step: 3, active: false },
  gondor: { step: 2, active: false },
  southrons: { step: 2, active: true },
  sauron: { step: 1, active: true },
  isengard: { step: 1, active: true },
};

// INTERIM (digest Appendix A.1, §6.2): level, leadership, bonus die, nations activated.
const ch = (
  id: string,
  side: Side,
  level: number,
  leadership: number,
  bonusDie: boolean,
  activates: CharInfo['activates'],
  companion: boolean,
): CharInfo => ({ id, side, level, leadership, bonusDie, activates, companion });
const chars: Record<string, CharInfo> = {};
for (const c of [
  ch('gandalf-grey', 'fp', 3, 1, false, 'all', true),
  ch('strider', 'fp', 3, 1, false, 'all', true),
  ch('boromir', 'fp', 2, 1, false, 'gondor', true),
  ch('legolas', 'fp', 2, 1, false, 'elves', true),
  ch('gimli', 'fp', 2, 1, false, 'dwarves', true),
  ch('merry', 'fp', 1, 1, false, 'all', true),
  ch('pippin', 'fp', 1, 1, false, 'all', true),
  ch('gollum', 'fp', 0, 0, false, null, false),
  ch('aragorn', 'fp', 3, 2, true, 'all', false),
  ch('gandalf-white', 'fp', 3, 1, true, 'all', false),
  ch('saruman', 'shadow', 0, 1, true, null, false),
  ch('witch-king', 'shadow', 10, 2, true, null, false),
  ch('mouth-of-sauron', 'shadow', 3, 2, true, null, false),
])
  chars[c.id] = c;

// INTERIM (digest §5.10, Appendix A.2): 16 standard tiles and 8 special ones.
const tiles: Record<string, TileInfo> = {};
const tile = (id: string, value: TileInfo['value'], reveal: boolean, stop: boolean, kind: TileInfo['kind']) =>
  (tiles[id] = { id, value, reveal, stop, kind });
let n = 0;
for (let i = 1; i <= 4; i++) tile(`eye-${i}`, 'eye', true, false, 'standard');
for (const [value, reveal, copies] of [
  [3, false, 3],
  [2, false, 2],
  [1, false, 2],
  [2, true, 1],
  [1, true, 2],
  [0, true, 2],
] as const)
  for (let i = 0; i < copies; i++) tile(`std-${++n}`, value, reveal, false, 'standard');
tile('fp.0-a', 0, false, false, 'fp');
tile('fp.0-b', 0, false, false, 'fp');
tile('fp.minus-1', -1, false, false, 'fp');
tile('fp.minus-2', -2, false, false, 'fp');
tile('shadow.1-reveal', 1, true, true, 'shadow');
tile('shadow.3', 3, false, true, 'shadow');
tile('shadow.die', 'die', false, true, 'shadow');
tile('shadow.eye', 'eye', true, true, 'shadow');

// INTERIM (digest §1.4): action die faces.
const faces: { fp: Face[]; shadow: Face[] } = {
  fp: ['character', 'character', 'muster', 'muster-army', 'event', 'will'],
  shadow: ['character', 'army', 'muster', 'event', 'muster-army', 'eye'],
};

// INTERIM: until data/ has the 96 event cards, each deck holds 24 anonymous cards `<side>.<deck>-<n>`
// (the engine only draws, holds and discards them; playing cards comes with the card data).
const cards: Record<string, CardInfo> = {};
for (const side of ['fp', 'shadow'] as const)
  for (const deck of ['character', 'strategy'] as const)
    for (let i = 1; i <= 24; i++) {
      const id = `${side}.${deck}-${String(i).padStart(2, '0')}`;
      cards[id] = { id, side, deck };
    }

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
