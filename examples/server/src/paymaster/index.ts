export { decodeAccountCalls } from './calls'
export { type PaymasterConfig, parsePaymasterContracts } from './config'
export { memoryLedger, type SpendLedger } from './ledger'
export {
  applySponsorshipSpec,
  checkPolicy,
  type DenialReason,
  defaultSponsorship,
  type SponsorshipPolicy,
  sponsorshipIssue,
} from './policy'
export { paymasterRoutes } from './routes'
export { createPaymasterService, PaymasterRpcError, type PaymasterService } from './service'
export { loadPaymasterSigner, PAYMASTER_SECRET, verifyingPaymasterHash } from './signer'
