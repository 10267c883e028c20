/**
 * Telegram login: what Telegram's Login Widget hands the page (its callback object) or a Mini App's `initData`,
 * checked with the HMAC-SHA-256 Telegram signs it with, keyed from the app's bot token (`@telegram-auth/server`).
 * A payload is accepted only when: its hash verifies with the app's bot token (checked first, so a forged payload
 * learns nothing else); its `auth_date` is at most `TELEGRAM_AUTH_MAX_AGE` seconds old and at most
 * `TELEGRAM_AUTH_MAX_SKEW` seconds ahead of this server's clock; and its hash was not used before (single use:
 * the hash is recorded until the payload could no longer be accepted, by one insert-or-fail statement the database
 * arbitrates, so two instances cannot both accept it).
 *
 * The bot token: the app's own (`latch-server apps update APP --telegram-bot-token-file FILE`, sealed with the
 * data key), else the server's `LATCH_TELEGRAM_BOT_TOKEN`; in dev mode, an app with neither uses
 * `DEV_TELEGRAM_BOT_TOKEN`, a public test token the offline fake widget signs with.
 *
 * Plain inputs and typed errors: the routes (`routes.ts`) read the request and map a `TelegramError` to HTTP.
 */
import { AuthDataValidator } from '@telegram-auth/server'
import type { AppSettings } from '../../config'
import { type DataCrypto, isSealed } from '../../secrets'
import type { NewAccount, Storage } from '../../storage'

/** How old a payload's `auth_date` may be, in seconds: the widget signs when the person confirms, the page sends at once. */
export const TELEGRAM_AUTH_MAX_AGE = 300
/** How far ahead of this server's clock a payload's `auth_date` may be, in seconds (clock skew). */
export const TELEGRAM_AUTH_MAX_SKEW = 30
/** The bot token dev mode uses for an app without one: public, for the offline fake widget only. */
export const DEV_TELEGRAM_BOT_TOKEN = '100000001:LATCH-dev-telegram-bot-token-not-secret'
/** Longest `initData` or widget field accepted, in characters. */
export const MAX_TELEGRAM_FIELD_CHARS = 4096
/** A widget field's name (the hash covers every field sent, so a field Telegram adds later still verifies). */
const WIDGET_FIELD = /^[a-z_]{1,32}$/

/** Why a Telegram payload is refused: its code on the wire (`malformed` is a 400 `invalid_request`). */
export type TelegramErrorKind =
  | 'malformed'
  | 'telegram_disabled'
  | 'telegram_invalid_hash'
  | 'telegram_auth_expired'
  | 'telegram_auth_in_future'
  | 'telegram_replayed'

/** A refused Telegram payload. */
export class TelegramError extends Error {
  constructor(
    readonly kind: TelegramErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'TelegramError'
  }
}

/** The Telegram user a checked payload names. */
export interface TelegramUser {
  id: string
  username: string | null
  firstName: string | null
  lastName: string | null
  photoUrl: string | null
  /** Seconds. */
  authDate: number
  /** The payload's hash (hex): what makes it single use. */
  hash: string
}

/** What the app's sealed bot token is bound to. */
export const telegramBotTokenContext = (appId: string) => `telegram-bot-token:${appId}`

/** The bot token to keep in the app's settings: sealed (a sealed one is kept as it is). */
export function sealTelegramBotToken(data: DataCrypto, appId: string, token: string): string {
  return isSealed(token) ? token : data.seal(token, telegramBotTokenContext(appId))
}

/** A bot token as BotFather gives it: `<bot id>:<secret>`. */
export const isBotToken = (token: string): boolean => /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/.test(token)

/**
 * The bot token payloads of this app are checked with: its own (opened with the data key), else the server's, else
 * in dev mode the public dev token; null: Telegram login cannot work for this app. Throws a `DataKeyError` when the
 * app's sealed token does not open.
 */
export function telegramBotToken(
  data: DataCrypto,
  appId: string,
  settings: AppSettings,
  server: { telegramBotToken?: string; devMode: boolean },
): string | null {
  if (settings.telegramBotToken) return data.open(settings.telegramBotToken, telegramBotTokenContext(appId))
  if (server.telegramBotToken) return server.telegramBotToken
  return server.devMode ? DEV_TELEGRAM_BOT_TOKEN : null
}

const malformed = (message: string) => new TelegramError('malformed', message)

/** The request body's payload as the validator's map: the widget's object or the Mini App's query string. */
export function telegramPayload(body: Record<string, unknown>): Map<string, string> {
  const { auth_data: widget, init_data: initData } = body
  if ((widget === undefined) === (initData === undefined))
    throw malformed(
      "Send one of 'auth_data' (the Login Widget's object) or 'init_data' (a Mini App's initData)",
    )
  if (typeof initData === 'string') {
    if (initData.length === 0 || initData.length > MAX_TELEGRAM_FIELD_CHARS)
      throw malformed("Invalid field 'init_data'")
    return new Map(new URLSearchParams(initData).entries())
  }
  if (typeof widget !== 'object' || widget === null || Array.isArray(widget))
    throw malformed("Invalid field 'auth_data'")
  const map = new Map<string, string>()
  for (const [key, value] of Object.entries(widget)) {
    if (!WIDGET_FIELD.test(key)) throw malformed(`Unknown field 'auth_data.${key}'`)
    if (
      (typeof value !== 'string' && typeof value !== 'number') ||
      String(value).length > MAX_TELEGRAM_FIELD_CHARS
    )
      throw malformed(`Invalid field 'auth_data.${key}'`)
    map.set(key, String(value))
  }
  return map
}

const opt = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * Checks a payload's hash with `botToken`, then its `auth_date` against `now` (seconds). Does not spend it (see
 * `spendTelegramHash`): the caller does that last, so a payload refused for another reason stays unspent.
 */
export async function verifyTelegram(
  payload: Map<string, string>,
  botToken: string,
  now: number,
): Promise<TelegramUser> {
  const hash = payload.get('hash') ?? ''
  const authDate = payload.get('auth_date') ?? ''
  if (!/^[0-9a-f]{64}$/i.test(hash)) throw malformed("Missing or invalid field 'hash'")
  if (!/^\d{1,12}$/.test(authDate)) throw malformed("Missing or invalid field 'auth_date'")
  if (!payload.has('id') && !payload.has('user'))
    throw malformed("Missing field 'id' (or 'user' in initData)")
  // the library's own age check reads the process clock: the window is checked below on the server's clock
  const validator = new AuthDataValidator({ botToken, inValidateDataAfter: Number.MAX_SAFE_INTEGER })
  let data: Record<string, unknown>
  try {
    data = (await validator.validate(payload)) as unknown as Record<string, unknown>
  } catch {
    throw new TelegramError(
      'telegram_invalid_hash',
      'The Telegram login data is not signed by this app’s bot',
    )
  }
  const date = Number(authDate)
  if (now - date > TELEGRAM_AUTH_MAX_AGE)
    throw new TelegramError('telegram_auth_expired', 'The Telegram login data has expired; log in again')
  if (date - now > TELEGRAM_AUTH_MAX_SKEW)
    throw new TelegramError('telegram_auth_in_future', 'The Telegram login data is dated in the future')
  const id = String(data.id ?? '')
  if (!/^\d{1,20}$/.test(id)) throw malformed('The Telegram user id is missing or invalid')
  return {
    id,
    username: opt(data.username),
    firstName: opt(data.first_name),
    lastName: opt(data.last_name),
    photoUrl: opt(data.photo_url),
    authDate: date,
    hash: hash.toLowerCase(),
  }
}

/**
 * Spends a checked payload's hash: true the first time, false for a replay. Recorded in the single-use id table
 * the custom JWTs use, under `telegram:<hash>` (a hash is 64 hex characters, so it cannot be a JWT id of another
 * kind by accident), until the payload's `auth_date` leaves the window.
 */
export async function spendTelegramHash(
  storage: Storage,
  appId: string,
  user: TelegramUser,
  now: number,
): Promise<boolean> {
  return storage.useJwtId(appId, `telegram:${user.hash}`, user.authDate + TELEGRAM_AUTH_MAX_AGE + 1, now)
}

/** The account a checked payload links. */
export function telegramAccount(user: TelegramUser): NewAccount {
  return {
    type: 'telegram',
    key: user.id,
    data: {
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      photo_url: user.photoUrl,
    },
  }
}
