/**
 * OAuth commands. `initLoginWithOAuth` asks the server for the authorization URL (redirect_to = this page without its
 * query and hash, which wait with the pending state and come back after the return; with our
 * own random state and a PKCE challenge) and leaves; `handleOAuthReturn` reads privy_oauth_code/provider/state,
 * removes them from the address, checks the state against the pending one and authenticates or links.
 */
import { parseOAuthInitResponseJSON } from '../../api/shapes.lazy'
import type { OAuthProvider } from '../../config/types'
import { STORAGE_KEYS } from '../../constants'
import type { LatchContext } from '../../context'
import { isLatchError, LatchError } from '../../errors'
import { OAUTH_AUTHENTICATE, OAUTH_INIT, OAUTH_LINK } from '../../protocol/endpoints'
import {
  isOAuthProvider,
  oauthReturnPage,
  parseOAuthReturn,
  readStateFromAuthorizationUrl,
  stripOAuthParams,
} from '../../rules/oauth'
import type { User } from '../../user/types'
import { authenticateOrLink } from '../shared/authenticate'
import type { FlowMode } from '../shared/deps'
import { base64Url, mapOAuthError, parsePendingOAuth, pkceChallenge } from './oauth.rules'
import type { OAuthStore } from './oauth.store'
import type {
  HandleOAuthReturnParameters,
  HandleOAuthReturnReturnType,
  InitLoginWithOAuthParameters,
  InitLoginWithOAuthReturnType,
  PendingOAuth,
} from './oauth.types'

/** What OAuth commands need. */
export interface OAuthCommandContext {
  ctx: LatchContext
  store: OAuthStore
}

/** Errors the OAuth commands throw. */
export type OAuthCommandErrorType = LatchError

function fail(
  c: OAuthCommandContext,
  provider: OAuthProvider | null,
  mode: FlowMode,
  error: unknown,
): LatchError {
  const latchError = isLatchError(error)
    ? error
    : new LatchError('unknown_auth_error', String(error), { cause: error })
  const mapped = mapOAuthError(latchError, provider, c.ctx.messages, c.ctx.$config.get().oidcProviders)
  c.store.$state.set({
    step: 'error',
    provider,
    mode,
    error: latchError,
    message: mapped.message,
    retryable: mapped.retryable,
    ...(mapped.allowlist ? { reason: 'allowlist' as const } : {}),
  })
  return latchError
}

/** Sends the browser to the provider; the pending provider, state and mode wait in session storage. */
export async function initLoginWithOAuth(
  c: OAuthCommandContext,
  parameters: InitLoginWithOAuthParameters,
): Promise<InitLoginWithOAuthReturnType> {
  const mode = parameters.mode ?? 'login'
  const { provider } = parameters
  if (!isOAuthProvider(provider)) {
    throw fail(
      c,
      null,
      mode,
      new LatchError('invalid_input', `Unsupported OAuth provider: ${String(provider)}`),
    )
  }
  const location = c.ctx.env.location
  if (!location)
    throw fail(c, provider, mode, new LatchError('unknown_auth_error', 'OAuth needs a browser location'))
  c.store.$state.set({ step: 'redirecting', provider, mode })
  const stateCode = base64Url(c.ctx.env.randomBytes(32))
  const codeVerifier = base64Url(c.ctx.env.randomBytes(48))
  const page = stripOAuthParams(location.href())
  try {
    const challenge = await pkceChallenge(codeVerifier)
    const { url } = await c.ctx.api.request({
      ...OAUTH_INIT,
      body: {
        provider,
        redirect_to: oauthReturnPage(page),
        state_code: stateCode,
        ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
      },
      parse: parseOAuthInitResponseJSON,
    })
    // The server echoes our state in the authorization URL; a server that picks its own is followed there.
    const pending: PendingOAuth = {
      provider,
      mode,
      state: readStateFromAuthorizationUrl(url) ?? stateCode,
      ...(challenge ? { codeVerifier } : {}),
      ...(page !== oauthReturnPage(page) ? { page } : {}),
    }
    c.ctx.env.sessionStorage.setItem(STORAGE_KEYS.oauthPending, JSON.stringify(pending))
    location.assign(url)
  } catch (error) {
    throw fail(c, provider, mode, error)
  }
}

async function exchange(
  c: OAuthCommandContext,
  parameters: HandleOAuthReturnParameters,
): Promise<HandleOAuthReturnReturnType> {
  const location = c.ctx.env.location
  const found = location ? parseOAuthReturn(location.href()) : null
  if (!location || !found) return null
  const pending = parsePendingOAuth(c.ctx.env.sessionStorage.getItem(STORAGE_KEYS.oauthPending))
  // The parameters leave the address first, whatever happens next, so a reload never replays them; the page's own
  // query and hash (kept with the pending state) come back when the server returned to that page.
  const cleaned = found.cleanedUrl
  const samePage = pending?.page !== undefined && cleaned === oauthReturnPage(pending.page)
  location.replace(samePage ? (pending?.page as string) : cleaned)
  c.ctx.env.sessionStorage.removeItem(STORAGE_KEYS.oauthPending)
  const provider = isOAuthProvider(found.provider) ? found.provider : null
  const mode = pending?.mode ?? 'login'
  const mismatch =
    !pending ||
    pending.state === null ||
    found.state === '' ||
    pending.state !== found.state ||
    provider !== pending.provider ||
    (parameters.provider !== undefined && parameters.provider !== provider)
  if (mismatch || provider === null) {
    throw fail(
      c,
      provider,
      mode,
      new LatchError('oauth_state_mismatch', c.ctx.messages['oauth.stateMismatch']),
    )
  }
  if (found.code === 'undefined' || found.code === '') {
    throw fail(
      c,
      provider,
      mode,
      new LatchError('oauth_user_denied', 'The user denied the OAuth request', { retryable: true }),
    )
  }
  c.store.$state.set({ step: 'authenticating', provider, mode })
  let result: { user: User; isNewUser: boolean }
  try {
    result = await authenticateOrLink(
      c.ctx,
      mode,
      { login: OAUTH_AUTHENTICATE.path, link: OAUTH_LINK.path },
      {
        authorization_code: found.code,
        state_code: found.state,
        ...(pending?.codeVerifier ? { code_verifier: pending.codeVerifier } : {}),
      },
    )
  } catch (error) {
    throw fail(c, provider, mode, error)
  }
  c.store.$state.set({ step: 'done', provider, mode, user: result.user, isNewUser: result.isNewUser })
  return result
}

/**
 * Completes an OAuth return found in the address (null when there is none). Concurrent calls share one exchange.
 * A state that does not match the pending one is refused with 'Invalid code during OAuth flow.'.
 */
export function handleOAuthReturn(
  c: OAuthCommandContext,
  parameters: HandleOAuthReturnParameters = {},
): Promise<HandleOAuthReturnReturnType> {
  if (c.store.inFlight) return c.store.inFlight
  const run = exchange(c, parameters).finally(() => {
    c.store.inFlight = null
  })
  c.store.inFlight = run
  return run
}
export { oauthIntents } from './oauth.intents'
