'use client'

/** @latch/react: provider, hooks, modal shell and the default screens (unstyled parts; see @latch/themes). */

export { useStore } from '@nanostores/react'
export type { LatchThemeInput } from './context'
export { useLatchClient } from './context'
export type { UseLatchReturnType } from './hooks/useLatch'
// ── Hooks ────────────────────────────────────────────────────────────────────
export { useLatch } from './hooks/useLatch'
export type { UseLoginParameters } from './hooks/useLogin'
export { useLogin } from './hooks/useLogin'
export type { Translate } from './hooks/useMessages'
export { useMessages } from './hooks/useMessages'
export { useModal } from './hooks/useModal'
export type { TranslateWallet } from './hooks/useWalletMessages'
export { useWalletMessages } from './hooks/useWalletMessages'
export type { UseWalletsReturnType } from './hooks/useWallets'
export { useWallets } from './hooks/useWallets'
export type { LatchProviderProps } from './LatchProvider'
// ── Provider ─────────────────────────────────────────────────────────────────
export { LatchProvider } from './LatchProvider'
export type { LatchModalProps } from './modal/LatchModal'
// ── Modal ────────────────────────────────────────────────────────────────────
export { LatchModal } from './modal/LatchModal'
export type { ModalLayout } from './modal/modal-context'
export { useModalContext } from './modal/modal-context'
export { ScreenErrorBoundary, ScreenErrorFallback } from './modal/ScreenErrorBoundary'
export type { PartProps } from './primitives/part'
export type { ButtonVariant } from './primitives/parts'
// ── Shared parts ─────────────────────────────────────────────────────────────
export {
  Actions,
  BackTrigger,
  Button,
  CloseTrigger,
  Description,
  Divider,
  ErrorText,
  Footer,
  Header,
  Hero,
  Icon,
  Label,
  ScreenRoot,
  Spinner,
  Title,
  VisuallyHidden,
} from './primitives/parts'
export type { AsChildProps } from './primitives/slot'
export { composeHandlers, Slot } from './primitives/slot'
export type { ScreenComponent, ScreenProps, ScreenRegistry } from './registry'
// ── Screens (by name) and the registry ───────────────────────────────
export { defaultScreens } from './registry'
export { ALLOWLIST_REJECTION_SCREEN } from './screens/AllowlistRejection/AllowlistRejection'
export { AllowlistRoot, CtaButton, CtaLink } from './screens/AllowlistRejection/parts'
export { AWAITING_OAUTH_SCREEN } from './screens/AwaitingOAuth/AwaitingOAuth'
export { OAuthRoot, RetryButton } from './screens/AwaitingOAuth/parts'
export { AWAITING_PASSWORDLESS_CODE } from './screens/AwaitingPasswordlessCode/AwaitingPasswordlessCode'
export {
  CodeCell,
  CodeCells,
  CodeRoot,
  CodeStatus,
  ResendTrigger,
} from './screens/AwaitingPasswordlessCode/parts'
export { CaptchaSlot } from './screens/Captcha/Captcha'
export { CaptchaError, CaptchaWidget } from './screens/Captcha/parts'
export { PasswordSteps } from './screens/EmbeddedWallet/PasswordSteps'
export {
  Acknowledgement,
  AcknowledgementCheckbox,
  Address,
  Disclosure,
  DisclosureSummary,
  EmbeddedRoot,
  ExportFrame,
  Guide,
  GuideLink,
  GuideStep,
  PasswordField,
  PasswordForm,
  PasswordInput,
  SavedPassword,
  SecondaryButton,
  StrengthMeter,
  VisibilityToggle,
  Warning,
} from './screens/EmbeddedWallet/parts'
export {
  EMBEDDED_WALLET_CONNECTING_SCREEN,
  EMBEDDED_WALLET_CREATED_SCREEN,
  EMBEDDED_WALLET_KEY_EXPORT_SCREEN,
  EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN,
  EMBEDDED_WALLET_RECOVERY_SCREEN,
} from './screens/EmbeddedWallet/screens'
export {
  FIAT_ON_RAMP_PROMPT_SCREEN,
  FIAT_ON_RAMP_STATUS_SCREEN,
  FiatHint,
  FiatRoot,
  FiatStatus,
  FundedAddress,
} from './screens/Fiat/Fiat'
export { EmailEntry, LANDING, PhoneEntry } from './screens/Landing/Landing'
// ── Screen parts ─────────────────────────────────────────────────────────────
export {
  CountrySelect,
  EmailError,
  EmailForm,
  EmailInput,
  EmailOptionButton,
  EmailSubmit,
  Field,
  LandingRoot,
  Legal,
  LegalLink,
  Logo,
  OverflowButton,
  PhoneError,
  PhoneForm,
  PhoneInput,
  PhoneSubmit,
  SmsOptionButton,
  SocialButton,
  WalletButton,
} from './screens/Landing/parts'
export { LINK_EMAIL_SCREEN } from './screens/LinkEmail/LinkEmail'
export { LinkEmailRoot } from './screens/LinkEmail/parts'
export { LINK_PHONE_SCREEN } from './screens/LinkPhone/LinkPhone'
export { LinkPhoneRoot } from './screens/LinkPhone/parts'
export { LOGIN_FAILED_SCREEN } from './screens/LoginFailed/LoginFailed'
export { CancelButton, LoginFailedRoot, TryAgainButton } from './screens/LoginFailed/parts'
export { MFA_ENROLLMENT_FLOW_SCREEN } from './screens/Mfa/MfaEnrollment'
export { MfaVerification } from './screens/Mfa/MfaVerification'
export {
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
  MfaWarning,
} from './screens/Mfa/parts'
export {
  AddFundsButton,
  SendTransactionRoot,
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
} from './screens/SendTransaction/parts'
export { EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN } from './screens/SendTransaction/SendTransaction'
export { SignButton, SignMessage, SignRequestRoot } from './screens/SignRequest/parts'
export { EMBEDDED_WALLET_SIGN_REQUEST_SCREEN } from './screens/SignRequest/SignRequest'
export {
  ConnectButton,
  ConnectedWalletRow,
  DifferentWalletButton,
  PairingQrCode,
  WalletHint,
  WalletLink,
  WalletList,
  WalletLogo,
  WalletName,
  WalletRetryButton,
  WalletRow,
  WalletsRoot,
} from './screens/Wallets/parts'
export { WalletChooser } from './screens/Wallets/WalletChooser'
export { WalletProgress } from './screens/Wallets/WalletProgress'
export {
  AWAITING_CONNECT_ONLY_CONNECTION,
  AWAITING_CONNECTION,
  CONNECT_ONLY_AUTHENTICATED_SCREEN,
  CONNECT_ONLY_LANDING_SCREEN,
  INSTALL_PHANTOM_SCREEN,
  LINK_WALLET_SCREEN,
  PHANTOM_INTERSTITIAL_SCREEN,
} from './screens/Wallets/Wallets'
