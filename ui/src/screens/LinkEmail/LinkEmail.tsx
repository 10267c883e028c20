'use client'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CaptchaSlot } from '../../primitives/captcha/Captcha'
import { MailIcon } from '../../primitives/icons'
import { EmailEntry } from '../../primitives/recipient-entry'
import { ScreenHead } from '../../primitives/screen-head'
import { LinkEmailRoot } from './parts'

/** LINK_EMAIL_SCREEN: 'Link your email'; the email flow runs in link mode (started by `linkEmail()`). */
export function LINK_EMAIL_SCREEN() {
  const t = useWalletMessages()
  return (
    <LinkEmailRoot>
      <ScreenHead icon={<MailIcon />} title={t('link.emailTitle')} />
      <EmailEntry />
      <CaptchaSlot />
    </LinkEmailRoot>
  )
}
