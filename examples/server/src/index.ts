/** `startServer(options)`: the reference server in process on 127.0.0.1 (port 0 picks a free one). */
import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createServerApp, type ServerApp } from './app'
import { scheduleCleanup } from './cleanup'
import { type AppSeed, assertDevModeAllowed, demoAppSeed, type ServerOptions } from './config'
import { type DevProviders, startDevProviders } from './dev/providers'
import { databaseClockOffset } from './storage/clock'

export { createServerApp, type ServerApp } from './app'
export {
  type AppSeed,
  type AppSettings,
  DEMO_APP_ID,
  defaultAppSettings,
  demoAppSeed,
  OAUTH_PROVIDERS,
  type ServerConfig,
  type ServerOptions,
} from './config'
export {
  signTelegramInitData,
  signTelegramWidget,
  type TelegramWidgetUser,
} from './methods/telegram/fake-widget'
export {
  DEV_TELEGRAM_BOT_TOKEN,
  TELEGRAM_AUTH_MAX_AGE,
  TELEGRAM_AUTH_MAX_SKEW,
} from './methods/telegram/service'
export type { Storage } from './storage'

export interface StartServerOptions extends ServerOptions {
  /** @default 0 (a free port) */
  port?: number
  /** @default '127.0.0.1' */
  hostname?: string
  /**
   * Start the local stand-ins of the seven social providers (the OIDC provider and the Apple, GitHub, Discord, X and
   * TikTok fakes) in dev mode, when none are configured. @default true
   */
  devOidc?: boolean
  /** Extra origins for the seeded demo app (dev mode). */
  demoOrigins?: string[]
}

export interface RunningServer {
  /** Base URL, e.g. 'http://127.0.0.1:41234'. */
  url: string
  port: number
  /** The local social provider stand-ins, when started. */
  devProviders: DevProviders | undefined
  /** Token of GET /dev/outbox in dev mode (also written to `<dataDir>/dev-outbox-token`); '' otherwise. */
  outboxToken: string
  server: ServerApp
  close(): Promise<void>
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { port = 0, hostname = '127.0.0.1', devOidc, demoOrigins, ...partial } = options
  const devMode = partial.devMode ?? false
  if (devMode) assertDevModeAllowed(hostname, process.env.NODE_ENV)
  let devProviders: DevProviders | undefined
  if (devMode && (devOidc ?? true) && !partial.oauthProviders) {
    devProviders = await startDevProviders()
    partial.oauthProviders = devProviders.providers
  }
  if (devMode && !partial.apps) partial.apps = [demoAppSeed(demoOrigins)] satisfies AppSeed[]
  // publicUrl is needed for the OAuth callback before we know the port: resolve it lazily.
  let publicUrl = partial.publicUrl ?? ''
  // instances sharing a PostgreSQL database judge time by its clock (storage/clock.ts): the offset is measured once
  // the storage has opened (it reports an unreachable database properly), and every part of the server reads it
  const machineNow = partial.now ?? (() => Date.now())
  let clockOffsetMs = 0
  if (partial.databaseUrl) partial.now = () => machineNow() + clockOffsetMs
  const server = await createServerApp({ ...partial, publicUrl: partial.publicUrl ?? 'http://127.0.0.1' })
  if (partial.databaseUrl) {
    clockOffsetMs = await databaseClockOffset(partial.databaseUrl, machineNow, server.deps.config.log)
  }
  const node = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port, hostname }, () => resolve(s))
  })
  const address = node.address() as AddressInfo
  const url = `http://${hostname}:${address.port}`
  if (!publicUrl) {
    publicUrl = url
    server.deps.config.publicUrl = url
  }
  const interval = server.deps.config.cleanupIntervalSeconds
  const stopCleanup = interval > 0 ? scheduleCleanup(server.deps, interval) : () => {}
  server.webhooks.start()
  const outboxToken = server.deps.config.devOutboxToken
  // A harness in another process (the e2e suite, the demo script) reads the token next to the database.
  if (devMode && partial.dataDir) {
    // the folder exists already with SQLite; with PostgreSQL it may not
    mkdirSync(partial.dataDir, { recursive: true, mode: 0o700 })
    writeFileSync(join(partial.dataDir, 'dev-outbox-token'), outboxToken, { mode: 0o600 })
  }
  let closing: Promise<void> | undefined
  const { lifecycle } = server.deps
  return {
    url,
    port: address.port,
    devProviders,
    outboxToken,
    server,
    /**
     * Graceful: /api/ready turns 503, no new connection is accepted, idle keep-alive connections close, requests in
     * flight finish (up to `shutdownTimeoutMs`, then their connections are cut), then storage closes.
     */
    close() {
      closing ??= (async () => {
        lifecycle.draining = true
        stopCleanup()
        const stopped = new Promise<void>((resolve) => node.close(() => resolve()))
        const http = node as unknown as {
          closeIdleConnections?: () => void
          closeAllConnections?: () => void
        }
        const deadline = Date.now() + server.deps.config.shutdownTimeoutMs
        http.closeIdleConnections?.()
        while (lifecycle.inFlight > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20))
          http.closeIdleConnections?.()
        }
        http.closeAllConnections?.()
        await stopped
        await server.close()
        await devProviders?.stop()
      })()
      return closing
    },
  }
}
