import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstRouteChunks } from './build/first-route-chunks.ts';
import { inlinedCssNotPreloaded } from './build/inlined-css-not-preloaded.ts';
import { lighterIcons } from './build/lighter-icons.ts';
import { precompress } from './build/precompress.ts';
import { prerenderFirstScreens, scopedClassName } from './build/prerender.ts';
import { schemaFreeEndpoints } from './build/schema-free-endpoints.ts';
import { stylesheetsAfterSplash } from './build/stylesheets-after-splash.ts';

// One backend (apps/server) answers all three prefixes in development.
const backend = process.env.AFP_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/proxy', '/AntiProxy', '/fileProxy'] as const;

export default defineConfig({
  // Relative base: the built app is served from any path and inside workplace-app web views.
  base: './',
  plugins: [
    react(),
    lighterIcons(),
    schemaFreeEndpoints(),
    firstRouteChunks(),
    stylesheetsAfterSplash(),
    prerenderFirstScreens(),
    inlinedCssNotPreloaded(),
    precompress(),
  ],
  // Class names the build-time render of the login page (build/prerender-login.ts) repeats exactly.
  css: { modules: { generateScopedName: scopedClassName(fileURLToPath(new URL('.', import.meta.url))) } },
  resolve: {
    // antd-mobile's imperative renderer, on React 19's createRoot without rc-util's CommonJS shim.
    alias: [
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: fileURLToPath(new URL('./src/app/antd-react-render.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only define tables and schemas: one the app does not use is left out,
        // so a page needing a constant does not bring zod. Its schema-runtime configures zod for the
        // browser and stays wherever zod goes.
        moduleSideEffects: (id) => (/\/packages\/contract\/src\/(?!schema-runtime\.ts$)/.test(id) ? false : undefined),
      },
    },
  },
});
