/**
 * Sign In With Solana: the Wallet Standard's `solana:signIn` message (the EIP-4361 text with "Solana account"),
 * built by `@solana/wallet-standard-util` from the server's nonce, for the page's host and origin, with the same
 * statement as SIWE (signing is not a transaction and costs no fee). A wallet with `solana:signIn` signs the input
 * itself; one with only `solana:signMessage` signs the same text. The signed message goes to `siws/authenticate`
 * (login) or `siws/link`: the wallet flow sends it, this module only builds and signs.
 */
import { base58 } from '@scure/base'
import {
  SolanaSignIn,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import {
  createSignInMessage,
  createSignInMessageText,
  deriveSignInMessageText,
} from '@solana/wallet-standard-util'
import type { Wallet } from '@wallet-standard/base'
import { parseSiweInitResponseJSON } from '../../api/shapes.lazy'
import type { Api } from '../../api/types'
import { siweOriginOf } from '../../connectors/siwe'
import type { LatchEnv } from '../../env'
import { LatchError } from '../../errors'
import type { Messages } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { toWalletError } from '../../rules/wallet-errors'
import { isSolanaAddress } from './address'
import { SIWS_PATHS } from './paths'
import { solanaAccountOf } from './wallet-standard'

export { SIWS_PATHS } from './paths'

/** The body of `siws/authenticate` and `siws/link`. */
export interface SiwsCredentials {
  /** The signed message text. */
  message: string
  /** The ed25519 signature, base58. */
  signature: string
  /** The Solana address that signed. */
  address: string
  walletClientType: string
  connectorType: 'wallet_standard'
}

/** Parameters of `buildSiwsInput`. */
export interface BuildSiwsInputParameters {
  address: string
  nonce: string
  /** The page's host, e.g. 'app.example.com' or '127.0.0.1:5173'. */
  domain: string
  /** The page's origin, e.g. 'https://app.example.com'. */
  uri: string
  issuedAt: Date
  /** @default the catalogue's 'siwe.statement' */
  statement?: string
}

/** The `solana:signIn` input Latch asks for (version 1; no chain id, which means mainnet; no resources). */
export function buildSiwsInput(
  parameters: BuildSiwsInputParameters,
  messages?: Partial<Messages>,
): SolanaSignInInput & { domain: string; address: string } {
  return {
    domain: parameters.domain,
    address: parameters.address,
    statement: parameters.statement ?? formatWalletMessage(messages, 'siwe.statement'),
    uri: parameters.uri,
    version: '1',
    nonce: parameters.nonce,
    issuedAt: parameters.issuedAt.toISOString(),
  }
}

/** The message text of a SIWS input (the standard's text). */
export const siwsMessageText = (input: SolanaSignInInput & { domain: string; address: string }): string =>
  createSignInMessageText(input)

/** POST /api/v1/siws/init: a single-use nonce for this address. */
export async function requestSiwsNonce(api: Api, address: string): Promise<string> {
  const { nonce } = await api.request({
    method: 'POST',
    path: SIWS_PATHS.init,
    body: { address },
    auth: 'public',
    parse: parseSiweInitResponseJSON,
  })
  return nonce
}

/** What `createSiwsCredentials` needs from the client. */
export interface SiwsDeps {
  api: Api
  env: Pick<LatchEnv, 'clock' | 'location'>
  messages?: Partial<Messages>
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Gets the wallet's Solana account (connecting when it shared none), a nonce for it, and the wallet's signature of
 * the SIWS message for the current page: with `solana:signIn`, else `solana:signMessage`. A wallet's refusal comes
 * out as a mapped `WalletError` ('Signature rejected'); a wallet that signs another message than asked is refused
 * here (`solana_signed_other_message`), before anything reaches the server.
 */
export async function createSiwsCredentials(
  deps: SiwsDeps,
  wallet: Wallet,
  /** Called with the account's address once the wallet shared it, before the signature is asked for. */
  onAccount?: (address: string) => void,
): Promise<SiwsCredentials> {
  const origin = deps.env.location ? siweOriginOf(deps.env.location.href()) : null
  if (!origin)
    throw new LatchError('invalid_config', formatWalletMessage(deps.messages, 'siwe.noPageAddress'))
  const signIn = (wallet.features as Partial<SolanaSignInFeature>)[SolanaSignIn]
  const signMessage = (wallet.features as Partial<SolanaSignMessageFeature>)[SolanaSignMessage]
  if (!signIn && !signMessage)
    throw new LatchError('unsupported_method', formatWalletMessage(deps.messages, 'solana.noSignIn'))
  let account: Awaited<ReturnType<typeof solanaAccountOf>>
  try {
    account = await solanaAccountOf(wallet)
  } catch (error) {
    throw toWalletError(error, 'connect', deps.messages)
  }
  if (!account || !isSolanaAddress(account.address))
    throw new LatchError(
      'generic_connect_wallet_error',
      formatWalletMessage(deps.messages, 'solana.noAccount'),
    )
  onAccount?.(account.address)
  const nonce = await requestSiwsNonce(deps.api, account.address)
  const input = buildSiwsInput(
    { address: account.address, nonce, ...origin, issuedAt: new Date(deps.env.clock.now()) },
    deps.messages,
  )
  const otherMessage = () =>
    new LatchError(
      'solana_signed_other_message',
      formatWalletMessage(deps.messages, 'solana.signedOtherMessage'),
    )
  const credentials = (message: string, signature: Uint8Array): SiwsCredentials => ({
    message,
    signature: base58.encode(signature),
    address: input.address,
    walletClientType: wallet.name.toLowerCase(),
    connectorType: 'wallet_standard',
  })
  try {
    if (signIn) {
      const [output] = await signIn.signIn(input)
      if (!output) throw otherMessage()
      const text = deriveSignInMessageText(input, output)
      if (text === null || output.account.address !== input.address) throw otherMessage()
      return credentials(text, output.signature)
    }
    const message = createSignInMessage(input)
    const [output] = await (signMessage as NonNullable<typeof signMessage>).signMessage({ account, message })
    if (!output || !sameBytes(output.signedMessage, message)) throw otherMessage()
    return credentials(siwsMessageText(input), output.signature)
  } catch (error) {
    if (error instanceof LatchError && error.code === 'solana_signed_other_message') throw error
    throw toWalletError(error, 'sign', deps.messages)
  }
}
