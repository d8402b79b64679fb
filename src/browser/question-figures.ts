import { useEffect, useState } from 'react';
import type { QuestionFigures } from '../generated/types';

export type QuestionFiguresState = { status: 'loading' } | { status: 'absent' } | { status: 'ready'; figures: QuestionFigures };

/** The quiz's per-question figures from GET /api/question-figures, checked against its schema. */
export async function fetchQuestionFigures(quiz: string): Promise<QuestionFigures> {
  const validator = import('../generated/question-figures-validator');
  validator.catch(() => {}); // a failed load is reported below, if the reply gets that far
  const { apiRequest } = await import('./api');
  const response = await apiRequest('GET', `/api/question-figures?quiz=${encodeURIComponent(quiz)}`);
  const reply: unknown = await response.json();
  const { validate } = await validator;
  if (!validate(reply) || reply.quiz !== quiz) throw new Error(`${response.status}: the reply is not the question figures of ${quiz}`);
  return reply;
}

/** The figures once they arrive; 'absent' when they cannot be had (offline, a failed request). */
export function useQuestionFigures(quiz: string): QuestionFiguresState {
  const [state, setState] = useState<QuestionFiguresState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchQuestionFigures(quiz).then(
      (figures) => current && setState({ status: 'ready', figures }),
      () => current && setState({ status: 'absent' }),
    );
    return () => {
      current = false;
    };
  }, [quiz]);
  return state;
}
