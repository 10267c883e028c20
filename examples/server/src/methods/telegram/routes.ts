/**
 * Telegram routes: `POST /telegram/authenticate` (log in), `/telegram/link` and `/telegram/unlink` (the caller's
 * Telegram account). Telegram login must be on for the app (`settings.telegramAuth`). The checks are in
 * `service.ts`; a refusal is a 401 with its own code (`telegram_invalid_hash`, `telegram_auth_expired`,
 * `telegram_auth_in_future`, `telegram_replayed`), an app without Telegram login or a bot token a 403
 * `telegram_disabled`, a malformed payload a 400.
 */
import { TELEGRAM_AUTHENTICATE, TELEGRAM_LINK, TELEGRAM_UNLINK } from '@latch/core/protocol'
import { Hono } from 'hono'
import { limit, link, login, requireCaller, requireLinkGrant, unlink } from '../../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../../context'
import { linkTarget } from '../../grants'
import { badRequest, HttpError, readJson, str } from '../../http'
import { route } from '../../route'
import { securityEvent } from '../../security-events'
import type { NewAccount } from '../../storage'
import {
  spendTelegramHash,
  TelegramError,
  telegramAccount,
  telegramBotToken,
  telegramPayload,
  verifyTelegram,
} from './service'

/** A `TelegramError` as the HTTP error the API answers with; anything else unchanged. */
const toHttp = (error: unknown): unknown => {
  if (!(error instanceof TelegramError)) return error
  if (error.kind === 'malformed') return badRequest(error.message)
  if (error.kind === 'telegram_disabled') return new HttpError(403, error.kind, error.message)
  return new HttpError(401, error.kind, error.message)
}

export function telegramRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  /** The app's bot token, or a `telegram_disabled` refusal. */
  const botTokenOf = (c: Ctx): string => {
    const app = c.get('app')
    if (!app.settings.telegramAuth)
      throw new TelegramError('telegram_disabled', 'Telegram login is not enabled for this app')
    let token: string | null
    try {
      token = telegramBotToken(deps.data, app.id, app.settings, deps.config)
    } catch {
      deps.config.log(`telegram: the bot token of app ${app.id} does not open with this data key`)
      token = null
    }
    if (!token) throw new TelegramError('telegram_disabled', 'Telegram login has no bot token for this app')
    return token
  }

  /** Checks the request's payload and spends it: the account it links. */
  const verify = async (c: Ctx): Promise<NewAccount> => {
    try {
      const botToken = botTokenOf(c)
      const payload = telegramPayload(await readJson(c))
      await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
      const now = nowSeconds(deps)
      const user = await verifyTelegram(payload, botToken, now)
      if (!(await spendTelegramHash(deps.storage, c.get('app').id, user, now)))
        throw new TelegramError(
          'telegram_replayed',
          'This Telegram login data was used already; log in again',
        )
      return telegramAccount(user)
    } catch (error) {
      if (error instanceof TelegramError && error.kind !== 'malformed' && error.kind !== 'telegram_disabled')
        await securityEvent(deps, c, 'login_failure', { method: 'telegram' })
      throw toHttp(error)
    }
  }

  route(r, TELEGRAM_AUTHENTICATE, [], async (c) => login(deps, c.get('app'), await verify(c), c))

  /** The Telegram account a link names (the payload's `id`, or its `user`'s), before it is spent; null when malformed. */
  const linkOf = async (c: Ctx): Promise<string | null> => {
    try {
      const payload = telegramPayload(await readJson(c))
      const id = payload.get('id') ?? (JSON.parse(payload.get('user') ?? '{}') as { id?: unknown }).id
      return id === undefined ? null : linkTarget({ type: 'telegram', key: String(id) })
    } catch {
      return null
    }
  }

  route(r, TELEGRAM_LINK, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) =>
    link(deps, c, await verify(c)),
  )

  route(r, TELEGRAM_UNLINK, [requireCaller(deps)], async (c) => {
    const id = str(await readJson(c), 'telegram_user_id', 20)
    if (!/^\d{1,20}$/.test(id)) throw badRequest("Missing or invalid field 'telegram_user_id'")
    return unlink(deps, c, 'telegram', id)
  })

  return r
}
