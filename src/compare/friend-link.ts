// Reads a friend's compare link on a quiz page. Loaded only when the page's fragment looks like one.
import type { i18n as I18n } from 'i18next';
import {
  compareQuizOf,
  decodeCompareFragment,
  type FriendAnswers,
} from '../../shared/domain/compare-link';
import { scoreFromAnswers } from '../../shared/domain/scoring';
import type { Answer, Quiz } from '../../shared/generated/types';

/**
 * A compare link as the quiz page shows it: the line in the invitation's place (the friend's
 * invitation, or why the link cannot be compared) and the friend's answers when it can be. An
 * answer back also carries the visitor's own answers (`yours`): the page shows them as the
 * visitor's result, with the comparison on top.
 */
export interface FriendLink {
  invitation: string;
  friend: FriendAnswers | null;
  yours?: Answer[];
}

const NOTICES = { invalid: 'damaged', 'other-quiz': 'otherQuiz', changed: 'changed' } as const;

/**
 * The link's line and answers for this quiz; null when the fragment is not a compare link. The
 * line gives `linkScore`, the score link's, where there is one, else the friend's answers' score.
 */
export async function readFriendLink(
  fragment: string,
  quiz: Quiz,
  i18n: I18n,
  linkScore: number | null,
): Promise<FriendLink | null> {
  const decoded = decodeCompareFragment(fragment, compareQuizOf(quiz));
  if (decoded.status === 'none') return null;
  await i18n.loadNamespaces('compare');
  const t = i18n.getFixedT(null, 'compare');
  if (decoded.status !== 'ok') return { invitation: t(NOTICES[decoded.status]), friend: null };
  const { answers, name, yours } = decoded;
  if (yours)
    return {
      invitation: t(name ? 'replyInvitationNamed' : 'replyInvitation', { name }),
      friend: { answers, name, answeredBack: true },
      yours,
    };
  const score = linkScore ?? scoreFromAnswers(quiz.scoring, answers);
  const values = { name, score, total: answers.length };
  return {
    invitation: t(name ? 'invitationNamed' : 'invitation', values),
    friend: { answers, name },
  };
}
