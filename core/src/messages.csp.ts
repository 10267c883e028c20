/**
 * The texts of the Content Security Policy helpers (`latchCsp`, `checkCsp`): developer warnings, in their own
 * module so that only a host that calls `checkCsp` carries them.
 */
import { fillMessage } from './messages'

/** The CSP helpers' texts, keyed. */
export const cspMessages = {
  'csp.invalidApiUrl': 'latchCsp: apiUrl must be an http(s) URL, got {apiUrl}',
  'csp.missing':
    'Latch: this page\'s Content Security Policy does not allow {source} in {directive} ({purpose}): add "{directive} {source}" to it',
  'csp.purpose.api': 'the Latch API',
  'csp.purpose.walletFrame': 'the embedded wallet frame and key export',
  'csp.purpose.rpc': 'the RPC node of chain {chainId}',
  'csp.purpose.gasStation': 'the Polygon gas station of chain {chainId}',
  'csp.purpose.walletIcons': 'wallet icons, which are data: URLs',
  'csp.purpose.logo': 'the logo',
  'csp.purpose.onRamp': 'the card on-ramp status API',
  'csp.purpose.captcha': 'the Turnstile captcha',
  'csp.purpose.walletConnect': 'WalletConnect',
} as const

/** A key of the CSP texts. */
export type CspMessageKey = keyof typeof cspMessages

/** A CSP text with its `{placeholders}` filled. */
export function formatCspMessage(key: CspMessageKey, values?: Record<string, string | number>): string {
  return fillMessage(cspMessages[key], values)
}
