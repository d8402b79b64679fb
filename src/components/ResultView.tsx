import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributionSource } from '../browser/score-distribution';
import { cardLanguageFor } from '../../shared/domain/card-languages';
import { bandColor } from '../../shared/design/tokens';
import { tierForScore } from '../../shared/domain/scoring';
import { storyCardPath } from '../../shared/route-paths';
import { PreviousScore } from './PreviousScore';
import { QuestionFigures } from './QuestionFigures';
import { ScoreCardShare } from './ScoreCardShare';
import { ScoreStanding } from './ScoreStanding';
import { TryAnotherQuiz } from './TryAnotherQuiz';
import { bandStyle } from './accent-style';
// Loaded with the view, not after it: each part keeps its place from the first frame, so nothing
// below it (the actions, the next quizzes) moves when it arrives.
import { CompareWithFriend, type CompareWithFriendProps } from '../compare';

interface ResultViewProps {
  heading: string;
  caption: string;
  label: string;
  message?: string;
  /** Read out when the result appears. */
  announcement: string;
  /** The visitor's result: the chart marks its score, the score card shows it; `id`: its entry in this device's list, when opened from it. */
  result: { quiz: string; score: number; id?: number };
  /** Where the quiz's score distribution comes from. */
  standing: DistributionSource;
  /** The link (a score link to this result) and text every share option sends. */
  share: { url: string; text: string; contentType: string };
  /** The quiz, the visitor's answers and the friend's (from a compare link), for "Compare with a friend". */
  compare: Omit<CompareWithFriendProps, 'scoreLink' | 'part'>;
  actions: ReactNode;
  children?: ReactNode;
  /** The quiz's accent colour: the score card's corner badge. */
  accent?: string;
  /** Move focus to the heading when shown (false for a result shown again after a reload). */
  focusHeading?: boolean;
  /** Whether the per-question figures are fetched (the home test makes no server call). */
  figures?: boolean;
}

/** The results view shared by the home test, /results and every themed quiz. */
export function ResultView({
  heading,
  caption,
  label,
  message,
  announcement,
  result,
  standing,
  share,
  compare,
  actions,
  children,
  accent,
  focusHeading = true,
  figures = true,
}: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  // Focus moves to a result the visitor just finished (its first heading: a friend's comparison,
  // or the score); one shown again after a reload leaves it alone (`focusHeading`), or a touch
  // screen would show a ring nobody asked for.
  useEffect(() => {
    if (focusHeading) sectionRef.current?.querySelector<HTMLElement>('h2[tabindex]')?.focus();
    // Only when the view appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const card = storyCardPath(cardLanguageFor(i18n.language), result.quiz, result.score);
  const { tiers } = compare.quiz;
  const band = bandColor(tiers.indexOf(tierForScore(tiers, result.score)));
  return (
    <section ref={sectionRef} className="result" aria-labelledby="result-heading">
      {/* A friend's comparison comes first: it is why the friend took the quiz. */}
      <CompareWithFriend {...compare} scoreLink={share.url} part="friend" />
      {/* The moment, drawn like the score card people post: the band's colour, one big number,
          the label and the tier's line, where you stand. */}
      <div className="result-hero" style={bandStyle(band, accent)}>
        {compare.quiz.icon && (
          <span className="result-icon" aria-hidden="true">
            {compare.quiz.icon}
          </span>
        )}
        <h2 id="result-heading" tabIndex={-1}>
          {heading}
        </h2>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <p className="result-score" aria-hidden="true">
          {result.score}
          {/* The most there is, drawn small ("27/35", "75/100"), as the story image has it. */}
          <span className="result-out-of">/{compare.quiz.questions.length}</span>
        </p>
        <p className="result-caption">{caption}</p>
        <p className="result-label">{label}</p>
        {message && <p className="result-message">{message}</p>}
        <ScoreStanding score={result.score} source={standing} />
        <PreviousScore quiz={result.quiz} score={result.score} id={result.id} />
        <p className="result-site">{window.location.host}</p>
      </div>
      <div className="result-share">
        <h3>{t('results.shareTitle')}</h3>
        <ScoreCardShare
          {...share}
          quiz={result.quiz}
          card={card}
          fileName={`${result.quiz}-${result.score}.png`}
        />
      </div>
      <CompareWithFriend {...compare} scoreLink={share.url} part="maker" />
      <div className="result-actions">{actions}</div>
      <TryAnotherQuiz quiz={result.quiz} />
      {children}
      {figures && (
        <QuestionFigures
          quiz={result.quiz}
          questions={compare.quiz.questions}
          answers={compare.answers}
        />
      )}
    </section>
  );
}
