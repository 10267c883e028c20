'use client'
import { useStore } from '@nanostores/react'
import { Fragment, useState } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { CaptchaSlot } from '../../primitives/captcha/Captcha'
import { Actions, Footer } from '../../primitives/parts'
import { EmailEntry, PhoneEntry } from '../../primitives/recipient-entry'
import { ScreenHead } from '../../primitives/screen-head'
import type { LandingOption } from '../../types'
import {
  EmailOptionButton,
  LandingRoot,
  Legal,
  LegalLink,
  Logo,
  OverflowButton,
  PasskeyButton,
  SmsOptionButton,
  SocialButton,
  WalletButton,
} from './parts'

function Option({
  option,
  expanded,
  onExpand,
}: {
  option: LandingOption
  expanded: boolean
  onExpand: () => void
}) {
  const t = useMessages()
  switch (option.type) {
    case 'email':
      return option.display === 'input' || expanded ? (
        <EmailEntry autoFocus={expanded} />
      ) : (
        <EmailOptionButton onClick={onExpand}>{t('landing.continueWithEmail')}</EmailOptionButton>
      )
    case 'sms':
      return option.display === 'input' || expanded ? (
        <PhoneEntry autoFocus={expanded} />
      ) : (
        <SmsOptionButton onClick={onExpand}>{t('landing.continueWithPhone')}</SmsOptionButton>
      )
    case 'oauth':
      return <SocialButton provider={option.provider} />
    case 'passkey':
      return <PasskeyButton />
    case 'wallet':
      return <WalletButton />
    case 'overflow':
      return <OverflowButton view={option.view} />
  }
}

function optionKey(option: LandingOption): string {
  return option.type === 'oauth'
    ? `oauth:${option.provider}`
    : option.type === 'overflow'
      ? option.view
      : option.type
}

/**
 * LANDING: 'Log in or Sign Up', the login options in core's order (at most 4, then overflow entries), the overflow
 * views, the legal line and the 'Protected by' footer. The logo shows only when core allowed its URL.
 */
export function LANDING() {
  const latch = useLatchClient()
  const t = useMessages()
  const model = useStore(latch.flows.landing.$state)
  // Which email/SMS button was expanded into its input (hideDirectWeb2Inputs): visual state only.
  const [expanded, setExpanded] = useState<string | null>(null)
  return (
    <LandingRoot view={model.view}>
      <ScreenHead
        onBack={model.view === 'default' ? undefined : () => latch.flows.landing.setView('default')}
        media={<Logo src={model.logoUrl} alt={model.appName ?? ''} />}
        title={model.title}
      />
      <Actions part="options">
        {model.options.map((option) => {
          const key = optionKey(option)
          return (
            <Option key={key} option={option} expanded={expanded === key} onExpand={() => setExpanded(key)} />
          )
        })}
      </Actions>
      <CaptchaSlot />
      {model.legal ? (
        <Legal>
          {model.legal.prefix}{' '}
          {model.legal.links.map((link, index) => (
            <Fragment key={link.kind}>
              {index > 0 ? ` ${t('landing.and')} ` : null}
              <LegalLink href={link.url} data-kind={link.kind}>
                {link.label}
              </LegalLink>
            </Fragment>
          ))}
        </Legal>
      ) : null}
      <Footer>
        {model.protectedBy} <strong>{t('landing.protectedByName')}</strong>
      </Footer>
    </LandingRoot>
  )
}
