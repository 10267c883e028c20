/**
 * The reference server for the end-to-end tests: B's `startServer()` in dev mode (dev outbox, local OIDC provider,
 * seeded demo app) on 127.0.0.1:18787 with a fresh SQLite data dir, plus one more app whose allowlist is on.
 * Started by test/playwright.config.ts (`npx tsx test/e2e/server.ts`); the data dir comes from LATCH_DATA_DIR.
 */
import { defaultAppSettings, demoAppSeed, startServer } from '@latch/server'
// Not re-exported by the package index; read from the config module so new limits are picked up.
import { DEFAULT_RATE_LIMITS } from '../../examples/server/src/config'
import {
  ALLOWLIST_APP_ID,
  CUSTOM_THEME_URL,
  DEV_CHAIN_URL,
  FRESH_LOGIN_SECONDS,
  HOST_ORIGINS,
  INVITED_EMAIL,
  MFA_WINDOW_SECONDS,
  NEXTJS_APP_ID,
  NEXTJS_URL,
  SERVER_PORT,
} from './env'

// Every test comes from one IP: lift the per-IP limits (per-recipient limits stay as shipped).
const rateLimits = {
  ...DEFAULT_RATE_LIMITS,
  codePerIp: { ...DEFAULT_RATE_LIMITS.codePerIp, max: 1000 },
  authPerIp: { ...DEFAULT_RATE_LIMITS.authPerIp, max: 1000 },
  refreshPerIp: { ...DEFAULT_RATE_LIMITS.refreshPerIp, max: 1000 },
}

const running = await startServer({
  port: SERVER_PORT,
  hostname: '127.0.0.1',
  devMode: true,
  dataDir: process.env.LATCH_DATA_DIR,
  rateLimits,
  // MFA specs wait out the freshness window of a verification; a few seconds instead of 600 keeps them short
  mfaFreshnessSeconds: MFA_WINDOW_SECONDS,
  // as shipped; stated here because the step-up spec ages a session past it (helpers.ts ageSessions)
  freshLoginSeconds: FRESH_LOGIN_SECONDS,
  // the run's local chain (e2e/dev-chain.ts): a completed stand-in card payment credits the wallet there
  devChain: { rpcUrl: DEV_CHAIN_URL },
  apps: [
    // guests on (off by default): guest.spec.ts continues as guest on the custom-ui host
    { ...demoAppSeed(HOST_ORIGINS), settings: { ...demoAppSeed(HOST_ORIGINS).settings, guestAuth: true } },
    {
      id: ALLOWLIST_APP_ID,
      name: 'Invite Only',
      settings: defaultAppSettings({
        allowedOrigins: [CUSTOM_THEME_URL],
        emailAuth: true,
        smsAuth: true,
        oauthProviders: ['google', 'github'],
        termsUrl: 'https://example.com/terms',
        privacyUrl: 'https://example.com/privacy',
        allowlist: {
          enabled: true,
          emails: [INVITED_EMAIL],
          phones: [],
          wallets: [],
          errorTitle: null,
          errorDetail: null,
          ctaText: null,
          ctaLink: null,
        },
      }),
    },
    {
      // the Next.js host's app: its route handler holds this app's secret (the demo app's belongs to host-backend)
      id: NEXTJS_APP_ID,
      name: 'Next.js host',
      settings: defaultAppSettings({ allowedOrigins: [NEXTJS_URL], emailAuth: true }),
    },
  ],
  log: () => {},
})

console.log(`[e2e-server] listening on ${running.url} (dev mode)`)
const stop = async () => {
  await running.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
