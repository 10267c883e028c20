'use client'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CaptchaSlot } from '../../primitives/captcha/Captcha'
import { PhoneIcon } from '../../primitives/icons'
import { PhoneEntry } from '../../primitives/recipient-entry'
import { ScreenHead } from '../../primitives/screen-head'
import { LinkPhoneRoot } from './parts'

/** LINK_PHONE_SCREEN: 'Link your phone'; the SMS flow runs in link mode (started by `linkPhone()`). */
export function LINK_PHONE_SCREEN() {
  const t = useWalletMessages()
  return (
    <LinkPhoneRoot>
      <ScreenHead icon={<PhoneIcon />} title={t('link.phoneTitle')} />
      <PhoneEntry />
      <CaptchaSlot />
    </LinkPhoneRoot>
  )
}
