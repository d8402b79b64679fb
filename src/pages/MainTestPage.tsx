import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { QuestionDots } from '../components/QuestionDots';
import { QuizHeader, QuizIntro, QuizScreen } from '../components/QuizScreen';
import { ScoreInvitation } from '../components/ScoreInvitation';
import { EarlierResultsOnDevice } from '../components/EarlierResultsOnDevice';
import type { Quiz } from '../../shared/content/types';
import { saveSessionOutcome } from '../browser/result-storage';
import { localOutcome, type QuizOutcome } from '../../shared/domain/result-types';
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

  // The outcome is kept once: in the session, which /results reads (also after a reload); in the
  // router's state only where session storage cannot be written.
  const showResult = (outcome: QuizOutcome, replace = false) => {
    const kept = saveSessionOutcome(outcome);
    navigate('/results', { replace, state: kept ? undefined : { outcome } });
  };
  // A friend's compare link travels with the outcome to /results.
  const finish = async () => showResult({ ...(await submit()), friend: friend?.friend ?? null });
  // An answer back carries the visitor's own answers: their result, with the comparison on top.
  useEffect(() => {
    if (friend?.yours)
      showResult({ ...localOutcome(quiz.scoring, friend.yours), friend: friend.friend }, true);
    // Once, when the link has been read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [friend]);

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
