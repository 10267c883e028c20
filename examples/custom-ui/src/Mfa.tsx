/**
 * Transaction protection (MFA) on core's commands: `initEnrollmentWithTotp()` starts an authenticator enrolment (the
 * server may first want 'Confirm it's you': the page's StepUpPrompt answers it), `flows.mfa.$state` then holds the
 * secret to type into the app, `submitEnrollmentWithTotp({ mfaCode })` checks its code, `$enrolledMethods` lists
 * what is on, and `unenroll('totp')` turns it off. Every step, text and error comes from the flow.
 */
import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

export function Mfa() {
  const state = useStore(latch.flows.mfa.$state)
  const enrolled = useStore(latch.flows.mfa.$enrolledMethods)
  const [code, setCode] = useState('')
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const awaiting = state.step === 'awaiting-code' && state.method === 'totp' ? state : null

  useEffect(() => {
    // the code entry replaces the button that had focus
    if (awaiting) field.current?.focus()
  }, [awaiting])

  function submit(event: FormEvent) {
    event.preventDefault()
    latch
      .submitEnrollmentWithTotp({ mfaCode: code.trim() })
      .then(() => {
        setCode('')
        title.current?.focus()
      })
      .catch(() => {}) // shown from $state
  }

  const error = 'error' in state ? state.error?.message : null
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>
        Transaction protection
      </h2>
      <p data-testid="mfa-enrolled">
        {enrolled.length === 0
          ? 'Off'
          : enrolled.map((m) => (m === 'totp' ? 'Authenticator app' : m)).join(', ')}
      </p>
      {awaiting?.totp ? (
        <form onSubmit={submit} noValidate>
          <p>
            Add this key to your authenticator app:{' '}
            <code data-testid="totp-secret">{awaiting.totp.secret}</code>
          </p>
          <label htmlFor={id}>Authenticator code</label>
          <input
            id={id}
            ref={field}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit">Turn on</button>
        </form>
      ) : enrolled.includes('totp') ? (
        <button
          type="button"
          className="secondary"
          onClick={() =>
            void latch
              .unenroll('totp')
              .then(() => title.current?.focus())
              .catch(() => {})
          }
        >
          Turn off the authenticator app
        </button>
      ) : (
        <button type="button" onClick={() => void latch.initEnrollmentWithTotp().catch(() => {})}>
          Set up an authenticator app
        </button>
      )}
      <ErrorAlert message={error} />
    </section>
  )
}
