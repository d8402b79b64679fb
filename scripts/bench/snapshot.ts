// The bench measures a private copy of dist/client, taken while the build is complete and not
// changing, so a rebuild by someone else during the run cannot change or remove files under it.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeTempDir } from './servers.js';

const STABLE_FOR_MS = 1500;
const GIVE_UP_AFTER_MS = 180_000;

/** Path, size and mtime of every file: equal fingerprints mean nothing changed in between. */
function fingerprint(dir: string): string | null {
  if (!fs.existsSync(dir)) return null;
  const lines: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      const stat = fs.statSync(file);
      lines.push(`${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`);
    } catch {
      return null; // Removed while listing: a build is running.
    }
  }
  return lines.sort().join('\n');
}

/** A finished build has the home page and its compressed siblings. */
function looksComplete(dir: string): boolean {
  return ['index.html', 'index.html.br', 'index.html.gz', '404.html.br'].every((file) => fs.existsSync(path.join(dir, file)));
}

/**
 * When dist/client exists but is changing or incomplete (someone else's build), waits up to
 * `timeoutMs` for it to settle. Resolves true when a complete, unchanging build is there.
 */
export async function waitForSettledBuild(dir: string, timeoutMs: number, log: (line: string) => void): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let said = false;
  while (fs.existsSync(dir)) {
    const before = fingerprint(dir);
    if (before !== null && looksComplete(dir)) {
      await sleep(STABLE_FOR_MS);
      if (fingerprint(dir) === before) return true;
    }
    if (Date.now() > deadline) return false;
    if (!said) log(`${dir} is incomplete or changing (a build is running?); waiting for it to settle...`);
    said = true;
    await sleep(1000);
  }
  return false;
}

export async function snapshotBuild(sourceDir: string, log: (line: string) => void): Promise<string> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  let waited = false;
  while (Date.now() < deadline) {
    const before = fingerprint(sourceDir);
    if (before !== null && looksComplete(sourceDir)) {
      await sleep(STABLE_FOR_MS);
      if (fingerprint(sourceDir) === before) {
        const target = path.join(makeTempDir('site'), 'client');
        fs.cpSync(sourceDir, target, { recursive: true, preserveTimestamps: true });
        if (fingerprint(sourceDir) === before && fingerprint(target) !== null) return target;
      }
    }
    if (!waited) log(`${sourceDir} is incomplete or changing (a build is running?); waiting for it to settle...`);
    waited = true;
    await sleep(1000);
  }
  throw new Error(`${sourceDir} did not settle into a complete build within ${GIVE_UP_AFTER_MS / 1000} s`);
}
