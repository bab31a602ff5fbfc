import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, MIN_SIZE, isReachable, placementToSave, restorePlacement } from '../../../electron/main/bounds';

const laptop = { x: 0, y: 0, width: 1440, height: 860 };
const rightMonitor = { x: 1440, y: -200, width: 2560, height: 1400 };

describe('restoring the window', () => {
  it('uses the default size, centred, on a first run', () => {
    expect(restorePlacement(null, [laptop])).toEqual({ ...DEFAULT_SIZE, maximized: false });
  });

  it('restores a position that is on a display', () => {
    expect(restorePlacement({ x: 100, y: 50, width: 1200, height: 800, maximized: false }, [laptop])).toEqual({
      x: 100,
      y: 50,
      width: 1200,
      height: 800,
      maximized: false,
    });
  });

  it('restores a window on a second monitor while that monitor is connected', () => {
    const saved = { x: 2000, y: 0, width: 1600, height: 1000, maximized: false };
    expect(restorePlacement(saved, [laptop, rightMonitor])).toMatchObject({ x: 2000, y: 0 });
  });

  it('drops the position when that monitor is gone (the OS centres it instead)', () => {
    const saved = { x: 2000, y: 0, width: 1600, height: 1000, maximized: false };
    const r = restorePlacement(saved, [laptop]);
    expect(r.x).toBeUndefined();
    expect(r.y).toBeUndefined();
    expect(r.width).toBeLessThanOrEqual(laptop.width);
    expect(r.height).toBeLessThanOrEqual(laptop.height);
  });

  it('drops a position whose title bar cannot be grabbed', () => {
    expect(
      restorePlacement({ x: 100, y: -500, width: 1000, height: 700, maximized: false }, [laptop]).x,
    ).toBeUndefined();
    expect(
      restorePlacement({ x: 1400, y: 100, width: 1000, height: 700, maximized: false }, [laptop]).x,
    ).toBeUndefined();
    expect(
      restorePlacement({ x: -950, y: 100, width: 1000, height: 700, maximized: false }, [laptop]).x,
    ).toBeUndefined();
  });

  it('keeps a window that is only partly off-screen but can be grabbed', () => {
    expect(restorePlacement({ x: -400, y: 100, width: 1000, height: 700, maximized: false }, [laptop]).x).toBe(-400);
  });

  it('clamps the size between the minimum and the largest display', () => {
    expect(restorePlacement({ width: 5000, height: 4000, maximized: false }, [laptop])).toMatchObject({
      width: 1440,
      height: 860,
    });
    expect(restorePlacement({ width: 300, height: 250, maximized: false }, [laptop])).toMatchObject(MIN_SIZE);
    // A display smaller than the minimum size: fit the display.
    expect(
      restorePlacement({ width: 900, height: 700, maximized: false }, [{ x: 0, y: 0, width: 800, height: 500 }]),
    ).toMatchObject({
      width: 800,
      height: 500,
    });
  });

  it('remembers maximized', () => {
    expect(restorePlacement({ x: 10, y: 10, width: 1000, height: 700, maximized: true }, [laptop]).maximized).toBe(
      true,
    );
  });

  it('survives garbage from a hand-edited state file', () => {
    const junk = { x: Number.NaN, y: Infinity, width: -5, height: Number.NaN, maximized: 'yes' } as never;
    expect(restorePlacement(junk, [laptop])).toEqual({ ...DEFAULT_SIZE, maximized: false });
    expect(restorePlacement({ x: 1, y: 1, width: 1000, height: 700, maximized: false }, [])).toEqual({
      width: 1000,
      height: 700,
      maximized: false,
    });
  });

  it('checks reachability against each display', () => {
    expect(isReachable({ x: 0, y: 0, width: 800, height: 600 }, [laptop])).toBe(true);
    expect(isReachable({ x: 1500, y: -150, width: 800, height: 600 }, [laptop, rightMonitor])).toBe(true);
    expect(isReachable({ x: 5000, y: 5000, width: 800, height: 600 }, [laptop, rightMonitor])).toBe(false);
  });
});

describe('remembering the window', () => {
  it('stores rounded normal bounds and the maximized flag', () => {
    expect(placementToSave({ x: 10.4, y: 20.6, width: 1200.2, height: 800.7 }, true)).toEqual({
      x: 10,
      y: 21,
      width: 1200,
      height: 801,
      maximized: true,
    });
  });

  it('ignores bounds the app state would reject', () => {
    expect(placementToSave({ x: 0, y: 0, width: 100, height: 800 }, false)).toBeNull();
    expect(placementToSave({ x: Number.NaN, y: 0, width: 1000, height: 800 }, false)).toBeNull();
  });
});
