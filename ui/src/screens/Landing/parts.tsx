'use client'
/**
 * Parts of LANDING, also used by LINK_EMAIL_SCREEN and LINK_PHONE_SCREEN. Inputs are bound to the core flows'
 * stores (`$email`, `$phoneNumber`, `$country`); submit is enabled by the flows' `$canSubmit`.
 */
import type { OAuthProvider } from '@latch/core'
import { useStore } from '@nanostores/react'
import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import { useEffect, useMemo } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { MailIcon, MoreIcon, PhoneIcon, ProviderIcon, WalletIcon } from '../../primitives/icons'
import { dataFlag, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ErrorText, Label, ScreenRoot, Spinner } from '../../primitives/parts'

/** The landing root; `data-view` is 'default', 'web2-overflow' or 'web3-overflow'. */
export function LandingRoot({ view, ...props }: PartProps<'div'> & { view?: string }) {
  return <ScreenRoot scope="landing" data-view={view} {...props} />
}

/**
 * The app logo. Renders only what core handed over (core drops URLs that are not https, or http on localhost);
 * the stylesheet caps it at 180x90.
 */
export function Logo({
  src,
  alt,
  ...props
}: Omit<PartProps<'img'>, 'src'> & { src: string | null | undefined }) {
  const scope = useScope()
  if (!src) return null
  return renderPart('img', props, {
    'data-scope': scope,
    'data-part': 'logo',
    src,
    alt: alt ?? '',
    decoding: 'async',
  })
}

/** A wrapper drawing one input box (border, focus ring). */
export function Field({ invalid, ...props }: PartProps<'div'> & { invalid?: boolean }) {
  return renderPart('div', props, {
    'data-scope': useScope(),
    'data-part': 'field',
    'data-invalid': dataFlag(invalid),
  })
}

// ── Email ──────────────────────────────────────────────────────────────────────

/** The email form: submits `initLoginWithEmail` (in link mode when a link was started). */
export function EmailForm(props: PartProps<'form'>) {
  const latch = useLatchClient()
  return renderPart('form', props, {
    'data-scope': useScope(),
    'data-part': 'email-form',
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const flow = latch.flows.email
      if (!flow.$canSubmit.get()) return
      latch.initLoginWithEmail(flow.$email.get()).catch(() => {
        // The flow keeps the error and its SPEC.md message in $state.
      })
    },
  })
}

/** The email input, bound to the flow's `$email`. */
export function EmailInput(props: PartProps<'input'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const email = useStore(latch.flows.email.$email)
  const state = useStore(latch.flows.email.$state)
  const invalid = state.step === 'error' && state.phase === 'submit'
  return renderPart('input', props, {
    'data-scope': useScope(),
    'data-part': 'email-input',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: t('landing.emailPlaceholder'),
    'aria-label': t('landing.emailPlaceholder'),
    'aria-invalid': invalid || undefined,
    value: email,
    onChange: (event: ChangeEvent<HTMLInputElement>) => latch.flows.email.setEmail(event.currentTarget.value),
  })
}

/** Submits the email form; enabled by the flow's `$canSubmit`. */
export function EmailSubmit(props: PartProps<'button'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const canSubmit = useStore(latch.flows.email.$canSubmit)
  const state = useStore(latch.flows.email.$state)
  const submitting = state.step === 'submitting'
  return (
    <Button
      part="email-submit"
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

/** The email flow's submit error (SPEC.md section 8 message), if any. */
export function EmailError(props: PartProps<'p'>) {
  const latch = useLatchClient()
  const state = useStore(latch.flows.email.$state)
  return (
    <ErrorText {...props}>
      {state.step === 'error' && state.phase === 'submit' ? state.message : null}
    </ErrorText>
  )
}

// ── Phone ──────────────────────────────────────────────────────────────────────

/** The phone form: submits `initLoginWithSms` for the chosen country. Loads the phone rules when shown. */
export function PhoneForm(props: PartProps<'form'>) {
  const latch = useLatchClient()
  useEffect(() => {
    latch.flows.sms.start().catch(() => {})
  }, [latch])
  return renderPart('form', props, {
    'data-scope': useScope(),
    'data-part': 'phone-form',
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const flow = latch.flows.sms
      if (!flow.$canSubmit.get()) return
      // The flow uses its chosen `$country` for a national number.
      latch.initLoginWithSms(flow.$phoneNumber.get()).catch(() => {})
    },
  })
}

function countryName(code: string, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(code) ?? code
  } catch {
    return code
  }
}

/** The country picker (ISO code and calling code), bound to the flow's `$country`. */
export function CountrySelect(props: PartProps<'select'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const country = useStore(latch.flows.sms.$country)
  const rules = useStore(latch.flows.sms.$rules)
  const names = useMemo(() => {
    try {
      return typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames(undefined, { type: 'region' })
        : null
    } catch {
      return null
    }
  }, [])
  const countries = useMemo(() => rules?.countries() ?? [], [rules])
  return renderPart('select', props, {
    'data-scope': useScope(),
    'data-part': 'country-select',
    'aria-label': t('landing.country'),
    name: 'country',
    autoComplete: 'tel-country-code',
    value: country,
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      latch.flows.sms.setCountry(event.currentTarget.value),
    children:
      countries.length === 0 ? (
        <option value={country}>{country}</option>
      ) : (
        countries.map((c) => (
          <option key={c.code} value={c.code} label={`${c.code} +${c.callingCode}`}>
            {`${countryName(c.code, names)} +${c.callingCode}`}
          </option>
        ))
      ),
  })
}

/** The phone number input, bound to the flow's `$phoneNumber`. */
export function PhoneInput(props: PartProps<'input'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const phone = useStore(latch.flows.sms.$phoneNumber)
  const state = useStore(latch.flows.sms.$state)
  const invalid = state.step === 'error' && state.phase === 'submit'
  return renderPart('input', props, {
    'data-scope': useScope(),
    'data-part': 'phone-input',
    type: 'tel',
    name: 'phone',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    placeholder: t('landing.phonePlaceholder'),
    'aria-label': t('landing.phonePlaceholder'),
    'aria-invalid': invalid || undefined,
    value: phone,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      latch.flows.sms.setPhoneNumber(event.currentTarget.value),
  })
}

/** Submits the phone form; enabled by the flow's `$canSubmit`. */
export function PhoneSubmit(props: PartProps<'button'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const canSubmit = useStore(latch.flows.sms.$canSubmit)
  const state = useStore(latch.flows.sms.$state)
  const submitting = state.step === 'submitting'
  return (
    <Button
      part="phone-submit"
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

/** The SMS flow's submit error, if any. */
export function PhoneError(props: PartProps<'p'>) {
  const latch = useLatchClient()
  const state = useStore(latch.flows.sms.$state)
  return (
    <ErrorText {...props}>
      {state.step === 'error' && state.phase === 'submit' ? state.message : null}
    </ErrorText>
  )
}

// ── Option buttons ────────────────────────────────────────────────────────────

/** Capitalised provider name for labels ('github' to 'Github' is wrong, hence the table). */
const providerNames: Record<string, string> = {
  apple: 'Apple',
  discord: 'Discord',
  github: 'GitHub',
  google: 'Google',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  tiktok: 'TikTok',
}

/** A provider's display name. */
export function providerName(provider: string): string {
  return providerNames[provider] ?? provider
}

/** 'Continue with {provider}': starts the OAuth redirect (`initLoginWithOAuth`). */
export function SocialButton({ provider, ...props }: PartProps<'button'> & { provider: OAuthProvider }) {
  const latch = useLatchClient()
  const t = useMessages()
  const oauth = useStore(latch.flows.oauth.$state)
  const busy = oauth.step === 'redirecting' && oauth.provider === provider
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
          <Label>{t('landing.continueWith', { provider: providerName(provider) })}</Label>
          {busy ? <Spinner /> : null}
        </>
      )}
    </Button>
  )
}

/** The wallet entry (the wallet list belongs to the wallet flows). */
export function WalletButton(props: PartProps<'button'>) {
  const latch = useLatchClient()
  const t = useMessages()
  return (
    <Button
      part="wallet-button"
      variant="secondary"
      onClick={() => latch.navigate('AWAITING_CONNECTION')}
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
}

/** Opens an overflow view ('web2-overflow' or 'web3-overflow'). */
export function OverflowButton({
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
}

/** A button revealing the email input (used in overflow views, where inputs are not shown inline). */
export function EmailOptionButton(props: PartProps<'button'>) {
  return <OptionButton part="email-button" icon={<MailIcon />} {...props} />
}

/** A button revealing the phone input (used in overflow views). */
export function SmsOptionButton(props: PartProps<'button'>) {
  return <OptionButton part="sms-button" icon={<PhoneIcon />} {...props} />
}

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
export function Legal(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'legal' })
}

/** A link in the legal line (opens in a new tab). */
export function LegalLink(props: PartProps<'a'>) {
  return renderPart('a', props, {
    'data-scope': useScope(),
    'data-part': 'legal-link',
    target: '_blank',
    rel: 'noopener noreferrer',
  })
}
