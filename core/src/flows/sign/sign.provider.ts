/**
 * A provider's signing requests through the sign screen (`withSignPrompt`): the request read and checked against the
 * provider's own account, shown like `signMessage`, then sent to the wrapped provider unchanged.
 */
import { isHex } from 'viem'
import { toProviderError } from '../../embedded-wallet/provider-errors'
import { LatchError } from '../../errors'
import { formatMessage } from '../../messages'
import type { SignRuntime } from './sign.context'
import { prompt } from './sign.prompt'
import {
  badRequest,
  type Catalogue,
  checkTypedData,
  PROMPTED_METHODS,
  readable,
  type SignInput,
  view,
} from './sign.rules'
import type { Eip1193Requester, TypedDataInput } from './sign.types'

/**
 * Reads a provider signing request for the screen: what it shows, and the wallet address it must name (the
 * provider's own). Malformed parameters are `invalid_request_arguments`; a provider without accounts (signed out)
 * is `must_be_authenticated`.
 */
async function readProviderRequest(
  inner: Eip1193Requester,
  method: (typeof PROMPTED_METHODS)[number],
  params: unknown,
  catalogue: Catalogue,
): Promise<{ kind: SignInput['kind']; body: string; address: `0x${string}` }> {
  if (!Array.isArray(params)) throw badRequest(method, 'params must be an array')
  const accounts = (await inner.request({ method: 'eth_accounts' })) as unknown
  const own = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null
  if (!own || !isHex(own)) {
    throw new LatchError('must_be_authenticated', formatMessage(catalogue, 'error.mustBeAuthenticated'))
  }
  const named = method === 'personal_sign' ? params[1] : params[0]
  if (
    (method !== 'personal_sign' || named !== undefined) &&
    (typeof named !== 'string' || named.toLowerCase() !== own.toLowerCase())
  ) {
    throw badRequest(method, 'the address is not this wallet')
  }
  if (method === 'personal_sign') {
    const data = params[0]
    if (typeof data !== 'string' || data === '' || data === '0x') throw badRequest(method, 'empty message')
    return { kind: 'message', body: readable(data), address: own }
  }
  if (method === 'eth_sign') {
    const data = params[1]
    if (typeof data !== 'string' || !isHex(data) || data.length <= 2)
      throw badRequest(method, 'hex data needed')
    return { kind: 'message', body: data, address: own }
  }
  let typed: unknown = params[1]
  if (typeof typed === 'string') {
    try {
      typed = JSON.parse(typed)
    } catch {
      throw badRequest(method, 'typed data must be JSON')
    }
  }
  const { EIP712Domain: _domain, ...types } = ((typed as { types?: object } | null)?.types ?? {}) as Record<
    string,
    unknown
  >
  return {
    kind: 'typed-data',
    body: checkTypedData({ ...(typed as object), types } as TypedDataInput).pretty,
    address: own,
  }
}

/**
 * One EIP-1193 request through a provider wrapped by `withSignPrompt`. `personal_sign`, `eth_sign` and
 * `eth_signTypedData_v4` open the sign screen like `signMessage` (and sign at once with `noPromptOnSignature`);
 * the request the person approved goes to the wrapped provider unchanged. Every other method passes through.
 * Failures are EIP-1193 provider errors (closing the screen: 4001, signed out: 4100, bad parameters: 4200).
 */
export async function providerRequest(
  runtime: SignRuntime,
  inner: Eip1193Requester,
  args: { method: string; params?: readonly unknown[] | object },
): Promise<unknown> {
  const { ctx } = runtime
  const catalogue: Catalogue = ctx.messages
  let walletFailure: unknown
  try {
    const method = (args as { method?: unknown } | null)?.method
    if (!(PROMPTED_METHODS as readonly unknown[]).includes(method)) return await inner.request(args)
    const request = await readProviderRequest(
      inner,
      method as (typeof PROMPTED_METHODS)[number],
      args.params,
      catalogue,
    )
    if (ctx.$auth.get().status !== 'authenticated') {
      throw new LatchError('must_be_authenticated', formatMessage(catalogue, 'error.mustBeAuthenticated'))
    }
    if (ctx.$config.get().embeddedWallets.noPromptOnSignature) return await inner.request(args)
    const shown = view(request.kind, request.body, undefined, catalogue)
    return await prompt(
      runtime,
      request.kind,
      shown,
      async () => ({ provider: inner, address: request.address }),
      async () => {
        let signature: unknown
        try {
          signature = await inner.request(args)
        } catch (error) {
          // the caller gets the wallet's own error (its code and message), the screen its wallet-table text
          walletFailure = error
          throw error
        }
        if (typeof signature !== 'string' || !isHex(signature)) {
          throw new LatchError('invalid_signature', 'The wallet answered without a valid signature')
        }
        return signature
      },
    )
  } catch (error) {
    throw toProviderError(walletFailure ?? error)
  }
}
