/**
 * LANDING's parts: the email and phone entries (shared with the link screens, see `primitives/recipient-entry.tsx`),
 * the login option buttons, the logo and the legal line.
 */
export {
  CountrySelect,
  EmailEntry,
  EmailError,
  EmailForm,
  EmailInput,
  EmailSubmit,
  Field,
  PhoneEntry,
  PhoneError,
  PhoneForm,
  PhoneInput,
  PhoneSubmit,
} from '../../primitives/recipient-entry'
export {
  EmailOptionButton,
  LandingRoot as Root,
  Legal,
  LegalLink,
  Logo,
  OverflowButton,
  PasskeyButton,
  SmsOptionButton,
  SocialButton,
  WalletButton,
} from './parts'
