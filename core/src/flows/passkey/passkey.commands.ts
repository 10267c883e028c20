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
import {
  array,
  nonEmptyString,
  object,
  parseAuthResponseJSON,
  parseUserResponseJSON,
  string,
} from '../../api/shapes'
import type { LatchContext } from '../../context'
import type { WebAuthnLike } from '../../env'
import { LatchError } from '../../errors'
import { toUser } from '../../user/parse'
import type { User } from '../../user/types'
import { isCeremonyCancelled, isPasskeySupported, passkeyError, unsupportedError } from './passkey.rules'
import type { PasskeyStore } from './passkey.store'
import type { LoginWithPasskeyOptions, LoginWithPasskeyReturnType, PasskeyMode } from './passkey.types'

/** What passkey commands need. */
export interface PasskeyCommandContext {
  ctx: LatchContext
  store: PasskeyStore
}

const PATH = '/api/v1'

/** `{options}` of an init call: checked enough to hand to the browser (which checks the rest). */
function parseOptions<T>(json: unknown): T {
  const o = object(json)
  const options = object(o.options, '$.options')
  nonEmptyString(options.challenge, '$.options.challenge')
  if (options.allowCredentials !== undefined) {
    array(options.allowCredentials, '$.options.allowCredentials', (c, path) =>
      string(object(c, path).id, `${path}.id`),
    )
  }
  return options as T
}

/** `@simplewebauthn/browser` as a `WebAuthnLike` (loaded on the first ceremony). */
async function browserWebAuthn(): Promise<WebAuthnLike> {
  const lib = await import('@simplewebauthn/browser')
  return {
    supported: lib.browserSupportsWebAuthn,
    autofillSupported: lib.browserSupportsWebAuthnAutofill,
    create: (optionsJSON) => lib.startRegistration({ optionsJSON }),
    get: (optionsJSON, conditional) =>
      lib.startAuthentication({ optionsJSON, useBrowserAutofill: conditional }),
    cancel: () => lib.WebAuthnAbortService.cancelCeremony(),
  }
}

async function webauthnOf(c: PasskeyCommandContext): Promise<WebAuthnLike> {
  if (c.ctx.env.webauthn) return c.ctx.env.webauthn
  c.store.webauthn ??= browserWebAuthn()
  return c.store.webauthn
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
    const result = await steps(webauthn, () => {
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
      method: 'POST',
      path: `${PATH}/passkey/authenticate/init`,
      body: {},
      auth: 'public',
      parse: parseOptions<PublicKeyCredentialRequestOptionsJSON>,
    })
    const response = await webauthn.get(requestOptions, conditional)
    verifying()
    return c.ctx.session.authenticate(() =>
      c.ctx.api.request({
        method: 'POST',
        path: `${PATH}/passkey/authenticate/verify`,
        body: { response },
        auth: 'public',
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
        method: 'POST',
        path: `${PATH}/passkey/register/init`,
        body: {},
        auth: 'protected',
        parse: parseOptions<PublicKeyCredentialCreationOptionsJSON>,
      }),
    )
    const response = await webauthn.create(creationOptions)
    verifying()
    const json = await c.ctx.api.request({
      method: 'POST',
      path: `${PATH}/passkey/register/verify`,
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
      method: 'POST',
      path: `${PATH}/passkey/unlink`,
      body: { credential_id: credentialId },
      auth: 'protected',
      parse: parseUserResponseJSON,
    }),
  )
  return updated(c, json).user
}

/** Renames one of the user's passkeys. */
export async function renamePasskey(
  c: PasskeyCommandContext,
  credentialId: string,
  name: string,
): Promise<User> {
  requireUser(c)
  const json = await c.ctx.api.request({
    method: 'POST',
    path: `${PATH}/passkey/rename`,
    body: { credential_id: credentialId, name },
    auth: 'protected',
    parse: parseUserResponseJSON,
  })
  return updated(c, json).user
}

/** Passkey MFA: `enroll` turns the method on by proving one of the user's passkeys; `verify` freshly verifies. */
async function passkeyMfa(c: PasskeyCommandContext, action: 'enroll' | 'verify'): Promise<{ user: User }> {
  requireUser(c)
  return ceremony(
    c,
    action === 'enroll' ? 'mfa-enroll' : 'mfa-verify',
    false,
    async (webauthn, verifying) => {
      const requestOptions = await c.ctx.api.request({
        method: 'POST',
        path: `${PATH}/mfa/passkey/init`,
        body: { action },
        auth: 'protected',
        parse: parseOptions<PublicKeyCredentialRequestOptionsJSON>,
      })
      const response = await webauthn.get(requestOptions, false)
      verifying()
      if (action === 'enroll') {
        const json = await c.ctx.api.request({
          method: 'POST',
          path: `${PATH}/mfa/passkey/enroll`,
          body: { response },
          auth: 'protected',
          parse: parseUserResponseJSON,
        })
        return updated(c, json)
      }
      await c.ctx.api.request({
        method: 'POST',
        path: `${PATH}/mfa/passkey/verify`,
        body: { response },
        auth: 'protected',
        parse: (json) => object(json),
      })
      const user = c.ctx.$user.get()
      if (!user) throw new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated'])
      return { user }
    },
  )
}

/** Turns on passkey MFA with one of the user's passkeys. */
export async function enrollPasskeyMfa(c: PasskeyCommandContext): Promise<User> {
  return (await passkeyMfa(c, 'enroll')).user
}

/** Verifies the second factor with a passkey (this session is then freshly verified). */
export async function verifyPasskeyMfa(c: PasskeyCommandContext): Promise<void> {
  await passkeyMfa(c, 'verify')
}

/** Turns passkey MFA off (the server wants a fresh verification first). */
export async function unenrollPasskeyMfa(c: PasskeyCommandContext): Promise<User> {
  requireUser(c)
  const json = await c.ctx.stepUp.guard(() =>
    c.ctx.api.request({
      method: 'POST',
      path: `${PATH}/mfa/passkey/unenroll`,
      body: {},
      auth: 'protected',
      parse: parseUserResponseJSON,
    }),
  )
  return updated(c, json).user
}

/** Cancels the ceremony in progress (the waiting screen's Cancel); a login goes back to the landing list. */
export function cancelPasskey(c: PasskeyCommandContext): void {
  c.store.active?.cancel()
}
