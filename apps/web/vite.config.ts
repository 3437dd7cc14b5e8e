import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

// One backend (apps/server) answers all three prefixes in development.
const backend = process.env.AFP_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/proxy', '/AntiProxy', '/fileProxy'] as const;

export default defineConfig({
  // Relative base: the built app is served from any path and inside workplace-app web views.
  base: './',
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
});
