import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QuizScreen } from '../components/QuizScreen';
import { ResultView } from '../components/ResultView';
import { track } from '../lib/analytics';
import { absoluteUrl } from '../lib/page-meta';
import { fillTemplate, tierForScore } from '../lib/scoring';
import { submitResult } from '../lib/submit-result';
import { toast } from '../lib/toast-store';
import { usePageMeta } from '../lib/use-page-meta';
import { useQuiz } from '../lib/use-quiz';
import type { PageProps } from '../route-loading';

export default function ThemedQuizPage({ data: { quiz }, meta }: PageProps<'themed'>) {
  const { t } = useTranslation();
  const [state, dispatch] = useQuiz(quiz);
  const outcome = state.result;
  const values = outcome ? { score: outcome.score, total: outcome.total } : null;

  const pageMeta = useMemo(() => (values ? { ...meta, description: fillTemplate(quiz.resultDescription, values) } : meta), [meta, quiz, values?.score]);
  usePageMeta(pageMeta);

  const finish = async () => {
    dispatch({ type: 'submit' });
    const result = await submitResult({ quiz: quiz.slug, scoring: quiz.scoring, answers: state.answers, language: 'en' });
    track({ event: 'test_completed', quiz: quiz.slug, score: result.score });
    if (result.saveError) toast({ title: t('quiz.saveFailedTitle'), description: t('quiz.saveFailedText', { reason: result.saveError }), variant: 'error' });
    dispatch({ type: 'finished', result });
  };

  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>{quiz.title}</h1>
        <p className="lead">{quiz.intro}</p>
      </header>
      {outcome && values ? (
        <ResultView
          heading={t('results.themedHeading', { theme: quiz.theme })}
          scoreText={t('results.scoreOutOf', values)}
          caption={quiz.caption}
          label={tierForScore(quiz.tiers, outcome.score).label}
          announcement={t('results.announce', { ...values, label: tierForScore(quiz.tiers, outcome.score).label })}
          comparison={outcome.saved?.comparison}
          share={{ url: absoluteUrl(meta.path ?? '/'), text: fillTemplate(quiz.shareText, values), contentType: 'quiz_result', quiz: quiz.slug }}
          actions={
            <>
              <button type="button" className="button button-primary" onClick={() => dispatch({ type: 'reset' })}>
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
    </div>
  );
}
