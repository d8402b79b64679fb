// The geometry of the "where you stand" bar chart: scores grouped into bands of a round width,
// one bar per band scaled to the fullest band, and the visitor's band marked. Pure, so the
// numbers can be tested without a browser; the component only draws them.

export interface ScoreBand {
  /** Lowest and highest score in the band (equal for one-score bands). */
  min: number;
  max: number;
  count: number;
  /** The band holding the visitor's own score. */
  own: boolean;
}

export interface ChartBar extends ScoreBand {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  bars: ChartBar[];
  /** Where the line marking the visitor's score runs: the middle of their band. */
  markerX: number;
}

/** Band widths that read well on an axis ("10-14"); the smallest that fits `maxBands` is used. */
const BAND_WIDTHS = [1, 2, 5, 10, 20, 25, 50] as const;
export const MAX_BANDS = 21;

/** `counts[s]` results scored s (s = 0 .. total); `score` is the visitor's. */
export function scoreBands(
  counts: readonly number[],
  score: number,
  maxBands = MAX_BANDS,
): ScoreBand[] {
  const total = counts.length - 1;
  const width =
    BAND_WIDTHS.find((candidate) => Math.ceil(counts.length / candidate) <= maxBands) ??
    Math.ceil(counts.length / maxBands);
  const bands: ScoreBand[] = [];
  for (let min = 0; min <= total; min += width) {
    const max = Math.min(min + width - 1, total);
    let count = 0;
    for (let s = min; s <= max; s++) count += counts[s] ?? 0;
    bands.push({ min, max, count, own: score >= min && score <= max });
  }
  return bands;
}

/** A bar with any results is at least this tall, so one taker among thousands still shows. */
const MIN_BAR_HEIGHT = 2;

export function chartGeometry(
  bands: readonly ScoreBand[],
  width: number,
  height: number,
): ChartGeometry {
  const slot = width / bands.length;
  const gap = Math.min(2, slot * 0.2);
  const fullest = Math.max(1, ...bands.map((band) => band.count));
  const bars = bands.map((band, index) => {
    const barHeight =
      band.count === 0 ? 0 : Math.max(MIN_BAR_HEIGHT, (band.count / fullest) * height);
    return {
      ...band,
      x: round(index * slot + gap / 2),
      y: round(height - barHeight),
      width: round(slot - gap),
      height: round(barHeight),
    };
  });
  const ownIndex = Math.max(
    0,
    bands.findIndex((band) => band.own),
  );
  return { width, height, bars, markerX: round((ownIndex + 0.5) * slot) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
