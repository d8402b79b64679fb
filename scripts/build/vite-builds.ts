// The two Vite builds of the app: the client bundle the browser loads, and the renderer the
// prerender runs in node (src/entry-server.tsx), both from vite.config.ts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Renderer } from '../../shared/renderer.js';
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
  await build({ configFile, logLevel: 'warn', build: { manifest: true, rolldownOptions: { input } } });
}

/** The renderer, built into `outDir` and loaded. */
export async function buildRenderer(outDir: string): Promise<Renderer> {
  await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false } });
  const built = (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as { renderer: Renderer };
  return built.renderer;
}
