import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../shared/domain/quiz-machine';
import { linkButton, takeTappedFragment } from '../browser/link-button';

export const DOTS_PER_BLOCK = 10;

/**
 * Numbered buttons for the current block of ten questions: current, answered (green) or not (grey).
 * Each is a link button to #question-N (src/browser/link-button.ts): a dot tapped before this code
 * arrived moves the quiz to that question once the page has hydrated, as the visitor asked.
 */
export function QuestionDots({
  state,
  onJump,
}: {
  state: QuizState<unknown>;
  onJump: (index: number) => void;
}) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    const tapped = takeTappedFragment(/^#question-(\d+)$/);
    if (tapped) onJump(Number(tapped[1]) - 1);
    // Once, at hydration: a dot tapped on the prerendered page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const enabled = state.status === 'answering';
  const first = Math.floor(state.current / DOTS_PER_BLOCK) * DOTS_PER_BLOCK;
  const indexes = Array.from(
    { length: Math.min(DOTS_PER_BLOCK, state.total - first) },
    (_, i) => first + i,
  );
  return (
    <nav
      className="question-dots"
      aria-label={t('quiz.dotsLabel', { first: first + 1, last: first + indexes.length })}
    >
      <ul>
        {indexes.map((index) => {
          const isCurrent = index === state.current;
          const answered = state.answers[index] !== '';
          const status = isCurrent ? 'current' : answered ? 'answered' : 'unanswered';
          const label = t(
            isCurrent ? 'quiz.dotCurrent' : answered ? 'quiz.dotAnswered' : 'quiz.dotUnanswered',
            { number: index + 1 },
          );
          return (
            <li key={index}>
              <a
                {...linkButton(`#question-${index + 1}`, () => enabled && onJump(index))}
                className={`dot dot-${status}`}
                aria-label={label}
                aria-current={isCurrent ? 'step' : undefined}
                aria-disabled={enabled ? undefined : true}
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
