import { describe, expect, it } from 'vitest'
import { ShapeError } from '../api/shapes'
import type { LinkedAccountJSON, UserJSON } from '../api/wire'
import { parseUser } from './parse'

const at = (seconds: number) => ({
  verified_at: seconds,
  first_verified_at: seconds,
  latest_verified_at: seconds,
})

const accounts: LinkedAccountJSON[] = [
  { type: 'email', address: 'old@example.com', ...at(1_700_000_000) },
  { type: 'email', address: 'new@example.com', ...at(1_700_000_500) },
  { type: 'phone', phone_number: '+15555550100', ...at(1_700_000_100) },
  {
    type: 'wallet',
    address: '0x1111111111111111111111111111111111111111',
    chain_type: 'ethereum',
    chain_id: 'eip155:1',
    wallet_client: 'unknown',
    wallet_client_type: 'metamask',
    connector_type: 'injected',
    recovery_method: null,
    ...at(1_700_000_900),
  },
  {
    type: 'wallet',
    address: '0x2222222222222222222222222222222222222222',
    chain_type: 'ethereum',
    chain_id: 'eip155:1',
    wallet_client: 'privy',
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    recovery_method: 'user-passcode',
    ...at(1_700_000_200),
  },
  { type: 'google_oauth', subject: 'g-1', email: 'g@example.com', name: 'G', ...at(1_700_000_300) },
  { type: 'twitter_oauth', subject: 't-1', username: 'tw', name: null, ...at(1_700_000_300) },
  { type: 'discord_oauth', subject: 'd-1', username: 'dc', email: null, ...at(1_700_000_300) },
  {
    type: 'github_oauth',
    subject: 'gh-1',
    username: 'gh',
    name: null,
    email: 'gh@example.com',
    ...at(1_700_000_300),
  },
  { type: 'tiktok_oauth', subject: 'tt-1', username: 'tt', ...at(1_700_000_300) },
  { type: 'linkedin_oauth', subject: 'li-1', name: 'L', email: null, ...at(1_700_000_300) },
  { type: 'apple_oauth', subject: 'ap-1', email: 'a@privaterelay.appleid.com', ...at(1_700_000_300) },
  { type: 'custom_auth', custom_user_id: 'host-user-7', ...at(1_700_000_300) },
]

const userJSON: UserJSON = {
  id: 'did:latch:user-1',
  created_at: 1_699_999_999,
  linked_accounts: accounts,
  mfa_methods: [
    { type: 'sms', verified_at: 1_700_000_000 },
    { type: 'totp', verified_at: 1_700_000_001 },
  ],
}

describe('parseUser', () => {
  const user = parseUser(userJSON)

  it('turns verified_at seconds into dates', () => {
    expect(user.createdAt).toEqual(new Date(1_699_999_999_000))
    expect(user.linkedAccounts[0]?.verifiedAt).toEqual(new Date(1_700_000_000_000))
    expect(user.linkedAccounts[0]?.latestVerifiedAt).toEqual(new Date(1_700_000_000_000))
  })

  it('the latest verified email wins the shortcut field', () => {
    expect(user.email).toEqual({ address: 'new@example.com' })
  })

  it('the latest verified wins regardless of list order', () => {
    const reversed = parseUser({ ...userJSON, linked_accounts: [...accounts].reverse() })
    expect(reversed.email).toEqual({ address: 'new@example.com' })
  })

  it('uses latest_verified_at over verified_at when the server sends both', () => {
    const u = parseUser({
      ...userJSON,
      linked_accounts: [
        { type: 'email', address: 'a@x.com', verified_at: 10, latest_verified_at: 1000 },
        { type: 'email', address: 'b@x.com', verified_at: 500, latest_verified_at: 500 },
      ],
    })
    expect(u.email?.address).toBe('a@x.com')
  })

  it('finds the embedded wallet (wallet_client_type privy); the wallet shortcut is the latest verified wallet', () => {
    expect(user.embeddedWallet?.address).toBe('0x2222222222222222222222222222222222222222')
    expect(user.embeddedWallet?.recoveryMethod).toBe('user-passcode')
    // The external wallet was verified after the embedded one.
    expect(user.wallet?.address).toBe('0x1111111111111111111111111111111111111111')
    expect(user.wallet?.walletClientType).toBe('metamask')
    const embeddedLatest = parseUser({
      ...userJSON,
      linked_accounts: accounts.map((a) =>
        a.type === 'wallet' && a.wallet_client === 'privy' ? { ...a, latest_verified_at: 1_800_000_000 } : a,
      ),
    })
    expect(embeddedLatest.wallet?.walletClientType).toBe('privy')
  })

  it('without an embedded wallet, the latest verified external wallet is the wallet', () => {
    const u = parseUser({
      ...userJSON,
      linked_accounts: accounts.filter((a) => a.type !== 'wallet' || a.wallet_client !== 'privy'),
    })
    expect(u.embeddedWallet).toBeUndefined()
    expect(u.wallet?.address).toBe('0x1111111111111111111111111111111111111111')
  })

  it('fills every shortcut field of the user', () => {
    expect(user.phone).toEqual({ number: '+15555550100' })
    expect(user.google).toEqual({ subject: 'g-1', email: 'g@example.com', name: 'G' })
    expect(user.twitter).toEqual({ subject: 't-1', username: 'tw', name: null })
    expect(user.discord).toEqual({ subject: 'd-1', username: 'dc', email: null })
    expect(user.github).toEqual({ subject: 'gh-1', username: 'gh', name: null, email: 'gh@example.com' })
    expect(user.tiktok).toEqual({ subject: 'tt-1', username: 'tt' })
    expect(user.linkedin).toEqual({ subject: 'li-1', name: 'L', email: null })
    expect(user.apple).toEqual({ subject: 'ap-1', email: 'a@privaterelay.appleid.com', name: null })
    expect(user.customAuth).toEqual({ customUserId: 'host-user-7' })
  })

  it('parses a smart_wallet account into user.smartWallet; refuses one without its address', () => {
    const json = {
      id: 'u',
      created_at: 1_700_000_000,
      linked_accounts: [
        {
          type: 'smart_wallet',
          address: '0x3333333333333333333333333333333333333333',
          smart_wallet_type: 'kernel',
          ...at(1_700_000_000),
        },
      ],
      mfa_methods: [],
    }
    const user = parseUser(json)
    expect(user.smartWallet).toEqual({
      address: '0x3333333333333333333333333333333333333333',
      smartWalletType: 'kernel',
    })
    expect(user.linkedAccounts[0]?.type).toBe('smart_wallet')
    const bad = { ...json, linked_accounts: [{ ...json.linked_accounts[0], address: '' }] }
    expect(() => parseUser(bad)).toThrow(ShapeError)
  })

  it('lists mfa methods', () => {
    expect(user.mfaMethods).toEqual(['sms', 'totp'])
  })

  it('a user without accounts has no shortcut fields', () => {
    const u = parseUser({ id: 'u', created_at: 1, linked_accounts: [], mfa_methods: [] })
    expect(u.email).toBeUndefined()
    expect(u.wallet).toBeUndefined()
    expect(u.mfaMethods).toEqual([])
  })

  it('skips linked accounts of types it does not know (forward compatible)', () => {
    const u = parseUser({
      ...userJSON,
      linked_accounts: [
        ...accounts,
        { type: 'farcaster', fid: 1, verified_at: 1 } as unknown as LinkedAccountJSON,
      ],
    })
    expect(u.linkedAccounts).toHaveLength(accounts.length)
  })

  it.each([
    ['not an object', 'user'],
    ['missing id', { created_at: 1, linked_accounts: [] }],
    ['linked_accounts not an array', { id: 'u', created_at: 1, linked_accounts: {} }],
    [
      'verified_at as a string',
      { id: 'u', created_at: 1, linked_accounts: [{ type: 'email', address: 'a@b.c', verified_at: '1' }] },
    ],
    [
      'a wallet without address',
      { id: 'u', created_at: 1, linked_accounts: [{ ...accounts[3], address: undefined }] },
    ],
  ])('throws a ShapeError for %s', (_label, json) => {
    expect(() => parseUser(json)).toThrow(ShapeError)
  })
})
