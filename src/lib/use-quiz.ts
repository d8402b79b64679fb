import { useEffect, useReducer, useRef } from 'react';
import type { Quiz } from '../content/types';
import { track } from './analytics';
import { initialQuizState, quizReducer, type QuizState } from './quiz-machine';
import type { QuizOutcome } from './result-types';
import { submitResult } from './submit-result';

/**
 * The quiz state machine for one quiz, the test_started event on the first answer, and `submit`,
 * which saves the answers on the server and always finishes with the locally computed score.
 */
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
  const submit = async (): Promise<QuizOutcome> => {
    dispatch({ type: 'submit' });
    const outcome = await submitResult({ quiz: quiz.slug, scoring: quiz.scoring, answers: state.answers, language: 'en' });
    track({ event: 'test_completed', quiz: quiz.slug, score: outcome.score });
    dispatch({ type: 'finished', result: outcome });
    return outcome;
  };
  return { state: state as QuizState<QuizOutcome>, dispatch, submit };
}
