// Temporary content directories for the content tests. They live under tests/fixtures/content/.tmp/
// (inside the project, so messages show short project-relative paths; ignored by the ".tmp/" line
// of .gitignore) and are removed by cleanupTempDirs().
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const fixturesDir = new URL('../../fixtures/content/', import.meta.url).pathname;
const tmpRoot = join(fixturesDir, '.tmp');
const created: string[] = [];

/** A new empty directory; `prefix` names it for whoever looks while tests run. */
export function makeTempDir(prefix: string): string {
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(tmpRoot, { recursive: true });
      const dir = mkdtempSync(join(tmpRoot, `${prefix}-`));
      created.push(dir);
      return dir;
    } catch (error) {
      // Another test file may have removed the empty .tmp/ between the two calls: try again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw error;
    }
  }
}

/** Removes this file's directories, then .tmp/ itself if no other run is still using it. */
export function cleanupTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
  try {
    rmdirSync(tmpRoot);
  } catch {
    /* not empty (another test file is still running) or already gone */
  }
}
