import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * react-router's package exports resolve to its development build for every bundler
 * (remix-run/react-router#14102, open): development warnings switched on, 0.45 KB gzip more on
 * every page. Its production build ships in the same package; these aliases pick it.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * index.html holds no script: the built pages load the app through their app loader
 * (shared/lib/app-loader.ts) after the first paint, and the client build starts from the entry module
 * (scripts/build/vite-builds.ts). The development server gets the entry from this plugin.
 */
function developmentEntry(): Plugin {
  return {
    name: 'development-entry',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { type: 'module', src: '/src/entry-client.tsx' }, injectTo: 'body' },
    ],
  };
}

/**
 * The modules a page needs on its first visit, read from the import graph once it is built: the
 * entry, each page module the route table loads lazily (src/routes.ts), and everything they import
 * statically. Code behind a dynamic import inside those (the results view, saving a result, the
 * share row, the mobile menu) is fetched later, when it is wanted, and is not among them.
 *
 * Measured without it (one shared chunk by `minShareCount: 2` alone, 2026-11-26): 1.0 KB more on
 * every quiz page's first visit, which takes /test to 120.9 KB and /es/tests/food to 120.6 KB
 * fetched in all (gzip), over the 120 KB budget (119.9 KB and 119.6 KB with it).
 */
function firstLoadModules(routeTable: string): {
  plugin: Plugin;
  includes: (id: string) => boolean;
} {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'first-load-modules',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const table = this.getModuleInfo(fileURLToPath(new URL(routeTable, import.meta.url)));
      const roots = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = [...roots, ...(table?.dynamicallyImportedIds ?? [])];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, includes: (id) => firstLoad.has(id) };
}

const firstLoad = firstLoadModules('./src/routes.ts');

export default defineConfig({
  plugins: [react(), developmentEntry(), firstLoad.plugin],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // No preload helper in the chunks: each page's app loader (shared/lib/app-loader.ts) preloads the
    // chunks that page needs, and a lazy chunk is fetched when it is wanted.
    modulePreload: false,
    // One stylesheet, inlined into every page by the build: kept apart from the chunks, so loading a
    // lazy chunk (the results view) does not fetch it a second time.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // What a page loads follows its imports: code behind a dynamic import (a page, the results
        // view, the share row, the mobile menu) is a chunk of its own, fetched when it is wanted.
        // First-load code that two or more chunks share travels as one chunk rather than a handful
        // of tiny ones: fewer requests and better compression for a page's first load. Code that
        // only later views share is left to Rolldown's own splitting, so no page fetches it early.
        codeSplitting: { groups: [{ name: 'shared', minShareCount: 2, test: firstLoad.includes }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
