/**
 * Passkeys against bad input and copied keys: `transports` that is not a list is a 400, never a 500; a credential id
 * that is empty or longer than 768 bytes is refused at registration (every stored passkey can be renamed and
 * removed); a clone alarm turns the passkey off until its owner renames it (or removes it and adds it again); names
 * with control or text-direction characters are refused.
 */

import type { PasskeyAccountJSON, UserJSON } from '@latch/core/protocol'
import { describe, expect, it } from 'vitest'
import { MAX_CREDENTIAL_ID_BYTES } from '../../domain/passkeys'
import { createSoftwareAuthenticator, PASSKEY_ORIGIN, passkeyCalls } from '../../passkey-testing'
import { createTestServer } from '../../testing'

const passkeysOf = (user: UserJSON) =>
  user.linked_accounts.filter((a): a is PasskeyAccountJSON => a.type === 'passkey')

async function signedIn(email = 'hard@example.com') {
  const t = await createTestServer()
  const pk = passkeyCalls(t)
  const a = await t.loginEmail(email)
  // passkeys come a second after the email (an unlink needs a code to a strictly older method)
  t.advance(1)
  return { t, pk, a }
}

describe('passkeys: bad input and copied keys', () => {
  it('transports as a string or an object is 400 invalid_passkey_response, not 500; nothing is stored', async () => {
    const { t, pk, a } = await signedIn()
    const authenticator = createSoftwareAuthenticator()
    const before = await t.fingerprint()
    for (const transports of ['usb', { 0: 'usb' }, [1, 2], 42]) {
      const response = await authenticator.register(await pk.registerOptions(a.token), {
        origin: PASSKEY_ORIGIN,
      })
      ;(response.response as { transports: unknown }).transports = transports
      const res = await pk.verifyRegistration(a.token, response)
      expect(res, JSON.stringify(transports)).toMatchObject({
        status: 400,
        json: { code: 'invalid_passkey_response' },
      })
    }
    const after = await t.fingerprint()
    expect(after.passkeys).toBe(before.passkeys)
    expect(after.accounts).toBe(before.accounts)
  })

  it(`a credential id of 0 or more than ${MAX_CREDENTIAL_ID_BYTES} bytes is refused; ${MAX_CREDENTIAL_ID_BYTES} bytes registers, renames and is removed`, async () => {
    const { t, pk, a } = await signedIn()
    const before = await t.fingerprint()
    const long = createSoftwareAuthenticator({ credentialIdBytes: MAX_CREDENTIAL_ID_BYTES + 1 })
    const tooLong = await pk.verifyRegistration(
      a.token,
      await long.register(await pk.registerOptions(a.token), { origin: PASSKEY_ORIGIN }),
    )
    expect(tooLong).toMatchObject({ status: 400, json: { code: 'invalid_passkey_response' } })
    // an attested id of no bytes, under an answer whose own id field looks fine
    const empty = createSoftwareAuthenticator({ credentialIdBytes: 0 })
    const response = await empty.register(await pk.registerOptions(a.token), { origin: PASSKEY_ORIGIN })
    response.id = 'AAAA'
    response.rawId = 'AAAA'
    const none = await pk.verifyRegistration(a.token, response)
    expect(none).toMatchObject({ status: 400, json: { code: 'invalid_passkey_response' } })
    expect((await t.fingerprint()).passkeys).toBe(before.passkeys)
    // the longest allowed id works end to end
    const edge = createSoftwareAuthenticator({ credentialIdBytes: MAX_CREDENTIAL_ID_BYTES })
    const user = await pk.register(a.token, edge)
    const id = passkeysOf(user)[0]?.credential_id as string
    expect(id).toHaveLength(1024)
    // a rename and an unlink each need a grant (here a code to the email)
    await t.stepUp(a.token, 'email', { action: 'passkey_rename', target: id })
    const renamed = await pk.call('/api/v1/passkey/rename', { credential_id: id, name: 'Long id' }, a.token)
    expect(renamed.status).toBe(200)
    expect((await pk.login(edge)).user.id).toBe(a.user.id)
    await t.stepUp(a.token, 'email', { action: 'unlink', target: `passkey:${id}` })
    const removed = await pk.call('/api/v1/passkey/unlink', { credential_id: id }, a.token)
    expect(removed.status).toBe(200)
    expect(passkeysOf(removed.json.user as UserJSON)).toEqual([])
  })

  it('a clone alarm turns the passkey off (sign-in refused with passkey_disabled) until its owner renames it', async () => {
    const { t, pk, a } = await signedIn('clone@example.com')
    const authenticator = createSoftwareAuthenticator()
    const user = await pk.register(a.token, authenticator)
    const id = passkeysOf(user)[0]?.credential_id as string
    const copy = authenticator.clone()
    expect((await pk.login(authenticator)).user.id).toBe(a.user.id)
    const alarm = await pk.verifyLogin(
      await copy.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN }),
    )
    expect(alarm).toMatchObject({ status: 400, json: { code: 'passkey_clone_detected' } })
    // off for both copies, for sign-in and for MFA alike (the one seen first may be the copy)
    for (const holder of [authenticator, copy]) {
      const refused = await pk.verifyLogin(
        await holder.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN }),
      )
      expect(refused).toMatchObject({ status: 403, json: { code: 'passkey_disabled' } })
    }
    expect(
      (await t.deps.storage.getPasskey(t.deps.config.apps[0]?.id as string, id))?.disabledAt,
    ).not.toBeNull()
    // the owner, signed in another way, renames it: on again
    await t.stepUp(a.token, 'email', { action: 'passkey_rename', target: id })
    const renamed = await pk.call('/api/v1/passkey/rename', { credential_id: id, name: 'My phone' }, a.token)
    expect(renamed.status).toBe(200)
    expect((await pk.login(authenticator)).user.id).toBe(a.user.id)
  })

  it('names with control or text-direction characters are refused with 400 invalid_request', async () => {
    const { t, pk, a } = await signedIn('names@example.com')
    const authenticator = createSoftwareAuthenticator()
    for (const name of [
      'Laptop\u202Egnp.exe',
      'a\u2066b\u2069',
      'x\u200Fy',
      'tab\there',
      'line\u2028break',
      'c1\u0085',
    ]) {
      const response = await authenticator.register(await pk.registerOptions(a.token), {
        origin: PASSKEY_ORIGIN,
      })
      const res = await pk.call('/api/v1/passkey/register/verify', { response, name }, a.token)
      expect(res, JSON.stringify(name)).toMatchObject({ status: 400, json: { code: 'invalid_request' } })
    }
    const user = await pk.register(a.token, createSoftwareAuthenticator())
    const id = passkeysOf(user)[0]?.credential_id as string
    const bidi = await pk.call('/api/v1/passkey/rename', { credential_id: id, name: 'Work\u202E' }, a.token)
    expect(bidi).toMatchObject({ status: 400, json: { code: 'invalid_request' } })
    // letters of any script are fine (a rename takes its grant)
    await t.stepUp(a.token, 'email', { action: 'passkey_rename', target: id })
    const ok = await pk.call(
      '/api/v1/passkey/rename',
      { credential_id: id, name: 'مفتاح العمل · 仕事' },
      a.token,
    )
    expect(ok.status).toBe(200)
  })
})
