'use client'
/**
 * The email and phone entries: a form each (input and submit in one box, then the flow's error), bound to the core
 * code flows' stores (`$email`, `$phoneNumber`, `$country`, `$canSubmit`). LANDING shows them to log in;
 * LINK_EMAIL_SCREEN and LINK_PHONE_SCREEN show the same entries while the flow is in link mode (their submit then
 * sends a link code). The parts take the scope of the screen they are in (`data-scope`).
 */
import { getLatchContext } from '@latch/core/internal'
import { useStore } from '@nanostores/react'
import type { ChangeEvent, FormEvent } from 'react'
import { useEffect, useMemo } from 'react'
import { useLatchClient } from '../context'
import { useMessages } from '../hooks/useMessages'
import { dataFlag, forwardPart, type PartProps, renderPart, useScope } from './part'
import { Button, ErrorText, Spinner } from './parts'

/** A wrapper drawing one input box (border, focus ring). */
export const Field = forwardPart(
  'Field',
  function Field({ invalid, ...props }: PartProps<'div'> & { invalid?: boolean }) {
    return renderPart('div', props, {
      'data-scope': useScope(),
      'data-part': 'field',
      'data-invalid': dataFlag(invalid),
    })
  },
)

// ── Email and phone: one set of channel parts ────────────────────────────────

type Channel = 'email' | 'sms'

/** What the email and phone parts differ in; the parts themselves are shared. */
const CHANNELS = {
  email: {
    form: 'email-form',
    input: 'email-input',
    submit: 'email-submit',
    field: { type: 'email', name: 'email', autoComplete: 'email', inputMode: 'email' },
    placeholder: 'landing.emailPlaceholder',
    label: 'landing.emailLabel',
  },
  sms: {
    form: 'phone-form',
    input: 'phone-input',
    submit: 'phone-submit',
    field: { type: 'tel', name: 'phone', autoComplete: 'tel-national', inputMode: 'tel' },
    placeholder: 'landing.phonePlaceholder',
    label: 'landing.phoneLabel',
  },
} as const

function useChannelFlow(channel: Channel) {
  const latch = useLatchClient()
  return channel === 'email' ? latch.flows.email : latch.flows.sms
}

function ChannelForm({ channel, ...props }: PartProps<'form'> & { channel: Channel }) {
  const latch = useLatchClient()
  return renderPart('form', props, {
    'data-scope': useScope(),
    'data-part': CHANNELS[channel].form,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      // The flow keeps any error and its message in $state; the submit button reads `$canSubmit`.
      if (channel === 'email') {
        const flow = latch.flows.email
        if (flow.$canSubmit.get()) latch.initLoginWithEmail(flow.$email.get()).catch(() => undefined)
      } else {
        // The flow uses its chosen `$country` for a national number; `$canSubmit` allows a number typed before the
        // phone metadata loaded (the command waits for it, then checks the number itself).
        const flow = latch.flows.sms
        if (flow.$canSubmit.get()) latch.initLoginWithSms(flow.$phoneNumber.get()).catch(() => undefined)
      }
    },
  })
}

function ChannelInput({ channel, ...props }: PartProps<'input'> & { channel: Channel }) {
  const latch = useLatchClient()
  const t = useMessages()
  const spec = CHANNELS[channel]
  const value = useStore(channel === 'email' ? latch.flows.email.$email : latch.flows.sms.$phoneNumber)
  const invalid = useStore(useChannelFlow(channel).$submitError) !== null
  // Passkey autofill (conditional UI): while the email input shows, a passkey login waits in its suggestions.
  const passkeyOn = useStore(latch.$config).loginMethods.passkey && channel === 'email'
  useEffect(() => (passkeyOn ? latch.flows.passkey.autofill() : undefined), [latch, passkeyOn])
  return renderPart('input', props, {
    'data-scope': useScope(),
    'data-part': spec.input,
    ...spec.field,
    ...(passkeyOn ? { autoComplete: 'email webauthn' } : {}),
    placeholder: t(spec.placeholder),
    // The accessible name is a label of its own: a placeholder is an example, not a name.
    'aria-label': t(spec.label),
    'aria-invalid': invalid || undefined,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      channel === 'email'
        ? latch.flows.email.setEmail(event.currentTarget.value)
        : latch.flows.sms.setPhoneNumber(event.currentTarget.value),
  })
}

function ChannelSubmit({ channel, ...props }: PartProps<'button'> & { channel: Channel }) {
  const t = useMessages()
  const flow = useChannelFlow(channel)
  const canSubmit = useStore(flow.$canSubmit)
  const submitting = useStore(flow.$submitting)
  return (
    <Button
      part={CHANNELS[channel].submit}
      variant="primary"
      type="submit"
      disabled={!canSubmit}
      loading={submitting}
      {...props}
    >
      {props.children ?? (submitting ? <Spinner /> : t('landing.submit'))}
    </Button>
  )
}

function ChannelError({ channel, ...props }: PartProps<'p'> & { channel: Channel }) {
  const message = useStore(useChannelFlow(channel).$submitError)
  return <ErrorText {...props}>{message}</ErrorText>
}

/** The email form: submits `initLoginWithEmail` (in link mode when a link was started). */
export const EmailForm = forwardPart('EmailForm', function EmailForm(props: PartProps<'form'>) {
  return <ChannelForm channel="email" {...props} />
})

/** The email input, bound to the flow's `$email`. */
export const EmailInput = forwardPart('EmailInput', function EmailInput(props: PartProps<'input'>) {
  return <ChannelInput channel="email" {...props} />
})

/** Submits the email form; enabled by the flow's `$canSubmit`. */
export const EmailSubmit = forwardPart('EmailSubmit', function EmailSubmit(props: PartProps<'button'>) {
  return <ChannelSubmit channel="email" {...props} />
})

/** The email flow's submit error, if any. */
export const EmailError = forwardPart('EmailError', function EmailError(props: PartProps<'p'>) {
  return <ChannelError channel="email" {...props} />
})

/** The phone form: submits `initLoginWithSms` for the chosen country. Loads the phone rules when shown. */
export const PhoneForm = forwardPart('PhoneForm', function PhoneForm(props: PartProps<'form'>) {
  const latch = useLatchClient()
  useEffect(() => {
    latch.flows.sms.start().catch(() => undefined)
  }, [latch])
  return <ChannelForm channel="sms" {...props} />
})

/** The countries' names in the client's language (`Intl.DisplayNames`), or their ISO codes where it is missing. */
function countryNames(codes: readonly string[], locale: string): Map<string, string> {
  let names: Intl.DisplayNames | null = null
  try {
    names =
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null
  } catch {
    names = null
  }
  return new Map(
    codes.map((code) => {
      try {
        return [code, names?.of(code) ?? code]
      } catch {
        return [code, code]
      }
    }),
  )
}

/** The country picker (ISO code and calling code), bound to the flow's `$country`. */
export const CountrySelect = forwardPart('CountrySelect', function CountrySelect(props: PartProps<'select'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const country = useStore(latch.flows.sms.$country)
  const rules = useStore(latch.flows.sms.$rules)
  const { locale } = useStore(getLatchContext(latch).intl.$loginIntl)
  const countries = useMemo(() => rules?.countries() ?? [], [rules])
  // About 240 options: named once per country list and language, not on every render of the landing screen.
  const options = useMemo(() => {
    const names = countryNames(
      countries.map((c) => c.code),
      locale,
    )
    return countries.map((c) => (
      <option key={c.code} value={c.code} label={`${c.code} +${c.callingCode}`}>
        {`${names.get(c.code)} +${c.callingCode}`}
      </option>
    ))
  }, [countries, locale])
  return renderPart('select', props, {
    'data-scope': useScope(),
    'data-part': 'country-select',
    'aria-label': t('landing.country'),
    name: 'country',
    autoComplete: 'tel-country-code',
    value: country,
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      latch.flows.sms.setCountry(event.currentTarget.value),
    children: countries.length === 0 ? <option value={country}>{country}</option> : options,
  })
})

/** The phone number input, bound to the flow's `$phoneNumber`. */
export const PhoneInput = forwardPart('PhoneInput', function PhoneInput(props: PartProps<'input'>) {
  return <ChannelInput channel="sms" {...props} />
})

/** Submits the phone form; enabled by the flow's `$canSubmit`. */
export const PhoneSubmit = forwardPart('PhoneSubmit', function PhoneSubmit(props: PartProps<'button'>) {
  return <ChannelSubmit channel="sms" {...props} />
})

/** The SMS flow's submit error, if any. */
export const PhoneError = forwardPart('PhoneError', function PhoneError(props: PartProps<'p'>) {
  return <ChannelError channel="sms" {...props} />
})

// ── The entries ───────────────────────────────────────────────────────────────

/** The email input row (input and submit in one box) with its error. */
export function EmailEntry({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <EmailForm>
      <Field>
        <EmailInput autoFocus={autoFocus} />
        <EmailSubmit />
      </Field>
      <EmailError />
    </EmailForm>
  )
}

/** The phone row: country picker, number and submit, with its error. */
export function PhoneEntry({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <PhoneForm>
      <Field>
        <CountrySelect />
        <PhoneInput autoFocus={autoFocus} />
        <PhoneSubmit />
      </Field>
      <PhoneError />
    </PhoneForm>
  )
}
