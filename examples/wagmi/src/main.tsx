import { LatchProvider } from '@latch/react'
import { lightTheme } from '@latch/themes'
import '@latch/themes/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import { apiUrl, appId, createClients } from './config'
import './page.css'

const { latch, wagmi } = createClients()
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmi}>
        <QueryClientProvider client={queryClient}>
          <LatchProvider client={latch} appId={appId} apiUrl={apiUrl} theme={lightTheme()}>
            <App />
          </LatchProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
