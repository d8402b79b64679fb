import { useTranslation } from 'react-i18next';
import type { QuizTier } from '../../shared/content/types';
import { bandColor } from '../../shared/design/tokens';
import { tierForScore } from '../../shared/domain/scoring';
import { bandStyle } from './accent-style';

/** Score ranges derived from the tier table: each band runs from its min to just below the band above. */
export function scoreBands(tiers: readonly QuizTier[], maxScore: number) {
  return tiers.map((tier, index) => ({
    ...tier,
    max: index === 0 ? maxScore : tiers[index - 1].min - 1,
  }));
}

/** Every band of the quiz in its colour, the visitor's own marked. */
export function ScoreGuide({
  tiers,
  maxScore,
  score,
}: {
  tiers: readonly QuizTier[];
  maxScore: number;
  score: number;
}) {
  const { t } = useTranslation();
  const yourTier = tierForScore(tiers, score);
  return (
    <section className="score-guide" aria-labelledby="score-guide-heading">
      <h3 id="score-guide-heading">{t('results.scoreGuideTitle')}</h3>
      <dl>
        {scoreBands(tiers, maxScore).map((band, index) => {
          const yours = band.min === yourTier.min;
          return (
            <div
              key={band.min}
              className="score-band"
              style={bandStyle(bandColor(index), undefined)}
              aria-current={yours ? 'true' : undefined}
            >
              <dt>
                {t('results.scoreGuideRange', { min: band.min, max: band.max })}
                {yours && <span className="score-band-yours">{t('results.scoreGuideYours')}</span>}
              </dt>
              <dd>
                <strong>{band.label}</strong>
                {band.message && <span> {band.message}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
