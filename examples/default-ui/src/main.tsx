import type { LatchConfig } from '@latch/core'
import { LatchProvider } from '@latch/react'
import { darkTheme, lightTheme } from '@latch/themes'
import '@latch/themes/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { apiUrl, appId, withChains } from './config'
import { demoFiatOnRamp } from './latch-options'
import './page.css'

// `?theme=dark` shows the modal in the dark theme (the e2e axe checks use it); the default is light.
// `?locale=ar` (or any shipped tag) shows the modal in that language; the default is English.
const params = new URLSearchParams(location.search)
const dark = params.get('theme') === 'dark'
const locale = params.get('locale') ?? undefined
if (dark) document.documentElement.dataset.theme = 'dark'
const theme = dark ? darkTheme() : lightTheme()
// The demo app's server config decides (it creates an embedded wallet on login for users without a wallet). The MFA
// prompt opens in the modal, and card funding polls the reference server's stand-in of the provider (dev mode).
// `?solana=1` also lists Solana wallets (Wallet Standard: Phantom, Backpack, Solflare), signing in with SIWS.
const config: LatchConfig = {
  mfa: { noPromptOnMfaRequired: false },
  ...(params.get('solana') === '1'
    ? {
        appearance: { supportedWallets: ['browser_wallets', 'solana_wallets', 'metamask', 'wallet_connect'] },
      }
    : {}),
  fiatOnRamp: demoFiatOnRamp(apiUrl),
  ...(locale ? { intl: { locale } } : {}),
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LatchProvider
        appId={appId}
        apiUrl={apiUrl}
        config={withChains(config)}
        theme={theme}
        // WalletConnect is an optional peer of @latch/react: this host installs it and loads it on first use.
        walletConnect={() => import('@walletconnect/ethereum-provider')}
      >
        <App />
      </LatchProvider>
    </StrictMode>,
  )
}
