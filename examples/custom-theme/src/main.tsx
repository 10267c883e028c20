import type { LatchConfig } from '@latch/core'
import { LatchProvider } from '@latch/react'
import '@latch/themes/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { apiUrl, appId } from './config'
import './grove.css'
import './page.css'
import { groveTheme } from './theme'

// The demo app's server config decides (it creates an embedded wallet on login for users without a wallet).
const config: LatchConfig = {}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LatchProvider appId={appId} apiUrl={apiUrl} config={config} theme={groveTheme}>
        <App />
      </LatchProvider>
    </StrictMode>,
  )
}
