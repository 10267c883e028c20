import { describe, expect, it } from 'vitest'
import * as ui from './index'

describe('public surface of @latch/react', () => {
  it('pins the exported names', () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "ALLOWLIST_REJECTION_SCREEN",
        "AWAITING_OAUTH_SCREEN",
        "AWAITING_PASSWORDLESS_CODE",
        "Actions",
        "AllowlistRoot",
        "BackTrigger",
        "Button",
        "CancelButton",
        "CaptchaError",
        "CaptchaSlot",
        "CaptchaWidget",
        "CloseTrigger",
        "CodeCell",
        "CodeCells",
        "CodeRoot",
        "CodeStatus",
        "CountrySelect",
        "CtaButton",
        "CtaLink",
        "Description",
        "Divider",
        "EmailEntry",
        "EmailError",
        "EmailForm",
        "EmailInput",
        "EmailOptionButton",
        "EmailSubmit",
        "ErrorText",
        "Field",
        "Footer",
        "Header",
        "Hero",
        "Icon",
        "LANDING",
        "LINK_EMAIL_SCREEN",
        "LINK_PHONE_SCREEN",
        "LOGIN_FAILED_SCREEN",
        "Label",
        "LandingRoot",
        "LatchModal",
        "LatchProvider",
        "Legal",
        "LegalLink",
        "LinkEmailRoot",
        "LinkPhoneRoot",
        "LoginFailedRoot",
        "Logo",
        "OAuthRoot",
        "OverflowButton",
        "PhoneEntry",
        "PhoneError",
        "PhoneForm",
        "PhoneInput",
        "PhoneSubmit",
        "ResendTrigger",
        "RetryButton",
        "ScreenErrorBoundary",
        "ScreenErrorFallback",
        "ScreenRoot",
        "Slot",
        "SmsOptionButton",
        "SocialButton",
        "Spinner",
        "Title",
        "TryAgainButton",
        "VisuallyHidden",
        "WalletButton",
        "composeHandlers",
        "defaultScreens",
        "useLatch",
        "useLatchClient",
        "useLogin",
        "useMessages",
        "useModal",
        "useModalContext",
        "useStore",
        "useWalletMessages",
      ]
    `)
  })

  it('exports every default screen by its name; lazy registry entries load that same component', async () => {
    const exported: Record<string, unknown> = { ...ui }
    for (const [name, component] of Object.entries(ui.defaultScreens)) {
      const lazy = component as unknown as { preload?: () => Promise<unknown> }
      if (typeof lazy.preload === 'function') expect(await lazy.preload()).toBe(exported[name])
      else expect(exported[name]).toBe(component)
    }
  })
})
