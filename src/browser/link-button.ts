import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * A control that keeps no state (Start, the menu button, a question dot) is a link to a fragment
 * that acts as a button, so a tap before the page's code arrived still leaves a mark: the URL's
 * fragment, which the page takes at hydration (takeTappedFragment) to do what the visitor asked.
 */
export function linkButton(href: string, act: () => void) {
  const run = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    act();
  };
  return {
    href,
    role: 'button',
    onClick: run,
    onKeyDown: (event: KeyboardEvent) => event.key === ' ' && run(event),
  } as const;
}

/** The fragment a link button tapped before hydration left, if it matches `pattern`; it is removed from the address. */
export function takeTappedFragment(pattern: RegExp): RegExpExecArray | null {
  const tapped = pattern.exec(window.location.hash);
  if (tapped)
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  return tapped;
}

declare global {
  interface Window {
    /** Set by the page's loader (shared/lib/app-loader.ts). */
    takeEarlyTaps?: () => string[];
  }
}

/**
 * The names of the `data-early-tap` controls tapped before the page hydrated, in order, as the
 * page's loader kept them (shared/lib/app-loader.ts); from now on, taps reach the page as usual.
 */
export function takeEarlyTaps(): string[] {
  return window.takeEarlyTaps?.() ?? [];
}
