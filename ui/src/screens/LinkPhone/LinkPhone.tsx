'use client'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CaptchaSlot } from '../../primitives/captcha/Captcha'
import { PhoneIcon } from '../../primitives/icons'
import { CloseTrigger, Header, Hero, Icon, Title } from '../../primitives/parts'
import { PhoneEntry } from '../../primitives/recipient-entry'
import { LinkPhoneRoot } from './parts'

/** LINK_PHONE_SCREEN: 'Link your phone'; the SMS flow runs in link mode (started by `linkPhone()`). */
export function LINK_PHONE_SCREEN() {
  const t = useWalletMessages()
  return (
    <LinkPhoneRoot>
      <Header>
        <CloseTrigger />
      </Header>
      <Hero>
        <Icon>
          <PhoneIcon />
        </Icon>
        <Title>{t('link.phoneTitle')}</Title>
      </Hero>
      <PhoneEntry />
      <CaptchaSlot />
    </LinkPhoneRoot>
  )
}
