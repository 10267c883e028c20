/** Types of the sign-request flow: what a host passes to `signMessage` / `signTypedData` and what the screen reads. */

import type { EmbeddedWalletFrameErrorType } from '../../embedded-wallet/protocol'
import type {
  AuthRequiredErrorType,
  LatchError,
  MfaErrorType,
  RequestErrorType,
  ServerErrorType,
  TransportErrorType,
  WalletError,
} from '../../errors'
import type { WalletErrorCode } from '../../rules/wallet-errors'

/** Screen texts a host may set per signature request. */
export interface SignMessageUiOptions {
  /** @default 'Sign message' */
  title?: string
  /** @default 'Signing this message will not cost you any fees.' */
  description?: string
  /** @default 'Sign and continue' */
  buttonText?: string
}

/** EIP-712 typed data as `eth_signTypedData_v4` takes it (bigints are allowed in the message). */
export interface TypedDataInput {
  domain?: Record<string, unknown>
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>
  primaryType: string
  message: Record<string, unknown>
}

/** What the sign screen shows. */
export interface SignRequestView {
  kind: 'message' | 'typed-data'
  /** The text to sign (kind 'message'). */
  message: string | null
  /** The typed data as pretty JSON (kind 'typed-data'), bigints as decimal strings. */
  typedData: string | null
  title: string
  description: string
  buttonText: string
}

/**
 * `flows.sign.$state`: idle; loading (the wallet and the screen's texts load); ready (waiting for the person);
 * signing; success ('Success', the modal closes about 1.4 s later); error (the screen stays until closed).
 */
export type SignState =
  | { step: 'idle' }
  | { step: 'loading' | 'ready' | 'signing' | 'success'; view: SignRequestView | null }
  | { step: 'error'; view: SignRequestView | null; error: LatchError; message: string }

export type {
  Eip1193Requester,
  WalletSigner,
  WalletSignerGetter,
} from '../../services/signing/signing.types'

/** What `signMessage` may reject with: a message it cannot sign, the person's answer, the signer's, the API. */
export type SignMessageErrorType =
  | AuthRequiredErrorType
  | LatchError<'invalid_message' | 'invalid_request_arguments' | 'invalid_signature'>
  | RequestErrorType
  | EmbeddedWalletFrameErrorType
  | WalletError<WalletErrorCode>
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType

/** What `signTypedData` may reject with (as `signMessage`). */
export type SignTypedDataErrorType = SignMessageErrorType
