// The two Vite builds of the app, both from vite.config.ts: the client bundle the browser loads, and
// the app's server entry (src/entry-server.tsx), which the build imports to prerender the pages.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
// Types only: the build runs the server entry Vite built, never the browser app's source.
import type { pages, render } from '../../src/entry-server.js';
import { projectRoot } from '../content/paths.js';

const configFile = join(projectRoot, 'vite.config.ts');

/**
 * The client bundle and Vite's manifest of it. The build starts from the entry module rather than
 * index.html: the prerendered pages load the entry through the app loader (shared/lib/app-loader.ts)
 * after the first paint, so there is no HTML for Vite to write script and stylesheet tags into.
 */
export async function buildClient(): Promise<void> {
  // Named `index`, the entry chunk keeps the name it had when index.html was the input.
  const input = { index: join(projectRoot, 'src/entry-client.tsx') };
  await build({
    configFile,
    logLevel: 'warn',
    build: { manifest: true, rolldownOptions: { input } },
  });
}

export interface ServerEntry {
  pages: typeof pages;
  render: typeof render;
}

/** The app's server entry, built into `outDir` and imported. */
export async function buildServerEntry(outDir: string): Promise<ServerEntry> {
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as ServerEntry;
}
