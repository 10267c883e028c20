import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

const resolve = { conditions: ['latch-source', 'module', 'browser', 'import', 'default'] }
const ssrResolve = { resolve: { conditions: ['latch-source', 'node', 'import', 'default'] } }

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr: ssrResolve,
        test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'server',
          include: ['examples/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        ssr: ssrResolve,
        test: {
          name: 'ui',
          include: ['ui/src/**/*.test.tsx', 'ui/src/**/*.test.ts', 'themes/src/**/*.test.ts'],
          environment: 'jsdom',
          globals: true,
        },
      },
    ],
  },
})
