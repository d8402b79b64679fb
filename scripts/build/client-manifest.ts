// Vite's manifest of the client bundle (dist/client-manifest.json): which built files a page needs
// first (following static imports only: dynamic imports load later, on demand), and which file is
// the site's stylesheet.
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';

/** Moves Vite's manifest out of the client folder, so the static server never has it to publish. */
export function moveManifest(clientDir: string, manifestFile: string): Manifest {
  mkdirSync(dirname(manifestFile), { recursive: true });
  renameSync(join(clientDir, '.vite/manifest.json'), manifestFile);
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** The built stylesheet: the build makes one (vite.config.ts: cssCodeSplit false). */
export function stylesheetFile(manifest: Manifest): string {
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  if (files.length !== 1)
    throw new Error(
      `The client manifest names ${files.length} stylesheets; the page template inlines exactly one`,
    );
  return files[0]!;
}

/**
 * The entry chunk, and the built files of `modules` and of everything they and the entry import
 * statically, each once (Vite's backend-integration recipe): what a page fetches together.
 */
export function pageScripts(
  manifest: Manifest,
  modules: readonly string[],
): { entry: string; preloads: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The client manifest has no entry chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [entry, ...modules].forEach(visit);
  const [entryFile, ...preloads] = [...files].map((file) => `/${file}`);
  return { entry: entryFile!, preloads };
}
