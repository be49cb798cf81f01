import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/e2e/support/longest-first.ts';

/**
 * The server tests that store and serve files: run once more with files in S3 (an s3rver per
 * file), as the `server-files-s3` project, so both stores hold the same rules (issue 19).
 */
const fileTests = [
  'content-uploads',
  'content-gallery',
  'content-menus',
  'content-newsletters',
  'content-events',
  'content-files',
  'content-thumbnails',
  'documents',
  'lost-found',
].map((name) => `tests/server/${name}.test.ts`);

/**
 * Four suites: unit (app code in jsdom), server (app.inject on a real database; its file tests
 * again on S3), cluster (two server processes behind nginx, on PostgreSQL), e2e (real Chromium).
 */
export default defineConfig({
  test: {
    // A sequencer of our own would silence --sequence.shuffle.files, which finds e2e files that
    // depend on what others left on a shared server: shuffling wins when asked for.
    ...(process.argv.some((arg) => arg.startsWith('--sequence.shuffle'))
      ? {}
      : { sequence: { sequencer: LongestFirstSequencer } }),
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Node 24 rereads date-fns's 200 KB package.json for each of its ~250 modules
          // (nodejs/node#60397): imported natively, date-fns-tz took 1.9 s against 0.14 s on
          // Node 20, and a page that lazy-loads it missed findBy's 3 s. Through Vite, it does not.
          server: { deps: { inline: [/date-fns/] } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // vitest's default is one worker fewer than the cores: one of this machine's two.
          // Files of pure logic skip jsdom's start with `// @vitest-environment node`.
          maxWorkers: 2,
          // A test of a whole admin page takes ~1.5 s; on a busy machine, with two workers on two
          // cores, some passed 5 s (and then passed alone). Slow is not wrong in a unit test.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is memory hungry; two workers suit this two-core machine.
          maxWorkers: 2,
          // A worker runs its files one after another in one process, importing the server once
          // rather than per file (a third of the suite's time). Each file builds its own app on
          // its own database clone; nothing mocks a module, and no file leaves state behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-files-s3',
          environment: 'node',
          include: fileTests,
          globalSetup: ['tests/server/global-setup.ts'],
          env: { GATEHOUSE_TEST_FILES: 's3' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          // Two real instances behind nginx on PostgreSQL (DATABASE_URL) and s3rver: issue 19.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own Chromium; global-setup.ts starts one shared
          // server per worker (support/server.ts).
          maxWorkers: 2,
          // A worker runs its files one after another in one process, importing playwright-core
          // and the contract once rather than per file. e2e files keep no module state (and mock
          // nothing): what they share is the server, on purpose.
          isolate: false,
        },
      },
      {
        test: {
          // The offline flows again in Firefox ESR and WebKitGTK (issue 22): each file has a
          // server of its own that its tests stop and start; a browser per engine per file.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/global-setup.ts'],
          // A flow that takes 15 s alone passed 90 s in Firefox in the full suite, beside three
          // other suites on two cores: slow there is not wrong.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
