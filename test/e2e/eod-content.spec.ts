import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type HostHandle, type Page } from './fixtures';

/**
 * Edge of Darkness content editor (issue 16 Build 4 and "Bad input"): an advancement created in the editor
 * (checked live: a problem is shown translated until the form is right), listed, exported as JSON; a bad file
 * imported is refused with each problem's line and translated reason, and nothing of it is saved.
 * Screenshots at 1024×700 and 1920×1080 in German and Hungarian go to SHOTS.
 */
const SHOTS = process.env.EOD_CONTENT_SHOTS ?? path.resolve('test-results', 'eod-content');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

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

/** The advancement ids of the user's content file a saved game's record carries (none: the game left it out). */
async function recordedAdvancements(host: HostHandle, name: string): Promise<string[]> {
  const games = await api<Array<{ id: string; name: string }>>(host, 'games.list', {});
  const game = games.find((g) => g.name === name);
  expect(game, name).toBeTruthy();
  const exported = await api<{ content: string }>(host, 'games.export', { id: game!.id });
  const { record } = JSON.parse(exported.content) as {
    record: { options: { content?: Array<{ advancements?: Array<{ id: string }> }> } };
  };
  return (record.options.content ?? []).flatMap((f) => (f.advancements ?? []).map((a) => a.id));
}

/** A 2-player game on the rules engine started from the game page's New game dialog. */
async function startGame(page: Page, name: string, useMine: boolean): Promise<void> {
  await page.getByTestId('nav-eod-home').click();
  await page.getByTestId('eod-play-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('eod-setup')).toBeVisible();
  const mine = dialog.getByTestId('eod-setup-mine');
  await expect(mine).toContainText('Play with my own content (1 item)');
  await expect(mine).toHaveClass(/n-checkbox--checked/);
  if (!useMine) {
    await mine.click();
    await expect(mine).not.toHaveClass(/n-checkbox--checked/);
  }
  await dialog.getByTestId('new-game-name').locator('input').fill(name);
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();
}

const BAD_FILE = [
  '{',
  '  "format": "deckhand.edge-of-darkness.content",',
  '  "version": 1,',
  '  "id": "bad",',
  '  "name": { "en": "Bad" },',
  '  "advancements": [',
  '    {',
  '      "id": "flying-guard",',
  '      "location": "lantern-quay",',
  '      "name": { "en": "Flying guard" },',
  '      "variants": { "top": 1 },',
  '      "contact": { "cubes": 0, "abilities": [{ "effects": [{ "op": "fly" }] }] },',
  '      "threat": { "damage": 1, "rewards": [] }',
  '    }',
  '  ]',
  '}',
].join('\n');

test('the content editor: an advancement created, listed and exported; a bad file refused with its line; a game using it', async ({
  page,
  app,
  host,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  await app.ready();
  await page.getByTestId('nav-eod-content').click();
  await expect(page.getByTestId('eod-content-empty')).toBeVisible();

  // a new advancement: without an id the live check names the problem, translated
  await page.getByTestId('eod-content-new-advancement').click();
  const editor = page.getByTestId('eod-content-editor');
  await expect(editor).toBeVisible();
  const problems = page.getByTestId('eod-content-problems');
  await expect(problems).toContainText('is not a valid id');
  await page.getByTestId('eod-content-id').fill('miller-guard');
  await page.getByTestId('eod-content-name-en').fill('Miller guard');
  await page.getByTestId('eod-content-location').selectOption('lantern-quay');
  await page.getByTestId('eod-content-variant-middle').fill('2');
  // the contact: Battle Strength 2; its Blight side gives 1 prestige when hunted
  await page.getByTestId('eod-content-contact-0-effects-0-n').fill('2');
  await page.getByTestId('eod-content-rewards-0-res').selectOption('prestige');
  await expect(problems).toHaveAttribute('data-count', '0');
  await expect(problems).toContainText('Everything is valid');
  await page.getByTestId('eod-content-save').click();
  const item = page.locator('[data-testid="eod-content-item"][data-id="miller-guard"]');
  await expect(item).toBeVisible();
  await expect(item).toContainText('Miller guard');
  await expect(editor).toBeHidden();

  // export: one JSON file holding it
  const download = page.waitForEvent('download');
  await page.getByTestId('eod-content-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('edge-of-darkness-content.json');
  const exported = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
    advancements: Array<{ id: string; contact: { abilities: Array<{ effects: unknown[] }> } }>;
  };
  expect(exported.advancements.map((a) => a.id)).toEqual(['miller-guard']);
  expect(exported.advancements[0]!.contact.abilities[0]!.effects).toEqual([{ op: 'battle', n: 2 }]);

  // a bad file: refused with the line and the translated reason; nothing from it saved
  await page.getByTestId('eod-content-import-file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(BAD_FILE),
  });
  const refusal = page.getByTestId('eod-content-import-error');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('bad.json was not imported');
  await expect(refusal).toContainText('Line 12');
  await expect(refusal).toContainText('Unknown effect “fly”');
  await expect(page.getByTestId('eod-content-item')).toHaveCount(1);

  // the file exported imports back (replacing the same advancement)
  await page.getByTestId('eod-content-import-file').setInputFiles({
    name: 'edge-of-darkness-content.json',
    mimeType: 'application/json',
    buffer: fs.readFileSync((await file.path())!),
  });
  await expect(page.locator('.n-message').filter({ hasText: '0 new, 1 replaced' })).toBeVisible();
  await expect(page.getByTestId('eod-content-item')).toHaveCount(1);

  // a game started on screen takes the user's content (the record keeps it, so replay never reads the save
  // file); unticked in the setup form, a game leaves it out
  await startGame(page, 'With mine', true);
  expect(await recordedAdvancements(host, 'With mine')).toEqual(['miller-guard']);
  await startGame(page, 'Without mine', false);
  expect(await recordedAdvancements(host, 'Without mine')).toEqual([]);
  await page.getByTestId('nav-eod-content').click();

  // screens in German and Hungarian, at both sizes, with the editor open and a refusal shown
  for (const [lang, label] of [
    ['de', 'Deutsch'],
    ['hu', 'Magyar'],
  ] as const) {
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('language-select').click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings.set') && r.ok());
    await page
      .locator('.n-base-select-option')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
    await saved;
    await page.getByTestId('nav-eod-content').click();
    await page.getByTestId(`eod-content-edit-miller-guard`).click();
    await page.getByTestId('eod-content-id').fill('Miller Guard');
    await expect(problems).not.toHaveAttribute('data-count', '0');
    await page.getByTestId('eod-content-import-file').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(BAD_FILE),
    });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(lang === 'de' ? 'Zeile 12' : '12. sor');
    for (const [w, h] of [
      [1024, 700],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await shot(page, `${lang}-${w}`);
    }
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByTestId('eod-content-cancel').click();
  }
});

test('a location of my own is offered in the New game form beside ours (§3.2 step 9), and leaves the list with my content unticked', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  const file = {
    format: 'deckhand.edge-of-darkness.content',
    version: 1,
    id: 'mine',
    name: { en: 'Mine' },
    locations: [
      {
        id: 'old-mill',
        name: { en: 'Old Mill', de: 'Alte Mühle', hu: 'Régi malom' },
        types: ['coins'],
        abilities: [{ cost: [{ kind: 'return-agents', n: 1 }], effects: [{ op: 'gain', res: 'coin', n: 2 }] }],
      },
    ],
  };
  const imported = await api<{ ok: boolean }>(host, 'content.import', {
    game: 'edge-of-darkness',
    content: JSON.stringify(file),
  });
  expect(imported.ok).toBe(true);
  for (const [lang, name] of [
    ['en', 'Old Mill'],
    ['de', 'Alte Mühle'],
    ['hu', 'Régi malom'],
  ] as const) {
    if (lang !== 'en') {
      await app.gotoSettings();
      await app.chooseLanguage(lang);
    }
    await page.getByTestId('nav-eod-home').click();
    await page.getByTestId('eod-play-game').click();
    const dialog = page.getByTestId('dialog-new-game');
    await expect(dialog.getByTestId('eod-setup')).toBeVisible();
    await dialog.getByTestId('eod-setup-chosen').click();
    const mill = dialog.getByTestId('eod-setup-loc-old-mill');
    await expect(mill).toContainText(name);
    await expect(dialog.getByTestId('eod-setup-loc-mine-old-mill')).toBeVisible();
    // ours are there too, without the tag
    expect(await dialog.locator('[data-testid^="eod-setup-loc-mine-"]').count()).toBe(1);
    expect(
      await dialog.locator('[data-testid^="eod-setup-loc-"]:not([data-testid^="eod-setup-loc-mine-"])').count(),
    ).toBe(17);
    await mill.click();
    await expect(mill).toHaveClass(/n-checkbox--checked/);
    await mill.scrollIntoViewIfNeeded();
    await shot(page, `${lang}-1024-own-location`);
    if (lang === 'en') {
      // my content unticked: my location leaves the list and the choice
      await dialog.getByTestId('eod-setup-mine').click();
      await expect(dialog.getByTestId('eod-setup-loc-old-mill')).toHaveCount(0);
      await expect(dialog.getByTestId('eod-setup-count')).toContainText('0 of 10 chosen');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
