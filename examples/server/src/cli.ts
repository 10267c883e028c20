/**
 * `latch-server`: the operator's command line (the `bin` of @latch/server: `npx latch-server <command>`). It reads
 * the same variables as the server: LATCH_DATABASE_URL (PostgreSQL) or LATCH_DATA_DIR (SQLite, default ./.data),
 * and LATCH_DATA_KEY (with LATCH_DATA_KEY_PREVIOUS) where a command needs it (`keys rotate`, `keys reseal`). `--json` makes every command print one JSON object
 * on stdout. Exit status: 0 done, 1 refused (no such app or user, an invalid setting), 2 bad command line or
 * malformed LATCH_DATABASE_URL, 3 the database cannot be reached.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type AppUpdate, createApp, parseOrigin, rotateAppSecret, updateApp } from './apps'
import { sealCaptchaSecret } from './captcha'
import { type AppSettings, defaultAppSettings } from './config'
import { inviteOperator } from './console/operators'
import { isBotToken, sealTelegramBotToken } from './methods/telegram/service'
import { credentialsUpdate, publicCredentials } from './oauth/credentials'
import { type OidcFlags, oidcProviderUpdate } from './oauth/oidc'
import { applySponsorshipSpec } from './paymaster/policy'
import { loadPaymasterSigner } from './paymaster/signer'
import { RESEAL_KINDS, resealAll } from './reseal'
import { createDataCrypto, type DataCrypto, loadDataKey, parsePreviousDataKeys } from './secrets'
import {
  DatabaseConfigError,
  describeDatabaseUrl,
  isStorageUnavailable,
  migrateSqliteFolder,
  openPostgresStorage,
  openStorage,
  type Storage,
  type UserRecord,
  type WebhookDelivery,
  type WebhookStatus,
} from './storage'
import { withTestAccount } from './test-accounts'
import { createSigningKeys } from './tokens'
import { userToJSON } from './users'
import { createWebhooks } from './webhooks/queue'
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from './webhooks/secret'

export interface CliIo {
  out(text: string): void
  err(text: string): void
  env: Record<string, string | undefined>
  /** Working folder for the default LATCH_DATA_DIR. */
  cwd: string
  now(): number
}

class UsageError extends Error {}
class Refused extends Error {}

const WEBHOOK_STATUSES: readonly WebhookStatus[] = ['pending', 'delivering', 'delivered', 'dead']

/** Settings an app may have that are absent by default. */
const OPTIONAL_SETTINGS = [
  'oauthRedirectUrls',
  'captchaSecret',
  'smsDailyBudget',
  'smsAllowedCountryCodes',
  'analyticsDailyQuota',
  'testAccounts',
  'guestAuth',
  'guestIdleTtl',
  'telegramAuth',
]

/** A captcha secret given in plain (`--set captchaSecret="..."`) is stored sealed with the data key. */
function sealCaptchaIn(data: DataCrypto, appId: string, settings: AppSettings): AppSettings {
  const secret = settings.captchaSecret
  return secret ? { ...settings, captchaSecret: sealCaptchaSecret(data, appId, secret) } : settings
}

/** One option of `apps update`: its flag, its help line, and how its values change the app's settings. */
export interface AppUpdateOption {
  multiple: boolean
  help: string
  apply(settings: AppSettings, values: string[]): AppSettings
}

/**
 * The options of `apps update` besides `--name`. Each maps its values onto the app's settings; the result goes
 * through the same checks as seeding an app. Add an entry to offer a new setting on the command line.
 */
export const APP_UPDATE_OPTIONS: Record<string, AppUpdateOption> = {
  origin: {
    multiple: true,
    help: 'replace the allowed origins (repeat for several)',
    apply: (s, v) => ({ ...s, allowedOrigins: v.map(parseOrigin) }),
  },
  'add-origin': {
    multiple: true,
    help: 'allow one more origin',
    apply: (s, v) => ({ ...s, allowedOrigins: [...new Set([...s.allowedOrigins, ...v.map(parseOrigin)])] }),
  },
  'remove-origin': {
    multiple: true,
    help: 'stop allowing an origin',
    apply: (s, v) => ({
      ...s,
      allowedOrigins: s.allowedOrigins.filter((o) => !v.map(parseOrigin).includes(o)),
    }),
  },
  'redirect-url': {
    multiple: true,
    help: 'replace the pages OAuth may return to (exact URLs)',
    apply: (s, v) => ({ ...s, oauthRedirectUrls: v }),
  },
  'test-account': {
    multiple: true,
    help: 'an email or phone number that logs in with the --test-code (an app store reviewer; repeat for several)',
    apply: (s, v) => {
      try {
        return withTestAccount(s, v)
      } catch (error) {
        throw new UsageError((error as Error).message)
      }
    },
  },
  'test-code': {
    multiple: false,
    help: 'the six-digit code of the test accounts',
    apply: (s, v) => ({
      ...s,
      testAccounts: { emails: [], phones: [], ...s.testAccounts, code: v[0] ?? '' },
    }),
  },
  sponsorship: {
    multiple: true,
    help: 'gas sponsorship by the paymaster: on|off, chains=ID|ID, contracts=0x…|0x…, selectors=0x…|0x…, cap=WEI (per user per day), guests=on|off (comma-separated)',
    apply: (s, v) => {
      try {
        return { ...s, sponsorship: applySponsorshipSpec(s.sponsorship, v.join(',')) }
      } catch (error) {
        throw new UsageError((error as Error).message)
      }
    },
  },
  guests: {
    multiple: false,
    help: "guest accounts ('Continue as guest'): on|off",
    apply: (s, v) => {
      if (v[0] !== 'on' && v[0] !== 'off') throw new UsageError(`--guests takes on or off, not '${v[0]}'`)
      return { ...s, guestAuth: v[0] === 'on' }
    },
  },
  'guest-idle-days': {
    multiple: false,
    help: 'days an unused guest account is kept before the cleanup deletes it (1-3650; default 30)',
    apply: (s, v) => {
      const days = Number(v[0])
      if (!Number.isInteger(days) || days < 1 || days > 3650)
        throw new UsageError(`--guest-idle-days takes a whole number of days from 1 to 3650, not '${v[0]}'`)
      return { ...s, guestIdleTtl: days * 86_400 }
    },
  },
  set: {
    multiple: true,
    help: 'set any setting: KEY=JSON, e.g. smsAuth=true or mfaMethods=["totp"]',
    apply: (s, v) => {
      const next: Record<string, unknown> = { ...s }
      for (const pair of v) {
        const eq = pair.indexOf('=')
        if (eq <= 0) throw new UsageError(`--set takes KEY=JSON, not '${pair}'`)
        const key = pair.slice(0, eq)
        if (!(key in defaultAppSettings()) && !OPTIONAL_SETTINGS.includes(key)) {
          throw new UsageError(`--set: '${key}' is not an app setting`)
        }
        try {
          next[key] = JSON.parse(pair.slice(eq + 1))
        } catch {
          throw new UsageError(`--set ${key}: the value must be JSON (strings in quotes)`)
        }
      }
      return next as unknown as AppSettings
    },
  },
}

const HELP = `latch-server <command> [--json]

  apps create --name NAME --origin URL [--origin URL ...]   new app; prints its id and secret (shown once)
  apps list                                                 every app
  apps update APP_ID [--name NAME] ${Object.keys(APP_UPDATE_OPTIONS)
    .map((k) => `[--${k} ...]`)
    .join(' ')}
  apps update APP_ID --webhook-url URL                      send webhook events to URL (prints the signing secret;
                                                            '' turns webhooks off; a URL reaching a loopback, private
                                                            or metadata address is refused, except with
                                                            --allow-private-webhook-urls on a dev mode data folder)
  apps update APP_ID --oauth PROVIDER --client-id ID --client-secret-file FILE
                                                            the app's own client at a provider (the secret is
                                                            sealed with LATCH_DATA_KEY); Apple: the .p8 key file
                                                            with --apple-team-id and --apple-key-id
  apps update APP_ID --remove-oauth PROVIDER                back to the server's LATCH_OAUTH_<PROVIDER>_* client
  apps update APP_ID --oidc-provider ID --issuer URL --client-id ID --client-secret-file FILE --name NAME
                     [--icon URL] [--param NAME=VALUE ...]  the app's own OpenID Connect provider 'oidc:ID' (its
                                                            discovery document is read now: refused with the reason
                                                            when it fails; --name is the button's name here;
                                                            --param hd=example.com for Google Workspace)
  apps update APP_ID --remove-oidc-provider ID              removes it (its accounts can no longer log in)
  apps update APP_ID --telegram-bot-token-file FILE         the app's own Telegram bot token (sealed with
                                                            LATCH_DATA_KEY; over LATCH_TELEGRAM_BOT_TOKEN); turn
                                                            the login on with --set telegramAuth=true
  apps rotate-secret APP_ID                                 new app secret; the old one stops working at once
  apps rotate-webhook-secret APP_ID                         new webhook signing secret
  keys rotate [--app APP_ID]                                new token signing key (every app without --app)
  paymaster signer                                          the address the VerifyingPaymaster contract must trust
                                                            (its key is made once, sealed with LATCH_DATA_KEY)
  keys reseal                                               re-seal every stored secret under LATCH_DATA_KEY (then
                                                            LATCH_DATA_KEY_PREVIOUS can be removed)
  users get USER_ID [--app APP_ID]                          one user
  users delete USER_ID [--app APP_ID]                       the user, their accounts, sessions, MFA and wallet shares
  users export USER_ID [--app APP_ID]                       everything stored about a user, as JSON
  webhooks list [--app APP_ID] [--status STATUS] [--limit N]
                                                            webhook deliveries, oldest first (STATUS: pending,
                                                            delivering, delivered, dead); never the body
  webhooks dead-letters [--app APP_ID] [--limit N]          deliveries whose every try failed
  webhooks redeliver DELIVERY_ID                            sends a delivered or dead delivery again (same
                                                            webhook-id and body; a running server sends it within 5 s)
  console invite EMAIL [--role owner|support]               prints a one-time link (24 h) to join the operator
                                                            console (/console) with a passkey (role: support
                                                            unless given; LATCH_PUBLIC_URL: the console's address)
  migrate                                                   apply pending schema migrations

Environment: LATCH_DATABASE_URL (PostgreSQL) or LATCH_DATA_DIR (SQLite, default ./.data); LATCH_DATA_KEY,
LATCH_DATA_KEY_PREVIOUS.
Exit status: 0 done, 1 refused, 2 bad command line, 3 database unreachable.`

type Values = Record<string, string | boolean | string[] | undefined>

/** Parses one command's flags strictly: an unknown flag or a missing value is a UsageError. */
function parse(args: string[], options: Record<string, { multiple: boolean }>, positionals: number) {
  const spec = Object.fromEntries(
    Object.entries(options).map(([k, o]) => [k, { type: 'string' as const, multiple: o.multiple }]),
  )
  let parsed: { values: Values; positionals: string[] }
  try {
    parsed = parseArgs({
      args,
      options: { ...spec, json: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    }) as { values: Values; positionals: string[] }
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(
      positionals === 0 ? `unexpected argument '${parsed.positionals[0]}'` : 'missing or extra argument',
    )
  }
  return parsed
}

const one = { multiple: false }
const many = { multiple: true }

/**
 * `--webhook-url URL`: the app's endpoint, with a signing secret made (and sealed) when the app has none, kept
 * otherwise; '' turns webhooks off and forgets the secret. `secret` reads the secret back for printing.
 */
function webhookUpdate(data: DataCrypto, appId: string, url: string) {
  return {
    apply(s: AppSettings): AppSettings {
      if (url.trim() === '') return { ...s, webhookUrl: null, webhookSecret: null }
      const webhookSecret = s.webhookSecret ?? sealWebhookSecret(data, appId, newWebhookSecret())
      return { ...s, webhookUrl: url.trim(), webhookSecret }
    },
    secret: (s: AppSettings) => openWebhookSecret(data, appId, s),
  }
}

/** The bot token in `file` (`--telegram-bot-token-file`), checked to be one. */
function readBotToken(path: string, file: string): string {
  let token: string
  try {
    token = readFileSync(path, 'utf8').trim()
  } catch (error) {
    throw new Refused(
      `cannot read --telegram-bot-token-file '${file}' (${(error as NodeJS.ErrnoException).code})`,
    )
  }
  if (!isBotToken(token))
    throw new Refused(
      "--telegram-bot-token-file: not a bot token ('<bot id>:<secret>', as BotFather gives it)",
    )
  return token
}

/** The `apps update` flags of an app's own OAuth client (src/oauth/credentials.ts). */
const OAUTH_OPTIONS = {
  oauth: one,
  'client-id': one,
  'client-secret-file': one,
  'apple-team-id': one,
  'apple-key-id': one,
  'remove-oauth': many,
  'oidc-provider': one,
  issuer: one,
  icon: one,
  param: many,
  'remove-oidc-provider': many,
}

function readOAuthFlags(values: Values) {
  const text = (k: string) => values[k] as string | undefined
  const flags = {
    oauth: text('oauth'),
    clientId: text('client-id'),
    clientSecretFile: text('client-secret-file'),
    appleTeamId: text('apple-team-id'),
    appleKeyId: text('apple-key-id'),
    removeOAuth: values['remove-oauth'] as string[] | undefined,
  }
  const { oauth, removeOAuth, ...client } = flags
  const given = Object.entries(client).find(([, v]) => v !== undefined)
  if (oauth === undefined && given) {
    throw new UsageError(
      '--client-id, --client-secret-file, --apple-team-id and --apple-key-id go with --oauth PROVIDER',
    )
  }
  if (oauth !== undefined && removeOAuth?.includes(oauth)) {
    throw new UsageError(`--oauth ${oauth} and --remove-oauth ${oauth} contradict each other`)
  }
  return flags
}

/**
 * The `apps update` flags of an app's own OpenID Connect provider (src/oauth/oidc.ts). With `--oidc-provider`,
 * `--name` is the provider's display name (the app keeps its name), and `--client-id` / `--client-secret-file` its
 * client's.
 */
function readOidcFlags(values: Values): OidcFlags {
  const text = (k: string) => values[k] as string | undefined
  const flags: OidcFlags = {
    oidcProvider: text('oidc-provider'),
    issuer: text('issuer'),
    icon: text('icon'),
    params: values.param as string[] | undefined,
    removeOidcProvider: values['remove-oidc-provider'] as string[] | undefined,
  }
  if (flags.oidcProvider === undefined) {
    if (flags.issuer !== undefined || flags.icon !== undefined || flags.params !== undefined) {
      throw new UsageError('--issuer, --icon and --param go with --oidc-provider ID')
    }
    return flags
  }
  if (text('oauth') !== undefined) throw new UsageError('--oauth and --oidc-provider are set one at a time')
  return {
    ...flags,
    name: text('name'),
    clientId: text('client-id'),
    clientSecretFile: text('client-secret-file'),
  }
}

/** Runs one command line; returns the exit status. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const json = argv.includes('--json')
  const print = (human: string, data: unknown) => io.out(json ? JSON.stringify(data) : human)
  let storage: Storage | undefined
  const env = io.env
  const dataDir = env.LATCH_DATA_DIR || join(io.cwd, '.data')
  const databaseUrl = env.LATCH_DATABASE_URL?.trim() || undefined
  const now = () => Math.floor(io.now() / 1000)
  const open = async () => {
    const timeout = Number(env.LATCH_DATABASE_TIMEOUT_MS)
    storage = await openStorage({ databaseUrl, dataDir, timeoutMs: timeout > 0 ? timeout : undefined })
    return storage
  }
  /** The data key's crypto (sealing secrets): LATCH_DATA_KEY, or the key a dev data folder keeps. */
  const dataCrypto = () =>
    createDataCrypto(
      loadDataKey({
        dataKey: env.LATCH_DATA_KEY,
        dataDir,
        // a dev folder keeps its generated key next to the database
        devMode: !env.LATCH_DATA_KEY && existsSync(join(dataDir, 'data-key')),
        shared: !!databaseUrl,
      }),
      parsePreviousDataKeys(env.LATCH_DATA_KEY_PREVIOUS),
    )
  const findUser = async (s: Storage, userId: string, appId: string | undefined): Promise<UserRecord> => {
    const apps = appId ? [appId] : (await s.listApps()).map((a) => a.id)
    for (const id of apps) {
      const user = await s.getUser(id, userId)
      if (user) return user
    }
    throw new Refused(`No user '${userId}'${appId ? ` in app '${appId}'` : ''}`)
  }

  try {
    // `--json` may stand anywhere (`migrate --json`, `--json apps list`): it is not a command word
    const [group, action, ...rest] = argv.filter((arg) => arg !== '--json')
    if (databaseUrl) describeDatabaseUrl(databaseUrl)
    const command = [group, action].filter(Boolean).join(' ')
    switch (command) {
      case 'apps create': {
        const { values } = parse(rest, { name: one, origin: many }, 0)
        if (!values.name) throw new UsageError('apps create needs --name NAME')
        const origins = (values.origin as string[] | undefined) ?? []
        if (origins.length === 0) throw new UsageError('apps create needs at least one --origin URL')
        const created = await createApp(await open(), { name: values.name as string, origins }, now())
        print(
          `app id:     ${created.appId}\napp secret: ${created.appSecret}\n(the secret is shown once: keep it in your backend's secrets)`,
          created,
        )
        return 0
      }
      case 'apps list': {
        parse(rest, {}, 0)
        const s = await open()
        const apps = await Promise.all(
          (await s.listApps()).map(async (a) => ({
            id: a.id,
            name: a.name,
            allowedOrigins: a.settings.allowedOrigins,
            hasSecret: (await s.getAppSecretHash(a.id)) !== null,
            createdAt: a.createdAt,
            updatedAt: a.updatedAt,
          })),
        )
        print(
          apps.map((a) => `${a.id}  ${a.name}  ${a.allowedOrigins.join(' ')}`).join('\n') || '(no apps)',
          { apps },
        )
        return 0
      }
      case 'apps update': {
        const options = {
          name: one,
          'webhook-url': one,
          'telegram-bot-token-file': one,
          ...OAUTH_OPTIONS,
          ...APP_UPDATE_OPTIONS,
        }
        const allowFlag = '--allow-private-webhook-urls'
        const allowPrivateWebhookUrls = rest.includes(allowFlag)
        // dev mode's data folder keeps its generated data key: only there may a webhook reach a private address
        if (allowPrivateWebhookUrls && (env.LATCH_DATA_KEY || !existsSync(join(dataDir, 'data-key')))) {
          throw new Refused(`${allowFlag} is for a dev mode data folder only`)
        }
        const { values, positionals } = parse(
          rest.filter((a) => a !== allowFlag),
          options,
          1,
        )
        const changes = Object.entries(APP_UPDATE_OPTIONS).filter(([k]) => values[k] !== undefined)
        const webhookUrl = values['webhook-url'] as string | undefined
        const oidcFlags = readOidcFlags(values)
        const oidcSet = oidcFlags.oidcProvider !== undefined
        // with --oidc-provider, --client-id and --client-secret-file are the provider's
        const oauthFlags = readOAuthFlags(
          oidcSet ? { ...values, 'client-id': undefined, 'client-secret-file': undefined } : values,
        )
        if (
          changes.length === 0 &&
          values.name === undefined &&
          webhookUrl === undefined &&
          values['telegram-bot-token-file'] === undefined &&
          oauthFlags.oauth === undefined &&
          oauthFlags.removeOAuth === undefined &&
          !oidcSet &&
          oidcFlags.removeOidcProvider === undefined
        )
          throw new UsageError('apps update: nothing to change')
        const appId = positionals[0] as string
        const data = dataCrypto()
        const webhook = webhookUrl === undefined ? null : webhookUpdate(data, appId, webhookUrl)
        const builtIn = credentialsUpdate(oauthFlags, { data, appId, cwd: io.cwd })
        // checked and discovered before anything is written: a provider that cannot be used is refused with why
        const oidc = await oidcProviderUpdate(oidcFlags, { data, appId, cwd: io.cwd }).catch(
          (error: Error) => {
            throw new Refused(error.message)
          },
        )
        const credentials =
          builtIn || oidc
            ? (s: AppSettings) => {
                const withBuiltIn = builtIn ? builtIn(s) : s
                return oidc ? oidc(withBuiltIn) : withBuiltIn
              }
            : null
        const botTokenFile = values['telegram-bot-token-file'] as string | undefined
        const botToken =
          botTokenFile === undefined ? null : readBotToken(resolve(io.cwd, botTokenFile), botTokenFile)
        const update: AppUpdate = {
          name: oidcSet ? undefined : (values.name as string | undefined),
          settings: (current) => {
            const next = changes.reduce(
              (s, [k, o]) => o.apply(s, values[k] as string[]),
              current as AppSettings,
            )
            const sealed = sealCaptchaIn(data, appId, {
              ...next,
              ...(botToken ? { telegramBotToken: sealTelegramBotToken(data, appId, botToken) } : {}),
            })
            const withCredentials = credentials ? credentials(sealed) : sealed
            return webhook ? webhook.apply(withCredentials) : withCredentials
          },
        }
        const app = await updateApp(await open(), appId, update, now(), { allowPrivateWebhookUrls })
        const secret = webhook?.secret(app.settings) ?? null
        const {
          webhookSecret: _sealed,
          captchaSecret: _sealedToo,
          oauthCredentials: _sealedSecrets,
          telegramBotToken: _sealedToken,
          ...shown
        } = app.settings
        const registered = publicCredentials(app.settings)
        const settings =
          Object.keys(registered).length > 0 ? { ...shown, oauthCredentials: registered } : shown
        print(
          [
            `updated ${app.id} (${app.name}): origins ${app.settings.allowedOrigins.join(' ')}`,
            ...(credentials
              ? [
                  Object.entries(registered)
                    .map(([p, c]) =>
                      c.oidc
                        ? `oidc ${p}: ${c.oidc.name}, issuer ${c.oidc.issuer}, client id ${c.clientId} (its secret sealed)`
                        : `oauth ${p}: client id ${c.clientId} (its secret sealed)`,
                    )
                    .join('\n') || "oauth: no app clients (the server's LATCH_OAUTH_* serve)",
                ]
              : []),
            ...(webhook
              ? [
                  app.settings.webhookUrl
                    ? `webhooks: ${app.settings.webhookUrl}\nwebhook secret: ${secret}\n(verify deliveries with it: verifyWebhook of @latch/core/server)`
                    : 'webhooks: off',
                ]
              : []),
          ].join('\n'),
          {
            app: { id: app.id, name: app.name, settings, updatedAt: app.updatedAt },
            ...(webhook ? { webhookSecret: secret } : {}),
          },
        )
        return 0
      }
      case 'apps rotate-webhook-secret': {
        const { positionals } = parse(rest, {}, 1)
        const appId = positionals[0] as string
        const data = dataCrypto()
        const fresh = newWebhookSecret()
        const app = await updateApp(
          await open(),
          appId,
          {
            settings: (s) => {
              if (!s.webhookUrl)
                throw new Refused(`App '${appId}' has no webhook URL (apps update --webhook-url)`)
              return { ...s, webhookSecret: sealWebhookSecret(data, appId, fresh) }
            },
          },
          now(),
        )
        print(`webhook secret: ${fresh}\n(the old secret no longer verifies new deliveries)`, {
          appId: app.id,
          webhookSecret: fresh,
        })
        return 0
      }
      case 'apps rotate-secret': {
        const { positionals } = parse(rest, {}, 1)
        const appSecret = await rotateAppSecret(await open(), positionals[0] as string, now())
        if (!appSecret) throw new Refused(`No app '${positionals[0]}'`)
        print(`app secret: ${appSecret}\n(the old secret no longer works)`, { appSecret })
        return 0
      }
      case 'keys rotate': {
        const { values } = parse(rest, { app: one }, 0)
        const s = await open()
        const keys = createSigningKeys(s, dataCrypto(), io.now)
        const apps = values.app ? [values.app as string] : (await s.listApps()).map((a) => a.id)
        const rotated: Array<{ appId: string; kid: string }> = []
        for (const appId of apps) {
          if (!(await s.getApp(appId))) throw new Refused(`No app '${appId}'`)
          rotated.push({ appId, kid: (await keys.rotate(appId)).kid })
        }
        print(rotated.map((r) => `${r.appId}: new signing key ${r.kid}`).join('\n') || '(no apps)', {
          rotated,
        })
        return 0
      }
      case 'paymaster signer': {
        parse(rest, {}, 0)
        // made on first use, sealed with LATCH_DATA_KEY; deploy the VerifyingPaymaster with this address as its signer
        const signer = await loadPaymasterSigner(await open(), dataCrypto())
        print(`paymaster signer: ${signer.address}`, { address: signer.address })
        return 0
      }
      case 'keys reseal': {
        parse(rest, {}, 0)
        const report = await resealAll(await open(), dataCrypto())
        const lines = RESEAL_KINDS.map((k) => {
          const c = report.counts[k]
          return `  ${k.padEnd(18)} ${c.resealed} re-sealed, ${c.current} already current`
        })
        const failed = report.failures.map((f) => `cannot re-seal ${f.kind} of '${f.key}': ${f.error}`)
        const done = report.failures.length === 0
        print(
          [
            `data key ${report.kid}:`,
            ...lines,
            '(one-time code HMACs are not re-sealed: a code expires within minutes and is checked under every key until then)',
            ...(done
              ? ['done: every secret is sealed under LATCH_DATA_KEY; LATCH_DATA_KEY_PREVIOUS can be removed']
              : [...failed, `${failed.length} value(s) left as they were: keep LATCH_DATA_KEY_PREVIOUS`]),
          ].join('\n'),
          { kid: report.kid, counts: report.counts, failures: report.failures, done },
        )
        if (!done)
          io.err(`latch-server: ${failed.length} value(s) could not be re-sealed by the data keyring`)
        return done ? 0 : 1
      }
      case 'users get': {
        const { values, positionals } = parse(rest, { app: one }, 1)
        const user = await findUser(await open(), positionals[0] as string, values.app as string | undefined)
        print(JSON.stringify(userToJSON(user), null, 2), { user: userToJSON(user) })
        return 0
      }
      case 'users delete': {
        const { values, positionals } = parse(rest, { app: one }, 1)
        const s = await open()
        const user = await findUser(s, positionals[0] as string, values.app as string | undefined)
        // the app's endpoint hears of it (a running server sends it within 5 s)
        const app = await s.getApp(user.appId)
        const webhooks = createWebhooks(s, io.now, () => {})
        const outbox = app
          ? webhooks.outbox(app, (u) => [{ type: 'user.deleted', user_id: u.id }])
          : undefined
        await s.deleteUser(user.appId, user.id, outbox)
        print(`deleted ${user.id} and everything of theirs`, {
          deleted: true,
          userId: user.id,
          appId: user.appId,
        })
        return 0
      }
      case 'users export': {
        const { values, positionals } = parse(rest, { app: one }, 1)
        const s = await open()
        const user = await findUser(s, positionals[0] as string, values.app as string | undefined)
        const wallet = await s.getEmbeddedWallet(user.appId, user.id)
        const exported = {
          appId: user.appId,
          user: userToJSON(user),
          sessions: (await s.listUserSessions(user.appId, user.id)).map((x) => ({
            id: x.id,
            created_at: x.createdAt,
            expires_at: x.expiresAt,
            revoked_at: x.revokedAt,
            forked_from: x.forkedFrom,
          })),
          // the address and how it is recovered; never a share
          embedded_wallet: wallet
            ? {
                address: wallet.address,
                recovery_method: wallet.recoveryMethod,
                created_at: wallet.createdAt,
              }
            : null,
          exported_at: now(),
        }
        io.out(json ? JSON.stringify(exported) : JSON.stringify(exported, null, 2))
        return 0
      }
      case 'webhooks list':
      case 'webhooks dead-letters': {
        const dead = action === 'dead-letters'
        const { values } = parse(
          rest,
          dead ? { app: one, limit: one } : { app: one, status: one, limit: one },
          0,
        )
        const status = dead ? 'dead' : (values.status as string | undefined)
        if (status !== undefined && !WEBHOOK_STATUSES.includes(status as WebhookStatus)) {
          throw new UsageError(`--status must be one of ${WEBHOOK_STATUSES.join(', ')}`)
        }
        const limit = values.limit === undefined ? 100 : Number(values.limit)
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new UsageError('--limit must be a whole number from 1 to 1000')
        }
        const s = await open()
        const appId = values.app as string | undefined
        if (appId && !(await s.getApp(appId))) throw new Refused(`No app '${appId}'`)
        const apps = appId ? [appId] : (await s.listApps()).map((a) => a.id)
        const deliveries: WebhookDelivery[] = []
        for (const id of apps) {
          deliveries.push(
            ...(await s.listWebhooks(id, { status: status as WebhookStatus | undefined, limit })),
          )
        }
        // the body carries the user's data: an operator sees where a delivery stands, not what it says
        const shown = deliveries.map(({ payload: _, ...d }) => d)
        const line = (d: (typeof shown)[number]) =>
          `${d.id}  ${d.appId}  ${d.eventType}  ${d.status}  tries ${d.attempts}  ` +
          `${new Date(d.createdMs).toISOString()}${d.lastError ? `  last error: ${d.lastError}` : ''}`
        print(shown.length ? shown.map(line).join('\n') : 'no deliveries', { deliveries: shown })
        return 0
      }
      case 'webhooks redeliver': {
        const { positionals } = parse(rest, {}, 1)
        const id = positionals[0] as string
        const result = await (await open()).redeliverWebhook(id, io.now())
        if (result === 'missing') throw new Refused(`No webhook delivery '${id}'`)
        if (result === 'open') throw new Refused(`Webhook delivery '${id}' is still pending or in flight`)
        print(`${id} queued again`, { redelivered: true, id })
        return 0
      }
      case 'console invite': {
        const { values, positionals } = parse(rest, { role: one }, 1)
        const invite = await inviteOperator(await open(), {
          email: positionals[0] as string,
          role: (values.role as string | undefined) ?? 'support',
          publicUrl: env.LATCH_PUBLIC_URL || 'http://localhost:8787',
          now: now(),
        }).catch((error: Error) => {
          throw new Refused(error.message)
        })
        print(`invite for ${invite.email} (${invite.role}), valid once for 24 hours:\n${invite.link}`, invite)
        return 0
      }
      case 'migrate': {
        parse(rest, {}, 0)
        let applied: string[]
        if (databaseUrl) {
          storage = await openPostgresStorage(databaseUrl, { migrate: false })
          applied = await storage.migrate()
        } else {
          applied = await migrateSqliteFolder(dataDir)
        }
        print(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply: the schema is current', {
          applied,
        })
        return 0
      }
      case 'help':
      case '--help':
      case '-h':
        io.out(HELP)
        return 0
      default:
        throw new UsageError(group ? `unknown command '${command}'` : 'no command given')
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`latch-server: ${error.message}\n\n${HELP}`)
      return 2
    }
    if (error instanceof DatabaseConfigError) {
      io.err(`latch-server: ${error.message}`)
      return 2
    }
    if (isStorageUnavailable(error)) {
      io.err(`latch-server: ${(error as Error).message}`)
      return 3
    }
    io.err(`latch-server: ${(error as Error).message}`)
    return 1
  } finally {
    await storage?.close()
  }
}
