import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QuizHeader, QuizIntro, QuizScreen } from '../components/QuizScreen';
import { LazyResultView } from '../components/LazyResultView';
import { ScoreInvitation } from '../components/ScoreInvitation';
import { EarlierResultsOnDevice } from '../components/EarlierResultsOnDevice';
import type { Quiz } from '../../shared/content/types';
import { fillTemplate, tierForScore } from '../../shared/domain/scoring';
import { localOutcome } from '../../shared/domain/result-types';
import { notifySaveFailed } from '../browser/notify-save-failed';
import { usePageMeta } from '../browser/use-page-meta';
import { useQuiz } from '../browser/use-quiz';
import { useKeptResult } from '../browser/use-kept-result';
import { useFriendLink } from '../browser/use-friend-link';
import { useSiteLanguage } from '../browser/use-site-language';
import type { PageProps } from '../page-props';
import { visitorUrl, scoreLinkPath, themedPath } from '../../shared/route-paths';

export default function ThemedQuizPage({
  data: { quiz },
  meta,
  sharedScore,
}: PageProps<{ quiz: Quiz }>) {
  const { t, i18n } = useTranslation();
  const language = useSiteLanguage();
  const { state, dispatch, submit } = useQuiz(quiz);
  useKeptResult(quiz.slug, state, dispatch);
  const friend = useFriendLink(quiz, sharedScore);
  // An answer back carries the visitor's own answers: their result, with the comparison on top.
  const yours = friend?.yours;
  useEffect(() => {
    if (yours)
      dispatch({
        type: 'resume-result',
        result: localOutcome(quiz.scoring, yours),
        answers: yours,
      });
  }, [yours, quiz.scoring, dispatch]);
  const outcome = state.result;
  const values = outcome ? { score: outcome.score, total: outcome.total } : null;
  const tier = outcome ? tierForScore(quiz.tiers, outcome.score) : null;
  const label = tier?.label ?? '';

  // usePageMeta compares the fields, so a new object each render is fine.
  usePageMeta(
    values ? { ...meta, description: fillTemplate(quiz.resultDescription, values) } : meta,
  );

  // A result finished here takes focus; one kept from before a reload does not.
  const [finishedHere, setFinishedHere] = useState(false);
  const finish = async () => {
    setFinishedHere(true);
    const result = await submit();
    if (result.saveError) notifySaveFailed(i18n, result.saveError);
  };

  return (
    <div className="container page-narrow">
      <ScoreInvitation
        score={outcome ? null : sharedScore}
        total={quiz.questions.length}
        friend={outcome && !yours ? null : friend}
      />
      <QuizHeader quiz={quiz} />
      {outcome && values ? (
        <LazyResultView
          heading={t('results.themedHeading', { theme: quiz.theme })}
          caption={quiz.caption}
          accent={quiz.accent}
          focusHeading={finishedHere}
          label={label}
          message={tier?.message}
          announcement={t('results.announce', { ...values, label })}
          result={{ quiz: quiz.slug, score: values.score }}
          standing={{ from: 'save', distribution: outcome.saved?.distribution ?? null }}
          share={{
            url: visitorUrl(scoreLinkPath(language, themedPath(quiz.slug), values.score)),
            text: fillTemplate(quiz.shareText, values),
            contentType: 'quiz_result',
          }}
          compare={{ quiz, answers: outcome.answers, friend: friend?.friend ?? null }}
          actions={
            <>
              <button
                type="button"
                className="button button-primary"
                onClick={() => dispatch({ type: 'reset' })}
              >
                {t('results.retake')}
              </button>
              <Link to="/" className="button button-secondary">
                {t('results.backToHome')}
              </Link>
            </>
          }
        />
      ) : (
        <QuizScreen
          quiz={quiz}
          state={state}
          dispatch={dispatch}
          onFinish={() => void finish()}
          backToHome={<Link to="/">{t('quiz.backToHome')}</Link>}
        />
      )}
      <QuizIntro quiz={quiz} />
      <EarlierResultsOnDevice
        key={outcome ? 'finished' : 'answering'}
        quiz={quiz}
        shownScore={outcome?.score}
      />
    </div>
  );
}
