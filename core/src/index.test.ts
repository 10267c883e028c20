import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as core from './index'
import * as internal from './internal'
import * as wallet from './wallet'

describe('public surface of @latch/core', () => {
  it('exports exactly these values (types are checked by tsc)', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'APP_ID_LENGTH',
        'ApiError',
        'CODE_LENGTH',
        'COPY_CONFIRMATION_MS',
        'DEFAULT_ACCENT_COLOR',
        'EmbeddedWalletError',
        'KEY_EXPORT_GUIDE_URL',
        'LatchError',
        'MODAL_DRAWER_BREAKPOINT_PX',
        'MODAL_WIDTH_PX',
        'OAUTH_PROVIDERS',
        'PASSKEY_NAME_MAX_LENGTH',
        'PHANTOM_INSTALL_URL',
        'SCREEN_NAMES',
        'SDK_VERSION',
        'SUPPORTED_WALLET_NAMES',
        'announceEmbeddedWalletProvider',
        'WalletError',
        'createAction',
        'createLatch',
        'createMemoryStorage',
        'formatFiat',
        'formatMessage',
        'formatTokenAmount',
        'formatWalletMessage',
        'mapWalletError',
        'onRampStatusTexts',
        'shortenAddress',
        'walletProgressKeys',
        'phantomInstallUrl',
        'mfaEnrollmentChoices',
        'mfaMethodKeys',
        'generatePassword',
        'initialPasswordState',
        'passwordStrength',
        'validatePassword',
        'getGrant',
        'getStepUpMethods',
        'hasErrorCode',
        'isApiError',
        'isLatchError',
        'isRateLimitError',
        'isValidEmail',
        'loadPhoneRules',
        'messages',
        'walletMessages',
        'normalizeEmail',
        'oauthProviderName',
        'normalizeLoginCode',
        'normalizePhone',
        'normalizeSupportedWallets',
        'resolveConfig',
        'validateApiUrl',
        'validateAppId',
        'validateBackgroundColor',
        'validateCaptchaSiteKey',
        'validateEmail',
        'validateLoginCode',
        'validateLoginMethods',
        'validateMfaCode',
        'normalizeMfaCode',
        'validatePasskeyName',
        'validatePhoneNumber',
        'validateSupportedChains',
        'validateTransactionConfirmation',
      ].sort(),
    )
  })

  it('keeps assembly internals out of the public entry and in @latch/core/internal', () => {
    for (const name of ['createApi', 'createSession', 'createFlows', 'STORAGE_KEYS', 'createAnalytics']) {
      expect(name in core).toBe(false)
      expect(name in internal).toBe(true)
    }
  })

  it('@latch/core/wallet (for lazily loaded code) has the wallet rules and texts, the same functions as the root', () => {
    expect(Object.keys(wallet).sort()).toEqual(
      [
        'KEY_EXPORT_GUIDE_URL',
        'PHANTOM_INSTALL_URL',
        'formatFiat',
        'formatTokenAmount',
        'formatWalletMessage',
        'generatePassword',
        'mapWalletError',
        'mfaEnrollmentChoices',
        'mfaMethodKeys',
        'normalizeMfaCode',
        'onRampStatusTexts',
        'phantomInstallUrl',
        'passwordStrength',
        'shortenAddress',
        'validateMfaCode',
        'validatePassword',
        'walletMessages',
        'walletProgressKeys',
      ].sort(),
    )
    const root: Record<string, unknown> = { ...core }
    for (const [name, value] of Object.entries(wallet)) expect(root[name]).toBe(value)
  })

  it('the rules a wallet screen shows with: amounts, addresses, wallet errors, progress and funding texts', () => {
    expect(core.formatFiat(1234.567)).toBe('$1,234.57')
    expect(core.formatTokenAmount(10n ** 16n)).toBe('0.01')
    expect(core.shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
    expect(core.mapWalletError({ code: 4001 }, 'sign')).toMatchObject({
      code: 'signature_rejected',
      message: 'Signature rejected',
      detail: 'Please try signing again.',
      retryable: true,
    })
    expect(core.walletProgressKeys({ step: 'pairing' } as never)).toEqual({
      title: 'walletScreen.scanTitle',
      body: 'walletScreen.scanBody',
    })
    expect(core.onRampStatusTexts('failed')).toMatchObject({ hint: 'fiat.failedDebitCardHint' })
    expect(core.phantomInstallUrl({ step: 'idle' })).toBe(core.PHANTOM_INSTALL_URL)
    expect(core.mfaMethodKeys('sms').label).toBe('mfa.methodSms')
    expect(core.mfaEnrollmentChoices(['sms'], [])).toEqual([
      { method: 'sms', enrolled: false, lessSecure: true },
    ])
  })

  it('uses named re-exports only (no export *)', () => {
    for (const file of ['./index.ts', './internal.ts', './wallet.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8')
      expect(source).not.toMatch(/^export \* from/m)
    }
  })

  it('spells normalize one way in public names', () => {
    expect(Object.keys(core).filter((name) => /normalis/i.test(name))).toEqual([])
  })
})
