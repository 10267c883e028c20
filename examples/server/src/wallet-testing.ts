/**
 * Route-test helpers for the embedded wallet: register a wallet and call the share routes the way the wallet frame
 * does (a device key, a fresh nonce, a device proof; the wallet key signs its registration). For `app.request()`
 * servers made by `createTestServer` (their public URL is http://127.0.0.1:8787).
 */

import { attestationMessage, createDeviceKey, type DeviceKey, signProof } from '@latch/core/protocol'
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { TestServer } from './testing'

/** The origin the test server answers as (`publicUrl`), which device proofs name in `htu`. */
export const TEST_SERVER_ORIGIN = 'http://127.0.0.1:8787'

async function nonceFor(t: TestServer, token: string): Promise<string> {
  const res = await t.post('/api/v1/embedded_wallets/challenge', {}, { token })
  if (res.status !== 200) throw new Error(`challenge ${res.status} ${await res.text()}`)
  return ((await res.json()) as { nonce: string }).nonce
}

/** A request as the frame makes it: a fresh nonce, then a device proof for this method and path. */
export async function frameCall(
  t: TestServer,
  token: string,
  key: DeviceKey,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const dpop = await signProof(key, {
    htm: method,
    htu: `${TEST_SERVER_ORIGIN}${path.split('?')[0]}`,
    nonce: await nonceFor(t, token),
    accessToken: token,
  })
  const opts = { token, headers: { dpop, ...headers } }
  return method === 'GET' ? t.get(path, opts) : t.post(path, body, opts)
}

/**
 * Registers an automatic-recovery wallet for the token's user the way the frame does (placeholder shares; the
 * server never opens them here). `overrides` replace body fields (to send bad input).
 */
export async function registerWallet(
  t: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ res: Response; address: `0x${string}`; key: DeviceKey }> {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const key = await createDeviceKey()
  const nonce = await nonceFor(t, token)
  const message = attestationMessage('register-wallet', {
    appId: decodeJwt(token).aud as string,
    userId: decodeJwt(token).sub as string,
    address: wallet.address,
    deviceKey: key.thumbprint,
    nonce,
  })
  const dpop = await signProof(key, {
    htm: 'POST',
    htu: `${TEST_SERVER_ORIGIN}/api/v1/embedded_wallets`,
    nonce,
    accessToken: token,
  })
  const res = await t.post(
    '/api/v1/embedded_wallets',
    {
      address: wallet.address,
      auth_share: 'A'.repeat(44),
      recovery_method: 'privy',
      recovery_share: `v1.key.${'B'.repeat(16)}.${'C'.repeat(66)}`,
      signature: await wallet.signMessage({ message }),
      ...overrides,
    },
    { token, headers: { dpop } },
  )
  return { res, address: wallet.address, key }
}
