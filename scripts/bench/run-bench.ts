// `npm run bench` (README.md): what visitors and operators feel, in one run, checked against the budgets (report.ts).
// Budget failures never change the exit code (CI runs --quick on a shared machine, where timings are noisy); a crash does.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../chromium.js';
import { PG_BIN_DIR } from '../postgres-cluster.js';
import { firstVisits, lighthouseRuns } from './pages.js';
import { postgresTwoInstances } from './postgres.js';
import {
  builtSite,
  installCleanup,
  LOAD_CORE,
  projectRoot,
  removeTempDirs,
  stopAll,
} from './processes.js';
import { evaluate, reportMarkdown, type Figures } from './report.js';
import { cardFirstBytes, figuresAtAMillion, saveAgainstPlainWay, soak } from './server-runs.js';

const ROUTES = [
  '/',
  '/test',
  '/tests/food',
  '/results',
  '/contact',
  '/es/tests/food',
  '/fr/tests/food',
  '/de/test',
  '/pt-BR/',
];
// Flags (scripts/bench/README.md): --quick (CI: short runs), --build, --no-lighthouse.
const { values: flags } = parseArgs({
  options: {
    build: { type: 'boolean' },
    quick: { type: 'boolean' },
    'no-lighthouse': { type: 'boolean' },
  },
});
const quick = flags.quick ?? false;
const log = (line: string) => console.log(`[bench] ${line}`);
const settings = {
  connections: 50,
  seconds: quick ? 2 : 10,
  warmupSeconds: quick ? 0 : 2,
  rate: 1000,
  log,
};
installCleanup();
const startedAt = new Date();
const crashes: string[] = [];
/** Runs one section; a crash is recorded and the other sections still run. */
async function section<T>(
  name: string,
  run: () => Promise<T>,
  unavailable?: string | false,
): Promise<T | string> {
  if (unavailable) return unavailable;
  try {
    return await run();
  } catch (error) {
    crashes.push(name);
    console.error(
      `The ${name} section crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return `crashed: ${String(error).split('\n')[0]}`;
  }
}

const site = builtSite(flags.build ?? false);
log(`${site.built}; measuring a private copy of dist/client`);
const noChromium = !fs.existsSync(CHROMIUM_PATH) && `no Chromium at ${CHROMIUM_PATH}`;
const firstVisitFigures = await section(
  'first visit',
  () => firstVisits(site.siteDir, ROUTES),
  noChromium,
);
const lighthouse = await section(
  'Lighthouse',
  () => lighthouseRuns(site.siteDir, quick ? ['/'] : ROUTES, quick ? 1 : 3, log),
  noChromium || (flags['no-lighthouse'] && '--no-lighthouse'),
);
// From here on the bench (autocannon, the open-loop sender) stays on its own core, the servers on theirs.
execFileSync('taskset', ['-a', '-p', '-c', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
const noPostgres =
  !fs.existsSync(path.join(PG_BIN_DIR, 'postgres')) &&
  `no PostgreSQL server binaries in ${PG_BIN_DIR}`;
const figures: Figures = {
  firstVisits: firstVisitFigures,
  lighthouse,
  save: await section('save', () => saveAgainstPlainWay(site.siteDir, settings)),
  cards: await section('cards', () => cardFirstBytes(site.siteDir, settings)),
  figures: await section('figures', () => figuresAtAMillion(site.siteDir, settings)),
  postgres: await section(
    'PostgreSQL',
    () => postgresTwoInstances(site.siteDir, settings, quick ? 1 : 3),
    noPostgres,
  ),
  soak: await section('soak', () => soak(site.siteDir, quick ? 30 : 600, settings)),
};
await stopAll();
removeTempDirs();

const verdicts = evaluate(figures);
console.log(
  `\nBudgets${quick ? ' (quick mode: short loads, not comparable with a full run)' : ''}:`,
);
for (const verdict of verdicts)
  console.log(`${verdict.status.padEnd(4)}  ${verdict.budget}: ${verdict.figure}`);
const count = (status: string) => verdicts.filter((verdict) => verdict.status === status).length;
console.log(`Budget verdicts: PASS ${count('PASS')}, FAIL ${count('FAIL')}, SKIP ${count('SKIP')}`);

const commit =
  spawnSync('git', ['describe', '--always', '--dirty'], {
    cwd: projectRoot,
    encoding: 'utf8',
  }).stdout?.trim() || null;
const machine = { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() };
const report = {
  generatedAt: startedAt,
  commit,
  mode: quick ? ('quick' as const) : ('full' as const),
  machine,
  verdicts,
  figures,
};
const dir = path.join(projectRoot, 'bench-results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(dir, 'report.md'), reportMarkdown(report));
console.log(
  `\nResults written to bench-results/latest.json and bench-results/report.md (${Math.round((Date.now() - startedAt.getTime()) / 1000)} s)`,
);
if (crashes.length > 0) console.error(`The bench crashed in: ${crashes.join(', ')}`);
process.exit(crashes.length > 0 ? 1 : 0);
