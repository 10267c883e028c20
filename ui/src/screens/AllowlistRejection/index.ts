/** ALLOWLIST_REJECTION_SCREEN's parts. */
export { AllowlistRoot as Root, CtaButton, CtaLink } from './parts'
