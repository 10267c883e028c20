import { readFileSync } from 'node:fs'
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
function sourceAliases(pkg: string, folder: string): Record<string, string> {
  const { exports } = JSON.parse(readFileSync(join(repo, folder, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { 'latch-source'?: string }>
  }
  const aliases: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target !== 'object' || !target['latch-source']) continue
    aliases[`${pkg}${subpath.slice(1)}`] = `../../${folder}/${target['latch-source'].replace(/^\.\//, '')}`
  }
  return aliases
}

// Every subpath of the two packages that has a source entry (@latch/core, /internal, /wallet, /server, ...), read
// from their export maps so a new subpath needs no change here.
const nextConfig: NextConfig = {
  turbopack: {
    root: repo,
    resolveAlias: { ...sourceAliases('@latch/core', 'core'), ...sourceAliases('@latch/react', 'ui') },
  },
  outputFileTracingRoot: repo,
}

export default nextConfig
