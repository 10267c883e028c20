/** The data keyring: sealing under the current key, opening by kid across a rotation, codes, errors. */
import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeHash, codeHashes } from './crypto'
import { createDataCrypto, DataKeyError, dataKeyId, parsePreviousDataKeys } from './secrets'

const A = randomBytes(32)
const B = randomBytes(32)
const C = randomBytes(32)

/** A value in the first format ('v1.', no kid), made the way servers before the keyring sealed. */
function sealV1(key: Buffer, plain: string, context: string): string {
  const sealKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'latch seal v1', 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
}

const thrown = (f: () => unknown): DataKeyError => {
  try {
    f()
  } catch (error) {
    if (error instanceof DataKeyError) return error
    throw error
  }
  throw new Error('did not throw')
}

describe('data keyring', () => {
  it('seals under the current key as v2.<kid>.; opens after a rotation with the old key as previous', () => {
    const a = createDataCrypto(A)
    const sealed = a.seal('totp-secret', 'totp:u1')
    expect(sealed.startsWith(`v2.${dataKeyId(A)}.`)).toBe(true)
    expect(sealed).not.toContain('totp-secret')
    const rotated = createDataCrypto(B, [A])
    expect(rotated.open(sealed, 'totp:u1')).toBe('totp-secret')
    expect(rotated.isCurrent(sealed)).toBe(false)
    const resealed = rotated.seal(rotated.open(sealed, 'totp:u1'), 'totp:u1')
    expect(resealed.startsWith(`v2.${dataKeyId(B)}.`)).toBe(true)
    expect(rotated.isCurrent(resealed)).toBe(true)
    // B alone opens what B sealed, and nothing of A's
    expect(createDataCrypto(B).open(resealed, 'totp:u1')).toBe('totp-secret')
  })

  it('the kid is derived with HKDF: short, stable, distinct per key, and neither the key nor a plain hash', () => {
    const kid = dataKeyId(A)
    expect(kid).toMatch(/^[A-Za-z0-9_-]{11}$/)
    expect(dataKeyId(Buffer.from(A))).toBe(kid)
    expect(dataKeyId(B)).not.toBe(kid)
    expect(A.toString('base64url')).not.toContain(kid)
    expect(createHash('sha256').update(A).digest('base64url')).not.toContain(kid)
  })

  it('a value sealed with a key the ring lacks fails with a typed error naming its kid and the setting', () => {
    const sealed = createDataCrypto(C).seal('webhook', 'webhook-secret:app')
    const error = thrown(() => createDataCrypto(B, [A]).open(sealed, 'webhook-secret:app'))
    expect(error.code).toBe('data_key_missing')
    expect(error.kid).toBe(dataKeyId(C))
    expect(error.message).toContain(dataKeyId(C))
    expect(error.message).toContain('LATCH_DATA_KEY_PREVIOUS')
    for (const key of [A, B, C]) {
      expect(error.message).not.toContain(key.toString('base64url'))
      expect(error.message).not.toContain(key.toString('hex'))
    }
  })

  it('v1 values (no kid) open with the current key, else with each previous key; legacy plaintext reads as is', () => {
    const underA = sealV1(A, 'master', 'secret:m')
    expect(createDataCrypto(A).open(underA, 'secret:m')).toBe('master')
    expect(createDataCrypto(B, [C, A]).open(underA, 'secret:m')).toBe('master')
    expect(createDataCrypto(B, [C, A]).isCurrent(underA)).toBe(false)
    const error = thrown(() => createDataCrypto(B, [C]).open(underA, 'secret:m'))
    expect(error.code).toBe('sealed_value_invalid')
    expect(error.kid).toBeNull()
    expect(createDataCrypto(B).open('JBSWY3DPEHPK3PXP', 'totp:u1')).toBe('JBSWY3DPEHPK3PXP')
  })

  it('tampering, or opening under another context, still fails', () => {
    const ring = createDataCrypto(B, [A])
    const sealed = ring.seal('signing-key', 'signing_keys:app1')
    const body = sealed.slice(sealed.lastIndexOf('.') + 1)
    const raw = Buffer.from(body, 'base64url')
    raw[raw.length - 1] = (raw[raw.length - 1] as number) ^ 1
    const tampered = `${sealed.slice(0, sealed.lastIndexOf('.') + 1)}${raw.toString('base64url')}`
    expect(thrown(() => ring.open(tampered, 'signing_keys:app1')).code).toBe('sealed_value_invalid')
    expect(thrown(() => ring.open(sealed, 'signing_keys:app2')).code).toBe('sealed_value_invalid')
    // a v2 value relabelled with another key's kid does not open either
    const relabelled = sealed.replace(dataKeyId(B), dataKeyId(A))
    expect(thrown(() => ring.open(relabelled, 'signing_keys:app1')).code).toBe('sealed_value_invalid')
    expect(thrown(() => ring.open(sealV1(A, 'x', 'a').slice(0, -4), 'a')).code).toBe('sealed_value_invalid')
    expect(thrown(() => ring.open('v2.no-kid-here', 'a'))).toMatchObject({
      code: 'sealed_value_invalid',
      kid: null,
    })
  })

  it('a code hashed under the previous key verifies after a rotation; new codes use the current key', () => {
    const before = { data: createDataCrypto(A) }
    const after = { data: createDataCrypto(B, [A]) }
    const stored = codeHash(before, 'app', 'login:email', 'a@example.com', '123456')
    const candidates = codeHashes(after, 'app', 'login:email', 'a@example.com', '123456')
    expect(candidates).toHaveLength(2)
    expect(candidates).toContain(stored)
    expect(candidates[0]).toBe(codeHash(after, 'app', 'login:email', 'a@example.com', '123456'))
    expect(candidates[0]).not.toBe(stored)
    // once A is dropped, its codes no longer match (they have expired by then)
    expect(
      codeHashes({ data: createDataCrypto(B) }, 'app', 'login:email', 'a@example.com', '123456'),
    ).not.toContain(stored)
  })

  it('LATCH_DATA_KEY_PREVIOUS takes several keys, comma-separated, in every encoding; a bad one is refused', () => {
    const keys = parsePreviousDataKeys(
      ` ${A.toString('base64')}, ${B.toString('hex')},${C.toString('base64url')} `,
    )
    expect(keys.map((k) => k.toString('hex'))).toEqual([A, B, C].map((k) => k.toString('hex')))
    expect(parsePreviousDataKeys(undefined)).toEqual([])
    expect(parsePreviousDataKeys('')).toEqual([])
    expect(() => parsePreviousDataKeys(`${A.toString('base64')},short`)).toThrow(
      /LATCH_DATA_KEY_PREVIOUS.*32 bytes/,
    )
  })
})
