/**
 * `@latch/core/server` on an edge runtime: the SDK is bundled by esbuild as an edge host's bundler does (platform
 * neutral, the `workerd` / `edge-light` / `worker` conditions), and the build FAILS if anything in it imports a Node
 * built-in. The bundle then runs in Vercel's Edge Runtime sandbox (`@edge-runtime/vm`, the one Next.js middleware
 * runs in: web globals only, no `require`, no `process`, no `Buffer`), where it verifies a real access token that
 * the real server issued to a user signed in through the core client, fetching the app's JWKS over real HTTP, from
 * a header and from the `latch-token` cookie, and sets that cookie. The edge build's size is printed.
 */
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { EdgeVM } from '@edge-runtime/vm'
import { build, type Plugin } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../examples/server/src/apps'
import { type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'

const root = fileURLToPath(new URL('../../', import.meta.url))
const ORIGIN = 'http://127.0.0.1:5173'
const EDGE_CONDITIONS = ['workerd', 'edge-light', 'worker']

/** Fails the build on any Node built-in (`node:crypto`, `buffer`, ...), naming the importer. */
const noNodeBuiltins: Plugin = {
  name: 'no-node-builtins',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      isBuiltin(args.path)
        ? { errors: [{ text: `Node built-in "${args.path}" imported by ${args.importer}` }] }
        : undefined,
    )
  },
}

async function bundle(entry: string, minify: boolean) {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'neutral',
    // `latch-source` reads @latch/core from source (no dist needed); the others pick jose's and the rest's edge builds
    conditions: ['latch-source', ...EDGE_CONDITIONS],
    mainFields: ['module', 'main'],
    format: 'iife',
    globalName: 'LatchServer',
    minify,
    logLevel: 'silent',
    plugins: [noNodeBuiltins],
  })
  return result.outputFiles[0]?.text ?? ''
}

let server: ContractServer
let appId: string
let appSecret: string
let token: string
let userId: string

beforeAll(async () => {
  server = await startContractServer()
  ;({ appId, appSecret } = await createApp(
    server.server.deps.storage,
    { name: 'Edge', origins: [ORIGIN] },
    Math.floor(Date.now() / 1000),
  ))
  const latch = createClient(server, { appId })
  userId = (await loginByEmail(server, latch, 'edge@example.com')).user.id
  token = (await latch.getAccessToken()) as string
}, 30_000)
afterAll(async () => {
  await server?.close()
})

describe('@latch/core/server on an edge runtime', () => {
  it('the package maps the edge conditions to its server build', () => {
    const exports = JSON.parse(readFileSync(`${root}core/package.json`, 'utf8')).exports['./server']
    for (const condition of [...EDGE_CONDITIONS, 'node']) expect(exports[condition]).toBe('./dist/server.js')
    expect(exports.browser).toBeUndefined()
  })

  it('a bundle importing a Node built-in fails (the guard works)', async () => {
    await expect(bundle(`import 'node:crypto'; export const x = 1`, false)).rejects.toThrow(
      /Node built-in "node:crypto"/,
    )
  })

  it('bundles with no Node built-in and verifies a real token in the Edge Runtime sandbox', async () => {
    const code = await bundle(`export * from '@latch/core/server'`, false)
    const minified = await bundle(`export * from '@latch/core/server'`, true)
    console.log(
      `[figure] edge build of @latch/core/server: ${(minified.length / 1024).toFixed(1)} kB minified, ${(gzipSync(minified).length / 1024).toFixed(1)} kB gzip`,
    )
    const vm = new EdgeVM()
    expect(vm.evaluate('[typeof require, typeof process, typeof Buffer]')).toEqual([
      'undefined',
      'undefined',
      'undefined',
    ])
    vm.evaluate(code)
    vm.context.config = { appId, appSecret, apiUrl: server.url, token }
    const result = await vm.evaluate(`(async () => {
      const sdk = LatchServer.createLatchServerClient(config)
      const cookie = await sdk.getSessionFromCookies(
        new Request('https://app.example/dashboard', { headers: { cookie: 'theme=dark; latch-token=' + config.token } }),
      )
      const bearer = await sdk.verifyRequest(
        new Request('https://app.example/api', { headers: { authorization: 'Bearer ' + config.token } }),
      )
      const none = await sdk.getSessionFromCookies(new Request('https://app.example/'))
      const forged = await sdk.getSessionFromCookies(
        new Request('https://app.example/', { headers: { cookie: 'latch-token=' + config.token.slice(0, -4) + 'AAAA' } }),
      )
      const setCookie = await sdk.sessionCookie(
        new Request('https://app.example/api/session', {
          method: 'POST',
          headers: { authorization: 'Bearer ' + config.token, 'sec-fetch-site': 'same-origin' },
        }),
      )
      let refusal = null
      try { await sdk.verifyRequest(new Request('https://app.example/api')) } catch (e) { refusal = e.code }
      return JSON.stringify({ cookie, bearer, none, forged, refusal, setCookie })
    })()`)
    const { cookie, bearer, none, forged, refusal, setCookie } = JSON.parse(result as string)
    expect(cookie).toMatchObject({ userId, appId })
    expect(bearer).toEqual(cookie)
    expect(none).toBeNull()
    expect(forged).toBeNull()
    expect(refusal).toBe('invalid_token')
    expect(setCookie).toMatch(new RegExp(`^latch-token=${token}; .*HttpOnly`))
  }, 60_000)
})
