'use client'

/**
 * @latch/react: provider, hooks, modal shell and the default screens (unstyled parts; see @latch/themes).
 * The parts are grouped per screen (`Landing.EmailInput`, `Wallets.Row`, `Mfa.Root`) and the shared ones under
 * `Screen` (`Screen.Title`, `Screen.Button`); each screen component keeps its SPEC name (`LANDING`, ...).
 */

export { useStore } from '@nanostores/react'
export type { LatchThemeInput } from './context'
export { useLatchClient } from './context'
export {
  Acknowledgement,
  AcknowledgementCheckbox,
  Actions,
  AddFundsButton,
  Address,
  AllowlistRoot,
  BackTrigger,
  Button,
  CancelButton,
  CaptchaError,
  CaptchaSlot,
  CaptchaWidget,
  CloseTrigger,
  CodeCell,
  CodeCells,
  CodeRoot,
  CodeStatus,
  ConnectButton,
  ConnectedWalletRow,
  CountrySelect,
  CtaButton,
  CtaLink,
  Description,
  DifferentWalletButton,
  Disclosure,
  DisclosureSummary,
  Divider,
  EmailEntry,
  EmailError,
  EmailForm,
  EmailInput,
  EmailOptionButton,
  EmailSubmit,
  EmbeddedRoot,
  ErrorText,
  ExportFrame,
  FiatHint,
  FiatRoot,
  FiatStatus,
  Field,
  Footer,
  FundedAddress,
  Guide,
  GuideLink,
  GuideStep,
  Header,
  Hero,
  Icon,
  Label,
  LandingRoot,
  Legal,
  LegalLink,
  LinkEmailRoot,
  LinkPhoneRoot,
  LoginFailedRoot,
  Logo,
  MfaCopyTrigger,
  MfaMethodBadge,
  MfaMethodButton,
  MfaMethodRow,
  MfaPhoneForm,
  MfaPhoneInput,
  MfaQrCode,
  MfaRemoveButton,
  MfaRemoveTrigger,
  MfaRoot,
  MfaSecret,
  MfaSummary,
  MfaVerification,
  MfaWarning,
  OAuthRoot,
  OverflowButton,
  PairingQrCode,
  PasswordField,
  PasswordForm,
  PasswordInput,
  PasswordSteps,
  PhoneEntry,
  PhoneError,
  PhoneForm,
  PhoneInput,
  PhoneSubmit,
  ResendTrigger,
  RetryButton,
  SavedPassword,
  ScreenRoot,
  SecondaryButton,
  SendTransactionRoot,
  SignButton,
  SignMessage,
  SignRequestRoot,
  SmsOptionButton,
  SocialButton,
  Spinner,
  StrengthMeter,
  Title,
  TransactionDetailLabel,
  TransactionDetailRow,
  TransactionDetails,
  TransactionDetailValue,
  TransactionDoneButton,
  TransactionRetryButton,
  TransactionSecondaryAmount,
  TransactionSender,
  TransactionSenderImage,
  TransactionSubmitButton,
  TransactionSummary,
  TryAgainButton,
  VisibilityToggle,
  VisuallyHidden,
  WalletButton,
  WalletChooser,
  WalletHint,
  WalletLink,
  WalletList,
  WalletLogo,
  WalletName,
  WalletProgress,
  WalletRetryButton,
  WalletRow,
  WalletsRoot,
  Warning,
} from './deprecated'
export type { LatchDevtoolsProps } from './devtools/LatchDevtools'
export { LatchDevtools } from './devtools/LatchDevtools'
export type { ActionHookState } from './hooks/useAction'
export type { UseEmbeddedWalletReturnType } from './hooks/useEmbeddedWallet'
export { useEmbeddedWallet } from './hooks/useEmbeddedWallet'
export type { UseLatchReturnType } from './hooks/useLatch'
export { useLatch } from './hooks/useLatch'
export type { UseLoginParameters } from './hooks/useLogin'
export { useLogin } from './hooks/useLogin'
export type { Translate } from './hooks/useMessages'
export { useMessages } from './hooks/useMessages'
export { useModal } from './hooks/useModal'
export type { UseSendTransactionReturnType } from './hooks/useSendTransaction'
export { useSendTransaction } from './hooks/useSendTransaction'
export type { UseSignMessageReturnType } from './hooks/useSignMessage'
export { useSignMessage } from './hooks/useSignMessage'
export type { TranslateWallet } from './hooks/useWalletMessages'
export { useWalletMessages } from './hooks/useWalletMessages'
export type { UseWalletsReturnType } from './hooks/useWallets'
export { useWallets } from './hooks/useWallets'
export type { LatchProviderProps } from './LatchProvider'
export { LatchProvider } from './LatchProvider'
export type { LatchModalProps } from './modal/LatchModal'
export { LatchModal } from './modal/LatchModalSlot'
export type { ModalLayout } from './modal/modal-context'
export { useModalContext } from './modal/modal-context'
export { ScreenErrorBoundary, ScreenErrorFallback } from './modal/ScreenErrorBoundary'
export * as Captcha from './primitives/captcha'
export { useScreenIntents } from './primitives/intents'
export type { PartProps } from './primitives/part'
export type { ButtonIntent, ButtonVariant } from './primitives/parts'
export * as Screen from './primitives/screen'
export type { ScreenHeaderProps, ScreenHeadProps } from './primitives/screen-head'
export { FailureHead, ScreenHead, ScreenHeader } from './primitives/screen-head'
export type { AsChildProps } from './primitives/slot'
export { composeHandlers, Slot } from './primitives/slot'
export type { WaitingLayoutProps } from './primitives/waiting'
export { WaitingLayout } from './primitives/waiting'
export type { ScreenComponent, ScreenProps, ScreenRegistry } from './registry'
export { defaultScreens } from './registry'
export * as Allowlist from './screens/AllowlistRejection'
export { ALLOWLIST_REJECTION_SCREEN } from './screens/AllowlistRejection/AllowlistRejection'
export * as OAuth from './screens/AwaitingOAuth'
export { AWAITING_OAUTH_SCREEN } from './screens/AwaitingOAuth/AwaitingOAuth'
export * as Passkey from './screens/AwaitingPasskey'
export { AWAITING_PASSKEY_SCREEN } from './screens/AwaitingPasskey/AwaitingPasskey'
export * as PasswordlessCode from './screens/AwaitingPasswordlessCode'
export { AWAITING_PASSWORDLESS_CODE } from './screens/AwaitingPasswordlessCode/AwaitingPasswordlessCode'
export * as Telegram from './screens/AwaitingTelegram'
export { AWAITING_TELEGRAM_SCREEN } from './screens/AwaitingTelegram/AwaitingTelegram'
export * as EmbeddedWallet from './screens/EmbeddedWallet'
export {
  EMBEDDED_WALLET_CONNECTING_SCREEN,
  EMBEDDED_WALLET_CREATED_SCREEN,
  EMBEDDED_WALLET_KEY_EXPORT_SCREEN,
  EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN,
  EMBEDDED_WALLET_PASSKEY_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN,
  EMBEDDED_WALLET_RECOVERY_SCREEN,
} from './screens/EmbeddedWallet/screens'
export * as Fiat from './screens/Fiat'
export { FIAT_ON_RAMP_PROMPT_SCREEN, FIAT_ON_RAMP_STATUS_SCREEN } from './screens/Fiat/Fiat'
export * as Landing from './screens/Landing'
export { LANDING } from './screens/Landing/Landing'
export * as LinkEmail from './screens/LinkEmail'
export { LINK_EMAIL_SCREEN } from './screens/LinkEmail/LinkEmail'
export * as LinkPasskey from './screens/LinkPasskey'
export { LINK_PASSKEY_SCREEN } from './screens/LinkPasskey/LinkPasskey'
export * as LinkPhone from './screens/LinkPhone'
export { LINK_PHONE_SCREEN } from './screens/LinkPhone/LinkPhone'
export * as LoginFailed from './screens/LoginFailed'
export { LOGIN_FAILED_SCREEN } from './screens/LoginFailed/LoginFailed'
export * as Mfa from './screens/Mfa'
export { MFA_ENROLLMENT_FLOW_SCREEN } from './screens/Mfa/MfaEnrollment'
export * as SendTransaction from './screens/SendTransaction'
export { EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN } from './screens/SendTransaction/SendTransaction'
export * as SignRequest from './screens/SignRequest'
export { EMBEDDED_WALLET_SIGN_REQUEST_SCREEN } from './screens/SignRequest/SignRequest'
export * as StepUp from './screens/StepUp'
export { STEP_UP_SCREEN } from './screens/StepUp/StepUp'
export * as Wallets from './screens/Wallets'
export {
  AWAITING_CONNECT_ONLY_CONNECTION,
  AWAITING_CONNECTION,
  CONNECT_ONLY_AUTHENTICATED_SCREEN,
  CONNECT_ONLY_LANDING_SCREEN,
  INSTALL_PHANTOM_SCREEN,
  LINK_WALLET_SCREEN,
  PHANTOM_INTERSTITIAL_SCREEN,
} from './screens/Wallets/Wallets'
