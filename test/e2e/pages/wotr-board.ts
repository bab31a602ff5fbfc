import { expect, type Page } from '../fixtures';

/** The seat at the device changes: the hand-over screen asks the next person to confirm. */
export async function settle(page: Page): Promise<void> {
  const board = page.getByTestId('wotr-board');
  const confirm = page.getByTestId('handover-confirm');
  await expect(board.or(confirm).first()).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.click();
    await expect(confirm).toBeHidden();
  }
  await expect(page.getByTestId('wotr-prompt').or(page.getByTestId('outcome')).first()).toBeVisible();
}
