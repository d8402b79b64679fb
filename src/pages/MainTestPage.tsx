import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { QuestionDots } from '../components/QuestionDots';
import { QuizHeader, QuizIntro, QuizScreen } from '../components/QuizScreen';
import { ScoreInvitation } from '../components/ScoreInvitation';
import { EarlierResultsOnDevice } from '../components/EarlierResultsOnDevice';
import type { Quiz } from '../../shared/content/types';
import { saveSessionOutcome } from '../browser/result-storage';
import { usePageMeta } from '../browser/use-page-meta';
import { useQuiz } from '../browser/use-quiz';
import { useFriendLink } from '../browser/use-friend-link';
import type { PageProps } from '../page-props';

/** /test: the main test with dot navigation; the result is saved to the server and shown on /results. */
export default function MainTestPage({
  data: { quiz },
  meta,
  sharedScore,
}: PageProps<{ quiz: Quiz }>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch, submit } = useQuiz(quiz);
  const friend = useFriendLink(quiz, sharedScore);
  usePageMeta(meta);

  const finish = async () => {
    // A friend's compare link travels with the outcome to /results. The outcome is kept once: in
    // the session, which /results reads (also after a reload); in the router's state only where
    // session storage cannot be written.
    const outcome = { ...(await submit()), friend: friend?.friend ?? null };
    const kept = saveSessionOutcome(outcome);
    navigate('/results', kept ? undefined : { state: { outcome } });
  };

  return (
    <div className="container page-narrow">
      <ScoreInvitation score={sharedScore} total={quiz.questions.length} friend={friend} />
      <QuizHeader quiz={quiz} />
      <QuizScreen
        quiz={quiz}
        state={state}
        dispatch={dispatch}
        onFinish={() => void finish()}
        dots={<QuestionDots state={state} onJump={(index) => dispatch({ type: 'jump', index })} />}
        backToHome={<Link to="/">{t('quiz.backToHome')}</Link>}
      />
      <QuizIntro quiz={quiz} />
      <EarlierResultsOnDevice quiz={quiz} />
    </div>
  );
}
