import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Every browser this site supports has <link rel=modulepreload>: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    // One stylesheet, inlined into every page by the build: kept apart from the chunks, so loading a
    // lazy chunk (the results view) does not fetch it a second time.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The small helpers several pages share travel as one chunk rather than a handful of tiny
        // ones: fewer requests and better compression for a quiz page's first load.
        codeSplitting: {
          groups: [{ name: 'shared', test: /[\\/]src[\\/](lib|domain|browser|components)[\\/](?!ResultView|ShareButtons|share\.)/, minShareCount: 2 }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
