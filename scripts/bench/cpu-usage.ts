// CPU accounting over a load run, to tell a slow server from a busy machine: how much of its
// core the server used, and how busy each pinned core was in total (the rest is other processes).
import fs from 'node:fs';

interface CoreTicks {
  busy: number;
  total: number;
}

function coreTicks(core: number): CoreTicks | null {
  const line = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`cpu${core} `));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const idleAll = idle! + iowait!;
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idleAll };
}

function processTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export interface CpuShare {
  /** Share of one core the server process used (0–1). */
  serverCpu: number | null;
  /** Share of the server's core busy with anything (0–1). */
  serverCoreBusy: number | null;
  /** Share of the server's core used by other processes (0–1): contention from outside the bench. */
  serverCoreOthers: number | null;
  /** Share of the load generator's core busy with anything (0–1). */
  loadCoreBusy: number | null;
}

export function trackCpu(pid: number, serverCore: number, loadCore: number): { stop(): CpuShare } {
  const start = {
    proc: processTicks(pid),
    server: coreTicks(serverCore),
    load: coreTicks(loadCore),
  };
  return {
    stop() {
      const proc = processTicks(pid);
      const server = coreTicks(serverCore);
      const load = coreTicks(loadCore);
      const share = (a: CoreTicks | null, b: CoreTicks | null) =>
        a && b && b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : null;
      const serverCoreBusy = share(start.server, server);
      const elapsed = start.server && server ? server.total - start.server.total : 0;
      const serverCpu = start.proc !== null && proc !== null && elapsed > 0 ? Math.min(1, (proc - start.proc) / elapsed) : null;
      return {
        serverCpu,
        serverCoreBusy,
        serverCoreOthers: serverCpu !== null && serverCoreBusy !== null ? Math.max(0, serverCoreBusy - serverCpu) : null,
        loadCoreBusy: share(start.load, load),
      };
    },
  };
}
