import { describe, expect, it } from 'vitest'
import { ApiError, LatchError } from '../../errors'
import { messages } from '../../messages'
import type { RouteContext } from '../../services/router/route.types'
import type { User } from '../../user/types'
import { routeGuest } from './guest.route'
import { guestError, guestRefusal } from './guest.rules'

const guest: User = {
  id: 'u',
  createdAt: new Date(0),
  linkedAccounts: [],
  mfaMethods: [],
  customMetadata: {},
  isGuest: true,
}

const context = (createOnLogin: 'off' | 'users-without-wallets') =>
  ({
    config: { embeddedWallets: { createOnLogin } },
    appConfig: null,
    messages,
    authenticated: false,
    modal: {
      step: 'open',
      open: true,
      screen: 'LANDING',
      data: null,
      landingView: 'default',
    } as RouteContext['modal'],
  }) as unknown as RouteContext

describe('guest rules', () => {
  it('refuses a guest login when someone is logged in, or when the app has guests off; else none', () => {
    expect(guestRefusal({ authenticated: true, enabled: true }, messages)?.code).toBe('already_authenticated')
    expect(guestRefusal({ authenticated: false, enabled: false }, messages)).toMatchObject({
      code: 'guest_disabled',
      message: 'Guest accounts are not enabled for this app.',
    })
    expect(guestRefusal({ authenticated: false, enabled: true }, messages)).toBeNull()
  })

  it('keeps a coded error (the server’s 429 reads as it came), makes anything else a retryable guest_failed', () => {
    const limited = new ApiError('rate_limited', 'Too many requests', { status: 429 })
    expect(guestError(limited, messages)).toBe(limited)
    const other = guestError(new TypeError('boom'), messages)
    expect(other).toBeInstanceOf(LatchError)
    expect(other).toMatchObject({ code: 'guest_failed', retryable: true, message: 'Something went wrong' })
  })
})

describe('guest route', () => {
  it('a finished guest login goes on to the after-login step: a wallet when the app makes one on login', () => {
    const done = { step: 'done', mode: 'login', user: guest } as const
    expect(routeGuest({ step: 'creating' }, done, context('users-without-wallets'))).toEqual({
      kind: 'afterLogin',
      createWallet: true,
    })
    expect(routeGuest({ step: 'creating' }, done, context('off'))).toEqual({
      kind: 'afterLogin',
      createWallet: false,
    })
    // once only
    expect(routeGuest(done, done, context('off'))).toBeNull()
  })

  it('a failure shows on the login failed screen, whose retry returns to the landing list; creating moves nothing', () => {
    const error = new LatchError('guest_failed', 'Something went wrong')
    expect(routeGuest({ step: 'idle' }, { step: 'creating' }, context('off'))).toBeNull()
    expect(
      routeGuest({ step: 'creating' }, { step: 'error', error, message: error.message }, context('off')),
    ).toEqual({
      kind: 'navigate',
      entry: {
        screen: 'LOGIN_FAILED_SCREEN',
        data: { message: 'Something went wrong', retryScreen: 'LANDING' },
      },
      onlyIfOpen: true,
    })
  })
})
