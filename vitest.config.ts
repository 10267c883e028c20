import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const resolve = { conditions: ['latch-source', 'module', 'browser', 'import', 'default'] }
const ssrResolve = { resolve: { conditions: ['latch-source', 'node', 'import', 'default'] } }
const uiInclude = ['ui/src/**/*.test.tsx', 'ui/src/**/*.test.ts']
const lazyCoreSetup = ['test/fixtures/preload-lazy-core.ts']
const uiSetup = [...lazyCoreSetup, 'test/fixtures/ui-async-timeout.ts']

// React 18 for the `ui-react18` project: react-dom 18.3.1 is installed as the npm alias `react-dom-18` (test
// workspace), and `react` is the copy that react-dom resolves itself, so the app, react-dom and the testing library
// share one React instance. Packages that import react are inlined so the aliases reach them too.
const require = createRequire(import.meta.url)
const reactDom18 = dirname(
  require.resolve('react-dom-18/package.json', {
    paths: [fileURLToPath(new URL('./test/', import.meta.url))],
  }),
)
const react18 = dirname(createRequire(`${reactDom18}/package.json`).resolve('react/package.json'))
const rtlEsm = require
  .resolve('@testing-library/react')
  .replace(/index\.js$/, '@testing-library/react.esm.js')
const react18Alias = [
  { find: /^@testing-library\/react$/, replacement: rtlEsm },
  { find: /^react-dom(\/.*)?$/, replacement: `${reactDom18}$1` },
  { find: /^react(\/.*)?$/, replacement: `${react18}$1` },
]

// wagmi 2 for the `wagmi2` project: @wagmi/core 2 is installed as the npm alias `wagmi-core-2` (test workspace); the
// connector (core/src/wagmi) and its tests run against it as they do against the @wagmi/core 3 core depends on.
const wagmiCore2 = dirname(
  require.resolve('wagmi-core-2/package.json', {
    paths: [fileURLToPath(new URL('./test/', import.meta.url))],
  }),
)

export default defineConfig({
  test: {
    // Vitest runs one file per core minus one at a time: on a 2-core machine, one file at a time, with the other core
    // mostly idle while a file waits for its imports, a server process, PostgreSQL or hardhat. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'core',
          include: ['core/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: lazyCoreSetup,
          // Property tests run a hundred cases each: well under a second on a quiet machine, past the default 5 s on a
          // loaded one (seen with two workers at a load of 20). A real hang still fails.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { ...resolve, alias: [{ find: /^@wagmi\/core$/, replacement: wagmiCore2 }] },
        ssr: ssrResolve,
        test: {
          name: 'wagmi2',
          include: ['core/src/wagmi/**/*.test.ts'],
          environment: 'node',
          setupFiles: lazyCoreSetup,
          env: { LATCH_TEST_WAGMI_MAJOR: '2' },
          server: { deps: { inline: [/wagmi-core-2/] } },
        },
      },
      {
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'server',
          include: ['examples/server/src/**/*.test.ts'],
          environment: 'node',
          // one throwaway PostgreSQL cluster for the run (or LATCH_TEST_DATABASE_URL): the storage suite runs on both
          // engines, and the multi-instance tests run server processes on one database
          globalSetup: ['test/fixtures/postgres/global-setup.ts'],
        },
      },
      {
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts', 'test/aa/**/*.test.ts'],
          environment: 'node',
          // the same PostgreSQL cluster as the server project (operators, multi-instance and outage tests)
          globalSetup: ['test/fixtures/postgres/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The repo's own scripts (e.g. the Chromium provisioning decision of `npm test`).
        test: { name: 'scripts', include: ['test/scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'ui',
          include: [...uiInclude, 'themes/src/**/*.test.ts'],
          environment: 'jsdom',
          globals: true,
          // The first test of a file also waits for the lazily imported screens to be transformed: about a second on
          // a quiet machine, past the default 5 s on a loaded one. A real hang still fails.
          testTimeout: 15_000,
          setupFiles: uiSetup,
          env: { LATCH_TEST_REACT_MAJOR: '19' },
        },
      },
      {
        // The same ui tests on React 18.3 (the peer range is ^18.2 || ^19).
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { ...resolve, alias: react18Alias },
        ssr: ssrResolve,
        test: {
          name: 'ui-react18',
          include: uiInclude,
          environment: 'jsdom',
          globals: true,
          testTimeout: 15_000,
          setupFiles: uiSetup,
          env: { LATCH_TEST_REACT_MAJOR: '18' },
          server: {
            deps: { inline: [/@testing-library\/react/, /@floating-ui\/react/, /@nanostores\/react/] },
          },
        },
      },
    ],
  },
})
