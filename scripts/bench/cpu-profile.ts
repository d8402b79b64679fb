// `--profile`: where the real server's CPU time goes under the API load, from a V8 CPU profile
// (node --cpu-prof) of an extra run, summarised by function and by package.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  selfShare: number;
}

export interface ProfileSummary {
  file: string;
  sampledMs: number;
  /** Share of samples where the thread was idle (waiting for I/O, e.g. fsync). */
  idleShare: number;
  topFunctions: ProfileEntry[];
  byPackage: ProfileEntry[];
}

function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return 'node core';
  const project = /\/(server|src|scripts)\//.exec(url);
  return project ? `project ${project[1]}/` : url;
}

function shortUrl(url: string): string {
  const match = /node_modules\/(.*)$/.exec(url) ?? /\/work\/[^/]+\/(.*)$/.exec(url);
  return match ? match[1]! : url || '(native)';
}

export function summariseProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
    total += delta;
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let idle = 0;
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += time;
      continue;
    }
    const name = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    const pkg = ['(garbage collector)', '(program)'].includes(frame.functionName) ? frame.functionName : packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  }
  const busy = total - idle;
  const rank = (entries: Map<string, number>, limit: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, time]) => ({ name, selfShare: busy > 0 ? time / busy : 0 }));
  return {
    file,
    sampledMs: total / 1000,
    idleShare: total > 0 ? idle / total : 0,
    topFunctions: rank(byFunction, top),
    byPackage: rank(byPackage, 12),
  };
}

/**
 * The main thread's profile written since `since` (ms): node names them
 * CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile, and thread 0 is the main thread (tsx's
 * module-hooks worker writes its own, thread 1).
 */
export function mainThreadProfile(dir: string, since: number): string | null {
  if (!fs.existsSync(dir)) return null;
  const fresh = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since);
  const main = fresh.filter((file) => /\.\d+\.0\.\d+\.cpuprofile$/.test(file));
  const candidates = main.length > 0 ? main : fresh;
  return candidates.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0] ?? null;
}
