import { LatchProvider } from '@latch/react'
import { darkTheme, lightTheme } from '@latch/themes'
import '@latch/themes/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { apiUrl, appId } from './config.ts'
import './page.css'

// `?theme=dark` shows the modal in the dark theme (the e2e axe checks use it); the default is light.
const dark = new URLSearchParams(location.search).get('theme') === 'dark'
if (dark) document.documentElement.dataset.theme = 'dark'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LatchProvider appId={appId} apiUrl={apiUrl} theme={dark ? darkTheme() : lightTheme()}>
        <App />
      </LatchProvider>
    </StrictMode>,
  )
}
