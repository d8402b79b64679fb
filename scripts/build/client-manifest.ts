// Reading Vite's manifest of the client bundle (dist/client-manifest.json): which built files a
// source module needs, following static imports only (dynamic imports load later, on demand).
import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';

export function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The entry chunk's manifest key (src/entry-client.tsx via index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The client manifest has no entry chunk');
  return key;
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
