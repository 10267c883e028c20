#!/usr/bin/env node
// `npx latch-server <command>` in this repository: src/bin.ts run from source through tsx. The published package's
// bin runs the same code built to JavaScript (scripts/build-package.mjs).
import { register as registerHooks } from 'node:module'
import { register } from 'tsx/esm/api'

// `@latch/core` resolves to its TypeScript sources (its `latch-source` export condition), as with `--conditions`
registerHooks(
  `data:text/javascript,${encodeURIComponent(
    "export const resolve = (s, c, next) => next(s, { ...c, conditions: [...c.conditions, 'latch-source'] })",
  )}`,
)
register()
const { main } = await import('../src/bin.ts')
process.exitCode = await main(process.argv.slice(2), process.env, process.cwd())
