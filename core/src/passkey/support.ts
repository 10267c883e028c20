/**
 * Whether this device can use passkeys, and so which MFA methods it can offer. Pure, with no texts: the passkey
 * flow, the MFA flow (eager parts of both) and a host's own button ask the same rule.
 */
import type { LatchEnv } from '../env'
import type { MfaMethod } from '../user/types'

/** The globals a WebAuthn browser has (read through `globalThis`, so core imports anywhere). */
interface WebAuthnGlobals {
  PublicKeyCredential?: unknown
  navigator?: { credentials?: { create?: unknown; get?: unknown } }
}

/**
 * True when passkeys can be used here: a browser with WebAuthn (`PublicKeyCredential` and
 * `navigator.credentials`), or a host-provided `env.webauthn` that says so. False on a server.
 */
export function isPasskeySupported(
  env: Pick<LatchEnv, 'webauthn' | 'isBrowser'>,
  globals: WebAuthnGlobals = globalThis as WebAuthnGlobals,
): boolean {
  if (env.webauthn) return env.webauthn.supported()
  if (!env.isBrowser) return false
  const credentials = globals.navigator?.credentials
  return (
    typeof globals.PublicKeyCredential === 'function' &&
    typeof credentials?.create === 'function' &&
    typeof credentials?.get === 'function'
  )
}

/**
 * The MFA methods a prompt can offer on this device: the passkey method only where passkeys work (an in-app browser
 * without WebAuthn would open a sheet that cannot appear). When nothing is left, all of them (the passkey's own
 * error then says why it cannot be used here, rather than an empty list).
 */
export function usableMfaMethods(methods: readonly MfaMethod[], passkeySupported: boolean): MfaMethod[] {
  const usable = methods.filter((m) => m !== 'passkey' || passkeySupported)
  return usable.length > 0 ? usable : [...methods]
}

/**
 * True when passkey recovery can be offered here: a browser with WebAuthn whose `getClientCapabilities()` says
 * `extension:prf` (the passkey derives the secret that seals the recovery share). Where that call does not exist or
 * does not say so, false: the option is never offered and then failing. A host-provided `env.webauthn` (no browser
 * frame to run the ceremony in) and a server are false too. The capability is the browser's: an authenticator
 * without PRF under a PRF browser is refused at the ceremony (`passkey_prf_unavailable`), the wallet untouched.
 */
export async function isPasskeyRecoverySupported(
  env: Pick<LatchEnv, 'webauthn' | 'isBrowser'>,
  globals: WebAuthnGlobals = globalThis as WebAuthnGlobals,
): Promise<boolean> {
  if (env.webauthn || !isPasskeySupported(env, globals)) return false
  const capabilities = (globals.PublicKeyCredential as { getClientCapabilities?: () => Promise<unknown> })
    .getClientCapabilities
  if (typeof capabilities !== 'function') return false
  try {
    const caps = await capabilities.call(globals.PublicKeyCredential)
    return (caps as Record<string, unknown> | null)?.['extension:prf'] === true
  } catch {
    return false
  }
}
