import { describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletError } from '../errors'
import { connectEmbeddedWallet, recoverEmbeddedWalletWithPassword } from './connect'

const ADDRESS = '0x000000000000000000000000000000000000dEaD'
const notOnDevice = () => new EmbeddedWalletError('wallet_not_on_device', 'not here')

function proxy(connect: () => Promise<{ address: string }>) {
  return { connect: vi.fn(connect), recover: vi.fn(async () => ({ address: ADDRESS })) }
}

describe('connectEmbeddedWallet', () => {
  it('a device with its share connects without recovery', async () => {
    const p = proxy(async () => ({ address: ADDRESS }))
    expect(
      await connectEmbeddedWallet(p, { accessToken: 't', address: ADDRESS, recoveryMethod: 'user-passcode' }),
    ).toEqual({
      status: 'connected',
      address: ADDRESS,
      recovered: false,
    })
    expect(p.recover).not.toHaveBeenCalled()
  })

  it("a new device recovers by itself with 'privy' recovery, and asks for the password with 'user-passcode'", async () => {
    const auto = proxy(async () => Promise.reject(notOnDevice()))
    expect(
      await connectEmbeddedWallet(auto, { accessToken: 't', address: ADDRESS, recoveryMethod: 'privy' }),
    ).toEqual({
      status: 'connected',
      address: ADDRESS,
      recovered: true,
    })
    expect(auto.recover).toHaveBeenCalledWith({ accessToken: 't', address: ADDRESS })
    const withPassword = proxy(async () => Promise.reject(notOnDevice()))
    expect(
      await connectEmbeddedWallet(withPassword, {
        accessToken: 't',
        address: ADDRESS,
        recoveryMethod: 'user-passcode',
      }),
    ).toEqual({ status: 'needs-recovery-password', address: ADDRESS })
    expect(withPassword.recover).not.toHaveBeenCalled()
  })

  it('other failures are rethrown; an unknown recovery method fails with a typed error', async () => {
    const mfa = new EmbeddedWalletError('missing_or_invalid_mfa', 'MFA verification failed, retry.')
    await expect(
      connectEmbeddedWallet(
        proxy(async () => Promise.reject(mfa)),
        { accessToken: 't', address: ADDRESS, recoveryMethod: 'privy' },
      ),
    ).rejects.toBe(mfa)
    await expect(
      connectEmbeddedWallet(
        proxy(async () => Promise.reject(notOnDevice())),
        { accessToken: 't', address: ADDRESS, recoveryMethod: null },
      ),
    ).rejects.toMatchObject({ code: 'unknown_embedded_wallet_error' })
  })
})

describe('recoverEmbeddedWalletWithPassword', () => {
  it.each(['invalid_recovery_pin', 'invalid_request_arguments'])(
    '%s shows the recovery message',
    async (type) => {
      const p = { recover: vi.fn(async () => Promise.reject(new EmbeddedWalletError(type, 'x'))) }
      await expect(
        recoverEmbeddedWalletWithPassword(p, {
          accessToken: 't',
          address: ADDRESS,
          recoveryPassword: 'nope12',
        }),
      ).rejects.toMatchObject({
        code: 'invalid_recovery_pin',
        message: 'Invalid recovery password, please try again.',
      })
    },
  )
})
