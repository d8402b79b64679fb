import { Suspense, type ComponentProps } from 'react';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import type { ShareButtons as ShareButtonsType } from './ShareButtons';

const loadShareButtons = () =>
  import('./ShareButtons').then((module) => ({ default: module.ShareButtons }));
const ShareButtons = lazyOrNothing(loadShareButtons);

/**
 * The home page's share row. Its code is a chunk of its own, so it is never part of what a quiz
 * page needs to become interactive; a prerendered row stays in place until it has loaded. A
 * results view shows ShareButtons itself: the row loads with the view.
 */
export function LazyShareButtons(props: ComponentProps<typeof ShareButtonsType>) {
  return (
    <Suspense fallback={null}>
      <ShareButtons {...props} />
    </Suspense>
  );
}
