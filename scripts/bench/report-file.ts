// bench-results/report.md: the run's budgets as a table, then every table the run printed. The
// docs point here for figures, so they are always the last run's, with the commit they measured.
import type { Verdict } from './report.js';

export interface ReportFileInput {
  generatedAt: Date;
  /** `git describe --always --dirty` of the measured tree, or null outside a git checkout. */
  commit: string | null;
  mode: 'quick' | 'full';
  machine: { cpus: number; node: string; platform: string };
  verdicts: readonly Verdict[];
  /** The run's printed report (plain-text tables). */
  printed: string;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function reportMarkdown({ generatedAt, commit, mode, machine, verdicts, printed }: ReportFileInput): string {
  const failed = verdicts.filter((verdict) => verdict.status === 'FAIL').length;
  const skipped = verdicts.filter((verdict) => verdict.status === 'SKIP').length;
  return [
    '# Bench report',
    '',
    `Written by \`npm run bench${mode === 'quick' ? ' -- --quick' : ''}\` at ${generatedAt.toISOString()} on commit ${commit ?? 'unknown'}` +
      ` (${machine.cpus} cores, Node ${machine.node}, ${machine.platform}).` +
      (mode === 'quick' ? ' Quick mode: short loads, not comparable with a full run.' : ''),
    '',
    `## Budgets: ${verdicts.length - failed - skipped} pass, ${failed} fail, ${skipped} not measured`,
    '',
    '| verdict | budget | figure |',
    '|---|---|---|',
    ...verdicts.map((verdict) => `| ${verdict.status} | ${cell(verdict.budget)} | ${cell(verdict.figure)} |`),
    '',
    '## Every figure of the run',
    '',
    '```text',
    printed.replace(/```/g, "'''"),
    '```',
    '',
  ].join('\n');
}
