import { lazy, Suspense, type ComponentProps } from 'react';
import type { ResultView as ResultViewType } from './ResultView';

const loadResultView = () => import('./ResultView');
const ResultView = lazy(() => loadResultView().then((module) => ({ default: module.ResultView })));

/**
 * The results view (with its share row and compare part) is not needed until a quiz is finished,
 * so it stays out of the JavaScript a quiz page needs to become interactive; the quiz screen
 * fetches it at the first answer.
 */
export function preloadResultView(): void {
  void loadResultView().catch(() => {}); // offline: rendering the view tries again
}

export function LazyResultView(props: ComponentProps<typeof ResultViewType>) {
  return (
    <Suspense fallback={<div className="card result-loading" aria-busy="true" />}>
      <ResultView {...props} />
    </Suspense>
  );
}
