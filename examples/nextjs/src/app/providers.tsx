'use client'
import { LatchProvider } from '@latch/react'
import { lightTheme } from '@latch/themes'
import type { ReactNode } from 'react'
import { apiUrl, appId } from '../config'

/**
 * Latch in a client component. The provider makes its client once per mount (never a module singleton, so server
 * renders never share one); on the server it renders its children and nothing of the modal.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LatchProvider appId={appId} apiUrl={apiUrl} theme={lightTheme()}>
      {children}
    </LatchProvider>
  )
}
