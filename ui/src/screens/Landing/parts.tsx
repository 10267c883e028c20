'use client'
/**
 * Parts of LANDING, also used by LINK_EMAIL_SCREEN and LINK_PHONE_SCREEN. Inputs are bound to the core flows'
 * stores (`$email`, `$phoneNumber`, `$country`); submit is enabled by the flows' `$canSubmit`.
 */
import type { OAuthProvider } from '@latch/core'
import { oauthProviderName } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { useStore } from '@nanostores/react'
import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import { useEffect, useMemo } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { MailIcon, MoreIcon, PasskeyIcon, PhoneIcon, ProviderIcon, WalletIcon } from '../../primitives/icons'
import { dataFlag, forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ErrorText, Label, ScreenRoot, Spinner } from '../../primitives/parts'

/** The landing root; `data-view` is 'default', 'web2-overflow' or 'web3-overflow'. */
export const LandingRoot = forwardPart(
  'LandingRoot',
  function LandingRoot({ view, ...props }: PartProps<'div'> & { view?: string }) {
    return <ScreenRoot scope="landing" data-view={view} {...props} />
  },
)

/**
 * The app logo. Renders only what core handed over (core drops URLs that are not https, or http on localhost);
 * the stylesheet caps it at 180x90.
 */
export const Logo = forwardPart(
  'Logo',
  function Logo({ src, alt, ...props }: Omit<PartProps<'img'>, 'src'> & { src: string | null | undefined }) {
    const scope = useScope()
    if (!src) return null
    return renderPart('img', props, {
      'data-scope': scope,
      'data-part': 'logo',
      src,
      alt: alt ?? '',
      decoding: 'async',
    })
  },
)

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
        const flow = latch.flows.sms
        // The flow uses its chosen `$country` for a national number. A submit (Enter) before the phone metadata
        // has loaded is not lost: the command waits for it, then checks the number itself.
        const rulesPending = flow.$rules.get() === null && !flow.$submitting.get()
        if (flow.$canSubmit.get() || rulesPending) {
          latch.initLoginWithSms(flow.$phoneNumber.get()).catch(() => undefined)
        }
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

// ── Option buttons ────────────────────────────────────────────────────────────

/** 'Continue with {provider}': starts the OAuth redirect (`initLoginWithOAuth`). */
export const SocialButton = forwardPart(
  'SocialButton',
  function SocialButton({ provider, ...props }: PartProps<'button'> & { provider: OAuthProvider }) {
    const latch = useLatchClient()
    const t = useMessages()
    const busy = useStore(latch.flows.oauth.$pendingProvider) === provider
    return (
      <Button
        part="social-button"
        variant="secondary"
        data-provider={provider}
        loading={busy}
        onClick={() => {
          latch.flows.oauth.init({ provider }).catch(() => {})
        }}
        {...props}
      >
        {props.children ?? (
          <>
            <ProviderIcon provider={provider} />
            <Label>{t('landing.continueWith', { provider: oauthProviderName(provider) })}</Label>
            {busy ? <Spinner /> : null}
          </>
        )}
      </Button>
    )
  },
)

/** 'Continue with a passkey': the browser offers the passkeys it holds for the site (no email first). */
export const PasskeyButton = forwardPart('PasskeyButton', function PasskeyButton(props: PartProps<'button'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const busy = useStore(latch.flows.passkey.$busy)
  return (
    <Button
      part="passkey-button"
      variant="secondary"
      loading={busy}
      onClick={() => {
        latch.loginWithPasskey().catch(() => {})
      }}
      {...props}
    >
      {props.children ?? (
        <>
          <PasskeyIcon />
          <Label>{t('landing.continueWithPasskey')}</Label>
        </>
      )}
    </Button>
  )
})

/** The wallet entry: opens the wallet list of a login (AWAITING_CONNECTION, through the wallet flow). */
export const WalletButton = forwardPart('WalletButton', function WalletButton(props: PartProps<'button'>) {
  const latch = useLatchClient()
  const t = useMessages()
  return (
    <Button
      part="wallet-button"
      variant="secondary"
      onClick={() => latch.flows.wallets.choose('login')}
      {...props}
    >
      {props.children ?? (
        <>
          <WalletIcon />
          <Label>{t('landing.continueWithWallet')}</Label>
        </>
      )}
    </Button>
  )
})

/** Opens an overflow view ('web2-overflow' or 'web3-overflow'). */
export const OverflowButton = forwardPart(
  'OverflowButton',
  function OverflowButton({
    view,
    ...props
  }: PartProps<'button'> & { view: 'web2-overflow' | 'web3-overflow' }) {
    const latch = useLatchClient()
    const t = useMessages()
    return (
      <Button
        part="overflow-button"
        variant="secondary"
        data-view={view}
        onClick={() => latch.flows.modal.setLandingView(view)}
        {...props}
      >
        {props.children ?? (
          <>
            <MoreIcon />
            <Label>{t(view === 'web3-overflow' ? 'landing.moreWallets' : 'landing.moreOptions')}</Label>
          </>
        )}
      </Button>
    )
  },
)

/** A button revealing the email input (used in overflow views, where inputs are not shown inline). */
export const EmailOptionButton = forwardPart(
  'EmailOptionButton',
  function EmailOptionButton(props: PartProps<'button'>) {
    return <OptionButton part="email-button" icon={<MailIcon />} {...props} />
  },
)

/** A button revealing the phone input (used in overflow views). */
export const SmsOptionButton = forwardPart(
  'SmsOptionButton',
  function SmsOptionButton(props: PartProps<'button'>) {
    return <OptionButton part="sms-button" icon={<PhoneIcon />} {...props} />
  },
)

function OptionButton({
  part,
  icon,
  children,
  ...props
}: PartProps<'button'> & { part: string; icon: ReactNode }) {
  return (
    <Button part={part} variant="secondary" {...props}>
      {icon}
      <Label>{children}</Label>
    </Button>
  )
}

// ── Legal and footer ─────────────────────────────────────────────────────────

/** 'By logging in I agree to the Terms and Privacy Policy'. */
export const Legal = forwardPart('Legal', function Legal(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'legal' })
})

/** A link in the legal line (opens in a new tab). */
export const LegalLink = forwardPart('LegalLink', function LegalLink(props: PartProps<'a'>) {
  return renderPart('a', props, {
    'data-scope': useScope(),
    'data-part': 'legal-link',
    target: '_blank',
    rel: 'noopener noreferrer',
  })
})
