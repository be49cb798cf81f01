import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// A feature never imports another feature; they meet in src/app routes.
const features = existsSync('src/features') ? readdirSync('src/features') : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
}));

// The server's rooms (DESIGN.md §9): a room reaches another only through that room's index.ts.
const domains = existsSync('server/domains') ? readdirSync('server/domains') : [];
const domainZones = domains.map((name) => ({
  target: `./server/domains/${name}`,
  from: './server/domains',
  except: [
    `./${name}`,
    ...domains.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: 'Reach another room through its index.ts (DESIGN.md §9).',
}));

/** Lint guards the architecture too: one-way layers (DESIGN.md §1). */
export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // Our imports leave out `.ts`: without a resolver that knows it, an import resolves to
    // nothing and the zones below pass it unseen; without the extensions and the parser, the
    // circle check reads no TypeScript file and finds no circle.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A circle of imports has no first module: whichever loads first sees the other half-made.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // contract/ imports nothing of ours.
            { target: './contract', from: ['./src', './sw', './server', './tests'] },
            // Nothing imports the server but its own entry and the tests.
            { target: ['./src', './sw', './contract'], from: './server' },
            // What every room uses never imports a room, nor the root that puts them together.
            {
              target: './server/platform',
              from: [
                './server/domains',
                './server/app.ts',
                './server/main.ts',
                './server/prepare.ts',
                './server/routes.ts',
                './server/seed.ts',
              ],
              message: 'platform/ is what every room uses: it knows no room (DESIGN.md §9).',
            },
            ...domainZones,
            // The app never reaches into the worker.
            { target: './src', from: './sw' },
            // Inside the app: app -> features -> (api, offline, ui, lib).
            {
              target: ['./src/api', './src/offline', './src/ui', './src/lib'],
              from: './src/features',
            },
            {
              target: ['./src/features', './src/api', './src/offline', './src/ui', './src/lib'],
              from: './src/app',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The app imports each contract module by its file: the index gathers every resource's
    // schemas, and importing it from the shell would put all of them in the first download.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract(/index)?$',
              message: 'Import the contract module you need (contract/auth, contract/bookings…).',
            },
          ],
        },
      ],
    },
  },
);
