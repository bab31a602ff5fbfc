import type { PullLine } from '../../../../../core/api/collection';

/** A pull or return list cut into storage locations, in the backend's order (location, pack, number). */
export interface LocationGroup {
  location: string;
  lines: PullLine[];
  copies: number;
}

export function groupByLocation(lines: readonly PullLine[]): LocationGroup[] {
  const groups: LocationGroup[] = [];
  const at = new Map<string, LocationGroup>();
  for (const line of lines) {
    let g = at.get(line.location);
    if (!g) {
      g = { location: line.location, lines: [], copies: 0 };
      at.set(line.location, g);
      groups.push(g);
    }
    g.lines.push(line);
    g.copies += line.quantity;
  }
  return groups;
}

export const totalCopies = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((n, l) => n + l.quantity, 0);

/** A stable key for a line's tick box. */
export const lineKey = (kind: 'pull' | 'return', l: PullLine): string => `${kind}:${l.location}:${l.code}`;
