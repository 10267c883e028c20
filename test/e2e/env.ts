/** Addresses shared by the Playwright config and the specs. Everything runs on 127.0.0.1. */
export const SERVER_PORT = 18787
export const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`
export const DEFAULT_UI_URL = 'http://127.0.0.1:41740'
export const CUSTOM_UI_URL = 'http://127.0.0.1:41741'
export const CUSTOM_THEME_URL = 'http://127.0.0.1:41742'
/**
 * The page made from the README quickstart's code (its scratch host), served by the spec that runs it. The demo app
 * allows this origin; the same server reached as `localhost` is an origin it does not.
 */
export const README_HOST_PORT = 41743
export const README_HOST_URL = `http://127.0.0.1:${README_HOST_PORT}`
/** The custom-ui README's headless page: its own port, so it can run beside the quickstart in another worker. */
export const HEADLESS_README_PORT = 41747
export const HEADLESS_README_URL = `http://127.0.0.1:${HEADLESS_README_PORT}`
/** The wagmi host (examples/wagmi): wagmi's hooks over Latch's connector. */
export const WAGMI_URL = 'http://127.0.0.1:41744'
/** The Next.js host (examples/nextjs, `next start`), built for its own app so it can hold that app's secret. */
export const NEXTJS_PORT = 41745
export const NEXTJS_URL = `http://127.0.0.1:${NEXTJS_PORT}`
/** The app the Next.js host is built for (seeded by test/e2e/server.ts; its secret is given by the CLI). */
export const NEXTJS_APP_ID = 'latche2enextjs00000000001'
export const HOST_ORIGINS = [
  DEFAULT_UI_URL,
  CUSTOM_UI_URL,
  CUSTOM_THEME_URL,
  README_HOST_URL,
  HEADLESS_README_URL,
  WAGMI_URL,
]
/** The example host backend (examples/host-backend) that the default-ui host calls with its access token. */
export const BACKEND_PORT = 41750
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`
/**
 * The reference server's local chain (a hardhat node started by test/playwright.config.ts, like `npm run demo`'s):
 * a completed stand-in card payment sends the bought ETH there.
 */
export const DEV_CHAIN_PORT = 18546
export const DEV_CHAIN_URL = `http://127.0.0.1:${DEV_CHAIN_PORT}`
/** The default-ui host under the Vite dev server, as `npm run demo` serves it (started by gallery-dev.spec.ts). */
export const DEV_SERVER_PORT = 41746

/** The reference server's seeded demo app (every login method on). */
export const DEMO_APP_ID = 'latchdemoapp0000000000001'
/** A second app seeded by test/e2e/server.ts with its allowlist on; the custom-theme host is built for it. */
export const ALLOWLIST_APP_ID = 'latche2eallowlist00000001'
/** The one address on that allowlist. */
export const INVITED_EMAIL = 'invited@example.com'
/**
 * The e2e server's MFA freshness window (`mfaFreshnessSeconds`; 600 s as shipped): the MFA specs wait it out before
 * the next signature must ask again. Long enough for the steps that rely on a fresh verification (removing a method
 * right after enrolling it, the share released right after a code) on a loaded machine, short enough not to idle.
 */
export const MFA_WINDOW_SECONDS = 10
/**
 * The e2e server's fresh-login window (`freshLoginSeconds`, as shipped: 10 minutes). An account change by a user
 * without MFA whose login is older needs a step-up code; the step-up spec makes a session that old by moving its
 * login and step-up times back in the server's database (helpers.ts `ageSessions`) instead of waiting.
 */
export const FRESH_LOGIN_SECONDS = 600
