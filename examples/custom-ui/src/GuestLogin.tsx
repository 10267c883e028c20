/**
 * Guest login on core's guest flow: shown when the landing model lists the guest option (the app has guests on).
 * `loginAsGuest()` makes an account with no login method; `user.isGuest` stays true until the person links one
 * (an email, a wallet, a social account), which keeps the same user and wallet.
 */
import { useStore } from '@nanostores/react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

export function GuestLogin() {
  const state = useStore(latch.flows.guest.$state)
  const offered = useStore(latch.flows.landing.$state).views['web2-overflow'].some(
    (option) => option.type === 'guest',
  )
  if (!offered) return null
  return (
    <div className="guest">
      <button
        type="button"
        className="secondary"
        disabled={state.step === 'creating'}
        aria-busy={state.step === 'creating' ? true : undefined}
        onClick={() => latch.loginAsGuest().catch(() => {})}
      >
        Continue as guest
      </button>
      <ErrorAlert message={state.step === 'error' ? state.message : null} />
    </div>
  )
}
