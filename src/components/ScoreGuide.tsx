import { useTranslation } from 'react-i18next';
import type { QuizTier } from '../../shared/content/types';

/** Score ranges derived from the tier table: each band runs from its min to just below the band above. */
export function scoreBands(tiers: readonly QuizTier[], maxScore: number) {
  return tiers.map((tier, index) => ({
    ...tier,
    max: index === 0 ? maxScore : tiers[index - 1].min - 1,
  }));
}

export function ScoreGuide({ tiers, maxScore }: { tiers: readonly QuizTier[]; maxScore: number }) {
  const { t } = useTranslation();
  return (
    <section className="score-guide" aria-labelledby="score-guide-heading">
      <h3 id="score-guide-heading">{t('results.scoreGuideTitle')}</h3>
      <dl>
        {scoreBands(tiers, maxScore).map((band) => (
          <div key={band.min} className="score-band">
            <dt>{t('results.scoreGuideRange', { min: band.min, max: band.max })}</dt>
            <dd>
              <strong>{band.label}</strong>
              {band.message && <span> {band.message}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
