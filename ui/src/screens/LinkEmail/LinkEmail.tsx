'use client'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CaptchaSlot } from '../../primitives/captcha/Captcha'
import { MailIcon } from '../../primitives/icons'
import { CloseTrigger, Header, Hero, Icon, Title } from '../../primitives/parts'
import { EmailEntry } from '../../primitives/recipient-entry'
import { LinkEmailRoot } from './parts'

/** LINK_EMAIL_SCREEN: 'Link your email'; the email flow runs in link mode (started by `linkEmail()`). */
export function LINK_EMAIL_SCREEN() {
  const t = useWalletMessages()
  return (
    <LinkEmailRoot>
      <Header>
        <CloseTrigger />
      </Header>
      <Hero>
        <Icon>
          <MailIcon />
        </Icon>
        <Title>{t('link.emailTitle')}</Title>
      </Hero>
      <EmailEntry />
      <CaptchaSlot />
    </LinkEmailRoot>
  )
}
