// Step 1: build the site when dist/client is missing or older than the content (or when asked).
import fs from 'node:fs';
import path from 'node:path';
import { spawnChild } from './children.js';
import { clientDir, contentDirs, projectRoot } from './paths.js';
import { waitForSettledBuild } from './snapshot.js';

export interface BuildDecision {
  built: boolean;
  reason: string;
}

function newestMtimeMs(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function buildReason(force: boolean): string | null {
  if (force) return '--build was given';
  const index = path.join(clientDir, 'index.html');
  if (!fs.existsSync(index)) return 'dist/client is missing';
  if (!fs.existsSync(path.join(projectRoot, 'dist/app/server.js'))) return 'dist/app/server.js is missing';
  const builtAt = fs.statSync(index).mtimeMs;
  for (const dir of contentDirs) {
    if (newestMtimeMs(dir) > builtAt) return `dist/client is older than ${path.relative(projectRoot, dir)}/`;
  }
  return null;
}

export async function ensureBuild(force: boolean, log: (line: string) => void): Promise<BuildDecision> {
  // Someone else's build in progress: let it finish rather than start a second one over it.
  if (!force && fs.existsSync(clientDir)) await waitForSettledBuild(clientDir, 180_000, log);
  const reason = buildReason(force);
  if (reason === null) return { built: false, reason: 'dist/client is up to date' };
  console.log(`Building the site (${reason}): npm run build`);
  const child = spawnChild('npm run build', 'npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const timer = setTimeout(() => void child.stop(), 10 * 60_000);
  const code = await child.exited;
  clearTimeout(timer);
  await child.stop();
  if (code !== 0) throw new Error(`npm run build failed (${code})`);
  return { built: true, reason };
}
