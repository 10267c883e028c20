import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

const here = dirname(fileURLToPath(import.meta.url))
const repo = join(here, '../..')

/**
 * A host installs @latch/* from npm and needs none of this. Inside the repo the packages have no build: core and
 * the UI kit are read from their TypeScript sources (as the Vite examples do through the `latch-source` condition,
 * which Turbopack does not offer), and themes from its build (`npm run build -w @latch/themes`), because its
 * `.css.ts` sources need the vanilla-extract compiler.
 */
const nextConfig: NextConfig = {
  turbopack: {
    root: repo,
    resolveAlias: {
      '@latch/core/internal': '../../core/src/internal.ts',
      '@latch/core/server': '../../core/src/server/index.ts',
      '@latch/core': '../../core/src/index.ts',
      '@latch/react': '../../ui/src/index.ts',
    },
  },
  outputFileTracingRoot: repo,
}

export default nextConfig
