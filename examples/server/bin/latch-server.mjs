#!/usr/bin/env node
// `npx latch-server <command>`: the operator's command line (src/cli.ts), run from source through tsx.
import { register } from 'tsx/esm/api'

register()
const { runCli } = await import('../src/cli.ts')
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  cwd: process.cwd(),
  now: () => Date.now(),
})
