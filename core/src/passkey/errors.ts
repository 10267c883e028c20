/**
 * What a failed WebAuthn ceremony was, by the browser's error name. Small and pure: the eager passkey rules and the
 * lazy MFA commands both read it.
 */

/** The name of a browser error (a DOMException, or @simplewebauthn/browser's WebAuthnError and its cause). */
export function ceremonyErrorName(error: unknown): { name: string; code: string } {
  const e = error as { name?: unknown; code?: unknown; cause?: { name?: unknown } } | null
  const cause = typeof e?.cause?.name === 'string' ? e.cause.name : ''
  const name = typeof e?.name === 'string' ? e.name : ''
  return {
    name: name === 'WebAuthnError' && cause ? cause : name,
    code: typeof e?.code === 'string' ? e.code : '',
  }
}

/** True when the ceremony was ended by the page (a cancel), not by the person or the browser. */
export function isCeremonyCancelled(error: unknown): boolean {
  const { name, code } = ceremonyErrorName(error)
  return name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED'
}

/**
 * True when the browser says `NotAllowedError`: the person closed its sheet, or no passkey of this site is on the
 * device (the browser may not tell which, by design).
 */
export function isCeremonyNotAllowed(error: unknown): boolean {
  return ceremonyErrorName(error).name === 'NotAllowedError'
}
