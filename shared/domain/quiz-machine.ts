import type { Answer } from '../generated/types';

/**
 * The quiz flow as a pure reducer: not started, then question n, then finished.
 * `current` is the 0-based index of the question on screen; `answers[current]` is its selection.
 */
export type QuizStatus = 'not-started' | 'answering' | 'saving' | 'finished';

export interface QuizState<R = unknown> {
  total: number;
  status: QuizStatus;
  current: number;
  answers: Answer[];
  result: R | null;
}

export type QuizAction<R = unknown> =
  | { type: 'start' }
  /**
   * `index`: the question the answer was given on. Only the question on screen takes an answer: a
   * tap React replays once the page has hydrated, after kept progress moved it to another
   * question, answers nothing.
   */
  | { type: 'answer'; answer: Exclude<Answer, ''>; index?: number }
  /** `from`: only if that question is still the one on screen (quick mode's delayed step). */
  | { type: 'next'; from?: number }
  | { type: 'previous' }
  | { type: 'jump'; index: number }
  | { type: 'submit' }
  | { type: 'finished'; result: R }
  /** Show again a result finished earlier in this browser session (after a reload, at hydration). */
  | { type: 'resume-result'; result: R; answers: readonly Answer[] }
  | { type: 'reset' }
  /** Leave the quiz: like reset, but back to "not started" (the home test's Back to Home). */
  | { type: 'exit' }
  /** Resume answers kept from earlier in this browser session (after a reload, at hydration). */
  | { type: 'restore'; current: number; answers: readonly Answer[] };

export function initialQuizState<R = unknown>(total: number, started = true): QuizState<R> {
  return {
    total,
    status: started ? 'answering' : 'not-started',
    current: 0,
    answers: Array<Answer>(total).fill(''),
    result: null,
  };
}

export function quizReducer<R>(state: QuizState<R>, action: QuizAction<R>): QuizState<R> {
  switch (action.type) {
    case 'start':
      return state.status === 'not-started' ? { ...state, status: 'answering' } : state;
    case 'answer': {
      if (state.status !== 'answering') return state;
      if (action.index !== undefined && action.index !== state.current) return state;
      const answers = state.answers.slice();
      answers[state.current] = action.answer;
      return { ...state, answers };
    }
    case 'next':
      return canGoNext(state) &&
        !isLastQuestion(state) &&
        (action.from === undefined || action.from === state.current)
        ? { ...state, current: state.current + 1 }
        : state;
    case 'previous':
      return canGoPrevious(state) ? { ...state, current: state.current - 1 } : state;
    case 'jump':
      return state.status === 'answering' &&
        Number.isInteger(action.index) &&
        action.index >= 0 &&
        action.index < state.total
        ? { ...state, current: action.index }
        : state;
    case 'submit':
      return canFinish(state) ? { ...state, status: 'saving' } : state;
    case 'finished':
      return state.status === 'saving' || state.status === 'answering'
        ? { ...state, status: 'finished', result: action.result }
        : state;
    case 'resume-result':
      // At hydration: a tap on the prerendered question 1 does not hide the result finished before the reload.
      return state.status === 'answering' && action.answers.length === state.total
        ? { ...state, status: 'finished', answers: action.answers.slice(), result: action.result }
        : state;
    case 'reset':
      return initialQuizState<R>(state.total, state.status !== 'not-started');
    case 'exit':
      return initialQuizState<R>(state.total, false);
    case 'restore': {
      if (!canRestore(state, action.current, action.answers)) return state;
      // Restored at hydration, after whatever the visitor did on the prerendered page (which shows
      // question 1 to everyone): a kept answer stays as the visitor left it, an early tap only
      // answers a question the kept progress left open, and a question moved to stays on screen.
      const answers = action.answers.map((kept, index) => kept || state.answers[index]);
      return {
        ...state,
        status: 'answering',
        current: state.current === 0 ? action.current : state.current,
        answers,
      };
    }
  }
}

export function isLastQuestion(state: QuizState<unknown>): boolean {
  return state.current === state.total - 1;
}

/** Next (and Finish Test) need an answer to the current question and no save in flight. */
export function canGoNext(state: QuizState<unknown>): boolean {
  return state.status === 'answering' && state.answers[state.current] !== '';
}

export function canGoPrevious(state: QuizState<unknown>): boolean {
  return state.status === 'answering' && state.current > 0;
}

export function canFinish(state: QuizState<unknown>): boolean {
  return canGoNext(state) && isLastQuestion(state);
}

/** Kept answers resume only a quiz still being answered (or not started), and only when they fit it. */
function canRestore(
  state: QuizState<unknown>,
  current: number,
  answers: readonly Answer[],
): boolean {
  return (
    (state.status === 'answering' || state.status === 'not-started') &&
    answers.length === state.total &&
    answers.every((answer) => answer === 'yes' || answer === 'no' || answer === '') &&
    answers.some((answer) => answer !== '') &&
    Number.isInteger(current) &&
    current >= 0 &&
    current < state.total
  );
}
