import { createLatch } from '@latch/core'
import { openTelegramWidget } from './telegram-widget'

/** The reference server's seeded demo app (examples/server); override with VITE_LATCH_APP_ID. */
const DEMO_APP_ID = 'latchdemoapp0000000000001'

const apiUrl = import.meta.env.VITE_LATCH_API_URL || 'http://127.0.0.1:8787'

/** One Latch client for this page: stores and commands only, no UI kit. */
export const latch = createLatch({
  appId: import.meta.env.VITE_LATCH_APP_ID || DEMO_APP_ID,
  apiUrl,
  // 'Continue with Telegram' opens the widget (the server's offline fake in development)
  config: { telegram: { authorize: () => openTelegramWidget(apiUrl) } },
})
