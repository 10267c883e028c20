import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../config/resolve'
import { PHANTOM_INSTALL_URL } from '../../constants'
import { resolveMessages } from '../../messages'
import type { WalletErrorInfo } from '../../rules/wallet-errors'
import { mapWalletError } from '../../rules/wallet-errors'
import type { RouteContext } from '../routes'
import { routeWallets, walletScreenOf } from './wallets.route'
import { errorStep, phantomInstallUrl, qrPath, signaturePromptDelay, walletView } from './wallets.rules'
import type { WalletFlowState } from './wallets.types'

const target = { walletId: 'uuid', walletName: 'Test Wallet' }
const rejected: WalletErrorInfo = mapWalletError({ code: 4001 }, 'sign')
const userExists: WalletErrorInfo = mapWalletError(
  { code: 'linked_to_another_user', name: 'ApiError' },
  'login',
)

function context(authenticated = false): RouteContext & { authenticated: boolean } {
  const { config } = resolveConfig({})
  return { config, appConfig: null, messages: resolveMessages(), authenticated }
}

describe('errorStep: at most 2 retries', () => {
  it('a retryable error leaves 2, then 1, then 0 retries and is exhausted after the second retry', () => {
    expect(errorStep(target, 'login', 0, rejected)).toMatchObject({ retriesLeft: 2, exhausted: false })
    expect(errorStep(target, 'login', 1, rejected)).toMatchObject({ retriesLeft: 1, exhausted: false })
    expect(errorStep(target, 'login', 2, rejected)).toMatchObject({ retriesLeft: 0, exhausted: true })
  })

  it('a non-retryable error leaves no retry and is not "exhausted"', () => {
    const info = { ...rejected, retryable: false }
    expect(errorStep(target, 'login', 0, info)).toMatchObject({ retriesLeft: 0, exhausted: false })
  })
})

describe('walletView', () => {
  it('busy while waiting, never in error; the error step carries message, detail and the retry flags', () => {
    expect(walletView({ step: 'connecting', mode: 'login', attempt: 0, ...target }).busy).toBe(true)
    const view = walletView(errorStep(target, 'login', 0, rejected))
    expect(view).toMatchObject({
      busy: false,
      canRetry: true,
      offerDifferentWallet: false,
      error: { message: 'Signature rejected', detail: 'Please try signing again.', retryable: true },
    })
    expect(walletView(errorStep(target, 'login', 2, rejected))).toMatchObject({
      canRetry: false,
      exhausted: true,
      offerDifferentWallet: true,
    })
  })

  it('a WalletConnect pairing URI is shown (not a spinner) once known', () => {
    const qr = {
      size: 2,
      path: qrPath([
        [true, false],
        [false, true],
      ]),
    }
    const pairing: WalletFlowState = {
      step: 'pairing',
      mode: 'login',
      attempt: 0,
      uri: 'wc:abc@2',
      qr,
      ...target,
    }
    expect(walletView(pairing)).toMatchObject({ busy: false, pairingUri: 'wc:abc@2', pairingQr: qr })
    expect(qr.path).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
  })
})

describe('signaturePromptDelay', () => {
  it('2500 ms for a wallet reached through WalletConnect, none for a browser wallet', () => {
    expect(signaturePromptDelay('wallet_connect_v2')).toBe(2500)
    expect(signaturePromptDelay('injected')).toBe(0)
    expect(signaturePromptDelay('coinbase_wallet')).toBe(0)
  })
})

describe('routeWallets', () => {
  const idle: WalletFlowState = { step: 'idle' }
  it('the list opens the modal on the screen of its mode', () => {
    expect(routeWallets(idle, { step: 'choosing', mode: 'login' }, context())).toMatchObject({
      kind: 'navigate',
      entry: { screen: 'AWAITING_CONNECTION' },
      onlyIfOpen: false,
    })
    expect(walletScreenOf({ step: 'choosing', mode: 'link' }, true)).toBe('LINK_WALLET_SCREEN')
    expect(walletScreenOf({ step: 'choosing', mode: 'connect' }, false)).toBe('CONNECT_ONLY_LANDING_SCREEN')
    expect(walletScreenOf({ step: 'choosing', mode: 'connect' }, true)).toBe(
      'CONNECT_ONLY_AUTHENTICATED_SCREEN',
    )
  })

  it('progress moves an open modal only (a headless login never opens it)', () => {
    const connecting: WalletFlowState = { step: 'connecting', mode: 'connect', attempt: 0, ...target }
    expect(routeWallets(idle, connecting, context())).toMatchObject({
      entry: { screen: 'AWAITING_CONNECT_ONLY_CONNECTION' },
      onlyIfOpen: true,
    })
  })

  it('Phantom: the interstitial while redirecting, the install screen as its fallback', () => {
    expect(
      walletScreenOf(
        { step: 'redirecting', mode: 'login', url: 'https://phantom.app/ul', fallback: false, ...target },
        false,
      ),
    ).toBe('PHANTOM_INTERSTITIAL_SCREEN')
    expect(walletScreenOf({ step: 'install', mode: 'login', installUrl: null, ...target }, false)).toBe(
      'INSTALL_PHANTOM_SCREEN',
    )
  })

  it('a login the server refused goes to LOGIN_FAILED_SCREEN with its message; a wallet error stays', () => {
    const refused = errorStep(target, 'login', 0, mapWalletError(new Error('x'), 'login'))
    expect(routeWallets(idle, refused, context())).toMatchObject({
      entry: {
        screen: 'LOGIN_FAILED_SCREEN',
        data: { message: 'Could not log in with wallet', retryScreen: 'AWAITING_CONNECTION' },
      },
    })
    const connecting: WalletFlowState = { step: 'connecting', mode: 'login', attempt: 0, ...target }
    expect(routeWallets(connecting, errorStep(target, 'login', 0, userExists), context())).toMatchObject({
      entry: { screen: 'AWAITING_CONNECTION' },
    })
  })

  it('a login ends in the after-login step; a link or a connection closes the modal', () => {
    const user = { id: 'did:latch:1', linkedAccounts: [] } as never
    const base = { address: '0x1', user, isNewUser: false, ...target }
    expect(routeWallets(idle, { step: 'done', mode: 'login', ...base }, context())).toEqual({
      kind: 'afterLogin',
      createWallet: false,
    })
    expect(routeWallets(idle, { step: 'done', mode: 'link', ...base }, context(true))).toEqual({
      kind: 'close',
    })
    expect(
      routeWallets(idle, { step: 'connected', mode: 'connect', address: '0x1', ...target }, context()),
    ).toEqual({ kind: 'close' })
  })

  it('the same screen twice does not navigate again', () => {
    const a: WalletFlowState = {
      step: 'signing',
      mode: 'login',
      attempt: 0,
      address: '0x1',
      promptAt: 0,
      ...target,
    }
    expect(routeWallets(a, { ...a, promptAt: 5 }, context())).toBeNull()
  })
})

describe('phantomInstallUrl', () => {
  it("the install step's own page when the flow named one, else Phantom's download page", () => {
    const install = (installUrl: string | null): WalletFlowState => ({
      step: 'install',
      mode: 'login',
      installUrl,
      ...target,
    })
    expect(phantomInstallUrl(install('https://example.test/get-phantom'))).toBe(
      'https://example.test/get-phantom',
    )
    expect(phantomInstallUrl(install(null))).toBe('https://phantom.app/download')
    expect(phantomInstallUrl(install(''))).toBe(PHANTOM_INSTALL_URL)
    expect(phantomInstallUrl({ step: 'idle' })).toBe(PHANTOM_INSTALL_URL)
  })
})
