/**
 * Email and SMS login on core's passwordless flows: the forms send a code (`initLoginWithEmail`,
 * `initLoginWithSms`), `CodeStep` checks it (`loginWithCode`). Every flag and message comes from the flow's view
 * selectors; the validation rules are core's (`isValidEmail`, `validateLoginCode`, the SMS flow's phone rules).
 * The same components link an email or a phone after `linkEmail()` / `linkPhone()` put the flow in link mode.
 */
import type { EmailFlow, SmsFlow } from '@latch/core'
import { isValidEmail, validateLoginCode } from '@latch/core'
import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { latch } from './latch'

/**
 * Focus for a field that replaces what had focus (the code field after 'Send code', the link form after 'Link
 * email'): the person's next keystroke belongs there. Nothing takes focus on a page load.
 */
function useFocusWhenShown(enabled: boolean) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus()
  }, [enabled])
  return ref
}

/** What the two send forms take: the field's label, and whether it takes focus when it appears. */
interface SendFormProps {
  label?: string
  autoFocus?: boolean
}

/** Sends a code to an email address. `label` names the field ('Email', 'Email to link'). */
export function EmailForm({ label = 'Email', autoFocus = false }: SendFormProps) {
  const flow: EmailFlow = latch.flows.email
  const submitting = useStore(flow.$submitting)
  const submitError = useStore(flow.$submitError)
  const [email, setEmail] = useState('')
  const id = useId()
  const errorId = `${id}-error`
  const focusRef = useFocusWhenShown(autoFocus)

  function send(event: FormEvent) {
    event.preventDefault()
    // A rejection is also in $submitError, which is what the form shows.
    latch.initLoginWithEmail(email.trim()).catch(() => {})
  }

  return (
    <form onSubmit={send} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        ref={focusRef}
        value={email}
        aria-invalid={submitError ? true : undefined}
        aria-describedby={submitError ? errorId : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" disabled={submitting || !isValidEmail(email.trim())}>
        Send code
      </button>
      {submitError ? (
        <p id={errorId} role="alert" className="error">
          {submitError}
        </p>
      ) : null}
    </form>
  )
}

/**
 * Sends a code by SMS. The button stays enabled (a disabled button cannot be reached with Tab): the SMS flow
 * checks the number with its phone rules, waiting for them if they are still loading, and says what is wrong.
 */
export function PhoneForm({ label = 'Phone number', autoFocus = false }: SendFormProps) {
  const flow: SmsFlow = latch.flows.sms
  const phoneNumber = useStore(flow.$phoneNumber)
  const submitting = useStore(flow.$submitting)
  const submitError = useStore(flow.$submitError)
  // Reading the rules starts loading the phone metadata (libphonenumber-js) while the person types.
  useStore(flow.$rules)
  const id = useId()
  const hintId = `${id}-hint`
  const focusRef = useFocusWhenShown(autoFocus)
  const errorId = `${id}-error`

  function send(event: FormEvent) {
    event.preventDefault()
    latch.initLoginWithSms(phoneNumber.trim()).catch(() => {})
  }

  return (
    <form onSubmit={send} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="phone"
        type="tel"
        autoComplete="tel"
        ref={focusRef}
        value={phoneNumber}
        aria-invalid={submitError ? true : undefined}
        aria-describedby={submitError ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => flow.setPhoneNumber(e.target.value)}
      />
      <p id={hintId} className="muted">
        A US number, or any number with its country code (+44…).
      </p>
      <button type="submit" disabled={submitting}>
        Text me a code
      </button>
      {submitError ? (
        <p id={errorId} role="alert" className="error">
          {submitError}
        </p>
      ) : null}
    </form>
  )
}

/** The code the email or SMS flow sent: check it, send it again, or start over. Focus moves to the field. */
export function CodeStep({ flow }: { flow: EmailFlow | SmsFlow }) {
  const verifying = useStore(flow.$verifying)
  const recipient = useStore(flow.$recipient)
  const codeError = useStore(flow.$codeError)
  const resend = useStore(flow.$resend)
  const [code, setCode] = useState('')
  const id = useId()
  const errorId = `${id}-error`
  // The rule is core's: this form only decides when to show it.
  const focusRef = useFocusWhenShown(true)
  const codeProblem = code.trim() === '' ? null : validateLoginCode(code)
  const shown = codeProblem ?? codeError

  function verify(event: FormEvent) {
    event.preventDefault()
    // A wrong code rejects and sets $codeError, shown below.
    latch.loginWithCode(code.trim()).catch(() => {})
  }

  return (
    <form onSubmit={verify} noValidate>
      <p>
        We sent a code to <strong>{recipient}</strong>.
      </p>
      <label htmlFor={id}>Code</label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        ref={focusRef}
        value={code}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" disabled={verifying || codeProblem !== null || code.trim().length !== 6}>
        Verify
      </button>
      {shown ? (
        <p id={errorId} role="alert" className="error">
          {shown}
        </p>
      ) : null}
      <div className="row">
        <button
          type="button"
          className="secondary"
          disabled={resend === 'sending'}
          onClick={() => flow.resendCode().catch(() => {})}
        >
          {resend === 'sent' ? 'Code sent again' : 'Send the code again'}
        </button>
        <button type="button" className="secondary" onClick={() => flow.reset(flow.$state.get().mode)}>
          Start over
        </button>
      </div>
    </form>
  )
}
