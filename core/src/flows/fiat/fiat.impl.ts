/** The funding commands (loaded on first use): the on-ramp rules, the signer call, the popup and the status poll. */
import { ON_RAMP_WINDOW_FEATURES, ON_RAMP_WINDOW_NAME, REQUEST_WAIT_MS } from '../../constants'
import type { PopupLike } from '../../env'
import { LatchError } from '../../errors'
import { onRampStatusUrl, signOnRampUrl } from '../../fiat/fiat.api'
import { pollOnRampStatus } from '../../fiat/fiat.poll'
import { assertOnRampAvailable, isTerminalOnRampStatus, onRampStatusTexts } from '../../fiat/fiat.rules'
import { formatWalletMessage } from '../../messages.wallet'
import type { FiatCommandContext } from './fiat.context'
import { fundingOrigin, originOf, originPending, returnsAtOnce } from './fiat.rules'
import type { FundWalletOptions, FundWalletReturnType } from './fiat.types'

const toLatchError = (error: unknown): LatchError =>
  error instanceof LatchError ? error : new LatchError('unknown_error', String(error), { cause: error })

/**
 * Opens the prompt for `address`; resolves with the terminal status, or null when the modal closes first (or the
 * person goes back before the payment ends). Started from a pending request's screen (the send screen's Add Funds),
 * funding remembers it and goes back there when it ends.
 */
export function fundWallet(
  c: FiatCommandContext,
  address: string,
  options: FundWalletOptions = {},
): Promise<FundWalletReturnType> {
  const appConfig = c.ctx.$appConfig.get()
  assertOnRampAvailable({ enabled: appConfig?.fiatOnRampEnabled === true }, c.ctx.messages)
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    return Promise.reject(
      new LatchError('invalid_input', formatWalletMessage(c.ctx.messages, 'fiat.invalidAddress')),
    )
  }
  const origin = fundingOrigin(c.ctx.requests.$state.get(), c.ctx.modal.$state.get())
  stop(c)
  return new Promise<FundWalletReturnType>((resolve, reject) => {
    const run: NonNullable<FiatCommandContext['run']> = { stopPoll: null, settle: resolve, fail: reject }
    c.run = run
    c.$state.set({ step: 'prompt', address, options, error: null, origin })
    // bounded like every pending request: a prompt nobody continues within REQUEST_WAIT_MS (no UI shows it) ends
    // with `request_timeout`; once continued, the status poll has its own bounds
    const { clock } = c.ctx.env
    const timer = clock.setTimeout(() => {
      if (c.run !== run || c.$state.get().step !== 'prompt') return
      c.run = null
      c.$state.set({ step: 'idle' })
      reject(new LatchError('request_timeout', c.ctx.messages['error.requestTimeout'], { retryable: true }))
    }, REQUEST_WAIT_MS)
    const clear = () => clock.clearTimeout(timer)
    run.settle = (status) => {
      clear()
      resolve(status)
    }
    run.fail = (error) => {
      clear()
      reject(error)
    }
  })
}

/** The prompt's Continue: signs the URL, points the popup at it, and polls the status. */
export async function start(c: FiatCommandContext, popup: PopupLike | null): Promise<void> {
  const state = c.$state.get()
  if (state.step !== 'prompt') {
    popup?.close()
    throw new LatchError('invalid_state', formatWalletMessage(c.ctx.messages, 'fiat.nothingToStart'))
  }
  const { address, options } = state
  const origin = state.origin ?? null
  c.$state.set({ step: 'signing', address, options, origin })
  const config = c.ctx.$config.get()
  let signed: { signedUrl: string; externalTransactionId: string }
  try {
    signed = await signOnRampUrl(c.ctx.api, {
      address,
      useSandbox: options.useSandbox ?? config.fiatOnRamp.useSandbox,
      currencyCode: options.currencyCode,
      uiConfig: options.uiConfig ?? {
        accentColor: config.appearance.accentColor,
        theme: config.appearance.theme === 'dark' ? 'dark' : 'light',
      },
      messages: c.ctx.messages,
    })
  } catch (error) {
    popup?.close()
    if (c.$state.get().step === 'signing')
      c.$state.set({ step: 'prompt', address, options, error: toLatchError(error), origin })
    throw error
  }
  if (c.$state.get().step !== 'signing') {
    // the person went back (or closed the modal) while the URL was being signed: no payment window is left open
    popup?.close()
    return
  }
  c.ctx.env.openWindow?.(signed.signedUrl, ON_RAMP_WINDOW_NAME, ON_RAMP_WINDOW_FEATURES)
  const base = { address, options, origin, externalTransactionId: signed.externalTransactionId }
  c.$state.set({
    step: 'status',
    ...base,
    status: 'pending',
    texts: onRampStatusTexts('pending'),
    record: null,
    failures: 0,
  })
  const poll = pollOnRampStatus({
    fetch: c.ctx.env.fetch,
    clock: c.ctx.env.clock,
    url: onRampStatusUrl({
      signedUrl: signed.signedUrl,
      externalTransactionId: signed.externalTransactionId,
      apiUrl: config.fiatOnRamp.apiUrl,
      messages: c.ctx.messages,
    }),
    onStatus: (update) => {
      c.$state.set({ step: 'status', ...base, ...update, texts: onRampStatusTexts(update.status) })
      if (isTerminalOnRampStatus(update.status)) {
        const run = c.run
        c.run = null
        if (returnsAtOnce(update.status) && originPending(origin, c.ctx.requests.$state.get())) {
          c.$state.set({ step: 'returned', origin, status: update.status })
        }
        run?.settle(update.status)
      }
    },
  })
  if (c.run) c.run.stopPoll = () => poll.stop()
}

/**
 * Goes back to the pending request's screen funding was started from (the route shows it): stops the poll, and
 * `fundWallet` resolves with the terminal status, or null when the payment had not ended. A no-op when funding was
 * not started from a request's screen or that request is no longer pending.
 */
export function back(c: FiatCommandContext): void {
  const state = c.$state.get()
  const origin = originOf(state)
  if (!originPending(origin, c.ctx.requests.$state.get())) return
  const run = c.run
  c.run = null
  run?.stopPoll?.()
  const status = state.step === 'status' && isTerminalOnRampStatus(state.status) ? state.status : null
  c.$state.set({ step: 'returned', origin, status })
  run?.settle(status)
}

/** Stops a running funding (the modal closed): no more polls; its caller gets the last status or null. */
export function stop(c: FiatCommandContext): void {
  const run = c.run
  c.run = null
  run?.stopPoll?.()
  const state = c.$state.get()
  c.$state.set({ step: 'idle' })
  run?.settle(state.step === 'status' && isTerminalOnRampStatus(state.status) ? state.status : null)
}
