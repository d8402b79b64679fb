import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributionSource } from '../browser/score-distribution';
import { cardLanguageFor } from '../domain/card-languages';
import { scoreCardPath } from '../route-paths';
import type { Answer } from '../generated/types';
import { PreviousScore } from './PreviousScore';
import { QuestionFigures } from './QuestionFigures';
import { ScoreCardShare } from './ScoreCardShare';
import { ScoreStanding } from './ScoreStanding';
import { LazyShareButtons } from './LazyShareButtons';

interface ResultViewProps {
  heading: string;
  /** The large score, e.g. "27/35" or "73". */
  scoreText: string;
  caption: string;
  label: string;
  message?: string;
  /** Read out when the result appears. */
  announcement: string;
  /** The visitor's result: the chart marks its score, the score card shows it. */
  result: { quiz: string; score: number };
  /** Where the quiz's score distribution comes from. */
  standing: DistributionSource;
  /** The link (a score link to this result) and text every share option sends. */
  share: { url: string; text: string; contentType: string };
  actions: ReactNode;
  /** The questions as the visitor saw them and their answers, shown beside everyone's. */
  answered: { questions: readonly { id: string; text: string }[]; answers: readonly Answer[] };
  children?: ReactNode;
}

/** The results view shared by the home test, /results and every themed quiz. */
export function ResultView({ heading, scoreText, caption, label, message, announcement, result, standing, share, actions, answered, children }: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="result card" aria-labelledby="result-heading">
      <h2 id="result-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="result-score" aria-hidden="true">
        {scoreText}
      </p>
      <p className="result-caption">{caption}</p>
      <p className="result-label">{label}</p>
      {message && <p className="result-message">{message}</p>}
      <PreviousScore quiz={result.quiz} score={result.score} />
      <ScoreStanding score={result.score} source={standing} />
      <div className="result-share">
        <h3>{t('results.shareTitle')}</h3>
        <LazyShareButtons {...share} quiz={result.quiz} />
        <ScoreCardShare
          {...share}
          quiz={result.quiz}
          card={scoreCardPath(cardLanguageFor(i18n.language), result.quiz, result.score)}
          fileName={`${result.quiz}-${result.score}.png`}
        />
      </div>
      <div className="result-actions">{actions}</div>
      {children}
      <QuestionFigures quiz={result.quiz} {...answered} />
    </section>
  );
}
