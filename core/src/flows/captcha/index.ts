export type { CaptchaFlow } from './captcha.flow'
export { captchaModule } from './captcha.flow'
export { loadTurnstileScript } from './captcha.loader'
export { activeSiteKey, turnstileSiteKey } from './captcha.rules'
export type {
  CaptchaScriptLoader,
  CaptchaState,
  RenderCaptchaParameters,
  TurnstileLike,
  TurnstileRenderOptions,
} from './captcha.types'
