import { useEffect, useState } from 'react';
import type { ScoreDistribution } from '../generated/types';
import { apiRequest } from './api';

/**
 * Where a results view gets the quiz's score distribution: the save's reply, which counts this
 * result (null when the save failed), or the server's cacheable GET for a result that is not saved.
 */
export type DistributionSource = { from: 'save'; distribution: ScoreDistribution | null } | { from: 'server'; quiz: string };

export type DistributionState =
  | { status: 'loading' }
  | { status: 'absent' }
  | { status: 'ready'; distribution: ScoreDistribution; includesVisitor: boolean };

/** The quiz's distribution from GET /api/score-distribution, checked against its schema. */
export async function fetchScoreDistribution(quiz: string): Promise<ScoreDistribution> {
  const validator = import('../generated/score-distribution-validator');
  validator.catch(() => {}); // a failed load is reported below, if the reply gets that far
  // The request code is a chunk of its own, shared with the saving code; it loads with the results view.
  const response = await apiRequest('GET', `/api/score-distribution?quiz=${encodeURIComponent(quiz)}`);
  const reply: unknown = await response.json();
  const { validate } = await validator;
  if (!validate(reply) || reply.quiz !== quiz) throw new Error(`${response.status}: the reply is not the score distribution of ${quiz}`);
  return reply;
}

/** The distribution to draw, once it is known; 'absent' when there is none to draw (a failed save or GET). */
export function useScoreDistribution(source: DistributionSource): DistributionState {
  const given = source.from === 'save' ? source.distribution : undefined;
  const quiz = source.from === 'server' ? source.quiz : null;
  const [fetched, setFetched] = useState<DistributionState>({ status: 'loading' });
  useEffect(() => {
    if (quiz === null) return;
    let current = true;
    fetchScoreDistribution(quiz).then(
      (distribution) => current && setFetched({ status: 'ready', distribution, includesVisitor: false }),
      () => current && setFetched({ status: 'absent' }),
    );
    return () => {
      current = false;
    };
  }, [quiz]);
  if (quiz !== null) return fetched;
  return given ? { status: 'ready', distribution: given, includesVisitor: true } : { status: 'absent' };
}
