import { useEffect, useRef } from 'react';
import type { QuizAction, QuizState } from '../../shared/domain/quiz-machine';
import type { QuizOutcome } from '../../shared/domain/result-types';
import { keepQuizOutcome, readQuizOutcome } from './result-storage';

/**
 * A themed quiz's result survives a reload in the same tab (as /results does for the main test):
 * kept in session storage when finished, shown again after hydration, dropped on Retake.
 */
export function useKeptResult(
  quiz: string,
  state: QuizState<QuizOutcome>,
  dispatch: (action: QuizAction<QuizOutcome>) => void,
): void {
  const shown = useRef(false);
  useEffect(() => {
    const kept = readQuizOutcome(quiz);
    if (kept) dispatch({ type: 'resume-result', result: kept, answers: kept.answers });
  }, [quiz, dispatch]);
  useEffect(() => {
    if (state.status === 'finished') {
      keepQuizOutcome(quiz, state.result);
      shown.current = true;
    } else if (shown.current && state.status === 'answering') {
      keepQuizOutcome(quiz, null);
      shown.current = false;
    }
  }, [quiz, state.status, state.result]);
}
