/** The reference server's seeded demo app (examples/server); override with NEXT_PUBLIC_LATCH_APP_ID. */
export const DEMO_APP_ID = 'latchdemoapp0000000000001'
/** Where the Latch API lives. @default 'http://127.0.0.1:8787' (the reference server's dev port) */
export const apiUrl = process.env.NEXT_PUBLIC_LATCH_API_URL || 'http://127.0.0.1:8787'
export const appId = process.env.NEXT_PUBLIC_LATCH_APP_ID || DEMO_APP_ID
