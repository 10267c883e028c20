/**
 * What every passkey ceremony shares, whichever flow runs it (the passkey flow's login and link, the MFA flow's
 * passkey method): the browser's WebAuthn (`@simplewebauthn/browser`, loaded with `import()` on first use, or the
 * host's `env.webauthn`), the check of a server's `{options}`, and the passkey MFA calls. Loaded only with the lazy commands that use it.
 *
 *   POST /api/v1/mfa/passkey/init    {action: 'enroll' | 'verify'}  -> {options}  (the user's passkeys)
 *   POST /api/v1/mfa/passkey/enroll  {response}                     -> {user}
 *   POST /api/v1/mfa/passkey/verify  {response}                     -> {success, verified_at}
 */
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { array, nonEmptyString, object, parseUserResponseJSON, string } from '../api/shapes'
import type { Api } from '../api/types'
import type { GrantJSON } from '../api/wire'
import type { LatchEnv, WebAuthnLike } from '../env'
import { MFA_PASSKEY_ENROLL, MFA_PASSKEY_INIT, MFA_PASSKEY_VERIFY } from '../protocol/endpoints'
import { toUser } from '../user/parse'
import type { User } from '../user/types'

/** `{options}` of an init call: checked enough to hand to the browser (which checks the rest). */
export function parsePasskeyOptions<T>(json: unknown): T {
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

/** `@simplewebauthn/browser` as a `WebAuthnLike` (the import happens on the first call). */
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

/** The WebAuthn of this client: the host's `env.webauthn`, else the browser's through `@simplewebauthn/browser`. */
export function loadWebAuthn(env: Pick<LatchEnv, 'webauthn'>): Promise<WebAuthnLike> {
  return env.webauthn ? Promise.resolve(env.webauthn) : browserWebAuthn()
}

/** What the passkey MFA calls need. */
export interface PasskeyMfaCallContext {
  api: Api
  webauthn: WebAuthnLike
  /** Called once the browser has answered (the server checks the answer next). */
  answered?: () => void
}

/** One of the user's passkeys answers the server's challenge for `action`; resolves to that answer. */
async function answer(c: PasskeyMfaCallContext, action: 'enroll' | 'verify') {
  const options = await c.api.request({
    ...MFA_PASSKEY_INIT,
    body: { action },
    parse: parsePasskeyOptions<PublicKeyCredentialRequestOptionsJSON>,
  })
  const response = await c.webauthn.get(options, false)
  c.answered?.()
  return response
}

/** Turns passkeys on as the user's MFA method by proving one of their passkeys now; resolves to the user. */
export async function enrollPasskeyMfaCall(c: PasskeyMfaCallContext): Promise<User> {
  const response = await answer(c, 'enroll')
  const json = await c.api.request({
    ...MFA_PASSKEY_ENROLL,
    body: { response },
    parse: parseUserResponseJSON,
  })
  return toUser(json)
}

/** Verifies the second factor with one of the user's passkeys, for the grant a refusal named (if any). */
export async function verifyPasskeyMfaCall(
  c: PasskeyMfaCallContext,
  grant?: Pick<GrantJSON, 'action' | 'target'> | null,
): Promise<void> {
  const response = await answer(c, 'verify')
  await c.api.request({
    ...MFA_PASSKEY_VERIFY,
    // with the grant a refusal named, the answer approves that one action (a single-use grant)
    body: grant ? { response, action: grant.action, target: grant.target } : { response },
    parse: (json) => object(json),
    retry: false,
  })
}
