// A tiny built site in a temp folder, shaped like dist/client, with .br and .gz siblings.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './http.js';
import { openTestStore, type TestStore } from './stores.js';

export const FAKE_SITE_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><h1>Purity test</h1>',
  'test/index.html': '<!doctype html><title>Test</title><h1>The test</h1>',
  'results/index.html': '<!doctype html><title>Results</title>',
  'tests/food/index.html': '<!doctype html><title>Food test</title>',
  'privacy/index.html': '<!doctype html><title>Privacy</title>',
  'contact/index.html': '<!doctype html><title>Contact</title>',
  '404.html': '<!doctype html><title>Not found</title><h1>404 Page Not Found</h1>',
  'es/index.html': '<!doctype html><html lang="es"><title>Inicio</title>',
  'es/tests/food/index.html': '<!doctype html><html lang="es"><title>Test de comida</title>',
  'es/404.html':
    '<!doctype html><html lang="es"><title>No encontrada</title><h1>Página no encontrada</h1>',
  'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'assets/index-3f9a1c.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'assets/index-77b0e2.css': `body{color:#111}${'.a{margin:0}'.repeat(200)}`,
  'assets/logo-1a2b3c.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'og/en/food.png': '\x89PNG\r\n\x1a\n(a score card)',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="8"/></svg>',
  '.secret': 'never served',
};

/** Files that get precompressed siblings, as the build does for HTML and hashed text assets. */
const COMPRESSED = [
  'index.html',
  'test/index.html',
  '404.html',
  'es/404.html',
  'assets/index-3f9a1c.js',
  'assets/index-77b0e2.css',
];

export function createFakeSite(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'quiz-site-'));
  for (const [relative, content] of Object.entries(FAKE_SITE_FILES)) {
    const file = join(dir, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (COMPRESSED.includes(relative)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The fake site served by the real app (SQLite store) for the tests of one file: started before
 * them, after `prepare` has added files to the site folder, and stopped after them.
 */
export function useFakeSiteServer(prepare?: (dir: string) => Promise<void>): {
  readonly url: string;
} {
  let site: ReturnType<typeof createFakeSite> | undefined;
  let handle: TestStore | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    site = createFakeSite();
    await prepare?.(site.dir);
    handle = await openTestStore('sqlite');
    server = await startTestServer({ store: handle.store, config: { staticDir: site.dir } });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.dispose();
    site?.remove();
  });
  return {
    get url() {
      if (!server) throw new Error('the server is only available inside tests');
      return server.url;
    },
  };
}
