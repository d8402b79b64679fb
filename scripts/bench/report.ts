// The printed tables of each section.
import { heading, kb, mb, num, pct, table } from './format.js';
import type { LighthouseReport } from './lighthouse-audit.js';
import type { LoadReport, MeasuredLoad } from './load-tests.js';
import type { RouteWeight } from './page-weight.js';

export function printPageWeights(weights: readonly RouteWeight[], detailRoute: string): void {
  heading('Page weight (first visit: HTML + referenced JS/CSS + their static imports)');
  const rows = [['route', 'files', 'HTML gz', 'CSS gz', 'JS raw', 'JS gz', 'JS br', 'total raw', 'total gz', 'total br']];
  for (const weight of weights) {
    rows.push([
      weight.route,
      String(weight.assets.length),
      kb(weight.html.gzip),
      kb(weight.css.gzip),
      kb(weight.js.raw),
      kb(weight.js.gzip),
      kb(weight.js.br),
      kb(weight.total.raw),
      kb(weight.total.gzip),
      kb(weight.total.br),
    ]);
  }
  console.log(table(rows));
  console.log('\nJS needed before the quiz is interactive (all JS above, gzip):');
  for (const weight of weights) console.log(`  ${weight.route.padEnd(12)} ${kb(weight.firstLoadJsGzip)}`);
  for (const weight of weights.filter((candidate) => candidate.missing.length > 0)) {
    console.log(`  WARNING ${weight.route}: referenced but not in the build: ${weight.missing.join(', ')}`);
  }
  if (weights.some((weight) => weight.assets.some((asset) => asset.compressedHere))) {
    console.log('  note: some files had no .gz/.br sibling; their sizes were compressed here.');
  }

  const detail = weights.find((weight) => weight.route === detailRoute);
  if (detail) {
    console.log(`\nFiles of ${detailRoute}, largest first:`);
    const assets = [...detail.assets].sort((a, b) => b.gzip - a.gzip);
    const detailRows = [['file', 'via', 'raw', 'gzip', 'br', 'share of gz']];
    for (const asset of assets) {
      detailRows.push([asset.url, asset.via, kb(asset.raw), kb(asset.gzip), kb(asset.br), pct(asset.gzip / detail.total.gzip)]);
    }
    console.log(table(detailRows));
  }
}

export function printLighthouse(report: LighthouseReport): void {
  heading('Lighthouse (mobile preset, simulated throttling)');
  if (!report.ran) {
    console.log(`Skipped: ${report.skippedReason}`);
    return;
  }
  console.log(`Lighthouse ${report.lighthouseVersion ?? '?'}, Chromium ${report.chromeVersion ?? '?'}`);
  const rows = [['route', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'perf of each run', 'CPU benchmark']];
  for (const audit of report.routes) {
    rows.push([
      audit.route,
      num(audit.scores.performance),
      num(audit.scores.accessibility),
      num(audit.scores['best-practices']),
      num(audit.scores.seo),
      `${num(audit.fcpMs)} ms`,
      `${num(audit.lcpMs)} ms`,
      `${num(audit.tbtMs)} ms`,
      num(audit.cls, 3),
      `${num(audit.speedIndexMs)} ms`,
      audit.performanceRuns.map((score) => num(score)).join(' '),
      num(audit.benchmarkIndex),
    ]);
  }
  console.log(table(rows));
  console.log('(figures from the run with the median performance score; CPU benchmark = Lighthouse benchmarkIndex, lower when the machine is busy)');
  for (const audit of report.routes) {
    if (audit.error) console.log(`  ${audit.route}: run error ${audit.error}`);
    for (const warning of audit.runWarnings) console.log(`  ${audit.route}: warning: ${warning}`);
    for (const [category, notes] of Object.entries(audit.shortfalls)) {
      for (const note of notes ?? []) {
        console.log(
          `  ${audit.route} ${category}: ${note.id} — ${note.title} (score ${num(note.score, 2)}${note.displayValue ? `, ${note.displayValue}` : ''})`,
        );
      }
    }
  }
}

function loadRow(label: string, result: MeasuredLoad): string[] {
  return [
    label,
    num(result.requestsPerSecond),
    `${num(result.latencyMs.p50, 1)} ms`,
    `${num(result.latencyMs.p99, 1)} ms`,
    `${num(result.latencyMs.max, 1)} ms`,
    num(result.totalRequests),
    `${result.failed} (${result.non2xx}/${result.errors}/${result.timeouts})`,
    mb(result.serverPeakRssBytes),
    pct(result.cpu.serverCpu),
    pct(result.cpu.serverCoreOthers),
    pct(result.cpu.loadCoreBusy),
    pct(result.loadGeneratorCpu),
  ];
}

export function printLoad(report: LoadReport): void {
  heading(
    `Load (${report.connections} connections, ${report.durationSeconds} s after ${report.warmupSeconds} s warm-up; server on core ${report.serverCore}, autocannon on core ${report.loadCore})`,
  );
  const header = [
    'server',
    'req/s',
    'p50',
    'p99',
    'max',
    'requests',
    'failed (non2xx/err/timeout)',
    'peak RSS',
    'server CPU',
    'others on its core',
    'load core busy',
    'autocannon CPU',
  ];
  console.log(
    table([
      header,
      loadRow('API real   POST /api/test-results', report.api.real),
      loadRow('API node:http JSON baseline', report.api.baseline),
      loadRow('static real   GET / br', report.static.real),
      loadRow('static node:http baseline', report.static.baseline),
    ]),
  );
  console.log(`\nAPI real/baseline req/s:    ${pct(report.api.ratio)}`);
  console.log(`Static real/baseline req/s: ${pct(report.static.ratio)}  (body ${report.static.bodyBytes} B brotli)`);
  for (const warning of report.warnings) console.log(`WARNING: ${warning}`);
  if (report.profile) printProfile(report.profile);
  const codes = Object.entries(report.api.real.statusCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  if (codes) console.log(`API real status codes: ${codes}`);
}

function printProfile(profile: NonNullable<LoadReport['profile']>): void {
  console.log(`\nProfiled API run (node --cpu-prof, not comparable): ${num(profile.load.requestsPerSecond)} req/s, p99 ${num(profile.load.latencyMs.p99, 1)} ms`);
  if (!profile.summary) {
    console.log(`  ${profile.error ?? 'no profile'}`);
    return;
  }
  const summary = profile.summary;
  console.log(`  ${summary.file}: ${num(summary.sampledMs)} ms sampled, main thread idle ${pct(summary.idleShare)}`);
  console.log('  Self time by package (share of busy time):');
  for (const entry of summary.byPackage) console.log(`    ${pct(entry.selfShare).padStart(6)}  ${entry.name}`);
  console.log('  Top functions by self time:');
  for (const entry of summary.topFunctions) console.log(`    ${pct(entry.selfShare).padStart(6)}  ${entry.name}`);
}
