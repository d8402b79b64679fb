import { describe, expect, it } from 'vitest';
import { reportMarkdown } from '../../scripts/bench/report-file.js';

const input = {
  generatedAt: new Date('2026-11-24T21:00:00Z'),
  commit: 'b3ec3a7',
  mode: 'full' as const,
  machine: { cpus: 2, node: 'v20.19.0', platform: 'linux 6.1' },
  verdicts: [
    { budget: 'Lighthouse performance on /', status: 'PASS' as const, figure: '100 (minimum 100)' },
    { budget: 'API req/s ÷ bare Express | SQLite', status: 'FAIL' as const, figure: '60.9% (minimum 85.0%)' },
    { budget: 'Card RSS', status: 'SKIP' as const, figure: 'not measured' },
  ],
  printed: '=== Load ===\nroute  req/s\n/      4977\n```oops```',
};

describe('bench report file', () => {
  it('says when, on which commit and machine, and counts the verdicts', () => {
    const text = reportMarkdown(input);
    expect(text).toContain('at 2026-11-24T21:00:00.000Z on commit b3ec3a7 (2 cores, Node v20.19.0, linux 6.1).');
    expect(text).toContain('## Budgets: 1 pass, 1 fail, 1 not measured');
    expect(text).not.toContain('Quick mode');
  });

  it('writes one table row per budget, escaping pipes in cells', () => {
    const rows = reportMarkdown(input).split('\n').filter((line) => /^\| (PASS|FAIL|SKIP) \|/.test(line));
    expect(rows).toEqual([
      '| PASS | Lighthouse performance on / | 100 (minimum 100) |',
      '| FAIL | API req/s ÷ bare Express \\| SQLite | 60.9% (minimum 85.0%) |',
      '| SKIP | Card RSS | not measured |',
    ]);
  });

  it('keeps the printed tables verbatim inside one text block', () => {
    const text = reportMarkdown({ ...input, mode: 'quick' });
    expect(text).toContain('`npm run bench -- --quick`');
    expect(text).toContain('Quick mode: short loads');
    const block = text.slice(text.indexOf('```text\n') + 8, text.lastIndexOf('\n```'));
    expect(block).toBe("=== Load ===\nroute  req/s\n/      4977\n'''oops'''");
  });
});
