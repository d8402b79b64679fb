import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../shared/domain/quiz-machine';

export const DOTS_PER_BLOCK = 10;

/** Numbered buttons for the current block of ten questions: current, answered (green) or not (grey). */
export function QuestionDots({ state, onJump }: { state: QuizState<unknown>; onJump: (index: number) => void }) {
  const { t } = useTranslation();
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
          return (
            <li key={index}>
              <button
                type="button"
                className={`dot dot-${status}`}
                aria-label={label}
                aria-current={isCurrent ? 'step' : undefined}
                disabled={state.status !== 'answering'}
                onClick={() => onJump(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
