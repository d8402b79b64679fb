import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type Dispatch,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../shared/content/types';
import {
  canGoNext,
  canGoPrevious,
  isLastQuestion,
  type QuizAction,
  type QuizState,
} from '../../shared/domain/quiz-machine';
import { blockOf } from '../../shared/domain/blocks';
import { percentComplete } from '../../shared/domain/scoring';
import { takeEarlyTaps } from '../browser/link-button';
import { QUICK_MODE_BEAT_MS, quickModeOn, useQuickMode } from '../browser/use-quick-mode';
import { useHydrated } from '../browser/use-hydrated';
import { preloadResultView } from './LazyResultView';
import { preloadToastItem } from './Toaster';
import { accentStyle } from './accent-style';

interface QuizScreenProps {
  quiz: Quiz;
  state: QuizState<unknown>;
  dispatch: Dispatch<QuizAction<never>>;
  /** Called when Finish Test is pressed on the last, answered question. */
  onFinish: () => void;
  /** Shown between the progress bar and the question: /test's dot navigation, which only /test downloads. */
  dots?: ReactNode;
  /** The "Back to Home" control, which differs between the home page (a reset) and other pages (a link). */
  backToHome: ReactNode;
  /** Move focus to the question on first render (the home test starts in place). */
  focusOnMount?: boolean;
}

/**
 * A quiz page's title with the quiz's sticker (its icon on its colour, as on its home tile), right
 * above the quiz, so the first question and its answers fit a phone's screen.
 */
export function QuizHeader({ quiz }: { quiz: Quiz }) {
  return (
    <header className="page-header quiz-page-header" style={accentStyle(quiz.accent)}>
      {quiz.icon && (
        <span className="quiz-sticker" aria-hidden="true">
          {quiz.icon}
        </span>
      )}
      <h1>{quiz.title}</h1>
    </header>
  );
}

/** What the quiz is about, below the quiz: on a phone a long intro would push the choices off the screen. */
export function QuizIntro({ quiz }: { quiz: Quiz }) {
  return <p className="lead quiz-intro">{quiz.intro}</p>;
}

/**
 * What a finished quiz shows (the results view, and the toast of a save that failed) is fetched
 * at the first answer: a visitor who leaves without answering never downloads it, and one who
 * answers has it long before the last question, even if the connection drops on the way.
 */
function prepareResult(): void {
  preloadResultView();
  preloadToastItem();
}

/** The one question screen every quiz uses. */
export function QuizScreen({
  quiz,
  state,
  dispatch,
  onFinish,
  dots,
  backToHome,
  focusOnMount = false,
}: QuizScreenProps) {
  const { t } = useTranslation();
  const legendRef = useRef<HTMLLegendElement>(null);
  const shownQuestion = useRef(focusOnMount ? -1 : state.current);
  const question = quiz.questions[state.current];
  const number = state.current + 1;
  const percent = percentComplete(number, state.total);
  const selected = state.answers[state.current];
  const last = isLastQuestion(state);
  const saving = state.status === 'saving';
  const noteId = useId();
  const block = blockOf(state.current);
  const blockName = quiz.blocks?.[block];
  const formRef = useRef<HTMLFormElement>(null);
  const quickRef = useRef<HTMLInputElement>(null);
  const [quick, setQuick] = useQuickMode(quickRef);
  // Quick mode's pending step: set for the beat between an answer and the next question.
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextAfterBeat = useCallback(
    (from: number) => {
      advance.current = setTimeout(() => {
        advance.current = undefined;
        dispatch({ type: 'next', from });
      }, QUICK_MODE_BEAT_MS);
    },
    [dispatch],
  );
  const cancelBeat = () => {
    clearTimeout(advance.current);
    advance.current = undefined;
  };
  useEffect(() => cancelBeat, []);
  const hydrated = useHydrated();
  // Set while an arrow key moves the selection: in quick mode that only chooses, it never advances.
  const arrowing = useRef(false);
  // The same elements on every render: React leaves the unseen longest questions alone.
  const ghost = useMemo(
    () =>
      longestQuestions(quiz).map((text) => (
        <QuestionText key={text} number={quiz.questions.length} text={text} ghost />
      )),
    [quiz],
  );

  // A radio tapped in the prerendered page, before this code arrived, stays checked in the DOM
  // (hydration keeps it): take it as the answer to the prerendered question (the first), so the
  // page's state is what the visitor left; kept progress already past it leaves it unanswered.
  const earlyAnswer = useRef(false);
  useLayoutEffect(() => {
    const early = formRef.current?.querySelector<HTMLInputElement>('.choices input:checked')?.value;
    if ((early === 'yes' || early === 'no') && early !== selected) {
      dispatch({ type: 'answer', answer: early, index: 0 });
      earlyAnswer.current = true;
    }
    // Only the markup hydrated at mount can differ from the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Next or Previous tapped before this code arrived (kept by the page's loader): done now, in
  // order, after kept progress has been restored (a layout effect of useQuiz), so a tap on the
  // prerendered question 1 never moves a returning visitor away from their kept question. In
  // quick mode an early answer with no early Next moves on as a tap now would.
  useEffect(() => {
    const taps = takeEarlyTaps();
    for (const tap of taps) {
      if (tap === 'previous') dispatch({ type: 'previous' });
      else if (tap === 'next') dispatch({ type: 'next' });
    }
    if (earlyAnswer.current && taps.length === 0 && quickModeOn(quickRef.current)) nextAfterBeat(0);
  }, [dispatch, nextAfterBeat]);

  const choose = (value: 'yes' | 'no', again = false) => {
    prepareResult();
    dispatch({ type: 'answer', answer: value, index: state.current });
    // Quick mode: the choice shows for a beat, then the next question (never Finish Test, which
    // stays a press of its own); a second tap on it during the beat moves on at once; Previous
    // during the beat cancels the step. An arrow key only moves the choice: a keyboard moves on
    // with Enter (Next).
    const duringBeat = advance.current !== undefined;
    cancelBeat();
    if (quick && !last && !arrowing.current) {
      if (again && duringBeat) dispatch({ type: 'next', from: state.current });
      else nextAfterBeat(state.current);
    }
  };

  // Focus follows the question after Next, Previous, a dot or quick mode, so a screen reader reads
  // the new one; only when the visitor moved it from within the quiz (or started it), never on a
  // restore at hydration, which would draw a focus ring nobody asked for.
  useEffect(() => {
    const moved = shownQuestion.current !== state.current;
    shownQuestion.current = state.current;
    const fromQuiz = focusOnMount || formRef.current?.contains(document.activeElement);
    if (moved && fromQuiz) legendRef.current?.focus();
    // Only a move to another question moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canGoNext(state)) return;
    if (last) onFinish();
    else dispatch({ type: 'next' });
  };

  return (
    // data-quiz: the quiz's kept-progress key, read by the page's loader (shared/lib/app-loader.ts).
    <form
      ref={formRef}
      className="quiz card"
      style={accentStyle(quiz.accent)}
      data-quiz={quiz.slug}
      onSubmit={submit}
      aria-busy={saving}
    >
      {/* Shown by the stylesheet only while the loader covers a reloaded quiz's question 1. */}
      <p className="quiz-resuming" role="status">
        {t('quiz.resuming')}
      </p>
      {quiz.contentNote && (
        <p className="quiz-note" id={noteId}>
          {quiz.contentNote}
        </p>
      )}
      <label className="quick-mode">
        <input
          ref={quickRef}
          type="checkbox"
          role="switch"
          checked={quick}
          onChange={(event) => setQuick(event.target.checked)}
        />
        <span>{t('quiz.quickMode')}</span>
      </label>
      <div className="quiz-progress">
        <p className="quiz-counter">
          <span>{t('quiz.questionOf', { current: number, total: state.total })}</span>
          <span>{t('quiz.percentComplete', { percent })}</span>
        </p>
        <div
          className="progress-track"
          role="progressbar"
          aria-label={t('quiz.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {dots}
      {blockName !== undefined && (
        <p className="quiz-block">{t('quiz.block', { number: block + 1, name: blockName })}</p>
      )}
      {/* The note is read with the first question too, since focus starts on the question. */}
      <fieldset
        className="question"
        aria-describedby={quiz.contentNote && state.current === 0 ? noteId : undefined}
      >
        <legend ref={legendRef} tabIndex={-1} className="question-text">
          {/* The longest questions, unseen, in the same cell: the answers stay where they are
              from one question to the next. */}
          <span className="question-stack">
            <QuestionText number={number} text={question.text} />
            {ghost}
          </span>
        </legend>
        {/* Fresh answers for each question; the legend (with the unseen longest question) stays.
            The key handlers only watch the radios' own arrow keys as they bubble up. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          key={question.id}
          className="choices"
          onKeyDown={(event) => (arrowing.current = event.key.startsWith('Arrow'))}
          onKeyUp={() => (arrowing.current = false)}
        >
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className={`choice${selected === value ? ' choice-selected' : ''}`}>
              <input
                type="radio"
                name={`answer-${question.id}`}
                value={value}
                checked={selected === value}
                disabled={saving}
                onChange={() => choose(value)}
                // A tap on the answer already chosen (back on a question) changes nothing, but in
                // quick mode it still means "this one, next".
                onClick={() => selected === value && choose(value, true)}
              />
              <span>{t(value === 'yes' ? 'quiz.yes' : 'quiz.no')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="quiz-nav">
        {/* Until the page has hydrated, Previous and Next are only marked disabled: a tap on them
            is kept by the page's loader (data-early-tap) and done once this code has arrived. */}
        <button
          type="button"
          className="button button-secondary"
          data-early-tap="previous"
          {...disabledUnless(canGoPrevious(state), hydrated)}
          onClick={() => {
            cancelBeat();
            dispatch({ type: 'previous' });
          }}
        >
          {t('quiz.previous')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          data-early-tap="next"
          {...disabledUnless(canGoNext(state), hydrated)}
        >
          {saving ? t('quiz.saving') : last ? t('quiz.finish') : t('quiz.next')}
        </button>
      </div>
      <div className="quiz-home">{backToHome}</div>
    </form>
  );
}

/** A disabled control, only marked disabled (aria-disabled) until the page has hydrated, so its tap still happens. */
function disabledUnless(enabled: boolean, hydrated: boolean) {
  if (enabled) return {};
  return hydrated ? { disabled: true } : { 'aria-disabled': true };
}

function QuestionText({
  number,
  text,
  ghost = false,
}: {
  number: number;
  text: string;
  ghost?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={ghost ? 'question-ghost' : undefined} aria-hidden={ghost || undefined}>
      {/* The counter above says "Question N of TOTAL": the number here is said once, to a screen reader. */}
      <span className="question-number">
        <span className="visually-hidden">{t('quiz.questionLabel', { number })}</span>{' '}
        <span aria-hidden="true">{number}</span>
      </span>{' '}
      {text}
    </span>
  );
}

/**
 * The quiz's longest questions by length. Length is only close to height (where a line breaks
 * depends on the words), so a few of them share the cell and the tallest sets its height.
 */
function longestQuestions(quiz: Quiz, count = 5): string[] {
  return quiz.questions
    .map((question) => question.text)
    .sort((a, b) => b.length - a.length)
    .slice(0, count);
}
