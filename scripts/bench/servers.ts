// Starting the servers under test: the real one (exactly what `npm start` runs: the bundled
// dist/app/server.js with its node flags) with a fresh SQLite file, and the bare node:http
// baselines. Both can be pinned to a CPU core with taskset.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnChild, waitForOutput, type Child } from './children.js';
import { benchScript, projectRoot } from './paths.js';

export interface RunningServer {
  child: Child;
  /** The process to measure (taskset execs, so it is the node process itself). */
  pid: number;
  origin: string;
  port: number;
}

const READY_TIMEOUT_MS = 30_000;

/** A fresh temporary folder for one server's database; removed by `removeTempDirs`. */
const tempDirs: string[] = [];
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `purity-bench-${prefix.replace(/\W+/g, '-')}-`));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

function command(core: number | null, args: string[]): [string, string[]] {
  return core === null ? ['node', args] : ['taskset', ['-c', String(core), 'node', ...args]];
}

export interface RealServerOptions {
  name: string;
  /** CPU core to pin it to, or null for none. */
  core: number | null;
  /** The built site to serve (the bench's snapshot of dist/client). */
  staticDir: string;
  rateLimit?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
}

/** The node arguments of package.json's `start` script, so the bench measures what operators run. */
function productionServerArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  // `exec` only hands signals from npm to node (see the README); the bench starts node itself.
  const [binary, ...args] = pkg.scripts.start.trim().replace(/^exec\s+/, '').split(/\s+/);
  if (binary !== 'node') throw new Error(`expected the start script to run node, got: ${pkg.scripts.start}`);
  return args;
}

export async function startRealServer({
  name,
  core,
  staticDir,
  rateLimit = 'off',
  nodeArgs = [],
}: RealServerOptions): Promise<RunningServer> {
  const dir = makeTempDir(name.replace(/\W+/g, '-'));
  const [cmd, args] = command(core, [...nodeArgs, ...productionServerArgs()]);
  const child = spawnChild(name, cmd, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: path.join(dir, 'results.db'),
      STATIC_DIR: staticDir,
      RATE_LIMIT_WRITES_PER_MINUTE: rateLimit,
    },
  });
  const match = await waitForOutput(child, /Listening on http:\/\/127\.0\.0\.1:(\d+)/, READY_TIMEOUT_MS);
  const port = Number(match[1]);
  return { child, pid: child.pid, origin: `http://127.0.0.1:${port}`, port };
}

export async function startBaselineServer(name: string, core: number | null, args: string[]): Promise<RunningServer> {
  const [cmd, fullArgs] = command(core, ['--import', 'tsx', benchScript('baseline-server.ts'), ...args]);
  const child = spawnChild(name, cmd, fullArgs, { cwd: projectRoot });
  const match = await waitForOutput(child, /LISTENING (\d+)/, READY_TIMEOUT_MS);
  const port = Number(match[1]);
  return { child, pid: child.pid, origin: `http://127.0.0.1:${port}`, port };
}
