import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { QuizScreen } from '../components/QuizScreen';
import { track } from '../lib/analytics';
import { saveSessionOutcome } from '../lib/result-storage';
import { submitResult } from '../lib/submit-result';
import { usePageMeta } from '../lib/use-page-meta';
import { useQuiz } from '../lib/use-quiz';
import type { PageProps } from '../route-loading';

/** /test: the main test with dot navigation; the result is saved to the server and shown on /results. */
export default function MainTestPage({ data: { quiz }, meta }: PageProps<'main-test'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useQuiz(quiz);
  usePageMeta(meta);

  const finish = async () => {
    dispatch({ type: 'submit' });
    const outcome = await submitResult({ quiz: quiz.slug, scoring: quiz.scoring, answers: state.answers, language: 'en' });
    track({ event: 'test_completed', quiz: quiz.slug, score: outcome.score });
    saveSessionOutcome(outcome);
    dispatch({ type: 'finished', result: outcome });
    // /results reads the outcome from the session, so it still shows after a reload.
    navigate('/results', { state: { outcome } });
  };

  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>{quiz.title}</h1>
        <p className="lead">{quiz.intro}</p>
      </header>
      <QuizScreen
        quiz={quiz}
        state={state}
        dispatch={dispatch}
        onFinish={() => void finish()}
        showDots
        backToHome={<Link to="/">{t('quiz.backToHome')}</Link>}
      />
    </div>
  );
}
