/**
 * Email and SMS login on core's passwordless flows: the forms send a code (`initLoginWithEmail`,
 * `initLoginWithSms`), `CodeStep` checks it (`loginWithCode`). Every flag and message comes from the flow's view
 * selectors; the validation rules are core's (`isValidEmail`, `validateLoginCode`, the SMS flow's phone rules).
 * The same components link an email or a phone after `linkEmail()` / `linkPhone()` put the flow in link mode.
 */
import type { EmailFlow, SmsFlow } from '@latch/core'
import { isValidEmail, validateLoginCode } from '@latch/core'
import { useStore } from '@nanostores/react'
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react'
import { ErrorAlert } from './ErrorAlert'
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

/**
 * The form both send steps are: a labelled field (described by its hint and by the error once there is one), the
 * send button, and the flow's error. `onSend` runs on submit.
 */
function SendCodeForm(props: {
  label: string
  autoFocus: boolean
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'autoComplete' | 'value' | 'onChange'>
  hint?: string
  button: string
  disabled: boolean
  error: string | null
  onSend: () => void
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const focusRef = useFocusWhenShown(props.autoFocus)
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ')

  function send(event: FormEvent) {
    event.preventDefault()
    props.onSend()
  }

  return (
    <form onSubmit={send} noValidate>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        {...props.input}
        ref={focusRef}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint ? (
        <p id={hintId} className="muted">
          {props.hint}
        </p>
      ) : null}
      <button type="submit" disabled={props.disabled}>
        {props.button}
      </button>
      <ErrorAlert id={errorId} message={props.error} />
    </form>
  )
}

/** Sends a code to an email address. `label` names the field ('Email', 'Email to link'). */
export function EmailForm({ label = 'Email', autoFocus = false }: SendFormProps) {
  const flow: EmailFlow = latch.flows.email
  const submitting = useStore(flow.$submitting)
  const submitError = useStore(flow.$submitError)
  const [email, setEmail] = useState('')
  return (
    <SendCodeForm
      label={label}
      autoFocus={autoFocus}
      input={{
        name: 'email',
        type: 'email',
        autoComplete: 'email',
        value: email,
        onChange: (e) => setEmail(e.target.value),
      }}
      button="Send code"
      disabled={submitting || !isValidEmail(email.trim())}
      error={submitError}
      // A rejection is also in $submitError, which is what the form shows.
      onSend={() => latch.initLoginWithEmail(email.trim()).catch(() => {})}
    />
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
  return (
    <SendCodeForm
      label={label}
      autoFocus={autoFocus}
      input={{
        name: 'phone',
        type: 'tel',
        autoComplete: 'tel',
        value: phoneNumber,
        onChange: (e) => flow.setPhoneNumber(e.target.value),
      }}
      hint="A US number, or any number with its country code (+44…)."
      button="Text me a code"
      disabled={submitting}
      error={submitError}
      onSend={() => latch.initLoginWithSms(phoneNumber.trim()).catch(() => {})}
    />
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
      <ErrorAlert id={errorId} message={shown} />
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
