'use client'
import { useLatchClient } from '../../context'
import { CaptchaError, CaptchaWidget } from './parts'

/** The captcha slot of the login screens: renders nothing unless the app has captcha on. */
export function CaptchaSlot() {
  const latch = useLatchClient()
  if (!latch.flows.captcha.isEnabled()) return null
  return (
    <>
      <CaptchaWidget />
      <CaptchaError />
    </>
  )
}
