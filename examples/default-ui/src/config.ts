/** The reference server's seeded demo app (examples/server); override with VITE_LATCH_APP_ID. */
export const DEMO_APP_ID = 'latchdemoapp0000000000001'

/** Where the Latch API lives. @default 'http://127.0.0.1:8787' (the reference server's dev port) */
export const apiUrl = import.meta.env.VITE_LATCH_API_URL || 'http://127.0.0.1:8787'
export const appId = import.meta.env.VITE_LATCH_APP_ID || DEMO_APP_ID
