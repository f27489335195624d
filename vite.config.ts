import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './scripts/manifest.ts';
import { cacheVersion } from './scripts/cache-version.ts';
import { dropSplitGroupings, routeTreeArrays } from './scripts/route-tree-arrays.ts';
import { precompress } from './scripts/precompress.ts';

// Which build a user runs: in index.html's `version` meta (support asks; the update test deploys a
// second build). Being in index.html, a new id is a new precache manifest, so a new release.
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

const hasOpenLayers = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]ol[\\/]/.test(id));
const hasSheetJs = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/@e965/xlsx/'));
const hasFirebase = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(id));
/** The lazy families' own chunks (sw/lazy-chunk-names.ts): named so the worker knows them. */
const LAZY_NAME = /^(ol|xlsx|firebase)-/;

export default defineConfig({
  define: {
    // Per query-key root: the saved query cache keeps what a new build still reads the same way.
    __CACHE_VERSION__: JSON.stringify(cacheVersion(fileURLToPath(new URL('.', import.meta.url)))),
  },
  plugins: [
    {
      name: 'build-id',
      transformIndexHtml: (html) => html.replace('%BUILD_ID%', buildId),
    },
    routeTreeArrays(),
    dropSplitGroupings(),
    // The router plugin must run before React so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: {
        // Icons come in through the manifest entries; listing them here too would precache them twice.
        globPatterns: ['**/*.{js,css,html,woff2}', 'icons/favicon.svg'],
        // The heavy optional chunks (`ol-*`, `xlsx-*`, `firebase-*`, see sw/lazy-chunk-names.ts)
        // are listed too: the worker precaches the rest and fetches those on first use, or at an
        // update when the user had them. The map's lazy entry is `src/map/ol-map-view.tsx`, so
        // OpenLayers and its stylesheet land in `ol-*` files.
      },
      devOptions: { enabled: false },
    }),
    // Last: brotli and gzip twins of every text file, the service worker included (issue 19).
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/connect': 'http://localhost:8080',
      '/.well-known': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
    },
  },
  resolve: {
    // TanStack's store asks for the React 17 shim of useSyncExternalStore; React 19 has the hook
    // built in, so the shim's fallback code is dead weight on the first screen.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/app/shims/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  worker: {
    // Module workers (`new Worker(url, { type: 'module' })`), like the app's own chunks.
    format: 'es',
    rolldownOptions: {
      output: {
        // The spreadsheet worker (src/features/subscriptions/excel/xlsx.worker.ts) bundles SheetJS:
        // its files start with `xlsx-` so the service worker keeps them out of the precache.
        // Other workers keep Vite's default names.
        entryFileNames: (chunk) =>
          chunk.name.startsWith('xlsx')
            ? 'assets/xlsx-worker-[hash].js'
            : 'assets/[name]-[hash].js',
        chunkFileNames: (chunk) =>
          hasSheetJs(chunk) ? 'assets/xlsx-[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // Browsers the app supports (es2022) preload modules natively; the polyfill is dead weight
      // on the first screen.
      polyfill: false,
      // A lazy chunk's stylesheets still load with it; its JavaScript imports are fetched by the
      // browser as soon as the chunk is parsed (and come from the service worker's precache once
      // installed). Listing every route's JS dependencies in the entry cost ~1 kB gzip of the
      // first screen. The map view is the exception: imported from lazy chunks only, it lists
      // its OpenLayers chunks so they are all fetched at once instead of one level after another
      // (on a slow phone's start of the live map that was ~0.25 s).
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)ol-map-view-/.test(file) && !/(^|\/)index-/.test(hostId) ? deps : [],
    },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into one chunk: split into the pieces the
        // lazy chunks share (React, zod, …) it cost ~2 kB gzip more on the budgeted first screen.
        // Lazy chunks are untouched.
        // A CommonJS package in a lazy chunk moves Rolldown's interop helpers out of this chunk
        // into one of their own before the first screen (+0.4 kB): lazy code stays ES modules.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // Chunks the map's lazy parts share (OpenLayers' core, used by the live map and by the
        // drawing screens) keep the `ol-` prefix, push's the `firebase-` one: out of the
        // precache, cached once used. Every other chunk and stylesheet is named by its hash
        // alone: the entry names ~85 of them (its lazy routes), and their readable names cost
        // ~0.5 kB gzip of the first screen. Source maps still name every module. Seven hash
        // characters, the fewest Rolldown accepts for this many chunks (42 bits: two contents
        // never share a name in practice): random characters barely compress, and the eighth
        // cost ~0.15 kB gzip of the first screen.
        chunkFileNames: (chunk) =>
          LAZY_NAME.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : hasOpenLayers(chunk)
              ? 'assets/ol-[name]-[hash].js'
              : hasFirebase(chunk)
                ? 'assets/firebase-[name]-[hash].js'
                : // SheetJS, shared by the Excel-reading worker and the reports' export.
                  hasSheetJs(chunk)
                  ? 'assets/xlsx-[name]-[hash].js'
                  : 'assets/[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css') && !LAZY_NAME.test(name))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        // The update e2e deploys a release whose map code differs, as a real release's may: the
        // build id in each map chunk changes its name. Never set otherwise: an unchanged chunk
        // keeps its name, so users do not fetch it again (even an empty banner adds a line).
        ...(process.env.E2E_MARK_MAP_CHUNKS && {
          postBanner: (chunk: { name: string; moduleIds: readonly string[] }) =>
            chunk.name.startsWith('ol-') || hasOpenLayers(chunk) ? `/* ${buildId} */` : '',
        }),
      },
    },
  },
});
