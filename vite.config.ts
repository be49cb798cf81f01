/**
 * Build of the PWA: React app + our own service worker (sw/sw.ts, injectManifest) + web manifest.
 * The unit tests extend this file (vitest.config.ts), so keep it free of build-only side effects.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { paths } from './src/lib/paths.ts';

// pdf.js's worker (~1.5 MB) must fit, so it works offline; anything bigger is a mistake to catch.
const MAX_PRECACHE_FILE_BYTES = 5 * 1024 * 1024;

/** Painted from HTML before any JavaScript runs: where a visitor's first visit lands. */
const PRERENDERED_PAGES = [paths.home, paths.about, paths.contact, paths.tenders, paths.login];

export default defineConfig({
  plugins: [
    react(),
    prerenderPlugin(PRERENDERED_PAGES),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app asks before swapping versions (UpdatePrompt), so a half-filled form is never lost.
      registerType: 'prompt',
      // We register from React (virtual:pwa-register/react); the CSP forbids inline scripts.
      injectRegister: false,
      // The glob already finds the icons; the plugin adds manifest.webmanifest itself. Letting it
      // add them again would list each twice in the precache.
      includeManifestIcons: false,
      injectManifest: {
        // wasm: the gate desk's QR decoder (zxing_reader.wasm, ~1 MB) must scan with no network.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,wasm}'],
        // The build's .br/.gz copies (scripts/precompress.ts) are how the server sends these same
        // files, never files of their own: precaching them would download everything twice.
        globIgnores: ['**/*.{br,gz}'],
        maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
      },
      manifest: {
        name: 'Gatehouse',
        short_name: 'Gatehouse',
        description:
          'Gatehouse: bookings, notices, documents and help for the residents of our estate — even offline.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7f4',
        theme_color: '#1f6f4a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change far less often than our code: a stable chunk means an
            // app update re-downloads only our files into the precache. Deliberately not "all of
            // node_modules": that would drag lazy-only libraries (pdf.js, Dexie) into the home route.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
