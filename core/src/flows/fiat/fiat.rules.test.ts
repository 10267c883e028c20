import { describe, expect, it } from 'vitest'
import type { OnRampStatusTexts } from '../../fiat/fiat.rules'
import type { RouteContext } from '../../services/router/route.types'
import { routeFiat } from './fiat.route'
import { fundingOrigin, originOf, originPending, returnsAtOnce } from './fiat.rules'
import type { FiatState } from './fiat.types'

const SEND = 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pending = (id: number, screen: string | null = SEND) =>
  ({ step: 'pending', request: { id, kind: 'send-transaction', payload: null, screen } }) as const
const origin = { requestId: 4, screen: SEND }
const texts: OnRampStatusTexts = { title: 'fiat.inProgress', body: 'fiat.inProgressBody', hint: null }

describe('fundingOrigin', () => {
  it.each([
    ['a pending request on screen', pending(4), { open: true, screen: SEND }, origin],
    ['no request', { step: 'idle' } as const, { open: true, screen: SEND }, null],
    ['a request without a screen (host UI)', pending(4, null), { open: true, screen: SEND }, null],
    ['the modal shows another screen', pending(4), { open: true, screen: 'LANDING' }, null],
    ['the modal is closed', pending(4), { open: false, screen: SEND }, null],
  ])('%s', (_name, request, modal, expected) => {
    expect(fundingOrigin(request, modal)).toEqual(expected)
  })
})

describe('originPending, originOf, returnsAtOnce', () => {
  it('the origin counts only while its own request is the pending one', () => {
    expect(originPending(origin, pending(4))).toBe(true)
    expect(originPending(origin, pending(5))).toBe(false)
    expect(originPending(origin, { step: 'idle' })).toBe(false)
    expect(originPending(null, pending(4))).toBe(false)
  })
  it('idle and returned states have no origin to go back from; an absent origin is null', () => {
    expect(originOf({ step: 'idle' })).toBeNull()
    expect(originOf({ step: 'returned', origin, status: 'completed' })).toBeNull()
    expect(originOf({ step: 'signing', address: ADDRESS, options: {} })).toBeNull()
    expect(originOf({ step: 'signing', address: ADDRESS, options: {}, origin })).toEqual(origin)
  })
  it('only a completed payment goes back by itself', () => {
    expect(returnsAtOnce('completed')).toBe(true)
    for (const status of ['pending', 'failed', 'serviceFailure', 'awaitingAuthorization'] as const) {
      expect(returnsAtOnce(status)).toBe(false)
    }
  })
})

describe('routeFiat', () => {
  const context = {} as RouteContext
  const prompt: FiatState = { step: 'prompt', address: ADDRESS, options: {}, error: null, origin }
  const signing: FiatState = { step: 'signing', address: ADDRESS, options: {}, origin }
  const status: FiatState = {
    step: 'status',
    address: ADDRESS,
    options: {},
    origin,
    externalTransactionId: 'x',
    status: 'pending',
    texts,
    record: null,
    failures: 0,
  }
  const returned: FiatState = { step: 'returned', origin, status: 'completed' }
  it.each([
    ['idle -> prompt opens the prompt', { step: 'idle' }, prompt, 'FIAT_ON_RAMP_PROMPT_SCREEN', false],
    ['prompt -> signing shows the status', prompt, signing, 'FIAT_ON_RAMP_STATUS_SCREEN', true],
    ['status -> returned goes back to the request screen', status, returned, SEND, true],
    ['prompt -> returned goes back too', prompt, returned, SEND, true],
  ] as const)('%s', (_name, prev, next, screen, onlyIfOpen) => {
    expect(routeFiat(prev as FiatState, next, context)).toEqual({
      kind: 'navigate',
      entry: { screen, data: null },
      onlyIfOpen,
    })
  })
  it.each([
    ['returned -> returned', returned, returned],
    ['status -> status (a poll)', status, status],
    ['returned -> idle (modal closed)', returned, { step: 'idle' }],
  ] as const)('%s: nothing', (_name, prev, next) => {
    expect(routeFiat(prev as FiatState, next as FiatState, context)).toBeNull()
  })
})
