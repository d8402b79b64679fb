// The budgets, the verdict on each from the run's figures, and bench-results/report.md: the docs
// point there for figures, so they are always the last run's, with the commit they measured.
import { tally, type LoadResult } from './load.js';
import { CATEGORIES, type firstVisits, type lighthouseRuns } from './pages.js';
import type { postgresTwoInstances } from './postgres.js';
import type {
  cardFirstBytes,
  figuresAtAMillion,
  saveAgainstPlainWay,
  soak,
} from './server-runs.js';

const MB = 1024 * 1024;
export const BUDGETS = {
  /** The routes whose main content is a quiz: the TBT budget applies to them. */
  quizRoutes: [
    '/test',
    '/tests/food',
    '/es/tests/food',
    '/fr/tests/food',
    '/de/test',
  ] as readonly string[],
  /** react-dom, react-router and i18next alone weigh about 98.5 KB gzip (docs/performance.md). */
  firstVisitJsGzipBytes: 120 * 1024,
  /** Everything a first visit fetches: the JavaScript, the page with its inline CSS, the display font and icons. */
  firstVisitTotalGzipBytes: 160 * 1024,
  lighthouseMin: 100,
  maxCls: 0,
  quizMaxTbtMs: 50,
  /** Saturated saves/s as a share of the plain way's (plain-way.ts: one durable INSERT per save), same run. */
  saveMinShareOfPlain: 1,
  /** Save p99 at the steady open-loop rate, as a multiple of the plain way's under the same load. */
  saveMaxP99VsPlain: 1.5,
  maxRssBytes: 160 * MB,
  figuresMaxP99Ms: 10,
  /** Saves/s with per-question counting on PostgreSQL, two instances, as a share of the same without. */
  countingMinShare: 0.8,
  cardFirstByteMaxMs: 50,
  cachedCardFirstByteMaxMs: 20,
  /** RSS growth over the second half of the soak (the last five minutes of ten). */
  soakMaxRssGrowth: 0.1,
} as const;

/** A section's figures, or why it was not measured. */
type Measured<Run extends (...args: never[]) => Promise<unknown>> =
  Awaited<ReturnType<Run>> | string;
export interface Figures {
  firstVisits: Measured<typeof firstVisits>;
  lighthouse: Measured<typeof lighthouseRuns>;
  save: Measured<typeof saveAgainstPlainWay>;
  cards: Measured<typeof cardFirstBytes>;
  figures: Measured<typeof figuresAtAMillion>;
  postgres: Measured<typeof postgresTwoInstances>;
  soak: Measured<typeof soak>;
}

export type Verdict = { budget: string; status: 'PASS' | 'FAIL' | 'SKIP'; figure: string };

const num = (value: number, digits = 0) => value.toFixed(digits);
const kb = (bytes: number) => `${num(bytes / 1024, 1)} KB`;
const ms = (value: number) => `${num(value, 1)} ms`;
const pct = (ratio: number) => `${num(ratio * 100, 1)} %`;
const times = (ratio: number) => `${num(ratio, 2)}×`;

function check(
  budget: string,
  value: number | null | undefined,
  limit: number,
  atMost: boolean,
  show: (value: number) => string,
): Verdict {
  if (value == null || Number.isNaN(value))
    return { budget, status: 'SKIP', figure: 'not measured' };
  return {
    budget,
    status: (atMost ? value <= limit : value >= limit) ? 'PASS' : 'FAIL',
    figure: `${show(value)} (${atMost ? 'limit' : 'minimum'} ${show(limit)})`,
  };
}

/** One verdict per budget; a section that was not measured gives one SKIP with its reason. */
export function evaluate(figures: Figures): Verdict[] {
  const section = <T>(
    name: string,
    value: T | string,
    verdicts: (value: T) => Verdict[],
  ): Verdict[] =>
    typeof value === 'string' ? [{ budget: name, status: 'SKIP', figure: value }] : verdicts(value);
  const errors = (name: string, runs: LoadResult[]) => {
    const verdict = check(
      `${name}: failed requests`,
      runs.reduce((sum, run) => sum + run.failed, 0),
      0,
      true,
      num,
    );
    // What failed, by kind; and how many were sent again after an idle close (not failures, but shown: a server that closed busy connections would show here).
    const kinds = Object.entries(
      tally([
        ...runs.flatMap((run) => Object.entries(run.failures)),
        ...runs.map((run): [string, number] => [
          'not failed: sent again after an idle keep-alive close',
          run.resent ?? 0,
        ]),
      ]),
    )
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${kind}: ${count}`);
    return kinds.length
      ? { ...verdict, figure: `${verdict.figure}; ${kinds.join(', ')}` }
      : verdict;
  };
  const b = BUDGETS;
  return [
    ...section('First visits', figures.firstVisits, (visits) =>
      visits.flatMap((visit) => [
        check(
          `First-visit JavaScript ${visit.route} (gzip)`,
          visit.jsGzip,
          b.firstVisitJsGzipBytes,
          true,
          kb,
        ),
        check(
          `First-visit transfer ${visit.route} (gzip)`,
          visit.totalGzip,
          b.firstVisitTotalGzipBytes,
          true,
          kb,
        ),
      ]),
    ),
    ...section('Lighthouse', figures.lighthouse, (audits) =>
      audits.flatMap((audit) => [
        // The results page is noindex (a visitor's own result stays out of search engines), which costs it SEO points.
        ...CATEGORIES.filter((category) => !(audit.route === '/results' && category === 'seo')).map(
          (category) =>
            check(
              `Lighthouse ${category} ${audit.route}`,
              audit.scores[category],
              b.lighthouseMin,
              false,
              num,
            ),
        ),
        check(`Lighthouse CLS ${audit.route}`, audit.cls, b.maxCls, true, (v) => num(v, 3)),
        ...(b.quizRoutes.includes(audit.route)
          ? [check(`Lighthouse TBT ${audit.route}`, audit.tbtMs, b.quizMaxTbtMs, true, ms)]
          : []),
      ]),
    ),
    ...section('Save against the plain way', figures.save, ({ app, plain }) => [
      check(
        'Saves/s, saturated, against the plain way',
        app.saturated.requestsPerSecond / plain.saturated.requestsPerSecond,
        b.saveMinShareOfPlain,
        false,
        pct,
      ),
      check(
        `Save p99 at ${num(app.steady.requestsPerSecond)}/s open-loop against the plain way`,
        app.steady.latencyMs.p99 / plain.steady.latencyMs.p99,
        b.saveMaxP99VsPlain,
        true,
        times,
      ),
      check(
        'Server peak RSS under the save load',
        Math.max(app.saturated.peakRssBytes ?? NaN, app.steady.peakRssBytes ?? NaN),
        b.maxRssBytes,
        true,
        (v) => `${num(v / MB, 1)} MB`,
      ),
      errors('Saves', [app.saturated, app.steady]),
    ]),
    ...section('Figures endpoint', figures.figures, (run) => [
      check(
        `Figures endpoint p99 over ${run.storedResults.toLocaleString('en')} results`,
        run.latencyMs.p99,
        b.figuresMaxP99Ms,
        true,
        ms,
      ),
      errors('Figures endpoint', [run]),
    ]),
    ...section('PostgreSQL counting, two instances', figures.postgres, (run) => [
      check(
        'Saves/s with per-question counting against without, PostgreSQL, two instances',
        run.onVsOff,
        b.countingMinShare,
        false,
        pct,
      ),
      check(
        `Counters differing from a count over the ${run.countedRows} stored rows`,
        run.counterMismatches,
        0,
        true,
        num,
      ),
      check('PostgreSQL saves: failed requests', run.failed, 0, true, num),
    ]),
    ...section('Share cards', figures.cards, (cards) => [
      check(
        'Share card first byte, never requested (slowest of 40)',
        cards.neverRequestedMs,
        b.cardFirstByteMaxMs,
        true,
        ms,
      ),
      check(
        'Share card first byte, requested before (slowest of 40)',
        cards.requestedBeforeMs,
        b.cachedCardFirstByteMaxMs,
        true,
        ms,
      ),
    ]),
    ...section('Soak', figures.soak, (run) => [
      errors(`Soak (${run.seconds} s)`, [run.saves, run.others]),
      check(
        'Soak: RSS growth over the second half',
        run.secondHalfRssGrowth,
        b.soakMaxRssGrowth,
        true,
        pct,
      ),
    ]),
  ];
}

/** `commit`: `git describe --always --dirty` of the measured tree, or null outside a git checkout. */
export type ReportInput = {
  generatedAt: Date;
  commit: string | null;
  mode: 'quick' | 'full';
  machine: { cpus: number; node: string; loadAverage: number[] };
  verdicts: readonly Verdict[];
  figures: unknown;
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function reportMarkdown({
  generatedAt,
  commit,
  mode,
  machine,
  verdicts,
  figures,
}: ReportInput): string {
  const count = (status: Verdict['status']) =>
    verdicts.filter((verdict) => verdict.status === status).length;
  return [
    '# Bench report',
    '',
    `Written by \`npm run bench${mode === 'quick' ? ' -- --quick' : ''}\` at ${generatedAt.toISOString()} on commit ${commit ?? 'unknown'}` +
      ` (${machine.cpus} cores, Node ${machine.node}, load average ${machine.loadAverage.map((load) => num(load, 2)).join(' ')}).` +
      (mode === 'quick' ? ' Quick mode: short loads, not comparable with a full run.' : ''),
    '',
    `## Budgets: ${count('PASS')} pass, ${count('FAIL')} fail, ${count('SKIP')} not measured`,
    '',
    '| verdict | budget | figure |',
    '|---|---|---|',
    ...verdicts.map(
      (verdict) => `| ${verdict.status} | ${cell(verdict.budget)} | ${cell(verdict.figure)} |`,
    ),
    '',
    '## Every figure of the run',
    '',
    '```json',
    JSON.stringify(figures, null, 2),
    '```',
    '',
  ].join('\n');
}
