/**
 * Passkey commands, loaded with `import()` on first use (a 'Continue with a passkey' press, the email input's
 * autofill, a link). Each ceremony is: the server's options (init), the browser's sheet (`@simplewebauthn/browser`,
 * itself loaded on first use, or the host's `env.webauthn`), then the server's check (verify). Only the newest
 * ceremony sets the state; starting one cancels the one before (a conditional request waiting in the autofill).
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { parseAuthResponseJSON, parseUserResponseJSON } from '../../api/shapes'
import type { LatchContext } from '../../context'
import type { WebAuthnLike } from '../../env'
import { LatchError } from '../../errors'
import { loadWebAuthn, parsePasskeyOptions as parseOptions } from '../../passkey/webauthn'
import {
  PASSKEY_AUTHENTICATE_INIT,
  PASSKEY_AUTHENTICATE_VERIFY,
  PASSKEY_REGISTER_INIT,
  PASSKEY_REGISTER_VERIFY,
  PASSKEY_RENAME,
  PASSKEY_UNLINK,
} from '../../protocol/endpoints'
import { toUser } from '../../user/parse'
import type { User } from '../../user/types'
import { isCeremonyCancelled, isPasskeySupported, passkeyError, unsupportedError } from './passkey.rules'
import type { PasskeyStore } from './passkey.store'
import type { LoginWithPasskeyOptions, LoginWithPasskeyReturnType, PasskeyMode } from './passkey.types'

/** The passkey manager's code loads with the commands it calls (one chunk, sharing their copies of the rules). */
export { createPasskeyManager } from './passkey.manager'

/** What passkey commands need. */
export interface PasskeyCommandContext {
  ctx: LatchContext
  store: PasskeyStore
}

function webauthnOf(c: PasskeyCommandContext): Promise<WebAuthnLike> {
  c.store.webauthn ??= loadWebAuthn(c.ctx.env)
  return c.store.webauthn
}

const superseded = () => new DOMException('A newer passkey request replaced this one', 'AbortError')

/**
 * `webauthn` for one ceremony: once a newer ceremony has started, this one no longer opens the browser's sheet. (A
 * request waiting for its options, e.g. the autofill's, would otherwise open it after the newer one and, since the
 * browser keeps one ceremony at a time, end the one the person asked for.)
 */
function onlyWhileLatest(webauthn: WebAuthnLike, latest: () => boolean): WebAuthnLike {
  return {
    supported: () => webauthn.supported(),
    autofillSupported: () => webauthn.autofillSupported(),
    create: (options) => (latest() ? webauthn.create(options) : Promise.reject(superseded())),
    get: (options, conditional) =>
      latest() ? webauthn.get(options, conditional) : Promise.reject(superseded()),
    cancel: () => webauthn.cancel(),
  }
}

/**
 * Runs one ceremony in `mode`: the state goes awaiting -> verifying -> done, or error / cancelled. `steps` asks
 * the server, runs the browser, and sends the answer; it calls `verifying()` once the browser has answered.
 */
async function ceremony<T extends { user: User }>(
  c: PasskeyCommandContext,
  mode: PasskeyMode,
  conditional: boolean,
  steps: (webauthn: WebAuthnLike, verifying: () => void) => Promise<T>,
): Promise<T> {
  const { ctx, store } = c
  const current = store.$state.get()
  // a request for the autofill never replaces a ceremony the person started (an input mounting after the click)
  if (
    conditional &&
    (current.step === 'verifying' || (current.step === 'awaiting' && !current.conditional))
  ) {
    throw new LatchError('passkey_cancelled', ctx.messages['passkey.notAllowed'], { cause: superseded() })
  }
  const run = ++store.run
  const latest = () => run === store.run
  // a request waiting in the autofill gives way to this one
  if (store.active) store.active.cancel()
  // the waiting screen shows first, so a browser without passkeys is told so there
  store.$state.set({ step: 'awaiting', mode, conditional })
  let webauthn: WebAuthnLike | null = null
  try {
    if (!isPasskeySupported(ctx.env)) throw unsupportedError(ctx.messages)
    webauthn = await webauthnOf(c)
    store.active = webauthn
    const result = await steps(onlyWhileLatest(webauthn, latest), () => {
      if (latest()) store.$state.set({ step: 'verifying', mode })
    })
    if (latest()) store.$state.set({ step: 'done', mode, user: result.user })
    return result
  } catch (cause) {
    if (isCeremonyCancelled(cause)) {
      if (latest()) store.$state.set({ step: 'cancelled', mode })
      throw new LatchError('passkey_cancelled', ctx.messages['passkey.notAllowed'], { cause })
    }
    const error = passkeyError(cause, mode, ctx.messages)
    if (latest()) {
      store.$state.set({
        step: 'error',
        mode,
        error,
        message: error.message,
        ...(error.code === 'allowlist_rejected' ? { reason: 'allowlist' as const } : {}),
      })
    }
    throw error
  } finally {
    if (latest() && store.active === webauthn) store.active = null
  }
}

/** Logs in with a passkey the browser offers for this site (no email first). */
export function loginWithPasskey(
  c: PasskeyCommandContext,
  options: LoginWithPasskeyOptions = {},
): Promise<LoginWithPasskeyReturnType> {
  if (c.ctx.$auth.get().status === 'authenticated') {
    return Promise.reject(
      new LatchError('already_authenticated', c.ctx.messages['error.alreadyAuthenticated']),
    )
  }
  const conditional = options.conditional === true
  return ceremony(c, 'login', conditional, async (webauthn, verifying) => {
    // a browser without passkey autofill simply has no conditional request (nothing to tell the person)
    if (conditional && !(await webauthn.autofillSupported())) {
      throw new DOMException('Passkey autofill is not supported', 'AbortError')
    }
    const requestOptions = await c.ctx.api.request({
      ...PASSKEY_AUTHENTICATE_INIT,
      body: {},
      parse: parseOptions<PublicKeyCredentialRequestOptionsJSON>,
    })
    const response = await webauthn.get(requestOptions, conditional)
    verifying()
    return c.ctx.session.authenticate(() =>
      c.ctx.api.request({
        ...PASSKEY_AUTHENTICATE_VERIFY,
        body: { response },
        parse: parseAuthResponseJSON,
      }),
    )
  })
}

function requireUser(c: PasskeyCommandContext): void {
  if (c.ctx.$auth.get().status !== 'authenticated') {
    throw new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated'])
  }
}

/** The answer of a call that changed the user: the session's user is replaced. */
function updated(c: PasskeyCommandContext, json: Parameters<typeof toUser>[0]): { user: User } {
  const user = toUser(json)
  c.ctx.session.setUser(user)
  return { user }
}

/** Adds a passkey to the signed-in user (the server asks for a fresh second factor first when MFA is on). */
export async function linkPasskey(c: PasskeyCommandContext, name?: string): Promise<User> {
  requireUser(c)
  const { user } = await ceremony(c, 'link', false, async (webauthn, verifying) => {
    const creationOptions = await c.ctx.stepUp.guard(() =>
      c.ctx.api.request({
        ...PASSKEY_REGISTER_INIT,
        body: {},
        auth: 'protected',
        parse: parseOptions<PublicKeyCredentialCreationOptionsJSON>,
      }),
    )
    const response = await webauthn.create(creationOptions)
    verifying()
    const json = await c.ctx.api.request({
      ...PASSKEY_REGISTER_VERIFY,
      body: name === undefined ? { response } : { response, name },
      auth: 'protected',
      parse: parseUserResponseJSON,
    })
    return updated(c, json)
  })
  return user
}

/** Removes one of the user's passkeys by its credential id (never the last login method). */
export async function unlinkPasskey(c: PasskeyCommandContext, credentialId: string): Promise<User> {
  requireUser(c)
  const json = await c.ctx.stepUp.guard(() =>
    c.ctx.api.request({
      ...PASSKEY_UNLINK,
      body: { credential_id: credentialId },
      parse: parseUserResponseJSON,
    }),
  )
  return updated(c, json).user
}

/** Renames one of the user's passkeys (the server asks for the same fresh proof as for adding one). */
export async function renamePasskey(
  c: PasskeyCommandContext,
  credentialId: string,
  name: string,
): Promise<User> {
  requireUser(c)
  const json = await c.ctx.stepUp.guard(() =>
    c.ctx.api.request({
      ...PASSKEY_RENAME,
      body: { credential_id: credentialId, name },
      parse: parseUserResponseJSON,
    }),
  )
  return updated(c, json).user
}

/** Cancels the ceremony in progress (the waiting screen's Cancel); a login goes back to the landing list. */
export function cancelPasskey(c: PasskeyCommandContext): void {
  c.store.active?.cancel()
}
export { passkeyIntents } from './passkey.intents'
