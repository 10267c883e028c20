/** `signMessage` and `signTypedData`: checked, then signed at once (`noPromptOnSignature`) or through the screen. */
import { isHex, toHex } from 'viem'
import { LatchError } from '../../errors'
import { formatMessage } from '../../messages'
import { notConnected, toSignError } from '../../rules/signing'
import type { SignRuntime } from './sign.context'
import { prompt } from './sign.prompt'
import { type Catalogue, checkMessage, checkTypedData, type SignInput, view } from './sign.rules'
import type { SignMessageUiOptions, WalletSigner } from './sign.types'

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
