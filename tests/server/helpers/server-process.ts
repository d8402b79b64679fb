// Runs the real entry point (`tsx server/index.ts`) as a separate process, as in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  /** The Node process that runs the server (tsx or npm start it as their child). */
  pid: number;
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves when the spawned process (tsx, npm) has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  child: ChildProcess;
}

export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  return spawnServer([`${ROOT}node_modules/.bin/tsx`, 'server/index.ts'], env, { timeoutMs });
}

/**
 * Runs a command that starts the server (e.g. `npm start` in a folder with a built server) and
 * resolves once it listens. `detached` gives it its own process group, as a terminal would.
 */
export async function spawnServer(
  [command, ...args]: string[],
  env: Record<string, string>,
  {
    cwd = ROOT,
    timeoutMs = 60_000,
    detached = false,
  }: { cwd?: string; timeoutMs?: number; detached?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(command!, args, {
    cwd,
    detached,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_WRITES_PER_MINUTE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const waiter of waiters) waiter();
  });

  const waitForOutput = (pattern: RegExp, waitMs = timeoutMs) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Timed out waiting for ${pattern} in server output:\n${output}`));
      }, waitMs);
      const check = () => {
        if (pattern.test(output)) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        } else if (hasExited) {
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`The server exited before printing ${pattern}:\n${output}`));
        }
      };
      waiters.add(check);
      check();
    });

  await waitForOutput(/Listening on http:\/\/\S+ \(pid \d+/);
  const match = /Listening on (http:\/\/[^\s]+:(\d+)) \(pid (\d+)/.exec(output)!;
  return {
    url: match[1]!,
    port: Number(match[2]),
    pid: Number(match[3]),
    output: () => output,
    waitForOutput,
    exited,
    child,
  };
}
