import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type HostHandle } from './fixtures';
import { defeatVillainByHand } from './pages/games';
import { writeMcFixture } from './mc-fixture';
import { scenarioResult } from '../fixtures/marvel-champions/campaign-inputs';

/**
 * Campaigns (issue 6) through the UI: the starter campaign "The Silent Decree" played from start
 * to finish by hand (a won scenario, one lost and left behind, the finale won), with an entry
 * made in another window that the page refuses with its reason, one undo, export and import of
 * the campaign file (an altered copy refused); and a free-form campaign's basic flow.
 * Rules digest §6.1 (removed cards, campaign cards, modes per scenario), §6.2 (the log), §2.16.
 */

async function api<T = unknown>(host: HostHandle, method: string, args: unknown): Promise<T> {
  const res = await fetch(`${host.origin}/api/${encodeURIComponent(method)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` },
    body: JSON.stringify(args),
  });
  const envelope = (await res.json()) as { ok: boolean; value?: T; error?: unknown };
  if (!envelope.ok) throw new Error(`${method} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.value as T;
}

/** The invented card data set imported, and one saved deck for the first hero. */
async function withDeck(host: HostHandle): Promise<{ id: string; version: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-cmp-e2e-'));
  try {
    await api(host, 'catalog.import', { game: 'marvel-champions', source: { path: writeMcFixture(dir) } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return api(host, 'decks.create', {
    game: 'marvel-champions',
    name: 'Night Justice',
    identity: '90001a',
    aspects: ['justice'],
  });
}

async function gotoCampaigns(page: Page): Promise<void> {
  await page.getByTestId('nav-campaigns').click();
  await expect(page.locator('main h1').first()).toHaveText('Campaigns');
}

/** A campaign started through the API (heroes h1, h2 … of the given identities and players); its id. */
async function startCampaign(
  host: HostHandle,
  name: string,
  heroes: Array<{ identity: string; player?: string }>,
  definition = 'deckhand-starter',
): Promise<string> {
  const start = { type: 'start', expert: false, heroes: heroes.map((h, i) => ({ key: `h${i + 1}`, ...h })) };
  const created = await api<{ summary: { id: string } }>(host, 'campaigns.create', {
    game: 'marvel-champions',
    definition,
    name,
    start,
  });
  return created.summary.id;
}

/** The campaign list, then the first campaign opened. */
async function openFirstCampaign(page: Page): Promise<void> {
  await gotoCampaigns(page);
  await page.getByTestId('campaign-open').click();
}

async function download(page: Page, button: Locator): Promise<{ name: string; content: string }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const d = await downloading;
  return { name: d.suggestedFilename(), content: fs.readFileSync(await d.path(), 'utf8') };
}

// Whole campaigns played through the UI: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const section = (page: Page, id: string) => page.getByTestId('log-section').and(page.locator(`[data-id="${id}"]`));
const trackScenario = (page: Page, id: string) =>
  page.getByTestId('track-scenario').and(page.locator(`[data-id="${id}"]`));

/** Fill the "Record a result" dialog of a starter scenario (records threat and victory). */
async function recordResult(
  page: Page,
  outcome: 'won' | 'lost',
  threat: number,
  victory: number,
  more: (dialog: Locator) => Promise<void> = async () => undefined,
) {
  await page.getByTestId('next-record').click();
  const dialog = page.getByTestId('dialog-result');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(`result-${outcome}`).check();
  await dialog.getByTestId('result-record-threat').fill(String(threat));
  await dialog.getByTestId('result-record-victory').fill(String(victory));
  await more(dialog);
  await dialog.getByTestId('result-submit').click();
  await expect(dialog).toBeHidden();
}

test('the starter campaign from start to finish by hand: results, a refused entry, undo, export and import', async ({
  app,
  host,
  page,
}) => {
  const deck = await withDeck(host);
  await gotoCampaigns(page);
  await expect(page.getByTestId('campaigns-empty')).toBeVisible();

  // New campaign: the starter campaign, two heroes — one with a saved deck, one starter hero without.
  await page.getByTestId('campaigns-new').click();
  const create = page.getByTestId('dialog-new-campaign');
  await expect(create.getByTestId('definition-option').first()).toContainText('The Silent Decree');
  await expect(create.locator('input[name="new-campaign-definition"]:checked')).toHaveValue('deckhand-starter');
  await create.getByTestId('new-campaign-name').fill('Tuesday group');
  await create.getByTestId('hero-deck').first().selectOption(deck.id);
  await expect(create.getByTestId('hero-identity-fixed')).toHaveText('Nightjar');
  await create.getByTestId('hero-player').first().fill('Ana');
  await create.getByTestId('hero-add').click();
  // Submitting with an incomplete hero names the problem instead of sending.
  await create.getByTestId('new-campaign-submit').click();
  await expect(create.getByText('Choose a hero, or a deck with a hero.')).toBeVisible();
  await create.getByTestId('hero-identity').selectOption('bwk-h');
  await create.getByTestId('hero-player').nth(1).fill('Ben');
  await create.getByTestId('new-campaign-submit').click();

  // The campaign page: the next scenario with its guided set-up (§6.1 set-up step 13).
  await expect(page.getByTestId('campaign-title')).toHaveText('Tuesday group');
  const next = page.getByTestId('next-scenario');
  await expect(next.getByTestId('next-scenario-name')).toHaveText('Quiet Streets');
  await expect(next.getByTestId('prepared-sets')).toContainText('Magistrate Null');
  await expect(next.getByTestId('prepared-stages')).toContainText('Magistrate Null (I)');
  await expect(next.getByTestId('prepared-instructions')).toContainText('Detention Center');
  await expect(next.getByTestId('prepared-hero').first()).toContainText('Night Justice, version 1');
  // Modes change the set-up shown, nothing is recorded yet (§2.16).
  await next.getByTestId('modes-expert').click();
  await expect(next.getByTestId('prepared-sets')).toContainText('Expert');
  await expect(next.getByTestId('prepared-stages')).toContainText('Magistrate Null (III)');
  await next.getByTestId('modes-expert').click();
  await expect(next.getByTestId('prepared-sets')).not.toContainText('Expert');

  // Scenario 1 won: the form asks for what the definition needs, then the log fills itself.
  await page.getByTestId('next-record').click();
  const dialog = page.getByTestId('dialog-result');
  await dialog.getByTestId('result-submit').click();
  await expect(dialog.getByText('Choose won or lost.')).toBeVisible();
  await dialog.getByTestId('result-won').check();
  await expect(dialog.getByTestId('result-choice-recruiter')).toBeVisible();
  await dialog.getByTestId('result-record-threat').fill('6');
  await dialog.getByTestId('result-record-victory').fill('2');
  await dialog.getByTestId('result-choice-recruiter').getByLabel('Bulwark (Ben)').check();
  await dialog.getByTestId('result-submit').click();
  await expect(dialog).toBeHidden();
  await expect(trackScenario(page, 'quiet-streets')).toHaveAttribute('data-status', 'won');
  await expect(page.getByTestId('campaign-card')).toContainText('Whistleblower');
  await expect(page.getByTestId('campaign-card-owner')).toHaveValue('h2');
  await expect(section(page, 'decree').getByTestId('counter-value')).toHaveText('1');
  await expect(section(page, 'leads').locator('[data-item="informant"]')).toBeChecked();
  await expect(page.getByTestId('victory-points')).toHaveText('2');
  await expect(next.getByTestId('next-scenario-name')).toHaveText('The Chrome Pipeline');
  await expect(next.getByTestId('prepared-instructions')).toContainText('Whistleblower');

  // Another window records the Chrome Pipeline while our form is open: our entry is refused with its reason, nothing changes.
  const id = new URL(page.url()).hash.split('/').pop()!;
  await page.getByTestId('next-record').click();
  await dialog.getByTestId('result-lost').check();
  await dialog.getByTestId('result-record-threat').fill('4');
  await dialog.getByTestId('result-record-victory').fill('0');
  await api(host, 'campaigns.input', {
    id,
    input: scenarioResult('chrome-pipeline', 'won', { threat: 1, victory: 1 }, { choices: { stash: 'seize' } }),
  });
  await expect(trackScenario(page, 'chrome-pipeline')).toHaveAttribute('data-status', 'won');
  await dialog.getByTestId('result-submit').click();
  await expect(dialog.getByTestId('result-error')).toContainText(
    'Not recorded: “The Chrome Pipeline” is not the scenario to play now; the next one is “Breaking the Silence”. Nothing was changed.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('history-entry')).toHaveCount(3);

  // Undo once: the confirmation says what is taken back; the Chrome Pipeline is next again.
  await page.getByTestId('campaign-undo').click();
  await expect(page.getByTestId('undo-what')).toContainText('3. Result recorded');
  await expect(page.getByTestId('undo-what')).toContainText('The Chrome Pipeline won (attempt 1)');
  await expect(page.getByTestId('undo-what')).toContainText('Campaign card gained: Seized Arsenal');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(trackScenario(page, 'chrome-pipeline')).toHaveAttribute('data-status', 'next');
  await expect(page.getByTestId('campaign-card')).toHaveCount(1);
  await expect(page.getByTestId('history-entry')).toHaveCount(2);

  // Scenario 2 lost, Nightjar eliminated; the campaign lets the players go on (§6.2 scars carried).
  await recordResult(page, 'lost', 8, 0, async (d) => {
    await d.getByTestId('result-hero-eliminated-h1').check();
    await expect(d.getByTestId('result-choice-stash')).toHaveCount(0);
  });
  await expect(trackScenario(page, 'chrome-pipeline')).toHaveAttribute('data-status', 'next');
  await expect(page.getByTestId('next-attempt')).toHaveText('Attempt 2');
  await expect(page.getByTestId('hero-counter-value').first()).toHaveText('1');
  await expect(section(page, 'decree').getByTestId('counter-value')).toHaveText('3');
  await expect(page.getByTestId('carried-effect')).toContainText('The Chrome Pipeline still runs');
  await page.getByTestId('next-advance').click();
  await expect(trackScenario(page, 'chrome-pipeline')).toHaveAttribute('data-status', 'lost');
  await expect(next.getByTestId('next-scenario-name')).toHaveText('Breaking the Silence');

  // The finale in expert mode, won: the campaign is over.
  await next.getByTestId('modes-expert').click();
  await expect(next.getByTestId('prepared-sets')).toContainText('Expert');
  await recordResult(page, 'won', 0, 3);
  await expect(page.getByTestId('campaign-finished')).toHaveAttribute('data-result', 'won');
  await expect(page.getByTestId('next-scenario')).toHaveCount(0);
  await expect(trackScenario(page, 'breaking-silence')).toHaveAttribute('data-status', 'won');
  await expect(trackScenario(page, 'breaking-silence').getByTestId('track-attempt')).toContainText('Expert');
  await expect(page.getByTestId('victory-points')).toHaveText('5');

  // Export, then import the file: a second campaign with the same log. An altered copy is refused.
  const file = await download(page, page.getByTestId('campaign-export'));
  expect(file.name).toBe('Tuesday group.deckhand-campaign.json');
  await gotoCampaigns(page);
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);
  await expect(page.getByTestId('campaign-status')).toHaveText('Won');
  await page
    .getByTestId('campaigns-import-file')
    .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.content, 'utf8') });
  await expect(page.getByTestId('campaign-row')).toHaveCount(2);
  const altered = file.content.replace('"victory":3', '"victory":9');
  expect(altered).not.toBe(file.content);
  await page
    .getByTestId('campaigns-import-file')
    .setInputFiles({ name: 'altered.json', mimeType: 'application/json', buffer: Buffer.from(altered, 'utf8') });
  await expect(page.getByTestId('campaigns-import-error')).toContainText(
    'altered.json: This campaign file was changed after it was exported, so it was not imported.',
  );
  await expect(page.getByTestId('campaign-row')).toHaveCount(2);
  await page.getByTestId('campaign-open').nth(0).click();
  await expect(page.getByTestId('campaign-finished')).toHaveAttribute('data-result', 'won');
  await expect(page.getByTestId('victory-points')).toHaveText('5');
  await expect(page.getByTestId('history-entry')).toHaveCount(5);
  void app;
});

test('a free-form campaign: scenarios by name, own sections, cards added and removed, notes, undo', async ({
  app,
  page,
}) => {
  await gotoCampaigns(page);
  await page.getByTestId('campaigns-new').click();
  const create = page.getByTestId('dialog-new-campaign');
  await create.locator('[data-id="free-form"]').click();
  await expect(create.getByTestId('new-campaign-name')).toHaveValue('Free-form campaign');
  await create.getByTestId('new-campaign-name').fill('Red Skull at the table');
  await create.getByTestId('hero-identity').selectOption('stw-h');
  await create.getByTestId('hero-player').fill('Cem');
  // Keyboard: Enter in the name field creates it.
  await create.getByTestId('new-campaign-name').press('Enter');
  await expect(page.getByTestId('campaign-title')).toHaveText('Red Skull at the table');
  await expect(page.getByTestId('free-form-panel')).toBeVisible();

  // A scenario named by the players, played in expert mode and won.
  await page.getByTestId('free-record').click();
  const dialog = page.getByTestId('dialog-result');
  await dialog.getByTestId('result-submit').click();
  await expect(dialog.getByText('Give the scenario a name.')).toBeVisible();
  await dialog.getByTestId('result-label').fill('Crossbones');
  await dialog.getByTestId('modes-expert').click();
  await dialog.getByTestId('result-won').check();
  await dialog.getByTestId('result-note').fill('Close one.');
  await dialog.getByTestId('result-submit').click();
  await expect(dialog).toBeHidden();
  const crossbones = page.getByTestId('track-scenario').first();
  await expect(crossbones).toContainText('Crossbones');
  await expect(crossbones).toHaveAttribute('data-status', 'won');
  await expect(crossbones.getByTestId('track-attempt')).toContainText('Expert');
  await expect(crossbones.getByTestId('track-attempt')).toContainText('Close one.');

  // The same scenario again, lost.
  await crossbones.getByRole('button', { name: 'Record another result for Crossbones' }).click();
  await expect(dialog.getByTestId('result-scenario')).toHaveValue('crossbones');
  await dialog.getByTestId('result-lost').check();
  await dialog.getByTestId('result-submit').click();
  await expect(crossbones.getByTestId('track-attempt')).toHaveCount(2);
  await expect(crossbones).toHaveAttribute('data-status', 'lost');

  // An own counter with − and +.
  await page.getByTestId('add-section').click();
  const add = page.getByTestId('dialog-add-section');
  await add.getByTestId('section-label').fill('Hostages rescued');
  await add.getByTestId('section-submit').click();
  await expect(add).toBeHidden();
  const hostages = section(page, 'hostages-rescued');
  await hostages.getByTestId('counter-plus').click();
  await expect(hostages.getByTestId('counter-value')).toHaveText('1');
  await hostages.getByTestId('counter-plus').click();
  await expect(hostages.getByTestId('counter-value')).toHaveText('2');
  await hostages.getByTestId('counter-minus').click();
  await expect(hostages.getByTestId('counter-value')).toHaveText('1');

  // Notes, a hero note, a carried effect.
  const notes = section(page, 'notes');
  await notes.getByTestId('note-input').fill('Bought a medkit');
  await notes.getByTestId('note-input').press('Enter');
  await expect(notes.getByTestId('note-line')).toHaveText(['Bought a medkit']);
  await page.getByTestId('hero-note-edit').click();
  await page.getByTestId('hero-note-input').fill('Owes Quillfire a favour');
  await page.getByTestId('hero-note-save').click();
  await expect(page.getByTestId('hero-note')).toHaveText('Owes Quillfire a favour');
  await page.getByTestId('carry-input').fill('The Hydra base knows our faces');
  await page.getByTestId('carry-input').press('Enter');
  await expect(page.getByTestId('carried-effect')).toHaveText(['The Hydra base knows our faces']);

  // Cards by code (no card data needed): one gained, one removed for good (§6.1).
  await page.getByTestId('gain-card-picker-input').fill('rsk-07');
  await page.getByTestId('gain-card-picker-code').click();
  await expect(page.getByTestId('campaign-card')).toHaveAttribute('data-card', 'rsk-07');
  await page.getByTestId('remove-card-picker-input').fill('rsk-07');
  await page.getByTestId('remove-card-picker-code').click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('removed-card')).toHaveAttribute('data-card', 'rsk-07');
  await expect(page.getByTestId('campaign-card')).toHaveCount(0);

  // Undo the removal: the card is back among the campaign's cards.
  await page.getByTestId('campaign-undo').click();
  await expect(page.getByTestId('undo-what')).toContainText('Card removed from the campaign');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByTestId('removed-card')).toHaveCount(0);
  await expect(page.getByTestId('campaign-card')).toHaveAttribute('data-card', 'rsk-07');

  // The list shows the free-form progress.
  await gotoCampaigns(page);
  await expect(page.getByTestId('campaign-progress')).toHaveText('1 scenario played, 0 won');
  void app;
});

test('a campaign this version cannot replay opens read-only: a banner says why, no edit controls, export still works', async ({
  app,
  host,
  page,
  restartHost,
}) => {
  const id = await startCampaign(host, 'From the future', [{ identity: 'stw-h' }]);
  // As if a newer Deckhand had started it on version 7 of the starter campaign.
  await restartHost({
    whileStopped: async () => {
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(path.join(host.dataDir, 'saves', 'Deckhand.deckhand'));
      try {
        db.prepare('UPDATE campaigns SET definition_version = 7 WHERE id = ?').run(id);
      } finally {
        db.close();
      }
    },
  });
  await app.open();
  await gotoCampaigns(page);
  await expect(page.getByTestId('campaign-status')).toHaveText('Read-only');
  await page.getByTestId('campaign-open').click();
  await expect(page.getByTestId('campaign-read-only')).toContainText(
    'It uses version 7 of the campaign “deckhand-starter”, but this version of Deckhand knows only up to version 1. You can look at it and export it, but not change it.',
  );
  await expect(page.getByTestId('campaign-undo')).toHaveCount(0);
  await expect(page.getByTestId('next-scenario')).toHaveCount(0);
  await expect(page.getByTestId('add-section')).toHaveCount(0);
  const file = await download(page, page.getByTestId('campaign-export'));
  expect(JSON.parse(file.content)).toMatchObject({
    kind: 'deckhand.campaign',
    definition: { id: 'deckhand-starter', version: 7 },
  });
  // Importing that file here is refused with the same reason.
  await gotoCampaigns(page);
  await page
    .getByTestId('campaigns-import-file')
    .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.content, 'utf8') });
  await expect(page.getByTestId('campaigns-import-error')).toContainText(
    'This campaign file cannot be imported: It uses version 7 of the campaign “deckhand-starter”',
  );
});

test('"Start as a game": the next scenario becomes a saved game of the rules engine, linked to its attempt', async ({
  app,
  host,
  page,
}) => {
  const id = await startCampaign(host, 'On screen', [
    { identity: 'stw-h', player: 'Ana' },
    { identity: 'qlf-h', player: 'Ana' },
  ]);
  await openFirstCampaign(page);
  const next = page.getByTestId('next-scenario');
  await next.getByTestId('modes-heroic').selectOption('1');
  await expect(next.getByTestId('next-game-problem')).toHaveCount(0);
  await next.getByTestId('next-start-game').click();
  await expect(page).toHaveURL(/#\/games\/[0-9a-f-]{36}$/);
  const gameId = page.url().split('/').pop()!;
  const detail = await api<{
    log: {
      scenarios: Array<{ id: string; status: string; attempts: Array<{ games: string[]; modes: { heroic: number } }> }>;
    };
  }>(host, 'campaigns.get', { id });
  expect(detail.log.scenarios[0]).toMatchObject({
    status: 'inProgress',
    attempts: [{ games: [gameId], modes: { heroic: 1 } }],
  });
  await page.goBack();
  await expect(page.getByTestId('linked-game')).toContainText('On screen — Quiet Streets');
  await expect(page.getByTestId('linked-game')).toContainText('not finished');
  await expect(page.getByTestId('next-start-game')).toHaveCount(1);
  void app;
});

test('a finished game of a campaign scenario: "Record the result in …" on its outcome opens the result dialog; the log has it', async ({
  app,
  host,
  page,
}) => {
  const id = await startCampaign(host, 'From the table', [{ identity: 'stw-h', player: 'Ana' }]);
  await openFirstCampaign(page);
  await page.getByTestId('next-scenario').getByTestId('next-start-game').click();
  await expect(page).toHaveURL(/#\/games\/[0-9a-f-]{36}$/);
  const gameId = page.url().split('/').pop()!;

  const outcome = await defeatVillainByHand(page);
  await expect(outcome.getByTestId('outcome-campaign')).toContainText('Quiet Streets');
  const record = outcome.getByTestId('outcome-campaign-record');
  await expect(record).toHaveText('Record the result in From the table');
  await expect(record).toHaveClass(/n-button--primary-type/);
  await expect(outcome.getByTestId('outcome-back')).not.toHaveClass(/n-button--primary-type/);
  await record.click();

  // The campaign page opens with the dialog for this game; the query is gone (no second dialog on reload).
  await expect(page).toHaveURL(new RegExp(`#/campaigns/${id}$`));
  const dialog = page.getByTestId('dialog-result');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('result-game-outcome')).toBeVisible();
  await dialog.getByTestId('result-record-threat').fill('3');
  await dialog.getByTestId('result-record-victory').fill('1');
  await dialog.getByTestId('result-choice-recruiter').locator('input[type="radio"]').first().check();
  await dialog.getByTestId('result-submit').click();
  await expect(dialog).toBeHidden();
  await expect(trackScenario(page, 'quiet-streets')).toHaveAttribute('data-status', 'won');
  const detail = await api<{
    log: {
      scenarios: Array<{
        id: string;
        attempts: Array<{ outcome: string | null; games: string[]; records: Record<string, number> }>;
      }>;
    };
  }>(host, 'campaigns.get', { id });
  expect(detail.log.scenarios[0].attempts).toEqual([
    expect.objectContaining({ outcome: 'won', games: [gameId], records: { threat: 3, victory: 1 } }),
  ]);

  // Back on the game: recorded, so only a link to the campaign.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/games/${gameId}$`));
  await expect(outcome.getByTestId('outcome-campaign-record')).toHaveCount(0);
  await expect(outcome.getByTestId('outcome-back')).toHaveClass(/n-button--primary-type/);
  await outcome.getByTestId('outcome-campaign-open').click();
  await expect(page.getByTestId('campaign-title')).toHaveText('From the table');
  await expect(page.getByTestId('dialog-result')).toHaveCount(0);
  void app;
});

test('"Track at my table" starts the scenario as a tracker game; the win the table records goes into the campaign (issue 12 §6)', async ({
  app,
  host,
  page,
}) => {
  const id = await startCampaign(host, 'Kitchen campaign', [{ identity: 'stw-h', player: 'Ana' }]);
  await openFirstCampaign(page);
  await page.getByTestId('next-scenario').getByTestId('next-track-game').click();
  await expect(page).toHaveURL(/#\/games\/[0-9a-f-]{36}$/);
  const gameId = page.url().split('/').pop()!;
  await expect(page.getByTestId('mc-tracker')).toBeVisible();
  // the tracker keeps the table: no generic table tools beside it
  await expect(page.getByTestId('table-panel')).toHaveCount(0);
  await page.getByTestId('tracker-won').click();
  await page.locator('.n-dialog .n-button--warning-type, .n-dialog .n-button--primary-type').last().click();
  const outcome = page.getByTestId('outcome');
  await expect(outcome.getByTestId('outcome-campaign')).toContainText('Quiet Streets');
  await outcome.getByTestId('outcome-campaign-record').click();
  const dialog = page.getByTestId('dialog-result');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('result-record-threat').fill('0');
  await dialog.getByTestId('result-record-victory').fill('0');
  await dialog.getByTestId('result-choice-recruiter').locator('input[type="radio"]').first().check();
  await dialog.getByTestId('result-submit').click();
  await expect(dialog).toBeHidden();
  await expect(trackScenario(page, 'quiet-streets')).toHaveAttribute('data-status', 'won');
  const detail = await api<{
    log: { scenarios: Array<{ attempts: Array<{ outcome: string | null; games: string[] }> }> };
  }>(host, 'campaigns.get', { id });
  expect(detail.log.scenarios[0].attempts).toEqual([expect.objectContaining({ outcome: 'won', games: [gameId] })]);
  void app;
});

test('the campaign set-up on screen: the plan says what the game does, the recruited Whistleblower starts in play, a result recorded elsewhere updates the outcome', async ({
  app,
  host,
  page,
}) => {
  const id = await startCampaign(host, 'Second act', [{ identity: 'stw-h', player: 'Ana' }]);
  await api(host, 'campaigns.input', {
    id,
    input: scenarioResult('quiet-streets', 'won', { threat: 0, victory: 0 }, { choices: { recruiter: 'h1' } }),
  });
  await openFirstCampaign(page);
  const next = page.getByTestId('next-scenario');
  await expect(next.getByTestId('next-scenario-name')).toHaveText('The Chrome Pipeline');
  // §6.1 campaign set-up: each instruction says whether the game does it.
  const tip = next.getByTestId('prepared-instructions').locator('li').filter({ hasText: 'The Whistleblower' });
  await expect(tip).toHaveAttribute('data-plan', 'auto');
  await expect(tip).toContainText('done by the game');
  await expect(next.getByTestId('game-plan')).toBeVisible();
  await next.getByTestId('next-start-game').click();
  await expect(page).toHaveURL(/#\/games\/[0-9a-f-]{36}$/);
  const gameId = page.url().split('/').pop()!;
  await expect(page.getByTestId('mc-seat-P1')).toContainText('Whistleblower');

  const outcome = await defeatVillainByHand(page);
  await expect(outcome.getByTestId('outcome-campaign-record')).toBeVisible();
  // Another window records the result: the outcome follows without a reload.
  await api(host, 'campaigns.recordFromGame', {
    id,
    gameId,
    records: { threat: 0, victory: 1 },
    choices: { stash: 'destroy' },
  });
  await expect(outcome.getByTestId('outcome-campaign-record')).toHaveCount(0);
  await expect(outcome.getByTestId('outcome-campaign-open')).toBeVisible();
  void app;
});

test('keyboard only: open a campaign, record a free-form scenario, undo', async ({ app, host, page }) => {
  await startCampaign(host, 'Keys', [{ identity: 'tdc-h' }], 'free-form');
  await gotoCampaigns(page);
  await page.getByTestId('campaign-name').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('campaign-title')).toHaveText('Keys');
  await page.getByTestId('free-record').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('dialog-result');
  await expect(dialog.getByTestId('result-scenario')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('result-label')).toBeFocused();
  await page.keyboard.type('Klaw');
  // Enter sends the form; the missing outcome is named and gets the focus; Space picks it.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Choose won or lost.')).toBeVisible();
  await expect(dialog.getByTestId('result-won')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByTestId('result-won')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('track-scenario')).toHaveAttribute('data-status', 'won');
  // Undo with the keyboard: the confirmation takes the focus; Tab reaches its Undo button.
  await page.getByTestId('campaign-undo').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('undo-what')).toContainText('Result recorded');
  const confirm = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(page.locator('.n-dialog')).toContainText('Undo the last entry?');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.n-dialog'))).toBe(true);
  for (let i = 0; i < 6 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('track-scenario')).toHaveCount(0);
  void app;
});
