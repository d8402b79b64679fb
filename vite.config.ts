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
];

export default defineConfig({
  plugins: [react()],
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
