/**
 * `latch-server start` (and the repo's dev launcher `src/main.ts`): the server configured by environment variables
 * (see README.md), or by a JSON config file whose keys are the same variable names (the environment wins over the
 * file). Every setting is checked before anything starts: each problem is listed, then the process exits 2.
 * Logs method, path, status and duration only: never tokens, codes, keys or query strings.
 */

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseOrigin } from './apps'
import { demoAppSeed, parseRateLimitScale, resolveConfig } from './config'
import { deliveryRoutes, deliverySettingsFromEnv } from './delivery'
import { startServer } from './index'
import { createLogger } from './logging'
import { isBotToken } from './methods/telegram/service'
import { oauthProvidersFromEnv } from './oauth/env'
import { parsePaymasterContracts } from './paymaster/config'
import { parseDataKey, parsePreviousDataKeys } from './secrets'
import {
  DatabaseConfigError,
  DEFAULT_DATABASE_TIMEOUT_MS,
  describeDatabaseUrl,
  isStorageUnavailable,
} from './storage'

type Env = Record<string, string | undefined>

/** A key a config file may hold: a server variable (`LATCH_*`, `PORT`, `HOST`, `NODE_ENV`). */
const CONFIG_KEY = /^(LATCH_[A-Z0-9_]+|PORT|HOST|NODE_ENV)$/

/**
 * Reads a JSON config file (an object of variable names to strings, numbers or booleans). Returns the settings and
 * every problem found in it (an unreadable file, invalid JSON, an unknown key, a value of another type).
 */
export function readConfigFile(file: string): { settings: Env; problems: string[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    return { settings: {}, problems: [`config file ${file}: cannot be read as JSON (${reason})`] }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return {
      settings: {},
      problems: [`config file ${file}: must be a JSON object of setting names to values`],
    }
  }
  const settings: Env = {}
  const problems: string[] = []
  for (const [key, value] of Object.entries(parsed)) {
    if (!CONFIG_KEY.test(key)) problems.push(`config file ${file}: unknown setting '${key}'`)
    else if (typeof value === 'string') settings[key] = value
    else if (typeof value === 'number' || typeof value === 'boolean') settings[key] = String(value)
    else problems.push(`config file ${file}: ${key} must be a string, a number or a boolean`)
  }
  return { settings, problems }
}

export interface RunServerOptions {
  /** Startup lines as JSON objects (`{"msg": ...}`), problems as one JSON object on stderr. */
  json?: boolean
  /** The working folder for the default LATCH_DATA_DIR. @default process.cwd() */
  cwd?: string
  /** Problems found before (in the config file): listed with the settings' own. */
  problems?: string[]
}

/**
 * Starts the server from `env` and keeps it running until SIGINT or SIGTERM (drain, close, exit 0). A bad setting:
 * every problem on stderr, exit 2; an unreachable database: exit 3.
 */
export async function runServer(env: Env, options: RunServerOptions = {}): Promise<void> {
  const json = options.json === true
  const cwd = options.cwd ?? process.cwd()
  const say = (msg: string, level: 'log' | 'warn' = 'log') =>
    console[level](
      json ? JSON.stringify({ level: level === 'warn' ? 'warn' : 'info', msg }) : `[latch-server] ${msg}`,
    )
  const problems: string[] = [...(options.problems ?? [])]
  /** A bad setting: every message, exit status 2 (like a bad command line). */
  const misconfigured = (messages: string[]): never => {
    if (json) console.error(JSON.stringify({ error: 'invalid_config', problems: messages }))
    else for (const m of messages) console.error(`[latch-server] ${m}`)
    process.exit(2)
  }
  /** Runs one setting's parse; a throw becomes a problem and the fallback is used. */
  const check = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse()
    } catch (error) {
      problems.push((error as Error).message)
      return fallback
    }
  }
  const flag = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes'
  const int = (name: string, fallback: number) => {
    const v = env[name]
    if (v === undefined || v === '') return fallback
    const n = Number(v)
    if (!Number.isInteger(n) || n < 0) {
      problems.push(`${name} must be a non-negative integer, not '${v}'`)
      return fallback
    }
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
  const scale = check(() => parseRateLimitScale(env.LATCH_RATE_LIMIT_SCALE), 1)
  // social providers from LATCH_OAUTH_*; none configured in dev mode: the local stand-ins
  const oauthProviders = check(() => oauthProvidersFromEnv(env, { requireSecrets: !devMode }), {})
  const scaled = Object.fromEntries(
    Object.entries(defaults.rateLimits).map(([k, v]) => [k, { ...v, max: Math.ceil(v.max * scale) }]),
  ) as typeof defaults.rateLimits

  const databaseUrl = env.LATCH_DATABASE_URL?.trim() || undefined
  const dataDir = env.LATCH_DATA_DIR ?? join(cwd, '.data')
  let database = `SQLite in ${dataDir}`
  if (databaseUrl) {
    database = check(() => `PostgreSQL at ${describeDatabaseUrl(databaseUrl)}`, database)
  }
  // the data key: its encoding, and its presence where it is required (PostgreSQL, or outside dev mode)
  const dataKey = env.LATCH_DATA_KEY || undefined
  if (dataKey) check(() => parseDataKey(dataKey), null)
  else if (databaseUrl && !devMode) {
    problems.push(
      'LATCH_DATA_KEY is required with LATCH_DATABASE_URL: every server instance on the database must use the same key; make one with `openssl rand -base64 32`',
    )
  } else if (!devMode) {
    problems.push(
      'LATCH_DATA_KEY is required outside dev mode (it encrypts secrets at rest); make one with `openssl rand -base64 32`',
    )
  }
  check(() => parsePreviousDataKeys(env.LATCH_DATA_KEY_PREVIOUS), [])
  for (const origin of origins) {
    check(() => {
      try {
        return parseOrigin(origin)
      } catch (error) {
        throw new Error(`LATCH_ALLOWED_ORIGINS: ${(error as Error).message}`)
      }
    }, origin)
  }

  // code delivery: SMTP, the SMS provider, the signed hook (every problem listed before the exit)
  const { settings: delivery, problems: deliveryProblems } = deliverySettingsFromEnv(env)
  problems.push(...deliveryProblems)
  if (env.LATCH_TELEGRAM_BOT_TOKEN && !isBotToken(env.LATCH_TELEGRAM_BOT_TOKEN))
    problems.push("LATCH_TELEGRAM_BOT_TOKEN is not a bot token ('<bot id>:<secret>', as BotFather gives it)")
  const paymasterContracts = env.LATCH_PAYMASTER_CONTRACTS
    ? check(() => parsePaymasterContracts(env.LATCH_PAYMASTER_CONTRACTS as string), {})
    : undefined
  const port = int('PORT', 8787)
  const accessTokenTtl = int('LATCH_ACCESS_TOKEN_TTL', 3600)
  const refreshTokenTtl = int('LATCH_REFRESH_TOKEN_TTL', 30 * 24 * 3600)
  const trustProxyHops = int('LATCH_TRUST_PROXY_HOPS', 1)
  const oauthTimeoutMs = int('LATCH_OAUTH_TIMEOUT_MS', 10_000)
  const webhookRetryBaseMs = int('LATCH_WEBHOOK_RETRY_BASE_MS', 5000)
  const webhookTimeoutMs = int('LATCH_WEBHOOK_TIMEOUT_MS', 10_000)
  const webhookMaxAttempts = int('LATCH_WEBHOOK_MAX_ATTEMPTS', 15)
  const devChainId = int('LATCH_DEV_CHAIN_ID', 31337)
  const priceTtl = int('LATCH_PRICE_API_TTL_SECONDS', 60)
  const priceTimeout = int('LATCH_PRICE_API_TIMEOUT_MS', 5000)
  const paymasterValidity = int('LATCH_PAYMASTER_VALIDITY_SECONDS', 300)
  const shutdownTimeoutMs = int('LATCH_SHUTDOWN_TIMEOUT_MS', 10_000)
  const databaseTimeoutMs = int('LATCH_DATABASE_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUT_MS)
  if (problems.length > 0) misconfigured(problems)

  const logger = createLogger({ level: env.LATCH_LOG_LEVEL || 'info' })

  const running = await startServer({
    port,
    hostname: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    devMode,
    publicUrl: env.LATCH_PUBLIC_URL || undefined,
    issuer: env.LATCH_ISSUER || 'latch',
    accessTokenTtl,
    refreshTokenTtl,
    trustProxy: flag(env.LATCH_TRUST_PROXY),
    trustProxyHops,
    dataKey,
    dataKeyPrevious: env.LATCH_DATA_KEY_PREVIOUS || undefined,
    captchaVerifyUrl: env.LATCH_CAPTCHA_VERIFY_URL || undefined,
    oauthProviders: Object.keys(oauthProviders).length > 0 ? oauthProviders : undefined,
    oauthTimeoutMs,
    webhookRetryBaseMs,
    webhookTimeoutMs,
    webhookMaxAttempts,
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
          chainId: devChainId,
          funderKey: (env.LATCH_DEV_CHAIN_FUNDER_KEY as `0x${string}` | undefined) || null,
        }
      : undefined,
    priceApi: env.LATCH_PRICE_API_URL
      ? {
          url: env.LATCH_PRICE_API_URL,
          ttlSeconds: priceTtl,
          timeoutMs: priceTimeout,
        }
      : undefined,
    // the ERC-7677 paymaster: the VerifyingPaymaster per chain (`31337=0x…,8453=0x…`) deployed for this server's signer
    paymaster: env.LATCH_PAYMASTER_CONTRACTS
      ? {
          contracts: paymasterContracts ?? {},
          validitySeconds: paymasterValidity,
        }
      : undefined,
    // structured JSON lines on stdout; the few plain lines (cleanup, provider errors) become their `msg`
    logger,
    log: (line) => logger.info(line),
    metricsToken: env.LATCH_METRICS_TOKEN || undefined,
    telegramBotToken: env.LATCH_TELEGRAM_BOT_TOKEN || undefined,
    delivery,
    shutdownTimeoutMs,
    databaseTimeoutMs,
  }).catch((error: unknown) => {
    if (error instanceof DatabaseConfigError) misconfigured([error.message])
    // unreachable database, missing data key, unsafe app config: say what, exit non-zero
    const message = `cannot start: ${(error as Error).message}`
    console.error(json ? JSON.stringify({ error: 'cannot_start', message }) : `[latch-server] ${message}`)
    process.exit(isStorageUnavailable(error) ? 3 : 1)
  })
  say(`storage: ${database}`)
  say(`listening on ${running.url}${devMode ? ' (dev mode)' : ''}`)
  if (devMode && json) say('DEV MODE: one-time codes are readable at /dev/outbox; never expose it', 'warn')
  if (devMode && !json) {
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
  }
  if (devMode) {
    say('demo app id: latchdemoapp0000000000001')
    say(`codes sent by email/SMS: ${running.url}/dev/outbox?token=${running.outboxToken}`)
    if (running.devProviders) {
      const { url, oidcUrl } = running.devProviders
      say(`local social providers: ${url} (Apple, GitHub, Discord, X, TikTok), ${oidcUrl} (OIDC)`)
    }
  }
  const routes = deliveryRoutes({ devMode, delivery }, false)
  if (!routes.email && !routes.sms) {
    say(
      'no code delivery configured (LATCH_SMTP_URL, LATCH_SMS_*, LATCH_DELIVERY_HOOK_URL): codes cannot be sent and /api/ready answers 503',
      'warn',
    )
  } else {
    say(`delivery: email ${routes.email ?? 'none'}, SMS ${routes.sms ?? 'none'}`)
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
      logger.error(
        { err: { type: (error as Error).name, message: (error as Error).message } },
        'unclean stop',
      )
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
