import { useTranslation } from 'react-i18next';
import type { FriendLink } from '../compare/friend-link';

const NOTICES = { damaged: 'compare.damaged', 'other-quiz': 'compare.otherQuiz', changed: 'compare.changed' } as const;

/**
 * The line above a quiz opened from a friend's score link. Every quiz page has its place, hidden
 * and taking no room on the plain page; the server fills it for a score link
 * (server/http/score-link-pages.ts) and the browser renders the same from the URL, so it is there
 * from the first paint and never moves the quiz down. A friend's compare link (read after
 * hydration) replaces it with the friend's invitation, or says why the link cannot be compared.
 */
export function ScoreInvitation({ score, total, friend = null }: { score: number | null; total: number; friend?: FriendLink | null }) {
  const { t } = useTranslation();
  if (friend && friend.status !== 'none') {
    // The compare strings are loaded with the link's code (src/compare/friend-link.ts).
    const text = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    const line =
      friend.status === 'ok'
        ? text(friend.name ? 'compare.invitationNamed' : 'compare.invitation', { name: friend.name, score: friend.score, total })
        : text(NOTICES[friend.status]);
    return <p className="score-invite">{line}</p>;
  }
  if (score === null) return <p className="score-invite" hidden />;
  return <p className="score-invite">{t('share.invitation', { score, total })}</p>;
}
