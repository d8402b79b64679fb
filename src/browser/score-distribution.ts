import { useEffect, useState } from 'react';
import type { ScoreDistribution } from '../../shared/generated/types';
import { API_PATHS } from '../../shared/api-paths';
import { fetchQuizFigures } from './quiz-figures-request';
import { standingShown } from '../../shared/domain/score-distribution';

/**
 * Where a results view gets the quiz's score distribution: the save's reply, which counts this
 * result (null when the save failed), or the server's cacheable GET for a result that is not saved.
 */
export type DistributionSource =
  { from: 'save'; distribution: ScoreDistribution | null } | { from: 'server'; quiz: string };

export type DistributionState =
  | { status: 'loading' }
  | { status: 'absent' }
  | { status: 'ready'; distribution: ScoreDistribution; includesVisitor: boolean };

/** The quiz's distribution from GET /api/score-distribution, checked against its schema. */
export function fetchScoreDistribution(quiz: string): Promise<ScoreDistribution> {
  return fetchQuizFigures(
    API_PATHS.scoreDistribution,
    quiz,
    import('../../shared/generated/score-distribution-validator'),
    'score distribution',
  );
}

/**
 * The distribution to draw, once it is known; 'absent' when there is none to draw: a failed save
 * or GET, or too few takers to mean something (shared/domain/score-distribution.ts).
 */
export function useScoreDistribution(source: DistributionSource): DistributionState {
  const given = source.from === 'save' ? source.distribution : undefined;
  const quiz = source.from === 'server' ? source.quiz : null;
  const [fetched, setFetched] = useState<DistributionState>({ status: 'loading' });
  useEffect(() => {
    if (quiz === null) return;
    let current = true;
    fetchScoreDistribution(quiz).then(
      (distribution) =>
        current &&
        setFetched(
          standingShown(distribution)
            ? { status: 'ready', distribution, includesVisitor: false }
            : { status: 'absent' },
        ),
      () => current && setFetched({ status: 'absent' }),
    );
    return () => {
      current = false;
    };
  }, [quiz]);
  if (quiz !== null) return fetched;
  return given && standingShown(given)
    ? { status: 'ready', distribution: given, includesVisitor: true }
    : { status: 'absent' };
}
