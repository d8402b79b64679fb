import { useTranslation } from 'react-i18next';
import { useScoreDistribution, type DistributionSource } from '../browser/score-distribution';
import { compareScore } from '../../shared/domain/comparison';
import { DistributionChart } from './DistributionChart';

/**
 * "Where you stand": how the quiz's stored results spread over the scores, with the visitor's
 * marked, the number of takers, the average and the share scoring lower. Nothing is shown when
 * the figures cannot be had (a failed save or request); room is kept while they load.
 */
export function ScoreStanding({ score, source }: { score: number; source: DistributionSource }) {
  const { t, i18n } = useTranslation();
  const state = useScoreDistribution(source);
  if (state.status === 'absent') return null;
  if (state.status === 'loading')
    return <div className="standing standing-loading" aria-busy="true" />;

  const { distribution, includesVisitor } = state;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const format = (value: number) => number.format(value);
  const { takers, averageScore, percentBelow } = compareScore(
    distribution.counts.map((count, bucket) => ({ score: bucket, count })),
    score,
  );
  const others = takers - (includesVisitor ? 1 : 0);

  return (
    <section className="standing" aria-labelledby="standing-heading">
      <h3 id="standing-heading">{t('standing.title')}</h3>
      {others === 0 ? (
        <p className="standing-figures">
          {t(includesVisitor ? 'standing.first' : 'standing.none')}
        </p>
      ) : (
        <>
          <DistributionChart
            counts={distribution.counts}
            score={score}
            caption={t('standing.takers', { count: takers, people: format(takers) })}
            format={format}
          />
          <p className="standing-figures">
            {t('standing.average', { average: format(averageScore) })}{' '}
            {t('standing.below', { percent: percent.format(percentBelow / 100) })}
          </p>
        </>
      )}
    </section>
  );
}
