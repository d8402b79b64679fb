import { useLayoutEffect, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../shared/domain/quiz-machine';

export const DOTS_PER_BLOCK = 10;

const dotHash = (index: number) => `#question-${index + 1}`;

/**
 * Numbered buttons for the current block of ten questions: current, answered (green) or not (grey).
 * Each is a link to #question-N, so a tap before this code arrived leaves a mark (the URL's
 * fragment): the quiz moves to that question once the page has hydrated, as the visitor asked.
 */
export function QuestionDots({ state, onJump }: { state: QuizState<unknown>; onJump: (index: number) => void }) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    const tapped = /^#question-(\d+)$/.exec(window.location.hash);
    if (!tapped) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    onJump(Number(tapped[1]) - 1);
  }, []);
  const enabled = state.status === 'answering';
  const first = Math.floor(state.current / DOTS_PER_BLOCK) * DOTS_PER_BLOCK;
  const indexes = Array.from({ length: Math.min(DOTS_PER_BLOCK, state.total - first) }, (_, i) => first + i);
  return (
    <nav className="question-dots" aria-label={t('quiz.dotsLabel', { first: first + 1, last: first + indexes.length })}>
      <ul>
        {indexes.map((index) => {
          const isCurrent = index === state.current;
          const answered = state.answers[index] !== '';
          const status = isCurrent ? 'current' : answered ? 'answered' : 'unanswered';
          const label = t(isCurrent ? 'quiz.dotCurrent' : answered ? 'quiz.dotAnswered' : 'quiz.dotUnanswered', { number: index + 1 });
          const jump = (event: MouseEvent | KeyboardEvent) => {
            event.preventDefault();
            if (enabled) onJump(index);
          };
          return (
            <li key={index}>
              <a
                href={dotHash(index)}
                role="button"
                className={`dot dot-${status}`}
                aria-label={label}
                aria-current={isCurrent ? 'step' : undefined}
                aria-disabled={enabled ? undefined : true}
                onClick={jump}
                onKeyDown={(event) => event.key === ' ' && jump(event)}
              >
                {index + 1}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
