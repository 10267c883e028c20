/**
 * The flat part names of 0.1 (`Button`, `WalletRow`, `MfaRoot`...), kept for one release as deprecated aliases of
 * the parts grouped per screen (`Screen.Button`, `Wallets.Row`, `Mfa.Root`): the README lists the new names. Each
 * alias is its own declaration with its own `@deprecated` tag (editors strike it through and name the replacement;
 * the API report marks it): a mapped object or a renaming re-export would lose the tag, so they stay written out,
 * a one-line doc each (`deprecated.test.ts` checks that each doc names the part the alias is).
 */

import * as Captcha from './primitives/captcha'
import * as Screen from './primitives/screen'
import * as Allowlist from './screens/AllowlistRejection'
import * as OAuth from './screens/AwaitingOAuth'
import * as PasswordlessCode from './screens/AwaitingPasswordlessCode'
import * as EmbeddedWallet from './screens/EmbeddedWallet'
import * as Fiat from './screens/Fiat'
import * as Landing from './screens/Landing'
import * as LinkEmail from './screens/LinkEmail'
import * as LinkPhone from './screens/LinkPhone'
import * as LoginFailed from './screens/LoginFailed'
import * as Mfa from './screens/Mfa'
import * as SendTransaction from './screens/SendTransaction'
import * as SignRequest from './screens/SignRequest'
import * as Wallets from './screens/Wallets'

/** The 0.1 name. @deprecated Use `EmbeddedWallet.Acknowledgement`. */
export const Acknowledgement = EmbeddedWallet.Acknowledgement
/** The 0.1 name. @deprecated Use `EmbeddedWallet.AcknowledgementCheckbox`. */
export const AcknowledgementCheckbox = EmbeddedWallet.AcknowledgementCheckbox
/** The 0.1 name. @deprecated Use `Screen.Actions`. */
export const Actions = Screen.Actions
/** The 0.1 name. @deprecated Use `SendTransaction.AddFundsButton`. */
export const AddFundsButton = SendTransaction.AddFundsButton
/** The 0.1 name. @deprecated Use `EmbeddedWallet.Address`. */
export const Address = EmbeddedWallet.Address
/** The 0.1 name. @deprecated Use `Allowlist.Root`. */
export const AllowlistRoot = Allowlist.Root
/** The 0.1 name. @deprecated Use `Screen.BackTrigger`. */
export const BackTrigger = Screen.BackTrigger
/** The 0.1 name. @deprecated Use `Screen.Button`. */
export const Button = Screen.Button
/** The 0.1 name. @deprecated Use `LoginFailed.CancelButton`. */
export const CancelButton = LoginFailed.CancelButton
/** The 0.1 name. @deprecated Use `Captcha.ErrorText`. */
export const CaptchaError = Captcha.ErrorText
/** The 0.1 name. @deprecated Use `Captcha.Slot`. */
export const CaptchaSlot = Captcha.Slot
/** The 0.1 name. @deprecated Use `Captcha.Widget`. */
export const CaptchaWidget = Captcha.Widget
/** The 0.1 name. @deprecated Use `Screen.CloseTrigger`. */
export const CloseTrigger = Screen.CloseTrigger
/** The 0.1 name. @deprecated Use `PasswordlessCode.Cell`. */
export const CodeCell = PasswordlessCode.Cell
/** The 0.1 name. @deprecated Use `PasswordlessCode.Cells`. */
export const CodeCells = PasswordlessCode.Cells
/** The 0.1 name. @deprecated Use `PasswordlessCode.Root`. */
export const CodeRoot = PasswordlessCode.Root
/** The 0.1 name. @deprecated Use `PasswordlessCode.Status`. */
export const CodeStatus = PasswordlessCode.Status
/** The 0.1 name. @deprecated Use `Wallets.ConnectButton`. */
export const ConnectButton = Wallets.ConnectButton
/** The 0.1 name. @deprecated Use `Wallets.ConnectedRow`. */
export const ConnectedWalletRow = Wallets.ConnectedRow
/** The 0.1 name. @deprecated Use `Landing.CountrySelect`. */
export const CountrySelect = Landing.CountrySelect
/** The 0.1 name. @deprecated Use `Allowlist.CtaButton`. */
export const CtaButton = Allowlist.CtaButton
/** The 0.1 name. @deprecated Use `Allowlist.CtaLink`. */
export const CtaLink = Allowlist.CtaLink
/** The 0.1 name. @deprecated Use `Screen.Description`. */
export const Description = Screen.Description
/** The 0.1 name. @deprecated Use `Wallets.DifferentWalletButton`. */
export const DifferentWalletButton = Wallets.DifferentWalletButton
/** The 0.1 name. @deprecated Use `EmbeddedWallet.Disclosure`. */
export const Disclosure = EmbeddedWallet.Disclosure
/** The 0.1 name. @deprecated Use `EmbeddedWallet.DisclosureSummary`. */
export const DisclosureSummary = EmbeddedWallet.DisclosureSummary
/** The 0.1 name. @deprecated Use `Screen.Divider`. */
export const Divider = Screen.Divider
/** The 0.1 name. @deprecated Use `Landing.EmailEntry`. */
export const EmailEntry = Landing.EmailEntry
/** The 0.1 name. @deprecated Use `Landing.EmailError`. */
export const EmailError = Landing.EmailError
/** The 0.1 name. @deprecated Use `Landing.EmailForm`. */
export const EmailForm = Landing.EmailForm
/** The 0.1 name. @deprecated Use `Landing.EmailInput`. */
export const EmailInput = Landing.EmailInput
/** The 0.1 name. @deprecated Use `Landing.EmailOptionButton`. */
export const EmailOptionButton = Landing.EmailOptionButton
/** The 0.1 name. @deprecated Use `Landing.EmailSubmit`. */
export const EmailSubmit = Landing.EmailSubmit
/** The 0.1 name. @deprecated Use `EmbeddedWallet.Root`. */
export const EmbeddedRoot = EmbeddedWallet.Root
/** The 0.1 name. @deprecated Use `Screen.ErrorText`. */
export const ErrorText = Screen.ErrorText
/** The 0.1 name. @deprecated Use `EmbeddedWallet.ExportFrame`. */
export const ExportFrame = EmbeddedWallet.ExportFrame
/** The 0.1 name. @deprecated Use `Fiat.Hint`. */
export const FiatHint = Fiat.Hint
/** The 0.1 name. @deprecated Use `Fiat.Root`. */
export const FiatRoot = Fiat.Root
/** The 0.1 name. @deprecated Use `Fiat.Status`. */
export const FiatStatus = Fiat.Status
/** The 0.1 name. @deprecated Use `Landing.Field`. */
export const Field = Landing.Field
/** The 0.1 name. @deprecated Use `Screen.Footer`. */
export const Footer = Screen.Footer
/** The 0.1 name. @deprecated Use `Fiat.Address`. */
export const FundedAddress = Fiat.Address
/** The 0.1 name. @deprecated Use `EmbeddedWallet.Guide`. */
export const Guide = EmbeddedWallet.Guide
/** The 0.1 name. @deprecated Use `EmbeddedWallet.GuideLink`. */
export const GuideLink = EmbeddedWallet.GuideLink
/** The 0.1 name. @deprecated Use `EmbeddedWallet.GuideStep`. */
export const GuideStep = EmbeddedWallet.GuideStep
/** The 0.1 name. @deprecated Use `Screen.Header`. */
export const Header = Screen.Header
/** The 0.1 name. @deprecated Use `Screen.Hero`. */
export const Hero = Screen.Hero
/** The 0.1 name. @deprecated Use `Screen.Icon`. */
export const Icon = Screen.Icon
/** The 0.1 name. @deprecated Use `Screen.Label`. */
export const Label = Screen.Label
/** The 0.1 name. @deprecated Use `Landing.Root`. */
export const LandingRoot = Landing.Root
/** The 0.1 name. @deprecated Use `Landing.Legal`. */
export const Legal = Landing.Legal
/** The 0.1 name. @deprecated Use `Landing.LegalLink`. */
export const LegalLink = Landing.LegalLink
/** The 0.1 name. @deprecated Use `LinkEmail.Root`. */
export const LinkEmailRoot = LinkEmail.Root
/** The 0.1 name. @deprecated Use `LinkPhone.Root`. */
export const LinkPhoneRoot = LinkPhone.Root
/** The 0.1 name. @deprecated Use `LoginFailed.Root`. */
export const LoginFailedRoot = LoginFailed.Root
/** The 0.1 name. @deprecated Use `Landing.Logo`. */
export const Logo = Landing.Logo
/** The 0.1 name. @deprecated Use `Mfa.CopyTrigger`. */
export const MfaCopyTrigger = Mfa.CopyTrigger
/** The 0.1 name. @deprecated Use `Mfa.MethodBadge`. */
export const MfaMethodBadge = Mfa.MethodBadge
/** The 0.1 name. @deprecated Use `Mfa.MethodButton`. */
export const MfaMethodButton = Mfa.MethodButton
/** The 0.1 name. @deprecated Use `Mfa.MethodRow`. */
export const MfaMethodRow = Mfa.MethodRow
/** The 0.1 name. @deprecated Use `Mfa.PhoneForm`. */
export const MfaPhoneForm = Mfa.PhoneForm
/** The 0.1 name. @deprecated Use `Mfa.PhoneInput`. */
export const MfaPhoneInput = Mfa.PhoneInput
/** The 0.1 name. @deprecated Use `Mfa.QrCode`. */
export const MfaQrCode = Mfa.QrCode
/** The 0.1 name. @deprecated Use `Mfa.RemoveButton`. */
export const MfaRemoveButton = Mfa.RemoveButton
/** The 0.1 name. @deprecated Use `Mfa.RemoveTrigger`. */
export const MfaRemoveTrigger = Mfa.RemoveTrigger
/** The 0.1 name. @deprecated Use `Mfa.Root`. */
export const MfaRoot = Mfa.Root
/** The 0.1 name. @deprecated Use `Mfa.Secret`. */
export const MfaSecret = Mfa.Secret
/** The 0.1 name. @deprecated Use `Mfa.Summary`. */
export const MfaSummary = Mfa.Summary
/** The 0.1 name. @deprecated Use `Mfa.Verification`. */
export const MfaVerification = Mfa.Verification
/** The 0.1 name. @deprecated Use `Mfa.Warning`. */
export const MfaWarning = Mfa.Warning
/** The 0.1 name. @deprecated Use `OAuth.Root`. */
export const OAuthRoot = OAuth.Root
/** The 0.1 name. @deprecated Use `Landing.OverflowButton`. */
export const OverflowButton = Landing.OverflowButton
/** The 0.1 name. @deprecated Use `Wallets.PairingQrCode`. */
export const PairingQrCode = Wallets.PairingQrCode
/** The 0.1 name. @deprecated Use `EmbeddedWallet.PasswordField`. */
export const PasswordField = EmbeddedWallet.PasswordField
/** The 0.1 name. @deprecated Use `EmbeddedWallet.PasswordForm`. */
export const PasswordForm = EmbeddedWallet.PasswordForm
/** The 0.1 name. @deprecated Use `EmbeddedWallet.PasswordInput`. */
export const PasswordInput = EmbeddedWallet.PasswordInput
/** The 0.1 name. @deprecated Use `EmbeddedWallet.PasswordSteps`. */
export const PasswordSteps = EmbeddedWallet.PasswordSteps
/** The 0.1 name. @deprecated Use `Landing.PhoneEntry`. */
export const PhoneEntry = Landing.PhoneEntry
/** The 0.1 name. @deprecated Use `Landing.PhoneError`. */
export const PhoneError = Landing.PhoneError
/** The 0.1 name. @deprecated Use `Landing.PhoneForm`. */
export const PhoneForm = Landing.PhoneForm
/** The 0.1 name. @deprecated Use `Landing.PhoneInput`. */
export const PhoneInput = Landing.PhoneInput
/** The 0.1 name. @deprecated Use `Landing.PhoneSubmit`. */
export const PhoneSubmit = Landing.PhoneSubmit
/** The 0.1 name. @deprecated Use `PasswordlessCode.ResendTrigger`. */
export const ResendTrigger = PasswordlessCode.ResendTrigger
/** The 0.1 name. @deprecated Use `OAuth.RetryButton`. */
export const RetryButton = OAuth.RetryButton
/** The 0.1 name. @deprecated Use `EmbeddedWallet.SavedPassword`. */
export const SavedPassword = EmbeddedWallet.SavedPassword
/** The 0.1 name. @deprecated Use `Screen.Root`. */
export const ScreenRoot = Screen.Root
/** The 0.1 name. @deprecated Use `EmbeddedWallet.SecondaryButton`. */
export const SecondaryButton = EmbeddedWallet.SecondaryButton
/** The 0.1 name. @deprecated Use `SendTransaction.Root`. */
export const SendTransactionRoot = SendTransaction.Root
/** The 0.1 name. @deprecated Use `SignRequest.SignButton`. */
export const SignButton = SignRequest.SignButton
/** The 0.1 name. @deprecated Use `SignRequest.Message`. */
export const SignMessage = SignRequest.Message
/** The 0.1 name. @deprecated Use `SignRequest.Root`. */
export const SignRequestRoot = SignRequest.Root
/** The 0.1 name. @deprecated Use `Landing.SmsOptionButton`. */
export const SmsOptionButton = Landing.SmsOptionButton
/** The 0.1 name. @deprecated Use `Landing.SocialButton`. */
export const SocialButton = Landing.SocialButton
/** The 0.1 name. @deprecated Use `Screen.Spinner`. */
export const Spinner = Screen.Spinner
/** The 0.1 name. @deprecated Use `EmbeddedWallet.StrengthMeter`. */
export const StrengthMeter = EmbeddedWallet.StrengthMeter
/** The 0.1 name. @deprecated Use `Screen.Title`. */
export const Title = Screen.Title
/** The 0.1 name. @deprecated Use `SendTransaction.DetailLabel`. */
export const TransactionDetailLabel = SendTransaction.DetailLabel
/** The 0.1 name. @deprecated Use `SendTransaction.DetailRow`. */
export const TransactionDetailRow = SendTransaction.DetailRow
/** The 0.1 name. @deprecated Use `SendTransaction.DetailValue`. */
export const TransactionDetailValue = SendTransaction.DetailValue
/** The 0.1 name. @deprecated Use `SendTransaction.Details`. */
export const TransactionDetails = SendTransaction.Details
/** The 0.1 name. @deprecated Use `SendTransaction.DoneButton`. */
export const TransactionDoneButton = SendTransaction.DoneButton
/** The 0.1 name. @deprecated Use `SendTransaction.RetryButton`. */
export const TransactionRetryButton = SendTransaction.RetryButton
/** The 0.1 name. @deprecated Use `SendTransaction.SecondaryAmount`. */
export const TransactionSecondaryAmount = SendTransaction.SecondaryAmount
/** The 0.1 name. @deprecated Use `SendTransaction.Sender`. */
export const TransactionSender = SendTransaction.Sender
/** The 0.1 name. @deprecated Use `SendTransaction.SenderImage`. */
export const TransactionSenderImage = SendTransaction.SenderImage
/** The 0.1 name. @deprecated Use `SendTransaction.SubmitButton`. */
export const TransactionSubmitButton = SendTransaction.SubmitButton
/** The 0.1 name. @deprecated Use `SendTransaction.Summary`. */
export const TransactionSummary = SendTransaction.Summary
/** The 0.1 name. @deprecated Use `LoginFailed.TryAgainButton`. */
export const TryAgainButton = LoginFailed.TryAgainButton
/** The 0.1 name. @deprecated Use `EmbeddedWallet.VisibilityToggle`. */
export const VisibilityToggle = EmbeddedWallet.VisibilityToggle
/** The 0.1 name. @deprecated Use `Screen.VisuallyHidden`. */
export const VisuallyHidden = Screen.VisuallyHidden
/** The 0.1 name. @deprecated Use `Landing.WalletButton`. */
export const WalletButton = Landing.WalletButton
/** The 0.1 name. @deprecated Use `Wallets.Chooser`. */
export const WalletChooser = Wallets.Chooser
/** The 0.1 name. @deprecated Use `Wallets.Hint`. */
export const WalletHint = Wallets.Hint
/** The 0.1 name. @deprecated Use `Wallets.Link`. */
export const WalletLink = Wallets.Link
/** The 0.1 name. @deprecated Use `Wallets.List`. */
export const WalletList = Wallets.List
/** The 0.1 name. @deprecated Use `Wallets.Logo`. */
export const WalletLogo = Wallets.Logo
/** The 0.1 name. @deprecated Use `Wallets.Name`. */
export const WalletName = Wallets.Name
/** The 0.1 name. @deprecated Use `Wallets.Progress`. */
export const WalletProgress = Wallets.Progress
/** The 0.1 name. @deprecated Use `Wallets.RetryButton`. */
export const WalletRetryButton = Wallets.RetryButton
/** The 0.1 name. @deprecated Use `Wallets.Row`. */
export const WalletRow = Wallets.Row
/** The 0.1 name. @deprecated Use `Wallets.Root`. */
export const WalletsRoot = Wallets.Root
/** The 0.1 name. @deprecated Use `EmbeddedWallet.Warning`. */
export const Warning = EmbeddedWallet.Warning
