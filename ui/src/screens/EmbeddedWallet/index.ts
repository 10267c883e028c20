/** The embedded wallet screens' parts: recovery password steps, recovery, key export, the passkey view. */
export { PasswordSteps } from './PasswordSteps'
export {
  Acknowledgement,
  AcknowledgementCheckbox,
  Address,
  Disclosure,
  DisclosureSummary,
  EmbeddedRoot as Root,
  ExportFrame,
  Guide,
  GuideLink,
  GuideStep,
  PasskeyFrame,
  PasswordField,
  PasswordForm,
  PasswordInput,
  SavedPassword,
  SecondaryButton,
  StrengthMeter,
  VisibilityToggle,
  Warning,
} from './parts'
