import { describe, expect, it } from 'vitest'
import { ApiError, LatchError } from '../../errors'
import { messages } from '../../messages'
import type { RouteContext } from '../../services/router/route.types'
import { routeTelegram } from './telegram.route'
import { telegramBody, telegramError } from './telegram.rules'
import type { TelegramState } from './telegram.types'

describe('telegramBody', () => {
  it("sends the widget's object untouched as auth_data, a Mini App's initData as init_data", () => {
    const widget = { id: 42, first_name: 'Tess', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) }
    expect(telegramBody(widget)).toEqual({ auth_data: widget })
    expect(telegramBody({ initData: 'query_id=x&user=%7B%7D&auth_date=1&hash=00' })).toEqual({
      init_data: 'query_id=x&user=%7B%7D&auth_date=1&hash=00',
    })
  })
})

describe('telegramError', () => {
  const refused = (code: string) => new ApiError(code, 'the server words', { status: 401 })
  it.each([
    ['telegram_auth_expired', 'telegram.expired', true],
    ['telegram_auth_in_future', 'telegram.expired', true],
    ['telegram_replayed', 'telegram.expired', true],
    ['telegram_invalid_hash', 'telegram.failed', true],
    ['telegram_disabled', 'telegram.unavailable', false],
  ] as const)('%s: the flow text %s (retryable: %s), never the server words', (code, key, retryable) => {
    const error = telegramError(refused(code), messages)
    expect(error).toMatchObject({ code, message: messages[key], retryable })
  })

  it('other Latch errors pass through; anything else is a retryable telegram_failed', () => {
    const network = new LatchError('network_error', 'offline', { retryable: true })
    expect(telegramError(network, messages)).toBe(network)
    expect(telegramError(new TypeError('boom'), messages)).toMatchObject({
      code: 'telegram_failed',
      message: messages['telegram.failed'],
      retryable: true,
    })
  })
})

describe('routeTelegram', () => {
  const context = (screen = 'LANDING') =>
    ({
      config: { embeddedWallets: {} },
      appConfig: null,
      messages,
      authenticated: false,
      modal: {
        step: 'open',
        open: true,
        screen,
        data: null,
        landingView: 'default',
      } as RouteContext['modal'],
    }) as never
  const idle: TelegramState = { step: 'idle' }

  it("the host's widget opening for a login shows the waiting screen, in an open modal only; once", () => {
    expect(routeTelegram(idle, { step: 'awaiting', mode: 'login' }, context())).toEqual({
      kind: 'navigate',
      entry: { screen: 'AWAITING_TELEGRAM_SCREEN', data: { mode: 'login' } },
      onlyIfOpen: true,
    })
    // a payload given to loginWithTelegram goes straight to verifying: the same screen
    expect(routeTelegram(idle, { step: 'verifying', mode: 'login' }, context())).toMatchObject({
      entry: { screen: 'AWAITING_TELEGRAM_SCREEN' },
    })
    expect(
      routeTelegram({ step: 'awaiting', mode: 'login' }, { step: 'verifying', mode: 'login' }, context()),
    ).toBeNull()
  })

  it('a closed widget returns to the landing list from the waiting screen; a link never moves the modal', () => {
    expect(
      routeTelegram(
        { step: 'awaiting', mode: 'login' },
        { step: 'cancelled', mode: 'login' },
        context('AWAITING_TELEGRAM_SCREEN'),
      ),
    ).toEqual({ kind: 'navigate', entry: { screen: 'LANDING', data: null }, onlyIfOpen: true })
    expect(routeTelegram(idle, { step: 'awaiting', mode: 'link' }, context())).toBeNull()
  })
})
