/**
 * CLI entry: `tsx --conditions=latch-source examples/server/src/main.ts`. Configuration by environment variables (see README.md).
 * Logs method, path, status and duration only: never tokens, codes, keys or query strings.
 */

import { join } from 'node:path'
import { demoAppSeed, parseRateLimitScale, resolveConfig } from './config'
import { deliveryRoutes, deliverySettingsFromEnv } from './delivery'
import { startServer } from './index'
import { createLogger } from './logging'
import { oauthProvidersFromEnv } from './oauth/env'
import { parsePaymasterContracts } from './paymaster/config'
import {
  DatabaseConfigError,
  DEFAULT_DATABASE_TIMEOUT_MS,
  describeDatabaseUrl,
  isStorageUnavailable,
} from './storage'

const env = process.env
const flag = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes'
const int = (name: string, fallback: number) => {
  const v = env[name]
  if (v === undefined || v === '') return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`)
  return n
}
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const devMode = flag(env.LATCH_DEV_MODE)
const defaults = resolveConfig({ devMode })
const origins = list(env.LATCH_ALLOWED_ORIGINS)
const scale = parseRateLimitScale(env.LATCH_RATE_LIMIT_SCALE)
// social providers from LATCH_OAUTH_*; none configured in dev mode: the local stand-ins
const oauthProviders = oauthProvidersFromEnv(env, { requireSecrets: !devMode })
const scaled = Object.fromEntries(
  Object.entries(defaults.rateLimits).map(([k, v]) => [k, { ...v, max: Math.ceil(v.max * scale) }]),
) as typeof defaults.rateLimits

/** A bad setting: the message, exit status 2 (like a bad command line). */
const misconfigured = (message: string): never => {
  console.error(`[latch-server] ${message}`)
  process.exit(2)
}

const databaseUrl = env.LATCH_DATABASE_URL?.trim() || undefined
let database = `SQLite in ${env.LATCH_DATA_DIR ?? join(process.cwd(), '.data')}`
if (databaseUrl) {
  try {
    database = `PostgreSQL at ${describeDatabaseUrl(databaseUrl)}`
  } catch (error) {
    misconfigured((error as Error).message)
  }
}

// code delivery: SMTP, the SMS provider, the signed hook (every problem listed before the exit)
const { settings: delivery, problems: deliveryProblems } = deliverySettingsFromEnv(env)
if (deliveryProblems.length > 0) misconfigured(deliveryProblems.join('\n[latch-server] '))

const logger = createLogger({ level: env.LATCH_LOG_LEVEL || 'info' })

const running = await startServer({
  port: int('PORT', 8787),
  hostname: env.HOST ?? '127.0.0.1',
  databaseUrl,
  dataDir: env.LATCH_DATA_DIR ?? join(process.cwd(), '.data'),
  devMode,
  publicUrl: env.LATCH_PUBLIC_URL || undefined,
  issuer: env.LATCH_ISSUER || 'latch',
  accessTokenTtl: int('LATCH_ACCESS_TOKEN_TTL', 3600),
  refreshTokenTtl: int('LATCH_REFRESH_TOKEN_TTL', 30 * 24 * 3600),
  trustProxy: flag(env.LATCH_TRUST_PROXY),
  trustProxyHops: int('LATCH_TRUST_PROXY_HOPS', 1),
  dataKey: env.LATCH_DATA_KEY || undefined,
  dataKeyPrevious: env.LATCH_DATA_KEY_PREVIOUS || undefined,
  captchaVerifyUrl: env.LATCH_CAPTCHA_VERIFY_URL || undefined,
  oauthProviders: Object.keys(oauthProviders).length > 0 ? oauthProviders : undefined,
  oauthTimeoutMs: int('LATCH_OAUTH_TIMEOUT_MS', 10_000),
  webhookRetryBaseMs: int('LATCH_WEBHOOK_RETRY_BASE_MS', 5000),
  webhookTimeoutMs: int('LATCH_WEBHOOK_TIMEOUT_MS', 10_000),
  webhookMaxAttempts: int('LATCH_WEBHOOK_MAX_ATTEMPTS', 15),
  // dev mode only (refused otherwise): webhooks to a receiver on a loopback or private address
  allowPrivateWebhookUrls: flag(env.LATCH_ALLOW_PRIVATE_WEBHOOK_URLS),
  rateLimits: scaled,
  demoOrigins: origins,
  apps: devMode ? [demoAppSeed(origins)] : undefined,
  moonpay: {
    apiKey: env.LATCH_MOONPAY_API_KEY ?? 'pk_live_demo',
    sandboxApiKey: env.LATCH_MOONPAY_SANDBOX_API_KEY ?? 'pk_test_demo',
    secretKey: env.LATCH_MOONPAY_SECRET_KEY || null,
    sandboxSecretKey: env.LATCH_MOONPAY_SANDBOX_SECRET_KEY || null,
    widgetUrl: env.LATCH_MOONPAY_WIDGET_URL || undefined,
    sandboxWidgetUrl: env.LATCH_MOONPAY_SANDBOX_WIDGET_URL || undefined,
  },
  // dev mode only (refused otherwise): a completed stand-in card payment sends the bought ETH on this chain
  devChain: env.LATCH_DEV_CHAIN_RPC_URL
    ? {
        rpcUrl: env.LATCH_DEV_CHAIN_RPC_URL,
        chainId: int('LATCH_DEV_CHAIN_ID', 31337),
        funderKey: (env.LATCH_DEV_CHAIN_FUNDER_KEY as `0x${string}` | undefined) || null,
      }
    : undefined,
  priceApi: env.LATCH_PRICE_API_URL
    ? {
        url: env.LATCH_PRICE_API_URL,
        ttlSeconds: int('LATCH_PRICE_API_TTL_SECONDS', 60),
        timeoutMs: int('LATCH_PRICE_API_TIMEOUT_MS', 5000),
      }
    : undefined,
  // the ERC-7677 paymaster: the VerifyingPaymaster per chain (`31337=0x…,8453=0x…`) deployed for this server's signer
  paymaster: env.LATCH_PAYMASTER_CONTRACTS
    ? {
        contracts: parsePaymasterContracts(env.LATCH_PAYMASTER_CONTRACTS),
        validitySeconds: int('LATCH_PAYMASTER_VALIDITY_SECONDS', 300),
      }
    : undefined,
  // structured JSON lines on stdout; the few plain lines (cleanup, provider errors) become their `msg`
  logger,
  log: (line) => logger.info(line),
  metricsToken: env.LATCH_METRICS_TOKEN || undefined,
  delivery,
  shutdownTimeoutMs: int('LATCH_SHUTDOWN_TIMEOUT_MS', 10_000),
  databaseTimeoutMs: int('LATCH_DATABASE_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUT_MS),
}).catch((error: unknown) => {
  if (error instanceof DatabaseConfigError) misconfigured(error.message)
  // unreachable database, missing data key, unsafe app config: say what, exit non-zero
  console.error(`[latch-server] cannot start: ${(error as Error).message}`)
  process.exit(isStorageUnavailable(error) ? 3 : 1)
})
console.log(`[latch-server] storage: ${database}`)

console.log(`[latch-server] listening on ${running.url}${devMode ? ' (dev mode)' : ''}`)
if (devMode) {
  console.warn(
    [
      '',
      '[latch-server] ************************************************************************',
      '[latch-server] DEV MODE: one-time codes are readable at /dev/outbox, local social providers',
      '[latch-server] sign anyone in and captcha is checked by a local verifier. Never expose it.',
      '[latch-server] ************************************************************************',
      '',
    ].join('\n'),
  )
  console.log(`[latch-server] demo app id: latchdemoapp0000000000001`)
  console.log(
    `[latch-server] codes sent by email/SMS: ${running.url}/dev/outbox?token=${running.outboxToken}`,
  )
  if (running.devProviders) {
    const { url, oidcUrl } = running.devProviders
    console.log(
      `[latch-server] local social providers: ${url} (Apple, GitHub, Discord, X, TikTok), ${oidcUrl} (OIDC)`,
    )
  }
}
const routes = deliveryRoutes({ devMode, delivery }, false)
if (!routes.email && !routes.sms) {
  console.warn(
    '[latch-server] no code delivery configured (LATCH_SMTP_URL, LATCH_SMS_*, LATCH_DELIVERY_HOOK_URL): codes cannot be sent and /api/ready answers 503',
  )
} else {
  console.log(`[latch-server] delivery: email ${routes.email ?? 'none'}, SMS ${routes.sms ?? 'none'}`)
}

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  logger.info(
    { signal, inFlight: running.server.deps.lifecycle.inFlight },
    'shutting down: draining requests',
  )
  try {
    await running.close()
    logger.info('stopped')
    process.exit(0)
  } catch (error) {
    logger.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'unclean stop')
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
