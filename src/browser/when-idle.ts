/** Runs `callback` once the browser is idle (right away where it cannot tell): for fetching code a page will need later. */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 1);
}
