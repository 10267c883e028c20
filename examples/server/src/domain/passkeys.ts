/**
 * Passkeys (WebAuthn), verified by @simplewebauthn/server: the relying party of a request, single-use challenges,
 * and the checks of both ceremonies. The routes are in methods/passkey/routes.ts (sign-in, adding, renaming, removing) and
 * routes/mfa.passkey.ts (passkeys as an MFA method).
 *
 * - Relying party: the page's host name (the request's Origin, which the app middleware already checked against
 *   the app's allowed origins), or the app's `passkeyRpId` when the page is on or under it. Without an Origin (a
 *   server calling), the app's `passkeyRpId`, else its first allowed origin's host. Expected origins are the
 *   calling page's, else every allowed origin on or under the rp id.
 * - Challenges: 32 random bytes, stored with their purpose, rp id, origin, user and session, single use (one
 *   `DELETE ... RETURNING`, so instances agree) and short-lived (`passkeyChallengeTtl`, 5 minutes). The answer names
 *   its challenge inside clientDataJSON, which the authenticator signs; a challenge is spent whatever happens next.
 * - User verification is required (fingerprint, face, PIN), resident keys are required (sign-in without a name).
 * - A counter that does not increase is a cloned authenticator (WebAuthn's signal): refused and recorded, but only
 *   once the signature is good, so a forged answer cannot raise the alarm. A credential whose user handle names
 *   another user is refused and recorded.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import { type Ctx, type Deps, nowSeconds } from '../context'
import { type Body, badRequest, HttpError, httpUrl, isSafeName } from '../http'
import { securityEvent } from '../security-events'
import type {
  AppRecord,
  NewPasskey,
  PasskeyChallenge,
  PasskeyPurpose,
  PasskeyRecord,
  UserRecord,
} from '../storage'

/** COSE algorithms accepted for new passkeys: ES256, EdDSA, RS256 (what platform authenticators make). */
export const PASSKEY_ALGORITHMS = [-7, -8, -257]

/** How long the browser's sheet may stay open (ms); the challenge lives longer (`passkeyChallengeTtl`). */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 120_000

/** Longest passkey name. */
export const PASSKEY_NAME_MAX = 64

/** Largest WebAuthn answer field accepted (base64url characters; attestation objects run to a few KB). */
const MAX_FIELD = 16_384

/**
 * Longest credential id registered, in bytes: 768 bytes are 1024 base64url characters, the most the rename and
 * remove calls take, so every stored passkey can be renamed and removed. (WebAuthn allows up to 1023 bytes;
 * authenticators use 16 to a few hundred.)
 */
export const MAX_CREDENTIAL_ID_BYTES = 768

/** The relying party of one ceremony. */
export interface RelyingParty {
  id: string
  name: string
  /** The calling page's origin, or null for a call without one. */
  origin: string | null
}

export const passkeyErrors = {
  challengeExpired: () =>
    new HttpError(
      400,
      'challenge_expired',
      'This passkey request has expired or was already used. Please try again.',
    ),
  notFound: () =>
    new HttpError(
      404,
      'passkey_not_found',
      'This passkey is not registered with this app. Log in another way, then add it again.',
    ),
  invalid: (message: string) => new HttpError(400, 'invalid_passkey_response', message),
  cloned: () =>
    new HttpError(
      400,
      'passkey_clone_detected',
      'This passkey was refused because its use count went backwards, a sign it was copied. Remove it and add it again.',
    ),
  disabled: () =>
    new HttpError(
      403,
      'passkey_disabled',
      'This passkey was turned off because a copy of it was detected. Sign in another way, then rename it to turn it back on, or remove it and add it again.',
    ),
  notEnabled: () => new HttpError(403, 'invalid_request', 'Passkey login is not enabled'),
}

/** What went wrong inside a ceremony's verification, as text a person can read. */
const REFUSALS: Array<[RegExp, string]> = [
  [/origin/i, 'This passkey answer comes from a page this app does not allow.'],
  [/RP ?ID/i, 'This passkey belongs to another website.'],
  [/user verification|could not be verified/i, 'The passkey did not verify you (fingerprint, face or PIN).'],
  [/user not present/i, 'The passkey did not confirm you were present.'],
  [/type/i, 'This passkey answer is for another kind of request.'],
]

/** A refusal from the library, as `invalid_passkey_response` with a reason a host can show. */
function refusal(error: unknown): HttpError {
  const text = error instanceof Error ? error.message : ''
  const found = REFUSALS.find(([pattern]) => pattern.test(text))
  return passkeyErrors.invalid(found?.[1] ?? 'The passkey answer could not be verified.')
}

/** The host name of an http(s) origin, or null. */
const hostOf = (origin: string): string | null => httpUrl(origin)?.hostname ?? null

/** True when `host` is `rpId` or one of its subdomains. */
const isOnOrUnder = (host: string, rpId: string) => host === rpId || host.endsWith(`.${rpId}`)

/** An IP address cannot be a WebAuthn relying party id (browsers refuse it). */
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')

/** The relying party of a request (see the module comment). */
export function relyingParty(c: Ctx, app: AppRecord): RelyingParty {
  const configured = app.settings.passkeyRpId?.toLowerCase() || null
  const origin = c.req.header('origin') ?? null
  let id: string | null
  if (origin) {
    const host = hostOf(origin)
    id = host && configured && isOnOrUnder(host, configured) ? configured : host
  } else {
    const first = app.settings.allowedOrigins.map(hostOf).find((h) => h !== null)
    id = configured ?? first ?? null
  }
  if (!id) throw badRequest('The app has no allowed origin to use passkeys on')
  if (isIpAddress(id)) {
    throw badRequest('Passkeys need the page on a domain name (https, or localhost), not an IP address')
  }
  return { id, name: app.name, origin }
}

/** The origins an answer may come from: the page that asked, else every allowed origin on or under the rp id. */
function expectedOrigins(app: AppRecord, challenge: PasskeyChallenge): string[] {
  if (challenge.origin) return [challenge.origin]
  return app.settings.allowedOrigins.filter((o) => {
    const host = hostOf(o)
    return host !== null && isOnOrUnder(host, challenge.rpId)
  })
}

/** The WebAuthn user handle of a user: the user id's bytes (opaque, stable, no personal data). */
export const userHandleOf = (userId: string): string => isoBase64URL.fromUTF8String(userId)

/** The name a passkey manager shows for the account: the user's email, else phone, else a generic label. */
function accountLabel(app: AppRecord, user: UserRecord): string {
  const email = user.accounts.find((a) => a.type === 'email')
  if (email) return email.key
  const phone = user.accounts.find((a) => a.type === 'phone')
  if (phone) return phone.key
  return `${app.name} account`
}

async function storeChallenge(
  deps: Deps,
  app: AppRecord,
  rp: RelyingParty,
  challenge: string,
  purpose: PasskeyPurpose,
  caller: { userId: string; sessionId: string } | null,
): Promise<void> {
  await deps.storage.putPasskeyChallenge({
    challenge,
    appId: app.id,
    purpose,
    userId: caller?.userId ?? null,
    sessionId: caller?.sessionId ?? null,
    rpId: rp.id,
    origin: rp.origin,
    expiresAt: nowSeconds(deps) + deps.config.passkeyChallengeTtl,
  })
}

/** Registration options for the signed-in `user` (their passkeys excluded, so one is not added twice). */
export async function registrationOptions(
  deps: Deps,
  c: Ctx,
  user: UserRecord,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const app = c.get('app')
  const rp = relyingParty(c, app)
  const label = accountLabel(app, user)
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: isoUint8Array.fromUTF8String(user.id),
    userName: label,
    userDisplayName: label,
    challenge: crypto.getRandomValues(new Uint8Array(32)),
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: user.passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  })
  await storeChallenge(deps, app, rp, options.challenge, 'register', c.get('caller'))
  return options
}

/**
 * Authentication options: discoverable (no credential list: the browser offers the passkeys it has for the rp id)
 * for a login, or the user's own passkeys for MFA.
 */
export async function authenticationOptions(
  deps: Deps,
  c: Ctx,
  purpose: 'authenticate' | 'mfa_enroll' | 'mfa_verify',
  passkeys: PasskeyRecord[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const app = c.get('app')
  const rp = relyingParty(c, app)
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    challenge: crypto.getRandomValues(new Uint8Array(32)),
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  })
  const caller = purpose === 'authenticate' ? null : c.get('caller')
  await storeChallenge(deps, app, rp, options.challenge, purpose, caller)
  return options
}

/** The `response` field of a verify body: a WebAuthn answer as JSON (checked further by the library). */
export function readCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  body: Body,
): T {
  const v = body.response as Record<string, unknown> | undefined
  const inner = v?.response as Record<string, unknown> | undefined
  const field = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= MAX_FIELD
  // transports, when sent, is a list of names ('internal', 'usb', ...): a string or an object is malformed
  const transports = (x: unknown) =>
    x === undefined ||
    (Array.isArray(x) && x.length <= 16 && x.every((t) => typeof t === 'string' && t.length <= 32))
  if (
    typeof v !== 'object' ||
    v === null ||
    !field(v.id) ||
    !field(v.rawId) ||
    v.type !== 'public-key' ||
    typeof inner !== 'object' ||
    inner === null ||
    !field(inner.clientDataJSON) ||
    !transports(inner.transports)
  ) {
    throw passkeyErrors.invalid('The passkey answer is missing or malformed.')
  }
  return v as unknown as T
}

/**
 * Takes the challenge an answer signed (from its clientDataJSON): it must exist, be this app's, be for `purpose`,
 * belong to the caller's session when it was issued to one, and not have expired. Spent whatever the answer.
 */
export async function takeChallenge(
  deps: Deps,
  c: Ctx,
  response: RegistrationResponseJSON | AuthenticationResponseJSON,
  purpose: PasskeyPurpose,
): Promise<PasskeyChallenge> {
  let value: string
  try {
    value = decodeClientDataJSON(response.response.clientDataJSON).challenge
  } catch {
    throw passkeyErrors.invalid('The passkey answer could not be read.')
  }
  if (typeof value !== 'string' || value.length === 0 || value.length > 256) {
    throw passkeyErrors.invalid('The passkey answer could not be read.')
  }
  const challenge = await deps.storage.consumePasskeyChallenge(c.get('app').id, value)
  const caller = purpose === 'authenticate' ? null : c.get('caller')
  if (
    !challenge ||
    challenge.purpose !== purpose ||
    challenge.expiresAt <= nowSeconds(deps) ||
    (caller !== null && challenge.sessionId !== caller.sessionId)
  ) {
    throw passkeyErrors.challengeExpired()
  }
  return challenge
}

/**
 * What an answer of either ceremony is checked against: its own challenge, the origins and RP ID the challenge was
 * issued for, and user verification (a PIN or biometric, not mere presence).
 */
const expectations = (app: AppRecord, challenge: PasskeyChallenge) => ({
  expectedChallenge: challenge.challenge,
  expectedOrigin: expectedOrigins(app, challenge),
  expectedRPID: challenge.rpId,
  requireUserVerification: true,
})

/** A verified new credential, ready to store. */
export type VerifiedRegistration = Omit<NewPasskey, 'appId' | 'userId' | 'name'>

/** Verifies a registration answer against its challenge. */
export async function verifyRegistration(
  app: AppRecord,
  challenge: PasskeyChallenge,
  response: RegistrationResponseJSON,
): Promise<VerifiedRegistration> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    result = await verifyRegistrationResponse({
      response,
      ...expectations(app, challenge),
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    })
  } catch (error) {
    throw refusal(error)
  }
  if (!result.verified) throw passkeyErrors.invalid('The passkey answer could not be verified.')
  const info = result.registrationInfo
  // the id the authenticator attested (its length is the authenticator's word, not the answer's `id`)
  const idBytes = isoBase64URL.toBuffer(info.credential.id).length
  if (idBytes === 0 || idBytes > MAX_CREDENTIAL_ID_BYTES) {
    throw passkeyErrors.invalid(
      `This passkey's credential id is empty or longer than ${MAX_CREDENTIAL_ID_BYTES} bytes: this app cannot keep it.`,
    )
  }
  return {
    id: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: (Array.isArray(info.credential.transports) ? info.credential.transports : [])
      .filter((t) => typeof t === 'string')
      .slice(0, 8),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    aaguid: info.aaguid,
  }
}

/**
 * Verifies an authentication answer by `passkey` against its challenge, then records the use (new counter, backup
 * state, time) with a compare-and-set on the counter. Refuses (and records) a user handle naming someone else and a
 * counter that does not increase: that clone alarm also disables the passkey (403 `passkey_disabled` for sign-in and
 * MFA with it) until its owner renames it or removes it and adds it again.
 */
export async function verifyAuthentication(
  deps: Deps,
  c: Ctx,
  challenge: PasskeyChallenge,
  response: AuthenticationResponseJSON,
  passkey: PasskeyRecord,
): Promise<void> {
  const app = c.get('app')
  if (passkey.disabledAt !== null) throw passkeyErrors.disabled()
  const handle = response.response.userHandle
  // a discoverable answer names its user (a login needs it; MFA may omit it): it must be the passkey's owner
  if (challenge.purpose === 'authenticate' && !handle) {
    throw passkeyErrors.invalid('The passkey answer does not name its account.')
  }
  if (handle && handle !== userHandleOf(passkey.userId)) {
    await securityEvent(deps, c, 'passkey_wrong_user', { user: passkey.userId, method: 'passkey' })
    throw passkeyErrors.invalid('This passkey belongs to another account.')
  }
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    result = await verifyAuthenticationResponse({
      response,
      ...expectations(app, challenge),
      // The counter is checked below, after the signature: the library compares it before, which would let an
      // answer with a bad signature pass for a cloned authenticator.
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: 0 },
    })
  } catch (error) {
    throw refusal(error)
  }
  if (!result.verified) throw passkeyErrors.invalid('The passkey signature is not valid.')
  const { newCounter, credentialBackedUp } = result.authenticationInfo
  // WebAuthn: a counter that does not grow (when either side counts) means two copies of the key exist
  const cloned = (newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter
  const recorded =
    !cloned &&
    (await deps.storage.usePasskey(
      app.id,
      passkey.id,
      { expectedCounter: passkey.counter, counter: newCounter, backedUp: credentialBackedUp },
      nowSeconds(deps),
    ))
  if (!recorded) {
    // both copies are suspect (the one seen first may be the copy): off until the owner vouches for it
    await deps.storage.disablePasskey(app.id, passkey.id, nowSeconds(deps))
    await securityEvent(deps, c, 'passkey_clone_suspected', {
      user: passkey.userId,
      method: 'passkey',
      stored_counter: passkey.counter,
      counter: newCounter,
    })
    throw passkeyErrors.cloned()
  }
}

/** The name of a user's next passkey when they give none: 'Passkey', then 'Passkey 2', ... */
export function defaultPasskeyName(user: UserRecord): string {
  const taken = new Set(user.passkeys.map((p) => p.name))
  if (!taken.has('Passkey')) return 'Passkey'
  for (let n = 2; ; n++) if (!taken.has(`Passkey ${n}`)) return `Passkey ${n}`
}

/** A passkey name from a body field: trimmed, 1..64 characters, no control or bidirectional characters. */
export function readPasskeyName(body: Body, field = 'name'): string | undefined {
  const v = body[field]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'string' || v.trim().length > PASSKEY_NAME_MAX) {
    throw badRequest(`Invalid field '${field}' (a name of at most ${PASSKEY_NAME_MAX} characters)`)
  }
  if (!isSafeName(v)) {
    throw badRequest(
      `Invalid field '${field}' (control and text-direction characters are not allowed in a name)`,
    )
  }
  return v.trim() === '' ? undefined : v.trim()
}
