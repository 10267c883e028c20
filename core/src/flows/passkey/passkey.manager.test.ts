import { describe, expect, it } from 'vitest'
import de from '../../locales/de'
import { messages, resolveMessages } from '../../messages'
import type { RouteContext } from '../../services/router/route.types'
import { isLastLoginMethod } from '../../user/login-methods'
import type { LinkedAccount, User } from '../../user/types'
import { routePasskey } from './passkey.route'
import { passkeyNameIssue, validatePasskeyName } from './passkey.rules'

const at = new Date('2026-11-26T12:00:00Z')
const verified = { verifiedAt: at, firstVerifiedAt: at, latestVerifiedAt: at }
const passkey = (credentialId: string): LinkedAccount => ({
  type: 'passkey',
  credentialId,
  name: credentialId,
  deviceType: 'multiDevice',
  backedUp: true,
  transports: ['internal'],
  enrolledInMfa: false,
  createdAt: at,
  lastUsedAt: null,
  ...verified,
})
const email: LinkedAccount = { type: 'email', address: 'ada@example.com', ...verified }
const embedded: LinkedAccount = {
  type: 'wallet',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  chainType: 'ethereum',
  chainId: 'eip155:1',
  walletClient: 'privy',
  walletClientType: 'privy',
  connectorType: 'embedded',
  recoveryMethod: 'privy',
  ...verified,
}
const userWith = (...linkedAccounts: LinkedAccount[]): User =>
  ({ id: 'u1', createdAt: at, linkedAccounts, mfaMethods: [] }) as unknown as User

describe('passkey names', () => {
  it.each([
    ['Work laptop', null],
    ['  Phone  ', null],
    ['x'.repeat(64), null],
    ['', 'passkey.nameRequired'],
    ['   ', 'passkey.nameRequired'],
    [42, 'passkey.nameRequired'],
    ['x'.repeat(65), 'passkey.nameTooLong'],
    // UTF-16 units, as the server counts: 33 emoji are 66 units
    ['🔑'.repeat(33), 'passkey.nameTooLong'],
    ['Tab\there', 'passkey.nameInvalid'],
    ['trailing newline\n', 'passkey.nameInvalid'],
  ])('%j: %s', (input, issue) => {
    expect(passkeyNameIssue(input)).toBe(issue)
  })

  it('validatePasskeyName answers the text, in English or in the catalogue given', () => {
    expect(validatePasskeyName('Laptop')).toBeNull()
    expect(validatePasskeyName('')).toBe('Enter a name for this passkey.')
    expect(validatePasskeyName('x'.repeat(65))).toBe('Use at most 64 characters.')
    expect(validatePasskeyName('x'.repeat(65), { ...messages, ...de } as never)).toBe(
      'Verwenden Sie höchstens 64 Zeichen.',
    )
    expect(validatePasskeyName('', resolveMessages({ 'passkey.nameRequired': 'Name it!' }))).toBe('Name it!')
  })
})

describe('isLastLoginMethod', () => {
  it('a passkey is the last login method when the only other account is the embedded wallet', () => {
    const only = passkey('a')
    expect(isLastLoginMethod(userWith(only), only)).toBe(true)
    expect(isLastLoginMethod(userWith(only, embedded), only)).toBe(true)
    expect(isLastLoginMethod(userWith(only, email), only)).toBe(false)
    expect(isLastLoginMethod(userWith(only, passkey('b')), only)).toBe(false)
  })
})

describe('routePasskey and LINK_PASSKEY_SCREEN', () => {
  const context = (screen: string) =>
    ({
      config: { embeddedWallets: {} },
      appConfig: null,
      messages,
      authenticated: true,
      modal: {
        step: 'open',
        open: true,
        screen,
        data: null,
        landingView: 'default',
      } as RouteContext['modal'],
    }) as never
  const awaiting = { step: 'awaiting', mode: 'link', conditional: false } as const
  const done = { step: 'done', mode: 'link', user: userWith(email, passkey('a')) } as const

  it('a passkey added from the list leaves the modal on the list: no waiting screen, no closing after it', () => {
    expect(routePasskey({ step: 'idle' }, awaiting, context('LINK_PASSKEY_SCREEN'))).toBeNull()
    expect(routePasskey(awaiting, done, context('LINK_PASSKEY_SCREEN'))).toBeNull()
  })

  it('a passkey added from elsewhere still shows the waiting screen, then the after-login step', () => {
    expect(routePasskey({ step: 'idle' }, awaiting, context('LANDING'))).toMatchObject({
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSKEY_SCREEN', data: { mode: 'link' } },
    })
    expect(routePasskey(awaiting, done, context('AWAITING_PASSKEY_SCREEN'))).toMatchObject({
      kind: 'afterLogin',
    })
  })
  it('a new passkey cancelled on the waiting screen goes to the passkey list; a cancelled login to the landing list', () => {
    const waiting = context('AWAITING_PASSKEY_SCREEN')
    expect(routePasskey(awaiting, { step: 'cancelled', mode: 'link' }, waiting)).toEqual({
      kind: 'navigate',
      entry: { screen: 'LINK_PASSKEY_SCREEN', data: null },
      onlyIfOpen: true,
    })
    const loginAwaiting = { step: 'awaiting', mode: 'login', conditional: false } as const
    expect(routePasskey(loginAwaiting, { step: 'cancelled', mode: 'login' }, waiting)).toMatchObject({
      entry: { screen: 'LANDING' },
    })
  })
})
