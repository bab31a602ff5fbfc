import type { GameSummary } from '../../core/api/games';
import { expect, test, type Page } from './fixtures';
import { expectReachable, expectTidy, overlap, SCREEN_SIZES, screenShot } from './layout';
import type { UiLocale } from './pages/app';
import { GamesPage } from './pages/games';
import { settle } from './pages/wotr-board';
import { sendAndSettle } from './tools/play';
import { BATTLE_SEED, openingToBattle } from './wotr-battle';

/**
 * War of the Ring's screens from a 1024×700 laptop to a 1920×1080 screen in German and Hungarian (long
 * words), and the play screens in Turkish (the rulebook's terms): the two-player board at a decision of
 * several choices and in a battle, the four-player game at a hand-over and behind it, a game against the
 * computer, the New game dialog with its rows of who plays each seat, the table tracker and the boxes of the collection. At each size: the layout facts of
 * screens.spec.ts (layout.ts: no horizontal overflow, no title wider than its box or split mid-word,
 * every main control reachable and not covered), the hand never over the map nor the decision, no
 * button's text taller than the button, no i18n key or internal id (`fp`, `shadow`, region ids) shown;
 * on the map no text smaller than 9 px, no two names over each other, the marked regions named, and the
 * name of a hovered or keyboard-focused region in a floating label inside the map.
 * Screenshots go to test-results/screens/wotr-<screen>-<locale>-<w>x<h>.png for a person to look at.
 */
const GAME = 'war-of-the-ring';

/** Headings, the status and prompt, the choices and their groups, card names, tracks' and tables' headers. */
const TITLES = [
  'main h1',
  'main h2',
  'main h3',
  'main h4',
  'main caption',
  'main th',
  'main dt',
  'main button',
  '.group-title',
  '[data-testid="wotr-seat"]',
  '[data-testid="wotr-prompt"]',
  '[data-testid="wotr-card"] .card-name',
  '[data-testid="wotr-card"] .card-deck',
].join(', ');

/** The board's controls: the frame's, the choices, the hand, the map's tools, the side column's last line. */
const PLAY_CONTROLS = [
  '[data-testid="game-undo"]',
  '[data-testid="game-export"]',
  '[data-testid="wotr-help-toggle"]',
  '[data-testid="legal-action"]',
  '[data-testid="wotr-card"]',
  '[data-testid="wotr-map"] .map-tools button',
  '[data-testid="wotr-pool-eye"]',
];

/** What a screen must not show: buttons whose text is taller than they are, keys and ids. Runs in the page. */
function clippedOrRaw(): string[] {
  const out: string[] = [];
  for (const b of document.querySelectorAll<HTMLElement>('main button')) {
    if (!b.getClientRects().length) continue;
    const text = (b.textContent ?? '').trim();
    const inner = b.querySelector<HTMLElement>('.n-button__content') ?? b;
    const [own, content] = [b.getBoundingClientRect(), inner.getBoundingClientRect()];
    if (text && (content.top < own.top - 1 || content.bottom > own.bottom + 1))
      out.push(`button "${text.slice(0, 40)}": text ${Math.round(content.height)}px in ${Math.round(own.height)}px`);
  }
  const shown = document.querySelector('main')?.innerText ?? '';
  // i18n keys, side and role ids, region ids (fords-of-isen, minas-tirith, …)
  const raw =
    /\b(wotr|wotrTracker|game|boxes)\.[a-zA-Z]+\.|\b(fp|shadow)\b|\b(fp|sh)-[a-z]+\b|\b[a-z]+-(of|the)-[a-z]+\b/;
  const hit = raw.exec(shown);
  if (hit) out.push(`shown: "${hit[0]}" in "…${shown.slice(Math.max(0, hit.index - 30), hit.index + 30)}…"`);
  return out;
}

/** At both sizes: a screenshot, the layout facts, the controls reachable; `check` adds the screen's own facts. */
async function atBothSizes(
  page: Page,
  name: string,
  controls: string[],
  check?: (where: string, size: (typeof SCREEN_SIZES)[number]) => Promise<void>,
): Promise<void> {
  for (const size of SCREEN_SIZES) {
    const where = `${name} ${size.width}×${size.height}`;
    await page.setViewportSize(size);
    // two frames: the board measures the room it has (ResizeObserver) and lays itself out again
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // every scroller back to its top (the reach check of the last screen scrolled the side column)
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('main, main *')) if (el.scrollTop) el.scrollTop = 0;
    });
    // the pointer off the screen's content (a click may have left it over a map region, which names it)
    await page.mouse.move(1, 1);
    await screenShot(page, `wotr-${name}-${size.width}x${size.height}`);
    await expectTidy(page, TITLES, where);
    expect(await page.evaluate(clippedOrRaw), where).toEqual([]);
    await check?.(where, size);
    await expectReachable(page, controls, where);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}

/** The board's own facts: the hand beside the map and under the decision; all of it in view at 1920×1080. */
async function boardFacts(page: Page, where: string, size: { width: number }): Promise<void> {
  const [hand, map, decision] = ['wotr-hand', 'wotr-map', 'wotr-prompt'].map((id) => page.getByTestId(id));
  expect(await overlap(hand, map), `${where}: hand over the map`).toBe(0);
  expect(await overlap(hand, page.locator('.decision')), `${where}: hand over the decision`).toBe(0);
  await expect(decision).toBeInViewport();
  if (size.width >= 1920)
    for (const box of [hand, map, page.locator('.decision')]) await expect(box).toBeInViewport({ ratio: 1 });
  // a wide room puts the decision beside the map, which then takes the board's height (WotrBoard.vue)
  const [m, d] = [await map.boundingBox(), await page.locator('.decision').boundingBox()];
  if (size.width >= 1920) {
    expect(d!.x, `${where}: the decision beside the map`).toBeGreaterThanOrEqual(m!.x + m!.width);
    expect(m!.height, `${where}: the map's height`).toBeGreaterThanOrEqual(600);
  } else expect(d!.y + d!.height, `${where}: the decision above the map`).toBeLessThanOrEqual(m!.y);
  expect(await page.evaluate(mapTextProblems, LEGIBLE_PX), `${where}: map text`).toEqual([]);
}

/** The smallest text the map may draw, in screen pixels (labels.ts). */
const LEGIBLE_PX = 9;

/**
 * What is wrong with the map's text (empty when nothing is): a text drawn smaller than `legible` screen
 * pixels, two region names over each other, a marked region (of at most three) without its name. Runs in
 * the page.
 */
function mapTextProblems(legible: number): string[] {
  const out: string[] = [];
  const svg = document.querySelector('[data-testid="wotr-map"] svg');
  if (!svg) return ['no map'];
  for (const text of svg.querySelectorAll<SVGTextElement>('text')) {
    if (!text.getClientRects().length || !(text.textContent ?? '').trim()) continue;
    const px = parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0);
    if (px < legible - 0.01) out.push(`"${(text.textContent ?? '').trim()}" at ${px.toFixed(1)} px`);
  }
  const names = [...svg.querySelectorAll<SVGTextElement>('.names text')].map((el) => ({
    id: el.dataset.name ?? '',
    r: el.getBoundingClientRect(),
  }));
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i].r, names[j].r];
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0.5 && h > 0.5) out.push(`names ${names[i].id} and ${names[j].id} overlap`);
    }
  const marked = [...svg.querySelectorAll<SVGElement>('.cell.marked')].map((el) => el.dataset.region ?? '');
  if (marked.length <= 3)
    for (const id of marked) if (!names.some((n) => n.id === id)) out.push(`marked ${id} is not named`);
  return out;
}

/**
 * Hovering a region, then focusing one with the keyboard, shows its name in the floating label, inside
 * the map's box, in screen pixels of 12 px or more; it goes with the pointer and the focus. The zoom keys
 * still work while a region has the focus, and the label stays with it.
 */
async function regionTipFacts(page: Page, where: string): Promise<void> {
  const map = page.getByTestId('wotr-map');
  const svg = map.locator('svg').first();
  const tip = page.getByTestId('wotr-region-tip');
  const nameIn = async (cell: ReturnType<Page['locator']>) =>
    ((await cell.getAttribute('aria-label')) ?? '').split(', ')[0];
  const inMap = async () => {
    const [t, m] = [await tip.boundingBox(), await svg.boundingBox()];
    expect(t && m, `${where}: tip and map shown`).toBeTruthy();
    expect(t!.x, `${where}: tip inside the map`).toBeGreaterThanOrEqual(m!.x);
    expect(t!.y, `${where}: tip inside the map`).toBeGreaterThanOrEqual(m!.y);
    expect(t!.x + t!.width, `${where}: tip inside the map`).toBeLessThanOrEqual(m!.x + m!.width + 0.5);
    expect(t!.y + t!.height, `${where}: tip inside the map`).toBeLessThanOrEqual(m!.y + m!.height + 0.5);
    const px = await tip.locator('.tip-name').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(px, `${where}: tip's name size`).toBeGreaterThanOrEqual(12);
    const b = (await map.locator('.map-tools').boundingBox())!;
    const overButtons =
      t!.x < b.x + b.width && b.x < t!.x + t!.width && t!.y < b.y + b.height && b.y < t!.y + t!.height;
    expect(overButtons, `${where}: tip clear of the zoom buttons`).toBe(false);
  };
  // the pointer is away from the map (atBothSizes): no label
  await expect(tip).toHaveCount(0);
  // the pointer over a marked region (the middle of its cell), then away
  const cell = map.locator('.cell.marked').first();
  const name = await nameIn(cell);
  expect(name, where).not.toBe('');
  await cell.hover();
  await expect(tip.locator('.tip-name'), where).toHaveText(name);
  await inMap();
  await page.mouse.move(1, 1);
  await expect(tip, where).toHaveCount(0);
  // the keyboard: M goes to the map, Tab to its first region
  await page.keyboard.press('m');
  await expect(map).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = map.locator('.cell:focus');
  await expect(focused).toHaveCount(1);
  await expect(tip.locator('.tip-name'), where).toHaveText(await nameIn(focused));
  await inMap();
  const whole = await svg.getAttribute('viewBox');
  await page.keyboard.press('+');
  await expect(svg, where).not.toHaveAttribute('viewBox', whole!);
  await expect(tip.locator('.tip-name'), where).toHaveText(await nameIn(focused));
  await inMap();
  await page.keyboard.press('0');
  await expect(svg, where).toHaveAttribute('viewBox', whole!);
  // back to the map itself: the label goes with the focus
  await page.keyboard.press('Shift+Tab');
  await expect(map).toBeFocused();
  await expect(tip, where).toHaveCount(0);
  // zooming in to the closest view: at each step the text is legible and the names apart (labels.ts
  // estimates the names' widths: the real text must fit in them)
  for (let step = 1; step <= 10; step++) {
    await page.keyboard.press('+');
    expect(await page.evaluate(mapTextProblems, LEGIBLE_PX), `${where}, zoomed in ${step}×`).toEqual([]);
  }
  expect(await svg.locator('.names text').count(), `${where}: all named up close`).toBe(105);
  await page.keyboard.press('0');
  await expect(svg, where).toHaveAttribute('viewBox', whole!);
  // the region under the zoom buttons, reached by the keyboard: its label keeps clear of them
  const belowButtons = await map.evaluate((m) => {
    const b = m.querySelector('.map-tools')!.getBoundingClientRect();
    const hit = document
      .elementsFromPoint(b.left + b.width / 2, b.top + b.height / 2)
      .find((el) => el.classList.contains('cell')) as (SVGElement & { focus(): void }) | undefined;
    hit?.focus();
    return hit ? hit.getAttribute('aria-label') : null;
  });
  if (belowButtons) {
    await expect(tip.locator('.tip-name'), where).toHaveText(belowButtons.split(', ')[0]);
    await inMap();
    await map.focus(); // the focus back on the map: no label
    await expect(tip, where).toHaveCount(0);
  }
}

/**
 * A few words each language shows (the status of the opening, the four-player exchange, the tracker's title,
 * the attack on the Fords of Isen with the region names of map/region-names*.ts).
 */
const WORDS: Record<'de' | 'hu' | 'tr', { shadowToAct: RegExp; everyone: RegExp; tracker: RegExp; attack: RegExp }> = {
  de: {
    shadowToAct: /am Zug: Schatten/,
    everyone: /am Zug: alle Spieler$/,
    tracker: /Tisch-Tracker/,
    attack: /Orthanc → Furten des Isen/,
  },
  hu: {
    shadowToAct: /következik: Árnyék/,
    everyone: /következik: minden játékos$/,
    tracker: /asztali követő/,
    attack: /Orthanc → Isen gázlói/,
  },
  tr: { shadowToAct: /sıra: Gölge/, everyone: /sıra: tüm oyuncular$/, tracker: /./, attack: /Orthanc → İsen/ },
};

for (const locale of ['de', 'hu', 'tr'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`War of the Ring screens at 1024×700 and 1920×1080 (${locale})`, async ({ app, page, host }) => {
      test.setTimeout(120_000);
      await app.expectLocale(locale as UiLocale);
      const words = WORDS[locale];
      const games = new GamesPage(page, host);
      const open = async (id: string) => {
        await page.setViewportSize(SCREEN_SIZES[0]);
        await page.goto(`${host.origin}/#/games/${id}`);
      };

      // ---- two players: the Shadow's action with a dozen choices in five groups, then a battle
      const game = await games.createGame({ game: GAME, seed: BATTLE_SEED, name: 'Donnerstagabend im Auenland' });
      for (const action of openingToBattle()) await games.call('games.act', { id: game.id, action });
      await open(game.id);
      await settle(page);
      await expect(page.getByTestId('wotr-status')).toContainText(words.shadowToAct);
      await atBothSizes(page, `play-${locale}`, [...PLAY_CONTROLS, '[data-testid="game-log"]'], async (where, size) => {
        await boardFacts(page, where, size);
        await regionTipFacts(page, where);
      });
      // the attack, no rearguard: both sides choose a combat card (several in the hand); not in Turkish
      // (the screen is the same)
      if (locale !== 'tr') {
        const attack = page.getByTestId('legal-action').filter({ hasText: words.attack });
        await sendAndSettle(page, () => attack.first().click(), settle);
        await sendAndSettle(
          page,
          () => page.locator('[data-testid="legal-action"][data-action="done"]').click(),
          settle,
        );
        await atBothSizes(page, `battle-${locale}`, PLAY_CONTROLS, (where, size) => boardFacts(page, where, size));
      }

      // ---- four players: the hand-over screen, then the exchange every player is asked in secret
      const four = await games.createGame({ game: GAME, seed: 'e2e-multi-1', name: 'Vier', options: { players: 4 } });
      await open(four.id);
      await expect(page.getByTestId('handover-confirm')).toBeVisible();
      await atBothSizes(page, `handover-${locale}`, ['[data-testid="handover-confirm"]']);
      await settle(page);
      // the status names "all players", not the four roles one after another
      await expect(page.getByTestId('wotr-status')).toHaveText(words.everyone);
      await atBothSizes(page, `four-${locale}`, PLAY_CONTROLS, (where, size) => boardFacts(page, where, size));
      // ---- the New game dialog: four players, two of them the computer (the rows of who plays each seat)
      await page.goto(`${host.origin}/#/wotr`);
      await page.getByTestId('wotr-new-game').click();
      const dialog = page.getByTestId('dialog-new-game');
      await dialog.getByTestId('wotr-players-4').click();
      await dialog.getByTestId('new-game-controller-sh-witchking').getByTestId('controller-normal').click();
      await dialog.getByTestId('new-game-controller-sh-saruman').getByTestId('controller-easy').click();
      await atBothSizes(
        page,
        `new-game-${locale}`,
        ['[data-testid="new-game-submit"]', '[data-testid^="new-game-controller-"] .n-radio-button'],
        async (where) => {
          // nothing of the dialog wider than the dialog (long seat names and choices in German and Hungarian)
          const wide = await dialog.evaluate((d) =>
            [...d.querySelectorAll<HTMLElement>('.player-name, .n-radio-group')]
              .filter((el) => el.getBoundingClientRect().right > d.getBoundingClientRect().right + 1)
              .map((el) => el.textContent),
          );
          expect(wide, where).toEqual([]);
        },
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      if (locale === 'tr') return;

      // ---- against the computer (the person's Fellowship phase first: the computer waits)
      const computer = await games.call<GameSummary>('games.create', {
        game: GAME,
        seed: 'e2e-computer-screens',
        name: 'Gegen den Rechner',
        players: [
          { id: 'p1', seats: ['fp'] },
          { id: 'c1', seats: ['shadow'], computer: { difficulty: 'easy' } },
        ],
      });
      await open(computer.id);
      await expect(page.getByTestId('computer-status')).toHaveAttribute('data-state', 'waiting');
      await atBothSizes(
        page,
        `computer-${locale}`,
        [...PLAY_CONTROLS, '[data-testid="computer-status"] button'],
        (where, size) => boardFacts(page, where, size),
      );

      // ---- the table tracker, with an expansion
      const tracker = await games.createGame({
        game: 'war-of-the-ring-tracker',
        name: 'Am Tisch',
        options: { expansions: ['lords'] },
        players: [{ id: 'p1', seats: ['fp', 'shadow'] }],
      });
      await open(tracker.id);
      await expect(page.getByTestId('wotr-tracker')).toContainText(words.tracker);
      await atBothSizes(page, `tracker-${locale}`, [
        '[data-testid="game-undo"]',
        '[data-testid="wt-tick"]',
        '[data-testid^="wt-char-"] button',
        '[data-testid^="wt-tile-"]',
        '[data-testid^="wt-activate-"]',
      ]);

      // ---- the collection: two boxes, the base box open as a checklist
      await games.call('collection.addBox', { game: GAME, code: 'base' });
      await games.call('collection.addBox', { game: GAME, code: 'lords' });
      await page.goto(`${host.origin}/#/wotr/collection`);
      await expect(page.getByTestId('box-base')).toBeVisible();
      await page.getByTestId('box-base').getByTestId('box-toggle').click();
      await expect(page.getByTestId('box-line-gondor-regular')).toBeVisible();
      await atBothSizes(page, `collection-${locale}`, [
        '[data-testid="box-add-kind"]',
        '[data-testid="box-add"]',
        '[data-testid="box-toggle"]',
        '[data-testid^="box-line-"] input',
      ]);
    });
  });
}
