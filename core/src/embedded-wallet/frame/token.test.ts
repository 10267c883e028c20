import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { FrameError } from '../protocol'
import { createTokenVerifier } from './token'

const APP = 'latchdemoapp0000000000001'
const NOW = Date.UTC(2026, 10, 26)

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid } }
}

function sign(
  k: { kid: string; privateKey: CryptoKey },
  claims: { aud?: string; exp?: number; sub?: string } = {},
) {
  const iat = Math.floor(NOW / 1000)
  return new SignJWT({ sid: 'ses_1' })
    .setProtectedHeader({ alg: 'ES256', kid: k.kid })
    .setAudience(claims.aud ?? APP)
    .setSubject(claims.sub ?? 'did:latch:alice')
    .setIssuedAt(iat)
    .setExpirationTime(claims.exp ?? iat + 3600)
    .sign(k.privateKey)
}

async function rejects(promise: Promise<unknown>) {
  await expect(promise).rejects.toBeInstanceOf(FrameError)
}

describe('frame token check', () => {
  it('accepts a token of this app signed by the server key; refuses other audiences, expiry and tampering', async () => {
    const k = await keyPair('k1')
    const loadJwks = vi.fn(async () => [k.jwk])
    const verify = createTokenVerifier({ appId: APP, loadJwks, now: () => NOW })
    expect(await verify(await sign(k))).toEqual({
      userId: 'did:latch:alice',
      expiresAt: Math.floor(NOW / 1000) + 3600,
    })
    await rejects(verify(await sign(k, { aud: 'latchotherapp000000000001' })))
    await rejects(verify(await sign(k, { exp: Math.floor(NOW / 1000) - 1 })))
    const [h, p, s] = (await sign(k)).split('.')
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'did:latch:mallory', aud: APP, exp: 9e9 }),
    ).toString('base64url')
    await rejects(verify(`${h}.${forgedPayload}.${s}`))
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    await rejects(verify(`${none}.${p}.`))
    await rejects(verify('not a token'))
    expect(loadJwks).toHaveBeenCalledTimes(1)
  })

  it('a token signed by another key is refused; a new key id reloads the key set once (rotation)', async () => {
    const old = await keyPair('k1')
    const next = await keyPair('k2')
    const stranger = await keyPair('k1')
    let published = [old.jwk]
    const loadJwks = vi.fn(async () => published)
    const verify = createTokenVerifier({ appId: APP, loadJwks, now: () => NOW })
    await verify(await sign(old))
    await rejects(verify(await sign(stranger)))
    published = [old.jwk, next.jwk]
    expect((await verify(await sign(next))).userId).toBe('did:latch:alice')
    expect(loadJwks).toHaveBeenCalledTimes(2)
  })
})
