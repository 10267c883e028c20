/**
 * Telegram login on core's Telegram flow: the page opens the widget (here the server's offline fake, see
 * `telegram-widget.ts`) and hands its signed answer to `loginWithTelegram`; the flow's state says what happens.
 */
import { useStore } from '@nanostores/react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

export function TelegramLogin() {
  const state = useStore(latch.flows.telegram.$state)
  const on = useStore(latch.flows.landing.$state).views['web2-overflow'].some((o) => o.type === 'telegram')
  if (!on) return null
  const busy = state.step === 'awaiting' || state.step === 'verifying'
  return (
    <div className="social">
      <button
        type="button"
        className="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => latch.loginWithTelegram().catch(() => {})}
      >
        Continue with Telegram
      </button>
      {busy ? <p aria-live="polite">Waiting for Telegram…</p> : null}
      <ErrorAlert message={state.step === 'error' ? state.message : null} />
    </div>
  )
}
