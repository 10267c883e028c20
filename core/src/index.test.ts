import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as core from './index'
import * as internal from './internal'

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
        'LatchError',
        'MODAL_DRAWER_BREAKPOINT_PX',
        'MODAL_WIDTH_PX',
        'OAUTH_PROVIDERS',
        'SCREEN_NAMES',
        'SDK_VERSION',
        'SUPPORTED_WALLET_NAMES',
        'announceEmbeddedWalletProvider',
        'WalletError',
        'createLatch',
        'createMemoryStorage',
        'formatMessage',
        'formatWalletMessage',
        'generatePassword',
        'passwordStrength',
        'validatePassword',
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

  it('uses named re-exports only (no export *)', () => {
    for (const file of ['./index.ts', './internal.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8')
      expect(source).not.toMatch(/^export \* from/m)
    }
  })

  it('spells normalize one way in public names', () => {
    expect(Object.keys(core).filter((name) => /normalis/i.test(name))).toEqual([])
  })
})
