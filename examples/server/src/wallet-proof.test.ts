/**
 * Device proofs name this server in `htu`: its configured public URL, never whatever the request's Host header
 * says (the node server builds the request URL from Host, so a forged Host would let a proof made for another
 * origin pass).
 */

import { createDeviceKey, signProof } from '@latch/core/protocol'
import { describe, expect, it } from 'vitest'
import { APP_ID, createTestServer, errorOf } from './testing'
import { registerWallet, TEST_SERVER_ORIGIN } from './wallet-testing'

describe('device proofs: htu', () => {
  it('a proof for a forged Host is refused; the configured public URL is accepted', async () => {
    const t = await createTestServer()
    const { token } = await t.loginEmail('htu@example.com')
    const { res, address, key } = await registerWallet(t, token)
    expect(res.status).toBe(200)
    const path = `/api/v1/embedded_wallets/${address.toLowerCase()}/auth_share`
    /** GET auth_share at `origin` (as a request whose Host header names it), with a proof naming `htu`. */
    const call = async (origin: string, htu: string) => {
      const challenge = await t.post('/api/v1/embedded_wallets/challenge', {}, { token })
      const { nonce } = (await challenge.json()) as { nonce: string }
      const dpop = await signProof(key, { htm: 'GET', htu: `${htu}${path}`, nonce, accessToken: token })
      return t.app.request(`${origin}${path}?share_version=1`, {
        headers: {
          'privy-app-id': APP_ID,
          authorization: `Bearer ${token}`,
          dpop,
          'x-forwarded-for': '10.0.0.1',
        },
      })
    }
    // Host: evil.example, and a proof made for http://evil.example
    const forged = await call('http://evil.example', 'http://evil.example')
    expect(await errorOf(forged)).toMatchObject({ status: 401, code: 'invalid_device_proof' })
    // the same request with a proof naming the configured public URL passes
    expect(t.deps.config.publicUrl).toBe(TEST_SERVER_ORIGIN)
    const good = await call('http://evil.example', TEST_SERVER_ORIGIN)
    expect(good.status).toBe(200)
    // a key that is not registered still gets nowhere with the right htu
    const other = await createDeviceKey()
    const challenge = await t.post('/api/v1/embedded_wallets/challenge', {}, { token })
    const { nonce } = (await challenge.json()) as { nonce: string }
    const stranger = await t.app.request(`${TEST_SERVER_ORIGIN}${path}`, {
      headers: {
        'privy-app-id': APP_ID,
        authorization: `Bearer ${token}`,
        dpop: await signProof(other, {
          htm: 'GET',
          htu: `${TEST_SERVER_ORIGIN}${path}`,
          nonce,
          accessToken: token,
        }),
        'x-forwarded-for': '10.0.0.1',
      },
    })
    expect(await errorOf(stranger)).toMatchObject({ status: 401, code: 'unknown_device_key' })
  })
})
