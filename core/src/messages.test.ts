import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatMessage, messages, resolveMessages } from './messages'
import { formatWalletMessage, walletMessages } from './messages.wallet'

describe('the catalogue in two groups, one module each', () => {
  it('no key is in both groups', () => {
    expect(Object.keys(walletMessages).filter((key) => key in messages)).toEqual([])
  })

  it('the login module holds no wallet text and imports the wallet module for types only', () => {
    // the login group is assembled from the flows' `messages/en.ts` only, never an `en.wallet.ts`
    const login = readFileSync(new URL('./messages.texts.ts', import.meta.url), 'utf8')
    const sources = [...login.matchAll(/^import .* from '([^']+)'$/gm)].map((m) => m[1])
    expect(sources.length).toBeGreaterThan(0)
    expect(sources.filter((source) => !source?.endsWith('/messages/en'))).toEqual([])
    const entry = readFileSync(new URL('./messages.ts', import.meta.url), 'utf8')
    for (const line of entry.split('\n').filter((l) => /from '\.\/messages\.wallet/.test(l))) {
      expect(line).toMatch(/^(import|export) type /)
    }
  })

  it("a host's overrides of either group reach the formatters; the defaults fill the rest", () => {
    const catalogue = resolveMessages({
      'landing.title': 'Sign in',
      'walletError.userRejected': 'Refused: {wallet}',
      'not.a.key': 'ignored by the formatters',
    })
    expect(formatMessage(catalogue, 'landing.title')).toBe('Sign in')
    expect(formatMessage(catalogue, 'code.title')).toBe(messages['code.title'])
    expect(formatWalletMessage(catalogue, 'walletError.userRejected', { wallet: 'Rabby' })).toBe(
      'Refused: Rabby',
    )
    expect(formatWalletMessage(catalogue, 'walletError.locked')).toBe(walletMessages['walletError.locked'])
    // Wallet code may format a login key too.
    expect(formatWalletMessage(catalogue, 'landing.title')).toBe('Sign in')
    expect(formatWalletMessage(undefined, 'mfa.codeLength')).toBe('Passcode must be exactly 6 numbers')
  })

  it('placeholders without a value stay as written', () => {
    expect(formatWalletMessage(undefined, 'embeddedProvider.noRpcUrl')).toBe('No RPC url for chain {id}')
    expect(formatWalletMessage(undefined, 'embeddedProvider.noRpcUrl', { id: 8453 })).toBe(
      'No RPC url for chain 8453',
    )
  })
})
