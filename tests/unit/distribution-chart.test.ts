// The "where you stand" chart: score bands and bar geometry.
import { describe, expect, it } from 'vitest';
import { chartGeometry, scoreBands } from '../../src/components/distribution-chart';

const countsOf = (total: number, scores: Record<number, number> = {}) =>
  Array.from({ length: total + 1 }, (_, s) => scores[s] ?? 0);

describe('scoreBands', () => {
  it('groups scores in bands of a round width that fit 21 bars', () => {
    const widths = (total: number) => {
      const bands = scoreBands(countsOf(total), 0);
      return {
        bands: bands.length,
        width: bands[0]!.max - bands[0]!.min + 1,
        last: [bands.at(-1)!.min, bands.at(-1)!.max],
      };
    };
    expect(widths(100)).toEqual({ bands: 21, width: 5, last: [100, 100] });
    expect(widths(35)).toEqual({ bands: 18, width: 2, last: [34, 35] });
    expect(widths(40)).toEqual({ bands: 21, width: 2, last: [40, 40] });
    expect(widths(45)).toEqual({ bands: 10, width: 5, last: [45, 45] });
    expect(widths(50)).toEqual({ bands: 11, width: 5, last: [50, 50] });
    expect(widths(10)).toEqual({ bands: 11, width: 1, last: [10, 10] });
  });

  it('adds up the results of each band and marks the one holding the score', () => {
    const bands = scoreBands(countsOf(35, { 0: 1, 1: 2, 19: 4, 20: 3, 35: 1 }), 19);
    expect(bands[0]).toEqual({ min: 0, max: 1, count: 3, own: false });
    expect(bands[9]).toEqual({ min: 18, max: 19, count: 4, own: true });
    expect(bands[10]).toEqual({ min: 20, max: 21, count: 3, own: false });
    expect(bands.filter((band) => band.own)).toHaveLength(1);
    expect(bands.reduce((sum, band) => sum + band.count, 0)).toBe(11);
  });
});

describe('chartGeometry', () => {
  it('scales bars to the fullest band, stands them on the baseline and marks the own band', () => {
    const bands = [
      { min: 0, max: 4, count: 10, own: false },
      { min: 5, max: 9, count: 5, own: true },
      { min: 10, max: 10, count: 0, own: false },
    ];
    const chart = chartGeometry(bands, 300, 100);
    expect(chart.bars.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([
      { x: 1, y: 0, width: 98, height: 100 },
      { x: 101, y: 50, width: 98, height: 50 },
      { x: 201, y: 100, width: 98, height: 0 },
    ]);
    expect(chart.markerX).toBe(150);
  });

  it('keeps a band with few results visible next to a full one, and draws nothing for no results', () => {
    const chart = chartGeometry(
      [
        { min: 0, max: 0, count: 1, own: false },
        { min: 1, max: 1, count: 100000, own: true },
      ],
      100,
      80,
    );
    expect(chart.bars[0]!.height).toBe(2);
    expect(chart.bars[0]!.y).toBe(78);
    const empty = chartGeometry([{ min: 0, max: 0, count: 0, own: true }], 100, 80);
    expect(empty.bars[0]!.height).toBe(0);
  });

  it('fits every bar inside the chart for every quiz length', () => {
    for (const total of [35, 40, 45, 50, 100]) {
      const counts = Array.from({ length: total + 1 }, (_, s) => (s * 7) % 13);
      const chart = chartGeometry(scoreBands(counts, total), 320, 96);
      for (const bar of chart.bars) {
        expect(bar.x).toBeGreaterThanOrEqual(0);
        expect(bar.x + bar.width).toBeLessThanOrEqual(320);
        expect(bar.y + bar.height).toBeCloseTo(96, 1);
      }
      expect(chart.markerX).toBeGreaterThan(chart.bars.at(-1)!.x);
    }
  });
});
