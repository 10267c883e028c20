import { describe, expect, it } from 'vitest'
import { parseWalletReturnParams } from '../rules/wallet-query'
import { inAppBrowserLink, walletConnectLink } from './deep-links'
import { KNOWN_WALLETS } from './known-wallets'

describe('known wallets deep links', () => {
  it("Phantom's universal link opens the page with privy_connector=injected and privy_wallet_client=phantom", () => {
    const link = inAppBrowserLink('phantom', 'https://app.example.com/login?x=1')
    expect(link).not.toBeNull()
    const url = new URL(link as string)
    expect(url.origin).toBe('https://phantom.app')
    expect(url.pathname.startsWith('/ul/browse/')).toBe(true)
    const page = decodeURIComponent(url.pathname.slice('/ul/browse/'.length))
    expect(url.searchParams.get('ref')).toBe('https://app.example.com')
    // the page, once opened in Phantom, reads its parameters back and removes them
    expect(parseWalletReturnParams(page)).toEqual({
      token: null,
      connector: 'injected',
      walletClient: 'phantom',
      cleanedUrl: 'https://app.example.com/login?x=1',
    })
  })

  it("MetaMask's dapp link carries the page without its scheme; wallets without one give null", () => {
    expect(inAppBrowserLink('metamask', 'https://app.example.com/p')).toBe(
      'https://metamask.app.link/dapp/app.example.com/p?privy_connector=injected',
    )
    expect(inAppBrowserLink('rainbow', 'https://app.example.com/p')).toBeNull()
    expect(inAppBrowserLink('nope', 'https://app.example.com/p')).toBeNull()
    expect(inAppBrowserLink('metamask', 'not a url')).toBeNull()
  })

  it('WalletConnect pairing links from the data file', () => {
    expect(walletConnectLink('rainbow', 'wc:a@2')).toBe(
      `https://rnbwapp.com/wc?uri=${encodeURIComponent('wc:a@2')}`,
    )
    expect(walletConnectLink('brave', 'wc:a@2')).toBeNull()
  })
})

describe('the known wallets list', () => {
  it('covers 50 wallets, each id and rdns once; the phone wallets have well-formed links', () => {
    expect(KNOWN_WALLETS.length).toBeGreaterThanOrEqual(50)
    const ids = KNOWN_WALLETS.map((w) => w.id)
    expect(new Set(ids).size).toBe(ids.length)
    const rdns = KNOWN_WALLETS.flatMap((w) => w.rdns ?? [])
    expect(new Set(rdns).size).toBe(rdns.length)
    const mobile = KNOWN_WALLETS.filter((w) => w.mobile)
    // desktop-only wallets (extensions like Frame, Taho, Talisman) have no phone app to link to
    expect(mobile.length).toBeGreaterThanOrEqual(40)
    for (const wallet of mobile) {
      const { native, universal, browse } = wallet.mobile ?? {}
      expect(native || universal, wallet.id).toBeTruthy()
      if (native) expect(native, wallet.id).toMatch(/^[a-z][a-z0-9+.-]*:\/\//)
      if (universal) expect(new URL(universal).protocol, wallet.id).toBe('https:')
      if (browse) expect(browse, wallet.id).toMatch(/\{(url|hostPath)\}/)
      // every phone wallet can take a WalletConnect pairing
      expect(walletConnectLink(wallet.id, 'wc:a@2'), wallet.id).toContain(encodeURIComponent('wc:a@2'))
    }
  })
})
