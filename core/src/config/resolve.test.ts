import fc from 'fast-check'
import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultAppConfigJSON } from '../../../test/fixtures/msw/state'
import { DEFAULT_SUPPORTED_WALLETS } from '../constants'
import { isLatchError } from '../errors'
import { toAppConfig } from './app-config'
import { ethereumMainnet } from './chains'
import { resolveConfig } from './resolve'
import type { LatchConfig, ResolvedConfig } from './types'

const chain = (id: number, name = `Chain ${id}`): Chain => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.${id}.test`] } },
})
const base = chain(8453, 'Base')
const optimism = chain(10, 'Optimism')

function thrown(fn: () => unknown): { code: string; message: string } {
  try {
    fn()
  } catch (error) {
    if (isLatchError(error)) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected resolveConfig to throw')
}

describe('defaults', () => {
  const { config, warnings } = resolveConfig()
  it('resolves an empty config without warnings', () => {
    expect(warnings).toEqual([])
  })
  it('theme light, accent #676FFF', () => {
    expect(config.appearance.theme).toBe('light')
    expect(config.appearance.accentColor).toBe('#676FFF')
  })
  it('default supported wallets', () => {
    expect(config.appearance.supportedWallets).toEqual([...DEFAULT_SUPPORTED_WALLETS])
    expect(config.appearance.supportedWallets).toEqual([
      'browser_wallets',
      'metamask',
      'coinbase_wallet',
      'rainbow',
      'wallet_connect',
    ])
  })
  it('default chain Ethereum mainnet (id 1), the only supported chain', () => {
    expect(config.defaultChain.id).toBe(1)
    expect(config.supportedChains.map((c) => c.id)).toEqual([1])
  })
  it('default country US', () => {
    expect(config.intl.defaultCountry).toBe('US')
  })
  it('fiat sandbox off, captcha off', () => {
    expect(config.fiatOnRamp.useSandbox).toBe(false)
    expect(config.captcha.enabled).toBe(false)
  })
  it('noPromptOnMfaRequired true, waitForTransactionConfirmation true, noPromptOnSignature false', () => {
    expect(config.mfa.noPromptOnMfaRequired).toBe(true)
    expect(config.embeddedWallets.waitForTransactionConfirmation).toBe(true)
    expect(config.embeddedWallets.noPromptOnSignature).toBe(false)
  })
  it('price display: fiat currency first, native token second', () => {
    expect(config.embeddedWallets.priceDisplay).toEqual({
      primary: 'fiat-currency',
      secondary: 'native-token',
    })
  })
  it('web2-first, direct inputs shown, not in a dialog, wallet creation off', () => {
    expect(config.appearance.loginGroupPriority).toBe('web2-first')
    expect(config.appearance.hideDirectWeb2Inputs).toBe(false)
    expect(config.render.inDialog).toBe(false)
    expect(config.embeddedWallets.createOnLogin).toBe('off')
  })
  it('email and wallet login before the server says otherwise', () => {
    expect(config.loginMethods.email).toBe(true)
    expect(config.loginMethods.wallet).toBe(true)
    expect(config.loginMethods.sms).toBe(false)
    expect(config.appearance.showWalletLoginFirst).toBe(false)
  })
})

describe('configuration rules', () => {
  it('no login method: "You must enable at least one login method"', () => {
    expect(thrown(() => resolveConfig({ loginMethods: { email: false, wallet: false } }))).toEqual({
      code: 'invalid_config',
      message: 'You must enable at least one login method',
    })
  })

  it('showWalletLoginFirst is forced false without wallet login', () => {
    const { config } = resolveConfig({
      appearance: { showWalletLoginFirst: true },
      loginMethods: { email: true },
    })
    expect(config.loginMethods.wallet).toBe(false)
    expect(config.appearance.showWalletLoginFirst).toBe(false)
  })

  it('showWalletLoginFirst is forced true when wallet is the only method', () => {
    const { config } = resolveConfig({
      appearance: { showWalletLoginFirst: false },
      loginMethods: { wallet: true },
    })
    expect(config.appearance.showWalletLoginFirst).toBe(true)
  })

  it('empty supportedChains is refused', () => {
    expect(thrown(() => resolveConfig({ supportedChains: [] }))).toEqual({
      code: 'invalid_config',
      message: 'supportedChains must contain at least one chain',
    })
  })

  it('defaultChain must be among supportedChains', () => {
    expect(thrown(() => resolveConfig({ supportedChains: [base], defaultChain: optimism }))).toEqual({
      code: 'invalid_config',
      message: 'defaultChain must be one of supportedChains',
    })
  })

  it('supportedChains wins over additionalChains, with a warning', () => {
    const { config, warnings } = resolveConfig({
      supportedChains: [base, optimism],
      additionalChains: [chain(137)],
    })
    expect(config.supportedChains.map((c) => c.id)).toEqual([8453, 10])
    expect(config.defaultChain.id).toBe(8453)
    expect(warnings).toContainEqual({
      code: 'supported_chains_wins',
      message:
        'Both supportedChains and additionalChains were given: supportedChains is used and additionalChains is ignored',
    })
  })

  it('additionalChains join the default chain', () => {
    const { config } = resolveConfig({ additionalChains: [base] })
    expect(config.supportedChains.map((c) => c.id)).toEqual([1, 8453])
    expect(config.defaultChain).toBe(ethereumMainnet)
  })

  it('waitForTransactionConfirmation false requires noPromptOnSignature true', () => {
    expect(
      thrown(() => resolveConfig({ embeddedWallets: { waitForTransactionConfirmation: false } })),
    ).toEqual({
      code: 'invalid_config',
      message:
        'embeddedWallets.waitForTransactionConfirmation can only be false when embeddedWallets.noPromptOnSignature is true',
    })
    const ok = resolveConfig({
      embeddedWallets: { waitForTransactionConfirmation: false, noPromptOnSignature: true },
    })
    expect(ok.config.embeddedWallets.waitForTransactionConfirmation).toBe(false)
  })

  it('supported wallets are limited to the listed names and de-duplicated, unknown ones warned about', () => {
    const { config, warnings } = resolveConfig({
      appearance: { supportedWallets: ['metamask', 'metamask', 'zerion', 'trust' as 'metamask'] },
    })
    expect(config.appearance.supportedWallets).toEqual(['metamask', 'zerion'])
    expect(warnings).toContainEqual({
      code: 'unknown_wallet_name',
      message: 'Unsupported wallet name: trust',
    })
  })

  it('a captcha site key not of the form t:... is refused: "Unsupported captcha site key"', () => {
    expect(thrown(() => resolveConfig({ captcha: { siteKey: '0x4AAAA' } }))).toEqual({
      code: 'invalid_config',
      message: 'Unsupported captcha site key',
    })
    expect(resolveConfig({ captcha: { siteKey: 't:0x4AAAA' } }).config.captcha).toMatchObject({
      enabled: true,
      siteKey: 't:0x4AAAA',
    })
  })

  it('a mid-luminance background colour is warned about', () => {
    const { warnings } = resolveConfig({ appearance: { theme: '#808080' } })
    expect(warnings.map((w) => w.code)).toEqual(['background_luminance'])
  })

  it('a dark background colour is accepted quietly', () => {
    expect(resolveConfig({ appearance: { theme: '#1E1E1D' } }).warnings).toEqual([])
  })

  it('a field of the wrong type is refused with a message naming it', () => {
    expect(thrown(() => resolveConfig({ loginMethods: { email: 'yes' } } as unknown as LatchConfig))).toEqual(
      {
        code: 'invalid_config',
        message: 'config.loginMethods.email must be true or false',
      },
    )
    expect(thrown(() => resolveConfig({ additionalChains: {} } as unknown as LatchConfig)).message).toBe(
      'config.additionalChains must be an array of chains',
    )
    expect(
      thrown(() => resolveConfig({ embeddedWallets: { createOnLogin: 'always' } } as unknown as LatchConfig))
        .message,
    ).toBe("config.embeddedWallets.createOnLogin must be one of 'users-without-wallets', 'all-users', 'off'")
  })

  it('a config that is not an object is refused', () => {
    expect(thrown(() => resolveConfig('email' as unknown as LatchConfig)).code).toBe('invalid_config')
  })
})

describe('merging the server app config (client config wins where set)', () => {
  const server = toAppConfig(
    defaultAppConfigJSON(undefined, {
      accent_color: '#123456',
      logo_url: 'https://cdn.test/logo.png',
      sms_auth: true,
      email_auth: true,
      wallet_auth: false,
      google_oauth: true,
      terms_and_conditions_url: 'https://app.test/terms',
      privacy_policy_url: 'https://app.test/privacy',
      embedded_wallet_config: {
        create_on_login: 'users-without-wallets',
        require_user_password_on_create: true,
      },
      captcha_enabled: true,
      captcha_site_key: 't:server-key',
    }),
  )

  it('takes the server values the client leaves unset', () => {
    const { config } = resolveConfig({}, server)
    expect(config.appearance.accentColor).toBe('#123456')
    expect(config.appearance.logo).toBe('https://cdn.test/logo.png')
    expect(config.loginMethods).toMatchObject({
      email: true,
      sms: true,
      wallet: false,
      google: true,
      apple: false,
    })
    expect(config.legal).toEqual({
      termsAndConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
    })
    expect(config.embeddedWallets.createOnLogin).toBe('users-without-wallets')
    expect(config.embeddedWallets.requireUserPasswordOnCreate).toBe(true)
    expect(config.captcha).toMatchObject({ enabled: true, siteKey: 't:server-key' })
  })

  it('keeps the client values where the client sets them', () => {
    const { config } = resolveConfig(
      {
        appearance: { accentColor: '#FF0000', logo: 'https://host.test/logo.svg' },
        loginMethods: { email: true, sms: false, google: true },
        embeddedWallets: { createOnLogin: 'all-users' },
        legal: { privacyPolicyUrl: 'https://host.test/privacy' },
      },
      server,
    )
    expect(config.appearance.accentColor).toBe('#FF0000')
    expect(config.appearance.logo).toBe('https://host.test/logo.svg')
    expect(config.loginMethods).toMatchObject({ email: true, sms: false, wallet: false, google: true })
    expect(config.embeddedWallets.createOnLogin).toBe('all-users')
    expect(config.legal.privacyPolicyUrl).toBe('https://host.test/privacy')
    expect(config.legal.termsAndConditionsUrl).toBe('https://app.test/terms')
  })

  it("the host's loginMethods is the whole list: unset keys are off and the server's methods add nothing", () => {
    const all = toAppConfig(
      defaultAppConfigJSON(undefined, {
        email_auth: true,
        sms_auth: true,
        wallet_auth: true,
        google_oauth: true,
        apple_oauth: true,
        github_oauth: true,
        discord_oauth: true,
      }),
    )
    const on = (config: ResolvedConfig) =>
      Object.entries(config.loginMethods)
        .filter(([, value]) => value)
        .map(([method]) => method)
    const host: LatchConfig = { loginMethods: { email: true, sms: true, google: true } }
    // before the server answers and after it: exactly the three methods the host wrote
    expect(on(resolveConfig(host).config)).toEqual(['email', 'sms', 'google'])
    const merged = resolveConfig(host, all)
    expect(on(merged.config)).toEqual(['email', 'sms', 'google'])
    expect(merged.warnings).toEqual([])
    // a method set to false is off too, and one left out stays off even when the server has it on
    expect(on(resolveConfig({ loginMethods: { wallet: true, email: false } }, all).config)).toEqual([
      'wallet',
    ])
    // without loginMethods the server decides
    expect(on(resolveConfig({}, all).config)).toEqual([
      'email',
      'sms',
      'wallet',
      'apple',
      'discord',
      'github',
      'google',
    ])
    // an empty list is no method at all
    expect(thrown(() => resolveConfig({ loginMethods: {} }, all))).toEqual({
      code: 'invalid_config',
      message: 'You must enable at least one login method',
    })
  })

  it('a method the host turns on but the server has off is kept, with a warning that the server refuses it', () => {
    const emailOnly = toAppConfig(defaultAppConfigJSON(undefined, { email_auth: true, sms_auth: false }))
    const { config, warnings } = resolveConfig({ loginMethods: { email: true, sms: true } }, emailOnly)
    expect(config.loginMethods).toMatchObject({ email: true, sms: true })
    expect(warnings).toEqual([
      {
        code: 'login_method_off_on_server',
        message:
          "loginMethods.sms is on in the config but off in the app's server settings: the server will refuse those logins",
      },
    ])
  })

  it('appearance.logo: a path, an https or a data:image URL is shown; anything else is dropped with a warning', () => {
    for (const logo of ['/brand/logo.svg', 'https://cdn.test/l.png', 'data:image/png;base64,iVBORw0KGgo=']) {
      const { config, warnings } = resolveConfig({ appearance: { logo } })
      expect(config.appearance.logo).toBe(logo)
      expect(warnings).toEqual([])
    }
    const { config, warnings } = resolveConfig({ appearance: { logo: 'http://cdn.test/logo.png' } }, server)
    // the host's logo is refused out loud, and the app's own logo is shown instead
    expect(config.appearance.logo).toBe('https://cdn.test/logo.png')
    expect(warnings).toEqual([
      {
        code: 'logo_not_shown',
        message:
          'appearance.logo http://cdn.test/logo.png is not shown: use an https URL (http only on localhost), a path on your site or a data:image URL',
      },
    ])
    const badServer = toAppConfig(defaultAppConfigJSON(undefined, { logo_url: 'javascript:alert(1)' }))
    const fromServer = resolveConfig({}, badServer)
    expect(fromServer.config.appearance.logo).toBeNull()
    expect(fromServer.warnings.map((w) => w.message)).toEqual([
      "the app's logo_url javascript:alert(1) is not shown: use an https URL (http only on localhost), a path on your site or a data:image URL",
    ])
  })

  it('a merge that leaves no login method on is refused with the exact message', () => {
    const off = toAppConfig(defaultAppConfigJSON(undefined, { email_auth: false, wallet_auth: false }))
    expect(thrown(() => resolveConfig({}, off)).message).toBe('You must enable at least one login method')
  })

  it('an invalid server captcha key is refused', () => {
    const bad = toAppConfig(
      defaultAppConfigJSON(undefined, { captcha_enabled: true, captcha_site_key: 'nope' }),
    )
    expect(thrown(() => resolveConfig({}, bad)).message).toBe('Unsupported captcha site key')
  })

  it('the server decides showWalletLoginFirst unless the client sets it', () => {
    const walletFirst = toAppConfig(defaultAppConfigJSON(undefined, { show_wallet_login_first: true }))
    expect(resolveConfig({}, walletFirst).config.appearance.showWalletLoginFirst).toBe(true)
    expect(
      resolveConfig({ appearance: { showWalletLoginFirst: false } }, walletFirst).config.appearance
        .showWalletLoginFirst,
    ).toBe(false)
  })
})

describe('smartWallets', () => {
  it('is off (null) unless set, and passed through as given (checked by the smart-wallet chunk)', () => {
    expect(resolveConfig({}).config.smartWallets).toBeNull()
    const smartWallets = { implementation: 'simple', chains: { 1: { bundlerUrl: 'http://b.test' } } } as const
    expect(resolveConfig({ smartWallets }).config.smartWallets).toBe(smartWallets)
  })
})

describe('property: any config either resolves or throws LatchError invalid_config', () => {
  const configArbitrary = fc.record(
    {
      appearance: fc.oneof(
        fc.anything(),
        fc.record(
          {
            theme: fc.oneof(fc.constantFrom('light', 'dark', 'auto', '#808080', '#zzz'), fc.anything()),
            accentColor: fc.oneof(fc.constant('#676FFF'), fc.anything()),
            supportedWallets: fc.oneof(
              fc.array(fc.constantFrom('metamask', 'zerion', 'nope')),
              fc.anything(),
            ),
            showWalletLoginFirst: fc.anything(),
            logo: fc.anything(),
          },
          { requiredKeys: [] },
        ),
      ),
      loginMethods: fc.oneof(
        fc.dictionary(fc.constantFrom('email', 'sms', 'wallet', 'google'), fc.anything()),
        fc.anything(),
      ),
      supportedChains: fc.oneof(
        fc.constant([base, optimism]),
        fc.array(fc.anything(), { maxLength: 3 }),
        fc.anything(),
      ),
      defaultChain: fc.oneof(fc.constant(base), fc.anything()),
      additionalChains: fc.oneof(fc.constant([optimism]), fc.anything()),
      embeddedWallets: fc.anything(),
      captcha: fc.oneof(fc.record({ siteKey: fc.oneof(fc.constant('t:key'), fc.anything()) }), fc.anything()),
      intl: fc.anything(),
      legal: fc.anything(),
      render: fc.anything(),
      rpcConfig: fc.anything(),
      mfa: fc.anything(),
      fiatOnRamp: fc.anything(),
      customAuth: fc.anything(),
      smartWallets: fc.oneof(
        fc.anything(),
        fc.record(
          {
            implementation: fc.oneof(fc.constantFrom('simple', 'kernel', 'nope'), fc.anything()),
            chains: fc.oneof(
              fc.dictionary(
                fc.constantFrom('8453', '10', '1', 'x'),
                fc.oneof(
                  fc.record(
                    {
                      bundlerUrl: fc.oneof(fc.constant('http://b.test'), fc.anything()),
                      paymasterUrl: fc.anything(),
                      factoryAddress: fc.anything(),
                    },
                    { requiredKeys: [] },
                  ),
                  fc.anything(),
                ),
              ),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  )

  it('never throws anything else', () => {
    fc.assert(
      fc.property(fc.oneof(configArbitrary, fc.anything()), (config) => {
        try {
          const { config: resolved } = resolveConfig(config as LatchConfig)
          return resolved.supportedChains.length > 0 && typeof resolved.appearance.accentColor === 'string'
        } catch (error) {
          return isLatchError(error) && error.code === 'invalid_config' && error.message.length > 0
        }
      }),
      { numRuns: 500 },
    )
  })
})
