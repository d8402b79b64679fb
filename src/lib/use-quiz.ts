import { useEffect, useReducer, useRef } from 'react';
import type { Quiz } from '../content/types';
import { track } from './analytics';
import { initialQuizState, quizReducer, type QuizState } from './quiz-machine';
import type { QuizOutcome } from './result-types';

/** The quiz state machine for one quiz, plus the test_started event on the first answer. */
export function useQuiz(quiz: Quiz, { started = true }: { started?: boolean } = {}) {
  const [state, dispatch] = useReducer(quizReducer<QuizOutcome>, undefined, () => initialQuizState<QuizOutcome>(quiz.questions.length, started));
  const reported = useRef(false);
  const anyAnswer = state.answers.some((answer) => answer !== '');
  useEffect(() => {
    if (anyAnswer && !reported.current) {
      reported.current = true;
      track({ event: 'test_started', quiz: quiz.slug });
    }
    if (!anyAnswer) reported.current = false;
  }, [anyAnswer, quiz.slug]);
  return [state, dispatch] as [QuizState<QuizOutcome>, typeof dispatch];
}
