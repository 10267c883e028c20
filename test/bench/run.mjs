#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Sizes (size-limit, gzip) of every budgeted entry, the UI in
// Chromium next to them (test/bench/ui.bench.ts: modal open, commits per keystroke, the host entry's cost), then the
// reference server's throughput and latency (test/bench/server.bench.ts, bounded loops on 127.0.0.1), a host
// backend's figures (test/bench/backend.bench.ts: verifyAuthToken per second, webhook delivery latency), then the
// embedded wallet frame (test/bench/embedded-frame.bench.ts: bundle size, cold start, personal_sign round trip), the
// embedded provider's forwarded reads against viem directly (test/bench/embedded-provider.bench.ts), then
// signing and sending (test/bench/transactions.bench.ts: sendTransaction to a ready screen on a hardhat node, the
// sign and send screens' lazy chunks, the flows' eager delta).
import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const sh = (cmd, args, capture = false) =>
  spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  })

console.log('::: sizes (gzip, size-limit)')
sh('npm', ['run', 'build', '-w', '@latch/themes', '--silent'], true)
const sizes = sh('npx', ['size-limit', '--json'], true)
try {
  for (const entry of JSON.parse(sizes.stdout)) {
    console.log(`  ${(entry.size / 1000).toFixed(2).padStart(7)} kB  ${entry.name}`)
  }
} catch {
  console.log(sizes.stdout)
}

console.log('')
sh('npx', ['tsx', 'test/bench/ui.bench.ts'])

console.log('\n::: reference server')
sh('npx', ['tsx', 'test/bench/server.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/backend.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/embedded-frame.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/embedded-provider.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/transactions.bench.ts'])
