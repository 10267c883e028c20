import { describe, expect, it, vi } from 'vitest'
import { TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createSpyLogger } from '../../../test/fixtures/msw/test-env'
import { resolveConfig } from '../config/resolve'
import { createLatch, getLatchContext } from '../latch'
import ar from '../locales/ar'
import arWallet from '../locales/ar.wallet'
import es from '../locales/es'
import { messages } from '../messages'
import { formatWalletMessage, walletMessages } from '../messages.wallet'
import { formatFiat, formatTokenAmount } from '../rules/format'
import { createIntl, type IntlState } from './intl'
import { matchLocale, SUPPORTED_LOCALES, textDirection } from './locales'

/** Resolves when the client's texts are in the requested locale (or the load gave up). */
function settled(latch: { $intl: { get(): IntlState; listen(fn: (s: IntlState) => void): () => void } }) {
  return new Promise<IntlState>((resolve) => {
    if (latch.$intl.get().status === 'ready') return resolve(latch.$intl.get())
    const stop = latch.$intl.listen((state) => {
      if (state.status !== 'ready') return
      stop()
      resolve(state)
    })
  })
}

const client = (config: Parameters<typeof createLatch>[0]['config'], logger = createSpyLogger()) => ({
  latch: createLatch({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, config, env: { logger } }),
  logger,
})

describe('matchLocale: config.intl.locale to a shipped catalogue', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
  ])('%s -> %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale)
  })

  it.each(['it', 'xx', 'zh-TW', 'not a tag', '', 42])('%s is not shipped: null', (tag) => {
    expect(matchLocale(tag)).toBeNull()
  })

  it('Arabic is right to left; the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('es')).toBe('ltr')
    expect(textDirection('ja')).toBe('ltr')
    expect(textDirection('en')).toBe('ltr')
  })
})

describe('config.intl.locale', () => {
  it('an unknown locale falls back to English with a warning naming it and the shipped ones', () => {
    const { config, warnings } = resolveConfig({ intl: { locale: 'tlh' } })
    expect(config.intl.locale).toBe('en')
    expect(warnings).toEqual([
      {
        code: 'unknown_locale',
        message: expect.stringContaining(`"tlh" is not a shipped locale (${SUPPORTED_LOCALES.join(', ')})`),
      },
    ])
  })

  it('a locale that is not a string is refused like any bad config', () => {
    expect(() => resolveConfig({ intl: { locale: 7 as never } })).toThrow(
      'config.intl.locale must be a string',
    )
  })

  it('the client warns once on the console and shows English', async () => {
    const { latch, logger } = client({ intl: { locale: 'tlh' } })
    const state = await settled(latch)
    expect(state).toMatchObject({ locale: 'en', dir: 'ltr', status: 'ready' })
    expect(latch.messages['landing.title']).toBe(messages['landing.title'])
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('"tlh" is not a shipped locale'))
    latch.destroy()
  })
})

describe('a client in another language', () => {
  it("Spanish: English until the catalogue arrives, then the Spanish texts; the host's overrides win", async () => {
    const { latch } = client({ intl: { locale: 'es', messages: { 'landing.submit': 'Vamos' } } })
    expect(latch.$intl.get()).toMatchObject({ locale: 'en', status: 'loading' })
    expect(latch.messages['landing.title']).toBe('Log in or Sign Up')
    const state = await settled(latch)
    expect(state).toMatchObject({ locale: 'es', dir: 'ltr', status: 'ready' })
    expect(latch.messages['landing.title']).toBe(es['landing.title'])
    expect(latch.messages['landing.submit']).toBe('Vamos')
    // Every flow reads the same texts through its context.
    expect(getLatchContext(latch).messages['code.title']).toBe(es['code.title'])
    latch.destroy()
  })

  it('Arabic: right to left; the wallet texts come only when the wallet half asks for them', async () => {
    const { latch } = client({ intl: { locale: 'ar' } })
    const state = await settled(latch)
    expect(state).toMatchObject({ locale: 'ar', dir: 'rtl' })
    expect(latch.messages['landing.title']).toBe(ar['landing.title'])
    const before = formatWalletMessage(latch.messages, 'walletError.userRejected')
    expect(before).toBe(walletMessages['walletError.userRejected'])
    await getLatchContext(latch).intl.loadWalletMessages()
    expect(formatWalletMessage(latch.messages, 'walletError.userRejected')).toBe(
      arWallet['walletError.userRejected'],
    )
    latch.destroy()
  })

  it('$loginIntl follows $intl except when only the wallet texts arrive (no login screen re-renders for them)', async () => {
    const { latch } = client({ intl: { locale: 'ar' } })
    const { $loginIntl } = getLatchContext(latch).intl
    await settled(latch)
    expect($loginIntl.get()).toBe(latch.$intl.get())
    expect($loginIntl.get().messages['landing.title']).toBe(ar['landing.title'])
    const loginChanges = vi.fn()
    const stop = $loginIntl.listen(loginChanges)
    await getLatchContext(latch).intl.loadWalletMessages()
    expect(formatWalletMessage(latch.messages, 'walletError.userRejected')).toBe(
      arWallet['walletError.userRejected'],
    )
    expect(loginChanges).not.toHaveBeenCalled()
    // A change of locale is the login half's too.
    latch.setConfig({ intl: { locale: 'es' } })
    await settled(latch)
    expect($loginIntl.get()).toMatchObject({ locale: 'es', dir: 'ltr' })
    expect($loginIntl.get().messages['landing.title']).toBe(es['landing.title'])
    stop()
    latch.destroy()
  })

  it('setConfig to another locale switches the texts and the direction', async () => {
    const { latch } = client({ intl: { locale: 'ar' } })
    await settled(latch)
    latch.setConfig({ intl: { locale: 'es' } })
    const state = await settled(latch)
    expect(state).toMatchObject({ locale: 'es', dir: 'ltr' })
    expect(latch.messages['generic.close']).toBe(es['generic.close'])
    latch.setConfig({ intl: {} })
    expect(latch.$intl.get()).toMatchObject({ locale: 'en', dir: 'ltr' })
    expect(latch.messages['generic.close']).toBe('Close')
    latch.destroy()
  })
})

describe('createIntl: a catalogue that cannot be loaded', () => {
  it('warns, keeps English (never a key), and a later load tries again', async () => {
    const warn = vi.fn()
    const login = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: es })
    const intl = createIntl({ locale: 'es', warn, catalogues: { login: { es: login }, wallet: {} } })
    await intl.load()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chunk failed'))
    expect(intl.$intl.get()).toMatchObject({ locale: 'en', status: 'ready' })
    expect(intl.messages['landing.title']).toBe('Log in or Sign Up')
    await intl.load()
    expect(intl.$intl.get()).toMatchObject({ locale: 'es', status: 'ready' })
    expect(intl.messages['landing.title']).toBe(es['landing.title'])
  })
})

describe('amounts through Intl in the client locale', () => {
  it('fiat: English by default, the locale notation when given', () => {
    expect(formatFiat(1234.567)).toBe('$1,234.57')
    expect(formatFiat(0.001)).toBe('<$0.01')
    expect(formatFiat(1234.567, undefined, 'de')).toBe('1.234,57\u00a0$')
    expect(formatFiat(1234.567, undefined, 'es')).toMatch(/^1234,57\s?US\$$/)
  })

  it('token amounts: exact, no grouping, the locale decimal separator', () => {
    expect(formatTokenAmount(10n ** 16n)).toBe('0.01')
    expect(formatTokenAmount(10n ** 16n, 18, undefined, 'de')).toBe('0,01')
    expect(formatTokenAmount(12345678901234567890123n, 18, undefined, 'fr')).toBe('12345,678901')
    expect(formatTokenAmount(1n, 18, undefined, 'de')).toBe('<0,001')
  })
})
