import { Suspense, type ComponentProps } from 'react';
import type { i18n as I18n } from 'i18next';
import { loadStrings } from '../../shared/i18n';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { lazyWithStrings } from '../lib/lazy-with-strings';
import type { ShareButtons as ShareButtonsType } from './ShareButtons';

const loadShareButtons = () => import('./ShareButtons').then((module) => ({ default: module.ShareButtons }));
const ShareButtons = lazyWithStrings(loadShareButtons, ['share'], lazyOrNothing);

/** Fetches the share row's code and strings ahead of showing it (with the results view). */
export function preloadShareButtons(i18n: I18n): void {
  void Promise.all([loadShareButtons(), loadStrings(i18n, 'share')]).catch(() => {}); // offline: rendering the row tries again
}

/**
 * The share row of the home page and of every results view. Its code and its strings are chunks
 * of their own, so they are never part of what a quiz page needs to become interactive; a
 * prerendered row stays in place until they have loaded.
 */
export function LazyShareButtons(props: ComponentProps<typeof ShareButtonsType>) {
  return (
    <Suspense fallback={null}>
      <ShareButtons {...props} />
    </Suspense>
  );
}
