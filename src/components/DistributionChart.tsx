import { useTranslation } from 'react-i18next';
import { chartGeometry, scoreBands, type ScoreBand } from './distribution-chart';

const WIDTH = 320;
const HEIGHT = 96;

interface DistributionChartProps {
  /** counts[s] results scored s. */
  counts: readonly number[];
  score: number;
  /** The figure's caption: how many people took the test. */
  caption: string;
  format: (value: number) => string;
}

/**
 * Bars of how many people scored in each band, the visitor's band marked. The drawing is hidden
 * from assistive technology; its caption and a visually hidden table say the same in words.
 */
export function DistributionChart({ counts, score, caption, format }: DistributionChartProps) {
  const { t } = useTranslation();
  const bands = scoreBands(counts, score);
  const chart = chartGeometry(bands, WIDTH, HEIGHT);
  const range = (band: ScoreBand) =>
    band.min === band.max
      ? format(band.min)
      : t('results.scoreGuideRange', { min: format(band.min), max: format(band.max) });

  return (
    <figure className="standing-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {chart.bars.map((bar) => (
          <rect
            key={bar.min}
            className={bar.own ? 'chart-bar chart-bar-own' : 'chart-bar'}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={1}
          />
        ))}
        <line
          className="chart-marker"
          x1={chart.markerX}
          x2={chart.markerX}
          y1={0}
          y2={HEIGHT}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="chart-axis" aria-hidden="true">
        <span>{format(0)}</span>
        <span className="chart-legend">
          <span className="chart-swatch" />
          {t('standing.ownBand', { range: format(score) })}
        </span>
        <span>{format(counts.length - 1)}</span>
      </div>
      <figcaption>{caption}</figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{t('standing.scoreColumn')}</th>
            <th scope="col">{t('standing.peopleColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.min}>
              <th scope="row">
                {band.own ? t('standing.ownBand', { range: range(band) }) : range(band)}
              </th>
              <td>{format(band.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
