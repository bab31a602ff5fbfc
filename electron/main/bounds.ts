/**
 * Window size and position: what to restore from app state, and what to remember.
 * Pure (no 'electron' import); window.ts feeds it `screen.getAllDisplays()` work areas.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SavedWindow {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface WindowPlacement {
  /** Absent when the saved position is unusable: the OS then centres the window. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 880, height: 580 };

/** How much of the window's top strip (where the title bar is) must lie on some display. */
const GRAB = { width: 120, height: 32 };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * True when enough of the window's title bar is on one of the work areas for the user to grab
 * it: a window saved on a monitor that is now unplugged, or pushed off-screen, is not.
 */
export function isReachable(bounds: Rect, workAreas: readonly Rect[]): boolean {
  const titleBar: Rect = {
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: Math.min(GRAB.height, bounds.height),
  };
  return workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o.width >= Math.min(GRAB.width, bounds.width) && o.height >= Math.min(GRAB.height, bounds.height);
  });
}

/**
 * Where to open the window. Sizes are kept within [MIN_SIZE, the largest work area]; the saved
 * position is kept only if the window would be reachable there. Garbage in → defaults out.
 */
export function restorePlacement(saved: SavedWindow | null | undefined, workAreas: readonly Rect[]): WindowPlacement {
  const areas = workAreas.filter(
    (a) => finite(a.x) && finite(a.y) && finite(a.width) && finite(a.height) && a.width > 0 && a.height > 0,
  );
  const maxW = areas.length ? Math.max(...areas.map((a) => a.width)) : Number.POSITIVE_INFINITY;
  const maxH = areas.length ? Math.max(...areas.map((a) => a.height)) : Number.POSITIVE_INFINITY;
  const fit = (value: unknown, fallback: number, min: number, max: number) => {
    const v = finite(value) && value > 0 ? value : fallback;
    return Math.round(Math.max(Math.min(v, max), Math.min(min, max)));
  };
  const width = fit(saved?.width, DEFAULT_SIZE.width, MIN_SIZE.width, maxW);
  const height = fit(saved?.height, DEFAULT_SIZE.height, MIN_SIZE.height, maxH);
  const maximized = saved?.maximized === true;
  if (!saved || !finite(saved.x) || !finite(saved.y) || areas.length === 0) return { width, height, maximized };
  const x = Math.round(saved.x);
  const y = Math.round(saved.y);
  if (!isReachable({ x, y, width, height }, areas)) return { width, height, maximized };
  return { x, y, width, height, maximized };
}

/** What to remember: the normal (un-maximized) bounds plus the maximized flag. */
export function placementToSave(normalBounds: Rect, maximized: boolean): SavedWindow | null {
  const { x, y, width, height } = normalBounds;
  if (![x, y, width, height].every(finite) || width < 200 || height < 200) return null;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height), maximized };
}
