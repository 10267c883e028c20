/**
 * The sign-request flow's implementation, loaded with `import()` on first use: the message and typed-data rules,
 * the wallet lookup, the screen's texts, the provider calls and their typed errors.
 */
import { getTypesForEIP712Domain, hexToBytes, isHex, toHex, validateTypedData } from 'viem'
import { SIGN_SUCCESS_CLOSE_MS } from '../../constants'
import { toProviderError } from '../../embedded-wallet/provider-errors'
import { LatchError } from '../../errors'
import { formatMessage, type MessageKey } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { notConnected, toSignError } from '../../rules/signing'
import { toWalletError } from '../../rules/wallet-errors'
import type { SignRuntime } from './sign.context'
import type {
  Eip1193Requester,
  SignMessageUiOptions,
  SignRequestView,
  TypedDataInput,
  WalletSigner,
} from './sign.types'

type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** The request kinds of the sign flow. */
export type SignInput = { kind: 'message'; input: unknown } | { kind: 'typed-data'; input: unknown }

/** 'Message to sign must be a non-empty string' (code 'invalid_message') unless the message is one. */
export function checkMessage(message: unknown, catalogue?: Catalogue): string {
  if (typeof message !== 'string' || message.length === 0) {
    throw new LatchError('invalid_message', formatWalletMessage(catalogue, 'walletError.emptyMessage'))
  }
  return message
}

/**
 * Checks EIP-712 typed data with viem (types, primaryType, domain and message values) and serialises it for
 * `eth_signTypedData_v4`. Throws `LatchError('invalid_request_arguments')` naming viem's reason.
 */
export function checkTypedData(data: unknown): { json: string; pretty: string } {
  const d = data as Partial<TypedDataInput> | null
  if (
    typeof d !== 'object' ||
    d === null ||
    typeof d.types !== 'object' ||
    d.types === null ||
    typeof d.primaryType !== 'string' ||
    typeof d.message !== 'object' ||
    d.message === null
  ) {
    throw new LatchError('invalid_request_arguments', 'Typed data needs types, primaryType and message')
  }
  const typed = { domain: d.domain ?? {}, types: d.types, primaryType: d.primaryType, message: d.message }
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the shape is checked above; viem checks every field against types
    validateTypedData(typed as any)
    const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)
    // The wallet reads the domain's fields from EIP712Domain, so it is listed with the other types.
    const withDomain = {
      ...typed,
      types: { EIP712Domain: getTypesForEIP712Domain({ domain: typed.domain }), ...typed.types },
    }
    const json = JSON.stringify(withDomain, bigints)
    const pretty = JSON.stringify(typed.message, bigints, 2)
    return { json, pretty }
  } catch (error) {
    throw new LatchError(
      'invalid_request_arguments',
      (error as { shortMessage?: string }).shortMessage ?? 'Invalid typed data',
      { cause: error },
    )
  }
}

function view(
  kind: SignInput['kind'],
  body: string,
  options: SignMessageUiOptions | undefined,
  c: Catalogue,
) {
  const o = options ?? {}
  const text = (value: unknown, key: MessageKey) =>
    typeof value === 'string' && value !== '' ? value : formatWalletMessage(c, key)
  return {
    kind,
    message: kind === 'message' ? body : null,
    typedData: kind === 'typed-data' ? body : null,
    title: text(o.title, 'sign.title'),
    description: text(o.description, 'sign.description'),
    buttonText: text(o.buttonText, 'sign.button'),
  } satisfies SignRequestView
}

async function signWith(
  signer: WalletSigner,
  kind: SignInput['kind'],
  payload: string,
): Promise<`0x${string}`> {
  const result =
    kind === 'message'
      ? await signer.provider.request({ method: 'personal_sign', params: [payload, signer.address] })
      : await signer.provider.request({ method: 'eth_signTypedData_v4', params: [signer.address, payload] })
  if (typeof result !== 'string' || !isHex(result) || result.length < 132) {
    throw new LatchError('invalid_signature', 'The wallet answered without a valid signature')
  }
  return result
}

/**
 * Signs a message or typed data. Bad input is refused before anything opens; with `noPromptOnSignature` the wallet
 * signs at once; otherwise the request opens the sign screen and waits for `confirm()` (or a close, which rejects
 * with 'Signature rejected').
 */
export async function sign(
  runtime: SignRuntime,
  request: SignInput,
  options?: SignMessageUiOptions,
): Promise<`0x${string}`> {
  const { ctx } = runtime
  const catalogue: Catalogue = ctx.messages
  let payload: string
  let body: string
  if (request.kind === 'message') {
    body = checkMessage(request.input, catalogue)
    // Always the UTF-8 text: a message that looks like hex is still signed as the text the person reads.
    payload = toHex(body)
  } else {
    const typed = checkTypedData(request.input)
    payload = typed.json
    body = typed.pretty
  }
  if (ctx.$auth.get().status !== 'authenticated') {
    throw new LatchError('must_be_authenticated', formatMessage(catalogue, 'error.mustBeAuthenticated'))
  }
  const shown = view(request.kind, body, options, catalogue)

  if (ctx.$config.get().embeddedWallets.noPromptOnSignature) {
    const signer = await runtime.ctx.signing.current()
    if (!signer) throw notConnected(catalogue)
    try {
      return await signWith(signer, request.kind, payload)
    } catch (error) {
      throw toSignError(error, catalogue)
    }
  }

  return prompt(
    runtime,
    request.kind,
    shown,
    () => runtime.ctx.signing.current(),
    (signer) => signWith(signer, request.kind, payload),
  )
}

/** The provider signing methods that ask the person first (unless `noPromptOnSignature`). */
export const PROMPTED_METHODS = ['personal_sign', 'eth_sign', 'eth_signTypedData_v4'] as const

const badRequest = (method: string, why: string) =>
  new LatchError('invalid_request_arguments', `Invalid parameters for ${method}: ${why}`)

/** A message parameter as the person reads it: its UTF-8 text when it is readable, else its hex. */
function readable(data: string): string {
  if (!isHex(data)) return data
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(data))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary data
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? data : text
  } catch {
    return data
  }
}

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

/**
 * Opens the sign screen for a request and waits for the person: `confirm()` answers the request and runs `perform`
 * with the wallet from `getSigner` (a failure stays on screen as the error step); a close before that rejects with
 * 'Signature rejected'. The request is answered when the person confirms, before the wallet signs, so a check the
 * wallet needs while signing (an MFA code for a stale session) can ask in its turn.
 */
function prompt(
  runtime: SignRuntime,
  kind: SignInput['kind'],
  shown: SignRequestView,
  getSigner: () => Promise<WalletSigner | null>,
  perform: (signer: WalletSigner) => Promise<`0x${string}`>,
): Promise<`0x${string}`> {
  const { ctx, $state } = runtime
  const catalogue: Catalogue = ctx.messages
  const requests = runtime.ctx.requests
  const rejected = () =>
    toWalletError(Object.assign(new Error('rejected'), { code: 4001 }), 'sign', catalogue)
  $state.set({ step: 'loading', view: shown })
  const decision = requests.ask<true>({
    kind: kind === 'message' ? 'sign-message' : 'sign-typed-data',
    payload: shown,
    screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
    cancelError: rejected,
  })
  const pending = requests.$state.get()
  const id = pending.step === 'pending' ? pending.request.id : -1
  const stillMine = () => {
    const now = requests.$state.get()
    return now.step === 'pending' && now.request.id === id
  }
  return new Promise<`0x${string}`>((resolve, reject) => {
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      done()
    }
    // closed or refused before the person confirmed
    decision.catch((error: unknown) => settle(() => reject(error)))
    const fail = (error: LatchError) => {
      runtime.current.confirm = null
      // the screen shows the error until it is closed (a modal closed meanwhile left the flow idle)
      if ($state.get().step !== 'idle')
        $state.set({ step: 'error', view: shown, error, message: error.message })
      if (stillMine()) requests.reject(error)
      settle(() => reject(error))
    }
    void (async () => {
      let signer: WalletSigner | null = null
      try {
        signer = await getSigner()
        if (!signer) throw notConnected(catalogue)
      } catch (error) {
        if (stillMine()) fail(toSignError(error, catalogue))
        return
      }
      if (!stillMine()) return
      const wallet = signer
      let busy = false
      runtime.current.confirm = async () => {
        if (busy || !stillMine() || $state.get().step !== 'ready') return
        busy = true
        $state.set({ step: 'signing', view: shown })
        requests.approve(true)
        try {
          const signature = await perform(wallet)
          runtime.current.confirm = null
          if ($state.get().step === 'signing') $state.set({ step: 'success', view: shown })
          settle(() => resolve(signature))
          const timer: unknown = ctx.env.clock.setTimeout(() => {
            runtime.timers.delete(timer)
            if ($state.get().step === 'success') $state.set({ step: 'idle' })
          }, SIGN_SUCCESS_CLOSE_MS)
          runtime.timers.add(timer)
        } catch (error) {
          fail(toSignError(error, catalogue))
        } finally {
          busy = false
        }
      }
      $state.set({ step: 'ready', view: shown })
    })()
  })
}
