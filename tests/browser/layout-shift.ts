// Layout shifts as CLS counts them (none right after an input), with the elements that moved, for
// tests that check a page never moves under the visitor.
import type { Page } from 'playwright-core';

/** Records from the first paint on (buffered) when run as an init script, or from now on when evaluated. */
export const RECORD_LAYOUT_SHIFTS = `(() => {
  window.__shift = { total: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift.total += entry.value;
      for (const source of entry.sources) window.__shift.moved.push(source.node ? source.node.nodeName + '.' + source.node.className : '?');
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

export interface LayoutShift {
  total: number;
  /** The elements that moved ("DIV.quiz"), for a failure message. */
  moved: string[];
}

/** The shifts recorded so far, once fonts are ready and two frames are drawn (shifts are reported after the frame). */
export async function settledLayoutShift(page: Page): Promise<LayoutShift> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shift: LayoutShift }).__shift);
}
