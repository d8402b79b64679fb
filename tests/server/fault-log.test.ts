// Store faults are logged once, then as one line per window with a count while they repeat.
import { describe, expect, it } from 'vitest';
import { FaultLog } from '../../server/store/fault-log.js';

const WINDOW_MS = 200;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('FaultLog', () => {
  it('writes the first occurrence at once and the repeats as a count when the window closes', async () => {
    const lines: string[] = [];
    const log = new FaultLog((line) => lines.push(line), WINDOW_MS);
    for (let i = 0; i < 37; i += 1) log.report('Store unavailable: locked');
    log.report('Store unavailable: disk full');
    expect(lines).toEqual(['Store unavailable: locked', 'Store unavailable: disk full']);

    await wait(WINDOW_MS * 1.5);
    expect(lines).toEqual([
      'Store unavailable: locked',
      'Store unavailable: disk full',
      'Store unavailable: locked (x36 more in the last 1 s)',
    ]);

    // Still repeating: counted in the next window. Once quiet, the next occurrence is logged at once.
    log.report('Store unavailable: locked');
    await wait(WINDOW_MS * 2.5);
    expect(lines.slice(3)).toEqual(['Store unavailable: locked (x1 more in the last 1 s)']);
    log.report('Store unavailable: locked');
    expect(lines.slice(4)).toEqual(['Store unavailable: locked']);
  });

  it('writes pending counts on flush and notes without folding them', () => {
    const lines: string[] = [];
    const log = new FaultLog((line) => lines.push(line), 60_000);
    log.report('Store unavailable: timeout');
    log.report('Store unavailable: timeout');
    log.flush();
    log.note('Store available again');
    log.note('Store available again');
    expect(lines).toEqual([
      'Store unavailable: timeout',
      'Store unavailable: timeout (x1 more in the last 1 s)',
      'Store available again',
      'Store available again',
    ]);
  });
});
