// The servers under test, each its own process run by plain node with the flags of `npm start`,
// optionally pinned to a core: the app exactly as operators run it (the bundled server) on a fresh
// SQLite file, and the plain way of plain-way.ts, bundled the same way.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startChild, waitForOutput, type Child } from './processes.js';
import { projectRoot, tempDir } from './site.js';

export interface Server {
  child: Child;
  origin: string;
}

/** The node flags and script of package.json's start script. */
function startCommand(): { flags: string[]; script: string } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.trim().split(/\s+/).filter((word) => word !== 'exec');
  const script = words.slice(1).find((word) => !word.startsWith('-'));
  if (words[0] !== 'node' || !script) throw new Error(`expected the start script to run node on a script, got: ${scripts.start}`);
  return { flags: words.slice(1).filter((word) => word.startsWith('-')), script };
}

async function start(name: string, args: string[], core: number | null, env?: NodeJS.ProcessEnv): Promise<Server> {
  const [command, argv] = core === null ? ['node', args] : ['taskset', ['-c', String(core), 'node', ...args]];
  const child = startChild(name, command, argv, { cwd: projectRoot, env });
  const [, port] = await waitForOutput(child, /Listening on http:\/\/127\.0\.0\.1:(\d+)/);
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** `env` adds settings of the app's (e.g. METRICS_PORT, LOG_LEVEL) to those every bench run uses. */
export function startApp(name: string, siteDir: string, options: { core?: number | null; rateLimit?: string; nodeFlags?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<Server> {
  const { flags, script } = startCommand();
  return start(name, [...(options.nodeFlags ?? []), ...flags, script], options.core ?? null, {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: path.join(tempDir(name), 'results.db'),
    STATIC_DIR: siteDir,
    RATE_LIMIT_WRITES_PER_MINUTE: options.rateLimit ?? 'off',
    ...options.env,
  });
}

let plainWayScript: Promise<string> | undefined;
/**
 * plain-way.ts as plain JavaScript in dist/bench/ (its packages stay in node_modules, as for the
 * app), so no TypeScript loader runs beside it.
 */
function bundlePlainWay(): Promise<string> {
  const outDir = path.join(projectRoot, 'dist/bench');
  plainWayScript ??= build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: fileURLToPath(new URL('plain-way.ts', import.meta.url)), outDir, target: 'node20', minify: false, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'plain-way.js' } } },
  }).then(() => path.join(outDir, 'plain-way.js'));
  return plainWayScript;
}

/** The plain way (plain-way.ts) on a fresh SQLite file, with the app's node flags. */
export async function startPlainWay(core: number): Promise<Server> {
  return start('plain way', [...startCommand().flags, await bundlePlainWay(), path.join(tempDir('plain-way'), 'results.db')], core);
}
