import { useTranslation } from 'react-i18next';
import type { FriendLink } from '../compare';

/**
 * The line above a quiz opened from a friend's score link. Every quiz page has its place, hidden
 * and taking no room on the plain page; the server fills it for a score link
 * (server/http/score-link-pages.ts) and the browser renders the same from the URL, so it is there
 * from the first paint and never moves the quiz down. A friend's compare link (read after
 * hydration) keeps that line, or says why the link cannot be compared.
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
  // A compare link is a score link with the friend's answers after the `#`, which only the browser
  // reads. The page's loader has already put a named friend's line (or an answer back's) in place
  // of the server's before the first paint (shared/lib/app-loader.ts), so the line hydrates as it
  // is (suppressHydrationWarning) and shows the same words once the link is read; a link without a
  // name keeps the server's line word for word. A link that cannot be compared says why.
  const serverLine = score !== null;
  // An answer back: its own line ("Alex sent their answers back"), not the score link's "How about
  // you?", since the comparison it carries appears under it at the same moment.
  if (friend?.reply)
    return (
      <>
        <p className="score-invite" suppressHydrationWarning>
          {friend.invitation}
        </p>
        {friend.reply}
      </>
    );
  if (friend && (!serverLine || !friend.friend || friend.friend.name))
    return (
      <p className="score-invite" suppressHydrationWarning>
        {friend.invitation}
      </p>
    );
  if (!serverLine) return <p className="score-invite" hidden />;
  return (
    <p className="score-invite" suppressHydrationWarning>
      {t('quiz.invitation', { score, total })}
    </p>
  );
}
