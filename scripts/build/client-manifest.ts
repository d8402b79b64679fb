// Vite's manifest of the client bundle (dist/client-manifest.json): which built files a source
// module needs, following static imports only (dynamic imports load later, on demand), and which
// file is the site's stylesheet.
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';

/** Moves Vite's manifest out of the client folder, so the static server never has it to publish. */
export function moveManifest(clientDir: string, manifestFile: string): Manifest {
  mkdirSync(dirname(manifestFile), { recursive: true });
  renameSync(join(clientDir, '.vite/manifest.json'), manifestFile);
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  return readManifest(manifestFile);
}

export function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The entry chunk's manifest key (src/entry-client.tsx). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The client manifest has no entry chunk');
  return key;
}

/** The built stylesheet: the build makes one (vite.config.ts: cssCodeSplit false). */
export function stylesheetFile(manifest: Manifest): string {
  const files = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.css'));
  if (files.length !== 1) throw new Error(`The client manifest names ${files.length} stylesheets; the page template inlines exactly one`);
  return files[0]!;
}

/** The built files of `keys` and of everything they import statically, each once, in load order. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}
