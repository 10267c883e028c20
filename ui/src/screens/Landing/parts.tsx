'use client'
/**
 * Parts of LANDING: its root, the logo, the login option buttons and the legal line. The email and phone entries
 * it shares with the link screens are in `primitives/recipient-entry.tsx` (named here too: `Landing.EmailForm`, ...).
 */
import type { OAuthProvider } from '@latch/core'
import { oauthProviderName } from '@latch/core'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { MailIcon, MoreIcon, PasskeyIcon, PhoneIcon, SocialIcon, WalletIcon } from '../../primitives/icons'
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, Label, ScreenRoot, Spinner } from '../../primitives/parts'

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

// ── Option buttons ────────────────────────────────────────────────────────────

/** 'Continue with {provider}': starts the OAuth redirect (`initLoginWithOAuth`). */
export const SocialButton = forwardPart(
  'SocialButton',
  function SocialButton({
    provider,
    name,
    icon,
    ...props
  }: PartProps<'button'> & {
    provider: OAuthProvider
    /** The display name of an app's own OpenID Connect provider (the built-in ones have theirs). */
    name?: string
    /** The icon URL of an app's own OpenID Connect provider; none: a generic glyph. */
    icon?: string | null
  }) {
    const latch = useLatchClient()
    const t = useMessages()
    const label = name ?? oauthProviderName(provider)
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
            <SocialIcon provider={provider} name={label} icon={icon} />
            <Label>{t('landing.continueWith', { provider: label })}</Label>
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
