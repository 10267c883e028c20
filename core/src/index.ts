/**
 * @latch/core: the headless core. Named re-exports only, grouped by area; a test pins this list.
 */

export type { Analytics, AnalyticsPayload, CreateAnalyticsParameters } from './analytics/analytics'
// ── Analytics ────────────────────────────────────────────────────────────────
export { createAnalytics } from './analytics/analytics'
export type { CreateApiParameters } from './api/client'
// ── API ──────────────────────────────────────────────────────────────────────
export { createApi, getClientAnalyticsId } from './api/client'
export { ShapeError } from './api/shapes'
export type { Api, ApiRequest, Parser } from './api/types'
export type * as Wire from './api/wire'
export { parseAppConfig, toAppConfig } from './config/app-config'
export { ethereumMainnet } from './config/chains'
export type { ResolveConfigErrorType, ResolveConfigReturnType } from './config/resolve'
// ── Config ───────────────────────────────────────────────────────────────────
export { DEFAULT_LOGIN_METHODS, LOGIN_METHODS, resolveConfig } from './config/resolve'
export type {
  AppConfig,
  ConfigWarning,
  LatchConfig,
  LoginMethod,
  OAuthProvider,
  ResolvedConfig,
  SupportedWalletName,
} from './config/types'
// ── Constants and messages ───────────────────────────────────────────────────
export {
  API_RETRIES,
  API_RETRY_DELAY_MS,
  API_TIMEOUT_MS,
  APP_ID_LENGTH,
  CODE_LENGTH,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_COUNTRY,
  DEFAULT_SUPPORTED_WALLETS,
  LANDING_RESET_DELAY_MS,
  MODAL_DRAWER_BREAKPOINT_PX,
  MODAL_HIDE_DELAY_MS,
  MODAL_WIDTH_PX,
  OAUTH_PROVIDERS,
  SDK_VERSION,
  STORAGE_KEYS,
  SUPPORTED_WALLET_NAMES,
  TOKEN_EXPIRY_MARGIN_S,
} from './constants'
export type { LatchContext } from './context'
export type {
  ChannelLike,
  Clock,
  KeyValueStorage,
  LatchEnv,
  LocationLike,
  LockManagerLike,
  Logger,
} from './env'
// ── Environment ──────────────────────────────────────────────────────────────
export { createDefaultEnv, createMemoryStorage, createSafeStorage } from './env'
export type { ApiErrorOptions, LatchErrorCode, LatchErrorOptions } from './errors'
// ── Errors ───────────────────────────────────────────────────────────────────
export {
  ApiError,
  EmbeddedWalletError,
  hasErrorCode,
  isApiError,
  isLatchError,
  isRateLimitError,
  LatchError,
  WalletError,
} from './errors'
// ── Flows (filled by the flows work: one block per flow, named exports only) ─
export type { CaptchaFlow } from './flows/captcha/captcha.flow'
export { loadTurnstileScript } from './flows/captcha/captcha.loader'
export type {
  CaptchaScriptLoader,
  CaptchaState,
  RenderCaptchaParameters,
  TurnstileLike,
  TurnstileRenderOptions,
} from './flows/captcha/captcha.types'
export type { CreateFlowsOptions, FlowCommands, Flows } from './flows/create-flows'
export { createFlows } from './flows/create-flows'
export type { CustomAuthFlow } from './flows/custom-auth/custom-auth.flow'
export type { CustomAuthState, LoginWithCustomTokenReturnType } from './flows/custom-auth/custom-auth.types'
export type { EmailFlow } from './flows/email/email.flow'
export type {
  EmailState,
  InitLoginWithEmailParameters,
  LoginWithEmailCodeParameters,
  LoginWithEmailCodeReturnType,
  ResendStatus,
} from './flows/email/email.types'
export type { LandingFlow } from './flows/landing/landing.flow'
export { landingViews } from './flows/landing/landing.rules'
export type { LandingModel, LandingOption, LoginGroup } from './flows/landing/landing.types'
export type { LinkFlow } from './flows/link/link.flow'
export type { LinkState, LinkTarget, UnlinkOAuthParameters } from './flows/link/link.types'
export type { ModalFlow } from './flows/modal/modal.flow'
export type {
  LandingView,
  ModalState,
  OpenModalParameters,
  ScreenData,
  ScreenName,
} from './flows/modal/modal.types'
export { SCREEN_NAMES } from './flows/modal/modal.types'
export type { OAuthFlow } from './flows/oauth/oauth.flow'
export { providerDisplayName } from './flows/oauth/oauth.rules'
export type {
  HandleOAuthReturnParameters,
  HandleOAuthReturnReturnType,
  InitLoginWithOAuthParameters,
  OAuthState,
} from './flows/oauth/oauth.types'
export type { AllowlistScreenData } from './flows/shared/allowlist'
export type { FlowMode } from './flows/shared/deps'
export type { SmsFlow } from './flows/sms/sms.flow'
export type {
  InitLoginWithSmsParameters,
  LoginWithSmsCodeParameters,
  LoginWithSmsCodeReturnType,
  PhoneRulesStatus,
  SmsState,
} from './flows/sms/sms.types'
export type { CreateLatchErrorType, CreateLatchParameters, Latch, LatchBase } from './latch'
// ── Client ───────────────────────────────────────────────────────────────────
export { createLatch } from './latch'
export type { MessageKey, Messages } from './messages'
export { formatMessage, messages, resolveMessages } from './messages'
// ── Rules: login (code, email, landing, oauth, phone) and config, sorted by file ─
export { normaliseLoginCode, validateLoginCode } from './rules/code'
// ── Rules: config ────────────────────────────────────────────────────────────
export {
  isSupportedWalletName,
  normalizeSupportedWallets,
  relativeLuminance,
  resolveShowWalletLoginFirst,
  validateApiUrl,
  validateAppId,
  validateBackgroundColor,
  validateCaptchaSiteKey,
  validateLoginMethods,
  validateSupportedChains,
  validateTransactionConfirmation,
} from './rules/config'
export { isValidEmail, normaliseEmail, validateEmail } from './rules/email'
export type { LegalLine, LegalLink } from './rules/landing'
export { isAllowedLogoUrl, legalLine } from './rules/landing'
export type { OAuthReturn } from './rules/oauth'
export { isOAuthProvider, parseOAuthReturn, stripOAuthParams } from './rules/oauth'
export type { PhoneCountry, PhoneRules } from './rules/phone'
export { loadPhoneRules, normalisePhone, validatePhoneNumber } from './rules/phone'
export type { CreateSessionParameters, LatchSession } from './session/session'
// ── Session ──────────────────────────────────────────────────────────────────
export { createSession } from './session/session'
export type { AuthState, Session } from './session/types'
// ── User ─────────────────────────────────────────────────────────────────────
export { isEmbeddedWallet, latestOfType, parseUser, toLinkedAccount, toUser } from './user/parse'
export type {
  AppleAccount,
  CustomAuthAccount,
  DiscordAccount,
  EmailAccount,
  GithubAccount,
  GoogleAccount,
  LinkedAccount,
  LinkedAccountType,
  LinkedinAccount,
  MfaMethod,
  PhoneAccount,
  TiktokAccount,
  TwitterAccount,
  User,
  WalletAccount,
} from './user/types'
