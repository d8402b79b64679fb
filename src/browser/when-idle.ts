/** Runs `callback` once the browser is idle (right away where it cannot tell): for fetching code a page will need later. */
export function whenIdle(callback: () => void): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => callback());
}
