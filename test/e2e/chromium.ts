/** Debian's Chromium, driven by Playwright; never `npx playwright install`. */
export const CHROMIUM_PATH = process.env.DECKHAND_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
