/** The captcha shown in the login forms: the slot, the widget and its error. */
export { CaptchaSlot as Slot } from './Captcha'
export { CaptchaError as ErrorText, CaptchaWidget as Widget } from './parts'
