import { describe, expect, it } from 'vitest'
import { KNOWN_WALLETS } from '../connectors/known-wallets'
import {
  type BrowserWalletInfo,
  buildBrowseDeepLink,
  buildWalletConnectDeepLink,
  orderWalletOptions,
  stripEmoji,
} from './wallet-list'
import { parseWalletReturnParams, stripQueryParams, withWalletReturnParams } from './wallet-query'

const metamaskExt: BrowserWalletInfo = {
  id: 'uuid-mm',
  name: 'MetaMask',
  rdns: 'io.metamask',
  icon: 'data:image/svg+xml,a',
}
const someExt: BrowserWalletInfo = { id: 'uuid-x', name: '🦄 Unicorn  Wallet ✨', rdns: 'xyz.unicorn' }

const ids = (options: ReturnType<typeof orderWalletOptions>) => options.map((o) => `${o.kind}:${o.id}`)

describe('orderWalletOptions', () => {
  it('browser wallets first, then named wallets in the host order, then WalletConnect last', () => {
    const options = orderWalletOptions({
      supportedWallets: ['wallet_connect', 'rainbow', 'browser_wallets', 'zerion'],
      browserWallets: [someExt],
      knownWallets: KNOWN_WALLETS,
    })
    expect(ids(options)).toEqual([
      'browser:uuid-x',
      'named:rainbow',
      'named:zerion',
      'wallet_connect:wallet_connect',
    ])
    expect(options[0]?.name).toBe('Unicorn Wallet')
  })

  it("Solana wallets (Wallet Standard) follow the browser wallets only when the host lists 'solana_wallets'", () => {
    const solanaWallets = [{ name: 'Phantom 👻', icon: 'data:image/svg+xml;base64,AA' }, { name: 'Backpack' }]
    const on = orderWalletOptions({
      supportedWallets: ['wallet_connect', 'solana_wallets', 'browser_wallets'],
      browserWallets: [metamaskExt],
      knownWallets: KNOWN_WALLETS,
      solanaWallets,
    })
    expect(ids(on)).toEqual([
      'browser:uuid-mm',
      'solana:solana:Phantom',
      'solana:solana:Backpack',
      'wallet_connect:wallet_connect',
    ])
    expect(on[1]).toMatchObject({ name: 'Phantom', icon: 'data:image/svg+xml;base64,AA' })
    const off = orderWalletOptions({
      supportedWallets: ['browser_wallets', 'wallet_connect'],
      browserWallets: [metamaskExt],
      knownWallets: KNOWN_WALLETS,
      solanaWallets,
    })
    expect(ids(off).filter((id) => id.startsWith('solana:'))).toEqual([])
    // a wallet that is also a browser (EVM) wallet: the Solana row says so, so the two rows differ
    const both = orderWalletOptions({
      supportedWallets: ['browser_wallets', 'solana_wallets'],
      browserWallets: [{ id: 'uuid-ph', name: 'Phantom', rdns: 'app.phantom' }],
      knownWallets: KNOWN_WALLETS,
      solanaWallets,
    })
    expect(both.map((o) => o.name)).toEqual(['Phantom', 'Phantom (Solana)', 'Backpack'])
    expect(both[1]?.id).toBe('solana:Phantom')
  })

  it('the host decides which appear: no browser_wallets hides discovered wallets, no wallet_connect hides it', () => {
    const options = orderWalletOptions({
      supportedWallets: ['phantom', 'metamask'],
      browserWallets: [someExt, metamaskExt],
      knownWallets: KNOWN_WALLETS,
    })
    expect(ids(options)).toEqual(['named:phantom', 'named:metamask'])
    // the named MetaMask row knows its extension is installed, so it connects through it
    expect(options[1]).toMatchObject({ kind: 'named', installed: metamaskExt })
  })

  it('a named wallet whose extension is listed as a browser wallet is not repeated', () => {
    const options = orderWalletOptions({
      supportedWallets: ['browser_wallets', 'metamask', 'coinbase_wallet'],
      browserWallets: [metamaskExt],
      knownWallets: KNOWN_WALLETS,
    })
    expect(ids(options)).toEqual(['browser:uuid-mm', 'named:coinbase_wallet'])
    expect(options[0]).toMatchObject({ knownId: 'metamask' })
  })

  it('without WalletConnect (its optional package not loaded): no WalletConnect row, no named wallet that would pair through it; installed ones and Phantom stay', () => {
    const options = orderWalletOptions({
      supportedWallets: ['phantom', 'metamask', 'rainbow', 'wallet_connect'],
      browserWallets: [metamaskExt],
      knownWallets: KNOWN_WALLETS,
      walletConnect: false,
    })
    expect(ids(options)).toEqual(['named:phantom', 'named:metamask'])
    expect(options[1]).toMatchObject({ kind: 'named', installed: metamaskExt })
  })

  it('the default list', () => {
    const options = orderWalletOptions({
      supportedWallets: ['browser_wallets', 'metamask', 'coinbase_wallet', 'rainbow', 'wallet_connect'],
      browserWallets: [],
      knownWallets: KNOWN_WALLETS,
    })
    expect(options.map((o) => o.name)).toEqual(['MetaMask', 'Coinbase Wallet', 'Rainbow', 'WalletConnect'])
  })
})

describe('stripEmoji', () => {
  it('removes pictographs, flags, skin tones, joiners and keycap marks; keeps letters and digits', () => {
    expect(stripEmoji('🦊 MetaMask')).toBe('MetaMask')
    expect(stripEmoji('Rainbow 🌈')).toBe('Rainbow')
    expect(stripEmoji('Wallet 👩🏽‍💻 🇫🇷 Pro')).toBe('Wallet Pro')
    expect(stripEmoji('1inch Wallet')).toBe('1inch Wallet')
    expect(stripEmoji('Crypto.com | DeFi Wallet')).toBe('Crypto.com | DeFi Wallet')
    expect(stripEmoji('🔥')).toBe('')
  })

  it('no known wallet name carries emoji, and ids are unique', () => {
    for (const wallet of KNOWN_WALLETS) expect(stripEmoji(wallet.name)).toBe(wallet.name)
    expect(new Set(KNOWN_WALLETS.map((w) => w.id)).size).toBe(KNOWN_WALLETS.length)
    expect(KNOWN_WALLETS.length).toBeGreaterThanOrEqual(20)
  })
})

describe('deep links', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=k1'
  const encoded = encodeURIComponent(uri)

  it('a WalletConnect pairing URI goes through the universal link by default, else the native scheme', () => {
    expect(buildWalletConnectDeepLink({ native: 'rainbow://', universal: 'https://rnbwapp.com' }, uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
    expect(
      buildWalletConnectDeepLink({ native: 'rainbow://', universal: 'https://rnbwapp.com' }, uri, {
        preferUniversal: false,
      }),
    ).toBe(`rainbow://wc?uri=${encoded}`)
    expect(buildWalletConnectDeepLink({ native: 'zengo://get/wc' }, uri)).toBe(
      `zengo://get/wc/wc?uri=${encoded}`,
    )
    expect(buildWalletConnectDeepLink({ native: 'imtokenv2' }, uri)).toBe(`imtokenv2://wc?uri=${encoded}`)
    expect(buildWalletConnectDeepLink({}, uri)).toBeNull()
    expect(buildWalletConnectDeepLink(undefined, uri)).toBeNull()
  })

  it("a page opened in a wallet's in-app browser: Phantom's universal link, MetaMask's dapp link", () => {
    const page = withWalletReturnParams('https://app.example.com/login?x=1#top', 'phantom')
    expect(page).toBe(
      'https://app.example.com/login?x=1&privy_connector=injected&privy_wallet_client=phantom#top',
    )
    expect(buildBrowseDeepLink('https://phantom.app/ul/browse/{url}?ref={ref}', page)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://app.example.com')}`,
    )
    expect(
      buildBrowseDeepLink('https://metamask.app.link/dapp/{hostPath}', 'https://app.example.com/a?b=1'),
    ).toBe('https://metamask.app.link/dapp/app.example.com/a?b=1')
    expect(buildBrowseDeepLink('https://x/{url}', 'javascript:alert(1)')).toBeNull()
    expect(buildBrowseDeepLink(undefined, 'https://app.example.com')).toBeNull()
  })
})

describe('wallet return query parameters', () => {
  it('are read and removed; other parameters and the hash stay untouched', () => {
    const href =
      'https://app.example.com/p?a=1&privy_token=t0k&privy_connector=injected&b=%20x&privy_wallet_client=phantom#h'
    expect(parseWalletReturnParams(href)).toEqual({
      token: 't0k',
      connector: 'injected',
      walletClient: 'phantom',
      cleanedUrl: 'https://app.example.com/p?a=1&b=%20x#h',
    })
  })

  it('unknown values are ignored but still removed; absent parameters give null', () => {
    expect(
      parseWalletReturnParams('https://a.example/?privy_connector=evil&privy_wallet_client=metamask'),
    ).toEqual({ token: null, connector: null, walletClient: null, cleanedUrl: 'https://a.example/' })
    expect(parseWalletReturnParams('https://a.example/?privy_oauth_code=x')).toBeNull()
    expect(parseWalletReturnParams('not a url')).toBeNull()
  })

  it('stripQueryParams leaves a URL without the names unchanged', () => {
    expect(stripQueryParams('https://a.example/x?y=1#z', ['privy_token'])).toBe('https://a.example/x?y=1#z')
    expect(stripQueryParams('https://a.example/x', ['privy_token'])).toBe('https://a.example/x')
  })
})
