/**
 * The embedded wallet's trust boundary against the real server, played as an attacker with scripts in Node:
 * - an access token (what any script on a host page holds) is necessary but not sufficient: without the frame's
 *   device key no share, recovery share or recovery key is released, whatever headers are sent;
 * - device proofs (DPoP-style) bind a registered key of this wallet, a single-use nonce of this session, the route
 *   and the access token; a key of another wallet, a replay, an expired nonce, another session: 401 with a code;
 * - a new device key needs the recovery password (a password wallet) or a fresh primary login plus MFA when
 *   enrolled (automatic recovery); the remaining risk of the latter is shown as it is;
 * - a wallet is registered only with its own key's signature, so nobody registers a victim's address.
 * Malformed input is a coded 4xx, never a 500, and leaves nothing half-registered.
 */
import { Secret, TOTP } from 'otpauth'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEip1193Connector } from '../../core/src/connectors/connector'
import { createSiweCredentials } from '../../core/src/connectors/siwe'
import { createWallets } from '../../core/src/connectors/wallets.store'
import { attestationMessage } from '../../core/src/embedded-wallet/frame/attestation'
import type { DeviceRecord } from '../../core/src/embedded-wallet/frame/device-store'
import { createDeviceKey, signProof } from '../../core/src/embedded-wallet/frame/proof'
import { derivePasswordSecrets } from '../../core/src/embedded-wallet/frame/recovery-crypto'
import { splitPrivateKey } from '../../core/src/embedded-wallet/frame/shares'
import { submitSiweCredentials } from '../../core/src/flows/wallets/wallets.siwe'
import { getLatchContext } from '../../core/src/internal'
import { RECOVERY_GUESS_RATE } from '../../examples/server/src/routes/wallet-devices'
import { createTestWalletProvider } from '../fixtures/wallet/index'
import {
  APP_ID,
  type ContractServer,
  createClient,
  createFakeLocation,
  PAGE,
  post,
  readCode,
  startContractServer,
} from './helpers'
import { bearerGet, frameDevice, frameError, login as loginOn } from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const login = () => loginOn(server)
const storage = () => server.server.deps.storage
const path = (address: string, rest = '') => `/api/v1/embedded_wallets/${address.toLowerCase()}${rest}`
const url = (p: string) => `${server.url}${p}`

/** A script's raw call with the token, a proof and any headers. */
function call(
  method: string,
  p: string,
  token: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  return fetch(url(p), {
    method,
    headers: {
      'privy-app-id': APP_ID,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function challenge(token: string): Promise<string> {
  const res = await call('POST', '/api/v1/embedded_wallets/challenge', token)
  expect(res.status).toBe(200)
  return ((await res.json()) as { nonce: string }).nonce
}

/** A proof for `method p` made with `key`, over a fresh nonce of `nonceToken`'s session. */
async function proofFor(
  key: Pick<DeviceRecord, 'keyPair'>,
  method: string,
  p: string,
  token: string,
  options: { nonce?: string; htu?: string } = {},
) {
  return signProof(key, {
    htm: method,
    htu: options.htu ?? url(p),
    nonce: options.nonce ?? (await challenge(token)),
    accessToken: token,
  })
}

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { code: string }).code
}

/** Row counts that a refused request must leave as they were. */
async function walletRows() {
  const f = await storage().fingerprint()
  return {
    wallets: f.embedded_wallets,
    devices: f.wallet_devices,
    accounts: f.accounts,
    sets: f.wallet_share_sets,
  }
}

/** A user with an automatic-recovery wallet made by a frame, and that frame. */
async function userWithWallet(password?: string) {
  const user = await login()
  const device = frameDevice(server)
  const { address } = await device.wallet.create(user.token, password)
  return { user, device, address }
}

describe('a stolen access token, without the frame', () => {
  it('gets neither the auth share, nor the recovery share, nor the recovery key, whatever headers it sends', async () => {
    const { user, address } = await userWithWallet()
    // some time later: the token is still valid, its primary login is no longer fresh
    server.advance(601)
    const own = await createDeviceKey()
    const attempts: Array<Record<string, string>> = [
      {},
      { origin: server.url },
      {
        origin: server.url,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        referer: `${server.url}/`,
      },
      { dpop: 'not-a-jwt' },
      { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', cookie: 'session=1' },
    ]
    for (const headers of attempts) {
      for (const p of [path(address, '/auth_share?share_version=1'), path(address, '/recovery_share')]) {
        const res = await call('GET', p, user.token, headers)
        expect(res.status).toBe(401)
        const text = await res.text()
        expect(text).not.toMatch(/auth_share|recovery_share|recovery_key/)
      }
    }
    // a key of its own, with a perfectly good proof: not registered, and it cannot register it
    const register = await call(
      'POST',
      path(address, '/devices'),
      user.token,
      { dpop: await proofFor(own, 'POST', path(address, '/devices'), user.token) },
      {},
    )
    expect(register.status).toBe(403)
    expect(await register.json()).toMatchObject({
      code: 'step_up_required',
      grant: { action: 'device_register', target: own.thumbprint },
    })
    for (const p of [path(address, '/auth_share'), path(address, '/recovery_share')]) {
      const res = await call('GET', p, user.token, { dpop: await proofFor(own, 'GET', p, user.token) })
      expect(res.status).toBe(401)
      expect(await codeOf(res)).toBe('unknown_device_key')
    }
    // the server-held recovery key is only made for a wallet that does not exist yet
    const key = await call('POST', '/api/v1/embedded_wallets/recovery_key', user.token, {}, { address })
    expect(key.status).toBe(409)
    expect(await key.text()).not.toContain('recovery_key')
    // what the token may read is public: no share, no key, no proof address
    const info = await call('GET', path(address), user.token)
    expect(Object.keys((await info.json()) as object).sort()).toEqual([
      'address',
      'recovery_method',
      // a passkey-recovery wallet's credential id and salt (null here): public, the PRF output stays in the passkey
      'recovery_passkey',
      'recovery_password',
      'recovery_proof',
      'share_version',
    ])
    expect((await storage().listWalletDevices(APP_ID, user.userId)).length).toBe(1)
  })

  it('a password wallet: a new device needs the password; a wrong one is an online guess, limited per wallet', async () => {
    const { user, address } = await userWithWallet('Str0ng-pass!')
    const info = (await (await call('GET', path(address), user.token)).json()) as {
      recovery_password: { scheme: 'v2'; salt: string; iterations: number }
    }
    const params = {
      scheme: info.recovery_password.scheme,
      salt: Buffer.from(info.recovery_password.salt, 'base64url'),
      iterations: info.recovery_password.iterations,
    }
    // the script guesses like the frame would: derive the proof key from a guess and sign the registration
    const guess = async (password: string) => {
      const own = await createDeviceKey()
      const nonce = await challenge(user.token)
      const secrets = await derivePasswordSecrets(password, params)
      const message = attestationMessage('add-device', {
        appId: APP_ID,
        userId: user.userId,
        address,
        deviceKey: own.thumbprint,
        nonce,
      })
      const signature = await privateKeyToAccount(secrets.proofKey).signMessage({ message })
      return call(
        'POST',
        path(address, '/devices'),
        user.token,
        { dpop: await proofFor(own, 'POST', path(address, '/devices'), user.token, { nonce }) },
        { recovery_signature: signature },
      )
    }
    const noPassword = await call(
      'POST',
      path(address, '/devices'),
      user.token,
      { dpop: await proofFor(await createDeviceKey(), 'POST', path(address, '/devices'), user.token) },
      {},
    )
    expect(noPassword.status).toBe(403)
    expect(await codeOf(noPassword)).toBe('recovery_signature_required')
    for (let i = 0; i < RECOVERY_GUESS_RATE.max; i++) {
      const res = await guess(`wrong-guess-${i}`)
      expect(res.status).toBe(403)
      expect(await codeOf(res)).toBe('invalid_recovery_password')
    }
    // the budget is spent: even the right password waits
    const limited = await guess('Str0ng-pass!')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await storage().listWalletDevices(APP_ID, user.userId)).length).toBe(1)
    // an hour later (and a new login), the right password registers the device
    server.advance(RECOVERY_GUESS_RATE.windowSeconds + 1)
    const later = await loginOn(server, user.email)
    const frame = frameDevice(server)
    const again = await frameError(frame.wallet.recover(later.token, address, 'wrong-pass!'))
    expect(again.type).toBe('invalid_recovery_pin')
    expect(frame.store.size).toBe(0)
    expect(await frame.wallet.recover(later.token, address, 'Str0ng-pass!')).toEqual({ address })
    expect((await storage().listWalletDevices(APP_ID, later.userId)).length).toBe(2)
  })

  /** A script's own device key offered for `address` with `token`: the raw POST the frame would make. */
  async function scriptDevice(token: string, address: string) {
    const own = await createDeviceKey()
    const res = await call('POST', path(address, '/devices'), token, {
      dpop: await proofFor(own, 'POST', path(address, '/devices'), token),
    })
    return { own, res }
  }

  it('neither a fresh login nor a refresh adds a device: a new key needs a grant for that very key', async () => {
    const { user, address } = await userWithWallet()
    const before = await walletRows()
    // right after the sign-up, in the session that made the wallet: nothing vouches (the email is not older than it)
    const fresh = await scriptDevice(user.token, address)
    expect(fresh.res.status).toBe(403)
    expect(await fresh.res.json()).toMatchObject({
      code: 'step_up_required',
      step_up_methods: [],
      grant: { action: 'device_register', target: fresh.own.thumbprint },
    })
    server.advance(601)
    const refreshed = await post(server, '/api/v1/sessions', { refresh_token: user.refreshToken })
    const { token } = (await refreshed.json()) as { token: string }
    expect(await codeOf((await scriptDevice(token, address)).res)).toBe('step_up_required')
    expect(await walletRows()).toEqual(before)
  })

  it('the remaining risk, as it is: a new device needs a code made for that key (to a method older than the session, or MFA); a code for anything else does not do', async () => {
    // a person signs in again on another device, days later: the script on that page holds the new token
    const { user, address } = await userWithWallet()
    server.advance(86_400)
    const again = await loginOn(server, user.email)
    const before = await walletRows()
    const script = await scriptDevice(again.token, address)
    expect(await script.res.json()).toMatchObject({
      code: 'step_up_required',
      step_up_methods: ['email'],
      grant: { action: 'device_register', target: script.own.thumbprint },
    })
    expect(await walletRows()).toEqual(before)
    // a code the person typed for something else (a link) approves nothing here
    await call('POST', '/api/v1/step_up/init', again.token, {}, { type: 'email' })
    const other = await call(
      'POST',
      '/api/v1/step_up/verify',
      again.token,
      {},
      { type: 'email', code: await readCode(server, user.email), action: 'link', target: 'passkey' },
    )
    expect(other.status).toBe(200)
    expect(await codeOf((await scriptDevice(again.token, address)).res)).toBe('step_up_required')
    // what remains: the person typing the code of a prompt for the script's own key approves it (the prompt says
    // 'add this device to your wallet'; the email hears of the new device)
    await call('POST', '/api/v1/step_up/init', again.token, {}, { type: 'email' })
    const own = await createDeviceKey()
    const approve = await call(
      'POST',
      '/api/v1/step_up/verify',
      again.token,
      {},
      {
        type: 'email',
        code: await readCode(server, user.email),
        action: 'device_register',
        target: own.thumbprint,
      },
    )
    expect(approve.status).toBe(200)
    const added = await call('POST', path(address, '/devices'), again.token, {
      dpop: await proofFor(own, 'POST', path(address, '/devices'), again.token),
    })
    expect(added.status).toBe(200)
    const [notice] = await storage().listOutbox({ to: user.email, kind: 'notice', limit: 1 })
    expect(notice).toMatchObject({ flow: 'notice:wallet_device_added' })

    // with an authenticator enrolled: MFA, made for that key
    const latch = createClient(server)
    await latch.ready()
    const email = `mfa-keys-${Date.now()}@example.com`
    await latch.initLoginWithEmail(email)
    await latch.loginWithCode(await readCode(server, email))
    const first = (await latch.getAccessToken()) as string
    const serverNow = () => server.server.deps.config.now()
    // the first MFA method: a grant by a code to the email
    await call('POST', '/api/v1/step_up/init', first, {}, { type: 'email' })
    await call(
      'POST',
      '/api/v1/step_up/verify',
      first,
      {},
      { type: 'email', code: await readCode(server, email), action: 'mfa_enroll', target: 'totp' },
    )
    const init = (await (await call('POST', '/api/v1/mfa/totp/init', first, {}, {})).json()) as {
      secret: string
    }
    const totp = (ms = serverNow()) =>
      new TOTP({ secret: Secret.fromBase32(init.secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate(
        {
          timestamp: ms,
        },
      )
    expect((await call('POST', '/api/v1/mfa/totp/enroll', first, {}, { code: totp() })).status).toBe(200)
    const { address: mfaWallet } = await frameDevice(server).wallet.create(first)
    const second = await loginOn(server, email)
    const mfaScript = await scriptDevice(second.token, mfaWallet)
    expect(await mfaScript.res.json()).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'device_register', target: mfaScript.own.thumbprint },
    })
    // a code typed to approve a signature does not register a device
    const sign = await call(
      'POST',
      '/api/v1/mfa/totp/verify',
      second.token,
      {},
      {
        code: totp(serverNow() + 30_000),
        action: 'wallet_sign',
        target: `${mfaWallet.toLowerCase()}:${'ab'.repeat(32)}`,
      },
    )
    expect(sign.status).toBe(200)
    expect(await codeOf((await scriptDevice(second.token, mfaWallet)).res)).toBe('missing_or_invalid_mfa')
  })
})

describe('device proofs', () => {
  it('a proof signed by a key registered for another wallet, or replayed, or from another session, is 401', async () => {
    const a = await userWithWallet()
    const b = await userWithWallet()
    const bKey = (await b.device.record(b.user.userId, b.address)) as DeviceRecord
    const authShare = path(a.address, '/auth_share')
    // b's registered key, a good nonce of a's session, a's route and token: not a's device
    const foreign = await call('GET', authShare, a.user.token, {
      dpop: await proofFor(bKey, 'GET', authShare, a.user.token),
    })
    expect(foreign.status).toBe(401)
    expect(await codeOf(foreign)).toBe('unknown_device_key')

    // replay of the frame's own proof
    await a.device.wallet.connect(a.user.token, a.address)
    const used = a.device.proofs.filter((p) => p.url.includes('/auth_share')).at(-1) as { dpop: string }
    const replay = await call('GET', authShare, a.user.token, { dpop: used.dpop })
    expect(replay.status).toBe(401)
    expect(await codeOf(replay)).toBe('use_dpop_nonce')
    expect(replay.headers.get('dpop-nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/)

    // a's key and token, a nonce issued to a's other session
    const aKey = (await a.device.record(a.user.userId, a.address)) as DeviceRecord
    const other = await loginOn(server, a.user.email)
    const otherSessionNonce = await challenge(other.token)
    const crossSession = await call('GET', authShare, a.user.token, {
      dpop: await proofFor(aKey, 'GET', authShare, a.user.token, { nonce: otherSessionNonce }),
    })
    expect(crossSession.status).toBe(401)
    expect(await codeOf(crossSession)).toBe('use_dpop_nonce')

    // an expired nonce
    const old = await challenge(a.user.token)
    server.advance(121)
    const expired = await call('GET', authShare, a.user.token, {
      dpop: await proofFor(aKey, 'GET', authShare, a.user.token, { nonce: old }),
    })
    expect(expired.status).toBe(401)
    expect(await codeOf(expired)).toBe('use_dpop_nonce')

    // a proof for another route, or made for another access token
    const forRecovery = await proofFor(aKey, 'GET', path(a.address, '/recovery_share'), a.user.token)
    const wrongRoute = await call('GET', authShare, a.user.token, { dpop: forRecovery })
    expect(await codeOf(wrongRoute)).toBe('invalid_device_proof')
    const forOtherToken = await proofFor(aKey, 'GET', authShare, other.token)
    const wrongToken = await call('GET', authShare, a.user.token, { dpop: forOtherToken })
    expect(await codeOf(wrongToken)).toBe('invalid_device_proof')

    // and the good one still works once
    const good = await proofFor(aKey, 'GET', authShare, a.user.token)
    const released = await call('GET', `${authShare}?share_version=1`, a.user.token, { dpop: good })
    expect(released.status).toBe(200)
    expect(((await released.json()) as { auth_share: string }).auth_share).toMatch(/^[A-Za-z0-9_-]{44}$/)
    expect((await call('GET', `${authShare}?share_version=1`, a.user.token, { dpop: good })).status).toBe(401)
  })

  it('the owner lists and revokes devices from the host page, with a grant for that device; a revoked device is no longer on the device', async () => {
    const { user, device, address } = await userWithWallet()
    const listed = await call('GET', path(address, '/devices'), user.token, {
      origin: 'http://127.0.0.1:5173',
    })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const { devices } = (await listed.json()) as { devices: Array<{ id: string; thumbprint: string }> }
    const record = (await device.record(user.userId, address)) as DeviceRecord
    expect(devices.map((d) => d.thumbprint)).toEqual([record.thumbprint])
    const other = await login()
    expect((await call('GET', path(address, '/devices'), other.token)).status).toBe(404)
    expect((await call('DELETE', path(address, `/devices/${devices[0]?.id}`), other.token)).status).toBe(404)

    const id = devices[0]?.id as string
    const revoke = () =>
      call('DELETE', path(address, `/devices/${id}`), user.token, { origin: 'http://127.0.0.1:5173' })
    // a revocation needs a grant `device_revoke <id>` (a script holding the token cannot cut the person off)
    const refused = await revoke()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      code: 'step_up_required',
      grant: { action: 'device_revoke', target: id },
    })
    await call('POST', '/api/v1/step_up/init', user.token, {}, { type: 'email' })
    const grant = await call(
      'POST',
      '/api/v1/step_up/verify',
      user.token,
      {},
      { type: 'email', code: await readCode(server, user.email), action: 'device_revoke', target: id },
    )
    expect(grant.status).toBe(200)
    const revoked = await revoke()
    expect(revoked.status).toBe(200)
    expect(((await revoked.json()) as { devices: unknown[] }).devices).toEqual([])
    const [notice] = await storage().listOutbox({ to: user.email, kind: 'notice', limit: 1 })
    expect(notice).toMatchObject({ flow: 'notice:wallet_device_revoked' })
    // the frame's key is dead: a reloaded frame is not on the device any more (it recovers as a new device, with a
    // grant for its new key: see 'the remaining risk')
    const reloaded = frameDevice(server, { devices: device.store })
    expect((await frameError(reloaded.wallet.connect(user.token, address))).type).toBe('wallet_not_on_device')
    expect(await storage().listWalletDevices(APP_ID, user.userId)).toEqual([])
    expect(record.thumbprint).toBeTruthy()
  })

  it('malformed proofs, unknown keys and bad input: a coded 4xx, never a 500, nothing half-registered', async () => {
    const { user, address } = await userWithWallet()
    const before = await walletRows()
    const own = await createDeviceKey()
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
    const { exportJWK, generateKeyPair, SignJWT } = await import('jose')
    const pair = await generateKeyPair('ES256', { extractable: true })
    const privateJwk = await exportJWK(pair.privateKey)
    const nonce = await challenge(user.token)
    const claims = { htm: 'GET', htu: url(path(address, '/auth_share')), nonce, ath: 'x', jti: 'j', iat: 1 }
    const proofs = [
      '',
      'a.b.c',
      'x'.repeat(5000),
      `${b64({ alg: 'none', typ: 'dpop+jwt' })}.${b64(claims)}.`,
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'dpop+jwt' })
        .sign(new Uint8Array(32)),
      // a private key in the header
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: privateJwk })
        .sign(pair.privateKey),
      // the right key type, the wrong typ
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', jwk: await exportJWK(pair.publicKey) })
        .sign(pair.privateKey),
      await signProof(own, {
        htm: 'POST',
        htu: url(path(address, '/auth_share')),
        nonce,
        accessToken: user.token,
      }),
    ]
    for (const dpop of proofs) {
      const res = await call('GET', path(address, '/auth_share'), user.token, dpop ? { dpop } : {})
      expect(res.status).toBe(401)
      expect(['missing_device_proof', 'invalid_device_proof']).toContain(await codeOf(res))
    }
    const devicesPath = path(address, '/devices')
    const bad: Array<[string, RequestInit['body'], Record<string, string>, number]> = [
      ['not json', '{', { 'content-type': 'application/json' }, 400],
      [
        'signature not hex',
        JSON.stringify({ recovery_signature: 'zz' }),
        { 'content-type': 'application/json' },
        400,
      ],
      ['too large', JSON.stringify({ pad: 'x'.repeat(70_000) }), { 'content-type': 'application/json' }, 413],
    ]
    for (const [, body, headers, status] of bad) {
      const res = await fetch(url(devicesPath), {
        method: 'POST',
        body,
        headers: {
          'privy-app-id': APP_ID,
          authorization: `Bearer ${user.token}`,
          dpop: await proofFor(own, 'POST', devicesPath, user.token),
          ...headers,
        },
      })
      expect(res.status).toBe(status)
      expect(typeof (await codeOf(res))).toBe('string')
    }
    expect((await call('GET', path(address, '/auth_share?share_version=abc'), user.token)).status).toBe(401)
    expect((await call('GET', path('0x0000000000000000000000000000000000000001'), user.token)).status).toBe(
      404,
    )
    expect((await call('GET', '/api/v1/embedded_wallets/not-an-address', user.token)).status).toBe(400)
    expect(await walletRows()).toEqual(before)
  })
})

describe('a wallet proves its key when it is registered', () => {
  /** What a script would post to register `address` for the token's user, signing with `signer`. */
  async function registration(
    user: { token: string; userId: string },
    address: `0x${string}`,
    signer: `0x${string}`,
    options: { nonce?: string } = {},
  ) {
    const own = await createDeviceKey()
    const nonce = await challenge(user.token)
    const shares = await splitPrivateKey(generatePrivateKey())
    const message = attestationMessage('register-wallet', {
      appId: APP_ID,
      userId: user.userId,
      address,
      deviceKey: own.thumbprint,
      nonce: options.nonce ?? nonce,
    })
    const body = {
      address,
      auth_share: shares.auth,
      recovery_method: 'privy',
      recovery_share: `v1.key.${'A'.repeat(16)}.${'B'.repeat(66)}`,
      signature: await privateKeyToAccount(signer).signMessage({ message }),
    }
    return call(
      'POST',
      '/api/v1/embedded_wallets',
      user.token,
      { dpop: await proofFor(own, 'POST', '/api/v1/embedded_wallets', user.token, { nonce }) },
      body,
    )
  }

  /** Logs in with SIWE from `privateKey`'s wallet, through core. */
  async function siweLogin(privateKey: `0x${string}`) {
    const { location } = createFakeLocation(PAGE)
    const latch = createClient(server, { location })
    await latch.ready()
    const ctx = getLatchContext(latch)
    const provider = createTestWalletProvider({ privateKey, rejectSignatures: false })
    const wallets = createWallets({ env: ctx.env, messages: ctx.messages, $config: ctx.$config })
    const wallet = await wallets.connect(
      createEip1193Connector({
        id: 'test-wallet',
        name: 'Latch Test Wallet',
        provider,
        connectorType: 'injected',
        walletClientType: 'metamask',
        clock: ctx.env.clock,
      }),
    )
    const credentials = await createSiweCredentials(
      { api: ctx.api, env: ctx.env, messages: ctx.messages },
      wallet,
    )
    return submitSiweCredentials(ctx, credentials, 'login')
  }

  it("an address whose key the caller does not hold is refused; the victim's SIWE login reaches the victim's own account", async () => {
    const victimKey = generatePrivateKey()
    const victim = privateKeyToAccount(victimKey).address
    const attacker = await login()
    const before = await walletRows()
    // signed by the attacker's own key, or by nobody
    const forged = await registration(attacker, victim, generatePrivateKey())
    expect(forged.status).toBe(401)
    expect(await codeOf(forged)).toBe('invalid_wallet_signature')
    const unsigned = await call('POST', '/api/v1/embedded_wallets', attacker.token, {}, { address: victim })
    expect(unsigned.status).toBe(400)
    expect(await walletRows()).toEqual(before)
    expect(await storage().findAccount(APP_ID, 'wallet', victim.toLowerCase())).toBeNull()

    const { user, isNewUser } = await siweLogin(victimKey)
    expect(isNewUser).toBe(true)
    expect(user.id).not.toBe(attacker.userId)
    expect(user.wallet?.address.toLowerCase()).toBe(victim.toLowerCase())
    expect(user.wallet?.walletClientType).toBe('metamask')
  })

  it('an address linked to another user (as an external wallet) is refused even with its own signature', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const owner = await siweLogin(key)
    expect(owner.isNewUser).toBe(true)
    const other = await login()
    const res = await registration(other, address, key)
    expect(res.status).toBe(400)
    expect(await codeOf(res)).toBe('linked_to_another_user')
    expect(await storage().getEmbeddedWallet(APP_ID, other.userId)).toBeNull()
  })

  it('the signature is good once, for the nonce it names', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const user = await login()
    const stale = await challenge(user.token)
    const res = await registration(user, address, key, { nonce: stale })
    expect(res.status).toBe(401)
    expect(await codeOf(res)).toBe('invalid_wallet_signature')
    expect(await storage().getEmbeddedWallet(APP_ID, user.userId)).toBeNull()
    const ok = await registration(user, address, key)
    expect(ok.status).toBe(200)
    expect((await storage().getEmbeddedWallet(APP_ID, user.userId))?.address).toBe(address)
  })
})

describe('share release from a fresh frame reads the device store only', () => {
  it('a frame without the device record cannot sign; the same profile reloaded can', async () => {
    const { user, device, address } = await userWithWallet()
    expect((await frameError(frameDevice(server).wallet.connect(user.token, address))).type).toBe(
      'wallet_not_on_device',
    )
    expect(await frameDevice(server, { devices: device.store }).wallet.connect(user.token, address)).toEqual({
      address,
    })
    expect(await bearerGet(server, path(address, '/auth_share'), user.token).then((r) => r.status)).toBe(401)
  })
})
