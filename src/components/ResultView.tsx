import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '../generated/types';
import { ShareButtons } from './ShareButtons';

interface ResultViewProps {
  heading: string;
  /** The large score, e.g. "27/35" or "73". */
  scoreText: string;
  caption: string;
  label: string;
  message?: string;
  /** Read out when the result appears. */
  announcement: string;
  comparison?: Comparison | null;
  share: { url: string; text: string; contentType: string; quiz?: string };
  actions: ReactNode;
  children?: ReactNode;
}

/** The results view shared by the home test, /results and every themed quiz. */
export function ResultView({ heading, scoreText, caption, label, message, announcement, comparison, share, actions, children }: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <section className="result card" aria-labelledby="result-heading">
      <h2 id="result-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="result-score" aria-hidden="true">
        {scoreText}
      </p>
      <p className="result-caption">{caption}</p>
      <p className="result-label">{label}</p>
      {message && <p className="result-message">{message}</p>}
      {comparison && comparison.takers > 0 && (
        <p className="result-comparison">
          {t('results.comparison', { percent: Math.round(comparison.percentBelow), people: number.format(comparison.takers) })}
          <br />
          {t('results.comparisonAverage', { average: number.format(comparison.averageScore) })}
        </p>
      )}
      <div className="result-share">
        <h3>{t('results.shareTitle')}</h3>
        <ShareButtons {...share} />
      </div>
      <div className="result-actions">{actions}</div>
      {children}
    </section>
  );
}
