// Builds the web client (src/web) into dist/web, which the game server serves on its own port:
// `npm run build:web`. `npm run dev:web` runs a development server that forwards the API and the
// WebSocket to a game server on API_TARGET (default http://localhost:3000).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
const target = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1000,
    // The service worker is a second entry, written as /sw.js at the root: its scope is the whole site.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        sw: fileURLToPath(new URL('sw.ts', import.meta.url)),
      },
      output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
    },
  },
  server: { proxy: { '/api': { target, ws: true } } },
});
