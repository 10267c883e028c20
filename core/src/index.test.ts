import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as core from './index'

describe('public surface of @latch/core', () => {
  it('exports the spine names', () => {
    const names = Object.keys(core)
    expect(names).toEqual(
      expect.arrayContaining([
        'createLatch',
        'resolveConfig',
        'validateAppId',
        'validateCaptchaSiteKey',
        'validateBackgroundColor',
        'validateLoginMethods',
        'validateSupportedChains',
        'validateTransactionConfirmation',
        'normalizeSupportedWallets',
        'resolveShowWalletLoginFirst',
        'relativeLuminance',
        'parseAppConfig',
        'toAppConfig',
        'createApi',
        'getClientAnalyticsId',
        'createAnalytics',
        'createSession',
        'parseUser',
        'toUser',
        'isEmbeddedWallet',
        'latestOfType',
        'LatchError',
        'ApiError',
        'WalletError',
        'EmbeddedWalletError',
        'isLatchError',
        'isApiError',
        'isRateLimitError',
        'hasErrorCode',
        'createDefaultEnv',
        'createMemoryStorage',
        'createSafeStorage',
        'messages',
        'formatMessage',
        'resolveMessages',
        'ShapeError',
        'ethereumMainnet',
      ]),
    )
  })

  it('uses named re-exports only (no export *)', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^export \* from/m)
  })
})
