import { useTranslation } from 'react-i18next';
import type { FriendLink } from '../compare';

/**
 * The line above a quiz opened from a friend's score link. Every quiz page has its place, hidden
 * and taking no room on the plain page; the server fills it for a score link
 * (server/http/score-link-pages.ts) and the browser renders the same from the URL, so it is there
 * from the first paint and never moves the quiz down. A friend's compare link (read after
 * hydration) replaces it with the friend's invitation, or says why the link cannot be compared.
 */
export function ScoreInvitation({
  score,
  total,
  friend = null,
}: {
  score: number | null;
  total: number;
  friend?: FriendLink | null;
}) {
  const { t } = useTranslation();
  if (friend) return <p className="score-invite">{friend.invitation}</p>;
  if (score === null) return <p className="score-invite" hidden />;
  return <p className="score-invite">{t('quiz.invitation', { score, total })}</p>;
}
