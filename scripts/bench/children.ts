// Every process the bench starts goes through here, so all of them are stopped at the end, on an
// error, or on Ctrl-C. Each child leads its own process group, so its own children go with it.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';

export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  readonly pid: number;
  /** Everything the child printed so far (stdout and stderr interleaved), for error messages. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the child has exited. */
  readonly exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after graceMs; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Child>();

export function spawnChild(name: string, command: string, args: string[], options: SpawnOptions = {}): Child {
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  if (proc.pid === undefined) throw new Error(`Could not start ${name} (${command})`);
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  proc.stdout?.on('data', append);
  proc.stderr?.on('data', append);
  const exited = new Promise<number | string>((resolve) => {
    proc.once('error', (error) => {
      append(Buffer.from(`\n[spawn error] ${error.message}\n`));
      resolve('spawn-error');
    });
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const child: Child = {
    name,
    process: proc,
    pid: proc.pid,
    output: () => log,
    exited,
    async stop(graceMs = 3000) {
      if (!running.has(child)) return exited.then(() => undefined);
      signalGroup(proc.pid!, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(proc.pid!, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Anything the child left behind in its group goes too.
      signalGroup(proc.pid!, 'SIGKILL');
      running.delete(child);
    },
  };
  running.add(child);
  void exited.then(() => {
    if (!running.has(child)) return;
    signalGroup(proc.pid!, 'SIGKILL');
    running.delete(child);
  });
  return child;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop(2000)));
  killAllNow();
}

/** Last resort from a synchronous exit handler: no waiting. */
export function killAllNow(): void {
  for (const child of running) signalGroup(child.pid, 'SIGKILL');
  running.clear();
  for (const pid of external) {
    signalGroup(pid, 'SIGKILL');
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  external.clear();
}

/** Resolves with the first match of `pattern` in the child's output, or rejects on exit or timeout. */
export function waitForOutput(child: Child, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = child.output().match(pattern);
      if (match) {
        done();
        resolve(match);
      }
    };
    const onExit = (result: number | string) => {
      done();
      reject(new Error(`${child.name} exited (${result}) before it was ready:\n${child.output().slice(-2000)}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${child.name} was not ready within ${timeoutMs} ms:\n${child.output().slice(-2000)}`));
    }, timeoutMs);
    let finished = false;
    const done = () => {
      finished = true;
      clearTimeout(timer);
      child.process.stdout?.off('data', check);
      child.process.stderr?.off('data', check);
    };
    child.process.stdout?.on('data', check);
    child.process.stderr?.on('data', check);
    void child.exited.then((result) => {
      if (!finished) onExit(result);
    });
    check();
  });
}

/** The exit code, or 'timeout' (after which the caller stops the child). */
export function waitForExit(child: Child, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    void child.exited.then((result) => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}

/** Processes started by a library (Chrome by chrome-launcher) that must die with the bench too. */
const external = new Set<number>();
export function trackExternalPid(pid: number): () => void {
  external.add(pid);
  return () => external.delete(pid);
}

/** A value in kB from /proc/<pid>/status (VmRSS, VmHWM), or null when the process is gone. */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Polls VmRSS while a load runs; `stop()` returns the peak in bytes (VmHWM when it is higher). */
export function sampleRss(pid: number, everyMs = 200): { stop(): number | null } {
  let peakKb = procStatusKb(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, procStatusKb(pid, 'VmRSS') ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const hwm = procStatusKb(pid, 'VmHWM');
      const best = Math.max(peakKb, hwm ?? 0);
      return best > 0 ? best * 1024 : null;
    },
  };
}

/** Installs handlers so that Ctrl-C, SIGTERM and crashes still stop every child. */
export function installCleanupHandlers(): void {
  process.once('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench's child processes.`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}
