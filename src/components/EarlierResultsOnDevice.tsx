import { lazy, Suspense, useEffect, useState } from 'react';
import type { Quiz } from '../../shared/content/types';
import { safely } from '../browser/result-storage';
import { LOCAL_RESULTS_KEY } from '../../shared/lib/storage-keys';

const EarlierResults = lazy(() =>
  import('./EarlierResults').catch(() => ({ default: () => null })),
);

/**
 * The visitor's earlier results of this quiz, whose code is fetched only on a device that has
 * finished a quiz before: a first visit downloads nothing more. `shownScore` is the score of the
 * result on screen, if any, which the list leaves out.
 */
export function EarlierResultsOnDevice({ quiz, shownScore }: { quiz: Quiz; shownScore?: number }) {
  const [any, setAny] = useState(false);
  useEffect(
    () => setAny(safely(() => localStorage.getItem(LOCAL_RESULTS_KEY) !== null, false)),
    [],
  );
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <EarlierResults quiz={quiz} shownScore={shownScore} />
    </Suspense>
  );
}
