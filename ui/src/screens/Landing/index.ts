/** LANDING's parts: the email and phone entries, the login option buttons, the logo and the legal line. */
export { EmailEntry, PhoneEntry } from './Landing'
export {
  CountrySelect,
  EmailError,
  EmailForm,
  EmailInput,
  EmailOptionButton,
  EmailSubmit,
  Field,
  LandingRoot as Root,
  Legal,
  LegalLink,
  Logo,
  OverflowButton,
  PasskeyButton,
  PhoneError,
  PhoneForm,
  PhoneInput,
  PhoneSubmit,
  SmsOptionButton,
  SocialButton,
  WalletButton,
} from './parts'
