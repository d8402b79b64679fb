// The printed tables of each section, and the budgets with their verdicts.
import { print } from './output.js';
import type { CardReport } from './cards.js';
import { MOBILE_THROTTLING, type FirstVisit, type ThrottledPaint } from './first-visit.js';
import { CATEGORIES, type Category, type LighthouseReport } from './lighthouse.js';
import type { LoadReport, Run } from './load.js';
import type { ObservabilityReport } from './observability.js';
import { failedCount } from './open-loop.js';
import type { RouteWeight } from './page-weight.js';
import type { ProfileSummary } from './profile.js';
import type { QuestionFiguresReport } from './question-figures.js';
import type { SoakReport } from './soak.js';

const KB = 1024;
const num = (value: number | null | undefined, digits = 0) => (value == null || Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const kb = (bytes: number | null | undefined) => (bytes == null ? 'n/a' : `${num(bytes / KB, 1)} KB`);
const mb = (bytes: number | null | undefined) => (bytes == null ? 'n/a' : `${num(bytes / KB / KB, 1)} MB`);
const pct = (ratio: number | null | undefined) => (ratio == null || Number.isNaN(ratio) ? 'n/a' : `${num(ratio * 100, 1)}%`);
const ms = (value: number | null | undefined) => `${num(value, 1)} ms`;

/** A plain-text table: the first row is the header; columns after the first are right-aligned. */
function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function heading(title: string): void {
  print(`\n=== ${title} ${'='.repeat(Math.max(0, 72 - title.length))}`);
}

export function printPageWeights(weights: readonly RouteWeight[], detailRoute: string): void {
  heading("Page weight before interactive (HTML + the chunks its app loader fetches + their static imports, from Vite's manifest)");
  const header = ['route', 'files', 'HTML gz', 'CSS gz', 'JS raw', 'JS gz', 'JS br', 'total raw', 'total gz', 'total br'];
  const rows = weights.map((w) => [w.route, String(w.assets.length), kb(w.html.gzip), kb(w.css.gzip), kb(w.js.raw), kb(w.js.gzip), kb(w.js.br), kb(w.total.raw), kb(w.total.gzip), kb(w.total.br)]);
  print(table([header, ...rows]));
  print('\nJS needed before the quiz is interactive (all JS above, gzip):');
  for (const weight of weights) print(`  ${weight.route.padEnd(12)} ${kb(weight.js.gzip)}`);
  const detail = weights.find((weight) => weight.route === detailRoute);
  if (!detail) return;
  print(`\nFiles of ${detailRoute}, largest first:`);
  const assets = [...detail.assets].sort((a, b) => b.gzip - a.gzip);
  print(table([['file', 'via', 'raw', 'gzip', 'br', 'share of gz'], ...assets.map((a) => [a.url, a.via, kb(a.raw), kb(a.gzip), kb(a.br), pct(a.gzip / detail.total.gzip)])]));
}

export function printFirstVisits(visits: readonly FirstVisit[], detailRoute: string): void {
  heading('First visit as Chromium fetches it (every response until the network is idle, the results view included)');
  const header = ['route', 'scripts', 'JS gz', 'HTML raw', 'HTML gz', 'total gz', 'transferred (br)'];
  const document = (visit: FirstVisit) => visit.files.find((file) => file.type === 'Document');
  print(table([header, ...visits.map((v) => [v.route, String(v.js.files), kb(v.js.gzip), kb(document(v)?.raw), kb(document(v)?.gzip), kb(v.total.gzip), kb(v.total.transferred)])]));
  print('(gz = gzip -9 of each body; transferred = bytes on the wire as sent to Chromium, headers included)');
  const detail = visits.find((visit) => visit.route === detailRoute);
  if (!detail) return;
  print(`\nRequests of ${detailRoute}, in order (ms after navigation start):`);
  const rows = [...detail.files].sort((a, b) => a.startMs - b.startMs).map((f) => [f.path, f.type, f.priority, `${num(f.startMs)}-${num(f.endMs)}`, kb(f.gzip)]);
  print(table([['file', 'type', 'priority', 'fetched', 'gz'], ...rows]));
}

export function printThrottledPaints(paints: readonly ThrottledPaint[]): void {
  const { latencyMs, downloadKbps, cpuSlowdown } = MOBILE_THROTTLING;
  heading(`Throttled first visit in Chromium (CDP: ${latencyMs} ms latency, ${downloadKbps} kbit/s down, CPU / ${cpuSlowdown}; median of ${paints[0]?.runs ?? 0})`);
  const header = ['route', 'FCP', 'LCP', 'LCP element', 'interactive', 'render-blocking-priority requests before FCP'];
  const rows = paints.map((p) => [p.route, ms(p.fcpMs), ms(p.lcpMs), p.lcpElement ?? 'n/a', ms(p.interactiveMs), p.highPriorityBeforeFcp.join(' ') || 'none']);
  print(table([header, ...rows]));
}

export function printLighthouse(report: LighthouseReport | string): void {
  heading('Lighthouse (mobile preset, simulated throttling)');
  if (typeof report === 'string') return print(`Skipped: ${report}`);
  print(report.versions);
  const header = ['route', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'perf of each run', 'CPU benchmark'];
  const rows = report.routes.map((a) => [
    a.route,
    ...CATEGORIES.map((category) => num(a.scores[category])),
    `${num(a.metricsMs.fcp)} ms`,
    `${num(a.metricsMs.lcp)} ms`,
    `${num(a.metricsMs.tbt)} ms`,
    num(a.cls, 3),
    `${num(a.metricsMs.speedIndex)} ms`,
    a.performanceRuns.map((score) => num(score)).join(' '),
    num(a.benchmarkIndex),
  ]);
  print(table([header, ...rows]));
  print('(figures from the run with the median performance score; CPU benchmark = Lighthouse benchmarkIndex, lower when the machine is busy)');
  print(`\n| route | Performance | FCP | LCP | TBT | CLS |\n|---|---|---|---|---|---|`);
  for (const a of report.routes) {
    const seconds = (value: number | null) => (value == null ? 'n/a' : `${(value / 1000).toFixed(2)} s`);
    print(`| ${a.route} | ${num(a.scores.performance)} | ${seconds(a.metricsMs.fcp)} | ${seconds(a.metricsMs.lcp)} | ${num(a.metricsMs.tbt)} ms | ${num(a.cls, 3)} |`);
  }
  print(`| budget | ${BUDGETS.lighthouseMin.performance} | | | ≤ ${BUDGETS.quizMaxTbtMs} ms on ${BUDGETS.quizRoutes.join(', ')} | ${BUDGETS.maxCls} |`);
  for (const audit of report.routes) {
    for (const note of [...(audit.error ? [`run error ${audit.error}`] : []), ...audit.runWarnings.map((warning) => `warning: ${warning}`), ...audit.shortfalls]) {
      print(`  ${audit.route} ${note}`);
    }
  }
}

/** The comparisons the budgets are about, from one run. */
export function ratios(load: LoadReport) {
  const { app, plain } = load.api;
  return {
    appVsPlain: app.saturated.requestsPerSecond / plain.saturated.requestsPerSecond,
    steadyP99VsPlain: app.steady.latencyMs.p99 / plain.steady.latencyMs.p99,
  };
}

/** Why the figures of a run may not be trustworthy: a busy machine or a saturated load generator. */
function warnings(load: LoadReport): string[] {
  const runs: [string, Run][] = [
    ...Object.entries(load.api).flatMap(([name, runs]): [string, Run][] => [[`API ${name} saturated`, runs.saturated], [`API ${name} open-loop`, runs.steady]]),
  ];
  const list = (chosen: [string, Run][], figure: (run: Run) => string) => chosen.map(([name, run]) => `${name} (${figure(run)})`).join(', ');
  const contended = runs.filter(([, run]) => (run.cpu.othersOnServerCore ?? 0) > 0.1);
  const saturated = runs.filter(([, run]) => run.cpu.loadGenerator > 0.9);
  const slow = Object.entries(load.api).filter(([, run]) => run.steady.requestsPerSecond < 0.95 * load.rate);
  return [
    ...(contended.length ? [`other processes used over 10% of the server's core during ${list(contended, (run) => pct(run.cpu.othersOnServerCore))}: req/s and latency are not reliable; re-run on an idle machine.`] : []),
    ...(saturated.length ? [`the load generator used over 90% of its core in ${list(saturated, (run) => pct(run.cpu.loadGenerator))}: those req/s are capped by it.`] : []),
    ...(slow.length ? [`the offered ${load.rate} requests/s was not completed by ${slow.map(([name]) => name).join(', ')}.`] : []),
  ];
}

export function printLoad(load: LoadReport): void {
  heading(`Load (${load.connections} connections and ${load.rate} requests/s open-loop, ${load.seconds} s each after ${load.warmupSeconds} s warm-up; servers on core 0, load generator on core 1)`);
  const header = ['server', 'req/s', 'p50', 'p99', 'max', 'requests', 'failed (non2xx/err/timeout)', 'peak RSS', 'server CPU', 'others on its core', 'load core busy', 'load generator CPU'];
  const row = (label: string, run: Run) => {
    const failed = failedCount(run);
    const { cpu } = run;
    return [label, num(run.requestsPerSecond), ms(run.latencyMs.p50), ms(run.latencyMs.p99), ms(run.latencyMs.max), num(run.requests), `${failed} (${run.failed.non2xx}/${run.failed.errors}/${run.failed.timeouts})`, mb(run.peakRssBytes), pct(cpu.server), pct(cpu.othersOnServerCore), pct(cpu.loadCoreBusy), pct(cpu.loadGenerator)];
  };
  const { app, plain } = load.api;
  print(
    table([
      header,
      row('app        POST /api/test-results, saturated', app.saturated),
      row('plain way  POST /api/test-results, saturated', plain.saturated),
      row(`app        at ${load.rate}/s open-loop`, app.steady),
      row(`plain way  at ${load.rate}/s open-loop`, plain.steady),
    ]),
  );
  const r = ratios(load);
  print(`\nSaves/s, app / plain way (saturated): ${pct(r.appVsPlain)}`);
  print(`p99 at ${load.rate} saves/s: app ${ms(app.steady.latencyMs.p99)}, plain way ${ms(plain.steady.latencyMs.p99)}: app = ${num(r.steadyP99VsPlain, 2)} × the plain way`);
  const codes = (run: Run) => Object.entries(run.statusCodes).map(([code, count]) => `${code}×${count}`).join(' ');
  print(`API app status codes: ${codes(app.saturated)} (saturated), ${codes(app.steady)} (open-loop)`);
  for (const warning of warnings(load)) print(`WARNING: ${warning}`);
}

export function printObservability(report: ObservabilityReport): void {
  heading(`Metrics and request logs (API saturated, ${report.rounds} alternating round${report.rounds === 1 ? '' : 's'} each)`);
  for (const setting of ['off', 'on'] as const) {
    const runs = report.runs[setting].map((run) => num(run.requestsPerSecond)).join(', ');
    print(`${setting === 'off' ? 'Off (LOG_REQUESTS=off, no METRICS_PORT)' : 'On  (LOG_REQUESTS=on, METRICS_PORT)    '}: ${num(report.requestsPerSecond[setting])} req/s (rounds: ${runs})`);
  }
  print(`On / off: ${pct(report.ratio)} (budget ≥ ${pct(BUDGETS.observabilityMinShare)}); the metrics counted ${num(report.countedSaves)} stored saves`);
  const contended = [...report.runs.off, ...report.runs.on].map((run) => run.cpu.othersOnServerCore ?? 0);
  if (Math.max(...contended) > 0.1) {
    print(`WARNING: other processes used up to ${pct(Math.max(...contended))} of the server's core: the ratio is not reliable; re-run on an idle machine.`);
  }
}

export function printSoak(report: SoakReport): void {
  heading(`Soak (${report.seconds} s: saves and, beside them, pages, score links and cards, open-loop; the app on core 0)`);
  const line = (name: string, run: typeof report.saves) =>
    print(`${name}: ${num(run.requestsPerSecond)}/s, p50 ${ms(run.latencyMs.p50)}, p99 ${ms(run.latencyMs.p99)}, max ${ms(run.latencyMs.max)}, ${num(failedCount(run))} failed of ${num(run.requests)}`);
  line('Saves', report.saves);
  line('Pages, score links, cards', report.gets);
  print(`RSS every 5 s: ${report.rssSamples.map((bytes) => mb(bytes)).join(' ')}`);
  print(`RSS growth over the second half: ${pct(report.secondHalfGrowth)} (peak ${mb(report.peakRssBytes)})`);
}

export function printCards(report: CardReport, load: LoadReport | null): void {
  heading(`Share cards (${report.cards} pre-rendered files served by the app on core 0)`);
  const { neverRequested, requestedBefore } = report.firstByte;
  print(`Time to first byte, never requested by this server: median ${ms(neverRequested.medianMs)}, max ${ms(neverRequested.maxMs)}`);
  print(`Time to first byte, requested before:               median ${ms(requestedBefore.medianMs)}, max ${ms(requestedBefore.maxMs)}`);
  print(`Server RSS after every card was requested once: ${mb(report.rssAfterEveryCardBytes)} (peak ${mb(report.peakRssBytes)})`);
  const { apiWhileCards: api, cardsMeanwhile: cards } = report;
  print(
    `API at ${num(api.requestsPerSecond)} saves/s open-loop while ${num(cards.requestsPerSecond)} cards/s are fetched: ` +
      `p50 ${ms(api.latencyMs.p50)}, p99 ${ms(api.latencyMs.p99)}, max ${ms(api.latencyMs.max)}, ${failedCount(api)} failed; cards p99 ${ms(cards.latencyMs.p99)}, ${failedCount(cards)} failed`,
  );
  if (load) print(`(API p99 at ${load.rate}/s without cards: app ${ms(load.api.app.steady.latencyMs.p99)}, plain way ${ms(load.api.plain.steady.latencyMs.p99)})`);
}

export function printProfile(profile: ProfileSummary): void {
  heading('Profiled API run (node --cpu-prof; its req/s is not comparable)');
  print(`${num(profile.requestsPerSecond)} req/s; ${profile.file}: ${num(profile.sampledMs)} ms sampled, main thread idle ${pct(profile.idleShare)}`);
  print('Self time by package (share of busy time):');
  for (const [name, share] of profile.byPackage) print(`  ${pct(share).padStart(6)}  ${name}`);
  print('Top functions by self time:');
  for (const [name, share] of profile.byFunction) print(`  ${pct(share).padStart(6)}  ${name}`);
}

export function printQuestionFigures(report: QuestionFiguresReport): void {
  heading(`Per-question counting and figures (SQLite, ${report.rounds} alternating round${report.rounds === 1 ? '' : 's'} each)`);
  for (const setting of ['off', 'on'] as const) {
    const runs = report.saturated[setting].map((run) => num(run.requestsPerSecond)).join(', ');
    const steady = report.steady[setting];
    const p99s = steady.map((run) => ms(run.latencyMs.p99)).join(', ');
    print(
      `Counting ${setting.padEnd(3)} (QUESTION_COUNTING=${setting}): ${num(report.savesPerSecond[setting])} saves/s saturated (rounds: ${runs}); ` +
        `at ${num(steady[0]!.requestsPerSecond)}/s open-loop p99 ${ms(report.p99Ms[setting])} (rounds: ${p99s}), ${steady.reduce((sum, run) => sum + failedCount(run), 0)} failed`,
    );
  }
  print(`On / off saves/s: ${pct(report.ratio)} (budget ≥ ${pct(BUDGETS.questionCountingMinShare)}); p99 on / off: ${num(report.p99Ratio, 2)}× (limit ${num(BUDGETS.questionCountingMaxP99Ratio, 1)}×)`);
  print(`Counters after the counting runs: ${report.counterMismatches} of them differ from a count over the ${num(report.countedResults)} stored rows`);
  const { figures } = report;
  print(
    `GET /api/question-figures with ${num(figures.storedResults)} stored results (generated in ${num(figures.generateSeconds, 1)} s): first read per quiz median ${ms(figures.firstReadMs.median)}, max ${ms(figures.firstReadMs.max)}; ` +
      `at ${num(figures.steady.requestsPerSecond)}/s open-loop p50 ${ms(figures.steady.latencyMs.p50)}, p99 ${ms(figures.steady.latencyMs.p99)}, ${failedCount(figures.steady)} failed`,
  );
  const { postgres } = report;
  if (typeof postgres === 'string') print(`PostgreSQL with two instances: not run (${postgres})`);
  else {
    print(
      `PostgreSQL, two instances, 50 connections saving the main test (mean of ${postgres.rounds} rounds): ${num(postgres.savesPerSecond.off)} saves/s without counting, ${num(postgres.savesPerSecond.on)} with (${pct(postgres.ratio)}); ` +
        `failed ${postgres.failed.off} / ${postgres.failed.on}; ${postgres.counterMismatches} counters differ from a count over the ${num(postgres.countedResults)} stored rows`,
    );
  }
  const contended = [...report.saturated.off, ...report.saturated.on].map((run) => run.cpu.othersOnServerCore ?? 0);
  if (Math.max(...contended) > 0.1) {
    print(`WARNING: other processes used up to ${pct(Math.max(...contended))} of the server's core: the ratios are not reliable; re-run on an idle machine.`);
  }
}

/** The budgets of the per-question figures section. */
export function evaluateQuestionFigures(report: QuestionFiguresReport | null): Verdict[] {
  const failed = report && [...report.saturated.on, ...report.saturated.off, ...report.steady.on, ...report.steady.off, report.figures.steady].reduce((sum, run) => sum + failedCount(run), 0);
  return [
    check('Saves/s with per-question counting vs without (SQLite)', report?.ratio, BUDGETS.questionCountingMinShare, false, pct),
    check(`Save p99 at ${report ? num(report.steady.on[0]!.requestsPerSecond) : '?'}/s open-loop with counting vs without (mean of the rounds)`, report?.p99Ratio, BUDGETS.questionCountingMaxP99Ratio, true, (v) => `${num(v, 2)}×`),
    check('Counters differing from a count over the stored rows', report?.counterMismatches, 0, true, (v) => num(v)),
    check('Failed requests in the question figures runs', failed, BUDGETS.apiMaxErrors, true, (v) => num(v)),
    check(`Figures endpoint p99 with ${report ? num(report.figures.storedResults) : '?'} stored results`, report?.figures.steady.latencyMs.p99, BUDGETS.figuresMaxP99Ms, true, ms),
    check('Figures endpoint first read of a quiz (max)', report?.figures.firstReadMs.max, BUDGETS.figuresMaxP99Ms, true, ms),
    ...(typeof report?.postgres === 'object'
      ? [
          check('Saves/s with counting vs without, PostgreSQL, two instances', report.postgres.ratio, BUDGETS.questionCountingMinShare, false, pct),
          check('Failed saves, PostgreSQL, two instances', report.postgres.failed.on + report.postgres.failed.off, BUDGETS.apiMaxErrors, true, (v) => num(v)),
          check('Counters differing from a count over the stored rows, PostgreSQL', report.postgres.counterMismatches, 0, true, (v) => num(v)),
        ]
      : [{ budget: 'Per-question counting on PostgreSQL, two instances', status: 'SKIP' as const, figure: report ? report.postgres : 'not measured' }]),
  ];
}


export const BUDGETS = {
  /** The routes whose main content is a quiz: the JavaScript, transfer and TBT budgets apply to them. */
  quizRoutes: ['/test', '/tests/food', '/es/tests/food'] as readonly string[],
  /** The route whose files and requests are listed one by one. */
  budgetRoute: '/tests/food',
  /** Every script a first visit fetches until the network is idle, gzip -9 of each. */
  /** react-dom, react-router and i18next alone weigh about 98.5 KB gzip (docs/performance.md). */
  firstVisitJsGzipBytes: 120 * KB,
  firstVisitTotalGzipBytes: 120 * KB,
  lighthouseMin: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  maxCls: 0,
  quizMaxTbtMs: 50,
  /** Requests with a render-blocking priority (other than the document) sent before the first paint, in the throttled visits. */
  maxHighPriorityBeforeFcp: 0,
  /** Saturated saves/s as a share of the plain way's (plain-way.ts: one durable INSERT per save), same run. */
  apiMinShareOfPlain: 1,
  /** Save p99 at the steady open-loop load, as a multiple of the plain way's under the same load. */
  apiMaxP99VsPlain: 1.5,
  apiMaxErrors: 0,
  apiMaxRssBytes: 160 * KB * KB,
  /** Saturated API throughput with metrics and request logs on, as a share of the same build's with them off. */
  observabilityMinShare: 0.9,
  cardFirstByteMaxMs: 50,
  cachedCardFirstByteMaxMs: 20,
  /** Saturated saves/s with per-question counting, as a share of the same build's with it off. */
  questionCountingMinShare: 0.8,
  /** Save p99 at the steady open-loop rate with counting, as a multiple of the same run's without. */
  questionCountingMaxP99Ratio: 1.5,
  figuresMaxP99Ms: 10,
  /** RSS growth over the second half of the soak (the last five minutes of ten). */
  soakMaxRssGrowth: 0.1,
} as const;

export interface Verdict {
  budget: string;
  status: 'PASS' | 'FAIL' | 'SKIP';
  figure: string;
}

function check(budget: string, value: number | null | undefined, limit: number, atMost: boolean, show: (value: number) => string): Verdict {
  if (value == null || Number.isNaN(value)) return { budget, status: 'SKIP', figure: 'not measured' };
  const pass = atMost ? value <= limit : value >= limit;
  return { budget, status: pass ? 'PASS' : 'FAIL', figure: `${show(value)} (${atMost ? 'limit' : 'minimum'} ${show(limit)})` };
}

export interface Measured {
  visits: readonly FirstVisit[] | null;
  paints: readonly ThrottledPaint[] | null;
  lighthouse: LighthouseReport | string | null;
  load: LoadReport | null;
  cards: CardReport | null;
  observability: ObservabilityReport | null;
  questionFigures: QuestionFiguresReport | null;
  soak: SoakReport | null;
}

export function evaluateBudgets({ visits, paints, lighthouse, load, cards, observability, questionFigures, soak }: Measured): Verdict[] {
  const quizVisits = (visits ?? []).filter((visit) => BUDGETS.quizRoutes.includes(visit.route));
  const audits = typeof lighthouse === 'object' && lighthouse ? lighthouse.routes : [];
  const r = load ? ratios(load) : null;
  const app = load?.api.app;
  const failed = app && failedCount(app.saturated) + failedCount(app.steady);
  const skipped = (budget: string, why: string): Verdict => ({ budget, status: 'SKIP', figure: why });
  return [
    ...(quizVisits.length === 0 ? [skipped('First-visit JavaScript and transfer', 'the first visits were not measured')] : []),
    ...quizVisits.flatMap((visit) => [
      check(`First-visit JS ${visit.route} (gzip, until network idle)`, visit.js.gzip, BUDGETS.firstVisitJsGzipBytes, true, kb),
      check(`First-visit transfer ${visit.route} (gzip)`, visit.total.gzip, BUDGETS.firstVisitTotalGzipBytes, true, kb),
    ]),
    ...(paints ?? []).map((paint) => check(`Render-blocking-priority requests before the first paint ${paint.route} (throttled)`, paint.highPriorityBeforeFcp.length, BUDGETS.maxHighPriorityBeforeFcp, true, (v) => num(v))),
    ...(audits.length === 0 ? [skipped('Lighthouse scores', typeof lighthouse === 'string' ? lighthouse : 'Lighthouse did not run')] : []),
    ...audits.flatMap((audit) => [
      ...CATEGORIES.map((category) => check(`Lighthouse ${category} ${audit.route}`, audit.scores[category], BUDGETS.lighthouseMin[category], false, (v) => num(v))),
      check(`Lighthouse CLS ${audit.route}`, audit.cls, BUDGETS.maxCls, true, (v) => num(v, 3)),
      ...(BUDGETS.quizRoutes.includes(audit.route) ? [check(`Lighthouse TBT ${audit.route}`, audit.metricsMs.tbt, BUDGETS.quizMaxTbtMs, true, (v) => `${num(v)} ms`)] : []),
    ]),
    check(`Saves/s vs the plain way (${load?.connections ?? '?'} connections)`, r?.appVsPlain, BUDGETS.apiMinShareOfPlain, false, pct),
    check(`Save p99 at ${load?.rate ?? '?'} requests/s open-loop vs the plain way`, r?.steadyP99VsPlain, BUDGETS.apiMaxP99VsPlain, true, (v) => `${num(v, 2)}×`),
    check('API errors (non-2xx + errors + timeouts), all app runs', failed, BUDGETS.apiMaxErrors, true, (v) => num(v)),
    check('API server peak RSS', app && Math.max(app.saturated.peakRssBytes ?? 0, app.steady.peakRssBytes ?? 0), BUDGETS.apiMaxRssBytes, true, mb),
    check('API req/s with metrics and request logs on vs off', observability?.ratio, BUDGETS.observabilityMinShare, false, pct),
    check('Card time to first byte, never requested (max)', cards?.firstByte.neverRequested.maxMs, BUDGETS.cardFirstByteMaxMs, true, ms),
    check('Card time to first byte, requested before (max)', cards?.firstByte.requestedBefore.maxMs, BUDGETS.cachedCardFirstByteMaxMs, true, ms),
    check('Server RSS after every card was requested once', cards?.rssAfterEveryCardBytes, BUDGETS.apiMaxRssBytes, true, mb),
    check(
      `Save p99 at ${load?.rate ?? '?'} requests/s while cards are fetched vs the plain way`,
      cards && load ? cards.apiWhileCards.latencyMs.p99 / load.api.plain.steady.latencyMs.p99 : null,
      BUDGETS.apiMaxP99VsPlain,
      true,
      (v) => `${num(v, 2)}×`,
    ),
    check('Failed API and card requests while cards are fetched', cards && failedCount(cards.apiWhileCards) + failedCount(cards.cardsMeanwhile), BUDGETS.apiMaxErrors, true, (v) => num(v)),
    check('Failed requests in the soak', soak && failedCount(soak.saves) + failedCount(soak.gets), BUDGETS.apiMaxErrors, true, (v) => num(v)),
    check('Server RSS growth over the second half of the soak', soak?.secondHalfGrowth, BUDGETS.soakMaxRssGrowth, true, pct),
    ...evaluateQuestionFigures(questionFigures),
  ];
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  for (const verdict of verdicts) print(`${verdict.status.padEnd(4)}  ${verdict.budget}: ${verdict.figure}`);
  const failed = verdicts.filter((verdict) => verdict.status === 'FAIL');
  const skipped = verdicts.filter((verdict) => verdict.status === 'SKIP').length;
  print(`\nBudget verdicts: PASS ${verdicts.length - failed.length - skipped}, FAIL ${failed.length}, SKIP ${skipped}`);
  if (failed.length > 0) print(`FAILING BUDGETS:\n${failed.map((verdict) => `  - ${verdict.budget}: ${verdict.figure}`).join('\n')}`);
}
