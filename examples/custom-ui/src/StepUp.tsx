/**
 * 'Confirm it's you' on core's step-up flow: when the server wants a code before a change (removing a method,
 * adding a device), `flows.stepUp.$state` leaves 'idle' and this form asks for it. It shows what the code approves
 * (`$approves`: 'Enter the code to remove your phone number ...'), offers the methods the server accepts when there
 * are several, checks the code (`submitCode`) and cancels (`cancel`); the refused call then goes again, or rejects
 * with `step_up_canceled`. Nothing here decides: every state and text comes from core.
 */
import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

export function StepUpPrompt() {
  const flow = latch.flows.stepUp
  const state = useStore(flow.$state)
  const approves = useStore(flow.$approves)
  const [code, setCode] = useState('')
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const awaiting = state.step === 'awaiting-code'
  useEffect(() => {
    // the prompt replaces what had focus: the code field takes it
    if (awaiting) field.current?.focus()
    else setCode('')
  }, [awaiting])
  if (state.step === 'idle') return null

  function submit(event: FormEvent) {
    event.preventDefault()
    void flow.submitCode(code).catch(() => {})
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>Confirm it's you</h2>
      {approves ? <p>{approves}</p> : null}
      {state.step === 'choosing' ? (
        <div className="actions">
          {state.targets.map((t) => (
            <button key={t.type} type="button" onClick={() => void flow.choose(t.type).catch(() => {})}>
              Send a code to {t.recipient}
            </button>
          ))}
        </div>
      ) : null}
      {state.step === 'sending' || state.step === 'verifying' ? <p aria-busy="true">Please wait…</p> : null}
      {state.step === 'relogin' ? <p>Log in again to make this change.</p> : null}
      {awaiting ? (
        <form onSubmit={submit} noValidate>
          <p className="muted">A code was sent to {state.target.recipient}.</p>
          <label htmlFor={id}>Confirmation code</label>
          <input
            id={id}
            ref={field}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={state.error ? `${id}-error` : undefined}
          />
          <button type="submit">Confirm</button>
          <ErrorAlert id={`${id}-error`} message={state.error} />
        </form>
      ) : null}
      <button type="button" onClick={() => flow.cancel()}>
        Cancel
      </button>
    </section>
  )
}
