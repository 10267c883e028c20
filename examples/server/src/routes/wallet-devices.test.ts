/**
 * The recovery-password guess budget of a password wallet, on both engines: every try is claimed before its
 * signature is checked (one atomic statement per budget), so concurrent tries never check more than the budget;
 * per new device key, with a per-wallet ceiling whose spending sends the owner a notice; and refused proofs cannot
 * mint nonces without end.
 */

import { attestationMessage, createDeviceKey, type DeviceKey, signProof } from '@latch/core/protocol'
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ENGINES, testServerOn } from '../engines-testing'
import { APP_ID, errorOf, type TestServer } from '../testing'
import { CHALLENGE_RATE } from '../wallet-proof'
import { TEST_SERVER_ORIGIN } from '../wallet-testing'
import { RECOVERY_GUESS_PER_DEVICE, RECOVERY_GUESS_RATE } from './wallet-devices'

const RELAXED = {
  authPerIp: { max: 10_000, windowSeconds: 60 },
  refreshPerIp: { max: 10_000, windowSeconds: 60 },
}

async function nonce(t: TestServer, token: string): Promise<string> {
  const res = await t.post('/api/v1/embedded_wallets/challenge', {}, { token })
  if (res.status !== 200) throw new Error(`challenge ${res.status} ${await res.text()}`)
  return ((await res.json()) as { nonce: string }).nonce
}

/** A password wallet for the token's user, its recovery proof key being `proof` (what the password derives). */
async function passwordWallet(t: TestServer, token: string) {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const proof = privateKeyToAccount(generatePrivateKey())
  const key = await createDeviceKey()
  const n = await nonce(t, token)
  const claims = decodeJwt(token)
  const message = attestationMessage('register-wallet', {
    appId: claims.aud as string,
    userId: claims.sub as string,
    address: wallet.address,
    deviceKey: key.thumbprint,
    recoveryAddress: proof.address,
    nonce: n,
  })
  const dpop = await signProof(key, {
    htm: 'POST',
    htu: `${TEST_SERVER_ORIGIN}/api/v1/embedded_wallets`,
    nonce: n,
    accessToken: token,
  })
  const res = await t.post(
    '/api/v1/embedded_wallets',
    {
      address: wallet.address,
      auth_share: 'A'.repeat(44),
      recovery_method: 'user-passcode',
      recovery_share: `v2.pbkdf2-sha256.600000.${'S'.repeat(22)}.${'I'.repeat(16)}.${'C'.repeat(66)}`,
      recovery_address: proof.address,
      signature: await wallet.signMessage({ message }),
    },
    { token, headers: { dpop } },
  )
  expect(res.status).toBe(200)
  return { address: wallet.address, proof }
}

/** One try at registering `key` with a recovery signature by `signer` (the right proof key, or a wrong guess). */
async function tryDevice(
  t: TestServer,
  token: string,
  address: `0x${string}`,
  key: DeviceKey,
  signer: ReturnType<typeof privateKeyToAccount>,
  n: string,
) {
  const path = `/api/v1/embedded_wallets/${address.toLowerCase()}/devices`
  const claims = decodeJwt(token)
  const message = attestationMessage('add-device', {
    appId: claims.aud as string,
    userId: claims.sub as string,
    address,
    deviceKey: key.thumbprint,
    nonce: n,
  })
  const dpop = await signProof(key, {
    htm: 'POST',
    htu: `${TEST_SERVER_ORIGIN}${path}`,
    nonce: n,
    accessToken: token,
  })
  return t.post(
    path,
    { recovery_signature: await signer.signMessage({ message }) },
    { token, headers: { dpop } },
  )
}

const codes = async (answers: Response[]) =>
  Promise.all(answers.map(async (res) => `${res.status} ${(await errorOf(res)).code}`))
const count = (list: string[], value: string) => list.filter((x) => x === value).length

describe.each(ENGINES)('recovery-password guesses (%s)', { timeout: 60_000 }, (engine) => {
  it(`40 concurrent wrong guesses with one device key: exactly ${RECOVERY_GUESS_PER_DEVICE.max} checked`, async () => {
    const t = await testServerOn(engine, { rateLimits: RELAXED })
    const { token } = await t.loginEmail(`guess-one-${engine}@example.com`)
    const { address } = await passwordWallet(t, token)
    const key = await createDeviceKey()
    const wrong = privateKeyToAccount(generatePrivateKey())
    const nonces = await Promise.all(Array.from({ length: 40 }, () => nonce(t, token)))
    const answers = await codes(
      await Promise.all(nonces.map((n) => tryDevice(t, token, address, key, wrong, n))),
    )
    expect(count(answers, '403 invalid_recovery_password')).toBe(RECOVERY_GUESS_PER_DEVICE.max)
    expect(count(answers, '429 rate_limited')).toBe(40 - RECOVERY_GUESS_PER_DEVICE.max)
  })

  it(`40 concurrent wrong guesses with 40 device keys: exactly ${RECOVERY_GUESS_RATE.max} checked, one notice; a fresh MFA session still recovers`, async () => {
    const t = await testServerOn(engine, { rateLimits: RELAXED })
    const email = `guess-many-${engine}@example.com`
    const { token } = await t.loginEmail(email)
    const { address, proof } = await passwordWallet(t, token)
    const wrong = privateKeyToAccount(generatePrivateKey())
    const keys = await Promise.all(Array.from({ length: 40 }, () => createDeviceKey()))
    const nonces = await Promise.all(keys.map(() => nonce(t, token)))
    const answers = await codes(
      await Promise.all(keys.map((key, i) => tryDevice(t, token, address, key, wrong, nonces[i] as string))),
    )
    expect(count(answers, '403 invalid_recovery_password')).toBe(RECOVERY_GUESS_RATE.max)
    expect(count(answers, '429 rate_limited')).toBe(40 - RECOVERY_GUESS_RATE.max)
    // the owner heard of it, once
    const notices = await t.deps.storage.listOutbox({ to: email, kind: 'notice', limit: 10 })
    expect(notices.filter((m) => m.flow === 'notice:recovery_guesses_exhausted')).toHaveLength(1)
    const events = await t.deps.storage.listSecurityEvents({ type: 'recovery_guesses_exhausted', limit: 10 })
    expect(events).toHaveLength(1)
    // the right password waits too ...
    const owner = await createDeviceKey()
    const refused = await tryDevice(t, token, address, owner, proof, await nonce(t, token))
    expect(await errorOf(refused)).toMatchObject({ status: 429, code: 'rate_limited' })
    // ... unless the session has a fresh MFA verification: it has a budget of its own
    await t.deps.storage.setSessionMfaVerified(
      decodeJwt(token).sid as string,
      Math.floor(t.deps.config.now() / 1000),
    )
    const recovered = await tryDevice(t, token, address, owner, proof, await nonce(t, token))
    expect(recovered.status).toBe(200)
  })

  it('300 refused proofs: the nonces handed out stay within the challenge limit', async () => {
    const t = await testServerOn(engine, { rateLimits: RELAXED })
    const { token } = await t.loginEmail(`nonces-${engine}@example.com`)
    const { address } = await passwordWallet(t, token)
    const before = (await t.fingerprint()).wallet_challenges as number
    const key = await createDeviceKey()
    const wrong = privateKeyToAccount(generatePrivateKey())
    let handedOut = 0
    const statuses: number[] = []
    for (let i = 0; i < 300; i++) {
      // a proof over a nonce this server never issued: refused with use_dpop_nonce (and, before, a fresh nonce)
      const res = await tryDevice(t, token, address, key, wrong, `made-up-nonce-${i}`)
      statuses.push(res.status)
      if (res.headers.get('dpop-nonce')) handedOut++
    }
    const minted = ((await t.fingerprint()).wallet_challenges as number) - before
    expect(handedOut).toBeLessThanOrEqual(CHALLENGE_RATE.max)
    expect(minted).toBeLessThanOrEqual(CHALLENGE_RATE.max)
    expect(statuses.filter((s) => s === 401).length).toBe(handedOut)
    expect(statuses.filter((s) => s === 429).length).toBe(300 - handedOut)
    // a minute later the frame gets nonces again
    t.advance(CHALLENGE_RATE.windowSeconds)
    expect(await nonce(t, token)).toBeTruthy()
    expect(APP_ID).toBe(decodeJwt(token).aud)
  })
})
