import { Suspense, type ComponentProps } from 'react';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { lazyWithStrings } from '../lib/lazy-with-strings';
import type { ShareButtons as ShareButtonsType } from './ShareButtons';

const loadShareButtons = () => import('./ShareButtons').then((module) => ({ default: module.ShareButtons }));
const ShareButtons = lazyWithStrings(loadShareButtons, ['share'], lazyOrNothing);

/**
 * The home page's share row. Its code and its strings are chunks of their own, so they are never
 * part of what a quiz page needs to become interactive; a prerendered row stays in place until
 * they have loaded. A results view shows ShareButtons itself: the row loads with the view.
 */
export function LazyShareButtons(props: ComponentProps<typeof ShareButtonsType>) {
  return (
    <Suspense fallback={null}>
      <ShareButtons {...props} />
    </Suspense>
  );
}
