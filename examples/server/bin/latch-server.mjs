#!/usr/bin/env node
// `npx latch-server <command>`: the operator's command line (src/cli.ts), run from source through tsx.
import { register as registerHooks } from 'node:module'
import { register } from 'tsx/esm/api'

// `@latch/core` resolves to its TypeScript sources (its `latch-source` export condition), as with `--conditions`
registerHooks(
  `data:text/javascript,${encodeURIComponent(
    "export const resolve = (s, c, next) => next(s, { ...c, conditions: [...c.conditions, 'latch-source'] })",
  )}`,
)
register()
const { runCli } = await import('../src/cli.ts')
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  cwd: process.cwd(),
  now: () => Date.now(),
})
