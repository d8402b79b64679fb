import { useEffect, useState } from 'react';
import type { QuestionFigures } from '../../shared/generated/types';
import { API_PATHS } from '../../shared/api-paths';
import { fetchQuizFigures } from './quiz-figures-request';

export type QuestionFiguresState =
  { status: 'loading' } | { status: 'absent' } | { status: 'ready'; figures: QuestionFigures };

/** The quiz's per-question figures from GET /api/question-figures, checked against its schema. */
export function fetchQuestionFigures(quiz: string): Promise<QuestionFigures> {
  return fetchQuizFigures(
    API_PATHS.questionFigures,
    quiz,
    import('../../shared/generated/question-figures-validator'),
    'question figures',
  );
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
