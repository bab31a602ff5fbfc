import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type HostHandle, type Page } from './fixtures';
import type { GamesPage } from './pages/games';
import { apiCall } from './mc-data';
import { Board } from './pages/mc-board';
import { referenceDataDir } from '../unit/games/marvel-champions/reference-data';
import { coreData } from '../unit/games/marvel-champions/engine/core-games';

/**
 * The real Core Set for end-to-end tests (mc-core.spec.ts, screens.spec.ts): the Core Set files of
 * the MarvelCDB reference data imported (with their translations when asked), Spider-Man's boxed
 * deck saved, and a game against a Core villain started from the New game dialog. Callers skip
 * their tests when `ref` is null (the reference data is absent).
 */
export const ref = referenceDataDir();

const CORE_FILES = ['packs.json', 'sets.json', 'pack/core.json', 'pack/core_encounter.json'];

/**
 * Import the Core Set files of the reference data (and, for each of `languages`, the same files of
 * translations/<lang>/ where the data set has them) and save Spider-Man's boxed deck "Boxed Spidey" (returned).
 */
export async function coreSetUp(host: HostHandle, languages: readonly string[] = []): Promise<{ id: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-mc-core-'));
  try {
    const files = [...CORE_FILES, ...languages.flatMap((lang) => CORE_FILES.map((f) => `translations/${lang}/${f}`))];
    for (const f of files.filter((f) => fs.existsSync(path.join(ref!, f)))) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.copyFileSync(path.join(ref!, f), path.join(dir, f));
    }
    await apiCall(host, 'catalog.import', { game: 'marvel-champions', source: { path: dir } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const seat = coreData()!.seats.get('01001a')!;
  return apiCall<{ id: string }>(host, 'decks.create', {
    game: 'marvel-champions',
    name: 'Boxed Spidey',
    identity: '01001a',
    aspects: ['justice'],
    slots: seat.deck,
    notes: '',
    tags: [],
  });
}

export interface CoreGame {
  name: string;
  seed: string;
  /** The villain's name as the scenario list begins it ("Rhino" gives `Rhino — The Break-In!`). */
  villain?: string;
  /** The code of the villain's first stage, shown once the game starts. */
  villainCode?: string;
  /** The recommended modular set the scenario must bring, by its label in the form. */
  modular?: string;
  /** The prompt of the first hero's turn, in the UI language. */
  yourTurn?: RegExp;
  /** Called with the form filled in, before it is submitted (e.g. for a screenshot). */
  beforeSubmit?: () => Promise<void>;
}

/** New game: the saved Spider-Man deck against a Core villain (Rhino) with its recommended modular set. */
export async function startCoreGame(page: Page, games: GamesPage, game: CoreGame): Promise<Board> {
  const { villain = 'Rhino', villainCode = '01094', modular = 'Bomb Scare', yourTurn = /your turn/ } = game;
  await games.nav.click();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('mc-setup')).toBeVisible();
  await dialog.getByTestId('mc-setup-hero-select-0').click();
  await page.locator('.n-base-select-option').filter({ hasText: 'Boxed Spidey' }).click();
  await dialog.getByTestId('mc-setup-scenario').click();
  await page
    .locator('.n-base-select-option:visible')
    .filter({ hasText: new RegExp(`^${villain} — `) })
    .click();
  // the scenario brings its recommended modular set
  await expect(dialog.getByTestId('mc-setup-modular').filter({ hasText: modular })).toHaveClass(/n-checkbox--checked/);
  await dialog.getByTestId('new-game-name').locator('input').fill(game.name);
  await dialog.getByTestId('mc-setup-seed').locator('input').fill(game.seed);
  await game.beforeSubmit?.();
  await dialog.getByTestId('new-game-submit').click();
  const board = new Board(page);
  await expect(board.root).toBeVisible();
  await expect(page.getByTestId('game-title')).toHaveText(game.name);
  await expect(board.villain).toHaveAttribute('data-code', villainCode);
  await board.advance(yourTurn);
  return board;
}

/** Set the main scheme's threat by hand in its zoom ("resolve by hand"); the zoom stays open. */
export async function setMainThreat(page: Page, n: number): Promise<void> {
  await page.getByTestId('mc-main-scheme').getByTestId('play-card-zoom').click();
  const zoom = page.getByTestId('mc-zoom');
  await expect(zoom).toBeVisible();
  const counter = zoom.getByTestId('mc-zoom-counter-threat');
  await counter.getByTestId('mc-zoom-value').locator('input').fill(String(n));
  // "Set" is enabled only for a new value
  if (await counter.getByTestId('mc-zoom-set').isEnabled()) await counter.getByTestId('mc-zoom-set').click();
}

/**
 * One round from the hero's turn to the next: the main scheme's threat cleared by hand first (so that
 * the villain does not win whatever the cards), the turn ended, the villain phase answered.
 */
export async function playRound(page: Page, board: Board, yourTurn = /your turn/): Promise<void> {
  await setMainThreat(page, 0);
  await page.getByTestId('mc-zoom').locator('.n-base-close').click();
  await expect(page.getByTestId('mc-zoom')).toBeHidden();
  await page.keyboard.press('e');
  await board.advance(yourTurn, 40);
}
