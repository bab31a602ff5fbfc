import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { GameSummary } from '../../../core/api/games';
import type { HostHandle } from '../fixtures';

/** Arguments of `games.create` (core/api/games.ts). */
export interface CreateGame {
  game: string;
  options?: unknown;
  players?: Array<{ id: string; seats: string[]; name?: string }>;
  seed?: string;
  name?: string;
}

/** Saved games: the list page, the game frame and the API calls a test makes beside the UI. */
export class GamesPage {
  constructor(
    readonly page: Page,
    private readonly host: HostHandle,
  ) {}

  // ---- API (what another window or a script would do) ----------------------------------------

  async call<T>(method: string, args: unknown): Promise<T> {
    const res = await this.page.request.post(`${this.host.origin}/api/${method}`, {
      headers: { Authorization: `Bearer ${this.host.token}` },
      data: args,
    });
    expect(res.ok()).toBe(true);
    const envelope = (await res.json()) as { ok: true; value: T } | { ok: false; error: { code: string } };
    if (!envelope.ok) throw new Error(`${method} failed: ${JSON.stringify(envelope.error)}`);
    return envelope.value;
  }

  createGame(args: CreateGame): Promise<GameSummary> {
    return this.call<GameSummary>('games.create', args);
  }

  // ---- the list -----------------------------------------------------------------------------

  get nav(): Locator {
    return this.page.getByTestId('nav-games');
  }

  async gotoList(): Promise<void> {
    await this.nav.click();
    await expect(this.page.locator('main h1')).toHaveText('Saved games');
    await expect(this.page.getByTestId('games-table').or(this.page.getByTestId('games-list-empty'))).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByTestId('game-row');
  }

  row(id: string): Locator {
    return this.page.locator(`[data-testid="game-row"][data-id="${id}"]`);
  }

  get empty(): Locator {
    return this.page.getByTestId('games-list-empty');
  }

  async resume(id: string): Promise<void> {
    await this.row(id).getByTestId('game-resume').click();
    await expect(this.page.getByTestId('game-page')).toBeVisible();
  }

  /** Choose a file for "Import…" (the file input behind the button). */
  async importFile(name: string, content: string): Promise<void> {
    await this.page
      .getByTestId('games-import-file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content, 'utf8') });
  }

  get importError(): Locator {
    return this.page.getByTestId('import-error');
  }

  // ---- the game frame -------------------------------------------------------------------------

  get handover(): Locator {
    return this.page.getByTestId('handover');
  }

  /** The person asked for on the hand-over screen says they are at the device. */
  async takeOver(name: string): Promise<void> {
    await expect(this.handover).toBeVisible();
    await this.handover.getByRole('button', { name: `I am ${name}, show my view` }).click();
    await expect(this.handover).toBeHidden();
    await expect(this.page.getByTestId('game-viewing')).toContainText(name);
  }

  get legalActions(): Locator {
    return this.page.getByTestId('legal-action');
  }

  legal(label: string): Locator {
    return this.legalActions.filter({ hasText: label });
  }

  piece(id: string): Locator {
    return this.page.getByTestId(`piece-${id}`);
  }

  zone(id: string): Locator {
    return this.page.getByTestId(`zone-${id}`);
  }

  counter(id: string): Locator {
    return this.page.getByTestId(`counter-${id}`);
  }

  get log(): Locator {
    return this.page.getByTestId('game-log');
  }

  get logLines(): Locator {
    return this.page.getByTestId('log-line');
  }

  get undo(): Locator {
    return this.page.getByTestId('game-undo');
  }

  get redo(): Locator {
    return this.page.getByTestId('game-redo');
  }

  get turn(): Locator {
    return this.page.getByTestId('game-turn');
  }

  get outcome(): Locator {
    return this.page.getByTestId('outcome');
  }

  /** Pick an option of a naive-ui select by its text. */
  async chooseOption(select: Locator, text: string): Promise<void> {
    await select.click();
    await this.page
      .locator('.n-base-select-option:visible')
      .filter({ hasText: new RegExp(`^${text.replace(/\./g, '\\.')}$`) })
      .click();
    await expect(select).toContainText(text);
  }

  /** Click an export button and return the downloaded file's name and text. */
  async download(button: Locator): Promise<{ name: string; content: string }> {
    const downloading = this.page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    const file = await download.path();
    return { name: download.suggestedFilename(), content: fs.readFileSync(file, 'utf8') };
  }
}

/**
 * Finish a Marvel Champions engine game by hand: the villain's damage set to its hit points in the
 * card zoom ("resolve by hand"), stage after stage, until the outcome shows; `afterSet` runs once a
 * stage's damage is set, before its zoom closes. Returns the outcome.
 */
export async function defeatVillainByHand(page: Page, afterSet?: (stage: number) => Promise<void>): Promise<Locator> {
  const outcome = page.getByTestId('outcome');
  const villain = page.getByTestId('mc-villain').getByTestId('play-card');
  for (let stage = 0; stage < 3 && !(await outcome.isVisible()); stage++) {
    await villain.getByTestId('play-card-zoom').click();
    const zoom = page.getByTestId('mc-zoom');
    await expect(zoom).toBeVisible();
    const hp = /\/\s*(\d+)/.exec((await zoom.getByTestId('mc-zoom-hp').textContent()) ?? '')![1];
    const counter = zoom.getByTestId('mc-zoom-counter-dmg');
    await counter.getByTestId('mc-zoom-value').locator('input').fill(hp);
    await counter.getByTestId('mc-zoom-set').click();
    await afterSet?.(stage);
    // the defeated stage leaves play: the zoom closes (or the game ends)
    await expect(zoom).toBeHidden();
  }
  await expect(outcome).toBeVisible();
  return outcome;
}
