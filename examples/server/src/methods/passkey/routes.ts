/**
 * Passkey sign-in and passkeys as linked accounts (WebAuthn; the ceremonies and their checks are in
 * domain/passkeys.ts, shared with passkey MFA). Paths are Latch's own.
 *
 *   POST /api/v1/passkey/register/init        bearer  {}                        -> {options}  (creation options)
 *   POST /api/v1/passkey/register/verify      bearer  {response, name?}         -> {user}
 *   POST /api/v1/passkey/authenticate/init            {}                        -> {options}  (discoverable)
 *   POST /api/v1/passkey/authenticate/verify          {response}                -> {user, token, refresh_token, is_new_user}
 *   POST /api/v1/passkey/rename               bearer  {credential_id, name}     -> {user}  (grant passkey_rename)
 *   POST /api/v1/passkey/unlink               bearer  {credential_id}           -> {user}
 *
 * Adding a passkey is a link: it needs a grant `link passkey` (grants.ts: an MFA verification for a user with MFA;
 * without MFA a step-up code or a fresh login of this session), is recorded and noticed, and sends
 * `user.linked_account`. Renaming one needs a grant `passkey_rename <credential id>` and is recorded. Signing in with one needs no email: the browser offers the passkeys
 * it holds for the site. A passkey is never made by signing in (a new user starts with another method, then adds
 * one). Unlinking follows the other login methods (step-up, never the last method) and refuses the last passkey of
 * a user whose MFA uses passkeys.
 */

import {
  PASSKEY_AUTHENTICATE_INIT,
  PASSKEY_AUTHENTICATE_VERIFY,
  PASSKEY_REGISTER_INIT,
  PASSKEY_REGISTER_VERIFY,
  PASSKEY_RENAME,
  PASSKEY_UNLINK,
  type PasskeyAuthenticationOptionsJSON,
  type PasskeyRegistrationOptionsJSON,
} from '@latch/core/protocol'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { Hono } from 'hono'
import {
  allowlistRejected,
  announceLink,
  limit,
  linkedOutbox,
  loadUser,
  login,
  requireCaller,
  requireLinkGrant,
  unlink,
  userOnAllowlist,
} from '../../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../../context'
import {
  authenticationOptions,
  defaultPasskeyName,
  passkeyErrors,
  readCredential,
  readPasskeyName,
  registrationOptions,
  takeChallenge,
  verifyAuthentication,
  verifyRegistration,
} from '../../domain/passkeys'
import { withGrant } from '../../grants'
import { HttpError, readJson, str } from '../../http'
import { route } from '../../route'
import { securityEvent } from '../../security-events'
import { userToJSON } from '../../users'

/** Passkeys are on for the app (login, adding one, and passkey MFA all need it). */
const requirePasskeys = (c: Ctx) => {
  if (!c.get('app').settings.passkeyAuth) throw passkeyErrors.notEnabled()
}

export function passkeyRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  const linkOf = async () => 'passkey'
  route(r, PASSKEY_REGISTER_INIT, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) => {
    await readJson(c)
    requirePasskeys(c)
    const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
    const out: PasskeyRegistrationOptionsJSON = { options: await registrationOptions(deps, c, user) }
    return out
  })

  route(r, PASSKEY_REGISTER_VERIFY, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) => {
    const body = await readJson(c)
    const response = readCredential<RegistrationResponseJSON>(body)
    const name = readPasskeyName(body)
    requirePasskeys(c)
    const app = c.get('app')
    const user = await loadUser(deps, app.id, c.get('caller').userId)
    const challenge = await takeChallenge(deps, c, response, 'register')
    const credential = await verifyRegistration(app, challenge, response)
    const taken = async () => {
      const owner = await deps.storage.getPasskey(app.id, credential.id)
      if (owner?.userId === user.id) {
        return new HttpError(409, 'passkey_already_registered', 'This passkey is already on your account.')
      }
      await securityEvent(deps, c, 'passkey_wrong_user', { user: user.id, method: 'passkey' })
      return new HttpError(
        400,
        'linked_to_another_user',
        'This account has already been linked to another user.',
      )
    }
    // the grant `link passkey` is claimed with the store and given back when the passkey is refused
    const ask = { action: 'link' as const, target: 'passkey' }
    await withGrant(deps, c, ask, { user, freshLoginSuffices: true }, async () => {
      const added = await deps.storage.addPasskey(
        { ...credential, appId: app.id, userId: user.id, name: name ?? defaultPasskeyName(user) },
        { type: 'passkey', key: credential.id, data: {}, verifiedAtMs: deps.config.now() },
        nowSeconds(deps),
        deps.config.maxPasskeysPerUser,
        linkedOutbox(deps, app, { type: 'passkey', key: credential.id }),
      )
      if (added === 'taken') throw await taken()
      if (added === 'limit') {
        throw new HttpError(
          409,
          'too_many_passkeys',
          `An account can have at most ${deps.config.maxPasskeysPerUser} passkeys: remove one first.`,
        )
      }
    })
    // the notice goes to the methods the user had before (the passkey is new; if it is an attacker's, they hear)
    return { user: await announceLink(deps, c, user, { type: 'passkey', key: credential.id }) }
  })

  route(r, PASSKEY_AUTHENTICATE_INIT, [], async (c) => {
    await readJson(c)
    requirePasskeys(c)
    await limit(deps, `passkey-init-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    const out: PasskeyAuthenticationOptionsJSON = {
      options: await authenticationOptions(deps, c, 'authenticate'),
    }
    return out
  })

  route(r, PASSKEY_AUTHENTICATE_VERIFY, [], async (c) => {
    const body = await readJson(c)
    requirePasskeys(c)
    const app = c.get('app')
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    try {
      const response = readCredential<AuthenticationResponseJSON>(body)
      const challenge = await takeChallenge(deps, c, response, 'authenticate')
      const passkey = await deps.storage.getPasskey(app.id, response.id)
      if (!passkey || response.rawId !== response.id) throw passkeyErrors.notFound()
      await verifyAuthentication(deps, c, challenge, response, passkey)
      const user = await loadUser(deps, app.id, passkey.userId)
      if (!userOnAllowlist(app, user)) throw allowlistRejected()
      const account = user.accounts.find((a) => a.id === passkey.accountId)
      if (!account) throw passkeyErrors.notFound()
      return await login(deps, app, { type: 'passkey', key: account.key, data: account.data }, c)
    } catch (error) {
      if (error instanceof HttpError && error.status < 500 && error.status !== 429) {
        await securityEvent(deps, c, 'login_failure', { method: 'passkey', reason: error.code })
      }
      throw error
    }
  })

  route(r, PASSKEY_RENAME, [requireCaller(deps)], async (c) => {
    const body = await readJson(c)
    const id = str(body, 'credential_id', 1024)
    const name = readPasskeyName(body)
    if (!name) throw new HttpError(400, 'invalid_request', "Missing or invalid field 'name'")
    const app = c.get('app')
    const caller = c.get('caller')
    // a stolen token must not relabel the user's credentials (say, 'Old phone, remove me' on their only passkey):
    // a grant `passkey_rename <credential id>`
    // (refused before the credential is looked up: an unknown id answers the same, so ids cannot be probed)
    const user = await loadUser(deps, app.id, caller.userId)
    await withGrant(deps, c, { action: 'passkey_rename', target: id }, { user }, async () => {
      if (!(await deps.storage.renamePasskey(app.id, caller.userId, id, name))) throw passkeyErrors.notFound()
    })
    await securityEvent(deps, c, 'passkey_renamed', {
      user: caller.userId,
      session: caller.sessionId,
      method: 'passkey',
    })
    return { user: userToJSON(await loadUser(deps, app.id, caller.userId)) }
  })

  route(r, PASSKEY_UNLINK, [requireCaller(deps)], async (c) => {
    const body = await readJson(c)
    const id = str(body, 'credential_id', 1024)
    const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
    if (!user.passkeys.some((p) => p.id === id)) throw passkeyErrors.notFound()
    return unlink(deps, c, 'passkey', id)
  })

  return r
}
