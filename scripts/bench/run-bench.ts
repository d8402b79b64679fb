// `npm run bench`: page weight, Lighthouse, API/static load and budgets in one run.
// See `npm run bench -- --help`. Budget failures never change the exit code; crashes do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS, evaluateBudgets, printVerdicts } from './budgets.js';
import { installCleanupHandlers, stopAll } from './children.js';
import { ensureBuild, type BuildDecision } from './ensure-build.js';
import { heading } from './format.js';
import { runLighthouse, type LighthouseReport } from './lighthouse-audit.js';
import { runLoadTests, type LoadReport } from './load-tests.js';
import { parseOptions } from './options.js';
import { measurePageWeights, type RouteWeight } from './page-weight.js';
import { clientDir, profileDir, projectRoot } from './paths.js';
import { printLighthouse, printLoad, printPageWeights } from './report.js';
import { writeResults } from './results-file.js';
import { removeTempDirs } from './servers.js';
import { snapshotBuild } from './snapshot.js';

const WEIGHT_ROUTES = ['/', '/test', '/tests/food', '/results'];
const log = (line: string) => console.log(`[bench] ${line}`);

function message(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  installCleanupHandlers();
  const startedAt = new Date();
  const crashes: { section: string; error: string }[] = [];

  let build: BuildDecision | null = null;
  let weights: RouteWeight[] | null = null;
  let lighthouse: LighthouseReport | null = null;
  let load: LoadReport | null = null;
  let siteBuiltAt: string | null = null;

  try {
    build = await ensureBuild(options.build, log);
    log(build.built ? `Built (${build.reason}).` : `No build needed: ${build.reason}.`);
    const siteDir = await snapshotBuild(clientDir, log);
    siteBuiltAt = fs.statSync(path.join(siteDir, 'index.html')).mtime.toISOString();
    log(`Measuring a private snapshot of dist/client (index.html written ${siteBuiltAt}).`);

    try {
      weights = measurePageWeights(siteDir, WEIGHT_ROUTES);
      printPageWeights(weights, BUDGETS.budgetRoute);
    } catch (error) {
      crashes.push({ section: 'page weight', error: message(error) });
      console.error(`Page weight failed: ${message(error)}`);
    }

    if (!options.lighthouse) {
      lighthouse = { ran: false, skippedReason: '--no-lighthouse', routes: [] };
    } else {
      try {
        lighthouse = await runLighthouse(options.lighthouseRoutes, options.lighthouseRuns, siteDir, log);
      } catch (error) {
        // Lighthouse not being able to run here is reported, not fatal.
        lighthouse = { ran: false, skippedReason: `Lighthouse could not run: ${message(error).split('\n')[0]}`, routes: [] };
        console.error(message(error));
      }
    }
    printLighthouse(lighthouse);

    try {
      load = await runLoadTests({
        staticDir: siteDir,
        profileDir: options.profile ? profileDir : undefined,
        connections: options.connections,
        durationSeconds: options.loadSeconds,
        warmupSeconds: options.quick ? 0 : 2,
        log,
      });
      printLoad(load);
    } catch (error) {
      crashes.push({ section: 'load', error: message(error) });
      console.error(`Load tests failed: ${message(error)}`);
    }
  } catch (error) {
    crashes.push({ section: 'bench', error: message(error) });
    console.error(`Bench failed: ${message(error)}`);
  } finally {
    await stopAll();
    removeTempDirs();
  }

  heading(`Budgets${options.quick ? ' (quick mode: short loads, not comparable with the full run)' : ''}`);
  const verdicts = evaluateBudgets(weights, lighthouse, load);
  printVerdicts(verdicts);

  const file = writeResults({
    generatedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    mode: options.quick ? 'quick' : 'full',
    options,
    machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage: os.loadavg() },
    build,
    siteBuiltAt,
    units: { bytes: 'B', KB: 1024, latency: 'ms' },
    pageWeight: weights,
    lighthouse,
    load,
    budgets: { limits: BUDGETS, verdicts },
    crashes,
  });
  console.log(`\nResults written to ${path.relative(projectRoot, file)} (${file})`);
  if (crashes.length > 0) {
    console.error(`\nThe bench crashed in: ${crashes.map((crash) => crash.section).join(', ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(message(error));
    await stopAll();
    removeTempDirs();
    process.exit(1);
  },
);
