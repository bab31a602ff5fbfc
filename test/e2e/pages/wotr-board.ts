import type { Page } from '../fixtures';
import { settleBoard } from '../tools/play';

/** The seat at the device changes: the hand-over screen asks the next person to confirm. */
export async function settle(page: Page): Promise<void> {
  await settleBoard(page, 'wotr-board', 'wotr-prompt');
}
