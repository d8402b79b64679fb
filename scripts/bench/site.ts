// The built site the bench measures: rebuilt when missing, older than its sources or asked for,
// then copied with its manifest to a private folder, so a rebuild during the run cannot change it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientDir, clientManifestFile, projectRoot } from '../content/paths.js';
import { startChild } from './processes.js';

export { projectRoot };

const tempDirs: string[] = [];
export function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `purity-bench-${name.replace(/\W+/g, '-')}-`));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

const BUILT = [path.join(clientDir, 'index.html'), clientManifestFile, path.join(projectRoot, 'dist/app/server.js')];
const SOURCES = ['src', 'shared', 'server', 'content', 'schemas'];

function newestMtimeMs(dir: string): number {
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function staleReason(): string | null {
  const missing = BUILT.find((file) => !fs.existsSync(file));
  if (missing) return `${path.relative(projectRoot, missing)} is missing`;
  const builtAt = Math.min(...BUILT.map((file) => fs.statSync(file).mtimeMs));
  const newer = SOURCES.find((dir) => newestMtimeMs(path.join(projectRoot, dir)) > builtAt);
  return newer ? `the build is older than ${newer}/` : null;
}

export async function ensureBuild(force: boolean): Promise<{ built: boolean; reason: string }> {
  const reason = force ? '--build was given' : staleReason();
  if (reason === null) return { built: false, reason: 'the build is up to date' };
  console.log(`Building the site (${reason}): npm run build`);
  const build = startChild('npm run build', 'npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const timer = setTimeout(() => void build.stop(), 10 * 60_000);
  const code = await build.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`npm run build failed (${code})`);
  return { built: true, reason };
}

export interface Snapshot {
  siteDir: string;
  manifestFile: string;
  builtAt: string;
}

export function snapshotBuild(): Snapshot {
  const dir = tempDir('site');
  const siteDir = path.join(dir, 'client');
  const manifestFile = path.join(dir, 'client-manifest.json');
  fs.cpSync(clientDir, siteDir, { recursive: true, preserveTimestamps: true });
  fs.copyFileSync(clientManifestFile, manifestFile);
  // The last files a build writes: without them the copy caught a build half-way.
  for (const file of ['index.html.br', '404.html.br']) {
    if (!fs.existsSync(path.join(siteDir, file))) throw new Error(`dist/client has no ${file}: is a build running? Re-run when it has finished.`);
  }
  return { siteDir, manifestFile, builtAt: fs.statSync(path.join(siteDir, 'index.html')).mtime.toISOString() };
}
