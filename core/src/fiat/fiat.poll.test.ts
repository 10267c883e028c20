import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../test/fixtures/core/harness'
import { pollOnRampStatus } from './fiat.poll'
import type { OnRampStatusUpdate } from './fiat.types'

const URL_ = 'https://api.moonpay.test/v1/transactions/ext/ext-1?apiKey=pk_test_1'

type Answer = Response | Error | 'hang'
const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
const record = (status: string, paymentMethod = 'credit_debit_card') => [
  {
    status,
    paymentMethod,
    cardPaymentType: paymentMethod === 'credit_debit_card' ? 'debit' : null,
    currency: { code: 'eth' },
    baseCurrencyAmount: 50,
    quoteCurrencyAmount: 0.0151,
    feeAmount: 3.99,
    extraFeeAmount: 0.5,
    networkFeeAmount: 0.42,
  },
]

/** A status API that answers from a script, one answer per request; the last answer repeats. */
function scriptedFetch(answers: Answer[]) {
  const calls: Array<{ url: string; signal: AbortSignal | undefined }> = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), signal: init?.signal ?? undefined })
    const answer = answers.length > 1 ? answers.shift() : answers[0]
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    }
    if (answer instanceof Error) throw answer
    return (answer as Response).clone()
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

function start(answers: Answer[]) {
  const clock = createManualClock(0)
  const { fetch, calls } = scriptedFetch(answers)
  const updates: OnRampStatusUpdate[] = []
  const poll = pollOnRampStatus({ fetch, clock, url: URL_, onStatus: (u) => updates.push(u) })
  return { clock, calls, updates, poll }
}

describe('pollOnRampStatus: timing', () => {
  it('polls every 3000 ms through the clock: nothing before the first interval, one request per interval', async () => {
    const { clock, calls } = start([json({ message: 'not found' }, 404)])
    expect(clock.pending()).toEqual([3000])
    await clock.advance(2999)
    expect(calls).toHaveLength(0)
    await clock.advance(1)
    expect(calls.map((c) => c.url)).toEqual([URL_])
    await clock.advance(3000)
    expect(calls).toHaveLength(2)
    await clock.advance(9000)
    expect(calls).toHaveLength(5)
    expect(clock.pending()).toEqual([3000])
  })

  it('404 is not a failure: reported as pending, with no record, for as long as it lasts', async () => {
    const notFound = Array.from({ length: 6 }, () => json({}, 404))
    const { clock, updates, poll } = start([...notFound, json(record('completed'))])
    await clock.advance(6 * 3000)
    expect(updates).toHaveLength(6)
    expect(updates.every((u) => u.status === 'pending' && u.record === null && u.failures === 0)).toBe(true)
    await clock.advance(3000)
    expect(updates.at(-1)).toMatchObject({ status: 'completed', failures: 0 })
    await expect(poll.done).resolves.toBe('completed')
  })

  it('a terminal status stops polling: no timer is left', async () => {
    const { clock, calls, poll } = start([json(record('failed'))])
    await clock.advance(3000)
    await expect(poll.done).resolves.toBe('failed')
    expect(clock.pending()).toEqual([])
    await clock.advance(30_000)
    expect(calls).toHaveLength(1)
  })
})

describe('pollOnRampStatus: failures', () => {
  it('the third failure (HTTP 500, garbage JSON, network error) gives serviceFailure and stops', async () => {
    const { clock, calls, updates, poll } = start([
      json({ error: 'boom' }, 500),
      json('{not json'),
      new TypeError('fetch failed'),
      json(record('completed')),
    ])
    await clock.advance(6000)
    // failures below the limit are not reported
    expect(updates).toEqual([])
    expect(clock.pending()).toEqual([3000])
    await clock.advance(3000)
    expect(updates).toEqual([{ status: 'serviceFailure', record: null, failures: 3 }])
    await expect(poll.done).resolves.toBe('serviceFailure')
    expect(clock.pending()).toEqual([])
    await clock.advance(9000)
    expect(calls).toHaveLength(3)
  })

  it('failures add up across readable answers (they are not reset by a 404 or a pending record)', async () => {
    const { clock, updates, poll } = start([
      json({}, 503),
      json({}, 404),
      json({}, 429),
      json(record('pending')),
      json({}, 500),
    ])
    await clock.advance(4 * 3000)
    expect(updates.map((u) => [u.status, u.failures])).toEqual([
      ['pending', 1],
      ['pending', 2],
    ])
    await clock.advance(3000)
    expect(updates.at(-1)).toEqual({ status: 'serviceFailure', record: null, failures: 3 })
    await expect(poll.done).resolves.toBe('serviceFailure')
  })

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['an object, not an array', '{"status":"completed"}'],
    ['a record without a status', '[{"paymentMethod":"credit_debit_card"}]'],
    ['a null record', '[null]'],
    ['null', 'null'],
    ['a numeric status', '[{"status":3}]'],
  ])('a garbage answer (%s) counts as a failure, not a crash', async (_, body) => {
    const { clock, updates, poll } = start([json(body)])
    await clock.advance(3 * 3000)
    expect(updates).toEqual([{ status: 'serviceFailure', record: null, failures: 3 }])
    await expect(poll.done).resolves.toBe('serviceFailure')
  })

  it('a request that never answers counts as a failure after 10 s and is aborted', async () => {
    const { clock, calls, updates } = start(['hang', json(record('completed'))])
    await clock.advance(3000)
    expect(calls).toHaveLength(1)
    await clock.advance(10_000)
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(updates).toEqual([])
    await clock.advance(3000)
    expect(updates).toEqual([expect.objectContaining({ status: 'completed', failures: 1 })])
  })

  it('an empty array (no transaction yet) is pending, not a failure', async () => {
    const { clock, updates } = start([json([])])
    await clock.advance(3000)
    expect(updates).toEqual([{ status: 'pending', record: null, failures: 0 }])
  })
})

describe('pollOnRampStatus: status mapping', () => {
  it.each([
    ['completed', 'credit_debit_card', 'completed', true],
    ['failed', 'credit_debit_card', 'failed', true],
    ['waitingAuthorization', 'credit_debit_card', 'pending', false],
    ['waitingAuthorization', 'sepa_bank_transfer', 'awaitingAuthorization', true],
    ['pending', 'credit_debit_card', 'pending', false],
    ['waitingPayment', 'credit_debit_card', 'pending', false],
    ['someNewStatus', 'credit_debit_card', 'pending', false],
  ] as const)('%s paid by %s is shown as %s (terminal: %s)', async (status, method, shown, terminal) => {
    const { clock, updates, calls } = start([json(record(status, method))])
    await clock.advance(3000)
    expect(updates).toHaveLength(1)
    expect(updates[0]?.status).toBe(shown)
    expect(updates[0]?.record).toMatchObject({
      status,
      paymentMethod: method,
      currencyCode: 'eth',
      feeAmount: 3.99,
    })
    await clock.advance(3000)
    expect(calls).toHaveLength(terminal ? 1 : 2)
  })
})

describe('pollOnRampStatus: stop', () => {
  it('stop() leaves no timer, resolves done with null and reports nothing more', async () => {
    const { clock, calls, updates, poll } = start([json({}, 404)])
    await clock.advance(3000)
    poll.stop()
    expect(clock.pending()).toEqual([])
    await expect(poll.done).resolves.toBeNull()
    await clock.advance(30_000)
    expect(calls).toHaveLength(1)
    expect(updates).toHaveLength(1)
  })

  it('stop() during a request aborts it and its answer is ignored', async () => {
    const { clock, calls, updates, poll } = start(['hang'])
    await clock.advance(3000)
    poll.stop()
    expect(calls[0]?.signal?.aborted).toBe(true)
    await clock.advance(30_000)
    expect(updates).toEqual([])
    expect(clock.pending()).toEqual([])
  })
})
