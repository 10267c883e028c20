import type { PasskeyAccountJSON, UserJSON } from '@latch/core/protocol'
import { describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../config'
import { createSoftwareAuthenticator, PASSKEY_ORIGIN, passkeyCalls } from '../../passkey-testing'
import { createTestServer, errorOf } from '../../testing'

const appIdOf = (t: { deps: { config: { apps: Array<{ id: string }> } } }) => t.deps.config.apps[0]?.id ?? ''
const passkeysOf = (user: UserJSON) =>
  user.linked_accounts.filter((a): a is PasskeyAccountJSON => a.type === 'passkey')

async function signedInWithPasskey(email = 'a@example.com') {
  const t = await createTestServer()
  const pk = passkeyCalls(t)
  const a = await t.loginEmail(email)
  // a second later: a passkey added in the same millisecond as the email could not be told apart from it
  t.advance(1)
  const authenticator = createSoftwareAuthenticator()
  const user = await pk.register(a.token, authenticator)
  return { t, pk, a, authenticator, user }
}

describe('passkey: add one to a signed-in user, then log in with it', () => {
  it('registers a passkey, signs in with it without a name, and finds the same user', async () => {
    const { t, pk, a, authenticator, user } = await signedInWithPasskey()
    const [passkey] = passkeysOf(user)
    expect(passkey).toMatchObject({
      type: 'passkey',
      credential_id: authenticator.credentials[0]?.id,
      name: 'Passkey',
      device_type: 'singleDevice',
      backed_up: false,
      transports: ['internal'],
      enrolled_in_mfa: false,
      last_used_at: null,
    })
    // the registration options name the relying party by the page's host, and exclude nothing yet
    const again = await pk.registerOptions(a.token)
    expect(again.rp).toEqual({ id: 'localhost', name: 'Latch Demo' })
    expect(again.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([passkey?.credential_id])

    t.advance(30)
    const options = await pk.loginOptions()
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.userVerification).toBe('required')
    const login = await pk.login(authenticator)
    expect(login.user.id).toBe(a.user.id)
    expect(login.is_new_user).toBe(false)
    expect(passkeysOf(login.user)[0]?.last_used_at).toBe(Date.UTC(2026, 10, 25, 12, 0, 31) / 1000)

    // the link is recorded and the user's email hears of it; the login is recorded as a passkey login
    const events = await t.deps.storage.listSecurityEvents({ userId: a.user.id, limit: 10 })
    expect(events.map((e) => [e.type, e.method])).toEqual(
      expect.arrayContaining([
        ['link', 'passkey'],
        ['login_success', 'passkey'],
      ]),
    )
    const [notice] = await t.deps.storage.listOutbox({ to: 'a@example.com', kind: 'notice', limit: 1 })
    expect(notice?.text).toMatch(/^A login method \(passkey\) was linked to your account/)
  })

  it('an authenticator without a signature counter (always 0) signs in again and again', async () => {
    const t = await createTestServer()
    const pk = passkeyCalls(t)
    const a = await t.loginEmail('zero@example.com')
    const authenticator = createSoftwareAuthenticator({ counterStep: 0, backedUp: true })
    const user = await pk.register(a.token, authenticator)
    expect(passkeysOf(user)[0]).toMatchObject({ device_type: 'multiDevice', backed_up: true })
    for (let i = 0; i < 3; i++) expect((await pk.login(authenticator)).user.id).toBe(a.user.id)
  })

  it('names passkeys Passkey, Passkey 2, ...; a user renames one; too many are refused', async () => {
    const t = await createTestServer({ maxPasskeysPerUser: 2 })
    const pk = passkeyCalls(t)
    const a = await t.loginEmail('names@example.com')
    await pk.register(a.token, createSoftwareAuthenticator())
    const user = await pk.register(a.token, createSoftwareAuthenticator())
    expect(passkeysOf(user).map((p) => p.name)).toEqual(['Passkey', 'Passkey 2'])
    const id = passkeysOf(user)[1]?.credential_id
    // a rename needs a grant `passkey_rename <id>` (here a code to the email)
    const renamed = await t.granted(a.token, () =>
      t.post(
        '/api/v1/passkey/rename',
        { credential_id: id, name: ' Work laptop ' },
        { token: a.token, headers: { origin: PASSKEY_ORIGIN } },
      ),
    )
    expect(renamed.status).toBe(200)
    const { user: after } = (await renamed.json()) as { user: UserJSON }
    expect(passkeysOf(after).map((p) => p.name)).toEqual(['Passkey', 'Work laptop'])
    const bad = await pk.call('/api/v1/passkey/rename', { credential_id: id, name: 'x'.repeat(65) }, a.token)
    expect(bad).toMatchObject({ status: 400, json: { code: 'invalid_request' } })
    // a third passkey: over the limit, nothing stored
    const options = await pk.registerOptions(a.token)
    const third = await createSoftwareAuthenticator().register(options, { origin: PASSKEY_ORIGIN })
    const refused = await pk.verifyRegistration(a.token, third)
    expect(refused).toMatchObject({ status: 409, json: { code: 'too_many_passkeys' } })
    expect(await t.deps.storage.listPasskeys(t.deps.config.apps[0]?.id ?? '', a.user.id)).toHaveLength(2)
  })
})

describe('passkey: refusals are coded 4xx and change nothing', () => {
  it('a replayed login answer (its challenge is spent) is challenge_expired', async () => {
    const { pk, authenticator } = await signedInWithPasskey()
    const response = await authenticator.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN })
    expect((await pk.verifyLogin(response)).status).toBe(200)
    const replay = await pk.verifyLogin(response)
    expect(replay).toMatchObject({ status: 400, json: { code: 'challenge_expired' } })
    expect(replay.json.error).toBe('This passkey request has expired or was already used. Please try again.')
  })

  it('a challenge older than its 5 minutes is challenge_expired', async () => {
    const { t, pk, authenticator } = await signedInWithPasskey()
    const options = await pk.loginOptions()
    t.advance(301)
    const late = await pk.verifyLogin(await authenticator.authenticate(options, { origin: PASSKEY_ORIGIN }))
    expect(late).toMatchObject({ status: 400, json: { code: 'challenge_expired' } })
  })

  it('a made-up challenge, and one issued for another ceremony, are challenge_expired', async () => {
    const { pk, a, authenticator } = await signedInWithPasskey()
    const options = await pk.loginOptions()
    const madeUp = await authenticator.authenticate(options, { origin: PASSKEY_ORIGIN, challenge: 'AAAA' })
    expect((await pk.verifyLogin(madeUp)).json.code).toBe('challenge_expired')
    // a registration challenge answered as a login
    const registration = await pk.registerOptions(a.token)
    const crossed = await authenticator.authenticate(options, {
      origin: PASSKEY_ORIGIN,
      challenge: registration.challenge,
    })
    expect((await pk.verifyLogin(crossed)).json.code).toBe('challenge_expired')
  })

  it('an answer made on another origin is refused (invalid_passkey_response), before the user is touched', async () => {
    const { t, pk, authenticator } = await signedInWithPasskey()
    const response = await authenticator.authenticate(await pk.loginOptions(), {
      origin: 'https://evil.example',
    })
    const before = await t.fingerprint()
    const refused = await pk.verifyLogin(response)
    expect(refused).toMatchObject({
      status: 400,
      json: {
        code: 'invalid_passkey_response',
        error: 'This passkey answer comes from a page this app does not allow.',
      },
    })
    const after = await t.fingerprint()
    expect({ ...after, passkey_challenges: 0, total_changes: 0 }).toEqual({
      ...before,
      passkey_challenges: 0,
      total_changes: 0,
    })
    expect(after.sessions).toBe(before.sessions)
  })

  it('an answer signed for another relying party id is refused', async () => {
    const { pk, authenticator } = await signedInWithPasskey()
    const response = await authenticator.authenticate(await pk.loginOptions(), {
      origin: PASSKEY_ORIGIN,
      rpId: 'evil.example',
    })
    expect(await pk.verifyLogin(response)).toMatchObject({
      status: 400,
      json: { code: 'invalid_passkey_response', error: 'This passkey belongs to another website.' },
    })
  })

  it('an answer without user verification is refused', async () => {
    const { pk, authenticator } = await signedInWithPasskey()
    const response = await authenticator.authenticate(await pk.loginOptions(), {
      origin: PASSKEY_ORIGIN,
      userVerified: false,
    })
    expect(await pk.verifyLogin(response)).toMatchObject({
      status: 400,
      json: {
        code: 'invalid_passkey_response',
        error: 'The passkey did not verify you (fingerprint, face or PIN).',
      },
    })
  })

  it('a signature by another key is refused', async () => {
    const { pk, a, authenticator } = await signedInWithPasskey()
    const response = await authenticator.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN })
    // a key the attacker made (never registered) signs an answer that claims the user's credential
    const other = createSoftwareAuthenticator()
    await other.register(await pk.registerOptions(a.token), { origin: PASSKEY_ORIGIN })
    const forged = await other.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN })
    const mixed = { ...forged, id: response.id, rawId: response.rawId }
    mixed.response = { ...forged.response, userHandle: response.response.userHandle }
    expect(await pk.verifyLogin(mixed)).toMatchObject({
      status: 400,
      json: { code: 'invalid_passkey_response', error: 'The passkey signature is not valid.' },
    })
  })

  it('a cloned authenticator (its counter does not increase) is refused and recorded', async () => {
    const { t, pk, a, authenticator } = await signedInWithPasskey()
    const copy = authenticator.clone()
    expect((await pk.login(authenticator)).user.id).toBe(a.user.id) // counter 1
    const stored = await t.deps.storage.getPasskey(
      t.deps.config.apps[0]?.id ?? '',
      authenticator.credentials[0]?.id ?? '',
    )
    expect(stored?.counter).toBe(1)
    const cloned = await pk.verifyLogin(
      await copy.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN }),
    )
    expect(cloned).toMatchObject({ status: 400, json: { code: 'passkey_clone_detected' } })
    const [event] = await t.deps.storage.listSecurityEvents({ type: 'passkey_clone_suspected', limit: 1 })
    expect(event).toMatchObject({ userId: a.user.id, details: { stored_counter: 1, counter: 1 } })
    // the stored counter did not move; the passkey is off until its owner renames it (passkey-hardening.test.ts)
    expect(stored?.counter).toBe(1)
    const off = await pk.verifyLogin(
      await authenticator.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN }),
    )
    expect(off).toMatchObject({ status: 403, json: { code: 'passkey_disabled' } })
  })

  it('a forged answer with a stale counter is a bad signature, not a clone alarm', async () => {
    const { t, pk, authenticator } = await signedInWithPasskey()
    await pk.login(authenticator)
    const response = await authenticator.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN })
    // rewrite the counter to 1 without re-signing
    const data = Buffer.from(response.response.authenticatorData, 'base64url')
    data.writeUInt32BE(1, 33)
    response.response.authenticatorData = data.toString('base64url')
    expect((await pk.verifyLogin(response)).json.code).toBe('invalid_passkey_response')
    expect(await t.deps.storage.listSecurityEvents({ type: 'passkey_clone_suspected', limit: 1 })).toEqual([])
  })

  it('an unknown credential is passkey_not_found; an answer naming another user is refused and recorded', async () => {
    const { t, pk, a, authenticator } = await signedInWithPasskey()
    const b = await signedInWithPasskey('b@example.com')
    const stranger = createSoftwareAuthenticator()
    await stranger.register(await pk.registerOptions(a.token), { origin: PASSKEY_ORIGIN }) // never verified
    const unknown = await pk.verifyLogin(
      await stranger.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN }),
    )
    expect(unknown).toMatchObject({
      status: 404,
      json: {
        code: 'passkey_not_found',
        error: 'This passkey is not registered with this app. Log in another way, then add it again.',
      },
    })
    const userB = b.authenticator.credentials[0]?.userHandle
    const wrong = await pk.verifyLogin(
      await authenticator.authenticate(await pk.loginOptions(), {
        origin: PASSKEY_ORIGIN,
        userHandle: userB,
      }),
    )
    expect(wrong).toMatchObject({ status: 400, json: { code: 'invalid_passkey_response' } })
    const [event] = await t.deps.storage.listSecurityEvents({ type: 'passkey_wrong_user', limit: 1 })
    expect(event?.userId).toBe(a.user.id)
    const failures = await t.deps.storage.listSecurityEvents({ type: 'login_failure', limit: 5 })
    expect(failures.map((e) => e.details.reason)).toEqual(
      expect.arrayContaining(['passkey_not_found', 'invalid_passkey_response']),
    )
  })

  it('a failed registration stores nothing (another origin, another rp id, no user verification)', async () => {
    const t = await createTestServer()
    const pk = passkeyCalls(t)
    const a = await t.loginEmail('fail@example.com')
    const cases = [
      [{ origin: 'https://evil.example' }, 'This passkey answer comes from a page this app does not allow.'],
      [{ origin: PASSKEY_ORIGIN, rpId: 'evil.example' }, 'This passkey belongs to another website.'],
      [
        { origin: PASSKEY_ORIGIN, userVerified: false },
        'The passkey did not verify you (fingerprint, face or PIN).',
      ],
      [
        { origin: PASSKEY_ORIGIN, type: 'webauthn.get' },
        'This passkey answer is for another kind of request.',
      ],
    ] as const
    for (const [ceremony, message] of cases) {
      const options = await pk.registerOptions(a.token)
      const before = await t.fingerprint()
      const response = await createSoftwareAuthenticator().register(options, ceremony)
      expect(await pk.verifyRegistration(a.token, response)).toMatchObject({
        status: 400,
        json: { code: 'invalid_passkey_response', error: message },
      })
      const after = await t.fingerprint()
      // only the spent challenge is gone
      expect(after.passkeys).toBe(before.passkeys)
      expect(after.accounts).toBe(before.accounts)
      expect(after.passkey_challenges).toBe((before.passkey_challenges ?? 0) - 1)
    }
    const me = await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    expect(passkeysOf(((await me.json()) as { user: UserJSON }).user)).toEqual([])
  })

  it('a registration challenge belongs to the session that asked for it', async () => {
    const t = await createTestServer()
    const pk = passkeyCalls(t)
    const a = await t.loginEmail('s@example.com')
    const other = await t.loginEmail('s@example.com')
    const response = await createSoftwareAuthenticator().register(await pk.registerOptions(a.token), {
      origin: PASSKEY_ORIGIN,
    })
    expect((await pk.verifyRegistration(other.token, response)).json.code).toBe('challenge_expired')
  })

  it('a credential already registered is refused: 409 on the same user, linked_to_another_user on another', async () => {
    const { t, pk, a, authenticator } = await signedInWithPasskey()
    // a 'none' attestation does not sign the client data: the same credential answered to a new challenge
    const first = await createSoftwareAuthenticator().register(await pk.registerOptions(a.token), {
      origin: PASSKEY_ORIGIN,
    })
    expect((await pk.verifyRegistration(a.token, first)).status).toBe(200)
    const again = await pk.registerOptions(a.token)
    const replayed = {
      ...first,
      response: {
        ...first.response,
        clientDataJSON: Buffer.from(
          JSON.stringify({ type: 'webauthn.create', challenge: again.challenge, origin: PASSKEY_ORIGIN }),
        ).toString('base64url'),
      },
    }
    expect(await pk.verifyRegistration(a.token, replayed)).toMatchObject({
      status: 409,
      json: { code: 'passkey_already_registered' },
    })
    const b = await t.loginEmail('b@example.com')
    const forB = await pk.registerOptions(b.token)
    const stolen = {
      ...first,
      response: {
        ...first.response,
        clientDataJSON: Buffer.from(
          JSON.stringify({ type: 'webauthn.create', challenge: forB.challenge, origin: PASSKEY_ORIGIN }),
        ).toString('base64url'),
      },
    }
    expect(await pk.verifyRegistration(b.token, stolen)).toMatchObject({
      status: 400,
      json: { code: 'linked_to_another_user' },
    })
    const [event] = await t.deps.storage.listSecurityEvents({ type: 'passkey_wrong_user', limit: 1 })
    expect(event?.userId).toBe(b.user.id)
    void authenticator
  })

  it('malformed bodies are invalid_passkey_response; no bearer is 401; passkeys off is 403', async () => {
    const { t, pk, a } = await signedInWithPasskey()
    for (const body of [{}, { response: 'x' }, { response: { id: 'a', rawId: 'a', type: 'public-key' } }]) {
      expect(await pk.call('/api/v1/passkey/authenticate/verify', body)).toMatchObject({
        status: 400,
        json: { code: 'invalid_passkey_response' },
      })
      expect((await pk.call('/api/v1/passkey/register/verify', body, a.token)).json.code).toBe(
        'invalid_passkey_response',
      )
    }
    expect((await pk.call('/api/v1/passkey/register/init', {})).status).toBe(401)
    const seed = demoAppSeed()
    const off = await createTestServer({}, [{ ...seed, settings: { ...seed.settings, passkeyAuth: false } }])
    const offCalls = passkeyCalls(off)
    expect(await offCalls.call('/api/v1/passkey/authenticate/init', {})).toMatchObject({
      status: 403,
      json: { error: 'Passkey login is not enabled' },
    })
    const b = await off.loginEmail('b@example.com')
    expect((await offCalls.call('/api/v1/passkey/register/init', {}, b.token)).status).toBe(403)
    void t
  })

  it('a page on an IP address cannot hold passkeys (a relying party id is a domain name)', async () => {
    const t = await createTestServer()
    const res = await t.post(
      '/api/v1/passkey/authenticate/init',
      {},
      { headers: { origin: 'http://127.0.0.1:5173' } },
    )
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'invalid_request' })
  })
})

describe('passkey: unlinking', () => {
  it('removes a passkey (it no longer signs in); the last login method is refused as for the others', async () => {
    const { t, pk, a, authenticator } = await signedInWithPasskey()
    const id = authenticator.credentials[0]?.id as string
    // a passkey login never vouches for removing the passkey: a code to the (older) email does
    const byPasskey = await pk.login(authenticator)
    const refused = await pk.call('/api/v1/passkey/unlink', { credential_id: id }, byPasskey.token)
    expect(refused).toMatchObject({
      status: 403,
      json: {
        code: 'step_up_required',
        step_up_methods: ['email'],
        grant: { action: 'unlink', target: `passkey:${id}` },
      },
    })
    const removed = await t.granted(byPasskey.token, () =>
      t.post(
        '/api/v1/passkey/unlink',
        { credential_id: id },
        { token: byPasskey.token, headers: { origin: PASSKEY_ORIGIN } },
      ),
    )
    expect(removed.status).toBe(200)
    expect(passkeysOf(((await removed.json()) as { user: UserJSON }).user)).toEqual([])
    const gone = await pk.verifyLogin(
      await authenticator.authenticate(await pk.loginOptions(), { origin: PASSKEY_ORIGIN }),
    )
    expect(gone).toMatchObject({ status: 404, json: { code: 'passkey_not_found' } })
    const unknown = await pk.call('/api/v1/passkey/unlink', { credential_id: id }, byPasskey.token)
    expect(unknown).toMatchObject({ status: 404, json: { code: 'passkey_not_found' } })
    // the unlink was recorded; the user's other sessions ended with it
    const [event] = await t.deps.storage.listSecurityEvents({ type: 'unlink', limit: 1 })
    expect(event?.method).toBe('passkey')
    expect((await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })).status).toBe(401)
    // a user left with a passkey alone (the email removed here in storage): its unlink is the last method's refusal
    const only = await signedInWithPasskey('only@example.com')
    const email = (await only.t.deps.storage.findAccount(appIdOf(only.t), 'email', 'only@example.com'))?.id
    expect(await only.t.deps.storage.removeAccountUnlessLast(only.a.user.id, email as number)).toBe('ok')
    const onlyId = only.authenticator.credentials[0]?.id as string
    const last = await only.pk.call('/api/v1/passkey/unlink', { credential_id: onlyId }, only.a.token)
    expect(last).toMatchObject({
      status: 400,
      json: { code: 'invalid_request', error: 'Cannot unlink the last login method of the user.' },
    })
  })
})

describe('passkey MFA', () => {
  async function enrolled() {
    const s = await signedInWithPasskey()
    // the first MFA method: a grant `mfa_enroll passkey` by a code to the email
    const grant = { action: 'mfa_enroll' as const, target: 'passkey' }
    expect((await s.t.stepUp(s.a.token, 'email', grant)).status).toBe(200)
    const options = await s.pk.mfaOptions(s.a.token, 'enroll')
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([s.authenticator.credentials[0]?.id])
    const response = await s.authenticator.authenticate(options, { origin: PASSKEY_ORIGIN })
    const enroll = await s.pk.call('/api/v1/mfa/passkey/enroll', { response }, s.a.token)
    expect(enroll.status).toBe(200)
    return { ...s, user: enroll.json.user as UserJSON }
  }

  it('enrols with a passkey of the user, verifies with it, and is removed with a fresh verification', async () => {
    const { t, pk, a, authenticator, user } = await enrolled()
    expect(user.mfa_methods.map((m) => m.type)).toEqual(['passkey'])
    expect(passkeysOf(user)[0]?.enrolled_in_mfa).toBe(true)
    const [notice] = await t.deps.storage.listOutbox({ to: 'a@example.com', kind: 'notice', limit: 1 })
    expect(notice?.text).toMatch(/^Two-step verification \(passkey\) was turned on/)

    // even right after the enrolment, removing a method needs a verification for that removal
    expect((await pk.call('/api/v1/mfa/passkey/unenroll', {}, a.token)).json).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'mfa_remove', target: 'passkey' },
    })
    const verify = await pk.call(
      '/api/v1/mfa/passkey/verify',
      {
        response: await authenticator.authenticate(await pk.mfaOptions(a.token, 'verify'), {
          origin: PASSKEY_ORIGIN,
        }),
        action: 'mfa_remove',
        target: 'passkey',
      },
      a.token,
    )
    expect(verify).toMatchObject({ status: 200, json: { success: true, grant: { action: 'mfa_remove' } } })
    const un = await pk.call('/api/v1/mfa/passkey/unenroll', {}, a.token)
    expect((un.json.user as UserJSON).mfa_methods).toEqual([])
  })

  it('the last passkey cannot be unlinked while it protects transactions', async () => {
    const { pk, a, authenticator } = await enrolled()
    const id = authenticator.credentials[0]?.id as string
    // with a grant for the unlink (a passkey verification made for it), the removal is still refused
    const verified = await pk.call(
      '/api/v1/mfa/passkey/verify',
      {
        response: await authenticator.authenticate(await pk.mfaOptions(a.token, 'verify'), {
          origin: PASSKEY_ORIGIN,
        }),
        action: 'unlink',
        target: `passkey:${id}`,
      },
      a.token,
    )
    expect(verified.status).toBe(200)
    const refused = await pk.call(
      '/api/v1/passkey/unlink',
      { credential_id: authenticator.credentials[0]?.id },
      a.token,
    )
    expect(refused).toMatchObject({ status: 409, json: { code: 'passkey_mfa_enrolled' } })
  })

  it("an MFA answer by another user's passkey is refused and recorded", async () => {
    const { t, pk, a } = await enrolled()
    const b = await t.loginEmail('b@example.com')
    const bKey = createSoftwareAuthenticator()
    await pk.register(b.token, bKey)
    const options = await pk.mfaOptions(a.token, 'verify')
    const byB = await bKey.authenticate({ ...options, allowCredentials: [] }, { origin: PASSKEY_ORIGIN })
    expect(await pk.call('/api/v1/mfa/passkey/verify', { response: byB }, a.token)).toMatchObject({
      status: 400,
      json: { code: 'invalid_passkey_response', error: 'This passkey belongs to another account.' },
    })
    const [event] = await t.deps.storage.listSecurityEvents({ type: 'passkey_wrong_user', limit: 1 })
    expect(event?.userId).toBe(a.user.id)
  })

  it('adding a passkey needs an MFA verification for it once the user has MFA (even right after the enrolment)', async () => {
    const { pk, a } = await enrolled()
    expect(await pk.call('/api/v1/passkey/register/init', {}, a.token)).toMatchObject({
      status: 403,
      json: { code: 'missing_or_invalid_mfa', grant: { action: 'link', target: 'passkey' } },
    })
  })

  it('enrolment needs a passkey first, and the method on for the app', async () => {
    const t = await createTestServer()
    const pk = passkeyCalls(t)
    const a = await t.loginEmail('none@example.com')
    expect(await pk.call('/api/v1/mfa/passkey/init', { action: 'enroll' }, a.token)).toMatchObject({
      status: 404,
      json: { code: 'passkey_not_found', error: 'Add a passkey to your account first.' },
    })
    const seed = demoAppSeed()
    const off = await createTestServer({}, [
      { ...seed, settings: { ...seed.settings, mfaMethods: ['totp'] } },
    ])
    const b = await off.loginEmail('b@example.com')
    expect(
      await passkeyCalls(off).call('/api/v1/mfa/passkey/init', { action: 'enroll' }, b.token),
    ).toMatchObject({
      status: 403,
      json: { error: 'Passkey MFA is not enabled' },
    })
  })
})

describe('adding a login credential needs a fresh proof, with or without MFA', () => {
  /** A signed-in user whose login is 11 minutes old (a token that could have been stolen since). */
  async function staleSession(email: string) {
    const t = await createTestServer()
    const pk = passkeyCalls(t)
    const a = await t.loginEmail(email)
    t.advance(11 * 60)
    return { t, pk, a }
  }
  const appId = demoAppSeed().id

  it('a token from an old login cannot add a passkey, link an email or enrol MFA; nothing is stored', async () => {
    const { t, pk, a } = await staleSession('stale@example.com')
    const before = await t.fingerprint()
    const init = await pk.call('/api/v1/passkey/register/init', {}, a.token)
    expect(init).toMatchObject({ status: 403, json: { code: 'step_up_required' } })
    expect(init.json.error).toBe(
      'For your security, confirm it is you: enter a code sent to your email or phone.',
    )
    expect(init.json.grant).toEqual({ action: 'link', target: 'passkey' })
    expect(await t.fingerprint()).toEqual(before)
    // an answer to options obtained elsewhere is refused before it is read
    const forged = await createSoftwareAuthenticator().register(
      await pk.registerOptions((await t.loginEmail('other@example.com')).token),
      { origin: PASSKEY_ORIGIN },
    )
    const afterOther = await t.fingerprint()
    const verify = await pk.verifyRegistration(a.token, forged)
    expect(verify).toMatchObject({ status: 403, json: { code: 'step_up_required' } })
    const email = await t.post(
      '/api/v1/passwordless/link',
      { email: 'second@example.com', code: '123456' },
      { token: a.token },
    )
    expect((await errorOf(email)).code).toBe('step_up_required')
    const totp = await t.post('/api/v1/mfa/totp/init', {}, { token: a.token })
    expect((await errorOf(totp)).code).toBe('step_up_required')
    // nothing changed (no passkey, no challenge, no account, no MFA secret); the refusals are in the security log
    expect(await t.deps.storage.listPasskeys(appId, a.user.id)).toEqual([])
    expect(await t.fingerprint()).toEqual(afterOther)
    const events = await t.deps.storage.listSecurityEvents({ userId: a.user.id, limit: 10 })
    expect(events.filter((e) => e.type === 'step_up_refused')).toHaveLength(4)
  })

  it('after a step-up code sent to the email, the same token adds the passkey', async () => {
    const { t, pk, a } = await staleSession('stepup@example.com')
    expect((await t.post('/api/v1/step_up/init', { type: 'email' }, { token: a.token })).status).toBe(200)
    const verified = await t.post(
      '/api/v1/step_up/verify',
      { type: 'email', code: await t.code('stepup@example.com'), action: 'link', target: 'passkey' },
      { token: a.token },
    )
    expect(verified.status).toBe(200)
    const user = await pk.register(a.token, createSoftwareAuthenticator())
    expect(passkeysOf(user)).toHaveLength(1)
    // the grant was spent by that passkey: another one needs another verification
    const again = await pk.call('/api/v1/passkey/register/init', {}, a.token)
    expect(again).toMatchObject({ status: 403, json: { code: 'step_up_required' } })
  })

  it('a token from an old login cannot rename a passkey either; a rename with a fresh proof is recorded', async () => {
    const { t, pk, a, user } = await signedInWithPasskey('stale-rename@example.com')
    const id = passkeysOf(user)[0]?.credential_id
    t.advance(11 * 60)
    const before = await t.fingerprint()
    const refused = await pk.call('/api/v1/passkey/rename', { credential_id: id, name: 'Old phone' }, a.token)
    expect(refused).toMatchObject({
      status: 403,
      json: {
        code: 'step_up_required',
        step_up_methods: ['email'],
        grant: { action: 'passkey_rename', target: id },
      },
    })
    // refused before the credential is looked up: an unknown id answers the same, so ids cannot be probed
    const probe = await pk.call('/api/v1/passkey/rename', { credential_id: 'nope', name: 'x' }, a.token)
    expect(probe).toMatchObject({ status: 403, json: { code: 'step_up_required' } })
    expect(await t.fingerprint()).toEqual(before)
    const events = () => t.deps.storage.listSecurityEvents({ userId: a.user.id, limit: 20 })
    expect((await events()).filter((e) => e.type === 'step_up_refused')).toHaveLength(2)
    expect((await events()).some((e) => e.type === 'passkey_renamed')).toBe(false)
    // a step-up code sent to the email: the same token renames, and the record says who did it
    await t.post('/api/v1/step_up/init', { type: 'email' }, { token: a.token })
    const code = await t.code('stale-rename@example.com')
    const ask = { action: 'passkey_rename', target: id }
    expect(
      (await t.post('/api/v1/step_up/verify', { type: 'email', code, ...ask }, { token: a.token })).status,
    ).toBe(200)
    const renamed = await pk.call(
      '/api/v1/passkey/rename',
      { credential_id: id, name: 'Work laptop' },
      a.token,
    )
    expect(passkeysOf(renamed.json.user as UserJSON).map((p) => p.name)).toEqual(['Work laptop'])
    const [event] = (await events()).filter((e) => e.type === 'passkey_renamed')
    expect(event).toMatchObject({ userId: a.user.id, method: 'passkey' })
  })

  it('a fresh login adds one; a refreshed token of an old login does not', async () => {
    const { t, pk, a } = await staleSession('fresh@example.com')
    const refreshed = (await (
      await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    ).json()) as {
      token: string
    }
    const stillStale = await pk.call('/api/v1/passkey/register/init', {}, refreshed.token)
    expect(stillStale).toMatchObject({ status: 403, json: { code: 'step_up_required' } })
    const fresh = await t.loginEmail('fresh@example.com')
    expect(passkeysOf(await pk.register(fresh.token, createSoftwareAuthenticator()))).toHaveLength(1)
  })

  it('with MFA on, a fresh MFA verification is what counts (a fresh login alone is not enough)', async () => {
    const { t, pk, a, authenticator } = await signedInWithPasskey('mfa-link@example.com')
    await t.stepUp(a.token, 'email', { action: 'mfa_enroll', target: 'passkey' })
    const enrolOptions = await pk.mfaOptions(a.token, 'enroll')
    const enrolled = await pk.call(
      '/api/v1/mfa/passkey/enroll',
      { response: await authenticator.authenticate(enrolOptions, { origin: PASSKEY_ORIGIN }) },
      a.token,
    )
    expect(enrolled.status).toBe(200)
    t.advance(11 * 60)
    const fresh = await t.loginEmail('mfa-link@example.com')
    const refused = await pk.call('/api/v1/passkey/register/init', {}, fresh.token)
    expect(refused).toMatchObject({ status: 403, json: { code: 'missing_or_invalid_mfa' } })
    const verifyOptions = await pk.mfaOptions(fresh.token, 'verify')
    const verified = await pk.call(
      '/api/v1/mfa/passkey/verify',
      {
        response: await authenticator.authenticate(verifyOptions, { origin: PASSKEY_ORIGIN }),
        action: 'link',
        target: 'passkey',
      },
      fresh.token,
    )
    expect(verified.status).toBe(200)
    expect(passkeysOf(await pk.register(fresh.token, createSoftwareAuthenticator()))).toHaveLength(2)
  })
})
