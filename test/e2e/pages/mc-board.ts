import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The Marvel Champions play screen as a test sees it: prompt, status, commands, villain, hand, log. */
export class Board {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('mc-board');
  }
  get prompt(): Locator {
    return this.page.getByTestId('mc-prompt');
  }
  get status(): Locator {
    return this.page.getByTestId('mc-status');
  }
  get commands(): Locator {
    return this.page.getByTestId('mc-command');
  }
  command(kind: string): Locator {
    return this.page.locator(`[data-testid="mc-command"][data-kind="${kind}"]`);
  }
  get villain(): Locator {
    return this.page.getByTestId('mc-villain').getByTestId('play-card');
  }
  handCard(code: string): Locator {
    return this.page.getByTestId('mc-hand').locator(`[data-testid="play-card"][data-code="${code}"]`).first();
  }
  /** The texts of the log lines (without their action numbers). */
  get logLines(): Locator {
    return this.page.getByTestId('log-line').locator('.text');
  }

  /**
   * Answer whatever the game asks until the prompt matches `until` (at most `max` decisions):
   * done, pass, no defender, the first option or target, the first resource to pay with.
   */
  async advance(until: RegExp, max = 25): Promise<void> {
    for (let i = 0; i < max; i++) {
      await expect(this.root).toBeVisible();
      await expect(this.page.locator('[data-testid="mc-command"]:disabled')).toHaveCount(0);
      const text = (await this.prompt.textContent()) ?? '';
      if (until.test(text)) return;
      const actions = await this.page.getByTestId('mc-board').getAttribute('data-actions');
      for (const kind of ['done', 'pass', 'defend', 'option', 'choose', 'pay']) {
        const buttons = this.command(kind);
        if (!(await buttons.count())) continue;
        // "Do not defend" is the defend command without a card: the last one.
        await (kind === 'defend' ? buttons.last() : buttons.first()).click();
        break;
      }
      await expect(this.page.getByTestId('mc-board')).not.toHaveAttribute('data-actions', actions ?? '');
    }
    await expect(this.prompt).toHaveText(until);
  }
}
