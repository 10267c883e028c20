import { describe, expect, it, vi } from 'vitest'
import { createManualClock } from '../../../test/fixtures/core/harness'
import { ApiError, EmbeddedWalletError, LatchError } from '../errors'
import { walletMessages } from '../messages.wallet'
import { mfaScreenError } from './mfa.errors'
import { runMfaGuarded } from './mfa.guard'
import type { MfaCodeRequest, MfaSubmission } from './mfa.types'

const needsMfa = () => new EmbeddedWalletError('missing_or_invalid_mfa', 'MFA verification failed, retry.')
const wrongCode = () =>
  new ApiError('invalid_credentials', 'Invalid or expired verification code', { status: 422 })

/** A wallet call that needs MFA until `verified` is set. */
function guardedCall() {
  const state = { verified: false, calls: 0 }
  const call = async () => {
    state.calls += 1
    if (!state.verified) throw needsMfa()
    return 'signed'
  }
  return { state, call }
}

/** A prompt whose answers are given by the test; records each request. */
function prompt() {
  const requests: MfaCodeRequest[] = []
  const answers: Array<(s: MfaSubmission) => void> = []
  const rejections: Array<(e: unknown) => void> = []
  const askForCode = (request: MfaCodeRequest) =>
    new Promise<MfaSubmission>((resolve, reject) => {
      requests.push(request)
      answers.push(resolve)
      rejections.push(reject)
    })
  const flush = () => new Promise((r) => setTimeout(r, 0))
  return {
    requests,
    askForCode,
    async answer(code: string, method: MfaSubmission['method'] = 'totp') {
      await flush()
      answers.at(-1)?.({ method, code })
      await flush()
    },
    async cancel(error: unknown = new LatchError('request_canceled', 'closed')) {
      await flush()
      rejections.at(-1)?.(error)
      await flush()
    },
  }
}

describe('runMfaGuarded', () => {
  it('a call that needs no MFA runs once and never asks', async () => {
    const askForCode = vi.fn()
    const result = await runMfaGuarded({
      call: async () => 'ok',
      askForCode,
      verify: vi.fn(),
      clock: createManualClock(0),
    })
    expect(result).toBe('ok')
    expect(askForCode).not.toHaveBeenCalled()
  })

  it('MFA required: asks for a code, verifies it, then runs the call again', async () => {
    const { state, call } = guardedCall()
    const p = prompt()
    const verify = vi.fn(async (s: MfaSubmission) => {
      if (!('code' in s) || s.code !== '123456') throw wrongCode()
      state.verified = true
    })
    const clock = createManualClock(0)
    const running = runMfaGuarded({ call, askForCode: p.askForCode, verify, clock })
    await p.answer('123456')
    await expect(running).resolves.toBe('signed')
    expect(p.requests.map((r) => [r.attempt, r.maxAttempts, r.error])).toEqual([[1, 4, null]])
    expect(verify).toHaveBeenCalledWith({ method: 'totp', code: '123456' })
    expect(state.calls).toBe(2)
    expect(clock.pending()).toEqual([])
  })

  it('4 wrong codes: asked 4 times, the later asks say the code was not valid, then max attempts', async () => {
    const { state, call } = guardedCall()
    const p = prompt()
    const verify = vi.fn(async () => {
      throw wrongCode()
    })
    const running = runMfaGuarded({ call, askForCode: p.askForCode, verify, clock: createManualClock(0) })
    const outcome = running.catch((e) => e)
    for (let i = 0; i < 4; i++) await p.answer('000000')
    const error = await outcome
    expect(error).toMatchObject({
      code: 'mfa_verification_max_attempts_reached',
      message: 'Max MFA verification attempts reached',
    })
    expect(p.requests.map((r) => [r.attempt, r.error])).toEqual([
      [1, null],
      [2, 'mfa.invalidCodeScreen'],
      [3, 'mfa.invalidCodeScreen'],
      [4, 'mfa.invalidCodeScreen'],
    ])
    expect(verify).toHaveBeenCalledTimes(4)
    expect(state.calls).toBe(1)
    expect(mfaScreenError(error)).toEqual({ key: 'mfa.maxAttemptsScreen', disableInput: true })
    expect(walletMessages['mfa.maxAttemptsScreen']).toBe(
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    )
  })

  it('3 wrong codes then the right one: the call goes through', async () => {
    const { state, call } = guardedCall()
    const p = prompt()
    const verify = async (s: MfaSubmission) => {
      if (!('code' in s) || s.code !== '654321') throw wrongCode()
      state.verified = true
    }
    const running = runMfaGuarded({ call, askForCode: p.askForCode, verify, clock: createManualClock(0) })
    for (const code of ['111111', '222222', '333333', '654321']) await p.answer(code)
    await expect(running).resolves.toBe('signed')
    expect(p.requests).toHaveLength(4)
  })

  it('waits up to 300 000 ms for a code, then rejects with mfa_timeout and withdraws the ask', async () => {
    const { call } = guardedCall()
    const p = prompt()
    const clock = createManualClock(0)
    const outcome = runMfaGuarded({ call, askForCode: p.askForCode, verify: vi.fn(), clock }).catch((e) => e)
    await clock.advance(299_999)
    expect(p.requests).toHaveLength(1)
    expect(p.requests[0]?.signal.aborted).toBe(false)
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await clock.advance(0)
    expect(settled).toBe(false)
    await clock.advance(1)
    const error = await outcome
    expect(error).toMatchObject({ code: 'mfa_timeout', message: 'Timed out waiting for MFA code' })
    expect(p.requests[0]?.signal.aborted).toBe(true)
    expect(clock.pending()).toEqual([])
    expect(mfaScreenError(error).key).toBe('mfa.timeLimitScreen')
    // a late answer changes nothing
    await p.answer('123456')
    expect(p.requests).toHaveLength(1)
  })

  it('each code gets its own 5-minute wait', async () => {
    const { state, call } = guardedCall()
    const p = prompt()
    const clock = createManualClock(0)
    const verify = async (s: MfaSubmission) => {
      if (!('code' in s) || s.code !== '123456') throw wrongCode()
      state.verified = true
    }
    const running = runMfaGuarded({ call, askForCode: p.askForCode, verify, clock })
    await clock.advance(290_000)
    await p.answer('000000')
    await clock.advance(290_000)
    expect(p.requests).toHaveLength(2)
    await p.answer('123456')
    await expect(running).resolves.toBe('signed')
  })

  it("closing the prompt rejects with 'MFA canceled' and verifies nothing", async () => {
    const { call } = guardedCall()
    const p = prompt()
    const verify = vi.fn()
    const clock = createManualClock(0)
    const outcome = runMfaGuarded({ call, askForCode: p.askForCode, verify, clock }).catch((e) => e)
    await p.cancel()
    expect(await outcome).toMatchObject({ code: 'mfa_canceled', message: 'MFA canceled' })
    expect(verify).not.toHaveBeenCalled()
    expect(clock.pending()).toEqual([])
  })

  it("a code for a method the user does not have is 'Unsupported MFA method'", async () => {
    const { call } = guardedCall()
    const p = prompt()
    const outcome = runMfaGuarded({
      call,
      askForCode: p.askForCode,
      verify: vi.fn(),
      clock: createManualClock(0),
      methods: ['totp'],
    }).catch((e) => e)
    await p.answer('123456', 'sms')
    expect(await outcome).toMatchObject({ code: 'unsupported_mfa_method', message: 'Unsupported MFA method' })
  })

  it('other errors pass through: from the call without asking, and from verify', async () => {
    const p = prompt()
    await expect(
      runMfaGuarded({
        call: async () => {
          throw new LatchError('insufficient_funds', 'no money')
        },
        askForCode: p.askForCode,
        verify: vi.fn(),
        clock: createManualClock(0),
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' })
    expect(p.requests).toHaveLength(0)

    const { call } = guardedCall()
    const outcome = runMfaGuarded({
      call,
      askForCode: p.askForCode,
      verify: async () => {
        throw new ApiError('server_error', 'down', { status: 500 })
      },
      clock: createManualClock(0),
    }).catch((e) => e)
    await p.answer('123456')
    const error = await outcome
    expect(error).toMatchObject({ code: 'server_error' })
    expect(mfaScreenError(error)).toEqual({ key: 'mfa.unknownErrorScreen', disableInput: false })
  })

  it("the server's lockout (429) ends with max attempts at once", async () => {
    const { call } = guardedCall()
    const p = prompt()
    const outcome = runMfaGuarded({
      call,
      askForCode: p.askForCode,
      verify: async () => {
        throw new ApiError('rate_limited', 'Too many requests', { status: 429 })
      },
      clock: createManualClock(0),
    }).catch((e) => e)
    await p.answer('123456')
    expect(await outcome).toMatchObject({ code: 'mfa_verification_max_attempts_reached' })
    expect(p.requests).toHaveLength(1)
  })

  it('a call that keeps asking for MFA after verified codes stops after 4 codes in all', async () => {
    const p = prompt()
    const call = vi.fn(async () => {
      throw needsMfa()
    })
    const verify = vi.fn(async () => {})
    const outcome = runMfaGuarded({
      call,
      askForCode: p.askForCode,
      verify,
      clock: createManualClock(0),
    }).catch((e) => e)
    for (let i = 0; i < 4; i++) await p.answer('123456')
    expect(await outcome).toMatchObject({ code: 'mfa_verification_max_attempts_reached' })
    expect(verify).toHaveBeenCalledTimes(4)
    expect(call).toHaveBeenCalledTimes(5)
  })
})

describe('mfaScreenError', () => {
  it.each([
    [wrongCode(), 'mfa.invalidCodeScreen', 'The code you entered is not valid'],
    [needsMfa(), 'mfa.invalidCodeScreen', 'The code you entered is not valid'],
    [
      new EmbeddedWalletError('mfa_timeout', 'Timed out waiting for MFA code'),
      'mfa.timeLimitScreen',
      'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
    ],
    [
      new EmbeddedWalletError('mfa_verification_max_attempts_reached', 'x'),
      'mfa.maxAttemptsScreen',
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    ],
    [new Error('boom'), 'mfa.unknownErrorScreen', 'Unknown error'],
    ['not an error', 'mfa.unknownErrorScreen', 'Unknown error'],
  ] as const)('%s -> %s', (error, key, text) => {
    expect(mfaScreenError(error).key).toBe(key)
    expect(walletMessages[key]).toBe(text)
  })
})
