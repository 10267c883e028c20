/**
 * Custom token commands: fetch the host's token (bounded by the API timeout, so a hanging host never leaves it
 * spinning), authenticate with custom_jwt_account, re-authenticate when the token changes, log out when it is null.
 */
import { parseAuthResponseJSON } from '../../api/shapes'
import { API_TIMEOUT_MS } from '../../constants'
import type { LatchContext } from '../../context'
import { isLatchError, LatchError } from '../../errors'
import { CUSTOM_JWT_AUTHENTICATE } from '../../protocol/endpoints'
import { customAuthReadiness, isUsableToken, tokenSubject } from './custom-auth.rules'
import type { CustomAuthStore } from './custom-auth.store'
import type { LoginWithCustomTokenReturnType } from './custom-auth.types'

/** What custom-auth commands need. */
export interface CustomAuthCommandContext {
  ctx: LatchContext
  store: CustomAuthStore
}

function withTimeout<T>(c: CustomAuthCommandContext, promise: Promise<T>): Promise<T> {
  const clock = c.ctx.env.clock
  let timer: unknown
  const timeout = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(
      () =>
        reject(
          new LatchError('client_request_timeout', c.ctx.messages['error.requestTimeout'], {
            retryable: true,
          }),
        ),
      API_TIMEOUT_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clock.clearTimeout(timer))
}

/**
 * Syncs with the host's session: disabled / waiting / fetching-token / authenticating, ending in authenticated,
 * unauthenticated or error. Only the newest call sets the state.
 */
export async function loginWithCustomToken(
  c: CustomAuthCommandContext,
): Promise<LoginWithCustomTokenReturnType> {
  const run = ++c.store.run
  const latest = () => run === c.store.run
  const config = c.ctx.$config.get().customAuth
  const readiness = customAuthReadiness(config)
  if (readiness !== 'ready' || !config) {
    c.store.$state.set({ step: readiness === 'waiting' ? 'waiting' : 'disabled' })
    return null
  }
  c.store.$state.set({ step: 'fetching-token' })
  let token: string | null | undefined
  try {
    token = await withTimeout(
      c,
      Promise.resolve().then(() => config.getCustomAccessToken()),
    )
  } catch (cause) {
    const error = isLatchError(cause)
      ? cause
      : new LatchError('custom_auth_error', c.ctx.messages['oauth.failed'], { cause, retryable: true })
    if (latest()) c.store.$state.set({ step: 'error', error, message: error.message })
    throw error
  }
  if (!latest()) return null
  if (!isUsableToken(token)) {
    c.store.lastToken = null
    if (c.ctx.$auth.get().status === 'authenticated') await c.ctx.session.logout()
    if (latest()) c.store.$state.set({ step: 'unauthenticated' })
    return null
  }
  const auth = c.ctx.$auth.get()
  // Same token, or a fresh token for the user already signed in (a restored session): nothing to do.
  const sameUser =
    auth.status === 'authenticated' &&
    auth.user.customAuth !== undefined &&
    tokenSubject(token) === auth.user.customAuth.customUserId
  if (auth.status === 'authenticated' && (token === c.store.lastToken || sameUser)) {
    c.store.lastToken = token
    c.store.$state.set({ step: 'authenticated', user: auth.user })
    return auth.user
  }
  c.store.$state.set({ step: 'authenticating' })
  try {
    const { user } = await c.ctx.session.authenticate(() =>
      c.ctx.api.request({
        ...CUSTOM_JWT_AUTHENTICATE,
        body: { token },
        parse: parseAuthResponseJSON,
      }),
    )
    c.store.lastToken = token
    if (latest()) c.store.$state.set({ step: 'authenticated', user })
    return user
  } catch (cause) {
    const error = new LatchError(
      isLatchError(cause) ? cause.code : 'custom_auth_error',
      c.ctx.messages['oauth.failed'],
      {
        cause,
        retryable: isLatchError(cause) && cause.retryable,
      },
    )
    if (latest()) c.store.$state.set({ step: 'error', error, message: error.message })
    throw error
  }
}
