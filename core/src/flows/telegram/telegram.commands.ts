/**
 * Telegram commands, loaded with `import()` on first use. A login (or link) is: the payload (given, or from the
 * host's widget, `config.telegram.authorize`), then the server's check. Only the newest attempt sets the state;
 * `cancel` ends the wait for the widget (its late answer is dropped).
 */

import type { WritableAtom } from 'nanostores'
import { parseUserResponseJSON } from '../../api/shapes'
import type { LatchContext } from '../../context'
import { LatchError } from '../../errors'
import { TELEGRAM_AUTHENTICATE, TELEGRAM_LINK, TELEGRAM_UNLINK } from '../../protocol/endpoints'
import { toUser } from '../../user/parse'
import type { User } from '../../user/types'
import { authenticateOrLink } from '../shared/authenticate'
import { telegramBody, telegramError } from './telegram.rules'
import type {
  LoginWithTelegramReturnType,
  TelegramAuthData,
  TelegramMode,
  TelegramState,
} from './telegram.types'

export { telegramIntents } from './telegram.intents'

/** What Telegram commands need. */
export interface TelegramCommandContext {
  ctx: LatchContext
  store: { $state: WritableAtom<TelegramState>; run: number }
}

/** Runs one login or link: the widget when no payload is given, then the server. */
export async function runTelegram(
  c: TelegramCommandContext,
  mode: TelegramMode,
  data?: TelegramAuthData,
): Promise<LoginWithTelegramReturnType> {
  const { ctx, store } = c
  const messages = ctx.messages
  if (mode === 'login' && ctx.$auth.get().status === 'authenticated')
    throw new LatchError('already_authenticated', messages['error.alreadyAuthenticated'])
  if (mode === 'link' && ctx.$auth.get().status !== 'authenticated')
    throw new LatchError('must_be_authenticated', messages['error.mustBeAuthenticated'])
  const run = ++store.run
  const latest = () => run === store.run
  const set = (state: TelegramState) => {
    if (latest()) store.$state.set(state)
  }
  const cancelled = () => new LatchError('telegram_cancelled', messages['telegram.cancelled'])
  let payload = data
  if (payload === undefined) {
    set({ step: 'awaiting', mode })
    const authorize = ctx.$config.get().telegram?.authorize
    let answer: TelegramAuthData | null | false
    try {
      if (typeof authorize !== 'function')
        throw new LatchError('telegram_unavailable', messages['telegram.unavailable'])
      answer = await authorize()
    } catch (cause) {
      const error = telegramError(cause, messages)
      set({ step: 'error', mode, error, message: error.message })
      throw error
    }
    if (!latest()) throw cancelled()
    if (!answer) {
      set({ step: 'cancelled', mode })
      throw cancelled()
    }
    payload = answer
  }
  set({ step: 'verifying', mode })
  try {
    const result = await authenticateOrLink(
      ctx,
      mode,
      { login: TELEGRAM_AUTHENTICATE.path, link: TELEGRAM_LINK.path },
      telegramBody(payload),
    )
    set({ step: 'done', mode, user: result.user })
    return result
  } catch (cause) {
    const error = telegramError(cause, messages)
    set({
      step: 'error',
      mode,
      error,
      message: error.message,
      ...(error.code === 'allowlist_rejected' ? { reason: 'allowlist' as const } : {}),
    })
    throw error
  }
}

/** Removes the user's Telegram account (through the step-up guard, like every unlink). */
export async function unlinkTelegram(c: TelegramCommandContext, telegramUserId: string): Promise<User> {
  if (c.ctx.$auth.get().status !== 'authenticated')
    throw new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated'])
  const json = await c.ctx.stepUp.guard(() =>
    c.ctx.api.request({
      ...TELEGRAM_UNLINK,
      body: { telegram_user_id: telegramUserId },
      parse: parseUserResponseJSON,
    }),
  )
  const user = toUser(json)
  c.ctx.session.setUser(user)
  return user
}
