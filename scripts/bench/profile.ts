// --profile: where the app's CPU time goes under the saturating API load, from a V8 CPU profile of
// an extra run (node --cpu-prof; the file stays in bench-results/profiles/ for DevTools).
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { saveRequests } from './request-bodies.js';
import { startApp } from './servers.js';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  requestsPerSecond: number;
  sampledMs: number;
  /** Share of the time the main thread waited (for I/O such as fsync). */
  idleShare: number;
  /** Self time by package and by function, as shares of the busy time, largest first. */
  byPackage: [string, number][];
  byFunction: [string, number][];
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? 'the app';
}

export async function profileApi(siteDir: string, dir: string, core: number, connections: number, seconds: number): Promise<ProfileSummary> {
  fs.rmSync(dir, { recursive: true, force: true });
  const server = await startApp('app (profiled)', siteDir, { core, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  let result: autocannon.Result;
  try {
    result = await autocannon({ url: server.origin, connections, duration: seconds, requests: saveRequests() });
  } finally {
    await server.child.stop(15_000); // node writes the profile as it exits
  }
  const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((file) => file.endsWith('.cpuprofile')) : undefined;
  if (!name) throw new Error(`the profiled server wrote no profile to ${dir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const time = profile.timeDeltas[index] ?? 0;
    const frame = frames.get(id)!;
    total += time;
    if (frame.functionName === '(idle)') return void (idle += time);
    const where = frame.url ? ` ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
    const pkg = packageOf(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  });
  const rank = (map: Map<string, number>, limit: number): [string, number][] =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([key, time]) => [key, time / Math.max(1, total - idle)]);
  return { file: path.join(dir, name), requestsPerSecond: result.requests.average, sampledMs: total / 1000, idleShare: total > 0 ? idle / total : 0, byPackage: rank(byPackage, 12), byFunction: rank(byFunction, 15) };
}
