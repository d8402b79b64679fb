// `npm test`: every test suite, in order, with one summary line at the end.
//   content check → formatting → lint → typecheck → import graph → unit → server (SQLite + PostgreSQL) → build → browser (Chromium)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './chromium.js';

interface Step {
  name: string;
  command: string[];
  /** vitest suites report their counts through a JSON file. */
  vitestConfig?: string;
}

const steps: Step[] = [
  { name: 'content check', command: ['npx', 'tsx', 'scripts/content/build-content.ts'] },
  { name: 'formatting (Prettier)', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'lint (ESLint)', command: ['npx', 'eslint', '.'] },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', '.'] },
  {
    name: 'import graph (no cycles, folder boundaries)',
    command: ['npx', 'tsx', 'scripts/checks/import-graph.ts'],
  },
  { name: 'unit tests', command: [], vitestConfig: 'vitest.config.ts' },
  {
    name: 'server tests (SQLite and PostgreSQL)',
    command: [],
    vitestConfig: 'vitest.server.config.ts',
  },
  { name: 'build', command: ['npx', 'tsx', 'scripts/build-site.ts'] },
  { name: 'browser tests (Chromium)', command: [], vitestConfig: 'vitest.browser.config.ts' },
];

// The browser and PostgreSQL tests need two Debian packages: installed here when missing and this
// runs as root (as on a fresh CI machine), else the exact command is printed before anything runs.
const pgBinDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const systemPackages = [
  { name: 'chromium', present: () => existsSync(CHROMIUM_PATH), other: 'or set CHROMIUM_PATH' },
  {
    name: 'postgresql-15',
    present: () => existsSync(join(pgBinDir, 'initdb')),
    other: 'or set PG_BIN_DIR',
  },
];
const missingPackages = () => systemPackages.filter((pkg) => !pkg.present());
if (missingPackages().length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  const names = missingPackages().map((pkg) => pkg.name);
  console.log(`Installing ${names.join(' and ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-q', ...names], { stdio: 'inherit', env });
}
if (missingPackages().length) {
  const missing = missingPackages();
  console.error(
    `npm test needs ${missing.map((pkg) => pkg.name).join(' and ')}. Install with:\n  sudo apt-get install -y ${missing.map((pkg) => pkg.name).join(' ')}\n(${missing.map((pkg) => pkg.other).join('; ')})`,
  );
  process.exit(1);
}

const reportDir = mkdtempSync(join(tmpdir(), 'quiz-test-reports-'));
let passed = 0;
let failed = 0;
const failedSteps: string[] = [];

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const report = join(reportDir, `${steps.indexOf(step)}.json`);
  const command = step.vitestConfig
    ? [
        'npx',
        'vitest',
        'run',
        '--config',
        step.vitestConfig,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]
    : step.command;
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (step.vitestConfig && existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    if (summary.numTotalTests === 0) failedSteps.push(`${step.name} (no tests ran)`);
  }
  if (result.status !== 0) {
    failedSteps.push(step.name);
    // Without a build there is nothing for the browser tests to run against.
    if (step.name === 'build' || step.name === 'content check') break;
  }
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
