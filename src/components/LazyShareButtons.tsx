import { Suspense, type ComponentProps } from 'react';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import type { ShareButtons as ShareButtonsType } from './ShareButtons';

const loadShareButtons = () => import('./ShareButtons').then((module) => ({ default: module.ShareButtons }));
const ShareButtons = lazyOrNothing(loadShareButtons);

/** Fetches the share row's code ahead of showing it (with the results view). */
export function preloadShareButtons(): void {
  void loadShareButtons().catch(() => {}); // offline: rendering the row tries again
}

/**
 * The share row of the home page and of every results view. Its code is a chunk of its own, so it
 * is never part of what a quiz page needs to become interactive; a prerendered row stays in place
 * until it has loaded.
 */
export function LazyShareButtons(props: ComponentProps<typeof ShareButtonsType>) {
  return (
    <Suspense fallback={null}>
      <ShareButtons {...props} />
    </Suspense>
  );
}
