import '@latch/themes/styles.css'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Providers } from './providers'
import './page.css'

// an empty icon: no request for a /favicon.ico the example does not have
export const metadata: Metadata = { title: 'Latch: Next.js example', icons: { icon: 'data:,' } }

/** The root layout: a server component; Latch lives in the client component `Providers`. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
