import { useTranslation } from 'react-i18next';

/**
 * The line above a quiz opened from a friend's score link. Every quiz page has its place, hidden
 * and taking no room on the plain page; the server fills it for a score link
 * (server/http/score-link-pages.ts) and the browser renders the same from the URL, so it is there
 * from the first paint and never moves the quiz down.
 */
export function ScoreInvitation({ score, total }: { score: number | null; total: number }) {
  const { t } = useTranslation();
  if (score === null) return <p className="score-invite" hidden />;
  return <p className="score-invite">{t('share.invitation', { score, total })}</p>;
}
