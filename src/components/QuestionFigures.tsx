import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionFigures } from '../browser/question-figures';
import {
  answeredFigures,
  answerHighlights,
  type AnsweredFigure,
} from '../../shared/domain/question-figures';
import type { Answer } from '../../shared/generated/types';

/** Up to this share of Yes answers, a rare answer is "Only N %"; above it the plain figure. */
const ONLY_UP_TO_PERCENT = 25;

interface QuestionFiguresProps {
  quiz: string;
  /** The questions as the visitor saw them, and their answers in the same order. */
  questions: readonly { id: string; text: string }[];
  answers: readonly Answer[];
}

/**
 * "Your answers beside everyone's": the visitor's rarest Yes answers, the common experiences they
 * have not had, and every answer with the share of takers who said Yes in a table behind a
 * disclosure. Room is kept while the figures load; nothing is shown when they cannot be had or
 * the quiz has too few results yet.
 */
export function QuestionFigures({ quiz, questions, answers }: QuestionFiguresProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const state = useQuestionFigures(quiz);
  const { t: text } = useTranslation('translation', { keyPrefix: 'figures' });
  if (state.status === 'absent') return null;
  if (state.status === 'loading') return <section className="figures" aria-busy="true" />;

  const { figures } = state;
  // Below the threshold there is nothing to show: a count of missing results beside the home
  // page's "2.5M+" reads as broken, so the section waits until it has figures.
  if (figures.moreNeeded > 0) return null;

  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const share = (item: AnsweredFigure) =>
    item.yesPercent === null ? '' : percent.format(item.yesPercent / 100);
  const answered = answeredFigures(questions, answers, figures);
  const { rarestYes, commonNo } = answerHighlights(answered);
  const answerText = (answer: Answer) =>
    answer === 'yes' ? t('quiz.yes') : answer === 'no' ? t('quiz.no') : text('unanswered');

  return (
    <section className="figures" aria-labelledby="figures-heading">
      <h3 id="figures-heading">{text('title')}</h3>
      <FigureHighlight
        id="figures-rarest"
        title={text('rarestTitle')}
        items={rarestYes}
        // "Only" fits a small share, not nearly half.
        shareText={(item) =>
          text((item.yesPercent ?? 0) <= ONLY_UP_TO_PERCENT ? 'alsoYes' : 'alsoYesMany', {
            percent: share(item),
          })
        }
      />
      <FigureHighlight
        id="figures-common"
        title={text('commonTitle')}
        items={commonNo}
        shareText={(item) => text('saidYes', { percent: share(item) })}
      />
      <details className="figures-all" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{open ? text('hideAll') : text('showAll')}</summary>
        <table>
          <caption className="visually-hidden">{text('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('questionColumn')}</th>
              <th scope="col">{text('answerColumn')}</th>
              <th scope="col">{text('shareColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {answered.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.text}</th>
                <td>{answerText(item.answer)}</td>
                <td>{item.yesPercent === null ? text('noShare') : share(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** One highlight list (your rarest Yes answers, or the common experiences you have not had); nothing when it is empty. */
function FigureHighlight({
  id,
  title,
  items,
  shareText,
}: {
  id: string;
  title: string;
  items: AnsweredFigure[];
  shareText: (item: AnsweredFigure) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="figures-highlight">
      <h4 id={id}>{title}</h4>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item.id}>
            <span className="figures-question">{item.text}</span> <strong>{shareText(item)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
