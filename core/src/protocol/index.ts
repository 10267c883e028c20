/**
 * `@latch/core/protocol`: the wire contract of the Latch API, shared by the client and the reference server. Typed
 * endpoint descriptors (method, path, who calls, request and response bodies, error codes), the wire shapes, the
 * OAuth provider list, the retry and idempotency lists, and the grant vocabulary. No runtime dependency.
 * @packageDocumentation
 */

export { GRANT_ACTIONS, MAX_GRANT_TARGET } from '../api/shapes'
export type * from '../api/wire'
export {
  type AttestationFields,
  type AttestationPurpose,
  attestationMessage,
} from '../embedded-wallet/frame/attestation'
export {
  createDeviceKey,
  type DeviceKey,
  PROOF_TYPE,
  signProof,
} from '../embedded-wallet/frame/proof'
export {
  API_PREFIX,
  type Endpoint,
  type EndpointAuth,
  type ErrorCodeOf,
  type HttpMethod,
  type NoBody,
  type PathParams,
  pathOf,
  type RequestOf,
  type ResponseOf,
  routePath,
} from './endpoint'
export * from './endpoints'
export { OAUTH_PROVIDERS } from './providers'
export { IDEMPOTENT_PATHS, NON_REPEATABLE_PATHS } from './retries'
