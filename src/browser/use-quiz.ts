import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { Quiz } from '../../shared/content/types';
import { track } from './analytics';
import {
  initialQuizState,
  quizReducer,
  type QuizAction,
  type QuizState,
} from '../../shared/domain/quiz-machine';
import { clearProgress, readProgress, saveProgress } from './result-storage';
import { localOutcome, type QuizOutcome } from '../../shared/domain/result-types';
import { useSiteLanguage } from './use-site-language';

interface UseQuizOptions {
  /** Whether the first question shows at once (the home test waits for its start button). */
  started?: boolean;
  /** Where answers in progress are kept for this browser session; one per screen. */
  progressKey?: string;
  /** Whether a finished quiz is saved on the server (the home test keeps it on the device only). */
  save?: boolean;
}

// Finishing a quiz (with the saving code) is a chunk of its own: a quiz page starts without it and
// fetches it at the first answer, so it is there when the quiz ends, offline too.
const loadFinishing = () => import('./finish-quiz');

/**
 * The quiz state machine for one quiz, answers kept across a reload, the test_started event on
 * the first answer, and `submit`, which finishes the quiz (finish-quiz.ts: the locally computed
 * score, the result kept, saved on the server unless `save` is false, test_completed).
 */
export function useQuiz(
  quiz: Quiz,
  { started = true, progressKey = quiz.slug, save = true }: UseQuizOptions = {},
) {
  const [state, dispatch] = useReducer(quizReducer<QuizOutcome>, undefined, () =>
    initialQuizState<QuizOutcome>(quiz.questions.length, started),
  );
  useKeptProgress(progressKey, state, dispatch);
  const language = useSiteLanguage();
  const reported = useRef(false);
  const anyAnswer = state.answers.some((answer) => answer !== '');
  useEffect(() => {
    if (anyAnswer && !reported.current) {
      reported.current = true;
      track({ event: 'test_started', quiz: quiz.slug }, { beacon: save });
      void loadFinishing().catch(() => {}); // offline: submit tries again, and reports it
    }
    if (!anyAnswer) reported.current = false;
  }, [anyAnswer, quiz.slug, save]);
  const submit = async (): Promise<QuizOutcome> => {
    // "Saving..." only while there is a save to wait for.
    if (save) dispatch({ type: 'submit' });
    const questions = quiz.questions.map((question) => question.id);
    const input = {
      quiz: quiz.slug,
      scoring: quiz.scoring,
      answers: state.answers,
      questions,
      language,
      save,
    };
    const outcome = await loadFinishing().then(
      (finishing) => finishing.finishQuiz(input),
      // Its code could not be fetched (offline since the page loaded): the score still shows.
      (error: unknown) => localOutcome(input.scoring, input.answers, String(error)),
    );
    dispatch({ type: 'finished', result: outcome });
    return outcome;
  };
  return { state: state as QuizState<QuizOutcome>, dispatch, submit };
}

/**
 * Restores kept answers after hydration (the prerendered page always starts empty), then keeps
 * them up to date until the quiz is finished or reset.
 */
function useKeptProgress(
  key: string,
  state: QuizState<QuizOutcome>,
  dispatch: (action: QuizAction<QuizOutcome>) => void,
): void {
  const restored = useRef(false);
  // A layout effect: the kept progress is back before anything tapped on the prerendered page is
  // replayed (QuizScreen), and before the hydrated page first paints.
  useLayoutEffect(() => {
    const kept = readProgress(key);
    if (kept) dispatch({ type: 'restore', current: kept.current, answers: kept.answers });
    restored.current = true;
  }, [key, dispatch]);
  const answering = state.status === 'answering' && state.answers.some((answer) => answer !== '');
  useEffect(() => {
    if (!restored.current) return;
    if (answering) saveProgress(key, { current: state.current, answers: state.answers });
    else if (state.status !== 'saving') clearProgress(key);
    // The state's fields that are kept, not the state object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, answering, state.current, state.answers, state.status]);
}
