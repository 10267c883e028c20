import { describe, expect, it } from 'vitest'
import { isPasskeyRecoverySupported } from './support'

const browser = { isBrowser: true } as const
const credentials = { create() {}, get() {} }
function webauthn(capabilities?: () => Promise<unknown>) {
  const PublicKeyCredential = function PublicKeyCredential() {} as unknown as Record<string, unknown>
  if (capabilities) PublicKeyCredential.getClientCapabilities = capabilities
  return { PublicKeyCredential, navigator: { credentials } }
}

describe('isPasskeyRecoverySupported', () => {
  it('true only where getClientCapabilities() says extension:prf', async () => {
    expect(
      await isPasskeyRecoverySupported(
        browser,
        webauthn(async () => ({ 'extension:prf': true })),
      ),
    ).toBe(true)
    expect(
      await isPasskeyRecoverySupported(
        browser,
        webauthn(async () => ({ 'extension:prf': false })),
      ),
    ).toBe(false)
    expect(
      await isPasskeyRecoverySupported(
        browser,
        webauthn(async () => ({})),
      ),
    ).toBe(false)
  })

  it('false without the capability call, when it fails, without WebAuthn, on a server, with a host-provided WebAuthn', async () => {
    expect(await isPasskeyRecoverySupported(browser, webauthn())).toBe(false)
    expect(
      await isPasskeyRecoverySupported(
        browser,
        webauthn(async () => {
          throw new Error('NotSupportedError')
        }),
      ),
    ).toBe(false)
    expect(await isPasskeyRecoverySupported(browser, {})).toBe(false)
    const prf = webauthn(async () => ({ 'extension:prf': true }))
    expect(await isPasskeyRecoverySupported({ isBrowser: false }, prf)).toBe(false)
    expect(
      await isPasskeyRecoverySupported(
        { isBrowser: true, webauthn: { supported: () => true } as never },
        prf,
      ),
    ).toBe(false)
  })
})
