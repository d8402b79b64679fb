import { useState } from 'react';
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
  // of the server's before the first paint (shared/lib/app-loader.ts): the first render takes the
  // line as the loader left it, so hydration keeps those words, and the friend's line read later
  // says the same; a link without a name keeps the server's line word for word. A link that
  // cannot be compared says why.
  const [loaderLine] = useState(readLoaderLine);
  const serverLine = score !== null;
  // An answer back has its own line ("Alex sent their answers back"), not the score link's "How
  // about you?": the visitor has answered.
  if (friend && (!serverLine || !friend.friend || friend.friend.name || friend.yours))
    return <p className="score-invite">{friend.invitation}</p>;
  if (!serverLine) return <p className="score-invite" hidden />;
  return (
    // The server's data-* attributes, which the page does not render, stay as they are.
    <p className="score-invite" suppressHydrationWarning>
      {loaderLine ?? t('quiz.invitation', { score, total })}
    </p>
  );
}

/** The served line's text on the page being hydrated (none in the prerender or once the app runs). */
function readLoaderLine(): string | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true')
    return null;
  return document.querySelector('.score-invite[data-compare]')?.textContent ?? null;
}
