import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures';

/**
 * Layout facts the screen specs assert (screens.spec.ts for Marvel Champions, wotr-screens.spec.ts for
 * War of the Ring): the two window sizes, screenshots for a person, overflowing or split titles,
 * overlapping boxes, controls out of reach or covered.
 */
export const SCREEN_SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;

const SHOTS = path.resolve('test-results', 'screens');

/** test-results/screens/<name>.png of the window as it is (animations stopped). */
export async function screenShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/**
 * What is wrong with the page's layout now (empty when nothing is): horizontal overflow of the page
 * or of <main>, and titles (the elements `titles` selects) that overflow their box, are wider than
 * their container or have a word split across lines. Runs in the page.
 */
export function layoutProblems(titles: string): string[] {
  const out: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth)
    out.push(`page: ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
  const main = document.querySelector('main');
  if (main && main.scrollWidth > main.clientWidth + 1)
    out.push(`main: content ${main.scrollWidth}px wide in ${main.clientWidth}px`);
  for (const el of document.querySelectorAll<HTMLElement>(titles)) {
    if (!el.getClientRects().length || el.closest('.visually-hidden')) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    const label = `<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 50)}"`;
    if (el.scrollWidth > el.clientWidth + 1)
      out.push(`${label}: text ${el.scrollWidth}px in a ${el.clientWidth}px box`);
    const parent = el.parentElement?.getBoundingClientRect();
    const own = el.getBoundingClientRect();
    if (parent && own.width > parent.width + 1)
      out.push(`${label}: ${own.width}px wide in a ${parent.width}px container`);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const textNode = node;
      const text = textNode.textContent ?? '';
      // the pieces of words between spaces, hyphens and soft hyphens: each must stay on one line
      for (const m of text.matchAll(/[^\s\-\u00AD\u2010\u2011]+/g)) {
        if (m[0].length < 2) continue;
        const line = (at: number) => {
          const range = document.createRange();
          range.setStart(textNode, at);
          range.setEnd(textNode, at + 1);
          // a character right after a soft hyphen also gets the hyphen's box on the line before: its own is the last
          const r = [...range.getClientRects()].at(-1);
          return r ? r.top + r.height / 2 : NaN;
        };
        const first = line(m.index);
        const last = line(m.index + m[0].length - 1);
        if (Math.abs(first - last) > 2) out.push(`${label}: "${m[0]}" is split across lines`);
      }
    }
  }
  return out;
}

/** No layout problem (`layoutProblems`) with the titles `titles` selects; `where` names the screen. */
export async function expectTidy(page: Page, titles: string, where: string): Promise<void> {
  expect(await page.evaluate(layoutProblems, titles), where).toEqual([]);
}

/** The area two boxes share (0 when they do not overlap). */
export async function overlap(a: Locator, b: Locator): Promise<number> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) throw new Error('a box is not shown');
  const w = Math.min(ra.x + ra.width, rb.x + rb.width) - Math.max(ra.x, rb.x);
  const h = Math.min(ra.y + ra.height, rb.y + rb.height) - Math.max(ra.y, rb.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Every control of each kind (the first and the last: the last card of a hand is the one a layout
 * pushes away) is scrolled to the top of its scroller, and is then inside the window with nothing
 * over its middle (what a click there would hit is the control itself). Runs in the page; returns the
 * problems found.
 */
export function unreachable(selectors: string[]): string[] {
  const out: string[] = [];
  for (const selector of selectors) {
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length);
    if (!all.length) out.push(`${selector}: not shown`);
    for (const el of new Set([all[0], all[all.length - 1]].filter(Boolean))) {
      // to the top of its scroller, where a bar that stays on top would lie over it
      el.scrollIntoView({ block: 'start', inline: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const name = `${selector} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (r.left < 0 || r.top < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight)
        out.push(`${name}: outside the window after scrolling (${Math.round(r.left)},${Math.round(r.top)})`);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit)))
        out.push(`${name}: covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}">`);
    }
  }
  return out;
}

/** Every control `selectors` name is reachable and not covered (`unreachable`). */
export async function expectReachable(page: Page, selectors: string[], where: string): Promise<void> {
  expect(await page.evaluate(unreachable, selectors), where).toEqual([]);
}
