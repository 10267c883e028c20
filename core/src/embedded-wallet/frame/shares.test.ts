import fc from 'fast-check'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { legacyPasswordEnvelope } from '../../../../test/fixtures/wallet/legacy-envelope'
import { FrameError } from '../protocol'
import { fromBase64Url, toBase64Url } from './encoding'
import {
  decryptWithKey,
  decryptWithPassword,
  derivePasswordSecrets,
  encryptWithKey,
  encryptWithPassword,
  newPasswordSecrets,
  openWithPassword,
  PBKDF2_ITERATIONS,
  passwordParams,
  sealWithPassword,
} from './recovery-crypto'
import { combineShares, decodeShare, splitPrivateKey } from './shares'

const key32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => `0x${Buffer.from(b).toString('hex')}` as `0x${string}`)

async function typeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (e) {
    expect(e).toBeInstanceOf(FrameError)
    return (e as FrameError).type
  }
  throw new Error('expected a FrameError')
}

describe('2-of-3 key shares', () => {
  it('any two of the three shares rebuild the key, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(key32, async (key) => {
        const s = await splitPrivateKey(key)
        const all = [s.device, s.auth, s.recovery]
        for (const a of all) {
          for (const b of all) {
            if (a !== b) expect(await combineShares(a, b)).toBe(key)
          }
        }
      }),
      { numRuns: 40 },
    )
  })

  it('one share does not: used twice it is refused, and every share differs from the key', async () => {
    await fc.assert(
      fc.asyncProperty(key32, async (key) => {
        const s = await splitPrivateKey(key)
        for (const share of [s.device, s.auth, s.recovery]) {
          expect(await typeOf(combineShares(share, share))).toBe('error')
          expect(Buffer.from(decodeShare(share).subarray(0, 32)).toString('hex')).not.toBe(key.slice(2))
        }
      }),
      { numRuns: 40 },
    )
  })

  it('two splits of the same key do not mix: a share of one with a share of the other gives another key', async () => {
    const key = generatePrivateKey()
    const a = await splitPrivateKey(key)
    const b = await splitPrivateKey(key)
    const mixed = await combineShares(a.device, b.auth).catch(() => null)
    expect(mixed).not.toBe(key)
  })

  it('a tampered share rebuilds another key (so the address check catches it); a malformed one is a typed error', async () => {
    const key = generatePrivateKey()
    const s = await splitPrivateKey(key)
    const bytes = fromBase64Url(s.auth)
    bytes[0] = (bytes[0] as number) ^ 1
    const rebuilt = await combineShares(s.device, toBase64Url(bytes))
    expect(privateKeyToAccount(rebuilt).address).not.toBe(privateKeyToAccount(key).address)
    expect(await typeOf(combineShares(s.device, 'not base64!'))).toBe('error')
    expect(await typeOf(combineShares(s.device, toBase64Url(new Uint8Array(12))))).toBe('error')
  })
})

describe('recovery share encryption', () => {
  const address = '0x000000000000000000000000000000000000dEaD'
  const share = new Uint8Array(33).map((_, i) => i)

  it(`password: round trip with PBKDF2-SHA256 x ${PBKDF2_ITERATIONS}; a wrong password is invalid_recovery_pin`, async () => {
    const envelope = await encryptWithPassword(share, 'hunter2!', address)
    expect(envelope.split('.').slice(0, 3)).toEqual(['v2', 'pbkdf2-sha256', '600000'])
    expect(await decryptWithPassword(envelope, 'hunter2!', address)).toEqual(share)
    expect(await typeOf(decryptWithPassword(envelope, 'hunter3!', address))).toBe('invalid_recovery_pin')
  })

  it('the password derives the envelope key and a recovery proof key: the same for the same salt, unrelated otherwise', async () => {
    const secrets = await newPasswordSecrets('hunter2!')
    const envelope = await sealWithPassword(share, secrets, address)
    const params = passwordParams(envelope)
    expect(params).toMatchObject({ scheme: 'v2', iterations: PBKDF2_ITERATIONS })
    const again = await derivePasswordSecrets('hunter2!', params as NonNullable<typeof params>)
    expect(again.proofAddress).toBe(secrets.proofAddress)
    expect(privateKeyToAccount(again.proofKey).address).toBe(secrets.proofAddress)
    expect(await openWithPassword(envelope, again, address)).toEqual(share)
    const wrong = await derivePasswordSecrets('hunter3!', params as NonNullable<typeof params>)
    expect(wrong.proofAddress).not.toBe(secrets.proofAddress)
    expect(await typeOf(openWithPassword(envelope, wrong, address))).toBe('invalid_recovery_pin')
  })

  it('a v1 envelope (the PBKDF2 output as the AES key, wallets made before the split) still opens', async () => {
    const legacy = await legacyPasswordEnvelope(share, 'hunter2!', address)
    expect(await decryptWithPassword(legacy, 'hunter2!', address)).toEqual(share)
    expect(await typeOf(decryptWithPassword(legacy, 'hunter3!', address))).toBe('invalid_recovery_pin')
    const v1 = await derivePasswordSecrets(
      'hunter2!',
      passwordParams(legacy) as NonNullable<ReturnType<typeof passwordParams>>,
    )
    expect(v1.proofAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('a tampered envelope or one replayed for another wallet does not open; too few iterations are refused', async () => {
    const envelope = await encryptWithPassword(share, 'hunter2!', address)
    const parts = envelope.split('.')
    const ct = fromBase64Url(parts[5] as string)
    ct[3] = (ct[3] as number) ^ 0x80
    const tampered = [...parts.slice(0, 5), toBase64Url(ct)].join('.')
    expect(await typeOf(decryptWithPassword(tampered, 'hunter2!', address))).toBe('invalid_recovery_pin')
    expect(
      await typeOf(decryptWithPassword(envelope, 'hunter2!', '0x000000000000000000000000000000000000bEEF')),
    ).toBe('invalid_recovery_pin')
    const weak = ['v1', 'pbkdf2-sha256', '1000', ...parts.slice(3)].join('.')
    expect(await typeOf(decryptWithPassword(weak, 'hunter2!', address))).toBe('error')
    expect(await typeOf(decryptWithPassword('v1.garbage', 'hunter2!', address))).toBe('error')
  })

  it('recovery key: round trip; another key or a tampered envelope is a typed error', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const envelope = await encryptWithKey(share, key, address)
    expect(await decryptWithKey(envelope, key, address)).toEqual(share)
    expect(await typeOf(decryptWithKey(envelope, crypto.getRandomValues(new Uint8Array(32)), address))).toBe(
      'error',
    )
    const parts = envelope.split('.')
    const ct = fromBase64Url(parts[3] as string)
    ct[0] = (ct[0] as number) ^ 1
    expect(
      await typeOf(decryptWithKey([...parts.slice(0, 3), toBase64Url(ct)].join('.'), key, address)),
    ).toBe('error')
  })
})
