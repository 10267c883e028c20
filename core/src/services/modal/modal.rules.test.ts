import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOGIN_SCREENS, resolveScreen, SCREEN_NAMES } from '../../flows/list'
import type { User } from '../../user/types'
import { afterLoginDelay, shouldCreateWalletOnLogin } from './modal.rules'

const user = (wallet: 'none' | 'external' | 'embedded'): User =>
  ({
    id: 'u',
    createdAt: new Date(0),
    linkedAccounts: [],
    mfaMethods: [],
    customMetadata: {},
    isGuest: false,
    ...(wallet === 'none' ? {} : { wallet: { address: '0x1' } }),
    ...(wallet === 'embedded' ? { embeddedWallet: { address: '0x1' } } : {}),
  }) as User

const config = (createOnLogin: 'off' | 'all-users' | 'users-without-wallets') =>
  ({ embeddedWallets: { createOnLogin } }) as Parameters<typeof shouldCreateWalletOnLogin>[0]

describe('modal rules', () => {
  it('logged out, only login screens are shown; anything else is LANDING', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...SCREEN_NAMES), { nil: undefined }),
        fc.boolean(),
        (screen, authenticated) => {
          const shown = resolveScreen(screen, authenticated)
          if (!screen) return shown === 'LANDING'
          if (authenticated) return shown === screen
          return LOGIN_SCREENS.has(screen) ? shown === screen : shown === 'LANDING'
        },
      ),
    )
  })

  it('creates a wallet on login per createOnLogin', () => {
    expect(shouldCreateWalletOnLogin(config('off'), user('none'))).toBe(false)
    expect(shouldCreateWalletOnLogin(config('all-users'), user('external'))).toBe(true)
    expect(shouldCreateWalletOnLogin(config('all-users'), user('embedded'))).toBe(false)
    expect(shouldCreateWalletOnLogin(config('users-without-wallets'), user('none'))).toBe(true)
    expect(shouldCreateWalletOnLogin(config('users-without-wallets'), user('external'))).toBe(false)
  })

  it('waits 1400 ms, or 900 ms before wallet creation in a dialog', () => {
    expect(afterLoginDelay(false, false)).toBe(1400)
    expect(afterLoginDelay(false, true)).toBe(1400)
    expect(afterLoginDelay(true, false)).toBe(1400)
    expect(afterLoginDelay(true, true)).toBe(900)
  })
})
