// `npm run bench`: page weight, first visits, Lighthouse, API/static load and share cards in one run, checked against the
// budgets, all figures written to bench-results/latest.json and the report to bench-results/report.md. Budget failures never change the exit
// code (CI runs --quick on a shared machine, where timings are noisy); a crash does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readManifest } from '../build/client-manifest.js';
import { runCards, type CardReport } from './cards.js';
import { measureFirstVisits, measureThrottledPaints, type FirstVisit, type ThrottledPaint } from './first-visit.js';
import { runLighthouse, type LighthouseReport } from './lighthouse.js';
import { LOAD_CORE, runLoad, SERVER_CORE, type LoadReport } from './load.js';
import { runObservability, type ObservabilityReport } from './observability.js';
import { measureRoute, type RouteWeight } from './page-weight.js';
import { installCleanup, stopAll } from './processes.js';
import { printedText } from './output.js';
import { profileApi, type ProfileSummary } from './profile.js';
import { runQuestionFigures, type QuestionFiguresReport } from './question-figures.js';
import { runSoak, type SoakReport } from './soak.js';
import { BUDGETS, evaluateBudgets, heading, printCards, printSoak, printFirstVisits, printLighthouse, printLoad, printObservability, printPageWeights, printProfile, printQuestionFigures, printThrottledPaints, printVerdicts, ratios } from './report.js';
import { reportMarkdown } from './report-file.js';
import { ensureBuild, projectRoot, removeTempDirs, snapshotBuild } from './site.js';

const USAGE = `Usage: npm run bench -- [--build] [--quick] [--no-lighthouse] [--profile]
  --build           run \`npm run build\` first even if the build is up to date
  --quick           CI mode: 2 s per load run, no warm-up, one Lighthouse run of / only
                    (default: 10 s per load run after 2 s of warm-up, median of 3 Lighthouse runs of each route below)
  --no-lighthouse   skip the Lighthouse section
  --profile         add a CPU-profiled API run (bench-results/profiles/) and print where the app's time goes`;

/** The routes measured: home, the main test, a themed quiz, the results page, a content page, and the themed quiz in Spanish. */
const ROUTES = ['/', '/test', '/tests/food', '/results', '/contact', '/es/tests/food'];
const log = (line: string) => console.log(`[bench] ${line}`);
function measuredCommit(): string | null {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
const message = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

const { values: flags } = parseArgs({
  options: { build: { type: 'boolean' }, quick: { type: 'boolean' }, 'no-lighthouse': { type: 'boolean' }, profile: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const quick = flags.quick ?? false;
installCleanup();
const startedAt = new Date();
const crashes: { section: string; error: string }[] = [];
/** Runs one section; a crash is recorded and printed, and the other sections still run. */
async function section<T>(name: string, run: () => Promise<T> | T): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    crashes.push({ section: name, error: message(error) });
    console.error(`The ${name} section crashed: ${message(error)}`);
    return null;
  }
}

let weights: RouteWeight[] | null = null;
let visits: FirstVisit[] | null = null;
let paints: ThrottledPaint[] | null = null;
let lighthouse: LighthouseReport | string | null = null;
let load: LoadReport | null = null;
let profile: ProfileSummary | null = null;
let cards: CardReport | null = null;
let observability: ObservabilityReport | null = null;
let questionFigures: QuestionFiguresReport | null = null;
let soak: SoakReport | null = null;
const build = await section('build', () => ensureBuild(flags.build ?? false));
const site = build ? await section('snapshot', snapshotBuild) : null;
if (build && site) {
  log(`${build.built ? `Built (${build.reason})` : `No build needed: ${build.reason}`}; measuring a private copy of dist/client (index.html written ${site.builtAt}).`);
  const manifest = readManifest(site.manifestFile);
  weights = await section('page weight', () => ROUTES.map((route) => measureRoute(site.siteDir, manifest, route)));
  if (weights) printPageWeights(weights, BUDGETS.budgetRoute);
  visits = await section('first visit', () => measureFirstVisits(site.siteDir, ROUTES));
  if (visits) printFirstVisits(visits, BUDGETS.budgetRoute);
  paints = await section('throttled first visit', () => measureThrottledPaints(site.siteDir, quick ? [BUDGETS.budgetRoute] : ROUTES, quick ? 1 : 3));
  if (paints) printThrottledPaints(paints);

  if (flags['no-lighthouse']) lighthouse = '--no-lighthouse';
  else {
    // Lighthouse not being able to run here (no Chromium) is reported, not a crash.
    lighthouse = await runLighthouse(site.siteDir, quick ? ['/'] : ROUTES, quick ? 1 : 3, log).catch((error: unknown) => {
      console.error(message(error));
      return `Lighthouse could not run: ${message(error).split('\n')[0]}`;
    });
  }
  printLighthouse(lighthouse);

  const loadOptions = { connections: 50, seconds: quick ? 2 : 10, warmupSeconds: quick ? 0 : 2, rate: 1000, log };
  load = await section('load', () => runLoad(site.siteDir, loadOptions));
  if (load) printLoad(load);
  cards = await section('cards', () => runCards(site.siteDir, loadOptions));
  if (cards) printCards(cards, load);
  soak = await section('soak', () => runSoak(site.siteDir, quick ? 30 : 600, log));
  if (soak) printSoak(soak);
  observability = await section('observability', () => runObservability(site.siteDir, loadOptions, quick ? 1 : 3));
  if (observability) printObservability(observability);
  questionFigures = await section('question figures', () => runQuestionFigures(site.siteDir, loadOptions, quick ? 1 : 3));
  if (questionFigures) printQuestionFigures(questionFigures);
  if (flags.profile) {
    log(`Profiled API run: ${loadOptions.connections} connections for ${loadOptions.seconds} s`);
    profile = await section('profile', () => profileApi(site.siteDir, path.join(projectRoot, 'bench-results/profiles'), SERVER_CORE, loadOptions.connections, loadOptions.seconds));
    if (profile) printProfile(profile);
  }
}
await stopAll();
removeTempDirs();

heading(`Budgets${quick ? ' (quick mode: short loads, not comparable with the full run)' : ''}`);
const verdicts = evaluateBudgets({ visits, paints, lighthouse, load, cards, observability, questionFigures, soak });
printVerdicts(verdicts);

const resultsFile = path.join(projectRoot, 'bench-results/latest.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const summary = {
  generatedAt: startedAt.toISOString(),
  durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
  mode: quick ? ('quick' as const) : ('full' as const),
  flags,
  machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage: os.loadavg(), serverCore: SERVER_CORE, loadCore: LOAD_CORE },
  build,
  siteBuiltAt: site?.builtAt ?? null,
  units: { bytes: 'B', KB: 1024, latency: 'ms' },
  pageWeight: weights,
  firstVisit: visits,
  throttledFirstVisit: paints,
  lighthouse,
  load: load && { ...load, ratios: ratios(load) },
  profile,
  cards,
  observability,
  questionFigures,
  soak,
  budgets: { limits: BUDGETS, verdicts },
  crashes,
};
fs.writeFileSync(resultsFile, `${JSON.stringify(summary, null, 2)}\n`);
const reportFile = path.join(projectRoot, 'bench-results/report.md');
fs.writeFileSync(reportFile, reportMarkdown({ generatedAt: startedAt, commit: measuredCommit(), mode: summary.mode, machine: summary.machine, verdicts, printed: printedText() }));
console.log(`\nResults written to ${path.relative(projectRoot, resultsFile)} and ${path.relative(projectRoot, reportFile)}`);
if (crashes.length > 0) console.error(`\nThe bench crashed in: ${crashes.map((crash) => crash.section).join(', ')}`);
process.exit(crashes.length > 0 ? 1 : 0);
