import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Modules only a results view needs (its share row, the score card action and the "where you
 * stand" chart): they load with the results view, which a quiz page fetches once it is idle, and
 * never with a quiz page's first load.
 */
const RESULT_VIEW_ONLY = [
  'ResultView',
  'ShareButtons',
  'share\\.',
  'share-card',
  'ScoreCardShare',
  'ScoreStanding',
  'DistributionChart',
  'distribution-chart',
  'score-distribution',
  'comparison',
  // Keeping a finished quiz on the device and saving it (with the outbox): fetched at the first answer.
  'result-history',
  'result-dates',
  'history-strings',
  'save-result',
  'api\\.',
  'save-request',
  'save-outbox',
  'PreviousScore',
  'DeviceResults',
];

/**
 * react-router's package exports resolve to its development build for every bundler
 * (remix-run/react-router#14102, open): development warnings switched on, 0.45 KB gzip more on
 * every page. Its production build ships in the same package; these aliases pick it.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
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
    // No preload helper in the chunks: each page's app loader (src/lib/app-loader.ts) preloads the
    // chunks that page needs, and a lazy chunk is fetched when it is wanted.
    modulePreload: false,
    // One stylesheet, inlined into every page by the build: kept apart from the chunks, so loading a
    // lazy chunk (the results view) does not fetch it a second time.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The small helpers several pages share travel as one chunk rather than a handful of tiny
        // ones: fewer requests and better compression for a quiz page's first load.
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: new RegExp(`[\\\\/]src[\\\\/](lib|domain|browser|components)[\\\\/](?!${RESULT_VIEW_ONLY.join('|')})`),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
