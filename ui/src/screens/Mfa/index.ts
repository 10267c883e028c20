/** Transaction protection's parts: enrolment and the 'Verification Required' prompt. */
export { MfaVerification as Verification } from './MfaVerification'
export {
  MfaApproves as Approves,
  MfaCopyTrigger as CopyTrigger,
  MfaMethodBadge as MethodBadge,
  MfaMethodButton as MethodButton,
  MfaMethodRow as MethodRow,
  MfaPhoneForm as PhoneForm,
  MfaPhoneInput as PhoneInput,
  MfaQrCode as QrCode,
  MfaRemoveButton as RemoveButton,
  MfaRemoveTrigger as RemoveTrigger,
  MfaRoot as Root,
  MfaSecret as Secret,
  MfaSummary as Summary,
  MfaWarning as Warning,
} from './parts'
