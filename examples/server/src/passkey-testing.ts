/**
 * Route-test helpers for passkeys: the ceremonies over `app.request()` with a software authenticator (real keys,
 * real attestations and signatures; test/fixtures/webauthn). The page origin is `http://localhost:5173` (an allowed
 * origin of the demo app: a relying party id must be a domain name, so the tests' usual 127.0.0.1 origin cannot
 * hold passkeys).
 */

import type { AuthResponseJSON, UserJSON } from '@latch/core/protocol'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  type CeremonyOptions,
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../../test/fixtures/webauthn/software-authenticator'
import type { TestServer } from './testing'

export const PASSKEY_ORIGIN = 'http://localhost:5173'

export { createSoftwareAuthenticator, type SoftwareAuthenticator }

export interface PasskeyCalls {
  /** POST with the page origin (and a bearer when given); answers status and JSON. */
  call(
    path: string,
    body: unknown,
    token?: string,
  ): Promise<{ status: number; json: Record<string, unknown> }>
  registerOptions(token: string): Promise<PublicKeyCredentialCreationOptionsJSON>
  loginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>
  mfaOptions(token: string, action: 'enroll' | 'verify'): Promise<PublicKeyCredentialRequestOptionsJSON>
  /** Adds a passkey made by `authenticator` to the signed-in user; answers the user. */
  register(
    token: string,
    authenticator: SoftwareAuthenticator,
    ceremony?: Partial<CeremonyOptions>,
  ): Promise<UserJSON>
  /** Signs in with a passkey of `authenticator`; answers the auth response. */
  login(authenticator: SoftwareAuthenticator, ceremony?: Partial<CeremonyOptions>): Promise<AuthResponseJSON>
  verifyRegistration(
    token: string,
    response: RegistrationResponseJSON,
  ): Promise<{ status: number; json: Record<string, unknown> }>
  verifyLogin(
    response: AuthenticationResponseJSON,
  ): Promise<{ status: number; json: Record<string, unknown> }>
}

export function passkeyCalls(t: TestServer, origin = PASSKEY_ORIGIN): PasskeyCalls {
  const call: PasskeyCalls['call'] = async (path, body, token) => {
    const res = await t.post(path, body, { token, headers: { origin } })
    return { status: res.status, json: (await res.json()) as Record<string, unknown> }
  }
  const options = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const r = await call(path, body, token)
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.json)}`)
    return r.json.options as T
  }
  const calls: PasskeyCalls = {
    call,
    registerOptions: (token) => options('/api/v1/passkey/register/init', {}, token),
    loginOptions: () => options('/api/v1/passkey/authenticate/init', {}),
    mfaOptions: (token, action) => options('/api/v1/mfa/passkey/init', { action }, token),
    verifyRegistration: (token, response) => call('/api/v1/passkey/register/verify', { response }, token),
    verifyLogin: (response) => call('/api/v1/passkey/authenticate/verify', { response }),
    async register(token, authenticator, ceremony = {}) {
      const opts = await calls.registerOptions(token)
      const response = await authenticator.register(opts, { origin, ...ceremony })
      const r = await calls.verifyRegistration(token, response)
      if (r.status !== 200) throw new Error(`register: ${r.status} ${JSON.stringify(r.json)}`)
      return r.json.user as UserJSON
    },
    async login(authenticator, ceremony = {}) {
      const opts = await calls.loginOptions()
      const r = await calls.verifyLogin(await authenticator.authenticate(opts, { origin, ...ceremony }))
      if (r.status !== 200) throw new Error(`login: ${r.status} ${JSON.stringify(r.json)}`)
      return r.json as unknown as AuthResponseJSON
    },
  }
  return calls
}

/** A new software authenticator (internal transport, resident keys, user verification). */
export const newAuthenticator = createSoftwareAuthenticator
