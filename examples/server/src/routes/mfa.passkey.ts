/**
 * Passkeys as an MFA method, gated like SMS and authenticator codes (routes/mfa.ts: bearer, the app's methods, the
 * step-up of a second method, other sessions ended and a notice on enrolment).
 *
 *   POST /api/v1/mfa/passkey/init      {action: 'enroll' | 'verify'}  -> {options}  (the user's passkeys)
 *   POST /api/v1/mfa/passkey/enroll    {response}                     -> {user}     (mfa_methods has passkey)
 *   POST /api/v1/mfa/passkey/verify    {response, action?, target?}   -> {success, verified_at, grant?}
 *   POST /api/v1/mfa/passkey/unenroll  {}                             -> {user}     (with the others, in mfa.ts)
 *
 * The method is "any of the user's passkeys, with user verification": enrolling proves one of them now, verifying
 * makes a grant for the `action` and `target` sent with it, like a code does (grants.ts). The user's last passkey cannot be removed while the method is
 * on (409 `passkey_mfa_enrolled`). Passkey MFA needs passkeys on for the app (`passkeyAuth`), since passkeys are
 * added as login methods.
 */

import {
  MFA_PASSKEY_ENROLL,
  MFA_PASSKEY_INIT,
  MFA_PASSKEY_VERIFY,
  type PasskeyAuthenticationOptionsJSON,
  type UserResponseJSON,
  type VerificationJSON,
} from '@latch/core/protocol'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { Hono } from 'hono'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import {
  authenticationOptions,
  passkeyErrors,
  readCredential,
  takeChallenge,
  verifyAuthentication,
} from '../domain/passkeys'
import { type GrantAsk, readGrantAsk } from '../grants'
import { HttpError, readJson, str } from '../http'
import { route } from '../route'
import { securityEvent } from '../security-events'
import type { MfaRecord, MfaType, Outbox, PasskeyPurpose, PasskeyRecord } from '../storage'

/** The shared pieces of routes/mfa.ts a method's routes use. */
export interface MfaHelpers {
  methodOn(c: Ctx, method: MfaType): void
  enrolled(c: Ctx, method: MfaType): Promise<MfaRecord>
  mayEnroll(c: Ctx, method: MfaType): Promise<void>
  /** Runs a change under the caller's grant for `ask`, given back when the change throws. */
  underGrant<T>(c: Ctx, ask: GrantAsk, change: () => Promise<T>): Promise<T>
  /** After storing the method: the session verified, other sessions ended, log and webhook; answers the user. */
  enrolledNow(c: Ctx, method: MfaType, now: number): Promise<UserResponseJSON>
  /** The outbox of an MFA change (`mfa.enabled` / `mfa.disabled`), for the storage call that makes it. */
  mfaOutbox(c: Ctx, type: 'mfa.enabled' | 'mfa.disabled', method: MfaType): Outbox | undefined
  /** After a verification: the session marked, and the grant asked for made. */
  verified(c: Ctx, method: MfaType, ask: GrantAsk | null): Promise<VerificationJSON>
  userLimit(c: Ctx): Promise<void>
}

export function passkeyMfaRoutes(r: Hono<HonoEnv>, deps: Deps, h: MfaHelpers): void {
  const passkeysOn = (c: Ctx) => {
    h.methodOn(c, 'passkey')
    if (!c.get('app').settings.passkeyAuth) throw passkeyErrors.notEnabled()
  }
  const ownPasskeys = async (c: Ctx): Promise<PasskeyRecord[]> => {
    const passkeys = await deps.storage.listPasskeys(c.get('app').id, c.get('caller').userId)
    if (passkeys.length === 0) {
      throw new HttpError(404, 'passkey_not_found', 'Add a passkey to your account first.')
    }
    return passkeys
  }
  /** Checks an answer by one of the caller's own passkeys (a passkey of someone else is refused and recorded). */
  const proveOwnPasskey = async (c: Ctx, purpose: PasskeyPurpose) => {
    const response = readCredential<AuthenticationResponseJSON>(await readJson(c))
    const challenge = await takeChallenge(deps, c, response, purpose)
    const caller = c.get('caller')
    const passkey = await deps.storage.getPasskey(c.get('app').id, response.id)
    if (!passkey) throw passkeyErrors.notFound()
    if (passkey.userId !== caller.userId) {
      await securityEvent(deps, c, 'passkey_wrong_user', { user: caller.userId, method: 'passkey' })
      throw passkeyErrors.invalid('This passkey belongs to another account.')
    }
    await verifyAuthentication(deps, c, challenge, response, passkey)
  }

  route(r, MFA_PASSKEY_INIT, [], async (c) => {
    const action = str(await readJson(c), 'action', 16)
    if (action !== 'enroll' && action !== 'verify') {
      throw new HttpError(400, 'invalid_request', "Invalid field 'action'")
    }
    passkeysOn(c)
    if (action === 'verify') await h.enrolled(c, 'passkey')
    const passkeys = await ownPasskeys(c)
    if (action === 'enroll') await h.mayEnroll(c, 'passkey')
    await h.userLimit(c)
    const purpose = action === 'enroll' ? 'mfa_enroll' : 'mfa_verify'
    const out: PasskeyAuthenticationOptionsJSON = {
      options: await authenticationOptions(deps, c, purpose, passkeys),
    }
    return out
  })

  route(r, MFA_PASSKEY_ENROLL, [], async (c) => {
    passkeysOn(c)
    await h.mayEnroll(c, 'passkey')
    const now = await h.underGrant(c, { action: 'mfa_enroll', target: 'passkey' }, async () => {
      await proveOwnPasskey(c, 'mfa_enroll')
      const at = nowSeconds(deps)
      await deps.storage.setMfa(
        c.get('caller').userId,
        {
          type: 'passkey',
          phone: null,
          secret: null,
          verifiedAt: at,
        },
        h.mfaOutbox(c, 'mfa.enabled', 'passkey'),
      )
      return at
    })
    return h.enrolledNow(c, 'passkey', now)
  })

  route(r, MFA_PASSKEY_VERIFY, [], async (c) => {
    const ask = readGrantAsk(await readJson(c))
    await h.enrolled(c, 'passkey')
    await h.userLimit(c)
    await proveOwnPasskey(c, 'mfa_verify')
    return h.verified(c, 'passkey', ask)
  })
  // (unenroll is with the other methods, in mfa.ts)
}
