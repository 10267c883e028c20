import { describe, expect, it } from 'vitest'
import { parseWalletReturnParams } from '../rules/wallet-query'
import { inAppBrowserLink, walletConnectLink } from './deep-links'

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
