import { lazy, Suspense, type ComponentProps } from 'react';
import type { i18n as I18n } from 'i18next';
import { loadStrings } from '../../shared/i18n';
import { lazyWithStrings } from '../lib/lazy-with-strings';
import type { ResultView as ResultViewType } from './ResultView';

const loadResultView = () => import('./ResultView');
// Its strings come with it: "where you stand", and the share options' (its score card and compare buttons show them too).
const sections = ['share', 'standing'] as const;
const ResultView = lazyWithStrings<ComponentProps<typeof ResultViewType>>(() => loadResultView().then((module) => ({ default: module.ResultView })), sections, lazy);

/**
 * The results view (with its share row and compare part) is not needed until a quiz is finished,
 * so it stays out of the JavaScript a quiz page needs to become interactive; the quiz screen
 * fetches it at the first answer.
 */
export function preloadResultView(i18n: I18n): void {
  void Promise.all([loadResultView().then((module) => module.loadPartStrings(i18n)), ...sections.map((section) => loadStrings(i18n, section))]).catch(() => {}); // offline: rendering the view tries again
}

export function LazyResultView(props: ComponentProps<typeof ResultViewType>) {
  return (
    <Suspense fallback={<div className="card result-loading" aria-busy="true" />}>
      <ResultView {...props} />
    </Suspense>
  );
}
