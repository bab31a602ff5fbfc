/**
 * Keep a scrolling log pinned to its newest (bottom) line while the reader is there: when lines
 * are added, when the box shrinks or grows (the panel above it changes), and when a virtual list
 * measures its lines and its height changes. Only the reader scrolling up (wheel, touch, keys, the
 * scrollbar) unpins it; scrolls caused by layout changes do not.
 */
export function stickToBottom(
  scroller: HTMLElement,
  root: HTMLElement = scroller,
): { toBottom: () => void; stop: () => void } {
  const SLACK = 8;
  const INTENT_MS = 1000;
  let pinned = true;
  /** Until when a scroll counts as the reader's own. */
  let intentUntil = 0;

  const atBottom = () => scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - SLACK;
  const onIntent = () => {
    intentUntil = Date.now() + INTENT_MS;
  };
  const onScroll = () => {
    if (Date.now() <= intentUntil) pinned = atBottom();
  };
  const keep = () => {
    if (pinned) scroller.scrollTop = scroller.scrollHeight;
  };
  const toBottom = () => {
    pinned = true;
    keep();
  };

  const intents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  for (const e of intents) root.addEventListener(e, onIntent, { passive: true });
  scroller.addEventListener('scroll', onScroll, { passive: true });
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(keep) : null;
  observer?.observe(scroller);
  for (const child of Array.from(scroller.children)) observer?.observe(child);

  return {
    toBottom,
    stop: () => {
      for (const e of intents) root.removeEventListener(e, onIntent);
      scroller.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    },
  };
}
