// The processes the bench starts (the build, the servers under test). Each leads its own process
// group, so whatever it starts goes with it, and all are stopped at the end, on a crash or on Ctrl-C.
import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export type Child = ReturnType<typeof startChild>;
const running = new Set<Child>();
const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};

export function startChild(name: string, command: string, args: string[], options: SpawnOptions = {}) {
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  const pid = proc.pid;
  if (pid === undefined) throw new Error(`could not start ${name} (${command})`);
  let log = '';
  const append = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-100_000));
  proc.stdout?.on('data', append);
  proc.stderr?.on('data', append);
  const exited = new Promise<number | string>((resolve) => {
    proc.once('error', (error) => resolve(`spawn error: ${error.message}`));
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const child = {
    name,
    pid,
    /** What it printed so far (stdout and stderr), for error messages. */
    output: () => log,
    /** The exit code or signal, once it has exited. */
    exited,
    /** SIGTERM, then SIGKILL after graceMs. */
    async stop(graceMs = 5000) {
      if (!running.has(child)) return;
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(child);
  // Once it has exited, anything it left behind in its group goes too.
  void exited.then(() => running.delete(child) && killGroup(pid, 'SIGKILL'));
  return child;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop(2000)));
}

export function installCleanup(): void {
  process.once('exit', () => running.forEach((child) => killGroup(child.pid, 'SIGKILL')));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
}

/** The first match of `pattern` in the child's output; throws if it exits or takes longer than timeoutMs. */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  let exit: number | string | undefined;
  void child.exited.then((result) => (exit = result));
  for (const deadline = Date.now() + timeoutMs; ; await sleep(50)) {
    const match = child.output().match(pattern);
    if (match) return match;
    if (exit !== undefined || Date.now() > deadline) {
      throw new Error(`${child.name} ${exit !== undefined ? `exited (${exit})` : 'timed out'} before printing ${pattern}:\n${child.output().slice(-2000)}`);
    }
  }
}

/** The process's peak resident memory so far (VmHWM), in bytes, or null once it is gone. */
export function peakRssBytes(pid: number): number | null {
  return memoryBytes(pid, 'VmHWM');
}

/** The process's resident memory now (VmRSS), in bytes, or null once it is gone. */
export function rssBytes(pid: number): number | null {
  return memoryBytes(pid, 'VmRSS');
}

function memoryBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface CpuShares {
  /** Share of its core the server used (0-1). */
  server: number | null;
  /** Share of the server's core used by other processes: contention from outside the bench. */
  othersOnServerCore: number | null;
  /** Share of the load generator's core busy with anything. */
  loadCoreBusy: number | null;
  /** Share of one core the bench process (the load generator) used. */
  loadGenerator: number;
}

/**
 * CPU use over one run, read from /proc: it tells a slow server from a busy machine, which no
 * library reports for another process and a pinned core.
 */
export function cpuMeter(pid: number, serverCore: number, loadCore: number): () => CpuShares {
  const core = (n: number) => {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n').find((candidate) => candidate.startsWith(`cpu${n} `)) ?? '';
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  };
  const processTicks = () => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      return null;
    }
  };
  const read = () => ({ proc: processTicks(), server: core(serverCore), load: core(loadCore), self: process.cpuUsage(), wall: performance.now() });
  const start = read();
  return () => {
    const end = read();
    const span = end.server.total - start.server.total;
    const share = (a: { busy: number; total: number }, b: { busy: number; total: number }) => (b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : null);
    const server = start.proc !== null && end.proc !== null && span > 0 ? Math.min(1, (end.proc - start.proc) / span) : null;
    const serverCoreBusy = share(start.server, end.server);
    const self = process.cpuUsage(start.self);
    return {
      server,
      othersOnServerCore: server !== null && serverCoreBusy !== null ? Math.max(0, serverCoreBusy - server) : null,
      loadCoreBusy: share(start.load, end.load),
      loadGenerator: Math.min(1, (self.user + self.system) / 1000 / (end.wall - start.wall)),
    };
  };
}
