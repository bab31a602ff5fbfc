// Steps the game-play specs share (Berserk, Edge of Darkness, War of the Ring): screenshots into a
// folder, the hand-over between seats, sending an action and waiting for it, the screenshots in
// every language at both window sizes, and playing the rest of a game through the host's API.

import fs from 'node:fs';
import path from 'node:path';
import type { GameView } from '../../../core/api/games';
import { expect, QUICK_POLL, type Page } from '../fixtures';
import type { DeckhandApp, UiLocale } from '../pages/app';
import type { GamesPage } from '../pages/games';
import type { Locator } from '@playwright/test';

/** A `shot(page, name)` that writes `<dir>/<name>.png` (the whole page unless `fullPage` is false). */
export function shooter(dir: string, fullPage = true): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  };
}

/**
 * The seat at the device may have changed: the next person confirms the hand-over, then the board
 * (`board`) shows a decision (`decision`) or the outcome. Says whether a hand-over was confirmed.
 */
export async function settleBoard(page: Page, board: string, decision: string): Promise<boolean> {
  const confirm = page.getByTestId('handover-confirm');
  await expect(page.getByTestId(board).or(confirm).first()).toBeVisible();
  let handedOver = false;
  if (await confirm.isVisible()) {
    await confirm.click();
    await expect(confirm).toBeHidden();
    handedOver = true;
  }
  await expect(page.getByTestId(decision).or(page.getByTestId('outcome')).first()).toBeVisible();
  return handedOver;
}

/** Clicks something that sends an action, waits until the game moved on (log grew or hand-over), then settles. */
export async function sendAndSettle(
  page: Page,
  click: () => Promise<void>,
  settle: (page: Page) => Promise<unknown>,
): Promise<void> {
  const before = await page.getByTestId('log-line').count();
  await click();
  await expect
    .poll(
      async () =>
        (await page.getByTestId('handover-confirm').isVisible()) ||
        (await page.getByTestId('log-line').count()) !== before,
      QUICK_POLL,
    )
    .toBe(true);
  await settle(page);
}

export interface EveryLanguage {
  app: DeckhandApp;
  /** The game page's address. */
  url: string;
  settle: (page: Page) => Promise<unknown>;
  /** What must show a locale's `words` before the screenshots. */
  status: Locator;
  words: Record<UiLocale, RegExp>;
  shot: (page: Page, name: string) => Promise<void>;
}

/**
 * Screenshots `<locale>-<w>x<h>` of a game page in German, Hungarian, Turkish and English (the app is
 * left in English) at 1024×700 and 1920×1080, each once the status reads in that language.
 */
export async function shotsInEveryLanguage(page: Page, o: EveryLanguage): Promise<void> {
  for (const locale of ['de', 'hu', 'tr', 'en'] as const) {
    await o.app.gotoSettings();
    await o.app.chooseLanguage(locale);
    await page.goto(o.url);
    await o.settle(page);
    await expect(o.status).toContainText(o.words[locale]);
    for (const [w, h] of [
      [1024, 700],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await o.shot(page, `${locale}-${w}x${h}`);
    }
    await page.setViewportSize({ width: 1024, height: 700 });
  }
}

/**
 * The rest of a game through the host's API, as another window would play it: at most `max`
 * actions, each `choose`n from the addressed seat's own view. Returns the last all-seeing view.
 */
export async function playThroughApi<V extends GameView>(
  games: GamesPage,
  id: string,
  choose: (view: V, seat: string) => object,
  max: number,
): Promise<V> {
  let all = await games.call<V>('games.open', { id, seat: null });
  for (let i = 0; i < max && !all.summary.finished; i++) {
    const seat = all.next?.seat ?? all.pending?.seats[0];
    if (!seat) break;
    const v = await games.call<V>('games.open', { id, seat });
    const action = choose(v, seat);
    all = await games.call<V>('games.act', { id, action: { ...action, seat, stateVersion: v.stateVersion } });
  }
  return all;
}
