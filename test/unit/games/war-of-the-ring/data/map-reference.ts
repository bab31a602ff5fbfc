/**
 * Locating and reading the War of the Ring reference data (sirrus233/war-of-the-ring-ai, see
 * ../shared/data/war-of-the-ring/SOURCE.md) for tests: never copied into the project. Node side.
 * Tests skip with a message when it is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** $WOTR_DATA when set, else ../shared/data/war-of-the-ring next to the project; null when absent. */
export function wotrReferenceDir(): string | null {
  const dir = process.env.WOTR_DATA || path.resolve(PROJECT_ROOT, '../shared/data/war-of-the-ring');
  return fs.existsSync(path.join(dir, 'worldmap.csv')) ? dir : null;
}

export const WOTR_SKIP_MESSAGE =
  'War of the Ring reference data not found (set WOTR_DATA or place it at ../shared/data/war-of-the-ring): reference comparisons skipped';

/** One line of worldmap.csv. */
export interface RefRegion {
  name: string;
  neighbours: string[];
  /** As written: Elves, Dwarves, North, Rohan, Gondor, Sauron, Isengard, Southron, or None. */
  nation: string;
  /** As written: Town, City, Stronghold, Fortification, or None. */
  settlement: string;
  regular: number;
  elite: number;
  /** Leaders for the Free Peoples, Nazgûl for the Shadow. */
  leader: number;
}

function lines(file: string): string[][] {
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split('|').map((c) => c.trim()));
}

export function readWorldMap(dir: string): RefRegion[] {
  return lines(path.join(dir, 'worldmap.csv')).map((c) => ({
    name: c[0],
    neighbours: c[1] ? c[1].split(',').map((n) => n.trim()) : [],
    nation: c[2],
    settlement: c[3],
    regular: Number(c[4]),
    elite: Number(c[5]),
    leader: Number(c[6]),
  }));
}

/** One line of politics.csv: nation (upper case), steps from At War, active/inactive. */
export interface RefPolitics {
  nation: string;
  steps: number;
  active: boolean;
}

export function readPolitics(dir: string): RefPolitics[] {
  return lines(path.join(dir, 'politics.csv')).map((c) => ({
    nation: c[0],
    steps: Number(c[1]),
    active: c[2].toLowerCase() === 'active',
  }));
}

/** The reference's nation names → our nation ids ('None' → null). */
export const REF_NATION: Readonly<Record<string, string | null>> = {
  ELVES: 'elves',
  DWARVES: 'dwarves',
  NORTH: 'north',
  ROHAN: 'rohan',
  GONDOR: 'gondor',
  SAURON: 'sauron',
  ISENGARD: 'isengard',
  SOUTHRON: 'southrons',
  NONE: null,
};
