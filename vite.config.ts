/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bodyValidators } from './scripts/body-validators.js';
import { bootScript, BOOT_SOURCE, SHELL_SOURCE } from './scripts/boot-script.js';
import { emotionStylesInRenderPlugin } from './scripts/emotion-styles-in-render.js';
import { i18nMessages } from './scripts/i18n-plugin.js';
import { precompress } from './scripts/precompress.js';
import { routerSettled } from './scripts/router-settled.js';
import { tooltipAnchor } from './scripts/tooltip-anchor.js';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * One config for the SPA build, the dev server (API proxied to the Node process) and the
 * test projects: unit (node), ui (jsdom components and the data provider against msw),
 * api (fastify.inject on a fresh database per file) and e2e (Chromium against `npm start`).
 */
export default defineConfig({
  // bootScript: index.html's boot script (early requests, then the shell after the first paint: src/admin/boot/);
  // precompress: .br and .gz beside every text file of the build, served by routes/spa.ts;
  // bodyValidators: the wizard's and the bespoke forms' precompiled ajv validators (no eval in the browser);
  // tooltipAnchor: MUI's tooltips no longer make React render again before the first paint;
  // routerSettled: react-admin's router no longer renders the layout again after its first commit with nothing changed;
  // emotionStylesInRenderPlugin: Emotion inserts styles in the (sliced) render instead of the commit's single task;
  // i18nMessages: /i18n/{lang}.json, the shell's texts merged with every module's (scripts/i18n-messages.ts).
  plugins: [
    react(),
    bootScript(),
    precompress(),
    bodyValidators(),
    tooltipAnchor(),
    routerSettled(),
    emotionStylesInRenderPlugin(),
    i18nMessages(),
  ],
  root: '.',
  // The path aliases of tsconfig.json (@domain/, @schema/, @server/, @admin/, @resources/, @tests/).
  resolve: { tsconfigPaths: true },
  publicDir: 'public',
  build: {
    outDir: 'dist/spa',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Two pages: the admin shell (index.html) and the light sign-in page (sign-in.html, served at
    // /authentication); index.html's boot script and the shell it starts are entries of their own
    // (scripts/boot-script.ts puts them in the page).
    rolldownOptions: {
      input: { index: 'index.html', signIn: 'sign-in.html', boot: BOOT_SOURCE, main: SHELL_SOURCE },
      // React and react-admin's own libraries in chunks of their own (by the entries that use
      // them): the boot script evaluates the shell one chunk per task, and smaller chunks make
      // shorter tasks on a phone.
      output: {
        // Chunks split by the entries sharing them are named by rolldown after the first group
        // and every entry (`react-admin~signIn~main~…`, MUI inside): a neutral name instead.
        chunkFileNames: ({ name }) => (name.includes('~') ? 'assets/chunk-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Not ra's default theme: the sign-in page builds its theme from it, and nothing else of react-admin.
            {
              name: 'react-admin',
              test: /node_modules[\\/](ra-core|ra-ui-materialui(?![\\/]dist[\\/]theme[\\/])|react-router|@tanstack|react-hook-form|lodash|inflection|query-string)[\\/]/,
              entriesAware: true,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          // Pure functions and the server's parts without a database: one module graph per worker
          // instead of one per file halves the run (each file still gets fresh test state).
          isolate: false,
          // Vitest's default is one worker per core but one, i.e. a single worker on 2 cores.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx', 'resources/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup-ui.ts'],
          exclude: ['**/*.isolated.test.tsx'],
          maxWorkers: 2, // as the unit project's
          // One module graph per worker instead of one per file (as unit and api): importing MUI,
          // react-admin and the shell again for every file was most of this project's time
          // (175 s -> 80 s here). Each file still gets a fresh jsdom; a file that mocks a module
          // the others import (vi.mock) is named *.isolated.test.tsx and runs in ui-isolated.
          isolate: false,
          // jsdom renders of the whole form or shell take 1–3 s on a busy 2-core machine, and the
          // first test of a file also pays the lazy chunks' import: 5 s was flaky, not a signal.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-isolated',
          environment: 'jsdom',
          include: ['tests/unit/**/*.isolated.test.tsx'],
          setupFiles: ['tests/unit/setup-ui.ts'],
          maxWorkers: 2, // as the unit project's
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app on its own database; sharing the module graph per worker
          // saves importing the whole server again for every file (188 s -> 140 s on PGlite here).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
