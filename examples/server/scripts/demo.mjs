#!/usr/bin/env node
/**
 * `npm run demo`: the reference server in dev mode with a fresh temporary data folder, plus the default-ui example
 * host with Vite. Prints both URLs and where the one-time codes appear. Ctrl-C stops both and removes the folder.
 *
 * Also starts a local hardhat node (chain 31337) on 127.0.0.1:8545 for the transactions demo (send test ETH, sign
 * typed data) and for card funding: a completed stand-in payment sends the bought ETH there. It is optional: when
 * it cannot start, the rest of the demo runs without it (and a completed stand-in payment fails with the reason).
 *
 * Env: PORT (server, default 8787), DEMO_KEEP_DATA=1 (keep the data folder), DEMO_CHAIN_PORT (hardhat node,
 * default 8545; 0 skips it), DEMO_BACKEND_PORT (the example host backend, default 8788).
 * Falls back to a minimal page (examples/server/demo/) that logs in by email with @latch/core when
 * examples/default-ui/index.html does not exist.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const port = Number(process.env.PORT ?? 8787)
const serverUrl = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'latch-demo-'))
const defaultUi = join(root, 'examples/default-ui')
const useDefaultUi = existsSync(join(defaultUi, 'index.html'))
const hostRoot = useDefaultUi ? defaultUi : join(root, 'examples/server/demo')
const hostPort = useDefaultUi ? 5740 : 5173
const hostUrl = `http://127.0.0.1:${hostPort}`

const chainPort = Number(process.env.DEMO_CHAIN_PORT ?? 8545)
const chainUrl = `http://127.0.0.1:${chainPort}`
const backendPort = Number(process.env.DEMO_BACKEND_PORT ?? 8788)
const backendUrl = `http://127.0.0.1:${backendPort}`

/** Resolves true when nothing listens on 127.0.0.1:`p` (a listener of ours opens and closes at once). */
const portFree = (p) =>
  new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(p, '127.0.0.1', () => probe.close(() => done(true)))
  })

// A port in use is another program, often a demo already running: this one would talk to its servers. Say which
// port and how to move it, and start nothing.
{
  const ports = [
    ['PORT', port, 'the API server'],
    ['DEMO_BACKEND_PORT', backendPort, 'the example host backend'],
    [null, hostPort, 'the host app (Vite)'],
    ...(chainPort > 0 ? [['DEMO_CHAIN_PORT', chainPort, 'the local chain (0 skips it)']] : []),
  ]
  const taken = []
  for (const [name, p, what] of ports) if (!(await portFree(p))) taken.push([name, p, what])
  if (taken.length > 0) {
    for (const [name, p, what] of taken) {
      console.error(
        `[demo] port ${p} on 127.0.0.1 is in use (${what}): stop what listens there (another \`npm run demo\`?)` +
          (name ? ` or choose another port with ${name}=...` : ''),
      )
    }
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(2)
  }
}

const children = []
function start(name, args, options, { optional = false, keep = null } = {}) {
  // Own process group, so stopping it stops whatever it spawned too.
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  })
  // `keep` drops chatter (the hardhat node lists its 20 dev accounts and every request it serves).
  child.stdout.on('data', (d) => process.stdout.write(prefix(name, d, keep)))
  child.stderr.on('data', (d) => process.stderr.write(prefix(name, d)))
  child.on('exit', (code, signal) => {
    if (optional && !stopping) {
      console.error(`[demo] ${name} exited (${signal ?? code}); the demo goes on without it`)
      return
    }
    if (!stopping) {
      console.error(`[demo] ${name} exited (${signal ?? code}); stopping`)
      void stop(1)
    }
  })
  children.push(child)
  return child
}
const prefix = (name, data, keep = null) =>
  String(data)
    .split('\n')
    .filter((l) => l.trim() !== '' && (!keep || keep.test(l)))
    .map((l) => `[${name}] ${l}\n`)
    .join('')

let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
    }
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done()
          const timer = setTimeout(() => {
            try {
              if (child.pid) process.kill(-child.pid, 'SIGKILL')
            } catch {}
            done()
          }, 3000)
          child.once('exit', () => {
            clearTimeout(timer)
            done()
          })
        }),
    ),
  )
  if (process.env.DEMO_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true })
  else console.log(`[demo] data kept in ${dataDir}`)
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
process.on('SIGHUP', () => void stop(0))
// `npm run demo` killed by its PID dies without passing the signal on: this process would be left with its
// children. Its parent changing (re-parented to init or a subreaper) means the one who started it is gone.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stop(0)
}, 500).unref()

start(
  'server',
  [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    '--conditions=latch-source',
    join(root, 'examples/server/src/main.ts'),
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LATCH_DATA_DIR: dataDir,
      LATCH_DEV_MODE: '1',
      // the demo's host backend receives webhooks on 127.0.0.1 (a dev mode allowance)
      LATCH_ALLOW_PRIVATE_WEBHOOK_URLS: '1',
      // a completed stand-in card payment sends the bought ETH on the local chain (dev account #19 pays)
      ...(chainPort > 0 ? { LATCH_DEV_CHAIN_RPC_URL: chainUrl } : {}),
      // the demo host's origins plus any the developer adds (`LATCH_ALLOWED_ORIGINS=http://localhost:3000 npm run demo`)
      LATCH_ALLOWED_ORIGINS: [hostUrl, `http://localhost:${hostPort}`, process.env.LATCH_ALLOWED_ORIGINS]
        .filter(Boolean)
        .join(','),
    },
  },
)

// The local chain for the transactions demo: hardhat 2's node with the test config (chain 31337, funded dev
// accounts). Optional: a port in use or a missing hardhat leaves the rest of the demo running.
let chainStarted = false
if (chainPort > 0) {
  try {
    const hardhat = createRequire(join(root, 'test/package.json')).resolve('hardhat/package.json')
    start(
      'chain',
      [
        join(dirname(hardhat), 'internal/cli/bootstrap.js'),
        '--config',
        join(root, 'test/fixtures/chain/hardhat.config.cjs'),
        'node',
        '--hostname',
        '127.0.0.1',
        '--port',
        String(chainPort),
      ],
      {
        cwd: join(root, 'test'),
        env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', NO_COLOR: '1' },
      },
      { optional: true, keep: /Started|rror/ },
    )
    chainStarted = true
  } catch (error) {
    console.error(`[demo] no local chain: ${error instanceof Error ? error.message : error}`)
  }
}

// Wait for the server before starting the host, so the page's first call finds it.
const deadline = Date.now() + 30_000
for (;;) {
  try {
    if ((await fetch(`${serverUrl}/api/health`)).ok) break
  } catch {}
  if (Date.now() > deadline) {
    console.error(`[demo] the server did not answer on ${serverUrl}`)
    await stop(1)
  }
  await new Promise((r) => setTimeout(r, 200))
}

// The example host backend (examples/host-backend): the operator's CLI gives the demo app a secret and points its
// webhooks at the backend, which then verifies the page's access tokens and the webhooks with @latch/core/server.
const cli = (...args) =>
  JSON.parse(
    execFileSync(process.execPath, [join(root, 'examples/server/bin/latch-server.mjs'), ...args, '--json'], {
      cwd: root,
      env: { ...process.env, LATCH_DATA_DIR: dataDir },
      encoding: 'utf8',
    }),
  )
const demoAppId = 'latchdemoapp0000000000001'
const { appSecret } = cli('apps', 'rotate-secret', demoAppId)
const { webhookSecret } = cli(
  'apps',
  'update',
  demoAppId,
  '--webhook-url',
  `${backendUrl}/webhooks`,
  '--allow-private-webhook-urls',
)
start(
  'backend',
  [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    '--conditions=latch-source',
    join(root, 'examples/host-backend/src/main.ts'),
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(backendPort),
      LATCH_API_URL: serverUrl,
      LATCH_APP_ID: demoAppId,
      LATCH_APP_SECRET: appSecret,
      LATCH_WEBHOOK_SECRET: webhookSecret,
      HOST_ORIGINS: [hostUrl, `http://localhost:${hostPort}`].join(','),
    },
  },
)

// The server writes its per-start outbox token next to its database; the codes page needs it.
const outboxToken = readFileSync(join(dataDir, 'dev-outbox-token'), 'utf8').trim()
const outboxUrl = `${serverUrl}/dev/outbox?token=${outboxToken}`

start(
  'host',
  [
    join(root, 'node_modules/vite/bin/vite.js'),
    '--host',
    '127.0.0.1',
    '--port',
    String(hostPort),
    '--strictPort',
  ],
  {
    cwd: hostRoot,
    env: {
      ...process.env,
      VITE_LATCH_API_URL: serverUrl,
      VITE_LATCH_OUTBOX_URL: outboxUrl,
      VITE_LATCH_LOCAL_RPC_URL: chainUrl,
      VITE_LATCH_BACKEND_URL: backendUrl,
      // Vite warns, at length, that its future native config loader will want file extensions in the config's
      // imports; nothing is wrong today, and the warning pushed the banner off screen
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
  },
  { keep: /ready in|rror|arn/ },
)

// The banner comes last, once the host app answers, so no start-up output pushes it off screen.
const hostDeadline = Date.now() + 60_000
for (;;) {
  try {
    if ((await fetch(hostUrl)).ok) break
  } catch {}
  if (Date.now() > hostDeadline) {
    console.error(`[demo] the host app did not answer on ${hostUrl}`)
    await stop(1)
  }
  await new Promise((r) => setTimeout(r, 200))
}

console.log(`
  Latch demo
  ──────────
  Host app     ${hostUrl}${useDefaultUi ? '  (examples/default-ui)' : '  (minimal email page: examples/server/demo)'}
  API server   ${serverUrl}  (dev mode, data in ${dataDir})
  Local chain  ${chainStarted ? `${chainUrl}  (hardhat, chain 31337: "Get 1 test ETH" in the app funds the wallet)` : 'off'}
  Codes        ${outboxUrl}
               (every email and SMS code "sent" appears here; the token changes on every start)
  OAuth        local stand-ins of the seven providers sign you in as anyone (see examples/server/README.md)
  Backend      ${backendUrl}  (examples/host-backend: verifies the page's token and the webhooks)
  Demo app     id ${demoAppId}
               app secret      ${appSecret}
               webhook secret  ${webhookSecret}
               (new at every start; the backend above already uses them: for your own backend, see
               examples/host-backend/README.md)

  Ctrl-C stops them all.
`)
