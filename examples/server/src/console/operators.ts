/**
 * Operators: invites (`latch-server console invite EMAIL`), passkey registration at the invite link, passkey sign-in
 * and the one-time code fallback. WebAuthn is verified by @simplewebauthn/server, as the end users' passkeys; the
 * relying party is the console's host (the server's public URL), so passkeys need it on a domain name (https, or
 * `localhost`); the emailed code works everywhere.
 */

import { randomBytes } from 'node:crypto'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import type { Deps } from '../context'
import { nowSeconds } from '../context'
import { randomToken, sha256Hex } from '../crypto'
import { HttpError, normalizeEmail } from '../http'
import { OPERATOR_ROLES, type OperatorRecord, type OperatorRole, type Storage } from '../storage'
import { consoleOrigin } from './auth'

/** An invite link works for this long, once. */
export const INVITE_TTL_SECONDS = 24 * 60 * 60
const CEREMONY_SECONDS = 5 * 60
const ALGORITHMS = [-7, -257]

const inviteInvalid = () =>
  new HttpError(
    400,
    'invite_invalid',
    'This invite link was used, has expired or does not exist: ask for a new one',
  )
const passkeyInvalid = (message = 'The passkey answer could not be verified') =>
  new HttpError(400, 'passkey_invalid', message)

/**
 * Makes a one-time invite for `email` with `role`; returns the link to send (the token travels in the fragment, so
 * it never reaches a server log or a Referer).
 */
export async function inviteOperator(
  storage: Storage,
  input: { email: string; role: string; publicUrl: string; now: number },
): Promise<{ link: string; email: string; role: OperatorRole; expiresAt: number }> {
  const email = normalizeEmail(input.email)
  if (!email) throw new Error(`'${input.email}' is not an email address`)
  if (!OPERATOR_ROLES.includes(input.role as OperatorRole)) {
    throw new Error(`--role must be one of ${OPERATOR_ROLES.join(', ')}`)
  }
  const token = randomToken(32)
  const expiresAt = input.now + INVITE_TTL_SECONDS
  await storage.addOperatorInvite({
    tokenHash: sha256Hex(token),
    email,
    role: input.role as OperatorRole,
    createdAt: input.now,
    expiresAt,
  })
  const base = new URL(input.publicUrl).origin
  return { link: `${base}/console/invite#${token}`, email, role: input.role as OperatorRole, expiresAt }
}

const readToken = (token: unknown): string => {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) throw inviteInvalid()
  return token
}

/** Registration options for the holder of an invite link. */
export async function inviteOptions(deps: Deps, token: unknown): Promise<Record<string, unknown>> {
  const hash = sha256Hex(readToken(token))
  const invite = await deps.storage.getOperatorInvite(hash, nowSeconds(deps))
  if (!invite) throw inviteInvalid()
  const { host } = consoleOrigin(deps)
  const existing = await deps.storage.getOperatorByEmail(invite.email)
  const options = await generateRegistrationOptions({
    rpName: 'Latch console',
    rpID: host,
    userID: isoUint8Array.fromUTF8String(existing?.id ?? `op:${invite.email}`),
    userName: invite.email,
    userDisplayName: invite.email,
    challenge: crypto.getRandomValues(new Uint8Array(32)),
    timeout: CEREMONY_SECONDS * 1000,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  })
  await deps.storage.putOperatorChallenge({
    challenge: options.challenge,
    purpose: 'register',
    inviteHash: hash,
    expiresAt: nowSeconds(deps) + CEREMONY_SECONDS,
  })
  return options as unknown as Record<string, unknown>
}

/** The challenge an answer signed, taken (single use); refused when unknown, expired or of another purpose. */
async function takeChallenge(deps: Deps, response: unknown, purpose: 'register' | 'authenticate') {
  const clientData = (response as { response?: { clientDataJSON?: unknown } } | null)?.response
    ?.clientDataJSON
  if (typeof clientData !== 'string' || clientData.length > 4096) throw passkeyInvalid()
  let challenge: string
  try {
    challenge = (JSON.parse(isoBase64URL.toUTF8String(clientData)) as { challenge?: unknown })
      .challenge as string
  } catch {
    throw passkeyInvalid()
  }
  if (typeof challenge !== 'string') throw passkeyInvalid()
  const taken = await deps.storage.takeOperatorChallenge(challenge)
  if (!taken || taken.purpose !== purpose || taken.expiresAt <= nowSeconds(deps)) {
    throw passkeyInvalid('The passkey request expired: try again')
  }
  return taken
}

/** Verifies the invite's registration answer; uses the invite and stores the passkey in one transaction. */
export async function acceptInvite(deps: Deps, token: unknown, response: unknown): Promise<OperatorRecord> {
  const hash = sha256Hex(readToken(token))
  const challenge = await takeChallenge(deps, response, 'register')
  if (challenge.inviteHash !== hash) throw passkeyInvalid()
  const { origin, host } = consoleOrigin(deps)
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: host,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    })
  } catch {
    throw passkeyInvalid()
  }
  if (!result.verified) throw passkeyInvalid()
  const cred = result.registrationInfo.credential
  const operator = await deps.storage.acceptOperatorInvite(hash, nowSeconds(deps), newOperatorId(), {
    id: cred.id,
    publicKey: isoBase64URL.fromBuffer(cred.publicKey),
    counter: cred.counter,
    transports: (cred.transports ?? []).slice(0, 8),
  })
  if (!operator) throw inviteInvalid()
  return operator
}

/** Discoverable sign-in options: the browser offers the operator passkeys it holds for the console's host. */
export async function signInOptions(deps: Deps): Promise<Record<string, unknown>> {
  const options = await generateAuthenticationOptions({
    rpID: consoleOrigin(deps).host,
    challenge: crypto.getRandomValues(new Uint8Array(32)),
    timeout: CEREMONY_SECONDS * 1000,
    userVerification: 'required',
  })
  await deps.storage.putOperatorChallenge({
    challenge: options.challenge,
    purpose: 'authenticate',
    inviteHash: null,
    expiresAt: nowSeconds(deps) + CEREMONY_SECONDS,
  })
  return options as unknown as Record<string, unknown>
}

/** Verifies a sign-in answer: the operator whose passkey signed, its counter recorded (compare and set). */
export async function verifySignIn(deps: Deps, response: unknown): Promise<OperatorRecord> {
  const challenge = await takeChallenge(deps, response, 'authenticate')
  const id = (response as { id?: unknown }).id
  if (typeof id !== 'string' || id.length > 1400) throw passkeyInvalid()
  const passkey = await deps.storage.getOperatorPasskey(id)
  if (!passkey) throw passkeyInvalid('This passkey is not an operator passkey of this console')
  const { origin, host } = consoleOrigin(deps)
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: host,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    })
  } catch {
    throw passkeyInvalid()
  }
  if (!result.verified) throw passkeyInvalid()
  const used = await deps.storage.useOperatorPasskey(
    passkey.id,
    passkey.counter,
    result.authenticationInfo.newCounter,
    nowSeconds(deps),
  )
  if (!used) throw passkeyInvalid('This passkey was used at the same moment elsewhere: try again')
  const operator = await deps.storage.getOperator(passkey.operatorId)
  if (!operator || operator.disabledAt !== null) throw passkeyInvalid()
  return operator
}

const newOperatorId = () => `op_${randomBytes(12).toString('hex')}`
