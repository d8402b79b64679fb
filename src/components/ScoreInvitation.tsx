import { useTranslation } from 'react-i18next';

/**
 * The line above a quiz opened from a friend's score link. It is part of the page's first render
 * (the prerender and the server's score-link pages have it too), so it never moves the quiz down.
 */
export function ScoreInvitation({ score, total }: { score: number; total: number }) {
  const { t } = useTranslation();
  return <p className="score-invite">{t('share.invitation', { score, total })}</p>;
}
