#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Sizes (gzip) of what a host gets from the packed packages
// (test/scripts/host-size.mjs), the UI in Chromium on a production build of a host made from them
// (test/bench/ui.bench.ts: page load, modal open, commits per keystroke, the eager chunks' cost), then the
// reference server's throughput and latency (test/bench/server.bench.ts, bounded loops on 127.0.0.1), its passkey
// verification time (test/bench/passkey.bench.ts: the verify route and the library alone, median and p95), a host
// backend's figures (test/bench/backend.bench.ts: verifyAuthToken per second, webhook delivery latency), then the
// embedded wallet frame (test/bench/embedded-frame.bench.ts: bundle size, cold start, personal_sign round trip), the
// embedded provider's forwarded reads against viem directly (test/bench/embedded-provider.bench.ts), then
// signing and sending (test/bench/transactions.bench.ts: sendTransaction to a ready screen on a hardhat node, the
// sign and send screens' lazy chunks, the flows' eager delta), and the flight recorder's cost per event
// (test/bench/recorder.bench.ts).
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

sh('node', ['test/scripts/host-size.mjs'])

console.log('')
sh('npx', ['tsx', 'test/bench/ui.bench.ts'])

console.log('\n::: reference server')
sh('npx', ['tsx', 'test/bench/server.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/passkey.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/backend.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/embedded-frame.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/embedded-provider.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/transactions.bench.ts'])

console.log('')
sh('npx', ['tsx', 'test/bench/recorder.bench.ts'])
