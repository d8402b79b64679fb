// The servers under test, each a node process leading its own process group, pinned to a core and
// stopped at the end, on a crash or on Ctrl-C; and the built site they serve.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { clientDir, projectRoot } from '../content/paths.js';

export { projectRoot };
/** The servers run alone on core 0 (taskset); the bench, the load generator, on core 1. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
export const ALL_CORES = `0-${os.cpus().length - 1}`;
export type Server = Awaited<ReturnType<typeof startServer>>;

const running = new Set<Server>();
const kill = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
};

async function startServer(name: string, args: string[], cores: string, env: NodeJS.ProcessEnv) {
  const child = spawn('taskset', ['-c', cores, 'node', ...args], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve).once('error', resolve)).then(
    () => (exited = true),
  );
  const pid = child.pid!;
  const server = {
    name,
    pid,
    origin: '',
    /** SIGTERM, then SIGKILL after graceMs. */
    async stop(graceMs = 5000) {
      running.delete(server);
      kill(pid, 'SIGTERM');
      const timer = setTimeout(() => kill(pid, 'SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
  running.add(server);
  for (const deadline = Date.now() + 30_000; !server.origin; await sleep(50)) {
    server.origin = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    if (exited || Date.now() > deadline)
      throw new Error(`${name} did not start:\n${output.slice(-2000)}`);
  }
  return server;
}

export const stopAll = () => Promise.all([...running].map((server) => server.stop(2000)));

export function installCleanup(): void {
  process.once('exit', () => running.forEach((server) => kill(server.pid, 'SIGKILL')));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

/** Resident memory now (VmRSS) or its peak so far (VmHWM), in bytes; null once the process is gone. */
export function memoryBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  const match =
    fs.existsSync(`/proc/${pid}/status`) &&
    new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : null;
}

const tempDirs: string[] = [];
export function tempDir(name: string): string {
  tempDirs.push(
    fs.mkdtempSync(path.join(os.tmpdir(), `purity-bench-${name.replace(/\W+/g, '-')}-`)),
  );
  return tempDirs.at(-1)!;
}
export const removeTempDirs = () =>
  tempDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));

/** The node flags and script of package.json's start script: the app exactly as operators run it. */
const startCommand = () =>
  (
    JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start
    .split(/\s+/)
    .filter((word) => !['exec', 'node', ''].includes(word));

/** The app on a fresh SQLite file (unless env says otherwise), rate limit off. */
export function startApp(
  name: string,
  siteDir: string,
  env: NodeJS.ProcessEnv = {},
  cores = SERVER_CORE,
): Promise<Server> {
  const settings = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: path.join(tempDir(name), 'results.db'),
    STATIC_DIR: siteDir,
    RATE_LIMIT_WRITES_PER_MINUTE: 'off',
  };
  return startServer(name, startCommand(), cores, { ...process.env, ...settings, ...env });
}

/** plain-way.ts bundled to plain JavaScript (its packages stay in node_modules, as the app's), with the app's node flags, on a fresh SQLite file. */
export async function startPlainWay(): Promise<Server> {
  const outDir = path.join(projectRoot, 'dist/bench');
  const ssr = fileURLToPath(new URL('plain-way.ts', import.meta.url));
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr,
      outDir,
      target: 'node20',
      minify: false,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'plain-way.js' } },
    },
  });
  const flags = startCommand().filter((word) => word.startsWith('-'));
  return startServer(
    'plain way',
    [...flags, path.join(outDir, 'plain-way.js'), path.join(tempDir('plain-way'), 'results.db')],
    SERVER_CORE,
    process.env,
  );
}

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const newest = (dir: string) =>
  Math.max(
    ...fs
      .readdirSync(path.join(projectRoot, dir), { recursive: true, withFileTypes: true })
      .map((entry) => mtime(path.join(entry.parentPath, entry.name))),
  );

/** `npm run build` when asked, or when the build is missing or older than its sources; then a private copy of dist/client, which a rebuild during the run cannot change. */
export function builtSite(force: boolean): { siteDir: string; built: string } {
  const builtAt = Math.min(
    mtime(path.join(clientDir, 'index.html')),
    mtime(path.join(projectRoot, 'dist/app/server.js')),
  );
  const reason = force
    ? '--build was given'
    : ['src', 'shared', 'server', 'content', 'schemas'].some((dir) => newest(dir) > builtAt) &&
      'the build is missing or older than its sources';
  if (
    reason &&
    spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' }).status !== 0
  )
    throw new Error('npm run build failed');
  const siteDir = path.join(tempDir('site'), 'client');
  fs.cpSync(clientDir, siteDir, { recursive: true, preserveTimestamps: true });
  // The last file a build writes: without it the copy caught a build half-way.
  if (!fs.existsSync(path.join(siteDir, '404.html.br')))
    throw new Error(
      'dist/client has no 404.html.br: is a build running? Re-run when it has finished.',
    );
  return { siteDir, built: reason ? `built (${reason})` : 'the build was up to date' };
}
