'use client'
/**
 * LANDING's entries, one component per entry type, over the parts in `parts.tsx`. `landing.screens.ts` declares them
 * as this folder's landing buttons; a login method's own screen folder declares the button of its entry the same
 * way (`export const <name>LandingButtons`), and the modal hands LANDING the merged list.
 */
import { useMessages } from '../../hooks/useMessages'
import { EmailEntry, PhoneEntry } from '../../primitives/recipient-entry'
import type { LandingButtonProps, LandingButtons, LandingOption } from '../../types'
import {
  EmailOptionButton,
  OverflowButton,
  PasskeyButton,
  SmsOptionButton,
  SocialButton,
  WalletButton,
} from './parts'

type Props<T extends LandingOption['type']> = LandingButtonProps<Extract<LandingOption, { type: T }>>

function EmailOption({ option, expanded, onExpand }: Props<'email'>) {
  const t = useMessages()
  return option.display === 'input' || expanded ? (
    <EmailEntry autoFocus={expanded} />
  ) : (
    <EmailOptionButton onClick={onExpand}>{t('landing.continueWithEmail')}</EmailOptionButton>
  )
}

function SmsOption({ option, expanded, onExpand }: Props<'sms'>) {
  const t = useMessages()
  return option.display === 'input' || expanded ? (
    <PhoneEntry autoFocus={expanded} />
  ) : (
    <SmsOptionButton onClick={onExpand}>{t('landing.continueWithPhone')}</SmsOptionButton>
  )
}

/** The buttons of the entries this folder ships: email, SMS, passkey, socials, wallet, overflow. */
export const LANDING_BUTTONS: LandingButtons = {
  email: EmailOption,
  sms: SmsOption,
  oauth: ({ option }) => <SocialButton provider={option.provider} name={option.name} icon={option.icon} />,
  passkey: () => <PasskeyButton />,
  wallet: () => <WalletButton />,
  overflow: ({ option }) => <OverflowButton view={option.view} />,
}
