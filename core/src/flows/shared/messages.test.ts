import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import type { MessageKey } from '../../messages'
import { messages } from '../../messages'

const server = useMswServer(createMswServer())

/** Every key a flow rule or error mapping uses, overridden with a marked text. */
const KEYS = [
  'code.numeric',
  'code.invalidOrExpired',
  'code.issueVerifying',
  'code.noChannelWaiting',
  'email.invalid',
  'email.issueSubmitting',
  'sms.invalid',
  'sms.issueSubmitting',
  'allowlist.title',
  'allowlist.detail',
  'allowlist.cta',
  'oauth.stateMismatch',
  'link.alreadyHasEmail',
  'error.mustBeAuthenticated',
  'error.exitedAuthFlow',
  'error.unknownScreen',
] as const satisfies readonly MessageKey[]

const override = Object.fromEntries(KEYS.map((key) => [key, `[host] ${key}`])) as Record<MessageKey, string>
const config = { loginMethods: { email: true, sms: true, google: true }, intl: { messages: override } }

describe("a host's message overrides reach every rule's error", () => {
  it('email: invalid address, failed send, non-numeric code, wrong code, failed check', async () => {
    const h = await createHarness(server, { config })
    await expect(h.latch.initLoginWithEmail('nope')).rejects.toThrow(override['email.invalid'])
    expect(h.latch.flows.email.$submitError.get()).toBe(override['email.invalid'])
    server.use(
      http.post(`${TEST_API_URL}/api/v1/passwordless/init`, () => errorResponse(400, 'bad', 'x'), {
        once: true,
      }),
    )
    await expect(h.latch.initLoginWithEmail('ada@example.com')).rejects.toBeTruthy()
    expect(h.latch.flows.email.$submitError.get()).toBe(override['email.issueSubmitting'])
    await h.latch.initLoginWithEmail('ada@example.com')
    await expect(h.latch.loginWithCode('12a456')).rejects.toThrow(override['code.numeric'])
    expect(h.latch.flows.email.$codeError.get()).toBe(override['code.numeric'])
    await expect(h.latch.loginWithCode('000000')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.email.$codeError.get()).toBe(override['code.invalidOrExpired'])
    server.use(
      http.post(`${TEST_API_URL}/api/v1/passwordless/authenticate`, () => errorResponse(400, 'bad', 'x'), {
        once: true,
      }),
    )
    await expect(h.latch.loginWithCode('123456')).rejects.toBeTruthy()
    expect(h.latch.flows.email.$codeError.get()).toBe(override['code.issueVerifying'])
  })

  it('SMS: invalid number and failed send', async () => {
    const h = await createHarness(server, { config, appConfig: { sms_auth: true } })
    await expect(h.latch.initLoginWithSms('123')).rejects.toThrow(override['sms.invalid'])
    server.use(
      http.post(`${TEST_API_URL}/api/v1/passwordless_sms/init`, () => errorResponse(400, 'bad', 'x'), {
        once: true,
      }),
    )
    await expect(h.latch.initLoginWithSms('+14155552671')).rejects.toBeTruthy()
    expect(h.latch.flows.sms.$submitError.get()).toBe(override['sms.issueSubmitting'])
  })

  it('allowlist rejection screen texts, no code sent, unknown screen, exited flow, network failure', async () => {
    const h = await createHarness(server, { config })
    await expect(h.latch.loginWithCode('123456')).rejects.toThrow(override['code.noChannelWaiting'])
    expect(() => (h.latch.navigate as (screen: string) => void)('NOPE')).toThrow(
      override['error.unknownScreen'],
    )
    h.latch.openModal()
    server.use(
      http.post(
        `${TEST_API_URL}/api/v1/passwordless/init`,
        () => errorResponse(403, 'allowlist_rejected', 'no'),
        {
          once: true,
        },
      ),
    )
    await expect(h.latch.initLoginWithEmail('eve@example.com')).rejects.toBeTruthy()
    expect(h.latch.$modal.get()).toMatchObject({
      screen: 'ALLOWLIST_REJECTION_SCREEN',
      data: {
        title: override['allowlist.title'],
        detail: override['allowlist.detail'],
        ctaText: override['allowlist.cta'],
      },
    })
    h.latch.closeModal()
    expect(h.latch.$lastError.get()?.error.message).toBe(override['error.exitedAuthFlow'])
  })

  it('OAuth: a return whose state does not match', async () => {
    const h = await createHarness(server, {
      config,
      url: 'https://host.latch.test/app?privy_oauth_code=abc&privy_oauth_state=forged&privy_oauth_provider=google',
      notReady: true,
    })
    await expect(h.latch.loginWithOAuth()).rejects.toThrow(override['oauth.stateMismatch'])
    expect(h.latch.flows.oauth.$error.get()).toBe(override['oauth.stateMismatch'])
  })

  it('link: already linked, and must be authenticated', async () => {
    const h = await createHarness(server, { config })
    expect(() => h.latch.linkEmail()).toThrow(override['error.mustBeAuthenticated'])
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    expect(() => h.latch.linkEmail()).toThrow(override['link.alreadyHasEmail'])
  })

  it('setConfig replaces the catalogue too', async () => {
    const h = await createHarness(server)
    await expect(h.latch.initLoginWithEmail('nope')).rejects.toThrow(messages['email.invalid'])
    h.latch.setConfig(config)
    await expect(h.latch.initLoginWithEmail('nope')).rejects.toThrow(override['email.invalid'])
  })
})

describe("a host's message overrides reach the config rules' errors and warnings", () => {
  const texts = {
    'config.invalidAppId': '[host] bad app id',
    'config.invalidApiUrl': '[host] bad api url',
    'config.apiUrlWithPath': '[host] no path, use {origin}',
    'config.waitForConfirmationNeedsNoPrompt': '[host] confirmation needs no prompt',
    'config.supportedChainsWins': '[host] supportedChains wins',
  }

  it('createLatch and setConfig throw the host text; resolveConfig warns with it', async () => {
    const { createLatch } = await import('../../latch')
    const { resolveConfig } = await import('../../config/resolve')
    const config = { intl: { messages: texts } }
    expect(() => createLatch({ appId: 'short', apiUrl: 'http://api.latch.test', config })).toThrow(
      '[host] bad app id',
    )
    expect(() => createLatch({ appId: 'latch-test-app-0000000001', apiUrl: 'ftp://x', config })).toThrow(
      '[host] bad api url',
    )
    // a path would reach the API but not the wallet frames (served at the server's root): refused at creation
    expect(() =>
      createLatch({ appId: 'latch-test-app-0000000001', apiUrl: 'https://example.com/auth', config }),
    ).toThrow('[host] no path, use https://example.com')
    expect(() =>
      createLatch({ appId: 'latch-test-app-0000000001', apiUrl: 'https://example.com/auth' }),
    ).toThrow(/^apiUrl must be the server's origin, with no path: https:\/\/example\.com$/)
    expect(() =>
      resolveConfig({ ...config, embeddedWallets: { waitForTransactionConfirmation: false } }),
    ).toThrow('[host] confirmation needs no prompt')
    const chain = {
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://x.test'] } },
    }
    const { warnings } = resolveConfig({
      ...config,
      supportedChains: [chain],
      additionalChains: [chain],
    } as never)
    expect(warnings.map((w) => w.message)).toContain('[host] supportedChains wins')
    // The exported validators keep the default text.
    const { validateAppId } = await import('../../rules/config')
    expect(validateAppId('short')).toBe(messages['config.invalidAppId'])
  })
})
