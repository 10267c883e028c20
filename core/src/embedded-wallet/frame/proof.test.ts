import { createHash } from 'node:crypto'
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { createMemoryDeviceStore, deviceRecordKey, pendingCreationKey } from './device-store'
import { accessTokenHash, createDeviceKey, PROOF_TYPE, publicJwk, signProof } from './proof'

describe('device keys and proofs', () => {
  it('a device key signs but cannot be exported, not even by the frame', async () => {
    const key = await createDeviceKey()
    expect(key.keyPair.privateKey.extractable).toBe(false)
    expect(key.keyPair.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    await expect(crypto.subtle.exportKey('jwk', key.keyPair.privateKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('pkcs8', key.keyPair.privateKey)).rejects.toThrow()
    const jwk = await publicJwk(key.keyPair)
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    expect(key.thumbprint).toBe(await calculateJwkThumbprint(jwk))
    expect(key.thumbprint).not.toBe((await createDeviceKey()).thumbprint)
  })

  it('a proof is an ES256 dpop+jwt with its public key in the header, bound to the route, nonce and token', async () => {
    const key = await createDeviceKey()
    const token = 'header.payload.signature'
    const proof = await signProof(key, {
      htm: 'GET',
      htu: 'http://127.0.0.1:8787/api/v1/embedded_wallets/0xabc/auth_share',
      nonce: 'n-1',
      accessToken: token,
      now: Date.UTC(2026, 10, 26),
    })
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: PROOF_TYPE,
      algorithms: ['ES256'],
    })
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'dpop+jwt' })
    expect(await calculateJwkThumbprint(protectedHeader.jwk as object)).toBe(key.thumbprint)
    expect(payload).toMatchObject({
      htm: 'GET',
      htu: 'http://127.0.0.1:8787/api/v1/embedded_wallets/0xabc/auth_share',
      nonce: 'n-1',
      ath: createHash('sha256').update(token).digest('base64url'),
      iat: Date.UTC(2026, 10, 26) / 1000,
    })
    expect(payload.jti).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await accessTokenHash(token)).toBe(payload.ath)
    // two proofs never share a jti
    const again = await jwtVerify(
      await signProof(key, { htm: 'GET', htu: 'http://x/', nonce: 'n', accessToken: token }),
      EmbeddedJWK,
    )
    expect(again.payload.jti).not.toBe(payload.jti)
  })

  it('the memory store keeps a device record as given (the same CryptoKey object), by app, user and address', async () => {
    const store = createMemoryDeviceStore()
    const key = await createDeviceKey()
    const id = deviceRecordKey('app', 'did:latch:1', '0xAbC')
    await store.put(id, { address: '0xAbC', ...key, share: 's', shareVersion: 1 })
    expect(id).toBe(deviceRecordKey('app', 'did:latch:1', '0xabc'))
    expect(id).not.toBe(deviceRecordKey('other-app', 'did:latch:1', '0xabc'))
    const back = await store.get<{ keyPair: CryptoKeyPair }>(id)
    expect(back?.keyPair.privateKey).toBe(key.keyPair.privateKey)
    expect(pendingCreationKey('app', 'did:latch:1')).not.toBe(id)
    await store.delete(id)
    expect(store.size).toBe(0)
  })
})
