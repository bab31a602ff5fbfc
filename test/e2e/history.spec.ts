import fs from 'node:fs';
import path from 'node:path';
import type { GameHistoryInfo, HistoryPlayer, PlayInput } from '../../core/api/history';
import { BERSERK_LIST_DIR } from '../fixtures/berserk/files';
import { expect, test, type HostHandle, type Page } from './fixtures';
import { apiCall } from './mc-data';
import { GamesPage } from './pages/games';

/**
 * The play history (issue 19) in the real app: a Marvel Champions game finished at the table lands
 * in the history and in the win rate; a play added by hand, then edited to an impossible result
 * (refused with the reason); a chart's figure opens the plays behind it; export to CSV and
 * re-import with no duplicates; a CSV with unknown columns and bad lines refused line by line; the
 * Home dashboard. Screenshots at 1024×700 and 1920×1080, in English, German and Hungarian, light
 * and dark, go to test-results/history/ for a person to look at.
 */
const MC = 'marvel-champions';
const SHOTS = path.resolve('test-results', 'history');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** Pick an option of a naive-ui select by its text. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(select).click();
  await page.locator('.n-base-select-option').filter({ hasText: option }).first().click();
}

/** A value for each of a game's dimensions: its closed set's first, else an invented name. */
function valuesFor(info: GameHistoryInfo, scope: 'play' | 'seat', n: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of info.dimensions.filter((x) => x.scope === scope))
    out[d.id] = d.values?.length ? d.values[n % d.values.length] : `${d.id} ${['Alpha', 'Beta', 'Gamma'][n % 3]}`;
  return out;
}

/** Plays over several months (for charts worth looking at), through the API as an import would. */
async function seedPlays(host: HostHandle, info: GameHistoryInfo, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const month = String(1 + (i % 6)).padStart(2, '0');
    const result = i % 3 === 2 ? 'loss' : 'win';
    const play: PlayInput = {
      game: info.game,
      playedAt: `2026-${month}-${String(3 + i).padStart(2, '0')}`,
      durationMin: 40 + i * 5,
      values: valuesFor(info, 'play', i),
      seats: [{ seat: info.seats[0] ?? 'p1', playerId: 'me', values: valuesFor(info, 'seat', i), result }],
      note: '',
    };
    await apiCall(host, 'history.plays.save', { play });
  }
}

async function finishTrackedGame(page: Page, games: GamesPage, name: string): Promise<void> {
  await games.nav.click();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('mc-setup')).toBeVisible();
  await dialog.getByTestId('new-game-name').locator('input').fill(name);
  await dialog.getByTestId('mc-setup-table').click();
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('mc-tracker')).toBeVisible();
  await page.getByTestId('tracker-won').click();
  await page.locator('.n-dialog .n-button--warning-type, .n-dialog .n-button--primary-type').last().click();
  await expect(page.getByTestId('outcome-reason')).toHaveText(/the heroes win/);
  await page.getByTestId('outcome-back').click();
}

const rows = (page: Page) => page.getByTestId('history-play-row');

test('a finished Marvel Champions game is in the history and the win rate; a chart figure opens its plays', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(180_000);
  void app;
  await page.setViewportSize({ width: 1280, height: 900 });
  const games = new GamesPage(page, host);
  await games.gotoList();
  await finishTrackedGame(page, games, 'Friday night');

  await page.getByTestId('nav-history').click();
  await expect(page.locator('main h1')).toHaveText('Play history');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-game', MC);
  await expect(rows(page).first()).toHaveAttribute('data-result', 'win');
  await expect(rows(page).first()).toContainText('tracked at the table');

  await page.getByTestId('history-tab-stats').click();
  await expect(page.getByTestId('history-figure-plays')).toContainText('1');
  await expect(page.getByTestId('history-figure-winRate')).toContainText('100%');

  // a chart: drawn on a canvas, its figures in a table, a figure opens the plays behind it
  const chart = page.getByTestId('history-chart-results');
  await expect(chart.getByTestId('chart-canvas')).toBeVisible();
  await chart.getByTestId('chart-table-toggle').click();
  await expect(chart.getByTestId('chart-row')).toHaveCount(1);
  await chart.getByTestId('chart-pick').first().click();
  await expect(page).toHaveURL(/result=win/);
  await expect(rows(page)).toHaveCount(1);
  // the keyboard reaches the chart: arrow keys walk its figures
  await page.getByTestId('history-tab-stats').click();
  const canvas = page.getByTestId('history-chart-months').getByTestId('chart-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await expect(canvas).toBeFocused();
  // the figure shown is read out: its month and its count of plays
  await expect(page.getByTestId('history-chart-months').getByTestId('chart-live')).toHaveText(/\d{4}: 1$/);
  // Enter opens the plays behind it
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/tab=stats/);
  await expect(rows(page)).toHaveCount(1);

  // Home: the last play, the headline figures of the game
  await app.gotoHome();
  await expect(page.getByTestId('home-last-play')).toHaveCount(1);
  await expect(page.getByTestId(`home-figures-${MC}`)).toContainText('100%');
});

test('a play added by hand; edited to an impossible result it is refused with the reason', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(120_000);
  void app;
  await page.getByTestId('nav-history').click();
  await expect(page.getByTestId('history-plays-empty')).toBeVisible();
  const players = await apiCall<HistoryPlayer[]>(host, 'history.players.list', {});
  expect(players.some((p) => p.me)).toBe(true);

  await page.getByTestId('history-add').click();
  const dialog = page.getByTestId('dialog-play');
  await choose(page, 'play-game', /Marvel Champions/);
  await choose(page, 'play-result-0', 'Win');
  await dialog.getByTestId('play-note').locator('textarea').fill('At the club');
  await dialog.getByTestId('play-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-result', 'win');
  await expect(rows(page).first()).toContainText('entered by hand');

  // edit: a second hero who lost while the first won — not possible in a co-operative game
  await rows(page).first().getByTestId('history-play-edit').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('play-add-seat').click();
  await choose(page, 'play-result-1', 'Loss');
  await dialog.getByTestId('play-submit').click();
  await expect(dialog.getByTestId('play-error')).toHaveText(
    'This play cannot be saved: In this co-operative game every seat wins or loses together.',
  );
  // put right, it saves
  await choose(page, 'play-result-1', 'Win');
  await dialog.getByTestId('play-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page).first()).toContainText('At the club');

  // the player list: "me" first, a new player added, the named seat's player counted
  await page.getByTestId('history-tab-players').click();
  await page.getByTestId('history-player-name').fill('Ann');
  await page.getByTestId('history-player-add').click();
  const people = page.getByTestId('history-player-row');
  await expect(people).toHaveCount(2);
  await expect(people.first()).toContainText('Me');
  await expect(people.first()).toHaveAttribute('data-id', 'me');
});

test('export to CSV and re-import: no duplicates; a CSV with unknown columns and bad lines is refused line by line', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(120_000);
  void app;
  const [info] = await apiCall<GameHistoryInfo[]>(host, 'history.dimensions', { game: MC });
  await seedPlays(host, info, 3);
  await page.getByTestId('nav-history').click();
  await expect(rows(page)).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByTestId('history-export-csv').click();
  const file = path.join(host.dataDir, 'plays.csv');
  await (await download).saveAs(file);
  expect(fs.readFileSync(file, 'utf8').split('\n').length).toBeGreaterThan(3);

  // re-import the same file: every play is already there, nothing is written twice
  await page.getByTestId('history-import').click();
  const dialog = page.getByTestId('dialog-history-import');
  await dialog.getByTestId('history-import-choose-file').setInputFiles(file);
  await expect(dialog.getByTestId('history-import-summary')).toContainText('Already in the history (skipped): 3');
  await expect(dialog.getByTestId('history-import-duplicates')).toBeVisible();
  await expect(dialog.getByTestId('history-import-problems')).toHaveCount(0);
  await expect(dialog.getByTestId('history-import-submit')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(rows(page)).toHaveCount(3);

  // a file from another logger: an unknown column, a bad date and a bad result, line by line
  const bad = path.join(host.dataDir, 'other.csv');
  fs.writeFileSync(bad, 'Date,Result,Mood\n2026-13-45,win,happy\n2026-02-01,maybe,tired\n');
  await page.getByTestId('history-import').click();
  await choose(page, 'history-import-game', /Marvel Champions/);
  await dialog.getByTestId('history-import-choose-file').setInputFiles(bad);
  const problems = dialog.getByTestId('history-import-problems');
  // the header first: the unknown column is refused until it is mapped or ignored
  await expect(problems).toContainText('The column “Mood” is not one Deckhand knows');
  await expect(dialog.getByTestId('history-import-submit')).toBeDisabled();
  await shot(page, 'import-unknown-column-1280');
  // the mapping step: the column ignored on purpose; now the lines are read, each refused with its reason
  await choose(page, 'history-import-field-Mood', 'Ignore this column');
  await expect(problems).not.toContainText('Mood');
  await expect(problems).toContainText('Line 2');
  await expect(problems).toContainText('“2026-13-45” is not a date');
  await expect(problems).toContainText('Line 3');
  await expect(problems).toContainText('“maybe” is not a result');
  await expect(dialog.getByTestId('history-import-submit')).toBeDisabled();
  await shot(page, 'import-problems-1280');
  await page.keyboard.press('Escape');
  await expect(rows(page)).toHaveCount(3);
});

test('screenshots: history, statistics and Home at 1024×700 and 1920×1080, en/de/hu, light and dark', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(240_000);
  const [info] = await apiCall<GameHistoryInfo[]>(host, 'history.dimensions', { game: MC });
  await seedPlays(host, info, 12);
  // a campaign under way with a play in the history, and a game in progress
  const campaign = await apiCall<{ summary: { id: string } }>(host, 'campaigns.create', {
    game: MC,
    definition: 'deckhand-starter',
    name: 'Tuesday group',
    start: { type: 'start', expert: false, heroes: [{ key: 'h1', identity: 'stw-h', player: 'Ana' }] },
  });
  await apiCall(host, 'history.plays.save', {
    play: {
      game: MC,
      playedAt: '2026-06-20',
      campaignId: campaign.summary.id,
      seats: [{ seat: info.seats[0] ?? 'p1', playerId: 'me', result: 'win' }],
    },
  });
  await new GamesPage(page, host).createGame({ game: MC, name: 'Sunday solo' });
  await app.reload();
  await expect(page.getByTestId('home-campaign')).toHaveCount(1);
  await expect(page.getByTestId('home-campaign-record')).toContainText('Played 1: 1 won, 0 lost');
  await expect(page.getByTestId('home-game-in-progress')).toHaveCount(1);
  await page.getByTestId('home-campaign-record').click();
  await expect(page.getByTestId('history-filter-campaign')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  for (const [lang, theme] of [
    ['en', 'light'],
    ['de', 'dark'],
    ['hu', 'light'],
    ['en', 'dark'],
  ] as const) {
    await app.gotoSettings();
    await app.chooseLanguage(lang);
    await app.chooseTheme(theme);
    for (const [w, h] of [
      [1024, 700],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId('nav-history').click();
      await expect(rows(page)).toHaveCount(13);
      await shot(page, `plays-${lang}-${theme}-${w}`);
      await page.getByTestId('history-tab-stats').click();
      await expect(page.getByTestId('history-chart-results').getByTestId('chart-canvas')).toBeVisible();
      await shot(page, `stats-${lang}-${theme}-${w}`);
      await page.getByTestId('nav-home').click();
      await expect(page.getByTestId('home-dashboard')).toBeVisible();
      await expect(page.getByTestId('home-last-play')).toHaveCount(5);
      await expect(page.getByTestId(`home-top-${MC}`)).toBeVisible();
      await shot(page, `home-${lang}-${theme}-${w}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('nav-history').click();
  await page.getByTestId('history-add').click();
  await expect(page.getByTestId('dialog-play')).toBeVisible();
  await shot(page, 'editor-en-dark-1280');
});

test("deck charts: a Berserk deck's cost curve, elements and gold/silver on the generic deck page, light and dark", async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const go = (hash: string) => page.goto(page.url().replace(/#.*$/, `#${hash}`));
  await go('/berserk/cards');
  await page.getByTestId('catalog-import-path').fill(BERSERK_LIST_DIR);
  await page.getByTestId('catalog-import-run').click();
  await expect(page.getByTestId('berserk-import-summary')).toContainText('Added 20');
  await go('/berserk/decks');
  await page.getByTestId('generic-deck-name').fill('Charts');
  await page.getByTestId('generic-deck-create').click();
  await expect(page).toHaveURL(/#\/berserk\/decks\/[0-9a-f-]{36}$/);
  for (const code of ['1000', '1001', '1002', '1003', '1004', '1006'])
    for (let i = 0; i < 3; i++) await page.getByTestId(`generic-add-${code}`).click();
  const charts = page.getByTestId('deck-charts');
  for (const key of ['cost', 'elements', 'crystals', 'types'])
    await expect(charts.getByTestId(`chart-${key}`).getByTestId('chart-canvas')).toBeVisible();
  // the figures behind the picture: 18 cards, split between gold and silver
  const crystals = charts.getByTestId('chart-crystals').getByTestId('chart-row');
  await expect(crystals).toHaveCount(2);
  const counts = await crystals.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-value'))));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(18);
  await charts.getByTestId('chart-elements').scrollIntoViewIfNeeded();
  await shot(page, 'berserk-deck-charts-en-light-1280');
  await page.getByTestId('generic-deck-save').click();
  await expect(page.getByTestId('generic-deck-save')).toBeDisabled();
  await app.gotoSettings();
  await app.chooseTheme('dark');
  await page.goBack();
  await expect(charts.getByTestId('chart-cost').getByTestId('chart-canvas')).toBeVisible();
  await charts.getByTestId('chart-elements').scrollIntoViewIfNeeded();
  await shot(page, 'berserk-deck-charts-en-dark-1280');
});
