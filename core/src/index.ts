/**
 * @latch/core: the headless core. Named re-exports only, grouped by area; `index.test.ts` pins this list exactly.
 * Assembly internals (API client, session, flow list) are in `@latch/core/internal`; the wallet half's rules and
 * texts are also in `@latch/core/wallet`, for code that loads lazily (see wallet.ts).
 */

// ── Errors ───────────────────────────────────────────────────────────────────
export { getGrant, getStepUpMethods } from './api/client'
export type { GrantAction, GrantJSON } from './api/wire'
// ── Config ───────────────────────────────────────────────────────────────────
export type { ResolveConfigErrorType, ResolveConfigReturnType } from './config/resolve'
export { resolveConfig } from './config/resolve'
export type {
  AppConfig,
  ConfigWarning,
  LatchConfig,
  LoginMethod,
  OAuthProvider,
  OidcProvider,
  ResolvedConfig,
  SmartWalletChainConfig,
  SmartWalletImplementation,
  SmartWalletsConfig,
  SupportedWalletName,
} from './config/types'
export type { ConnectedWallet, ConnectorType } from './connectors/types'
// ── Constants and messages ───────────────────────────────────────────────────
export {
  APP_ID_LENGTH,
  CODE_LENGTH,
  COPY_CONFIRMATION_MS,
  DEFAULT_ACCENT_COLOR,
  KEY_EXPORT_GUIDE_URL,
  MODAL_DRAWER_BREAKPOINT_PX,
  MODAL_WIDTH_PX,
  OAUTH_PROVIDERS,
  PASSKEY_NAME_MAX_LENGTH,
  PHANTOM_INSTALL_URL,
  SDK_VERSION,
  SUPPORTED_WALLET_NAMES,
} from './constants'
// ── Flight recorder ──────────────────────────────────────────────────────────
export type {
  DebugApiEvent,
  DebugCommandEvent,
  DebugEvent,
  DebugEventInput,
  DebugFlowEvent,
  DebugFrameEvent,
  DebugProviderEvent,
  LatchDebug,
} from './debug/types'
// ── Embedded wallet provider ─────────────────────────────────────────────────
export type { WalletDevice } from './embedded-wallet/devices'
export type { EmbeddedWalletFrameErrorType } from './embedded-wallet/protocol'
export type { EmbeddedWalletProvider, EmbeddedWalletProviderInfo } from './embedded-wallet/provider'
export { announceEmbeddedWalletProvider } from './embedded-wallet/provider'
// ── Environment ──────────────────────────────────────────────────────────────
export type {
  ChannelLike,
  Clock,
  KeyValueStorage,
  LatchEnv,
  LocationLike,
  LockManagerLike,
  Logger,
  WebAuthnLike,
} from './env'
export { createMemoryStorage } from './env'
export type {
  ApiErrorOptions,
  AuthRequiredErrorType,
  LatchErrorCode,
  LatchErrorOptions,
  MfaErrorType,
  RequestErrorType,
  ServerErrorType,
  TransportErrorType,
} from './errors'
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
export type { OnRampStatusTexts } from './fiat/fiat.rules'
export { onRampStatusTexts } from './fiat/fiat.rules'
export type { CustomAuthFlow } from './flows/custom-auth/custom-auth.flow'
export type { CustomAuthState, LoginWithCustomTokenReturnType } from './flows/custom-auth/custom-auth.types'
export type { EmbeddedWalletCommands, EmbeddedWalletFlow } from './flows/embedded-wallet/embedded-wallet.flow'
export type {
  ConnectTarget,
  CreateSolanaWalletParameters,
  CreateWalletErrorType,
  CreateWalletParameters,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  EmbeddedWalletState,
  ExportWalletErrorType,
  PasswordFlowState,
  PasswordInitiator,
  PasswordStep,
  SetWalletPasswordErrorType,
  SetWalletPasswordParameters,
  SetWalletRecoveryPasskeyErrorType,
  WalletDevicesState,
} from './flows/embedded-wallet/embedded-wallet.types'
export type { PasswordStrength, PasswordStrengthLabel } from './flows/embedded-wallet/password.rules'
export {
  generatePassword,
  passwordStrength,
  validatePassword,
} from './flows/embedded-wallet/password.rules'
export { initialPasswordState } from './flows/embedded-wallet/password.state'
export type { FiatCommands, FiatFlow } from './flows/fiat/fiat.flow'
export type {
  FiatState,
  FundingOrigin,
  FundWalletOptions,
  FundWalletReturnType,
} from './flows/fiat/fiat.types'
export type { GuestCommands, GuestFlow } from './flows/guest/guest.flow'
export type { GuestState, LoginAsGuestErrorType, LoginAsGuestReturnType } from './flows/guest/guest.types'
export type { LandingFlow } from './flows/landing/landing.flow'
export type { LandingModel, LandingOption, LoginGroup } from './flows/landing/landing.types'
export type { LinkFlow } from './flows/link/link.flow'
export type { LinkState, LinkTarget, UnlinkOAuthParameters } from './flows/link/link.types'
export type {
  FlowCommands,
  Flows,
  LoginFailedScreenData,
  ModalCommands,
  ModalFlow,
  ModalState,
  OpenModalParameters,
  ScreenArgs,
  ScreenData,
  ScreenDataMap,
  ScreenEntry,
  ScreenName,
} from './flows/list'
export { SCREEN_NAMES } from './flows/list'
export type { MfaCommands, MfaFlow } from './flows/mfa/mfa.flow'
export type {
  InitEnrollmentWithSmsParameters,
  MfaEnrollmentReturnType,
  MfaEnrollmentState,
  MfaEnrollmentStep,
  MfaGuardOptions,
  MfaPromptSummary,
  MfaTotpSetup,
  MfaVerificationState,
  MfaVerificationStep,
  SubmitEnrollmentWithSmsParameters,
  SubmitEnrollmentWithTotpParameters,
  SubmitMfaVerificationParameters,
} from './flows/mfa/mfa.types'
export type { OAuthFlow } from './flows/oauth/oauth.flow'
export type {
  HandleOAuthReturnParameters,
  HandleOAuthReturnReturnType,
  InitLoginWithOAuthErrorType,
  InitLoginWithOAuthParameters,
  LoginWithOAuthErrorType,
  OAuthState,
} from './flows/oauth/oauth.types'
export type { PasskeyCommands, PasskeyFlow } from './flows/passkey/passkey.flow'
export type { PasskeyManager, PasskeyManagerState, PasskeyRow } from './flows/passkey/passkey.manager'
export { validatePasskeyName } from './flows/passkey/passkey.rules'
export type {
  LinkPasskeyErrorType,
  LoginWithPasskeyErrorType,
  LoginWithPasskeyOptions,
  LoginWithPasskeyReturnType,
  PasskeyCeremonyErrorType,
  PasskeyMode,
  PasskeyState,
} from './flows/passkey/passkey.types'
export type { EmailFlow } from './flows/passwordless/email.flow'
export type {
  EmailState,
  InitLoginWithEmailParameters,
  LoginWithEmailCodeParameters,
  LoginWithEmailCodeReturnType,
} from './flows/passwordless/email.types'
export type { PasswordlessFlow } from './flows/passwordless/passwordless.flow'
export type { PasswordlessView } from './flows/passwordless/passwordless.store'
export type {
  LoginWithCodeParameters,
  LoginWithCodeReturnType,
  PasswordlessState,
  ResendStatus,
} from './flows/passwordless/passwordless.types'
export type { SmsFlow } from './flows/passwordless/sms.flow'
export type {
  InitLoginWithSmsParameters,
  LoginWithSmsCodeParameters,
  LoginWithSmsCodeReturnType,
  PhoneRulesStatus,
  SmsState,
} from './flows/passwordless/sms.types'
export type {
  SendTransactionCommands,
  SendTransactionFlow,
} from './flows/send-transaction/send-transaction.flow'
export type {
  ReceiptView,
  SenderInfo,
  SendRetry,
  SendTransactionErrorType,
  SendTransactionOptions,
  SendTransactionRequest,
  SendTransactionResult,
  SendTransactionState,
  SendTransactionUiOptions,
  TransactionInfo,
} from './flows/send-transaction/send-transaction.types'
export type { AllowlistScreenData } from './flows/shared/allowlist'
export type { FlowMode } from './flows/shared/deps'
export type { SignCommands, SignFlow } from './flows/sign/sign.flow'
export type {
  Eip1193Requester,
  SignMessageErrorType,
  SignMessageUiOptions,
  SignRequestView,
  SignState,
  SignTypedDataErrorType,
  TypedDataInput,
  WalletSigner,
  WalletSignerGetter,
} from './flows/sign/sign.types'
export type { StepUpCommands, StepUpFlow } from './flows/step-up/step-up.flow'
export type { StepUpResend, StepUpState, StepUpTarget } from './flows/step-up/step-up.types'
export type { TelegramCommands, TelegramFlow } from './flows/telegram/telegram.flow'
export type {
  LinkTelegramErrorType,
  LoginWithTelegramErrorType,
  LoginWithTelegramReturnType,
  TelegramAuthData,
  TelegramMode,
  TelegramRefusalErrorType,
  TelegramState,
} from './flows/telegram/telegram.types'
export type { WalletCommands, WalletsFlow } from './flows/wallets/wallets.flow'
export { phantomInstallUrl, walletProgressKeys } from './flows/wallets/wallets.rules'
export type {
  LoginWithWalletErrorType,
  LoginWithWalletReturnType,
  PairingQr,
  WalletChoice,
  WalletConnectLoader,
  WalletEntry,
  WalletFlowState,
  WalletMode,
  WalletTarget,
  WalletView,
} from './flows/wallets/wallets.types'
// ── Client ───────────────────────────────────────────────────────────────────
export type { CreateLatchErrorType, CreateLatchParameters, Latch, LatchBase } from './latch'
export { createLatch } from './latch'
export type { LoginMessageKey, MessageKey, Messages } from './messages'
export { formatMessage, messages } from './messages'
export type { WalletMessageKey } from './messages.wallet'
export { formatWalletMessage, walletMessages } from './messages.wallet'
export type {
  BalanceChange,
  DecodedTokenCall,
  PreviewSource,
  PreviewState,
  PreviewWarning,
  TokenInfo,
  TransactionPreview,
} from './preview/preview.types'
// ── Rules: each returns the message (or a value), never throws ───────────────
export { normalizeLoginCode, validateLoginCode } from './rules/code'
export {
  normalizeSupportedWallets,
  validateApiUrl,
  validateAppId,
  validateBackgroundColor,
  validateCaptchaSiteKey,
  validateLoginMethods,
  validateSupportedChains,
  validateTransactionConfirmation,
} from './rules/config'
export { isValidEmail, normalizeEmail, validateEmail } from './rules/email'
export { formatFiat, formatTokenAmount, shortenAddress } from './rules/format'
export type { LegalLine, LegalLink } from './rules/landing'
export { normalizeMfaCode, validateMfaCode } from './rules/mfa'
export type { MfaEnrollmentChoice, MfaMethodKeys } from './rules/mfa-methods'
export { mfaEnrollmentChoices, mfaMethodKeys } from './rules/mfa-methods'
export { oauthProviderName } from './rules/oauth'
export type { PhoneCountry, PhoneRules } from './rules/phone'
export { loadPhoneRules, normalizePhone, validatePhoneNumber } from './rules/phone'
export type { WalletErrorCode, WalletErrorInfo, WalletOperation } from './rules/wallet-errors'
export { mapWalletError } from './rules/wallet-errors'
export type { WalletOption } from './rules/wallet-list'
// ── Core services: the modal, the pending request, the error channel ────────
export type { Action, ActionState } from './services/action/action'
export { createAction } from './services/action/action'
// ── Flows: states, parameters and screens ────────────────────────────────────
export type { CaptchaFlow } from './services/captcha/captcha.service'
export type {
  CaptchaScriptLoader,
  CaptchaState,
  RenderCaptchaParameters,
  TurnstileLike,
  TurnstileRenderOptions,
} from './services/captcha/captcha.types'
export type { ErrorCommands, FlowErrorEvent } from './services/errors/errors.service'
export type { LandingView } from './services/modal/modal.types'
export type { RequestFlow } from './services/request/request.service'
export type { AskParameters, PendingRequest, RequestState } from './services/request/request.types'
export type { IntentCommands, ScreenIntents } from './services/router/intents'
export type {
  StepUpMethod,
  StepUpVerification,
  SubmitStepUpParameters,
} from './services/step-up/step-up.api'
// ── Session and user ─────────────────────────────────────────────────────────
export type { AuthState } from './session/types'
export type {
  AppleAccount,
  CustomAuthAccount,
  DiscordAccount,
  EmailAccount,
  GithubAccount,
  GoogleAccount,
  InstagramAccount,
  LineAccount,
  LinkedAccount,
  LinkedAccountType,
  LinkedinAccount,
  MfaMethod,
  OidcAccount,
  PasskeyAccount,
  PhoneAccount,
  SpotifyAccount,
  TelegramAccount,
  TiktokAccount,
  TwitchAccount,
  TwitterAccount,
  User,
  UserWallet,
  WalletAccount,
} from './user/types'
