/**
 * Sign and send benchmark (not a test: it prints figures and asserts nothing), printed by `npm run bench`.
 *   (a) time from `sendTransaction` to a ready send screen (balance, gas and the server's token price in
 *       parallel) against a hardhat node on a free 127.0.0.1 port and the reference server in this process; the
 *       median and p95 of many; then one full Submit to receipt;
 *   (a') the transaction preview's added time before the send screen is ready: the same ETH send and an ERC-20
 *       transfer (a deployed TestToken), with `embeddedWallets.transactionPreview` on and off, runs interleaved so
 *       both see the same machine load; medians and the difference;
 *   (b) the lazy chunks: the sign and send screens (their own modules, gzip) and the flows' implementations;
 *   (c) the eager delta: core's `createLatch` entry and the React host entry, with and without the two flow
 *       modules (esbuild, minified, gzip; import() chunks left out as size-limit does).
 * Bounded: a fixed number of repetitions, every wait has a timeout.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { hardhat } from 'viem/chains'
import { createClient, loginByEmail, startContractServer } from '../contract/helpers'
import { fundAddress } from '../fixtures/chain/accounts'
import { startHardhatNode } from '../fixtures/chain/node'
import { deployTestToken, sendTestToken } from '../fixtures/chain/token'
import { createLocalSigner } from '../fixtures/wallet/local-signer'

const RUNS = Number(process.env.BENCH_TX_RUNS ?? 30)
const root = fileURLToPath(new URL('../..', import.meta.url))
const kB = (n: number) => `${(n / 1000).toFixed(2)} kB`
const ms = (x: number) => `${x.toFixed(1)} ms`
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0
const timeout = <T>(p: Promise<T>, millis: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${millis} ms`)), millis),
    ),
  ])

console.log('::: sign and send transaction')

// ── (a) sendTransaction to a ready screen ────────────────────────────────────────────────────────────────────
{
  const node = await startHardhatNode()
  const server = await startContractServer()
  try {
    const latch = createClient(server, {
      config: {
        supportedChains: [hardhat],
        rpcConfig: { rpcUrls: { [hardhat.id]: node.rpcUrl } },
        embeddedWallets: { createOnLogin: 'off' },
      },
    })
    await loginByEmail(server, latch, `bench-tx-${Date.now()}@example.com`)
    // A fresh key, funded by dev account #0: the wallet signs as the frame would (viem local account).
    const wallet = createLocalSigner(`0x${'7'.repeat(63)}1`)
    await fundAddress({ rpcUrl: node.rpcUrl }, wallet.signer.address, parseEther('10'))
    latch.flows.sign.setSigner(() => wallet.signer)
    const flow = latch.flows.sendTransaction
    const ready = () =>
      new Promise<void>((resolve, reject) => {
        const check = (s: { step: string }) => {
          if (s.step === 'ready') {
            off()
            resolve()
          } else if (s.step === 'error') {
            off()
            reject(new Error('the send screen failed to prepare'))
          }
        }
        const off = flow.$state.listen(check)
      })
    const request = {
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: parseEther('0.01'),
      chainId: 31337,
    }
    const times: number[] = []
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now()
      const waiting = ready()
      const sent = latch.sendTransaction(request).catch(() => null)
      await timeout(waiting, 10_000, 'ready')
      const t = performance.now() - t0
      if (i >= 3) times.push(t) // the first runs load the flow's chunk and warm the node
      latch.closeModal()
      await sent
    }
    const state = flow.$state
    console.log(
      `  sendTransaction -> ready screen (hardhat node + server price, ${RUNS} runs): median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}`,
    )
    // One full send: Submit -> one signature -> broadcast -> receipt.
    const waiting = ready()
    const sent = latch.sendTransaction(request)
    await timeout(waiting, 10_000, 'ready')
    const t0 = performance.now()
    await flow.submit()
    const result = await timeout(sent, 30_000, 'receipt')
    console.log(
      `  Submit -> receipt view (sign, broadcast, mined by automine): ${ms(performance.now() - t0)} (${state.get().step}, ${result.receipt?.status})`,
    )
    latch.destroy()

    // (a') the preview's added time: previews on and off, interleaved
    const token = await deployTestToken({ rpcUrl: node.rpcUrl })
    await sendTestToken({ rpcUrl: node.rpcUrl }, token.address, wallet.signer.address, parseUnits('1000', 6))
    const clients = await Promise.all(
      [true, false].map(async (transactionPreview) => {
        const c = createClient(server, {
          config: {
            supportedChains: [hardhat],
            rpcConfig: { rpcUrls: { [hardhat.id]: node.rpcUrl } },
            embeddedWallets: { createOnLogin: 'off', transactionPreview },
          },
        })
        await loginByEmail(server, c, `bench-preview-${transactionPreview}-${Date.now()}@example.com`)
        c.flows.sign.setSigner(() => wallet.signer)
        return c
      }),
    )
    const readyOf = (c: typeof latch) =>
      new Promise<void>((resolve, reject) => {
        const off = c.flows.sendTransaction.$state.listen((s) => {
          if (s.step === 'ready' || s.step === 'error') {
            off()
            if (s.step === 'ready') resolve()
            else reject(new Error('the send screen failed to prepare'))
          }
        })
      })
    const tokenTransfer = {
      to: token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', parseUnits('1', 6)],
      }),
      chainId: 31337,
    }
    for (const [label, req] of [
      ['ETH send', request],
      ['ERC-20 transfer', tokenTransfer],
    ] as const) {
      const on: number[] = []
      const off: number[] = []
      for (let i = 0; i < RUNS + 3; i++) {
        for (const [c, into] of [
          [clients[0], on],
          [clients[1], off],
        ] as const) {
          const t0 = performance.now()
          const waiting = readyOf(c as typeof latch)
          const sent = (c as typeof latch).sendTransaction(req).catch(() => null)
          await timeout(waiting, 10_000, 'ready')
          if (i >= 3) into.push(performance.now() - t0)
          ;(c as typeof latch).closeModal()
          await sent
        }
      }
      console.log(
        `  preview (${label}, ${RUNS} runs each): ready median ${ms(pct(on, 0.5))} with, ${ms(pct(off, 0.5))} without; added ${ms(pct(on, 0.5) - pct(off, 0.5))} (p95 ${ms(pct(on, 0.95))} vs ${ms(pct(off, 0.95))})`,
      )
    }
    for (const c of clients) c.destroy()
  } finally {
    await server.close()
    await node.stop()
  }
}

// ── (b) lazy chunks ──────────────────────────────────────────────────────────────────────────────────────────
/** Marks as external every module outside `inside` (and every bare package), so only the chunk's own code counts. */
const only = (inside: string[]): Plugin => ({
  name: 'only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined
      if (!args.path.startsWith('.')) return { path: args.path, external: true }
      const full = fileURLToPath(new URL(args.path, `file://${args.resolveDir}/`))
      return inside.some((dir) => full.startsWith(dir)) ? undefined : { path: args.path, external: true }
    })
  },
})
async function size(entry: string, plugins: Plugin[], externalPackages = true) {
  const out = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    jsx: 'automatic',
    conditions: ['latch-source', 'module', 'browser', 'import', 'default'],
    ...(externalPackages ? { packages: 'external' as const } : {}),
    plugins,
  })
  const code = out.outputFiles[0]?.contents ?? new Uint8Array()
  return { bytes: code.length, gzip: gzipSync(code).length }
}
const lazyOut: Plugin = {
  name: 'lazy',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}
{
  const sign = await size('ui/src/screens/SignRequest/SignRequest.tsx', [
    only([`${root}ui/src/screens/SignRequest/`]),
  ])
  const send = await size('ui/src/screens/SendTransaction/SendTransaction.tsx', [
    only([`${root}ui/src/screens/SendTransaction/`, `${root}ui/src/screens/SignRequest/parts`]),
  ])
  console.log(`  lazy chunk, sign screen: ${kB(sign.gzip)} gzip (${kB(sign.bytes)} min)`)
  console.log(`  lazy chunk, send screen: ${kB(send.gzip)} gzip (${kB(send.bytes)} min)`)
  const signImpl = await size('core/src/flows/sign/sign.impl.ts', [lazyOut])
  const sendImpl = await size('core/src/flows/send-transaction/send-transaction.impl.ts', [lazyOut])
  const sendImplViem = await size(
    'core/src/flows/send-transaction/send-transaction.impl.ts',
    [lazyOut],
    false,
  )
  console.log(
    `  lazy chunk, sign flow implementation: ${kB(signImpl.gzip)} gzip; send flow implementation: ${kB(sendImpl.gzip)} gzip without viem, ${kB(sendImplViem.gzip)} with the viem parts it uses`,
  )
}

// ── (c) eager delta ──────────────────────────────────────────────────────────────────────────────────────────
{
  const createFlows = `${root}core/src/flows/create-flows.ts`
  const withoutOurs: Plugin = {
    name: 'without-sign-and-send',
    setup(b) {
      b.onLoad({ filter: /create-flows\.ts$/ }, () => ({
        loader: 'ts',
        contents: readFileSync(createFlows, 'utf8')
          .replace(/^import \{ (signModule|sendTransactionModule) \} from .*$/gm, '')
          .replace(/^\s+(signModule|sendTransactionModule),$/gm, ''),
      }))
    },
  }
  const measure = async (entry: string, names: string, plugins: Plugin[]) => {
    const out = await build({
      stdin: { contents: `export { ${names} } from '${root}${entry}'`, resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      conditions: ['latch-source', 'module', 'browser', 'import', 'default'],
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      plugins: [lazyOut, ...plugins],
    })
    return gzipSync(out.outputFiles[0]?.contents ?? new Uint8Array()).length
  }
  const coreWith = await measure('core/src/index.ts', 'createLatch', [])
  const coreWithout = await measure('core/src/index.ts', 'createLatch', [withoutOurs])
  const uiWith = await measure('ui/src/index.ts', 'LatchProvider, useLatch', [])
  const uiWithout = await measure('ui/src/index.ts', 'LatchProvider, useLatch', [withoutOurs])
  console.log(
    `  eager delta of the sign and send modules: core createLatch ${kB(coreWithout)} -> ${kB(coreWith)} (+${coreWith - coreWithout} B gzip); React host ${kB(uiWithout)} -> ${kB(uiWith)} (+${uiWith - uiWithout} B gzip)`,
  )
}
